import { createRequire } from 'node:module';
import kafkajs from 'kafkajs';
import { describe, expect, test } from 'vitest';
import { classifyKafkaError, describeKafkaError } from './kafka-errors.ts';

const { KafkaJSConnectionError, KafkaJSNonRetriableError, KafkaJSNumberOfRetriesExceeded, KafkaJSRequestTimeoutError } = kafkajs;
/** kafkajs' own constructor of protocol errors from the broker's error code, as its response decoders use it. */
const { createErrorFromCode } = createRequire(import.meta.url)('kafkajs/src/protocol/error.js') as { createErrorFromCode(code: number): Error };

const MESSAGE_TOO_LARGE = 10;
const NOT_LEADER_FOR_PARTITION = 6;
const TOPIC_AUTHORIZATION_FAILED = 29;
const INVALID_REPLICATION_FACTOR = 38;

/** kafkajs' wrapper once its own retries are spent: `retriable: false` whatever the cause. */
function retriesExceeded(error: Error): Error {
  return new KafkaJSNumberOfRetriesExceeded(error, { retryCount: 3, retryTime: 1000 });
}

describe('classifyKafkaError', () => {
  test('a produce refused as too large is tooLarge, found under kafkajs wrappers', () => {
    expect(classifyKafkaError(retriesExceeded(createErrorFromCode(MESSAGE_TOO_LARGE)), 'produce')).toEqual({ verdict: 'tooLarge', kafkaType: 'MESSAGE_TOO_LARGE' });
  });

  test('an authorization failure is fatal for a produce and for creating the topic', () => {
    // A kafkajs wrapper that keeps the protocol error as its `cause` (KafkaJSError's own option).
    const error = new KafkaJSNonRetriableError('Topic authorization failed');
    Object.assign(error, { cause: createErrorFromCode(TOPIC_AUTHORIZATION_FAILED) });
    expect(classifyKafkaError(error, 'produce')).toEqual({ verdict: 'fatal', kafkaType: 'TOPIC_AUTHORIZATION_FAILED' });
    expect(classifyKafkaError(error, 'createTopic')).toEqual({ verdict: 'fatal', kafkaType: 'TOPIC_AUTHORIZATION_FAILED' });
  });

  test('an invalid replication factor is fatal only when creating the topic', () => {
    const error = createErrorFromCode(INVALID_REPLICATION_FACTOR);
    expect(classifyKafkaError(error, 'createTopic')).toEqual({ verdict: 'fatal', kafkaType: 'INVALID_REPLICATION_FACTOR' });
    expect(classifyKafkaError(error, 'produce')).toEqual({ verdict: 'retryable' });
  });

  test("CreateTopics' per-topic errors inside kafkajs' aggregate are seen", () => {
    const aggregate = new kafkajs.KafkaJSAggregateError('Topic creation errors', [createErrorFromCode(INVALID_REPLICATION_FACTOR)]);
    expect(classifyKafkaError(aggregate, 'createTopic')).toEqual({ verdict: 'fatal', kafkaType: 'INVALID_REPLICATION_FACTOR' });
    expect(classifyKafkaError(new kafkajs.KafkaJSAggregateError('Topic creation errors', [new KafkaJSConnectionError('down')]), 'createTopic')).toEqual({ verdict: 'retryable' });
  });

  test('too large is not a verdict when creating the topic', () => {
    expect(classifyKafkaError(createErrorFromCode(MESSAGE_TOO_LARGE), 'createTopic')).toEqual({ verdict: 'retryable' });
  });

  test('an outage is retryable even when kafkajs gave up on it (retriable: false)', () => {
    const gaveUp = retriesExceeded(new KafkaJSConnectionError('Connection error: connect ECONNREFUSED 127.0.0.1:9092'));
    expect((gaveUp as Error & { retriable: boolean }).retriable).toBe(false); // the flag the verdict must not follow
    expect(classifyKafkaError(gaveUp, 'produce')).toEqual({ verdict: 'retryable' });
    expect(classifyKafkaError(new KafkaJSRequestTimeoutError('Request Produce(key: 0, version: 7) timed out'), 'produce')).toEqual({ verdict: 'retryable' });
    expect(classifyKafkaError(retriesExceeded(createErrorFromCode(NOT_LEADER_FOR_PARTITION)), 'produce')).toEqual({ verdict: 'retryable' });
  });

  test('the message is never read: a fatal-sounding message without a type is retryable', () => {
    expect(classifyKafkaError(new Error('TOPIC_AUTHORIZATION_FAILED: message too large'), 'produce')).toEqual({ verdict: 'retryable' });
  });

  test('anything thrown is classified without throwing', () => {
    for (const thrown of [null, undefined, 'text', 42, Object.create(null) as object]) {
      expect(classifyKafkaError(thrown, 'produce')).toEqual({ verdict: 'retryable' });
    }
  });
});

describe('describeKafkaError', () => {
  test('names the innermost Kafka error type and the outer error', () => {
    const described = describeKafkaError(retriesExceeded(createErrorFromCode(NOT_LEADER_FOR_PARTITION)));
    expect(described).toMatchObject({ errName: 'KafkaJSNumberOfRetriesExceeded', kafkaType: 'NOT_LEADER_FOR_PARTITION' });
    expect(described.message).toContain('leader');
  });

  test('has no kafkaType for an error without one, and survives non-errors', () => {
    expect(describeKafkaError(new KafkaJSConnectionError('Connection timeout'))).toEqual({ errName: 'KafkaJSConnectionError', message: 'Connection timeout' });
    expect(describeKafkaError('boom')).toEqual({ errName: 'Error', message: 'boom' });
  });
});
