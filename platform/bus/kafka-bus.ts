/**
 * The Kafka bus: the scale-out implementation of `Bus` (bus.ts) over kafkajs. One topic per payload kind,
 * versioned in its name (`tracehold.spans.v1` holds the collector's TraceBatch records), keyed by trace_id.
 * kafkajs' default partitioner (murmur2 of the key, the Java client's algorithm) puts every record of a trace
 * in one partition, so one ingest consumer sees the whole trace and tail sampling stays correct.
 *
 * Contract (beyond `Bus`):
 * - `start()` connects, creates the topic when it is missing (partitions / replication factor from config;
 *   an existing topic is used as it is, with a warning when its partition count differs, and no error
 *   logged: see kafka/ensure-kafka-topic.ts and kafka/kafka-log-creator.ts) and must resolve
 *   before `producer().append` or `consumer()` are used. It fails with TH_ERR_BUS_UNAVAILABLE when no broker
 *   answers within `startTimeoutMs`.
 * - `append` resolves `ok` only after the broker acknowledged every record with acks=all, from an idempotent
 *   producer. It never throws: broker unreachable / request timeout / not enough in-sync replicas answer
 *   `retryable` / `unavailable` within about `appendTimeoutMs`; more than `maxInFlightAppends` appends (or
 *   `maxInFlightBytes`) in progress answer `retryable` / `busy` at once.
 *   Kafka has no cross-partition atomicity: an append that answers `retryable` may have written some of its
 *   records, so the client's retry writes duplicates — expected (at-least-once) and removed downstream by
 *   idempotent writes. Appends larger than `maxMessageBytes` are sent as several produce requests in order.
 *   Appends go out on `producerLanes` idempotent producers side by side (one request in flight each); appends
 *   that arrive while every lane has a request in flight are sent together in the next one (group commit: one
 *   request per lane per broker round trip, however many appends it carries). One append's records travel in
 *   one request; with more than one lane, concurrent appends may reach a partition in either order.
 * - `firstOffset` of an `ok` result is always -1: Kafka offsets are per partition, and one append spreads
 *   over several partitions, so a single offset means nothing here. Do not derive progress from it.
 * - After a failed or timed-out send the idempotent producer is replaced (new producer id): a batch that the
 *   broker wrote but did not acknowledge could otherwise make the broker treat the next batch with the same
 *   sequence numbers as its duplicate and drop it while acknowledging it.
 * - `consumer(group)` returns one consumer per group per bus (the same object for the same name). Records
 *   are fetched by kafkajs (push) into a bounded queue that `poll` drains. Backpressure: when the queue holds
 *   `maxQueuedRecords` records or `maxQueuedBytes` bytes, the partition being delivered is paused
 *   (`consumer.pause`; its remaining records are left unresolved, so kafkajs fetches them again later) and
 *   every paused partition is resumed once `poll` has drained the queue to half of both bounds. Pausing rather
 *   than blocking inside eachBatch keeps heartbeats and rebalances flowing while ingest is slow.
 * - `commit(nextOffset, partition)` commits that partition's offset for the group (OffsetCommit with the
 *   current generation). Only committed offsets survive a restart or rebalance; on every (re)join kafkajs
 *   resumes each assigned partition from its committed offset, so uncommitted records are delivered again
 *   (at-least-once), possibly to this same consumer. A commit for a partition this consumer does not own
 *   (revoked) is ignored and counted: its records go to the new owner. A commit while the consumer is
 *   rejoining its group rejects with TH_ERR_BUS_UNAVAILABLE (retry after the next poll).
 * - `onPartitionsRevoked` listeners are called after each rejoin with the partitions this consumer held
 *   before and no longer holds. Queued records are dropped on every rebalance (they would be fetched again
 *   anyway), so no record of a revoked partition is handed out after the revocation.
 * - A consumer that crashes (broker restarts, coordinator moves) is restarted and rejoins its group: by kafkajs
 *   after a retriable error, by the bus after an error kafkajs does not restart from (1 s, doubling to 30 s
 *   while it keeps crashing; counted in `selfRestartsTotal`), so a broker outage never leaves a consumer stopped.
 * - kafkajs logs go to the injected pino logger (warn and up, rate-limited per message, whitelisted fields:
 *   never record keys or values).
 *
 * Error codes (thrown, or carried by `{ status: 'failed', error }` from `append`):
 *   TH_ERR_BUS_CLOSED            used after shutdown() began
 *   TH_ERR_BUS_NOT_STARTED       used before start() resolved
 *   TH_ERR_BUS_UNAVAILABLE       no broker answered within startTimeoutMs (start); the consumer is rejoining
 *                                its group (commit) — retryable
 *   TH_ERR_BUS_KAFKA             the broker refused for a reason retrying cannot fix (authorization, invalid
 *                                topic, unsupported version); the message names the Kafka error type
 *   TH_ERR_BUS_BATCH_TOO_LARGE   a single record is larger than maxMessageBytes, or the broker says so
 *   TH_ERR_BUS_INVALID_RECORD    a record's key is not a string or its value is not a Buffer
 *   TH_ERR_BUS_INVALID_ARGUMENT  bad group name, commit offset/partition, maxRecords or waitMs
 *   TH_ERR_BUS_CONFIG            invalid KafkaBusConfig (thrown by createKafkaBus)
 */
/*
 * This file is the façade: it validates the config, builds the kafkajs client and wires the parts in kafka/,
 * which share state only through what is passed to them (the phase, the stats):
 *   kafka-bus-config.ts    settings, defaults and their validation
 *   kafka-producer.ts      append: record checks, in-flight bounds; group-commit.ts sends the queued appends,
 *                          producer-slots.ts replaces the idempotent producer after a failed send,
 *                          append-answers.ts turns outcomes into AppendResults and logs refusal episodes
 *   kafka-consumer.ts      one group member: eachBatch → consumer-queue.ts → poll, pause/resume, commit;
 *                          consumer-membership.ts tracks joins, assignment, crashes and revocation listeners
 *   connect-kafka-bus.ts   start: admin client, topic (ensure-kafka-topic.ts), producer connection
 *   kafka-errors.ts        the one classification of kafkajs errors
 *   kafka-bus-stats.ts     KafkaBusStats
 *   kafkajs-idle-fix.ts, kafkajs-fast-crc.ts (with crc32c.ts)  patches to kafkajs 2.2.4, applied on import
 */
import kafkajs from 'kafkajs';
// Before any connection: kafkajs 2.2.4 otherwise polls every idle connection's request queue each 1 ms.
import { kafkajsIdleFixApplied } from './kafka/kafkajs-idle-fix.ts';
// Before the first produce request: kafkajs checksums every batch with a byte-at-a-time loop.
import { kafkajsFastCrcApplied } from './kafka/kafkajs-fast-crc.ts';
import type pino from 'pino';
import { createBusError } from './bus-error.ts';
import type { Bus, BusConsumer, BusProducer } from './bus.ts';
import { connectKafkaBus } from './kafka/connect-kafka-bus.ts';
import type { KafkaBusConfig } from './kafka/kafka-bus-config.ts';
import { validateKafkaBusConfig } from './kafka/kafka-bus-config.ts';
import type { PhaseRef } from './kafka/kafka-bus-phase.ts';
import { createClosedError, createNotStartedError, isShutDown } from './kafka/kafka-bus-phase.ts';
import type { KafkaBusStats } from './kafka/kafka-bus-stats.ts';
import { createProducerStats } from './kafka/kafka-bus-stats.ts';
import type { KafkaBusConsumer } from './kafka/kafka-consumer.ts';
import { createKafkaConsumer } from './kafka/kafka-consumer.ts';
import { describeKafkaError } from './kafka/kafka-errors.ts';
import { createKafkaLogCreator } from './kafka/kafka-log-creator.ts';
import { createKafkaProducer } from './kafka/kafka-producer.ts';

export { KAFKA_BUS_DEFAULTS, TRACEHOLD_SPANS_TOPIC } from './kafka/kafka-bus-config.ts';
export type { KafkaBusConfig } from './kafka/kafka-bus-config.ts';
export type { KafkaBusStats, KafkaConsumerStats } from './kafka/kafka-bus-stats.ts';

const { Kafka, logLevel: KafkaLogLevel } = kafkajs;

/** A `Bus` with introspection. */
export interface KafkaBus extends Bus {
  stats(): KafkaBusStats;
}

/** What the bus needs from its host: a logger (the bus logs as a child of it, kafkajs' lines included). */
export interface KafkaBusDeps {
  logger: pino.Logger;
  /**
   * Called with each produce request's round trip as kafkajs measures it (sent → response read, whole
   * milliseconds): the broker's time, the network and any wait before this thread read the answer. For a metric
   * (bin/components.ts); timing only, nothing of the records.
   */
  onProduceRequest?: (ms: number) => void;
}

const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,248}$/;

export function createKafkaBus(deps: KafkaBusDeps, config: KafkaBusConfig): KafkaBus {
  const settings = validateKafkaBusConfig(config);
  const logger = deps.logger.child({ component: 'kafka-bus', topic: settings.topic });
  const kafka = new Kafka({
    clientId: settings.clientId,
    brokers: settings.brokers,
    connectionTimeout: settings.connectionTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    // Short, bounded retries: append answers within appendTimeoutMs, and consumers recover quickly once the
    // broker is back. kafkajs restarts a consumer crashed by a retriable error (restartOnFailure in
    // kafka/kafka-consumer.ts); the bus restarts one that kafkajs leaves stopped (kafka-consumer.ts).
    retry: { initialRetryTime: 200, maxRetryTime: 3000, retries: 5 },
    logLevel: KafkaLogLevel.WARN,
    logCreator: createKafkaLogCreator(logger),
  });

  const phase: PhaseRef = { current: 'new' };
  let startPromise: Promise<void> | null = null;
  let shutdownPromise: Promise<void> | null = null;
  const producerStats = createProducerStats();
  const producer = createKafkaProducer({ kafka, logger, settings, phase, stats: producerStats, onProduceRequest: deps.onProduceRequest });
  const consumers = new Map<string, KafkaBusConsumer>();

  function getConsumer(group: string): BusConsumer {
    if (typeof group !== 'string' || !GROUP_NAME.test(group)) {
      throw createBusError('TH_ERR_BUS_INVALID_ARGUMENT', 'kafka bus: group must be 1-249 characters of [A-Za-z0-9._-], starting alphanumeric');
    }
    if (isShutDown(phase)) throw createClosedError();
    if (phase.current !== 'started') throw createNotStartedError();
    let consumer = consumers.get(group);
    if (consumer === undefined) {
      consumer = createKafkaConsumer({ kafka, logger, settings, phase }, group);
      consumers.set(group, consumer);
    }
    return consumer.api;
  }

  async function doStart(): Promise<void> {
    phase.current = 'starting';
    try {
      await connectKafkaBus({ kafka, logger, settings, connectProducer: () => producer.connect() });
    } catch (error) {
      phase.current = 'closed';
      await producer.abandon();
      logger.error({ error: describeKafkaError(error) }, 'kafka bus: start failed');
      throw error;
    }
    phase.current = 'started';
    logger.info({ brokers: settings.brokers, partitions: settings.partitions, kafkajsPatches: { idleFix: kafkajsIdleFixApplied, fastCrc: kafkajsFastCrcApplied } }, 'kafka bus started');
  }

  async function doShutdown(): Promise<void> {
    if (startPromise !== null) await startPromise.catch(() => undefined);
    if (phase.current === 'closed') return;
    phase.current = 'closing';
    for (const consumer of consumers.values()) consumer.wake(); // pollers return what they have
    await producer.settle();
    for (const consumer of consumers.values()) await consumer.close();
    await producer.close();
    phase.current = 'closed';
    logger.info({ appendsOkTotal: producerStats.appendsOkTotal }, 'kafka bus shut down');
  }

  const producerInstance: BusProducer = { append: producer.append };

  return {
    start(): Promise<void> {
      if (isShutDown(phase)) {
        return startPromise ?? Promise.reject(createClosedError());
      }
      startPromise ??= doStart();
      return startPromise;
    },
    producer(): BusProducer {
      return producerInstance;
    },
    consumer: getConsumer,
    shutdown(): Promise<void> {
      shutdownPromise ??= doShutdown();
      return shutdownPromise;
    },
    stats(): KafkaBusStats {
      return {
        ...producerStats,
        consumers: [...consumers.values()].map((consumer) => consumer.stats()),
      };
    },
  };
}
