import { createHash } from 'node:crypto';
import type { LlmCallPosition, TracePosition } from '../../platform/store/create-store.ts';
import { ApiError } from '../api-errors.ts';
import { checkWindow } from './time-window.ts';

/** Longest cursor accepted: a cursor is a small position, anything longer is not one of ours. */
const MAX_CURSOR_CHARS = 512;
const DECIMAL_NS = /^(0|[1-9][0-9]{0,19})$/;
const MAX_UINT64 = 2n ** 64n - 1n;
/** A stored start time: decimal nanoseconds that fit the tables' UInt64. */
const isStartNs = (v: unknown): v is string => typeof v === 'string' && DECIMAL_NS.test(v) && BigInt(v) <= MAX_UINT64;
const TRACE_ID = /^[0-9a-f]{32}$/;
const SPAN_ID = /^[0-9a-f]{16}$/;

/**
 * The state a page hands to the next one: the window the first page resolved (so a defaulted "last 24 hours"
 * does not slide while paging) and the sort key of the last item returned. Lists are sorted newest first by
 * that key, so the next page is "strictly after it" in that order: items inserted meanwhile never shift a page.
 */
export interface CursorState<P> {
  window: { fromMs: number; toMs: number };
  after: P;
}


/**
 * Encodes and decodes the opaque `cursor` of one kind of search. A cursor is bound to its search's filters
 * by a fingerprint of their canonical form: decoded with other filters it is TH_ERR_API_BAD_CURSOR. It is not
 * a capability — it holds no tenant and is not signed: the tenant comes from the token, the filters are sent
 * again and re-validated, and a hand-made cursor can only move the start of a page inside a ≤ 31-day window.
 * The fingerprint holds no filter value in clear; filters holding an end user hold its pseudonym, never the raw id.
 */
export interface SearchCursorCodec<P> {
  encode(filters: Record<string, unknown>, state: CursorState<P>): string;
  /** The state of `cursor`, which must have been issued for exactly these filters. */
  decode(filters: Record<string, unknown>, cursor: string): CursorState<P>;
}

export function createLlmCallCursorCodec(): SearchCursorCodec<LlmCallPosition> {
  return createCodec('llm-calls', (a) => {
    if (!Array.isArray(a) || a.length !== 3) return null;
    const [startNs, traceId, spanId] = a as unknown[];
    if (!isStartNs(startNs) || typeof traceId !== 'string' || !TRACE_ID.test(traceId) || typeof spanId !== 'string' || !SPAN_ID.test(spanId)) return null;
    return { startNs, traceId, spanId };
  }, (p) => [p.startNs, p.traceId, p.spanId]);
}

export function createTraceCursorCodec(): SearchCursorCodec<TracePosition> {
  return createCodec('traces', (a) => {
    if (!Array.isArray(a) || a.length !== 2) return null;
    const [startNs, traceId] = a as unknown[];
    if (!isStartNs(startNs) || typeof traceId !== 'string' || !TRACE_ID.test(traceId)) return null;
    return { startNs, traceId };
  }, (p) => [p.startNs, p.traceId]);
}

function createCodec<P>(kind: string, parsePosition: (a: unknown) => P | null, positionOf: (p: P) => string[]): SearchCursorCodec<P> {
  const fingerprint = (filters: Record<string, unknown>) => createHash('sha256').update(`tracehold-cursor/v1\n${kind}\n${canonicalJson(filters)}`).digest('base64url').slice(0, 16);
  return {
    encode(filters, state) {
      const body = { v: 1, k: kind, f: fingerprint(filters), w: [state.window.fromMs, state.window.toMs], a: positionOf(state.after) };
      return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
    },
    decode(filters, cursor) {
      const bad = (why: string) => new ApiError('TH_ERR_API_BAD_CURSOR', `invalid cursor: ${why}`);
      if (cursor.length > MAX_CURSOR_CHARS || !/^[A-Za-z0-9_-]+$/.test(cursor)) throw bad('not a cursor this API issued');
      let body: { v?: unknown; k?: unknown; f?: unknown; w?: unknown; a?: unknown };
      try {
        body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as typeof body;
      } catch {
        throw bad('not a cursor this API issued');
      }
      if (body === null || typeof body !== 'object' || body.v !== 1 || body.k !== kind) throw bad('not a cursor of this search');
      if (body.f !== fingerprint(filters)) throw bad('it was issued for other filters; send the same filters as the request that returned it, or start again without a cursor');
      const w = body.w;
      if (!Array.isArray(w) || w.length !== 2 || typeof w[0] !== 'number' || typeof w[1] !== 'number') throw bad('not a cursor this API issued');
      try {
        checkWindow(w[0], w[1]);
      } catch {
        throw bad('its window is not a valid window');
      }
      const after = parsePosition(body.a);
      if (after === null) throw bad('not a cursor this API issued');
      return { window: { fromMs: w[0], toMs: w[1] }, after };
    },
  };
}

/** JSON with object keys sorted and undefined members left out: equal filters, equal text. */
function canonicalJson(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}
