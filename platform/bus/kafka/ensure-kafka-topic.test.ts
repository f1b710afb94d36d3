import type { Admin, ITopicConfig } from 'kafkajs';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { ensureKafkaTopic, type KafkaTopicSettings } from './ensure-kafka-topic.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };
const SETTINGS: KafkaTopicSettings = { topic: 'tracehold.spans.v1', partitions: 6, replicationFactor: 1, maxMessageBytes: 8 << 20, timeoutMs: 5000 };

/** The admin calls ensureKafkaTopic makes, answered like a broker that holds `existing` (name → partitions). */
function fakeAdmin(existing: Map<string, number>, opts: { raceOnCreate?: boolean } = {}) {
  const created: ITopicConfig[] = [];
  const admin: Pick<Admin, 'listTopics' | 'createTopics' | 'fetchTopicMetadata'> = {
    listTopics: async () => [...existing.keys()],
    createTopics: async ({ topics }) => {
      if (opts.raceOnCreate) {
        // Another process created it between our look and our request: kafkajs answers false.
        existing.set(topics[0]!.topic, 6);
        return false;
      }
      created.push(...topics);
      for (const t of topics) existing.set(t.topic, t.numPartitions ?? 1);
      return true;
    },
    fetchTopicMetadata: async ({ topics } = { topics: [] }) => ({
      topics: (topics ?? []).map((name) => ({ name, partitions: Array.from({ length: existing.get(name) ?? 0 }, (_, i) => ({ partitionId: i, leader: 1, replicas: [1], isr: [1], offlineReplicas: [], partitionErrorCode: 0 })) })),
    }),
  };
  return { admin, created };
}

function logger() {
  const lines: LogLine[] = [];
  return { lines, logger: pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) }) };
}

describe('ensureKafkaTopic', () => {
  it('uses an existing topic without asking to create it, and logs nothing above debug', async () => {
    const { admin, created } = fakeAdmin(new Map([[SETTINGS.topic, 6]]));
    const { lines, logger: log } = logger();
    await ensureKafkaTopic(admin, SETTINGS, log);
    expect(created).toEqual([]);
    expect(lines.filter((l) => l.level > 20)).toEqual([]);
  });

  it('creates a missing topic with the configured partitions, replication and max.message.bytes (control)', async () => {
    const { admin, created } = fakeAdmin(new Map());
    const { lines, logger: log } = logger();
    await ensureKafkaTopic(admin, SETTINGS, log);
    expect(created).toEqual([{ topic: SETTINGS.topic, numPartitions: 6, replicationFactor: 1, configEntries: [{ name: 'max.message.bytes', value: String(8 << 20) }] }]);
    expect(lines.map((l) => l.msg)).toEqual(['kafka bus: created topic']);
  });

  it('takes a topic another process created meanwhile as existing, without an error', async () => {
    const { admin } = fakeAdmin(new Map(), { raceOnCreate: true });
    const { lines, logger: log } = logger();
    await ensureKafkaTopic(admin, SETTINGS, log);
    expect(lines.filter((l) => l.level > 20)).toEqual([]);
  });

  it('warns, once, when the existing topic has another partition count, and uses it', async () => {
    const { admin, created } = fakeAdmin(new Map([[SETTINGS.topic, 4]]));
    const { lines, logger: log } = logger();
    await ensureKafkaTopic(admin, SETTINGS, log);
    expect(created).toEqual([]);
    expect(lines.filter((l) => l.level > 20)).toEqual([expect.objectContaining({ level: 40, partitions: 4, configuredPartitions: 6 })]);
  });
});
