/**
 * Value normalization shared by the OTLP protobuf and JSON decoders, so that both encodings of the
 * same data produce identical SpanRecords, LogRecordData and MetricPoints.
 */
import type { MetricTemporality } from '../../schemas/metric.ts';
import type { AttrValue, SpanKind, StatusCode } from '../../schemas/span.ts';

const TWO_POW_32 = 4294967296;
/** High words below this keep a 64-bit value under 2^53, where a double is exact. */
const SAFE_HIGH_WORD = 0x200000;

/** Exact decimal string of an unsigned 64-bit value given as two 32-bit words. */
export function formatUint64(low: number, high: number): string {
  const hi = high >>> 0;
  const lo = low >>> 0;
  if (hi < SAFE_HIGH_WORD) return String(hi * TWO_POW_32 + lo);
  return ((BigInt(hi) << 32n) | BigInt(lo)).toString();
}

/** An unsigned 64-bit value (a count) as a number when that is exact, else as its decimal string. */
export function normalizeUint64(low: number, high: number): number | string {
  const hi = high >>> 0;
  if (hi < SAFE_HIGH_WORD) return hi * TWO_POW_32 + (low >>> 0);
  return formatUint64(low, high);
}

/** A signed 64-bit value as a number when that is exact, else as its decimal string. */
export function normalizeInt64(low: number, high: number): number | string {
  const hi = high | 0;
  const lo = low >>> 0;
  if (hi >= -SAFE_HIGH_WORD && hi < SAFE_HIGH_WORD) {
    const n = hi * TWO_POW_32 + lo;
    if (Number.isSafeInteger(n)) return n;
  }
  return ((BigInt(hi) << 32n) + BigInt(lo)).toString();
}

/**
 * Doubles as numbers; NaN and ±Infinity as the strings proto3 JSON uses for them, because SpanRecords
 * must survive JSON serialization on the bus (JSON.stringify would turn them into null).
 */
export function normalizeDouble(value: number): number | string {
  return Number.isFinite(value) ? value : String(value);
}

/** Unknown kinds (from a newer SDK) become unspecified rather than failing the span. */
export function normalizeSpanKind(value: number): SpanKind {
  return Number.isInteger(value) && value >= 0 && value <= 5 ? (value as SpanKind) : 0;
}

/** Unknown severities (from a newer SDK) become unspecified (0) rather than failing the record. */
export function normalizeSeverityNumber(value: number): number {
  return Number.isInteger(value) && value >= 0 && value <= 24 ? value : 0;
}

/** OTLP AggregationTemporality; unknown values become unspecified rather than failing the point. */
export function normalizeTemporality(value: number): MetricTemporality {
  return value === 1 ? 'delta' : value === 2 ? 'cumulative' : 'unspecified';
}

/** Unknown status codes become unset rather than failing the span. */
export function normalizeStatusCode(value: number): StatusCode {
  return value === 1 || value === 2 ? value : 0;
}

/**
 * Sets one attribute; a later duplicate key replaces an earlier one. A key named "__proto__" becomes an
 * own property instead of replacing the object's prototype (attribute keys are client-controlled).
 */
export function setAttribute(target: Record<string, AttrValue>, key: string, value: AttrValue): void {
  if (key === '__proto__') {
    Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    target[key] = value;
  }
}

/** True for an id of exactly `length` bytes that is not all zeros (OTLP's rule for valid ids). */
export function isValidIdBytes(id: Uint8Array, length: number): boolean {
  if (id.length !== length) return false;
  for (let i = 0; i < length; i++) if (id[i] !== 0) return true;
  return false;
}

/** Lowercase hex of id bytes. */
export function formatIdHex(id: Uint8Array): string {
  return Buffer.from(id.buffer, id.byteOffset, id.byteLength).toString('hex');
}

/** Counts items (spans, log records, data points) refused individually and keeps the first reason (OTLP partial success). */
export interface RejectionTally {
  count: number;
  firstMessage: string;
}

export function recordRejection(tally: RejectionTally, message: string): void {
  if (tally.count === 0) tally.firstMessage = message;
  tally.count += 1;
}
