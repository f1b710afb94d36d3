import { createBusError, pollArgumentsError } from '../bus-error.ts';
import type { BusConsumer, BusRecord } from '../bus.ts';
import { writeOffsetFile } from './offset-files.ts';
import { scheduleCleanup } from './retention.ts';
import { createSegmentReader } from './segment-reader.ts';
import type { GroupState, LocalLogState } from './state.ts';
import { ensureUsable, logStartOffset, track } from './state.ts';
import { waitForWake } from '../wait-for-wake.ts';

/** A poll stops adding records past this many value bytes, so one poll cannot take unbounded memory. */
const MAX_POLL_BYTES = 16 * 1024 * 1024;

/**
 * The one consumer of `group`: polls from an in-memory position (starting at the committed offset) and
 * commits through the group's offset file. `persisted` settles when a new group's offset file is written;
 * the first poll waits for it.
 */
export function createConsumer(state: LocalLogState, group: GroupState, persisted: Promise<void>): BusConsumer {
  const { logger } = state;
  let position = group.committedOffset;
  let pollChain: Promise<unknown> = persisted;
  const reader = createSegmentReader(state, group.name);

  async function waitForRecords(waitMs: number): Promise<void> {
    const deadline = Date.now() + waitMs;
    while (position >= state.durableEndOffset && state.phase === 'started') {
      const remainingMs = deadline - Date.now();
      if (remainingMs <= 0) return;
      await waitForWake(state.waiters, remainingMs);
    }
  }

  async function doPoll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
    ensureUsable(state);
    if (position < logStartOffset(state)) {
      logger.warn({ group: group.name, position, logStartOffset: logStartOffset(state) }, 'local log: position before start of log');
      position = logStartOffset(state);
    }
    await waitForRecords(waitMs);
    const records: BusRecord[] = [];
    let valueBytes = 0;
    while (records.length < maxRecords && position < state.durableEndOffset && state.phase === 'started' && valueBytes < MAX_POLL_BYTES) {
      const record = await reader.next(position);
      if (record === null) break;
      records.push(record);
      valueBytes += record.value.length;
      position = record.offset + 1;
    }
    return records;
  }

  const consumer: BusConsumer = {
    poll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
      const invalid = pollArgumentsError('local log', maxRecords, waitMs);
      if (invalid) return Promise.reject(invalid);
      // Serialized per consumer: concurrent polls would hand out the same records twice.
      const result = pollChain.then(() => doPoll(maxRecords, waitMs));
      pollChain = result.catch(() => undefined);
      return track(state, result);
    },

    commit(nextOffset: number, _partition = 0): Promise<void> {
      try {
        ensureUsable(state);
      } catch (error) {
        return Promise.reject(error);
      }
      if (!Number.isSafeInteger(nextOffset) || nextOffset < logStartOffset(state) || nextOffset > state.durableEndOffset) {
        return Promise.reject(
          createBusError(
            'TH_ERR_BUS_INVALID_ARGUMENT',
            `local log: commit offset ${nextOffset} outside [${logStartOffset(state)}, ${state.durableEndOffset}]`,
          ),
        );
      }
      const result = group.commitChain.then(async () => {
        if (nextOffset === group.committedOffset) return;
        await writeOffsetFile(state.consumersDir, group.name, nextOffset);
        group.committedOffset = nextOffset;
        await scheduleCleanup(state);
      });
      group.commitChain = result.catch(() => undefined);
      return track(state, result);
    },
  };
  state.closeConsumerReaders.push(async () => {
    await pollChain.catch(() => undefined);
    await reader.close();
  });
  return consumer;
}
