import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pino } from 'pino';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-root.ts';
import { startAllocatorTrim } from './allocator-trim.ts';

interface Churn {
  active: boolean;
  start: number;
  allocated: number;
  freed: number;
  after: number;
}

/** The native-churn child: resident memory (MiB) before, with 96 MiB allocated, after freeing it, after the wait. */
function churn(intervalMs: number, waitMs: number): Churn {
  const r = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', path.join(REPO_ROOT, 'test/support/memory/native-churn.ts'), String(intervalMs), String(waitMs)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`native-churn exited ${r.status}: ${r.stderr}`);
  return JSON.parse(r.stdout.trim().split('\n').pop()!) as Churn;
}

describe('startAllocatorTrim', () => {
  it('returns to the system the native memory glibc kept after it was freed (a real malloc, in a child process)', () => {
    const trimmed = churn(50, 1500);
    expect(trimmed.active).toBe(true);
    expect(trimmed.allocated - trimmed.start).toBeGreaterThan(80);
    // Negative control: without the trim, the freed 96 MiB stay resident (glibc keeps them in its arena) …
    const kept = churn(0, 1500);
    expect(kept.active).toBe(false);
    expect(kept.after - kept.start).toBeGreaterThan(80);
    // … with it, they go back within ten intervals.
    expect(trimmed.after - trimmed.start).toBeLessThan(30);
  }, 120_000);

  it('counts its trims on the registry, and is off at interval 0', async () => {
    const registry = new Registry();
    const logger = pino({ level: 'silent' });
    const off = await startAllocatorTrim({ intervalMs: 0, minGrowthBytes: 2 ** 20, logger, registry });
    expect(off.active).toBe(false);
    expect(await registry.getSingleMetricAsString('tracehold_process_allocator_trims_total').catch(() => null)).toBeNull();
    const on = await startAllocatorTrim({ intervalMs: 20, minGrowthBytes: 2 ** 30, logger, registry });
    try {
      expect(on.active).toBe(true);
      // Ten intervals: one trim whatever the growth.
      await new Promise((r) => setTimeout(r, 500));
      const trims = (await registry.getSingleMetric('tracehold_process_allocator_trims_total')!.get()).values[0]!.value;
      expect(trims).toBeGreaterThanOrEqual(1);
    } finally {
      on.stop();
    }
  });
});
