import pino from 'pino';
import { describe, expect, test } from 'vitest';
import { createConsumerMembership } from './consumer-membership.ts';

type LogLine = { level: number; msg: string; [key: string]: unknown };
const topic = 'tracehold.spans.v1';

function membershipWithLog(): { membership: ReturnType<typeof createConsumerMembership>; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) });
  return { membership: createConsumerMembership({ logger, group: 'ingest', topic }), lines };
}

describe('consumer membership', () => {
  test('a join assigns the partitions of the topic and only those', () => {
    const { membership } = membershipWithLog();
    expect(membership.isJoined()).toBe(false);
    membership.join({ [topic]: [3, 0, 2], 'other.topic': [1] });
    expect(membership.isJoined()).toBe(true);
    expect(membership.assignedPartitions()).toEqual([0, 2, 3]);
    expect(membership.owns(2)).toBe(true);
    expect(membership.owns(1)).toBe(false);
    expect(membership.groupJoinsTotal()).toBe(1);
  });

  test('a rejoin tells the listeners which partitions it took away, and no one when none were', () => {
    const { membership } = membershipWithLog();
    const calls: number[][] = [];
    membership.addRevocationListener((partitions) => calls.push(partitions));
    membership.join({ [topic]: [0, 1, 2, 3] });
    expect(calls).toEqual([]); // nothing held before
    membership.leave();
    expect(membership.isJoined()).toBe(false);
    membership.join({ [topic]: [1, 3, 4] });
    expect(calls).toEqual([[0, 2]]);
    membership.join({ [topic]: [4, 3, 1] });
    expect(calls).toEqual([[0, 2]]); // same partitions: no call
    expect(membership.groupJoinsTotal()).toBe(3);
  });

  test('a listener that throws is logged and the next one still runs', () => {
    const { membership, lines } = membershipWithLog();
    const calls: number[][] = [];
    membership.addRevocationListener(() => {
      throw new Error('listener bug');
    });
    membership.addRevocationListener((partitions) => calls.push(partitions));
    membership.join({ [topic]: [0, 1] });
    membership.join({ [topic]: [1] });
    expect(calls).toEqual([[0]]);
    expect(lines.filter((l) => l.msg === 'kafka bus: onPartitionsRevoked listener threw')).toHaveLength(1);
  });

  test('a crash is logged once per outage, and the rejoin that ends it says so', () => {
    const { membership, lines } = membershipWithLog();
    membership.join({ [topic]: [0] });
    membership.leave();
    membership.crashed(new Error('broker down'), true);
    membership.crashed(new Error('broker still down'), true);
    expect(lines.filter((l) => l.msg.includes('consumer crashed'))).toHaveLength(1);
    membership.join({ [topic]: [0] });
    expect(lines.filter((l) => l.msg === 'kafka bus: consumer rejoined its group')).toHaveLength(1);
    membership.crashed(new Error('down again'), true);
    expect(lines.filter((l) => l.msg.includes('consumer crashed'))).toHaveLength(2); // a new outage
  });
});
