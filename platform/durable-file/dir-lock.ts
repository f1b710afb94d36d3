/**
 * An exclusive lock on a directory between processes: `<dir>/.lock` (file-lock.ts), fsynced. Held while the
 * files of the directory are updated (key rotations, subject key destruction, rotation recovery); a lock left by
 * a dead process on this host is taken over.
 */
import path from 'node:path';
import { withFileLock } from './file-lock.ts';

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

/** Runs `fn` holding `<dir>/.lock`. Callers serialize their own in-process users (this lock polls). */
export function withDirLock<T>(dir: string, fn: () => Promise<T>, options: DirLockOptions): Promise<T> {
  return withFileLock(path.join(dir, '.lock'), fn, {
    timeoutMs: options.timeoutMs ?? 30_000,
    busyError: options.busyError,
    ...(options.onWait ? { onWait: options.onWait } : {}),
    sync: true,
  });
}
