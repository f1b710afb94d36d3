/**
 * Stable error codes of the audit log:
 * - TH_ERR_AUDIT_INVALID_ENTRY: an appended entry or a list filter does not match its schema (a caller bug).
 * - TH_ERR_AUDIT_NOT_STARTED: used before `start()` or after `shutdown()`.
 * - TH_ERR_AUDIT_WRITE_FAILED: ClickHouse did not take the entry; the audited action must fail. Retryable.
 * - TH_ERR_AUDIT_OVERLOADED: too many appends wait for one tenant. Retryable.
 * - TH_ERR_AUDIT_STORE_TAMPERED: at start, the stored entry at the last signed checkpoint has another hash
 *   (the chain was rewritten); run `tracehold audit verify`.
 * - TH_ERR_AUDIT_HEAD_INVALID: `keys/audit-head.json` is unreadable or not signed by the audit key.
 * - TH_ERR_AUDIT_KEY_INVALID: `keys/audit-signing.key` is unreadable or not an Ed25519 private key.
 */

import { TraceholdError } from '../../platform/errors/tracehold-error.ts';
export type AuditErrorCode =
  | 'TH_ERR_AUDIT_INVALID_ENTRY'
  | 'TH_ERR_AUDIT_NOT_STARTED'
  | 'TH_ERR_AUDIT_WRITE_FAILED'
  | 'TH_ERR_AUDIT_OVERLOADED'
  | 'TH_ERR_AUDIT_STORE_TAMPERED'
  | 'TH_ERR_AUDIT_HEAD_INVALID'
  | 'TH_ERR_AUDIT_KEY_INVALID';

/** Messages name fields and ids, never reasons or details (they are the caller's text). */
export class AuditLogError extends TraceholdError<AuditErrorCode> {
  /** Retryable when the same call may succeed later (the audited action answers 503 + Retry-After). */
  constructor(code: AuditErrorCode, message: string, options?: { cause?: unknown }) {
    super(code, `${code}: ${message}`, { ...options, retryable: code === 'TH_ERR_AUDIT_WRITE_FAILED' || code === 'TH_ERR_AUDIT_OVERLOADED' });
    this.name = 'AuditLogError';
  }
}
