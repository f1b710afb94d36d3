/**
 * The seeded output distribution and the canonical replay fixtures: the counts REPLAY_SEED draws (predicted and as
 * served, over all three APIs and under concurrency), reset rewinding the PRNG, and the planted divergence
 * positions checked character by character and against the real OpenAI tokenizers.
 */
import { encode as encodeCl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as encodeO200k } from 'gpt-tokenizer/encoding/o200k_base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import {
  plantDivergence,
  REPLAY_ORIGINAL,
  REPLAY_SEED,
  REPLAY_SEED_COUNTS,
  REPLAY_SHARED_PREFIX_CHARS,
  REPLAY_VARIANTS,
  replayDistribution,
  replayDistributionScenario,
  replayOriginalScenario,
} from './replay-fixtures.ts';
import { predictDraws, type FakeDraw } from './seeded-distribution.ts';

const SNAPSHOT = 'fake-chat-small-2025-06-01';
let provider: FakeProvider;
let base = '';

beforeAll(async () => {
  provider = createFakeProvider({
    scenarios: { replay: replayDistributionScenario({ seed: REPLAY_SEED, p: 0.7 }), replay_original: replayOriginalScenario() },
    modelScenarios: { [SNAPSHOT]: 'replay', 'fake-claude': 'replay' },
  });
  base = (await provider.start()).baseUrl;
});

afterAll(async () => {
  await provider.shutdown();
});

function countDraws(draws: readonly FakeDraw[]) {
  return { original: draws.filter((d) => d === 'original').length, variants: REPLAY_VARIANTS.map((_, i) => draws.filter((d) => d === i).length) };
}

const textOf = (d: FakeDraw) => (d === 'original' ? REPLAY_ORIGINAL : REPLAY_VARIANTS[d]!.text);
const messages = [{ role: 'user', content: 'Where is my refund for order 8812?' }];

type Api = 'chat' | 'responses' | 'messages';
async function ask(api: Api): Promise<string> {
  if (api === 'chat') {
    const res = await fetch(`${base}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: SNAPSHOT, messages, temperature: 1, seed: 7 }) });
    return ((await res.json()) as any).choices[0].message.content;
  }
  if (api === 'responses') {
    const res = await fetch(`${base}/responses`, { method: 'POST', body: JSON.stringify({ model: SNAPSHOT, input: messages, temperature: 1 }) });
    return ((await res.json()) as any).output[0].content[0].text;
  }
  const res = await fetch(`${base}/messages`, {
    method: 'POST',
    headers: { 'x-api-key': 'sk-ant-fake', 'anthropic-version': '2023-06-01' },
    body: JSON.stringify({ model: 'fake-claude', max_tokens: 300, messages, temperature: 1 }),
  });
  return ((await res.json()) as any).content[0].text;
}

/** Sends n requests with at most `concurrency` in flight; returns the answers in completion order. */
async function askMany(api: Api, n: number, concurrency: number): Promise<string[]> {
  const out: string[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < n) {
        started++;
        out.push(await ask(api));
      }
    }),
  );
  return out;
}

describe('seeded distribution', () => {
  it('REPLAY_SEED with p = 0.7 draws the documented counts: originals within [61, 79] at N = 100', () => {
    const n100 = countDraws(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 100));
    const n20 = countDraws(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 20));
    console.log(`REPLAY_SEED=${REPLAY_SEED} p=0.7: N=100 → ${n100.original} originals, variants ${n100.variants.join('/')}; N=20 → ${n20.original}, ${n20.variants.join('/')}`);
    expect(n100.original).toBeGreaterThanOrEqual(61);
    expect(n100.original).toBeLessThanOrEqual(79);
    expect(n100).toEqual(REPLAY_SEED_COUNTS.n100);
    expect(n20).toEqual(REPLAY_SEED_COUNTS.n20);
    expect(n20.variants.every((c) => c >= 1)).toBe(true);
    // Negative control: another seed gives another sequence; p = 1 and p = 0 are the extremes.
    expect(predictDraws(replayDistribution({ seed: REPLAY_SEED + 1, p: 0.7 }), 100)).not.toEqual(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 100));
    expect(countDraws(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 1 }), 100)).original).toBe(100);
    expect(countDraws(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0 }), 100)).original).toBe(0);
  });

  it('serves the predicted sequence in arrival order (sequential), selected by model without a scenario header', async () => {
    provider.reset();
    const answers: string[] = [];
    for (let i = 0; i < 20; i++) answers.push(await ask('chat'));
    const expected = predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 20);
    expect(answers).toEqual(expected.map(textOf));
    const records = provider.requests();
    expect(records.map((r) => r.answer.draw)).toEqual(expected);
    expect(records.map((r) => r.scenarioSeq)).toEqual(expected.map((_, i) => i + 1));
    expect(records.every((r) => r.scenario === 'replay' && r.headers['x-fake-scenario'] === undefined)).toBe(true);
    // The recorded body is exactly what was sent (the replay tests assert parameters per attempt on it).
    expect(records[0]!.body).toEqual({ model: SNAPSHOT, messages, temperature: 1, seed: 7 });
  });

  for (const api of ['chat', 'responses', 'messages'] as const) {
    it(`${api}: N = 100 at concurrency 8 gives exactly the documented counts; reset rewinds`, async () => {
      provider.reset();
      const answers = await askMany(api, 100, 8);
      const byText = { original: answers.filter((a) => a === REPLAY_ORIGINAL).length, variants: REPLAY_VARIANTS.map((v) => answers.filter((a) => a === v.text).length) };
      expect(byText).toEqual(REPLAY_SEED_COUNTS.n100);
      expect(provider.requests()).toHaveLength(100);
    });
  }

  it('without reset the state continues (the next 100 are the PRNG draws 101..200), a negative control for reset', async () => {
    provider.reset();
    await askMany('chat', 100, 8);
    const next = await askMany('chat', 100, 8);
    const expected = countDraws(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 200).slice(100));
    expect({ original: next.filter((a) => a === REPLAY_ORIGINAL).length, variants: REPLAY_VARIANTS.map((v) => next.filter((a) => a === v.text).length) }).toEqual(expected);
    expect(expected).not.toEqual(REPLAY_SEED_COUNTS.n100);
  });
});

describe('recording the original', () => {
  it('replay_original answers REPLAY_ORIGINAL without consuming a draw of the distribution', async () => {
    provider.reset();
    const res = await fetch(`${base}/chat/completions`, { method: 'POST', headers: { 'x-fake-scenario': 'replay_original' }, body: JSON.stringify({ model: SNAPSHOT, messages }) });
    expect(((await res.json()) as any).choices[0].message.content).toBe(REPLAY_ORIGINAL);
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push(await ask('chat'));
    expect(answers).toEqual(predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), 5).map(textOf));
  });
});

describe('planted divergences', () => {
  const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
  const firstDiff = (a: readonly number[], b: readonly number[]) => {
    let i = 0;
    while (i < a.length && i < b.length && a[i] === b[i]) i++;
    return i;
  };

  it('each variant equals the original up to exactly charIndex and differs at it', () => {
    for (const v of REPLAY_VARIANTS) {
      expect(v.text.slice(0, v.charIndex)).toBe(REPLAY_ORIGINAL.slice(0, v.charIndex));
      expect(v.text[v.charIndex]).not.toBe(REPLAY_ORIGINAL[v.charIndex]);
      expect(v.text).not.toBe(REPLAY_ORIGINAL);
    }
    expect(REPLAY_VARIANTS.map((v) => v.charIndex)).toEqual([27, 97, 173, 53]);
    expect(REPLAY_ORIGINAL.split(' ')).toHaveLength(46);
  });

  it('the documented token indices are the first differing token under o200k_base and cl100k_base', () => {
    for (const v of REPLAY_VARIANTS) {
      expect(firstDiff(encodeO200k(REPLAY_ORIGINAL), encodeO200k(v.text))).toBe(v.tokenIndex.o200k_base);
      expect(firstDiff(encodeCl100k(REPLAY_ORIGINAL), encodeCl100k(v.text))).toBe(v.tokenIndex.cl100k_base);
    }
  });

  it('the longest prefix shared by the first 20 and the first 100 outputs is REPLAY_SHARED_PREFIX_CHARS', () => {
    for (const n of [20, 100]) {
      const outputs = predictDraws(replayDistribution({ seed: REPLAY_SEED, p: 0.7 }), n).map(textOf);
      let k = 0;
      while (outputs.every((o) => o[k] !== undefined && o[k] === outputs[0]![k])) k++;
      expect(k).toBe(REPLAY_SHARED_PREFIX_CHARS);
    }
  });

  it('only the whitespace variant equals the original after whitespace normalisation', () => {
    for (const v of REPLAY_VARIANTS) expect(normalise(v.text) === normalise(REPLAY_ORIGINAL)).toBe(v.equalAfterWhitespaceNormalisation);
    expect(REPLAY_VARIANTS.filter((v) => v.equalAfterWhitespaceNormalisation)).toHaveLength(1);
  });

  it('plantDivergence refuses a replacement that would not differ at the index, and an index out of range', () => {
    expect(plantDivergence('abcdef', 3, 'XYZ')).toEqual({ text: 'abcXYZ', charIndex: 3 });
    expect(plantDivergence('abc', 3, '!')).toEqual({ text: 'abc!', charIndex: 3 });
    expect(() => plantDivergence('abcdef', 3, 'dZ')).toThrow(/does not differ/);
    expect(() => plantDivergence('abcdef', 9, 'x')).toThrow(RangeError);
  });
});
