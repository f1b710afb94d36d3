import { createRequire } from 'node:module';
import type { Kafka, Message, Producer } from 'kafkajs';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { AppendResult } from '../bus.ts';
import { createAppendAnswers } from './append-answers.ts';
import { createGroupCommit } from './group-commit.ts';
import { validateKafkaBusConfig } from './kafka-bus-config.ts';
import { createProducerStats } from './kafka-bus-stats.ts';
import { createProducerSlots } from './producer-slots.ts';
import { framedRecordBytes } from './record-framing.ts';

const { createErrorFromCode } = createRequire(import.meta.url)('kafkajs/src/protocol/error.js') as { createErrorFromCode(code: number): Error };
const MESSAGE_TOO_LARGE = 10;

/** A produce request the fake producer received; the test decides when and how the broker answers it. */
interface Send {
  producer: number;
  keys: (string | null | undefined | Buffer)[];
  ack(): void;
  fail(error: Error): void;
}

/** A kafkajs client whose producers record their requests instead of sending them. */
function fakeKafka(): { kafka: Kafka; sends: Send[]; disconnected: number[] } {
  const sends: Send[] = [];
  const disconnected: number[] = [];
  let producers = 0;
  const kafka = {
    producer(): Producer {
      const id = producers++;
      return {
        connect: () => Promise.resolve(),
        disconnect: () => {
          disconnected.push(id);
          return Promise.resolve();
        },
        send: ({ messages }: { messages: Message[] }) =>
          new Promise((resolve, reject) => {
            sends.push({ producer: id, keys: messages.map((m) => m.key), ack: () => resolve([]), fail: reject });
          }),
      } as unknown as Producer;
    },
  } as unknown as Kafka;
  return { kafka, sends, disconnected };
}

function setUp(appendTimeoutMs = 1000, producerLanes = 1) {
  const { kafka, sends, disconnected } = fakeKafka();
  const logger = pino({ level: 'silent' });
  const settings = validateKafkaBusConfig({ brokers: ['127.0.0.1:9092'], appendTimeoutMs, producerLanes });
  const stats = createProducerStats();
  const slots = createProducerSlots({ kafka, logger, stats, lanes: settings.producerLanes });
  const answers = createAppendAnswers({ logger, settings, stats });
  const groupCommit = createGroupCommit({ settings, stats, slots, answers });
  const enqueue = (key: string): Promise<AppendResult> => {
    const records = [{ key, value: Buffer.from(key) }];
    const sizes = records.map(framedRecordBytes);
    return groupCommit.enqueue({ records, sizes, bytes: sizes[0]! });
  };
  return { sends, disconnected, stats, enqueue, groupCommit };
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('group commit', () => {
  test('appends queued behind the request in flight share the next request, and each is answered', async () => {
    const { sends, stats, enqueue } = setUp();
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(0);
    const b = enqueue('b');
    const c = enqueue('c');
    await vi.advanceTimersByTimeAsync(0);
    expect(sends.map((s) => s.keys)).toEqual([['a']]); // one request in flight at a time
    sends[0]!.ack();
    expect(await a).toEqual({ status: 'ok', firstOffset: -1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends.map((s) => s.keys)).toEqual([['a'], ['b', 'c']]);
    sends[1]!.ack();
    expect(await Promise.all([b, c])).toEqual([
      { status: 'ok', firstOffset: -1 },
      { status: 'ok', firstOffset: -1 },
    ]);
    expect(stats).toMatchObject({ appendsOkTotal: 3, produceRequestsTotal: 2, inFlightAppends: 0, inFlightBytes: 0, producerResetsTotal: 0 });
  });

  test('a stuck request is abandoned at the timeout: retryable, its producer replaced, the queue goes on', async () => {
    const { sends, disconnected, stats, enqueue, groupCommit } = setUp(1000);
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await a).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(stats).toMatchObject({ appendsRetryableTotal: 1, producerResetsTotal: 1, inFlightAppends: 1 }); // kafkajs still holds it

    const b = enqueue('b');
    await vi.advanceTimersByTimeAsync(0);
    expect(sends.map((s) => s.producer)).toEqual([0, 1]); // b goes out on the new producer at once
    sends[1]!.ack();
    expect(await b).toEqual({ status: 'ok', firstOffset: -1 });
    expect(disconnected).toEqual([]); // the old producer still has a send running

    sends[0]!.ack(); // too late: a was answered already, and stays answered
    await vi.advanceTimersByTimeAsync(0);
    expect(disconnected).toEqual([0]);
    expect(stats).toMatchObject({ appendsOkTotal: 1, appendsRetryableTotal: 1, inFlightAppends: 0, inFlightBytes: 0 });
    await groupCommit.settle();
  });

  test('a group the broker refuses for good fails every append in it, counted once each', async () => {
    const { sends, stats, enqueue } = setUp();
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(0);
    const b = enqueue('b');
    const c = enqueue('c');
    sends[0]!.ack();
    await a;
    await vi.advanceTimersByTimeAsync(0);
    sends[1]!.fail(createErrorFromCode(MESSAGE_TOO_LARGE));
    const results = await Promise.all([b, c]);
    for (const result of results) expect(result).toMatchObject({ status: 'failed', error: { code: 'TH_ERR_BUS_BATCH_TOO_LARGE' } });
    expect(results[0]).toBe(results[1]); // classified once, shared
    expect(stats).toMatchObject({ appendsOkTotal: 1, appendsFailedTotal: 2, appendsRetryableTotal: 0, producerResetsTotal: 1, inFlightAppends: 0 });
  });

  test('an outage answers every append of the group retryable, counted once each (control for the one above)', async () => {
    const { sends, stats, enqueue } = setUp();
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(0);
    sends[0]!.fail(new Error('Connection error: connect ECONNREFUSED'));
    expect(await a).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(stats).toMatchObject({ appendsRetryableTotal: 1, appendsFailedTotal: 0, producerResetsTotal: 1 });
  });

  test('two lanes: an append arriving while one lane waits goes out at once on the other; later ones group behind them', async () => {
    const { sends, stats, enqueue } = setUp(1000, 2);
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(0);
    const b = enqueue('b');
    await vi.advanceTimersByTimeAsync(0);
    // b did not wait for a's round trip: its own request, on the second producer
    expect(sends.map((s) => [s.producer, s.keys])).toEqual([
      [0, ['a']],
      [1, ['b']],
    ]);
    const c = enqueue('c');
    const d = enqueue('d');
    await vi.advanceTimersByTimeAsync(0);
    expect(sends).toHaveLength(2); // both lanes busy: c and d wait
    sends[1]!.ack();
    expect(await b).toEqual({ status: 'ok', firstOffset: -1 });
    await vi.advanceTimersByTimeAsync(0);
    expect(sends.map((s) => [s.producer, s.keys])[2]).toEqual([1, ['c', 'd']]); // the first lane free takes them all
    sends[0]!.ack();
    sends[2]!.ack();
    expect(await Promise.all([a, c, d])).toEqual([
      { status: 'ok', firstOffset: -1 },
      { status: 'ok', firstOffset: -1 },
      { status: 'ok', firstOffset: -1 },
    ]);
    expect(stats).toMatchObject({ appendsOkTotal: 4, produceRequestsTotal: 3, inFlightAppends: 0, inFlightBytes: 0, producerResetsTotal: 0 });
  });

  test('two lanes: a stuck request is abandoned alone; the other lane answers, and the replacement takes the stuck lane', async () => {
    const { sends, disconnected, stats, enqueue, groupCommit } = setUp(1000, 2);
    const a = enqueue('a');
    await vi.advanceTimersByTimeAsync(500);
    const b = enqueue('b');
    await vi.advanceTimersByTimeAsync(500);
    expect(await a).toEqual({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    expect(stats).toMatchObject({ appendsRetryableTotal: 1, producerResetsTotal: 1 });
    const c = enqueue('c');
    await vi.advanceTimersByTimeAsync(0);
    // c goes out at once on lane 0's new producer (2); lane 1's producer still waits for b
    expect(sends.map((s) => [s.producer, s.keys])).toEqual([
      [0, ['a']],
      [1, ['b']],
      [2, ['c']],
    ]);
    sends[1]!.ack();
    sends[2]!.ack();
    expect(await Promise.all([b, c])).toEqual([
      { status: 'ok', firstOffset: -1 },
      { status: 'ok', firstOffset: -1 },
    ]);
    sends[0]!.ack();
    await vi.advanceTimersByTimeAsync(0);
    expect(disconnected).toEqual([0]); // only the stuck lane's producer was replaced and closed
    expect(stats).toMatchObject({ appendsOkTotal: 2, appendsRetryableTotal: 1, producerResetsTotal: 1, inFlightAppends: 0, inFlightBytes: 0 });
    await groupCommit.settle();
  });
});
