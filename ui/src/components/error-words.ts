import { ApiFailure } from '../api/client.ts';

// One sentence per stable code: what happened and what the reader can do. Never the stored values.
const WORDS: Record<string, string> = {
  network: 'The Tracehold server could not be reached. It may be down or restarting; try again in a moment.',
  TH_ERR_UI_BAD_ANSWER: 'The server answered with something unexpected. Try again; if it persists, tell an operator.',
  TH_ERR_API_UNAUTHENTICATED: 'Your token is no longer accepted. Sign in again.',
  TH_ERR_API_FORBIDDEN: 'Your token’s roles do not allow this. Ask an administrator for a token with the needed role.',
  TH_ERR_API_BAD_TRACE_ID: 'That is not a trace id: a trace id is 32 hexadecimal characters (a traceparent or a URL containing one works too).',
  TH_ERR_API_TRACE_NOT_FOUND: 'No trace with this id in your tenant. It may never have been sent, may belong to another tenant, or may have expired and been deleted.',
  TH_ERR_API_NOT_FOUND: 'This server does not offer that route (it may be an older version).',
  TH_ERR_API_BAD_SPAN_ID: 'That is not a span id: a span id is 16 hexadecimal characters.',
  TH_ERR_API_CONTENT_NOT_FOUND: 'This content is not stored for this trace: it was never captured, has expired, or was erased.',
  TH_ERR_API_TRACE_REQUIRED: 'Content is read for a trace: open it from a trace.',
  TH_ERR_API_REASON_REQUIRED: 'Reading raw content needs a reason (a ticket id or a sentence).',
  TH_ERR_API_AUDIT_UNAVAILABLE: 'The audit log cannot be written right now, so the read was refused. Try again later.',
  TH_ERR_API_CONTENT_UNREADABLE: 'This content was erased: its encryption key was destroyed and it can no longer be read.',
  TH_ERR_API_BAD_REQUEST: 'The server refused the request as invalid.',
  TH_ERR_API_BAD_TIME_WINDOW: 'Invalid time window: “from” must be before “to”, and a search covers at most 31 days.',
  TH_ERR_API_BAD_CURSOR: 'The list changed its filters; search again from the first page.',
  TH_ERR_API_STORAGE_UNAVAILABLE: 'Storage is unavailable right now; try again shortly.',
  TH_ERR_API_INTERNAL: 'The server failed on this request. Try again; if it persists, tell an operator.',
  TH_ERR_API_HOLD_NOT_FOUND: 'No hold with this id in your tenant.',
  TH_ERR_API_HOLD_RELEASED: 'This hold is already released.',
  TH_ERR_API_DELETION_NOT_FOUND: 'No deletion request with this id in your tenant.',
  TH_ERR_API_NO_RETENTION_WORKER: 'No retention worker runs in this server process.',
  TH_ERR_API_EXPORT_HOLD_NOT_FOUND: 'No hold with this id in your tenant.',
  TH_ERR_API_EXPORT_NOT_FOUND: 'No export with this id for this hold.',
  TH_ERR_API_EXPORT_BUSY: 'Another export is running; try again in a moment.',
  TH_ERR_API_EXPORT_NOT_READY: 'The export has not finished yet (or it failed).',
  TH_ERR_API_LLM_CALL_NOT_FOUND: 'No LLM call with this span id in this trace.',
  TH_ERR_API_REPLAY_NOT_FOUND: 'No replay with this id in your tenant.',
  TH_ERR_API_REPLAY_BUSY: 'Too many replays are running; try again in a moment.',
  TH_ERR_API_REPLAY_OVER_BUDGET: 'The estimated cost of this replay is above the budget you set.',
  TH_ERR_API_REPLAY_TENANT_BUDGET: 'This replay would exceed your tenant’s monthly replay budget.',
  TH_ERR_API_REPLAY_PRICE_UNKNOWN: 'The price of this model is unknown, so the replay cost cannot be estimated.',
  TH_ERR_API_REPLAY_NOT_RUNNING: 'This replay is not running any more.',
};

/** A sentence for any error: API failures by their TH_ERR_* code (then by status), anything else generically. */
export function errorWords(error: unknown): string {
  if (error instanceof ApiFailure) {
    const w = WORDS[error.code];
    if (w) return w;
    if (error.status === 403) return WORDS.TH_ERR_API_FORBIDDEN!;
    if (error.status === 404) return 'Not found.';
    if (error.status >= 500) return 'The server failed on this request (HTTP ' + error.status + '). Try again shortly.';
    return `The request failed (HTTP ${error.status}).`;
  }
  return 'Something went wrong in the page. Reload it and try again.';
}
