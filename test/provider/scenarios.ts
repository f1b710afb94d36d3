/**
 * The fake provider's scenario table: what it answers, chosen per request by the `x-fake-scenario` header, else by
 * the request model (`modelScenarios`), else `plain`. Each scenario is data — an error to answer, errors for the
 * first K requests, parameters to reject, a seeded output distribution, a reply builder, a delay, a streaming
 * pace — so a new behaviour is a new row, not a branch in the server. Reply builders are API-neutral: the same
 * row answers Chat Completions, Responses and Anthropic Messages; error specs are rendered per wire.
 *
 * Default rows (a provider's configuration can add rows or replace any by name; the factories below build
 * variants with other options):
 *   plain, tool_call, length, slow_stream        replies
 *   error_400, error_404, error_429, error_500   the same error on every request
 *   reject_param_temperature   400 (OpenAI param 'temperature', code unsupported_value; Anthropic
 *                              invalid_request_error) only when the body carries `temperature`; a normal answer
 *                              without it                                     → rejectParamScenario(param)
 *   rate_limited_then_ok       the first 2 requests 429 with `retry-after: 1`, then normal answers
 *                                                                       → rateLimitedThenOkScenario({ failures, retryAfterS })
 *   fail_then_ok               the first 2 requests 500 (529 overloaded_error on Anthropic), then normal
 *                                                                       → failThenOkScenario({ failures })
 *   stall                      headers delayed 10 s (the wait ends when the client leaves)
 *                                                                       → stallScenario({ stallMs })
 * Seeded output distributions (`distribution`): replay-fixtures.ts (replayDistributionScenario) and
 * seeded-distribution.ts. "First K" counts are per scenario name and rewound by `provider.resetScenarioState()`.
 * Unknown models (e.g. `fake-retired-2024-01-01`) answer 404 model_not_found / not_found_error on every row.
 */
import type { FakeReply } from './openai-wire.ts';
import type { FakeDistribution } from './seeded-distribution.ts';

/** The parts of a request a reply may depend on (the same for Chat Completions, Responses and Anthropic Messages). */
export interface FakeRequestView {
  readonly endpoint: 'chat.completions' | 'responses' | 'anthropic.messages';
  readonly model: string;
  /** Role of the last input message (`tool` when the client sends a tool result back). */
  readonly lastRole: string | null;
  /** Text of the last user message. */
  readonly lastUserText: string;
  /** Names of the functions the request offers as tools, in order. */
  readonly toolNames: readonly string[];
}

/**
 * An error answer: HTTP status and the OpenAI error body, plus extra headers (e.g. `retry-after`). On the Anthropic
 * Messages API the same spec is rendered as `{type:'error', error:{type, message}}` with the type the service uses
 * for the status (404 not_found_error, 429 rate_limit_error, 500 api_error, 529 overloaded_error...), unless
 * `anthropic` overrides the status, type or message.
 */
export interface FakeErrorSpec {
  readonly status: number;
  readonly type: string;
  readonly code: string | null;
  readonly param: string | null;
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly anthropic?: { readonly status?: number; readonly type?: string; readonly message?: string };
}

/** A parameter the scenario refuses: a request whose body carries it (non-null) is answered `error`. */
export interface FakeParamRejection {
  /** Top-level body field, the same name on all three APIs (temperature, top_p, seed...). */
  readonly param: string;
  readonly error: FakeErrorSpec;
}

/**
 * One scenario. Contract: checked in this order — `error` (every request), `failFirst` (the first `count` requests
 * of this scenario since the last reset), `rejectParams` (by the body), then the reply: `distribution` if set,
 * else `reply`, else the plain reply. `reply` must be deterministic in its input (the same request gives the same
 * output on every run) so tests and golden fixtures can state exactly what was answered; a distribution is
 * deterministic in the order of answered requests. `latencyMs` delays every answer (error or not) before its
 * headers; the wait ends early when the client leaves.
 */
export interface FakeScenario {
  /** Answered instead of a result, on every endpoint. */
  readonly error?: FakeErrorSpec;
  /** Answered to the first `count` requests of this scenario (counted per scenario name), then normal answers. */
  readonly failFirst?: { readonly count: number; readonly error: FakeErrorSpec };
  readonly rejectParams?: readonly FakeParamRejection[];
  /** Seeded output distribution: one PRNG step per answered request, in arrival order. */
  readonly distribution?: FakeDistribution;
  /** The assistant turn for a chat, responses or messages request. Default: the provider's plain text reply. */
  readonly reply?: (request: FakeRequestView) => FakeReply;
  /** Pause before every streamed chunk after the first one, in ms; overrides the provider's default pace. */
  readonly chunkDelayMs?: number;
  /** Pause before the answer's headers, ms (0: instant). Overrides the provider's `latencyMs`; the header `x-fake-latency-ms` overrides both. */
  readonly latencyMs?: number;
}

/** Header that selects a scenario; clients send it as an extra request header. */
export const SCENARIO_HEADER = 'x-fake-scenario';

export const PLAIN_TEXT = 'Your parcel left the Leipzig depot on Tuesday and should arrive within two working days.';
export const TOOL_FOLLOW_UP_TEXT = 'Order 8812 was shipped on 14 March and is out for delivery today.';
export const TOOL_ARGUMENTS = '{"order_id":"8812"}';
/** A long answer so a slow stream has many chunks to abort in the middle of. */
export const LONG_TEXT = Array.from({ length: 40 }, (_, i) => `step${i + 1}`).join(' ') + '.';

const plainReply = (): FakeReply => ({ kind: 'text', text: PLAIN_TEXT, finishReason: 'stop' });

/** A 400 for a parameter the model no longer accepts, only when the request carries it. */
export function rejectParamScenario(param: string): FakeScenario {
  return {
    rejectParams: [
      {
        param,
        error: {
          status: 400,
          type: 'invalid_request_error',
          code: 'unsupported_value',
          param,
          message: `Unsupported value: '${param}' does not support the given value with this model. Only the default value is supported.`,
          anthropic: { message: `${param}: is not supported on this model` },
        },
      },
    ],
  };
}

/** 429 with `retry-after` (seconds) for the first `failures` requests, then normal answers. */
export function rateLimitedThenOkScenario(options: { failures?: number; retryAfterS?: number } = {}): FakeScenario {
  const retryAfterS = options.retryAfterS ?? 1;
  return {
    failFirst: {
      count: options.failures ?? 2,
      error: {
        status: 429,
        type: 'requests',
        code: 'rate_limit_exceeded',
        param: null,
        message: `Rate limit reached for requests per min (RPM). Please try again in ${retryAfterS}s.`,
        headers: { 'retry-after': String(retryAfterS), 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': `${retryAfterS}s` },
        anthropic: { message: 'Number of requests has exceeded your per-minute rate limit.' },
      },
    },
  };
}

/** A server failure (500; 529 overloaded_error on Anthropic) for the first `failures` requests, then normal answers. */
export function failThenOkScenario(options: { failures?: number } = {}): FakeScenario {
  return {
    failFirst: {
      count: options.failures ?? 2,
      error: {
        status: 500,
        type: 'server_error',
        code: null,
        param: null,
        message: 'The server had an error while processing your request. Sorry about that!',
        anthropic: { status: 529, type: 'overloaded_error', message: 'Overloaded' },
      },
    },
  };
}

/** Headers delayed `stallMs` (default 10 s), for client timeouts; the provider stops waiting when the client leaves. */
export function stallScenario(options: { stallMs?: number } = {}): FakeScenario {
  return { latencyMs: options.stallMs ?? 10_000 };
}

/** The default scenarios. A provider's configuration can add rows or replace any of them by name. */
export function createDefaultScenarios(): Record<string, FakeScenario> {
  return {
    plain: { reply: plainReply },
    // Asks for a tool first; once the client sends the tool result back (last message role `tool`, or a
    // function_call_output item on the Responses API), answers with text.
    tool_call: {
      reply: (r) =>
        r.lastRole === 'tool'
          ? { kind: 'text', text: TOOL_FOLLOW_UP_TEXT, finishReason: 'stop' }
          : { kind: 'tool_calls', calls: [{ name: r.toolNames[0] ?? 'get_order_status', arguments: TOOL_ARGUMENTS }] },
    },
    length: { reply: () => ({ kind: 'text', text: 'Your parcel left the Leipzig', finishReason: 'length' }) },
    // Many chunks at a slow pace, so a client can stop reading and close in the middle.
    slow_stream: { reply: () => ({ kind: 'text', text: LONG_TEXT, finishReason: 'stop' }), chunkDelayMs: 50 },
    error_400: {
      error: {
        status: 400,
        type: 'invalid_request_error',
        code: 'unsupported_value',
        param: 'temperature',
        message: "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
      },
    },
    error_404: {
      error: { status: 404, type: 'invalid_request_error', code: 'model_not_found', param: null, message: 'The model does not exist or you do not have access to it.' },
    },
    error_429: {
      error: {
        status: 429,
        type: 'requests',
        code: 'rate_limit_exceeded',
        param: null,
        message: 'Rate limit reached for requests per min (RPM): Limit 3, Used 3, Requested 1. Please try again in 1s.',
        headers: { 'retry-after': '1', 'x-ratelimit-limit-requests': '3', 'x-ratelimit-remaining-requests': '0', 'x-ratelimit-reset-requests': '1s' },
      },
    },
    error_500: {
      error: { status: 500, type: 'server_error', code: null, param: null, message: 'The server had an error while processing your request. Sorry about that!' },
    },
    reject_param_temperature: rejectParamScenario('temperature'),
    rate_limited_then_ok: rateLimitedThenOkScenario(),
    fail_then_ok: failThenOkScenario(),
    stall: stallScenario(),
  };
}
