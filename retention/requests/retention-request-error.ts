/**
 * Errors of the retention request side that the caller can act on (the API maps each to a status). Messages
 * name ids and states only, never a subject or content.
 */

import { TraceholdError } from '../../platform/errors/tracehold-error.ts';
export const RETENTION_REQUEST_ERRORS = {
  TH_ERR_RETENTION_HOLD_NOT_FOUND: 'no hold with this id in your tenant',
  TH_ERR_RETENTION_HOLD_RELEASED: 'the hold is already released',
} as const;

export type RetentionRequestErrorCode = keyof typeof RETENTION_REQUEST_ERRORS;

export class RetentionRequestError extends TraceholdError<RetentionRequestErrorCode> {
  constructor(code: RetentionRequestErrorCode) {
    super(code, RETENTION_REQUEST_ERRORS[code]);
    this.name = 'RetentionRequestError';
  }
}
