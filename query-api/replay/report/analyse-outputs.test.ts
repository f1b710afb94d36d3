import fc from 'fast-check';
import { decode as o200kDecode, encode as o200kEncode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { analyseOutputs } from './analyse-outputs.ts';
import { tokenizerFor, type ReplayTokenizer } from './tokenizer-for.ts';

const gpt4o = tokenizerFor('openai', 'gpt-4o-2024-08-06');
const approx = tokenizerFor('anthropic', 'claude-3-5-sonnet');

const ORIGINAL =
  'Your order #4411 shipped on Tuesday. It should arrive within 3–5 business days; you will get a tracking ' +
  'link by email. If the parcel is late, reply to this message and we will open an investigation with the carrier.';

/** The original up to `atChar`, then a continuation that differs at `atChar` itself. */
function plant(atChar: number, tail: string): string {
  expect(tail[0]).not.toBe(ORIGINAL[atChar]);
  return ORIGINAL.slice(0, atChar) + tail;
}

/** Independent token divergence: written differently from the module (findIndex + explicit prefix case). */
function firstDifferingToken(a: number[], b: number[]): number {
  const index = a.findIndex((token, i) => i >= b.length || token !== b[i]);
  return index === -1 ? b.length : index;
}

function countingTokenizer(inner: ReplayTokenizer): { tokenizer: ReplayTokenizer; texts: string[] } {
  const texts: string[] = [];
  return {
    texts,
    tokenizer: { ...inner, encode: (text) => (texts.push(text), inner.encode(text)) },
  };
}

describe('analyseOutputs: planted divergences', () => {
  const planted = [17, 58, 123, 190];
  const variants = planted.map((at, i) => plant(at, `[variant ${i}] something else entirely.`));
  // 6 × original, then each variant (variant 0 twice, the others once), interleaved.
  const outputs = [ORIGINAL, variants[0], ORIGINAL, variants[1], ORIGINAL, variants[0], variants[2], ORIGINAL, variants[3], ORIGINAL, ORIGINAL] as string[];
  const analysis = analyseOutputs(ORIGINAL, outputs, gpt4o);

  it('reports exactly the planted character positions', () => {
    expect(analysis.distinct.map((d) => d.divergence?.char ?? null)).toEqual([null, 17, 58, 123, 190]);
  });

  it('reports token positions equal to an independent computation on the token arrays', () => {
    const originalTokens = o200kEncode(ORIGINAL);
    for (const d of analysis.distinct.slice(1)) {
      const expected = firstDifferingToken(o200kEncode(d.text), originalTokens);
      expect(d.divergence?.token).toBe(expected);
      // The tokens before the divergence spell a prefix that ends at or before the diverging character.
      expect(o200kDecode(originalTokens.slice(0, expected)).length).toBeLessThanOrEqual(d.divergence?.char ?? -1);
    }
    // Not vacuous: the planted positions are spread over the text, so the token positions differ too.
    expect(new Set(analysis.distinct.slice(1).map((d) => d.divergence?.token)).size).toBe(4);
  });

  it('orders distinct outputs: original first, then count desc, then first occurrence', () => {
    expect(analysis.distinct.map((d) => d.count)).toEqual([6, 2, 1, 1, 1]);
    expect(analysis.distinct.map((d) => d.text)).toEqual([ORIGINAL, variants[0], variants[1], variants[2], variants[3]]);
    expect(analysis.runDistinct).toEqual([0, 1, 0, 2, 0, 1, 3, 0, 4, 0, 0]);
  });

  it('computes match rates with n = runs and Wilson intervals', () => {
    expect(analysis.matchRate.exact).toMatchObject({ matches: 6, n: 11, rate: 6 / 11 });
    expect(analysis.matchRate.exact.ci95?.[0]).toBeLessThan(6 / 11);
    expect(analysis.matchRate.exact.ci95?.[1]).toBeGreaterThan(6 / 11);
    expect(analysis.matchRate.normalized).toMatchObject({ matches: 6, n: 11 });
  });

  it('histograms divergence per diverging run (variant 0 twice), sorted by token', () => {
    const tokens = analysis.distinct.slice(1).map((d) => d.divergence?.token as number);
    expect(analysis.divergenceHistogram).toEqual([
      { token: tokens[0], count: 2 },
      { token: tokens[1], count: 1 },
      { token: tokens[2], count: 1 },
      { token: tokens[3], count: 1 },
    ]);
    expect(tokens).toEqual([...tokens].sort((a, b) => a - b));
  });

  it('counts chars and tokens per distinct output and for the original', () => {
    expect(analysis.originalTokens).toBe(o200kEncode(ORIGINAL).length);
    for (const d of analysis.distinct) {
      expect(d.chars).toBe(d.text.length);
      expect(d.tokens).toBe(o200kEncode(d.text).length);
    }
  });

  it('the common prefix of all runs ends where the earliest variant diverges', () => {
    expect(analysis.commonPrefix.chars).toBe(17);
    expect(analysis.commonPrefix.tokens).toBe(analysis.distinct[1]?.divergence?.token);
  });
});

describe('analyseOutputs: whitespace', () => {
  const spaced = ORIGINAL.replace('shipped on', 'shipped\n  on') + '\n';

  it('a whitespace-only variant is a normalised match but not an exact one', () => {
    const analysis = analyseOutputs(ORIGINAL, [ORIGINAL, spaced], gpt4o);
    const variant = analysis.distinct[1];
    expect(variant).toMatchObject({ exactMatch: false, normalizedMatch: true });
    expect(variant?.divergence?.char).toBe(ORIGINAL.indexOf(' on Tuesday'));
    expect(analysis.matchRate.exact).toMatchObject({ matches: 1, n: 2 });
    expect(analysis.matchRate.normalized).toMatchObject({ matches: 2, n: 2 });
  });

  it('negative control: a variant diverging at char 17 is not a normalised match', () => {
    const analysis = analyseOutputs(ORIGINAL, [plant(17, 'X' + ORIGINAL.slice(18))], gpt4o);
    expect(analysis.distinct[0]).toMatchObject({ exactMatch: false, normalizedMatch: false, divergence: { char: 17 } });
    expect(analysis.matchRate.normalized).toMatchObject({ matches: 0, n: 1, rate: 0 });
    expect(analysis.matchRate.normalized.ci95?.[0]).toBe(0);
  });
});

describe('analyseOutputs: failed runs and edge cases', () => {
  it('excludes failed runs from n and from every statistic', () => {
    const variant = plant(40, 'Z.');
    const analysis = analyseOutputs(ORIGINAL, [ORIGINAL, null, ORIGINAL, null, variant], gpt4o);
    expect(analysis.matchRate.exact).toMatchObject({ matches: 2, n: 3 });
    expect(analysis.runDistinct).toEqual([0, null, 0, null, 1]);
    expect(analysis.divergenceHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(1);
    expect(analysis.commonPrefix.chars).toBe(40);
  });

  it('all runs failed: no rate, no interval, empty prefix', () => {
    const analysis = analyseOutputs(ORIGINAL, [null, null], gpt4o);
    expect(analysis.matchRate.exact).toEqual({ matches: 0, n: 0, rate: null, ci95: null });
    expect(analysis.matchRate.normalized).toEqual({ matches: 0, n: 0, rate: null, ci95: null });
    expect(analysis.distinct).toEqual([]);
    expect(analysis.runDistinct).toEqual([null, null]);
    expect(analysis.commonPrefix).toEqual({ chars: 0, tokens: 0 });
    expect(analysis.divergenceHistogram).toEqual([]);
  });

  it('the original is not part of the common prefix', () => {
    const analysis = analyseOutputs('Hello world', ['Hello there', 'Hello there!'], gpt4o);
    expect(analysis.commonPrefix.chars).toBe('Hello there'.length);
    expect(analysis.commonPrefix.tokens).toBe(o200kEncode('Hello there').length);
    expect(analysis.distinct.map((d) => d.divergence?.char)).toEqual([6, 6]);
  });

  it('identical runs share their whole text', () => {
    const analysis = analyseOutputs(ORIGINAL, [ORIGINAL, ORIGINAL], gpt4o);
    expect(analysis.commonPrefix).toEqual({ chars: ORIGINAL.length, tokens: analysis.originalTokens });
    expect(analysis.divergenceHistogram).toEqual([]);
    expect(analysis.distinct).toHaveLength(1);
    expect(analysis.distinct[0]).toMatchObject({ exactMatch: true, normalizedMatch: true, divergence: null, count: 2 });
  });

  it('an output that is a prefix of the original diverges at its own length (chars and tokens)', () => {
    const truncated = 'Your order #4411 shipped';
    const analysis = analyseOutputs(ORIGINAL, [truncated], gpt4o);
    expect(analysis.distinct[0]?.divergence).toEqual({ char: truncated.length, token: o200kEncode(truncated).length });
  });

  it('token divergence comes from the token arrays, not from the char index (a BPE token spanning it)', () => {
    // " world" and " worlds": the texts agree up to char 11, the tokens already differ at index 1.
    const analysis = analyseOutputs('Hello world', ['Hello worlds'], gpt4o);
    expect(analysis.distinct[0]?.divergence).toEqual({ char: 11, token: 1 });
    expect(o200kEncode('Hello world')).toHaveLength(2); // the text fits in 2 tokens: index 1 is inside it
  });

  it('the original comes first even when it is not the most frequent output', () => {
    const other = plant(5, 'Q');
    const analysis = analyseOutputs(ORIGINAL, [other, other, other, ORIGINAL], gpt4o);
    expect(analysis.distinct.map((d) => [d.exactMatch, d.count])).toEqual([
      [true, 1],
      [false, 3],
    ]);
    expect(analysis.runDistinct).toEqual([1, 1, 1, 0]);
  });

  it('when the original never comes back, sorts by count then first occurrence', () => {
    const a = plant(10, 'A');
    const b = plant(20, 'B');
    const c = plant(30, 'C');
    const analysis = analyseOutputs(ORIGINAL, [a, b, c, c, b], gpt4o);
    expect(analysis.distinct.map((d) => d.text)).toEqual([b, c, a]);
    expect(analysis.matchRate.exact).toMatchObject({ matches: 0, n: 5, rate: 0 });
  });

  it('works with the approximate tokenizer (words and punctuation)', () => {
    const analysis = analyseOutputs('Yes, it shipped.', ['Yes, it shipped!', 'Yes, it shipped.'], approx);
    expect(analysis.originalTokens).toBe(5); // Yes | , | " it" | " shipped" | .
    expect(analysis.distinct[1]?.divergence).toEqual({ char: 15, token: 4 });
  });

  it('encodes the original once and each distinct output once, whatever N', () => {
    const { tokenizer, texts } = countingTokenizer(gpt4o);
    const a = plant(30, 'A');
    const b = plant(60, 'B');
    const outputs = Array.from({ length: 100 }, (_, i) => (i % 10 === 0 ? a : i % 10 === 1 ? b : ORIGINAL));
    analyseOutputs(ORIGINAL, outputs, tokenizer);
    expect(texts).toEqual([ORIGINAL, a, b]);
  });
});

describe('analyseOutputs: surrogate pairs', () => {
  it('never splits a pair: two emoji sharing a high surrogate diverge at the pair start', () => {
    const original = 'Mood: \u{1F600} fine'; // 😀 = D83D DE00
    const variant = 'Mood: \u{1F603} fine'; // 😃 = D83D DE03: same high surrogate
    expect(original.charCodeAt(6)).toBe(variant.charCodeAt(6)); // the naive prefix would be 7
    const analysis = analyseOutputs(original, [variant, original], gpt4o);
    expect(analysis.distinct[1]?.divergence?.char).toBe(6);
    expect(analysis.commonPrefix.chars).toBe(6);
  });

  it('an astral character against a BMP one diverges at the same index as without pairs', () => {
    const analysis = analyseOutputs('ab\u{1F600}', ['abc', 'ab'], approx);
    expect(analysis.distinct.map((d) => d.divergence?.char)).toEqual([2, 2]);
  });

  it('a shared complete pair is kept in the prefix', () => {
    const analysis = analyseOutputs('\u{1F600}\u{1F600}x', ['\u{1F600}\u{1F600}y'], gpt4o);
    expect(analysis.distinct[0]?.divergence?.char).toBe(4);
  });
});

describe('analyseOutputs: properties', () => {
  const textArb = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 });

  it('a planted divergence is found at the planted char (never inside a pair) and the token index matches', () => {
    fc.assert(
      fc.property(textArb, fc.nat(), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 20 }), (original, seed, tail) => {
        // Cut at a code point boundary, and make the tail start with a different code point.
        const codePoints = [...original];
        const cut = seed % (codePoints.length + 1);
        const at = codePoints.slice(0, cut).join('').length;
        const rest = original.slice(at);
        fc.pre(rest.codePointAt(0) !== tail.codePointAt(0));
        const variant = original.slice(0, at) + tail;
        const { distinct } = analyseOutputs(original, [variant], gpt4o);
        expect(distinct[0]?.divergence).toEqual({
          char: at,
          token: firstDifferingToken(gpt4o.encode(variant), gpt4o.encode(original)),
        });
      }),
      { numRuns: 500 },
    );
  });

  it('histogram counts sum to the diverging runs; rates agree with the runs', () => {
    const pool = [ORIGINAL, plant(10, 'a'), plant(50, 'b'), plant(50, 'c'), ORIGINAL.replace(' ', '  ')];
    fc.assert(
      fc.property(fc.array(fc.option(fc.constantFrom(...pool), { nil: null }), { maxLength: 100 }), (outputs) => {
        const analysis = analyseOutputs(ORIGINAL, outputs, approx);
        const completed = outputs.filter((o) => o !== null);
        const diverging = completed.filter((o) => o !== ORIGINAL).length;
        expect(analysis.divergenceHistogram.reduce((sum, bin) => sum + bin.count, 0)).toBe(diverging);
        expect(analysis.matchRate.exact.n).toBe(completed.length);
        expect(analysis.matchRate.exact.matches).toBe(completed.length - diverging);
        expect(analysis.distinct.reduce((sum, d) => sum + d.count, 0)).toBe(completed.length);
        outputs.forEach((o, i) => {
          const index = analysis.runDistinct[i];
          if (o === null) expect(index).toBeNull();
          else expect(analysis.distinct[index as number]?.text).toBe(o);
        });
        for (const text of completed) expect(text.startsWith(text.slice(0, analysis.commonPrefix.chars))).toBe(true);
        if (completed.length > 0) {
          const prefix = (completed[0] as string).slice(0, analysis.commonPrefix.chars + 1);
          // Maximal: one more char is not shared by all (unless it is the whole of some output).
          const extendable = completed.every((t) => t.startsWith(prefix)) && prefix.length > analysis.commonPrefix.chars;
          expect(extendable).toBe(false);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reusing the original prefix tokens gives the same analysis as encoding every text whole', () => {
    // Long texts (the checkpoints are ~2 KB apart), variants cut anywhere: at, before and after checkpoints.
    const base = Array.from({ length: 900 }, (_, i) => ['alpha', 'Beta', "it's", '42', 'naïve', '\n', '🙂', 'x.'][i % 8]).join(' ');
    const whole: ReplayTokenizer = { ...gpt4o, splitsAtSpaceAfterLetter: false };
    const wholeApprox: ReplayTokenizer = { ...approx, splitsAtSpaceAfterLetter: false };
    // Cuts right at, before and after the spaces where checkpoints land (a space after a letter near every
    // 2048 chars): an off-by-one in the reuse rule only shows there.
    const nearCheckpoints: number[] = [];
    for (let target = 2048; target < base.length; target += 2048) {
      let at = target;
      while (!(base[at] === ' ' && /\p{L}/u.test(base[at - 1] as string))) at--;
      nearCheckpoints.push(at - 1, at, at + 1);
    }
    let reusedTexts = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.oneof(fc.integer({ min: 0, max: base.length }), fc.constantFrom(...nearCheckpoints)),
            fc.constantFrom(' ', 'Z', 'z', ' zeta', 'zeta', '\n\n', ''),
          ),
          { minLength: 1, maxLength: 4 },
        ),
        (cuts) => {
          const outputs = [base, ...cuts.map(([at, insert]) => base.slice(0, at) + insert + base.slice(at + 1))];
          const { tokenizer, texts } = countingTokenizer(gpt4o);
          const fast = analyseOutputs(base, outputs, tokenizer);
          expect(fast).toEqual(analyseOutputs(base, outputs, whole));
          expect(analyseOutputs(base, outputs, approx)).toEqual(analyseOutputs(base, outputs, wholeApprox));
          if (texts.some((t) => !outputs.includes(t) && !base.startsWith(t))) reusedTexts++;
        },
      ),
      { numRuns: 150 },
    );
    expect(reusedTexts).toBeGreaterThan(50); // the reuse path was taken (tails encoded), not only whole texts
  });
});
