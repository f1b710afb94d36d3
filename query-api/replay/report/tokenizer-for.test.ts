import fc from 'fast-check';
import { encode as cl100kEncode } from 'gpt-tokenizer/encoding/cl100k_base';
import { encode as o200kEncode } from 'gpt-tokenizer/encoding/o200k_base';
import { describe, expect, it } from 'vitest';
import { tokenizerFor } from './tokenizer-for.ts';

const SAMPLE = 'Refunds are processed within 5–7 business days. 🙂 Ünïcödé, naïve café!';

describe('tokenizerFor mapping', () => {
  it.each([
    ['openai', 'gpt-4o-2024-08-06', 'o200k_base'],
    ['openai', 'gpt-4o-mini', 'o200k_base'],
    ['openai', 'chatgpt-4o-latest', 'o200k_base'],
    ['openai', 'gpt-4.1-nano', 'o200k_base'],
    ['openai', 'gpt-4.5-preview', 'o200k_base'],
    ['openai', 'gpt-5', 'o200k_base'],
    ['openai', 'gpt-5-mini-2025-08-07', 'o200k_base'],
    ['openai', 'o1-preview', 'o200k_base'],
    ['openai', 'o3-mini', 'o200k_base'],
    ['openai', 'o4-mini-2025-04-16', 'o200k_base'],
    ['openai', 'GPT-4o', 'o200k_base'],
    ['', 'openai/gpt-4o', 'o200k_base'],
    ['openai', 'ft:gpt-4o-mini-2024-07-18:acme::abc123', 'o200k_base'],
    ['openai', 'gpt-4-0613', 'cl100k_base'],
    ['openai', 'gpt-4', 'cl100k_base'],
    ['openai', 'gpt-4-turbo-2024-04-09', 'cl100k_base'],
    ['openai', 'gpt-3.5-turbo', 'cl100k_base'],
    ['azure.ai.openai', 'gpt-35-turbo', 'cl100k_base'],
  ])('%s %s → %s, exact', (provider, model, encoding) => {
    const tokenizer = tokenizerFor(provider, model);
    expect(tokenizer.name).toBe(encoding);
    expect(tokenizer.exact).toBe(true);
    expect(tokenizer.note).toBe(`OpenAI ${encoding} (gpt-tokenizer)`);
  });

  it.each([
    ['openai', 'fake-chat-small'],
    ['azure.ai.openai', 'my-deployment'],
    ['az.ai.openai', 'prod-chat'],
    ['openai', 'o100-unknown'],
  ])('%s with unknown model %s → o200k_base, assumed', (provider, model) => {
    const tokenizer = tokenizerFor(provider, model);
    expect(tokenizer.name).toBe('o200k_base');
    expect(tokenizer.exact).toBe(false);
    expect(tokenizer.note).toMatch(/^assumed: OpenAI o200k_base \(gpt-tokenizer\)/);
  });

  it.each([
    ['anthropic', 'claude-3-5-sonnet-20241022'],
    ['anthropic', 'claude-sonnet-4-5'],
    ['gcp.gemini', 'gemini-2.5-pro'],
    ['aws.bedrock', 'anthropic.claude-3-haiku'],
    ['', 'llama-3.1-70b'],
  ])('%s %s → approximation', (provider, model) => {
    const tokenizer = tokenizerFor(provider, model);
    expect(tokenizer.name).toBe('approx-words');
    expect(tokenizer.exact).toBe(false);
    expect(tokenizer.note).toMatch(/^approximation: no public tokenizer for .+ models; tokens are word and punctuation pieces$/);
  });

  it('names the provider in the approximation note', () => {
    expect(tokenizerFor('anthropic', 'claude-3-5-sonnet').note).toBe(
      'approximation: no public tokenizer for anthropic models; tokens are word and punctuation pieces',
    );
  });
});

describe('tokenizerFor encodings', () => {
  it('o200k models encode exactly like gpt-tokenizer o200k_base', () => {
    expect(tokenizerFor('openai', 'gpt-4o-2024-08-06').encode(SAMPLE)).toEqual(o200kEncode(SAMPLE));
  });

  it('cl100k models encode exactly like gpt-tokenizer cl100k_base', () => {
    expect(tokenizerFor('openai', 'gpt-4-0613').encode(SAMPLE)).toEqual(cl100kEncode(SAMPLE));
  });

  it('the two encodings differ on the same text (the mapping is observable)', () => {
    expect(o200kEncode(SAMPLE)).not.toEqual(cl100kEncode(SAMPLE));
  });

  it('encodes special-token strings in model output as text instead of throwing', () => {
    const text = 'done <|endoftext|> more <|im_start|>';
    expect(() => o200kEncode(text)).toThrow(); // the library default this module must avoid
    const tokens = tokenizerFor('openai', 'gpt-4o').encode(text);
    expect(tokens.length).toBeGreaterThan(4);
    expect(tokens).not.toContain(199999); // o200k's <|endoftext|> id
  });

  it('approximation splits words with leading whitespace and single punctuation marks', () => {
    const approx = tokenizerFor('anthropic', 'claude-3-5-sonnet');
    expect(approx.encode('Hello, world!')).toHaveLength(4); // Hello | , | " world" | !
    expect(approx.encode('  a\n\n b ')).toHaveLength(3); // "  a" | "\n\n b" | " "
    expect(approx.encode('...')).toHaveLength(3);
    expect(approx.encode('🙂🙂')).toHaveLength(2); // one code point each, the pair never split
    expect(approx.encode('')).toEqual([]);
    const ids = approx.encode('x, y,');
    expect(ids[1]).toBe(ids[3]); // the same piece has the same id
    expect(ids[0]).not.toBe(ids[2]); // "x" and " y"
  });

  it('approximation is deterministic across instances and injective enough to tell texts apart', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 60 }), (a, b) => {
        const one = tokenizerFor('anthropic', 'claude-3-haiku').encode(a);
        expect(tokenizerFor('gcp.gemini', 'gemini-2.0').encode(a)).toEqual(one);
        if (a !== b) expect(tokenizerFor('anthropic', 'claude-3-haiku').encode(b)).not.toEqual(one);
      }),
      { numRuns: 1000 },
    );
  });

  it('the approximation scanner splits exactly like its specification regex', () => {
    const spec = /\s*[\p{L}\p{N}\p{M}]+|\s*[^\s\p{L}\p{N}\p{M}]|\s+/gu;
    const approx = tokenizerFor('anthropic', 'claude-3-haiku');
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 40 }), FRAGMENT_TEXT), (text) => {
        const pieces = [...text.matchAll(spec)].map((m) => m[0]);
        expect(pieces.join('')).toBe(text);
        for (const piece of pieces) expect(approx.encode(piece)).toHaveLength(1);
        expect(approx.encode(text)).toEqual(pieces.flatMap((piece) => approx.encode(piece)));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('splitsAtSpaceAfterLetter (the property analyseOutputs relies on to reuse prefix tokens)', () => {
  it.each([
    ['o200k_base', tokenizerFor('openai', 'gpt-4o')],
    ['cl100k_base', tokenizerFor('openai', 'gpt-4')],
    ['approx-words', tokenizerFor('anthropic', 'claude-3-haiku')],
  ])('%s: encode(a + b) = encode(a) ++ encode(b) at every space after a letter', (_name, tokenizer) => {
    expect(tokenizer.splitsAtSpaceAfterLetter).toBe(true);
    let cuts = 0;
    fc.assert(
      fc.property(FRAGMENT_TEXT, (text) => {
        const whole = tokenizer.encode(text);
        for (let s = 1; s < text.length; s++) {
          if (text[s] !== ' ' || !/^\p{L}$/u.test(text[s - 1] as string)) continue;
          cuts++;
          expect([...tokenizer.encode(text.slice(0, s)), ...tokenizer.encode(text.slice(s))]).toEqual(whole);
        }
      }),
      { numRuns: 500 },
    );
    expect(cuts).toBeGreaterThan(1000); // not vacuous
  });

  it('negative control: cutting elsewhere (before a space after a digit or inside a word) changes BPE tokens', () => {
    const o200k = tokenizerFor('openai', 'gpt-4o');
    const text = 'Order 12345 shipped yesterday';
    const cutInWord = text.indexOf('pped');
    expect([...o200k.encode(text.slice(0, cutInWord)), ...o200k.encode(text.slice(cutInWord))]).not.toEqual(o200k.encode(text));
  });
});

/** Text built from fragments that stress pre-tokenizers: contractions, case changes, digits, marks, newlines. */
const FRAGMENT_TEXT = fc
  .array(
    fc.constantFrom(
      'the ', 'end \n', 'Mr ', 'word', 'Word', 'WORD', 'camelCase', "don't", "it's", "WE'LL", ' ', '  ', '   ', '\n', '\n\n', ' \n ', '\t', '\u00a0',
      '.', ',', '!?', '...', '-', '/', '(x)', '"', "'", '12', '12345', '3.14', 'é', 'e\u0301', 'naïve', 'Привет',
      '日本語', 'مرحبا', '🙂', '👍🏽', 'a', 'I', 'ſ', 'ǅ', '<|endoftext|>', 'http://x.y/z', '\r\n',
    ),
    { minLength: 10, maxLength: 60, size: 'max' },
  )
  .map((parts) => parts.join(''));
