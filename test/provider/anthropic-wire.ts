/**
 * Builders for the Anthropic Messages wire objects the fake provider answers with: the message object, its
 * streamed events, error bodies (`{type:'error', error:{type, message}}`) and the mapping from the scenario
 * table's API-neutral error specs to Anthropic's error types. Shapes follow what the official SDK parses
 * (`id` msg_…, `model` as the dated snapshot, `content` blocks, `stop_reason`, `usage` with the cache fields).
 * Token counts are the same deterministic approximation as openai-wire.ts, not a tokenizer.
 */
import { completionTokensOf, contentText, countTokens, makeId, splitIntoPieces, type FakeReply } from './openai-wire.ts';
import type { FakeErrorSpec, FakeRequestView } from './scenarios.ts';

/** The Anthropic error type for an HTTP status, as the service documents it. */
const ANTHROPIC_ERROR_TYPES: Readonly<Record<number, string>> = {
  400: 'invalid_request_error',
  401: 'authentication_error',
  403: 'permission_error',
  404: 'not_found_error',
  413: 'request_too_large',
  429: 'rate_limit_error',
  500: 'api_error',
  529: 'overloaded_error',
};

/** An error answer rendered for the Messages API. */
export interface AnthropicError {
  readonly status: number;
  readonly type: string;
  readonly message: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** Renders a scenario error spec for the Messages API: its `anthropic` override first, else status → type. */
export function toAnthropicError(spec: FakeErrorSpec): AnthropicError {
  const status = spec.anthropic?.status ?? spec.status;
  const type = spec.anthropic?.type ?? ANTHROPIC_ERROR_TYPES[status] ?? (status >= 500 ? 'api_error' : 'invalid_request_error');
  return { status, type, message: spec.anthropic?.message ?? spec.message, headers: { ...spec.headers } };
}

export function buildAnthropicErrorBody(e: { type: string; message: string }): object {
  return { type: 'error', error: { type: e.type, message: e.message } };
}

export function anthropicStopReason(reply: FakeReply): 'end_turn' | 'max_tokens' | 'tool_use' | 'refusal' {
  if (reply.kind === 'tool_calls') return 'tool_use';
  if (reply.finishReason === 'length') return 'max_tokens';
  return reply.finishReason === 'content_filter' ? 'refusal' : 'end_turn';
}

type Block = Record<string, unknown>;

function blocksOf(content: unknown): Block[] {
  if (typeof content === 'string') return [{ type: 'text', text: content }];
  return Array.isArray(content) ? content.filter((b): b is Block => !!b && typeof b === 'object') : [];
}

/** Text of a `system` field (a string or text blocks). */
export function systemText(system: unknown): string {
  return typeof system === 'string' ? system : contentText(system);
}

/**
 * The API-neutral view of a Messages request. The last turn counts as `tool` when the user message that ends the
 * conversation carries a tool_result block (that is how a client sends tool results back on this API).
 */
export function viewOfMessagesRequest(model: string, messages: readonly Block[], tools: unknown): FakeRequestView {
  const last = messages[messages.length - 1];
  const lastBlocks = blocksOf(last?.content);
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  return {
    endpoint: 'anthropic.messages',
    model,
    lastRole: lastBlocks.some((b) => b.type === 'tool_result') ? 'tool' : typeof last?.role === 'string' ? last.role : null,
    lastUserText: contentText(blocksOf(lastUser?.content).filter((b) => b.type === 'text')),
    toolNames: Array.isArray(tools) ? tools.map((t: { name?: unknown }) => t?.name).filter((n): n is string => typeof n === 'string') : [],
  };
}

/** Input tokens of a Messages request: a per-message overhead plus every block's text or JSON, system, tools. */
export function countMessagesInputTokens(messages: readonly Block[], system: unknown, tools: unknown): number {
  let n = 3 + countTokens(systemText(system));
  for (const m of messages) {
    n += 4;
    for (const b of blocksOf(m.content)) n += countTokens(typeof b.text === 'string' ? b.text : JSON.stringify(b));
  }
  if (Array.isArray(tools) && tools.length > 0) n += countTokens(JSON.stringify(tools));
  return n;
}

/** The content blocks of an answer: one text block, or one tool_use block per call (input parsed from JSON). */
export function buildMessageContent(reply: FakeReply): Block[] {
  if (reply.kind === 'text') return [{ type: 'text', text: reply.text }];
  return reply.calls.map((c) => ({ type: 'tool_use', id: makeId('toolu_', 24), name: c.name, input: JSON.parse(c.arguments) as unknown }));
}

export interface MessagesUsage {
  input_tokens: number;
  output_tokens: number;
  cache_creation_input_tokens: number;
  cache_read_input_tokens: number;
}

export function buildMessagesUsage(inputTokens: number, reply: FakeReply): MessagesUsage {
  return { input_tokens: inputTokens, output_tokens: completionTokensOf(reply), cache_creation_input_tokens: 0, cache_read_input_tokens: 0 };
}

/** A complete Messages API answer. */
export function buildMessage(head: { id: string; model: string }, reply: FakeReply, content: readonly Block[], usage: MessagesUsage): object {
  return {
    id: head.id,
    type: 'message',
    role: 'assistant',
    model: head.model,
    content,
    stop_reason: anthropicStopReason(reply),
    stop_sequence: null,
    usage,
  };
}

/**
 * The named SSE events of a streamed answer, in the service's order: message_start (usage with the input tokens
 * and output_tokens 1), per block content_block_start / deltas / content_block_stop, message_delta (stop_reason and
 * the final output_tokens), message_stop. Text arrives word by word, tool input as partial_json fragments.
 */
export function buildMessageStreamEvents(head: { id: string; model: string }, reply: FakeReply, content: readonly Block[], usage: MessagesUsage): { event: string; data: object }[] {
  const ev = (type: string, payload: object) => ({ event: type, data: { type, ...payload } });
  const events = [
    ev('message_start', {
      message: { id: head.id, type: 'message', role: 'assistant', model: head.model, content: [], stop_reason: null, stop_sequence: null, usage: { ...usage, output_tokens: 1 } },
    }),
  ];
  content.forEach((block, index) => {
    if (block.type === 'text') {
      events.push(ev('content_block_start', { index, content_block: { type: 'text', text: '' } }));
      for (const text of splitIntoPieces(block.text as string)) events.push(ev('content_block_delta', { index, delta: { type: 'text_delta', text } }));
    } else {
      events.push(ev('content_block_start', { index, content_block: { ...block, input: {} } }));
      for (const partial of JSON.stringify(block.input).match(/.{1,8}/gs) ?? []) events.push(ev('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: partial } }));
    }
    events.push(ev('content_block_stop', { index }));
  });
  events.push(ev('message_delta', { delta: { stop_reason: anthropicStopReason(reply), stop_sequence: null }, usage: { output_tokens: usage.output_tokens } }));
  events.push(ev('message_stop', {}));
  return events;
}
