/**
 * Rules for log records that both OTLP log decoders (protobuf and JSON) apply the same way.
 */
import type { Attributes } from '../../schemas/span.ts';

/** Why a record's trace_id / span_id refuses it; the wire spelling differs per encoding. */
export const LOG_TRACE_ID_PROBLEM = { protobuf: 'invalid trace_id (must be empty or 16 bytes)', json: 'invalid trace_id (must be empty or 32 hex characters)' };
export const LOG_SPAN_ID_PROBLEM = { protobuf: 'invalid span_id (must be empty or 8 bytes)', json: 'invalid span_id (must be empty or 16 hex characters)' };

/**
 * The record's event name: LogRecord.event_name (field 12) when set, else the `event.name` attribute
 * that SDKs older than that field set (kept as an attribute too); '' for a plain log.
 */
export function resolveEventName(eventNameField: string, attributes: Attributes): string {
  if (eventNameField !== '') return eventNameField;
  const fromAttribute = Object.hasOwn(attributes, 'event.name') ? attributes['event.name'] : undefined;
  return typeof fromAttribute === 'string' ? fromAttribute : '';
}
