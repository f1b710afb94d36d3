/**
 * Speed figures for analyseOutputs (printed, not asserted: a timing assertion on a shared 2-core machine
 * would be flaky). Run on purpose: npx vitest run query-api/replay/report/analyse-outputs-speed.test.ts
 * The test asserts only that the analysis it timed is right.
 */
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { analyseOutputs } from './analyse-outputs.ts';
import { tokenizerFor, type ReplayTokenizer } from './tokenizer-for.ts';

const WORDS = (
  'the order refund customer shipped within business days tracking parcel carrier investigation reply ' +
  'message account billing invoice total amount payment card support team please thank you we will ' +
  'open check confirm status update delivery address return label warehouse product item quantity'
).split(' ');

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** ~`chars` of prose-like text: words, numbers, punctuation, paragraphs. */
function prose(seed: number, chars: number): string {
  const random = createRandom(seed);
  const parts: string[] = [];
  let length = 0;
  while (length < chars) {
    const r = random();
    const word = r < 0.05 ? String(Math.floor(random() * 10_000)) : (WORDS[Math.floor(random() * WORDS.length)] as string);
    const end = r > 0.97 ? '.\n\n' : r > 0.9 ? '. ' : r > 0.85 ? ', ' : ' ';
    parts.push(word, end);
    length += word.length + end.length;
  }
  return parts.join('').slice(0, chars);
}

const SIZE_CHARS = 100_000;

/** A flat string, like a body parsed from a provider's JSON (a concatenation is a rope V8 flattens on first read). */
function flat(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

/** N = 100 runs like the scenario: the original 70 times, 30 runs over 5 variants (100 KB each). */
function typicalRuns(seed: number): { original: string; outputs: string[] } {
  const original = prose(seed, SIZE_CHARS);
  const at = [1_000, 20_000, 50_000, 80_000, 99_000];
  const variants = at.map((c, i) => flat(original.slice(0, c) + '§' + prose(seed + 100 + i, SIZE_CHARS - c - 1)));
  // Each run's body is its own string object, as it would be after parsing each response.
  const outputs = Array.from({ length: 100 }, (_, i) => flat(i < 70 ? original : (variants[i % 5] as string)));
  return { original, outputs };
}

/** Worst case: 100 runs, every one a different 100 KB text diverging at its own position. */
function allDistinctRuns(seed: number): { original: string; outputs: string[] } {
  const original = prose(seed, SIZE_CHARS);
  const random = createRandom(seed + 7);
  const outputs = Array.from({ length: 100 }, (_, i) => {
    const c = Math.floor(random() * SIZE_CHARS);
    return flat(original.slice(0, c) + '§' + prose(seed + 1_000 + i, SIZE_CHARS - c - 1));
  });
  return { original, outputs };
}

function time(
  label: string,
  tokenizer: ReplayTokenizer,
  make: (seed: number) => { original: string; outputs: string[] },
  reps: number,
  expectedDistinct: number,
): void {
  const msList: number[] = [];
  for (let rep = 0; rep < reps; rep++) {
    const { original, outputs } = make(rep + 1);
    const started = performance.now();
    const analysis = analyseOutputs(original, outputs, tokenizer);
    msList.push(performance.now() - started);
    expect(analysis.distinct).toHaveLength(expectedDistinct);
    expect(analysis.matchRate.exact.n).toBe(100);
  }
  const sorted = [...msList].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] as number;
  console.log(
    `[replay-report speed] ${label} (${tokenizer.name}): first ${msList[0]?.toFixed(1)} ms, median ${median.toFixed(1)} ms over ${reps} runs`,
  );
}

describe('analyseOutputs speed (prints figures)', () => {
  it('N = 100 outputs of 100 KB', () => {
    const gpt4o = tokenizerFor('openai', 'gpt-4o');
    const approx = tokenizerFor('anthropic', 'claude-3-5-sonnet');
    const loadStarted = performance.now();
    gpt4o.encode('warm up');
    console.log(`[replay-report speed] o200k_base table load (once per process): ${(performance.now() - loadStarted).toFixed(0)} ms`);

    time('typical: 70 × original + 30 runs over 5 variants, 100 KB each', gpt4o, typicalRuns, 5, 6);
    time('typical: 70 × original + 30 runs over 5 variants, 100 KB each', approx, typicalRuns, 5, 6);
    time('worst: 100 distinct outputs of 100 KB', gpt4o, allDistinctRuns, 3, 100);
    time('worst: 100 distinct outputs of 100 KB', approx, allDistinctRuns, 3, 100);
  });
});
