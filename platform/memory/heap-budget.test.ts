import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../repo-root.ts';
import { heapGrowingPercent } from './heap-budget.ts';

const MiB = 2 ** 20;

describe('heapGrowingPercent', () => {
  it('leaves small live heaps to V8 and grows large ones only to the budget, by a fifth at least', () => {
    expect(heapGrowingPercent(60 * MiB, 320 * MiB)).toBe(0);
    expect(heapGrowingPercent(79 * MiB, 320 * MiB)).toBe(0);
    // A quarter of the budget: at most doubling (V8 alone may go to 4×).
    expect(heapGrowingPercent(80 * MiB, 320 * MiB)).toBe(100);
    expect(heapGrowingPercent(160 * MiB, 320 * MiB)).toBe(100);
    expect(heapGrowingPercent(250 * MiB, 320 * MiB)).toBe(28);
    expect(heapGrowingPercent(300 * MiB, 320 * MiB)).toBe(20);
    expect(heapGrowingPercent(900 * MiB, 320 * MiB)).toBe(20);
    expect(heapGrowingPercent(250 * MiB, 0)).toBe(0);
  });
});

/** The churn child's highest committed heap (MiB) under a budget in bytes (0 = none). */
function peakHeapMiB(budgetBytes: number): number {
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/support/memory/heap-churn.ts'), String(budgetBytes)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (r.status !== 0) throw new Error(`heap-churn exited ${r.status}: ${r.stderr}`);
  return (JSON.parse(r.stdout.trim().split('\n').pop()!) as { peakMiB: number }).peakMiB;
}

describe('startHeapBudget (a real V8 heap, in a child process)', () => {
  it('keeps a heap with ~100 MiB live and old garbage churning near the budget; without it, V8 lets it grow further', () => {
    const withBudget = peakHeapMiB(200 * MiB);
    // Negative control: the same churn, V8's own growth.
    const without = peakHeapMiB(0);
    expect(without).toBeGreaterThan(withBudget + 40);
    expect(withBudget).toBeLessThan(200 * 1.25);
  }, 120_000);
});
