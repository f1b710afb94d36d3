/**
 * sameJson answers exactly what comparing the two JSON.stringify results answers, on arbitrary values
 * (including what JSON cannot hold: NaN, ±Infinity, -0, undefined in objects and arrays), on copies that
 * serialize alike without sharing objects, and on copies with one change.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { sameJson, type Json } from './json.ts';

const value = fc.anything({
  withBigInt: false,
  withBoxedValues: false,
  withDate: false,
  withMap: false,
  withSet: false,
  withNullPrototype: false,
  withObjectString: false,
  withTypedArray: false,
  withSparseArray: false,
  maxDepth: 4,
}) as fc.Arbitrary<Json>;

const byStringify = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** A copy with one leaf or key changed, somewhere along a path chosen by `choices`. */
function mutated(v: Json, choices: number[], replacement: Json): Json {
  if (v === null || typeof v !== 'object' || choices.length === 0) return replacement;
  const [c, ...rest] = choices as [number, ...number[]];
  if (Array.isArray(v)) {
    if (v.length === 0) return [replacement];
    const i = c % v.length;
    return v.map((x, j) => (j === i ? mutated(x, rest, replacement) : x));
  }
  const keys = Object.keys(v);
  if (keys.length === 0) return { k: replacement };
  const key = keys[c % keys.length]!;
  if (c % 7 === 0) {
    // Same entries, another key order.
    return Object.fromEntries([...keys].reverse().map((k) => [k, v[k]!])) as Json;
  }
  return { ...v, [key]: mutated(v[key]!, rest, replacement) };
}

describe('sameJson', () => {
  test('agrees with comparing JSON.stringify on arbitrary pairs', () => {
    fc.assert(fc.property(value, value, (a, b) => {
        expect(sameJson(a, b)).toBe(byStringify(a, b));
      }), { numRuns: 2000 });
  });

  test('is true for a copy that serializes alike and shares no objects', () => {
    fc.assert(
      fc.property(value, (a) => {
        const text = JSON.stringify(a);
        if (text === undefined) return;
        expect(sameJson(a, JSON.parse(text) as Json)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  test('agrees with JSON.stringify on copies with one change (values, keys, key order)', () => {
    fc.assert(
      fc.property(value, fc.array(fc.nat(), { maxLength: 5 }), value, (a, path, replacement) => {
        const b = mutated(a, path, replacement);
        expect(sameJson(a, b)).toBe(byStringify(a, b));
        expect(sameJson(b, a)).toBe(byStringify(b, a));
      }),
      { numRuns: 2000 },
    );
  });

  test('the cases that serialize alike while not being equal, and the ones that do not', () => {
    expect(sameJson([NaN, Infinity, undefined] as unknown as Json, [null, null, null])).toBe(true);
    expect(sameJson({ a: undefined, b: 1 } as unknown as Json, { b: 1 })).toBe(true);
    expect(sameJson(-0, 0)).toBe(true);
    expect(sameJson({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(false);
    expect(sameJson([], {})).toBe(false);
    expect(sameJson('1', 1)).toBe(false);
    expect(sameJson(undefined, null)).toBe(false);
  });
});
