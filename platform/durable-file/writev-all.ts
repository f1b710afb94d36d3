import type { FileHandle } from 'node:fs/promises';

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
