/**
 * A set of words held as 32-bit hashes in one typed array (open addressing): tens of thousands of words in a few hundred
 * kB that the garbage collector never walks — a `Set<string>` of the same words is ~60,000 heap objects that every full
 * collection of every collector thread marks again. A word not in the set is taken for one with a chance of about
 * size / 2³² per lookup (1 in 70,000 for the largest list), which a heuristic rule can bear.
 */
export class WordHashSet {
  private readonly slots: Uint32Array;
  private readonly mask: number;
  size = 0;

  constructor(words: Iterable<string>, expected: number) {
    let capacity = 1024;
    while (capacity < expected * 2) capacity *= 2;
    this.slots = new Uint32Array(capacity);
    this.mask = capacity - 1;
    for (const w of words) this.add(w);
  }

  add(word: string): void {
    if (this.size * 2 >= this.slots.length) throw new Error('WordHashSet: more words than it was sized for');
    const h = hashWord(word);
    let i = h & this.mask;
    while (this.slots[i] !== 0) {
      if (this.slots[i] === h) return;
      i = (i + 1) & this.mask;
    }
    this.slots[i] = h;
    this.size++;
  }

  has(word: string): boolean {
    const h = hashWord(word);
    let i = h & this.mask;
    for (;;) {
      const s = this.slots[i]!;
      if (s === h) return true;
      if (s === 0) return false;
      i = (i + 1) & this.mask;
    }
  }
}

/** FNV-1a over the UTF-16 code units, never 0 (0 marks an empty slot). */
function hashWord(word: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) {
    h ^= word.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0 || 1;
}
