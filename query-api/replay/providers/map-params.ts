/**
 * Recorded request parameters (the ledger's `requestParamsJson`, under normalized names) → the wire names of one
 * replay API. Contract: every recorded key ends either in `sent` (under its wire name) or in `notSent` with fixed
 * words why; nothing is dropped silently and nothing is sent that was not recorded, apart from the `assumed`
 * values an API requires (Anthropic's max_tokens), which are listed.
 */
import type { ReplayApi } from '../../../schemas/replay.ts';

/** What becomes of the recorded parameters on one API. */
export interface MappedParams {
  /** Body fields, by wire name (merged into the request body). */
  body: Record<string, unknown>;
  /** Recorded params that were sent, under their wire names (what the report shows). */
  sent: Record<string, unknown>;
  notSent: Array<{ name: string; why: string }>;
  assumed: Array<{ name: string; value: unknown; why: string }>;
}

// Prefixes under which the ledger keeps a second, conflicting value of a parameter it already holds by name
// (collector/processors/build-ledger-record.ts): the plain name wins, the qualified copy is not sent.
const QUALIFIED_PREFIXES = ['gen_ai.request.', 'gen_ai.openai.request.', 'llm.invocation_parameters.', 'embedding.invocation_parameters.', 'llm.watsonx.', 'llm.request.', 'llm.chat.', 'llm.'];
const STREAM_ALIASES = new Set(['stream', 'stream_options', 'llm.is_streaming', 'gen_ai.is_streaming', 'streaming']);
// Client-side settings that instrumentations record among invocation parameters; they are not request fields.
const CLIENT_SETTINGS = new Set([
  'api_key', 'api_base', 'base_url', 'organization', 'timeout', 'request_timeout', 'max_retries', 'extra_headers',
  'extra_query', 'extra_body', 'default_headers', 'default_query', 'http_client', '_type', 'deployment_name', 'api_version',
]);
const MODEL_NAMES = new Set(['model', 'model_name', 'model_id']);
// Request fields that carry content: a replay sends the stored content objects, never a recorded copy.
const CONTENT_FIELDS = new Set(['messages', 'input', 'instructions', 'system', 'tools', 'functions', 'prompt']);
// Normalized GenAI names that are no request field of a chat API.
const NON_CHAT = new Set(['encoding_formats', 'dimensions', 'encoding_format']);
// Fields that name the end user (or carry free-form tags) to the provider. They do not change the output, a replay
// is the investigator's request rather than the user's, and `sent` is shown in reports: not re-sent.
const END_USER_FIELDS = new Set(['user', 'safety_identifier', 'metadata']);
const PLAIN_WIRE_NAME = /^[a-z][a-z0-9_]*$/;

const ANTHROPIC_PARAMS = new Set(['temperature', 'top_p', 'top_k', 'max_tokens', 'stop_sequences', 'thinking', 'tool_choice', 'service_tier']);
const RESPONSES_ONLY_NOT = new Set(['seed', 'stop', 'frequency_penalty', 'presence_penalty', 'logit_bias', 'logprobs', 'n']);

function qualifiedBase(name: string): string | null {
  for (const prefix of QUALIFIED_PREFIXES) if (name.startsWith(prefix) && name.length > prefix.length) return name.slice(prefix.length);
  return null;
}

/**
 * Maps `params` for `api`. `assumedMaxOutputTokens` fills a required max_tokens (Anthropic) that was not recorded.
 */
export function mapRecordedParams(api: ReplayApi, params: Record<string, unknown>, opts: { assumedMaxOutputTokens: number }): MappedParams {
  const out: MappedParams = { body: {}, sent: {}, notSent: [], assumed: [] };
  const send = (wire: string, value: unknown) => {
    out.body[wire] = value;
    out.sent[wire] = value;
  };
  const skip = (name: string, why: string): void => {
    out.notSent.push({ name, why });
  };
  const notOf = `not a parameter of ${api}`;

  for (const name of Object.keys(params).sort()) {
    const value = params[name];
    if (STREAM_ALIASES.has(name)) {
      skip(name, 'replayed without streaming');
      continue;
    }
    if (value === null || value === undefined) {
      skip(name, 'recorded without a value');
      continue;
    }
    if (name === 'llm.invocation_parameters' || name === 'embedding.invocation_parameters') {
      skip(name, 'recorded invocation parameters that are not a JSON object');
      continue;
    }
    if (name !== 'choice.count') {
      const base = qualifiedBase(name);
      if (base !== null) {
        skip(name, base in params ? `duplicate of ${base}` : 'a qualified name that is not a request parameter');
        continue;
      }
    }
    if (MODEL_NAMES.has(name)) {
      skip(name, 'the replay sends the snapshot that answered');
      continue;
    }
    if (CONTENT_FIELDS.has(name)) {
      skip(name, 'content is sent from the stored content objects');
      continue;
    }
    if (END_USER_FIELDS.has(name)) {
      skip(name, 'identifies the end user to the provider and does not change the output');
      continue;
    }
    if (CLIENT_SETTINGS.has(name)) {
      skip(name, 'a client setting, not a request parameter');
      continue;
    }
    if (NON_CHAT.has(name)) {
      skip(name, notOf);
      continue;
    }
    if (api === 'anthropic.messages') mapAnthropic(name, value);
    else if (api === 'openai.responses') mapResponses(name, value);
    else mapChat(name, value);
  }

  if (api === 'anthropic.messages' && !('max_tokens' in out.body)) {
    out.body['max_tokens'] = opts.assumedMaxOutputTokens;
    out.assumed.push({ name: 'max_tokens', value: opts.assumedMaxOutputTokens, why: 'required by anthropic.messages and not recorded' });
  }
  return out;

  function mapChat(name: string, value: unknown): void {
    switch (name) {
      case 'top_k':
        return skip(name, notOf);
      case 'stop_sequences':
        return send('stop', value);
      case 'choice.count':
        return value === 1 ? send('n', 1) : skip(name, 'a replay run asks for one output');
      case 'n':
        return value === 1 ? send('n', 1) : skip(name, 'a replay run asks for one output');
      case 'max_tokens':
        // Both names recorded: the specific one was what the application sent (OpenAI refuses both at once).
        return 'max_completion_tokens' in params ? skip(name, 'duplicate of max_completion_tokens') : send('max_tokens', value);
      default:
        return PLAIN_WIRE_NAME.test(name) ? send(name, value) : skip(name, notOf);
    }
  }

  function mapResponses(name: string, value: unknown): void {
    switch (name) {
      case 'max_tokens':
      case 'max_completion_tokens':
        if ('max_output_tokens' in params || (name === 'max_tokens' && 'max_completion_tokens' in params)) {
          return skip(name, `duplicate of ${'max_output_tokens' in params ? 'max_output_tokens' : 'max_completion_tokens'}`);
        }
        return send('max_output_tokens', value);
      case 'reasoning_effort':
        if ('reasoning' in params) return skip(name, 'duplicate of reasoning');
        return send('reasoning', { effort: value });
      case 'response_format':
        if ('text' in params) return skip(name, 'duplicate of text');
        return typeof value === 'object' && !Array.isArray(value) ? send('text', { format: flattenFormat(value as Record<string, unknown>) }) : skip(name, 'not a response format object');
      case 'choice.count':
      case 'n':
        return skip(name, value === 1 ? `${notOf} (one output per request)` : 'a replay run asks for one output');
      case 'top_k':
      case 'stop_sequences':
        return skip(name, notOf);
      default:
        if (RESPONSES_ONLY_NOT.has(name)) return skip(name, notOf);
        return PLAIN_WIRE_NAME.test(name) ? send(name, value) : skip(name, notOf);
    }
  }

  function mapAnthropic(name: string, value: unknown): void {
    if (name === 'max_completion_tokens' || name === 'max_output_tokens') {
      return 'max_tokens' in params ? skip(name, 'duplicate of max_tokens') : send('max_tokens', value);
    }
    if (name === 'stop' && !('stop_sequences' in params)) return send('stop_sequences', typeof value === 'string' ? [value] : value);
    if (name === 'choice.count' || name === 'n') return skip(name, value === 1 ? `${notOf} (one output per request)` : 'a replay run asks for one output');
    if (name === 'tool_choice' && (typeof value !== 'object' || Array.isArray(value))) return skip(name, `not in the form of ${api}`);
    if (ANTHROPIC_PARAMS.has(name)) return send(name, value);
    return skip(name, notOf);
  }
}

/** Chat `response_format` `{type:'json_schema', json_schema:{name, schema, strict}}` → Responses `text.format`. */
function flattenFormat(format: Record<string, unknown>): Record<string, unknown> {
  const inner = format['json_schema'];
  if (format['type'] === 'json_schema' && typeof inner === 'object' && inner !== null && !Array.isArray(inner)) {
    return { type: 'json_schema', ...(inner as Record<string, unknown>) };
  }
  return format;
}
