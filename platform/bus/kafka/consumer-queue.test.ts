import { describe, expect, test } from 'vitest';
import type { BusRecord } from '../bus.ts';
import { createConsumerQueue } from './consumer-queue.ts';

function record(offset: number, partition = 0): BusRecord {
  return { partition, offset, key: `k${offset}`, value: Buffer.from(`v${offset}`) };
}

describe('consumer queue', () => {
  test('hands records out first in first out and keeps count of records and bytes', () => {
    const queue = createConsumerQueue();
    for (let i = 0; i < 5; i++) queue.push(record(i), 10);
    expect(queue.recordCount()).toBe(5);
    expect(queue.byteCount()).toBe(50);

    expect(queue.take(3, Number.MAX_SAFE_INTEGER).map((r) => r.offset)).toEqual([0, 1, 2]);
    expect(queue.recordCount()).toBe(2);
    expect(queue.byteCount()).toBe(20);
    expect(queue.take(10, Number.MAX_SAFE_INTEGER).map((r) => r.offset)).toEqual([3, 4]);
    expect(queue.take(10, Number.MAX_SAFE_INTEGER)).toEqual([]);
    expect(queue.byteCount()).toBe(0);
  });

  test('stops adding records once maxBytes are taken, but always takes one', () => {
    const queue = createConsumerQueue();
    queue.push(record(0), 100);
    queue.push(record(1), 30);
    queue.push(record(2), 30);
    queue.push(record(3), 30);
    expect(queue.take(10, 50).map((r) => r.offset)).toEqual([0]); // larger than maxBytes alone
    expect(queue.take(10, 50).map((r) => r.offset)).toEqual([1, 2]); // 30 < 50: one more, then 60 ≥ 50
    expect(queue.take(10, 50).map((r) => r.offset)).toEqual([3]);
  });

  test('clear drops everything and says how many', () => {
    const queue = createConsumerQueue();
    for (let i = 0; i < 4; i++) queue.push(record(i), 5);
    queue.take(1, Number.MAX_SAFE_INTEGER);
    expect(queue.clear()).toBe(3);
    expect(queue.recordCount()).toBe(0);
    expect(queue.byteCount()).toBe(0);
    queue.push(record(9), 5);
    expect(queue.take(10, Number.MAX_SAFE_INTEGER).map((r) => r.offset)).toEqual([9]);
  });

  test('keeps order across its lazy compaction of the handed-out head', () => {
    const queue = createConsumerQueue();
    const taken: number[] = [];
    let next = 0;
    // Far past the 1024 handed-out records after which the array is compacted, with pushes in between.
    for (let round = 0; round < 50; round++) {
      for (let i = 0; i < 100; i++) queue.push(record(next++), 1);
      taken.push(...queue.take(90, Number.MAX_SAFE_INTEGER).map((r) => r.offset));
    }
    taken.push(...queue.take(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER).map((r) => r.offset));
    expect(taken).toEqual(Array.from({ length: next }, (_, i) => i));
    expect(queue.recordCount()).toBe(0);
    expect(queue.byteCount()).toBe(0);
  });
});
