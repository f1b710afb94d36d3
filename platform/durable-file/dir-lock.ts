/**
 * An exclusive lock on a directory between processes: `<dir>/.lock`, created with O_EXCL and holding the
 * holder's pid and host. Held while the files of the directory are updated (key rotations, subject key
 * destruction, rotation recovery); a lock left by a dead process on this host is taken over.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { codeOf } from '../errors/tracehold-error.ts';
import { readFileIfExists } from './durable-file.ts';

/** How long `withDirLock` waits, what it says while waiting, and the error it throws when it gives up. */
export interface DirLockOptions {
  /** How long to wait for another holder; default 30 s. */
  timeoutMs?: number;
  /** Called once when the lock is busy (to log that we wait). */
  onWait?: (holder: string) => void;
  /**
   * The error thrown when another holder kept the lock for the whole wait, given a message naming the lock
   * file and its holder: the caller's own error type (the keyring's TH_ERR_KEY_LOCKED).
   */
  busyError: (message: string) => Error;
}

const LOCK_POLL_MS = 25;
const EMPTY_LOCK_STALE_MS = 10_000;

/**
 * Runs `fn` holding `<dir>/.lock`. Callers serialize their own in-process users (this lock polls).
 */
export async function withDirLock<T>(dir: string, fn: () => Promise<T>, options: DirLockOptions): Promise<T> {
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
      if (codeOf(err) !== 'EEXIST') throw err;
    }
    const holder = (await readFileIfExists(lockFile)) ?? '';
    if (await isStaleLock(lockFile, holder)) {
      // Rename first so that two processes taking over the same stale lock cannot both succeed.
      const stale = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
      await rename(lockFile, stale).catch(() => undefined);
      await unlink(stale).catch(() => undefined);
      continue;
    }
    if (Date.now() >= deadline) {
      throw options.busyError(`${lockFile} is held by another process (${holder.slice(0, 200)})`);
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
    return codeOf(err) === 'ESRCH';
  }
}
