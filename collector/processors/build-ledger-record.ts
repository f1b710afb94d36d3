/**
 * Builds the ledger row of one LLM call from its span. Pure and synchronous: the caller has already moved
 * the content to the content store (`parts`) and pseudonymized the end user (`subjectRef`).
 *
 * Works on a span after extraction (content gone, `tracehold.*` derived attributes present) and on an
 * untouched span (extraction disabled): every value is read from metadata attributes, never from content.
 */
import type { AttrValue, Attributes, SpanRecord } from '../../schemas/span.ts';
import type { ContentPart, ContentPartRef, LedgerRecord } from '../../schemas/ledger.ts';
import {
  CACHED_INPUT_TOKENS_KEYS,
  DERIVED_OPERATION,
  DERIVED_RESPONSE_ID,
  DERIVED_RESPONSE_MODEL,
  DERIVED_SYSTEM_FINGERPRINT,
  FINISH_REASON_ALIASES,
  FIRST_TOKEN_EVENTS,
  EMBEDDING_INVOCATION_PARAMETERS,
  EMBEDDING_MODEL_NAME,
  ERROR_TYPE,
  EVENT_CHOICE,
  EVENT_EXCEPTION,
  EXCEPTION_TYPE,
  GEN_AI_CONVERSATION_ID,
  GEN_AI_OPENAI_REQUEST_PREFIX,
  GEN_AI_OPERATION_NAME,
  GEN_AI_PROVIDER_NAME,
  GEN_AI_REQUEST_MODEL,
  GEN_AI_REQUEST_PREFIX,
  GEN_AI_RESPONSE_FINISH_REASON,
  GEN_AI_RESPONSE_FINISH_REASONS,
  GEN_AI_RESPONSE_ID,
  GEN_AI_RESPONSE_MODEL,
  GEN_AI_RETRIEVAL_DOCUMENTS,
  GEN_AI_SYSTEM,
  INPUT_TOKENS_KEYS,
  LLM_FINISH_REASON,
  LLM_INVOCATION_PARAMETERS,
  LLM_MODEL_NAME,
  LLM_PROVIDER,
  LLM_REQUEST_MODEL_NAME,
  LLM_REQUEST_TYPE,
  LLM_REQUEST_TYPE_OPERATIONS,
  LLM_RESPONSE_FINISH_REASON,
  LLM_RESPONSE_MODEL,
  LLM_RESPONSE_MODEL_NAME,
  LLM_SYSTEM,
  LLM_WATSONX_PREFIX,
  OPENINFERENCE_SPAN_KIND,
  OPENLLMETRY_MARKERS,
  OPENLLMETRY_MESSAGE_RE,
  OPENLLMETRY_PARAM_ALIASES,
  VERCEL_AI_OPERATION_ID,
  LANGFUSE_CACHED_USAGE_KEYS,
  LANGFUSE_COMPLETION_START_TIME,
  LANGFUSE_INPUT_USAGE_KEYS,
  LANGFUSE_MODEL_NAME,
  LANGFUSE_MODEL_PARAMETERS,
  LANGFUSE_OBSERVATION_TYPE,
  LANGFUSE_OUTPUT_USAGE_KEYS,
  LANGFUSE_REASONING_USAGE_KEYS,
  LANGFUSE_USAGE_DETAILS,
  OUTPUT_FINISH_REASONS,
  OUTPUT_TOKENS_KEYS,
  PROMPT_TEMPLATE_NAME_KEYS,
  PROMPT_TEMPLATE_VERSION_KEYS,
  REASONING_TOKENS_KEYS,
  REPLAY_OF,
  RETRIEVAL_DOCUMENT_ID_RE,
  SERVICE_NAME,
  SESSION_ID,
  STREAM_FLAG_KEYS,
  SYSTEM_FINGERPRINT_KEYS,
  TIME_TO_FIRST_CHUNK_S_KEYS,
} from './llm-conventions.ts';
import { readAttemptFacts } from './read-attempt-facts.ts';

type JsonObject = { [key: string]: AttrValue };

/**
 * Builds one `LedgerRecord`. `parts` gives the capture state of the four tracked parts; `subjectRef` is the
 * keyed pseudonym of the end user ('' when unknown). The computed cost stays null: ingest prices the call with
 * its tenant's price table; a cost the span reports is kept in `reportedCostUsd`.
 */
export function buildLedgerRecord(
  span: SpanRecord,
  parts: Record<ContentPart, ContentPartRef>,
  subjectRef: string,
): LedgerRecord {
  const attrs = span.attributes;
  const scan = scanAttributes(attrs);
  const invocation = readInvocationParameters(attrs);

  const requestModel = firstString(
    attrs[GEN_AI_REQUEST_MODEL],
    attrs[LLM_REQUEST_MODEL_NAME],
    invocation?.['model'],
    attrs[LANGFUSE_MODEL_NAME],
  );
  const langfuseUsage = readJsonObject(attrs[LANGFUSE_USAGE_DETAILS]);
  const responseModel = firstString(
    attrs[GEN_AI_RESPONSE_MODEL],
    attrs[LLM_RESPONSE_MODEL],
    attrs[LLM_RESPONSE_MODEL_NAME],
    attrs[DERIVED_RESPONSE_MODEL],
    // OpenInference's llm.model_name / embedding.model_name is the response model in some instrumentations
    // and the request alias in others: only trust it when it differs from a request model recorded elsewhere.
    modelDifferentFrom(attrs[LLM_MODEL_NAME], requestModel),
    modelDifferentFrom(attrs[EMBEDDING_MODEL_NAME], requestModel),
  );

  const streamed = readStreamed(span, attrs, invocation);
  const outputTokens = firstNumberOfKeys(attrs, OUTPUT_TOKENS_KEYS) ?? firstNumberOfKeys(langfuseUsage, LANGFUSE_OUTPUT_USAGE_KEYS);
  const { finishReasons, incomplete, incompleteReason } = completionOf(readFinishReasons(span, scan.completionFinishReasons), {
    streamed,
    statusCode: span.status.code,
    outputTokens,
  });

  const errorType = normalizeErrorType(firstString(attrs[ERROR_TYPE]) || readExceptionType(span));
  const attempt = readAttemptFacts(span, errorType);

  return {
    tenant: span.tenant,
    traceId: span.traceId,
    spanId: span.spanId,
    parentSpanId: span.parentSpanId,
    startTimeUnixNano: span.startTimeUnixNano,
    endTimeUnixNano: span.endTimeUnixNano,
    serviceName: firstString(span.resource.attributes[SERVICE_NAME]),
    spanName: span.name,
    sourceConvention: detectSourceConvention(attrs, scan.hasOpenLlmetryMessages),
    operation: readOperation(attrs),
    provider: firstString(attrs[GEN_AI_PROVIDER_NAME], attrs[GEN_AI_SYSTEM], attrs[LLM_PROVIDER], attrs[LLM_SYSTEM]),
    requestModel: requestModel || firstString(attrs[LLM_MODEL_NAME], attrs[EMBEDDING_MODEL_NAME]),
    responseModel,
    responseId: firstString(attrs[GEN_AI_RESPONSE_ID], attrs[DERIVED_RESPONSE_ID]),
    finishReasons,
    temperature: firstNumber(attrs['gen_ai.request.temperature'], invocation?.['temperature']),
    topP: firstNumber(attrs['gen_ai.request.top_p'], invocation?.['top_p']),
    topK: firstNumber(attrs['gen_ai.request.top_k'], attrs['llm.top_k'], invocation?.['top_k']),
    maxTokens: firstNumber(
      attrs['gen_ai.request.max_tokens'],
      invocation?.['max_tokens'],
      invocation?.['max_completion_tokens'],
      invocation?.['max_output_tokens'],
      attrs['gen_ai.request.max_completion_tokens'],
    ),
    seed: firstNumber(
      attrs['gen_ai.request.seed'],
      attrs['gen_ai.openai.request.seed'],
      invocation?.['seed'],
      attrs['llm.watsonx.random_seed'],
      attrs['ai.settings.seed'],
    ),
    frequencyPenalty: firstNumber(
      attrs['gen_ai.request.frequency_penalty'],
      attrs['llm.frequency_penalty'],
      invocation?.['frequency_penalty'],
    ),
    presencePenalty: firstNumber(
      attrs['gen_ai.request.presence_penalty'],
      attrs['llm.presence_penalty'],
      invocation?.['presence_penalty'],
    ),
    stopSequences: firstStringList(
      attrs['gen_ai.request.stop_sequences'],
      attrs['llm.chat.stop_sequences'],
      invocation?.['stop'],
      invocation?.['stop_sequences'],
    ),
    requestParamsJson: JSON.stringify(collectRequestParams(scan, invocation, attrs, requestModel)),
    inputTokens: firstNumberOfKeys(attrs, INPUT_TOKENS_KEYS) ?? firstNumberOfKeys(langfuseUsage, LANGFUSE_INPUT_USAGE_KEYS),
    outputTokens,
    cachedInputTokens: firstNumberOfKeys(attrs, CACHED_INPUT_TOKENS_KEYS) ?? firstNumberOfKeys(langfuseUsage, LANGFUSE_CACHED_USAGE_KEYS),
    reasoningTokens: firstNumberOfKeys(attrs, REASONING_TOKENS_KEYS) ?? firstNumberOfKeys(langfuseUsage, LANGFUSE_REASONING_USAGE_KEYS),
    costUsd: null,
    priceVersion: '',
    content: parts,
    statusCode: span.status.code,
    errorType,
    subjectRef,
    conversationId: firstString(attrs[GEN_AI_CONVERSATION_ID], attrs[SESSION_ID]),
    retrievedDocumentIds: readDocumentIds(attrs, scan.documentIds),
    replayOf: firstString(attrs[REPLAY_OF]),
    streamed,
    incomplete,
    incompleteReason,
    timeToFirstTokenMs: readTimeToFirstTokenMs(span, attrs),
    systemFingerprint: firstString(...SYSTEM_FINGERPRINT_KEYS.map((k) => attrs[k]), attrs[DERIVED_SYSTEM_FINGERPRINT]),
    promptTemplateName: firstScalarString(PROMPT_TEMPLATE_NAME_KEYS.map((k) => attrs[k])),
    promptTemplateVersion: firstScalarString(PROMPT_TEMPLATE_VERSION_KEYS.map((k) => attrs[k])),
    // Attempts (issue 9): set only when the span says so, so a record without them reads as before.
    ...(attempt.logicalCallId !== '' ? { logicalCallId: attempt.logicalCallId } : {}),
    ...(attempt.attemptIndex !== undefined ? { attemptIndex: attempt.attemptIndex } : {}),
    ...(attempt.attemptKind !== '' ? { attemptKind: attempt.attemptKind } : {}),
    ...(attempt.cancelled ? { cancelled: true, cancelReason: attempt.cancelReason } : {}),
    ...(attempt.queueWaitMs !== null ? { queueWaitMs: attempt.queueWaitMs } : {}),
    ...(attempt.reportedCostUsd !== null ? { reportedCostUsd: attempt.reportedCostUsd } : {}),
    ...(attempt.sessionId !== '' ? { sessionId: attempt.sessionId } : {}),
    ...(attempt.route !== '' ? { route: attempt.route } : {}),
  };
}

/** Which convention the call is recognised from. OpenInference and OpenLLMetry also set gen_ai.* names. */
export function detectSourceConvention(attrs: Attributes, hasOpenLlmetryMessages = false): string {
  if (attrs[OPENINFERENCE_SPAN_KIND] !== undefined) return 'openinference';
  if (hasOpenLlmetryMessages) return 'openllmetry';
  for (const key of OPENLLMETRY_MARKERS) if (attrs[key] !== undefined) return 'openllmetry';
  if (attrs[VERCEL_AI_OPERATION_ID] !== undefined) return 'vercel_ai';
  if (attrs[LANGFUSE_OBSERVATION_TYPE] !== undefined) return 'langfuse';
  return 'gen_ai';
}

// ---------------------------------------------------------------------------------------------------
// One pass over the attribute keys for everything that needs a prefix match.
// ---------------------------------------------------------------------------------------------------

interface AttributeScan {
  genAiRequest: [string, AttrValue][];
  openAiRequest: [string, AttrValue][];
  aliases: [string, AttrValue, string][];
  watsonx: [string, AttrValue][];
  documentIds: [number, string][];
  completionFinishReasons: [number, string][];
  hasOpenLlmetryMessages: boolean;
}

function scanAttributes(attrs: Attributes): AttributeScan {
  const scan: AttributeScan = {
    genAiRequest: [],
    openAiRequest: [],
    aliases: [],
    watsonx: [],
    documentIds: [],
    completionFinishReasons: [],
    hasOpenLlmetryMessages: false,
  };
  for (const key in attrs) {
    const value = attrs[key] as AttrValue;
    if (key.startsWith('gen_ai.')) {
      if (key.startsWith(GEN_AI_REQUEST_PREFIX)) {
        if (key !== GEN_AI_REQUEST_MODEL) scan.genAiRequest.push([key.slice(GEN_AI_REQUEST_PREFIX.length), value]);
        continue;
      }
      if (key.startsWith(GEN_AI_OPENAI_REQUEST_PREFIX)) {
        scan.openAiRequest.push([key.slice(GEN_AI_OPENAI_REQUEST_PREFIX.length), value]);
        continue;
      }
      if (key.startsWith('gen_ai.prompt.') || key.startsWith('gen_ai.completion.')) {
        const m = OPENLLMETRY_MESSAGE_RE.exec(key);
        if (m) {
          scan.hasOpenLlmetryMessages = true;
          if (m[1] === 'completion' && m[3] === 'finish_reason' && typeof value === 'string') {
            scan.completionFinishReasons.push([Number(m[2]), value]);
          }
        }
        continue;
      }
    } else if (key.startsWith(LLM_WATSONX_PREFIX)) {
      scan.watsonx.push([key.slice(LLM_WATSONX_PREFIX.length), value]);
      continue;
    } else if (key.startsWith('retrieval.documents.')) {
      const m = RETRIEVAL_DOCUMENT_ID_RE.exec(key);
      if (m && value !== null && typeof value !== 'object') scan.documentIds.push([Number(m[1]), String(value)]);
      continue;
    }
    const alias = OPENLLMETRY_PARAM_ALIASES.get(key);
    if (alias !== undefined) scan.aliases.push([alias, value, key]);
  }
  return scan;
}

/**
 * Every request parameter as sent, under its provider-style name. Nothing is dropped: when two sources give
 * different values for one name, the later one is kept under its source-qualified name.
 */
function collectRequestParams(
  scan: AttributeScan,
  invocation: JsonObject | null,
  attrs: Attributes,
  requestModel: string,
): JsonObject {
  const params: JsonObject = {};
  const add = (name: string, value: AttrValue, qualifiedName: string): void => {
    if (value === undefined) return;
    if (!(name in params)) {
      params[name] = value;
    } else if (!sameJson(params[name] as AttrValue, value)) {
      params[qualifiedName] = value;
    }
  };
  for (const [name, value] of scan.genAiRequest) add(name, value, `${GEN_AI_REQUEST_PREFIX}${name}`);
  for (const [name, value] of scan.openAiRequest) add(name, value, `${GEN_AI_OPENAI_REQUEST_PREFIX}${name}`);
  for (const [name, value, key] of scan.aliases) add(name, value, key);
  for (const [name, value] of scan.watsonx) add(name, value, `${LLM_WATSONX_PREFIX}${name}`);
  if (invocation !== null) {
    const source =
      attrs[LLM_INVOCATION_PARAMETERS] !== undefined
        ? LLM_INVOCATION_PARAMETERS
        : attrs[EMBEDDING_INVOCATION_PARAMETERS] !== undefined
          ? EMBEDDING_INVOCATION_PARAMETERS
          : LANGFUSE_MODEL_PARAMETERS;
    for (const name of Object.keys(invocation)) {
      const value = invocation[name] as AttrValue;
      // The model is the ledger's requestModel; keep it here only if it says something else.
      if (name === 'model' && value === requestModel) continue;
      add(name, value, `${source}.${name}`);
    }
  } else {
    // Present but not a JSON object: keep it verbatim rather than lose it.
    for (const key of [LLM_INVOCATION_PARAMETERS, EMBEDDING_INVOCATION_PARAMETERS, LANGFUSE_MODEL_PARAMETERS]) {
      const raw = attrs[key];
      if (raw !== undefined) add(key, raw, key);
    }
  }
  const sorted: JsonObject = {};
  for (const name of Object.keys(params).sort()) sorted[name] = params[name] as AttrValue;
  return sorted;
}

/** A JSON-object attribute (JSON text or structured), else an empty object. */
function readJsonObject(raw: AttrValue | undefined): Attributes {
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) return raw as Attributes;
  if (typeof raw !== 'string' || !raw.startsWith('{')) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Attributes) : {};
  } catch {
    return {};
  }
}

function readInvocationParameters(attrs: Attributes): JsonObject | null {
  const raw = attrs[LLM_INVOCATION_PARAMETERS] ?? attrs[EMBEDDING_INVOCATION_PARAMETERS] ?? attrs[LANGFUSE_MODEL_PARAMETERS];
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'object' && !Array.isArray(raw)) return raw;
  if (typeof raw !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as JsonObject) : null;
  } catch {
    return null;
  }
}

function readOperation(attrs: Attributes): string {
  const operation = firstString(attrs[GEN_AI_OPERATION_NAME]);
  if (operation !== '') return operation;
  const requestType = attrs[LLM_REQUEST_TYPE];
  if (typeof requestType === 'string') return LLM_REQUEST_TYPE_OPERATIONS.get(requestType) ?? '';
  const kind = attrs[OPENINFERENCE_SPAN_KIND];
  if (typeof kind === 'string') {
    const upper = kind.toUpperCase();
    if (upper === 'EMBEDDING') return 'embeddings';
    // OpenInference names no operation; extraction derived it from which input attributes were present.
    if (upper === 'LLM') return firstString(attrs[DERIVED_OPERATION]) || 'chat';
  }
  // A convention that names no operation but implies one by its content attributes (the Vercel AI SDK: chat).
  const derived = firstString(attrs[DERIVED_OPERATION]);
  if (derived !== '') return derived;
  // A Langfuse generation is a model call with messages.
  return attrs[LANGFUSE_OBSERVATION_TYPE] === 'generation' ? 'chat' : '';
}

/**
 * Finish reasons in one vocabulary: trimmed, lower-cased, empty ones dropped (an aborted OpenLLMetry stream
 * records ''), and the spellings of "the model called a tool" mapped to `tool_call` (FINISH_REASON_ALIASES).
 */
export function normalizeFinishReasons(reasons: readonly string[]): string[] {
  const out: string[] = [];
  for (const raw of reasons) {
    const reason = raw.trim().toLowerCase();
    if (reason === '' || reason === 'none' || reason === 'null') continue;
    out.push(FINISH_REASON_ALIASES.get(reason) ?? reason);
  }
  return out;
}

/** How a call ended, from the finish reasons as recorded; see `completionOf`. */
export interface Completion {
  finishReasons: string[];
  incomplete: boolean;
  incompleteReason: string;
}

/**
 * The call's finish reasons (normalized) and whether it ran to a finish. A streamed call that ended without
 * any finish reason did not: the client stopped reading (abandoned) or the stream was cut — complaints are
 * often exactly that ("the answer was cut off"). The OpenTelemetry openai-v2 instrumentation records such a
 * stream with the stand-in finish reason "error" (`choice.finish_reason or "error"`) on a call that did not
 * fail and reported no output usage: that "error" was never sent by the provider and is read as "none".
 */
export function completionOf(raw: readonly string[], call: { streamed: boolean | null; statusCode: number; outputTokens: number | null }): Completion {
  let finishReasons = normalizeFinishReasons(raw);
  const standIn = call.statusCode !== 2 && call.outputTokens === null && finishReasons.length > 0 && finishReasons.every((r) => r === 'error');
  if (standIn) finishReasons = [];
  const incomplete = finishReasons.length === 0 && (call.streamed === true || standIn);
  const incompleteReason = !incomplete ? '' : call.statusCode === 2 ? 'stream_failed_without_finish_reason' : 'stream_ended_without_finish_reason';
  return { finishReasons, incomplete, incompleteReason };
}

function readStreamed(span: SpanRecord, attrs: Attributes, invocation: JsonObject | null): boolean | null {
  for (const key of STREAM_FLAG_KEYS) {
    const flag = toBoolean(attrs[key]);
    if (flag !== null) return flag;
  }
  const fromInvocation = toBoolean(invocation?.['stream']);
  if (fromInvocation !== null) return fromInvocation;
  // The Vercel AI SDK names its provider calls doStream / doGenerate.
  const operationId = attrs[VERCEL_AI_OPERATION_ID];
  if (typeof operationId === 'string' && operationId.endsWith('.doStream')) return true;
  if (typeof operationId === 'string' && operationId.endsWith('.doGenerate')) return false;
  for (const event of span.events) if (FIRST_TOKEN_EVENTS.has(event.name)) return true;
  for (const key of TIME_TO_FIRST_CHUNK_S_KEYS) if (toNumber(attrs[key]) !== null) return true;
  return null;
}

function readTimeToFirstTokenMs(span: SpanRecord, attrs: Attributes): number | null {
  for (const key of TIME_TO_FIRST_CHUNK_S_KEYS) {
    const seconds = toNumber(attrs[key]);
    if (seconds !== null && seconds >= 0) return roundMs(seconds * 1000);
  }
  const fromLangfuse = langfuseCompletionStartMs(span, attrs[LANGFUSE_COMPLETION_START_TIME]);
  if (fromLangfuse !== null) return fromLangfuse;
  // The first first-token event (OpenInference's, or OpenLLMetry's first chunk) against the span's start.
  let first: bigint | null = null;
  for (const event of span.events) {
    if (!FIRST_TOKEN_EVENTS.has(event.name)) continue;
    const t = toBigInt(event.timeUnixNano);
    if (t !== null && (first === null || t < first)) first = t;
  }
  const start = toBigInt(span.startTimeUnixNano);
  if (first === null || start === null || first < start) return null;
  return roundMs(Number(first - start) / 1e6);
}

/** Langfuse's completion start (an ISO time, JSON-quoted or not) against the span's start. */
function langfuseCompletionStartMs(span: SpanRecord, raw: AttrValue | undefined): number | null {
  if (typeof raw !== 'string') return null;
  const at = Date.parse(raw.startsWith('"') ? raw.slice(1, -1) : raw);
  const start = toBigInt(span.startTimeUnixNano);
  if (!Number.isFinite(at) || start === null) return null;
  const ms = at - Number(start / 1_000_000n);
  return ms >= 0 ? roundMs(ms) : null;
}

function roundMs(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

function toBigInt(decimal: string): bigint | null {
  return /^\d+$/.test(decimal) ? BigInt(decimal) : null;
}

function toBoolean(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return null;
}

function firstScalarString(values: unknown[]): string {
  for (const value of values) {
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  }
  return '';
}

function readFinishReasons(span: SpanRecord, completionFinishReasons: [number, string][]): string[] {
  const attrs = span.attributes;
  for (const key of [
    GEN_AI_RESPONSE_FINISH_REASONS,
    GEN_AI_RESPONSE_FINISH_REASON,
    LLM_RESPONSE_FINISH_REASON,
    OUTPUT_FINISH_REASONS,
  ]) {
    const list = toStringList(attrs[key]);
    if (list.length > 0) return list;
  }
  if (completionFinishReasons.length > 0) {
    return completionFinishReasons.sort((a, b) => a[0] - b[0]).map(([, reason]) => reason);
  }
  const openInference = toStringList(attrs[LLM_FINISH_REASON]);
  if (openInference.length > 0) return openInference;
  // Extraction disabled: the previous-shape choice events are still on the span.
  const fromEvents: string[] = [];
  for (const event of span.events) {
    if (event.name !== EVENT_CHOICE) continue;
    const reason = event.attributes['finish_reason'];
    if (typeof reason === 'string' && reason !== '') fromEvents.push(reason);
  }
  return fromEvents;
}

/** `<class 'openai.BadRequestError'>` (a Python repr, as openai-v2 records it) → `openai.BadRequestError`. */
function normalizeErrorType(type: string): string {
  const repr = /^<class '([^']+)'>$/.exec(type);
  return repr ? repr[1]! : type;
}

function readExceptionType(span: SpanRecord): string {
  for (const event of span.events) {
    if (event.name !== EVENT_EXCEPTION) continue;
    const type = event.attributes[EXCEPTION_TYPE];
    if (typeof type === 'string' && type !== '') return type;
  }
  return '';
}

function readDocumentIds(attrs: Attributes, documentIds: [number, string][]): string[] {
  const ids = documentIds.sort((a, b) => a[0] - b[0]).map(([, id]) => id);
  let documents: unknown = attrs[GEN_AI_RETRIEVAL_DOCUMENTS];
  if (typeof documents === 'string') {
    try {
      documents = JSON.parse(documents);
    } catch {
      documents = null;
    }
  }
  if (Array.isArray(documents)) {
    for (const document of documents) {
      if (document !== null && typeof document === 'object' && !Array.isArray(document)) {
        const id = (document as JsonObject)['id'];
        if (typeof id === 'string' || typeof id === 'number') ids.push(String(id));
      }
    }
  }
  return ids;
}

// ---------------------------------------------------------------------------------------------------
// Value helpers: strings are '' and numbers are null when absent — never 0.
// ---------------------------------------------------------------------------------------------------

const NUMERIC_RE = /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/;

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  // 64-bit integers that do not fit a JS number arrive as decimal strings.
  if (typeof value === 'string' && NUMERIC_RE.test(value)) return Number(value);
  return null;
}

function firstNumber(...values: unknown[]): number | null {
  for (const value of values) {
    const n = toNumber(value);
    if (n !== null) return n;
  }
  return null;
}

function firstNumberOfKeys(attrs: Attributes, keys: readonly string[]): number | null {
  for (const key of keys) {
    const n = toNumber(attrs[key]);
    if (n !== null) return n;
  }
  return null;
}

function firstString(...values: unknown[]): string {
  for (const value of values) if (typeof value === 'string' && value !== '') return value;
  return '';
}

function modelDifferentFrom(model: unknown, requestModel: string): string {
  return typeof model === 'string' && requestModel !== '' && model !== requestModel ? model : '';
}

function toStringList(value: unknown): string[] {
  if (typeof value === 'string') {
    if (value === '') return [];
    if (value.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(value);
        if (Array.isArray(parsed)) return parsed.filter((v): v is string => typeof v === 'string');
      } catch {
        // a stop sequence may itself start with '['
      }
    }
    return [value];
  }
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function firstStringList(...values: unknown[]): string[] {
  for (const value of values) {
    const list = toStringList(value);
    if (list.length > 0) return list;
  }
  return [];
}

function sameJson(a: AttrValue, b: AttrValue): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
