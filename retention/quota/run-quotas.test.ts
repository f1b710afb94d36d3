/**
 * Storage quotas on the real engine (chDB) and the real encrypted content store on local disk, clock
 * injected: eviction of the oldest unheld traces until ≤ 90 % of the quota, a held trace kept although it
 * is the oldest, the ledger row saying 'quota:<date>', the warning once per crossing, the gauges in the
 * /metrics text, and "everything left is held" reported rather than broken. Negative control: under the
 * warning level nothing is evicted or warned.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, openStorageFixture, type StorageFixture } from '../../test/retention/storage-fixture.ts';
import { runQuotas } from './run-quotas.ts';

const T = 'acme';
const BASE_MS = Date.UTC(2026, 2, 1);
const NOW_MS = BASE_MS + 10 * DAY_MS;
const trace = (n: number) => n.toString(16).padStart(32, '0');
/** Distinct content of exactly `bytes` bytes (identical content would be stored once). */
const body = (n: number, bytes: number) => `{"n":${n}}`.padEnd(bytes, ' ');

let f: StorageFixture;

beforeEach(async () => {
  f = await openStorageFixture('quota');
  f.setNow(NOW_MS);
});

afterEach(async () => {
  await f.close();
});

/** Five traces of 1,000 content bytes each, day 0 (oldest) … day 4. */
async function writeFive(): Promise<string[]> {
  const refs: string[] = [];
  for (let i = 1; i <= 5; i++) refs.push((await f.writeTrace({ tenant: T, traceId: trace(i), startMs: BASE_MS + (i - 1) * DAY_MS, content: body(i, 1000) })).ref);
  return refs;
}

async function metricsText(): Promise<string> {
  return f.ctx.metrics.registry.metrics();
}

describe('runQuotas: content', () => {
  it('evicts the oldest unheld traces until ≤ 90 %, keeps a held trace although it is the oldest', async () => {
    const refs = await writeFive();
    await f.putPolicy(T, { contentQuotaBytes: 4000 });
    await f.placeHold(T, { kind: 'traces', traceIds: [trace(1)] });

    const report = await runQuotas(f.ctx, f.retentionConfig());

    const r = report.tenants[T]?.content;
    expect(r).toMatchObject({ quotaBytes: 4000, usedBytes: 5000, usedBytesAfter: 3000, evictedTraces: 2, heldTraces: 1, overQuotaHeld: false, contentObjects: 2 });
    // Day 0 is held: kept. Days 1 and 2 (the oldest unheld) went; days 3 and 4 stay.
    expect((await f.ctx.contentStore.get(T, refs[0]!))?.bytes.toString()).toBe(body(1, 1000));
    expect(await f.ctx.contentStore.get(T, refs[1]!)).toBeNull();
    expect(await f.ctx.contentStore.get(T, refs[2]!)).toBeNull();
    expect(await f.ctx.contentStore.get(T, refs[3]!)).not.toBeNull();
    expect(await f.ctx.contentStore.get(T, refs[4]!)).not.toBeNull();
    const rows = await f.ctx.store.forTenant(T).listLlmCallsOfTraces([trace(1), trace(2), trace(3), trace(4)]);
    const input = (t: string) => rows.find((x) => x.traceId === t)!.content.input;
    expect(input(trace(2))).toEqual({ ref: '', state: 'purged', reason: 'quota:2026-03-11' });
    expect(input(trace(3))).toEqual({ ref: '', state: 'purged', reason: 'quota:2026-03-11' });
    expect(input(trace(1)).state).toBe('stored');
    expect(input(trace(4)).state).toBe('stored');

    const events = await f.ctx.state.eventsForTraces(T, [trace(1), trace(2), trace(3), trace(4), trace(5)]);
    expect(events.map((e) => [e.traceId, e.action, e.cause])).toEqual([
      [trace(2), 'purged_quota', 'quota:content'],
      [trace(3), 'purged_quota', 'quota:content'],
    ]);
    const evicts = await f.auditEntries(T, 'quota.evict');
    expect(evicts).toHaveLength(1);
    expect(evicts[0]!.details).toMatchObject({ kind: 'content', traces: 2, heldTraces: 1, usedBytesBefore: 5000, usedBytesAfter: 3000, quotaBytes: 4000 });

    const text = await metricsText();
    expect(text).toContain('tracehold_storage_used_bytes{tenant="acme",kind="content"} 3000');
    expect(text).toContain('tracehold_storage_quota_bytes{tenant="acme",kind="content"} 4000');
    expect(text).toContain('tracehold_storage_over_quota_held{tenant="acme",kind="content"} 0');
  });

  it('warns once per crossing of the warning level (two passes, one audit entry), and again after it cleared', async () => {
    await writeFive();
    // 5,000 of 6,000 bytes = 83 % ≥ 80 %: a warning, no eviction.
    await f.putPolicy(T, { contentQuotaBytes: 6000, warnAtPercent: 80 });
    const first = await runQuotas(f.ctx, f.retentionConfig());
    const second = await runQuotas(f.ctx, f.retentionConfig());
    expect(first.tenants[T]?.content).toMatchObject({ warned: true, evictedTraces: 0, usedBytesAfter: 5000 });
    expect(second.tenants[T]?.content?.warned).toBe(false);
    expect(await f.auditEntries(T, 'quota.warning')).toHaveLength(1);
    expect(await metricsText()).toContain('tracehold_storage_quota_warnings_total{kind="content"} 1');
    expect(await f.auditEntries(T, 'quota.evict')).toEqual([]);

    // A larger quota clears the warning; shrinking it again is a new crossing.
    await f.putPolicy(T, { contentQuotaBytes: 10_000 });
    expect((await runQuotas(f.ctx, f.retentionConfig())).tenants[T]?.content?.warned).toBe(false);
    expect(await f.auditEntries(T, 'quota.warning_cleared')).toHaveLength(1);
    await f.putPolicy(T, { contentQuotaBytes: 6000 });
    expect((await runQuotas(f.ctx, f.retentionConfig())).tenants[T]?.content?.warned).toBe(true);
    expect(await f.auditEntries(T, 'quota.warning')).toHaveLength(2);
  });

  it('negative control: below the warning level nothing is evicted or warned', async () => {
    const refs = await writeFive();
    await f.putPolicy(T, { contentQuotaBytes: 100_000 });
    const report = await runQuotas(f.ctx, f.retentionConfig());
    expect(report.tenants[T]?.content).toMatchObject({ usedBytes: 5000, warned: false, evictedTraces: 0 });
    for (const ref of refs) expect(await f.ctx.contentStore.get(T, ref)).not.toBeNull();
    expect(await f.auditEntries(T, 'quota.warning')).toEqual([]);
    expect(await metricsText()).toContain('tracehold_storage_used_bytes{tenant="acme",kind="content"} 5000');
  });

  it('holds win over quotas: everything held → over quota, said by the gauge, nothing evicted', async () => {
    const refs = await writeFive();
    await f.putPolicy(T, { contentQuotaBytes: 2000 });
    await f.placeHold(T, { kind: 'tenant' });
    const report = await runQuotas(f.ctx, f.retentionConfig({ batchTraces: 2 }));
    expect(report.tenants[T]?.content).toMatchObject({ usedBytesAfter: 5000, evictedTraces: 0, heldTraces: 5, overQuotaHeld: true });
    for (const ref of refs) expect(await f.ctx.contentStore.get(T, ref)).not.toBeNull();
    expect(await metricsText()).toContain('tracehold_storage_over_quota_held{tenant="acme",kind="content"} 1');
  });
});

describe('runQuotas: spans', () => {
  it('evicts the spans of the oldest traces; the ledger stays', async () => {
    await writeFive();
    const used = (await runQuotas(f.ctx, f.retentionConfig({ defaults: { ledgerDays: null, spansDays: null, traceIndexDays: null, contentDays: null, contentQuotaBytes: null, spansQuotaBytes: 1_000_000_000, warnAtPercent: 80 } }))).tenants[T]?.spans?.usedBytes;
    expect(used).toBeGreaterThan(0);
    const perTrace = used! / 5;
    // Room for 3.5 traces: 90 % of it is 3.15 → two traces go.
    await f.putPolicy(T, { spansQuotaBytes: Math.floor(perTrace * 3.5) });
    const report = await runQuotas(f.ctx, f.retentionConfig());
    expect(report.tenants[T]?.spans).toMatchObject({ evictedTraces: 2, spans: 2 });
    const rs = await f.ch.client.query({ query: `SELECT trace_id FROM ${f.ch.db}.spans WHERE tenant = 'acme' ORDER BY trace_id`, format: 'JSONEachRow' });
    expect((await rs.json<{ trace_id: string }>()).map((r) => r.trace_id)).toEqual([trace(3), trace(4), trace(5)]);
    expect(await f.ctx.store.forTenant(T).listLlmCallsOfTraces([trace(1), trace(2)])).toHaveLength(2);
  });
});
