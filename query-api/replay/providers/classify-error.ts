/**
 * A provider's error answer (HTTP status + parsed body) → one replay error kind, whether it may be retried, and
 * the provider's code and the rejected parameter. Only identifiers leave this module: the code (when it looks like
 * one) and a parameter name that is a field of the request we sent — never the provider's message text.
 */
import { isObject } from './genai-input.ts';

/** The error kinds of a provider call (see ProviderCallOutcome in call-provider.ts). */
export type ProviderErrorKind =
  | 'parameter_rejected' | 'model_not_found' | 'rate_limited' | 'timeout' | 'provider_error'
  | 'auth_failed' | 'bad_request' | 'bad_response' | 'network' | 'cancelled';

/** What one error answer means. `retryable` only for 408/409/429 (not quota) and 5xx. */
export interface ClassifiedError {
  error: ProviderErrorKind;
  retryable: boolean;
  providerCode: string | null;
  param: string | null;
}

// Request fields that carry content or routing, not a recorded parameter.
const NOT_PARAMS = new Set(['model', 'messages', 'input', 'instructions', 'system', 'tools', 'stream', 'store']);
const CODE_SHAPE = /^[A-Za-z0-9_.:-]{1,64}$/;

function codeOf(error: Record<string, unknown>): string | null {
  for (const v of [error['code'], error['type']]) {
    if (typeof v === 'string' && CODE_SHAPE.test(v)) return v;
  }
  return null;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sent parameter the error is about: OpenAI's `param` (its base name), else one named in the message. */
function rejectedParam(error: Record<string, unknown>, sentBody: Record<string, unknown>): string | null {
  const candidates = Object.keys(sentBody).filter((k) => !NOT_PARAMS.has(k));
  const declared = error['param'];
  if (typeof declared === 'string' && declared !== '') {
    const base = declared.split(/[.[]/)[0] ?? '';
    return candidates.includes(base) ? base : null;
  }
  // Anthropic (and some compatible servers) name the parameter only in the message: look for the names we sent,
  // as whole words, and keep only the name.
  const message = typeof error['message'] === 'string' ? error['message'] : '';
  for (const name of candidates.sort((a, b) => b.length - a.length)) {
    if (name.length >= 3 && new RegExp(`(^|[^A-Za-z0-9_])${escapeRegExp(name)}([^A-Za-z0-9_]|$)`).test(message)) return name;
  }
  return null;
}

/** Classifies an HTTP error answer; `body` is the parsed JSON (or null when it was not JSON). */
export function classifyErrorAnswer(status: number, body: unknown, sentBody: Record<string, unknown>): ClassifiedError {
  // OpenAI: {error:{message,type,param,code}}; Anthropic: {type:'error', error:{type,message}}; vLLM-style: flat.
  const error = isObject(body) ? (isObject(body['error']) ? body['error'] : body) : {};
  const providerCode = codeOf(error);
  const result = (kind: ProviderErrorKind, retryable = false, param: string | null = null): ClassifiedError => ({ error: kind, retryable, providerCode, param });

  if (providerCode === 'model_not_found' || (status === 404 && providerCode === 'not_found_error')) return result('model_not_found');
  if (status === 404) {
    // A 404 without a provider error object, or OpenAI's "Invalid URL", is a wrong base URL, not a retired model.
    const message = typeof error['message'] === 'string' ? error['message'] : '';
    return Object.keys(error).length === 0 || message.startsWith('Invalid URL') ? result('bad_request') : result('model_not_found');
  }
  if (status === 401 || status === 403) return result('auth_failed');
  if (status === 429) return providerCode === 'insufficient_quota' ? result('rate_limited') : result('rate_limited', true);
  if (status >= 500) return result('provider_error', true);
  if (status === 408 || status === 409) return result('provider_error', true);
  if (status === 400 || status === 422) {
    const param = rejectedParam(error, sentBody);
    if (param !== null) return result('parameter_rejected', false, param);
  }
  return result('bad_request');
}
