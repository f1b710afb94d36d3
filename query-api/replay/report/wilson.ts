/**
 * The 95% confidence interval of a replay's match rate. Wilson's score interval rather than the textbook
 * normal (Wald) interval because replays are small samples with rates near 0 or 1 ("did the model say it
 * again" is often 20/20 or 0/20), where Wald collapses to a zero-width [1, 1] or leaves [0, 1].
 */

/** z for a two-sided 95% interval (the 0.975 quantile of the standard normal). */
const Z95 = 1.959964;

/**
 * 95% Wilson score interval (z = 1.959964) for `matches` successes out of `n` trials, as [lower, upper].
 * n = 0 → null (no runs completed: there is no rate to bound). Exact at the edges: matches = 0 gives a lower
 * bound of exactly 0 and matches = n an upper bound of exactly 1 (no 0.9999999999999999 from rounding).
 * Throws on matches outside 0..n or non-integer inputs: that is a caller bug, not data.
 */
export function wilson95(matches: number, n: number): [number, number] | null {
  if (!Number.isInteger(matches) || !Number.isInteger(n) || n < 0 || matches < 0 || matches > n) {
    throw new RangeError('wilson95: matches and n must be integers with 0 <= matches <= n');
  }
  if (n === 0) return null;
  const p = matches / n;
  const z2 = Z95 * Z95;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const halfWidth = (Z95 / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  const lower = matches === 0 ? 0 : Math.max(0, centre - halfWidth);
  const upper = matches === n ? 1 : Math.min(1, centre + halfWidth);
  return [lower, upper];
}
