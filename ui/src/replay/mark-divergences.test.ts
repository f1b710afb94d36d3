import { describe, expect, it } from 'vitest';
import { markDivergences } from './mark-divergences.ts';
import type { DistinctOutput } from './replay-types.ts';

const out = (char: number | null, count: number, extra: Partial<DistinctOutput> = {}): DistinctOutput => ({
  ref: `r${char}-${count}`,
  count,
  chars: 10,
  tokens: 3,
  exactMatch: char === null,
  normalizedMatch: char === null,
  divergence: char === null ? null : { char, token: 1 },
  ...extra,
});

describe('markDivergences', () => {
  it('marks the character at each divergence index and keeps every other character in order', () => {
    const segments = markDivergences('Hello world', [out(6, 3), out(0, 1)]);
    expect(segments.map((s) => s.text).join('')).toBe('Hello world');
    const marks = segments.filter((s) => s.kind === 'mark');
    expect(marks).toEqual([
      { kind: 'mark', text: 'H', char: 0, runs: 1, outputs: 1, atEnd: false },
      { kind: 'mark', text: 'w', char: 6, runs: 3, outputs: 1, atEnd: false },
    ]);
  });

  it('adds up runs of outputs that diverge at the same character', () => {
    const marks = markDivergences('abcdef', [out(2, 3), out(2, 4)]).filter((s) => s.kind === 'mark');
    expect(marks).toEqual([{ kind: 'mark', text: 'c', char: 2, runs: 7, outputs: 2, atEnd: false }]);
  });

  it('puts a divergence at or past the end as an empty mark at the end', () => {
    const segments = markDivergences('abc', [out(3, 2), out(99, 1)]);
    expect(segments).toEqual([
      { kind: 'text', text: 'abc' },
      { kind: 'mark', text: '', char: 3, runs: 3, outputs: 2, atEnd: true },
    ]);
  });

  it('never cuts a surrogate pair in half', () => {
    const text = 'a😀b';
    const marks = markDivergences(text, [out(2, 1)]).filter((s) => s.kind === 'mark');
    expect(marks[0]).toMatchObject({ text: '😀', char: 1 });
  });

  it('marks nothing for exact and whitespace-only matches (negative control)', () => {
    const segments = markDivergences('abc', [out(null, 5), out(1, 2, { normalizedMatch: true })]);
    expect(segments).toEqual([{ kind: 'text', text: 'abc' }]);
  });
});
