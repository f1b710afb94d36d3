import type { StoredSpan } from '../../platform/store/create-store.ts';
import { isoFromUnixNano } from './iso-from-unix-nano.ts';
import { durationMsBetween } from './to-llm-call-view.ts';

/** One span of the lookup's tree: the stored span, its ISO times beside the nanoseconds, and its children. */
export interface SpanNode {
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  serviceName: string;
  startTimeUnixNano: string;
  startTimeIso: string | null;
  endTimeUnixNano: string;
  endTimeIso: string | null;
  durationMs: number;
  status: { code: number; message: string };
  traceState: string;
  flags: number;
  attributes: unknown;
  events: unknown;
  links: unknown;
  resource: unknown;
  scope: unknown;
  droppedCounts: { attributes: number; events: number; links: number };
  /** True when the parent span is not stored (not received yet, or another service's span was lost). */
  orphan: boolean;
  children: SpanNode[];
}

/**
 * The span tree of a kept trace (pure): children under their parent in the order given (the store returns
 * spans by start time), spans whose parent is not stored as extra roots marked `orphan`. Every span given
 * appears exactly once (one node per span id) and the tree is finite: a parent chain that loops (a → b → a)
 * is cut where the loop closes, and that span is shown after the other roots, marked `orphan` too.
 */
export function buildSpanTree(spans: readonly StoredSpan[]): SpanNode[] {
  const nodes = new Map<string, SpanNode>();
  for (const s of spans) {
    nodes.set(s.spanId, {
      spanId: s.spanId,
      parentSpanId: s.parentSpanId,
      name: s.name,
      kind: s.kind,
      serviceName: s.serviceName,
      startTimeUnixNano: s.startTimeUnixNano,
      startTimeIso: isoFromUnixNano(s.startTimeUnixNano),
      endTimeUnixNano: s.endTimeUnixNano,
      endTimeIso: isoFromUnixNano(s.endTimeUnixNano),
      durationMs: durationMsBetween(s.startTimeUnixNano, s.endTimeUnixNano),
      status: { code: s.status.code, message: s.status.message },
      traceState: s.traceState,
      flags: s.flags,
      attributes: s.attributes,
      events: s.events,
      links: s.links,
      resource: s.resource,
      scope: s.scope,
      droppedCounts: { attributes: s.droppedAttributesCount, events: s.droppedEventsCount, links: s.droppedLinksCount },
      orphan: false,
      children: [],
    });
  }
  const roots: SpanNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentSpanId ? nodes.get(node.parentSpanId) : undefined;
    if (parent && parent !== node) parent.children.push(node);
    else {
      node.orphan = node.parentSpanId !== '';
      roots.push(node);
    }
  }
  // Spans of a parent loop (corrupt or hostile ids) hang only from each other, reachable from no root: the
  // view would silently lose them. Each loop is cut once; every span is walked at most twice (O(n)).
  const reached = new Set<SpanNode>();
  const reach = (from: SpanNode): void => {
    const stack = [from];
    for (let n = stack.pop(); n !== undefined; n = stack.pop()) {
      reached.add(n);
      for (const child of n.children) stack.push(child); // not push(...): a root can have more children than arguments fit
    }
  };
  for (const root of roots) reach(root);
  if (reached.size === nodes.size) return roots;
  for (const node of nodes.values()) {
    if (reached.has(node)) continue;
    // An unreached span has a stored parent that is unreached too: going up must come back to a span seen.
    const seen = new Set<SpanNode>();
    let n = node;
    while (!seen.has(n)) {
      seen.add(n);
      n = nodes.get(n.parentSpanId)!;
    }
    const parent = nodes.get(n.parentSpanId)!;
    parent.children.splice(parent.children.indexOf(n), 1);
    n.orphan = true;
    roots.push(n);
    reach(n);
  }
  return roots;
}
