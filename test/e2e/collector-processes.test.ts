/**
 * `tracehold collector` on every core (bin/collector-cluster.ts), as real processes on the real Kafka broker:
 * the processes share the OTLP ports and all of them take exports; one banner; a dead process is replaced
 * while the other keeps answering; SIGTERM stops them all gracefully; SIGKILL of the primary leaves no
 * collector process behind.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import { promisify } from 'node:util';
import kafkajs from 'kafkajs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { makeDataDir, REPO_ROOT } from '../support/all-in-one-process.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ensureKafka } from '../support/kafka.ts';
import { createRoleProcess, type RoleProcess } from '../support/scale-out.ts';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import { alive, childrenOf } from '../support/processes.ts';
import { sample, scrape } from '../support/prometheus.ts';

const run = promisify(execFile);
let brokers: string[] = [];
const dataDirs: string[] = [];
const topics: string[] = [];
const running: RoleProcess[] = [];

beforeAll(async () => {
  ({ brokers } = await ensureKafka());
}, 180_000);

afterAll(async () => {
  for (const p of running) await p.stop(20_000).catch(() => undefined);
  const kafka = new kafkajs.Kafka({ clientId: 'collector-processes-test', brokers, logLevel: kafkajs.logLevel.NOTHING });
  const admin = kafka.admin();
  await admin.connect();
  await admin.deleteTopics({ topics, timeout: 10_000 }).catch(() => undefined);
  await admin.disconnect();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
}, 60_000);

/** `configFile`: the pipelines and the balance in tracehold.yaml (the working directory) instead of the environment. */
function startCollector(processes: number, balance?: 'connection' | 'request' | 'thread', opts: { configFile?: boolean; asExecutable?: boolean } = {}): RoleProcess {
  const dataDir = makeDataDir('tracehold-collector-processes-');
  dataDirs.push(dataDir);
  const topic = `th-test.collector-processes.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}`;
  topics.push(topic);
  if (opts.configFile) writeFileSync(path.join(dataDir, 'tracehold.yaml'), `collector:\n  processes: ${processes}\n${balance ? `  balance: ${balance}\n` : ''}  threadIdleSeconds: 30\n`);
  const proc = createRoleProcess('collector', {
    name: 'collector',
    dataDir,
    asExecutable: opts.asExecutable,
    env: {
      TRACEHOLD_BUS: 'kafka',
      TRACEHOLD_KAFKA_BROKERS: brokers.join(','),
      TRACEHOLD_KAFKA_TOPIC: topic,
      ...(opts.configFile ? {} : { TRACEHOLD_COLLECTOR_PROCESSES: String(processes), ...(balance ? { TRACEHOLD_COLLECTOR_BALANCE: balance } : {}) }),
    },
  });
  running.push(proc);
  return proc;
}


function cmdlineOf(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
}

function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}


async function waitFor(what: string, check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function sendExports(otlpHttp: string, count: number, concurrency = 8): Promise<number[]> {
  const statuses: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const body = encodeProtobufTraces(generateTrace({ spans: 10, contentBytes: 2048 }).spans);
        // A connection to a process that was just killed fails (0): an exporter retries that like a 503. One the
        // primary hands over in the instant the process dies is neither answered nor closed (node:cluster's
        // round-robin handoff never learns its fate): the client timeout every exporter has (10 s in the OpenTelemetry
        // SDKs) ends it, not acknowledged, and the exporter sends it again.
        const res = await fetch(`${otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body, signal: AbortSignal.timeout(10_000) }).catch(() => null);
        await res?.arrayBuffer().catch(() => undefined);
        statuses.push(res?.status ?? 0);
      }
    }),
  );
  return statuses;
}

/**
 * Exports over exactly one connection each: `http` over one keep-alive socket (the agent queues the rest), `grpc`
 * over one channel (HTTP/2, the exports multiplexed on it). Resolves with the HTTP statuses / gRPC codes (0 = OK).
 */
async function sendOverOneConnection(collector: RoleProcess, transport: 'http' | 'grpc', count: number, concurrency = 4): Promise<number[]> {
  const statuses: number[] = [];
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const client = new grpc.Client(collector.endpoints.otlpGrpc!, grpc.credentials.createInsecure());
  const url = new URL(`${collector.endpoints.otlpHttp}/v1/traces`);
  const sendOne = (body: Uint8Array): Promise<number> =>
    transport === 'grpc'
      ? new Promise((resolve) => {
          client.makeUnaryRequest(
            '/opentelemetry.proto.collector.trace.v1.TraceService/Export',
            (b: Uint8Array) => Buffer.from(b),
            (b: Buffer) => b,
            body,
            new grpc.Metadata(),
            {},
            (error) => resolve(error ? error.code : 0),
          );
        })
      : new Promise((resolve) => {
          const req = http.request({ host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'application/x-protobuf', 'content-length': body.length } }, (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          });
          req.on('error', () => resolve(-1));
          req.end(body);
        });
  let next = 0;
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          next++;
          statuses.push(await sendOne(encodeProtobufTraces(generateTrace({ spans: 10, contentBytes: 2048 }).spans)));
        }
      }),
    );
  } finally {
    agent.destroy();
    client.close();
  }
  return statuses;
}

/**
 * Bytes of content each writer wrote: every process, and every worker thread of a process, appends to its own packs,
 * named `<ms>-<pid>-<hex>.pack` (a process's main thread) or `<ms>-<pid>.<thread id>-<hex>.pack` (a worker thread).
 * Keyed by `<pid>` or `<pid>.<thread id>`.
 */
function packBytesByWriter(dataDir: string): Map<string, number> {
  const byWriter = new Map<string, number>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      const m = /^\d{13}-(\d+(?:\.\d+)?)-[0-9a-f]{8}\.pack$/.exec(entry.name);
      if (m) byWriter.set(m[1]!, (byWriter.get(m[1]!) ?? 0) + statSync(full).size);
    }
  };
  walk(dataDir);
  return byWriter;
}

/** Bytes of content each process wrote (its threads' included). */
function packBytesByPid(dataDir: string): Map<number, number> {
  const byPid = new Map<number, number>();
  for (const [writer, bytes] of packBytesByWriter(dataDir)) {
    const pid = Number(writer.split('.')[0]);
    byPid.set(pid, (byPid.get(pid) ?? 0) + bytes);
  }
  return byPid;
}

async function apiToken(dataDir: string): Promise<string> {
  return (await createTokenStore({ dataDir }).create({ tenant: 'default', kind: 'query', roles: ['viewer'], label: 'metrics scrape' })).token;
}

describe('collector.balance: connection (processes, one per core, shared ports)', () => {
  test('two processes share the port, both take exports, one banner; a dead one is replaced; SIGTERM stops all', async () => {
    const collector = startCollector(2, 'connection');
    await collector.start();
    const banner = collector.runOutput();
    expect(banner).toContain('processes   2 collector processes');
    expect(banner.match(/Tracehold collector is running/g)).toHaveLength(1);
    const primary = collector.pid()!;
    await waitFor('two collector processes', () => childrenOf(primary).length === 2);
    const children = childrenOf(primary);
    const cpuBefore = children.map(cpuSecondsOf);
    // Each process runs with the collector's V8 settings (COLLECTOR_V8_FLAGS); the primary does not need them.
    for (const pid of children) expect(cmdlineOf(pid)).toEqual(expect.arrayContaining(['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16']));
    expect(cmdlineOf(primary).filter((arg) => arg.startsWith('--initial-old-space-size') || arg.startsWith('--max-semi-space-size') || arg === '--single-threaded-gc')).toEqual([]);

    const statuses = await sendExports(collector.endpoints.otlpHttp!, 300);
    expect(statuses.filter((s) => s === 200)).toHaveLength(300);
    // Both processes worked: the primary hands connections round robin. (One process doing it all would
    // leave the other's CPU time where it was after its start.)
    const cpuUsed = children.map((pid, i) => cpuSecondsOf(pid) - cpuBefore[i]!);
    for (const used of cpuUsed) expect(used).toBeGreaterThan(0.3);

    // A collector process dies: the other keeps answering, and the primary starts a replacement.
    process.kill(children[0]!, 'SIGKILL');
    const during = await sendExports(collector.endpoints.otlpHttp!, 20, 2);
    // Only the connections kept alive to the killed process fail; new ones go to the live process.
    expect(during.filter((s) => s === 200).length).toBeGreaterThanOrEqual(15);
    expect(during.filter((s) => s !== 200 && s !== 0)).toEqual([]);
    await waitFor('a replacement process', () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(children[0]!), 30_000);
    expect(collector.output()).toContain('a collector process exited unexpectedly');
    const replaced = childrenOf(primary);
    await waitFor('the replacement to listen', () => /collector process exited unexpectedly[\s\S]*tracehold started/.test(collector.runOutput()), 60_000);
    expect((await sendExports(collector.endpoints.otlpHttp!, 40)).every((s) => s === 200)).toBe(true);

    const code = await collector.stop(30_000);
    expect(code).toBe(0);
    for (const pid of replaced) expect(alive(pid), `collector process ${pid} after SIGTERM`).toBe(false);
    // One line says so: the primary's, not one more per process it stopped.
    expect(collector.runOutput().match(/SIGTERM received/g)).toEqual(['SIGTERM received']);
    expect(collector.runOutput()).toContain('tracehold: SIGTERM received, stopping 2 collector processes');
  }, 180_000);

  test('the real SDK OTLP/gRPC exporter reaches Kafka through the shared gRPC port', async () => {
    const collector = startCollector(2, 'connection');
    await collector.start();
    const canary = `grpc-canary-${randomBytes(6).toString('hex')}`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/instrumented-app.ts'), 'grpc'], {
      cwd: REPO_ROOT,
      env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: `http://${collector.endpoints.otlpGrpc}`, OTEL_LOG_LEVEL: 'error', TEST_CANARY: canary },
      timeout: 60_000,
    });
    const { traceId, prompt } = JSON.parse(stdout.trim().split('\n').pop()!) as { traceId: string; prompt: string };
    expect(prompt).toContain(canary); // the canary was sent (its absence below is not vacuous)
    // The trace's record is on the topic (keyed by trace id): the export was acknowledged after Kafka had it.
    const topic = topics[topics.length - 1]!;
    const kafka = new kafkajs.Kafka({ clientId: 'collector-processes-grpc', brokers, logLevel: kafkajs.logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `grpc-check-${randomBytes(4).toString('hex')}` });
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const keys: string[] = [];
    const values: string[] = [];
    await consumer.run({
      eachMessage: async ({ message }) => {
        keys.push(message.key?.toString() ?? '');
        values.push(message.value?.toString() ?? '');
      },
    });
    try {
      await waitFor('the trace on the topic', () => keys.includes(traceId), 30_000);
    } finally {
      await consumer.disconnect();
    }
    expect(keys).toContain(traceId);
    // The trace's record carries its spans, but the prompt (with the canary) went to the content store.
    expect(values.join('\n')).toContain(traceId);
    expect(values.join('\n')).not.toContain(canary);
  }, 120_000);

  test('SIGKILL of the primary leaves no collector process behind, and a new start binds the same port', async () => {
    const collector = startCollector(2, 'connection');
    await collector.start();
    const primary = collector.pid()!;
    await waitFor('two collector processes', () => childrenOf(primary).length === 2);
    const children = childrenOf(primary);
    await collector.kill9();
    await waitFor('the collector processes to exit', () => children.every((pid) => !alive(pid)), 15_000);
    await collector.start();
    expect((await sendExports(collector.endpoints.otlpHttp!, 10)).every((s) => s === 200)).toBe(true);
  }, 180_000);

  test('collector.processes 1 runs the collector as one process (no primary, no processes line), with the V8 flags a launcher adds', async () => {
    const collector = startCollector(1);
    await collector.start();
    expect(collector.runOutput()).not.toContain('processes ');
    expect(collector.runOutput()).not.toContain('threads ');
    // One pipeline wants the flags as much as threads do (without them 2.0× the CPU per span: README, Benchmark).
    expect(collector.runOutput()).toContain('started with --initial-old-space-size=64 --single-threaded-gc --max-semi-space-size=16 by a launcher process');
    const launcher = collector.pid()!;
    await waitFor('the collector process', () => childrenOf(launcher).length === 1);
    const [pid] = childrenOf(launcher) as [number];
    expect(cmdlineOf(pid)).toEqual(expect.arrayContaining(['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16']));
    expect(cmdlineOf(launcher).filter((arg) => arg.startsWith('--'))).toEqual([]);
    // The collector itself forks nothing.
    expect(childrenOf(pid)).toHaveLength(0);
    expect((await sendExports(collector.endpoints.otlpHttp!, 5)).every((s) => s === 200)).toBe(true);
    // The process serves its own /metrics.
    expect(collector.endpoints.metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const { status, text } = await scrape(collector.endpoints.metrics!, await apiToken(dataDirs[dataDirs.length - 1]!));
    expect(status).toBe(200);
    expect(sample(text, 'tracehold_spans_accepted_total')).toBe(50);
  }, 120_000);

  test('GET /metrics on the primary is the sum over the processes, and needs an API token', async () => {
    const collector = startCollector(2, 'connection');
    await collector.start();
    expect(collector.runOutput()).toMatch(/\n {2}metrics {5}http:\/\/127\.0\.0\.1:\d+\/metrics \(Prometheus, the sum over the processes; any API token\)/);
    const primary = collector.pid()!;
    await waitFor('two collector processes', () => childrenOf(primary).length === 2);
    const children = childrenOf(primary);
    const cpuBefore = children.map(cpuSecondsOf);
    const token = await apiToken(dataDirs[dataDirs.length - 1]!);

    expect((await sendExports(collector.endpoints.otlpHttp!, 120)).every((s) => s === 200)).toBe(true);
    // Both processes took exports (so a sum of 1,200 spans is not one process's count).
    for (const [i, pid] of children.entries()) expect(cpuSecondsOf(pid) - cpuBefore[i]!).toBeGreaterThan(0.1);

    const { status, text } = await scrape(collector.endpoints.metrics!, token);
    expect(status).toBe(200);
    expect(sample(text, 'tracehold_spans_accepted_total')).toBe(1200);
    expect(sample(text, 'tracehold_otlp_exports_total', { transport: 'http', outcome: 'ok' })).toBe(120);
    // Every export's steps are timed: extraction, redaction and the bus append, once per export each.
    for (const step of ['extract_content', 'redact', 'append']) {
      expect(sample(text, 'tracehold_collector_step_seconds_count', { signal: 'traces', step }), step).toBe(120);
      expect(sample(text, 'tracehold_collector_step_seconds_sum', { signal: 'traces', step }), step).toBeGreaterThan(0);
    }
    expect(sample(text, 'tracehold_otlp_admission_refused_total', { reason: 'wait_timeout' }) || 0).toBe(0);

    // Without a token, with a wrong one, or another path: no metrics.
    for (const [url, tok] of [
      [collector.endpoints.metrics!, undefined],
      [collector.endpoints.metrics!, 'thq_not-a-token'],
      [collector.endpoints.metrics!.replace('/metrics', '/other'), token],
    ] as const) {
      const res = await scrape(url, tok);
      expect(res.status, `${url} ${tok ?? 'no token'}`).toBe(tok === token ? 404 : 401);
      expect(res.text).not.toContain('tracehold_');
    }
    expect(await collector.stop(30_000)).toBe(0);
  }, 180_000);
});

describe('collector.balance: request (the primary hands each export to the least busy process)', () => {
  test('one gRPC channel and one keep-alive connection use both processes; a dead process costs retryable answers only; SIGTERM stops all', async () => {
    const collector = startCollector(2, 'request');
    await collector.start();
    const dataDir = dataDirs[dataDirs.length - 1]!;
    const banner = collector.runOutput();
    expect(banner).toContain('processes   2 collector processes, each export handed to the least busy (collector.balance: request)');
    expect(banner.match(/Tracehold collector is running/g)).toHaveLength(1);
    expect(banner).toMatch(/\n {2}OTLP\/gRPC {3}127\.0\.0\.1:\d+\n {2}OTLP\/HTTP {3}http:\/\/127\.0\.0\.1:\d+\/v1\/traces/);
    const primary = collector.pid()!;
    await waitFor('two collector processes', () => childrenOf(primary).length === 2);
    const children = childrenOf(primary);

    for (const transport of ['grpc', 'http'] as const) {
      const before = packBytesByPid(dataDir);
      const statuses = await sendOverOneConnection(collector, transport, 60);
      expect(statuses.filter((s) => s === (transport === 'grpc' ? 0 : 200)), transport).toHaveLength(60);
      const after = packBytesByPid(dataDir);
      const wrote = children.map((pid) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0));
      const total = wrote[0]! + wrote[1]!;
      expect(total, transport).toBeGreaterThan(60 * 2048);
      // Exports of one connection taken by both processes, about half each (least in flight, ties in turn).
      for (const w of wrote) expect(w / total, `${transport}: share of one process`).toBeGreaterThan(0.25);
    }

    // A collector process dies: exports go to the other (the clients' connections are to the primary, so none
    // breaks); one in flight in the dead process is answered 503, retryable; the primary starts a replacement.
    process.kill(children[0]!, 'SIGKILL');
    const during = await sendOverOneConnection(collector, 'http', 20, 2);
    expect(during.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(during.filter((s) => s === 200).length).toBeGreaterThanOrEqual(18);
    await waitFor('a replacement process', () => childrenOf(primary).length === 2 && !childrenOf(primary).includes(children[0]!), 30_000);
    const replaced = childrenOf(primary);
    await waitFor('the replacement to start', () => /collector process exited unexpectedly[\s\S]*tracehold started/.test(collector.runOutput()), 60_000);
    expect((await sendOverOneConnection(collector, 'http', 20)).every((s) => s === 200)).toBe(true);

    // /metrics: the processes' pipeline counts and the primary's receivers, one sum.
    const { status, text } = await scrape(collector.endpoints.metrics!, await apiToken(dataDir));
    expect(status).toBe(200);
    expect(sample(text, 'tracehold_spans_accepted_total')).toBeGreaterThanOrEqual(400);

    expect(await collector.stop(30_000)).toBe(0);
    for (const pid of replaced) expect(alive(pid), `collector process ${pid} after SIGTERM`).toBe(false);
    expect(collector.runOutput().match(/SIGTERM received/g)).toEqual(['SIGTERM received']);
  }, 240_000);

  test('negative control: with connections balanced, one keep-alive connection is served by one process', async () => {
    const collector = startCollector(2, 'connection');
    await collector.start();
    const dataDir = dataDirs[dataDirs.length - 1]!;
    expect(collector.runOutput()).toContain('one connection each (collector.balance: connection)');
    const primary = collector.pid()!;
    await waitFor('two collector processes', () => childrenOf(primary).length === 2);
    const children = childrenOf(primary);
    const before = packBytesByPid(dataDir);
    expect((await sendOverOneConnection(collector, 'http', 60)).every((s) => s === 200)).toBe(true);
    const after = packBytesByPid(dataDir);
    const wrote = children.map((pid) => (after.get(pid) ?? 0) - (before.get(pid) ?? 0)).sort((a, b) => a - b);
    expect(wrote[1]!).toBeGreaterThan(60 * 2048);
    expect(wrote[0]!).toBe(0);
    expect(await collector.stop(30_000)).toBe(0);
  }, 180_000);
});

describe('collector.balance: thread (one process; each export to the least busy of its pipelines, threads included)', () => {
  test('one gRPC channel uses both pipelines of one process; /metrics sums the threads; a launcher adds the V8 flags; SIGTERM stops it', async () => {
    // The worker thread from the start and for good (the default; threads on demand: bin/collector-threads.test.ts).
    const collector = startCollector(2, 'thread');
    await collector.start();
    const dataDir = dataDirs[dataDirs.length - 1]!;
    const banner = collector.runOutput();
    expect(banner).toContain('threads     2 collector pipelines in this process, each export handed to the least busy (collector.balance: thread)');
    expect(banner).not.toContain('on demand');
    // Started without the collector's V8 flags (they cannot be set in a running process): a launcher runs it with them.
    expect(banner).toContain('started with --initial-old-space-size=64 --single-threaded-gc --max-semi-space-size=16 by a launcher process');
    expect(banner).not.toContain('processes ');
    expect(banner.match(/Tracehold collector is running/g)).toHaveLength(1);
    const launcher = collector.pid()!;
    await waitFor('the collector process', () => childrenOf(launcher).length === 1);
    const [pid] = childrenOf(launcher) as [number];
    expect(cmdlineOf(pid)).toEqual(expect.arrayContaining(['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16']));
    // Its pipelines are threads: no collector process forked.
    expect(childrenOf(pid)).toEqual([]);

    // One gRPC channel, exports multiplexed on it: both pipelines take exports (the least busy; this thread's first).
    const before = packBytesByWriter(dataDir);
    const statuses = await sendOverOneConnection(collector, 'grpc', 80, 6);
    expect(statuses.filter((s) => s === 0)).toHaveLength(80);
    const after = packBytesByWriter(dataDir);
    const writers = [...after.keys()];
    // The main thread's packs (`<pid>`) and one worker thread's (`<pid>.<thread id>`), all of this process.
    expect(writers.filter((w) => w === String(pid)), writers.join(' ')).toHaveLength(1);
    expect(writers.filter((w) => w.startsWith(`${pid}.`)), writers.join(' ')).toHaveLength(1);
    expect(writers).toHaveLength(2);
    const wrote = writers.map((w) => (after.get(w) ?? 0) - (before.get(w) ?? 0));
    const total = wrote.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(80 * 2048);
    for (const w of wrote) expect(w / total, 'share of one pipeline').toBeGreaterThan(0.15);
    // HTTP/1.1 over one keep-alive socket carries one export at a time: all answered (by the idle pipeline).
    expect((await sendOverOneConnection(collector, 'http', 40)).every((s) => s === 200)).toBe(true);

    // /metrics: both pipelines' counts summed (1,200 spans, of which neither pipeline had all), the process's own
    // metrics once (a thread's registry has none).
    const { status, text } = await scrape(collector.endpoints.metrics!, await apiToken(dataDir));
    expect(status).toBe(200);
    expect(sample(text, 'tracehold_spans_accepted_total')).toBe(1200);
    // Counted once: the threads' registries have no process metrics (summed, they would double it).
    const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) * 1024;
    const scraped = sample(text, 'tracehold_process_process_resident_memory_bytes');
    expect(scraped / rss).toBeGreaterThan(0.7);
    expect(scraped / rss).toBeLessThan(1.3);
    // Each isolate's heap once, by thread: the main thread's (0) and the worker's; together less than the process holds.
    const heaps = [...text.matchAll(/^tracehold_isolate_heap_total_bytes\{thread="(\d+)"\} (\S+)$/gm)].map((m) => ({ thread: Number(m[1]), bytes: Number(m[2]) }));
    expect(heaps.map((h) => h.thread).sort((a, b) => a - b)).toEqual([0, expect.any(Number)]);
    expect(heaps.every((h) => h.bytes > 4 * 1024 * 1024)).toBe(true);
    expect(heaps.reduce((a, h) => a + h.bytes, 0)).toBeLessThan(rss);

    // The collector process dies: the launcher starts it again (as a cluster's primary replaces a process).
    process.kill(pid, 'SIGKILL');
    await waitFor('a replacement', () => childrenOf(launcher).length === 1 && childrenOf(launcher)[0] !== pid, 30_000);
    await waitFor('the replacement to run', () => (collector.runOutput().match(/Tracehold collector is running/g) ?? []).length === 2, 60_000);
    expect(collector.runOutput()).toContain('the collector exited unexpectedly (SIGKILL); starting it again in 1 s');
    const replacement = childrenOf(launcher)[0]!;
    expect((await sendOverOneConnection(collector, 'grpc', 10)).every((s) => s === 0)).toBe(true);

    expect(await collector.stop(30_000)).toBe(0);
    expect(alive(replacement)).toBe(false);
    expect(collector.runOutput().match(/SIGTERM received/g)).toEqual(['SIGTERM received']);
  }, 180_000);

  test('with the pipelines in a configuration file the configuration decides, and the launcher still adds the flags', async () => {
    // bin/tracehold.js decides from the environment before loading anything; a tracehold.yaml it does not read, so
    // the CLI decides after loading the configuration and launches the same way.
    const collector = startCollector(2, 'thread', { configFile: true });
    await collector.start();
    expect(collector.runOutput()).toContain('threads     2 collector pipelines in this process');
    // The file asks for worker threads on demand.
    expect(collector.runOutput()).toContain('worker threads on demand: started while every pipeline is busy, stopped after 30 s of less load');
    expect(collector.runOutput()).toContain('by a launcher process');
    const launcher = collector.pid()!;
    await waitFor('the collector process', () => childrenOf(launcher).length === 1);
    const [pid] = childrenOf(launcher) as [number];
    expect(cmdlineOf(pid)).toEqual(expect.arrayContaining(['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16']));
    expect(cmdlineOf(launcher).filter((arg) => arg.startsWith('--'))).toEqual([]);
    expect((await sendOverOneConnection(collector, 'grpc', 10)).every((s) => s === 0)).toBe(true);
    expect(await collector.stop(30_000)).toBe(0);

    // Negative control: the same file asking for processes gets a primary without the flags and no launcher.
    const processes = startCollector(2, 'connection', { configFile: true });
    await processes.start();
    expect(processes.runOutput()).toContain('processes   2 collector processes');
    expect(processes.runOutput()).not.toContain('by a launcher process');
    expect(cmdlineOf(processes.pid()!).filter((arg) => arg.startsWith('--'))).toEqual([]);
    expect(await processes.stop(30_000)).toBe(0);
  }, 180_000);

  test('run as an executable (npx tracehold, node_modules/.bin), the collector is node with its V8 flags: one process, no launcher', async () => {
    const collector = startCollector(2, 'thread', { asExecutable: true });
    await collector.start();
    expect(collector.runOutput()).toContain('threads     2 collector pipelines in this process');
    expect(collector.runOutput()).not.toContain('by a launcher process');
    // The shell part exec'd node in its own place: the process started is the collector, with the flags, and no child.
    const pid = collector.pid()!;
    const cmdline = cmdlineOf(pid);
    expect(path.basename(cmdline[0]!)).toBe('node');
    expect(cmdline).toEqual(expect.arrayContaining(['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16', 'collector']));
    expect(childrenOf(pid)).toEqual([]);
    expect((await sendOverOneConnection(collector, 'grpc', 10)).every((s) => s === 0)).toBe(true);
    // SIGTERM reaches the collector itself (no launcher to pass it on).
    expect(await collector.stop(30_000)).toBe(0);
    expect(collector.runOutput().match(/SIGTERM received/g)).toEqual(['SIGTERM received']);
  }, 180_000);

  test('SIGKILL of the launcher: the collector stops gracefully by itself and frees the port', async () => {
    const collector = startCollector(2, 'thread');
    await collector.start();
    const launcher = collector.pid()!;
    await waitFor('the collector process', () => childrenOf(launcher).length === 1);
    const [pid] = childrenOf(launcher) as [number];
    expect((await sendOverOneConnection(collector, 'grpc', 10)).every((s) => s === 0)).toBe(true);
    process.kill(launcher, 'SIGKILL');
    // Its parent gone, it is reaped by whoever adopts it: gone, or a zombie until then.
    const exited = (): boolean => !alive(pid) || readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
    await waitFor('the collector to stop', exited, 30_000);
    expect(collector.runOutput()).toContain('the launcher process exited, flushing and stopping');
    const port = Number(new URL(collector.endpoints.otlpHttp!).port);
    await new Promise<void>((resolve, reject) => {
      const server = http.createServer().listen(port, '127.0.0.1', () => server.close(() => resolve()));
      server.on('error', reject);
    });
  }, 120_000);
});
