import type { Consumer, EachBatchPayload, Kafka } from 'kafkajs';
import type pino from 'pino';
import { createBusError, pollArgumentsError } from '../bus-error.ts';
import type { BusConsumer, BusRecord } from '../bus.ts';
import { createConsumerMembership } from './consumer-membership.ts';
import { createConsumerQueue } from './consumer-queue.ts';
import type { KafkaBusSettings } from './kafka-bus-config.ts';
import type { PhaseRef } from './kafka-bus-phase.ts';
import { createClosedError, isShutDown } from './kafka-bus-phase.ts';
import type { KafkaConsumerStats } from './kafka-bus-stats.ts';
import { describeKafkaError } from './kafka-errors.ts';
import { waitForWake } from '../wait-for-wake.ts';

/** A poll stops adding records past this many bytes, so one poll cannot take unbounded memory. */
const MAX_POLL_BYTES = 16 * 1024 * 1024;

/**
 * kafkajs restarts a crashed consumer only when the error is retriable. Some errors a broker restart produces
 * are not (KafkaJSGroupCoordinatorNotFound while the new broker still loads its group metadata, an error thrown
 * past kafkajs's retries as KafkaJSNonRetriableError): kafkajs then disconnects the consumer and stops, and the
 * group would lose this member for good while the process looks healthy. The bus restarts it itself after this
 * delay, doubling up to the maximum while it keeps crashing so; a join resets the delay.
 */
const SELF_RESTART_MIN_MS = 1000;
const SELF_RESTART_MAX_MS = 30_000;

/**
 * One consumer group member of the bus: the bridge from kafkajs' push (eachBatch) to the bus's pull (`poll`),
 * through a bounded queue; the contract of `api` is the one in kafka-bus.ts's header. Created by the bus once
 * per group, after start; `wake`, `close` and `stats` are for the bus only.
 */
export interface KafkaBusConsumer {
  group: string;
  /** What `Bus.consumer(group)` hands out. */
  api: BusConsumer;
  /** Makes pending polls return at once (with what the queue holds): shutdown calls it first. */
  wake(): void;
  /** Waits for the start loop and the polls, leaves the group (its partitions go to the other members now). */
  close(): Promise<void>;
  stats(): KafkaConsumerStats;
}

export function createKafkaConsumer(deps: { kafka: Kafka; logger: pino.Logger; settings: KafkaBusSettings; phase: PhaseRef }, group: string): KafkaBusConsumer {
  const { logger, settings, phase } = deps;
  const kafkaConsumer: Consumer = deps.kafka.consumer({
    groupId: group,
    sessionTimeout: settings.sessionTimeoutMs,
    heartbeatInterval: settings.heartbeatIntervalMs,
    rebalanceTimeout: settings.rebalanceTimeoutMs,
    maxWaitTimeInMs: settings.fetchMaxWaitMs,
    allowAutoTopicCreation: false,
    retry: { initialRetryTime: 200, maxRetryTime: 3000, retries: 5, restartOnFailure: () => Promise.resolve(true) },
  });
  const membership = createConsumerMembership({ logger, group, topic: settings.topic });
  const queue = createConsumerQueue();
  const paused = new Set<number>();
  const waiters = new Set<() => void>();
  let pollChain: Promise<unknown> = Promise.resolve();
  const counters = { pausesTotal: 0, droppedQueuedRecordsTotal: 0, commitsIgnoredTotal: 0, selfRestartsTotal: 0 };
  let selfRestartDelayMs = SELF_RESTART_MIN_MS;
  let selfRestartTimer: NodeJS.Timeout | null = null;
  // Lag, per owned partition: the high watermark of the partition's last fetch, and the position ingest has
  // reached (its last commit, or before one the first offset fetched since the join: the committed offset).
  const highWatermarks = new Map<number, number>();
  const positions = new Map<number, number>();

  function wake(): void {
    const toWake = [...waiters];
    waiters.clear();
    for (const w of toWake) w();
  }

  function resumePaused(): void {
    if (paused.size === 0) return;
    const partitions = [...paused];
    paused.clear();
    try {
      kafkaConsumer.resume([{ topic: settings.topic, partitions }]);
    } catch (error) {
      // Only fails before run(); nothing is paused then.
      logger.debug({ group, error: describeKafkaError(error) }, 'kafka bus: resume failed');
    }
  }

  /** Drops every queued record: after a rebalance or crash kafkajs fetches again from the committed offsets. */
  function dropQueue(): void {
    counters.droppedQueuedRecordsTotal += queue.clear();
    resumePaused();
  }

  /** Membership changed: what was known of the partitions' lag is known again from the next fetches. */
  function forgetLag(): void {
    highWatermarks.clear();
    positions.clear();
  }

  /** Records of the owned partitions not yet committed, as far as the last fetch of each knew its end. */
  function lagRecords(): number {
    let lag = 0;
    for (const [partition, position] of positions) {
      const highWatermark = highWatermarks.get(partition);
      if (highWatermark !== undefined && membership.owns(partition)) lag += Math.max(0, highWatermark - position);
    }
    return lag;
  }

  function onEachBatch(payload: EachBatchPayload): Promise<void> {
    const { batch, resolveOffset, isRunning, isStale, pause } = payload;
    if (batch.topic !== settings.topic || !membership.owns(batch.partition) || phase.current !== 'started') return Promise.resolve();
    highWatermarks.set(batch.partition, Number(batch.highWatermark));
    if (!positions.has(batch.partition) && batch.messages.length > 0) positions.set(batch.partition, Number(batch.messages[0]!.offset));
    let pushed = 0;
    for (const message of batch.messages) {
      if (!isRunning() || isStale()) break;
      // Copied: kafkajs hands out slices of the whole fetch response, which would stay alive with them.
      const value = message.value === null ? Buffer.alloc(0) : Buffer.from(message.value);
      const key = message.key === null ? '' : message.key.toString('utf8');
      const bytes = value.length + key.length;
      const full =
        queue.recordCount() >= settings.maxQueuedRecords || (queue.recordCount() > 0 && queue.byteCount() + bytes > settings.maxQueuedBytes);
      if (full) {
        // Unresolved records of this partition are fetched again after resume.
        pause();
        paused.add(batch.partition);
        counters.pausesTotal++;
        break;
      }
      queue.push({ partition: batch.partition, offset: Number(message.offset), key, value }, bytes);
      resolveOffset(message.offset);
      pushed++;
    }
    if (pushed > 0) wake();
    return Promise.resolve();
  }

  async function runConsumerStart(): Promise<void> {
    // Retried until it works or the bus shuts down: a broker outage at ingest start must not kill ingest.
    let delayMs = 250;
    for (let attempt = 1; phase.current === 'started'; attempt++) {
      try {
        await kafkaConsumer.connect();
        await kafkaConsumer.subscribe({ topics: [settings.topic], fromBeginning: true });
        await kafkaConsumer.run({
          autoCommit: false,
          eachBatchAutoResolve: false,
          partitionsConsumedConcurrently: 1,
          eachBatch: onEachBatch,
        });
        return;
      } catch (error) {
        if (attempt === 1) logger.warn({ group, error: describeKafkaError(error) }, 'kafka bus: consumer could not start; retrying');
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        delayMs = Math.min(delayMs * 2, 5000);
      }
    }
  }

  const { GROUP_JOIN, REBALANCING, CRASH } = kafkaConsumer.events;
  // Queued records are dropped on every membership change: kafkajs fetches them again from the committed
  // offsets for whoever owns their partition now, so none of a revoked partition is handed out after it.
  kafkaConsumer.on(GROUP_JOIN, (event) => {
    selfRestartDelayMs = SELF_RESTART_MIN_MS;
    dropQueue();
    forgetLag();
    membership.join(event.payload.memberAssignment);
  });
  kafkaConsumer.on(REBALANCING, () => {
    membership.leave();
    dropQueue();
    forgetLag();
  });
  kafkaConsumer.on(CRASH, (event) => {
    membership.leave();
    dropQueue();
    forgetLag();
    if (phase.current !== 'started') return;
    membership.crashed(event.payload.error, event.payload.restart);
    // kafkajs emits CRASH after it disconnected the consumer; with restart false it leaves it so.
    if (!event.payload.restart) restartAfterFatalCrash(event.payload.error);
  });

  /** Starts the consumer again (connect, subscribe, run) after SELF_RESTART_*; one restart pending at a time. */
  function restartAfterFatalCrash(error: unknown): void {
    if (selfRestartTimer !== null) return;
    const delayMs = selfRestartDelayMs;
    selfRestartDelayMs = Math.min(delayMs * 2, SELF_RESTART_MAX_MS);
    counters.selfRestartsTotal++;
    logger.warn({ group, error: describeKafkaError(error), inMs: delayMs }, 'kafka bus: kafkajs does not restart the consumer after this error; the bus restarts it');
    selfRestartTimer = setTimeout(() => {
      selfRestartTimer = null;
      if (phase.current !== 'started') return;
      startLoop = startLoop.then(runConsumerStart, runConsumerStart);
    }, delayMs);
  }

  async function doPoll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
    if (queue.recordCount() === 0 && waitMs > 0 && phase.current === 'started') {
      await waitForWake(waiters, waitMs);
    }
    const records = queue.take(maxRecords, MAX_POLL_BYTES);
    if (paused.size > 0 && queue.recordCount() <= settings.maxQueuedRecords / 2 && queue.byteCount() <= settings.maxQueuedBytes / 2 && phase.current === 'started') {
      resumePaused();
    }
    return records;
  }

  const api: BusConsumer = {
    poll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
      const invalid = pollArgumentsError('kafka bus', maxRecords, waitMs);
      if (invalid) return Promise.reject(invalid);
      if (isShutDown(phase)) return Promise.reject(createClosedError());
      // Serialized per consumer: concurrent polls would race for the same queue head.
      const result = pollChain.then(() => doPoll(maxRecords, waitMs));
      pollChain = result.catch(() => undefined);
      return result;
    },

    async commit(nextOffset: number, partition = 0): Promise<void> {
      if (!Number.isSafeInteger(nextOffset) || nextOffset < 0 || !Number.isSafeInteger(partition) || partition < 0) {
        throw createBusError('TH_ERR_BUS_INVALID_ARGUMENT', `kafka bus: commit needs offset >= 0 and partition >= 0, got ${nextOffset}, ${partition}`);
      }
      if (isShutDown(phase)) throw createClosedError();
      if (!membership.isJoined()) {
        throw createBusError('TH_ERR_BUS_UNAVAILABLE', `kafka bus: consumer of group ${group} is (re)joining its group; commit again later`);
      }
      if (!membership.owns(partition)) {
        // Revoked: the new owner gets these records again from the last committed offset.
        counters.commitsIgnoredTotal++;
        logger.debug({ group, partition, nextOffset }, 'kafka bus: commit for a partition this consumer does not own; ignored');
        return;
      }
      try {
        await kafkaConsumer.commitOffsets([{ topic: settings.topic, partition, offset: String(nextOffset) }]);
        if (membership.owns(partition)) positions.set(partition, nextOffset);
      } catch (error) {
        const { errName, kafkaType } = describeKafkaError(error);
        throw createBusError('TH_ERR_BUS_UNAVAILABLE', `kafka bus: commit failed (${kafkaType ?? errName}); commit again later`, error);
      }
    },

    onPartitionsRevoked(listener: (partitions: number[]) => void): void {
      membership.addRevocationListener(listener);
    },
  };

  /** The first start, then each restart after a crash kafkajs does not restart from, one after the other. */
  let startLoop = runConsumerStart();

  return {
    group,
    api,
    wake,

    async close(): Promise<void> {
      if (selfRestartTimer !== null) clearTimeout(selfRestartTimer);
      selfRestartTimer = null;
      await startLoop.catch(() => undefined);
      await pollChain.catch(() => undefined);
      try {
        await kafkaConsumer.disconnect(); // leaves the group: its partitions go to the other members now
      } catch (error) {
        logger.warn({ group, error: describeKafkaError(error) }, 'kafka bus: consumer disconnect failed');
      }
      dropQueue();
    },

    stats(): KafkaConsumerStats {
      return {
        group,
        assignedPartitions: membership.assignedPartitions(),
        joined: membership.isJoined(),
        queuedRecords: queue.recordCount(),
        queuedBytes: queue.byteCount(),
        pausedPartitions: [...paused].sort((a, b) => a - b),
        groupJoinsTotal: membership.groupJoinsTotal(),
        lagRecords: lagRecords(),
        ...counters,
      };
    },
  };
}
