import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';

/**
 * `O_DSYNC` where the platform has it (Linux, macOS), else undefined. A file opened with it makes each write
 * durable before the write returns, as `write` + `fdatasync` would, in one trip to the thread pool instead of
 * two; the flush then starts at once, not when the process's thread is next free. Where it is undefined the
 * writer calls `fdatasync` after the write.
 */
export const O_DSYNC: number | undefined = (constants as { O_DSYNC?: number }).O_DSYNC;

/**
 * Writes all buffers at `position` (one `writev` when the kernel takes them whole), looping over short writes;
 * returns the bytes written. Throws when a write makes no progress (so never pass only empty buffers).
 */
export async function writevAll(handle: FileHandle, buffers: Buffer[], position: number): Promise<number> {
  let pending = buffers;
  let at = position;
  while (pending.length > 0) {
    const { bytesWritten } = await handle.writev(pending, at);
    if (bytesWritten === 0) throw new Error('write made no progress');
    at += bytesWritten;
    let skip = bytesWritten;
    const rest: Buffer[] = [];
    for (const buf of pending) {
      if (skip >= buf.length) {
        skip -= buf.length;
      } else {
        rest.push(skip > 0 ? buf.subarray(skip) : buf);
        skip = 0;
      }
    }
    pending = rest;
  }
  return at - position;
}
