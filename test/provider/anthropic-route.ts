/**
 * The fake provider's Anthropic Messages route (`POST /v1/messages`): the header checks the service makes
 * (x-api-key, anthropic-version), its body checks (model, max_tokens, messages with user/assistant roles starting
 * with user), then the scenario's answer as a message object or its streamed events (anthropic-wire.ts).
 */
import type { IncomingMessage } from 'node:http';
import {
  anthropicStopReason,
  buildMessage,
  buildMessageContent,
  buildMessageStreamEvents,
  buildMessagesUsage,
  countMessagesInputTokens,
  viewOfMessagesRequest,
} from './anthropic-wire.ts';
import { makeId } from './openai-wire.ts';
import { FakeAnswerError, invalidParam, missingParam, type RequestContext, type Route, type RouteKit } from './route-kit.ts';

/** The route by `METHOD /path`, bound to the core's kit. */
export function createAnthropicRoutes(kit: RouteKit): Record<string, Route> {
  async function handleMessages(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = kit.requireModel(body, 'chat', 'anthropic');
    if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens) || body.max_tokens < 1) {
      throw new FakeAnswerError(body.max_tokens === undefined ? missingParam('max_tokens') : invalidParam('max_tokens', 'max_tokens: Input should be a valid integer greater than or equal to 1'));
    }
    const messages = Array.isArray(body.messages) ? (body.messages as unknown[]).filter((m): m is Record<string, unknown> => !!m && typeof m === 'object') : [];
    if (messages.length === 0) throw new FakeAnswerError(body.messages === undefined ? missingParam('messages') : invalidParam('messages', 'messages: at least one message is required'));
    const roles = messages.map((m) => m.role);
    const badRole = roles.findIndex((r) => r !== 'user' && r !== 'assistant');
    if (badRole >= 0) throw new FakeAnswerError(invalidParam('messages', `messages.${badRole}.role: Input should be 'user' or 'assistant'`));
    if (roles[0] !== 'user') throw new FakeAnswerError(invalidParam('messages', 'messages: first message must use the "user" role'));
    const reply = await kit.decide(ctx, viewOfMessagesRequest(name, messages, body.tools));
    const content = buildMessageContent(reply);
    const usage = buildMessagesUsage(countMessagesInputTokens(messages, body.system, body.tools), reply);
    const head = { id: makeId('msg_', 24), model: model.snapshot };
    Object.assign(ctx.record.answer, {
      id: head.id,
      model: head.model,
      finishReasons: [anthropicStopReason(reply)],
      usage: { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens },
    });
    if (body.stream === true) {
      await kit.streamEvents(ctx, buildMessageStreamEvents(head, reply, content, usage), kit.chunkDelayFor(ctx), false);
      return;
    }
    kit.sendJson(ctx, 200, buildMessage(head, reply, content, usage));
  }

  function authenticateAnthropic(req: IncomingMessage): void {
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw new FakeAnswerError({ status: 401, type: 'invalid_request_error', code: 'invalid_api_key', param: null, message: 'x-api-key header is required' });
    }
    if (typeof req.headers['anthropic-version'] !== 'string') {
      throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'missing_required_header', param: null, message: 'anthropic-version: header is required' });
    }
  }

  return { 'POST /v1/messages': { api: 'anthropic', handle: handleMessages, authenticate: authenticateAnthropic } };
}
