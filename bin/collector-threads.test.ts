/**
 * The threads of `collector.balance: thread` (bin/collector-threads.ts) as they run: real worker threads started
 * from the command's entry (bin/tracehold.js), each with its own pipeline appending to the real Kafka broker; this
 * thread's pipeline is a recording stand-in. test/e2e/collector-processes.test.ts runs the whole command.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import kafkajs from 'kafkajs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import type { ExportHandlers } from '../collector/receivers/export-handler.ts';
import { encodeProtobufTraces } from '../test/support/otlp/encode-traces.ts';
import { generateTrace } from '../test/support/generate-traces.ts';
import { ensureKafka } from '../test/support/kafka.ts';
import { startCollectorThreads } from './collector-threads.ts';

let brokers: string[] = [];
let dataDir = '';
const topic = `th-test.collector-threads.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;

beforeAll(async () => {
  ({ brokers } = await ensureKafka());
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-collector-threads-'));
}, 180_000);

afterAll(async () => {
  const admin = new kafkajs.Kafka({ clientId: 'collector-threads-test', brokers, logLevel: kafkajs.logLevel.NOTHING }).admin();
  await admin.connect();
  await admin.deleteTopics({ topics: [topic], timeout: 10_000 }).catch(() => undefined);
  await admin.disconnect();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const threadsConfig = () => TraceholdConfigSchema.parse({ dataDir, bus: { kind: 'kafka', kafka: { brokers, topic } }, logLevel: 'warn' });

/** This thread's pipeline, a stand-in: `onExport` runs for each export, which is then answered `ok`. */
function localPipeline(onExport: () => Promise<void>): ExportHandlers {
  return {
    handleExport: async () => {
      await onExport();
      return { status: 'ok' };
    },
    handleLogs: async () => ({ status: 'ok' }),
    handleMetrics: async () => ({ status: 'ok' }),
  };
}

describe('startCollectorThreads', () => {
  it('hands overlapping exports to a worker thread that appends to Kafka; a thread that dies costs retryable answers and is started again', async () => {
    const config = threadsConfig();
    // This thread's pipeline: answers each export after a while, so that exports overlap.
    let local = 0;
    const handlers = localPipeline(async () => {
      local++;
      await new Promise((r) => setTimeout(r, 30));
    });
    const lines: string[] = [];
    const threads = await startCollectorThreads({ config, logger: pino({ level: 'silent' }), threads: 1, local: handlers, limits: { maxAnyValueDepth: 32 }, err: (l) => lines.push(l) });
    try {
      expect(threads.size()).toBe(1);
      const body = () => Buffer.from(encodeProtobufTraces(generateTrace({ spans: 10, contentBytes: 1024 }).spans));
      const ctx = { tenant: 'default', transport: 'http' as const, signal: 'traces' as const };
      const answers = await Promise.all(Array.from({ length: 8 }, () => threads.dispatch('traces', ctx, body(), 'protobuf')));
      expect(answers.map((a) => a.kind)).toEqual(Array(8).fill('ok'));
      // Overlapping: this thread took one at a time, the worker thread the rest (its pipeline appended them to Kafka).
      expect(local).toBeGreaterThanOrEqual(1);
      expect(local).toBeLessThan(8);
      const [registry] = await threads.collectMetrics();
      const accepted = registry!.find((m) => m.name === 'tracehold_spans_accepted_total')!;
      expect(accepted.values[0]!.value).toBe((8 - local) * 10);
      // A thread's registry holds no process metrics (the process's own registry has them, once), only its own isolate's
      // heap, labelled with its thread id (not this thread's: its objects are the worker's, not the test's).
      expect(registry!.some((m) => m.name.startsWith('tracehold_process_'))).toBe(false);
      const heapUsed = registry!.find((m) => m.name === 'tracehold_isolate_heap_used_bytes')!;
      const heapTotal = registry!.find((m) => m.name === 'tracehold_isolate_heap_total_bytes')!;
      expect(heapUsed.values.map((v) => v.labels)).toEqual([{ thread: String(threads.workers()[0]!.threadId) }]);
      expect(heapUsed.values[0]!.value).toBeGreaterThan(1024 * 1024);
      expect(heapTotal.values[0]!.value).toBeGreaterThanOrEqual(heapUsed.values[0]!.value);

      // The worker thread dies while exports are on their way to it: those are answered unavailable (retryable).
      const [worker] = threads.workers();
      const inFlight = Array.from({ length: 4 }, () => threads.dispatch('traces', ctx, body(), 'protobuf'));
      await worker!.terminate();
      const kinds = (await Promise.all(inFlight)).map((a) => a.kind);
      expect(kinds.every((k) => k === 'ok' || k === 'unavailable'), kinds.join()).toBe(true);
      expect(kinds).toContain('unavailable');
      expect(lines.join('\n')).toContain('a collector thread exited unexpectedly');
      // Started again after 1 s, and takes exports.
      const deadline = Date.now() + 60_000;
      while (threads.workers().length === 0 || threads.workers()[0] === worker) {
        if (Date.now() > deadline) throw new Error('no replacement thread');
        await new Promise((r) => setTimeout(r, 50));
      }
      local = 0;
      const again = await Promise.all(Array.from({ length: 6 }, () => threads.dispatch('traces', ctx, body(), 'protobuf')));
      expect(again.map((a) => a.kind)).toEqual(Array(6).fill('ok'));
      expect(local).toBeLessThan(6);
    } finally {
      expect(await threads.stop(20_000)).toBe(true);
    }
    expect(threads.size()).toBe(0);
  }, 120_000);

  it('on demand: no worker thread at start; one starts while this thread is busy and takes exports, and stops once the load fell, its counts kept', async () => {
    const config = threadsConfig();
    // This thread's pipeline keeps its thread busy: 25 ms of CPU per export, answered right after.
    let local = 0;
    const handlers = localPipeline(async () => {
      local++;
      const until = performance.now() + 25;
      while (performance.now() < until) {
        // busy, as a pipeline decoding and redacting is
      }
      await new Promise((r) => setImmediate(r));
    });
    const { Registry } = await import('prom-client');
    const registry = new Registry();
    const gauge = async (name: string, labels: Record<string, string> = {}) =>
      (await registry.getMetricsAsJSON()).find((m) => m.name === name)?.values.find((v) => Object.entries(labels).every(([k, l]) => v.labels[k] === l))?.value ?? 0;
    const threads = await startCollectorThreads({ config, logger: pino({ level: 'silent' }), threads: 1, idleStopMs: 1000, registry, local: handlers, limits: { maxAnyValueDepth: 32 } });
    try {
      expect(threads.size()).toBe(0);
      expect(await gauge('tracehold_collector_threads')).toBe(0);
      const body = () => Buffer.from(encodeProtobufTraces(generateTrace({ spans: 10, contentBytes: 1024 }).spans));
      const ctx = { tenant: 'default', transport: 'http' as const, signal: 'traces' as const };
      // Four exports in flight at all times until the worker thread has taken some (or 60 s).
      const kinds: string[] = [];
      const deadline = Date.now() + 60_000;
      const spansOfWorker = async () => {
        const [theirs] = await threads.collectMetrics();
        return Number(theirs?.find((m) => m.name === 'tracehold_spans_accepted_total')?.values[0]?.value ?? 0);
      };
      let tookSpans = 0;
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (Date.now() < deadline && tookSpans < 100) {
            kinds.push((await threads.dispatch('traces', ctx, body(), 'protobuf')).kind);
            if (threads.size() > 0) tookSpans = await spansOfWorker();
          }
        }),
      );
      expect(kinds.every((k) => k === 'ok'), kinds.join()).toBe(true);
      expect(threads.size()).toBe(1);
      expect(await gauge('tracehold_collector_threads')).toBe(1);
      expect(await gauge('tracehold_collector_thread_changes_total', { change: 'started' })).toBe(1);
      expect(tookSpans).toBeGreaterThanOrEqual(100);
      // Quiet: the load fits in this thread; within the idle time plus a 5 s window or two the worker thread stops.
      const worker = threads.workers()[0]!;
      const stopDeadline = Date.now() + 30_000;
      while (threads.size() > 0) {
        if (Date.now() > stopDeadline) throw new Error('the idle worker thread did not stop');
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(worker.threadId).toBe(-1); // exited
      expect(await gauge('tracehold_collector_threads')).toBe(0);
      expect(await gauge('tracehold_collector_thread_changes_total', { change: 'idle' })).toBe(1);
      expect(await gauge('tracehold_collector_thread_changes_total', { change: 'exited' })).toBe(0);
      // Its counters stay in the sums (a sum going down reads as a counter reset); its gauges went with it.
      const [kept, ...more] = await threads.collectMetrics();
      expect(more).toEqual([]);
      const accepted = Number(kept!.find((m) => m.name === 'tracehold_spans_accepted_total')!.values[0]!.value);
      expect(accepted).toBeGreaterThanOrEqual(tookSpans);
      expect(accepted + local * 10).toBe(kinds.length * 10);
      expect(kept!.some((m) => m.name === 'tracehold_isolate_heap_used_bytes')).toBe(false);
      // This thread takes what comes now.
      local = 0;
      expect((await threads.dispatch('traces', ctx, body(), 'protobuf')).kind).toBe('ok');
      expect(local).toBe(1);
    } finally {
      expect(await threads.stop(20_000)).toBe(true);
    }
  }, 120_000);
});
