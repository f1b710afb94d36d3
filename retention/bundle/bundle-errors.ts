/**
 * Error codes of the legal-hold bundle export (a failed job's `error` starts with one). Messages name ids,
 * never stored values. Verification reports problems as results (file, line, words), not as errors.
 */

import { TraceholdError } from '../../platform/errors/tracehold-error.ts';
export const BUNDLE_ERROR_CODES = [
  /** The hold does not exist in the caller's tenant. */
  'TH_ERR_EXPORT_HOLD_NOT_FOUND',
  /** Content was asked for without the content:read:raw scope. */
  'TH_ERR_EXPORT_FORBIDDEN',
  /** The audit log has no signed checkpoint covering the export's own entry, or has gaps before it. */
  'TH_ERR_EXPORT_AUDIT_UNVERIFIABLE',
  /** Reading the covered data or writing the bundle failed (storage); the job is failed and can be asked again. */
  'TH_ERR_EXPORT_FAILED',
] as const;
export type BundleErrorCode = (typeof BUNDLE_ERROR_CODES)[number];

export class BundleError extends TraceholdError<BundleErrorCode> {
  constructor(code: BundleErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, message, options);
    this.name = 'BundleError';
  }
}
