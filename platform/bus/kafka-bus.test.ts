import { randomBytes } from 'node:crypto';
import kafkajs from 'kafkajs';
import type { Admin } from 'kafkajs';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { ensureKafka, stopKafka } from '../../test/support/kafka.ts';
import type { AppendResult, BusConsumer, BusRecord } from './bus.ts';
import type { KafkaBus, KafkaBusConfig } from './kafka-bus.ts';
import { createKafkaBus, TRACEHOLD_SPANS_TOPIC } from './kafka-bus.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };

let brokers: string[] = [];
let admin: Admin;
const topics: string[] = [];
const openBuses: KafkaBus[] = [];

beforeAll(async () => {
  ({ brokers } = await ensureKafka());
  admin = new kafkajs.Kafka({ clientId: 'kafka-bus-test', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
  await admin.connect();
}, 300_000);

afterEach(async () => {
  for (const bus of openBuses.splice(0)) await bus.shutdown();
});

afterAll(async () => {
  if (admin === undefined) return;
  if (topics.length > 0) await admin.deleteTopics({ topics }).catch(() => undefined);
  await admin.disconnect();
});

function uniqueTopic(name: string): string {
  const topic = `th-test.${name}.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
  topics.push(topic);
  return topic;
}

function traceId(): string {
  return randomBytes(16).toString('hex');
}

function openBus(config: Partial<KafkaBusConfig> & { topic: string }, onProduceRequest?: (ms: number) => void): { bus: KafkaBus; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as LogLine) });
  const bus = createKafkaBus({ logger, onProduceRequest }, { brokers, partitions: 3, ...config });
  openBuses.push(bus);
  return { bus, lines };
}

async function startBus(config: Partial<KafkaBusConfig> & { topic: string }): Promise<{ bus: KafkaBus; lines: LogLine[] }> {
  const opened = openBus(config);
  await opened.bus.start();
  return opened;
}

async function appendOk(bus: KafkaBus, records: { key: string; value: Buffer }[]): Promise<void> {
  const result = await bus.producer().append(records);
  if (result.status !== 'ok') throw new Error(`append not ok: ${JSON.stringify(result)}`);
}

/** Polls until `count` records arrived (fails after timeoutMs), then checks nothing else is pending. */
async function pollCount(consumer: BusConsumer, count: number, timeoutMs = 30_000): Promise<BusRecord[]> {
  const all: BusRecord[] = [];
  const deadline = Date.now() + timeoutMs;
  while (all.length < count) {
    if (Date.now() > deadline) throw new Error(`expected ${count} records, got ${all.length} within ${timeoutMs} ms`);
    all.push(...(await consumer.poll(1000, 200)));
  }
  return all;
}

/** Polls until nothing arrives for quietMs. */
async function pollQuiet(consumer: BusConsumer, quietMs = 1500): Promise<BusRecord[]> {
  const all: BusRecord[] = [];
  for (;;) {
    const records = await consumer.poll(1000, quietMs);
    if (records.length === 0) return all;
    all.push(...records);
  }
}

async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Next offset per partition covering `records`. */
function nextOffsets(records: BusRecord[]): Map<number, number> {
  const next = new Map<number, number>();
  for (const r of records) next.set(r.partition, Math.max(next.get(r.partition) ?? 0, r.offset + 1));
  return next;
}

function id(r: BusRecord): string {
  return `${r.partition}:${r.offset}`;
}

describe('kafka bus (real broker)', () => {
  test('exports the versioned spans topic name', () => {
    expect(TRACEHOLD_SPANS_TOPIC).toBe('tracehold.spans.v1');
  });

  test('start creates the topic with the configured partitions and uses an existing one as it is', async () => {
    const topic = uniqueTopic('create');
    await startBus({ topic, partitions: 4 });
    const metadata = await admin.fetchTopicMetadata({ topics: [topic] });
    expect(metadata.topics[0]!.partitions.map((p) => p.partitionId).sort()).toEqual([0, 1, 2, 3]);
    const configs = await admin.describeConfigs({ resources: [{ type: kafkajs.ConfigResourceTypes.TOPIC, name: topic }], includeSynonyms: false });
    const maxMessageBytes = configs.resources[0]!.configEntries.find((e) => e.configName === 'max.message.bytes');
    expect(maxMessageBytes?.configValue).toBe(String(8 * 1024 * 1024));

    const { lines } = await startBus({ topic, partitions: 6 });
    expect(lines.some((l) => l.msg.includes('different partition count') && l.partitions === 4)).toBe(true);
    expect((await admin.fetchTopicMetadata({ topics: [topic] })).topics[0]!.partitions).toHaveLength(4);
    // An existing topic is the normal case on every restart: nothing at error level, no CreateTopics noise.
    const { lines: restart } = await startBus({ topic, partitions: 4 });
    expect(restart.filter((l) => l.level >= 50 || /CreateTopics|Topic creation/.test(l.msg))).toEqual([]);
  });

  test('append → poll → commit round trip delivers keys and values byte-identical', async () => {
    const topic = uniqueTopic('roundtrip');
    const { bus } = await startBus({ topic });
    const allBytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const records = [
      { key: traceId(), value: allBytes },
      { key: traceId(), value: Buffer.alloc(0) },
      { key: traceId(), value: Buffer.from('{"v":1,"text":"ünïcödé ✓ 🚀"}', 'utf8') },
      { key: traceId(), value: randomBytes(64 * 1024) },
      // Above Kafka's broker default (1 MB): the topic is created with max.message.bytes = maxMessageBytes.
      { key: traceId(), value: randomBytes(2 * 1024 * 1024 + 7) },
    ];
    const result = await bus.producer().append(records);
    expect(result).toEqual({ status: 'ok', firstOffset: -1 });

    const consumer = bus.consumer('roundtrip');
    const received = await pollCount(consumer, records.length);
    expect(received).toHaveLength(records.length);
    const byKey = new Map(received.map((r) => [r.key, r]));
    for (const sent of records) {
      const got = byKey.get(sent.key);
      expect(got, `record ${sent.key}`).toBeDefined();
      expect(Buffer.isBuffer(got!.value)).toBe(true);
      expect(got!.value.equals(sent.value)).toBe(true);
    }
    for (const [partition, offset] of nextOffsets(received)) await consumer.commit(offset, partition);

    const committed = await admin.fetchOffsets({ groupId: 'roundtrip', topics: [topic] });
    const committedByPartition = new Map(committed[0]!.partitions.map((p) => [p.partition, Number(p.offset)]));
    for (const [partition, offset] of nextOffsets(received)) expect(committedByPartition.get(partition)).toBe(offset);
    expect(await consumer.poll(10, 300)).toEqual([]);
    expect(bus.consumer('roundtrip')).toBe(consumer);
  });

  test('records with the same key land in one partition, in append order', async () => {
    const topic = uniqueTopic('keys');
    const { bus } = await startBus({ topic, partitions: 6 });
    const keys = Array.from({ length: 20 }, traceId);
    for (let round = 0; round < 5; round++) {
      await appendOk(
        bus,
        keys.map((key) => ({ key, value: Buffer.from(`${key}:${round}`) })),
      );
    }
    const received = await pollCount(bus.consumer('keys'), keys.length * 5);
    const partitionsByKey = new Map<string, Set<number>>();
    for (const r of received) {
      const set = partitionsByKey.get(r.key) ?? new Set<number>();
      set.add(r.partition);
      partitionsByKey.set(r.key, set);
    }
    for (const key of keys) expect(partitionsByKey.get(key)!.size, `partitions of ${key}`).toBe(1);
    // Negative control: the keys do spread over partitions, so "one partition per key" is not vacuous.
    expect(new Set(received.map((r) => r.partition)).size).toBeGreaterThan(2);
    for (const key of keys) {
      const rounds = received
        .filter((r) => r.key === key)
        .sort((a, b) => a.offset - b.offset)
        .map((r) => r.value.toString().split(':')[1]);
      expect(rounds).toEqual(['0', '1', '2', '3', '4']);
    }
  });

  test('reports the round trip of each produce request as kafkajs timed it, once per request and for no other request', async () => {
    const topic = uniqueTopic('rtt');
    const roundTrips: number[] = [];
    const { bus } = openBus({ topic, partitions: 3 }, (ms) => roundTrips.push(ms));
    await bus.start();
    // Starting sent metadata, API-versions and producer-id requests: none of them is a produce request.
    expect(roundTrips).toEqual([]);
    for (let i = 0; i < 12; i++) await appendOk(bus, [{ key: traceId(), value: Buffer.from(`record ${i}`) }]);
    // One at a time: one request per append, and one round trip for each.
    expect(bus.stats().produceRequestsTotal).toBe(12);
    expect(roundTrips).toHaveLength(12);
    for (const ms of roundTrips) {
      expect(Number.isInteger(ms)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(0);
      expect(ms).toBeLessThan(10_000);
    }
  });

  test.each([1, 2])('concurrent appends share produce requests (group commit) with %i producer lane(s), each is answered; one lane keeps their order per key', async (producerLanes) => {
    const topic = uniqueTopic('group');
    const { bus } = await startBus({ topic, partitions: 6, maxInFlightAppends: 256, producerLanes });
    const keys = Array.from({ length: 8 }, traceId);
    // 200 appends at once, as 200 concurrent exports would: one key per append, 25 rounds per key in order.
    const appends = Array.from({ length: 200 }, (_, i) => ({ key: keys[i % keys.length]!, value: Buffer.from(`${keys[i % keys.length]}:${Math.floor(i / keys.length)}`) }));
    const results = await Promise.all(appends.map((record) => bus.producer().append([record])));
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    const stats = bus.stats();
    expect(stats.appendsOkTotal).toBe(200);
    // Sent one by one, 200 appends take 200 requests; queued behind the one in flight, they share them.
    expect(stats.produceRequestsTotal).toBeGreaterThan(0);
    expect(stats.produceRequestsTotal).toBeLessThan(50);
    expect(stats.inFlightAppends).toBe(0);
    expect(stats.inFlightBytes).toBe(0);
    const received = await pollCount(bus.consumer('group'), appends.length);
    expect(received).toHaveLength(200);
    for (const key of keys) {
      const rounds = received
        .filter((r) => r.key === key)
        .sort((a, b) => a.offset - b.offset)
        .map((r) => Number(r.value.toString().split(':')[1]));
      // Concurrent appends on two lanes may reach a partition in either order (as two clients' would); every
      // one arrives once. One lane sends them in the order they were made.
      expect(producerLanes === 1 ? rounds : [...rounds].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    }
  });

  test('a restarted consumer resumes after the last committed offset and gets uncommitted records again', async () => {
    const topic = uniqueTopic('restart');
    const first = await startBus({ topic, partitions: 2 });
    await appendOk(
      first.bus,
      Array.from({ length: 30 }, (_, i) => ({ key: traceId(), value: Buffer.from(`r${i}`) })),
    );
    const consumer = first.bus.consumer('restart');
    const received = await pollCount(consumer, 30);
    // Commit about half of each partition.
    const committedNext = new Map<number, number>();
    for (const [partition, next] of nextOffsets(received)) {
      const mid = Math.floor(next / 2);
      committedNext.set(partition, mid);
      await consumer.commit(mid, partition);
    }
    await first.bus.shutdown();

    const second = await startBus({ topic, partitions: 2 });
    const again = await pollQuiet(second.bus.consumer('restart'), 3000);
    const expected = received.filter((r) => r.offset >= committedNext.get(r.partition)!).map(id).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(30);
    expect(again.map(id).sort()).toEqual(expected);
    for (const r of again) expect(r.offset).toBeGreaterThanOrEqual(committedNext.get(r.partition)!);
  });

  test('two consumers of a group split the partitions; the loser is told; the survivor takes over on shutdown', async () => {
    const topic = uniqueTopic('group');
    const a = await startBus({ topic, partitions: 4 });
    const revokedCalls: number[][] = [];
    const consumerA = a.bus.consumer('split');
    consumerA.onPartitionsRevoked!((partitions) => revokedCalls.push(partitions));
    await appendOk(
      a.bus,
      Array.from({ length: 40 }, (_, i) => ({ key: traceId(), value: Buffer.from(`first-${i}`) })),
    );
    const statsA = (): ReturnType<KafkaBus['stats']>['consumers'][number] => a.bus.stats().consumers[0]!;
    // A owns everything and has fetched all 40 into its queue, but nothing was polled yet.
    await waitFor('A to own 4 partitions with 40 queued records', () => statsA().assignedPartitions.length === 4 && statsA().queuedRecords === 40);

    const b = await startBus({ topic, partitions: 4 });
    const consumerB = b.bus.consumer('split');
    const statsB = (): ReturnType<KafkaBus['stats']>['consumers'][number] => b.bus.stats().consumers[0]!;
    await waitFor('the group to rebalance', () => revokedCalls.length > 0 && statsB().joined && statsA().joined, 40_000);
    const ownedA = statsA().assignedPartitions;
    const ownedB = statsB().assignedPartitions;
    expect(ownedA.length).toBeGreaterThan(0);
    expect(ownedB.length).toBeGreaterThan(0);
    expect([...ownedA, ...ownedB].sort()).toEqual([0, 1, 2, 3]);
    expect(revokedCalls.flat().sort()).toEqual(ownedB);

    // A's queued records of revoked partitions are not handed out; B gets them (A never committed).
    const fromA = await pollQuiet(consumerA);
    const fromB = await pollQuiet(consumerB);
    for (const r of fromA) expect(ownedA).toContain(r.partition);
    for (const r of fromB) expect(ownedB).toContain(r.partition);
    expect(new Set([...fromA, ...fromB].map((r) => r.value.toString())).size).toBe(40);
    for (const [partition, offset] of nextOffsets(fromA)) await consumerA.commit(offset, partition);
    for (const [partition, offset] of nextOffsets(fromB)) await consumerB.commit(offset, partition);

    await b.bus.shutdown();
    await waitFor('A to own all partitions again', () => statsA().assignedPartitions.length === 4, 40_000);
    await appendOk(
      a.bus,
      Array.from({ length: 40 }, (_, i) => ({ key: traceId(), value: Buffer.from(`second-${i}`) })),
    );
    const after = await pollCount(consumerA, 40);
    // Exactly the new records: everything before was committed by its owner at the time.
    expect(after.map((r) => r.value.toString()).sort()).toEqual(Array.from({ length: 40 }, (_, i) => `second-${i}`).sort());
    expect(new Set(after.map((r) => r.partition)).size).toBeGreaterThan(1);
    expect(after.some((r) => ownedB.includes(r.partition))).toBe(true);
  });

  test('the consumer queue is bounded: partitions pause when it is full and resume as poll drains it', async () => {
    const topic = uniqueTopic('backpressure');
    const { bus } = await startBus({ topic, partitions: 2, maxQueuedRecords: 10 });
    await appendOk(
      bus,
      Array.from({ length: 200 }, (_, i) => ({ key: traceId(), value: Buffer.from(`b${i}`) })),
    );
    const consumer = bus.consumer('backpressure');
    const stats = (): ReturnType<KafkaBus['stats']>['consumers'][number] => bus.stats().consumers[0]!;
    await waitFor('the queue to fill and pause', () => stats().pausedPartitions.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 1500)); // more fetch rounds: still bounded
    expect(stats().queuedRecords).toBeLessThanOrEqual(10);

    const received: BusRecord[] = [];
    const deadline = Date.now() + 30_000;
    while (received.length < 200 && Date.now() < deadline) {
      received.push(...(await consumer.poll(7, 200)));
      expect(stats().queuedRecords).toBeLessThanOrEqual(10);
    }
    expect(received).toHaveLength(200);
    expect(new Set(received.map(id)).size).toBe(200);
    for (const partition of new Set(received.map((r) => r.partition))) {
      const offsets = received.filter((r) => r.partition === partition).map((r) => r.offset);
      expect(offsets).toEqual(Array.from({ length: offsets.length }, (_, i) => i)); // in order, no gap
    }
    expect(stats().pausesTotal).toBeGreaterThan(0);
  });

  test('bounded in-flight appends, lifecycle errors and safe double shutdown', async () => {
    expect(() => createKafkaBus({ logger: pino({ level: 'silent' }) }, { brokers: [] })).toThrow(expect.objectContaining({ code: 'TH_ERR_BUS_CONFIG' }));
    const topic = uniqueTopic('lifecycle');
    const { bus, lines } = openBus({ topic, maxInFlightAppends: 1 });
    const early = await bus.producer().append([{ key: traceId(), value: Buffer.from('x') }]);
    expect(early).toMatchObject({ status: 'failed', error: { code: 'TH_ERR_BUS_NOT_STARTED' } });
    expect(() => bus.consumer('g')).toThrow(expect.objectContaining({ code: 'TH_ERR_BUS_NOT_STARTED' }));
    await bus.start();
    await bus.start();

    const firstAppend = bus.producer().append([{ key: traceId(), value: Buffer.from('one') }]);
    const busy = await bus.producer().append([{ key: traceId(), value: Buffer.from('two') }]);
    expect(busy).toMatchObject({ status: 'retryable', reason: 'busy' });
    expect(await firstAppend).toEqual({ status: 'ok', firstOffset: -1 });
    expect(lines.filter((l) => l.msg.includes('refusing appends'))).toHaveLength(1);

    const invalid = await bus.producer().append([{ key: traceId(), value: 'not a buffer' as unknown as Buffer }]);
    expect(invalid).toMatchObject({ status: 'failed', error: { code: 'TH_ERR_BUS_INVALID_RECORD' } });
    const huge = await bus.producer().append([{ key: traceId(), value: Buffer.alloc(8 * 1024 * 1024) }]);
    expect(huge).toMatchObject({ status: 'failed', error: { code: 'TH_ERR_BUS_BATCH_TOO_LARGE' } });

    const consumer = bus.consumer('lifecycle');
    await expect(consumer.poll(0, 10)).rejects.toMatchObject({ code: 'TH_ERR_BUS_INVALID_ARGUMENT' });
    await expect(consumer.commit(-1, 0)).rejects.toMatchObject({ code: 'TH_ERR_BUS_INVALID_ARGUMENT' });
    await Promise.all([bus.shutdown(), bus.shutdown()]);
    await bus.shutdown();
    expect(await bus.producer().append([{ key: traceId(), value: Buffer.from('late') }])).toMatchObject({
      status: 'failed',
      error: { code: 'TH_ERR_BUS_CLOSED' },
    });
    await expect(consumer.poll(1, 10)).rejects.toMatchObject({ code: 'TH_ERR_BUS_CLOSED' });
    await expect(bus.start()).resolves.toBeUndefined(); // the finished start, not a restart
  });

  test('start fails with TH_ERR_BUS_UNAVAILABLE when no broker answers', async () => {
    const { bus } = openBus({ topic: uniqueTopic('nobroker'), brokers: ['127.0.0.1:1'], startTimeoutMs: 1500, connectionTimeoutMs: 300 });
    await expect(bus.start()).rejects.toMatchObject({ code: 'TH_ERR_BUS_UNAVAILABLE' });
    await bus.shutdown();
  });

  test('a topic the broker refuses to create (replication factor above its brokers) fails start with TH_ERR_BUS_KAFKA, not as an outage', async () => {
    // One broker here: replication factor 3 is INVALID_REPLICATION_FACTOR, which kafkajs reports inside an aggregate.
    const { bus } = openBus({ topic: uniqueTopic('badrf'), replicationFactor: 3, startTimeoutMs: 60_000 });
    const startedAt = Date.now();
    await expect(bus.start()).rejects.toMatchObject({ code: 'TH_ERR_BUS_KAFKA' });
    // At the broker's answer, not after retrying until startTimeoutMs.
    expect(Date.now() - startedAt).toBeLessThan(30_000);
    await bus.shutdown();
  });

  // Last: it stops the shared broker. kafka-up.sh runs again in `finally`, whatever happened.
  test('append answers retryable within a bounded time while the broker is down, and works again after', async () => {
    const topic = uniqueTopic('outage');
    const appendTimeoutMs = 6000;
    const { bus, lines } = await startBus({ topic, appendTimeoutMs });
    const consumer = bus.consumer('outage');
    await appendOk(bus, [{ key: traceId(), value: Buffer.from('before') }]);
    const before = await pollCount(consumer, 1);
    await consumer.commit(before[0]!.offset + 1, before[0]!.partition);

    const canary = `canary-${randomBytes(8).toString('hex')}`;
    let down: AppendResult | undefined;
    let elapsedMs = Number.POSITIVE_INFINITY;
    try {
      await stopKafka();
      const t0 = Date.now();
      down = await bus.producer().append([{ key: traceId(), value: Buffer.from(canary) }]);
      elapsedMs = Date.now() - t0;
    } finally {
      await ensureKafka();
    }
    expect(down).toMatchObject({ status: 'retryable', retryInMs: expect.any(Number) });
    expect(elapsedMs).toBeLessThan(appendTimeoutMs + 2000);

    // The client retries as told until the broker takes the record.
    let result = await bus.producer().append([{ key: traceId(), value: Buffer.from('after') }]);
    const deadline = Date.now() + 60_000;
    while (result.status === 'retryable' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, result.status === 'retryable' ? result.retryInMs : 0));
      result = await bus.producer().append([{ key: traceId(), value: Buffer.from('after') }]);
    }
    expect(result).toEqual({ status: 'ok', firstOffset: -1 });

    // The existing consumer recovers by itself and delivers the new record.
    const values: string[] = [];
    const consumeDeadline = Date.now() + 60_000;
    while (!values.includes('after') && Date.now() < consumeDeadline) {
      values.push(...(await consumer.poll(100, 500)).map((r) => r.value.toString()));
    }
    expect(values).toContain('after');
    expect(values).not.toContain('before'); // committed before the outage
    expect(lines.some((l) => l.msg.includes('refusing appends'))).toBe(true);
    expect(lines.some((l) => l.msg.includes('appends succeed again'))).toBe(true);
    // No record value ever reaches the logs, kafkajs' included.
    expect(JSON.stringify(lines)).not.toContain(canary);
  }, 180_000);
});
