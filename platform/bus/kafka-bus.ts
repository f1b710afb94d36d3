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
 *   Appends that arrive while a produce request is in flight are sent together in the next one (group commit:
 *   one request per broker round trip, however many appends it carries).
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
import kafkajs from 'kafkajs';
import type { Admin, Consumer, EachBatchPayload, Message, Producer } from 'kafkajs';
// Before any connection: kafkajs 2.2.4 otherwise polls every idle connection's request queue each 1 ms.
import './kafka/kafkajs-idle-fix.ts';
import type pino from 'pino';
import { createBusError } from './bus-error.ts';
import type { AppendRefusal, AppendResult, Bus, BusConsumer, BusProducer, BusRecord } from './bus.ts';
import { createKafkaLogCreator } from './kafka/kafka-log-creator.ts';
import { ensureKafkaTopic } from './kafka/ensure-kafka-topic.ts';

const { Kafka, Partitioners, logLevel: KafkaLogLevel } = kafkajs;

/** The collector's TraceBatch records (schemas/bus-payload.ts), format version 1. */
export const TRACEHOLD_SPANS_TOPIC = 'tracehold.spans.v1';

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

export const KAFKA_BUS_DEFAULTS = {
  clientId: 'tracehold',
  topic: TRACEHOLD_SPANS_TOPIC,
  partitions: 6,
  replicationFactor: 1,
  maxMessageBytes: 8 * 1024 * 1024,
  maxInFlightAppends: 64,
  maxInFlightBytes: 64 * 1024 * 1024,
  appendTimeoutMs: 8000,
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

type ResolvedConfig = Required<KafkaBusConfig>;

/** One consumer's state, for /metrics and tests. */
export interface KafkaConsumerStats {
  group: string;
  /** Partitions of the topic assigned to this consumer at the last join (ascending). */
  assignedPartitions: number[];
  /** True between a join and the next rebalance/crash. */
  joined: boolean;
  queuedRecords: number;
  queuedBytes: number;
  pausedPartitions: number[];
  groupJoinsTotal: number;
  pausesTotal: number;
  /** Records dropped from the queue by rebalances (they are fetched again by whoever owns them). */
  droppedQueuedRecordsTotal: number;
  /** Commits for partitions this consumer did not own, ignored. */
  commitsIgnoredTotal: number;
}

export interface KafkaBusStats {
  appendsOkTotal: number;
  appendsRetryableTotal: number;
  appendsRefusedBusyTotal: number;
  appendsFailedTotal: number;
  inFlightAppends: number;
  inFlightBytes: number;
  /** Idempotent producers replaced after a failed or timed-out send. */
  producerResetsTotal: number;
  /** Produce requests sent; below appendsOkTotal when concurrent appends shared requests (group commit). */
  produceRequestsTotal: number;
  consumers: KafkaConsumerStats[];
}

/** A `Bus` with introspection. */
export interface KafkaBus extends Bus {
  stats(): KafkaBusStats;
}

export interface KafkaBusDeps {
  logger: pino.Logger;
}

const TOPIC_NAME = /^[A-Za-z0-9._-]{1,249}$/;
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,248}$/;
/** Upper bound of Kafka's per-record framing (length, attributes, deltas, key/value lengths, headers count). */
const RECORD_OVERHEAD_BYTES = 32;
/** Kafka record batch header (v2). */
const BATCH_OVERHEAD_BYTES = 61;
/** A poll stops adding records past this many bytes, so one poll cannot take unbounded memory. */
const MAX_POLL_BYTES = 16 * 1024 * 1024;
/** Kafka errors a retry cannot fix; everything else (connection, timeout, leadership, ISR) is retryable. */
const TOO_LARGE_ERRORS = new Set(['MESSAGE_TOO_LARGE', 'RECORD_LIST_TOO_LARGE']);
const FATAL_KAFKA_ERRORS = new Set([
  'INVALID_RECORD',
  'INVALID_TOPIC_EXCEPTION',
  'INVALID_REQUIRED_ACKS',
  'TOPIC_AUTHORIZATION_FAILED',
  'CLUSTER_AUTHORIZATION_FAILED',
  'TRANSACTIONAL_ID_AUTHORIZATION_FAILED',
  'UNSUPPORTED_VERSION',
  'UNSUPPORTED_FOR_MESSAGE_FORMAT',
  'UNSUPPORTED_COMPRESSION_TYPE',
  'SASL_AUTHENTICATION_FAILED',
  'ILLEGAL_SASL_STATE',
]);

function validateConfig(config: KafkaBusConfig): ResolvedConfig {
  if (config === null || typeof config !== 'object') throw createBusError('TH_ERR_BUS_CONFIG', 'kafka bus: config must be an object');
  // brokers has no default; it is checked right below.
  const resolved = { ...KAFKA_BUS_DEFAULTS, ...stripUndefined(config) } as ResolvedConfig;
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

/** The Kafka error type (e.g. `NOT_LEADER_FOR_PARTITION`) anywhere in a kafkajs error chain, if any. */
function kafkaErrorTypes(error: unknown): string[] {
  const types: string[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 8 && current !== null && typeof current === 'object'; depth++) {
    const e = current as { type?: unknown; originalError?: unknown; cause?: unknown };
    if (typeof e.type === 'string') types.push(e.type);
    current = e.originalError ?? e.cause;
  }
  return types;
}

function describeError(error: unknown): { errName: string; kafkaType?: string; message: string } {
  const e = error as { name?: unknown; message?: unknown };
  const types = kafkaErrorTypes(error);
  return {
    errName: typeof e?.name === 'string' ? e.name : 'Error',
    ...(types.length > 0 ? { kafkaType: types[types.length - 1] } : {}),
    message: typeof e?.message === 'string' ? e.message : String(error),
  };
}

interface ProducerSlot {
  producer: Producer;
  connecting: Promise<void> | null;
  /** Appends still running on this producer (including ones already answered by a timeout). */
  inFlight: number;
  retired: boolean;
  closed: boolean;
}

interface QueuedRecord {
  record: BusRecord;
  bytes: number;
}

interface ConsumerState {
  group: string;
  kafka: Consumer;
  api: BusConsumer;
  assigned: Set<number>;
  joined: boolean;
  /** FIFO of fetched records; `head` is the next to hand out (compacted lazily). */
  queue: QueuedRecord[];
  head: number;
  queuedBytes: number;
  paused: Set<number>;
  waiters: Set<() => void>;
  listeners: ((partitions: number[]) => void)[];
  pollChain: Promise<unknown>;
  startLoop: Promise<void>;
  counters: { groupJoinsTotal: number; pausesTotal: number; droppedQueuedRecordsTotal: number; commitsIgnoredTotal: number };
  /** Set while kafkajs is crashed/restarting, to log one line per episode. */
  crashedSince: number | null;
}

export function createKafkaBus(deps: KafkaBusDeps, config: KafkaBusConfig): KafkaBus {
  const settings = validateConfig(config);
  const logger = deps.logger.child({ component: 'kafka-bus', topic: settings.topic });
  const kafka = new Kafka({
    clientId: settings.clientId,
    brokers: settings.brokers,
    connectionTimeout: settings.connectionTimeoutMs,
    requestTimeout: settings.requestTimeoutMs,
    // Short, bounded retries: append answers within appendTimeoutMs, and consumers recover quickly once the
    // broker is back. kafkajs restarts a crashed consumer by itself (restartOnFailure below).
    retry: { initialRetryTime: 200, maxRetryTime: 3000, retries: 5 },
    logLevel: KafkaLogLevel.WARN,
    logCreator: createKafkaLogCreator(logger),
  });

  type Phase = 'new' | 'starting' | 'started' | 'closing' | 'closed';
  let phase: Phase = 'new';
  let startPromise: Promise<void> | null = null;
  let shutdownPromise: Promise<void> | null = null;
  let admin: Admin | null = null;

  const counters = {
    appendsOkTotal: 0,
    appendsRetryableTotal: 0,
    appendsRefusedBusyTotal: 0,
    appendsFailedTotal: 0,
    producerResetsTotal: 0,
    produceRequestsTotal: 0,
  };
  let inFlightAppends = 0;
  let inFlightBytes = 0;
  const answers = new Set<Promise<AppendResult>>();
  /** Refusals in the current episode (busy or unavailable); logged when it starts and when it ends. */
  let refusingSince: { reason: string; count: number; sinceMs: number } | null = null;
  const closingProducers = new Set<Promise<void>>();
  /** Producers not yet disconnected: the current one and retired ones still finishing abandoned sends. */
  const liveSlots = new Set<ProducerSlot>();
  const consumers = new Map<string, ConsumerState>();

  // ---------------------------------------------------------------- producer

  function newProducerSlot(): ProducerSlot {
    const producer = kafka.producer({
      idempotent: true,
      // kafkajs serializes produce requests per broker for an idempotent producer; 1 keeps ordering simple.
      maxInFlightRequests: 1,
      allowAutoTopicCreation: false,
      // Java-compatible murmur2 on the key: every record of a trace lands in one partition.
      createPartitioner: Partitioners.DefaultPartitioner,
      retry: { initialRetryTime: 100, maxRetryTime: 1000, retries: 3 },
    });
    const slot: ProducerSlot = { producer, connecting: null, inFlight: 0, retired: false, closed: false };
    liveSlots.add(slot);
    return slot;
  }

  let currentSlot = newProducerSlot();

  function connectSlot(slot: ProducerSlot): Promise<void> {
    slot.connecting ??= slot.producer.connect().catch((error: unknown) => {
      slot.connecting = null;
      throw error;
    });
    return slot.connecting;
  }

  function closeSlot(slot: ProducerSlot): void {
    if (slot.closed) return;
    slot.closed = true;
    liveSlots.delete(slot);
    const closing = slot.producer.disconnect().catch((error: unknown) => {
      logger.warn({ error: describeError(error) }, 'kafka bus: producer disconnect failed');
    });
    closingProducers.add(closing);
    void closing.finally(() => closingProducers.delete(closing));
  }

  /** Replaces the current producer after a failed send (see header: sequence numbers become uncertain). */
  function retireSlot(slot: ProducerSlot): void {
    if (slot.retired) return;
    slot.retired = true;
    counters.producerResetsTotal++;
    if (slot === currentSlot) currentSlot = newProducerSlot();
    if (slot.inFlight === 0) closeSlot(slot);
  }

  /** `cause` names the case in the log line (kafka_unavailable, kafka_timeout, bus_busy); the result carries only the typed reason. */
  function refuse(reason: AppendRefusal, cause: string, retryInMs: number, fields: Record<string, unknown>): AppendResult {
    if (refusingSince === null) {
      refusingSince = { reason: cause, count: 0, sinceMs: Date.now() };
      logger.warn({ reason: cause, ...fields }, 'kafka bus: refusing appends (retryable); will log again when they succeed');
    }
    refusingSince.count++;
    return { status: 'retryable', retryInMs, reason };
  }

  function accepted(): void {
    if (refusingSince === null) return;
    logger.info(
      { reason: refusingSince.reason, refusedAppends: refusingSince.count, refusingForMs: Date.now() - refusingSince.sinceMs },
      'kafka bus: appends succeed again',
    );
    refusingSince = null;
  }

  function failed(error: Error): AppendResult {
    counters.appendsFailedTotal++;
    return { status: 'failed', error };
  }

  /** Splits records into produce requests of at most maxMessageBytes (estimated with Kafka's framing). */
  function splitIntoRequests(records: { key: string; value: Buffer }[], sizes: number[]): Message[][] {
    const limit = settings.maxMessageBytes - BATCH_OVERHEAD_BYTES;
    const requests: Message[][] = [];
    let current: Message[] = [];
    let currentBytes = 0;
    for (let i = 0; i < records.length; i++) {
      if (current.length > 0 && currentBytes + sizes[i]! > limit) {
        requests.push(current);
        current = [];
        currentBytes = 0;
      }
      current.push({ key: records[i]!.key, value: records[i]!.value });
      currentBytes += sizes[i]!;
    }
    if (current.length > 0) requests.push(current);
    return requests;
  }

  function classifySendError(error: unknown): AppendResult {
    const types = kafkaErrorTypes(error);
    const tooLarge = types.find((t) => TOO_LARGE_ERRORS.has(t));
    if (tooLarge !== undefined) {
      return failed(createBusError('TH_ERR_BUS_BATCH_TOO_LARGE', `kafka bus: broker refused the batch as too large (${tooLarge})`, error));
    }
    const fatal = types.find((t) => FATAL_KAFKA_ERRORS.has(t));
    if (fatal !== undefined) {
      logger.error({ kafkaType: fatal }, 'kafka bus: broker refused an append; retrying cannot help');
      return failed(createBusError('TH_ERR_BUS_KAFKA', `kafka bus: broker refused the append (${fatal})`, error));
    }
    counters.appendsRetryableTotal++;
    const { errName, kafkaType } = describeError(error);
    return refuse('unavailable', 'kafka_unavailable', settings.unavailableRetryMs, { errName, kafkaType });
  }

  /**
   * Group commit: appends queue here while a produce request is in flight, and the next request carries all
   * of them (up to maxMessageBytes). The idempotent producer allows one request in flight per broker, so
   * sending each append on its own made the broker round trip the collector's limit; one request per round
   * trip, whatever the number of appends it carries, is not.
   */
  interface PendingAppend {
    records: { key: string; value: Buffer }[];
    sizes: number[];
    bytes: number;
    resolve: (result: AppendResult) => void;
    answered: boolean;
    timer: NodeJS.Timeout | undefined;
  }
  interface SendGroup {
    appends: PendingAppend[];
    slot: ProducerSlot;
    abandoned: boolean;
  }
  const waiting: PendingAppend[] = [];
  /** The group being sent now; null between sends and once the current group was abandoned after a timeout. */
  let sending: SendGroup | null = null;

  function answer(p: PendingAppend, result: AppendResult): void {
    if (p.answered) return;
    p.answered = true;
    clearTimeout(p.timer);
    p.resolve(result);
  }

  /** Frees an append's share of the in-flight bounds: once, when kafkajs is done with it or it left the queue. */
  function release(p: PendingAppend): void {
    inFlightAppends--;
    inFlightBytes -= p.bytes;
  }

  function onAppendTimeout(p: PendingAppend): void {
    const queued = waiting.indexOf(p);
    if (queued >= 0) {
      waiting.splice(queued, 1);
      release(p);
      counters.appendsRetryableTotal++;
      answer(p, refuse('unavailable', 'kafka_timeout', settings.unavailableRetryMs, { appendTimeoutMs: settings.appendTimeoutMs }));
      return;
    }
    const group = sending;
    if (group === null || !group.appends.includes(p)) return;
    // The request carrying it is stuck: abandon it (its producer is replaced: its sequence numbers are now
    // uncertain) and answer every append it carries; the queue goes on with the next producer.
    group.abandoned = true;
    sending = null;
    retireSlot(group.slot);
    for (const q of group.appends) {
      if (q.answered) continue;
      counters.appendsRetryableTotal++;
      answer(q, refuse('unavailable', 'kafka_timeout', settings.unavailableRetryMs, { appendTimeoutMs: settings.appendTimeoutMs }));
    }
    pump();
  }

  /** Sends the queued appends as one group when no request is in flight. */
  function pump(): void {
    if (sending !== null || waiting.length === 0) return;
    const limit = settings.maxMessageBytes - BATCH_OVERHEAD_BYTES;
    const appends = [waiting.shift()!];
    let groupBytes = appends[0]!.bytes;
    while (waiting.length > 0 && groupBytes + waiting[0]!.bytes <= limit) {
      const next = waiting.shift()!;
      appends.push(next);
      groupBytes += next.bytes;
    }
    const slot = currentSlot;
    slot.inFlight++;
    const group: SendGroup = { appends, slot, abandoned: false };
    sending = group;
    const records = appends.length === 1 ? appends[0]!.records : appends.flatMap((a) => a.records);
    const sizes = appends.length === 1 ? appends[0]!.sizes : appends.flatMap((a) => a.sizes);
    // A single append larger than maxMessageBytes goes alone, as several requests in order.
    const requests = splitIntoRequests(records, sizes);
    const work = (async (): Promise<void> => {
      await connectSlot(slot);
      for (const messages of requests) {
        if (group.abandoned) throw new Error('append abandoned after its timeout');
        try {
          counters.produceRequestsTotal++;
          await slot.producer.send({ topic: settings.topic, acks: -1, timeout: settings.requestTimeoutMs, messages });
        } catch (error) {
          retireSlot(slot);
          throw error;
        }
      }
    })();
    void work
      .then(
        () => {
          if (group.abandoned) return;
          counters.appendsOkTotal += appends.length;
          accepted();
          for (const a of appends) answer(a, { status: 'ok', firstOffset: -1 });
        },
        (error: unknown) => {
          if (group.abandoned) return;
          // Classified once (it logs and counts once); the other appends of the group share the answer.
          const result = classifySendError(error);
          if (result.status === 'retryable') counters.appendsRetryableTotal += appends.length - 1;
          else if (result.status === 'failed') counters.appendsFailedTotal += appends.length - 1;
          for (const a of appends) answer(a, result);
        },
      )
      .finally(() => {
        // The bounds cover abandoned sends too, until kafkajs is really done with them.
        for (const a of appends) release(a);
        slot.inFlight--;
        if (slot.retired && slot.inFlight === 0) closeSlot(slot);
        if (sending === group) sending = null;
        pump();
      });
  }

  function append(records: { key: string; value: Buffer }[]): Promise<AppendResult> {
    if (phase === 'closing' || phase === 'closed') return Promise.resolve(failed(createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down')));
    if (phase !== 'started') return Promise.resolve(failed(createBusError('TH_ERR_BUS_NOT_STARTED', 'kafka bus: start() has not completed')));
    if (!Array.isArray(records)) return Promise.resolve(failed(createBusError('TH_ERR_BUS_INVALID_RECORD', 'kafka bus: records must be an array')));
    if (records.length === 0) return Promise.resolve({ status: 'ok', firstOffset: -1 });
    const sizes = new Array<number>(records.length);
    let bytes = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (record === null || typeof record !== 'object' || typeof record.key !== 'string' || !Buffer.isBuffer(record.value)) {
        return Promise.resolve(failed(createBusError('TH_ERR_BUS_INVALID_RECORD', `kafka bus: record ${i} needs a string key and a Buffer value`)));
      }
      const size = RECORD_OVERHEAD_BYTES + Buffer.byteLength(record.key, 'utf8') + record.value.length;
      if (size + BATCH_OVERHEAD_BYTES > settings.maxMessageBytes) {
        return Promise.resolve(
          failed(createBusError('TH_ERR_BUS_BATCH_TOO_LARGE', `kafka bus: record ${i} is ${size} bytes; maxMessageBytes is ${settings.maxMessageBytes}`)),
        );
      }
      sizes[i] = size;
      bytes += size;
    }
    // An append larger than the byte bound still goes through when nothing else is in flight.
    if (inFlightAppends >= settings.maxInFlightAppends || (inFlightAppends > 0 && inFlightBytes + bytes > settings.maxInFlightBytes)) {
      counters.appendsRefusedBusyTotal++;
      return Promise.resolve(
        refuse('busy', 'bus_busy', settings.busyRetryMs, { inFlightAppends, inFlightBytes, maxInFlightAppends: settings.maxInFlightAppends }),
      );
    }
    inFlightAppends++;
    inFlightBytes += bytes;
    const result = new Promise<AppendResult>((resolve) => {
      const p: PendingAppend = { records, sizes, bytes, resolve, answered: false, timer: undefined };
      p.timer = setTimeout(() => onAppendTimeout(p), settings.appendTimeoutMs);
      waiting.push(p);
    });
    answers.add(result);
    void result.finally(() => answers.delete(result));
    pump();
    return result;
  }

  // ---------------------------------------------------------------- consumers

  function queuedRecords(state: ConsumerState): number {
    return state.queue.length - state.head;
  }

  function wake(state: ConsumerState): void {
    const toWake = [...state.waiters];
    state.waiters.clear();
    for (const w of toWake) w();
  }

  function resumePaused(state: ConsumerState): void {
    if (state.paused.size === 0) return;
    const partitions = [...state.paused];
    state.paused.clear();
    try {
      state.kafka.resume([{ topic: settings.topic, partitions }]);
    } catch (error) {
      // Only fails before run(); nothing is paused then.
      logger.debug({ group: state.group, error: describeError(error) }, 'kafka bus: resume failed');
    }
  }

  /** Drops every queued record: after a rebalance or crash kafkajs fetches again from the committed offsets. */
  function dropQueue(state: ConsumerState): void {
    const dropped = queuedRecords(state);
    state.counters.droppedQueuedRecordsTotal += dropped;
    state.queue = [];
    state.head = 0;
    state.queuedBytes = 0;
    resumePaused(state);
  }

  function onGroupJoin(state: ConsumerState, memberAssignment: Record<string, number[]>): void {
    const assigned = new Set(memberAssignment[settings.topic] ?? []);
    const revoked = [...state.assigned].filter((p) => !assigned.has(p)).sort((a, b) => a - b);
    dropQueue(state);
    state.assigned = assigned;
    state.joined = true;
    state.counters.groupJoinsTotal++;
    if (state.crashedSince !== null) {
      logger.info({ group: state.group, downForMs: Date.now() - state.crashedSince }, 'kafka bus: consumer rejoined its group');
      state.crashedSince = null;
    }
    logger.info({ group: state.group, assigned: [...assigned].sort((a, b) => a - b), revoked }, 'kafka bus: consumer joined its group');
    if (revoked.length === 0) return;
    for (const listener of state.listeners) {
      try {
        listener(revoked);
      } catch (error) {
        logger.error({ group: state.group, error: describeError(error) }, 'kafka bus: onPartitionsRevoked listener threw');
      }
    }
  }

  function onEachBatch(state: ConsumerState, payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, isRunning, isStale, pause } = payload;
    if (batch.topic !== settings.topic || !state.assigned.has(batch.partition) || phase !== 'started') return Promise.resolve();
    let pushed = 0;
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      // Copied: kafkajs hands out slices of the whole fetch response, which would stay alive with them.
      const value = message.value === null ? Buffer.alloc(0) : Buffer.from(message.value);
      const key = message.key === null ? '' : message.key.toString('utf8');
      const bytes = value.length + key.length;
      const full =
        queuedRecords(state) >= settings.maxQueuedRecords || (queuedRecords(state) > 0 && state.queuedBytes + bytes > settings.maxQueuedBytes);
      if (full) {
        // Unresolved records of this partition are fetched again after resume.
        pause();
        state.paused.add(batch.partition);
        state.counters.pausesTotal++;
        break;
      }
      state.queue.push({ record: { partition: batch.partition, offset: Number(message.offset), key, value }, bytes });
      state.queuedBytes += bytes;
      resolveOffset(message.offset);
      pushed++;
    }
    if (pushed > 0) wake(state);
    return Promise.resolve();
  }

  async function runConsumerStart(state: ConsumerState): Promise<void> {
    // Retried until it works or the bus shuts down: a broker outage at ingest start must not kill ingest.
    let delayMs = 250;
    for (let attempt = 1; phase === 'started'; attempt++) {
      try {
        await state.kafka.connect();
        await state.kafka.subscribe({ topics: [settings.topic], fromBeginning: true });
        await state.kafka.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: 1,
          eachBatch: (payload) => onEachBatch(state, payload),
        });
        return;
      } catch (error) {
        if (attempt === 1) logger.warn({ group: state.group, error: describeError(error) }, 'kafka bus: consumer could not start; retrying');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        delayMs = Math.min(delayMs * 2, 5000);
      }
    }
  }

  function createConsumer(group: string): ConsumerState {
    const kafkaConsumer = kafka.consumer({
      groupId: group,
      sessionTimeout: settings.sessionTimeoutMs,
      heartbeatInterval: settings.heartbeatIntervalMs,
      rebalanceTimeout: settings.rebalanceTimeoutMs,
      maxWaitTimeInMs: settings.fetchMaxWaitMs,
      allowAutoTopicCreation: false,
      retry: { initialRetryTime: 200, maxRetryTime: 3000, retries: 5, restartOnFailure: () => Promise.resolve(true) },
    });
    const state: ConsumerState = {
      group,
      kafka: kafkaConsumer,
      api: null as unknown as BusConsumer,
      assigned: new Set(),
      joined: false,
      queue: [],
      head: 0,
      queuedBytes: 0,
      paused: new Set(),
      waiters: new Set(),
      listeners: [],
      pollChain: Promise.resolve(),
      startLoop: Promise.resolve(),
      counters: { groupJoinsTotal: 0, pausesTotal: 0, droppedQueuedRecordsTotal: 0, commitsIgnoredTotal: 0 },
      crashedSince: null,
    };
    const { GROUP_JOIN, REBALANCING, CRASH } = kafkaConsumer.events;
    kafkaConsumer.on(GROUP_JOIN, (event) => onGroupJoin(state, event.payload.memberAssignment));
    kafkaConsumer.on(REBALANCING, () => {
      state.joined = false;
      dropQueue(state);
    });
    kafkaConsumer.on(CRASH, (event) => {
      state.joined = false;
      dropQueue(state);
      if (phase !== 'started') return;
      if (state.crashedSince === null) {
        state.crashedSince = Date.now();
        logger.warn(
          { group, error: describeError(event.payload.error), restart: event.payload.restart },
          'kafka bus: consumer crashed; kafkajs restarts it (logged once per outage)',
        );
      }
    });

    async function doPoll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
      if (queuedRecords(state) === 0 && waitMs > 0 && phase === 'started') {
        await new Promise<void>((resolve) => {
          const done = (): void => {
            clearTimeout(timer);
            state.waiters.delete(done);
            resolve();
          };
          const timer = setTimeout(done, waitMs);
          state.waiters.add(done);
        });
      }
      const records: BusRecord[] = [];
      let bytes = 0;
      while (records.length < maxRecords && state.head < state.queue.length && (records.length === 0 || bytes < MAX_POLL_BYTES)) {
        const item = state.queue[state.head]!;
        state.queue[state.head] = undefined as unknown as QueuedRecord; // let it be collected
        state.head++;
        state.queuedBytes -= item.bytes;
        bytes += item.bytes;
        records.push(item.record);
      }
      if (state.head > 1024 && state.head * 2 > state.queue.length) {
        state.queue = state.queue.slice(state.head);
        state.head = 0;
      }
      if (
        state.paused.size > 0 &&
        queuedRecords(state) <= settings.maxQueuedRecords / 2 &&
        state.queuedBytes <= settings.maxQueuedBytes / 2 &&
        phase === 'started'
      ) {
        resumePaused(state);
      }
      return records;
    }

    state.api = {
      poll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
        if (!Number.isSafeInteger(maxRecords) || maxRecords < 1 || !Number.isFinite(waitMs) || waitMs < 0) {
          return Promise.reject(
            createBusError('TH_ERR_BUS_INVALID_ARGUMENT', `kafka bus: poll needs maxRecords >= 1 and waitMs >= 0, got ${maxRecords}, ${waitMs}`),
          );
        }
        if (phase === 'closing' || phase === 'closed') return Promise.reject(createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down'));
        // Serialized per consumer: concurrent polls would race for the same queue head.
        const result = state.pollChain.then(() => doPoll(maxRecords, waitMs));
        state.pollChain = result.catch(() => undefined);
        return result;
      },

      async commit(nextOffset: number, partition = 0): Promise<void> {
        if (!Number.isSafeInteger(nextOffset) || nextOffset < 0 || !Number.isSafeInteger(partition) || partition < 0) {
          throw createBusError('TH_ERR_BUS_INVALID_ARGUMENT', `kafka bus: commit needs offset >= 0 and partition >= 0, got ${nextOffset}, ${partition}`);
        }
        if (phase === 'closing' || phase === 'closed') throw createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down');
        if (!state.joined) {
          throw createBusError('TH_ERR_BUS_UNAVAILABLE', `kafka bus: consumer of group ${group} is (re)joining its group; commit again later`);
        }
        if (!state.assigned.has(partition)) {
          // Revoked: the new owner gets these records again from the last committed offset.
          state.counters.commitsIgnoredTotal++;
          logger.debug({ group, partition, nextOffset }, 'kafka bus: commit for a partition this consumer does not own; ignored');
          return;
        }
        try {
          await kafkaConsumer.commitOffsets([{ topic: settings.topic, partition, offset: String(nextOffset) }]);
        } catch (error) {
          const { errName, kafkaType } = describeError(error);
          throw createBusError('TH_ERR_BUS_UNAVAILABLE', `kafka bus: commit failed (${kafkaType ?? errName}); commit again later`, error);
        }
      },

      onPartitionsRevoked(listener: (partitions: number[]) => void): void {
        state.listeners.push(listener);
      },
    };
    state.startLoop = runConsumerStart(state);
    return state;
  }

  function getConsumer(group: string): BusConsumer {
    if (typeof group !== 'string' || !GROUP_NAME.test(group)) {
      throw createBusError('TH_ERR_BUS_INVALID_ARGUMENT', 'kafka bus: group must be 1-249 characters of [A-Za-z0-9._-], starting alphanumeric');
    }
    if (phase === 'closing' || phase === 'closed') throw createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down');
    if (phase !== 'started') throw createBusError('TH_ERR_BUS_NOT_STARTED', 'kafka bus: start() has not completed');
    let state = consumers.get(group);
    if (state === undefined) {
      state = createConsumer(group);
      consumers.set(group, state);
    }
    return state.api;
  }

  // ---------------------------------------------------------------- lifecycle

  function ensureTopic(client: Admin): Promise<void> {
    return ensureKafkaTopic(
      client,
      { topic: settings.topic, partitions: settings.partitions, replicationFactor: settings.replicationFactor, maxMessageBytes: settings.maxMessageBytes, timeoutMs: settings.startTimeoutMs },
      logger,
    );
  }

  async function doStart(): Promise<void> {
    phase = 'starting';
    const deadline = Date.now() + settings.startTimeoutMs;
    let lastError: unknown = null;
    try {
      for (;;) {
        admin = kafka.admin({ retry: { initialRetryTime: 200, maxRetryTime: 2000, retries: 3 } });
        try {
          await admin.connect();
          await ensureTopic(admin);
          await connectSlot(currentSlot);
          break;
        } catch (error) {
          lastError = error;
          await admin.disconnect().catch(() => undefined);
          admin = null;
          const types = kafkaErrorTypes(error);
          const fatal = types.find((t) => FATAL_KAFKA_ERRORS.has(t) || t === 'INVALID_REPLICATION_FACTOR' || t === 'POLICY_VIOLATION');
          if (fatal !== undefined) throw createBusError('TH_ERR_BUS_KAFKA', `kafka bus: could not create topic ${settings.topic} (${fatal})`, error);
          if (Date.now() >= deadline) {
            const { errName, kafkaType } = describeError(lastError);
            throw createBusError(
              'TH_ERR_BUS_UNAVAILABLE',
              `kafka bus: no broker of ${settings.brokers.join(',')} answered within ${settings.startTimeoutMs} ms (${kafkaType ?? errName})`,
              lastError,
            );
          }
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
      // The admin client is only needed for the topic; consumers and the producer have their own connections.
      await admin.disconnect();
      admin = null;
    } catch (error) {
      phase = 'closed';
      await admin?.disconnect().catch(() => undefined);
      admin = null;
      await currentSlot.producer.disconnect().catch(() => undefined);
      logger.error({ error: describeError(error) }, 'kafka bus: start failed');
      throw error;
    }
    phase = 'started';
    logger.info({ brokers: settings.brokers, partitions: settings.partitions }, 'kafka bus started');
  }

  async function doShutdown(): Promise<void> {
    if (startPromise !== null) await startPromise.catch(() => undefined);
    if (phase === 'closed') return;
    phase = 'closing';
    for (const state of consumers.values()) wake(state); // pollers return what they have
    // Answers are bounded by appendTimeoutMs.
    while (answers.size > 0) await Promise.allSettled([...answers]);
    for (const state of consumers.values()) {
      await state.startLoop.catch(() => undefined);
      await state.pollChain.catch(() => undefined);
      try {
        await state.kafka.disconnect(); // leaves the group: its partitions go to the other members now
      } catch (error) {
        logger.warn({ group: state.group, error: describeError(error) }, 'kafka bus: consumer disconnect failed');
      }
      dropQueue(state);
    }
    // Also stops sends still retrying after their append was answered by a timeout.
    for (const slot of [...liveSlots]) {
      slot.retired = true;
      closeSlot(slot);
    }
    while (closingProducers.size > 0) await Promise.allSettled([...closingProducers]);
    await admin?.disconnect().catch(() => undefined);
    admin = null;
    phase = 'closed';
    logger.info({ appendsOkTotal: counters.appendsOkTotal }, 'kafka bus shut down');
  }

  const producerInstance: BusProducer = { append };

  return {
    start(): Promise<void> {
      if (phase === 'closing' || phase === 'closed') {
        return startPromise ?? Promise.reject(createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down'));
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
        ...counters,
        inFlightAppends,
        inFlightBytes,
        consumers: [...consumers.values()].map((state) => ({
          group: state.group,
          assignedPartitions: [...state.assigned].sort((a, b) => a - b),
          joined: state.joined,
          queuedRecords: queuedRecords(state),
          queuedBytes: state.queuedBytes,
          pausedPartitions: [...state.paused].sort((a, b) => a - b),
          ...state.counters,
        })),
      };
    },
  };
}
