/**
 * The IPC bus between the all-in-one and its collector processes: a real forked child appends through its
 * IPC channel ('advanced' serialization, as node:cluster is set up), the parent serves the appends from a
 * real local log (or from a producer that refuses, to see each answer cross unchanged).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createBusError } from './bus-error.ts';
import type { AppendResult, BusProducer, BusRecord } from './bus.ts';
import { createIpcBus, serveIpcAppend } from './ipc-bus.ts';
import { createLocalLog, type LocalLog } from './local-log.ts';
import type { AppendOutcome } from '../../test/support/bus/ipc-appender-child.ts';
import { ipcRecordValue } from '../../test/support/bus/ipc-record-value.ts';

const CHILD = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../test/support/bus/ipc-appender-child.ts');
const dirs: string[] = [];
const logs: LocalLog[] = [];

afterEach(async () => {
  for (const log of logs.splice(0)) await log.shutdown();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Runs the child; `serve` answers (or not) each message it sends. Resolves with the child's append results. */
function runChild(
  args: { appends: number; concurrency: number; timeoutMs: number },
  serve: (child: ReturnType<typeof fork>, message: unknown) => void,
): Promise<AppendOutcome[]> {
  const child = fork(CHILD, [String(args.appends), String(args.concurrency), String(args.timeoutMs)], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let results: AppendOutcome[] | null = null;
    child.on('message', (message: { kind?: string; results?: AppendOutcome[] }) => {
      if (message?.kind === 'test-results') results = message.results!;
      else serve(child, message);
    });
    child.on('exit', (code) => (results ? resolve(results) : reject(new Error(`child exited ${code} without results`))));
  });
}

async function startLog(): Promise<LocalLog> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-ipc-bus-'));
  dirs.push(dir);
  const log = createLocalLog({ logger: pino({ level: 'silent' }) }, { dir });
  await log.start();
  logs.push(log);
  return log;
}

async function readAll(log: LocalLog, expected: number): Promise<BusRecord[]> {
  const consumer = log.consumer('ipc-test');
  const out: BusRecord[] = [];
  while (out.length < expected) {
    const got = await consumer.poll(1000, 200);
    if (got.length === 0) break;
    out.push(...got);
  }
  return out;
}

describe('IPC bus (collector process → the all-in-one local log)', () => {
  it('appends each batch from a child process to the local log, byte for byte, as one batch with the offsets the log gave', async () => {
    const log = await startLog();
    const producer = log.producer();
    const results = await runChild({ appends: 60, concurrency: 8, timeoutMs: 30_000 }, (child, message) => {
      expect(serveIpcAppend(child, message, producer)).toBe(true);
    });
    expect(results).toHaveLength(60);
    expect(results.every((r) => r.status === 'ok')).toBe(true);
    const total = results.reduce((n, r) => n + r.records, 0);
    const records = await readAll(log, total);
    expect(records).toHaveLength(total);
    expect(log.stats().logEndOffset).toBe(total);
    const byOffset = new Map(records.map((r) => [r.offset, r]));
    for (const r of results) {
      // The batch is where the child was told it is: consecutive offsets from firstOffset, its keys in order.
      for (let j = 0; j < r.records; j++) {
        const record = byOffset.get(r.firstOffset! + j)!;
        expect(record.key).toBe(`trace-${r.batch}-${j}`);
        expect(Buffer.isBuffer(record.value)).toBe(true);
        expect(record.value.equals(ipcRecordValue(r.batch, j))).toBe(true);
      }
    }
  }, 30_000);

  it("carries the owner's refusals unchanged: full/busy stay retryable with their reason, a failure keeps its code", async () => {
    let calls = 0;
    const refusing: BusProducer = {
      async append(): Promise<AppendResult> {
        calls++;
        if (calls % 3 === 1) return { status: 'retryable', retryInMs: 250, reason: 'full' };
        if (calls % 3 === 2) return { status: 'failed', error: createBusError('TH_ERR_BUS_BATCH_TOO_LARGE', 'local log: batch of 9 bytes exceeds 1') };
        return { status: 'failed', error: createBusError('TH_ERR_BUS_IO', 'local log: fsync failed') };
      },
    };
    const results = await runChild({ appends: 6, concurrency: 1, timeoutMs: 30_000 }, (child, message) => void serveIpcAppend(child, message, refusing));
    expect(results.map((r) => [r.status, r.reason ?? r.code, r.retryable])).toEqual([
      ['retryable', 'full', undefined],
      ['failed', 'TH_ERR_BUS_BATCH_TOO_LARGE', false],
      ['failed', 'TH_ERR_BUS_IO', true],
      ['retryable', 'full', undefined],
      ['failed', 'TH_ERR_BUS_BATCH_TOO_LARGE', false],
      ['failed', 'TH_ERR_BUS_IO', true],
    ]);
  }, 30_000);

  it('answers unavailable (retryable) when the owner does not answer in time', async () => {
    const started = Date.now();
    const results = await runChild({ appends: 3, concurrency: 3, timeoutMs: 300 }, () => undefined);
    expect(results.map((r) => [r.status, r.reason])).toEqual([
      ['retryable', 'unavailable'],
      ['retryable', 'unavailable'],
      ['retryable', 'unavailable'],
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  }, 30_000);

  it('negative control: a message that is not an append is left to the caller; consuming is refused', () => {
    const log = { send: () => true, on: () => undefined };
    const producer: BusProducer = { append: async () => ({ status: 'ok', firstOffset: 0 }) };
    expect(serveIpcAppend(log, { kind: 'tracehold-metrics', id: 1, metrics: [] }, producer)).toBe(false);
    expect(serveIpcAppend(log, undefined, producer)).toBe(false);
    expect(() => createIpcBus(log).consumer('ingest')).toThrow(/only appends/);
  });
});
