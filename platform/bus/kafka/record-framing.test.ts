import { describe, expect, test } from 'vitest';
import { BATCH_OVERHEAD_BYTES, framedRecordBytes, RECORD_OVERHEAD_BYTES, splitIntoRequests } from './record-framing.ts';

function records(valueBytes: number[]): { key: string; value: Buffer }[] {
  return valueBytes.map((n, i) => ({ key: `k${i}`, value: Buffer.alloc(n) }));
}

describe('record framing', () => {
  test('a record counts its key in UTF-8 bytes, its value and the framing', () => {
    expect(framedRecordBytes({ key: 'é', value: Buffer.alloc(10) })).toBe(RECORD_OVERHEAD_BYTES + 2 + 10);
  });

  test('records that fit go in one request, in order', () => {
    const input = records([10, 20, 30]);
    const requests = splitIntoRequests(input, input.map(framedRecordBytes), 1024 * 1024);
    expect(requests).toHaveLength(1);
    expect(requests[0]!.map((m) => m.key)).toEqual(['k0', 'k1', 'k2']);
  });

  test('splits in order where the next record would pass maxMessageBytes less the batch header', () => {
    const input = records([100, 100, 100, 100, 100]);
    const sizes = input.map(framedRecordBytes); // 134 each
    // Room for exactly two records per request: 2 × 134 = 268 ≤ 268 < 3 × 134.
    const requests = splitIntoRequests(input, sizes, BATCH_OVERHEAD_BYTES + 268);
    expect(requests.map((r) => r.map((m) => m.key))).toEqual([['k0', 'k1'], ['k2', 'k3'], ['k4']]);
    // One byte less: one record per request (control).
    expect(splitIntoRequests(input, sizes, BATCH_OVERHEAD_BYTES + 267)).toHaveLength(5);
  });

  test('an empty append makes no request', () => {
    expect(splitIntoRequests([], [], 1024)).toEqual([]);
  });
});
