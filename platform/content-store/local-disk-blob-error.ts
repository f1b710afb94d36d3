import { codeOf, TraceholdError } from '../errors/tracehold-error.ts';

/**
 * Stable error codes of the local-disk backends (one file per object, and packs):
 * - TH_ERR_BLOB_BAD_KEY: a key outside `BLOB_KEY_PATTERN` (never reaches the file system).
 * - TH_ERR_BLOB_TOO_LARGE: a stored file above `maxObjectBytes` (not read into memory).
 * - TH_ERR_BLOB_NOT_STARTED: used before `start()` or after `shutdown()` (packs: an append after the
 *   writer was closed).
 * - TH_ERR_BLOB_CORRUPT: a pack file shorter than its index says (truncated or damaged on disk).
 * None of these is retryable. File-system errors keep their errno code; the transient ones (disk full,
 * too many open files, I/O busy: `TransientDiskErrorCode`) come as a retryable LocalDiskBlobError carrying
 * that code and the original error as `cause`, so the exporter is asked to retry; the others pass through
 * as Node threw them (not retryable).
 */
export type LocalDiskBlobErrorCode = 'TH_ERR_BLOB_BAD_KEY' | 'TH_ERR_BLOB_TOO_LARGE' | 'TH_ERR_BLOB_NOT_STARTED' | 'TH_ERR_BLOB_CORRUPT';

/** errno codes after which the same write or read may succeed unchanged. */
export type TransientDiskErrorCode = 'ENOSPC' | 'EDQUOT' | 'EMFILE' | 'ENFILE' | 'EAGAIN' | 'EBUSY' | 'ENOMEM' | 'EINTR';

const TRANSIENT_DISK_CODES: ReadonlySet<string> = new Set<TransientDiskErrorCode>(['ENOSPC', 'EDQUOT', 'EMFILE', 'ENFILE', 'EAGAIN', 'EBUSY', 'ENOMEM', 'EINTR']);

export class LocalDiskBlobError extends TraceholdError<LocalDiskBlobErrorCode | TransientDiskErrorCode> {
  constructor(code: LocalDiskBlobErrorCode, message: string);
  /** A transient file-system failure: `message` is the system error's, kept as it was. */
  constructor(code: TransientDiskErrorCode, message: string, cause: Error);
  constructor(code: LocalDiskBlobErrorCode | TransientDiskErrorCode, message: string, cause?: Error) {
    const transient = TRANSIENT_DISK_CODES.has(code);
    super(code, transient ? message : `${code}: ${message}`, { retryable: transient, cause });
    this.name = 'LocalDiskBlobError';
  }
}

/**
 * A file-system error as the backends throw it: a transient one (see `TransientDiskErrorCode`) becomes a
 * retryable LocalDiskBlobError with the same code and message; anything else is returned as it is.
 */
export function classifyDiskError(err: unknown): unknown {
  if (err instanceof TraceholdError || !(err instanceof Error)) return err;
  const code = codeOf(err);
  if (code === undefined || !TRANSIENT_DISK_CODES.has(code)) return err;
  return new LocalDiskBlobError(code as TransientDiskErrorCode, err.message, err);
}
