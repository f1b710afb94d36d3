/**
 * Tail-sampling policies compiled from config into one decision function. Pure apart from the rate-limit
 * token buckets, whose time comes from the caller, so a decision is a function of the trace, the config,
 * the decision time and the earlier decisions of the same policy set.
 *
 * Combination, and how it maps to the OpenTelemetry Collector's tail_sampling processor (which asks every
 * policy and then applies: Dropped → not sampled; InvertNotSampled → not sampled; Sampled → sampled;
 * InvertSampled with no NotSampled → sampled; else not sampled):
 * - `drop` policies play the collector's `drop` policy ("Dropped"): any match drops, whatever else says keep.
 *   There is no invert_match; a negative filter is written as a drop policy.
 * - every other policy answers keep (Sampled) or nothing (NotSampled, which never vetoes): any keep keeps.
 * - nothing kept → dropped, recorded as `no_policy_matched`.
 * - before all of these, an active legal hold covering the trace keeps it (`legal_hold:<holdId>`,
 *   ingest/forward-holds.ts): holds win over every policy, drop policies included.
 * Differences, on purpose: policies are asked in order and stop at the first answer, since the outcome
 * does not depend on the rest; the decision names that first policy (config order), and `drop:<name>`.
 * `rate_limit` is asked last, only when nothing else kept the trace, and its bucket is charged with the
 * spans of every kept trace: it tops kept traffic up to its rate instead of spending its budget on traces
 * that other policies keep anyway or that a drop policy throws away (the collector charges every trace it
 * says Sampled to, including those).
 */
import type { AttrValue, SpanRecord } from '../schemas/span.ts';
import type { TraceBatch } from '../schemas/bus-payload.ts';
import type { ForwardHoldMatcher } from './forward-holds.ts';
import {
  LEGAL_HOLD_POLICY,
  NO_POLICY_MATCHED,
  type AttributeCondition,
  type StringMatch,
  type TailSamplingPolicy,
} from '../schemas/tail-sampling.ts';

/** What a policy sees of a trace: every batch buffered for it, in arrival order. Read-only. */
export interface TraceView {
  readonly traceId: string;
  readonly batches: readonly TraceBatch[];
  readonly spanCount: number;
}

export interface PolicyVerdict {
  keep: boolean;
  /** The policy that decided: its name, `drop:<name>`, or `no_policy_matched`. */
  policy: string;
}

/**
 * A compiled policy list. `decide` is synchronous and never throws on span content; it mutates only the
 * rate-limit buckets, so one set belongs to one sampler and decisions must be asked in time order.
 */
export interface PolicySet {
  decide(trace: TraceView, nowMs: number): PolicyVerdict;
}

type TracePredicate = (trace: TraceView) => boolean;

// ---------------------------------------------------------------------------------------------------------
// Probabilistic: a 64-bit hash of (salt, trace id bytes) compared to a threshold. The OTel Collector uses
// FNV-1a 64 alone; its top bits hardly depend on the last bytes (20,000 sequential ids give 2 distinct top
// bytes), so ids that differ only at the end are kept all or none. A murmur3 fmix64 finalizer after FNV-1a
// spreads every input bit over the whole hash; the price is no bit-for-bit agreement with the collector.
// ---------------------------------------------------------------------------------------------------------

const TWO_POW_32 = 4294967296;
const FNV64_OFFSET_HI = 0xcbf29ce4;
const FNV64_OFFSET_LO = 0x84222325;

/** 64-bit FNV-1a state as two unsigned 32-bit halves: BigInt per byte would cost ~20x on the hot path. */
interface Fnv64 {
  hi: number;
  lo: number;
}

function fnv64Byte(h: Fnv64, byte: number): void {
  const lo = (h.lo ^ byte) >>> 0;
  // prime = 2^40 + 0x1b3: h*prime mod 2^64 = h*0x1b3 + (lo << 40); every product stays below 2^53.
  const loMul = lo * 0x1b3;
  h.lo = loMul >>> 0;
  h.hi = (h.hi * 0x1b3 + Math.floor(loMul / TWO_POW_32) + ((lo << 8) >>> 0)) >>> 0;
}

function fnv64Salted(salt: string): Fnv64 {
  const h = { hi: FNV64_OFFSET_HI, lo: FNV64_OFFSET_LO };
  for (const byte of Buffer.from(salt, 'utf8')) fnv64Byte(h, byte);
  return h;
}

function hexDigit(code: number): number {
  if (code >= 48 && code <= 57) return code - 48;
  if (code >= 97 && code <= 102) return code - 87;
  if (code >= 65 && code <= 70) return code - 55;
  return 0;
}

function fnv64TraceId(seed: Fnv64, traceIdHex: string): Fnv64 {
  const h = { hi: seed.hi, lo: seed.lo };
  for (let i = 0; i + 1 < traceIdHex.length; i += 2) {
    fnv64Byte(h, (hexDigit(traceIdHex.charCodeAt(i)) << 4) | hexDigit(traceIdHex.charCodeAt(i + 1)));
  }
  return h;
}

/** (hi, lo) × (cHi, cLo) mod 2^64 in 32-bit halves; the low 32×32 product is split into 16-bit limbs to stay exact. */
function mul64(h: Fnv64, cHi: number, cLo: number): void {
  const a0 = h.lo & 0xffff;
  const a1 = h.lo >>> 16;
  const b0 = cLo & 0xffff;
  const b1 = cLo >>> 16;
  const p00 = a0 * b0;
  const p01 = a0 * b1;
  const p10 = a1 * b0;
  const mid = (p00 >>> 16) + (p01 & 0xffff) + (p10 & 0xffff);
  const carry = a1 * b1 + (p01 >>> 16) + (p10 >>> 16) + (mid >>> 16);
  const hi = (Math.imul(h.hi, cLo) + Math.imul(h.lo, cHi) + carry) >>> 0;
  h.lo = (((mid & 0xffff) << 16) | (p00 & 0xffff)) >>> 0;
  h.hi = hi;
}

/** h ^= h >>> 33, in halves. */
function xorShift33(h: Fnv64): void {
  h.lo = (h.lo ^ (h.hi >>> 1)) >>> 0;
}

/** murmur3's fmix64: a bijection with full avalanche. */
function fmix64(h: Fnv64): void {
  xorShift33(h);
  mul64(h, 0xff51afd7, 0xed558ccd);
  xorShift33(h);
  mul64(h, 0xc4ceb9fe, 0x1a85ec53);
  xorShift33(h);
}

function hashTraceIdHalves(seed: Fnv64, traceIdHex: string): Fnv64 {
  const h = fnv64TraceId(seed, traceIdHex);
  fmix64(h);
  return h;
}

/**
 * The probabilistic policy's hash: fmix64(FNV-1a 64 of the salt's UTF-8 bytes then the trace id's bytes).
 * Exported for tests.
 */
export function hashTraceId(salt: string, traceIdHex: string): bigint {
  const h = hashTraceIdHalves(fnv64Salted(salt), traceIdHex);
  return (BigInt(h.hi) << 32n) | BigInt(h.lo);
}

/** floor((2^64 - 1) × percentage / 100), computed exactly from the float ratio. Exported for tests. */
export function probabilisticThreshold(percentage: number): bigint {
  const max = (1n << 64n) - 1n;
  let ratio = Math.min(Math.max(percentage / 100, 0), 1);
  // A finite double is m / 2^k exactly; doubling is exact, so this recovers m and k without rounding.
  let k = 0n;
  while (!Number.isInteger(ratio)) {
    ratio *= 2;
    k += 1n;
  }
  return (BigInt(ratio) * max) >> k;
}

function compileProbabilistic(percentage: number, hashSalt: string): TracePredicate {
  const threshold = probabilisticThreshold(percentage);
  const thresholdHi = Number(threshold >> 32n);
  const thresholdLo = Number(threshold & 0xffffffffn);
  const seed = fnv64Salted(hashSalt);
  return (trace) => {
    const h = hashTraceIdHalves(seed, trace.traceId);
    return h.hi < thresholdHi || (h.hi === thresholdHi && h.lo <= thresholdLo);
  };
}

// ---------------------------------------------------------------------------------------------------------
// Rate limit: a token bucket of spans.
// ---------------------------------------------------------------------------------------------------------

interface SpanBucket {
  /** Takes n tokens when available (the trace is kept by this policy). */
  tryTake(n: number, nowMs: number): boolean;
  /** Takes up to n tokens, never below zero: a storm kept by other policies pauses this one for a while, not for ever. */
  charge(n: number, nowMs: number): void;
}

function createSpanBucket(spansPerSecond: number, burstSpans: number): SpanBucket {
  let tokens = burstSpans;
  let lastMs: number | null = null;
  function refill(nowMs: number): void {
    if (lastMs !== null && nowMs > lastMs) tokens = Math.min(burstSpans, tokens + ((nowMs - lastMs) * spansPerSecond) / 1000);
    if (lastMs === null || nowMs > lastMs) lastMs = nowMs;
  }
  return {
    tryTake(n, nowMs) {
      refill(nowMs);
      if (tokens < n) return false;
      tokens -= n;
      return true;
    },
    charge(n, nowMs) {
      refill(nowMs);
      tokens = Math.max(0, tokens - n);
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// Span matching (attribute and drop policies).
// ---------------------------------------------------------------------------------------------------------

type ValueTest = (v: AttrValue) => boolean;
type SpanTest = (span: SpanRecord) => boolean;

function compileStringMatch(m: StringMatch): (s: string) => boolean {
  if ('values' in m) {
    const set = new Set(m.values);
    return (s) => set.has(s);
  }
  const re = new RegExp(m.regex);
  return (s) => re.test(s);
}

function compileValueTest(c: AttributeCondition): ValueTest {
  let scalar: ValueTest;
  if (c.values !== undefined) {
    const set = new Set<AttrValue>(c.values);
    scalar = (v) => set.has(v);
  } else if (c.regex !== undefined) {
    const re = new RegExp(c.regex);
    scalar = (v) => typeof v === 'string' && re.test(v);
  } else {
    const min = c.min ?? -Infinity;
    const max = c.max ?? Infinity;
    scalar = (v) => typeof v === 'number' && v >= min && v <= max;
  }
  return (v) => (Array.isArray(v) ? v.some(scalar) : scalar(v));
}

function lookup(attrs: Record<string, AttrValue>, key: string): AttrValue | undefined {
  // hasOwn: a key such as "constructor" must not find Object.prototype's.
  return Object.hasOwn(attrs, key) ? attrs[key] : undefined;
}

function compileAttributeCondition(c: AttributeCondition): SpanTest {
  const test = compileValueTest(c);
  const { key } = c;
  function onSpan(span: SpanRecord): boolean {
    const v = lookup(span.attributes, key);
    return v !== undefined && test(v);
  }
  function onResource(span: SpanRecord): boolean {
    const v = lookup(span.resource.attributes, key);
    return v !== undefined && test(v);
  }
  switch (c.scope) {
    case 'span':
      return onSpan;
    case 'resource':
      return onResource;
    case 'either':
      return (span) => onSpan(span) || onResource(span);
  }
}

function compileSpanMatch(p: { spans: 'any' | 'root'; spanName?: StringMatch; attributes?: AttributeCondition[] }): TracePredicate {
  const nameTest = p.spanName ? compileStringMatch(p.spanName) : null;
  const conditions = (p.attributes ?? []).map(compileAttributeCondition);
  const rootOnly = p.spans === 'root';
  return (trace) => {
    for (const batch of trace.batches) {
      for (const span of batch.spans) {
        if (rootOnly && span.parentSpanId !== '') continue;
        if (nameTest && !nameTest(span.name)) continue;
        if (conditions.every((c) => c(span))) return true;
      }
    }
    return false;
  };
}

// ---------------------------------------------------------------------------------------------------------
// The other keep policies.
// ---------------------------------------------------------------------------------------------------------

function hasErrorSpan(trace: TraceView): boolean {
  for (const batch of trace.batches) for (const span of batch.spans) if (span.status.code === 2) return true;
  return false;
}

/**
 * Root span duration in ms; with no root span received, the extent of the spans received (earliest start
 * to latest end, as the OTel latency policy measures). Number() of a nanosecond string is off by at most
 * 256 ns, far below any threshold in ms, and avoids BigInt per span.
 */
function measureRootDurationMs(trace: TraceView): number | null {
  let rootMs: number | null = null;
  let minStart = Infinity;
  let maxEnd = -Infinity;
  for (const batch of trace.batches) {
    for (const span of batch.spans) {
      const start = Number(span.startTimeUnixNano);
      const end = Number(span.endTimeUnixNano);
      if (!Number.isFinite(start) || !Number.isFinite(end)) continue;
      if (span.parentSpanId === '') rootMs = Math.max(rootMs ?? 0, (end - start) / 1e6);
      if (start < minStart) minStart = start;
      if (end > maxEnd) maxEnd = end;
    }
  }
  if (rootMs !== null) return rootMs;
  return maxEnd >= minStart ? (maxEnd - minStart) / 1e6 : null;
}

function compileLlmError(finishReasons: readonly string[]): TracePredicate {
  const reasons = new Set(finishReasons.map((r) => r.toLowerCase()));
  return (trace) => {
    for (const batch of trace.batches) {
      for (const call of batch.ledger) {
        if (call.statusCode === 2 || call.errorType !== '') return true;
        for (const r of call.finishReasons) if (reasons.has(r.toLowerCase())) return true;
      }
    }
    return false;
  };
}

/**
 * An LLM call that did not run to its finish: a stream that ended without a finish reason (abandoned or cut
 * off), as the call's span says or as its content events say, or content events of a call whose span never
 * arrived (an instrumentation that never ends the span of an abandoned stream).
 */
function hasIncompleteLlmCall(trace: TraceView): boolean {
  const calls = new Set<string>();
  for (const batch of trace.batches) {
    for (const call of batch.ledger) {
      if (call.incomplete) return true;
      calls.add(call.spanId);
    }
  }
  for (const batch of trace.batches) {
    for (const a of batch.attachments ?? []) if (a.endedWithoutFinish || !calls.has(a.spanId)) return true;
  }
  return false;
}

function compileKeep(p: Exclude<TailSamplingPolicy, { type: 'drop' | 'rate_limit' }>): TracePredicate {
  switch (p.type) {
    case 'always':
      return () => true;
    case 'error':
      return hasErrorSpan;
    case 'latency': {
      const thresholdMs = p.thresholdMs;
      return (trace) => {
        const ms = measureRootDurationMs(trace);
        return ms !== null && ms > thresholdMs;
      };
    }
    case 'llm_error':
      return compileLlmError(p.finishReasons);
    case 'llm_incomplete':
      return hasIncompleteLlmCall;
    case 'attribute':
      return compileSpanMatch(p);
    case 'probabilistic':
      return compileProbabilistic(p.percentage, p.hashSalt);
  }
}

/**
 * Compiles validated policies (regexes were checked by the schema; compiling cannot fail after it).
 * `forwardHolds` (issue 10): asked first, so a trace covered by an active legal hold is kept as
 * `legal_hold:<holdId>` and no drop policy overrides it; absent = no holds.
 */
export function createPolicySet(policies: readonly TailSamplingPolicy[], forwardHolds?: ForwardHoldMatcher): PolicySet {
  const drops: { policy: string; test: TracePredicate }[] = [];
  const keeps: { policy: string; test: TracePredicate }[] = [];
  const limits: { policy: string; bucket: SpanBucket }[] = [];
  for (const p of policies) {
    if (p.type === 'drop') drops.push({ policy: `drop:${p.name}`, test: compileSpanMatch(p) });
    else if (p.type === 'rate_limit') limits.push({ policy: p.name, bucket: createSpanBucket(p.spansPerSecond, p.burstSpans ?? p.spansPerSecond) });
    else keeps.push({ policy: p.name, test: compileKeep(p) });
  }

  function chargeLimits(n: number, nowMs: number, except: SpanBucket | null): void {
    for (const l of limits) if (l.bucket !== except) l.bucket.charge(n, nowMs);
  }

  return {
    decide(trace, nowMs) {
      const holdId = forwardHolds?.holdOf(trace) ?? null;
      if (holdId !== null) {
        chargeLimits(trace.spanCount, nowMs, null);
        return { keep: true, policy: `${LEGAL_HOLD_POLICY}:${holdId}` };
      }
      for (const d of drops) if (d.test(trace)) return { keep: false, policy: d.policy };
      for (const k of keeps) {
        if (k.test(trace)) {
          chargeLimits(trace.spanCount, nowMs, null);
          return { keep: true, policy: k.policy };
        }
      }
      for (const l of limits) {
        if (l.bucket.tryTake(trace.spanCount, nowMs)) {
          chargeLimits(trace.spanCount, nowMs, l.bucket);
          return { keep: true, policy: l.policy };
        }
      }
      return { keep: false, policy: NO_POLICY_MATCHED };
    },
  };
}
