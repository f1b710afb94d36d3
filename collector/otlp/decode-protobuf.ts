/**
 * OTLP/protobuf → SpanRecord. Decoding uses the generated static code in ./generated (no reflection);
 * a schema-aware, iterative pre-scan of the wire bounds attribute nesting first, so that a hostile
 * body of pure nesting is refused in time linear in the bytes scanned and without deep recursion.
 */
import protobuf from 'protobufjs/minimal.js';
import type { AttrValue, Attributes, DecodedExport, SpanEvent, SpanLink, SpanRecord } from '../../schemas/span.ts';
import { opentelemetry } from './generated/otlp.js';
import { OtlpDecodeError, tooDeepError } from './otlp-decode-error.ts';
import {
  cloneAttrValue,
  formatIdHex,
  formatUint64,
  isValidIdBytes,
  normalizeDouble,
  normalizeInt64,
  normalizeSpanKind,
  normalizeStatusCode,
  recordRejection,
  setAttribute,
  type RejectionTally,
} from './normalize-values.ts';

export { OtlpDecodeError } from './otlp-decode-error.ts';

type PbAnyValue = opentelemetry.proto.common.v1.AnyValue.$Properties;
type PbKeyValue = opentelemetry.proto.common.v1.KeyValue.$Properties;
type PbSpan = opentelemetry.proto.trace.v1.Span.$Properties;
type PbLong = { low: number; high: number };

export interface OtlpDecodeLimits {
  /** Deepest allowed attribute value: a scalar attribute is depth 1, a value inside its array is 2. */
  maxAnyValueDepth: number;
}

const ExportTraceServiceRequest = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;

// 64-bit fields must decode to Long (exact), never to lossy numbers. protobufjs depends on `long`, so
// this only fails if the install is broken — fail at load rather than corrupt timestamps silently.
if (!protobuf.util.Long) {
  throw new Error('protobufjs has no Long support: 64-bit OTLP fields would lose precision');
}

/**
 * Decodes an OTLP/protobuf ExportTraceServiceRequest. Spans with invalid ids are refused one by one
 * (counted in rejectedSpans, first reason in rejectionMessage); the rest is returned with tenant ''.
 * Throws OtlpDecodeError (TH_ERR_OTLP_UNDECODABLE, TH_ERR_OTLP_TOO_DEEP) for a body that cannot be
 * accepted as a whole. The returned records share no objects with each other or with `body`.
 */
export function decodeProtobufTraces(body: Buffer, limits: OtlpDecodeLimits): DecodedExport {
  const maxDepth = limits.maxAnyValueDepth;
  scanAnyValueDepth(body, maxDepth);
  ensureRecursionLimit(maxDepth);

  let request: opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
  try {
    request = ExportTraceServiceRequest.decode(body);
  } catch {
    // protobufjs messages carry offsets only, but ours is stable and documented.
    throw undecodable();
  }

  const spans: SpanRecord[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceSpansList = request.resourceSpans ?? [];
  for (let r = 0; r < resourceSpansList.length; r++) {
    const resourceSpans = resourceSpansList[r]!;
    const pbResource = resourceSpans.resource;
    const resource: SpanRecord['resource'] = {
      attributes: convertAttributes(pbResource?.attributes, maxDepth),
      droppedAttributesCount: pbResource?.droppedAttributesCount ?? 0,
      schemaUrl: resourceSpans.schemaUrl ?? '',
    };
    const scopeSpansList = resourceSpans.scopeSpans ?? [];
    for (let s = 0; s < scopeSpansList.length; s++) {
      const scopeSpans = scopeSpansList[s]!;
      const pbScope = scopeSpans.scope;
      const scope: SpanRecord['scope'] = {
        name: pbScope?.name ?? '',
        version: pbScope?.version ?? '',
        attributes: convertAttributes(pbScope?.attributes, maxDepth),
        schemaUrl: scopeSpans.schemaUrl ?? '',
      };
      const pbSpans = scopeSpans.spans ?? [];
      let first = true;
      for (let i = 0; i < pbSpans.length; i++) {
        const pbSpan = pbSpans[i]!;
        const problem = checkSpanIds(pbSpan);
        if (problem) {
          recordRejection(rejections, `resource_spans[${r}].scope_spans[${s}].spans[${i}]: ${problem}`);
          continue;
        }
        // Each span gets its own resource/scope objects: processors own and may edit what they get.
        spans.push(convertSpan(pbSpan, first ? resource : cloneResource(resource), first ? scope : cloneScope(scope), maxDepth));
        first = false;
      }
    }
  }
  return { spans, rejectedSpans: rejections.count, rejectionMessage: rejections.firstMessage };
}

function undecodable(): OtlpDecodeError {
  return new OtlpDecodeError(
    'TH_ERR_OTLP_UNDECODABLE',
    'request body is not a valid OTLP ExportTraceServiceRequest (malformed or truncated protobuf)',
  );
}

// The generated decoder refuses message nesting beyond Reader.recursionLimit (100 by default), which
// a legitimate value of maxAnyValueDepth (up to 256 in config) can exceed: each attribute level is
// three messages deep (AnyValue → KeyValueList → KeyValue). The pre-scan has already bounded the
// nesting, so raising the library-wide limit to what the configured depth needs is safe.
function ensureRecursionLimit(maxAnyValueDepth: number): void {
  const needed = 8 + 3 * maxAnyValueDepth;
  if (protobuf.Reader.recursionLimit < needed) protobuf.Reader.recursionLimit = needed;
}

function checkSpanIds(span: PbSpan): string | null {
  if (!span.traceId || !isValidIdBytes(span.traceId, 16)) return 'invalid trace_id (must be 16 bytes, not all zero)';
  if (!span.spanId || !isValidIdBytes(span.spanId, 8)) return 'invalid span_id (must be 8 bytes, not all zero)';
  const parent = span.parentSpanId;
  if (parent && parent.length !== 0 && parent.length !== 8) return 'invalid parent_span_id (must be empty or 8 bytes)';
  return null;
}

function convertSpan(
  span: PbSpan,
  resource: SpanRecord['resource'],
  scope: SpanRecord['scope'],
  maxDepth: number,
): SpanRecord {
  const parent = span.parentSpanId;
  // An all-zero parent is how some SDKs spell "no parent".
  const parentSpanId = parent && isValidIdBytes(parent, 8) ? formatIdHex(parent) : '';
  const status = span.status;
  return {
    tenant: '',
    traceId: formatIdHex(span.traceId!),
    spanId: formatIdHex(span.spanId!),
    parentSpanId,
    traceState: span.traceState ?? '',
    flags: (span.flags ?? 0) >>> 0,
    name: span.name ?? '',
    kind: normalizeSpanKind(span.kind ?? 0),
    startTimeUnixNano: formatTime(span.startTimeUnixNano),
    endTimeUnixNano: formatTime(span.endTimeUnixNano),
    attributes: convertAttributes(span.attributes, maxDepth),
    droppedAttributesCount: span.droppedAttributesCount ?? 0,
    events: convertEvents(span.events, maxDepth),
    droppedEventsCount: span.droppedEventsCount ?? 0,
    ...convertLinks(span.links, span.droppedLinksCount ?? 0, maxDepth),
    status: { code: normalizeStatusCode(status?.code ?? 0), message: status?.message ?? '' },
    resource,
    scope,
  };
}

function formatTime(value: PbLong | null | undefined): string {
  return value ? formatUint64(value.low, value.high) : '0';
}

function convertEvents(events: opentelemetry.proto.trace.v1.Span.Event.$Properties[] | null | undefined, maxDepth: number): SpanEvent[] {
  if (!events || events.length === 0) return [];
  const out: SpanEvent[] = new Array(events.length);
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    out[i] = {
      timeUnixNano: formatTime(e.timeUnixNano),
      name: e.name ?? '',
      attributes: convertAttributes(e.attributes, maxDepth),
      droppedAttributesCount: e.droppedAttributesCount ?? 0,
    };
  }
  return out;
}

/**
 * A link whose ids are invalid cannot be followed; it is dropped and counted in droppedLinksCount
 * (OTLP's own way of saying "links were lost") rather than failing its span.
 */
function convertLinks(
  links: opentelemetry.proto.trace.v1.Span.Link.$Properties[] | null | undefined,
  droppedLinksCount: number,
  maxDepth: number,
): { links: SpanLink[]; droppedLinksCount: number } {
  if (!links || links.length === 0) return { links: [], droppedLinksCount };
  const out: SpanLink[] = [];
  let dropped = droppedLinksCount;
  for (const l of links) {
    if (!l.traceId || !isValidIdBytes(l.traceId, 16) || !l.spanId || !isValidIdBytes(l.spanId, 8)) {
      dropped += 1;
      continue;
    }
    out.push({
      traceId: formatIdHex(l.traceId),
      spanId: formatIdHex(l.spanId),
      traceState: l.traceState ?? '',
      attributes: convertAttributes(l.attributes, maxDepth),
      droppedAttributesCount: l.droppedAttributesCount ?? 0,
      flags: (l.flags ?? 0) >>> 0,
    });
  }
  return { links: out, droppedLinksCount: dropped };
}

function convertAttributes(list: PbKeyValue[] | null | undefined, maxDepth: number): Attributes {
  const out: Attributes = {};
  if (!list) return out;
  for (let i = 0; i < list.length; i++) {
    const kv = list[i]!;
    setAttribute(out, kv.key ?? '', convertAnyValue(kv.value, 1, maxDepth));
  }
  return out;
}

// Recursion is bounded: the pre-scan refused anything deeper than maxDepth; the check here keeps
// the function safe on its own.
function convertAnyValue(value: PbAnyValue | null | undefined, depth: number, maxDepth: number): AttrValue {
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

function cloneResource(r: SpanRecord['resource']): SpanRecord['resource'] {
  return { attributes: cloneAttrValue(r.attributes) as Attributes, droppedAttributesCount: r.droppedAttributesCount, schemaUrl: r.schemaUrl };
}

function cloneScope(s: SpanRecord['scope']): SpanRecord['scope'] {
  return { name: s.name, version: s.version, attributes: cloneAttrValue(s.attributes) as Attributes, schemaUrl: s.schemaUrl };
}

// ---------------------------------------------------------------------------------------------
// Wire pre-scan: walks only the fields on the paths that lead to AnyValue, with an explicit stack.

// Message kinds on the paths that lead to AnyValue (plain numbers: they index a table).
const Msg = {
  Request: 0,
  ResourceSpans: 1,
  Resource: 2,
  ScopeSpans: 3,
  Scope: 4,
  Span: 5,
  Event: 6,
  Link: 7,
  KeyValue: 8,
  AnyValue: 9,
  ArrayValue: 10,
  KvList: 11,
} as const;
type Msg = (typeof Msg)[keyof typeof Msg];
const MSG_KINDS = 12;

const FIELDS_PER_MSG = 16;
/** CHILD[msg * 16 + field] = message type of that length-delimited field, or -1 to skip it. */
const CHILD = new Int8Array(MSG_KINDS * FIELDS_PER_MSG).fill(-1);
function child(parent: Msg, field: number, type: Msg): void {
  CHILD[parent * FIELDS_PER_MSG + field] = type;
}
child(Msg.Request, 1, Msg.ResourceSpans);
child(Msg.ResourceSpans, 1, Msg.Resource);
child(Msg.ResourceSpans, 2, Msg.ScopeSpans);
child(Msg.Resource, 1, Msg.KeyValue);
child(Msg.ScopeSpans, 1, Msg.Scope);
child(Msg.ScopeSpans, 2, Msg.Span);
child(Msg.Scope, 3, Msg.KeyValue);
child(Msg.Span, 9, Msg.KeyValue);
child(Msg.Span, 11, Msg.Event);
child(Msg.Span, 13, Msg.Link);
child(Msg.Event, 3, Msg.KeyValue);
child(Msg.Link, 4, Msg.KeyValue);
child(Msg.KeyValue, 2, Msg.AnyValue);
child(Msg.AnyValue, 5, Msg.ArrayValue);
child(Msg.AnyValue, 6, Msg.KvList);
child(Msg.ArrayValue, 1, Msg.AnyValue);
child(Msg.KvList, 1, Msg.KeyValue);

/**
 * Throws TH_ERR_OTLP_TOO_DEEP as soon as an AnyValue deeper than maxDepth is entered, and
 * TH_ERR_OTLP_UNDECODABLE for broken framing (lengths past their parent, truncated varints, groups,
 * which proto3 never produces). Stack size is bounded by ~3 × maxDepth.
 */
function scanAnyValueDepth(buf: Uint8Array, maxDepth: number): void {
  const types: number[] = [Msg.Request];
  const ends: number[] = [buf.length];
  let type: number = Msg.Request;
  let end = buf.length;
  let anyDepth = 0;
  let pos = 0;
  const len = buf.length;

  for (;;) {
    if (pos >= end) {
      if (pos > end) throw undecodable();
      if (type === Msg.AnyValue) anyDepth -= 1;
      types.pop();
      ends.pop();
      if (types.length === 0) return;
      type = types[types.length - 1]!;
      end = ends[ends.length - 1]!;
      continue;
    }

    // Tag: a varint of at most 5 bytes.
    let tag = 0;
    let shift = 0;
    let byte: number;
    do {
      if (pos >= end || shift > 28) throw undecodable();
      byte = buf[pos++]!;
      tag += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    const field = Math.floor(tag / 8);
    const wireType = tag & 7;
    if (field === 0) throw undecodable();

    switch (wireType) {
      case 0: {
        let n = 0;
        do {
          if (pos >= end || n === 10) throw undecodable();
          n++;
        } while (buf[pos++]! & 0x80);
        break;
      }
      case 1:
        pos += 8;
        break;
      case 5:
        pos += 4;
        break;
      case 2: {
        let size = 0;
        shift = 0;
        do {
          if (pos >= end || shift > 28) throw undecodable();
          byte = buf[pos++]!;
          size += (byte & 0x7f) * 2 ** shift;
          shift += 7;
        } while (byte & 0x80);
        const childEnd = pos + size;
        if (childEnd > end || childEnd > len) throw undecodable();
        const childType = field < FIELDS_PER_MSG ? CHILD[type * FIELDS_PER_MSG + field]! : -1;
        if (childType < 0) {
          pos = childEnd;
          break;
        }
        if (childType === Msg.AnyValue) {
          anyDepth += 1;
          if (anyDepth > maxDepth) throw tooDeepError(maxDepth);
        }
        types.push(childType);
        ends.push(childEnd);
        type = childType;
        end = childEnd;
        break;
      }
      default:
        throw undecodable();
    }
  }
}
