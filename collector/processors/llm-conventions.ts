/**
 * Names of the LLM telemetry conventions Tracehold understands: OpenTelemetry GenAI (current and the
 * previous event-based shape), OpenLLMetry (Traceloop), OpenInference (Arize), the Vercel AI SDK and Langfuse. Tables only, plus the
 * one recognition rule that every stage must agree on (`isLlmCall`), so that "is this span an LLM call"
 * has a single answer in the whole pipeline.
 *
 * Sources: semantic-conventions-genai docs/gen-ai (spans, events, JSON schemas);
 * traceloop/openllmetry packages/opentelemetry-semantic-conventions-ai and instrumentation-openai;
 * Arize-ai/openinference spec/ and js/packages/openinference-semantic-conventions; the `ai` npm package's
 * telemetry (vercel/ai packages/ai/src/telemetry and the span attributes of generate-text, stream-text, embed, …).
 */
import type { Attributes } from '../../schemas/span.ts';

// ---------------------------------------------------------------------------------------------------
// OpenTelemetry GenAI (current)
// ---------------------------------------------------------------------------------------------------

export const GEN_AI_OPERATION_NAME = 'gen_ai.operation.name';
export const GEN_AI_PROVIDER_NAME = 'gen_ai.provider.name';
/** Previous name of gen_ai.provider.name; also set by OpenLLMetry. */
export const GEN_AI_SYSTEM = 'gen_ai.system';
export const GEN_AI_REQUEST_MODEL = 'gen_ai.request.model';
export const GEN_AI_REQUEST_PREFIX = 'gen_ai.request.';
export const GEN_AI_RESPONSE_ID = 'gen_ai.response.id';
export const GEN_AI_RESPONSE_MODEL = 'gen_ai.response.model';
export const GEN_AI_RESPONSE_FINISH_REASONS = 'gen_ai.response.finish_reasons';
export const GEN_AI_CONVERSATION_ID = 'gen_ai.conversation.id';
export const GEN_AI_TOOL_NAME = 'gen_ai.tool.name';
export const GEN_AI_TOOL_CALL_ID = 'gen_ai.tool.call.id';
export const ERROR_TYPE = 'error.type';
export const SERVICE_NAME = 'service.name';
export const ENDUSER_ID = 'enduser.id';
/** OpenInference end-user id; also common in hand-written instrumentation. */
export const USER_ID = 'user.id';
/** OpenInference session id, used as conversation id when gen_ai.conversation.id is absent. */
export const SESSION_ID = 'session.id';

/** Content attributes of the current GenAI conventions (JSON string or structured AnyValue). */
export const GEN_AI_INPUT_MESSAGES = 'gen_ai.input.messages';
export const GEN_AI_OUTPUT_MESSAGES = 'gen_ai.output.messages';
export const GEN_AI_SYSTEM_INSTRUCTIONS = 'gen_ai.system_instructions';
export const GEN_AI_TOOL_DEFINITIONS = 'gen_ai.tool.definitions';
export const GEN_AI_TOOL_CALL_ARGUMENTS = 'gen_ai.tool.call.arguments';
export const GEN_AI_TOOL_CALL_RESULT = 'gen_ai.tool.call.result';
export const GEN_AI_RETRIEVAL_DOCUMENTS = 'gen_ai.retrieval.documents';
export const GEN_AI_RETRIEVAL_QUERY_TEXT = 'gen_ai.retrieval.query.text';
export const GEN_AI_MEMORY_RECORDS = 'gen_ai.memory.records';
export const GEN_AI_MEMORY_QUERY_TEXT = 'gen_ai.memory.query.text';

/** Previous GenAI content attributes, carried by gen_ai.content.prompt / gen_ai.content.completion events. */
export const GEN_AI_PROMPT = 'gen_ai.prompt';
export const GEN_AI_COMPLETION = 'gen_ai.completion';
/** JSON body of a previous-shape message event when it is recorded as a span event (Azure SDKs). */
export const GEN_AI_EVENT_CONTENT = 'gen_ai.event.content';

/** gen_ai.operation.name values that are model inference (one ledger row each). */
export const INFERENCE_OPERATIONS: ReadonlySet<string> = new Set([
  'chat',
  'text_completion',
  'generate_content',
  'embeddings',
  'completion',
  'responses',
]);

/**
 * gen_ai.operation.name values that are NOT a model call even though such spans often carry
 * gen_ai.provider.name / gen_ai.request.model (an agent span wraps the chat spans it makes): counting them
 * would give two ledger rows for one call.
 */
export const NON_INFERENCE_OPERATIONS: ReadonlySet<string> = new Set([
  'execute_tool',
  'invoke_agent',
  'create_agent',
  'invoke_workflow',
  'plan',
  'retrieval',
  'create_memory',
  'create_memory_store',
  'delete_memory',
  'delete_memory_store',
  'search_memory',
  'update_memory',
  'upsert_memory',
]);

/** Operations that produce vectors, not messages: their output/system/tools parts do not apply. */
export const EMBEDDING_OPERATIONS: ReadonlySet<string> = new Set(['embeddings']);

/** Token usage, first present key wins (current name first, then older and other conventions). */
export const INPUT_TOKENS_KEYS = [
  'gen_ai.usage.input_tokens',
  'gen_ai.usage.prompt_tokens',
  'llm.token_count.prompt',
  'llm.usage.prompt_tokens',
] as const;
export const OUTPUT_TOKENS_KEYS = [
  'gen_ai.usage.output_tokens',
  'gen_ai.usage.completion_tokens',
  'llm.token_count.completion',
  'llm.usage.completion_tokens',
] as const;
export const CACHED_INPUT_TOKENS_KEYS = [
  'gen_ai.usage.cache_read.input_tokens',
  'gen_ai.usage.cache_read_input_tokens',
  'gen_ai.usage.cached_input_tokens',
  'gen_ai.usage.cached_tokens',
  'llm.token_count.prompt_details.cache_read',
] as const;
export const REASONING_TOKENS_KEYS = [
  'gen_ai.usage.reasoning.output_tokens',
  'gen_ai.usage.reasoning_tokens',
  'llm.usage.reasoning_tokens',
  'llm.token_count.completion_details.reasoning',
] as const;

// ---------------------------------------------------------------------------------------------------
// GenAI events (span events; the same names arrive as OTLP log events too, which the logs path attaches to their trace)
// ---------------------------------------------------------------------------------------------------

export const EVENT_OPERATION_DETAILS = 'gen_ai.client.inference.operation.details';
export const EVENT_CHOICE = 'gen_ai.choice';
export const EVENT_CONTENT_PROMPT = 'gen_ai.content.prompt';
export const EVENT_CONTENT_COMPLETION = 'gen_ai.content.completion';
export const EVENT_EXCEPTION = 'exception';
export const EXCEPTION_TYPE = 'exception.type';

/** Previous per-message input events and the role each implies. */
export const MESSAGE_EVENT_ROLES: ReadonlyMap<string, string> = new Map([
  ['gen_ai.system.message', 'system'],
  ['gen_ai.user.message', 'user'],
  ['gen_ai.assistant.message', 'assistant'],
  ['gen_ai.tool.message', 'tool'],
]);

// ---------------------------------------------------------------------------------------------------
// OpenLLMetry (Traceloop)
// ---------------------------------------------------------------------------------------------------

export const LLM_REQUEST_TYPE = 'llm.request.type';
/** llm.request.type → gen_ai.operation.name. */
export const LLM_REQUEST_TYPE_OPERATIONS: ReadonlyMap<string, string> = new Map([
  ['chat', 'chat'],
  ['completion', 'text_completion'],
  ['embedding', 'embeddings'],
  ['rerank', 'rerank'],
]);
export const LLM_RESPONSE_MODEL = 'llm.response.model';
export const LLM_RESPONSE_FINISH_REASON = 'llm.response.finish_reason';
export const GEN_AI_RESPONSE_FINISH_REASON = 'gen_ai.response.finish_reason';
export const TRACELOOP_ENTITY_INPUT = 'traceloop.entity.input';
export const TRACELOOP_ENTITY_OUTPUT = 'traceloop.entity.output';
/** Attributes whose presence marks an OpenLLMetry span. */
export const OPENLLMETRY_MARKERS = ['llm.request.type', 'traceloop.span.kind', 'llm.usage.total_tokens'] as const;

/**
 * Request parameters outside gen_ai.request.* (OpenLLMetry's, the Vercel AI SDK's), and the parameter name they stand for in
 * requestParamsJson. (llm.headers is not a parameter and not content: it stays on the span for redaction.)
 */
export const OPENLLMETRY_PARAM_ALIASES: ReadonlyMap<string, string> = new Map([
  ['llm.frequency_penalty', 'frequency_penalty'],
  ['llm.presence_penalty', 'presence_penalty'],
  ['llm.top_k', 'top_k'],
  ['llm.chat.stop_sequences', 'stop_sequences'],
  ['llm.request.repetition_penalty', 'repetition_penalty'],
  ['llm.request.reasoning_effort', 'reasoning_effort'],
  ['llm.is_streaming', 'stream'],
  ['gen_ai.is_streaming', 'stream'],
  // The Vercel AI SDK's call settings that have no gen_ai.request.* twin on its spans.
  ['ai.settings.seed', 'seed'],
]);
/** Older GenAI/OpenLLMetry OpenAI-specific request attributes (seed, response_format, service_tier). */
export const GEN_AI_OPENAI_REQUEST_PREFIX = 'gen_ai.openai.request.';
export const LLM_WATSONX_PREFIX = 'llm.watsonx.';

/** gen_ai.prompt.{i}.* / gen_ai.completion.{i}.* (not gen_ai.prompt.prompt_filter_results, which is metadata). */
export const OPENLLMETRY_MESSAGE_RE = /^gen_ai\.(prompt|completion)\.(\d+)\.(.+)$/;
/** llm.request.functions.{i}.{name,description,parameters} */
export const OPENLLMETRY_FUNCTION_RE = /^llm\.request\.functions\.(\d+)\.(.+)$/;
/** gen_ai.tool.definitions.{i}.* — the flattened form used by OpenLLMetry between 0.4 and 0.5. */
export const OPENLLMETRY_TOOL_DEFINITION_RE = /^gen_ai\.tool\.definitions\.(\d+)\.(.+)$/;
/** Inside one OpenLLMetry message: tool_calls.{j}.{id,name,arguments}. */
export const OPENLLMETRY_TOOL_CALL_SUB_RE = /^tool_calls\.(\d+)\.(.+)$/;

// ---------------------------------------------------------------------------------------------------
// OpenInference (Arize)
// ---------------------------------------------------------------------------------------------------

export const OPENINFERENCE_SPAN_KIND = 'openinference.span.kind';
/** openinference.span.kind values that are model calls. */
export const OPENINFERENCE_LLM_KINDS: ReadonlySet<string> = new Set(['LLM', 'EMBEDDING']);
export const LLM_MODEL_NAME = 'llm.model_name';
export const LLM_REQUEST_MODEL_NAME = 'llm.request.model_name';
export const LLM_RESPONSE_MODEL_NAME = 'llm.response.model_name';
export const LLM_PROVIDER = 'llm.provider';
export const LLM_SYSTEM = 'llm.system';
export const LLM_FINISH_REASON = 'llm.finish_reason';
export const LLM_INVOCATION_PARAMETERS = 'llm.invocation_parameters';
export const EMBEDDING_INVOCATION_PARAMETERS = 'embedding.invocation_parameters';
export const EMBEDDING_MODEL_NAME = 'embedding.model_name';
export const INPUT_VALUE = 'input.value';
export const INPUT_MIME_TYPE = 'input.mime_type';
export const OUTPUT_VALUE = 'output.value';
export const OUTPUT_MIME_TYPE = 'output.mime_type';
export const LLM_PROMPTS = 'llm.prompts';
export const LLM_FUNCTION_CALL = 'llm.function_call';
export const LLM_PROMPT_TEMPLATE = 'llm.prompt_template.template';
export const LLM_PROMPT_TEMPLATE_VARIABLES = 'llm.prompt_template.variables';
export const EMBEDDING_TEXT = 'embedding.text';
export const RERANKER_QUERY = 'reranker.query';
export const AUDIO_TRANSCRIPT = 'audio.transcript';

/** llm.input_messages.{i}.message.* / llm.output_messages.{i}.message.* */
export const OPENINFERENCE_MESSAGE_RE = /^llm\.(input|output)_messages\.(\d+)\.message\.(.+)$/;
/** llm.tools.{i}.tool.{json_schema,name,description,parameters} */
export const OPENINFERENCE_TOOL_RE = /^llm\.tools\.(\d+)\.tool\.(.+)$/;
/** llm.prompts.{i}.prompt.text (completions API prompts) */
export const OPENINFERENCE_PROMPT_RE = /^llm\.prompts\.(\d+)\.prompt\.text$/;
/** retrieval.documents.{i}.document.* and the reranker's input/output documents. */
export const OPENINFERENCE_DOCUMENT_RE =
  /^(retrieval\.documents|reranker\.input_documents|reranker\.output_documents)\.(\d+)\.document\.(.+)$/;
/** embedding.embeddings.{i}.embedding.text (the vector stays on the span). */
export const OPENINFERENCE_EMBEDDING_TEXT_RE = /^embedding\.embeddings\.(\d+)\.embedding\.text$/;
/** Flattened prompt template variables (llm.prompt_template.variables.<name>), emitted by some SDKs. */
export const OPENINFERENCE_TEMPLATE_VARIABLE_RE = /^llm\.prompt_template\.variables\..+$/;
/** Inside one OpenInference message. */
export const OPENINFERENCE_TOOL_CALL_SUB_RE = /^tool_calls\.(\d+)\.tool_call\.(.+)$/;
export const OPENINFERENCE_CONTENTS_SUB_RE = /^contents\.(\d+)\.message_content\.(.+)$/;
/** Document sub-keys that are not content and stay on the span. */
export const DOCUMENT_METADATA_FIELDS: ReadonlySet<string> = new Set(['id', 'score']);
/** Which document list a document attribute belongs to (data of the 'documents' content object). */
export const DOCUMENT_LISTS: ReadonlyMap<string, string> = new Map([
  ['retrieval.documents', 'retrieval'],
  ['reranker.input_documents', 'reranker_input'],
  ['reranker.output_documents', 'reranker_output'],
]);
export const RETRIEVAL_DOCUMENT_ID_RE = /^retrieval\.documents\.(\d+)\.document\.id$/;

// ---------------------------------------------------------------------------------------------------
// Vercel AI SDK (`ai` on npm, experimental_telemetry): its own ai.* attributes (vercel-ai.ts)
// ---------------------------------------------------------------------------------------------------

/** Which SDK function made the span (`ai.generateText.doGenerate`, …): marks the SDK's spans. */
export const VERCEL_AI_OPERATION_ID = 'ai.operationId';
/** The prompt as sent to the provider (JSON list of messages), on the provider call's span. */
export const VERCEL_AI_PROMPT_MESSAGES = 'ai.prompt.messages';
/** The caller's `{system, prompt, messages}`, on the span of the call around the provider calls. */
export const VERCEL_AI_PROMPT = 'ai.prompt';
/** One JSON text per tool definition. */
export const VERCEL_AI_PROMPT_TOOLS = 'ai.prompt.tools';
export const VERCEL_AI_RESPONSE_TEXT = 'ai.response.text';
export const VERCEL_AI_RESPONSE_REASONING = 'ai.response.reasoning';
export const VERCEL_AI_RESPONSE_TOOL_CALLS = 'ai.response.toolCalls';
export const VERCEL_AI_RESPONSE_OBJECT = 'ai.response.object';
export const VERCEL_AI_PROVIDER_METADATA = 'ai.response.providerMetadata';
export const VERCEL_AI_FINISH_REASON = 'ai.response.finishReason';
/** Versions 3.x. */
export const VERCEL_AI_RESULT_TEXT = 'ai.result.text';
export const VERCEL_AI_RESULT_TOOL_CALLS = 'ai.result.toolCalls';
export const VERCEL_AI_RESULT_OBJECT = 'ai.result.object';
/** A tool execution (`ai.toolCall` span): its id, name, arguments and result (tool-call.ts). */
export const VERCEL_AI_TOOL_CALL_ID = 'ai.toolCall.id';
export const VERCEL_AI_TOOL_CALL_NAME = 'ai.toolCall.name';
export const VERCEL_AI_TOOL_CALL_ARGS = 'ai.toolCall.args';
export const VERCEL_AI_TOOL_CALL_RESULT = 'ai.toolCall.result';
/** Embedding inputs and vectors (embed / embedMany) and rerank documents (values.ts). */
export const VERCEL_AI_VALUE = 'ai.value';
export const VERCEL_AI_VALUES = 'ai.values';
export const VERCEL_AI_EMBEDDING = 'ai.embedding';
export const VERCEL_AI_EMBEDDINGS = 'ai.embeddings';
export const VERCEL_AI_DOCUMENTS = 'ai.documents';

// ---------------------------------------------------------------------------------------------------
// Langfuse (its OpenTelemetry-based SDKs: @langfuse/tracing, langfuse-python 3+): langfuse.* attributes
// ---------------------------------------------------------------------------------------------------

/** span | generation | event | embedding | agent | tool | chain | retriever | evaluator | guardrail. */
export const LANGFUSE_OBSERVATION_TYPE = 'langfuse.observation.type';
/** Input and output of any observation, JSON text (a string as it is). A generation's are its messages. */
export const LANGFUSE_OBSERVATION_INPUT = 'langfuse.observation.input';
export const LANGFUSE_OBSERVATION_OUTPUT = 'langfuse.observation.output';
/** Input and output of the whole trace (deprecated setTraceIO), on any span. */
export const LANGFUSE_TRACE_INPUT = 'langfuse.trace.input';
export const LANGFUSE_TRACE_OUTPUT = 'langfuse.trace.output';
/** The expected output of a dataset item an experiment ran. */
export const LANGFUSE_EXPECTED_OUTPUT = 'langfuse.experiment.item.expected_output';
/** A generation's model, parameters (JSON object), usage (JSON object) and when its answer began (ISO time). */
export const LANGFUSE_MODEL_NAME = 'langfuse.observation.model.name';
export const LANGFUSE_MODEL_PARAMETERS = 'langfuse.observation.model.parameters';
export const LANGFUSE_USAGE_DETAILS = 'langfuse.observation.usage_details';
export const LANGFUSE_COMPLETION_START_TIME = 'langfuse.observation.completion_start_time';
/** Keys of usage_details: Langfuse's own (input/output), and the OpenAI / Anthropic names applications pass through. */
export const LANGFUSE_INPUT_USAGE_KEYS = ['input', 'prompt_tokens', 'input_tokens'] as const;
export const LANGFUSE_OUTPUT_USAGE_KEYS = ['output', 'completion_tokens', 'output_tokens'] as const;
export const LANGFUSE_CACHED_USAGE_KEYS = ['input_cached_tokens', 'cache_read_input_tokens', 'input_cache_read'] as const;
export const LANGFUSE_REASONING_USAGE_KEYS = ['output_reasoning_tokens', 'reasoning_tokens'] as const;

// ---------------------------------------------------------------------------------------------------
// Vector databases (OpenLLMetry chroma / pinecone / qdrant instrumentations, Python and JS)
// ---------------------------------------------------------------------------------------------------

/**
 * One event per query result (Python: scalar attributes, one event per document) or per query (JS chromadb:
 * every attribute a JSON array string over the query's results). Source: traceloop/openllmetry
 * packages/opentelemetry-semantic-conventions-ai (Events.DB_QUERY_RESULT, EventAttributes.DB_QUERY_RESULT_*),
 * instrumentation-chromadb / -pinecone wrappers; traceloop/openllmetry-js instrumentation-chromadb.
 */
export const DB_QUERY_RESULT_EVENT = 'db.query.result';
export const DB_QUERY_RESULT_ID = 'db.query.result.id';
export const DB_QUERY_RESULT_SCORE = 'db.query.result.score';
export const DB_QUERY_RESULT_DISTANCE = 'db.query.result.distance';
/** The document text and its metadata (chroma: JSON; pinecone: Python repr): content, they leave the span. */
export const DB_QUERY_RESULT_DOCUMENT = 'db.query.result.document';
export const DB_QUERY_RESULT_METADATA = 'db.query.result.metadata';

/**
 * Keys that make an invocation-parameters object content-bearing: some instrumentations (OpenInference's
 * fallback path, LangChain) serialize the whole request, messages and tools included.
 */
export const INVOCATION_CONTENT_KEYS: ReadonlySet<string> = new Set([
  'messages',
  'input',
  'prompt',
  'prompts',
  'tools',
  'functions',
  'instructions',
  'system',
  'contents',
  'documents',
]);

// ---------------------------------------------------------------------------------------------------
// What Tracehold writes on spans
// ---------------------------------------------------------------------------------------------------

/** Where the content-store reference of each stored object is recorded on the span. */
export const REF_ATTRIBUTES = {
  input: 'gen_ai.input.messages_ref',
  output: 'gen_ai.output.messages_ref',
  system: 'gen_ai.system_instructions_ref',
  tools: 'gen_ai.tool.definitions_ref',
  documents: 'tracehold.documents_ref',
  tool_call: 'tracehold.tool_call_ref',
  input_value: 'tracehold.input.value_ref',
  output_value: 'tracehold.output.value_ref',
} as const;
export const CAPTURE_ATTRIBUTE_PREFIX = 'tracehold.capture.';
/**
 * The non-content facts of the documents a span retrieved, kept on the span when their text moves to the
 * content store: a JSON array of DocumentFact (document-facts.ts). Redacted like any identifier.
 */
export const DOCUMENT_FACTS = 'tracehold.documents';
export const INPUT_MESSAGE_COUNT = 'tracehold.input.message_count';
export const OUTPUT_MESSAGE_COUNT = 'tracehold.output.message_count';
/** Finish reasons read from output messages before they left the span. */
export const OUTPUT_FINISH_REASONS = 'tracehold.output.finish_reasons';
/** Response id / model read from an OpenInference output.value before it left the span. */
export const DERIVED_RESPONSE_ID = 'tracehold.response.id';
export const DERIVED_RESPONSE_MODEL = 'tracehold.response.model';
/** system_fingerprint read from an OpenInference output.value before it left the span. */
export const DERIVED_SYSTEM_FINGERPRINT = 'tracehold.response.system_fingerprint';
/** The operation implied by which OpenInference content attributes carried the input (chat, text_completion). */
export const DERIVED_OPERATION = 'tracehold.operation';
export const CONTENT_EVENTS_REMOVED = 'tracehold.content_events_removed';
/** Set by replay on the calls it makes: `<traceId>/<spanId>` of the original call. */
export const REPLAY_OF = 'tracehold.replay_of';
/** Where a client-supplied value of one of the names above is moved, so every such name on a span is ours. */
export const CLIENT_ATTRIBUTE_PREFIX = 'tracehold.client.';

/** Names Tracehold sets; a client cannot set them (they are moved under CLIENT_ATTRIBUTE_PREFIX). */
export const RESERVED_ATTRIBUTES: ReadonlySet<string> = new Set([
  ...Object.values(REF_ATTRIBUTES),
  DOCUMENT_FACTS,
  `${CAPTURE_ATTRIBUTE_PREFIX}input`,
  `${CAPTURE_ATTRIBUTE_PREFIX}output`,
  `${CAPTURE_ATTRIBUTE_PREFIX}system`,
  `${CAPTURE_ATTRIBUTE_PREFIX}tools`,
  INPUT_MESSAGE_COUNT,
  OUTPUT_MESSAGE_COUNT,
  OUTPUT_FINISH_REASONS,
  DERIVED_RESPONSE_ID,
  DERIVED_RESPONSE_MODEL,
  DERIVED_SYSTEM_FINGERPRINT,
  DERIVED_OPERATION,
  CONTENT_EVENTS_REMOVED,
]);

// ---------------------------------------------------------------------------------------------------
// Streams, timing, fingerprints, prompt templates
// ---------------------------------------------------------------------------------------------------

/** Whether the call was streamed (booleans), most specific first; OpenInference says it in llm.invocation_parameters. */
export const STREAM_FLAG_KEYS = ['gen_ai.request.stream', 'llm.is_streaming', 'gen_ai.is_streaming'] as const;
/** Time to the first chunk of a streamed answer, in seconds (GenAI conventions). */
export const TIME_TO_FIRST_CHUNK_S_KEYS = ['gen_ai.response.time_to_first_chunk', 'gen_ai.response.time_to_first_token'] as const;
/**
 * Span events whose first occurrence marks the first token: OpenInference's "First Token Stream Event",
 * OpenLLMetry's per-chunk events (the first one is the first token).
 */
export const FIRST_TOKEN_EVENTS: ReadonlySet<string> = new Set([
  'First Token Stream Event',
  // The Vercel AI SDK's, on its doStream spans.
  'ai.stream.firstChunk',
  'gen_ai.content.completion.chunk',
  'llm.content.completion.chunk',
]);
export const SYSTEM_FINGERPRINT_KEYS = [
  'openai.response.system_fingerprint',
  'gen_ai.openai.response.system_fingerprint',
  'gen_ai.openai.system_fingerprint',
  'gen_ai.response.system_fingerprint',
] as const;
/** Prompt template name (Traceloop's managed prompt key, OpenInference, GenAI) and version. */
export const PROMPT_TEMPLATE_NAME_KEYS = ['gen_ai.prompt.name', 'llm.prompt_template.name', 'traceloop.prompt.key'] as const;
export const PROMPT_TEMPLATE_VERSION_KEYS = ['gen_ai.prompt.version', 'llm.prompt_template.version', 'traceloop.prompt.version', 'traceloop.prompt.version_name'] as const;

/**
 * Finish reasons spelled differently for the same meaning, mapped to the GenAI conventions' well-known value
 * (OpenAI `tool_calls` / `function_call`, Anthropic `tool_use` → `tool_call`). Other values keep their meaning
 * (lower-cased: Gemini writes `STOP`, `MAX_TOKENS`).
 */
export const FINISH_REASON_ALIASES: ReadonlyMap<string, string> = new Map([
  ['tool_calls', 'tool_call'],
  ['function_call', 'tool_call'],
  ['tool_use', 'tool_call'],
  // The Vercel AI SDK's unified reasons.
  ['tool-calls', 'tool_call'],
  ['content-filter', 'content_filter'],
]);

// ---------------------------------------------------------------------------------------------------
// Recognition
// ---------------------------------------------------------------------------------------------------

/**
 * True when the span is one LLM call (one ledger row), whichever conventions it carries.
 * An explicit GenAI non-inference operation (agent, tool, retrieval, memory) wins over the provider/model
 * attributes such spans also carry; otherwise any convention's marker is enough.
 */
export function isLlmCall(attributes: Attributes): boolean {
  const operation = attributes[GEN_AI_OPERATION_NAME];
  if (typeof operation === 'string' && operation !== '') {
    if (INFERENCE_OPERATIONS.has(operation)) return true;
    if (NON_INFERENCE_OPERATIONS.has(operation)) return false;
  }
  const kind = attributes[OPENINFERENCE_SPAN_KIND];
  if (typeof kind === 'string' && OPENINFERENCE_LLM_KINDS.has(kind.toUpperCase())) return true;
  if (isPresent(attributes[LLM_REQUEST_TYPE])) return true;
  if (attributes[LANGFUSE_OBSERVATION_TYPE] === 'generation') return true;
  return (
    isPresent(attributes[GEN_AI_REQUEST_MODEL]) ||
    isPresent(attributes[GEN_AI_PROVIDER_NAME]) ||
    isPresent(attributes[GEN_AI_SYSTEM])
  );
}

function isPresent(value: unknown): boolean {
  return value !== undefined && value !== null && value !== '';
}
