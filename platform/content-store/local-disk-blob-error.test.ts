import { describe, expect, it } from 'vitest';
import { codeOf, isRetryable, TraceholdError } from '../errors/tracehold-error.ts';
import { classifyDiskError, LocalDiskBlobError } from './local-disk-blob-error.ts';

const systemError = (code: string): Error => Object.assign(new Error(`${code}: simulated, open '/data/content/x'`), { code });

describe('classifyDiskError', () => {
  it('turns a transient file-system error into a retryable LocalDiskBlobError with its code, message and cause', () => {
    const original = systemError('ENOSPC');
    const classified = classifyDiskError(original);
    expect(classified).toBeInstanceOf(LocalDiskBlobError);
    expect(classified).toBeInstanceOf(TraceholdError);
    expect(isRetryable(classified)).toBe(true);
    expect(codeOf(classified)).toBe('ENOSPC');
    expect((classified as Error).message).toBe(original.message);
    expect((classified as Error).cause).toBe(original);
  });

  it('passes other errors through unchanged, not retryable (negative control)', () => {
    for (const original of [systemError('EACCES'), systemError('EIO'), new Error('no code')]) {
      expect(classifyDiskError(original)).toBe(original);
      expect(isRetryable(classifyDiskError(original))).toBe(false);
    }
    expect(classifyDiskError('thrown string')).toBe('thrown string');
  });

  it('does not wrap an error twice', () => {
    const once = classifyDiskError(systemError('EMFILE'));
    expect(classifyDiskError(once)).toBe(once);
  });
});

describe('LocalDiskBlobError', () => {
  it('is not retryable for bad keys, oversized or corrupt objects and use outside start/shutdown', () => {
    for (const code of ['TH_ERR_BLOB_BAD_KEY', 'TH_ERR_BLOB_TOO_LARGE', 'TH_ERR_BLOB_NOT_STARTED', 'TH_ERR_BLOB_CORRUPT'] as const) {
      const err = new LocalDiskBlobError(code, 'why');
      expect(err).toMatchObject({ name: 'LocalDiskBlobError', code, message: `${code}: why`, retryable: false });
    }
  });
});
