/**
 * A segment of the local log in memory: its offsets, its durable size and a sparse index of batch starts.
 * Pure bookkeeping; the files themselves are opened by the modules that read and write them.
 */

/** One sparse-index entry per this many bytes: bounds index memory (16 Ki entries per GiB). */
const INDEX_INTERVAL_BYTES = 64 * 1024;

/**
 * One segment file. Owned by the log's state; the writer grows the active (last) one, retention marks
 * `deleted` before dropping it so a reader holding it knows to seek again.
 */
export interface Segment {
  baseOffset: number;
  /** Offset after the last durable record in this segment. */
  endOffset: number;
  /** Durable (fsynced and published) bytes; readers never read beyond it. */
  sizeBytes: number;
  path: string;
  /** Sparse index of batch starts: parallel arrays, ascending. */
  indexOffsets: number[];
  indexPositions: number[];
  lastIndexedPosition: number;
  deleted: boolean;
}

export function newSegment(baseOffset: number, path: string): Segment {
  return { baseOffset, endOffset: baseOffset, sizeBytes: 0, path, indexOffsets: [], indexPositions: [], lastIndexedPosition: 0, deleted: false };
}

export function addIndexEntry(segment: Segment, firstOffset: number, position: number): void {
  if (segment.indexPositions.length === 0 || position - segment.lastIndexedPosition >= INDEX_INTERVAL_BYTES) {
    segment.indexOffsets.push(firstOffset);
    segment.indexPositions.push(position);
    segment.lastIndexedPosition = position;
  }
}

/** Byte position of the last indexed batch starting at or before `offset` (0 when none). */
export function floorIndexPosition(segment: Segment, offset: number): number {
  const offsets = segment.indexOffsets;
  let lo = 0;
  let hi = offsets.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (offsets[mid]! <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found < 0 ? 0 : segment.indexPositions[found]!;
}

/**
 * The segment of `segments` (ascending by base offset) holding `offset` (for offset == end of a segment,
 * the following one when it exists).
 */
export function findSegment(segments: readonly Segment[], offset: number): Segment | null {
  let lo = 0;
  let hi = segments.length - 1;
  let found: Segment | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (segments[mid]!.baseOffset <= offset) {
      found = segments[mid]!;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found;
}
