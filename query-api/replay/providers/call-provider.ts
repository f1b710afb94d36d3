/**
 * Sends one prepared replay request to a provider and waits for the answer, with a timeout per attempt (body read
 * included), a bound on the answer's size, and bounded retries of 429 / 5xx / network errors / timeouts with
 * exponential backoff that honours Retry-After. A rejected parameter, a missing model, an auth failure or any
 * other 4xx is answered at once and never retried (in particular never retried without the parameter).
 *
 * Nothing here logs. The outcome carries no body text and no key: only kinds, statuses, provider codes and the
 * name of a parameter we sent.
 */
import { classifyErrorAnswer, type ProviderErrorKind } from './classify-error.ts';
import { parseProviderAnswer, type AnswerFacts } from './parse-response.ts';
import type { PreparedRequest } from './prepare-request.ts';
import { backoffMs, readRetryAfterMs } from './retry-delay.ts';

/**
 * Where and how to call one provider (from operator config; the key from its env var or file, never from spans).
 * `maxRetries` counts retries: at most maxRetries + 1 requests per call.
 */
export interface ProviderEndpoint {
  kind: 'openai' | 'anthropic';
  /** Including the version segment, e.g. `https://api.openai.com/v1`. */
  baseUrl: string;
  apiKey: string;
  headers: Record<string, string>;
  timeoutMs: number;
  maxRetries: number;
  retryBaseMs: number;
  /** A Retry-After above this stops the call (rate_limited) instead of waiting. */
  maxRetryAfterMs: number;
}

/** The result of one call, retries included. `latencyMs` is wall time from the first send to the outcome. */
export type ProviderCallOutcome =
  | (AnswerFacts & {
      status: 'ok';
      /** GenAI output messages: [{role:'assistant', parts:[...], finish_reason}]. Raw content: never log it. */
      output: unknown;
      latencyMs: number;
      attempts: number;
    })
  | {
      status: 'error';
      error: ProviderErrorKind;
      httpStatus: number | null;
      providerCode: string | null;
      /** The request field the provider refused (parameter_rejected), by wire name. */
      param: string | null;
      latencyMs: number;
      attempts: number;
    };

/** Answers above this are not read to the end (bad_response). */
const MAX_ANSWER_BYTES = 8 * 1024 * 1024;
/** Error bodies are read only this far: a code and a parameter name are near the start. */
const MAX_ERROR_BYTES = 64 * 1024;

class BodyTooLarge extends Error {}

/** Reads a body up to `maxBytes` (throws BodyTooLarge beyond, and the stream's error when aborted). */
async function readBody(res: Response, maxBytes: number, truncate: boolean): Promise<string> {
  const declared = Number(res.headers.get('content-length') ?? NaN);
  if (!truncate && declared > maxBytes) throw new BodyTooLarge();
  if (res.body === null) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      if (!truncate) throw new BodyTooLarge();
      chunks.push(value.subarray(0, value.byteLength - (total - maxBytes)));
      break;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** Sleeps `ms`, returning early when `signal` aborts. */
function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const onAbort = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type Attempt =
  | { kind: 'ok'; output: ReturnType<typeof parseProviderAnswer> & object }
  | { kind: 'error'; error: ProviderErrorKind; retryable: boolean; httpStatus: number | null; providerCode: string | null; param: string | null; retryAfterMs: number | null };

function authHeaders(endpoint: ProviderEndpoint): Record<string, string> {
  return endpoint.kind === 'anthropic'
    ? { 'x-api-key': endpoint.apiKey, 'anthropic-version': '2023-06-01' }
    : { authorization: `Bearer ${endpoint.apiKey}` };
}

export async function callProvider(
  endpoint: ProviderEndpoint,
  request: PreparedRequest,
  opts: { signal?: AbortSignal; sleep?: (ms: number, signal?: AbortSignal) => Promise<void>; random?: () => number } = {},
): Promise<ProviderCallOutcome> {
  const sleep = opts.sleep ?? abortableSleep;
  const random = opts.random ?? Math.random;
  const url = endpoint.baseUrl.replace(/\/+$/, '') + request.path;
  // Operator headers first, so they cannot replace the key or the content type.
  const headers = { ...endpoint.headers, 'content-type': 'application/json', accept: 'application/json', ...authHeaders(endpoint) };
  const payload = JSON.stringify(request.body);
  const startedMs = performance.now();
  const elapsed = () => Math.round(performance.now() - startedMs);
  let attempts = 0;
  const cancelled = (httpStatus: number | null = null): ProviderCallOutcome => ({ status: 'error', error: 'cancelled', httpStatus, providerCode: null, param: null, latencyMs: elapsed(), attempts });

  for (;;) {
    if (opts.signal?.aborted) return cancelled();
    attempts++;
    const attempt = await sendOnce();
    if (attempt === 'cancelled') return cancelled();
    if (attempt.kind === 'ok') return { status: 'ok', ...attempt.output, latencyMs: elapsed(), attempts };
    const fail = (): ProviderCallOutcome => ({
      status: 'error', error: attempt.error, httpStatus: attempt.httpStatus, providerCode: attempt.providerCode, param: attempt.param, latencyMs: elapsed(), attempts,
    });
    if (!attempt.retryable || attempts > endpoint.maxRetries) return fail();
    if (attempt.retryAfterMs !== null && attempt.retryAfterMs > endpoint.maxRetryAfterMs) {
      return { ...(fail() as Extract<ProviderCallOutcome, { status: 'error' }>), error: attempt.httpStatus === 429 ? 'rate_limited' : attempt.error };
    }
    const waitMs = attempt.retryAfterMs ?? backoffMs(attempts - 1, endpoint.retryBaseMs, random);
    await sleep(waitMs, opts.signal);
    if (opts.signal?.aborted) return cancelled();
  }

  async function sendOnce(): Promise<Attempt | 'cancelled'> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, endpoint.timeoutMs);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    const error = (kind: ProviderErrorKind, retryable: boolean, httpStatus: number | null = null): Attempt => ({
      kind: 'error', error: kind, retryable, httpStatus, providerCode: null, param: null, retryAfterMs: null,
    });
    try {
      let res: Response;
      try {
        res = await fetch(url, { method: 'POST', headers, body: payload, signal: controller.signal, redirect: 'error' });
      } catch {
        if (opts.signal?.aborted) return 'cancelled';
        return timedOut ? error('timeout', true) : error('network', true);
      }
      try {
        if (res.ok) {
          const text = await readBody(res, MAX_ANSWER_BYTES, false);
          const parsed = parseProviderAnswer(request.api, parseJson(text));
          return parsed === null ? error('bad_response', false, res.status) : { kind: 'ok', output: parsed };
        }
        const text = await readBody(res, MAX_ERROR_BYTES, true);
        const classified = classifyErrorAnswer(res.status, parseJson(text), request.body);
        return { kind: 'error', ...classified, httpStatus: res.status, retryAfterMs: readRetryAfterMs(res.headers, Date.now()) };
      } catch (e) {
        if (e instanceof BodyTooLarge) return error('bad_response', false, res.status);
        if (opts.signal?.aborted) return 'cancelled';
        return timedOut ? error('timeout', true, res.status) : error('network', true, res.status);
      }
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }
}
