/**
 * Table `spans` (tail-sampled, redacted wide spans): its row as read back, and the mappings both ways.
 * The row keeps every field of a SpanRecord (attributes, events, links, resource and scope as JSON), so a
 * stored span reads back whole.
 */
import { z } from 'zod';
import type { SpanKind, SpanRecord, StatusCode } from '../../../schemas/span.ts';
import { int64Cell, originJson, parseRow, serviceNameOf, smallIntCell } from '../row-cells.ts';

export const SPANS_TABLE = 'spans';

/** A span as read back: the SpanRecord written, with the service name the row was indexed under. */
export type StoredSpan = SpanRecord & { serviceName: string };

/** A span row as `SELECT * … FORMAT JSONEachRow` returns it (migration 0001). */
export const SpanRowSchema = z.object({
  tenant: z.string(),
  trace_id: z.string(),
  span_id: z.string(),
  parent_span_id: z.string(),
  trace_state: z.string(),
  flags: smallIntCell,
  name: z.string(),
  kind: smallIntCell.max(5),
  start_time_unix_nano: int64Cell,
  end_time_unix_nano: int64Cell,
  service_name: z.string(),
  status_code: smallIntCell.max(2),
  status_message: z.string(),
  attributes_json: z.string(),
  resource_json: z.string(),
  scope_name: z.string(),
  scope_version: z.string(),
  scope_json: z.string(),
  events_json: z.string(),
  links_json: z.string(),
  dropped_attributes_count: smallIntCell,
  dropped_events_count: smallIntCell,
  dropped_links_count: smallIntCell,
});

export type SpanRow = z.infer<typeof SpanRowSchema>;

/** The insert row of a span. Not validated: hot path. */
export function toSpanRow(span: SpanRecord): Record<string, unknown> {
  return {
    tenant: span.tenant,
    trace_id: span.traceId,
    span_id: span.spanId,
    parent_span_id: span.parentSpanId,
    trace_state: span.traceState,
    flags: span.flags,
    name: span.name,
    kind: span.kind,
    start_time_unix_nano: span.startTimeUnixNano,
    end_time_unix_nano: span.endTimeUnixNano,
    service_name: serviceNameOf(span),
    status_code: span.status.code,
    status_message: span.status.message,
    attributes_json: JSON.stringify(span.attributes),
    resource_json: originJson(span.resource),
    scope_name: span.scope.name,
    scope_version: span.scope.version,
    scope_json: originJson(span.scope),
    events_json: JSON.stringify(span.events),
    links_json: JSON.stringify(span.links),
    dropped_attributes_count: span.droppedAttributesCount,
    dropped_events_count: span.droppedEventsCount,
    dropped_links_count: span.droppedLinksCount,
  };
}

/** The span of a row read back (its JSON columns parsed). */
export function fromSpanRow(raw: unknown): StoredSpan {
  const row = parseRow(SpanRowSchema, SPANS_TABLE, raw);
  return {
    tenant: row.tenant,
    traceId: row.trace_id,
    spanId: row.span_id,
    parentSpanId: row.parent_span_id,
    traceState: row.trace_state,
    flags: row.flags,
    name: row.name,
    kind: row.kind as SpanKind,
    startTimeUnixNano: String(row.start_time_unix_nano),
    endTimeUnixNano: String(row.end_time_unix_nano),
    attributes: JSON.parse(row.attributes_json) as SpanRecord['attributes'],
    droppedAttributesCount: row.dropped_attributes_count,
    events: JSON.parse(row.events_json) as SpanRecord['events'],
    droppedEventsCount: row.dropped_events_count,
    links: JSON.parse(row.links_json) as SpanRecord['links'],
    droppedLinksCount: row.dropped_links_count,
    status: { code: row.status_code as StatusCode, message: row.status_message },
    resource: JSON.parse(row.resource_json) as SpanRecord['resource'],
    scope: JSON.parse(row.scope_json) as SpanRecord['scope'],
    serviceName: row.service_name,
  };
}
