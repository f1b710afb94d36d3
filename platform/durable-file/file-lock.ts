/**
 * An exclusive lock between processes on one host: a file created with O_EXCL holding {pid, host, nonce},
 * removed on release. The one lock of the platform: the keyring holds `<keys dir>/.lock` while it updates key
 * files (dir-lock.ts), the audit writer one per tenant while it writes a batch when several processes share a
 * data directory, and one around the read-merge-write of its head file.
 *
 * A lock whose pid is dead on this host is taken over: renamed away first, and the renamed file checked to be
 * the stale one, so that two processes taking over the same stale lock do not both win. An empty or torn lock
 * file (its holder is between creating and writing it, microseconds, or died there) is abandoned only when
 * older than `emptyStaleMs`. Release removes the file only while it is still ours. In-process users must
 * serialize themselves or accept polling (it works, but polls).
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import { codeOf } from '../errors/tracehold-error.ts';

export interface FileLockOptions {
  /** How long to wait for another holder before `busyError`. */
  timeoutMs: number;
  /** The error thrown when another holder kept the lock for the whole wait, given a message naming the file and its holder. */
  busyError: (message: string) => Error;
  /** Called once when the lock is busy (to log that we wait), with the holder's {pid, host}. */
  onWait?: (holder: string) => void;
  /** fsync the lock file's contents: for locks guarding files whose holders outlive a crash of the machine's page cache. Default false. */
  sync?: boolean;
  /** Age beyond which an empty or torn lock file is abandoned. Default 10 s. */
  emptyStaleMs?: number;
  /** Longest wait between two attempts (they start at 0.5 ms and double). Default 25 ms. */
  maxPollMs?: number;
}

/** Runs `fn` holding `lockFile`. */
export async function withFileLock<T>(lockFile: string, fn: () => Promise<T>, options: FileLockOptions): Promise<T> {
  const me = JSON.stringify({ pid: process.pid, host: os.hostname(), nonce: randomBytes(8).toString('hex') });
  const deadline = Date.now() + options.timeoutMs;
  const maxPollMs = options.maxPollMs ?? 25;
  let pollMs = 0.5;
  let warned = false;
  for (;;) {
    if (await tryCreate(lockFile, me, options.sync ?? false)) break;
    const holder = await readFile(lockFile, 'utf8').catch(() => null);
    if (holder !== null && (await isStale(lockFile, holder, options.emptyStaleMs ?? 10_000))) {
      await takeOver(lockFile, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      throw options.busyError(`${lockFile} is held by another process (${(holder ?? '').slice(0, 200)})`);
    }
    if (!warned) {
      warned = true;
      options.onWait?.(holder ?? '');
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    pollMs = Math.min(maxPollMs, pollMs * 2);
  }
  try {
    return await fn();
  } finally {
    // Only our own lock: after a (wrongful) takeover the file may be someone else's.
    const now = await readFile(lockFile, 'utf8').catch(() => null);
    if (now === me) await unlink(lockFile).catch(() => undefined);
  }
}

async function tryCreate(lockFile: string, content: string, sync: boolean): Promise<boolean> {
  let fh;
  try {
    fh = await open(lockFile, 'wx', 0o600);
  } catch (err) {
    if (codeOf(err) === 'EEXIST') return false;
    throw err;
  }
  try {
    await fh.writeFile(content);
    if (sync) await fh.sync();
  } finally {
    await fh.close();
  }
  return true;
}

async function takeOver(lockFile: string, staleHolder: string): Promise<void> {
  const aside = `${lockFile}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(lockFile, aside);
  } catch {
    return; // someone else took it over (or released it) first
  }
  const moved = await readFile(aside, 'utf8').catch(() => null);
  // Between our read and our rename another process may have taken over and created a live lock:
  // put it back (link fails if a new lock exists already, which is then the live one).
  if (moved !== staleHolder) await link(aside, lockFile).catch(() => undefined);
  await unlink(aside).catch(() => undefined);
}

async function isStale(lockFile: string, holder: string, emptyStaleMs: number): Promise<boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(holder);
  } catch {
    // Empty or torn: the holder is between create and write (microseconds), or died there.
    const mtimeMs = await stat(lockFile).then((s) => s.mtimeMs, () => Date.now());
    return Date.now() - mtimeMs > emptyStaleMs;
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
