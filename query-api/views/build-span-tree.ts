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
 * spans by start time), spans whose parent is not stored as extra roots marked `orphan`.
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
  return roots;
}
