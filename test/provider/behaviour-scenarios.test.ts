/**
 * Behaviour scenarios on all three APIs (Chat Completions, Responses, Anthropic Messages): a recorded parameter
 * rejected only when sent, rate limits with Retry-After then success, server failures then success, stalls that
 * end when the client leaves (and do not hold up shutdown), latency, and per-scenario state.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import { REPLAY_SEED, replayDistribution, replayDistributionScenario } from './replay-fixtures.ts';
import { failThenOkScenario, PLAIN_TEXT, rateLimitedThenOkScenario, stallScenario } from './scenarios.ts';
import { predictDraws } from './seeded-distribution.ts';

let provider: FakeProvider;
let base = '';

beforeAll(async () => {
  provider = createFakeProvider({
    scenarios: {
      rate_limited_once: rateLimitedThenOkScenario({ failures: 1 }),
      fail_three: failThenOkScenario({ failures: 3 }),
      stall_300: stallScenario({ stallMs: 300 }),
      limited_distribution: { ...replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }), ...rateLimitedThenOkScenario({ failures: 2 }) },
      slow_150: { latencyMs: 150 },
    },
  });
  base = (await provider.start()).baseUrl;
});

afterAll(async () => {
  await provider.shutdown();
});

type Api = 'chat' | 'responses' | 'messages';
const APIS: readonly Api[] = ['chat', 'responses', 'messages'];
const messages = [{ role: 'user', content: 'Where is my parcel?' }];

/** One request on the given API with the given extra body fields; returns status, headers and the JSON body. */
async function send(api: Api, scenario: string, extra: Record<string, unknown> = {}, signal?: AbortSignal) {
  const [path, body, headers] =
    api === 'chat'
      ? ['/chat/completions', { model: 'fake-chat-small', messages, ...extra }, {}]
      : api === 'responses'
        ? ['/responses', { model: 'fake-chat-small', input: messages, ...extra }, {}]
        : ['/messages', { model: 'fake-claude', max_tokens: 200, messages, ...extra }, { 'x-api-key': 'sk-ant-fake', 'anthropic-version': '2023-06-01' }];
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-fake-scenario': scenario, ...headers }, body: JSON.stringify(body), signal });
  return { status: res.status, headers: res.headers, body: (await res.json()) as any };
}

function textOf(api: Api, body: any): string {
  return api === 'chat' ? body.choices[0].message.content : api === 'responses' ? body.output[0].content[0].text : body.content[0].text;
}

describe('reject_param_temperature', () => {
  for (const api of APIS) {
    it(`${api}: 400 when the request carries temperature, a normal answer without it; both bodies recorded`, async () => {
      provider.reset();
      const rejected = await send(api, 'reject_param_temperature', { temperature: 0.3, top_p: 0.9 });
      expect(rejected.status).toBe(400);
      if (api === 'messages') {
        expect(rejected.body).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: expect.stringContaining('temperature') } });
      } else {
        expect(rejected.body.error).toMatchObject({ type: 'invalid_request_error', param: 'temperature', code: 'unsupported_value' });
      }
      // A client that silently drops the parameter "succeeds": the lead's replay test must show it does not.
      const dropped = await send(api, 'reject_param_temperature', { top_p: 0.9 });
      expect(dropped.status).toBe(200);
      expect(textOf(api, dropped.body)).toBe(PLAIN_TEXT);
      // temperature: null is not carrying the parameter either.
      expect((await send(api, 'reject_param_temperature', { temperature: null })).status).toBe(200);
      const [first, second] = provider.requests();
      expect((first!.body as any).temperature).toBe(0.3);
      expect(second!.body as object).not.toHaveProperty('temperature');
      expect(first!.answer.status).toBe(400);
      expect(first!.answer.errorCode).toBe(api === 'messages' ? 'invalid_request_error' : 'unsupported_value');
    });
  }
});

describe('rate_limited_then_ok', () => {
  for (const api of APIS) {
    it(`${api}: the first 2 requests 429 with retry-after: 1, then 200; records carry the times`, async () => {
      provider.reset();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const r = await send(api, 'rate_limited_then_ok', { temperature: 0.3 });
        statuses.push(r.status);
        if (r.status === 429) {
          expect(r.headers.get('retry-after')).toBe('1');
          if (api === 'messages') expect(r.body.error.type).toBe('rate_limit_error');
          else expect(r.body.error.code).toBe('rate_limit_exceeded');
        } else {
          expect(textOf(api, r.body)).toBe(PLAIN_TEXT);
        }
      }
      expect(statuses).toEqual([429, 429, 200]);
      const records = provider.requests();
      expect(records.map((r) => r.scenarioSeq)).toEqual([1, 2, 3]);
      expect(records.every((r) => typeof r.answeredAtMs === 'number' && r.answeredAtMs >= r.receivedAtMs)).toBe(true);
      // Each attempt's parameters are on record (a retry must resend exactly the same body).
      expect(records.map((r) => (r.body as any).temperature)).toEqual([0.3, 0.3, 0.3]);
    });
  }

  it('K is configurable; a client honouring Retry-After shows a gap of at least 1 s between the 429 and the retry', async () => {
    provider.reset();
    const first = await send('chat', 'rate_limited_once');
    expect(first.status).toBe(429);
    await new Promise((r) => setTimeout(r, Number(first.headers.get('retry-after')) * 1000));
    expect((await send('chat', 'rate_limited_once')).status).toBe(200);
    const [a, b] = provider.requests();
    expect(b!.receivedAtMs - a!.answeredAtMs!).toBeGreaterThanOrEqual(1000);
    // Negative control: an immediate retry after a reset shows a gap well under the Retry-After.
    provider.reset();
    await send('chat', 'rate_limited_once');
    await send('chat', 'rate_limited_once');
    const [c, d] = provider.requests();
    expect(d!.receivedAtMs - c!.answeredAtMs!).toBeLessThan(1000);
  });

  it('refused requests do not consume distribution draws: after 2 × 429 the answers follow the seed from its start', async () => {
    provider.reset();
    const statuses: number[] = [];
    const texts: string[] = [];
    for (let i = 0; i < 12; i++) {
      const r = await send('chat', 'limited_distribution');
      statuses.push(r.status);
      if (r.status === 200) texts.push(textOf('chat', r.body));
    }
    expect(statuses.slice(0, 2)).toEqual([429, 429]);
    const dist = replayDistribution({ seed: REPLAY_SEED, p: 0.7 });
    expect(texts).toEqual(predictDraws(dist, 10).map((d) => (d === 'original' ? dist.original : dist.variants[d]!.text)));
  });
});

describe('fail_then_ok', () => {
  for (const api of APIS) {
    it(`${api}: the first 2 requests fail (${api === 'messages' ? '529 overloaded_error' : '500 server_error'}), then 200`, async () => {
      provider.reset();
      const results = [await send(api, 'fail_then_ok'), await send(api, 'fail_then_ok'), await send(api, 'fail_then_ok')];
      const failStatus = api === 'messages' ? 529 : 500;
      expect(results.map((r) => r.status)).toEqual([failStatus, failStatus, 200]);
      if (api === 'messages') expect(results[0]!.body).toEqual({ type: 'error', error: { type: 'overloaded_error', message: 'Overloaded' } });
      else expect(results[0]!.body.error.type).toBe('server_error');
    });
  }

  it('state is per scenario name: failFirst counts separately, and resetScenarioState rewinds one scenario', async () => {
    provider.reset();
    expect((await send('chat', 'fail_three')).status).toBe(500);
    expect((await send('chat', 'fail_then_ok')).status).toBe(500);
    expect((await send('chat', 'fail_then_ok')).status).toBe(500);
    expect((await send('chat', 'fail_then_ok')).status).toBe(200);
    expect((await send('chat', 'fail_three')).status).toBe(500);
    provider.resetScenarioState('fail_then_ok');
    expect((await send('chat', 'fail_then_ok')).status).toBe(500);
    expect((await send('chat', 'fail_three')).status).toBe(500);
    expect((await send('chat', 'fail_three')).status).toBe(200);
  });
});

describe('stall and latency', () => {
  for (const api of APIS) {
    it(`${api}: a stalled answer's headers come after stallMs`, async () => {
      const t0 = Date.now();
      const r = await send(api, 'stall_300');
      expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
      expect(r.status).toBe(200);
    });
  }

  it('a client that times out on the 10 s stall leaves; the record says client_closed and the provider is idle at once', async () => {
    provider.clearRequests();
    const t0 = Date.now();
    await expect(send('messages', 'stall', {}, AbortSignal.timeout(200))).rejects.toThrow();
    await provider.waitForIdle(1000);
    const [rec] = provider.requests();
    expect(rec).toMatchObject({ scenario: 'stall', outcome: 'client_closed', answeredAtMs: null });
    expect(rec!.answer.status).toBe(0);
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('shutdown stays fast with a request stalled and its client still waiting', async () => {
    const own = createFakeProvider({});
    const { baseUrl } = await own.start();
    const pending = fetch(`${baseUrl}/chat/completions`, { method: 'POST', headers: { 'x-fake-scenario': 'stall' }, body: JSON.stringify({ model: 'fake-chat-small', messages }) }).catch((e: unknown) => e);
    await new Promise((r) => setTimeout(r, 100));
    const t0 = Date.now();
    await own.shutdown();
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(await pending).toBeInstanceOf(Error);
    expect(own.requests()[0]!.outcome).toBe('client_closed');
  });

  it('latencyMs delays the answer; 0 (the default) answers at once; x-fake-latency-ms overrides', async () => {
    let t0 = Date.now();
    await send('chat', 'slow_150');
    expect(Date.now() - t0).toBeGreaterThanOrEqual(145);
    t0 = Date.now();
    for (let i = 0; i < 20; i++) await send('chat', 'plain');
    const instantMs = Date.now() - t0;
    console.log(`20 sequential instant answers: ${instantMs} ms`);
    expect(instantMs).toBeLessThan(1000);
    t0 = Date.now();
    const res = await fetch(`${base}/chat/completions`, { method: 'POST', headers: { 'x-fake-scenario': 'slow_150', 'x-fake-latency-ms': '0' }, body: JSON.stringify({ model: 'fake-chat-small', messages }) });
    expect(res.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(145);
  });
});

describe('model not found', () => {
  for (const api of APIS) {
    it(`${api}: an unknown model answers 404 whatever the scenario`, async () => {
      const extra = { model: 'fake-retired-2024-01-01' };
      const r = await send(api, 'rate_limited_then_ok', extra);
      expect(r.status).toBe(404);
      if (api === 'messages') expect(r.body.error.type).toBe('not_found_error');
      else expect(r.body.error.code).toBe('model_not_found');
    });
  }
});
