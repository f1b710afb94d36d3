/**
 * Builders for the OpenAI-compatible wire objects the fake provider answers with (Chat Completions objects and
 * chunks, Responses API objects, embeddings, error bodies, usage). Shapes follow what the official clients parse,
 * including the fields instrumentations read (`id`, `model`, `system_fingerprint`, `usage.*_details`,
 * `finish_reason`), so a client and its instrumentation behave as they would against a real service.
 * Token counts are a deterministic approximation (about four characters per token), not a tokenizer.
 */
import { createHash, randomBytes } from 'node:crypto';

/** What the assistant says in one turn: text, or tool calls (which the client is expected to answer). */
export type FakeReply =
  | { readonly kind: 'text'; readonly text: string; readonly finishReason: 'stop' | 'length' | 'content_filter' }
  | { readonly kind: 'tool_calls'; readonly calls: readonly { readonly name: string; readonly arguments: string }[] };

/** A tool call with the id the provider gave it (ids are random per answer, like a real service's). */
export interface IdentifiedToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/** Chat Completions usage as the service reports it (prompt/completion plus the detail objects). */
export interface ChatUsage {
  prompt_tokens: number;
  completion_tokens: number;
  total_tokens: number;
  prompt_tokens_details: { cached_tokens: number; audio_tokens: number };
  completion_tokens_details: { reasoning_tokens: number; audio_tokens: number; accepted_prediction_tokens: number; rejected_prediction_tokens: number };
}

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id with the service's prefix and alphabet, e.g. `chatcmpl-` + 29 alphanumerics. */
export function makeId(prefix: string, length: number): string {
  const bytes = randomBytes(length);
  let out = prefix;
  for (const b of bytes) out += ALNUM[b % ALNUM.length];
  return out;
}

export function makeHexId(prefix: string, hexChars: number): string {
  return prefix + randomBytes(Math.ceil(hexChars / 2)).toString('hex').slice(0, hexChars);
}

export function countTokens(text: string): number {
  return text.length === 0 ? 0 : Math.max(1, Math.ceil(text.length / 4));
}

/** Text of a message's content, whatever its shape (string, or an array of parts). */
export function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content
      .map((p) => (p && typeof p === 'object' && typeof (p as { text?: unknown }).text === 'string' ? (p as { text: string }).text : ''))
      .join('');
  }
  return '';
}

/** Prompt tokens of a chat request: a per-message overhead plus the text, plus the tool definitions. */
export function countPromptTokens(messages: readonly unknown[], tools: unknown): number {
  let n = 3;
  for (const m of messages) {
    const msg = (m ?? {}) as { content?: unknown; tool_calls?: unknown };
    n += 4 + countTokens(contentText(msg.content));
    if (msg.tool_calls !== undefined) n += countTokens(JSON.stringify(msg.tool_calls));
  }
  if (Array.isArray(tools) && tools.length > 0) n += countTokens(JSON.stringify(tools));
  return n;
}

/** Splits text into streamed pieces: one per word with its leading space, as a tokenizer-based stream looks. */
export function splitIntoPieces(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [text];
}

export function completionTokensOf(reply: FakeReply): number {
  if (reply.kind === 'text') return splitIntoPieces(reply.text).length;
  return reply.calls.reduce((n, c) => n + 5 + countTokens(c.arguments), 0);
}

export function buildChatUsage(promptTokens: number, completionTokens: number): ChatUsage {
  return {
    prompt_tokens: promptTokens,
    completion_tokens: completionTokens,
    total_tokens: promptTokens + completionTokens,
    prompt_tokens_details: { cached_tokens: 0, audio_tokens: 0 },
    completion_tokens_details: { reasoning_tokens: 0, audio_tokens: 0, accepted_prediction_tokens: 0, rejected_prediction_tokens: 0 },
  };
}

export function identifyToolCalls(reply: FakeReply): IdentifiedToolCall[] {
  return reply.kind === 'tool_calls' ? reply.calls.map((c) => ({ id: makeId('call_', 24), name: c.name, arguments: c.arguments })) : [];
}

export function finishReasonOf(reply: FakeReply): string {
  return reply.kind === 'text' ? reply.finishReason : 'tool_calls';
}

/** Common head of a completion object and of every chunk of one streamed completion. */
export interface CompletionHead {
  readonly id: string;
  readonly created: number;
  readonly model: string;
  readonly systemFingerprint: string;
}

export function buildChatCompletion(head: CompletionHead, reply: FakeReply, toolCalls: readonly IdentifiedToolCall[], usage: ChatUsage): object {
  const message =
    reply.kind === 'text'
      ? { role: 'assistant', content: reply.text, refusal: null, annotations: [] }
      : {
          role: 'assistant',
          content: null,
          refusal: null,
          annotations: [],
          tool_calls: toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.name, arguments: c.arguments } })),
        };
  return {
    id: head.id,
    object: 'chat.completion',
    created: head.created,
    model: head.model,
    choices: [{ index: 0, message, logprobs: null, finish_reason: finishReasonOf(reply) }],
    usage,
    service_tier: 'default',
    system_fingerprint: head.systemFingerprint,
  };
}

/**
 * The chunks of a streamed completion, in order: a role chunk, content (or tool-call) deltas, the finish chunk,
 * and — when the request asked for `stream_options.include_usage` — a last chunk with empty choices and the usage
 * (every earlier chunk then carries `"usage": null`, as the service does).
 */
export function buildChatChunks(head: CompletionHead, reply: FakeReply, toolCalls: readonly IdentifiedToolCall[], usage: ChatUsage | null): object[] {
  const chunk = (choices: object[], extra: object = {}) => ({
    id: head.id,
    object: 'chat.completion.chunk',
    created: head.created,
    model: head.model,
    service_tier: 'default',
    system_fingerprint: head.systemFingerprint,
    choices,
    ...(usage ? { usage: null } : {}),
    ...extra,
  });
  const delta = (d: object, finishReason: string | null = null) => ({ index: 0, delta: d, logprobs: null, finish_reason: finishReason });
  const chunks: object[] = [];
  if (reply.kind === 'text') {
    chunks.push(chunk([delta({ role: 'assistant', content: '', refusal: null })]));
    for (const piece of splitIntoPieces(reply.text)) chunks.push(chunk([delta({ content: piece })]));
  } else {
    chunks.push(chunk([delta({ role: 'assistant', content: null, refusal: null })]));
    toolCalls.forEach((c, index) => {
      chunks.push(chunk([delta({ tool_calls: [{ index, id: c.id, type: 'function', function: { name: c.name, arguments: '' } }] })]));
      // Arguments arrive in fragments, as they do from a real service.
      for (const fragment of c.arguments.match(/.{1,8}/gs) ?? []) chunks.push(chunk([delta({ tool_calls: [{ index, function: { arguments: fragment } }] })]));
    });
  }
  chunks.push(chunk([delta({}, finishReasonOf(reply))]));
  if (usage) chunks.push(chunk([], { usage }));
  return chunks;
}

/** An OpenAI error body (`{"error": {message, type, param, code}}`). */
export function buildErrorBody(e: { message: string; type: string; param?: string | null; code?: string | null }): object {
  return { error: { message: e.message, type: e.type, param: e.param ?? null, code: e.code ?? null } };
}

/** Responses API usage. */
export function buildResponsesUsage(inputTokens: number, outputTokens: number): object {
  return {
    input_tokens: inputTokens,
    input_tokens_details: { cached_tokens: 0 },
    output_tokens: outputTokens,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: inputTokens + outputTokens,
  };
}

/** The output items of a Responses API answer: one assistant message, or one function_call item per tool call. */
export function buildResponsesOutput(reply: FakeReply, toolCalls: readonly IdentifiedToolCall[], messageId: string): object[] {
  if (reply.kind === 'text') {
    return [{ type: 'message', id: messageId, status: 'completed', role: 'assistant', content: [{ type: 'output_text', text: reply.text, annotations: [], logprobs: [] }] }];
  }
  return toolCalls.map((c) => ({ type: 'function_call', id: makeHexId('fc_', 48), call_id: c.id, name: c.name, arguments: c.arguments, status: 'completed' }));
}

/** A Responses API response object. `status` is `in_progress` (stream start, no output yet) or `completed`. */
export function buildResponseObject(
  r: { id: string; createdAt: number; model: string; request: Record<string, unknown> },
  status: 'in_progress' | 'completed',
  output: object[],
  usage: object | null,
): object {
  const req = r.request;
  return {
    id: r.id,
    object: 'response',
    created_at: r.createdAt,
    status,
    background: false,
    error: null,
    incomplete_details: null,
    instructions: req.instructions ?? null,
    max_output_tokens: req.max_output_tokens ?? null,
    model: r.model,
    output,
    parallel_tool_calls: true,
    previous_response_id: req.previous_response_id ?? null,
    reasoning: { effort: null, summary: null },
    service_tier: 'default',
    store: req.store ?? true,
    temperature: req.temperature ?? 1,
    text: { format: { type: 'text' } },
    tool_choice: req.tool_choice ?? 'auto',
    tools: req.tools ?? [],
    top_p: req.top_p ?? 1,
    truncation: 'disabled',
    usage,
    user: req.user ?? null,
    metadata: req.metadata ?? {},
  };
}

/** A deterministic unit vector for (model, text): same input, same embedding, on every run. */
export function embed(model: string, text: string, dims: number): number[] {
  const values: number[] = [];
  for (let block = 0; values.length < dims; block++) {
    const h = createHash('sha256').update(`${model}\u0000${block}\u0000${text}`).digest();
    for (let i = 0; i + 4 <= h.length && values.length < dims; i += 4) values.push(h.readInt32LE(i) / 2 ** 31);
  }
  const norm = Math.hypot(...values) || 1;
  return values.map((v) => v / norm);
}

/** `encoding_format: "base64"` (what the Python client asks for by default): little-endian float32, base64. */
export function encodeEmbeddingBase64(vector: readonly number[]): string {
  const buf = Buffer.alloc(vector.length * 4);
  vector.forEach((v, i) => buf.writeFloatLE(v, i * 4));
  return buf.toString('base64');
}
