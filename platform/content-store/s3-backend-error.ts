/**
 * The errors of the S3 blob backend and how an SDK or network failure maps to them. Retryability is decided
 * here, from the HTTP status, the S3 error name and Node's system error code, never from a message.
 *
 * Error codes:
 *   TH_ERR_S3_UNAVAILABLE  network error, timeout, 5xx, throttling (503 SlowDown, 429), checksum mismatch in
 *                          transit — retryable
 *   TH_ERR_S3_OVERLOADED   maxInFlight requests in progress and maxQueued waiting — retryable
 *   TH_ERR_S3_AUTH         403 / bad access key / bad signature: wrong credentials or no permission
 *   TH_ERR_S3_BAD_KEY      a key that does not match BLOB_KEY_PATTERN
 *   TH_ERR_S3_TOO_LARGE    putIfAbsent or replace above maxObjectBytes, or get of an object above MAX_READ_BYTES
 *   TH_ERR_S3_FAILED       any other refusal retrying cannot fix (e.g. the bucket was deleted: NoSuchBucket)
 *   TH_ERR_S3_NOT_STARTED  used before start() resolved or after shutdown()
 *   TH_ERR_S3_BAD_CONFIG   invalid S3BlobBackendConfig (thrown by createS3BlobBackend)
 */
import { codeOf, TraceholdError } from '../errors/tracehold-error.ts';

export type S3BlobBackendErrorCode =
  | 'TH_ERR_S3_UNAVAILABLE'
  | 'TH_ERR_S3_OVERLOADED'
  | 'TH_ERR_S3_AUTH'
  | 'TH_ERR_S3_BAD_KEY'
  | 'TH_ERR_S3_TOO_LARGE'
  | 'TH_ERR_S3_FAILED'
  | 'TH_ERR_S3_NOT_STARTED'
  | 'TH_ERR_S3_BAD_CONFIG';

/**
 * `retryable` is the thrower's decision (UNAVAILABLE and OVERLOADED are, the others are not). No `cause`:
 * the SDK's errors may quote the object key, which names a tenant.
 */
export class S3BlobBackendError extends TraceholdError<S3BlobBackendErrorCode> {
  constructor(code: S3BlobBackendErrorCode, message: string, retryable: boolean) {
    super(code, `${code}: ${message}`, { retryable });
    this.name = 'S3BlobBackendError';
  }
}

const AUTH_ERROR_NAMES = new Set([
  'AccessDenied',
  'InvalidAccessKeyId',
  'SignatureDoesNotMatch',
  'InvalidToken',
  'ExpiredToken',
  'TokenRefreshRequired',
  'AllAccessDisabled',
  'AccountProblem',
  'Forbidden',
]);
const TRANSIENT_ERROR_NAMES = new Set([
  'SlowDown',
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'ServiceUnavailable',
  'InternalError',
  'RequestTimeout',
  'RequestTimeoutException',
  'BadDigest',
  'XAmzContentChecksumMismatch',
  'XAmzContentSHA256Mismatch',
  'IncompleteBody',
  'OperationAborted',
  'ConditionalRequestConflict',
  'TimeoutError',
  'AbortError',
]);

/** The HTTP status of an S3 answer (the SDK's `$metadata`); undefined when none came back. */
export function httpStatus(error: unknown): number | undefined {
  const status = (error as { $metadata?: { httpStatusCode?: unknown } } | null)?.$metadata?.httpStatusCode;
  return typeof status === 'number' ? status : undefined;
}

/** The S3 error name (`NoSuchKey`, `SlowDown`…) or the error's class name. */
export function s3ErrorName(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' ? name : 'Error';
}

/** A 404 answer (missing bucket or object). */
export function isNotFound(error: unknown): boolean {
  return httpStatus(error) === 404;
}

/**
 * Maps an SDK or network error to a backend error. The message names the operation, HTTP status and S3
 * error name only: S3 error messages and SDK errors may quote the object key (which names a tenant).
 */
export function classifyS3Error(error: unknown, operation: string, bucket: string): S3BlobBackendError {
  if (error instanceof S3BlobBackendError) return error;
  const status = httpStatus(error);
  const name = s3ErrorName(error);
  if (status === 401 || status === 403 || AUTH_ERROR_NAMES.has(name)) {
    return new S3BlobBackendError(
      'TH_ERR_S3_AUTH',
      `s3 backend: ${operation} on bucket ${bucket} was refused (${name}, HTTP ${status ?? '-'}): wrong access key or secret, or no permission on the bucket`,
      false,
    );
  }
  if (status !== undefined) {
    if (status >= 500 || status === 429 || status === 408 || TRANSIENT_ERROR_NAMES.has(name)) {
      return new S3BlobBackendError('TH_ERR_S3_UNAVAILABLE', `s3 backend: ${operation} failed (${name}, HTTP ${status})`, true);
    }
    return new S3BlobBackendError('TH_ERR_S3_FAILED', `s3 backend: ${operation} failed (${name}, HTTP ${status})`, false);
  }
  // No HTTP answer: connection refused/reset, DNS, timeouts. Node's system errors carry a code like
  // ECONNREFUSED, and their messages hold the address at most, never the request path.
  const sysCode = codeOf(error);
  const retryableBySdk = (error as { $retryable?: unknown } | null)?.$retryable !== undefined;
  if ((sysCode !== undefined && /^E[A-Z0-9_]+$/.test(sysCode)) || TRANSIENT_ERROR_NAMES.has(name) || retryableBySdk) {
    const detail = sysCode ?? name;
    const message = error instanceof Error && sysCode !== undefined ? `: ${error.message}` : '';
    return new S3BlobBackendError('TH_ERR_S3_UNAVAILABLE', `s3 backend: ${operation} failed, no answer from S3 (${detail}${message})`, true);
  }
  return new S3BlobBackendError('TH_ERR_S3_FAILED', `s3 backend: ${operation} failed (${name})`, false);
}
