import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoFromUnixNano } from './iso-from-unix-nano.ts';

describe('isoFromUnixNano', () => {
  it.each([
    ['whole milliseconds', '1796139903120000000', '2026-12-01T15:45:03.120Z'],
    ['whole seconds', '1796139903000000000', '2026-12-01T15:45:03.000Z'],
    ['a sub-millisecond part', '1796139903120000456', '2026-12-01T15:45:03.120000456Z'],
    ['one nanosecond past a second', '1796139903000000001', '2026-12-01T15:45:03.000000001Z'],
    ['a bigint', 1796139903123456789n, '2026-12-01T15:45:03.123456789Z'],
  ])('writes %s', (_name, ns, iso) => {
    expect(isoFromUnixNano(ns)).toBe(iso);
  });

  it.each([['0'], [''], ['-5'], ['12.5'], ['1e18'], ['99999999999999999999999999']])('answers null for %j (unknown or not a time)', (ns) => {
    expect(isoFromUnixNano(ns)).toBeNull();
  });

  it('round-trips to the same nanoseconds (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 4_102_444_800_000_000_000n }), (ns) => {
        const iso = isoFromUnixNano(ns)!;
        const m = /^(.*)\.(\d{3}|\d{9})Z$/.exec(iso)!;
        const fraction = m[2]!.padEnd(9, '0');
        const back = BigInt(Date.parse(`${m[1]}Z`)) * 1_000_000n + BigInt(fraction);
        expect(back).toBe(ns);
      }),
    );
  });

  it('prints milliseconds when that is all the time has, and nine digits when it has more', () => {
    expect(isoFromUnixNano('1764590400123000000')).toBe('2025-12-01T12:00:00.123Z');
    expect(isoFromUnixNano('1764590400123456789')).toBe('2025-12-01T12:00:00.123456789Z');
    expect(isoFromUnixNano('1764590400000000001')).toBe('2025-12-01T12:00:00.000000001Z');
  });
});
