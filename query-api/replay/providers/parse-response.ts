/**
 * A provider's successful answer (parsed JSON) → GenAI output messages, usage and ids, per API. The output has the
 * shape the collector stores for an original (`[{role:'assistant', parts, finish_reason}]`, tool-call arguments
 * parsed from JSON when they are JSON), so the original and its replays render alike in `outputText`.
 * `finishReason` is the provider's own word (`stop`, `tool_calls`, `end_turn`, `max_output_tokens`, ...).
 */
import type { ReplayApi } from '../../../schemas/replay.ts';
import { isObject } from './genai-input.ts';

/** What a replay run keeps of an answer. Holds raw content (`output`): never log it. */
/** What a provider's answer says about the call besides its output: ids, the model that answered, token counts. */
export interface AnswerFacts {
  responseId: string;
  responseModel: string;
  finishReason: string;
  systemFingerprint: string;
  inputTokens: number | null;
  outputTokens: number | null;
  cachedInputTokens: number | null;
  reasoningTokens: number | null;
}

export interface ParsedAnswer extends AnswerFacts {
  output: Array<{ role: 'assistant'; parts: Array<Record<string, unknown>>; finish_reason: string }>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
const obj = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});

/** Arguments as the collector stores them: the JSON value when the text is a JSON object or list, else the text. */
function parseArguments(args: unknown): unknown {
  if (typeof args !== 'string') return args;
  const first = args.trimStart().charAt(0);
  if (first !== '{' && first !== '[') return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return args;
  }
}

function parseChat(body: Record<string, unknown>): ParsedAnswer | null {
  if (!Array.isArray(body['choices']) || body['choices'].length === 0) return null;
  const choice = obj(body['choices'][0]);
  const message = obj(choice['message']);
  const parts: Array<Record<string, unknown>> = [];
  if (typeof message['content'] === 'string' && message['content'] !== '') parts.push({ type: 'text', content: message['content'] });
  else if (Array.isArray(message['content'])) {
    for (const p of message['content']) if (isObject(p) && typeof p['text'] === 'string') parts.push({ type: 'text', content: p['text'] });
  }
  if (typeof message['refusal'] === 'string' && message['refusal'] !== '') parts.push({ type: 'refusal', content: message['refusal'] });
  if (Array.isArray(message['tool_calls'])) {
    for (const c of message['tool_calls']) {
      const call = obj(c);
      const fn = obj(call['function']);
      parts.push({ type: 'tool_call', id: str(call['id']), name: str(fn['name']), arguments: parseArguments(fn['arguments']) });
    }
  }
  const finishReason = str(choice['finish_reason']);
  const usage = obj(body['usage']);
  return {
    output: [{ role: 'assistant', parts, finish_reason: finishReason }],
    responseId: str(body['id']),
    responseModel: str(body['model']),
    finishReason,
    systemFingerprint: str(body['system_fingerprint']),
    inputTokens: num(usage['prompt_tokens']),
    outputTokens: num(usage['completion_tokens']),
    cachedInputTokens: num(obj(usage['prompt_tokens_details'])['cached_tokens']),
    reasoningTokens: num(obj(usage['completion_tokens_details'])['reasoning_tokens']),
  };
}

function parseResponses(body: Record<string, unknown>): ParsedAnswer | null {
  if (!Array.isArray(body['output'])) return null;
  const parts: Array<Record<string, unknown>> = [];
  for (const raw of body['output']) {
    const item = obj(raw);
    if (item['type'] === 'message') {
      for (const c of Array.isArray(item['content']) ? item['content'] : []) {
        const content = obj(c);
        if (content['type'] === 'output_text') parts.push({ type: 'text', content: str(content['text']) });
        else if (content['type'] === 'refusal') parts.push({ type: 'refusal', content: str(content['refusal']) });
        else parts.push({ type: str(content['type']) || 'unknown' });
      }
    } else if (item['type'] === 'function_call') {
      parts.push({ type: 'tool_call', id: str(item['call_id']), name: str(item['name']), arguments: parseArguments(item['arguments']) });
    } else if (item['type'] === 'reasoning') {
      const summary = (Array.isArray(item['summary']) ? item['summary'] : []).map((s) => str(obj(s)['text'])).join('');
      parts.push({ type: 'reasoning', content: summary });
    } else {
      parts.push({ type: str(item['type']) || 'unknown' });
    }
  }
  const status = str(body['status']);
  const incomplete = str(obj(body['incomplete_details'])['reason']);
  const finishReason = status === 'incomplete' ? incomplete || 'incomplete' : parts.some((p) => p['type'] === 'tool_call') ? 'tool_calls' : status === 'completed' ? 'stop' : status;
  const usage = obj(body['usage']);
  return {
    output: [{ role: 'assistant', parts, finish_reason: finishReason }],
    responseId: str(body['id']),
    responseModel: str(body['model']),
    finishReason,
    systemFingerprint: '',
    inputTokens: num(usage['input_tokens']),
    outputTokens: num(usage['output_tokens']),
    cachedInputTokens: num(obj(usage['input_tokens_details'])['cached_tokens']),
    reasoningTokens: num(obj(usage['output_tokens_details'])['reasoning_tokens']),
  };
}

function parseAnthropic(body: Record<string, unknown>): ParsedAnswer | null {
  if (!Array.isArray(body['content'])) return null;
  const parts: Array<Record<string, unknown>> = [];
  for (const raw of body['content']) {
    const block = obj(raw);
    if (block['type'] === 'text') parts.push({ type: 'text', content: str(block['text']) });
    else if (block['type'] === 'tool_use') parts.push({ type: 'tool_call', id: str(block['id']), name: str(block['name']), arguments: block['input'] });
    else if (block['type'] === 'thinking') parts.push({ type: 'reasoning', content: str(block['thinking']) });
    else parts.push({ type: str(block['type']) || 'unknown' });
  }
  const finishReason = str(body['stop_reason']);
  const usage = obj(body['usage']);
  return {
    output: [{ role: 'assistant', parts, finish_reason: finishReason }],
    responseId: str(body['id']),
    responseModel: str(body['model']),
    finishReason,
    systemFingerprint: '',
    inputTokens: num(usage['input_tokens']),
    outputTokens: num(usage['output_tokens']),
    cachedInputTokens: num(usage['cache_read_input_tokens']),
    reasoningTokens: null,
  };
}

/** Null when the body is not an answer of that API (the caller reports `bad_response`). */
export function parseProviderAnswer(api: ReplayApi, body: unknown): ParsedAnswer | null {
  if (!isObject(body)) return null;
  if (api === 'openai.chat') return parseChat(body);
  if (api === 'openai.responses') return parseResponses(body);
  return parseAnthropic(body);
}
