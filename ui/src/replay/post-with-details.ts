import { ApiFailure, createApi } from '../api/client.ts';

/**
 * The outcome of a POST whose refusal carries more than the error code: a 422 replay refusal has the estimate
 * and the budget in its body, a 429 has Retry-After. `body` is the error answer's JSON (ids, numbers and codes;
 * never content) and `retryAfterS` the header in seconds, both null when absent.
 */
export type PostOutcome<T> =
  | { status: 'ok'; value: T }
  | { status: 'failed'; error: unknown; body: Record<string, unknown> | null; retryAfterS: number | null };

/** What the POST needs from the session: its token and what to do on a 401. */
export interface PostDeps {
  token: string;
  onUnauthorized(): void;
}

/**
 * POSTs through the shared API client (same headers, same ApiFailure), with a fetch that keeps a copy of a
 * refusal's body and Retry-After: the shared client's ApiFailure carries only status, code and message.
 */
export async function postWithDetails<T>(deps: PostDeps, path: string, body: unknown): Promise<PostOutcome<T>> {
  let refusal: { body: Record<string, unknown> | null; retryAfterS: number | null } = { body: null, retryAfterS: null };
  const keepingRefusal: typeof fetch = async (input, init) => {
    const res = await fetch(input, init);
    if (!res.ok) refusal = { body: await jsonObjectOf(res.clone()), retryAfterS: retryAfterOf(res.headers.get('retry-after')) };
    return res;
  };
  try {
    const value = await createApi({ token: deps.token, onUnauthorized: deps.onUnauthorized, fetch: keepingRefusal }).post<T>(path, body);
    return { status: 'ok', value };
  } catch (error) {
    return { status: 'failed', error, ...(error instanceof ApiFailure ? refusal : { body: null, retryAfterS: null }) };
  }
}

async function jsonObjectOf(res: Response): Promise<Record<string, unknown> | null> {
  try {
    const v: unknown = await res.json();
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** Retry-After in seconds (the API sends seconds; an HTTP date is turned into seconds from now). */
function retryAfterOf(header: string | null): number | null {
  if (!header) return null;
  const s = Number(header);
  if (Number.isFinite(s) && s >= 0) return Math.ceil(s);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
