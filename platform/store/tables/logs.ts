/**
 * Table `logs` (OTLP log records, redacted, kept with their trace): its row as read back, and the mappings
 * both ways. The row keeps the scope's name and version only, so a record reads back as a StoredLog.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { AttrValue, Attributes } from '../../../schemas/span.ts';
import type { LogRecordData } from '../../../schemas/log.ts';
import { int64Cell, originJson, parseRow, serviceNameOf, smallIntCell } from '../row-cells.ts';

export const LOGS_TABLE = 'logs';

/** A log record as read back: what the row keeps of a LogRecordData, plus its record id and service. */
export interface StoredLog {
  tenant: string;
  traceId: string;
  spanId: string;
  /** Hash of what is stored: a redelivered record replaces itself, two different records never collide. */
  recordId: string;
  timeUnixNano: string;
  observedTimeUnixNano: string;
  severityNumber: number;
  severityText: string;
  eventName: string;
  serviceName: string;
  body: AttrValue;
  attributes: Attributes;
  resource: LogRecordData['resource'];
  scope: { name: string; version: string };
  flags: number;
  droppedAttributesCount: number;
}

/** A log row as `SELECT * EXCEPT (ingested_at) … FORMAT JSONEachRow` returns it (migration 0005). */
export const LogRowSchema = z.object({
  tenant: z.string(),
  trace_id: z.string(),
  span_id: z.string(),
  record_id: z.string(),
  time_unix_nano: int64Cell,
  observed_time_unix_nano: int64Cell,
  severity_number: smallIntCell.max(255),
  severity_text: z.string(),
  event_name: z.string(),
  service_name: z.string(),
  body_json: z.string(),
  attributes_json: z.string(),
  resource_json: z.string(),
  scope_name: z.string(),
  scope_version: z.string(),
  flags: smallIntCell,
  dropped_attributes_count: smallIntCell,
});

export type LogRow = z.infer<typeof LogRowSchema>;

/** The insert row of a log record (its `record_id` computed here). Not validated: hot path. */
export function toLogRow(log: LogRecordData): Record<string, unknown> {
  const body_json = JSON.stringify(log.body ?? null);
  const attributes_json = JSON.stringify(log.attributes);
  const resource_json = originJson(log.resource);
  const record_id = createHash('sha256')
    .update(`${log.traceId}\0${log.spanId}\0${log.timeUnixNano}\0${log.observedTimeUnixNano}\0${log.severityNumber}\0${log.eventName}\0`)
    .update(body_json)
    .update('\0')
    .update(attributes_json)
    .update('\0')
    .update(resource_json)
    .digest('hex')
    .slice(0, 32);
  return {
    tenant: log.tenant,
    trace_id: log.traceId,
    span_id: log.spanId,
    record_id,
    time_unix_nano: log.timeUnixNano,
    observed_time_unix_nano: log.observedTimeUnixNano,
    severity_number: Math.max(0, Math.min(255, Math.trunc(log.severityNumber) || 0)),
    severity_text: log.severityText,
    event_name: log.eventName,
    service_name: serviceNameOf(log),
    body_json,
    attributes_json,
    resource_json,
    scope_name: log.scope.name,
    scope_version: log.scope.version,
    flags: log.flags,
    dropped_attributes_count: log.droppedAttributesCount,
  };
}

/** The log record of a row read back (its JSON columns parsed). */
export function fromLogRow(raw: unknown): StoredLog {
  const row = parseRow(LogRowSchema, LOGS_TABLE, raw);
  return {
    tenant: row.tenant,
    traceId: row.trace_id,
    spanId: row.span_id,
    recordId: row.record_id,
    timeUnixNano: String(row.time_unix_nano),
    observedTimeUnixNano: String(row.observed_time_unix_nano),
    severityNumber: row.severity_number,
    severityText: row.severity_text,
    eventName: row.event_name,
    serviceName: row.service_name,
    body: JSON.parse(row.body_json) as AttrValue,
    attributes: JSON.parse(row.attributes_json) as Attributes,
    resource: JSON.parse(row.resource_json) as LogRecordData['resource'],
    scope: { name: row.scope_name, version: row.scope_version },
    flags: row.flags,
    droppedAttributesCount: row.dropped_attributes_count,
  };
}
