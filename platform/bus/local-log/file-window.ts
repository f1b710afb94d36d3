import type { FileHandle } from 'node:fs/promises';
import { createBusError } from '../bus-error.ts';

/**
 * A bounded read window over one file: reads the needed range (at least `windowBytes` when available)
 * instead of whole segments. Views it returns are valid until the next call. The caller owns `handle`
 * and closes it.
 */
export interface FileWindow {
  readonly handle: FileHandle;
  /** Bytes [position, position+length) of the file; `limitBytes` is how far reading is allowed. */
  view(position: number, length: number, limitBytes: number): Promise<Buffer>;
}

export function createFileWindow(handle: FileHandle, windowBytes: number): FileWindow {
  let buf = Buffer.allocUnsafe(windowBytes);
  let start = 0;
  let length = 0;
  return {
    handle,
    async view(position: number, wantedLength: number, limitBytes: number): Promise<Buffer> {
      if (position >= start && position + wantedLength <= start + length) {
        return buf.subarray(position - start, position - start + wantedLength);
      }
      // Grows only to the largest single record/batch read; those are bounded by maxSegmentBytes.
      if (wantedLength > buf.length) buf = Buffer.allocUnsafe(wantedLength);
      const wanted = Math.max(wantedLength, Math.min(buf.length, limitBytes - position));
      let filled = 0;
      while (filled < wanted) {
        const { bytesRead } = await handle.read(buf, filled, wanted - filled, position + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      start = position;
      length = filled;
      // Reads stay below the durable end: a file shorter than that lost acknowledged bytes.
      if (filled < wantedLength) throw createBusError('TH_ERR_BUS_CORRUPT', `local log: short read at ${position}: wanted ${wantedLength}, got ${filled}`);
      return buf.subarray(0, wantedLength);
    },
  };
}
