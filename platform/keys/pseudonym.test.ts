import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { derivePseudonym, isPseudonym } from './pseudonym.ts';

describe('derivePseudonym', () => {
  // Pinned bytes: pseudonyms are stored (ledger, object headers, key file names), so the derivation may never change.
  it('gives the stored format for known keys and ids', () => {
    const key = Buffer.alloc(32, 0x42);
    const key2 = Buffer.from('000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f', 'hex');
    expect(derivePseudonym(key, 'customer-4711')).toBe('psn_eb33bf36ebd1904b277f7399cfad63f6');
    expect(derivePseudonym(key2, 'jane.doe@example.com')).toBe('psn_5288ac22f0dce3c58a6dc86c02de3d7b');
    expect(derivePseudonym(key2, '고객-7')).toBe('psn_e0eb91008f3f609da194e2ef06bd101a');
    expect(derivePseudonym(key2, '')).toBe('psn_0f08b835010c74d9c2e8aa46b1c98e9f');
  });

  it('is HMAC-SHA-256(tenant reference key, "pseudonym\\0" + UTF-8 id), first 32 hex digits', () => {
    const key = randomBytes(32);
    const id = 'user-42@example.com';
    const expected = 'psn_' + createHmac('sha256', key).update(Buffer.concat([Buffer.from('pseudonym\0'), Buffer.from(id, 'utf8')])).digest('hex').slice(0, 32);
    expect(derivePseudonym(key, id)).toBe(expected);
  });

  it('is stable under one key and differs across keys and ids', () => {
    const a = randomBytes(32);
    const b = randomBytes(32);
    expect(derivePseudonym(a, 'u-1')).toBe(derivePseudonym(a, 'u-1'));
    expect(derivePseudonym(a, 'u-1')).not.toBe(derivePseudonym(b, 'u-1'));
    expect(derivePseudonym(a, 'u-1')).not.toBe(derivePseudonym(a, 'u-2'));
  });
});

describe('isPseudonym', () => {
  it('accepts derived pseudonyms and nothing shaped otherwise', () => {
    expect(isPseudonym(derivePseudonym(randomBytes(32), 'u-1'))).toBe(true);
    for (const v of ['customer-4711', 'psn_' + 'A'.repeat(32), 'psn_' + '0'.repeat(31), 'psn_' + '0'.repeat(33), ' psn_' + '0'.repeat(32), 'PSN_' + '0'.repeat(32), 42, null, undefined]) {
      expect(isPseudonym(v), String(v)).toBe(false);
    }
  });
});
