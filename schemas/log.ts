/**
 * The internal log-record model: one normalized shape for every OTLP log record Tracehold receives, whatever
 * the encoding (protobuf or JSON) or transport (HTTP or gRPC). Decoders produce it; the collector moves GenAI
 * content events into the content store and redacts the rest; the bus carries what remains with its trace.
 *
 * Contract: plain JSON-serializable data, like SpanRecord (no bigint, no Buffer): 64-bit integers beyond
 * 2^53 are decimal strings, times are nanoseconds since the epoch as decimal strings ('0' when unset).
 */
import type { AttrValue, Attributes } from './span.ts';

export interface LogRecordData {
  /** Tenant that owns the record; set by the collector from the ingest credentials, never from attributes. */
  tenant: string;
  /** time_unix_nano; '0' when the producer did not set it. */
  timeUnixNano: string;
  /** observed_time_unix_nano; '0' when unset. */
  observedTimeUnixNano: string;
  /** OTLP SeverityNumber (0 unspecified, 1-24). */
  severityNumber: number;
  severityText: string;
  /** The body AnyValue after normalization (string, number, boolean, null, array, object for kvlist). */
  body: AttrValue;
  attributes: Attributes;
  droppedAttributesCount: number;
  flags: number;
  /** 32 lowercase hex characters, or '' when the record has no trace context. */
  traceId: string;
  /** 16 lowercase hex characters, or '' when the record has no span context. */
  spanId: string;
  /**
   * The event name: OTLP LogRecord.event_name (field 12), else the `event.name` attribute that older SDKs
   * set; '' for plain logs.
   */
  eventName: string;
  resource: { attributes: Attributes; droppedAttributesCount: number; schemaUrl: string };
  scope: { name: string; version: string; attributes: Attributes; schemaUrl: string };
}

/** Result of decoding one OTLP ExportLogsServiceRequest. */
export interface DecodedLogsExport {
  /** Records that decoded and validated; tenant is '' until the collector sets it. */
  logs: LogRecordData[];
  /** Records refused individually (a trace_id or span_id of the wrong length, ...): OTLP partial success. */
  rejectedLogRecords: number;
  /** Reason for the first rejection, safe to return to the client (no attribute values). */
  rejectionMessage: string;
}
