/**
 * The internal span model: one normalized shape for every span Tracehold receives, whatever the
 * wire encoding (OTLP protobuf or JSON) or transport (HTTP or gRPC). Decoders produce it, processors
 * transform it, the bus carries it, ingest stores it.
 *
 * Contract: plain JSON-serializable data (no bigint, no Buffer) so it crosses the bus unchanged.
 * 64-bit integers that do not fit a JS number exactly are carried as decimal strings; times are
 * nanoseconds since the Unix epoch as decimal strings (they exceed 2^53).
 */

/** An attribute value after normalization from OTLP AnyValue. */
export type AttrValue =
  | string
  | number
  | boolean
  | null
  | AttrValue[]
  | { [key: string]: AttrValue };

/** Attributes by key. Keys are unique (the last occurrence on the wire wins). */
export type Attributes = Record<string, AttrValue>;

export interface SpanEvent {
  timeUnixNano: string;
  name: string;
  attributes: Attributes;
  droppedAttributesCount: number;
}

export interface SpanLink {
  traceId: string;
  spanId: string;
  traceState: string;
  attributes: Attributes;
  droppedAttributesCount: number;
  flags: number;
}

/** OTLP status codes: 0 unset, 1 ok, 2 error. */
export type StatusCode = 0 | 1 | 2;

/** OTLP span kinds: 0 unspecified, 1 internal, 2 server, 3 client, 4 producer, 5 consumer. */
export type SpanKind = 0 | 1 | 2 | 3 | 4 | 5;

export interface SpanRecord {
  /** Tenant that owns the span; set by the collector from the ingest credentials, never from attributes. */
  tenant: string;
  /** 32 lowercase hex characters, never all zeros. */
  traceId: string;
  /** 16 lowercase hex characters, never all zeros. */
  spanId: string;
  /** 16 lowercase hex characters, or '' for a root span. */
  parentSpanId: string;
  traceState: string;
  flags: number;
  name: string;
  kind: SpanKind;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  attributes: Attributes;
  droppedAttributesCount: number;
  events: SpanEvent[];
  droppedEventsCount: number;
  links: SpanLink[];
  droppedLinksCount: number;
  status: { code: StatusCode; message: string };
  resource: { attributes: Attributes; droppedAttributesCount: number; schemaUrl: string };
  scope: { name: string; version: string; attributes: Attributes; schemaUrl: string };
}

/** Result of decoding one OTLP export request. */
export interface DecodedExport {
  /** Spans that decoded and validated; tenant is '' until the collector sets it. */
  spans: SpanRecord[];
  /** Spans refused individually (bad ids, ...); reported to the client as OTLP partial success. */
  rejectedSpans: number;
  /** Human-readable reason for the first rejection, safe to return to the client (no attribute values). */
  rejectionMessage: string;
}
