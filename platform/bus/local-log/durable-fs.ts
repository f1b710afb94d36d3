/**
 * The local log's own durable-file primitives: fsync a directory, and replace a small file atomically
 * (temporary file, fsync, rename, fsync the directory). Kept apart so that they can be swapped for the
 * shared durable-file helpers in one place.
 */
import { constants as fsConstants } from 'node:fs';
import { open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Suffix of the temporary file of a replace; one left behind by a crash never took effect. */
export const REPLACE_TMP_SUFFIX = '.tmp';

export async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, fsConstants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `finalPath` with `contents` (file mode `mode`) so that after a crash it holds the old or the new contents. */
export async function replaceFileAtomically(finalPath: string, contents: string, mode: number): Promise<void> {
  const tmpPath = `${finalPath}${REPLACE_TMP_SUFFIX}`;
  const handle = await open(tmpPath, 'w', mode);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmpPath, finalPath);
  await fsyncDirectory(dirname(finalPath));
}
