/**
 * A consumer crash kafkajs does not restart from, against the real broker (scripts/kafka).
 *
 * kafkajs 2.2.4 restarts a crashed consumer only when the error is retriable; after a broker restart it can crash
 * with one that is not (KafkaJSGroupCoordinatorNotFound while the new broker loads its group metadata), then it
 * disconnects and stays stopped. The fault is injected at the edge of kafkajs: the real consumer's eachBatch
 * handler throws that error once, so kafkajs's own crash path runs (CRASH with restart: false, disconnect) against
 * the real broker. Everything else is real: topic, producer, group coordinator, fetches.
 */
import { randomBytes } from 'node:crypto';
import kafkajs from 'kafkajs';
import type { Admin, Consumer, ConsumerRunConfig, Kafka } from 'kafkajs';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureKafka } from '../../../test/support/kafka.ts';
import type { BusRecord } from '../bus.ts';
import { validateKafkaBusConfig } from './kafka-bus-config.ts';
import type { PhaseRef } from './kafka-bus-phase.ts';
import { createKafkaConsumer } from './kafka-consumer.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };

let brokers: string[] = [];
let admin: Admin;
const topics: string[] = [];

beforeAll(async () => {
  ({ brokers } = await ensureKafka());
  admin = new kafkajs.Kafka({ clientId: 'kafka-consumer-test', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
  await admin.connect();
}, 300_000);

afterAll(async () => {
  if (admin === undefined) return;
  if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
});

/** A topic of `partitions` holding `count` records `r0`…, spread over the partitions by key. */
async function topicWithRecords(partitions: number, count: number): Promise<string> {
  const topic = `th-test.consumer-restart.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
  topics.push(topic);
  await admin.createTopics({ topics: [{ topic, numPartitions: partitions, replicationFactor: 1 }], waitForLeaders: true });
  const producer = new kafkajs.Kafka({ clientId: 'kafka-consumer-test', brokers, logLevel: kafkajs.logLevel.NOTHING }).producer();
  await producer.connect();
  await producer.send({ topic, messages: Array.from({ length: count }, (_, i) => ({ key: `k${i}`, value: `r${i}` })) });
  await producer.disconnect();
  return topic;
}

/**
 * A real kafkajs client whose consumers' eachBatch handler throws `crashWith()`'s error on its first `crashes`
 * calls, before the bus's handler sees the batch (so nothing of it is queued or resolved).
 */
function kafkaCrashingFirstBatches(crashes: number, crashWith: () => Error): { kafka: Kafka; eachBatchCalls: () => number } {
  const kafka = new kafkajs.Kafka({ clientId: 'kafka-consumer-test', brokers, logLevel: kafkajs.logLevel.NOTHING });
  let calls = 0;
  const consumer = kafka.consumer.bind(kafka);
  kafka.consumer = (config) => {
    const real: Consumer = consumer(config);
    const run = real.run.bind(real);
    real.run = (runConfig?: ConsumerRunConfig) =>
      run({
        ...runConfig,
        eachBatch: async (payload) => {
          calls++;
          if (calls <= crashes) throw crashWith();
          await runConfig!.eachBatch!(payload);
        },
      });
    return real;
  };
  return { kafka, eachBatchCalls: () => calls };
}

/** kafkajs's own error class (non-retriable; its types declare no constructor arguments, the class takes a message). */
function coordinatorNotFound(): Error {
  const ErrorClass = kafkajs.KafkaJSGroupCoordinatorNotFound as unknown as new (message: string) => Error & { retriable: boolean };
  const error = new ErrorClass('Failed to find group coordinator (injected)');
  if (error.retriable !== false) throw new Error('KafkaJSGroupCoordinatorNotFound is retriable in this kafkajs: the test injects the wrong kind of crash');
  return error;
}

/** Polls until `count` distinct values arrived or `timeoutMs` passed; returns every record polled. */
async function pollUntilDistinct(poll: () => Promise<BusRecord[]>, count: number, timeoutMs: number): Promise<BusRecord[]> {
  const all: BusRecord[] = [];
  const distinct = new Set<string>();
  const deadline = Date.now() + timeoutMs;
  while (distinct.size < count && Date.now() < deadline) {
    for (const record of await poll()) {
      all.push(record);
      distinct.add(record.value.toString());
    }
  }
  return all;
}

/**
 * A bus consumer of a new group on `topic`, over `kafka`, with its log lines; `use` runs with it, and it is
 * closed afterwards as the bus's shutdown closes it.
 */
async function withConsumer(
  topic: string,
  kafka: Kafka,
  use: (consumer: ReturnType<typeof createKafkaConsumer>, lines: LogLine[]) => Promise<void>,
): Promise<void> {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  const settings = validateKafkaBusConfig({ brokers, topic, partitions: 2, sessionTimeoutMs: 10_000, heartbeatIntervalMs: 1000 });
  const phase: PhaseRef = { current: 'started' };
  const consumer = createKafkaConsumer({ kafka, logger, settings, phase }, `th-test-group-${randomBytes(3).toString('hex')}`);
  try {
    await use(consumer, lines);
  } finally {
    phase.current = 'closing';
    consumer.wake();
    await consumer.close();
  }
}

describe('kafka bus consumer (real broker): a crash kafkajs does not restart from', () => {
  it('is restarted by the bus: the consumer rejoins and every record is delivered, with one warning and a counted restart', async () => {
    const topic = await topicWithRecords(2, 40);
    const { kafka, eachBatchCalls } = kafkaCrashingFirstBatches(1, coordinatorNotFound);
    await withConsumer(topic, kafka, async (consumer, lines) => {
      const records = await pollUntilDistinct(() => consumer.api.poll(100, 500), 40, 30_000);

      // The injected crash happened and kafkajs itself would not have restarted: its CRASH said restart false.
      expect(eachBatchCalls()).toBeGreaterThan(1);
      const crash = lines.find((l) => l.msg.startsWith('kafka bus: consumer crashed'));
      expect(crash).toMatchObject({ level: 40, restart: false });
      expect(lines.filter((l) => l.msg.includes('the bus restarts it'))).toHaveLength(1);

      // Every record (at least once: nothing was committed, so records handed out before the crash come again).
      expect([...new Set(records.map((r) => r.value.toString()))].sort()).toEqual(Array.from({ length: 40 }, (_, i) => `r${i}`).sort());
      const stats = consumer.stats();
      expect(stats.selfRestartsTotal).toBe(1);
      expect(stats.joined).toBe(true);
      expect(stats.assignedPartitions).toEqual([0, 1]);
      expect(lines.some((l) => l.msg === 'kafka bus: consumer rejoined its group')).toBe(true);
    });
  }, 90_000);

  it('a retriable crash is left to kafkajs: no restart by the bus', async () => {
    const topic = await topicWithRecords(2, 10);
    // Retriable: kafkajs retries eachBatch itself first, so crash often enough that it gives up and restarts the consumer.
    const { kafka } = kafkaCrashingFirstBatches(30, () => new kafkajs.KafkaJSError('broker went away (injected)', { retriable: true }));
    await withConsumer(topic, kafka, async (consumer, lines) => {
      const records = await pollUntilDistinct(() => consumer.api.poll(100, 500), 10, 60_000);
      expect(new Set(records.map((r) => r.value.toString())).size).toBe(10);
      expect(lines.find((l) => l.msg.startsWith('kafka bus: consumer crashed'))).toMatchObject({ restart: true });
      expect(consumer.stats().selfRestartsTotal).toBe(0);
      expect(lines.some((l) => l.msg.includes('the bus restarts it'))).toBe(false);
    });
  }, 90_000);
});

describe('kafka bus consumer (real broker): lag', () => {
  it('counts the records fetched past the last commit, up to the high watermark, and falls to 0 as ingest commits', async () => {
    const topic = await topicWithRecords(2, 30);
    const kafka = new kafkajs.Kafka({ clientId: 'kafka-consumer-test', brokers, logLevel: kafkajs.logLevel.NOTHING });
    await withConsumer(topic, kafka, async (consumer) => {
      const records = await pollUntilDistinct(() => consumer.api.poll(100, 500), 30, 30_000);
      expect(new Set(records.map((r) => r.value.toString())).size).toBe(30);
      // Handed out but not committed: all 30 are still lag (a group with no commit starts at the beginning).
      expect(consumer.stats().lagRecords).toBe(30);

      const nextOffsets = new Map<number, number>();
      for (const r of records) nextOffsets.set(r.partition, Math.max(nextOffsets.get(r.partition) ?? 0, r.offset + 1));
      expect([...nextOffsets.keys()].sort()).toEqual([0, 1]);
      const [first, second] = [...nextOffsets.entries()];
      await consumer.api.commit(first![1], first![0]);
      expect(consumer.stats().lagRecords).toBe(30 - first![1]);
      await consumer.api.commit(second![1], second![0]);
      expect(consumer.stats().lagRecords).toBe(0);

      // New records: lag again once they are fetched, 0 again once committed.
      const producer = kafka.producer();
      await producer.connect();
      await producer.send({ topic, messages: Array.from({ length: 5 }, (_, i) => ({ key: `n${i}`, value: `n${i}` })) });
      await producer.disconnect();
      const more = await pollUntilDistinct(() => consumer.api.poll(100, 500), 5, 30_000);
      expect(new Set(more.map((r) => r.value.toString()))).toEqual(new Set(['n0', 'n1', 'n2', 'n3', 'n4']));
      expect(consumer.stats().lagRecords).toBe(5);
      for (const r of more) nextOffsets.set(r.partition, Math.max(nextOffsets.get(r.partition)!, r.offset + 1));
      for (const [partition, next] of nextOffsets) await consumer.api.commit(next, partition);
      expect(consumer.stats().lagRecords).toBe(0);
    });
  }, 90_000);
});
