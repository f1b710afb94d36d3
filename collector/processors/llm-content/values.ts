/**
 * Generic input and output values of any operation (not only LLM calls): OpenInference `input.value` /
 * `output.value` and prompt templates, OpenLLMetry `traceloop.entity.input` / `.output`, GenAI retrieval and
 * memory queries, the reranker's query, audio transcripts, and the content an instrumentation serialized into
 * invocation parameters, the Vercel AI SDK's embedding inputs and vectors and rerank documents, Langfuse's
 * observation and trace input/output. Kept verbatim by attribute name: one `value` object for the input, one for
 * the output — except a Langfuse generation's own input and output, which are its messages (langfuse.ts).
 */
import type { Attributes } from '../../../schemas/span.ts';
import {
  AUDIO_TRANSCRIPT,
  DERIVED_RESPONSE_ID,
  DERIVED_RESPONSE_MODEL,
  DERIVED_SYSTEM_FINGERPRINT,
  EMBEDDING_INVOCATION_PARAMETERS,
  GEN_AI_MEMORY_QUERY_TEXT,
  GEN_AI_RESPONSE_ID,
  GEN_AI_RESPONSE_MODEL,
  GEN_AI_RETRIEVAL_QUERY_TEXT,
  INPUT_MIME_TYPE,
  INPUT_VALUE,
  INVOCATION_CONTENT_KEYS,
  LANGFUSE_EXPECTED_OUTPUT,
  LANGFUSE_OBSERVATION_INPUT,
  LANGFUSE_OBSERVATION_OUTPUT,
  LANGFUSE_TRACE_INPUT,
  LANGFUSE_TRACE_OUTPUT,
  LLM_INVOCATION_PARAMETERS,
  LLM_PROMPT_TEMPLATE,
  LLM_PROMPT_TEMPLATE_VARIABLES,
  LLM_RESPONSE_MODEL,
  LLM_RESPONSE_MODEL_NAME,
  OPENINFERENCE_TEMPLATE_VARIABLE_RE,
  OUTPUT_MIME_TYPE,
  OUTPUT_VALUE,
  REF_ATTRIBUTES,
  RERANKER_QUERY,
  TRACELOOP_ENTITY_INPUT,
  TRACELOOP_ENTITY_OUTPUT,
  VERCEL_AI_DOCUMENTS,
  VERCEL_AI_EMBEDDING,
  VERCEL_AI_EMBEDDINGS,
  VERCEL_AI_VALUE,
  VERCEL_AI_VALUES,
} from '../llm-conventions.ts';
import { DROP, KEEP, type Candidate, type ConventionAdapter, type PartObject, type Verdict } from './adapter.ts';
import type { Verbatim } from './collect.ts';
import { isObject, parseJsonText, type JsonObject } from './json.ts';
import { generationCandidates, isGenerationMessages, isLangfuseGeneration } from './langfuse.ts';

type Slot = 'input' | 'output' | 'invocation' | 'templateVariable';

/**
 * Bare names that hold content only as a structured value (Pydantic AI's and Logfire's event list, Logfire's response
 * object, AutoGen's serialized message); `response: 200`, `events: "OK"` or a log-like event's `message: "user logged in"`
 * on any other span stays.
 */
const STRUCTURED_ONLY: ReadonlySet<string> = new Set(['events', 'response', 'message']);

function isStructured(value: unknown): boolean {
  if (value !== null && typeof value === 'object') return true;
  if (typeof value !== 'string') return false;
  const t = value.trimStart();
  return t.startsWith('{') || t.startsWith('[');
}

/** The names of values.ts that are OpenInference's (the rest are other conventions' or claimed by last segment). */
const OPENINFERENCE_VALUE_KEYS: ReadonlySet<string> = new Set([
  INPUT_VALUE,
  OUTPUT_VALUE,
  LLM_INVOCATION_PARAMETERS,
  EMBEDDING_INVOCATION_PARAMETERS,
  LLM_PROMPT_TEMPLATE,
  LLM_PROMPT_TEMPLATE_VARIABLES,
  RERANKER_QUERY,
  AUDIO_TRANSCRIPT,
]);

interface ValuesContent {
  input: Verbatim[];
  output: Verbatim[];
}

export const values: ConventionAdapter<ValuesContent, Slot> = {
  name: 'values',
  exact: new Map<string, Slot>([
    [LLM_INVOCATION_PARAMETERS, 'invocation'],
    [EMBEDDING_INVOCATION_PARAMETERS, 'invocation'],
    [INPUT_VALUE, 'input'],
    [TRACELOOP_ENTITY_INPUT, 'input'],
    [GEN_AI_RETRIEVAL_QUERY_TEXT, 'input'],
    [GEN_AI_MEMORY_QUERY_TEXT, 'input'],
    [RERANKER_QUERY, 'input'],
    [LLM_PROMPT_TEMPLATE, 'input'],
    [LLM_PROMPT_TEMPLATE_VARIABLES, 'input'],
    [OUTPUT_VALUE, 'output'],
    [TRACELOOP_ENTITY_OUTPUT, 'output'],
    [AUDIO_TRANSCRIPT, 'output'],
    [VERCEL_AI_VALUE, 'input'],
    [VERCEL_AI_VALUES, 'input'],
    [VERCEL_AI_DOCUMENTS, 'input'],
    // An embedding can be inverted to text close to its input: it leaves with it.
    [VERCEL_AI_EMBEDDING, 'output'],
    [VERCEL_AI_EMBEDDINGS, 'output'],
    [LANGFUSE_OBSERVATION_INPUT, 'input'],
    [LANGFUSE_TRACE_INPUT, 'input'],
    [LANGFUSE_OBSERVATION_OUTPUT, 'output'],
    [LANGFUSE_TRACE_OUTPUT, 'output'],
    [LANGFUSE_EXPECTED_OUTPUT, 'output'],
    // Conventions without an adapter whose names say content only in full (their last segment alone is too common):
    // Spring AI's chat client and vector store, OpenLIT's tool arguments, the OpenAI Agents instrumentation's
    // transcription, Google ADK's live data, OpenLLMetry's CrewAI agent and task, Pydantic AI's and Logfire's event
    // list and response, AutoGen's message (bare names, structured values only: STRUCTURED_ONLY).
    ...[
      'spring.ai.chat.client.user.text', 'spring.ai.chat.client.system.text', 'spring.ai.chat.client.user.params',
      'spring.ai.chat.client.system.params', 'db.vector.query.content', 'gen_ai.tool.args', 'gcp.vertex.agent.data',
      'crewai.agent.goal', 'crewai.task.description', 'events', 'message',
    ].map((name) => [name, 'input'] as [string, Slot]),
    ...['gen_ai.transcription.text', 'db.vector.query.response.documents', 'crewai.task.expected_output', 'response'].map((name) => [name, 'output'] as [string, Slot]),
  ]),
  // Flattened prompt template variables (llm.prompt_template.variables.<name>), emitted by some SDKs.
  prefixes: new Map<string, Slot>([['llm.prompt_template.variables.', 'templateVariable']]),
  // Content of conventions without an adapter, by the last segment of the name (text or structured values only):
  // MLflow `mlflow.spanInputs`, Haystack `haystack.component.input` / `haystack.pipeline.input_data`, Google ADK
  // `gcp.vertex.agent.llm_request`, Pydantic AI `all_messages_events` / `tool_arguments` / `final_result`, CrewAI
  // `crew_inputs` / `task_output`, LlamaIndex `query_str` / `retrieved_nodes`, Bedrock agents `input_text`,
  // LangChain-style `…input` / `…output`, request bodies. Not `text` (`db.query.text` is a statement), not
  // `message` (`exception.message`), not `query` (`url.query`), not `result` (`cicd.pipeline.result`).
  lastSegments: new Map<string, Slot>([
    ...[
      'input', 'inputs', 'input_data', 'input_text', 'prompt', 'prompts', 'system_prompt', 'instructions', 'messages', 'chat_history',
      'question', 'user_query', 'query_str', 'retrieval_query', 'spanInputs', 'llm_request', 'tool_call_args', 'tool_arguments',
      'arguments', 'all_messages', 'all_messages_events', 'crew_inputs', 'backstory', 'body', 'payload', 'content', 'prompt_template',
      'raw_input', 'request_data', 'tool_args',
    ].map((name) => [name, 'input'] as [string, Slot]),
    ...[
      'output', 'outputs', 'output_data', 'output_text', 'completion', 'completions', 'answer', 'response_text', 'reasoning',
      'spanOutputs', 'llm_response', 'tool_response', 'final_result', 'task_output', 'retrieved_nodes', 'thought', 'thoughts',
      'response_data', 'choices', 'expected_output',
    ].map((name) => [name, 'output'] as [string, Slot]),
  ]),
  newCollection: () => ({ input: [], output: [] }),
  classify(slot, key, value, c, event) {
    switch (slot) {
      case 'input':
      case 'output':
        if (STRUCTURED_ONLY.has(key) && !isStructured(value)) return KEEP;
        c()[slot].push({ key, value, event });
        return DROP;
      case 'templateVariable':
        if (!OPENINFERENCE_TEMPLATE_VARIABLE_RE.test(key)) return KEEP;
        c().input.push({ key, value, event });
        return DROP;
      case 'invocation':
        return classifyInvocationParameters({ key, value, event }, c);
    }
  },
  candidates(col, span) {
    return isLangfuseGeneration(span.attributes) ? generationCandidates([...col.input, ...col.output]) : [];
  },
  objects(col, span, isLlm) {
    const objects: PartObject[] = [];
    // A Langfuse generation's messages are its input and output parts (candidates above), not values.
    const generation = isLangfuseGeneration(span.attributes);
    const input = generation ? col.input.filter((v) => !isGenerationMessages(v)) : col.input;
    const output = generation ? col.output.filter((v) => !isGenerationMessages(v)) : col.output;
    if (input.length > 0) {
      objects.push({ part: 'value', refAttribute: REF_ATTRIBUTES.input_value, candidate: valuesCandidate(input, span.attributes, INPUT_MIME_TYPE) });
    }
    if (output.length > 0) {
      const object: PartObject = { part: 'value', refAttribute: REF_ATTRIBUTES.output_value, candidate: valuesCandidate(output, span.attributes, OUTPUT_MIME_TYPE) };
      if (isLlm) object.facts = responseFactsOf(span.attributes, output);
      objects.push(object);
    }
    return objects;
  },
};

/**
 * Invocation parameters are metadata (sampling settings), unless the instrumentation serialized the whole
 * request into them: then the content keys leave (verbatim into the input value object) and the span keeps
 * the parameters without them.
 */
function classifyInvocationParameters(verbatim: Verbatim, c: () => ValuesContent): Verdict {
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  if (!isObject(parsed)) return KEEP;
  let stripped: JsonObject | null = null;
  for (const name in parsed) {
    if (INVOCATION_CONTENT_KEYS.has(name)) {
      stripped ??= { ...parsed };
      delete stripped[name];
    }
  }
  if (stripped === null) return KEEP;
  c().input.push(verbatim);
  return { replace: typeof verbatim.value === 'string' ? JSON.stringify(stripped) : stripped };
}

/** Generic input/output values: kept verbatim by attribute name (plus the mime type, which also stays on the span). */
function valuesCandidate(values: Verbatim[], attrs: Attributes, mimeTypeKey: string): Candidate {
  const data: JsonObject = {};
  for (const v of values) data[v.event === null ? v.key : `${v.event}:${v.key}`] = v.value;
  const mimeType = attrs[mimeTypeKey];
  if (mimeType !== undefined) data[mimeTypeKey] = mimeType;
  return { source: sourceOf(values), data, lossless: true, original: {}, hasContent: true };
}

const SOURCE_BY_PREFIX: readonly (readonly [string, string])[] = [
  ['traceloop.', 'openllmetry'],
  ['gen_ai.', 'gen_ai'],
  ['ai.', 'vercel_ai'],
  ['langfuse.', 'langfuse'],
];

/** The convention of the values: by name prefix; OpenInference's names otherwise; `unknown_convention` for names claimed only by their last segment. */
function sourceOf(values: Verbatim[]): string {
  for (const [prefix, source] of SOURCE_BY_PREFIX) if (values.some((v) => v.key.startsWith(prefix))) return source;
  return values.some((v) => OPENINFERENCE_VALUE_KEYS.has(v.key) || v.key.startsWith('llm.prompt_template.variables.')) ? 'openinference' : 'unknown_convention';
}

/** OpenInference records the raw response (with its id and snapshot model) only in output.value. */
function responseFactsOf(attrs: Attributes, outputValues: Verbatim[]): Attributes {
  const facts: Attributes = {};
  const needId = attrs[GEN_AI_RESPONSE_ID] === undefined;
  const needModel =
    attrs[GEN_AI_RESPONSE_MODEL] === undefined &&
    attrs[LLM_RESPONSE_MODEL] === undefined &&
    attrs[LLM_RESPONSE_MODEL_NAME] === undefined;
  const outputValue = outputValues.find((v) => v.key === OUTPUT_VALUE && v.event === null);
  if (outputValue === undefined || typeof outputValue.value !== 'string') return facts;
  const response = parseJsonText(outputValue.value);
  if (!isObject(response)) return facts;
  if (needId && typeof response['id'] === 'string') facts[DERIVED_RESPONSE_ID] = response['id'];
  if (needModel && typeof response['model'] === 'string') facts[DERIVED_RESPONSE_MODEL] = response['model'];
  if (typeof response['system_fingerprint'] === 'string' && response['system_fingerprint'] !== '') {
    facts[DERIVED_SYSTEM_FINGERPRINT] = response['system_fingerprint'];
  }
  return facts;
}
