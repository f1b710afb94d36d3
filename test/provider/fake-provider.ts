/**
 * A local provider HTTP server for tests, speaking two wires under one base URL (`http://127.0.0.1:<port>/v1`):
 * OpenAI-compatible Chat Completions (plain and SSE streaming, with `stream_options.include_usage`, tool calls,
 * `system_fingerprint`), the Responses API (plain and streaming) and Embeddings; and Anthropic Messages
 * (`POST /v1/messages`: `x-api-key` and `anthropic-version` required, `max_tokens` required, text and tool_use
 * blocks, streaming events; wire in anthropic-wire.ts). It is a test double, never presented as a real provider:
 * it answers only fake model names (aliases or their dated snapshots), and every answer carries
 * `x-fake-provider: tracehold-test`.
 *
 * What it answers is chosen per request by the scenario table (`scenarios.ts`, header `x-fake-scenario`, else
 * the request model through `modelScenarios`, else `plain`), so
 * outputs are deterministic apart from ids and timestamps, which the record of each request reports. Streams
 * can be slowed per chunk (`chunkDelayMs`, or the `x-fake-chunk-delay-ms` header) so a client can stop reading
 * mid-stream; the record then says `client_closed`. Routes are a table too; errors are rendered in the route's
 * dialect (OpenAI `{error:{message,type,param,code}}`, Anthropic `{type:'error', error:{type,message}}`).
 *
 *   const provider = createFakeProvider({});
 *   const { baseUrl } = await provider.start();   // http://127.0.0.1:<port>/v1
 *   ...
 *   provider.requests();                          // what was received and answered
 *   await provider.shutdown();
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  buildChatChunks,
  buildChatCompletion,
  buildChatUsage,
  buildErrorBody,
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
  type FakeReply,
} from './openai-wire.ts';
import {
  anthropicStopReason,
  buildAnthropicErrorBody,
  buildMessage,
  buildMessageContent,
  buildMessageStreamEvents,
  buildMessagesUsage,
  countMessagesInputTokens,
  toAnthropicError,
  viewOfMessagesRequest,
} from './anthropic-wire.ts';
import { createScenarioStates } from './scenario-state.ts';
import type { FakeDraw } from './seeded-distribution.ts';
import { createDefaultScenarios, SCENARIO_HEADER, type FakeErrorSpec, type FakeRequestView, type FakeScenario } from './scenarios.ts';

/** A model the provider serves: requests name the alias or the snapshot, answers carry the dated snapshot. */
export interface FakeModel {
  readonly kind: 'chat' | 'embedding';
  /** Which wire serves it: OpenAI-compatible routes (default) or Anthropic Messages. */
  readonly api?: WireApi;
  /** The `model` the answer reports (the snapshot that "answered"). */
  readonly snapshot: string;
  readonly systemFingerprint?: string;
  /** Default embedding size when the request gives no `dimensions`. */
  readonly embeddingDims?: number;
}

export interface FakeProviderConfig {
  /** Default 127.0.0.1 (loopback only). */
  readonly host?: string;
  /** Default 0 (any free port). */
  readonly port?: number;
  /** Pause before every streamed chunk after the first, ms, unless the scenario or request says otherwise. Default 0. */
  readonly chunkDelayMs?: number;
  /** Rows added to (or replacing rows of) the default scenario table. */
  readonly scenarios?: Readonly<Record<string, FakeScenario>>;
  /** Models added to (or replacing) the default ones. */
  readonly models?: Readonly<Record<string, FakeModel>>;
  /** Request bodies above this are answered 413. Default 4 MiB. */
  readonly maxBodyBytes?: number;
  /** Oldest records are forgotten beyond this many. Default 10,000. */
  readonly maxRecordedRequests?: number;
  /**
   * Request model (alias or dated snapshot) → scenario name, used when a request carries no `x-fake-scenario`
   * header, so a client that cannot add headers (a replay sends exactly what was recorded) can still be steered.
   * The exact request model is looked up first, then the alias its snapshot belongs to. Unknown scenario names
   * fail at construction.
   */
  readonly modelScenarios?: Readonly<Record<string, string>>;
  /** Pause before every answer's headers, ms, unless the scenario or the `x-fake-latency-ms` header says otherwise. Default 0. */
  readonly latencyMs?: number;
}

/** What the provider answered to one request. */
export interface FakeAnswer {
  status: number;
  /** `chatcmpl-…`, `resp_…`; null for errors and embeddings. */
  id: string | null;
  /** The snapshot reported in the answer. */
  model: string | null;
  finishReasons: string[];
  usage: { inputTokens: number; outputTokens: number } | null;
  streamed: boolean;
  /** SSE events planned for a streamed answer, and how many were written before the end or the client left. */
  chunksPlanned: number;
  chunksWritten: number;
  /** Error code of an error answer (OpenAI `code`, else its `type`; the Anthropic error `type`). */
  errorCode: string | null;
  /** For a distribution scenario: what this request drew (`original` or the variant index); else null. */
  draw: FakeDraw | null;
}

/** One request as received (Authorization and api-key headers removed) and what was answered. */
export interface RecordedRequest {
  seq: number;
  receivedAtMs: number;
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
  scenario: string;
  /** This request's number within its scenario since the last reset (1 = first); 0 when none was decided. */
  scenarioSeq: number;
  /** When the answer's headers were written (null: never, e.g. the client left during a stall). */
  answeredAtMs: number | null;
  answer: FakeAnswer;
  /** `client_closed`: the client went away before the answer was complete (an aborted stream). */
  outcome: 'pending' | 'completed' | 'client_closed';
}

/**
 * Contract: `start()` binds and resolves with the addresses; `shutdown()` closes the listener and every open
 * connection and is safe to call twice. `requests()` returns a snapshot copy (the provider owns its records);
 * a streamed request's record is final once its `outcome` is no longer `pending`.
 */
export interface FakeProvider {
  start(): Promise<{ url: string; baseUrl: string }>;
  shutdown(): Promise<void>;
  /** `http://host:port` (after start). */
  readonly url: string;
  requests(): RecordedRequest[];
  clearRequests(): void;
  /** Resolves once no request is pending (streams finished or abandoned), or rejects after `timeoutMs`. */
  waitForIdle(timeoutMs?: number): Promise<void>;
  /** Rewinds one scenario's state (its request count for failFirst, its distribution's PRNG), or every scenario's. */
  resetScenarioState(name?: string): void;
  /** clearRequests() and resetScenarioState() together: the provider behaves as if just started. */
  reset(): void;
}

/** The two wire dialects the provider speaks; errors are rendered in the dialect of the route. */
export type WireApi = 'openai' | 'anthropic';

const DEFAULT_MODELS: Record<string, FakeModel> = {
  'fake-claude': { kind: 'chat', api: 'anthropic', snapshot: 'fake-claude-2025-05-14' },
  'fake-chat-small': { kind: 'chat', snapshot: 'fake-chat-small-2025-06-01', systemFingerprint: 'fp_5e1f0c2a9b' },
  'fake-chat-large': { kind: 'chat', snapshot: 'fake-chat-large-2025-04-14', systemFingerprint: 'fp_b7d4e3a611' },
  'fake-embed-small': { kind: 'embedding', snapshot: 'fake-embed-small-v1', embeddingDims: 16 },
};

const CHUNK_DELAY_HEADER = 'x-fake-chunk-delay-ms';
const LATENCY_HEADER = 'x-fake-latency-ms';

type RouteHandler = (ctx: RequestContext) => Promise<void>;

interface Route {
  readonly api: WireApi;
  readonly handle: RouteHandler;
  /** Header checks that come before anything else (Anthropic: x-api-key, anthropic-version). */
  readonly authenticate?: (req: IncomingMessage) => void;
}

interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  record: RecordedRequest;
  body: Record<string, unknown>;
  scenario: FakeScenario;
}

class BadRequest extends Error {
  constructor(readonly spec: FakeErrorSpec) {
    super(spec.message);
  }
}

/** The client left while the provider was waiting to answer: nothing more to write. */
class ClientGone extends Error {}

const missingParam = (param: string): FakeErrorSpec => ({
  status: 400,
  type: 'invalid_request_error',
  code: 'missing_required_parameter',
  param,
  message: `Missing required parameter: '${param}'.`,
  anthropic: { message: `${param}: Field required` },
});

const invalidParam = (param: string, message: string): FakeErrorSpec => ({ status: 400, type: 'invalid_request_error', code: 'invalid_value', param, message });

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

export function createFakeProvider(config: FakeProviderConfig = {}): FakeProvider {
  const scenarios: Record<string, FakeScenario> = { ...createDefaultScenarios(), ...config.scenarios };
  const models: Record<string, FakeModel> = { ...DEFAULT_MODELS, ...config.models };
  const maxBodyBytes = config.maxBodyBytes ?? 4 * 1024 * 1024;
  const maxRecorded = config.maxRecordedRequests ?? 10_000;
  const modelScenarios: Record<string, string> = { ...config.modelScenarios };
  for (const [model, name] of Object.entries(modelScenarios)) {
    if (!scenarios[name]) throw new Error(`fake provider: modelScenarios maps ${model} to an unknown scenario ${name}`);
  }
  const records: RecordedRequest[] = [];
  const states = createScenarioStates();
  let seq = 0;
  let server: Server | null = null;
  let url = '';
  let stopped: Promise<void> | null = null;

  const routes: Record<string, Route> = {
    'POST /v1/chat/completions': { api: 'openai', handle: handleChat },
    'POST /v1/responses': { api: 'openai', handle: handleResponses },
    'POST /v1/embeddings': { api: 'openai', handle: handleEmbeddings },
    'GET /v1/models': { api: 'openai', handle: handleModels },
    'POST /v1/messages': { api: 'anthropic', handle: handleMessages, authenticate: authenticateAnthropic },
  };

  /** A model by alias or by dated snapshot (real providers accept both), with the alias it belongs to. */
  function resolveModel(name: string): { alias: string; model: FakeModel } | null {
    const direct = models[name];
    if (direct) return { alias: name, model: direct };
    const entry = Object.entries(models).find(([, m]) => m.snapshot === name);
    return entry ? { alias: entry[0], model: entry[1] } : null;
  }

  function scenarioNameFor(req: IncomingMessage, body: Record<string, unknown>): string {
    const header = req.headers[SCENARIO_HEADER];
    if (typeof header === 'string') return header;
    if (typeof body.model === 'string') {
      const exact = modelScenarios[body.model];
      if (exact) return exact;
      const alias = resolveModel(body.model)?.alias;
      if (alias && modelScenarios[alias]) return modelScenarios[alias];
    }
    return 'plain';
  }

  function requireModel(body: Record<string, unknown>, kind: FakeModel['kind'], api: WireApi = 'openai'): { name: string; model: FakeModel } {
    const name = body.model;
    if (typeof name !== 'string' || name === '') {
      throw new BadRequest(missingParam('model'));
    }
    const model = resolveModel(name)?.model;
    if (!model || model.kind !== kind || (model.api ?? 'openai') !== api) {
      throw new BadRequest({
        status: 404,
        type: 'invalid_request_error',
        code: 'model_not_found',
        param: null,
        message: `The model \`${name}\` does not exist or you do not have access to it.`,
        anthropic: { message: `model: ${name}` },
      });
    }
    return { name, model };
  }

  function authenticateAnthropic(req: IncomingMessage): void {
    const key = req.headers['x-api-key'];
    if (typeof key !== 'string' || key === '') {
      throw new BadRequest({ status: 401, type: 'invalid_request_error', code: 'invalid_api_key', param: null, message: 'x-api-key header is required' });
    }
    if (typeof req.headers['anthropic-version'] !== 'string') {
      throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'missing_required_header', param: null, message: 'anthropic-version: header is required' });
    }
  }

  function chunkDelayFor(ctx: RequestContext): number {
    const header = ctx.req.headers[CHUNK_DELAY_HEADER];
    if (typeof header === 'string' && /^\d+$/.test(header)) return Number(header);
    return ctx.scenario.chunkDelayMs ?? config.chunkDelayMs ?? 0;
  }

  function latencyFor(ctx: RequestContext): number {
    const header = ctx.req.headers[LATENCY_HEADER];
    if (typeof header === 'string' && /^\d+$/.test(header)) return Number(header);
    return ctx.scenario.latencyMs ?? config.latencyMs ?? 0;
  }

  /** Waits before answering; ends early (ClientGone) when the client goes away, so no timer outlives its socket. */
  function waitBeforeAnswer(ctx: RequestContext): Promise<void> {
    const ms = latencyFor(ctx);
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onClose = () => {
        clearTimeout(timer);
        reject(new ClientGone());
      };
      const timer = setTimeout(() => {
        ctx.res.off('close', onClose);
        resolve();
      }, ms);
      ctx.res.once('close', onClose);
    });
  }

  /**
   * Decides this request's answer from the scenario and its state (in arrival order, before any wait), waits the
   * latency, then throws the error or returns the reply. Handlers call it after validating the request.
   */
  async function decide(ctx: RequestContext, view: FakeRequestView): Promise<FakeReply>;
  async function decide(ctx: RequestContext, view: null): Promise<null>;
  async function decide(ctx: RequestContext, view: FakeRequestView | null): Promise<FakeReply | null> {
    const outcome = states.decide(ctx.record.scenario, ctx.scenario, ctx.body, view, scenarios.plain!.reply!);
    ctx.record.scenarioSeq = outcome.seq;
    if (outcome.kind === 'reply') ctx.record.answer.draw = outcome.draw;
    await waitBeforeAnswer(ctx);
    if (outcome.kind === 'error') throw new BadRequest(outcome.error);
    return outcome.reply;
  }

  function sendJson(ctx: RequestContext, status: number, body: object, headers: Record<string, string> = {}) {
    ctx.record.answer.status = status;
    ctx.record.answeredAtMs = Date.now();
    ctx.res.writeHead(status, { 'content-type': 'application/json', ...headers });
    ctx.res.end(JSON.stringify(body));
  }

  /** Writes SSE events at the given pace; stops when the client goes away. */
  async function streamEvents(ctx: RequestContext, events: readonly { event?: string; data: object | string }[], delayMs: number, terminator: boolean) {
    ctx.record.answer.status = 200;
    ctx.record.answer.streamed = true;
    ctx.record.answer.chunksPlanned = events.length;
    ctx.record.answeredAtMs = Date.now();
    ctx.res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' });
    for (let i = 0; i < events.length; i++) {
      if (i > 0 && delayMs > 0) await sleep(delayMs);
      if (ctx.res.destroyed || ctx.res.writableEnded) return;
      const e = events[i]!;
      const data = typeof e.data === 'string' ? e.data : JSON.stringify(e.data);
      ctx.res.write(`${e.event ? `event: ${e.event}\n` : ''}data: ${data}\n\n`);
      ctx.record.answer.chunksWritten = i + 1;
    }
    if (ctx.res.destroyed) return;
    if (terminator) ctx.res.write('data: [DONE]\n\n');
    ctx.res.end();
  }

  async function handleChat(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = requireModel(body, 'chat');
    const messages = Array.isArray(body.messages) ? (body.messages as unknown[]) : [];
    if (messages.length === 0) {
      throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'messages', message: "Missing required parameter: 'messages'." });
    }
    const last = (messages[messages.length - 1] ?? {}) as { role?: unknown };
    const lastUser = [...messages].reverse().find((m) => (m as { role?: unknown })?.role === 'user') as { content?: unknown } | undefined;
    const tools = Array.isArray(body.tools) ? (body.tools as { function?: { name?: unknown } }[]) : [];
    const reply = await decide(ctx, {
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
      await streamEvents(ctx, chunks.map((data) => ({ data })), chunkDelayFor(ctx), true);
      return;
    }
    sendJson(ctx, 200, buildChatCompletion(head, reply, toolCalls, usage));
  }

  async function handleResponses(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = requireModel(body, 'chat');
    const input = typeof body.input === 'string' ? [{ role: 'user', content: body.input }] : Array.isArray(body.input) ? (body.input as Record<string, unknown>[]) : [];
    if (input.length === 0) {
      throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'input', message: "Missing required parameter: 'input'." });
    }
    const last = input[input.length - 1]!;
    const lastUser = [...input].reverse().find((m) => m.role === 'user');
    const tools = Array.isArray(body.tools) ? (body.tools as { name?: unknown }[]) : [];
    const reply = await decide(ctx, {
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
      sendJson(ctx, 200, completed);
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
    await streamEvents(ctx, events, chunkDelayFor(ctx), false);
  }

  async function handleMessages(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { name, model } = requireModel(body, 'chat', 'anthropic');
    if (typeof body.max_tokens !== 'number' || !Number.isInteger(body.max_tokens) || body.max_tokens < 1) {
      throw new BadRequest(body.max_tokens === undefined ? missingParam('max_tokens') : invalidParam('max_tokens', 'max_tokens: Input should be a valid integer greater than or equal to 1'));
    }
    const messages = Array.isArray(body.messages) ? (body.messages as unknown[]).filter((m): m is Record<string, unknown> => !!m && typeof m === 'object') : [];
    if (messages.length === 0) throw new BadRequest(body.messages === undefined ? missingParam('messages') : invalidParam('messages', 'messages: at least one message is required'));
    const roles = messages.map((m) => m.role);
    const badRole = roles.findIndex((r) => r !== 'user' && r !== 'assistant');
    if (badRole >= 0) throw new BadRequest(invalidParam('messages', `messages.${badRole}.role: Input should be 'user' or 'assistant'`));
    if (roles[0] !== 'user') throw new BadRequest(invalidParam('messages', 'messages: first message must use the "user" role'));
    const reply = await decide(ctx, viewOfMessagesRequest(name, messages, body.tools));
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
      await streamEvents(ctx, buildMessageStreamEvents(head, reply, content, usage), chunkDelayFor(ctx), false);
      return;
    }
    sendJson(ctx, 200, buildMessage(head, reply, content, usage));
  }

  async function handleEmbeddings(ctx: RequestContext): Promise<void> {
    const { body } = ctx;
    const { model } = requireModel(body, 'embedding');
    const raw = body.input;
    const inputs: string[] = typeof raw === 'string' ? [raw] : Array.isArray(raw) ? raw.map((x) => (typeof x === 'string' ? x : JSON.stringify(x))) : [];
    if (inputs.length === 0) {
      throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'missing_required_parameter', param: 'input', message: "Missing required parameter: 'input'." });
    }
    const dims = typeof body.dimensions === 'number' && body.dimensions > 0 ? Math.min(4096, Math.floor(body.dimensions)) : (model.embeddingDims ?? 16);
    const base64 = body.encoding_format === 'base64';
    await decide(ctx, null);
    const promptTokens = inputs.reduce((n, s) => n + countTokens(s), 0);
    Object.assign(ctx.record.answer, { model: model.snapshot, usage: { inputTokens: promptTokens, outputTokens: 0 } });
    sendJson(ctx, 200, {
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
    sendJson(ctx, 200, { object: 'list', data: Object.keys(models).map((id) => ({ id, object: 'model', created: 1735689600, owned_by: 'fake-provider' })) });
  }

  function newRecord(req: IncomingMessage, path: string): RecordedRequest {
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) {
      // Credentials never enter the record (tests print records on failure).
      if (k === 'authorization' || k === 'api-key' || k === 'x-api-key' || k === 'proxy-authorization' || v === undefined) continue;
      headers[k] = Array.isArray(v) ? v.join(', ') : v;
    }
    const record: RecordedRequest = {
      seq: ++seq,
      receivedAtMs: Date.now(),
      method: req.method ?? '',
      path,
      headers,
      body: null,
      scenario: '',
      scenarioSeq: 0,
      answeredAtMs: null,
      answer: { status: 0, id: null, model: null, finishReasons: [], usage: null, streamed: false, chunksPlanned: 0, chunksWritten: 0, errorCode: null, draw: null },
      outcome: 'pending',
    };
    records.push(record);
    if (records.length > maxRecorded) records.splice(0, records.length - maxRecorded);
    return record;
  }

  async function waitForIdle(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (records.some((r) => r.outcome === 'pending')) {
      if (Date.now() > deadline) throw new Error(`fake provider: requests still pending after ${timeoutMs} ms`);
      await sleep(10);
    }
  }

  async function readBody(req: IncomingMessage): Promise<Buffer> {
    const parts: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > maxBodyBytes) throw new BadRequest({ status: 413, type: 'invalid_request_error', code: 'request_too_large', param: null, message: `Request body above ${maxBodyBytes} bytes.` });
      parts.push(chunk);
    }
    return Buffer.concat(parts);
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = (req.url ?? '/').split('?')[0]!;
    const record = newRecord(req, path);
    res.setHeader('x-fake-provider', 'tracehold-test');
    res.setHeader('x-request-id', makeHexId('req_', 32));
    res.on('close', () => {
      record.outcome = res.writableFinished ? 'completed' : 'client_closed';
    });
    const ctx: RequestContext = { req, res, record, body: {}, scenario: {} };
    const route = routes[`${req.method} ${path}`];
    if (route?.api === 'anthropic') res.setHeader('request-id', makeId('req_', 24));
    try {
      const raw = await readBody(req);
      if (raw.length > 0) {
        try {
          record.body = JSON.parse(raw.toString('utf8'));
        } catch {
          throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'invalid_json', param: null, message: 'We could not parse the JSON body of your request.' });
        }
      }
      ctx.body = record.body && typeof record.body === 'object' && !Array.isArray(record.body) ? (record.body as Record<string, unknown>) : {};
      if (!route) {
        throw new BadRequest({ status: 404, type: 'invalid_request_error', code: 'unknown_url', param: null, message: `Invalid URL (${req.method} ${path})` });
      }
      route.authenticate?.(req);
      const name = scenarioNameFor(req, ctx.body);
      record.scenario = name;
      const scenario = scenarios[name];
      if (!scenario) {
        throw new BadRequest({ status: 400, type: 'invalid_request_error', code: 'unknown_fake_scenario', param: null, message: `Unknown fake-provider scenario: ${name}` });
      }
      ctx.scenario = scenario;
      await route.handle(ctx);
    } catch (err) {
      if (err instanceof ClientGone) return;
      const spec: FakeErrorSpec =
        err instanceof BadRequest ? err.spec : { status: 500, type: 'server_error', code: null, param: null, message: 'The fake provider failed to build an answer.' };
      if (!(err instanceof BadRequest)) process.stderr.write(`fake provider: ${(err as Error).stack ?? String(err)}\n`);
      if (res.headersSent) {
        res.destroy();
      } else if (route?.api === 'anthropic') {
        const e = toAnthropicError(spec);
        record.answer.errorCode = e.type;
        sendJson(ctx, e.status, buildAnthropicErrorBody(e), e.headers);
      } else {
        record.answer.errorCode = spec.code ?? spec.type;
        sendJson(ctx, spec.status, buildErrorBody(spec), { ...spec.headers });
      }
    }
  }

  return {
    get url() {
      return url;
    },
    async start() {
      if (server) throw new Error('fake provider already started');
      server = createServer((req, res) => void handle(req, res));
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(config.port ?? 0, config.host ?? '127.0.0.1', () => resolve());
      });
      const addr = server.address() as AddressInfo;
      const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
      url = `http://${host}:${addr.port}`;
      return { url, baseUrl: `${url}/v1` };
    },
    shutdown() {
      if (!server) return Promise.resolve();
      stopped ??= new Promise<void>((resolve) => {
        server!.close(() => resolve());
        server!.closeAllConnections();
      }).then(async () => {
        // Destroyed sockets report 'close' on a later tick; once they have, no answer or stall timer is left.
        await waitForIdle(1000).catch(() => undefined);
      });
      return stopped;
    },
    requests: () => structuredClone(records),
    clearRequests() {
      records.length = 0;
    },
    resetScenarioState(name?: string) {
      states.reset(name);
    },
    reset() {
      records.length = 0;
      states.reset();
    },
    waitForIdle,
  };
}

