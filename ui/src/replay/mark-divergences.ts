import type { DistinctOutput } from './replay-types.ts';

/** A piece of the original text: plain, or a marked character where some runs first differ. */
export type MarkedSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mark'; text: string; char: number; runs: number; outputs: number; atEnd: boolean };

/**
 * Splits `text` at the divergence positions of the distinct outputs (pure). Outputs diverging at the same
 * character share one mark (their run counts add up). A position at or past the end (a run that goes on where
 * the original stopped) is a mark with no character at the end. A position inside a surrogate pair is moved to
 * the pair's start so no character is cut in half. Exact and whitespace-only matches have no position.
 */
export function markDivergences(text: string, distinct: readonly DistinctOutput[]): MarkedSegment[] {
  const byChar = new Map<number, { runs: number; outputs: number }>();
  for (const d of distinct) {
    if (!d.divergence || d.exactMatch || d.normalizedMatch) continue;
    let at = Math.max(0, Math.min(d.divergence.char, text.length));
    if (at > 0 && at < text.length && isLowSurrogate(text.charCodeAt(at))) at -= 1;
    const entry = byChar.get(at) ?? { runs: 0, outputs: 0 };
    entry.runs += d.count;
    entry.outputs += 1;
    byChar.set(at, entry);
  }
  const positions = [...byChar.keys()].sort((a, b) => a - b);
  const segments: MarkedSegment[] = [];
  let from = 0;
  for (const at of positions) {
    if (at > from) segments.push({ kind: 'text', text: text.slice(from, at) });
    const width = at < text.length ? (isHighSurrogate(text.charCodeAt(at)) && at + 1 < text.length ? 2 : 1) : 0;
    const { runs, outputs } = byChar.get(at)!;
    segments.push({ kind: 'mark', text: text.slice(at, at + width), char: at, runs, outputs, atEnd: width === 0 });
    from = at + width;
  }
  if (from < text.length) segments.push({ kind: 'text', text: text.slice(from) });
  return segments;
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}
