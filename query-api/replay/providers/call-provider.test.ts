/**
 * callProvider against the fake provider over real HTTP (OpenAI Chat Completions, Responses, Anthropic Messages):
 * answers parsed into GenAI output and usage; a rejected parameter answered at once and never retried; a missing
 * model; 429 with Retry-After waited for; a Retry-After over the cap not waited for; stalls timed out per attempt;
 * 5xx retried; cancellation during a backoff sleep.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from '../../../test/provider/fake-provider.ts';
import { PLAIN_TEXT, TOOL_ARGUMENTS, stallScenario } from '../../../test/provider/scenarios.ts';
import { REPLAY_ORIGINAL, REPLAY_SEED, REPLAY_SEED_COUNTS, REPLAY_VARIANTS, replayDistributionScenario } from '../../../test/provider/replay-fixtures.ts';
import { outputText } from '../output-text.ts';
import { callProvider, type ProviderCallOutcome, type ProviderEndpoint } from './call-provider.ts';
import { prepareReplayRequest, type PreparedRequest, type ReplayCallInput } from './prepare-request.ts';

const KEY = 'sk-test-replay-key-0123456789';
let provider: FakeProvider;
let baseUrl = '';

beforeAll(async () => {
  provider = createFakeProvider({ scenarios: { short_stall: stallScenario({ stallMs: 5_000 }), replay: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }) } });
  baseUrl = (await provider.start()).baseUrl;
});
afterAll(async () => {
  await provider.shutdown();
});
beforeEach(() => {
  provider.clearRequests();
  provider.resetScenarioState();
});

const MODELS: Record<ReplayCallInput['api'], string> = { 'openai.chat': 'fake-chat-small', 'openai.responses': 'fake-chat-small', 'anthropic.messages': 'fake-claude' };
const APIS = ['openai.chat', 'openai.responses', 'anthropic.messages'] as const;

function endpoint(api: ReplayCallInput['api'], scenario: string, over: Partial<ProviderEndpoint> = {}): ProviderEndpoint {
  return {
    kind: api === 'anthropic.messages' ? 'anthropic' : 'openai',
    baseUrl,
    apiKey: KEY,
    headers: { 'x-fake-scenario': scenario },
    timeoutMs: 5_000,
    maxRetries: 2,
    retryBaseMs: 10,
    maxRetryAfterMs: 5_000,
    ...over,
  };
}

function prepared(api: ReplayCallInput['api'], params: Record<string, unknown> = { temperature: 0.3, max_tokens: 200 }, model = MODELS[api]): PreparedRequest {
  const outcome = prepareReplayRequest(
    {
      api,
      model,
      system: [{ type: 'text', content: 'You are a support assistant.' }],
      messages: [{ role: 'user', parts: [{ type: 'text', content: 'Where is my parcel?' }] }],
      tools: [{ type: 'function', name: 'get_order_status', parameters: { type: 'object', properties: { order_id: { type: 'string' } } } }],
      params,
    },
    { assumedMaxOutputTokens: 1024 },
  );
  if (!outcome.ok) throw new Error(outcome.why);
  return outcome.request;
}

function expectError(outcome: ProviderCallOutcome): Extract<ProviderCallOutcome, { status: 'error' }> {
  if (outcome.status !== 'error') throw new Error(`expected an error, got ${outcome.status}`);
  return outcome;
}

describe.each(APIS)('%s', (api) => {
  it('answers ok: GenAI output, snapshot model, usage; the provider received exactly the prepared body and our auth', async () => {
    const request = prepared(api);
    const outcome = await callProvider(endpoint(api, 'plain'), request);
    expect(outcome).toMatchObject({
      status: 'ok',
      output: [{ role: 'assistant', parts: [{ type: 'text', content: PLAIN_TEXT }] }],
      responseModel: api === 'anthropic.messages' ? 'fake-claude-2025-05-14' : 'fake-chat-small-2025-06-01',
      finishReason: api === 'anthropic.messages' ? 'end_turn' : 'stop',
      attempts: 1,
    });
    if (outcome.status !== 'ok') return;
    expect(outcome.responseId).not.toBe('');
    expect(outcome.inputTokens).toBeGreaterThan(0);
    expect(outcome.outputTokens).toBeGreaterThan(0);
    const recorded = provider.requests();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.path).toBe(`/v1${request.path}`);
    expect(recorded[0]!.body).toEqual(request.body);
    expect(recorded[0]!.body).toMatchObject({ temperature: 0.3, stream: false, [api === 'openai.responses' ? 'max_output_tokens' : 'max_tokens']: 200 });
    if (api === 'anthropic.messages') expect(recorded[0]!.headers['anthropic-version']).toBe('2023-06-01');
    expect(JSON.stringify(outcome)).not.toContain(KEY);
  });

  it('parses a tool call into a tool_call part with parsed arguments', async () => {
    const outcome = await callProvider(endpoint(api, 'tool_call'), prepared(api));
    expect(outcome).toMatchObject({ status: 'ok', finishReason: api === 'anthropic.messages' ? 'tool_use' : 'tool_calls' });
    if (outcome.status !== 'ok') return;
    expect(outcome.output).toEqual([{ role: 'assistant', finish_reason: outcome.finishReason, parts: [{ type: 'tool_call', id: expect.any(String), name: 'get_order_status', arguments: JSON.parse(TOOL_ARGUMENTS) }] }]);
  });

  it('a rejected temperature is parameter_rejected after ONE request, never retried (negative control: without it, ok)', async () => {
    const outcome = expectError(await callProvider(endpoint(api, 'reject_param_temperature'), prepared(api)));
    expect(outcome).toMatchObject({ error: 'parameter_rejected', httpStatus: 400, param: 'temperature', attempts: 1 });
    expect(provider.requests()).toHaveLength(1);
    const withoutTemperature = await callProvider(endpoint(api, 'reject_param_temperature'), prepared(api, { max_tokens: 200 }));
    expect(withoutTemperature.status).toBe('ok');
    expect(provider.requests()).toHaveLength(2);
    expect(provider.requests()[1]!.body).not.toHaveProperty('temperature');
  });

  it('an unknown model is model_not_found, not retried', async () => {
    const outcome = expectError(await callProvider(endpoint(api, 'plain'), prepared(api, {}, 'fake-retired-2024-01-01')));
    expect(outcome).toMatchObject({ error: 'model_not_found', httpStatus: 404, attempts: 1 });
    expect(outcome.providerCode).toBe(api === 'anthropic.messages' ? 'not_found_error' : 'model_not_found');
  });

  it('429 twice with Retry-After: 1, then ok: attempts 3, requests at least 1 s apart', async () => {
    const outcome = await callProvider(endpoint(api, 'rate_limited_then_ok', { retryBaseMs: 1 }), prepared(api));
    expect(outcome).toMatchObject({ status: 'ok', attempts: 3 });
    const at = provider.requests().map((r) => r.receivedAtMs);
    expect(at).toHaveLength(3);
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(990);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(990);
    expect(outcome.latencyMs).toBeGreaterThanOrEqual(2000);
  });

  it('5xx then ok: retried with backoff, attempts 3', async () => {
    const waits: number[] = [];
    const outcome = await callProvider(endpoint(api, 'fail_then_ok', { retryBaseMs: 100 }), prepared(api), {
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(outcome).toMatchObject({ status: 'ok', attempts: 3 });
    expect(waits).toEqual([50, 100]); // full jitter at 0.5 of 100 × 2^k
  });
});

describe.each(['openai.chat', 'anthropic.messages'] as const)('%s: the seeded distribution through parse and outputText', (api) => {
  it('100 calls give back exactly the planted texts in the seeded counts (whitespace kept)', async () => {
    const counts = new Map<string, number>();
    for (let i = 0; i < 100; i++) {
      const outcome = await callProvider(endpoint(api, 'replay'), prepared(api));
      if (outcome.status !== 'ok') throw new Error(outcome.error);
      const text = outputText(outcome.output);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    expect(counts.get(REPLAY_ORIGINAL)).toBe(REPLAY_SEED_COUNTS.n100.original);
    expect(REPLAY_VARIANTS.map((v) => counts.get(v.text) ?? 0)).toEqual([...REPLAY_SEED_COUNTS.n100.variants]);
  });
});

describe('retry limits and cancellation (openai.chat)', () => {
  it('a Retry-After above the cap stops at once: rate_limited, one request, no wait', async () => {
    const started = Date.now();
    const outcome = expectError(await callProvider(endpoint('openai.chat', 'rate_limited_then_ok', { maxRetryAfterMs: 500 }), prepared('openai.chat')));
    expect(outcome).toMatchObject({ error: 'rate_limited', httpStatus: 429, attempts: 1, providerCode: 'rate_limit_exceeded' });
    expect(Date.now() - started).toBeLessThan(500);
    expect(provider.requests()).toHaveLength(1);
  });

  it('429 on every try ends rate_limited after maxRetries + 1 requests', async () => {
    const outcome = expectError(await callProvider(endpoint('openai.chat', 'error_429', { maxRetries: 2 }), prepared('openai.chat'), { sleep: async () => undefined }));
    expect(outcome).toMatchObject({ error: 'rate_limited', attempts: 3 });
    expect(provider.requests()).toHaveLength(3);
  });

  it('a stall times out per attempt: timeout after maxRetries + 1 attempts of ~timeoutMs', async () => {
    const started = Date.now();
    const outcome = expectError(await callProvider(endpoint('openai.chat', 'short_stall', { timeoutMs: 200, maxRetries: 1, retryBaseMs: 1 }), prepared('openai.chat')));
    const tookMs = Date.now() - started;
    expect(outcome).toMatchObject({ error: 'timeout', attempts: 2, httpStatus: null });
    expect(tookMs).toBeGreaterThanOrEqual(390);
    expect(tookMs).toBeLessThan(1500);
  });

  it('an abort during the Retry-After sleep returns cancelled within 100 ms', async () => {
    const controller = new AbortController();
    const pending = callProvider(endpoint('openai.chat', 'rate_limited_then_ok'), prepared('openai.chat'), { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 200)); // the first 429 is in; the client sleeps for 1 s
    expect(provider.requests()).toHaveLength(1);
    const abortedAt = Date.now();
    controller.abort();
    const outcome = expectError(await pending);
    expect(Date.now() - abortedAt).toBeLessThan(100);
    expect(outcome).toMatchObject({ error: 'cancelled', attempts: 1 });
    expect(provider.requests()).toHaveLength(1);
  });

  it('an abort during a request returns cancelled promptly', async () => {
    const controller = new AbortController();
    const pending = callProvider(endpoint('openai.chat', 'short_stall'), prepared('openai.chat'), { signal: controller.signal });
    await new Promise((r) => setTimeout(r, 100));
    const abortedAt = Date.now();
    controller.abort();
    expect(expectError(await pending).error).toBe('cancelled');
    expect(Date.now() - abortedAt).toBeLessThan(100);
  });
});

describe('answers the fake provider does not give (a raw server)', () => {
  let server: Server;
  let rawBase = '';
  let answer: (res: ServerResponse) => void = () => undefined;
  let hits: number[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(Date.now());
      req.resume();
      req.on('end', () => answer(res));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    rawBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });
  beforeEach(() => {
    hits = [];
  });

  const raw = (over: Partial<ProviderEndpoint> = {}) => ({ ...endpoint('openai.chat', 'plain'), baseUrl: rawBase, ...over });

  it('401 is auth_failed, not retried, and the outcome holds no body text', async () => {
    answer = (res) => res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `Incorrect API key provided: ${KEY}`, type: 'invalid_request_error', code: 'invalid_api_key', param: null } }));
    const outcome = expectError(await callProvider(raw(), prepared('openai.chat')));
    expect(outcome).toMatchObject({ error: 'auth_failed', httpStatus: 401, providerCode: 'invalid_api_key', attempts: 1 });
    expect(JSON.stringify(outcome)).not.toContain('Incorrect');
    expect(JSON.stringify(outcome)).not.toContain(KEY);
  });

  it('an answer over 8 MiB is bad_response, not retried', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 0x20);
      for (let i = 0; i < 9; i++) res.write(chunk);
      res.end('{}');
    };
    expect(expectError(await callProvider(raw(), prepared('openai.chat')))).toMatchObject({ error: 'bad_response', httpStatus: 200, attempts: 1 });
    // Negative control: the same server with a small answer is ok.
    answer = (res) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', model: 'm', choices: [{ message: { content: 'hi' }, finish_reason: 'stop' }] }));
    expect(await callProvider(raw(), prepared('openai.chat'))).toMatchObject({ status: 'ok', output: [{ parts: [{ type: 'text', content: 'hi' }] }] });
  });

  it('honours retry-after-ms and an HTTP-date Retry-After', async () => {
    const waits: number[] = [];
    let n = 0;
    answer = (res) => {
      n++;
      if (n === 1) res.writeHead(503, { 'retry-after-ms': '250' }).end('overloaded');
      else if (n === 2) res.writeHead(503, { 'retry-after': new Date(Date.now() + 3_000).toUTCString() }).end();
      else res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'x', model: 'm', choices: [{ message: { content: 'ok' }, finish_reason: 'stop' }] }));
    };
    const outcome = await callProvider(raw(), prepared('openai.chat'), {
      sleep: async (ms) => {
        waits.push(ms);
      },
    });
    expect(outcome).toMatchObject({ status: 'ok', attempts: 3 });
    expect(waits[0]).toBe(250);
    expect(waits[1]).toBeGreaterThan(1_000); // HTTP dates have 1 s resolution
    expect(waits[1]).toBeLessThanOrEqual(3_000);
  });

  it('a connection refused is network, retried maxRetries times', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const outcome = expectError(await callProvider(raw({ baseUrl: `http://127.0.0.1:${port}/v1`, maxRetries: 2 }), prepared('openai.chat'), { sleep: async () => undefined }));
    expect(outcome).toMatchObject({ error: 'network', attempts: 3, httpStatus: null });
  });
});
