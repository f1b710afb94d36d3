import { TraceholdError } from '../errors/tracehold-error.ts';

/**
 * Stable error codes of the keyring:
 * - TH_ERR_KEY_INVALID_MASTER: the master key (env, file or rotation argument) is not base64 of exactly
 *   32 bytes, or a rotation was asked to the key already in use.
 * - TH_ERR_KEY_MASTER_MISMATCH: key files on disk were wrapped by another master key.
 * - TH_ERR_KEY_MASTER_MISSING: key files exist but no master key was supplied or found.
 * - TH_ERR_KEY_NEW_MASTER_REQUIRED: a master key rotation without a new key while the current one comes
 *   from TRACEHOLD_MASTER_KEY (a generated key would have nowhere to go).
 * - TH_ERR_KEY_INVALID_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_KEY_INVALID_SUBJECT: a subject reference that is not a pseudonym `psn_<32 hex>`.
 * - TH_ERR_KEY_FILE_CORRUPT: a key file cannot be parsed or a wrapped key fails authentication.
 * - TH_ERR_KEY_LOCKED: another live process held the key directory lock for the whole wait (30 s).
 * - TH_ERR_KEY_NOT_STARTED: used before `start()` or after `shutdown()`.
 *
 * Only TH_ERR_KEY_LOCKED is retryable: the other process releases the lock when its rotation or destruction
 * is done. The others name a wrong key, a bad argument or a broken file, which stay so until an operator
 * acts, or a keyring used out of its lifecycle (one that is shut down never restarts).
 */
export type KeyringErrorCode =
  | 'TH_ERR_KEY_INVALID_MASTER'
  | 'TH_ERR_KEY_MASTER_MISMATCH'
  | 'TH_ERR_KEY_MASTER_MISSING'
  | 'TH_ERR_KEY_NEW_MASTER_REQUIRED'
  | 'TH_ERR_KEY_INVALID_TENANT'
  | 'TH_ERR_KEY_INVALID_SUBJECT'
  | 'TH_ERR_KEY_FILE_CORRUPT'
  | 'TH_ERR_KEY_LOCKED'
  | 'TH_ERR_KEY_NOT_STARTED';

/** Messages (`<code>: <message>`) never contain key material. */
export class KeyringError extends TraceholdError<KeyringErrorCode> {
  constructor(code: KeyringErrorCode, message: string) {
    super(code, `${code}: ${message}`, { retryable: code === 'TH_ERR_KEY_LOCKED' });
    this.name = 'KeyringError';
  }
}
