import { describe, expect, it } from 'vitest';
import { WordHashSet } from './word-hash-set.ts';

describe('WordHashSet', () => {
  it('holds the words it was given and no others of a large sample', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `word${i}`);
    const set = new WordHashSet(words, words.length);
    expect(set.size).toBe(20_000);
    expect(words.every((w) => set.has(w))).toBe(true);
    // Negative control: other strings are not in it (a 32-bit collision among 200,000 lookups would be a 1-in-1,000 event).
    const others = Array.from({ length: 200_000 }, (_, i) => `other${i}`).filter((w) => set.has(w));
    expect(others).toEqual([]);
    expect(set.has('')).toBe(false);
  });

  it('counts a repeated word once and refuses more words than it was sized for', () => {
    const set = new WordHashSet(['ana', 'ana', 'ängel'], 3);
    expect(set.size).toBe(2);
    expect(set.has('ängel')).toBe(true);
    expect(() => new WordHashSet(Array.from({ length: 2_000 }, (_, i) => `w${i}`), 10)).toThrow(/sized for/);
  });
});
