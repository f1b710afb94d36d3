/**
 * Durable file operations (the key directory, and the audit log's signing key and head file). Every write is atomic (temporary file, fsync, then link or
 * rename) and followed by an fsync of the directory, so that after a crash a key file is either the old
 * version or the new one, never a mix, and an acknowledged change survives power loss.
 */
import { randomBytes } from 'node:crypto';
import { constants as fsConstants, statSync } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { link, mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export async function readFileOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Creates `dir` (0700) if needed and makes its creation durable. */
export async function ensureDir(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return;
  // fsync every parent whose entry list changed, from the new directory's parent up to the first
  // directory that already existed.
  let child = path.resolve(dir);
  const top = path.resolve(firstCreated);
  for (;;) {
    const parent = path.dirname(child);
    await fsyncDir(parent);
    if (child === top || parent === child) break;
    child = parent;
  }
}

export async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, fsConstants.O_RDONLY);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** Writes `data` (mode, default 0600) under a fresh temporary name next to `file` and fsyncs it; returns that name. */
async function writeTemp(file: string, data: Buffer, mode = 0o600): Promise<string> {
  const tmp = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fh = await open(tmp, 'wx', mode);
  try {
    await fh.writeFile(data);
    await fh.sync();
  } catch (err) {
    await fh.close();
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
  await fh.close();
  return tmp;
}

/**
 * Writes `data` to `file` (0600) atomically and durably, never replacing an existing file: a key file
 * replaced by a different key would make everything encrypted under the first unreadable. The data is
 * written and fsynced under a temporary name, then hard-linked into place (link fails if the name
 * exists, unlike rename), and the directory is fsynced. Zeroes `data` afterwards: callers pass key material.
 */
export async function writeFileNoClobber(
  file: string,
  data: Buffer,
  mode = 0o600,
  /** Called with the new file's inode and mtime (read before it got its name, so they are ours) when it is created. */
  onCreated?: (identity: { ino: bigint; mtimeNs: bigint }) => void,
): Promise<'created' | 'existed'> {
  let tmp: string | null = null;
  try {
    tmp = await writeTemp(file, data, mode);
    // The temporary name is ours alone; the link below gives the same inode its final name.
    const identity = onCreated ? statSync(tmp, { bigint: true }) : null;
    try {
      await link(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'existed';
      throw err;
    }
    await unlink(tmp);
    tmp = null;
    await fsyncDir(path.dirname(file));
    if (identity) onCreated!({ ino: identity.ino, mtimeNs: identity.mtimeNs });
    return 'created';
  } finally {
    data.fill(0);
    if (tmp !== null) await unlink(tmp).catch(() => undefined);
  }
}

/**
 * Replaces `file` (0600) atomically and durably with `data` (rename over it, then fsync the directory).
 * Only for updates that keep every key the old version held (re-wrapping, adding a version), made under
 * the key-directory lock. Zeroes `data` afterwards.
 */
export async function replaceFileDurably(file: string, data: Buffer, mode = 0o600): Promise<void> {
  let tmp: string | null = null;
  try {
    tmp = await writeTemp(file, data, mode);
    await rename(tmp, file);
    tmp = null;
    await fsyncDir(path.dirname(file));
  } finally {
    data.fill(0);
    if (tmp !== null) await unlink(tmp).catch(() => undefined);
  }
}

/** Removes `file` and fsyncs its directory; false when it did not exist. */
export async function unlinkDurably(file: string): Promise<boolean> {
  try {
    await unlink(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
  await fsyncDir(path.dirname(file));
  return true;
}

export interface DirLockOptions {
  /** How long to wait for another holder; default 30 s. */
  timeoutMs?: number;
  /** Called once when the lock is busy (to log that we wait). */
  onWait?: (holder: string) => void;
}

const LOCK_POLL_MS = 25;
const EMPTY_LOCK_STALE_MS = 10_000;

/**
 * Runs `fn` holding `<dir>/.lock`, an exclusive lock between processes that update files in `dir`
 * (key rotations, subject key destruction, rotation recovery). The lock file records pid and host; a
 * lock left by a dead process on this host is taken over. Callers serialize their own in-process users
 * (this lock polls).
 */
export async function withDirLock<T>(dir: string, fn: () => Promise<T>, options: DirLockOptions = {}): Promise<T> {
  const lockFile = path.join(dir, '.lock');
  const deadline = Date.now() + (options.timeoutMs ?? 30_000);
  const me = JSON.stringify({ pid: process.pid, host: os.hostname(), sinceMs: Date.now() });
  let warned = false;
  for (;;) {
    try {
      const fh = await open(lockFile, 'wx', 0o600);
      try {
        await fh.writeFile(me);
        await fh.sync();
      } finally {
        await fh.close();
      }
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = (await readFileOrNull(lockFile)) ?? '';
    if (await isStaleLock(lockFile, holder)) {
      // Rename first so that two processes taking over the same stale lock cannot both succeed.
      const stale = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
      await rename(lockFile, stale).catch(() => undefined);
      await unlink(stale).catch(() => undefined);
      continue;
    }
    if (Date.now() >= deadline) {
      throw Object.assign(new Error(`${lockFile} is held by another process (${holder.slice(0, 200)})`), { code: 'TH_ERR_KEY_LOCKED' });
    }
    if (!warned) {
      warned = true;
      options.onWait?.(holder);
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
  try {
    return await fn();
  } finally {
    await unlink(lockFile).catch(() => undefined);
  }
}

async function isStaleLock(lockFile: string, holder: string): Promise<boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(holder);
  } catch {
    // Empty or torn: either the holder is between creating and writing it (microseconds), or it died
    // there. Only an old one is abandoned.
    const mtimeMs = await stat(lockFile).then((s) => s.mtimeMs, () => 0);
    return Date.now() - mtimeMs > EMPTY_LOCK_STALE_MS;
  }
  if (typeof parsed !== 'object' || parsed === null) return true;
  const { pid, host } = parsed as { pid?: unknown; host?: unknown };
  if (typeof pid !== 'number' || host !== os.hostname()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/** Writes all buffers at `position` (one `writev` when the kernel takes them whole), looping over short writes; returns the bytes written. */
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
