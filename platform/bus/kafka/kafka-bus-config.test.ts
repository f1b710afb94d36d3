import { describe, expect, test } from 'vitest';
import type { KafkaBusConfig } from './kafka-bus-config.ts';
import { KAFKA_BUS_DEFAULTS, TRACEHOLD_SPANS_TOPIC, validateKafkaBusConfig } from './kafka-bus-config.ts';

const brokers = ['127.0.0.1:9092'];

function configError(config: unknown): unknown {
  try {
    validateKafkaBusConfig(config as KafkaBusConfig);
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('kafka bus config', () => {
  test('applies the defaults to every setting left out or undefined', () => {
    const settings = validateKafkaBusConfig({ brokers, partitions: undefined, maxQueuedRecords: 7 });
    expect(settings).toEqual({ ...KAFKA_BUS_DEFAULTS, brokers, maxQueuedRecords: 7 });
    expect(settings.topic).toBe(TRACEHOLD_SPANS_TOPIC);
    expect(settings.partitions).toBe(6);
  });

  test.each([
    ['no brokers', { brokers: [] }, /brokers must be/],
    ['a broker without a port', { brokers: ['localhost'] }, /brokers must be/],
    ['a broker with a space', { brokers: ['local host:9092'] }, /brokers must be/],
    ['an empty clientId', { brokers, clientId: '' }, /clientId/],
    ['a topic with a slash', { brokers, topic: 'a/b' }, /topic must be/],
    ['the topic ".."', { brokers, topic: '..' }, /topic must be/],
    ['a zero bound', { brokers, maxInFlightAppends: 0 }, /maxInFlightAppends must be a positive integer, got 0/],
    ['a fractional timeout', { brokers, appendTimeoutMs: 1.5 }, /appendTimeoutMs must be a positive integer/],
    ['a string number', { brokers, partitions: '6' }, /partitions must be a positive integer/],
    ['maxMessageBytes below one record', { brokers, maxMessageBytes: 93 }, /maxMessageBytes is too small/],
    ['heartbeats too rare for the session', { brokers, sessionTimeoutMs: 2999, heartbeatIntervalMs: 1000 }, /at most a third/],
    ['no producer lane', { brokers, producerLanes: 0 }, /producerLanes must be a positive integer, got 0/],
    ['nine producer lanes', { brokers, producerLanes: 9 }, /producerLanes must be at most 8, got 9/],
  ])('refuses %s with TH_ERR_BUS_CONFIG', (_name, config, message) => {
    const error = configError(config);
    expect(error).toMatchObject({ name: 'BusError', code: 'TH_ERR_BUS_CONFIG', retryable: false });
    expect((error as Error).message).toMatch(message);
  });

  test('refuses a config that is not an object', () => {
    expect(configError(null)).toMatchObject({ code: 'TH_ERR_BUS_CONFIG', message: 'kafka bus: config must be an object' });
  });

  test('accepts the boundary values the checks above refuse one step further (control)', () => {
    expect(() => validateKafkaBusConfig({ brokers, maxMessageBytes: 94, sessionTimeoutMs: 3000, heartbeatIntervalMs: 1000, topic: '...', producerLanes: 8 })).not.toThrow();
  });
});
