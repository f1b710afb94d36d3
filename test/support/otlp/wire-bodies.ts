/**
 * Hand-built OTLP wire bodies for tests: exact int64 words, raw bytes, and nesting far deeper than the
 * generated encoder allows (it refuses more than 100 levels of messages), for traces and log bodies.
 */
import { opentelemetry } from '../../../collector/otlp/generated/otlp.js';

type PbSpan = opentelemetry.proto.trace.v1.Span.$Properties;
type PbKeyValue = opentelemetry.proto.common.v1.KeyValue.$Properties;

/** A 64-bit value as protobufjs' writer accepts it. */
export function longBits(value: bigint): { low: number; high: number } {
  return { low: Number(value & 0xffffffffn) | 0, high: Number((value >> 32n) & 0xffffffffn) | 0 };
}

/** Encodes one ResourceSpans/ScopeSpans holding `spans`, with the generated encoder. */
export function encodeRequest(spans: Record<string, unknown>[], resourceAttributes: Record<string, unknown>[] = []): Buffer {
  const message = {
    resourceSpans: [{ resource: { attributes: resourceAttributes }, scopeSpans: [{ scope: { name: 'test' }, spans }] }],
  };
  return Buffer.from(
    opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest.encode(
      message as unknown as opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest.$Properties,
    ).finish(),
  );
}

/** A valid span (ids set) with the given extra fields. */
export function pbSpan(fields: Partial<Record<keyof PbSpan, unknown>> & { attributes?: PbKeyValue[] | Record<string, unknown>[] } = {}): Record<string, unknown> {
  return {
    traceId: Buffer.from('5b8efff798038103d269b633813fc60c', 'hex'),
    spanId: Buffer.from('eee19b7ec3c1b174', 'hex'),
    name: 'span',
    startTimeUnixNano: longBits(1n),
    endTimeUnixNano: longBits(2n),
    ...fields,
  };
}

function varintLength(n: number): number {
  let len = 1;
  while (n >= 128) {
    n = Math.floor(n / 128);
    len++;
  }
  return len;
}

function writeVarint(buf: Buffer, pos: number, n: number): number {
  while (n >= 128) {
    buf[pos++] = (n % 128) | 0x80;
    n = Math.floor(n / 128);
  }
  buf[pos++] = n;
  return pos;
}

/** One level of nesting: bytes of the message before its nested field, and that field's key byte. */
interface Frame {
  head: Uint8Array;
  key: number;
}

/**
 * Writes frames[0] ⊃ frames[1] ⊃ ... ⊃ inner without recursion: lengths are computed inside out, then
 * bytes are written outside in, so a million levels cost linear time.
 */
function nest(count: number, frameAt: (i: number) => Frame, inner: Uint8Array): Buffer {
  const lengths = new Float64Array(count + 1);
  lengths[count] = inner.length;
  for (let i = count - 1; i >= 0; i--) {
    const f = frameAt(i);
    lengths[i] = f.head.length + 1 + varintLength(lengths[i + 1]!) + lengths[i + 1]!;
  }
  const out = Buffer.alloc(lengths[0]!);
  let pos = 0;
  for (let i = 0; i < count; i++) {
    const f = frameAt(i);
    out.set(f.head, pos);
    pos += f.head.length;
    out[pos++] = f.key;
    pos = writeVarint(out, pos, lengths[i + 1]!);
  }
  out.set(inner, pos);
  return out;
}

// Per level below the top AnyValue: array → AnyValue.array_value, ArrayValue.values;
// kvlist → AnyValue.kvlist_value, KeyValueList.values, KeyValue.value.
const EMPTY = new Uint8Array(0);
const KEY_FIELD = Uint8Array.from([0x0a, 0x01, 0x6b]); // KeyValue.key = "k"
const LEVELS: Record<'array' | 'kvlist', Frame[]> = {
  array: [{ head: EMPTY, key: 0x2a }, { head: EMPTY, key: 0x0a }],
  kvlist: [{ head: EMPTY, key: 0x32 }, { head: EMPTY, key: 0x0a }, { head: KEY_FIELD, key: 0x12 }],
};
const INNERMOST = Uint8Array.from([0x0a, 0x01, 0x78]); // AnyValue.string_value = "x"

function nestAnyValue(outer: Frame[], depth: number, via: 'array' | 'kvlist'): Buffer {
  const level = LEVELS[via];
  const count = outer.length + level.length * (depth - 1);
  return nest(count, (i) => (i < outer.length ? outer[i]! : level[(i - outer.length) % level.length]!), INNERMOST);
}

/**
 * An ExportTraceServiceRequest whose one span has one attribute nested `depth` AnyValues deep
 * (depth 1 = a plain string attribute), through arrays or key-value lists.
 */
export function encodeNestedAttributeRequest(depth: number, via: 'array' | 'kvlist'): Buffer {
  const spanHead = opentelemetry.proto.trace.v1.Span.encode({
    traceId: Buffer.from('5b8efff798038103d269b633813fc60c', 'hex'),
    spanId: Buffer.from('eee19b7ec3c1b174', 'hex'),
    name: 'deep',
  }).finish();
  const outer: Frame[] = [
    { head: EMPTY, key: 0x0a }, // ExportTraceServiceRequest.resource_spans
    { head: EMPTY, key: 0x12 }, // ResourceSpans.scope_spans
    { head: EMPTY, key: 0x12 }, // ScopeSpans.spans
    { head: spanHead, key: 0x4a }, // Span.attributes
    { head: KEY_FIELD, key: 0x12 }, // KeyValue.value
  ];
  return nestAnyValue(outer, depth, via);
}

/**
 * An ExportLogsServiceRequest whose one record has a body nested `depth` AnyValues deep (depth 1 = a
 * plain string body), through arrays or key-value lists.
 */
export function encodeNestedLogBodyRequest(depth: number, via: 'array' | 'kvlist'): Buffer {
  const recordHead = opentelemetry.proto.logs.v1.LogRecord.encode({ severityText: 'INFO', eventName: 'deep' }).finish();
  const outer: Frame[] = [
    { head: EMPTY, key: 0x0a }, // ExportLogsServiceRequest.resource_logs
    { head: EMPTY, key: 0x12 }, // ResourceLogs.scope_logs
    { head: EMPTY, key: 0x12 }, // ScopeLogs.log_records
    { head: recordHead, key: 0x2a }, // LogRecord.body
  ];
  return nestAnyValue(outer, depth, via);
}
