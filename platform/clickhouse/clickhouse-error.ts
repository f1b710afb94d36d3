import { codeOf } from '../errors/tracehold-error.ts';

/**
 * The one place that decides what a ClickHouse client error means for its caller: `unavailable` (the server or
 * the embedded engine cannot be reached now; the caller answers 503 + Retry-After, or retries with back-off)
 * or `failed` (the statement itself failed: a bug, bad data, a schema mismatch; retrying the same statement
 * fails the same way).
 *
 * Decided from typed fields only, never from the message (ClickHouse messages echo the statement and its
 * data): the Node.js system error code the HTTP client surfaces when the connection fails, and chDB's typed
 * error codes for the embedded engine. Causes are followed, since clients wrap the socket's error.
 */
export type ClickHouseFailure = 'unavailable' | 'failed';

/** Connection-level failures of the HTTP client: the request may not have reached the server at all. */
const UNAVAILABLE_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET', // includes Node's "socket hang up"
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // chDB (embedded engine): the session could not be opened, or was closed under the caller (shutdown).
  'CHDB_CONNECTION',
  'CHDB_CLOSED',
]);

export function classifyClickHouseError(err: unknown): ClickHouseFailure {
  for (let e = err, depth = 0; e !== null && typeof e === 'object' && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    const code = codeOf(e);
    if (code !== undefined && UNAVAILABLE_CODES.has(code)) return 'unavailable';
  }
  return 'failed';
}

/**
 * What may be logged of a ClickHouse error: its code (a ClickHouse exception number, a system or chDB code) and
 * its type (ClickHouse's exception name, e.g. UNKNOWN_TABLE), else the error's class name. Never the message.
 */
export function clickHouseErrorIdentity(err: unknown): { code?: string; type?: string } {
  const code = codeOf(err);
  const rawType = err !== null && typeof err === 'object' ? (err as { type?: unknown }).type : undefined;
  const type = typeof rawType === 'string' ? rawType : err instanceof Error ? err.name : undefined;
  return { ...(code === undefined ? {} : { code }), ...(type === undefined ? {} : { type }) };
}
