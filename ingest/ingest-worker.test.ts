/**
 * The ingest worker's storage handshake with the bus, on real components: the local durable log in a temp
 * directory, chDB with the product's migrations and the real store. Faults are injected at the seams the
 * worker is given — a ClickHouse client whose inserts into one table fail, a bus consumer whose commits fail
 * or whose partitions are revoked — wrapping the real components, not replacing them. The oracle of "no loss"
 * is the bus itself: after a restart on the same log directory, every record not stored is read again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pino, type Logger } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spanWithEveryField } from '../test/factories/span.ts';
import type { Bus, BusConsumer } from '../platform/bus/bus.ts';
import { createBusError } from '../platform/bus/bus-error.ts';
import { createLocalLog, type LocalLog } from '../platform/bus/local-log.ts';
import { createClickHouse, type ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { createStore, type Store } from '../platform/store/create-store.ts';
import { createMetrics, type Metrics } from '../platform/metrics/create-metrics.ts';
import { encodeBusBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { TailSamplingConfigSchema } from '../schemas/tail-sampling.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { createIngestWorker, DEFAULT_INGEST_WORKER_CONFIG, type IngestWorker, type IngestWorkerConfig, type IngestWorkerDeps } from './ingest-worker.ts';

const T = 'acme';
const GROUP = 'ingest';
const NOW_MS = Date.now();
const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
const root = mkdtempSync(path.join(os.tmpdir(), 'th-ingest-worker-'));
const silent = pino({ level: 'silent' });
let ch: ClickHouse;
let store: Store;

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root }));
  await migrate(ch, silent, {});
  store = createStore({ clickhouse: ch });
});

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

// ------------------------------------------------------------------ data and real components

let nextTrace = 0;
/** `count` one-span traces with their LLM call, trace ids unique in this file (the tests share one chDB). */
function traces(count: number): TraceBatch[] {
  return Array.from({ length: count }, () => {
    nextTrace += 1;
    const traceId = nextTrace.toString(16).padStart(32, '0');
    const spanId = nextTrace.toString(16).padStart(16, '0');
    const times = { startTimeUnixNano: ns(NOW_MS), endTimeUnixNano: ns(NOW_MS + 5) };
    return {
      v: 1,
      tenant: T,
      traceId,
      receivedAtMs: NOW_MS,
      spans: [spanWithEveryField({ tenant: T, traceId, spanId, parentSpanId: '', name: 'chat', ...times })],
      ledger: [ledgerRecord({ tenant: T, traceId, spanId, parentSpanId: '', ...times })],
      contentObjects: [],
    };
  });
}

async function openBus(dir: string): Promise<LocalLog> {
  const bus = createLocalLog({ logger: silent }, { dir });
  await bus.start();
  return bus;
}

async function append(bus: Bus, values: Buffer[]): Promise<void> {
  const r = await bus.producer().append(values.map((value, i) => ({ key: `k${i}`, value })));
  expect(r.status).toBe('ok');
}

let nextBus = 0;
/** A started log in a fresh directory (one per test), holding `values` at offsets 0, 1, … */
async function logHolding(values: Buffer[]): Promise<{ dir: string; bus: LocalLog }> {
  const dir = path.join(root, `bus-${++nextBus}`);
  const bus = await openBus(dir);
  if (values.length > 0) await append(bus, values);
  return { dir, bus };
}

/** Starts `worker`, drains it to the end of the bus (it must get there), then shuts it and the bus down. */
async function drainThenStop(worker: IngestWorker, bus: Bus): Promise<void> {
  await worker.start();
  try {
    expect(await worker.drain(20_000)).toBe(true);
  } finally {
    await worker.shutdown();
    await bus.shutdown();
  }
}

const encoded = (batches: TraceBatch[]) => batches.map((b) => encodeBusBatch(b));

/** Keeps every trace; `decisionWaitMs` long = traces stay held until drain (or revocation) decides them. */
function config(decisionWaitMs: number, over: Partial<IngestWorkerConfig> = {}): IngestWorkerConfig {
  return {
    ...DEFAULT_INGEST_WORKER_CONFIG,
    group: GROUP,
    flushIntervalMs: 20,
    retryDelayMs: 10,
    maxRetryDelayMs: 40,
    statsLogIntervalMs: 0,
    sampling: TailSamplingConfigSchema.parse({ decisionWaitMs, maxRootWaitMs: 0, policies: [{ name: 'all', type: 'always' }] }),
    ...over,
  };
}

function deps(bus: Bus, over: Partial<IngestWorkerDeps> = {}): IngestWorkerDeps {
  return { logger: silent, bus, store, ...over };
}

/** Trace ids of `batches` with at least one row in `table` (trace_index: with a decision). */
async function storedIn(table: 'llm_calls' | 'spans' | 'trace_index', batches: TraceBatch[]): Promise<string[]> {
  const rs = await ch.client.query({
    query: `SELECT DISTINCT trace_id FROM ${ch.db}.${table} WHERE tenant = {t:String} AND trace_id IN {ids:Array(String)} ORDER BY trace_id`,
    query_params: { t: T, ids: batches.map((b) => b.traceId) },
    format: 'JSONEachRow',
  });
  return (await rs.json<{ trace_id: string }>()).map((r) => r.trace_id);
}

const idsOf = (batches: TraceBatch[]) => batches.map((b) => b.traceId).sort();

/** Decision policies in the trace index, per trace id. */
async function policiesOf(batches: TraceBatch[]): Promise<string[]> {
  const rs = await ch.client.query({
    query: `SELECT trace_id, max(sample_policy) AS policy FROM ${ch.db}.trace_index WHERE tenant = {t:String} AND trace_id IN {ids:Array(String)} GROUP BY trace_id ORDER BY trace_id`,
    query_params: { t: T, ids: batches.map((b) => b.traceId) },
    format: 'JSONEachRow',
  });
  return (await rs.json<{ policy: string }>()).map((r) => r.policy);
}

/** Offsets a fresh read of `group` gets from the log in `dir` (the bus reopened, as after a restart). */
async function uncommittedOffsets(dir: string): Promise<number[]> {
  const bus = await openBus(dir);
  try {
    return (await bus.consumer(GROUP).poll(1000, 0)).map((r) => r.offset);
  } finally {
    await bus.shutdown();
  }
}

/** Ingests everything on the log in `dir` with a healthy worker (a restart), until it is committed. */
async function ingestAfterRestart(dir: string): Promise<void> {
  const bus = await openBus(dir);
  await drainThenStop(createIngestWorker(deps(bus, { busEndOffset: () => bus.stats().logEndOffset }), config(60_000)), bus);
}

async function waitFor(what: string, cond: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** A logger whose JSON lines are kept for assertions. */
function capturingLogger(): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

const withMsg = (lines: Array<Record<string, unknown>>, msg: string) => lines.filter((l) => l['msg'] === msg);

// ------------------------------------------------------------------ faults at the worker's seams

/** The store over a ClickHouse client that calls `before(table)` (its name without the database) ahead of each insert. */
function storeInterceptingInserts(before: (table: string) => void): Store {
  const client = new Proxy(ch.client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'insert') {
        return async (params: { table: string }) => {
          before(params.table.slice(params.table.indexOf('.') + 1));
          return (value as (p: unknown) => Promise<unknown>).call(target, params);
        };
      }
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return createStore({ clickhouse: { ...ch, client } });
}

/**
 * The store over a ClickHouse client whose inserts into `table` fail `times` times (Infinity: until the test
 * ends), the way a server refusing writes does. The error's message carries a canary: ClickHouse messages can
 * echo row data, so the worker must log only the code and type.
 */
function storeFailingInserts(table: string, times: number): { store: Store; failures: () => number } {
  let failures = 0;
  const store = storeInterceptingInserts((t) => {
    if (t === table && failures < times) {
      failures += 1;
      throw Object.assign(new Error('Table is in readonly mode: row CANARY-ROW-DATA'), { code: '242', type: 'TABLE_IS_READ_ONLY' });
    }
  });
  return { store, failures: () => failures };
}

/**
 * The bus with its consumers wrapped: `commit` fails with TH_ERR_BUS_UNAVAILABLE (as Kafka's does while the
 * consumer rejoins its group) the first `failingCommits` times; successful commits are recorded; `revoke`
 * calls the worker's revocation listener as a group rebalance would (the local log itself never revokes).
 */
function wrappedBus(bus: Bus, failingCommits = 0): { bus: Bus; commits: number[]; revoke(partitions: number[]): void } {
  const commits: number[] = [];
  const listeners: Array<(partitions: number[]) => void> = [];
  let failuresLeft = failingCommits;
  const consumer = (group: string): BusConsumer => {
    const real = bus.consumer(group);
    return {
      poll: (maxRecords, waitMs) => real.poll(maxRecords, waitMs),
      async commit(nextOffset, partition) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          throw createBusError('TH_ERR_BUS_UNAVAILABLE', 'group is rebalancing (injected)');
        }
        await real.commit(nextOffset, partition);
        commits.push(nextOffset);
      },
      onPartitionsRevoked: (listener) => void listeners.push(listener),
    };
  };
  return {
    bus: { start: () => bus.start(), producer: () => bus.producer(), consumer, shutdown: () => bus.shutdown() },
    commits,
    revoke: (partitions) => listeners.forEach((l) => l(partitions)),
  };
}

// ------------------------------------------------------------------ tests

describe('ingest worker: offsets follow durable writes', () => {
  it.each([
    ['llm_calls', 'on arrival (the ledger)'],
    ['trace_index_input', 'at the decision (the trace index)'],
  ])('commits nothing while writes into %s fail %s; after a restart the records are read again and all stored', async (table) => {
    const batches = traces(3);
    const { dir, bus } = await logHolding(encoded(batches));
    const faulty = storeFailingInserts(table, Infinity);
    // decisionWaitMs 1: each trace is decided on the next cycle, so a failing decision write is reached too.
    const worker = createIngestWorker(deps(bus, { store: faulty.store }), config(1));
    await worker.start();
    await waitFor('repeated write failures', () => worker.stats().writeFailures >= 3);
    expect(worker.stats().committed).toEqual({});
    await worker.shutdown();
    await bus.shutdown();
    expect(faulty.failures()).toBeGreaterThanOrEqual(3);
    expect(await storedIn('trace_index', batches)).toEqual([]);
    expect(await uncommittedOffsets(dir)).toEqual([0, 1, 2]);

    await ingestAfterRestart(dir);
    for (const t of ['llm_calls', 'spans', 'trace_index'] as const) expect(await storedIn(t, batches), t).toEqual(idsOf(batches));
    expect(await uncommittedOffsets(dir)).toEqual([]);
  });

  it('retries a failed write with back-off, then stores the batch and commits it; the log line carries no row data', async () => {
    const batches = traces(3);
    const { dir, bus } = await logHolding(encoded(batches));
    const faulty = storeFailingInserts('spans', 2);
    const { logger, lines } = capturingLogger();
    const worker = createIngestWorker(deps(bus, { logger, store: faulty.store, busEndOffset: () => bus.stats().logEndOffset }), config(60_000));
    await drainThenStop(worker, bus);
    expect(worker.stats()).toMatchObject({ writeFailures: 2, spansWritten: 3, tracesKept: 3, committed: { 0: 3 } });
    expect(await storedIn('spans', batches)).toEqual(idsOf(batches));
    const warned = withMsg(lines, 'ClickHouse write failed; retrying with back-off (records stay on the bus)');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ code: '242', type: 'TABLE_IS_READ_ONLY' });
    expect(withMsg(lines, 'ClickHouse writes recovered')).toHaveLength(1);
    expect(JSON.stringify(lines)).not.toContain('CANARY-ROW-DATA');
    expect(await uncommittedOffsets(dir)).toEqual([]);
  });
});

describe('ingest worker: bus commits', () => {
  it('retries a failed commit on the next cycle, warning once per episode, until the log has it durably', async () => {
    const batches = traces(3);
    const { dir, bus: real } = await logHolding(encoded(batches));
    const wrapped = wrappedBus(real, 3);
    const { logger, lines } = capturingLogger();
    const worker = createIngestWorker(deps(wrapped.bus, { logger, busEndOffset: () => real.stats().logEndOffset }), config(60_000));
    await drainThenStop(worker, real);
    expect(worker.stats().committed).toEqual({ 0: 3 });
    expect(wrapped.commits).toEqual([3]);
    const warned = withMsg(lines, 'bus commit failed; retrying on the next cycle');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toMatchObject({ code: 'TH_ERR_BUS_UNAVAILABLE', partition: 0 });
    expect(withMsg(lines, 'bus commits succeed again')).toEqual([expect.objectContaining({ failedCommits: 3 })]);
    // Durable, not only counted: a restart reads nothing again.
    expect(await uncommittedOffsets(dir)).toEqual([]);
  });
});

describe('ingest worker: partitions revoked', () => {
  it('forgets the held traces of a revoked partition undecided and uncommitted; their new owner decides them', async () => {
    const batches = traces(3);
    const { dir, bus: real } = await logHolding(encoded(batches));
    const wrapped = wrappedBus(real);
    const worker = createIngestWorker(deps(wrapped.bus), config(60_000));
    await worker.start();
    try {
      await waitFor('3 held traces', () => worker.stats().sampler.bufferedTraces === 3);
      // The ledger is written on arrival whatever happens to the decision.
      expect(await storedIn('llm_calls', batches)).toEqual(idsOf(batches));
      wrapped.revoke([0]);
      expect(worker.stats().sampler).toMatchObject({ bufferedTraces: 0, bufferedSpans: 0, bufferedBytes: 0, revokedTraces: 3 });
      // Nothing is left to decide: drain (no bus end to reach) finishes, and must not decide revoked traces.
      expect(await worker.drain(5_000)).toBe(true);
    } finally {
      await worker.shutdown();
      await real.shutdown();
    }
    expect(worker.stats()).toMatchObject({ committed: {}, tracesKept: 0, tracesDropped: 0 });
    expect(wrapped.commits).toEqual([]);
    expect(await storedIn('trace_index', batches)).toEqual([]);
    expect(await storedIn('spans', batches)).toEqual([]);

    // The new owner of the partition reads the records again and decides them.
    expect(await uncommittedOffsets(dir)).toEqual([0, 1, 2]);
    await ingestAfterRestart(dir);
    expect(await storedIn('trace_index', batches)).toEqual(idsOf(batches));
    expect(await storedIn('spans', batches)).toEqual(idsOf(batches));
  });
});

describe('ingest worker: drain and shutdown', () => {
  it('drain decides every held trace early, writes it and commits up to the end of the bus', async () => {
    const batches = traces(3);
    const { dir, bus } = await logHolding(encoded(batches));
    const worker = createIngestWorker(deps(bus, { busEndOffset: () => bus.stats().logEndOffset }), config(60_000));
    await worker.start();
    try {
      await waitFor('3 held traces', () => worker.stats().sampler.bufferedTraces === 3);
      expect(worker.stats().committed).toEqual({});
      expect(await worker.drain(20_000)).toBe(true);
      expect(worker.stats()).toMatchObject({ committed: { 0: 3 }, tracesKept: 3, sampler: { bufferedTraces: 0, pendingRelease: 0, earlyDecisions: 3 } });
    } finally {
      await worker.shutdown();
      await bus.shutdown();
    }
    expect(await policiesOf(batches)).toEqual(['all (early)', 'all (early)', 'all (early)']);
    expect(await storedIn('spans', batches)).toEqual(idsOf(batches));
    expect(await uncommittedOffsets(dir)).toEqual([]);
  });

  it('shutdown without drain leaves held traces on the bus, uncommitted, for the next start to decide', async () => {
    const { dir, bus } = await logHolding(encoded(traces(2)));
    const worker = createIngestWorker(deps(bus, { busEndOffset: () => bus.stats().logEndOffset }), config(60_000));
    await worker.start();
    expect(await worker.drain(20_000)).toBe(true);
    const held = traces(2);
    await append(bus, encoded(held));
    await waitFor('2 held traces', () => worker.stats().sampler.bufferedTraces === 2);
    await worker.shutdown();
    await bus.shutdown();
    expect(worker.stats().committed).toEqual({ 0: 2 });
    expect(await storedIn('trace_index', held)).toEqual([]);
    expect(await uncommittedOffsets(dir)).toEqual([2, 3]);
    await ingestAfterRestart(dir);
    expect(await storedIn('trace_index', held)).toEqual(idsOf(held));
  });

  it('shutdown stops polling and is safe to call twice (stats logged once)', async () => {
    const { dir, bus } = await logHolding(encoded(traces(2)));
    const { logger, lines } = capturingLogger();
    const worker: IngestWorker = createIngestWorker(deps(bus, { logger, busEndOffset: () => bus.stats().logEndOffset }), config(60_000, { statsLogIntervalMs: 60_000 }));
    await worker.start();
    expect(await worker.drain(20_000)).toBe(true);
    await worker.shutdown();
    await worker.shutdown();
    expect(withMsg(lines, 'ingest stats at shutdown')).toHaveLength(1);

    // Appended after shutdown: not consumed, still on the bus for the next start.
    await append(bus, encoded(traces(2)));
    await new Promise((r) => setTimeout(r, 200));
    expect(worker.stats()).toMatchObject({ recordsConsumed: 2, committed: { 0: 2 } });
    await bus.shutdown();
    expect(await uncommittedOffsets(dir)).toEqual([2, 3]);
  });

  it('two shutdowns at once both resolve once the loop has stopped, and shut down once', async () => {
    const { bus } = await logHolding([]);
    const { logger, lines } = capturingLogger();
    const worker = createIngestWorker(deps(bus, { logger }), config(60_000, { statsLogIntervalMs: 60_000 }));
    await worker.start();
    // Stopped mid-poll: the loop is waiting for records when both calls come.
    await new Promise((r) => setTimeout(r, 50));
    await Promise.all([worker.shutdown(), worker.shutdown()]);
    expect(withMsg(lines, 'ingest stats at shutdown')).toHaveLength(1);
    await append(bus, encoded(traces(1)));
    await new Promise((r) => setTimeout(r, 200));
    expect(worker.stats().recordsConsumed).toBe(0);
    await bus.shutdown();
  });
});

/** tracehold_ingest_records_unread_total by reason (only reasons counted). */
async function unreadCounts(metrics: Metrics): Promise<Record<string, number>> {
  const values = (await metrics.registry.getSingleMetric('tracehold_ingest_records_unread_total')!.get()).values;
  return Object.fromEntries(values.filter((v) => v.value > 0).map((v) => [String(v.labels.reason), v.value]));
}

describe('ingest worker: unreadable records', () => {
  it('counts and skips an unreadable record without losing the records around it, and commits past it', async () => {
    const [a, b] = traces(2);
    const notJson = Buffer.from('\x00\x01 not a batch');
    const badEnvelope = Buffer.from(JSON.stringify({ v: 1, tenant: T }));
    const { dir, bus } = await logHolding([encodeBusBatch(a!), notJson, encodeBusBatch(b!), badEnvelope]);
    const { logger, lines } = capturingLogger();
    const metrics = createMetrics({ defaultMetrics: false });
    const worker = createIngestWorker(deps(bus, { logger, metrics, busEndOffset: () => bus.stats().logEndOffset }), config(60_000));
    await drainThenStop(worker, bus);
    expect(worker.stats()).toMatchObject({ recordsConsumed: 4, recordsInvalid: 2, tracesKept: 2, committed: { 0: 4 } });
    expect(await unreadCounts(metrics)).toEqual({ invalid: 2 });
    for (const t of ['llm_calls', 'spans', 'trace_index'] as const) expect(await storedIn(t, [a!, b!]), t).toEqual(idsOf([a!, b!]));
    // Reported once (not per record), with where it is.
    const reported = withMsg(lines, 'skipping unreadable bus record (counted in recordsInvalid)');
    expect(reported).toEqual([expect.objectContaining({ partition: 0, offset: 1 })]);
    expect(await uncommittedOffsets(dir)).toEqual([]);
  });

  it('leaves a record of a newer payload version on the bus, not committed past, and writes the records around it', async () => {
    const [a, b] = traces(2);
    const newer = Buffer.from(JSON.stringify({ v: 3, tenant: T, traceId: a!.traceId, spans: 'a later shape' }));
    const { dir, bus } = await logHolding([encodeBusBatch(a!), newer, encodeBusBatch(b!)]);
    const { logger, lines } = capturingLogger();
    const metrics = createMetrics({ defaultMetrics: false });
    const worker = createIngestWorker(deps(bus, { logger, metrics, busEndOffset: () => bus.stats().logEndOffset }), config(60_000));
    await worker.start();
    try {
      expect(await worker.drain(1_500)).toBe(false); // the end of the bus is never committed
      expect(worker.stats()).toMatchObject({ recordsConsumed: 3, recordsInvalid: 0, recordsNewerVersion: 1, tracesKept: 2, committed: { 0: 1 } });
      expect(await unreadCounts(metrics)).toEqual({ newer_version: 1 });
    } finally {
      await worker.shutdown();
      await bus.shutdown();
    }
    for (const t of ['llm_calls', 'spans', 'trace_index'] as const) expect(await storedIn(t, [a!, b!]), t).toEqual(idsOf([a!, b!]));
    const reported = withMsg(lines, 'bus record written by a newer Tracehold: not read, and this partition is not committed past it — upgrade ingest; it then reads this record and those after it again (counted in recordsNewerVersion)');
    expect(reported).toEqual([expect.objectContaining({ partition: 0, offset: 1, version: 3 })]);
    // Still there for the upgraded ingest: the newer record and the one after it (written again, idempotently).
    expect(await uncommittedOffsets(dir)).toEqual([1, 2]);
  });
});

/** The store over a ClickHouse client that counts its inserts per table. */
function storeCountingInserts(): { store: Store; inserts: Map<string, number> } {
  const inserts = new Map<string, number>();
  return { store: storeInterceptingInserts((table) => void inserts.set(table, (inserts.get(table) ?? 0) + 1)), inserts };
}

describe('ingest worker: gathering a cycle', () => {
  /** Appends one trace every 10 ms for `ms` to a running worker; resolves with the batches once all are stored. */
  async function steadyStream(flushIntervalMs: number, ms: number): Promise<{ inserts: number; batches: TraceBatch[] }> {
    const { bus } = await logHolding([]);
    const counting = storeCountingInserts();
    const worker = createIngestWorker(deps(bus, { store: counting.store }), config(60_000, { flushIntervalMs }));
    await worker.start();
    const batches: TraceBatch[] = [];
    try {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        const [b] = traces(1);
        batches.push(b!);
        await append(bus, [encodeBusBatch(b!)]);
        await new Promise((r) => setTimeout(r, 10));
      }
      await waitFor('every ledger row', () => worker.stats().llmCallsWritten === batches.length);
    } finally {
      await worker.shutdown();
      await bus.shutdown();
    }
    expect(await storedIn('llm_calls', batches)).toEqual(idsOf(batches));
    return { inserts: counting.inserts.get('llm_calls') ?? 0, batches };
  }

  it('writes a steady stream at most once per flushIntervalMs, each table in one insert per cycle (negative control: 1 ms)', async () => {
    const gathered = await steadyStream(250, 1500);
    // About 6 cycles in 1.5 s (+ the first record's, written at once, and the last partial one).
    expect(gathered.batches.length).toBeGreaterThan(50);
    expect(gathered.inserts).toBeLessThanOrEqual(10);
    // The same stream with a 1 ms interval: a cycle per few records, as before gathering.
    const eager = await steadyStream(1, 1500);
    expect(eager.inserts).toBeGreaterThan(3 * gathered.inserts);
  });

  it('writes a record after a quiet spell at once; holds the next one of a stream until the interval is over', async () => {
    const { bus } = await logHolding([]);
    const worker = createIngestWorker(deps(bus), config(60_000, { flushIntervalMs: 1500 }));
    await worker.start();
    try {
      const [a, b] = traces(2);
      const t0 = Date.now();
      await append(bus, [encodeBusBatch(a!)]);
      await waitFor('the first ledger row', () => worker.stats().llmCallsWritten === 1);
      const firstMs = Date.now() - t0;
      expect(firstMs).toBeLessThan(1000);
      await append(bus, [encodeBusBatch(b!)]);
      await new Promise((r) => setTimeout(r, 600));
      // Within the interval after the first cycle: gathered, not yet written.
      expect(worker.stats().llmCallsWritten).toBe(1);
      await waitFor('the second ledger row', () => worker.stats().llmCallsWritten === 2, 5_000);
      expect(await storedIn('llm_calls', [a!, b!])).toEqual(idsOf([a!, b!]));
    } finally {
      await worker.shutdown();
      await bus.shutdown();
    }
  });

  it('drops what it gathered of a partition revoked meanwhile: not written, not committed, read again by the new owner', async () => {
    const { dir, bus: real } = await logHolding([]);
    const wrapped = wrappedBus(real);
    const worker = createIngestWorker(deps(wrapped.bus), config(60_000, { flushIntervalMs: 1500 }));
    await worker.start();
    const [a, b] = traces(2);
    try {
      await append(real, [encodeBusBatch(a!)]);
      await waitFor('the first ledger row', () => worker.stats().llmCallsWritten === 1);
      await append(real, [encodeBusBatch(b!)]);
      await new Promise((r) => setTimeout(r, 300));
      wrapped.revoke([0]);
      // Past the interval: the gathered record would have been written by now had it been kept.
      await new Promise((r) => setTimeout(r, 2000));
      expect(worker.stats().llmCallsWritten).toBe(1);
    } finally {
      await worker.shutdown();
      await real.shutdown();
    }
    expect(await storedIn('llm_calls', [b!])).toEqual([]);
    expect(wrapped.commits).toEqual([]);
    expect(await uncommittedOffsets(dir)).toEqual([0, 1]);
    await ingestAfterRestart(dir);
    expect(await storedIn('llm_calls', [a!, b!])).toEqual(idsOf([a!, b!]));
  });
});
