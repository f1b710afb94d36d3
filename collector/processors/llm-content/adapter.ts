/**
 * The one interface every convention implements (OpenTelemetry GenAI current and events, OpenLLMetry,
 * OpenInference), and so do the generic kinds of content (tool calls, retrieved documents, input/output values).
 * An adapter says which attribute names, name prefixes and span events are its content, what happens to each
 * (kept, dropped, or replaced by a content-free copy), and what it makes of what it collected on one span:
 * candidates for the four LLM parts, or objects of its own. registry.ts lists the adapters in order of
 * precedence; classify.ts and plan.ts drive them.
 */
import type { ContentObjectPart } from '../../../schemas/content-object.ts';
import type { ContentPart } from '../../../schemas/ledger.ts';
import type { Attributes, SpanEvent, SpanRecord } from '../../../schemas/span.ts';
import type { Json } from './json.ts';

export const KEEP: unique symbol = Symbol('keep');
export const DROP: unique symbol = Symbol('drop');
/** What happens to one attribute: kept, dropped (it was content, now collected), or replaced by a content-free version. */
export type Verdict = typeof KEEP | typeof DROP | { replace: Json };

/** Classifies any attribute of the span being planned, whichever adapter claims it (see classify.ts). */
export type ClassifyAttribute = (key: string, value: Json, event: string | null) => Verdict;

/** The values as they arrived, kept in the stored object when normalization lost anything. */
export interface Original {
  attributes?: Record<string, Json>;
  events?: { name: string; attributes: Record<string, Json> }[];
}

/** One convention's version of one part, normalized to the current GenAI shape. */
export interface Candidate {
  /** Which convention carried it (the stored wrapper's `source`). */
  source: string;
  data: Json;
  /** True when `data` is exactly the value that arrived (nothing to keep verbatim). */
  lossless: boolean;
  original: Original;
  /** False when the instrumentation sent only structure (roles, tool names) without any text. */
  hasContent: boolean;
}

/**
 * How a candidate for an LLM part ranks against the other conventions' candidates for the same part: all
 * 'primary' candidates (in registry order) come before all 'secondary' ones, then 'last'. See registry.ts.
 * - primary: the convention's own structured messages or tool definitions;
 * - secondary: prompt lists of completion APIs and previous-shape messages (events, gen_ai.prompt);
 * - last: content that stands in for messages without being messages (embedding texts, a lone function call).
 */
export type Tier = 'primary' | 'secondary' | 'last';

/** A candidate for one of the four LLM parts, of which one per part is chosen and stored. */
export interface PartCandidate {
  part: ContentPart;
  tier: Tier;
  candidate: Candidate;
}

/** An object that only one adapter produces (tool call, documents, values): stored as it is, nothing to choose. */
export interface PartObject {
  part: ContentObjectPart;
  /** Span attribute that receives the object's content-store reference. */
  refAttribute: string;
  candidate: Candidate;
  /** Content-free facts read from the content before it leaves the span, set on the span with the object. */
  facts?: Attributes;
  /** Content-free facts that name the stored object, set on the span once its reference is known. */
  factsOnceStored?: (ref: string) => Attributes;
}

/**
 * One convention (or one generic kind of content). `C` is what it collects on one span; `S` and `E` name where a
 * claimed attribute or event goes (its "slot"). Adapters are stateless; everything about a span is in its `C`.
 *
 * Contract: the names an adapter claims belong to no other adapter, and no prefix starts another's (classify.ts
 * checks both when it loads), so routing does not depend on the order of adapters. `newCollection` is called on the
 * span's first content value of this adapter and never for a span without any, so a span without content
 * is returned as the same object. `classify` and `claimEvent` may collect into the collection; `candidates`
 * and `objects` must not change it or the span.
 */
export interface ConventionAdapter<C, S = string, E = never> {
  /** The convention's name, for the registry and its checks (the stored `source` is per candidate). */
  readonly name: string;
  /** Exact attribute names that are this adapter's content, on the span or on any of its events. */
  readonly exact?: ReadonlyMap<string, S>;
  /** Name prefixes of this adapter's indexed content; looked at only when no exact name matched. */
  readonly prefixes?: ReadonlyMap<string, S>;
  /**
   * Last segments of a name (after its last `.`, or the whole name; any case; an array index `.N` names the
   * segment before it) that are content in any namespace: conventions without an adapter (`mlflow.spanInputs`,
   * `haystack.component.output`). Looked at last.
   */
  readonly lastSegments?: ReadonlyMap<string, S>;
  /** Span events that are this adapter's as a whole, by event name; other events are classified attribute by attribute. */
  readonly events?: ReadonlyMap<string, E>;
  /** An empty collection for one span. */
  newCollection(): C;
  /** Decides what happens to one claimed attribute (of the span, or of the event named `event`). Called once per key. */
  classify(slot: S, key: string, value: Json, collected: () => C, event: string | null): Verdict;
  /**
   * A claimed event: the event itself to keep it as it is, a copy to keep a content-free version, null to remove
   * it (the span counts removed events). `classify` classifies any attribute, whichever adapter claims it.
   */
  claimEvent?(slot: E, event: SpanEvent, collected: () => C, classify: ClassifyAttribute): SpanEvent | null;
  /** This adapter's candidates for the LLM parts, in its own order of preference. */
  candidates?(collected: C, span: SpanRecord): PartCandidate[];
  /** The operation its input content implies, for a call whose span names none (e.g. OpenInference: chat or text_completion). */
  impliedOperation?(collected: C): string | undefined;
  /** Objects of its own, in the order they are stored; `isLlm` tells whether the span is an LLM call. */
  objects?(collected: C, span: SpanRecord, isLlm: boolean): PartObject[];
}
