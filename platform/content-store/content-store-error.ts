import { TraceholdError } from '../errors/tracehold-error.ts';

/**
 * Stable error codes of the content store:
 * - TH_ERR_CONTENT_TOO_LARGE: an object above `maxObjectBytes` (the caller maps it to 413).
 * - TH_ERR_CONTENT_BAD_REF: a reference that is not `thref:v1:<keyId>:<64 hex>`.
 * - TH_ERR_CONTENT_BAD_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_CONTENT_BAD_CONTENT_TYPE: a content type that is not a string of 1-255 characters.
 * - TH_ERR_CONTENT_BAD_SUBJECT: a subject that is not a string of at most 4096 characters, or a subject
 *   reference that is not a pseudonym `psn_<32 hex>` (attribution).
 * - TH_ERR_CONTENT_BAD_TRACE_ID: a trace scope that is not 32 lowercase hex digits, or is all zeros (the
 *   W3C / OTLP invalid trace id).
 * - TH_ERR_CONTENT_CORRUPT: an object that fails authentication or parsing (tampered, truncated, not
 *   this tenant's, or naming a key that does not exist and was never destroyed); no bytes are ever
 *   returned from such an object.
 * - TH_ERR_CONTENT_KEY_DESTROYED: the object exists but its subject's key was destroyed
 *   (crypto-shredded): it can never be decrypted again. Not "not found" (null), not corrupt.
 * - TH_ERR_CONTENT_NOT_STARTED: used before `start()` or after `shutdown()`.
 * None is retryable: each names bad input, damaged or shredded data, or a store used outside its life. A
 * transient failure below the store (disk full, S3 unavailable) reaches the caller as the backend's own
 * retryable error, not as a ContentStoreError.
 */
export type ContentStoreErrorCode =
  | 'TH_ERR_CONTENT_TOO_LARGE'
  | 'TH_ERR_CONTENT_BAD_REF'
  | 'TH_ERR_CONTENT_BAD_TENANT'
  | 'TH_ERR_CONTENT_BAD_CONTENT_TYPE'
  | 'TH_ERR_CONTENT_BAD_SUBJECT'
  | 'TH_ERR_CONTENT_BAD_TRACE_ID'
  | 'TH_ERR_CONTENT_CORRUPT'
  | 'TH_ERR_CONTENT_KEY_DESTROYED'
  | 'TH_ERR_CONTENT_NOT_STARTED';

/** Messages carry references, tenants, pseudonyms and trace ids at most, never content or raw subject ids. */
export class ContentStoreError extends TraceholdError<ContentStoreErrorCode> {
  constructor(code: ContentStoreErrorCode, message: string) {
    super(code, `${code}: ${message}`, { retryable: false });
    this.name = 'ContentStoreError';
  }
}
