import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { link, mkdir, open, readFile, rename, unlink } from 'node:fs/promises';
import path from 'node:path';

/** Creates `dir` (0700) when missing and makes the new entry durable in its parent. */
export async function ensurePrivateDir(dir: string): Promise<void> {
  const created = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (created !== undefined) await fsyncDir(path.dirname(path.resolve(dir)));
}

export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, fsConstants.O_RDONLY);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

export async function readFileOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function writeTemp(file: string, data: string, mode: number): Promise<string> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fh = await open(tmp, 'wx', mode);
  try {
    await fh.writeFile(data, 'utf8');
    await fh.sync();
  } finally {
    await fh.close();
  }
  return tmp;
}

/**
 * Replaces `file` atomically and durably: written and fsynced under a temporary name, renamed over the
 * old one, directory fsynced. A crash leaves the old or the new file, never a torn one.
 */
export async function writeFileAtomic(file: string, data: string, mode: number): Promise<void> {
  const tmp = await writeTemp(file, data, mode);
  try {
    await rename(tmp, file);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await fsyncDir(path.dirname(file));
}

/**
 * Creates `file` atomically and durably, never replacing an existing one (hard link fails on an existing
 * name, rename would not): two processes creating a key at once end up using the same key.
 */
export async function writeFileNoClobber(file: string, data: string, mode: number): Promise<'created' | 'existed'> {
  const tmp = await writeTemp(file, data, mode);
  try {
    try {
      await link(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'existed';
      throw err;
    }
    await fsyncDir(path.dirname(file));
    return 'created';
  } finally {
    await unlink(tmp).catch(() => undefined);
  }
}
