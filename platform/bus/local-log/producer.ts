/**
 * The producer side of the local log: validates and measures a batch, admits it against the bounds
 * (refusing `full` or `busy`, retryable, with one warning per overload episode), assigns its offsets
 * and hands the encoded batch to the group-commit writer.
 */
import { createBusError } from '../bus-error.ts';
import type { AppendResult, BusProducer } from '../bus.ts';
import { BATCH_HEADER_BYTES, encodeBatch, MAX_KEY_BYTES, RECORD_OVERHEAD_BYTES } from './batch-codec.ts';
import type { GroupCommitWriter } from './group-commit-writer.ts';
import type { LocalLogState } from './state.ts';
import { computeUnconsumedBytes, unusableError } from './state.ts';

const BUS_FULL_RETRY_MS = 1000;
const BUS_BUSY_RETRY_MS = 100;

export function createProducer(state: LocalLogState, writer: GroupCommitWriter): BusProducer {
  const { settings, logger, counters } = state;
  /** Refusals in the current overload episode; logged once when it starts and once when it ends. */
  let refusingSince: { reason: string; count: number } | null = null;

  function refuse(reason: 'full' | 'busy', retryInMs: number, detail: Record<string, number>): AppendResult {
    if (reason === 'full') counters.appendsRefusedFullTotal++;
    else counters.appendsRefusedBusyTotal++;
    if (refusingSince === null) {
      refusingSince = { reason: `bus_${reason}`, count: 0 };
      logger.warn({ reason: `bus_${reason}`, ...detail }, 'local log: refusing appends (retryable) until consumers catch up');
    }
    refusingSince.count++;
    return { status: 'retryable', retryInMs, reason };
  }

  function append(records: { key: string; value: Buffer }[]): Promise<AppendResult> {
    const unusable = unusableError(state);
    if (unusable !== null) return Promise.resolve({ status: 'failed', error: unusable });
    const writeFailure = writer.failure();
    if (writeFailure !== null) return Promise.resolve({ status: 'failed', error: writeFailure });
    if (!Array.isArray(records)) {
      return Promise.resolve({ status: 'failed', error: createBusError('TH_ERR_BUS_INVALID_RECORD', 'local log: records must be an array') });
    }
    if (records.length === 0) return Promise.resolve({ status: 'ok', firstOffset: state.nextAssignedOffset });

    const keyBytes: number[] = new Array<number>(records.length);
    let bodyBytes = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (record === null || typeof record !== 'object' || typeof record.key !== 'string' || !Buffer.isBuffer(record.value)) {
        return Promise.resolve({
          status: 'failed',
          error: createBusError('TH_ERR_BUS_INVALID_RECORD', `local log: record ${i} needs a string key and a Buffer value`),
        });
      }
      const keyLength = Buffer.byteLength(record.key, 'utf8');
      if (keyLength > MAX_KEY_BYTES) {
        return Promise.resolve({
          status: 'failed',
          error: createBusError('TH_ERR_BUS_INVALID_RECORD', `local log: record ${i} key is ${keyLength} bytes (max ${MAX_KEY_BYTES})`),
        });
      }
      keyBytes[i] = keyLength;
      bodyBytes += RECORD_OVERHEAD_BYTES + keyLength + record.value.length;
    }
    const batchBytes = BATCH_HEADER_BYTES + bodyBytes;
    if (batchBytes > settings.maxSegmentBytes) {
      return Promise.resolve({
        status: 'failed',
        error: createBusError(
          'TH_ERR_BUS_BATCH_TOO_LARGE',
          `local log: batch of ${batchBytes} bytes exceeds maxSegmentBytes ${settings.maxSegmentBytes}`,
        ),
      });
    }
    const unconsumedBytes = computeUnconsumedBytes(state);
    const { pendingBytes } = state;
    if (unconsumedBytes + pendingBytes + batchBytes > settings.maxTotalBytes) {
      return Promise.resolve(refuse('full', BUS_FULL_RETRY_MS, { unconsumedBytes, pendingBytes, maxTotalBytes: settings.maxTotalBytes }));
    }
    // An oversize batch is still let through when nothing is pending, or it could never be written.
    if (pendingBytes > 0 && pendingBytes + batchBytes > settings.maxPendingBytes) {
      return Promise.resolve(refuse('busy', BUS_BUSY_RETRY_MS, { pendingBytes, maxPendingBytes: settings.maxPendingBytes }));
    }
    if (refusingSince !== null) {
      logger.warn({ reason: refusingSince.reason, refusedAppends: refusingSince.count }, 'local log: accepting appends again');
      refusingSince = null;
    }

    // Offsets are assigned synchronously in call order, so batches never interleave.
    const firstOffset = state.nextAssignedOffset;
    state.nextAssignedOffset += records.length;
    return writer.enqueue(firstOffset, records.length, encodeBatch(records, keyBytes, bodyBytes, firstOffset));
  }

  return { append };
}
