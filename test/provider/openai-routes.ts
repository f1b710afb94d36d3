/**
 * The fake provider's OpenAI-compatible routes: Chat Completions (plain and streamed, tool calls), the Responses
 * API (plain and streamed typed events), Embeddings and the model list. Wire objects come from openai-wire.ts; the
 * answer (reply or error) comes from the scenario decision in the core (`kit.decide`).
 */
import {
  buildChatChunks,
  buildChatCompletion,
  buildChatUsage,
  buildResponseObject,
  buildResponsesOutput,
  buildResponsesUsage,
  completionTokensOf,
  contentText,
  countPromptTokens,
  countTokens,
  embed,
  encodeEmbeddingBase64,
  finishReasonOf,
  identifyToolCalls,
  makeHexId,
  makeId,
  splitIntoPieces,
} from './openai-wire.ts';
import { FakeAnswerError, type RequestContext, type Route, type RouteKit } from './route-kit.ts';

/** The routes by `METHOD /path`, bound to the core's kit. */
export function createOpenAiRoutes(kit: RouteKit): Record<string, Route> {
  async function handleChat(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = kit.requireModel(body, 'chat');
    const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
    if (messages.length === 0) {
      throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'messages', message: "Missing required parameter: 'messages'." });
    }
    const last = (messages[messages.length - 1] ?? {}) as { role?: unknown };
    const lastUser = [...messages].reverse().find((m) => (m as { role?: unknown })?.role === 'user') as { content?: unknown } | undefined;
    const tools = Array.isArray(body.tools) ? (body.tools as { function?: { name?: unknown } }[]) : [];
    const reply = await kit.decide(ctx, {
      endpoint: 'chat.completions',
      model: name,
      lastRole: typeof last.role === 'string' ? last.role : null,
      lastUserText: contentText(lastUser?.content),
      toolNames: tools.map((t) => t.function?.name).filter((n): n is string => typeof n === 'string'),
    });
    const toolCalls = identifyToolCalls(reply);
    const usage = buildChatUsage(countPromptTokens(messages, body.tools), completionTokensOf(reply));
    const head = { id: makeId('chatcmpl-', 29), created: Math.floor(Date.now() / 1000), model: model.snapshot, systemFingerprint: model.systemFingerprint ?? 'fp_0000000000' };
    Object.assign(ctx.record.answer, {
      id: head.id,
      model: head.model,
      finishReasons: [finishReasonOf(reply)],
      usage: { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens },
    });
    if (body.stream === true) {
      const includeUsage = (body.stream_options as { include_usage?: unknown } | undefined)?.include_usage === true;
      if (!includeUsage) ctx.record.answer.usage = null;
      const chunks = buildChatChunks(head, reply, toolCalls, includeUsage ? usage : null);
      await kit.streamEvents(ctx, chunks.map((data) => ({ data })), kit.chunkDelayFor(ctx), true);
      return;
    }
    kit.sendJson(ctx, 200, buildChatCompletion(head, reply, toolCalls, usage));
  }

  async function handleResponses(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = kit.requireModel(body, 'chat');
    const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : Array.isArray(body.input) ? (body.input as Record<string, unknown>[]) : [];
    if (input.length === 0) {
      throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'input', message: "Missing required parameter: 'input'." });
    }
    const last = input[input.length - 1]!;
    const lastUser = [...input].reverse().find((m) => m.role === 'user');
    const tools = Array.isArray(body.tools) ? (body.tools as { name?: unknown }[]) : [];
    const reply = await kit.decide(ctx, {
      endpoint: 'responses',
      model: name,
      lastRole: last.type === 'function_call_output' ? 'tool' : typeof last.role === 'string' ? last.role : null,
      lastUserText: contentText(lastUser?.content),
      toolNames: tools.map((t) => t.name).filter((n): n is string => typeof n === 'string'),
    });
    const toolCalls = identifyToolCalls(reply);
    const inputTokens = countPromptTokens(input, body.tools) + (typeof body.instructions === 'string' ? countTokens(body.instructions) : 0);
    const outputTokens = completionTokensOf(reply);
    const head = { id: makeHexId('resp_', 48), createdAt: Math.floor(Date.now() / 1000), model: model.snapshot, request: body };
    const output = buildResponsesOutput(reply, toolCalls, makeHexId('msg_', 48));
    const usage = buildResponsesUsage(inputTokens, outputTokens);
    Object.assign(ctx.record.answer, { id: head.id, model: head.model, finishReasons: [finishReasonOf(reply)], usage: { inputTokens, outputTokens } });
    const completed = buildResponseObject(head, 'completed', output, usage);
    if (body.stream !== true) {
      kit.sendJson(ctx, 200, completed);
      return;
    }
    let sequence = 0;
    const ev = (type: string, payload: object) => ({ event: type, data: { type, sequence_number: sequence++, ...payload } });
    const events = [ev('response.created', { response: buildResponseObject(head, 'in_progress', [], null) }), ev('response.in_progress', { response: buildResponseObject(head, 'in_progress', [], null) })];
    output.forEach((item, outputIndex) => {
      const it = item as { type: string; id: string; content?: { text: string }[]; arguments?: string };
      if (it.type === 'message') {
        const text = it.content![0]!.text;
        const part = { type: 'output_text', text: '', annotations: [], logprobs: [] };
        events.push(ev('response.output_item.added', { output_index: outputIndex, item: { ...it, status: 'in_progress', content: [] } }));
        events.push(ev('response.content_part.added', { item_id: it.id, output_index: outputIndex, content_index: 0, part }));
        for (const delta of splitIntoPieces(text)) events.push(ev('response.output_text.delta', { item_id: it.id, output_index: outputIndex, content_index: 0, delta, logprobs: [] }));
        events.push(ev('response.output_text.done', { item_id: it.id, output_index: outputIndex, content_index: 0, text, logprobs: [] }));
        events.push(ev('response.content_part.done', { item_id: it.id, output_index: outputIndex, content_index: 0, part: { ...part, text } }));
      } else {
        events.push(ev('response.output_item.added', { output_index: outputIndex, item: { ...it, status: 'in_progress', arguments: '' } }));
        events.push(ev('response.function_call_arguments.delta', { item_id: it.id, output_index: outputIndex, delta: it.arguments }));
        events.push(ev('response.function_call_arguments.done', { item_id: it.id, output_index: outputIndex, arguments: it.arguments }));
      }
      events.push(ev('response.output_item.done', { output_index: outputIndex, item }));
    });
    events.push(ev('response.completed', { response: completed }));
    await kit.streamEvents(ctx, events, kit.chunkDelayFor(ctx), false);
  }

  async function handleEmbeddings(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { model } = kit.requireModel(body, 'embedding');
    const raw = body.input;
    const inputs: string[] = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : [];
    if (inputs.length === 0) {
      throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'input', message: "Missing required parameter: 'input'." });
    }
    const dims = typeof body.dimensions === 'number' && body.dimensions > 0 ? Math.min(4096, Math.floor(body.dimensions)) : (model.embeddingDims ?? 16);
    const base64 = body.encoding_format === 'base64';
    await kit.decide(ctx, null);
    const promptTokens = inputs.reduce((n, s) => n + countTokens(s), 0);
    Object.assign(ctx.record.answer, { model: model.snapshot, usage: { inputTokens: promptTokens, outputTokens: 0 } });
    kit.sendJson(ctx, 200, {
      object: 'list',
      data: inputs.map((text, index) => {
        const vector = embed(model.snapshot, text, dims);
        return { object: 'embedding', index, embedding: base64 ? encodeEmbeddingBase64(vector) : vector };
      }),
      model: model.snapshot,
      usage: { prompt_tokens: promptTokens, total_tokens: promptTokens },
    });
  }

  async function handleModels(ctx: RequestContext): Promise<void> {
    kit.sendJson(ctx, 200, { object: 'list', data: kit.modelNames().map((id) => ({ id, object: 'model', created: 1735689600, owned_by: 'fake-provider' })) });
  }

  return {
    'POST /v1/chat/completions': { api: 'openai', handle: handleChat },
    'POST /v1/responses': { api: 'openai', handle: handleResponses },
    'POST /v1/embeddings': { api: 'openai', handle: handleEmbeddings },
    'GET /v1/models': { api: 'openai', handle: handleModels },
  };
}
