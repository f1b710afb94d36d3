import { unlink } from 'node:fs/promises';
import { codeOf } from '../../errors/tracehold-error.ts';
import type { LocalLogState } from './state.ts';
import { minCommittedOffset } from './state.ts';

/** Deletes segments wholly below every group's committed offset; never the active one. */
export function scheduleCleanup(state: LocalLogState): Promise<void> {
  const { segments, logger } = state;
  state.cleanupChain = state.cleanupChain.then(async () => {
    const min = minCommittedOffset(state);
    while (segments.length > 1 && segments[0]!.endOffset <= min) {
      // Oldest first, so a crash half-way still leaves a contiguous log.
      const segment = segments[0]!;
      try {
        await unlink(segment.path);
      } catch (error) {
        if (codeOf(error) !== 'ENOENT') {
          logger.warn({ err: error, file: segment.path }, 'local log: could not delete a consumed segment; will retry on next commit');
          return;
        }
      }
      segment.deleted = true;
      segments.shift();
      state.diskBytes -= segment.sizeBytes;
      state.counters.segmentsDeletedTotal++;
      logger.debug({ file: segment.path, endOffset: segment.endOffset }, 'local log: deleted consumed segment');
    }
  });
  return state.cleanupChain;
}
