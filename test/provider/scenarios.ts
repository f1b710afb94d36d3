/**
 * The fake provider's scenario table: what it answers, chosen per request by the `x-fake-scenario` header
 * (default `plain`). Each scenario is data — an error to answer, a reply builder, a streaming pace — so a new
 * behaviour is a new row, not a branch in the server (planned rows: Anthropic Messages replies, seeded output
 * distributions for replay tests, rejected parameters, stalls for client timeouts).
 */
import type { FakeReply } from './openai-wire.ts';

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

/**
 * One scenario. Contract: `error` wins over `reply`; `reply` must be deterministic in its input (the same request
 * gives the same output on every run) so tests and golden fixtures can state exactly what was answered.
 */
export interface FakeScenario {
  /** Answered instead of a result, on every endpoint. */
  readonly error?: FakeErrorSpec;
  /** The assistant turn for a chat or responses request. Default: the provider's plain text reply. */
  readonly reply?: (request: FakeRequestView) => FakeReply;
  /** Pause before every streamed chunk after the first one, in ms; overrides the provider's default pace. */
  readonly chunkDelayMs?: number;
}

/** Header that selects a scenario; clients send it as an extra request header. */
export const SCENARIO_HEADER = 'x-fake-scenario';

export const PLAIN_TEXT = 'Your parcel left the Leipzig depot on Tuesday and should arrive within two working days.';
export const TOOL_FOLLOW_UP_TEXT = 'Order 8812 was shipped on 14 March and is out for delivery today.';
export const TOOL_ARGUMENTS = '{"order_id":"8812"}';
/** A long answer so a slow stream has many chunks to abort in the middle of. */
export const LONG_TEXT = Array.from({ length: 40 }, (_, i) => `step${i + 1}`).join(' ') + '.';

const plainReply = (): FakeReply => ({ kind: 'text', text: PLAIN_TEXT, finishReason: 'stop' });

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
  };
}
