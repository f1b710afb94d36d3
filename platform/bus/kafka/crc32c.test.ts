/**
 * The slicing-by-16 CRC-32C against kafkajs's own byte-at-a-time implementation (the reference the broker
 * agrees with) and the standard check value, on every tail length and on views that do not start at offset 0.
 */
import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { crc32c } from './crc32c.ts';

const require = createRequire(import.meta.url);
/** kafkajs's loop itself (the module the patch does not touch; the patch replaces the index that wraps it). */
const reference = require('kafkajs/src/protocol/recordBatch/crc32C/crc32C.js') as (b: Uint8Array) => number;
const unsignedReference = (b: Uint8Array): number => reference(b) >>> 0;

describe('crc32c', () => {
  test('the standard check value and the empty input', () => {
    expect(crc32c(Buffer.from('123456789', 'ascii'))).toBe(0xe3069283);
    expect(crc32c(new Uint8Array(0))).toBe(0);
  });

  test('equals kafkajs’s CRC-32C for every length from 0 to 100 (each tail after the 16-byte blocks)', () => {
    const bytes = Uint8Array.from({ length: 100 }, (_, i) => (i * 131 + 7) & 0xff);
    for (let n = 0; n <= 100; n++) expect(crc32c(bytes.subarray(0, n)), `length ${n}`).toBe(unsignedReference(bytes.subarray(0, n)));
  });

  test('equals kafkajs’s CRC-32C on arbitrary bytes, including views into a larger buffer', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 2048 }), fc.nat(40), (bytes, skip) => {
        const view = Buffer.from(bytes).subarray(Math.min(skip, bytes.length));
        expect(crc32c(view)).toBe(unsignedReference(view));
      }),
      { numRuns: 500 },
    );
  });

  test('a changed byte changes the checksum (negative control: the check is not constant)', () => {
    const bytes = Buffer.alloc(4096, 0x61);
    const before = crc32c(bytes);
    bytes[2049] = 0x62;
    expect(crc32c(bytes)).not.toBe(before);
    expect(crc32c(bytes)).toBe(unsignedReference(bytes));
  });
});
