/**
 * The audit writer's lock between processes on one host, held for milliseconds: one per tenant while it builds,
 * inserts and checkpoints a batch when several processes share a data directory (`audit.sharedWriters`), and
 * one around the read-merge-write of the head file. The platform's file lock (platform/durable-file/file-lock.ts)
 * without fsync (a lock need not survive a crash, its holder does not either) and with short polls.
 */
import { withFileLock } from '../../platform/durable-file/file-lock.ts';
import { AuditLogError } from './audit-errors.ts';

const EMPTY_LOCK_STALE_MS = 5_000;
const MAX_POLL_MS = 10;

/** Runs `fn` holding `lockFile`; waits at most `timeoutMs` for another holder (then TH_ERR_AUDIT_WRITE_FAILED, retryable). */
export function withAuditFileLock<T>(lockFile: string, fn: () => Promise<T>, options: { timeoutMs: number }): Promise<T> {
  return withFileLock(lockFile, fn, {
    timeoutMs: options.timeoutMs,
    busyError: () => new AuditLogError('TH_ERR_AUDIT_WRITE_FAILED', `the audit lock ${lockFile} is held by another process for more than ${options.timeoutMs} ms`),
    emptyStaleMs: EMPTY_LOCK_STALE_MS,
    maxPollMs: MAX_POLL_MS,
  });
}
