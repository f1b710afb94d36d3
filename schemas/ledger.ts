/**
 * One ledger row per LLM call (table `llm_calls`). Built by the collector from an LLM span after its
 * content has been moved to the content store; carried on the bus; written by ingest for 100% of calls.
 *
 * Contract: no raw content here, only content references. Unknown values are null, never 0
 * (an unknown cost is unknown). Sampling parameters are recorded as sent, including ones Tracehold
 * does not know (`requestParamsJson`).
 */

/** Capture state of one content part of an LLM call. */
export type CaptureState = 'stored' | 'not_captured' | 'purged' | 'erased';

export interface ContentPartRef {
  /** Content-store reference, '' unless state is 'stored'. */
  ref: string;
  state: CaptureState;
  /** Why it is not stored (e.g. 'not_sent_by_instrumentation'); '' when stored. */
  reason: string;
}

/** The content parts Tracehold tracks for an LLM call. */
export type ContentPart = 'input' | 'output' | 'system' | 'tools';

export interface LedgerRecord {
  tenant: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  serviceName: string;
  spanName: string;
  /** Which convention the call was recognised from: 'gen_ai' | 'openllmetry' | 'openinference' | 'vercel_ai' | 'langfuse' | 'gen_ai.events_only'. */
  sourceConvention: string;
  /** gen_ai.operation.name (chat, text_completion, embeddings, ...), '' when absent. */
  operation: string;
  /** gen_ai.provider.name (or older gen_ai.system / llm.provider), '' when absent. */
  provider: string;
  requestModel: string;
  /** The model snapshot that answered (gen_ai.response.model); '' when the input does not say. */
  responseModel: string;
  responseId: string;
  finishReasons: string[];
  temperature: number | null;
  topP: number | null;
  topK: number | null;
  maxTokens: number | null;
  seed: number | null;
  frequencyPenalty: number | null;
  presencePenalty: number | null;
  stopSequences: string[];
  /** Every request parameter as sent (gen_ai.request.*, llm.invocation_parameters, ...), as a JSON object string. */
  requestParamsJson: string;
  inputTokens: number | null;
  outputTokens: number | null;
  cachedInputTokens: number | null;
  reasoningTokens: number | null;
  /** Null until pricing exists; never 0 for unknown. */
  costUsd: number | null;
  priceVersion: string;
  content: Record<ContentPart, ContentPartRef>;
  /** 0 unset, 1 ok, 2 error (span status). */
  statusCode: number;
  /** error.type attribute, or the exception type, '' when none. */
  errorType: string;
  /** Keyed pseudonym of the end user (enduser.id / user.id), '' when absent. */
  subjectRef: string;
  /** gen_ai.conversation.id / session.id, '' when absent. */
  conversationId: string;
  /** Retrieved document ids attached to the LLM span, when the instrumentation records them. */
  retrievedDocumentIds: string[];
  /** Trace/span of the original call when this call was made by replay; '' otherwise. */
  replayOf: string;
  /** Whether the call was streamed: true/false when the instrumentation says so, null when it does not. */
  streamed: boolean | null;
  /**
   * True when the call did not run to a finish: a streamed call that ended without any finish reason (the
   * client abandoned the stream, or it was cut off). Never inferred for calls that report a finish reason.
   */
  incomplete: boolean;
  /** Why `incomplete` (e.g. 'stream_ended_without_finish_reason'); '' when complete or unknown. */
  incompleteReason: string;
  /** Milliseconds from the request to the first token of a streamed answer, when recorded; null otherwise. */
  timeToFirstTokenMs: number | null;
  /** The provider's backend fingerprint (`system_fingerprint`), '' when not reported. */
  systemFingerprint: string;
  /** Name and version of the prompt template the input was rendered from, '' when not recorded. */
  promptTemplateName: string;
  promptTemplateVersion: string;
  // --- Attempts, cost as reported, session, route (issue 9). Optional: absent means '' / null / 0. ---
  /**
   * The logical call this attempt belongs to, when the instrumentation or gateway names it explicitly (a
   * span id or the gateway's request id); '' otherwise (the lookup may still group attempts by the span tree).
   */
  logicalCallId?: string;
  /** 0-based attempt number within the logical call, when known (http.request.resend_count and the like). */
  attemptIndex?: number;
  /** '' (single attempt or unknown), 'retry', 'failover', 'hedge' or 'fallback'. */
  attemptKind?: string;
  /** True when the attempt was cancelled (e.g. the loser of a hedged call); its cost still counts. */
  cancelled?: boolean;
  /** Why it was cancelled ('hedge_lost', 'client_abort', 'timeout', ...); '' otherwise. */
  cancelReason?: string;
  /** Milliseconds the request waited in a gateway or provider queue before it ran, when reported. */
  queueWaitMs?: number | null;
  /** A cost in USD the span itself reports (kept beside the computed `costUsd`); null when not reported. */
  reportedCostUsd?: number | null;
  /** The session id (OpenInference session.id and the like), '' when absent. */
  sessionId?: string;
  /** The HTTP route of the request that made the call, when known at ingest; '' otherwise. */
  route?: string;
}

/**
 * A ledger record of which nothing is known but its identity: every number null (unknown, never 0), every
 * string '', every content part not captured. A starting point for calls known only partly (e.g. from their
 * content events) and for tests; the caller owns the returned object.
 */
export function unknownLedgerRecord(identity: { tenant: string; traceId: string; spanId: string }): LedgerRecord {
  const notSent = (): ContentPartRef => ({ ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' });
  return {
    ...identity,
    parentSpanId: '',
    startTimeUnixNano: '0',
    endTimeUnixNano: '0',
    serviceName: '',
    spanName: '',
    sourceConvention: '',
    operation: '',
    provider: '',
    requestModel: '',
    responseModel: '',
    responseId: '',
    finishReasons: [],
    temperature: null,
    topP: null,
    topK: null,
    maxTokens: null,
    seed: null,
    frequencyPenalty: null,
    presencePenalty: null,
    stopSequences: [],
    requestParamsJson: '{}',
    inputTokens: null,
    outputTokens: null,
    cachedInputTokens: null,
    reasoningTokens: null,
    costUsd: null,
    priceVersion: '',
    content: { input: notSent(), output: notSent(), system: notSent(), tools: notSent() },
    statusCode: 0,
    errorType: '',
    subjectRef: '',
    conversationId: '',
    retrievedDocumentIds: [],
    replayOf: '',
    streamed: null,
    incomplete: false,
    incompleteReason: '',
    timeToFirstTokenMs: null,
    systemFingerprint: '',
    promptTemplateName: '',
    promptTemplateVersion: '',
  };
}
