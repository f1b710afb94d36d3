import type { BusRecord } from '../bus.ts';

interface QueuedRecord {
  record: BusRecord;
  bytes: number;
}

/**
 * A consumer's records fetched by kafkajs and not yet handed out by `poll`, first in first out, with their
 * count and bytes (the consumer's backpressure bounds read them). It does not bound itself: the consumer
 * pauses partitions before it grows past its limits. One per consumer; records taken out belong to the caller.
 */
export interface ConsumerQueue {
  recordCount(): number;
  byteCount(): number;
  push(record: BusRecord, bytes: number): void;
  /**
   * Takes up to `maxRecords` records from the head, in order, and stops adding once `maxBytes` are taken
   * (at least one record when the queue is not empty, however large).
   */
  take(maxRecords: number, maxBytes: number): BusRecord[];
  /** Drops every record; returns how many it dropped. */
  clear(): number;
}

export function createConsumerQueue(): ConsumerQueue {
  /** FIFO of fetched records; `head` is the next to hand out (compacted lazily). */
  let queue: QueuedRecord[] = [];
  let head = 0;
  let queuedBytes = 0;

  return {
    recordCount: () => queue.length - head,
    byteCount: () => queuedBytes,

    push(record: BusRecord, bytes: number): void {
      queue.push({ record, bytes });
      queuedBytes += bytes;
    },

    take(maxRecords: number, maxBytes: number): BusRecord[] {
      const records: BusRecord[] = [];
      let bytes = 0;
      while (records.length < maxRecords && head < queue.length && (records.length === 0 || bytes < maxBytes)) {
        const item = queue[head]!;
        queue[head] = undefined as unknown as QueuedRecord; // let it be collected
        head++;
        queuedBytes -= item.bytes;
        bytes += item.bytes;
        records.push(item.record);
      }
      if (head > 1024 && head * 2 > queue.length) {
        queue = queue.slice(head);
        head = 0;
      }
      return records;
    },

    clear(): number {
      const dropped = queue.length - head;
      queue = [];
      head = 0;
      queuedBytes = 0;
      return dropped;
    },
  };
}
