/**
 * An exclusive lock between processes on one host, held for milliseconds: the audit writer holds one per
 * tenant while it builds, inserts and checkpoints a batch when several processes share a data directory
 * (`audit.sharedWriters`), and one around read-merge-write of the head file.
 *
 * The lock is a file created with O_EXCL holding {pid, host, nonce}. A lock whose pid is dead on this host
 * is taken over (renamed away first, and the renamed file checked to be the stale one, so that two
 * processes taking over the same stale lock do not both win). An empty or torn lock file is abandoned
 * only when older than EMPTY_LOCK_STALE_MS. No fsync: a lock need not survive a crash, its holder does
 * not either. In-process users must serialize themselves or accept polling (it works, but polls).
 */
import { randomBytes } from 'node:crypto';
import { link, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import os from 'node:os';
import { AuditLogError } from './audit-errors.ts';
import { codeOf } from '../../platform/errors/tracehold-error.ts';

const EMPTY_LOCK_STALE_MS = 5_000;
const MAX_POLL_MS = 10;

/** Runs `fn` holding `lockFile`; waits at most `timeoutMs` for another holder (then TH_ERR_AUDIT_WRITE_FAILED, retryable). */
export async function withAuditFileLock<T>(lockFile: string, fn: () => Promise<T>, options: { timeoutMs: number }): Promise<T> {
  const nonce = randomBytes(8).toString('hex');
  const me = JSON.stringify({ pid: process.pid, host: os.hostname(), nonce });
  const deadline = Date.now() + options.timeoutMs;
  let pollMs = 0.5;
  for (;;) {
    if (await tryCreate(lockFile, me)) break;
    const holder = await readFile(lockFile, 'utf8').catch(() => null);
    if (holder !== null && (await isStale(lockFile, holder))) {
      await takeOver(lockFile, holder);
      continue;
    }
    if (Date.now() >= deadline) {
      throw new AuditLogError('TH_ERR_AUDIT_WRITE_FAILED', `the audit lock ${lockFile} is held by another process for more than ${options.timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    pollMs = Math.min(MAX_POLL_MS, pollMs * 2);
  }
  try {
    return await fn();
  } finally {
    // Only our own lock: after a (wrongful) takeover the file may be someone else's.
    const now = await readFile(lockFile, 'utf8').catch(() => null);
    if (now === me) await unlink(lockFile).catch(() => undefined);
  }
}

async function tryCreate(lockFile: string, content: string): Promise<boolean> {
  let fh;
  try {
    fh = await open(lockFile, 'wx', 0o600);
  } catch (err) {
    if (codeOf(err) === 'EEXIST') return false;
    throw err;
  }
  try {
    await fh.writeFile(content);
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

async function isStale(lockFile: string, holder: string): Promise<boolean> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(holder);
  } catch {
    // Empty or torn: the holder is between create and write (microseconds), or died there.
    const mtimeMs = await stat(lockFile).then((s) => s.mtimeMs, () => Date.now());
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
