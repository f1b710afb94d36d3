/**
 * Seeded output distributions for replay tests: a fake model that answers `original` with probability p and one
 * of several known variants otherwise. One PRNG step per answered request, in arrival order, so the multiset of
 * the first N answers is fixed by the seed alone — whatever the client's concurrency — and a test can predict it
 * with `predictDraws` instead of trusting the server.
 */

/** A distribution a scenario answers from. Contract: 0 ≤ p ≤ 1; weights > 0 (needed only when p < 1). */
export interface FakeDistribution {
  readonly seed: number;
  /** Probability of answering `original`. */
  readonly p: number;
  readonly original: string;
  readonly variants: readonly { readonly text: string; readonly weight: number }[];
}

/** What one request drew: the original, or the index of a variant. */
export type FakeDraw = 'original' | number;

/** mulberry32: a tiny, well-mixed 32-bit PRNG; the same seed gives the same sequence on every platform. */
export function createMulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Maps one uniform number in [0, 1) to a draw: below p the original; above it, the rest of the interval is split
 * among the variants in proportion to their weights (one PRNG step decides both).
 */
export function drawFrom(distribution: FakeDistribution, u: number): FakeDraw {
  if (u < distribution.p || distribution.variants.length === 0) return 'original';
  const total = distribution.variants.reduce((s, v) => s + v.weight, 0);
  let x = ((u - distribution.p) / (1 - distribution.p)) * total;
  for (let i = 0; i < distribution.variants.length; i++) {
    x -= distribution.variants[i]!.weight;
    if (x < 0) return i;
  }
  return distribution.variants.length - 1;
}

export function textOfDraw(distribution: FakeDistribution, draw: FakeDraw): string {
  return draw === 'original' ? distribution.original : distribution.variants[draw]!.text;
}

/** The first n draws the provider will make for this distribution (after a reset), in order. */
export function predictDraws(distribution: FakeDistribution, n: number): FakeDraw[] {
  const next = createMulberry32(distribution.seed);
  return Array.from({ length: n }, () => drawFrom(distribution, next()));
}
