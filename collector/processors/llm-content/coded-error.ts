import { TraceholdError } from '../../../platform/errors/tracehold-error.ts';

/**
 * Error codes of content extraction (both are broken invariants, not load, so not retryable):
 * - TH_ERR_TENANT_MISMATCH: a span of another tenant reached the extraction of this tenant's batch.
 * - TH_ERR_CONTENT_STORE_RESULT: the content store answered `putMany` with a result count that does not match.
 */
export type ExtractionErrorCode = 'TH_ERR_TENANT_MISMATCH' | 'TH_ERR_CONTENT_STORE_RESULT';

/** An extraction error with its stable code, which callers test (`codeOf`) instead of the message. */
export function codedError(code: ExtractionErrorCode, message: string): TraceholdError<ExtractionErrorCode> {
  return new TraceholdError(code, `${code}: ${message}`);
}
