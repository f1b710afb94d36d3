/**
 * Reading OTLP/JSON shared by the JSON decoders of the three signals, following the OTLP/JSON rules:
 * lowerCamelCase keys (snake_case accepted), 64-bit integers as strings or numbers, enums as integers or
 * names, bytes as base64, ids as hex, null equal to an absent field, unknown fields ignored. Internal to
 * collector/otlp: field errors are InvalidField, turned into per-record or per-request refusals by the
 * decoders.
 */
import type { AttrValue, Attributes } from '../../schemas/span.ts';
import { InvalidField } from './invalid-field.ts';
import { OTLP_REQUEST_NAMES, OtlpDecodeError, tooDeepError, type OtlpSignal } from './otlp-decode-error.ts';
import { normalizeDouble, setAttribute } from './normalize-values.ts';
import type { RecordResource, RecordScope } from './protobuf-values.ts';

/** A parsed JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/**
 * Parses a request body after bounding its bracket nesting. JSON.parse would happily build millions of
 * nested objects before the converter refuses them, so nesting is bounded first with a cheap byte scan
 * (strings skipped with indexOf). The deepest attribute value sits under 15 levels of OTLP structure (a
 * metric exemplar's attributes) and each AnyValue level adds at most 4 brackets (kvlist: value,
 * kvlistValue, values, key-value); the converter then applies the exact AnyValue depth. Nesting this deep
 * in unknown fields is refused too: no schema needs it.
 */
export function parseJsonRequest(body: Buffer, signal: OtlpSignal, maxAnyValueDepth: number): JsonObject {
  checkBracketNesting(body, maxAnyValueDepth);
  let root: unknown;
  try {
    let text = body.toString('utf8');
    if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    root = JSON.parse(text);
  } catch {
    throw undecodable('request body is not valid JSON');
  }
  if (!isObject(root)) throw undecodable(`request body must be a JSON object (${OTLP_REQUEST_NAMES[signal]})`);
  return root;
}

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

export function undecodable(message: string): OtlpDecodeError {
  return new OtlpDecodeError('TH_ERR_OTLP_UNDECODABLE', message);
}

/** Outside records a bad field cannot be blamed on one record: the whole request is refused. */
export function requestLevel<T>(path: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof InvalidField) throw undecodable(err.describe(path));
    throw err;
  }
}

/**
 * The resource of a Resource{Spans,Logs,Metrics} element and the scope of a Scope* element. Throws
 * InvalidField (callers wrap these in requestLevel: a bad resource refuses the request).
 */
export function readResource(group: JsonObject, maxDepth: number): RecordResource {
  const res = asObject(pick(group, 'resource', 'resource'), 'resource') ?? {};
  return {
    attributes: convertAttributes(pick(res, 'attributes', 'attributes'), maxDepth, 'resource.attributes'),
    droppedAttributesCount: asUint32(pick(res, 'droppedAttributesCount', 'dropped_attributes_count'), 'resource.droppedAttributesCount'),
    schemaUrl: asString(pick(group, 'schemaUrl', 'schema_url'), 'schemaUrl'),
  };
}

export function readScope(group: JsonObject, maxDepth: number): RecordScope {
  const sc = asObject(pick(group, 'scope', 'scope'), 'scope') ?? {};
  return {
    name: asString(pick(sc, 'name', 'name'), 'scope.name'),
    version: asString(pick(sc, 'version', 'version'), 'scope.version'),
    attributes: convertAttributes(pick(sc, 'attributes', 'attributes'), maxDepth, 'scope.attributes'),
    schemaUrl: asString(pick(group, 'schemaUrl', 'schema_url'), 'schemaUrl'),
  };
}

export function convertAttributes(raw: unknown, maxDepth: number, field: string): Attributes {
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

/**
 * An AnyValue at `depth` (an attribute value or a log body is depth 1). Recursion depth is checked
 * before descending, so it never exceeds maxDepth frames.
 */
export function convertAnyValue(raw: unknown, depth: number, maxDepth: number, field: string): AttrValue {
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
        result = parseInt64(v, field, 'intValue');
        break;
      case 'doubleValue':
      case 'double_value':
        result = parseDouble(v, field, 'doubleValue');
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

/**
 * Bounds the nesting of attributes that are dropped without being converted (metric exemplars and
 * metadata), so that JSON refuses exactly what the protobuf pre-scan refuses. Only structure is checked.
 */
export function checkAttributesDepth(raw: unknown, maxDepth: number): void {
  if (!Array.isArray(raw)) return;
  for (const kv of raw) if (isObject(kv)) checkAnyValueDepth(kv.value, 1, maxDepth);
}

function checkAnyValueDepth(raw: unknown, depth: number, maxDepth: number): void {
  if (!isObject(raw)) return;
  if (depth > maxDepth) throw tooDeepError(maxDepth);
  const arr = raw.arrayValue ?? raw.array_value;
  if (isObject(arr) && Array.isArray(arr.values)) for (const v of arr.values) checkAnyValueDepth(v, depth + 1, maxDepth);
  const kvl = raw.kvlistValue ?? raw.kvlist_value;
  if (isObject(kvl) && Array.isArray(kvl.values)) for (const kv of kvl.values) if (isObject(kv)) checkAnyValueDepth(kv.value, depth + 1, maxDepth);
}

// ------------------------------------------------------------------------------------------------
// Scalars. null means "default" in proto3 JSON, like an absent field.

const HEX = /^[0-9a-fA-F]*$/;
const ZEROS = /^0*$/;
const BASE64 = /^[A-Za-z0-9+/\-_]*={0,2}$/;
export const DIGITS = /^[0-9]+$/;
const SIGNED_DIGITS = /^-?[0-9]+$/;
const UINT64_MAX = (1n << 64n) - 1n;
const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function pick(o: JsonObject, camel: string, snake: string): unknown {
  const v = o[camel];
  if (v !== undefined && v !== null) return v;
  const s = o[snake];
  return s === null ? undefined : s;
}

export function asArray(v: unknown, field: string): unknown[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) throw new InvalidField(field, 'must be an array');
  return v;
}

export function asObject(v: unknown, field: string): JsonObject | undefined {
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw new InvalidField(field, 'must be an object');
  return v;
}

export function asString(v: unknown, field: string): string {
  if (v === undefined || v === null) return '';
  if (typeof v !== 'string') throw new InvalidField(field, 'must be a string');
  return v;
}

export function asBoolean(v: unknown, field: string): boolean {
  if (v === undefined || v === null) return false;
  if (typeof v !== 'boolean') throw new InvalidField(field, 'must be a boolean');
  return v;
}

export function asUint32(v: unknown, field: string): number {
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && DIGITS.test(v) ? Number(v) : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0xffffffff) {
    throw new InvalidField(field, 'must be an unsigned 32-bit integer');
  }
  return n;
}

/** A signed 32-bit integer (sint32 / int32 fields such as an exponential histogram's scale). */
export function asInt32(v: unknown, field: string): number {
  if (v === undefined || v === null) return 0;
  const n = typeof v === 'string' && SIGNED_DIGITS.test(v) ? Number(v) + 0 : v;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -0x80000000 || n > 0x7fffffff) {
    throw new InvalidField(field, 'must be a 32-bit integer');
  }
  return n;
}

/** Unsigned 64-bit as an exact decimal string (numbers above 2^53 were already rounded by JSON.parse). */
export function asUint64(v: unknown, field: string): string {
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

/** Unsigned 64-bit (a count) as a number when exact, else its decimal string (as normalizeUint64 does). */
export function asUint64Value(v: unknown, field: string): number | string {
  const decimal = asUint64(v, field);
  const n = Number(decimal);
  return Number.isSafeInteger(n) ? n : decimal;
}

/** Signed 64-bit (`what` names the field kind in the message) as a number when exact, else its decimal string. */
export function parseInt64(v: unknown, field: string, what: string): number | string {
  if (typeof v === 'number' && Number.isInteger(v)) {
    if (Number.isSafeInteger(v)) return v + 0;
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
  throw new InvalidField(field, `${what} must be a 64-bit integer`);
}

/** A double as a number, or NaN / ±Infinity as their proto3 JSON names (normalizeDouble). */
export function parseDouble(v: unknown, field: string, what: string): number | string {
  if (typeof v === 'number') return normalizeDouble(v);
  if (typeof v === 'string') {
    if (v === 'NaN' || v === 'Infinity' || v === '-Infinity') return v;
    const n = Number(v);
    if (v.trim() !== '' && Number.isFinite(n)) return n;
  }
  throw new InvalidField(field, `${what} must be a number`);
}

/** A double as a JS number (NaN and ±Infinity included), for fields that are validated afterwards. */
export function asDouble(v: unknown, field: string): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    if (v === 'NaN') return NaN;
    if (v === 'Infinity') return Infinity;
    if (v === '-Infinity') return -Infinity;
    const n = Number(v);
    if (v.trim() !== '' && Number.isFinite(n)) return n;
  }
  throw new InvalidField(field, 'must be a number');
}

/** Lowercase hex of a valid id, or null (wrong type, length, characters, or all zeros). */
export function parseId(v: unknown, hexLength: number): string | null {
  if (typeof v !== 'string' || v.length !== hexLength || !HEX.test(v) || ZEROS.test(v)) return null;
  return v.toLowerCase();
}

/**
 * An optional id (log records): '' when absent, empty or all zeros (no context), lowercase hex when valid,
 * null when it has the wrong type, length or characters.
 */
export function parseOptionalId(v: unknown, hexLength: number): string | null {
  if (v === undefined || v === null || v === '') return '';
  if (typeof v !== 'string' || v.length !== hexLength || !HEX.test(v)) return null;
  return ZEROS.test(v) ? '' : v.toLowerCase();
}

/** True for an id that is empty or of the given hex length (span parents). */
export function isHexOfLength(v: string, hexLength: number): boolean {
  return v.length === hexLength && HEX.test(v);
}

/** True for an all-zero hex id. */
export function isZeroId(v: string): boolean {
  return ZEROS.test(v);
}

/**
 * An enum given as an integer, a numeric string, or a name (with or without its prefix, any case);
 * unknown names give 0 and integers go through `normalize`, like unknown values on the wire.
 */
export function parseEnum(v: unknown, field: string, names: Readonly<Record<string, number>>, prefix: string, normalize: (n: number) => number): number {
  if (v === undefined || v === null) return 0;
  if (typeof v === 'number') return normalize(v);
  if (typeof v === 'string') {
    const name = v.toUpperCase();
    if (DIGITS.test(name)) return normalize(Number(name));
    return names[name] ?? names[`${prefix}${name}`] ?? 0;
  }
  throw new InvalidField(field, 'must be an integer or an enum name');
}
