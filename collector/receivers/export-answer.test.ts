import { describe, expect, it } from 'vitest';
import { ANSWER_STATUS, bodyTimeoutAnswer, overloadedAnswer, type AnswerKind } from './export-answer.ts';

/**
 * The statuses OTLP clients send again (OTLP specification, "Failures" of OTLP/HTTP and OTLP/gRPC; the OpenTelemetry
 * JS exporter retries exactly these). Written out here, not imported from the product, so the table is checked against
 * the specification rather than against itself.
 */
const OTLP_HTTP_RETRYABLE = new Set([429, 502, 503, 504]);
/** CANCELLED, DEADLINE_EXCEEDED, ABORTED, OUT_OF_RANGE, UNAVAILABLE, DATA_LOSS; RESOURCE_EXHAUSTED only with RetryInfo. */
const OTLP_GRPC_RETRYABLE = new Set([1, 4, 10, 11, 14, 15]);
const RESOURCE_EXHAUSTED = 8;

/** Answers after which nothing was wrong with the export itself: the client must be able to send it again. */
const SEND_AGAIN: AnswerKind[] = ['overloaded', 'body_timeout', 'unavailable'];
/** Answers to an export that would fail the same way again. */
const FINAL: AnswerKind[] = ['invalid', 'unauthenticated', 'not_found', 'method_not_allowed', 'too_large', 'unsupported_media'];

describe('ANSWER_STATUS: what a client may send again gets a status OTLP clients retry', () => {
  it.each(SEND_AGAIN)('%s: an OTLP/HTTP retryable status, and a retryable gRPC code (RESOURCE_EXHAUSTED with a delay)', (kind) => {
    const { httpStatus, grpcCode } = ANSWER_STATUS[kind];
    expect(OTLP_HTTP_RETRYABLE.has(httpStatus)).toBe(true);
    expect(OTLP_GRPC_RETRYABLE.has(grpcCode) || grpcCode === RESOURCE_EXHAUSTED).toBe(true);
  });

  it('the retryable answers carry the delay to wait (Retry-After / RetryInfo), a body timeout too', () => {
    expect(overloadedAnswer(2500).retryDelayMs).toBe(2500);
    expect(bodyTimeoutAnswer(30_000, 1000)).toMatchObject({ kind: 'body_timeout', retryDelayMs: 1000 });
  });

  it.each(FINAL)('negative control — %s: a status no OTLP client retries', (kind) => {
    const { httpStatus, grpcCode } = ANSWER_STATUS[kind];
    expect(OTLP_HTTP_RETRYABLE.has(httpStatus)).toBe(false);
    expect(OTLP_GRPC_RETRYABLE.has(grpcCode)).toBe(false);
  });

  it('every kind is in one of the two lists (a new kind must be decided)', () => {
    expect([...SEND_AGAIN, ...FINAL, 'ok', 'failed'].sort()).toEqual(Object.keys(ANSWER_STATUS).sort());
  });
});
