/**
 * OTLP/protobuf → SpanRecord, in one pass over the wire: fields are read with protobufjs's Reader straight
 * into the records, without the generated message objects (./generated) that the other signals' decoders
 * build and then convert. Traces are the collector's hot path: the two-step decode allocated about
 * 300 KiB per export of 50 spans and took about a tenth of a collector process's CPU. The records are the
 * same as the generated decoder's (test/support/otlp/reference-decode-traces.ts keeps that decoder, and a
 * property test compares the two on generated requests).
 *
 * Attribute nesting is bounded as it is read (readAnyValue refuses a value deeper than the limit before it
 * reads it), so a hostile body of pure nesting is refused in time linear in the bytes read and with recursion
 * no deeper than the limit. Only a refused body also gets the schema-aware pre-scan (scan-any-value-depth.ts)
 * that the generated decoders run first, so that it is refused with the same error as by them; running the
 * pre-scan on every body was 3 % of the collector path's CPU.
 *
 * Protobuf semantics as the generated code has them: fields in any order, a field of the wrong wire type
 * skipped like an unknown one (and as strictly as the pre-scan skips it: skipField), the last value of a
 * repeated scalar field wins, and a repeated singular message (status, resource, scope) is merged into the
 * earlier one.
 */
import protobuf from 'protobufjs/minimal.js';
import type { AttrValue, Attributes, DecodedExport, SpanEvent, SpanKind, SpanLink, SpanRecord, StatusCode } from '../../schemas/span.ts';
import { formatIdHex, formatUint64, isValidIdBytes, normalizeDouble, normalizeInt64, normalizeSpanKind, normalizeStatusCode, recordRejection, setAttribute, type RejectionTally } from './normalize-values.ts';
import { OtlpDecodeError, tooDeepError, undecodableProtobufError } from './otlp-decode-error.ts';
import type { RecordResource, RecordScope } from './protobuf-values.ts';
import { scanAnyValueDepth } from './scan-any-value-depth.ts';

export { OtlpDecodeError } from './otlp-decode-error.ts';

/** Limits every OTLP decoder (protobuf and JSON, all signals) applies. */
export interface OtlpDecodeLimits {
  /** Deepest allowed attribute value (or log body): a scalar attribute is depth 1, a value inside its array is 2. */
  maxAnyValueDepth: number;
}

type Reader = protobuf.Reader;

const VARINT = 0;
const FIXED64 = 1;
const LENGTH_DELIMITED = 2;
const FIXED32 = 5;

/**
 * Decodes an OTLP/protobuf ExportTraceServiceRequest. Spans with invalid ids are refused one by one
 * (counted in rejectedSpans, first reason in rejectionMessage); the rest is returned with tenant ''.
 * Throws OtlpDecodeError (TH_ERR_OTLP_UNDECODABLE, TH_ERR_OTLP_TOO_DEEP) for a body that cannot be
 * accepted as a whole. The returned records share no objects with each other or with `body`.
 */
export function decodeProtobufTraces(body: Buffer, limits: OtlpDecodeLimits): DecodedExport {
  const maxDepth = limits.maxAnyValueDepth;
  const d: Decoding = { r: protobuf.Reader.create(body), maxDepth, spans: [], rejections: { count: 0, firstMessage: '' }, resourceIndex: 0 };
  try {
    const r = d.r;
    while (r.pos < r.len) {
      const tag = r.tag();
      if (tag >>> 3 === 1 && (tag & 7) === LENGTH_DELIMITED) {
        readResourceSpans(d, r.size());
        d.resourceIndex += 1;
      } else skipField(r, tag);
    }
  } catch (err) {
    // Which error a refused body gets is the pre-scan's when it finds one (a value too deep anywhere, or the
    // structure broken on the way to it), as with the generated decoder, which runs it first.
    scanAnyValueDepth(body, 'traces', maxDepth);
    if (err instanceof OtlpDecodeError) throw err;
    throw undecodableProtobufError('traces');
  }
  return { spans: d.spans, rejectedSpans: d.rejections.count, rejectionMessage: d.rejections.firstMessage };
}

interface Decoding {
  r: Reader;
  maxDepth: number;
  spans: SpanRecord[];
  rejections: RejectionTally;
  resourceIndex: number;
}

/**
 * Limits the reader to the next `length` bytes (a sub-message) and returns the limit it had, which the caller
 * puts back once it has read the sub-message (`r.len = outer`). An error ends the whole decode (the reader is
 * the call's own), so nothing puts the limit back on one. Inline rather than a callback: a closure per
 * sub-message was 4 % of the collector path's CPU.
 */
function enter(r: Reader, length: number): number {
  const end = r.pos + length;
  if (end > r.len) throw new RangeError('index out of range');
  const outer = r.len;
  r.len = end;
  return outer;
}

/**
 * Skips a field this decoder does not read, as strictly as the pre-scan that the generated decoder runs first over
 * these messages (scan-any-value-depth.ts): no groups (proto3 never writes them), no field number 0 and no varint
 * longer than 10 bytes, so that a body is accepted or refused as by the generated decoder. A refused body then gets
 * the pre-scan's error (decodeProtobufTraces).
 */
function skipField(r: Reader, tag: number): void {
  const wire = tag & 7;
  if (tag >>> 3 === 0 || wire === 3 || wire === 4) throw new Error('invalid field');
  if (wire !== VARINT) return void r.skipType(wire);
  const buf = r.buf;
  let pos = r.pos;
  for (let n = 0; ; n++) {
    if (pos >= r.len || n === 10) throw new RangeError('index out of range');
    if (buf[pos++]! < 0x80) break;
  }
  r.pos = pos;
}

/** Skips a field of a message the pre-scan does not enter (status, entity refs): as protobufjs skips it, groups included. */
function skipFieldAsProtobufjs(r: Reader, tag: number): void {
  r.skipType(tag & 7, 0, tag >>> 3);
}

function readResourceSpans(d: Decoding, length: number): void {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  const resource: RecordResource = { attributes: {}, droppedAttributesCount: 0, schemaUrl: '' };
  const groups: { scope: RecordScope; spans: SpanRecord[] }[] = [];
  let schemaUrl = '';
  let scopeIndex = 0;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) readResource(d, r.size(), resource);
    else if (field === 2 && wire === LENGTH_DELIMITED) groups.push(readScopeSpans(d, r.size(), scopeIndex++));
    else if (field === 3 && wire === LENGTH_DELIMITED) schemaUrl = r.string();
    else skipField(r, tag);
  }
  r.len = outer;
  resource.schemaUrl = schemaUrl;
  // The spans of a ResourceSpans share its resource object, those of a ScopeSpans its scope (see createShared).
  for (const group of groups) {
    for (const span of group.spans) {
      span.resource = resource;
      span.scope = group.scope;
      d.spans.push(span);
    }
  }
}

function readResource(d: Decoding, length: number, into: RecordResource): void {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) readKeyValue(d, r.size(), into.attributes, 1);
    else if (field === 2 && wire === VARINT) into.droppedAttributesCount = r.uint32();
    // entity_refs: not kept, but a broken one refuses the body, as the generated decoder, which decodes them, does.
    else if (field === 3 && wire === LENGTH_DELIMITED) walkMessage(r, r.size());
    else skipField(r, tag);
  }
  r.len = outer;
}

/** Reads over a sub-message whose fields are not kept: its tags and lengths must hold, as for any other. */
function walkMessage(r: Reader, length: number): void {
  const outer = enter(r, length);
  while (r.pos < r.len) skipFieldAsProtobufjs(r, r.tag());
  r.len = outer;
}

function readScopeSpans(d: Decoding, length: number, scopeIndex: number): { scope: RecordScope; spans: SpanRecord[] } {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  const scope: RecordScope = { name: '', version: '', attributes: {}, schemaUrl: '' };
  const spans: SpanRecord[] = [];
  let schemaUrl = '';
  let spanIndex = 0;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) readScope(d, r.size(), scope);
    else if (field === 2 && wire === LENGTH_DELIMITED) {
      const span = readSpan(d, r.size());
      if (typeof span === 'string') {
        recordRejection(d.rejections, `resource_spans[${d.resourceIndex}].scope_spans[${scopeIndex}].spans[${spanIndex}]: ${span}`);
      } else spans.push(span);
      spanIndex += 1;
    } else if (field === 3 && wire === LENGTH_DELIMITED) schemaUrl = r.string();
    else skipField(r, tag);
  }
  r.len = outer;
  scope.schemaUrl = schemaUrl;
  return { scope, spans };
}

function readScope(d: Decoding, length: number, into: RecordScope): void {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) into.name = r.string();
    else if (field === 2 && wire === LENGTH_DELIMITED) into.version = r.string();
    else if (field === 3 && wire === LENGTH_DELIMITED) readKeyValue(d, r.size(), into.attributes, 1);
    // dropped_attributes_count, not kept: read as the generated decoder reads it (a uint32 refuses a varint longer
    // than 10 bytes, which skipping it would not).
    else if (field === 4 && wire === VARINT) r.uint32();
    else skipField(r, tag);
  }
  r.len = outer;
}

const NO_RESOURCE: RecordResource = { attributes: {}, droppedAttributesCount: 0, schemaUrl: '' };
const NO_SCOPE: RecordScope = { name: '', version: '', attributes: {}, schemaUrl: '' };

/** One span, or why it is refused (its ids). Resource and scope are set by the caller once they are known. */
function readSpan(d: Decoding, length: number): SpanRecord | string {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  let traceId: Uint8Array | null = null;
  let spanId: Uint8Array | null = null;
  let parentSpanId: Uint8Array | null = null;
  let traceState = '';
  let flags = 0;
  let name = '';
  let kind = 0;
  let startTimeUnixNano = '0';
  let endTimeUnixNano = '0';
  const attributes: Attributes = {};
  let droppedAttributesCount = 0;
  const events: SpanEvent[] = [];
  let droppedEventsCount = 0;
  const links: (SpanLink | null)[] = [];
  let droppedLinksCount = 0;
  const status = { code: 0 as StatusCode, message: '' };
  while (r.pos < end) {
    const tag = r.tag();
    const wire = tag & 7;
    switch (tag >>> 3) {
      case 1:
        if (wire !== LENGTH_DELIMITED) break;
        traceId = nonEmpty(r.bytes());
        continue;
      case 2:
        if (wire !== LENGTH_DELIMITED) break;
        spanId = nonEmpty(r.bytes());
        continue;
      case 3:
        if (wire !== LENGTH_DELIMITED) break;
        traceState = r.string();
        continue;
      case 4:
        if (wire !== LENGTH_DELIMITED) break;
        parentSpanId = nonEmpty(r.bytes());
        continue;
      case 5:
        if (wire !== LENGTH_DELIMITED) break;
        name = r.string();
        continue;
      case 6:
        if (wire !== VARINT) break;
        kind = r.int32();
        continue;
      case 7:
        if (wire !== FIXED64) break;
        startTimeUnixNano = readFixed64(r);
        continue;
      case 8:
        if (wire !== FIXED64) break;
        endTimeUnixNano = readFixed64(r);
        continue;
      case 9:
        if (wire !== LENGTH_DELIMITED) break;
        readKeyValue(d, r.size(), attributes, 1);
        continue;
      case 10:
        if (wire !== VARINT) break;
        droppedAttributesCount = r.uint32();
        continue;
      case 11:
        if (wire !== LENGTH_DELIMITED) break;
        events.push(readEvent(d, r.size()));
        continue;
      case 12:
        if (wire !== VARINT) break;
        droppedEventsCount = r.uint32();
        continue;
      case 13:
        if (wire !== LENGTH_DELIMITED) break;
        links.push(readLink(d, r.size()));
        continue;
      case 14:
        if (wire !== VARINT) break;
        droppedLinksCount = r.uint32();
        continue;
      case 15:
        if (wire !== LENGTH_DELIMITED) break;
        readStatus(r, r.size(), status);
        continue;
      case 16:
        if (wire !== FIXED32) break;
        flags = r.fixed32();
        continue;
    }
    skipField(r, tag);
  }
  r.len = outer;
  if (!traceId || !isValidIdBytes(traceId, 16)) return 'invalid trace_id (must be 16 bytes, not all zero)';
  if (!spanId || !isValidIdBytes(spanId, 8)) return 'invalid span_id (must be 8 bytes, not all zero)';
  if (parentSpanId && parentSpanId.length !== 8) return 'invalid parent_span_id (must be empty or 8 bytes)';
  // A link whose ids are invalid cannot be followed: dropped and counted in droppedLinksCount (OTLP's own way
  // of saying "links were lost") rather than failing its span.
  const keptLinks = links.filter((l) => l !== null);
  droppedLinksCount += links.length - keptLinks.length;
  status.code = normalizeStatusCode(status.code);
  return {
    tenant: '',
    traceId: formatIdHex(traceId),
    spanId: formatIdHex(spanId),
    // An all-zero parent is how some SDKs spell "no parent".
    parentSpanId: parentSpanId && isValidIdBytes(parentSpanId, 8) ? formatIdHex(parentSpanId) : '',
    traceState,
    flags: flags >>> 0,
    name,
    kind: normalizeSpanKind(kind) as SpanKind,
    startTimeUnixNano,
    endTimeUnixNano,
    attributes,
    droppedAttributesCount,
    events,
    droppedEventsCount,
    links: keptLinks,
    droppedLinksCount,
    status,
    resource: NO_RESOURCE,
    scope: NO_SCOPE,
  };
}

function nonEmpty(bytes: Uint8Array): Uint8Array | null {
  return bytes.length > 0 ? bytes : null;
}

function readStatus(r: Reader, length: number, into: { code: StatusCode; message: string }): void {
  const outer = enter(r, length);
  const end = r.len;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 2 && wire === LENGTH_DELIMITED) into.message = r.string();
    else if (field === 3 && wire === VARINT) into.code = r.int32() as StatusCode;
    else skipFieldAsProtobufjs(r, tag);
  }
  r.len = outer;
}

function readEvent(d: Decoding, length: number): SpanEvent {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  const event: SpanEvent = { timeUnixNano: '0', name: '', attributes: {}, droppedAttributesCount: 0 };
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === FIXED64) event.timeUnixNano = readFixed64(r);
    else if (field === 2 && wire === LENGTH_DELIMITED) event.name = r.string();
    else if (field === 3 && wire === LENGTH_DELIMITED) readKeyValue(d, r.size(), event.attributes, 1);
    else if (field === 4 && wire === VARINT) event.droppedAttributesCount = r.uint32();
    else skipField(r, tag);
  }
  r.len = outer;
  return event;
}

/** A link, or null when its ids are invalid (the span drops and counts it). */
function readLink(d: Decoding, length: number): SpanLink | null {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  let traceId: Uint8Array | null = null;
  let spanId: Uint8Array | null = null;
  const link: SpanLink = { traceId: '', spanId: '', traceState: '', attributes: {}, droppedAttributesCount: 0, flags: 0 };
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) traceId = nonEmpty(r.bytes());
    else if (field === 2 && wire === LENGTH_DELIMITED) spanId = nonEmpty(r.bytes());
    else if (field === 3 && wire === LENGTH_DELIMITED) link.traceState = r.string();
    else if (field === 4 && wire === LENGTH_DELIMITED) readKeyValue(d, r.size(), link.attributes, 1);
    else if (field === 5 && wire === VARINT) link.droppedAttributesCount = r.uint32();
    else if (field === 6 && wire === FIXED32) link.flags = r.fixed32() >>> 0;
    else skipField(r, tag);
  }
  r.len = outer;
  if (!traceId || !isValidIdBytes(traceId, 16) || !spanId || !isValidIdBytes(spanId, 8)) return null;
  link.traceId = formatIdHex(traceId);
  link.spanId = formatIdHex(spanId);
  return link;
}

/** A fixed64 time as an exact decimal string (two little-endian 32-bit words, low first). */
function readFixed64(r: Reader): string {
  const low = r.fixed32();
  const high = r.fixed32();
  return formatUint64(low, high);
}

/** One KeyValue into `into` (depth: its value's depth; an attribute's value is depth 1). */
function readKeyValue(d: Decoding, length: number, into: Record<string, AttrValue>, depth: number): void {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  let key = '';
  let value: AttrValue = null;
  while (r.pos < end) {
    const tag = r.tag();
    const field = tag >>> 3;
    const wire = tag & 7;
    if (field === 1 && wire === LENGTH_DELIMITED) key = readKey(r);
    else if (field === 2 && wire === LENGTH_DELIMITED) value = readAnyValue(d, r.size(), depth);
    else skipField(r, tag);
  }
  r.len = outer;
  setAttribute(into, key, value);
}

/** Keys longer than this are decoded every time (keys are names: `gen_ai.usage.input_tokens` is 25 bytes). */
const KEY_CACHE_MAX_KEY_BYTES = 96;
/** Bound of the key cache; it starts again empty when full (a client inventing keys only costs it its use). */
const KEY_CACHE_MAX_ENTRIES = 4096;
const keyCache = new Map<number, { bytes: Uint8Array; key: string }>();

/**
 * An attribute key. The same few hundred keys come in every export, and each new string made from them cost V8
 * a hash and a string-table lookup when it became a property name (storing attributes was a sixth of the
 * decode). The same bytes now give the same string, the one V8 already knows as a property name. The cache
 * holds copies of the bytes (never a view that would keep a request body alive) and compares them in full on
 * every hit, so a hash collision only costs a miss.
 */
function readKey(r: Reader): string {
  const length = r.size();
  const start = r.pos;
  const end = start + length;
  if (end > r.len) throw new RangeError('index out of range');
  r.pos = end;
  const buf = r.buf;
  if (length > KEY_CACHE_MAX_KEY_BYTES) return Buffer.prototype.utf8Slice.call(buf, start, end);
  let hash = length;
  for (let i = start; i < end; i++) hash = (Math.imul(hash, 31) + buf[i]!) | 0;
  const cached = keyCache.get(hash);
  if (cached !== undefined && cached.bytes.length === length) {
    const bytes = cached.bytes;
    let i = 0;
    while (i < length && bytes[i] === buf[start + i]) i++;
    if (i === length) return cached.key;
  }
  const key: string = Buffer.prototype.utf8Slice.call(buf, start, end);
  if (keyCache.size >= KEY_CACHE_MAX_ENTRIES) keyCache.clear();
  keyCache.set(hash, { bytes: new Uint8Array(buf.subarray(start, end)), key });
  return key;
}

/**
 * An AnyValue at `depth`. When a (malformed) message sets more than one member of the oneof, the last one on
 * the wire wins, as with the generated decoder and the JSON decoder; the same array or kvlist member twice
 * is merged, as protobuf merges a repeated message field.
 */
function readAnyValue(d: Decoding, length: number, depth: number): AttrValue {
  if (depth > d.maxDepth) throw tooDeepError(d.maxDepth);
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  let value: AttrValue = null;
  let member = 0;
  while (r.pos < end) {
    const tag = r.tag();
    const wire = tag & 7;
    const field = tag >>> 3;
    switch (field) {
      case 1:
        if (wire !== LENGTH_DELIMITED) break;
        value = r.string();
        member = field;
        continue;
      case 2:
        if (wire !== VARINT) break;
        value = r.bool();
        member = field;
        continue;
      case 3:
        if (wire !== VARINT) break;
        value = readInt64(r);
        member = field;
        continue;
      case 4:
        if (wire !== FIXED64) break;
        value = normalizeDouble(r.double());
        member = field;
        continue;
      case 5:
        if (wire !== LENGTH_DELIMITED) break;
        value = readArrayValue(d, r.size(), depth, member === field ? (value as AttrValue[]) : []);
        member = field;
        continue;
      case 6:
        if (wire !== LENGTH_DELIMITED) break;
        value = readKeyValueList(d, r.size(), depth, member === field ? (value as Record<string, AttrValue>) : {});
        member = field;
        continue;
      case 7: {
        if (wire !== LENGTH_DELIMITED) break;
        const b = r.bytes();
        value = Buffer.from(b.buffer, b.byteOffset, b.byteLength).toString('base64');
        member = field;
        continue;
      }
    }
    skipField(r, tag);
  }
  r.len = outer;
  return value;
}

function readArrayValue(d: Decoding, length: number, depth: number, into: AttrValue[]): AttrValue[] {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  while (r.pos < end) {
    const tag = r.tag();
    if (tag >>> 3 === 1 && (tag & 7) === LENGTH_DELIMITED) into.push(readAnyValue(d, r.size(), depth + 1));
    else skipField(r, tag);
  }
  r.len = outer;
  return into;
}

function readKeyValueList(d: Decoding, length: number, depth: number, into: Record<string, AttrValue>): Record<string, AttrValue> {
  const r = d.r;
  const outer = enter(r, length);
  const end = r.len;
  while (r.pos < end) {
    const tag = r.tag();
    if (tag >>> 3 === 1 && (tag & 7) === LENGTH_DELIMITED) readKeyValue(d, r.size(), into, depth + 1);
    else skipField(r, tag);
  }
  r.len = outer;
  return into;
}

/** A varint int64 as normalizeInt64 gives it (a number when exact, else its decimal string), without a Long. */
function readInt64(r: Reader): number | string {
  const buf = r.buf;
  let pos = r.pos;
  let low = 0;
  let high = 0;
  let b = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    if (pos >= r.len) throw new RangeError('index out of range');
    b = buf[pos++]!;
    low |= (b & 0x7f) << shift;
    if (b < 0x80) {
      r.pos = pos;
      return normalizeInt64(low, 0);
    }
  }
  if (pos >= r.len) throw new RangeError('index out of range');
  b = buf[pos++]!;
  low |= (b & 0x0f) << 28;
  high = (b & 0x7f) >> 4;
  if (b >= 0x80) {
    for (let shift = 3; ; shift += 7) {
      if (shift > 31) throw new Error('invalid varint encoding');
      if (pos >= r.len) throw new RangeError('index out of range');
      b = buf[pos++]!;
      high |= (b & 0x7f) << shift;
      if (b < 0x80) break;
    }
  }
  r.pos = pos;
  return normalizeInt64(low, high);
}
