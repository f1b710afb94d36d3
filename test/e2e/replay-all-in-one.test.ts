/**
 * Distributional replay end to end: the real OpenAI Python client, instrumented by the real OpenInference
 * instrumentation (content and invocation parameters on the span), calls the local fake provider (a test double)
 * and exports to the all-in-one `npm start` runs; the all-in-one is configured (tracehold.yaml) with that
 * provider for replays. The recorded call — and the streamed one — are replayed N times through the query API,
 * the provider answering from a seeded distribution: the original with p = 0.7, else known variants.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureInteropVenv, runDriver, DRIVER_CONFIGS, type ScenarioResult } from '../interop/drivers.ts';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { REPLAY_ORIGINAL, REPLAY_SEED, replayDistributionScenario } from '../provider/replay-fixtures.ts';
import { ADMIN_TOKEN, getJson, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';

let provider: FakeProvider;
let server: AllInOneProcess;
let results: ScenarioResult[];

async function post(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function waitFinal(replayId: string): Promise<any> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await getJson(`${server.api}/v1/replays/${replayId}`);
    expect(r.status).toBe(200);
    if (!['queued', 'running'].includes(r.body.state)) return r.body;
    if (Date.now() > deadline) throw new Error('replay did not finish');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

beforeAll(async () => {
  provider = createFakeProvider({
    // The instrumented client's call gets the original answer; the replays (no scenario header, the snapshot
    // as model) draw from the seeded distribution around it.
    scenarios: { plain: { reply: () => ({ kind: 'text', text: REPLAY_ORIGINAL, finishReason: 'stop' }) }, replay_dist: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }) },
    modelScenarios: { 'fake-chat-small-2025-06-01': 'replay_dist' },
  });
  const { baseUrl } = await provider.start();
  const python = await ensureInteropVenv();
  server = await startAllInOne({
    yaml: [
      'replay:',
      '  providers:',
      '    - name: local-fake',
      '      kind: openai',
      '      providers: [openai]',
      `      baseUrl: ${baseUrl}`,
      '      apiKeyEnv: FAKE_PROVIDER_KEY',
      '',
    ].join('\n'),
    env: { FAKE_PROVIDER_KEY: 'sk-fake-replay-e2e' },
  });
  const config = DRIVER_CONFIGS.find((c) => c.id === 'openinference')!;
  results = (await runDriver(config, { python, otlpEndpoint: server.otlpHttp, providerUrl: baseUrl, scenarios: ['plain', 'stream'] })).results;
}, 600_000);

afterAll(async () => {
  await server?.stop();
  await provider?.shutdown();
});

describe('replay of a call recorded by a real instrumentation', () => {
  it('re-sends the stored input with the recorded parameters, N = 100, and reports the seeded distribution', async () => {
    const plain = results.find((r) => r.scenario === 'plain')!;
    const body = await waitForTrace(server.api, plain.traceId, (b) => b?.llmCalls?.length === 1 && b.llmCalls[0].content.output.state === 'stored', 60_000);
    const call = body.llmCalls[0];
    provider.clearRequests();
    const started = await post(`${server.api}/v1/traces/${plain.traceId}/llm-calls/${call.spanId}/replays`, {
      n: 100,
      concurrency: 8,
      budgetUsd: 5,
      reason: 'INC-2041 customer disputes the answer',
      priceOverride: { inputPerMTokUsd: 2.5, outputPerMTokUsd: 10 },
    });
    expect(started.status).toBe(202);
    const job = await waitFinal(started.body.replayId);
    expect(job.state).toBe('done');
    const report = job.report;
    expect(report.completed).toBe(100);
    const exact = report.matchRate.exact;
    expect(exact.n).toBe(100);
    expect(exact.ci95[0]).toBeLessThanOrEqual(0.7);
    expect(exact.ci95[1]).toBeGreaterThanOrEqual(0.7);
    expect(report.distinct.reduce((s: number, d: any) => s + d.count, 0)).toBe(100);
    expect(report.distinct.find((d: any) => d.exactMatch).count).toBe(exact.matches);

    // Exactly the recorded parameters, to the snapshot that answered, without streaming.
    const sent = provider.requests().filter((r) => r.path.endsWith('/chat/completions'));
    expect(sent).toHaveLength(100);
    for (const r of sent) {
      const b = r.body as Record<string, unknown>;
      expect(b.model).toBe('fake-chat-small-2025-06-01');
      expect(b).toMatchObject({ temperature: 0.2, top_p: 0.9, max_tokens: 200, seed: 42 });
      expect(b.stream === undefined || b.stream === false).toBe(true);
    }
    // Every run is an LLM call of the trace, listed apart from what happened.
    const after = await waitForTrace(server.api, plain.traceId, (b) => b?.replayRuns?.length === 100, 30_000);
    expect(after.llmCalls).toHaveLength(1);
    expect(after.replayRuns.every((c: any) => c.replayOf === `${plain.traceId}/${call.spanId}`)).toBe(true);
  }, 120_000);

  it('replays a streamed call without streaming and says so', async () => {
    const stream = results.find((r) => r.scenario === 'stream')!;
    const body = await waitForTrace(server.api, stream.traceId, (b) => b?.llmCalls?.length === 1 && b.llmCalls[0].content.input.state === 'stored', 60_000);
    const call = body.llmCalls[0];
    const started = await post(`${server.api}/v1/traces/${stream.traceId}/llm-calls/${call.spanId}/replays`, {
      n: 5,
      budgetUsd: 1,
      reason: 'INC-2042',
      priceOverride: { inputPerMTokUsd: 2.5, outputPerMTokUsd: 10 },
    });
    expect(started.status).toBe(202);
    const job = await waitFinal(started.body.replayId);
    expect(job.state).toBe('done');
    expect(job.report.streaming).toMatchObject({ original: true, replayed: false });
    expect(job.report.params.notSent.map((p: any) => p.name)).toEqual(expect.arrayContaining(['stream']));
  }, 120_000);
});
