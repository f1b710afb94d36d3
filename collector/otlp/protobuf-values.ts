/**
 * Conversions shared by the OTLP/protobuf decoders of the three signals (generated message objects →
 * the internal models): attributes and AnyValues, times, resources and scopes, and the decode step
 * itself. Internal to collector/otlp.
 */
import protobuf from 'protobufjs/minimal.js';
import type { AttrValue, Attributes } from '../../schemas/span.ts';
import type { opentelemetry } from './generated/otlp.js';
import { tooDeepError, undecodableProtobufError, type OtlpSignal } from './otlp-decode-error.ts';
import { formatUint64, normalizeDouble, normalizeInt64, setAttribute } from './normalize-values.ts';

type PbAnyValue = opentelemetry.proto.common.v1.AnyValue.$Properties;
type PbKeyValue = opentelemetry.proto.common.v1.KeyValue.$Properties;
type PbResource = opentelemetry.proto.resource.v1.Resource.$Properties;
type PbScope = opentelemetry.proto.common.v1.InstrumentationScope.$Properties;

/** A 64-bit field as protobufjs decodes it with --force-long. */
export type PbLong = { low: number; high: number };

/**
 * The resource every record of every signal carries (identical in SpanRecord, LogRecordData, MetricPoint).
 * Each record owns its own object.
 */
export interface RecordResource {
  attributes: Attributes;
  droppedAttributesCount: number;
  schemaUrl: string;
}
/** The instrumentation scope every record carries; each record owns its own object. */
export interface RecordScope {
  name: string;
  version: string;
  attributes: Attributes;
  schemaUrl: string;
}

// 64-bit fields must decode to Long (exact), never to lossy numbers. protobufjs depends on `long`, so
// this only fails if the install is broken — fail at load rather than corrupt timestamps silently.
if (!protobuf.util.Long) {
  throw new Error('protobufjs has no Long support: 64-bit OTLP fields would lose precision');
}

/**
 * Runs a generated decoder on a body the pre-scan has accepted; any protobufjs error (truncation,
 * wrong wire type) becomes TH_ERR_OTLP_UNDECODABLE for the signal.
 */
export function decodeMessage<T>(signal: OtlpSignal, maxAnyValueDepth: number, decode: () => T): T {
  ensureRecursionLimit(maxAnyValueDepth);
  try {
    return decode();
  } catch {
    throw undecodableProtobufError(signal);
  }
}

// The generated decoder refuses message nesting beyond Reader.recursionLimit (100 by default), which
// a legitimate value of maxAnyValueDepth (up to 256 in config) can exceed: each attribute level is
// three messages deep (AnyValue → KeyValueList → KeyValue), under at most 8 messages of OTLP structure
// (a metric exemplar's attributes). The pre-scan has already bounded the nesting, so raising the
// library-wide limit to what the configured depth needs is safe.
function ensureRecursionLimit(maxAnyValueDepth: number): void {
  const needed = 8 + 3 * maxAnyValueDepth;
  if (protobuf.Reader.recursionLimit < needed) protobuf.Reader.recursionLimit = needed;
}

/** A fixed64 time (or any unsigned 64-bit value) as an exact decimal string; '0' when unset. */
export function formatTime(value: PbLong | null | undefined): string {
  return value ? formatUint64(value.low, value.high) : '0';
}

export function convertResource(pbResource: PbResource | null | undefined, schemaUrl: string | null | undefined, maxDepth: number): RecordResource {
  return {
    attributes: convertAttributes(pbResource?.attributes, maxDepth),
    droppedAttributesCount: pbResource?.droppedAttributesCount ?? 0,
    schemaUrl: schemaUrl ?? '',
  };
}

export function convertScope(pbScope: PbScope | null | undefined, schemaUrl: string | null | undefined, maxDepth: number): RecordScope {
  return {
    name: pbScope?.name ?? '',
    version: pbScope?.version ?? '',
    attributes: convertAttributes(pbScope?.attributes, maxDepth),
    schemaUrl: schemaUrl ?? '',
  };
}

export function convertAttributes(list: PbKeyValue[] | null | undefined, maxDepth: number): Attributes {
  const out: Attributes = {};
  if (!list) return out;
  for (let i = 0; i < list.length; i++) {
    const kv = list[i]!;
    setAttribute(out, kv.key ?? '', convertAnyValue(kv.value, 1, maxDepth));
  }
  return out;
}

/**
 * An AnyValue at `depth` (an attribute value or a log body is depth 1). Recursion is bounded: the
 * pre-scan refused anything deeper than maxDepth; the check here keeps the function safe on its own.
 */
export function convertAnyValue(value: PbAnyValue | null | undefined, depth: number, maxDepth: number): AttrValue {
  if (!value) return null;
  if (depth > maxDepth) throw tooDeepError(maxDepth);
  // Test the oneof members directly: the generated `value` getter walks Object.keys on every call.
  if (value.stringValue != null) return value.stringValue;
  if (value.intValue != null) return normalizeInt64(value.intValue.low, value.intValue.high);
  if (value.boolValue != null) return value.boolValue;
  if (value.doubleValue != null) return normalizeDouble(value.doubleValue);
  if (value.arrayValue != null) {
    const values = value.arrayValue.values ?? [];
    const out: AttrValue[] = new Array(values.length);
    for (let i = 0; i < values.length; i++) out[i] = convertAnyValue(values[i], depth + 1, maxDepth);
    return out;
  }
  if (value.kvlistValue != null) {
    const values = value.kvlistValue.values ?? [];
    const out: Record<string, AttrValue> = {};
    for (let i = 0; i < values.length; i++) {
      const kv = values[i]!;
      setAttribute(out, kv.key ?? '', convertAnyValue(kv.value, depth + 1, maxDepth));
    }
    return out;
  }
  if (value.bytesValue != null) {
    const b = value.bytesValue;
    return Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64');
  }
  return null;
}

/**
 * Hands out a resource (or scope) to each record of its group: one object, shared by every record decoded from the
 * same ResourceSpans (ScopeSpans, …), as on the wire. A processor that edits a resource or scope edits it for the
 * whole group, so it must do so once per object, not once per record (redaction keeps a set of those it has done);
 * the bus payload carries each shared object once (schemas/bus-payload.ts). Records of different groups never
 * share one, even when their values are equal.
 */
export function createShared<T extends RecordResource | RecordScope>(value: T): () => T {
  return () => value;
}
