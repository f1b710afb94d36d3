/**
 * `npm run bench` — load benchmark of the all-in-one (not a test: it prints figures).
 *
 * Sends realistic LLM-application traffic (traces of ~10 spans, one LLM span with a few KiB of
 * messages, the others with ~20 attributes) over OTLP/HTTP protobuf at a fixed arrival rate. Open
 * model: requests are sent on schedule whether or not earlier ones were answered, and latency is
 * measured from the scheduled time, so slow answers are counted. Prints accepted spans/s, ack latency
 * p50/p99, ingest-to-queryable delay p95, the server's peak RSS, and the CPU the server and this generator used
 * (cores, and the server's CPU-seconds per 10k accepted spans: what the machine, not one thread, has left).
 *
 * Options: --rate <spans/s> (default 2000), --duration <s> (default 20), --traces-per-export <n> (5),
 *          --find-max (step the rate up ×1.5 until a step is not sustained: an export refused or failed, ack p99
 *          ≥ 1 s, or a watched trace not queryable within 2 s at p95), --content-bytes <n> (4096),
 *          --collector-processes <n> (1: the all-in-one's `collector.allInOneProcesses`; 0 = one per core),
 *          --catch-up (all-in-one: after the step, keep watching until ingest has consumed everything the local log
 *          holds and the tail sampler holds nothing — the catch-up after an overload, which can outlast the step's own
 *          30 s of watching — and print how long it took, the peak RSS in it and what held the memory at that peak,
 *          from the server's metrics; gives up after 600 s)
 *
 * `--bus kafka` (options --partitions <n> (6), --ingests <n> (2)): scale-out instead — one collector, N ingest
 * consumers of one group and the query API as separate processes (test/support/scale-out.ts) on the local
 * Kafka broker (started with ensureKafka, a fresh topic per run) and the ClickHouse shim, with the product's
 * default tail sampling (10 s decision wait). It prints, per step: accepted spans/s, ack latency p50/p99, the
 * ledger's ingest-to-queryable p95 (from the acknowledgement until GET /v1/traces/:id shows the LLM call — the
 * lookup answers from the ledger while the trace is still pending), the tail sampler's buffer at its peak
 * (peakBufferedBytes from ingest's `ingest stats` log line: bus-record bytes held, what tailSampling.maxBytes
 * bounds) and the peak RSS of every process.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { ADMIN_TOKEN, startAllInOne } from '../support/all-in-one-process.ts';
import { ensureKafka } from '../support/kafka.ts';
import { logLines, startScaleOut } from '../support/scale-out.ts';
import { percentile } from './percentile.ts';
import { describeServerMemory, readServerMemory } from './server-memory.ts';
import { childrenOf, coresByThread, cpuSecondsByPid, threadTicks } from '../support/processes.ts';

interface Options {
  rate: number;
  durationS: number;
  tracesPerExport: number;
  findMax: boolean;
  contentBytes: number;
  bus: 'local' | 'kafka';
  partitions: number;
  ingests: number;
  /** `off` measures the same traffic without redaction (for the redaction-cost comparison). */
  redaction: 'on' | 'off';
  /** A tracehold.yaml for the all-in-one under test (e.g. other sampling policies). */
  yamlFile?: string;
  /** The all-in-one's collector processes (`collector.allInOneProcesses`). */
  collectorProcesses: number;
  /** Leave the data directory (hundreds of MB after a step) for a look afterwards; removed by default. */
  keepData: boolean;
  /** All-in-one: after a step, watch the catch-up until the local log is consumed (see the file comment). */
  catchUp: boolean;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { rate: 2000, durationS: 20, tracesPerExport: 5, findMax: false, contentBytes: 4096, bus: 'local', partitions: 6, ingests: 2, redaction: 'on', collectorProcesses: 1, keepData: false, catchUp: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => Number(argv[++i]);
    if (a === '--rate') o.rate = next();
    else if (a === '--duration') o.durationS = next();
    else if (a === '--traces-per-export') o.tracesPerExport = next();
    else if (a === '--content-bytes') o.contentBytes = next();
    else if (a === '--find-max') o.findMax = true;
    else if (a === '--partitions') o.partitions = next();
    else if (a === '--ingests') o.ingests = next();
    else if (a === '--config') o.yamlFile = argv[++i];
    else if (a === '--collector-processes') o.collectorProcesses = next();
    else if (a === '--keep-data') o.keepData = true;
    else if (a === '--catch-up') o.catchUp = true;
    else if (a === '--redaction') {
      const v = argv[++i];
      if (v !== 'on' && v !== 'off') {
        console.error(`--redaction must be on or off, got ${v}`);
        process.exit(2);
      }
      o.redaction = v;
    }
    else if (a === '--bus') {
      const bus = argv[++i];
      if (bus !== 'local' && bus !== 'kafka') {
        console.error(`--bus must be local or kafka, got ${bus}`);
        process.exit(2);
      }
      o.bus = bus;
    } else if (a === '--help') {
      console.log('usage: npm run bench -- [--rate N] [--duration S] [--traces-per-export N] [--content-bytes N] [--find-max] [--bus local|kafka [--partitions N] [--ingests N]] [--redaction on|off] [--config tracehold.yaml] [--collector-processes N] [--keep-data] [--catch-up]');
      process.exit(0);
    }
  }
  return o;
}

/**
 * How often a watched trace is looked up until it is queryable: the delay's resolution. Every 25 ms (before) the
 * lookups alone took about 0.2 cores of the all-in-one at 500 spans/s.
 */
const WATCH_POLL_MS = 100;

function rssOf(pid: number): { rssMiB: number; hwmMiB: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (k: string) => Number(new RegExp(`${k}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssMiB: kb('VmRSS') / 1024, hwmMiB: kb('VmHWM') / 1024 };
}

/**
 * What a step runs against: the all-in-one, or the scale-out processes. `queryable` says when a watched
 * trace counts as queryable; `processes` are sampled for RSS.
 */
interface Target {
  otlpHttp: string;
  api: string;
  processes(): Array<{ name: string; pid: number | undefined }>;
  queryable(body: { summary: { spanCount?: number }; llmCalls: unknown[] }, spansPerTrace: number): boolean;
  /** Extra figures after a step (kafka: the sampler's peak buffer from ingest's stats log). */
  afterStep?(): Promise<string>;
  stop(): Promise<void>;
}

interface StepResult {
  offeredSpansPerS: number;
  acceptedSpansPerS: number;
  exportsSent: number;
  exportsOk: number;
  exportsRetryable: number;
  exportsFailed: number;
  ackP50Ms: number;
  ackP99Ms: number;
  /** Latency of the accepted exports only (200), and of the refused ones (429/503): overload shows them apart. */
  okP99Ms: number;
  refusedP99Ms: number;
  queryableP95Ms: number;
  queryableSamples: number;
  queryableMissing: number;
  /** Peak RSS per process (the all-in-one: one entry). */
  peakRssMiB: Record<string, number>;
  /**
   * CPU-seconds the server's processes (with their children) and this benchmark's own generator used from the
   * first export until the last watched trace was queryable, and that span's wall time: what share of the
   * machine each took, and the server's cost per accepted span.
   */
  serverCpuS: number;
  generatorCpuS: number;
  acceptedSpans: number;
  /** Trace lookups the queryable watchers made, and how long each took (GET /v1/traces/:id while the load runs). */
  lookups: number;
  lookupP50Ms: number;
  lookupP99Ms: number;
  /** Cores used by each kind of thread of the first server process, busiest first. */
  threadCores: Array<[string, number]>;
  threadsOf: string;
  wallS: number;
}

async function runStep(target: Target, o: Options, rate: number): Promise<StepResult> {
  const spansPerTrace = 10;
  const spansPerExport = spansPerTrace * o.tracesPerExport;
  const exportsPerS = rate / spansPerExport;
  const total = Math.max(1, Math.round(exportsPerS * o.durationS));
  process.stderr.write(`  preparing ${total} exports (${total * spansPerExport} spans)...\n`);
  const exports = Array.from({ length: total }, () => {
    // A unique marker per trace makes each prompt one no earlier trace carried, as real prompts are:
    // reused content would let the content store skip its writes (objects are content-addressed).
    const traces = Array.from({ length: o.tracesPerExport }, () => generateTrace({ spans: spansPerTrace, contentBytes: o.contentBytes }, `req-${randomUUID()}`));
    return { body: encodeProtobufTraces(traces.flatMap((t) => t.spans)), traceIds: traces.map((t) => t.traceId) };
  });
  const intervalMs = 1000 / exportsPerS;
  const latencies: number[] = [];
  const okLatencies: number[] = [];
  const refusedLatencies: number[] = [];
  const queryable: number[] = [];
  let ok = 0;
  let retryable = 0;
  let failed = 0;
  let queryableMissing = 0;
  const peakRss: Record<string, number> = {};
  const sampleRss = (useHwm: boolean) => {
    for (const p of target.processes()) {
      if (p.pid === undefined) continue;
      try {
        const r = rssOf(p.pid);
        peakRss[p.name] = Math.max(peakRss[p.name] ?? 0, useHwm ? r.hwmMiB : r.rssMiB);
      } catch {
        /* process gone */
      }
    }
  };
  const pending: Promise<void>[] = [];
  let lookups = 0;
  const lookupMs: number[] = [];
  const rssTimer = setInterval(() => sampleRss(false), 250);
  const serverCpu0 = serverCpuSeconds(target);
  const generatorCpu0 = process.cpuUsage();
  // The first server process's threads (the all-in-one's: its main thread, the libuv pool, chDB's own threads).
  const first = target.processes()[0];
  const mainPid = first?.pid;
  const threads0 = mainPid === undefined ? new Map() : threadTicks(mainPid);
  // One trace per second is followed until it is queryable (ingest-to-queryable delay), looked up every
  // WATCH_POLL_MS: the lookups are the server's work too (its CPU below counts them; their number is printed).
  const sampleEvery = Math.max(1, Math.round(exportsPerS));
  const watchQueryable = async (traceId: string, ackAt: number) => {
    const deadline = ackAt + 30_000;
    while (Date.now() < deadline) {
      lookups += 1;
      const asked = performance.now();
      const res = await fetch(`${target.api}/v1/traces/${traceId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      const body = res.status === 200 ? ((await res.json()) as { summary: { spanCount?: number }; llmCalls: unknown[] }) : (await res.text(), null);
      lookupMs.push(performance.now() - asked);
      if (body && target.queryable(body, spansPerTrace)) {
        queryable.push(Date.now() - ackAt);
        return;
      }
      await new Promise((r) => setTimeout(r, WATCH_POLL_MS));
    }
    queryableMissing += 1;
  };
  const start = performance.now() + 50;
  for (let i = 0; i < total; i++) {
    const scheduled = start + i * intervalMs;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const e = exports[i]!;
    pending.push(
      (async () => {
        try {
          const res = await fetch(`${target.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: e.body });
          await res.arrayBuffer();
          const latency = performance.now() - scheduled;
          latencies.push(latency);
          if (res.status === 200) {
            ok += 1;
            okLatencies.push(latency);
            if (i % sampleEvery === 0) pending.push(watchQueryable(e.traceIds[0]!, Date.now()));
          } else if (res.status === 429 || res.status === 503) {
            retryable += 1;
            refusedLatencies.push(latency);
          }
          else failed += 1;
        } catch {
          failed += 1;
        }
      })(),
    );
  }
  const sendEnd = performance.now();
  await Promise.all(pending);
  // pending grows while we wait (queryable watchers); wait for those too.
  await Promise.all(pending);
  clearInterval(rssTimer);
  sampleRss(true);
  const wallS = (performance.now() - start) / 1000;
  const serverCpu = serverCpuSeconds(target);
  const generatorCpu = process.cpuUsage(generatorCpu0);
  const threadCores = mainPid === undefined ? [] : coresByThread(mainPid, threads0, threadTicks(mainPid), wallS);
  const elapsedS = (sendEnd - start) / 1000;
  latencies.sort((a, b) => a - b);
  okLatencies.sort((a, b) => a - b);
  refusedLatencies.sort((a, b) => a - b);
  queryable.sort((a, b) => a - b);
  return {
    offeredSpansPerS: rate,
    acceptedSpansPerS: Math.round((ok * spansPerExport) / Math.max(elapsedS, 0.001)),
    exportsSent: total,
    exportsOk: ok,
    exportsRetryable: retryable,
    exportsFailed: failed,
    ackP50Ms: percentile(latencies, 50),
    ackP99Ms: percentile(latencies, 99),
    okP99Ms: percentile(okLatencies, 99),
    refusedP99Ms: percentile(refusedLatencies, 99),
    queryableP95Ms: percentile(queryable, 95),
    queryableSamples: queryable.length,
    queryableMissing,
    peakRssMiB: peakRss,
    // Ticks of processes that exited during the step are lost; a restarted collector process is counted from its start.
    serverCpuS: [...serverCpu].reduce((sum, [pid, cpuS]) => sum + cpuS - (serverCpu0.get(pid) ?? 0), 0),
    generatorCpuS: (generatorCpu.user + generatorCpu.system) / 1e6,
    acceptedSpans: ok * spansPerExport,
    lookups,
    lookupP50Ms: percentile(lookupMs.sort((a, b) => a - b), 50),
    lookupP99Ms: percentile(lookupMs, 99),
    wallS,
    threadCores,
    threadsOf: first?.name ?? '',
  };
}

/** CPU-seconds of every server process and its children, by pid. */
function serverCpuSeconds(target: Target): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of target.processes()) if (p.pid !== undefined) for (const [pid, cpuS] of cpuSecondsByPid(p.pid)) out.set(pid, cpuS);
  return out;
}

function printResult(r: StepResult, bus: Options['bus']): void {
  const f = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '—');
  const f2 = (n: number) => (Number.isFinite(n) ? n.toFixed(2) : '—');
  console.log(
    `offered ${r.offeredSpansPerS} spans/s | accepted ${r.acceptedSpansPerS} spans/s | exports ok ${r.exportsOk}/${r.exportsSent}` +
      ` (429/503: ${r.exportsRetryable}, failed: ${r.exportsFailed}) | ack p50 ${f(r.ackP50Ms)} ms p99 ${f(r.ackP99Ms)} ms` +
      ` (accepted p99 ${f(r.okP99Ms)} ms, refused p99 ${f(r.refusedP99Ms)} ms)` +
      ` | ${bus === 'kafka' ? 'ledger ack→queryable' : 'ingest→queryable'} p95 ${f(r.queryableP95Ms)} ms (${r.queryableSamples} samples, ${r.queryableMissing} missing) | ` +
      (bus === 'kafka'
        ? `peak RSS ${Object.entries(r.peakRssMiB).map(([name, mib]) => `${name} ${f(mib)}`).join(', ')} MiB`
        : Object.keys(r.peakRssMiB).length > 1
          ? `server peak RSS ${f(Object.values(r.peakRssMiB).reduce((a, b) => a + b, 0))} MiB (sum of each process's peak: ${Object.entries(r.peakRssMiB).map(([name, mib]) => `${name} ${f(mib)}`).join(', ')})`
          : `server peak RSS ${f(Object.values(r.peakRssMiB)[0] ?? NaN)} MiB`) +
      ` | CPU over ${f(r.wallS)} s: server ${f2(r.serverCpuS / r.wallS)} cores, ${f2(r.acceptedSpans ? (r.serverCpuS * 10_000) / r.acceptedSpans : NaN)} CPU-s per 10k accepted spans;` +
      ` this generator ${f2(r.generatorCpuS / r.wallS)} cores (${availableParallelism()} cores in all); the watchers' trace lookups ${f((r.lookups / r.wallS))}/s, p50 ${f(r.lookupP50Ms)} ms p99 ${f(r.lookupP99Ms)} ms`,
  );
  const busy = r.threadCores.filter(([, cores]) => cores >= 0.005);
  if (busy.length) console.log(`  threads of the ${r.threadsOf} process (cores): ${busy.map(([name, cores]) => `${name} ${f2(cores)}`).join(', ')}`);
}

/**
 * A step is sustained when all exports were accepted, acks stay under 1 s at p99 and ingest keeps up: every watched
 * trace queryable, p95 within 2 s of its ack (the collector issue's target).
 */
function sustained(r: StepResult): boolean {
  return r.exportsOk === r.exportsSent && r.ackP99Ms < 1000 && r.queryableMissing === 0 && r.queryableP95Ms <= 2000;
}

async function startAllInOneTarget(o: Options): Promise<Target> {
  const server = await startAllInOne({
    env: {
      TRACEHOLD_LOG_LEVEL: 'warn',
      TRACEHOLD_REDACTION: o.redaction === 'on' ? 'true' : 'false',
      TRACEHOLD_ALL_IN_ONE_COLLECTOR_PROCESSES: String(o.collectorProcesses),
      // Admission and in-flight limits can be set for a run (e.g. TRACEHOLD_ADMISSION_SLOTS=4096 ≈ no admission bound), and
      // libuv's pool size (UV_THREADPOOL_SIZE: `node bin/tracehold.js start` without it has libuv's 4, see bin/tracehold.js).
      ...Object.fromEntries(Object.entries(process.env).filter(([k, v]) => /^(TRACEHOLD_(ADMISSION_|MAX_INFLIGHT_)|UV_THREADPOOL_SIZE$)/.test(k) && v !== undefined)),
    },
    yaml: o.yamlFile ? readFileSync(o.yamlFile, 'utf8') : undefined,
  });
  const collectors = childrenOf(server.child.pid!);
  console.log(
    `bench: all-in-one pid ${server.child.pid}${collectors.length ? ` with ${collectors.length} collector processes (${collectors.join(', ')})` : ''}, data ${server.dataDir}; ` +
      `traces of 10 spans, ${o.contentBytes} B of LLM content each, ${o.tracesPerExport} traces per export, ${o.durationS} s per step`,
  );
  return {
    otlpHttp: server.otlpHttp,
    api: server.api,
    // The collector processes are listed as they are now: a replaced one is sampled from then on.
    processes: () => [{ name: 'all-in-one', pid: server.child.pid }, ...childrenOf(server.child.pid!).map((pid, i) => ({ name: `collector ${i + 1}`, pid }))],
    queryable: (body, spansPerTrace) => body.summary.spanCount === spansPerTrace && body.llmCalls.length === 1,
    ...(o.catchUp ? { afterStep: () => watchCatchUp(server.api, server.child.pid!) } : {}),
    stop: async () => {
      await server.stop();
      removeDataDir(o, server.dataDir);
    },
  };
}

/**
 * The catch-up after a step (--catch-up): samples the all-in-one's RSS every 250 ms and its metrics every 500 ms until
 * the local log holds no unconsumed bytes and the tail sampler no buffered ones (twice in a row), at most 600 s.
 * What held the memory at the highest RSS: the JS heap, the buffers it holds (external), the sampler, the unconsumed
 * bus bytes; the rest of RSS is native (the embedded ClickHouse, code, allocator slack).
 */
async function watchCatchUp(api: string, pid: number): Promise<string> {
  const started = Date.now();
  let peak = { mib: 0, atS: 0, held: '' };
  let unconsumedAtStart: number | null = null;
  let drained = 0;
  let last = '';
  while (Date.now() - started < 600_000 && drained < 2) {
    const memory = await readServerMemory(api, 2000);
    const rss = rssOf(pid).rssMiB;
    if (memory) {
      unconsumedAtStart ??= memory.busUnconsumed;
      last = describeServerMemory(memory);
      drained = memory.busUnconsumed === 0 && memory.sampler === 0 ? drained + 1 : 0;
    }
    if (rss > peak.mib) peak = { mib: rss, atS: (Date.now() - started) / 1000, held: last };
    for (let i = 0; i < 2; i++) {
      await new Promise((r) => setTimeout(r, 250));
      const mib = rssOf(pid).rssMiB;
      if (mib > peak.mib) peak = { mib, atS: (Date.now() - started) / 1000, held: last };
    }
  }
  const tookS = ((Date.now() - started) / 1000).toFixed(0);
  return (
    `  catch-up: ${drained >= 2 ? `the local log consumed and the sampler empty ${tookS} s after the step` : `NOT caught up after ${tookS} s`}` +
    ` (${(unconsumedAtStart ?? NaN).toFixed(0)} MiB unconsumed when the step ended); peak RSS in the catch-up ${peak.mib.toFixed(1)} MiB` +
    ` at ${peak.atS.toFixed(0)} s (${peak.held || 'metrics: no answer'}); RSS at the end ${rssOf(pid).rssMiB.toFixed(0)} MiB`
  );
}

/** A stopped target's data directory goes unless `--keep-data` asked to keep it (then its path is printed). */
function removeDataDir(o: Options, dir: string): void {
  if (o.keepData) console.log(`bench: data kept in ${dir}`);
  else rmSync(dir, { recursive: true, force: true, maxRetries: 3 });
}

/** Pid of the ClickHouse shim serving this data directory (the shim helper does not expose it). */
function shimPid(dataDir: string): number | undefined {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const cmd = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      if (cmd.some((a) => a.endsWith('clickhouse-shim/server.ts')) && cmd.includes(dataDir)) return Number(entry);
    } catch {
      /* gone */
    }
  }
  return undefined;
}

async function startKafkaTarget(o: Options): Promise<Target> {
  const { brokers } = await ensureKafka();
  // Product defaults for tail sampling (10 s decision wait, default policies); info logs for ingest's stats line.
  const cluster = await startScaleOut({ brokers, partitions: o.partitions, ingests: o.ingests, env: { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '10000' } });
  const shim = shimPid(cluster.shim.dataDir);
  console.log(
    `bench: scale-out on Kafka ${brokers.join(',')} topic ${cluster.topic} (${cluster.partitions} partitions): collector pid ${cluster.collector.pid()}, ` +
      `${cluster.ingests.map((p) => `${p.name} pid ${p.pid()}`).join(', ')}, query-api pid ${cluster.queryApi.pid()}, ClickHouse shim pid ${shim}; ` +
      `data ${cluster.dataDir}; traces of 10 spans, ${o.contentBytes} B of LLM content each, ${o.tracesPerExport} traces per export, ${o.durationS} s per step`,
  );
  // The sampler's peak is a running maximum over the process' life; ingest logs it every 10 s.
  const peakOf = (output: string) => Math.max(0, ...logLines(output, 'ingest stats').map((l) => Number(l.sampler?.peakBufferedBytes ?? 0)));
  return {
    otlpHttp: cluster.otlpHttp,
    api: cluster.api,
    processes: () => [
      { name: 'collector', pid: cluster.collector.pid() },
      ...cluster.ingests.map((p) => ({ name: p.name, pid: p.pid() })),
      { name: 'query-api', pid: cluster.queryApi.pid() },
      { name: 'clickhouse-shim', pid: shim },
    ],
    queryable: (body) => body.llmCalls.length === 1,
    async afterStep() {
      // Wait for the next stats line of every ingest, so the peak covers the whole step.
      const counts = cluster.ingests.map((p) => logLines(p.output(), 'ingest stats').length);
      const deadline = Date.now() + 15_000;
      while (Date.now() < deadline && cluster.ingests.some((p, i) => logLines(p.output(), 'ingest stats').length <= counts[i]!)) {
        await new Promise((r) => setTimeout(r, 200));
      }
      const mib = (b: number) => (b / 1024 / 1024).toFixed(1);
      const peaks = cluster.ingests.map((p) => peakOf(p.output()));
      const lag = await cluster.lag();
      return (
        `  tail sampler buffer at peak (bus-record bytes held, what tailSampling.maxBytes bounds): ` +
        `${cluster.ingests.map((p, i) => `${p.name} ${mib(peaks[i]!)} MiB`).join(', ')} (sum ${mib(peaks.reduce((a, b) => a + b, 0))} MiB); ` +
        `consumer lag now ${lag.total} records (traces wait 10 s for their decision)`
      );
    },
    stop: async () => {
      await cluster.stop();
      removeDataDir(o, cluster.dataDir);
      removeDataDir(o, cluster.shim.dataDir);
    },
  };
}

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const target = o.bus === 'kafka' ? await startKafkaTarget(o) : await startAllInOneTarget(o);
  const step = async (rate: number) => {
    const r = await runStep(target, o, rate);
    printResult(r, o.bus);
    const extra = target.afterStep ? await target.afterStep() : null;
    if (extra) console.log(extra);
    return { r, extra };
  };
  try {
    if (!o.findMax) {
      await step(o.rate);
      return;
    }
    let rate = o.rate;
    let best: { r: StepResult; extra: string | null } | null = null;
    for (;;) {
      const s = await step(rate);
      if (!sustained(s.r)) break;
      best = s;
      rate = Math.round(rate * 1.5);
      await new Promise((res) => setTimeout(res, 3000));
    }
    if (best) {
      console.log('highest sustained step:');
      printResult(best.r, o.bus);
      if (best.extra) console.log(best.extra);
    } else console.log('no step was sustained; lower --rate');
  } finally {
    await target.stop();
  }
}

await main();
