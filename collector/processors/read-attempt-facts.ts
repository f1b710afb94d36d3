/**
 * What an LLM span says about its place among the attempts of one logical call (retry, failover, hedge,
 * fallback, cancelled loser), the cost it reports itself, its queue wait, session and route. Pure; reads
 * metadata attributes only, never content.
 *
 * Sources (checked against the instrumentations' code):
 * - reported cost: OpenLIT `gen_ai.usage.cost`; LiteLLM's OpenTelemetry callback `gen_ai.cost.total_cost`
 *   (from its cost breakdown); OpenInference `llm.cost.total`.
 * - attempt number: OpenTelemetry HTTP `http.request.resend_count` (0 on the first send, n on the n-th resend);
 *   LiteLLM `metadata.attempted_retries` (its standard logging metadata, copied as `metadata.*`).
 * - queue wait: vLLM `gen_ai.latency.time_in_queue` (seconds).
 * - cancellation: gRPC status CANCELLED (`rpc.grpc.status_code` = 1), or an error/exception type that names a
 *   cancellation (JS `AbortError`, openai-node `APIUserAbortError`, axios `CanceledError`, Python
 *   `asyncio.CancelledError`, .NET `TaskCanceledException`/`OperationCanceledException`, JVM `CancellationException`).
 * - session: OpenInference `session.id` (gen_ai.conversation.id stays the conversation).
 * - route: `http.route` on the LLM span or its resource.
 * Gateways and applications can state what no convention covers with Tracehold's own attributes
 * (`tracehold.logical_call_id`, `tracehold.attempt.index`, `tracehold.attempt.kind`, `tracehold.attempt.cancelled`,
 * `tracehold.attempt.cancel_reason`, `tracehold.queue_wait_ms`); they win over derived values.
 */
import type { Attributes, SpanRecord } from '../../schemas/span.ts';

export const REPORTED_COST_KEYS = ['gen_ai.usage.cost', 'gen_ai.cost.total_cost', 'llm.cost.total'] as const;
export const LOGICAL_CALL_ID = 'tracehold.logical_call_id';
export const ATTEMPT_INDEX = 'tracehold.attempt.index';
export const ATTEMPT_KIND = 'tracehold.attempt.kind';
export const ATTEMPT_CANCELLED = 'tracehold.attempt.cancelled';
export const ATTEMPT_CANCEL_REASON = 'tracehold.attempt.cancel_reason';
export const QUEUE_WAIT_MS = 'tracehold.queue_wait_ms';
export const HTTP_REQUEST_RESEND_COUNT = 'http.request.resend_count';
export const LITELLM_ATTEMPTED_RETRIES = 'metadata.attempted_retries';
export const VLLM_TIME_IN_QUEUE_S = 'gen_ai.latency.time_in_queue';
export const RPC_GRPC_STATUS_CODE = 'rpc.grpc.status_code';
export const HTTP_ROUTE = 'http.route';
export const SESSION_ID = 'session.id';

export const ATTEMPT_KINDS: ReadonlySet<string> = new Set(['retry', 'failover', 'hedge', 'fallback']);

/** Error types (last dotted segment) that mean "cancelled", and the reason recorded for each. */
const CANCEL_TYPES: ReadonlyMap<string, string> = new Map([
  ['aborterror', 'client_abort'],
  ['apiuseraborterror', 'client_abort'],
  ['cancelederror', 'client_abort'],
  ['cancellederror', 'task_cancelled'],
  ['taskcanceledexception', 'task_cancelled'],
  ['operationcanceledexception', 'task_cancelled'],
  ['cancellationexception', 'task_cancelled'],
  ['canceled', 'task_cancelled'],
  ['cancelled', 'task_cancelled'],
]);

/** The attempt-related facts of one LLM span; absent facts are '' / null / undefined, never guessed. */
export interface AttemptFacts {
  logicalCallId: string;
  attemptIndex: number | undefined;
  attemptKind: string;
  cancelled: boolean;
  cancelReason: string;
  queueWaitMs: number | null;
  reportedCostUsd: number | null;
  sessionId: string;
  route: string;
}

export function readAttemptFacts(span: SpanRecord, errorType: string): AttemptFacts {
  const attrs = span.attributes;
  const explicitKind = lower(attrs[ATTEMPT_KIND]);
  const resendCount = nonNegativeInt(attrs[HTTP_REQUEST_RESEND_COUNT]);
  const retriesBefore = nonNegativeInt(attrs[LITELLM_ATTEMPTED_RETRIES]);
  const attemptIndex = nonNegativeInt(attrs[ATTEMPT_INDEX]) ?? resendCount ?? retriesBefore;
  // A resend of the same HTTP request, or a gateway's retry count above 0, is a retry; anything more specific
  // (failover to another provider, hedge, fallback) must be said explicitly or is inferred at read time.
  const attemptKind = ATTEMPT_KINDS.has(explicitKind) ? explicitKind : (resendCount ?? retriesBefore ?? 0) > 0 ? 'retry' : '';
  const cancelled = readCancelled(attrs, errorType);
  const explicitReason = typeof attrs[ATTEMPT_CANCEL_REASON] === 'string' ? (attrs[ATTEMPT_CANCEL_REASON] as string).slice(0, 64) : '';
  return {
    logicalCallId: typeof attrs[LOGICAL_CALL_ID] === 'string' ? (attrs[LOGICAL_CALL_ID] as string).slice(0, 128) : '',
    attemptIndex: attemptIndex === null ? undefined : Math.min(attemptIndex, 65_535),
    attemptKind,
    cancelled: cancelled !== null,
    cancelReason: cancelled === null ? '' : explicitReason || (attemptKind === 'hedge' ? 'hedge_lost' : cancelled),
    queueWaitMs: readQueueWaitMs(attrs),
    reportedCostUsd: firstNonNegative(REPORTED_COST_KEYS.map((k) => attrs[k])),
    sessionId: firstString(attrs[SESSION_ID]),
    route: firstString(attrs[HTTP_ROUTE], span.resource.attributes[HTTP_ROUTE]),
  };
}

/** The reason the attempt was cancelled, or null when nothing says it was. */
function readCancelled(attrs: Attributes, errorType: string): string | null {
  const explicit = attrs[ATTEMPT_CANCELLED];
  if (explicit === true || explicit === 'true') return 'cancelled';
  if (explicit === false || explicit === 'false') return null;
  if (toNumber(attrs[RPC_GRPC_STATUS_CODE]) === 1) return 'grpc_cancelled';
  const type = errorType.trim().toLowerCase();
  if (type === '') return null;
  if (type === 'context canceled' || type === 'context.canceled') return 'task_cancelled';
  const last = type.slice(type.lastIndexOf('.') + 1);
  return CANCEL_TYPES.get(last) ?? null;
}

function readQueueWaitMs(attrs: Attributes): number | null {
  const ms = toNumber(attrs[QUEUE_WAIT_MS]);
  if (ms !== null && ms >= 0) return ms;
  const seconds = toNumber(attrs[VLLM_TIME_IN_QUEUE_S]);
  return seconds !== null && seconds >= 0 ? Math.round(seconds * 1e6) / 1e3 : null;
}

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(value)) return Number(value);
  return null;
}

function nonNegativeInt(value: unknown): number | null {
  const n = toNumber(value);
  return n !== null && Number.isInteger(n) && n >= 0 ? n : null;
}

function firstNonNegative(values: unknown[]): number | null {
  for (const v of values) {
    const n = toNumber(v);
    if (n !== null && n >= 0) return n;
  }
  return null;
}

function firstString(...values: unknown[]): string {
  for (const v of values) if (typeof v === 'string' && v !== '') return v;
  return '';
}

function lower(value: unknown): string {
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}
