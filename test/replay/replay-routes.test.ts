/**
 * Distributional replay through the query API's routes, over real embedded chDB, the encrypted content store
 * and the audit log, against the local fake provider (a test double speaking the OpenAI and Anthropic wire
 * formats, test/provider). Each behaviour is a model the provider maps to a scenario: the seeded distribution
 * (p = 0.7 around REPLAY_ORIGINAL, planted divergences), a rejected temperature, 429 with Retry-After, stalls,
 * an unknown model.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { REPLAY_ORIGINAL, REPLAY_SEED, REPLAY_SEED_COUNTS, REPLAY_VARIANTS, replayDistributionScenario } from '../provider/replay-fixtures.ts';
import { rateLimitedThenOkScenario, rejectParamScenario, stallScenario } from '../provider/scenarios.ts';
import { createReplayEnv, seedCall, type ReplayEnv } from '../support/replay-env.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import { exportHold } from '../../retention/bundle/export-hold.ts';
import { verifyBundle } from '../../retention/bundle/verify-bundle.ts';
import { makeHold, principal, unpackBundle } from '../support/bundle-env.ts';
import { createReplayStore } from '../../query-api/replay/replay-store.ts';

let provider: FakeProvider;
let r: ReplayEnv;
const tok: Record<string, string> = {};
const PRICE = { priceOverride: { inputPerMTokUsd: 2.5, outputPerMTokUsd: 10 } };
const chat = (model: string) => ({ kind: 'chat' as const, snapshot: model });

const replaysOf = (c: { traceId: string; spanId: string }) => `/v1/traces/${c.traceId}/llm-calls/${c.spanId}/replays`;
const requestsFor = (model: string) => provider.requests().filter((q) => (q.body as { model?: string } | null)?.model === model);

beforeAll(async () => {
  provider = createFakeProvider({
    models: {
      'fake-dist': chat('fake-dist-2025-01-01'),
      'fake-reject': chat('fake-reject-2025-01-01'),
      'fake-busy': chat('fake-busy-2025-01-01'),
      'fake-stall': chat('fake-stall-2025-01-01'),
      'fake-old': chat('fake-old-2024-01-01'),
    },
    scenarios: {
      dist: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }),
      reject: rejectParamScenario('temperature'),
      busy: rateLimitedThenOkScenario({ failures: 2, retryAfterS: 1 }),
      stall: stallScenario({ stallMs: 4_000 }),
    },
    modelScenarios: {
      'fake-dist-2025-01-01': 'dist',
      'fake-claude-2025-05-14': 'dist',
      'fake-reject-2025-01-01': 'reject',
      'fake-busy-2025-01-01': 'busy',
      'fake-stall-2025-01-01': 'stall',
    },
  });
  const { baseUrl } = await provider.start();
  r = await createReplayEnv(
    'replay-routes',
    {
      providers: [
        { name: 'fake-openai', kind: 'openai', providers: ['openai'], baseUrl, apiKeyEnv: 'FAKE_OPENAI_KEY', timeoutMs: 800, maxRetries: 2, retryBaseMs: 20 },
        { name: 'fake-anthropic', kind: 'anthropic', providers: ['anthropic'], baseUrl, apiKeyEnv: 'FAKE_ANTHROPIC_KEY' },
      ],
      retiredModels: [{ provider: 'openai', model: 'fake-old-2024-01-01', retiredOn: '2025-01-01' }],
      tenantMonthlyBudgetUsd: 50,
    },
    { FAKE_OPENAI_KEY: 'sk-fake-openai-test', FAKE_ANTHROPIC_KEY: 'sk-ant-fake-test' },
  );
  tok.investigator = await r.token(['investigator']);
  tok.viewer = await r.token(['viewer']);
}, 120_000);

afterAll(async () => {
  await r?.close();
  await provider?.shutdown();
});

async function replay(call: { traceId: string; spanId: string }, body: Record<string, unknown>): Promise<any> {
  const res = await r.call(tok.investigator!, 'POST', replaysOf(call), { budgetUsd: 5, reason: 'INC-4711 the customer disputes the answer', ...PRICE, ...body });
  expect([200, 202]).toContain(res.status);
  const job = res.json();
  return res.status === 202 ? r.waitFinal(tok.investigator!, job.replayId) : job;
}

/** Index of the first differing element. */
function firstDiff(a: number[], b: number[]): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

describe('distributional replay', () => {
  it('p = 0.7, N = 100: the interval contains 0.7, the divergences are exactly the planted ones, every run is a ledger row', async () => {
    const call = await seedCall(r.env, { outputText: REPLAY_ORIGINAL, record: { responseModel: 'fake-dist-2025-01-01', requestModel: 'fake-dist' } });
    provider.clearRequests();
    const job = await replay(call, { n: 100, concurrency: 8 });
    expect(job.state).toBe('done');
    const report = job.report;
    expect(report.completed).toBe(100);
    // The seed draws exactly 70 originals and 13/7/6/4 of the variants (predicted from the PRNG, not the server).
    expect(report.matchRate.exact).toMatchObject({ matches: REPLAY_SEED_COUNTS.n100.original, n: 100 });
    const [lo, hi] = report.matchRate.exact.ci95;
    expect(lo).toBeLessThanOrEqual(0.7);
    expect(hi).toBeGreaterThanOrEqual(0.7);
    // The whitespace-only variant matches once whitespace is normalised.
    expect(report.matchRate.normalized.matches).toBe(REPLAY_SEED_COUNTS.n100.original + REPLAY_SEED_COUNTS.n100.variants[3]);

    // Each distinct output: its text (read from the content store by ref) is one of the planted variants, its
    // divergence is exactly where that variant was planted, its token index as o200k computes it.
    expect(report.tokenizer).toMatchObject({ name: expect.stringContaining('o200k'), exact: false });
    expect(report.distinct).toHaveLength(5);
    const originalTokens = o200k(REPLAY_ORIGINAL);
    for (const d of report.distinct) {
      const object = await r.env.contentStore.get(r.env.tenant, d.ref);
      const text = JSON.parse(object!.bytes.toString('utf8')).data[0].parts[0].content as string;
      if (d.exactMatch) {
        expect(text).toBe(REPLAY_ORIGINAL);
        expect(d.divergence).toBeNull();
        continue;
      }
      const i = REPLAY_VARIANTS.findIndex((v) => v.text === text);
      expect(i).toBeGreaterThanOrEqual(0);
      const v = REPLAY_VARIANTS[i]!;
      expect(d.count).toBe(REPLAY_SEED_COUNTS.n100.variants[i]);
      expect(d.divergence).toEqual({ char: v.charIndex, token: firstDiff(originalTokens, o200k(v.text)) });
      expect(d.divergence.token).toBe(v.tokenIndex.o200k_base);
      expect(d.normalizedMatch).toBe(v.equalAfterWhitespaceNormalisation);
    }
    expect(report.commonPrefix.chars).toBe(Math.min(...REPLAY_VARIANTS.map((v) => v.charIndex)));
    expect(report.divergenceHistogram).toEqual(
      REPLAY_VARIANTS.map((v, i) => ({ token: v.tokenIndex.o200k_base, count: REPLAY_SEED_COUNTS.n100.variants[i]! })).sort((a, b) => a.token - b.token),
    );
    // Per run latency, tokens and cost; the total.
    expect(report.runs).toHaveLength(100);
    for (const run of report.runs) {
      expect(run).toMatchObject({ status: 'ok', attempts: 1, responseModel: 'fake-dist-2025-01-01', error: null });
      expect(run.latencyMs).toBeGreaterThanOrEqual(0);
      expect(run.outputTokens).toBeGreaterThan(0);
      expect(run.costUsd).toBeGreaterThan(0);
    }
    expect(report.totals.costUsd).toBeCloseTo(report.runs.reduce((s: number, x: any) => s + x.costUsd, 0), 9);
    expect(job.estimate).toMatchObject({ inputTokens: 44, inputTokensSource: 'ledger', maxOutputTokens: 200, maxOutputTokensSource: 'recorded', priceSource: 'override' });
    expect(job.estimate.totalUsd).toBeCloseTo(((44 * 2.5 + 200 * 10) / 1e6) * 100, 9);

    // Exactly the recorded parameters, to the snapshot that answered, without streaming, with the stored input.
    const sent = requestsFor('fake-dist-2025-01-01');
    expect(sent).toHaveLength(100);
    for (const q of sent) {
      expect(q.path).toBe('/v1/chat/completions');
      const b = q.body as Record<string, unknown>;
      expect(b).toMatchObject({ temperature: 0.2, top_p: 0.9, max_tokens: 200, seed: 42, stop: ['\n\nUser:'] });
      expect(b.stream ?? false).toBe(false);
      expect(b.messages).toEqual([
        { role: 'system', content: 'You are the parcel-tracking assistant of an online shop. Answer in one sentence.' },
        { role: 'user', content: 'Where is my parcel? Order 8812, placed last Monday.' },
      ]);
    }
    expect(report.params.notSent).toEqual([]);

    // Replays are LLM calls: 100 ledger rows in the trace, children of the original, replay_of set.
    const rows = await r.env.store.forTenant(r.env.tenant).listTraceLlmCalls(call.traceId, null);
    const runs = rows.filter((x) => x.replayOf !== '');
    expect(runs).toHaveLength(100);
    expect(runs.every((x) => x.replayOf === `${call.traceId}/${call.spanId}` && x.parentSpanId === call.spanId && x.content.output.state === 'stored')).toBe(true);
    expect(new Set(runs.map((x) => x.spanId)).size).toBe(100);
    // Outputs are under the original's end-user key (crypto-shredding the subject reaches them).
    const out = await r.env.contentStore.get(r.env.tenant, runs[0]!.content.output.ref);
    expect(out!.subjectRef).toBe(call.subjectRef);

    // Audited: the request with its reason, the reads of the input and output against this trace, the outcome.
    const audit = (await r.env.auditLog.list({ tenant: r.env.tenant, limit: 1000 })).entries as AuditEntry[];
    const mine = audit.filter((e) => e.target.traceId === call.traceId);
    expect(mine.find((e) => e.action === 'replay.run')).toMatchObject({ outcome: 'granted', reason: 'INC-4711 the customer disputes the answer', target: { replayId: job.replayId } });
    const reads = mine.filter((e) => e.action === 'content.read');
    expect(reads.map((e) => e.target.part).sort()).toEqual(['input', 'output', 'system']);
    expect(reads.every((e) => (e.details as { via?: string }).via === 'replay' && e.outcome === 'granted')).toBe(true);
    expect(mine.find((e) => e.action === 'replay.complete')).toMatchObject({ outcome: 'ok' });

    // The job is listed for the call.
    const list = await r.call(tok.viewer!, 'GET', replaysOf(call));
    expect(list.json().replays.map((j: any) => j.replayId)).toEqual([job.replayId]);
  }, 60_000);

  it('the completion is in the audit log before anyone sees the job final (the audit append slowed down)', async () => {
    const call = await seedCall(r.env, { outputText: 'x' });
    const log = r.env.auditLog;
    const append = log.append;
    // A slow audit log: the completion takes 300 ms to append.
    log.append = async (entry) => {
      if (entry.action === 'replay.complete') await new Promise((resolve) => setTimeout(resolve, 300));
      return append.call(log, entry);
    };
    try {
      const job = await replay(call, { n: 2, concurrency: 1 });
      expect(job.state).toBe('done');
      const audit = (await r.env.auditLog.list({ tenant: r.env.tenant, action: 'replay.complete', limit: 1000 })).entries as AuditEntry[];
      expect(audit.filter((e) => e.target.replayId === job.replayId)).toHaveLength(1);
    } finally {
      log.append = append;
    }
  });

  it('a rejected parameter is a finding and is never retried without it (negative control: without temperature it runs)', async () => {
    const call = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-reject-2025-01-01' } });
    const job = await replay(call, { n: 5, concurrency: 1 });
    expect(job.state).toBe('failed');
    expect(job.errorCode).toBe('TH_ERR_REPLAY_PARAMETER_REJECTED');
    expect(job.report.findings).toEqual([expect.objectContaining({ kind: 'parameter_rejected', param: 'temperature', recorded: true, httpStatus: 400 })]);
    const sent = requestsFor('fake-reject-2025-01-01');
    expect(sent).toHaveLength(1);
    expect((sent[0]!.body as Record<string, unknown>).temperature).toBe(0.2);

    const without = await seedCall(r.env, { outputText: 'x', params: { max_tokens: 50 }, record: { responseModel: 'fake-reject-2025-01-01' } });
    const ok = await replay(without, { n: 2, concurrency: 1 });
    expect(ok.state).toBe('done');
    expect(ok.report.completed).toBe(2);
  });

  it('a retired model: refused before sending by the registry; model-not-found from the provider counts too', async () => {
    const before = provider.requests().length;
    const old = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-old-2024-01-01' } });
    const refused = await replay(old, { n: 3 });
    expect(refused.state).toBe('refused');
    expect(refused.report.findings).toEqual([{ kind: 'model_retired', model: 'fake-old-2024-01-01', source: 'registry', retiredOn: '2025-01-01', providerCode: null }]);
    expect(provider.requests().length).toBe(before);

    const gone = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-gone-2023-03-01' } });
    const failed = await replay(gone, { n: 3, concurrency: 1 });
    expect(failed.state).toBe('failed');
    expect(failed.errorCode).toBe('TH_ERR_REPLAY_MODEL_RETIRED');
    expect(failed.report.findings[0]).toMatchObject({ kind: 'model_retired', source: 'provider', model: 'fake-gone-2023-03-01' });
  });

  it('honours Retry-After on 429 (bounded retries), and ends stalled requests as timeouts', async () => {
    const busy = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-busy-2025-01-01' } });
    const job = await replay(busy, { n: 1 });
    expect(job.state).toBe('done');
    expect(job.report.runs[0]).toMatchObject({ status: 'ok', attempts: 3 });
    const times = requestsFor('fake-busy-2025-01-01').map((q) => q.receivedAtMs);
    expect(times).toHaveLength(3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(950);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(950);

    const stall = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-stall-2025-01-01' } });
    const t0 = Date.now();
    const timedOut = await replay(stall, { n: 2, concurrency: 2 });
    expect(timedOut.state).toBe('failed');
    expect(timedOut.errorCode).toBe('TH_ERR_REPLAY_ALL_RUNS_FAILED');
    expect(timedOut.report.runs.map((x: any) => [x.status, x.error, x.attempts])).toEqual([
      ['failed', 'timeout', 3],
      ['failed', 'timeout', 3],
    ]);
    expect(Date.now() - t0).toBeLessThan(4 * 800 + 2_000);
  }, 30_000);

  it('refuses above budgetUsd and the tenant budget, and without a price, before sending anything', async () => {
    const call = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-dist-2025-01-01' } });
    const before = provider.requests().length;
    const over = await r.call(tok.investigator!, 'POST', replaysOf(call), { n: 20, budgetUsd: 0.01, reason: 'INC-1', ...PRICE });
    expect(over.status).toBe(422);
    expect(over.json()).toMatchObject({ error: { code: 'TH_ERR_API_REPLAY_OVER_BUDGET' }, estimate: { totalUsd: ((44 * 2.5 + 200 * 10) / 1e6) * 20 } });
    const tenant = await r.call(tok.investigator!, 'POST', replaysOf(call), { n: 100, budgetUsd: 1000, reason: 'INC-1', priceOverride: { inputPerMTokUsd: 1000, outputPerMTokUsd: 3000 } });
    expect(tenant.status).toBe(422);
    expect(tenant.json().error.code).toBe('TH_ERR_API_REPLAY_TENANT_BUDGET');
    const unknown = await r.call(tok.investigator!, 'POST', replaysOf(call), { n: 2, budgetUsd: 1, reason: 'INC-1' });
    expect(unknown.status).toBe(422);
    expect(unknown.json().error.code).toBe('TH_ERR_API_REPLAY_PRICE_UNKNOWN');
    expect(provider.requests().length).toBe(before);
  });

  it('content not stored and tool results not held are findings, with no request sent', async () => {
    const before = provider.requests().length;
    const purged = await seedCall(r.env, { outputText: 'x', notStored: { output: 'purged' }, record: { responseModel: 'fake-dist-2025-01-01' } });
    const a = await replay(purged, { n: 2 });
    expect(a.state).toBe('refused');
    expect(a.report.findings).toEqual([{ kind: 'content_not_stored', part: 'output', state: 'purged', reason: 'purged by retention on 2026-11-30' }]);

    const input = [
      { role: 'user', parts: [{ type: 'text', content: 'Where is order 8812?' }] },
      { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_abc', name: 'get_order_status', arguments: { order_id: '8812' } }] },
    ];
    const tool = await seedCall(r.env, { outputText: 'x', input, record: { responseModel: 'fake-dist-2025-01-01' } });
    const b = await replay(tool, { n: 2 });
    expect(b.state).toBe('refused');
    expect(b.report.findings).toEqual([{ kind: 'tool_result_missing', toolCallId: 'call_abc', toolName: 'get_order_status' }]);
    expect(provider.requests().length).toBe(before);
  });

  it('needs replays:run and a reason; refusals are audited', async () => {
    const call = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-dist-2025-01-01' } });
    const viewer = await r.call(tok.viewer!, 'POST', replaysOf(call), { n: 1, budgetUsd: 1, reason: 'curious', ...PRICE });
    expect(viewer.status).toBe(403);
    const noReason = await r.call(tok.investigator!, 'POST', replaysOf(call), { n: 1, budgetUsd: 1, ...PRICE });
    expect(noReason.status).toBe(400);
    expect(noReason.json().error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    const denied = ((await r.env.auditLog.list({ tenant: r.env.tenant, action: 'replay.run', limit: 1000 })).entries as AuditEntry[]).filter(
      (e) => e.target.traceId === call.traceId && e.outcome === 'denied',
    );
    expect(denied.map((e) => (e.details as { detail: string }).detail).sort()).toEqual(['missing_scope', 'reason_required']);
    const missing = await r.call(tok.investigator!, 'POST', `/v1/traces/${call.traceId}/llm-calls/${'1'.repeat(16)}/replays`, { n: 1, budgetUsd: 1, reason: 'x', ...PRICE });
    expect(missing.status).toBe(404);
  });

  it('cancels a running replay: in-flight requests are aborted, the partial report is kept', async () => {
    const call = await seedCall(r.env, { outputText: 'x', record: { responseModel: 'fake-stall-2025-01-01' } });
    const res = await r.call(tok.investigator!, 'POST', replaysOf(call), { n: 6, concurrency: 2, budgetUsd: 5, reason: 'INC-9', ...PRICE });
    expect(res.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const t0 = Date.now();
    const cancelled = await r.call(tok.investigator!, 'POST', `/v1/replays/${res.json().replayId}/cancel`, { reason: 'wrong call' });
    expect(cancelled.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(1_000);
    expect(cancelled.json().state).toBe('cancelled');
    expect(cancelled.json().report.runs.every((x: any) => x.status === 'cancelled')).toBe(true);
    const again = await r.call(tok.investigator!, 'POST', `/v1/replays/${res.json().replayId}/cancel`, {});
    expect(again.status).toBe(409);
  });

  it('replays through the Responses API and Anthropic Messages, as the original call was made', async () => {
    const responses = await seedCall(r.env, { outputText: REPLAY_ORIGINAL, record: { responseModel: 'fake-dist-2025-01-01', responseId: 'resp_0123456789abcdef' } });
    const a = await replay(responses, { n: 4 });
    expect(a.state).toBe('done');
    expect(a.report.original.api).toBe('openai.responses');
    const claude = await seedCall(r.env, {
      outputText: REPLAY_ORIGINAL,
      record: { provider: 'anthropic', requestModel: 'fake-claude', responseModel: 'fake-claude-2025-05-14', responseId: 'msg_01' },
    });
    const b = await replay(claude, { n: 4 });
    expect(b.state).toBe('done');
    expect(b.report.original.api).toBe('anthropic.messages');
    expect(b.report.tokenizer.exact).toBe(false);
    expect(b.report.tokenizer.note).toMatch(/approximation/);
    const last = provider.requests().filter((q) => q.path === '/v1/messages');
    expect(last.length).toBe(4);
    expect((last[0]!.body as Record<string, unknown>).max_tokens).toBe(200);
  });

  it('a legal-hold bundle of a replayed trace carries the replay, its runs and their outputs, and verifies', async () => {
    const call = await seedCall(r.env, { outputText: REPLAY_ORIGINAL, record: { responseModel: 'fake-dist-2025-01-01' } });
    const job = await replay(call, { n: 3 });
    expect(job.state).toBe('done');
    const hold = makeHold(r.env.tenant, { kind: 'traces', traceIds: [call.traceId] });
    await r.env.ctx.state.putHold(hold);
    const result = await exportHold(
      { ctx: r.env.ctx, contentAudit: r.env.auditLog, signer: r.env.signer, dataDir: r.env.root, generator: { name: 'tracehold', version: 'test' } },
      { hold, exportId: 'exp_0123456789abcdef', principal: principal(r.env.tenant), reason: 'Matter 17', includeContent: true },
    );
    expect((await verifyBundle(result.file, { publicKey: r.env.signer.publicKeyPem })).ok).toBe(true);
    const members = await unpackBundle(result.file);
    const lines = (name: string) => members.find((m) => m.name.endsWith(name))!.bytes.toString('utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
    const replays = lines('replays.jsonl');
    expect(new Set(replays.map((x: any) => x.replay_id))).toEqual(new Set([job.replayId]));
    expect(replays.some((x: any) => x.state === 'done')).toBe(true);
    const ledger = lines('ledger.jsonl');
    expect(ledger).toHaveLength(4);
    const runRefs = job.report.runs.map((x: any) => ledger.find((l: any) => (l.spanId ?? l.span_id) === x.spanId)).filter(Boolean);
    expect(runRefs).toHaveLength(3);
    // Each run's output is in the bundle's content.
    const contents = members.filter((m) => /(^|\/)content\//.test(m.name)).map((m) => JSON.parse(m.bytes.toString('utf8')).ref);
    for (const d of job.report.distinct) expect(contents).toContain(d.ref);
  });

  it('reports a job whose process died as interrupted once its heartbeat is stale (a fresh one stays running)', async () => {
    const store = createReplayStore(r.env.ch);
    const base = { tenant: r.env.tenant, version: 1, traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), state: 'running' as const, n: 5, concurrency: 1, budgetUsd: 1, reason: 'x', requestedBy: 'tok_x', progress: { completed: 1, failed: 0, n: 5 }, estimate: null, errorCode: '', report: null };
    const stale = { ...base, replayId: 'rpl_' + 'c'.repeat(24), createdAtMs: Date.now() - 120_000, updatedAtMs: Date.now() - 60_000 };
    const fresh = { ...base, replayId: 'rpl_' + 'd'.repeat(24), createdAtMs: Date.now() - 2_000, updatedAtMs: Date.now() - 1_000 };
    await store.put(stale);
    await store.put(fresh);
    const a = (await r.call(tok.viewer!, 'GET', `/v1/replays/${stale.replayId}`)).json();
    expect(a).toMatchObject({ state: 'failed', errorCode: 'TH_ERR_REPLAY_INTERRUPTED' });
    expect((await store.get(r.env.tenant, stale.replayId))!.state).toBe('failed');
    expect((await r.call(tok.viewer!, 'GET', `/v1/replays/${fresh.replayId}`)).json().state).toBe('running');
    // Another tenant's id is not found.
    const other = await r.token(['viewer'], 'beta');
    expect((await r.call(other, 'GET', `/v1/replays/${stale.replayId}`)).status).toBe(404);
  });
});
