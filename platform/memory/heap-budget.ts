import { constants, PerformanceObserver } from 'node:perf_hooks';
import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { Gauge, type Registry } from 'prom-client';

/**
 * Keeps the JavaScript heap near a budget by the growth V8 allows it between collections.
 *
 * After each full collection V8 lets the heap grow to the live data times a factor it chooses (up to 4 on a machine
 * with this much memory) before it collects again; what grows in between is garbage. Measured on the all-in-one
 * in the catch-up after 18 MiB exports (`npm run bench:big-exports`): 360 MiB of heap in use of which 45 MiB live (a
 * heap snapshot at that moment), and 440–457 MiB in use at the highest resident memory. V8's
 * `--heap-growing-percent` replaces its factor; it is read at every collection, so it can be set while running.
 *
 * After each full collection this reads the live heap (what is in use just after it) and, when the live heap is a
 * quarter of the budget or more, sets the factor to budget ÷ live (at most 2, at least 1.2: a heap whose live data
 * is beyond the budget still grows, by a fifth, rather than collecting without end); below a quarter, V8 chooses
 * (0). Only heaps whose live data is large pay with more frequent collections: the all-in-one at 3,000 spans/s
 * (live 60–90 MiB) is left to V8. Process-wide (V8's flags are the process's): started by every role; several
 * starts in one process share one observer and the smallest budget.
 */
export interface HeapBudget {
  stop(): void;
}

/** Factor percent for a live heap under a budget: 0 = V8's own choice. */
export function heapGrowingPercent(liveBytes: number, budgetBytes: number): number {
  if (budgetBytes <= 0 || liveBytes < budgetBytes / 4) return 0;
  return Math.min(100, Math.max(20, Math.floor((budgetBytes / liveBytes - 1) * 100)));
}

interface Shared {
  observer: PerformanceObserver;
  budgets: Map<object, number>;
  percent: number;
  gauges: Set<Gauge>;
}
let shared: Shared | null = null;

function apply(state: Shared, percent: number): void {
  if (percent === state.percent) return;
  state.percent = percent;
  setFlagsFromString(`--heap-growing-percent=${percent}`);
  for (const g of state.gauges) g.set(percent);
}

export function startHeapBudget(opts: { budgetBytes: number; registry?: Registry }): HeapBudget {
  if (opts.budgetBytes <= 0) return { stop() {} };
  const gauge = opts.registry
    ? new Gauge({
        name: 'tracehold_process_heap_growing_percent',
        help: "How far V8 may grow the JavaScript heap past its live data before collecting again, set from limits.memory.heapBudgetBytes (0 = V8's own choice)",
        registers: [opts.registry],
      })
    : null;
  if (!shared) {
    const state: Shared = {
      budgets: new Map(),
      percent: 0,
      gauges: new Set(),
      observer: new PerformanceObserver((list) => {
        if (!list.getEntries().some((e) => (e as unknown as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR)) return;
        apply(state, heapGrowingPercent(getHeapStatistics().used_heap_size, Math.min(...state.budgets.values())));
      }),
    };
    state.observer.observe({ entryTypes: ['gc'] });
    shared = state;
  }
  const state = shared;
  const handle = {};
  state.budgets.set(handle, opts.budgetBytes);
  if (gauge) {
    gauge.set(state.percent);
    state.gauges.add(gauge);
  }
  return {
    stop() {
      if (!state.budgets.delete(handle)) return;
      if (gauge) state.gauges.delete(gauge);
      if (state.budgets.size === 0) {
        state.observer.disconnect();
        apply(state, 0);
        if (shared === state) shared = null;
      }
    },
  };
}
