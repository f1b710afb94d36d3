/**
 * Routes each attribute and event of a span to the adapter that claims it (registry.ts), and keeps what the
 * adapters collect on that span. Hot path: one exact-name map lookup per attribute key, then, only for keys whose
 * first character starts some claimed prefix, a few `startsWith` tests; the adapters' precompiled regexes run
 * only on keys under their own prefixes. A key nothing claims by name or prefix is looked up once more by its last
 * segment (content names of conventions without an adapter), through a bounded cache of key → claim.
 */
import type { Attributes, SpanEvent } from '../../../schemas/span.ts';
import { graphqlKeyKind } from '../../redaction/sql/sanitize-graphql.ts';
import { DROP, KEEP, type Verdict } from './adapter.ts';
import type { Json } from './json.ts';
import { ADAPTERS, type AnyAdapter } from './registry.ts';

interface Claim {
  adapter: AnyAdapter;
  /** Position in ADAPTERS, where the span's collection of this adapter is kept. */
  index: number;
  slot: unknown;
}

const EXACT = new Map<string, Claim>();
/** Claimed prefixes by the char code of their first character. */
const PREFIXES = new Map<number, { prefix: string; claim: Claim }[]>();
const EVENTS = new Map<string, Claim>();
const LAST_SEGMENTS = new Map<string, Claim>();
/** Key → its last-segment claim (null: none), for keys no exact name or prefix claims; bounded. */
const BY_LAST_SEGMENT = new Map<string, Claim | null>();
const BY_LAST_SEGMENT_MAX = 4096;

// Every name belongs to one adapter, and no prefix starts another, so routing never depends on adapter order.
ADAPTERS.forEach((adapter, index) => {
  const claimOnce = (table: Map<string, Claim>, name: string, slot: unknown, what: string): void => {
    const other = table.get(name);
    if (other !== undefined) throw new Error(`${what} ${name} is claimed by both ${other.adapter.name} and ${adapter.name}`);
    table.set(name, { adapter, index, slot });
  };
  for (const [key, slot] of adapter.exact ?? []) claimOnce(EXACT, key, slot, 'attribute');
  for (const [segment, slot] of adapter.lastSegments ?? []) claimOnce(LAST_SEGMENTS, segment.toLowerCase(), slot, 'last segment');
  for (const [name, slot] of adapter.events ?? []) {
    if (adapter.claimEvent === undefined) throw new Error(`${adapter.name} claims event ${name} but has no claimEvent`);
    claimOnce(EVENTS, name, slot, 'event');
  }
  for (const [prefix, slot] of adapter.prefixes ?? []) {
    for (const list of PREFIXES.values()) {
      for (const other of list) {
        if (prefix.startsWith(other.prefix) || other.prefix.startsWith(prefix)) {
          throw new Error(`prefix ${prefix} of ${adapter.name} overlaps ${other.prefix} of ${other.claim.adapter.name}`);
        }
      }
    }
    const first = prefix.charCodeAt(0);
    let list = PREFIXES.get(first);
    if (list === undefined) {
      list = [];
      PREFIXES.set(first, list);
    }
    list.push({ prefix, claim: { adapter, index, slot } });
  }
});

/** What the adapters collected on one span; an adapter's collection is created on its first content value. */
export interface SpanContent {
  /** True once any adapter collected something. */
  readonly found: boolean;
  /** The accessor the adapter at `index` collects through: its first call creates the adapter's collection. */
  collector(index: number): () => unknown;
  /** The adapters that collected something, with their collections, in registry order. */
  collected(): { adapter: AnyAdapter; collection: unknown }[];
}

class SpanCollections implements SpanContent {
  private collections: unknown[] | null = null;
  private collectors: (() => unknown)[] | null = null;

  get found(): boolean {
    return this.collections !== null;
  }

  collector(index: number): () => unknown {
    this.collectors ??= [];
    let collector = this.collectors[index];
    if (collector === undefined) {
      collector = () => {
        this.collections ??= [];
        let collection = this.collections[index];
        if (collection === undefined) {
          collection = (ADAPTERS[index] as AnyAdapter).newCollection();
          this.collections[index] = collection;
        }
        return collection;
      };
      this.collectors[index] = collector;
    }
    return collector;
  }

  collected(): { adapter: AnyAdapter; collection: unknown }[] {
    const out: { adapter: AnyAdapter; collection: unknown }[] = [];
    if (this.collections === null) return out;
    for (let i = 0; i < ADAPTERS.length; i++) {
      const collection = this.collections[i];
      if (collection !== undefined) out.push({ adapter: ADAPTERS[i] as AnyAdapter, collection });
    }
    return out;
  }
}

export function newSpanContent(): SpanContent {
  return new SpanCollections();
}

/**
 * Decides what happens to one attribute (of the span, or of the event named `event`): kept, dropped (content,
 * collected into `content`), or replaced by a content-free version. Called once per key.
 */
export function classifyAttribute(key: string, value: Json, content: SpanContent, event: string | null): Verdict {
  const exact = EXACT.get(key);
  if (exact !== undefined) return exact.adapter.classify(exact.slot, key, value, content.collector(exact.index), event);
  // Only keys under a claimed prefix can be indexed content (today: g(en_ai), l(lm), r(etrieval|eranker), e(mbedding)).
  const prefixes = PREFIXES.get(key.charCodeAt(0));
  if (prefixes !== undefined) {
    for (const { prefix, claim } of prefixes) {
      if (key.startsWith(prefix)) return claim.adapter.classify(claim.slot, key, value, content.collector(claim.index), event);
    }
  }
  const bySegment = lastSegmentClaim(key);
  // Numbers and booleans under such names are counts and flags, not content.
  if (bySegment === null || value === null || value === '' || typeof value === 'number' || typeof value === 'boolean') return KEEP;
  return bySegment.adapter.classify(bySegment.slot, key, value, content.collector(bySegment.index), event);
}

/** The claim of `key`'s last segment, in lower case; an array index (`….inputs.0`) names its parent segment. */
function lastSegmentClaim(key: string): Claim | null {
  let claim = BY_LAST_SEGMENT.get(key);
  if (claim !== undefined) return claim;
  const segments = key.toLowerCase().split('.');
  let last = segments.pop() ?? '';
  if (/^\d+$/.test(last) && segments.length > 0) last = segments.pop() as string;
  // A GraphQL document or its variables (`graphql.document.body`, `gql.resolver.args.input`) is a statement the redaction
  // sanitizes in place (sql/sanitize-graphql.ts), not an LLM's content.
  claim = graphqlKeyKind(key) !== undefined ? null : (LAST_SEGMENTS.get(last) ?? null);
  if (BY_LAST_SEGMENT.size < BY_LAST_SEGMENT_MAX) BY_LAST_SEGMENT.set(key, claim);
  return claim;
}

/**
 * What happens to one span event: the event itself when it has no content, a content-free copy, or null when it
 * is removed (nothing but content was in it, or it is content as a whole).
 */
export function classifyEvent(event: SpanEvent, content: SpanContent): SpanEvent | null {
  const claim = EVENTS.get(event.name);
  if (claim === undefined) return stripEventAttributes(event, content);
  const classify = (key: string, value: Json, eventName: string | null): Verdict => classifyAttribute(key, value, content, eventName);
  // claimEvent exists for every claimed event (checked at load).
  return claim.adapter.claimEvent!(claim.slot, event, content.collector(claim.index), classify);
}

/** Any other event may carry content attributes: returns the event itself when it has none, null when nothing but content was in it. */
function stripEventAttributes(event: SpanEvent, content: SpanContent): SpanEvent | null {
  let stripped: Attributes | null = null;
  let remaining = 0;
  for (const key in event.attributes) {
    const value = event.attributes[key] as Json;
    const verdict = classifyAttribute(key, value, content, event.name);
    if (verdict === KEEP) {
      remaining++;
      if (stripped !== null) stripped[key] = value;
      continue;
    }
    if (stripped === null) {
      // First content key: copy what was kept so far.
      stripped = {};
      for (const before in event.attributes) {
        if (before === key) break;
        stripped[before] = event.attributes[before] as Json;
      }
    }
    if (verdict !== DROP) {
      stripped[key] = verdict.replace;
      remaining++;
    }
  }
  if (stripped === null) return event;
  if (remaining === 0) return null;
  return { ...event, attributes: stripped };
}
