/**
 * The canonical replay fixtures: an original answer, variants that diverge from it at planted character positions,
 * and the seeded distribution a replay test points the fake provider at. Tests assert a replay report against
 * these constants (match rate against p, divergence positions exactly equal to the planted ones), so the
 * constants are checked against the real PRNG and tokenizers in replay-fixtures.test.ts.
 *
 *   const provider = createFakeProvider({
 *     scenarios: { replay: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }) },
 *     modelScenarios: { 'fake-chat-small-2025-06-01': 'replay' },  // a replay sends no custom headers
 *   });
 *   // 100 answered requests (any concurrency) → 70 × REPLAY_ORIGINAL, variants 13 / 7 / 6 / 4 (REPLAY_SEED_COUNTS)
 */
import type { FakeScenario } from './scenarios.ts';
import type { FakeDistribution } from './seeded-distribution.ts';

/** A variant planted to diverge at `charIndex`: `text` equals the original before it and differs at it. */
export interface PlantedVariant {
  readonly text: string;
  readonly charIndex: number;
}

/**
 * Builds a variant equal to `original` up to exactly `charIndex` and continuing with `replacement` (which replaces
 * the rest). Throws when the replacement would not differ at `charIndex` (the position would be a lie).
 */
export function plantDivergence(original: string, charIndex: number, replacement: string): PlantedVariant {
  if (!Number.isInteger(charIndex) || charIndex < 0 || charIndex > original.length) throw new RangeError(`charIndex ${charIndex} outside 0..${original.length}`);
  if (replacement.length === 0 ? charIndex === original.length : replacement[0] === original[charIndex]) {
    throw new Error(`plantDivergence: the replacement does not differ from the original at ${charIndex}`);
  }
  return { text: original.slice(0, charIndex) + replacement, charIndex };
}

/** 46 words, 228 characters: a support answer that a model could plausibly phrase differently. */
export const REPLAY_ORIGINAL =
  'Your refund for order 8812 was approved on 14 March. The amount of 42.50 EUR will go back to the card you paid with within five working days. If it has not arrived by then, reply to this message and we will check with your bank.';

/**
 * A fixture variant: where it first differs from the original, as a character index and as a token index under the
 * real OpenAI tokenizers (`gpt-tokenizer`: the index of the first token that differs between the two encodings),
 * and whether it equals the original after whitespace normalisation (runs of whitespace → one space, trimmed).
 */
export interface ReplayVariant extends PlantedVariant {
  readonly name: string;
  readonly weight: number;
  readonly tokenIndex: { readonly o200k_base: number; readonly cl100k_base: number };
  readonly equalAfterWhitespaceNormalisation: boolean;
}

const v1 = plantDivergence(REPLAY_ORIGINAL, 27, 'has been approved and will be paid out within five working days. Reply to this message if it has not arrived by then.');
const v2 = plantDivergence(REPLAY_ORIGINAL, 97, 'account you paid from within three working days. If it has not arrived by then, reply to this message and we will check with your bank.');
const v3 = plantDivergence(REPLAY_ORIGINAL, 173, 'contact our support team with your order number and we will look into it.');
// The same words with a double space after "14 March.": differs exactly, equal once whitespace is normalised.
const ws = plantDivergence(REPLAY_ORIGINAL, 53, ' ' + REPLAY_ORIGINAL.slice(53));

/** The variants, in the order of the distribution's variant indices (a request record's `answer.draw`). */
export const REPLAY_VARIANTS: readonly ReplayVariant[] = [
  { name: 'approval-rephrased', ...v1, weight: 4, tokenIndex: { o200k_base: 7, cl100k_base: 7 }, equalAfterWhitespaceNormalisation: false },
  { name: 'refund-target', ...v2, weight: 3, tokenIndex: { o200k_base: 27, cl100k_base: 27 }, equalAfterWhitespaceNormalisation: false },
  { name: 'closing-rephrased', ...v3, weight: 2, tokenIndex: { o200k_base: 44, cl100k_base: 44 }, equalAfterWhitespaceNormalisation: false },
  { name: 'double-space', ...ws, weight: 1, tokenIndex: { o200k_base: 14, cl100k_base: 14 }, equalAfterWhitespaceNormalisation: true },
];

/** A seed for which p = 0.7 gives 70 originals in the first 100 draws, every variant at least once in the first 20. */
export const REPLAY_SEED = 313;

/**
 * What REPLAY_SEED draws with p = 0.7 (originals, then variants in REPLAY_VARIANTS order); asserted in tests. At
 * N = 100 the divergence positions are therefore 13 × char 27, 7 × 97, 6 × 173 and 4 × 53 (the double space: a
 * whitespace-only difference), so the exact match rate is 70/100 and 74/100 after whitespace normalisation.
 */
export const REPLAY_SEED_COUNTS = {
  n100: { original: 70, variants: [13, 7, 6, 4] },
  n20: { original: 14, variants: [3, 1, 1, 1] },
} as const;

/**
 * Characters shared by every output once each variant has been drawn at least once (true for REPLAY_SEED at N = 20
 * and N = 100): the earliest planted divergence.
 */
export const REPLAY_SHARED_PREFIX_CHARS = 27;

export function replayDistribution(options: { seed: number; p: number }): FakeDistribution {
  return { seed: options.seed, p: options.p, original: REPLAY_ORIGINAL, variants: REPLAY_VARIANTS.map((v) => ({ text: v.text, weight: v.weight })) };
}

/** A scenario answering from the canonical distribution (extra scenario fields, e.g. latencyMs, may be spread in). */
export function replayDistributionScenario(options: { seed: number; p: number; latencyMs?: number }): FakeScenario {
  return { distribution: replayDistribution(options), ...(options.latencyMs === undefined ? {} : { latencyMs: options.latencyMs }) };
}

/**
 * Always answers REPLAY_ORIGINAL: for recording the original call (through an instrumented client) without
 * consuming a draw of the distribution the replays will then be answered from.
 */
export function replayOriginalScenario(): FakeScenario {
  return { reply: () => ({ kind: 'text', text: REPLAY_ORIGINAL, finishReason: 'stop' }) };
}
