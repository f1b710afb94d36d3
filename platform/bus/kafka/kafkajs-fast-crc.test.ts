/**
 * The patch is in place for the kafkajs version in the lockfile, and the batches kafkajs encodes carry the
 * checksum of their body as kafkajs's own CRC-32C computes it (the broker checks it: the Kafka bus tests
 * produce through it to a real broker).
 */
import { createRequire } from 'node:module';
import { describe, expect, test } from 'vitest';
import { kafkajsFastCrcApplied } from './kafkajs-fast-crc.ts';
import { crc32c } from './crc32c.ts';

const require = createRequire(import.meta.url);
const reference = require('kafkajs/src/protocol/recordBatch/crc32C/crc32C.js') as (b: Uint8Array) => number;

interface EncodedBatch {
  buffer: Buffer;
}
const { RecordBatch } = require('kafkajs/src/protocol/recordBatch/v0/index.js') as {
  RecordBatch: (batch: { records: unknown[]; firstTimestamp: number; maxTimestamp: number }) => Promise<EncodedBatch>;
};
const Record = require('kafkajs/src/protocol/recordBatch/record/v0/index.js') as (r: { offsetDelta: number; key: Buffer; value: Buffer }) => unknown;

describe('kafkajs fast CRC', () => {
  test('is applied to the kafkajs version in the lockfile, in place of kafkajs’s function', () => {
    expect(kafkajsFastCrcApplied).toBe(true);
    expect(require('kafkajs/src/protocol/recordBatch/crc32C/index.js')).toBe(crc32c);
  });

  test('an encoded record batch carries the CRC-32C of its body, as kafkajs computes it', async () => {
    const records = Array.from({ length: 5 }, (_, i) => Record({ offsetDelta: i, key: Buffer.from(`k${i}`), value: Buffer.alloc(17_000 + i, 97 + i) }));
    const encoded = (await RecordBatch({ records, firstTimestamp: 1, maxTimestamp: 2 })).buffer;
    // firstOffset (int64), batch length (int32), partitionLeaderEpoch (int32), magic (int8), crc (uint32), body.
    expect(encoded.readInt8(16)).toBe(2);
    const body = encoded.subarray(21);
    expect(body.length).toBeGreaterThan(85_000);
    expect(encoded.readUInt32BE(17)).toBe(reference(body) >>> 0);
  });
});
