/**
 * What the label held-out tests share (birth dates, document numbers, phone words): their seeded generator and the
 * count per family of sentences the engine redacted as expected. The generator is a 32-bit LCG rather than the
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
