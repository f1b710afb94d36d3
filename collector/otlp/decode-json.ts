/**
 * OTLP/JSON → SpanRecord, following the OTLP/JSON rules: hex trace/span ids, enums as integers (names
 * accepted too), 64-bit integers as strings or numbers, lowerCamelCase keys (snake_case accepted),
 * unknown fields ignored, bytes as base64. Produces exactly what decodeProtobufTraces produces for the
 * same data.
 */
import type { AttrValue, Attributes, DecodedExport, SpanEvent, SpanKind, SpanLink, SpanRecord, StatusCode } from '../../schemas/span.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { OtlpDecodeError, tooDeepError } from './otlp-decode-error.ts';
import {
  cloneAttrValue,
  normalizeDouble,
  normalizeSpanKind,
  normalizeStatusCode,
  recordRejection,
  setAttribute,
  type RejectionTally,
} from './normalize-values.ts';

type JsonObject = Record<string, unknown>;

/** A field with a value of the wrong type or range; refuses its span (or the request, outside spans). */
class InvalidField extends Error {
  constructor(
    /** Path relative to the enclosing span or request element; '' for the element itself. */
    readonly field: string,
    readonly problem: string,
  ) {
    super(problem);
  }

  /** The message with the path of the element the field belongs to. */
  describe(elementPath: string): string {
    const path = [elementPath, this.field].filter((part) => part !== '').join('.');
    return `${path || 'request'}: ${this.problem}`;
  }
}

/**
 * Decodes an OTLP/JSON ExportTraceServiceRequest. Same contract as decodeProtobufTraces: invalid spans
 * are refused one by one, OtlpDecodeError is thrown for a body that cannot be accepted as a whole.
 */
export function decodeJsonTraces(body: Buffer, limits: OtlpDecodeLimits): DecodedExport {
  const maxDepth = limits.maxAnyValueDepth;
  checkBracketNesting(body, maxDepth);
  let root: unknown;
  try {
    let text = body.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    root = JSON.parse(text);
  } catch {
    throw undecodable('request body is not valid JSON');
  }
  if (!isObject(root)) throw undecodable('request body must be a JSON object (ExportTraceServiceRequest)');
  const request = root;

  const spans: SpanRecord[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceSpansList = requestLevel('', () => asArray(pick(request, 'resourceSpans', 'resource_spans'), 'resourceSpans'));
  for (let r = 0; r < resourceSpansList.length; r++) {
    const rsPath = `resourceSpans[${r}]`;
    const { resource, scopeSpansList } = requestLevel(rsPath, () => {
      const rs = asObject(resourceSpansList[r], '') ?? {};
      const res = asObject(pick(rs, 'resource', 'resource'), 'resource') ?? {};
      return {
        resource: {
          attributes: convertAttributes(pick(res, 'attributes', 'attributes'), maxDepth, 'resource.attributes'),
          droppedAttributesCount: asUint32(pick(res, 'droppedAttributesCount', 'dropped_attributes_count'), 'resource.droppedAttributesCount'),
          schemaUrl: asString(pick(rs, 'schemaUrl', 'schema_url'), 'schemaUrl'),
        },
        scopeSpansList: asArray(pick(rs, 'scopeSpans', 'scope_spans'), 'scopeSpans'),
      };
    });
    for (let s = 0; s < scopeSpansList.length; s++) {
      const ssPath = `${rsPath}.scopeSpans[${s}]`;
      const { scope, spanList } = requestLevel(ssPath, () => {
        const ss = asObject(scopeSpansList[s], '') ?? {};
        const sc = asObject(pick(ss, 'scope', 'scope'), 'scope') ?? {};
        return {
          scope: {
            name: asString(pick(sc, 'name', 'name'), 'scope.name'),
            version: asString(pick(sc, 'version', 'version'), 'scope.version'),
            attributes: convertAttributes(pick(sc, 'attributes', 'attributes'), maxDepth, 'scope.attributes'),
            schemaUrl: asString(pick(ss, 'schemaUrl', 'schema_url'), 'schemaUrl'),
          },
          spanList: asArray(pick(ss, 'spans', 'spans'), 'spans'),
        };
      });
      let first = true;
      for (let i = 0; i < spanList.length; i++) {
        try {
          // Each span gets its own resource/scope objects: processors own and may edit what they get.
          const spanResource = first ? resource : { ...resource, attributes: cloneAttrValue(resource.attributes) as Attributes };
          const spanScope = first ? scope : { ...scope, attributes: cloneAttrValue(scope.attributes) as Attributes };
          spans.push(convertSpan(spanList[i], spanResource, spanScope, maxDepth));
          first = false;
        } catch (err) {
          if (!(err instanceof InvalidField)) throw err;
          recordRejection(rejections, err.describe(`${ssPath}.spans[${i}]`));
        }
      }
    }
  }
  return { spans, rejectedSpans: rejections.count, rejectionMessage: rejections.firstMessage };
}

/**
 * JSON.parse would happily build millions of nested objects before the converter refuses them, so
 * bound bracket nesting first with a cheap byte scan (strings skipped with indexOf). The deepest
 * attribute value sits under 11 levels of OTLP structure (event attributes) and each AnyValue level
 * adds at most 4 brackets (kvlist: value, kvlistValue, values, key-value); the converter then applies
 * the exact AnyValue depth. Nesting this deep in unknown fields is refused too: no schema needs it.
 */
function checkBracketNesting(body: Buffer, maxAnyValueDepth: number): void {
  const maxBrackets = 16 + 4 * maxAnyValueDepth;
  const len = body.length;
  let depth = 0;
  for (let i = 0; i < len; i++) {
    const c = body[i];
    if (c === 0x22) {
      // Jump to the closing quote: one not preceded by an odd number of backslashes.
      for (;;) {
        const q = body.indexOf(0x22, i + 1);
        if (q < 0) return; // unterminated string: JSON.parse reports it
        let backslashes = 0;
        for (let b = q - 1; body[b] === 0x5c; b--) backslashes++;
        i = q;
        if ((backslashes & 1) === 0) break;
      }
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxBrackets) throw tooDeepError(maxAnyValueDepth);
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
}

function undecodable(message: string): OtlpDecodeError {
  return new OtlpDecodeError('TH_ERR_OTLP_UNDECODABLE', message);
}

/** Outside spans a bad field cannot be blamed on one span: the whole request is refused. */
function requestLevel<T>(path: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof InvalidField) throw undecodable(err.describe(path));
    throw err;
  }
}

function convertSpan(raw: unknown, resource: SpanRecord['resource'], scope: SpanRecord['scope'], maxDepth: number): SpanRecord {
  const span = asObject(raw, '');
  if (!span) throw new InvalidField('', 'must be an object');
  const traceId = parseId(pick(span, 'traceId', 'trace_id'), 32);
  if (!traceId) throw new InvalidField('traceId', 'invalid trace_id (must be 32 hex characters, not all zero)');
  const spanId = parseId(pick(span, 'spanId', 'span_id'), 16);
  if (!spanId) throw new InvalidField('spanId', 'invalid span_id (must be 16 hex characters, not all zero)');
  const parentRaw = pick(span, 'parentSpanId', 'parent_span_id');
  let parentSpanId = '';
  if (parentRaw !== undefined && parentRaw !== '') {
    if (typeof parentRaw !== 'string' || parentRaw.length !== 16 || !HEX.test(parentRaw)) {
      throw new InvalidField('parentSpanId', 'invalid parent_span_id (must be empty or 16 hex characters)');
    }
    // An all-zero parent is how some SDKs spell "no parent".
    parentSpanId = ZEROS.test(parentRaw) ? '' : parentRaw.toLowerCase();
  }
  const status = asObject(pick(span, 'status', 'status'), 'status');
  const links = convertLinks(
    pick(span, 'links', 'links'),
    asUint32(pick(span, 'droppedLinksCount', 'dropped_links_count'), 'droppedLinksCount'),
    maxDepth,
  );
  return {
    tenant: '',
    traceId,
    spanId,
    parentSpanId,
    traceState: asString(pick(span, 'traceState', 'trace_state'), 'traceState'),
    flags: asUint32(pick(span, 'flags', 'flags'), 'flags'),
    name: asString(pick(span, 'name', 'name'), 'name'),
    kind: parseSpanKind(pick(span, 'kind', 'kind')),
    startTimeUnixNano: asUint64(pick(span, 'startTimeUnixNano', 'start_time_unix_nano'), 'startTimeUnixNano'),
    endTimeUnixNano: asUint64(pick(span, 'endTimeUnixNano', 'end_time_unix_nano'), 'endTimeUnixNano'),
    attributes: convertAttributes(pick(span, 'attributes', 'attributes'), maxDepth, 'attributes'),
    droppedAttributesCount: asUint32(pick(span, 'droppedAttributesCount', 'dropped_attributes_count'), 'droppedAttributesCount'),
    events: convertEvents(pick(span, 'events', 'events'), maxDepth),
    droppedEventsCount: asUint32(pick(span, 'droppedEventsCount', 'dropped_events_count'), 'droppedEventsCount'),
    links: links.links,
    droppedLinksCount: links.droppedLinksCount,
    status: {
      code: status ? parseStatusCode(pick(status, 'code', 'code')) : 0,
      message: status ? asString(pick(status, 'message', 'message'), 'status.message') : '',
    },
    resource,
    scope,
  };
}

function convertEvents(raw: unknown, maxDepth: number): SpanEvent[] {
  const list = asArray(raw, 'events');
  const out: SpanEvent[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const e = asObject(list[i], 'events[]') ?? {};
    out[i] = {
      timeUnixNano: asUint64(pick(e, 'timeUnixNano', 'time_unix_nano'), 'events[].timeUnixNano'),
      name: asString(pick(e, 'name', 'name'), 'events[].name'),
      attributes: convertAttributes(pick(e, 'attributes', 'attributes'), maxDepth, 'events[].attributes'),
      droppedAttributesCount: asUint32(pick(e, 'droppedAttributesCount', 'dropped_attributes_count'), 'events[].droppedAttributesCount'),
    };
  }
  return out;
}

/** As in the protobuf decoder: a link with invalid ids is dropped and counted in droppedLinksCount. */
function convertLinks(raw: unknown, droppedLinksCount: number, maxDepth: number): { links: SpanLink[]; droppedLinksCount: number } {
  const list = asArray(raw, 'links');
  const links: SpanLink[] = [];
  let dropped = droppedLinksCount;
  for (const item of list) {
    const l = asObject(item, 'links[]') ?? {};
    const traceId = parseId(pick(l, 'traceId', 'trace_id'), 32);
    const spanId = parseId(pick(l, 'spanId', 'span_id'), 16);
    if (!traceId || !spanId) {
      dropped += 1;
      continue;
    }
    links.push({
      traceId,
      spanId,
      traceState: asString(pick(l, 'traceState', 'trace_state'), 'links[].traceState'),
      attributes: convertAttributes(pick(l, 'attributes', 'attributes'), maxDepth, 'links[].attributes'),
      droppedAttributesCount: asUint32(pick(l, 'droppedAttributesCount', 'dropped_attributes_count'), 'links[].droppedAttributesCount'),
      flags: asUint32(pick(l, 'flags', 'flags'), 'links[].flags'),
    });
  }
  return { links, droppedLinksCount: dropped };
}

function convertAttributes(raw: unknown, maxDepth: number, field: string): Attributes {
  const list = asArray(raw, field);
  const out: Attributes = {};
  for (let i = 0; i < list.length; i++) {
    const kv = asObject(list[i], field);
    if (!kv) continue;
    const key = asString(kv.key, `${field}[${i}].key`);
    setAttribute(out, key, convertAnyValue(kv.value, 1, maxDepth, `${field}[${i}]`));
  }
  return out;
}

// Recursion depth is checked before descending, so it never exceeds maxDepth frames.
function convertAnyValue(raw: unknown, depth: number, maxDepth: number, field: string): AttrValue {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw new InvalidField(field, 'must be an AnyValue object');
  if (depth > maxDepth) throw tooDeepError(maxDepth);
  let result: AttrValue = null;
  // An AnyValue has one key; iterate rather than probe fourteen spellings. Like a protobuf oneof,
  // the last recognised member wins.
  for (const key in raw) {
    const v = raw[key];
    switch (key) {
      case 'stringValue':
      case 'string_value':
        if (typeof v !== 'string') throw new InvalidField(field, 'stringValue must be a string');
        result = v;
        break;
      case 'boolValue':
      case 'bool_value':
        if (typeof v !== 'boolean') throw new InvalidField(field, 'boolValue must be a boolean');
        result = v;
        break;
      case 'intValue':
      case 'int_value':
        result = parseInt64(v, field);
        break;
      case 'doubleValue':
      case 'double_value':
        result = parseDouble(v, field);
        break;
      case 'bytesValue':
      case 'bytes_value':
        if (typeof v !== 'string' || !BASE64.test(v)) throw new InvalidField(field, 'bytesValue must be a base64 string');
        // Re-encode so that URL-safe or unpadded input gives the same string as the protobuf path.
        result = Buffer.from(v, 'base64').toString('base64');
        break;
      case 'arrayValue':
      case 'array_value': {
        const arr = asObject(v, `${field}.arrayValue`) ?? {};
        const values = asArray(arr.values, `${field}.arrayValue.values`);
        const out: AttrValue[] = new Array(values.length);
        for (let i = 0; i < values.length; i++) out[i] = convertAnyValue(values[i], depth + 1, maxDepth, field);
        result = out;
        break;
      }
      case 'kvlistValue':
      case 'kvlist_value': {
        const kvl = asObject(v, `${field}.kvlistValue`) ?? {};
        const values = asArray(kvl.values, `${field}.kvlistValue.values`);
        const out: Record<string, AttrValue> = {};
        for (let i = 0; i < values.length; i++) {
          const kv = asObject(values[i], `${field}.kvlistValue.values[]`);
          if (!kv) continue;
          setAttribute(out, asString(kv.key, `${field}.kvlistValue.values[].key`), convertAnyValue(kv.value, depth + 1, maxDepth, field));
        }
        result = out;
        break;
      }
      default:
        // Unknown members (from a newer schema) are ignored.
        break;
    }
  }
  return result;
}

// ------------------------------------------------------------------------------------------------
// Scalars. null means "default" in proto3 JSON, like an absent field.

const HEX = /^[0-9a-fA-F]*$/;
const ZEROS = /^0*$/;
const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;
const DIGITS = /^[0-9]+$/;
const SIGNED_DIGITS = /^-?[0-9]+$/;
const UINT64_MAX = (1n << 64n) - 1n;
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function pick(o: JsonObject, camel: string, snake: string): unknown {
  const v = o[camel];
  if (v !== undefined && v !== null) return v;
  const s = o[snake];
  return s === null ? undefined : s;
}

function asArray(v: unknown, field: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new InvalidField(field, 'must be an array');
  return v;
}

function asObject(v: unknown, field: string): JsonObject | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw new InvalidField(field, 'must be an object');
  return v;
}

function asString(v: unknown, field: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new InvalidField(field, 'must be a string');
  return v;
}

function asUint32(v: unknown, field: string): number {
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && DIGITS.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
    throw new InvalidField(field, 'must be an unsigned 32-bit integer');
  }
  return n;
}

/** Unsigned 64-bit as an exact decimal string (numbers above 2^53 were already rounded by JSON.parse). */
function asUint64(v: unknown, field: string): string {
  if (v === undefined || v === null) return '0';
  if (typeof v === 'number') {
    if (!Number.isInteger(v) || v < 0 || v >= 2 ** 64) throw new InvalidField(field, 'must be an unsigned 64-bit integer');
    return Number.isSafeInteger(v) ? String(v) : BigInt(v).toString();
  }
  if (typeof v === 'string' && DIGITS.test(v)) {
    if (v.length <= 15) return String(Number(v));
    const big = BigInt(v);
    if (big <= UINT64_MAX) return big.toString();
  }
  throw new InvalidField(field, 'must be an unsigned 64-bit integer');
}

function parseInt64(v: unknown, field: string): number | string {
  if (typeof v === 'number' && Number.isInteger(v)) {
    if (Number.isSafeInteger(v)) return v;
    const big = BigInt(v);
    if (big >= INT64_MIN && big <= INT64_MAX) return big.toString();
  } else if (typeof v === 'string' && SIGNED_DIGITS.test(v)) {
    // `+ 0` turns -0 into 0.
    if (v.length <= 15) return Number(v) + 0;
    const big = BigInt(v);
    if (big >= INT64_MIN && big <= INT64_MAX) {
      const n = Number(big);
      return Number.isSafeInteger(n) ? n : big.toString();
    }
  }
  throw new InvalidField(field, 'intValue must be a 64-bit integer');
}

function parseDouble(v: unknown, field: string): number | string {
  if (typeof v === 'number') return normalizeDouble(v);
  if (typeof v === 'string') {
    if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') return v;
    const n = Number(v);
    if (v.trim() !== '' && Number.isFinite(n)) return n;
  }
  throw new InvalidField(field, 'doubleValue must be a number');
}

/** Lowercase hex of a valid id, or null (wrong type, length, characters, or all zeros). */
function parseId(v: unknown, hexLength: number): string | null {
  if (typeof v !== 'string' || v.length !== hexLength || !HEX.test(v) || ZEROS.test(v)) return null;
  return v.toLowerCase();
}

const SPAN_KIND_NAMES: Record<string, SpanKind> = {
  SPAN_KIND_UNSPECIFIED: 0,
  SPAN_KIND_INTERNAL: 1,
  SPAN_KIND_SERVER: 2,
  SPAN_KIND_CLIENT: 3,
  SPAN_KIND_PRODUCER: 4,
  SPAN_KIND_CONSUMER: 5,
};

/** Integers per the spec; enum names (with or without the SPAN_KIND_ prefix) accepted; unknown → 0. */
function parseSpanKind(v: unknown): SpanKind {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return normalizeSpanKind(v);
  if (typeof v === 'string') {
    const name = v.toUpperCase();
    if (DIGITS.test(name)) return normalizeSpanKind(Number(name));
    return SPAN_KIND_NAMES[name] ?? SPAN_KIND_NAMES[`SPAN_KIND_${name}`] ?? 0;
  }
  throw new InvalidField('kind', 'must be an integer or an enum name');
}

const STATUS_CODE_NAMES: Record<string, StatusCode> = { STATUS_CODE_UNSET: 0, STATUS_CODE_OK: 1, STATUS_CODE_ERROR: 2 };

function parseStatusCode(v: unknown): StatusCode {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return normalizeStatusCode(v);
  if (typeof v === 'string') {
    const name = v.toUpperCase();
    if (DIGITS.test(name)) return normalizeStatusCode(Number(name));
    return STATUS_CODE_NAMES[name] ?? STATUS_CODE_NAMES[`STATUS_CODE_${name}`] ?? 0;
  }
  throw new InvalidField('status.code', 'must be an integer or an enum name');
}
