import { describe, expect, it } from 'vitest';
import { normalizeWhitespace } from './normalize-whitespace.ts';

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
