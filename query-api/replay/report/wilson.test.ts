import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wilson95 } from './wilson.ts';

function rounded(ci: [number, number] | null): [number, number] | null {
  return ci === null ? null : [Number(ci[0].toFixed(4)), Number(ci[1].toFixed(4))];
}

describe('wilson95', () => {
  it('matches the known value for 70/100: [0.60415, 0.78105]', () => {
    const [lower, upper] = wilson95(70, 100) as [number, number];
    // 0.6041515 and 0.7810511: [0.6041, 0.7810] truncated to 4 decimals, [0.6042, 0.7811] rounded.
    expect(Math.floor(lower * 1e4) / 1e4).toBe(0.6041);
    expect(Math.floor(upper * 1e4) / 1e4).toBe(0.781);
    expect(lower).toBeCloseTo(0.6041515, 6);
    expect(upper).toBeCloseTo(0.7810511, 6);
  });

  it('matches published values for small and mid samples', () => {
    // Reference values: Wilson score interval, z = 1.959964 (e.g. statsmodels proportion_confint method='wilson').
    expect(rounded(wilson95(0, 10))).toEqual([0, 0.2775]);
    expect(rounded(wilson95(10, 10))).toEqual([0.7225, 1]);
    expect(rounded(wilson95(1, 1))).toEqual([0.2065, 1]);
    expect(rounded(wilson95(0, 1))).toEqual([0, 0.7935]);
    expect(rounded(wilson95(5, 10))).toEqual([0.2366, 0.7634]);
    expect(rounded(wilson95(14, 20))).toEqual([0.4810, 0.8545]);
  });

  it('is exact at the edges (0 and n), not merely close', () => {
    for (const n of [1, 2, 3, 7, 20, 99, 100]) {
      expect(wilson95(0, n)?.[0]).toBe(0);
      expect(wilson95(n, n)?.[1]).toBe(1);
    }
  });

  it('returns null when there are no trials', () => {
    expect(wilson95(0, 0)).toBeNull();
  });

  it('refuses impossible counts', () => {
    expect(() => wilson95(3, 2)).toThrow(RangeError);
    expect(() => wilson95(-1, 2)).toThrow(RangeError);
    expect(() => wilson95(0.5, 2)).toThrow(RangeError);
  });

  it('contains the observed rate, stays in [0, 1], and is never empty', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }).chain((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.constant(n))),
        ([matches, n]) => {
          const ci = wilson95(matches, n);
          expect(ci).not.toBeNull();
          const [lower, upper] = ci as [number, number];
          const rate = matches / n;
          expect(lower).toBeGreaterThanOrEqual(0);
          expect(upper).toBeLessThanOrEqual(1);
          expect(lower).toBeLessThanOrEqual(rate);
          expect(upper).toBeGreaterThanOrEqual(rate);
          expect(upper).toBeGreaterThan(lower);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('narrows as n grows at the same rate', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 2, max: 50 }), (k, extra, factor) => {
        const n = k + extra; // 0 <= k < n: every rate in [0, 1)
        const small = wilson95(k, n) as [number, number];
        const large = wilson95(k * factor, n * factor) as [number, number];
        expect(large[1] - large[0]).toBeLessThan(small[1] - small[0]);
      }),
      { numRuns: 2000 },
    );
  });

  it('covers the true rate about 95% of the time (p = 0.7, N = 100)', () => {
    // Negative control for a too-narrow interval: a seeded simulation of 2000 replays; a Wald interval or a
    // wrong z would fall clearly outside [0.93, 0.97] here.
    let state = 12345;
    const random = () => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state / 2 ** 32;
    };
    let covered = 0;
    const trials = 2000;
    for (let t = 0; t < trials; t++) {
      let matches = 0;
      for (let i = 0; i < 100; i++) if (random() < 0.7) matches++;
      const [lower, upper] = wilson95(matches, 100) as [number, number];
      if (lower <= 0.7 && 0.7 <= upper) covered++;
    }
    expect(covered / trials).toBeGreaterThan(0.93);
    expect(covered / trials).toBeLessThan(0.97);
  });
});
