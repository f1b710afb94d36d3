/**
 * GET /v1/costs against the real all-in-one: costs computed at ingest from the price table (with a tenant
 * override), every attempt counted (the cancelled loser of a hedge included), calls of unknown price shown as
 * `+?` with their count and never as $0, the cost the spans reported kept beside.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import type { Attributes, SpanRecord } from '../../schemas/span.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ADMIN_TOKEN, getJson, makeDataDir, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

// The default tenant's negotiated price for gpt-4o-mini (per million tokens): input 1.00, output 2.00.
const OVERRIDE = `
version: default-tenant-negotiated-1
providers:
  openai:
    names: [openai]
    input_includes_cached: true
    output_includes_reasoning: true
    models:
      - id: gpt-4o-mini
        dated_snapshots: true
        prices:
          - { effective_from: 2024-01-01, input: 1.00, output: 2.00 }
`;

const STRIP = ['gen_ai.system_instructions', 'gen_ai.input.messages', 'gen_ai.output.messages'];

/** A trace whose LLM span says `attrs` (tokens, model, provider, ...), from service `service`. */
function traceWithCall(service: string, attrs: Attributes): { traceId: string; spans: SpanRecord[]; llm: SpanRecord } {
  const t = generateTrace({ spans: 4, contentBytes: 128 });
  const llm = t.spans.find((s) => s.spanId === t.llmSpanId)!;
  for (const key of STRIP) delete llm.attributes[key];
  Object.assign(llm.attributes, attrs);
  for (const s of t.spans) s.resource = { ...s.resource, attributes: { ...s.resource.attributes, 'service.name': service } };
  return { traceId: t.traceId, spans: t.spans, llm };
}

const tokens = (input: number, output: number): Attributes => ({ 'gen_ai.usage.input_tokens': input, 'gen_ai.usage.output_tokens': output });

describe('GET /v1/costs in the all-in-one', () => {
  let server: AllInOneProcess;
  const traces: Record<string, string> = {};

  beforeAll(async () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'default-prices-override.yaml'), OVERRIDE);
    server = await startAllInOne({ dataDir, env: { TRACEHOLD_TENANT_PRICES: 'default=default-prices-override.yaml' } });

    // checkout: one plain call (with a reported cost and a route), one hedged call (two attempts, loser cancelled).
    const plain = traceWithCall('checkout', { ...tokens(1000, 500), 'gen_ai.usage.cost': 0.008, 'http.route': '/v1/answer' });
    const hedged = traceWithCall('checkout', { ...tokens(1000, 500), 'tracehold.attempt.kind': 'hedge' });
    const loser: SpanRecord = {
      ...hedged.llm,
      spanId: randomBytes(8).toString('hex'),
      attributes: { ...hedged.llm.attributes, ...tokens(1000, 100), 'error.type': 'AbortError' },
      status: { code: 2, message: '' },
      startTimeUnixNano: (BigInt(hedged.llm.startTimeUnixNano) - 100_000_000n).toString(),
    };
    hedged.spans.push(loser);
    // search: two calls of a model no table prices, one gpt-4o-mini (tenant override), one gpt-4.1 (default table).
    const unknownA = traceWithCall('search', { ...tokens(200, 100), 'gen_ai.provider.name': 'vllm', 'gen_ai.request.model': 'acme-llm-7b', 'gen_ai.response.model': 'acme-llm-7b' });
    const unknownB = traceWithCall('search', { ...tokens(300, 100), 'gen_ai.provider.name': 'vllm', 'gen_ai.request.model': 'acme-llm-7b', 'gen_ai.response.model': 'acme-llm-7b' });
    const mini = traceWithCall('search', { ...tokens(1000, 1000), 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.response.model': 'gpt-4o-mini-2024-07-18' });
    const gpt41 = traceWithCall('search', { ...tokens(1000, 1000), 'gen_ai.request.model': 'gpt-4.1', 'gen_ai.response.model': 'gpt-4.1-2025-04-14' });
    Object.assign(traces, { plain: plain.traceId, hedged: hedged.traceId, mini: mini.traceId, gpt41: gpt41.traceId, unknownA: unknownA.traceId });

    const res = await fetch(`${server.otlpHttp}/v1/traces`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-protobuf' },
      body: encodeProtobufTraces([plain, hedged, unknownA, unknownB, mini, gpt41].flatMap((t) => t.spans)),
    });
    expect(res.status).toBe(200);
    // Every call is in the ledger once the summary counts all 7 attempts.
    const deadline = Date.now() + 30_000;
    for (;;) {
      const r = await getJson(`${server.api}/v1/costs?group_by=service`);
      if (r.status === 200 && r.body.total.calls === 7) break;
      if (Date.now() > deadline) throw new Error(`ledger incomplete: ${JSON.stringify(r.body)}`);
      await new Promise((ok) => setTimeout(ok, 200));
    }
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('groups by model: known-only groups have no +?, the unknown model shows +? and its count, the total both', async () => {
    const r = await getJson(`${server.api}/v1/costs?group_by=model`);
    expect(r.status).toBe(200);
    const byKey = Object.fromEntries(r.body.groups.map((g: any) => [g.key, g]));
    // 3 attempts of gpt-4o-2024-08-06: 1000×2.50 + 500×10 twice ($0.0075 each) and the cancelled loser 1000×2.50 + 100×10 ($0.0035).
    expect(byKey['gpt-4o-2024-08-06']).toMatchObject({ calls: 3, cost: { usd: 0.0185, unknownCount: 0, display: '$0.018500' }, reportedCost: { usd: 0.008, calls: 1 }, inputTokens: 3000, outputTokens: 1100 });
    expect(byKey['gpt-4o-2024-08-06'].cost.display).not.toContain('+?');
    expect(byKey['acme-llm-7b']).toMatchObject({ calls: 2, cost: { usd: null, unknownCount: 2, display: '+? (2 calls with unknown price)' } });
    expect(byKey['gpt-4o-mini-2024-07-18'].cost).toEqual({ usd: 0.003, unknownCount: 0, display: '$0.003000' });
    expect(byKey['gpt-4.1-2025-04-14'].cost).toEqual({ usd: 0.01, unknownCount: 0, display: '$0.010000' });
    expect(r.body.total).toMatchObject({ calls: 7, cost: { usd: 0.0315, unknownCount: 2, display: '$0.031500 +? (2 calls with unknown price)' } });
    expect(r.body.truncated).toBe(false);
  });

  it('groups by service, route and day', async () => {
    const service = (await getJson(`${server.api}/v1/costs?group_by=service`)).body;
    const s = Object.fromEntries(service.groups.map((g: any) => [g.key, g]));
    expect(s['checkout'].cost).toEqual({ usd: 0.0185, unknownCount: 0, display: '$0.018500' });
    expect(s['search']).toMatchObject({ calls: 4, cost: { usd: 0.013, unknownCount: 2, display: '$0.013000 +? (2 calls with unknown price)' } });

    // The LLM span's own http.route first; else the trace root's (POST /chat), known once the trace is decided.
    let route: any;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((ok) => setTimeout(ok, 200))) {
      route = (await getJson(`${server.api}/v1/costs?group_by=route`)).body;
      if (route.groups.find((g: any) => g.key === '/chat')?.calls === 6) break;
    }
    expect(route.groups.find((g: any) => g.key === '/v1/answer')).toMatchObject({ calls: 1, cost: { usd: 0.0075 } });
    expect(route.groups.find((g: any) => g.key === '/chat')).toMatchObject({ calls: 6, cost: { usd: 0.024, unknownCount: 2 } });

    const day = (await getJson(`${server.api}/v1/costs?group_by=day`)).body;
    expect(day.groups.map((g: any) => g.key)).toEqual([new Date().toISOString().slice(0, 10)]);
    expect(day.groups[0].cost.display).toBe('$0.031500 +? (2 calls with unknown price)');
  });

  it('prices with the tenant override where it applies, the default table elsewhere, and says which', async () => {
    const mini = await waitForTrace(server.api, traces.mini!, (b) => b?.llmCalls?.length === 1);
    expect(mini.llmCalls[0].cost).toMatchObject({ usd: 0.003, priceVersion: 'default-tenant-negotiated-1:openai/gpt-4o-mini@2024-01-01' });
    const gpt41 = await waitForTrace(server.api, traces.gpt41!, (b) => b?.llmCalls?.length === 1);
    expect(gpt41.llmCalls[0].cost.priceVersion).toMatch(/^default-\d{4}-\d{2}-\d{2}:openai\/gpt-4\.1@2025-04-14$/);
    const unknown = await waitForTrace(server.api, traces.unknownA!, (b) => b?.llmCalls?.length === 1);
    expect(unknown.llmCalls[0].cost).toMatchObject({ usd: null, display: '—', priceVersion: '' });
  });

  it('refuses bad windows and groupings with 400, and needs a token', async () => {
    const now = Date.now();
    expect((await getJson(`${server.api}/v1/costs`)).status).toBe(400);
    expect((await getJson(`${server.api}/v1/costs?group_by=tenant`)).status).toBe(400);
    const tooLong = await getJson(`${server.api}/v1/costs?group_by=day&from=${now - 93 * 86_400_000}&to=${now}`);
    expect(tooLong).toMatchObject({ status: 400, body: { error: { code: 'TH_ERR_API_BAD_REQUEST', message: 'the time window is at most 92 days' } } });
    expect((await getJson(`${server.api}/v1/costs?group_by=day&from=${now}&to=${now - 1000}`)).status).toBe(400);
    expect((await getJson(`${server.api}/v1/costs?group_by=day`, 'thq_not_a_valid_token_000000000000')).status).toBe(401);
    // A window before the calls: empty, and a total of nothing is not $0 either.
    const empty = await getJson(`${server.api}/v1/costs?group_by=model&from=${now - 10 * 86_400_000}&to=${now - 9 * 86_400_000}`);
    expect(empty.body).toMatchObject({ groups: [], total: { calls: 0, cost: { usd: null, unknownCount: 0, display: '—' } } });
  });
});

describe('an invalid price file', () => {
  it('stops the start with TH_ERR_PRICES_INVALID naming the file and the field', async () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'broken-prices.yaml'), OVERRIDE.replace('input: 1.00', 'input: "cheap"'));
    const started = startAllInOne({ dataDir, env: { TRACEHOLD_PRICES_FILE: 'broken-prices.yaml' }, timeoutMs: 60_000 });
    const error = await started.then(
      async (s) => {
        await s.stop();
        return null;
      },
      (err: Error) => err.message,
    );
    expect(error).toMatch(/tracehold exited with 1 before starting/);
    expect(error).toMatch(/TH_ERR_PRICES_INVALID: .*broken-prices\.yaml: providers\.openai\.models\.0\.prices\.0\.input/);
  }, 90_000);
});

describe('per-tenant price tables', () => {
  const INGEST = { acme: 'thi_acme_ingest_token_0123456789abcdef', beta: 'thi_beta_ingest_token_0123456789abcdef' };
  let server: AllInOneProcess;
  afterAll(async () => {
    await server?.stop();
  });

  it('prices the same call with the tenant override for acme and the default table for beta, each tenant seeing only its own', async () => {
    const dataDir = makeDataDir();
    writeFileSync(path.join(dataDir, 'acme-prices.yaml'), OVERRIDE.replace('default-tenant-negotiated-1', 'acme-negotiated-1'));
    server = await startAllInOne({ dataDir, env: { TRACEHOLD_INGEST_TOKENS: `acme=${INGEST.acme},beta=${INGEST.beta}`, TRACEHOLD_TENANT_PRICES: 'acme=acme-prices.yaml' } });
    const viewer: Record<string, string> = {};
    for (const tenant of ['acme', 'beta'] as const) {
      const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
      expect((await fetch(`${server.api}/v1/admin/tenants`, { method: 'POST', headers: admin, body: JSON.stringify({ name: tenant }) })).status).toBe(201);
      const created = await fetch(`${server.api}/v1/admin/tokens`, { method: 'POST', headers: admin, body: JSON.stringify({ tenant, roles: ['viewer'], label: `${tenant}-viewer` }) });
      expect(created.status).toBe(201);
      viewer[tenant] = ((await created.json()) as { token: string }).token;
      const call = traceWithCall('chat', { ...tokens(1000, 1000), 'gen_ai.request.model': 'gpt-4o-mini', 'gen_ai.response.model': 'gpt-4o-mini-2024-07-18' });
      const res = await fetch(`${server.otlpHttp}/v1/traces`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-protobuf', authorization: `Bearer ${INGEST[tenant]}` },
        body: encodeProtobufTraces(call.spans),
      });
      expect(res.status).toBe(200);
    }
    const costsOf = async (tenant: string) => {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const r = await getJson(`${server.api}/v1/costs?group_by=model`, viewer[tenant]);
        if (r.status === 200 && r.body.total.calls >= 1) return r.body;
        if (Date.now() > deadline) throw new Error(`no costs for ${tenant}: ${JSON.stringify(r.body)}`);
        await new Promise((ok) => setTimeout(ok, 200));
      }
    };
    const acme = await costsOf('acme');
    const beta = await costsOf('beta');
    // acme: 1000 × $1.00 + 1000 × $2.00 per million; beta (default table): 1000 × $0.15 + 1000 × $0.60.
    expect(acme.groups).toEqual([expect.objectContaining({ key: 'gpt-4o-mini-2024-07-18', calls: 1, cost: { usd: 0.003, unknownCount: 0, display: '$0.003000' } })]);
    expect(beta.groups).toEqual([expect.objectContaining({ key: 'gpt-4o-mini-2024-07-18', calls: 1, cost: { usd: 0.00075, unknownCount: 0, display: '$0.000750' } })]);
  }, 120_000);
});
