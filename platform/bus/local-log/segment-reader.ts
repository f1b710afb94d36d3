import { open } from 'node:fs/promises';
import { createBusError } from '../bus-error.ts';
import type { BusRecord } from '../bus.ts';
import { BATCH_HEADER_BYTES, checkRecord, decodeBatchHeader, decodeRecord, RECORD_FIXED_AFTER_LENGTH } from './batch-codec.ts';
import type { FileWindow } from './file-window.ts';
import { createFileWindow } from './file-window.ts';
import type { Segment } from './segment.ts';
import { findSegment, floorIndexPosition } from './segment.ts';
import type { LocalLogState } from './state.ts';

const READ_WINDOW_BYTES = 256 * 1024;

/**
 * Sequential reader over the segments for one consumer: keeps its file open and its place inside a batch
 * between calls, so reading on from where it stopped costs no seek. Not safe for concurrent calls (the
 * consumer serializes its polls); `close` once at shutdown.
 */
export interface SegmentReader {
  /** Next durable record at or after `position`, or null when there is none yet; throws TH_ERR_BUS_CORRUPT on damaged data. */
  next(position: number): Promise<BusRecord | null>;
  close(): Promise<void>;
}

export function createSegmentReader(state: LocalLogState, groupName: string): SegmentReader {
  const { segments, logger } = state;
  // Reader state: `filePosition` is a batch header when `batchRemaining` is 0, else the next record.
  let segment: Segment | null = null;
  let window: FileWindow | null = null;
  let filePosition = 0;
  let batchRemaining = 0;
  let batchNextOffset = 0;

  async function closeReader(): Promise<void> {
    const handle = window?.handle;
    window = null;
    segment = null;
    await handle?.close();
  }

  async function seek(offset: number): Promise<void> {
    const target = findSegment(segments, offset);
    if (target === null) throw createBusError('TH_ERR_BUS_CORRUPT', `local log: no segment holds offset ${offset}`);
    if (target !== segment) {
      await closeReader();
      window = createFileWindow(await open(target.path, 'r'), READ_WINDOW_BYTES);
      segment = target;
    }
    filePosition = floorIndexPosition(target, offset);
    batchRemaining = 0;
  }

  function corruptRead(reason: string): Error {
    logger.error({ group: groupName, file: segment?.path, position: filePosition, reason }, 'local log: corrupt record while reading');
    return createBusError('TH_ERR_BUS_CORRUPT', `local log corrupt: ${segment?.path} at byte ${filePosition}: ${reason}`);
  }

  async function readNext(position: number): Promise<BusRecord | null> {
    for (;;) {
      if (segment === null || segment.deleted || position < segment.baseOffset) await seek(position);
      const current = segment!;
      const view = window!;
      if (batchRemaining === 0) {
        if (filePosition >= current.sizeBytes) {
          if (segments[segments.length - 1] === current || position >= state.durableEndOffset) return null;
          await seek(position); // this segment is sealed and exhausted: move on
          if (segment === current) throw corruptRead(`offset ${position} missing`);
          continue;
        }
        if (filePosition + BATCH_HEADER_BYTES > current.sizeBytes) throw corruptRead('partial batch header');
        const header = decodeBatchHeader(await view.view(filePosition, BATCH_HEADER_BYTES, current.sizeBytes));
        if (typeof header === 'string') throw corruptRead(header);
        if (header.firstOffset + header.recordCount <= position) {
          filePosition += BATCH_HEADER_BYTES + header.bodyBytes; // whole batch already consumed
          continue;
        }
        batchRemaining = header.recordCount;
        batchNextOffset = header.firstOffset;
        filePosition += BATCH_HEADER_BYTES;
      }
      if (filePosition + 4 > current.sizeBytes) throw corruptRead('partial record length');
      const lengthView = await view.view(filePosition, 4, current.sizeBytes);
      const recordBytes = lengthView.readUInt32BE(0);
      if (recordBytes < RECORD_FIXED_AFTER_LENGTH || filePosition + 4 + recordBytes > current.sizeBytes) {
        throw corruptRead('bad record length');
      }
      const recordView = await view.view(filePosition, 4 + recordBytes, current.sizeBytes);
      const checked = checkRecord(recordView, 0, batchNextOffset);
      if ('reason' in checked) throw corruptRead(checked.reason);
      const offset = batchNextOffset;
      filePosition += 4 + recordBytes;
      batchRemaining--;
      batchNextOffset++;
      if (offset < position) continue;
      const { key, value } = decodeRecord(recordView);
      return {
        partition: 0,
        offset,
        key,
        // Copied: the window's buffer is reused by the next read.
        value: Buffer.from(value),
      };
    }
  }

  return { next: readNext, close: closeReader };
}
