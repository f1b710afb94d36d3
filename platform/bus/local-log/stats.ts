import type { LocalLogState } from './state.ts';
import { computeUnconsumedBytes, logStartOffset } from './state.ts';

/** Counters and gauges for /metrics and tests; a snapshot, cheap to take. */
export interface LocalLogStats {
  /** Oldest offset still on disk. */
  logStartOffset: number;
  /** Next offset to be acknowledged; every record below it is durable. */
  logEndOffset: number;
  segmentCount: number;
  diskBytes: number;
  unconsumedBytes: number;
  pendingBytes: number;
  appendsOkTotal: number;
  appendsRefusedFullTotal: number;
  appendsRefusedBusyTotal: number;
  /** Write+fsync rounds of the group-commit writer; lower than appendsOkTotal when appends coalesce. */
  writeGroupsTotal: number;
  segmentsDeletedTotal: number;
}

export function readStats(state: LocalLogState): LocalLogStats {
  return {
    logStartOffset: logStartOffset(state),
    logEndOffset: state.durableEndOffset,
    segmentCount: state.segments.length,
    diskBytes: state.diskBytes,
    unconsumedBytes: computeUnconsumedBytes(state),
    pendingBytes: state.pendingBytes,
    ...state.counters,
  };
}
