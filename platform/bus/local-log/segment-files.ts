/** Names, modes and creation of the local log's files on disk. */
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { fsyncDir } from '../../durable-file/durable-file.ts';
import { O_DSYNC } from '../../durable-file/writev-all.ts';
import type { Segment } from './segment.ts';
import { newSegment } from './segment.ts';

/** Directories and files of the log: owner-only (the umask can only narrow these further). */
export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;

export const SEGMENT_NAME = /^(\d{20})\.log$/;

/**
 * The active segment is written through a handle opened with `O_DSYNC` where the platform has it: a write
 * returns once its bytes are durable, one trip to the thread pool per group commit instead of a write and an
 * fsync. When true, the writer skips its own sync after the write; elsewhere it syncs as before.
 */
export const ACTIVE_SEGMENT_WRITES_ARE_DURABLE = O_DSYNC !== undefined;

/** Opens an existing segment to append to it (recovery's last segment). */
export function openActiveSegment(path: string): Promise<FileHandle> {
  return open(path, constants.O_RDWR | (O_DSYNC ?? 0));
}

function formatSegmentName(baseOffset: number): string {
  return `${String(baseOffset).padStart(20, '0')}.log`;
}

/** Creates the empty segment file starting at `baseOffset` in `dir`, durably; the caller owns (closes) the handle. */
export async function createSegmentFile(dir: string, baseOffset: number): Promise<{ segment: Segment; handle: FileHandle }> {
  const path = join(dir, formatSegmentName(baseOffset));
  // O_EXCL ('wx'): never reuse an existing file, whose old bytes could look like valid batches.
  const handle = await open(path, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (O_DSYNC ?? 0), FILE_MODE);
  try {
    await handle.sync();
    // Without this the new file's directory entry, and so every batch acknowledged in it, could vanish.
    await fsyncDir(dir);
  } catch (error) {
    await handle.close();
    throw error;
  }
  return { segment: newSegment(baseOffset, path), handle };
}
