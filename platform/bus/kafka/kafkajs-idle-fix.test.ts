/**
 * The kafkajs idle-loop fix on the real broker: an idle bus no longer checks its request queues every
 * millisecond (negative control: kafkajs's own scheduling does, on the same connections), and appends after
 * an idle period are still sent at once (no lost wake-up).
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ensureKafka } from '../../../test/support/kafka.ts';
import { createKafkaBus, type KafkaBus } from '../kafka-bus.ts';
import { kafkajsIdleFixApplied, withOriginalKafkajsScheduling } from './kafkajs-idle-fix.ts';

const require = createRequire(import.meta.url);
const RequestQueue = require('kafkajs/src/network/requestQueue/index.js') as { prototype: { checkPendingRequests(): void } };

let bus: KafkaBus;

beforeAll(async () => {
  const { brokers } = await ensureKafka();
  bus = createKafkaBus({ logger: pino({ level: 'silent' }) }, { brokers, partitions: 1, topic: `idle-fix-${randomBytes(4).toString('hex')}` });
  await bus.start();
}, 300_000);

afterAll(async () => {
  await bus?.shutdown();
});

/** Calls of RequestQueue.checkPendingRequests (all connections) during `ms`. */
async function checksDuring(ms: number): Promise<number> {
  const original = RequestQueue.prototype.checkPendingRequests;
  let calls = 0;
  RequestQueue.prototype.checkPendingRequests = function (this: unknown) {
    calls += 1;
    original.call(this);
  };
  try {
    await new Promise((r) => setTimeout(r, ms));
  } finally {
    RequestQueue.prototype.checkPendingRequests = original;
  }
  return calls;
}

async function appendOne(): Promise<number> {
  const started = performance.now();
  const result = await bus.producer().append([{ key: 'k', value: Buffer.from('v') }]);
  expect(result.status).toBe('ok');
  return performance.now() - started;
}

describe('kafkajs idle loop fix', () => {
  test('is applied to the kafkajs version in the lockfile', () => {
    expect(kafkajsIdleFixApplied).toBe(true);
  });

  test('an idle connection is not polled; kafkajs’s own scheduling polls it hundreds of times a second', async () => {
    await appendOne();
    const fixed = await checksDuring(1000);
    const original = await withOriginalKafkajsScheduling(async () => {
      await appendOne(); // an answered request starts kafkajs's loop
      return checksDuring(1000);
    });
    // Once the fix is back, the loop that kafkajs started ends at its next turn.
    await appendOne();
    const fixedAgain = await checksDuring(1000);
    expect(original).toBeGreaterThan(200);
    expect(fixed).toBeLessThan(10);
    expect(fixedAgain).toBeLessThan(10);
  }, 30_000);

  test('appends after an idle period are sent at once', async () => {
    await new Promise((r) => setTimeout(r, 1500));
    const waits: number[] = [];
    for (let i = 0; i < 5; i++) {
      waits.push(await appendOne());
      await new Promise((r) => setTimeout(r, 200));
    }
    // A lost wake-up would leave a request queued until something else happened on the connection.
    expect(Math.max(...waits)).toBeLessThan(1000);
    const concurrent = await Promise.all(Array.from({ length: 50 }, () => bus.producer().append([{ key: randomBytes(4).toString('hex'), value: Buffer.from('x') }])));
    expect(concurrent.every((r) => r.status === 'ok')).toBe(true);
  }, 30_000);
});
