import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equalAfterNormalizingWhitespace, normalizeWhitespace } from './normalize-whitespace.ts';

describe('normalizeWhitespace', () => {
  it('trims and collapses ASCII whitespace runs to one space', () => {
    expect(normalizeWhitespace('  Hello,\n\n  world\t!  ')).toBe('Hello, world !');
  });

  it('treats Unicode whitespace as whitespace', () => {
    // NBSP, em space, ideographic space, line separator, paragraph separator, BOM.
    expect(normalizeWhitespace('\u00a0a\u2003b\u3000c\u2028d\u2029e\ufeff')).toBe('a b c d e');
  });

  it('keeps non-whitespace, including zero-width characters', () => {
    expect(normalizeWhitespace('a\u200bb')).toBe('a\u200bb');
    expect(normalizeWhitespace('a b')).not.toBe(normalizeWhitespace('ab'));
  });

  it('maps whitespace-only text to the empty string', () => {
    expect(normalizeWhitespace(' \n\t ')).toBe('');
  });
});

describe('equalAfterNormalizingWhitespace', () => {
  const textArb = fc.array(fc.constantFrom('a', 'b', ' ', '  ', '\n', '\t', '\u00a0', '\u3000', '\ufeff', '\u200b', '🙂', '.'), { maxLength: 24 }).map((parts) => parts.join(''));

  it('agrees with comparing normalizeWhitespace results, from any truly shared prefix', () => {
    let equalPairs = 0;
    fc.assert(
      fc.property(textArb, textArb, textArb, fc.nat(), (prefix, a, b, seed) => {
        const left = prefix + a;
        const right = prefix + b;
        const expected = normalizeWhitespace(left) === normalizeWhitespace(right);
        if (expected) equalPairs++;
        expect(equalAfterNormalizingWhitespace(left, right)).toBe(expected);
        expect(equalAfterNormalizingWhitespace(left, right, seed % (prefix.length + 1))).toBe(expected);
        expect(equalAfterNormalizingWhitespace(left, right, prefix.length)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
    expect(equalPairs).toBeGreaterThan(100); // both answers were exercised
  });

  it('whitespace differences only → equal; a different word → not equal', () => {
    expect(equalAfterNormalizingWhitespace(' a  b\n', 'a b', 0)).toBe(true);
    expect(equalAfterNormalizingWhitespace('a b', 'ab', 1)).toBe(false);
    expect(equalAfterNormalizingWhitespace('a b', 'a c', 2)).toBe(false);
  });
});
