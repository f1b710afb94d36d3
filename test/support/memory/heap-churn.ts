/**
 * A child process for platform/memory/heap-budget.test.ts: keeps ~100 MiB of live objects and replaces, one by one,
 * a ring of 60,000 objects of ~1 KiB (they live long enough to reach the old generation, then become garbage), under
 * a heap budget of argv[2] bytes (0 = none: V8's own growth), yielding to the event loop every 5,000; prints the
 * highest committed heap seen, in MiB.
 */
import { getHeapStatistics } from 'node:v8';
import { startHeapBudget } from '../../../platform/memory/heap-budget.ts';

const budget = startHeapBudget({ budgetBytes: Number(process.argv[2]) });
const live: Array<{ s: string; n: number }> = [];
for (let i = 0; i < 100_000; i++) live.push({ s: `${'x'.repeat(1000)}${i}`, n: i });
const ring = new Array<{ s: string; n: number }>(60_000);
let peak = 0;
for (let r = 0; r < 1_000_000; r++) {
  ring[r % ring.length] = { s: `${'y'.repeat(1000)}${r}`, n: r };
  if (r % 500 === 0) peak = Math.max(peak, getHeapStatistics().total_heap_size);
  // The budget is applied after each full collection, from the event loop (as in a server, which yields all the time).
  if (r % 5000 === 0) await new Promise((resolve) => setImmediate(resolve));
}
budget.stop();
console.log(JSON.stringify({ peakMiB: peak / 2 ** 20, live: live.length }));
