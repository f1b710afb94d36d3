import { createBusError } from '../bus-error.ts';
import { BATCH_OVERHEAD_BYTES, RECORD_OVERHEAD_BYTES } from './record-framing.ts';

/** The collector's TraceBatch records (schemas/bus-payload.ts), format version 1. */
export const TRACEHOLD_SPANS_TOPIC = 'tracehold.spans.v1';

/**
 * Operators' settings of the Kafka bus. Only `brokers` is required; the rest default to KAFKA_BUS_DEFAULTS.
 * createKafkaBus checks them all at once (validateKafkaBusConfig) and never reads this object again.
 */
export interface KafkaBusConfig {
  /** Bootstrap brokers, `host:port`. */
  brokers: string[];
  /** Default `tracehold`. */
  clientId?: string;
  /** Default TRACEHOLD_SPANS_TOPIC. */
  topic?: string;
  /** Partitions of the topic when start() creates it (an existing topic is kept). Default 6. */
  partitions?: number;
  /** Replication factor when start() creates the topic. Default 1 (a single dev broker); use 3 in production. */
  replicationFactor?: number;
  /**
   * Largest produce batch: the topic is created with this `max.message.bytes`, and appends above it are sent
   * as several requests. A single record above it is refused (TH_ERR_BUS_BATCH_TOO_LARGE). Default 8 MiB.
   */
  maxMessageBytes?: number;
  /** Appends in progress beyond which append answers `retryable` / `busy`. Default 64. */
  maxInFlightAppends?: number;
  /** Bytes of appends in progress beyond which append answers `retryable` / `busy`. Default 64 MiB. */
  maxInFlightBytes?: number;
  /** Bound on one append, retries included; then it answers `retryable` / `unavailable`. Default 8000. */
  appendTimeoutMs?: number;
  /**
   * Idempotent producers sending side by side (1–8). Each has one produce request in flight (kafkajs allows no
   * more for an idempotent producer); an append that arrives while every one is waiting for the broker goes in the
   * next request of the first to answer (group commit). Default 1: one request per broker round trip; more help
   * when the round trip is long next to the gap between appends (npm run bench:producer-lanes).
   */
  producerLanes?: number;
  /** Retry hint given with `unavailable`. Default 1000. */
  unavailableRetryMs?: number;
  /** Retry hint given with `busy`. Default 100. */
  busyRetryMs?: number;
  /** kafkajs request timeout (also the produce acks timeout). Default 5000. */
  requestTimeoutMs?: number;
  /** kafkajs connection timeout. Default 3000. */
  connectionTimeoutMs?: number;
  /** How long start() keeps trying to reach a broker. Default 30000. */
  startTimeoutMs?: number;
  /** Consumer group session timeout. Default 10000. */
  sessionTimeoutMs?: number;
  /** Consumer heartbeat interval. Default 1000. */
  heartbeatIntervalMs?: number;
  /** How long the coordinator waits for members to rejoin during a rebalance. Default 10000. */
  rebalanceTimeoutMs?: number;
  /** Fetch long-poll wait; also how soon a resumed partition is fetched again. Default 500. */
  fetchMaxWaitMs?: number;
  /** Bound on records fetched but not yet polled, per consumer. Default 10000. */
  maxQueuedRecords?: number;
  /** Bound on value+key bytes fetched but not yet polled, per consumer. Default 32 MiB. */
  maxQueuedBytes?: number;
}

/** The value of every optional KafkaBusConfig setting left out. */
export const KAFKA_BUS_DEFAULTS = {
  clientId: 'tracehold',
  topic: TRACEHOLD_SPANS_TOPIC,
  partitions: 6,
  replicationFactor: 1,
  maxMessageBytes: 8 * 1024 * 1024,
  maxInFlightAppends: 64,
  maxInFlightBytes: 64 * 1024 * 1024,
  appendTimeoutMs: 8000,
  producerLanes: 1,
  unavailableRetryMs: 1000,
  busyRetryMs: 100,
  requestTimeoutMs: 5000,
  connectionTimeoutMs: 3000,
  startTimeoutMs: 30_000,
  sessionTimeoutMs: 10_000,
  heartbeatIntervalMs: 1000,
  rebalanceTimeoutMs: 10_000,
  fetchMaxWaitMs: 500,
  maxQueuedRecords: 10_000,
  maxQueuedBytes: 32 * 1024 * 1024,
} as const;

/** Every setting resolved (defaults applied) and checked: what the bus's modules read. */
export type KafkaBusSettings = Required<KafkaBusConfig>;

const MAX_PRODUCER_LANES = 8;

const TOPIC_NAME = /^[A-Za-z0-9._-]{1,249}$/;

/** Applies the defaults and checks every setting; throws TH_ERR_BUS_CONFIG on the first bad one. */
export function validateKafkaBusConfig(config: KafkaBusConfig): KafkaBusSettings {
  if (config === null || typeof config !== 'object') throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: config must be an object');
  // brokers has no default; it is checked right below.
  const resolved = { ...KAFKA_BUS_DEFAULTS, ...stripUndefined(config) } as KafkaBusSettings;
  if (!Array.isArray(resolved.brokers) || resolved.brokers.length === 0 || resolved.brokers.some((b) => typeof b !== 'string' || !/^[^\s:]+:\d{1,5}$/.test(b))) {
    throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: brokers must be a non-empty list of host:port');
  }
  if (typeof resolved.clientId !== 'string' || resolved.clientId.length === 0) {
    throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: clientId must be a non-empty string');
  }
  if (typeof resolved.topic !== 'string' || !TOPIC_NAME.test(resolved.topic) || resolved.topic === '.' || resolved.topic === '..') {
    throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: topic must be 1-249 characters of [A-Za-z0-9._-]');
  }
  const positive = [
    'partitions',
    'replicationFactor',
    'maxMessageBytes',
    'maxInFlightAppends',
    'maxInFlightBytes',
    'appendTimeoutMs',
    'producerLanes',
    'unavailableRetryMs',
    'busyRetryMs',
    'requestTimeoutMs',
    'connectionTimeoutMs',
    'startTimeoutMs',
    'sessionTimeoutMs',
    'heartbeatIntervalMs',
    'rebalanceTimeoutMs',
    'fetchMaxWaitMs',
    'maxQueuedRecords',
    'maxQueuedBytes',
  ] as const;
  for (const key of positive) {
    const value = resolved[key];
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw createBusError('TH_ERR_BUS_CONFIG', `kafka bus: ${key} must be a positive integer, got ${String(value)}`);
    }
  }
  if (resolved.producerLanes > MAX_PRODUCER_LANES) {
    throw createBusError('TH_ERR_BUS_CONFIG', `kafka bus: producerLanes must be at most ${MAX_PRODUCER_LANES}, got ${resolved.producerLanes}`);
  }
  if (resolved.maxMessageBytes <= BATCH_OVERHEAD_BYTES + RECORD_OVERHEAD_BYTES) {
    throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: maxMessageBytes is too small for one record');
  }
  if (resolved.heartbeatIntervalMs * 3 > resolved.sessionTimeoutMs) {
    // Kafka's own guidance: a member missing two heartbeats must not already be out of the group.
    throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: heartbeatIntervalMs must be at most a third of sessionTimeoutMs');
  }
  return resolved;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
