/** Nearest-rank percentile of an ascending array (p in 0–100); NaN for an empty one. Shared by the benchmarks. */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
