/**
 * Retention pass figures (not a test: it prints them). `npm run bench:retention --
 * [--traces 5000] [--batch 200]` writes N traces (one LLM call with 1 KiB of stored content, a span, an index
 * row) spread over 60 days into chDB and the local-disk content store, then times one expiry pass
 * (content 30 d, spans 7 d) and one quota pass (content quota at half of what is left), each through the
 * two-phase deletion, and prints traces/s and the peak RSS.
 */
import { DAY_MS, openStorageFixture } from '../retention/storage-fixture.ts';
import { runExpiry } from '../../retention/expiry/run-expiry.ts';
import { runQuotas } from '../../retention/quota/run-quotas.ts';

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

async function main(): Promise<void> {
  const traces = arg('traces', 5000);
  const batchTraces = arg('batch', 200);
  const f = await openStorageFixture('retention-bench');
  const base = Date.UTC(2026, 0, 1);
  const now = base + 60 * DAY_MS;
  f.setNow(now);
  let peakRss = process.memoryUsage().rss;
  const sample = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    const t0 = performance.now();
    for (let i = 0; i < traces; i++) {
      const traceId = (i + 1).toString(16).padStart(32, '0');
      await f.writeTrace({ tenant: 'bench', traceId, startMs: base + Math.floor((i / traces) * 60 * DAY_MS), content: `{"i":${i}}`.padEnd(1024, ' ') });
    }
    console.log(`wrote ${traces} traces in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    await f.putPolicy('bench', { contentDays: 30, spansDays: 7 });
    const t1 = performance.now();
    const expiry = await runExpiry(f.ctx, f.retentionConfig({ batchTraces }));
    const expirySec = (performance.now() - t1) / 1000;
    const c = expiry.tenants['bench']!.content!;
    const s = expiry.tenants['bench']!.spans!;
    console.log(`expiry pass: ${c.traces} traces' content + ${s.traces} traces' spans in ${expirySec.toFixed(1)} s (${Math.round((c.traces + s.traces) / expirySec)} trace-kinds/s, batch ${batchTraces})`);
    const left = traces - c.traces;
    await f.putPolicy('bench', { contentQuotaBytes: Math.max(1024, Math.floor((left * 1024) / 2)) });
    const t2 = performance.now();
    const quota = await runQuotas(f.ctx, f.retentionConfig({ batchTraces }));
    const quotaSec = (performance.now() - t2) / 1000;
    const q = quota.tenants['bench']!.content!;
    console.log(`quota pass: ${q.evictedTraces} traces evicted (${q.usedBytes} → ${q.usedBytesAfter} bytes, quota ${q.quotaBytes}) in ${quotaSec.toFixed(1)} s`);
    console.log(`peak RSS ${(peakRss / 1024 / 1024).toFixed(0)} MiB`);
  } finally {
    clearInterval(sample);
    await f.close();
  }
}

await main();
