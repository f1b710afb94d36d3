/**
 * How long to wait before the next try: what the provider asked for (`retry-after-ms`, `retry-after` in seconds or
 * as an HTTP date), else exponential backoff with full jitter.
 */

/** The provider's requested wait in ms, or null when it gave none (or one that does not parse). */
export function readRetryAfterMs(headers: Headers, nowMs: number): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms !== null && /^\s*\d+(\.\d+)?\s*$/.test(ms)) return Number(ms);
  const after = headers.get('retry-after');
  if (after === null) return null;
  if (/^\s*\d+(\.\d+)?\s*$/.test(after)) return Number(after) * 1000;
  const at = Date.parse(after);
  return Number.isNaN(at) ? null : Math.max(0, at - nowMs);
}

/** Full jitter: uniform in [0, baseMs × 2^retry) (retry 0 is the wait before the second try). */
export function backoffMs(retry: number, baseMs: number, random: () => number): number {
  return Math.floor(random() * baseMs * 2 ** retry);
}
