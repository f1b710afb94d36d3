import { describe, expect, test } from 'vitest';
import type { BatchHeader } from './batch-codec.ts';
import { BATCH_HEADER_BYTES, checkBatchBody, checkRecord, decodeBatchHeader, decodeRecord, encodeBatch, RECORD_OVERHEAD_BYTES } from './batch-codec.ts';

type Input = { key: string; value: Buffer };

/** Measures records the way the producer does and encodes them. */
function encode(records: Input[], firstOffset: number): Buffer {
  const keyBytes = records.map((r) => Buffer.byteLength(r.key, 'utf8'));
  const bodyBytes = records.reduce((sum, r, i) => sum + RECORD_OVERHEAD_BYTES + keyBytes[i]! + r.value.length, 0);
  return encodeBatch(records, keyBytes, bodyBytes, firstOffset);
}

/** Decodes a whole batch, or returns why it is invalid. */
function decode(batch: Buffer): { header: BatchHeader; records: Input[] } | string {
  const header = decodeBatchHeader(batch.subarray(0, BATCH_HEADER_BYTES));
  if (typeof header === 'string') return header;
  const body = batch.subarray(BATCH_HEADER_BYTES);
  if (body.length !== header.bodyBytes) return 'body length';
  const problem = checkBatchBody(body, header);
  if (problem !== null) return problem;
  const records: Input[] = [];
  for (let at = 0; at < body.length; ) {
    const length = body.readUInt32BE(at);
    const { key, value } = decodeRecord(body.subarray(at, at + 4 + length));
    records.push({ key, value: Buffer.from(value) });
    at += 4 + length;
  }
  return { header, records };
}

const RECORDS: Input[] = [
  { key: 'k1', value: Buffer.from('v1') },
  { key: 'trace-é', value: Buffer.from([0, 1, 2]) },
];

describe('local log batch codec', () => {
  test('encodes the documented on-disk layout byte for byte (offset above 2^32)', () => {
    // Recorded from the log before it was split into modules: the format must not drift.
    const golden =
      '54484c31' + '35f43f0d' + '00000033' + '00000002' + '0000000100000005' +
      '00000012' + 'd9f8fb2f' + '0000000100000005' + '0002' + '6b31' + '7631' +
      '00000019' + 'f2dce90a' + '0000000100000006' + '0008' + '74726163652dc3a9' + '000102';

    expect(encode(RECORDS, 2 ** 32 + 5).toString('hex')).toBe(golden);
  });

  test('round trip: decoding an encoded batch gives back its header and records', () => {
    const records: Input[] = [...RECORDS, { key: '', value: Buffer.alloc(0) }, { key: 'x'.repeat(300), value: Buffer.alloc(5000, 7) }];

    const decoded = decode(encode(records, 41));

    expect(decoded).toEqual({ header: { bodyBytes: expect.any(Number), recordCount: 4, firstOffset: 41 }, records });
  });

  test('a flipped byte anywhere in a batch is detected', () => {
    const batch = encode(RECORDS, 7);
    expect(typeof decode(batch)).toBe('object'); // negative control: the intact batch decodes

    for (let at = 0; at < batch.length; at++) {
      for (const mask of [0x01, 0x80, 0xff]) {
        const flipped = Buffer.from(batch);
        flipped[at] = flipped[at]! ^ mask;

        expect(typeof decode(flipped), `byte ${at} ^ ${mask}`).toBe('string');
      }
    }
  });

  test('a record whose offset is not the expected one is refused', () => {
    const body = encode(RECORDS, 7).subarray(BATCH_HEADER_BYTES);

    expect(checkRecord(body, 0, 7)).toEqual({ recordBytes: 18 });
    expect(checkRecord(body, 0, 8)).toEqual({ reason: 'record offset 7, expected 8' });
  });

  test('a header announcing more records than its body can hold is refused', () => {
    const batch = encode(RECORDS, 0);
    const header = decodeBatchHeader(batch);
    if (typeof header === 'string') throw new Error(header);

    expect(checkBatchBody(batch.subarray(BATCH_HEADER_BYTES), { ...header, recordCount: 3 })).toBe('record length beyond batch (record 2 of batch)');
    expect(checkBatchBody(batch.subarray(BATCH_HEADER_BYTES), { ...header, recordCount: 1 })).toBe('batch body length mismatch');
  });
});
