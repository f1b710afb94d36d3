import { z } from 'zod';
import { ApiError } from '../api-errors.ts';

const HOUR_MS = 3600 * 1000;
/** The default window of a search without `from`: the last 24 hours. */
export const DEFAULT_SEARCH_WINDOW_MS = 24 * HOUR_MS;
/** The longest window a search may cover; the ledger and the trace index are partitioned by month. */
export const MAX_SEARCH_WINDOW_MS = 31 * 24 * HOUR_MS;

/** A query-string time: ISO 8601 or milliseconds since the epoch, as a number of milliseconds. */
export const timeParam = z.string().transform((v, ctx) => {
  const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
  if (!Number.isFinite(ms)) ctx.addIssue({ code: 'custom', message: 'must be an ISO-8601 time or milliseconds since the epoch' });
  return ms;
});

/**
 * The time window a search runs over: every search is bounded, both ends inclusive, in milliseconds.
 * `defaulted` says which end the server chose (so a page answer can say "the last 24 hours").
 */
export interface SearchWindow {
  fromMs: number;
  toMs: number;
  defaulted: { from: boolean; to: boolean };
}

/**
 * Resolves `from`/`to` into a bounded window: `to` defaults to now, `from` to `to - defaultSpanMs`
 * (the caller chooses it: 24 h, or 31 days for a response-id search); `from` after `to`, or a window longer
 * than MAX_SEARCH_WINDOW_MS, is TH_ERR_API_BAD_TIME_WINDOW.
 */
export function resolveSearchWindow(given: { from?: number; to?: number }, opts: { nowMs: number; defaultSpanMs: number }): SearchWindow {
  const toMs = given.to ?? opts.nowMs;
  const fromMs = given.from ?? toMs - Math.min(opts.defaultSpanMs, MAX_SEARCH_WINDOW_MS);
  checkWindow(fromMs, toMs);
  return { fromMs, toMs, defaulted: { from: given.from === undefined, to: given.to === undefined } };
}

// Stored times are UInt64 nanoseconds (they end in 2554): later times cannot be searched for.
const MAX_TIME_MS = Date.UTC(2500, 0, 1);

/** Throws TH_ERR_API_BAD_TIME_WINDOW unless 1970 ≤ from ≤ to < 2500 and the window is at most 31 days. */
export function checkWindow(fromMs: number, toMs: number): void {
  if (!Number.isSafeInteger(fromMs) || !Number.isSafeInteger(toMs) || fromMs < 0 || toMs >= MAX_TIME_MS) {
    throw new ApiError('TH_ERR_API_BAD_TIME_WINDOW', 'from and to must be times between 1970 and 2500 (ISO 8601 or milliseconds)');
  }
  if (fromMs > toMs) throw new ApiError('TH_ERR_API_BAD_TIME_WINDOW', 'from is after to');
  if (toMs - fromMs > MAX_SEARCH_WINDOW_MS) throw new ApiError('TH_ERR_API_BAD_TIME_WINDOW', 'the time window is at most 31 days');
}

/** The window as the answer shows it: ISO 8601 beside milliseconds, and which ends were defaulted. */
export function windowView(w: SearchWindow) {
  return { from: new Date(w.fromMs).toISOString(), to: new Date(w.toMs).toISOString(), fromMs: w.fromMs, toMs: w.toMs, defaulted: w.defaulted };
}
