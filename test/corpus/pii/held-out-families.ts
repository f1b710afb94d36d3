/**
 * What the held-out tests share: the label tests (birth dates, document numbers, phone words) their seeded generator and
 * the count per family of sentences the engine redacted as expected; the sets written as data (national ids after their
 * label, credentials in text) their measurement. The generator is a 32-bit LCG rather than the
 * project's mulberry32 (test/provider/seeded-distribution.ts) because the quoted first-run figures were measured on
 * its sequences; changing it would change the sets those figures describe.
 */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/**
 * For each family, `perFamily` items drawn from `r` in turn (families in their order, items in order), counted where
 * `ok` holds: `lines` are `<family> <n>/<perFamily>`, `total` their sum.
 */
export function countFamilies<T>(
  families: Record<string, (r: () => number) => T>,
  r: () => number,
  perFamily: number,
  ok: (item: T) => boolean,
): { lines: string[]; total: number } {
  const lines: string[] = [];
  let total = 0;
  for (const [family, make] of Object.entries(families)) {
    let n = 0;
    for (let i = 0; i < perFamily; i++) if (ok(make(r))) n++;
    lines.push(`${family} ${n}/${perFamily}`);
    total += n;
  }
  return { lines, total };
}

/** A written held-out set's result: secrets found (every letter and digit, or non-blank, inside a finding), per group. */
export interface WrittenSetResult {
  found: number;
  perGroup: Map<string, [found: number, total: number]>;
  misses: string[];
  /** Negatives the engine changed at all. */
  changed: string[];
}

/**
 * Measures a held-out set written as data (labelled national ids, credentials in text): each positive's `value` must be
 * inside findings of `findEntities` (the characters `counts` says matter), each negative must come back unchanged.
 */
export function measureWrittenSet<P extends { text: string; value: string }, N extends { text: string }>(
  engine: { findEntities(text: string): Array<{ start: number; end: number }>; redactString(text: string): { text: string | null } },
  positives: readonly P[],
  negatives: readonly N[],
  groupOf: (item: P) => string,
  counts: (ch: string) => boolean,
): WrittenSetResult {
  const perGroup = new Map<string, [number, number]>();
  const misses: string[] = [];
  let found = 0;
  for (const c of positives) {
    const findings = engine.findEntities(c.text);
    const start = c.text.indexOf(c.value);
    const ok = [...c.value].every((ch, i) => !counts(ch) || findings.some((f) => f.start <= start + i && start + i < f.end));
    const row = perGroup.get(groupOf(c)) ?? [0, 0];
    row[1]++;
    if (ok) {
      row[0]++;
      found++;
    } else misses.push(`${groupOf(c)}: ${c.text}`);
    perGroup.set(groupOf(c), row);
  }
  const changed = negatives.filter((n) => engine.redactString(n.text).text !== n.text).map((n) => n.text);
  return { found, perGroup, misses, changed };
}
