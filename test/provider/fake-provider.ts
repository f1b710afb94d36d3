/**
 * A local provider HTTP server for tests, speaking two wires under one base URL (`http://127.0.0.1:<port>/v1`):
 * OpenAI-compatible Chat Completions (plain and SSE streaming, with `stream_options.include_usage`, tool calls,
 * `system_fingerprint`), the Responses API (plain and streaming) and Embeddings (openai-routes.ts, openai-wire.ts);
 * and Anthropic Messages (`POST /v1/messages`: `x-api-key`, `anthropic-version` and `max_tokens` required, text and
 * tool_use blocks, streaming events; anthropic-route.ts, anthropic-wire.ts). It is a test double, never presented
 * as a real provider: it answers only fake model names (aliases or their dated snapshots: `fake-chat-small` /
 * `fake-chat-small-2025-06-01`, `fake-chat-large`, `fake-embed-small`, `fake-claude` / `fake-claude-2025-05-14`),
 * any other model is 404 model_not_found (not_found_error on Anthropic), and every answer carries
 * `x-fake-provider: tracehold-test`.
 *
 * What it answers is chosen per request by the scenario table (scenarios.ts): header `x-fake-scenario`, else the
 * request model through `modelScenarios` (for clients that cannot add headers, such as a replay), else `plain`.
 * Scenarios are data: replies, fixed errors, errors for the first K requests (429 with Retry-After, 500/529),
 * rejected parameters, seeded output distributions (seeded-distribution.ts, replay-fixtures.ts) and latencies
 * (`latencyMs`, header `x-fake-latency-ms`; a stall ends when the client leaves). Stateful rows keep their state
 * per scenario name (scenario-state.ts) until `resetScenarioState()` / `reset()`. Errors are rendered in the
 * route's dialect (OpenAI `{error:{message,type,param,code}}`, Anthropic `{type:'error', error:{type,message}}`).
 * Streams can be slowed per chunk (`chunkDelayMs`, or the `x-fake-chunk-delay-ms` header) so a client can stop
 * reading mid-stream; the record then says `client_closed`. Every request is recorded with its body (credentials
 * removed), its scenario, its number within the scenario, when it was answered and what (including the draw).
 *
 *   const provider = createFakeProvider({ modelScenarios: { 'fake-chat-small-2025-06-01': 'rate_limited_then_ok' } });
 *   const { baseUrl } = await provider.start();   // http://127.0.0.1:<port>/v1
 *   ...
 *   provider.requests();                          // what was received and answered
 *   provider.reset();                             // forget records, rewind scenario state
 *   await provider.shutdown();
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildAnthropicErrorBody, toAnthropicError } from './anthropic-wire.ts';
import { createAnthropicRoutes } from './anthropic-route.ts';
import { buildErrorBody, makeHexId, makeId, type FakeReply } from './openai-wire.ts';
import { createOpenAiRoutes } from './openai-routes.ts';
import { FakeAnswerError, missingParam, type RequestContext, type Route, type RouteKit, type WireApi } from './route-kit.ts';
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
  /** `chatcmpl-…`, `resp_…`, `msg_…`; null for errors and embeddings. */
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

/** One request as received (Authorization, api-key and x-api-key headers removed) and what was answered. */
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

const DEFAULT_MODELS: Record<string, FakeModel> = {
  'fake-claude': { kind: 'chat', api: 'anthropic', snapshot: 'fake-claude-2025-05-14' },
  'fake-chat-small': { kind: 'chat', snapshot: 'fake-chat-small-2025-06-01', systemFingerprint: 'fp_5e1f0c2a9b' },
  'fake-chat-large': { kind: 'chat', snapshot: 'fake-chat-large-2025-04-14', systemFingerprint: 'fp_b7d4e3a611' },
  'fake-embed-small': { kind: 'embedding', snapshot: 'fake-embed-small-v1', embeddingDims: 16 },
};

const CHUNK_DELAY_HEADER = 'x-fake-chunk-delay-ms';
const LATENCY_HEADER = 'x-fake-latency-ms';

/** The client left while the provider was waiting to answer: nothing more to write. */
class ClientGone extends Error {}

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
      throw new FakeAnswerError(missingParam('model'));
    }
    const model = resolveModel(name)?.model;
    if (!model || model.kind !== kind || (model.api ?? 'openai') !== api) {
      throw new FakeAnswerError({
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
    if (outcome.kind === 'error') throw new FakeAnswerError(outcome.error);
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

  const kit: RouteKit = { requireModel, decide, sendJson, streamEvents, chunkDelayFor, modelNames: () => Object.keys(models) };
  const routes: Record<string, Route> = { ...createOpenAiRoutes(kit), ...createAnthropicRoutes(kit) };

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
      if (size > maxBodyBytes) throw new FakeAnswerError({ status: 413, type: 'invalid_request_error', code: 'request_too_large', param: null, message: `Request body above ${maxBodyBytes} bytes.` });
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
          throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'invalid_json', param: null, message: 'We could not parse the JSON body of your request.' });
        }
      }
      ctx.body = record.body && typeof record.body === 'object' && !Array.isArray(record.body) ? (record.body as Record<string, unknown>) : {};
      if (!route) {
        throw new FakeAnswerError({ status: 404, type: 'invalid_request_error', code: 'unknown_url', param: null, message: `Invalid URL (${req.method} ${path})` });
      }
      route.authenticate?.(req);
      const name = scenarioNameFor(req, ctx.body);
      record.scenario = name;
      const scenario = scenarios[name];
      if (!scenario) {
        throw new FakeAnswerError({ status: 400, type: 'invalid_request_error', code: 'unknown_fake_scenario', param: null, message: `Unknown fake-provider scenario: ${name}` });
      }
      ctx.scenario = scenario;
      await route.handle(ctx);
    } catch (err) {
      if (err instanceof ClientGone) return;
      const spec: FakeErrorSpec =
        err instanceof FakeAnswerError ? err.spec : { status: 500, type: 'server_error', code: null, param: null, message: 'The fake provider failed to build an answer.' };
      if (!(err instanceof FakeAnswerError)) process.stderr.write(`fake provider: ${(err as Error).stack ?? String(err)}\n`);
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

