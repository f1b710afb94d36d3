import { describe, expect, it } from 'vitest';
import { isIbanValid, isLuhnValid, isRealDate, isRrnChecksumValid, shannonEntropyBits } from './checksums.ts';

describe('isLuhnValid', () => {
  it('accepts numbers whose check digit is right', () => {
    for (const n of ['4111111111111111', '5555555555554444', '378282246310005', '6011111111111117', '3530111333300000']) {
      expect(isLuhnValid(n), n).toBe(true);
    }
  });

  it('rejects a changed check digit, non-digits and the empty string', () => {
    expect(isLuhnValid('4111111111111112')).toBe(false);
    expect(isLuhnValid('4111-1111-1111-1111')).toBe(false);
    expect(isLuhnValid('')).toBe(false);
  });
});

describe('isIbanValid', () => {
  it('accepts valid IBANs of several countries', () => {
    for (const iban of ['DE89370400440532013000', 'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NO9386011117947', 'IR683708003093150100500864']) {
      expect(isIbanValid(iban), iban).toBe(true);
    }
  });

  it('rejects a wrong checksum, a wrong length and an unknown country', () => {
    expect(isIbanValid('DE88370400440532013000')).toBe(false);
    expect(isIbanValid('DE8937040044053201300')).toBe(false);
    expect(isIbanValid('ZZ89370400440532013000')).toBe(false);
  });
});

describe('isRrnChecksumValid', () => {
  it('checks the weighted mod-11 digit', () => {
    // Weights 2..9,2..5 over 900101123456 sum to 124; (11 - 124 % 11) % 10 = 8.
    expect(isRrnChecksumValid('9001011234568')).toBe(true);
    expect(isRrnChecksumValid('9001011234569')).toBe(false);
    expect(isRrnChecksumValid('900101123456')).toBe(false);
  });
});

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2023, 4, 31)).toBe(false);
    expect(isRealDate(2023, 13, 1)).toBe(false);
  });
});

describe('shannonEntropyBits', () => {
  it('is low for words and repeats and high for random tokens', () => {
    expect(shannonEntropyBits('aaaaaaaa')).toBe(0);
    expect(shannonEntropyBits('password')).toBeLessThan(3);
    expect(shannonEntropyBits('9fQ2xL7vK1pZ8rT3')).toBeGreaterThan(3.5);
  });
});
