import { describe, expect, it } from 'vitest';
import { codeOf, isRetryable, TraceholdError } from '../errors/tracehold-error.ts';
import { KeyringError } from './keyring-error.ts';
import type { KeyringErrorCode } from './keyring-error.ts';

const CODES: KeyringErrorCode[] = [
  'TH_ERR_KEY_INVALID_MASTER',
  'TH_ERR_KEY_MASTER_MISMATCH',
  'TH_ERR_KEY_MASTER_MISSING',
  'TH_ERR_KEY_NEW_MASTER_REQUIRED',
  'TH_ERR_KEY_INVALID_TENANT',
  'TH_ERR_KEY_INVALID_SUBJECT',
  'TH_ERR_KEY_FILE_CORRUPT',
  'TH_ERR_KEY_LOCKED',
  'TH_ERR_KEY_NOT_STARTED',
];

describe('KeyringError', () => {
  it('is a TraceholdError named KeyringError whose message begins with its code', () => {
    const err = new KeyringError('TH_ERR_KEY_FILE_CORRUPT', 'tenant key file x: not valid JSON');

    expect(err).toBeInstanceOf(KeyringError);
    expect(err).toBeInstanceOf(TraceholdError);
    expect(err.name).toBe('KeyringError');
    expect(codeOf(err)).toBe('TH_ERR_KEY_FILE_CORRUPT');
    expect(err.message).toBe('TH_ERR_KEY_FILE_CORRUPT: tenant key file x: not valid JSON');
  });

  it('is retryable only for a lock held by another process', () => {
    const retryable = CODES.filter((code) => isRetryable(new KeyringError(code, 'm')));

    expect(retryable).toEqual(['TH_ERR_KEY_LOCKED']);
  });
});
