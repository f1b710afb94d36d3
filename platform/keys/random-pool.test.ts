import { describe, expect, it } from 'vitest';
import { pooledRandomBytes } from './random-pool.ts';

describe('pooledRandomBytes', () => {
  it('hands out distinct values of the asked length across refills, each a buffer of its own', () => {
    const seen = new Set<string>();
    const values: Buffer[] = [];
    for (let i = 0; i < 3000; i++) {
      const v = pooledRandomBytes(12);
      expect(v.length).toBe(12);
      seen.add(v.toString('hex'));
      values.push(v);
    }
    // 36,000 bytes: more than two refills of the 16 KiB pool, and no value repeats.
    expect(seen.size).toBe(3000);
    // Zeroing the pool's copy does not touch values already handed out.
    expect(values.every((v) => !v.equals(Buffer.alloc(12)))).toBe(true);
    const before = Buffer.from(values[0]!);
    pooledRandomBytes(32);
    expect(values[0]!.equals(before)).toBe(true);
  });

  it('looks random: byte frequencies over 256 KiB within 25 % of uniform', () => {
    const counts = new Array<number>(256).fill(0);
    for (let i = 0; i < 8192; i++) for (const b of pooledRandomBytes(32)) counts[b]! += 1;
    const expected = (8192 * 32) / 256;
    for (const c of counts) expect(Math.abs(c - expected) / expected).toBeLessThan(0.25);
  });

  it('serves large requests directly and refuses a bad length', () => {
    expect(pooledRandomBytes(1000).length).toBe(1000);
    expect(pooledRandomBytes(0).length).toBe(0);
    expect(() => pooledRandomBytes(-1)).toThrow(RangeError);
  });
});
