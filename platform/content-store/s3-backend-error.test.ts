import { describe, expect, it } from 'vitest';
import { isRetryable, TraceholdError } from '../errors/tracehold-error.ts';
import { classifyS3Error, S3BlobBackendError } from './s3-backend-error.ts';

const s3Answer = (name: string, status: number): Error => Object.assign(new Error(`${name} for key acme/ab/…`), { name, $metadata: { httpStatusCode: status } });

describe('classifyS3Error', () => {
  it('keeps the S3 decision: throttling, 5xx and no answer are retryable', () => {
    for (const error of [s3Answer('SlowDown', 503), s3Answer('InternalError', 500), s3Answer('TooManyRequestsException', 429), Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8333'), { code: 'ECONNREFUSED' })]) {
      const classified = classifyS3Error(error, 'PutObject', 'bucket');
      expect(classified).toBeInstanceOf(TraceholdError);
      expect(classified).toMatchObject({ name: 'S3BlobBackendError', code: 'TH_ERR_S3_UNAVAILABLE', retryable: true });
      expect(isRetryable(classified)).toBe(true);
    }
  });

  it('refusals retrying cannot fix are not retryable, and the message never quotes the S3 message (it may name the key)', () => {
    const auth = classifyS3Error(s3Answer('AccessDenied', 403), 'GetObject', 'bucket');
    const failed = classifyS3Error(s3Answer('NoSuchBucket', 404), 'GetObject', 'bucket');
    expect(auth).toMatchObject({ code: 'TH_ERR_S3_AUTH', retryable: false });
    expect(failed).toMatchObject({ code: 'TH_ERR_S3_FAILED', retryable: false });
    for (const e of [auth, failed]) expect(e.message).not.toContain('acme');
  });

  it('returns a backend error as it is (instanceof, not a name check)', () => {
    const own = new S3BlobBackendError('TH_ERR_S3_OVERLOADED', 'busy', true);
    expect(classifyS3Error(own, 'PutObject', 'bucket')).toBe(own);
    const lookalike = Object.assign(new Error('TH_ERR_S3_OVERLOADED: busy'), { name: 'S3BlobBackendError', code: 'TH_ERR_S3_OVERLOADED' });
    expect(classifyS3Error(lookalike, 'PutObject', 'bucket')).not.toBe(lookalike);
  });
});
