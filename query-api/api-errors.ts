/**
 * Error catalogue of the query API. Every error body is `{ error: { code, message } }`; codes are
 * stable, messages are for humans and never contain stored values.
 */

import { TraceholdError } from '../platform/errors/tracehold-error.ts';
export const API_ERRORS = {
  TH_ERR_API_UNAUTHENTICATED: { status: 401, message: 'missing or invalid bearer token' },
  TH_ERR_API_FORBIDDEN: { status: 403, message: 'the token lacks the scope this endpoint needs' },
  TH_ERR_API_BAD_TRACE_ID: { status: 400, message: 'trace id must be 32 hexadecimal characters and not all zeros' },
  TH_ERR_API_TRACE_NOT_FOUND: { status: 404, message: 'no trace with this id in your tenant' },
  TH_ERR_API_NOT_FOUND: { status: 404, message: 'no such route' },
  TH_ERR_API_BAD_SPAN_ID: { status: 400, message: 'span id must be 16 lowercase hexadecimal characters and not all zeros' },
  // One answer whether the object does not exist or exists for other traces only: a content read never
  // reveals which other traces use an object.
  TH_ERR_API_CONTENT_NOT_FOUND: { status: 404, message: 'no content object with this reference in this trace of your tenant' },
  TH_ERR_API_TRACE_REQUIRED: { status: 400, message: 'content reads name the trace they are made for: add traceId=<32 lowercase hex> (and optionally spanId=<16 hex>)' },
  TH_ERR_API_REASON_REQUIRED: { status: 400, message: 'raw content reads need a reason (a ticket id or free text)' },
  TH_ERR_API_AUDIT_UNAVAILABLE: { status: 503, message: 'the audit log cannot be written; the read was refused' },
  TH_ERR_API_CONTENT_UNREADABLE: { status: 410, message: 'the content can no longer be decrypted (its key was destroyed)' },
  TH_ERR_API_BAD_REQUEST: { status: 400, message: 'invalid request' },
  TH_ERR_API_BAD_TIME_WINDOW: { status: 400, message: 'invalid time window: from must not be after to, and a search covers at most 31 days' },
  // A cursor names a position in one search: reusing it with other filters would page through another list.
  TH_ERR_API_BAD_CURSOR: { status: 400, message: 'invalid cursor: pass back nextCursor unchanged, with the same filters as the request that returned it' },
  TH_ERR_API_STORAGE_UNAVAILABLE: { status: 503, message: 'storage is unavailable; retry shortly' },
  TH_ERR_API_INTERNAL: { status: 500, message: 'internal error' },
  TH_ERR_API_HOLD_NOT_FOUND: { status: 404, message: 'no hold with this id in your tenant' },
  TH_ERR_API_HOLD_RELEASED: { status: 409, message: 'the hold is already released' },
  TH_ERR_API_DELETION_NOT_FOUND: { status: 404, message: 'no deletion request with this id in your tenant' },
  TH_ERR_API_NO_RETENTION_WORKER: { status: 409, message: 'no retention worker in this process (it runs in the all-in-one or in `tracehold retention`)' },
  // Legal-hold bundle exports (issue 10, query-api/routes/hold-exports.ts).
  TH_ERR_API_EXPORT_HOLD_NOT_FOUND: { status: 404, message: 'no hold with this id in your tenant' },
  TH_ERR_API_EXPORT_NOT_FOUND: { status: 404, message: 'no export with this id for this hold in your tenant' },
  TH_ERR_API_EXPORT_BUSY: { status: 429, message: 'an export is already running in this process; retry after the time in Retry-After' },
  TH_ERR_API_EXPORT_NOT_READY: { status: 409, message: 'the export has not finished (or failed); see its state' },
  // Distributional replay (issue 11, query-api/routes/replays.ts).
  TH_ERR_API_LLM_CALL_NOT_FOUND: { status: 404, message: 'no LLM call with this span id in this trace of your tenant' },
  TH_ERR_API_REPLAY_NOT_FOUND: { status: 404, message: 'no replay with this id in your tenant' },
  TH_ERR_API_REPLAY_BUSY: { status: 429, message: 'the replays this process may run at once are running; retry after the time in Retry-After' },
  TH_ERR_API_REPLAY_OVER_BUDGET: { status: 422, message: 'the estimated cost of the replay is above budgetUsd; see the estimate' },
  TH_ERR_API_REPLAY_TENANT_BUDGET: { status: 422, message: "the estimated cost would exceed the tenant's monthly replay budget; see the estimate" },
  TH_ERR_API_REPLAY_PRICE_UNKNOWN: { status: 422, message: 'the price of this model is unknown: pass priceOverride (USD per million input and output tokens)' },
  TH_ERR_API_REPLAY_NOT_RUNNING: { status: 409, message: 'the replay is not running in this process (it finished, or another process runs it)' },
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/** Retryable exactly when its status asks the client to come back (429, 503). */
export class ApiError extends TraceholdError<ApiErrorCode> {
  constructor(code: ApiErrorCode, message?: string) {
    super(code, message ?? API_ERRORS[code].message, { retryable: API_ERRORS[code].status === 429 || API_ERRORS[code].status === 503 });
    this.name = 'ApiError';
  }
  get status(): number {
    return API_ERRORS[this.code].status;
  }
}

export function errorBody(code: ApiErrorCode, message?: string): { error: { code: ApiErrorCode; message: string } } {
  return { error: { code, message: message ?? API_ERRORS[code].message } };
}
