import type { Message } from 'kafkajs';

/** Upper bound of Kafka's per-record framing (length, attributes, deltas, key/value lengths, headers count). */
export const RECORD_OVERHEAD_BYTES = 32;
/** Kafka record batch header (v2). */
export const BATCH_OVERHEAD_BYTES = 61;

/** The bytes a record takes in a produce request, framing included (an upper bound). */
export function framedRecordBytes(record: { key: string; value: Buffer }): number {
  return RECORD_OVERHEAD_BYTES + Buffer.byteLength(record.key, 'utf8') + record.value.length;
}

/**
 * Splits records into produce requests of at most `maxMessageBytes` (estimated with Kafka's framing), in
 * order. `sizes[i]` is `framedRecordBytes(records[i])`. A record alone above the limit still gets a request of
 * its own: callers refuse such records before they get here.
 */
export function splitIntoRequests(records: { key: string; value: Buffer }[], sizes: number[], maxMessageBytes: number): Message[][] {
  const limit = maxMessageBytes - BATCH_OVERHEAD_BYTES;
  const requests: Message[][] = [];
  let current: Message[] = [];
  let currentBytes = 0;
  for (let i = 0; i < records.length; i++) {
    if (current.length > 0 && currentBytes + sizes[i]! > limit) {
      requests.push(current);
      current = [];
      currentBytes = 0;
    }
    current.push({ key: records[i]!.key, value: records[i]!.value });
    currentBytes += sizes[i]!;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}
