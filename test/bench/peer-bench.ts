/**
 * `npm run bench:peer` — Tracehold's collector role side by side with an OpenTelemetry Collector built from the
 * official components (the peer), on the same traffic and the same local Kafka broker (not a test: it prints
 * figures).
 *
 * Both systems answer an export only once Kafka has it: Tracehold's collector by design (acks=all, idempotent);
 * the peer with the kafka exporter's `producer.required_acks: -1` and `sending_queue.enabled: false`. A third
 * system, the peer with its default sending queue, answers before Kafka has the data and is reported apart
 * ("acks before Kafka"; off with --no-queue-variant).
 *
 * The peer (scripts/peer/otelcol-build.sh, ocb from the Go module proxy; see scripts/peer/builder-config.yaml
 * for the pinned versions) runs otlp (HTTP, loopback) → memory_limiter → redaction (allow_all_keys, blocked_values
 * regexes for e-mail addresses, card numbers, phone numbers and IPv4 addresses, HMAC-SHA256 of the matches, the
 * db_sanitizer for SQL) → kafka (otlp_proto, one record per trace keyed by trace id). Tracehold runs as
 * `tracehold collector` (TRACEHOLD_BUS=kafka) with its default redaction, content extraction and admission.
 *
 * Traffic: one pre-generated set of OTLP/HTTP protobuf export bodies (5 traces × 10 spans each, one GenAI chat
 * span per trace with ~4 KiB of messages, a SQL span with literals, ~20 attributes per span; generated before
 * any step), sent to both. Every export sent carries prompts and answers no earlier export carried: a fixed-length
 * nonce in each trace's input and output messages is rewritten in a copy of the body before it is sent (same
 * length, so the protobuf stays valid). Real prompts are unique; reused content would let Tracehold skip its
 * content-store writes (objects are content-addressed) and flatter its figures. Open model: requests leave on schedule whether or not earlier ones were answered
 * (keep-alive agent, 256 sockets); latency runs from the scheduled time; no answer in 10 s counts as failed.
 * Steps are interleaved (for each rate: Tracehold, the peer, the peer with queue), with a settle pause between
 * them; every server runs for the whole benchmark. Each system gets an unmeasured warm-up first.
 *
 * Per step and system: offered and accepted spans/s (HTTP 200), refused share (429/503), ack p50/p99 of the
 * accepted exports, CPU-seconds per 10k accepted spans (utime+stime over the server's process tree, from the
 * step's start until its last answer + 1 s; for a server of several processes also each process's CPU-seconds,
 * primary first, which shows how the work was spread), peak RSS (VmRSS summed over the process tree, every 250 ms) and peak
 * PSS (smaps_rollup's Pss summed: pages the processes share, like the node binary, counted once).
 * A step is sustained when ≥ 95 % of the offered spans were accepted and the accepted exports' ack p99 ≤ 1 s.
 * After the run, the end offsets of every topic (fresh topics per run, same partitions) give the record
 * counts that reached Kafka, and a sample of records is checked for the SQL literals and e-mail addresses of
 * the traffic (both should be gone).
 *
 * Options: --rates <spans/s,...> (2000,4000,6000,8000,10000), --step-seconds <s> (20), --partitions <n> (6),
 *          --queue-variant / --no-queue-variant (on), --warmup-seconds <s> (5), --settle-seconds <s> (3),
 *          --bodies <n> (distinct export bodies; default enough for the longest step, at least 2000),
 *          --executable (start Tracehold as `bin/tracehold.js collector`, as npx does: no launcher process; default
 *          `node bin/tracehold.js collector`, whose launcher adds the V8 flags), --rounds <n> (1: the steps run n
 *          times, the systems' order reversed every other round; the summary then gives, per rate, each round's
 *          Tracehold / peer ratios and their median — one step's p99 on a shared 2-core VM moves by 1.5× run to run,
 *          so a single pair decides little), --broker-delay-ms <ms> (0; > 0: both systems reach a broker of their own
 *          run behind scripts/kafka/delay-proxy.ts, which adds that delay each way, as a broker across a network
 *          would: a second broker in .kafka-delayed/ on ports 9192/9193, the relay on 9292; stopped at the end),
 *          --arrivals uniform|poisson (uniform: exports evenly spaced; poisson: independent arrivals of the same
 *          mean rate, the same seeded schedule for every system at a rate), --compression none|gzip|snappy (none:
 *          each export body as is; gzip — what the OpenTelemetry SDKs and the Collector's exporters send by default —
 *          or snappy (the block format): compressed by the generator as it sends, after its fresh content, with
 *          Content-Encoding set; both systems decode it), --help
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import SnappyJS from 'snappyjs';
import kafkajs from 'kafkajs';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { REPO_ROOT, makeDataDir } from '../support/all-in-one-process.ts';
import { ensureKafka, startDelayedKafka } from '../support/kafka.ts';
import { createRoleProcess, type RoleProcess } from '../support/scale-out.ts';
import { percentile } from './percentile.ts';
import { createMulberry32 } from '../provider/seeded-distribution.ts';
import { memoryKbOf, processTreeOf, treeCpuSeconds, cpuSecondsByPid, machineTicks } from '../support/processes.ts';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import { unusedPort } from '../support/unused-port.ts';

const SPANS_PER_TRACE = 10;
const TRACES_PER_EXPORT = 5;
const SPANS_PER_EXPORT = SPANS_PER_TRACE * TRACES_PER_EXPORT;
const CONTENT_BYTES = 4096;
const CLIENT_TIMEOUT_MS = 10_000;
const SUSTAINED_ACCEPTED_SHARE = 0.95;
const SUSTAINED_P99_MS = 1000;
const USAGE = `usage: npm run bench:peer -- [--rates 2000,4000,6000,8000,10000] [--step-seconds 20] [--partitions 6]
                           [--queue-variant | --no-queue-variant] [--warmup-seconds 5] [--settle-seconds 3] [--bodies N] [--executable]
                           [--rounds 1] [--broker-delay-ms 0] [--arrivals uniform|poisson] [--compression none|gzip|snappy]

Tracehold's collector role vs the OpenTelemetry Collector (otlp → memory_limiter → redaction → kafka), same
traffic, same local Kafka broker; both acknowledge only after Kafka has the data (the queue variant of the peer,
reported apart, acknowledges before). Builds the peer on first use (scripts/peer/otelcol-build.sh; ~3 min with empty Go caches on 2 cores).`;

interface Options {
  rates: number[];
  stepSeconds: number;
  partitions: number;
  queueVariant: boolean;
  /** Start `bin/tracehold.js` as an executable (its shell part execs node with the V8 flags: one process). */
  executable: boolean;
  warmupSeconds: number;
  settleSeconds: number;
  bodies: number | null;
  /** The steps run this many times, the systems' order alternating per round; ratios are then paired per round. */
  rounds: number;
  /** > 0: the systems reach a broker behind a relay that adds this delay each way (startDelayedBroker). */
  brokerDelayMs: number;
  /** How exports are spaced within a step (arrivalOffsets). */
  arrivals: Arrivals;
  /** The Content-Encoding the generator sends export bodies with. */
  compression: Compression;
}

type Compression = 'none' | 'gzip' | 'snappy';

type Arrivals = 'uniform' | 'poisson';

function fail(message: string): never {
  console.error(`bench:peer: ${message}`);
  process.exit(2);
}

function parseArgs(argv: string[]): Options {
  const o: Options = { rates: [2000, 4000, 6000, 8000, 10000], stepSeconds: 20, partitions: 6, queueVariant: true, executable: false, warmupSeconds: 5, settleSeconds: 3, bodies: null, rounds: 1, brokerDelayMs: 0, arrivals: 'uniform', compression: 'none' };
  const num = (flag: string, v: string | undefined, min: number): number => {
    const n = Number(v);
    if (v === undefined || !Number.isFinite(n) || n < min) fail(`${flag} needs a number ≥ ${min}, got ${v ?? '(nothing)'}`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === '--rates') {
      const v = argv[++i];
      const rates = (v ?? '').split(',').filter(Boolean).map((r) => num('--rates', r, SPANS_PER_EXPORT));
      if (!rates.length) fail('--rates needs a comma-separated list of spans/s, e.g. 2000,4000');
      o.rates = rates;
    } else if (a === '--step-seconds') o.stepSeconds = num(a, argv[++i], 1);
    else if (a === '--partitions') o.partitions = Math.round(num(a, argv[++i], 1));
    else if (a === '--queue-variant') o.queueVariant = true;
    else if (a === '--no-queue-variant') o.queueVariant = false;
    else if (a === '--executable') o.executable = true;
    else if (a === '--warmup-seconds') o.warmupSeconds = num(a, argv[++i], 0);
    else if (a === '--settle-seconds') o.settleSeconds = num(a, argv[++i], 0);
    else if (a === '--bodies') o.bodies = Math.round(num(a, argv[++i], 1));
    else if (a === '--rounds') o.rounds = Math.round(num(a, argv[++i], 1));
    else if (a === '--broker-delay-ms') o.brokerDelayMs = num(a, argv[++i], 0);
    else if (a === '--arrivals') {
      const v = argv[++i];
      if (v !== 'uniform' && v !== 'poisson') fail(`--arrivals is uniform or poisson, got ${v ?? '(nothing)'}`);
      o.arrivals = v;
    } else if (a === '--compression') {
      const v = argv[++i];
      if (v !== 'none' && v !== 'gzip' && v !== 'snappy') fail(`--compression is none, gzip or snappy, got ${v ?? '(nothing)'}`);
      o.compression = v;
    }
    else if (a === '--help' || a === '-h') {
      console.log(USAGE);
      process.exit(0);
    } else fail(`unknown option ${a}\n${USAGE}`);
  }
  return o;
}

// ---------------------------------------------------------------------------------------------------------
// Cleanup: every process and temporary directory is registered here and removed on exit, Ctrl-C or failure.

const cleanups: Array<() => Promise<void> | void> = [];
let cleaning: Promise<void> | null = null;
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    for (const c of cleanups.reverse()) {
      try {
        await c();
      } catch (error) {
        console.error(`bench:peer: cleanup step failed: ${(error as Error).message}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\nbench:peer: ${signal}: stopping the servers and removing temporary files...`);
    void cleanupAll().finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------------------------------------
// /proc: CPU and RSS of a process tree (Tracehold may fork workers; the peer is one process).

/**
 * Resident memory of a process tree: `rss` sums VmRSS (pages several processes share, such as the node binary,
 * count once per process), `pss` sums the proportional set size from smaps_rollup (a shared page counts as its
 * share in each process, so the sum is the tree's real footprint). For one process the two are about equal.
 */
function treeMemoryMiB(root: number): { rss: number; pss: number } {
  let rssKb = 0;
  let pssKb = 0;
  for (const pid of processTreeOf(root)) {
    const m = memoryKbOf(pid);
    rssKb += m.rss;
    pssKb += m.pss;
  }
  return { rss: rssKb / 1024, pss: pssKb / 1024 };
}

// ---------------------------------------------------------------------------------------------------------
// The systems under test.

interface System {
  /** Short name for the table. */
  name: string;
  /** What it is, for the header. */
  description: string;
  /** Acknowledges only after Kafka has the data (the fair comparison). */
  acksAfterKafka: boolean;
  url: string;
  topic: string;
  pid(): number | undefined;
  output(): string;
  stop(): Promise<void>;
  /** Tracehold only: its per-step timing histograms (tracehold_collector_step_seconds, traces) and its Kafka produce requests' round trips (`kafka_request`), read from /metrics. */
  stepTimes?(): Promise<StepTimes>;
}

/**
 * step → cumulative count, sum (s) and bucket counts (upper bound in s → cumulative count); `threads`: worker threads
 * running at the scrape and started so far (tracehold_collector_threads, …_thread_changes_total: on demand).
 */
type StepTimes = Map<string, { count: number; sum: number; buckets: Map<number, number> }> & { threads?: { running: number; started: number } };

function parseStepTimes(text: string): StepTimes {
  const out: StepTimes = new Map();
  const entry = (step: string) => {
    let e = out.get(step);
    if (!e) out.set(step, (e = { count: 0, sum: 0, buckets: new Map() }));
    return e;
  };
  const running = /^tracehold_collector_threads (\S+)$/m.exec(text);
  if (running) {
    const started = [...text.matchAll(/^tracehold_collector_thread_changes_total\{change="(?:started|replaced)"\} (\S+)$/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
    out.threads = { running: Number(running[1]), started };
  }
  const add = (step: string, part: string, le: string | undefined, value: number) => {
    const e = entry(step);
    if (part === 'count') e.count = value;
    else if (part === 'sum') e.sum = value;
    else e.buckets.set(le === '+Inf' ? Infinity : Number(le), value);
  };
  for (const line of text.split('\n')) {
    // The bus's produce requests as the client timed them, beside the append step (its own time in Kafka).
    const r = /^tracehold_bus_produce_request_seconds_(bucket|sum|count)(?:\{le="([^"]*)"\})? (\S+)$/.exec(line);
    if (r) {
      add('kafka_request', r[1]!, r[2], Number(r[3]));
      continue;
    }
    const m = /^tracehold_collector_step_seconds_(bucket|sum|count)\{([^}]*)\} (\S+)$/.exec(line);
    if (!m) continue;
    const labels = Object.fromEntries([...m[2]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (labels.signal !== 'traces' || !labels.step) continue;
    add(labels.step, m[1]!, labels.le, Number(m[3]));
  }
  return out;
}

/** Per step between two scrapes: exports, mean and the bucket bound under which 50 % and 99 % fell. */
function stepTimesLine(before: StepTimes, after: StepTimes): string {
  const parts: string[] = [];
  for (const [step, a] of after) {
    const b = before.get(step) ?? { count: 0, sum: 0, buckets: new Map<number, number>() };
    const n = a.count - b.count;
    if (n <= 0) continue;
    const bound = (q: number) => {
      for (const [le, c] of [...a.buckets].sort((x, y) => x[0] - y[0])) if (c - (b.buckets.get(le) ?? 0) >= q * n) return le;
      return Infinity;
    };
    const ms = (s: number) => (s === Infinity ? '> 5 s' : `${fmt(s * 1000, s < 0.01 ? 1 : 0)} ms`);
    parts.push(`${step} mean ${fmt(((a.sum - b.sum) / n) * 1000, 1)} ms, p50 ≤ ${ms(bound(0.5))}, p99 ≤ ${ms(bound(0.99))}`);
  }
  if (after.threads) parts.push(`worker threads ${after.threads.running} at the end, ${after.threads.started - (before.threads?.started ?? 0)} started in the step`);
  return parts.join(' | ');
}


function buildPeer(): Promise<string> {
  return new Promise((resolve, reject) => {
    const script = path.join(REPO_ROOT, 'scripts/peer/otelcol-build.sh');
    const child = spawn('bash', [script], { cwd: REPO_ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString('utf8')));
    child.stderr.on('data', (d: Buffer) => {
      err += d.toString('utf8');
      process.stderr.write(d);
    });
    cleanups.push(() => {
      if (child.exitCode === null) child.kill('SIGTERM');
    });
    child.once('error', (e) => reject(new Error(`could not run ${script}: ${e.message}`)));
    child.once('close', (code) => {
      const bin = out.trim().split('\n').pop() ?? '';
      if (code === 0 && bin) resolve(bin);
      else reject(new Error(`the peer's build failed: bash scripts/peer/otelcol-build.sh exited with ${code}\n${err.trim().split('\n').slice(-15).join('\n')}`));
    });
  });
}

/** The redaction processor's work, as close to Tracehold's default redaction as its options allow. */
const PEER_BLOCKED_VALUES = [
  // e-mail addresses, also URL-encoded in query strings (…?email=a%40b.example)
  String.raw`[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}`,
  // card numbers: 13–19 digits, optionally grouped by spaces or dashes
  String.raw`\b(?:\d[ -]?){12,18}\d\b`,
  // phone numbers in international form
  String.raw`\+[1-9]\d{0,2}[ .-]?\(?\d{1,4}\)?(?:[ .-]?\d{2,4}){2,4}`,
  // IPv4 addresses (client.address)
  String.raw`\b(?:\d{1,3}\.){3}\d{1,3}\b`,
];

function peerConfig(port: number, brokers: string[], topic: string, withQueue: boolean): string {
  const q = (s: string) => `'${s.replace(/'/g, "''")}'`;
  return [
    'receivers:',
    '  otlp:',
    '    protocols:',
    '      http:',
    `        endpoint: 127.0.0.1:${port}`,
    'processors:',
    '  memory_limiter:',
    '    check_interval: 1s',
    '    limit_mib: 512',
    '    spike_limit_mib: 128',
    '  redaction:',
    '    allow_all_keys: true',
    '    blocked_values:',
    ...PEER_BLOCKED_VALUES.map((r) => `      - ${q(r)}`),
    '    hash_function: hmac-sha256',
    `    hmac_key: ${q(randomBytes(32).toString('hex'))}`,
    '    summary: silent',
    '    db_sanitizer:',
    '      sql:',
    '        enabled: true',
    '        attributes: ["db.query.text", "db.statement"]',
    'exporters:',
    '  kafka:',
    `    brokers: [${brokers.map(q).join(', ')}]`,
    `    client_id: tracehold-peer-bench`,
    '    traces:',
    `      topic: ${q(topic)}`,
    '      encoding: otlp_proto',
    '    partition_traces_by_id: true',
    '    producer:',
    '      required_acks: -1',
    '      allow_auto_topic_creation: false',
    '    sending_queue:',
    `      enabled: ${withQueue}`,
    'service:',
    '  telemetry:',
    '    logs:',
    '      level: warn',
    '    metrics:',
    '      level: none',
    '  pipelines:',
    '    traces:',
    '      receivers: [otlp]',
    '      processors: [memory_limiter, redaction]',
    '      exporters: [kafka]',
    '',
  ].join('\n');
}

async function startPeer(bin: string, name: string, brokers: string[], topic: string, withQueue: boolean): Promise<System> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tracehold-peer-bench-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const port = await unusedPort();
  const configFile = path.join(dir, 'config.yaml');
  writeFileSync(configFile, peerConfig(port, brokers, topic, withQueue));
  const child: ChildProcess = spawn(bin, ['--config', configFile], { cwd: dir, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out = (out + d.toString('utf8')).slice(-1_000_000)));
  child.stderr!.on('data', (d: Buffer) => (out = (out + d.toString('utf8')).slice(-1_000_000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) child.kill('SIGTERM');
    const t = setTimeout(() => alive() && child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(t);
  };
  cleanups.push(stop);
  // Ready when the receiver accepts connections (the peer's logs are at warn: no "Everything is ready" line).
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (!alive()) throw new Error(`${name} exited (${child.exitCode ?? child.signalCode}) before starting:\n${out.slice(-4000)}\nconfig: ${configFile}`);
    if (Date.now() > deadline) throw new Error(`${name} did not listen on 127.0.0.1:${port} within 60 s:\n${out.slice(-4000)}`);
    const open = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, '127.0.0.1');
      s.once('connect', () => (s.destroy(), resolve(true)));
      s.once('error', () => resolve(false));
    });
    if (open) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    name,
    description: `OpenTelemetry Collector (ocb build), pid ${child.pid}, OTLP/HTTP http://127.0.0.1:${port}, sending_queue ${withQueue ? 'enabled (default settings)' : 'disabled'}, required_acks -1`,
    acksAfterKafka: !withQueue,
    url: `http://127.0.0.1:${port}/v1/traces`,
    topic,
    pid: () => (alive() ? child.pid : undefined),
    output: () => out,
    stop,
  };
}

async function startTracehold(brokers: string[], topic: string, partitions: number, executable: boolean): Promise<System> {
  const dataDir = makeDataDir('tracehold-peer-bench-');
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const proc: RoleProcess = createRoleProcess('collector', {
    name: 'tracehold-collector',
    dataDir,
    asExecutable: executable,
    env: {
      TRACEHOLD_BUS: 'kafka',
      TRACEHOLD_KAFKA_BROKERS: brokers.join(','),
      TRACEHOLD_KAFKA_TOPIC: topic,
      TRACEHOLD_KAFKA_PARTITIONS: String(partitions),
      TRACEHOLD_LOG_LEVEL: 'warn',
      // Collector processes, admission and in-flight limits, producer lanes can be set for a run (e.g. TRACEHOLD_COLLECTOR_PROCESSES=1), and
      // TRACEHOLD_RUN_FROM_SOURCE=1 runs the collector through tsx instead of its build (bin/server-build.js).
      ...Object.fromEntries(Object.entries(process.env).filter((e): e is [string, string] => /^TRACEHOLD_(COLLECTOR_|ADMISSION_|MAX_INFLIGHT_|KAFKA_PRODUCER_LANES|RUN_FROM_SOURCE)/.test(e[0]) && e[1] !== undefined)),
    },
  });
  cleanups.push(async () => {
    await proc.stop(15_000);
  });
  await proc.start();
  const url = `${proc.endpoints.otlpHttp}/v1/traces`;
  const metricsToken = (await createTokenStore({ dataDir }).create({ tenant: 'default', kind: 'query', roles: ['viewer'], label: 'bench:peer' })).token;
  const passed = Object.keys(process.env).filter((k) => /^TRACEHOLD_(COLLECTOR_|ADMISSION_|MAX_INFLIGHT_|KAFKA_PRODUCER_LANES|RUN_FROM_SOURCE)/.test(k));
  return {
    name: 'tracehold',
    description:
      `Tracehold collector role (${executable ? '`bin/tracehold.js collector` as an executable, no launcher' : '`node bin/tracehold.js collector`, with its launcher'}, TRACEHOLD_BUS=kafka${passed.length ? `, ${passed.map((k) => `${k}=${process.env[k]}`).join(', ')}` : ', product defaults'}), ` +
      `pid ${proc.pid()}, OTLP/HTTP ${url}, data ${dataDir}`,
    acksAfterKafka: true,
    url,
    topic,
    pid: () => proc.pid(),
    output: () => proc.output(),
    stop: async () => {
      await proc.stop(15_000);
    },
    async stepTimes() {
      const res = await fetch(proc.endpoints.metrics!, { headers: { authorization: `Bearer ${metricsToken}` } });
      return parseStepTimes(await res.text());
    },
  };
}

// ---------------------------------------------------------------------------------------------------------
// The open-loop generator.

interface StepResult {
  system: string;
  /** 1-based round of the run (--rounds). */
  round: number;
  acksAfterKafka: boolean;
  rate: number;
  exportsSent: number;
  ok: number;
  refused: number;
  failed: number;
  timeouts: number;
  /** Why the failed ones failed: HTTP status or error code, with counts (e.g. `500: 1, ECONNRESET: 1`). */
  failures: Record<string, number>;
  offeredSpansPerS: number;
  acceptedSpansPerS: number;
  ackP50Ms: number;
  ackP99Ms: number;
  cpuSeconds: number;
  /** CPU-seconds of each process of the server's tree in the step (root first). */
  cpuByProcess: number[];
  cpuSPer10kSpans: number;
  peakRssMiB: number;
  /** Peak of the summed proportional set size (shared pages counted once over the tree). */
  peakPssMiB: number;
  /** Processes in the server's tree (the most seen during the step). */
  processes: number;
  /** How late the generator itself sent (p99), a check that the load generator kept its schedule. */
  sendLagP99Ms: number;
  /** Share of the machine's CPU time stolen by the hypervisor during the step (/proc/stat). */
  stealPct: number;
  sustained: boolean;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 256 });

function post(url: URL, body: Buffer, deadlineMs: number, compression: Compression): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/x-protobuf', 'content-length': body.length };
    if (compression !== 'none') headers['content-encoding'] = compression;
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers },
      (res) => {
        res.on('data', () => undefined);
        res.once('end', () => {
          clearTimeout(timer);
          resolve(res.statusCode ?? 0);
        });
        res.once('error', (e) => {
          clearTimeout(timer);
          reject(e);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('timeout')), Math.max(0, deadlineMs - performance.now()));
    req.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(body);
  });
}

/** Fixed-length placeholder in every generated message; rewritten per export sent (withFreshContent). */
const NONCE_PLACEHOLDER = 'nonce-0000000000000000';
const NONCE_DIGITS = 16;
let noncesSent = 0;

/** Offsets of the placeholder's digits in a body. */
function nonceOffsets(body: Buffer): number[] {
  const out: number[] = [];
  for (let at = body.indexOf(NONCE_PLACEHOLDER); at >= 0; at = body.indexOf(NONCE_PLACEHOLDER, at + 1)) out.push(at + NONCE_PLACEHOLDER.length - NONCE_DIGITS);
  return out;
}

/** A copy of `body` whose messages no earlier export carried: a new 16-hex-digit nonce in each slot. */
function withFreshContent(body: Buffer, slots: number[]): Buffer {
  const copy = Buffer.from(body);
  for (const at of slots) copy.write((noncesSent++).toString(16).padStart(NONCE_DIGITS, '0'), at, NONCE_DIGITS, 'latin1');
  return copy;
}

/**
 * When each export of a step leaves, in ms from the step's start: evenly spaced (`uniform`), or as independent
 * arrivals (`poisson`: exponential gaps of the same mean, from a generator seeded by the rate, so every system
 * and round at a rate gets the same schedule) — many independent clients, whose exports sometimes coincide.
 */
function arrivalOffsets(arrivals: Arrivals, total: number, intervalMs: number, seed: number): number[] {
  const offsets = new Array<number>(total);
  if (arrivals === 'uniform') {
    for (let i = 0; i < total; i++) offsets[i] = i * intervalMs;
    return offsets;
  }
  const random = createMulberry32(seed);
  let at = 0;
  for (let i = 0; i < total; i++) {
    offsets[i] = at;
    at += -Math.log(1 - random()) * intervalMs;
  }
  return offsets;
}

/** The body as the generator sends it with `compression` (the work of the client, not of either system). */
function compress(body: Buffer, compression: Compression): Buffer {
  if (compression === 'gzip') return gzipSync(body);
  if (compression === 'snappy') return Buffer.from(SnappyJS.compress(body));
  return body;
}

async function runLoad(
  system: System,
  bodies: Buffer[],
  nonceSlots: number[][],
  rate: number,
  seconds: number,
  bodyOffset: number,
  arrivals: Arrivals,
  compression: Compression,
): Promise<Omit<StepResult, 'round'>> {
  const exportsPerS = rate / SPANS_PER_EXPORT;
  const total = Math.max(1, Math.round(exportsPerS * seconds));
  const intervalMs = 1000 / exportsPerS;
  const offsets = arrivalOffsets(arrivals, total, intervalMs, rate);
  const url = new URL(system.url);
  const okLatencies: number[] = [];
  const sendLags: number[] = [];
  let ok = 0;
  let refused = 0;
  let failed = 0;
  let timeouts = 0;
  const failures: Record<string, number> = {};
  const pid = system.pid();
  if (pid === undefined) throw new Error(`${system.name} is not running:\n${system.output().slice(-4000)}`);
  let { rss: peakRss, pss: peakPss } = treeMemoryMiB(pid);
  let maxProcesses = processTreeOf(pid).length;
  const rssTimer = setInterval(() => {
    const p = system.pid();
    if (p === undefined) return;
    const m = treeMemoryMiB(p);
    peakRss = Math.max(peakRss, m.rss);
    peakPss = Math.max(peakPss, m.pss);
    maxProcesses = Math.max(maxProcesses, processTreeOf(p).length);
  }, 250);
  const cpu0 = treeCpuSeconds(pid);
  const cpu0ByPid = cpuSecondsByPid(pid);
  const ticks0 = machineTicks();
  const pending: Promise<void>[] = [];
  const start = performance.now() + 20;
  for (let i = 0; i < total; i++) {
    const scheduled = start + offsets[i]!;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    sendLags.push(Math.max(0, performance.now() - scheduled));
    const n = (bodyOffset + i) % bodies.length;
    const body = compress(withFreshContent(bodies[n]!, nonceSlots[n]!), compression);
    pending.push(
      post(url, body, scheduled + CLIENT_TIMEOUT_MS, compression).then(
        (status) => {
          if (status === 200) {
            ok += 1;
            okLatencies.push(performance.now() - scheduled);
          } else if (status === 429 || status === 503) refused += 1;
          else {
            failed += 1;
            failures[String(status)] = (failures[String(status)] ?? 0) + 1;
          }
        },
        (error: Error & { code?: string }) => {
          failed += 1;
          if (error.message === 'timeout') timeouts += 1;
          const reason = error.message === 'timeout' ? 'timeout' : (error.code ?? error.name);
          failures[reason] = (failures[reason] ?? 0) + 1;
        },
      ),
    );
  }
  await Promise.all(pending);
  // Work that follows the last answer (a sending queue draining, a linger) belongs to the step too.
  await new Promise((r) => setTimeout(r, 1000));
  clearInterval(rssTimer);
  const cpuSeconds = treeCpuSeconds(pid) - cpu0;
  const ticks1 = machineTicks();
  const stealPct = ticks1.total > ticks0.total ? (100 * (ticks1.steal - ticks0.steal)) / (ticks1.total - ticks0.total) : NaN;
  // The root first, then its children by pid; a process that started during the step counts from 0.
  const cpuByProcess = [...cpuSecondsByPid(pid)].sort((a, b) => (a[0] === pid ? -1 : b[0] === pid ? 1 : a[0] - b[0])).map(([p, s]) => s - (cpu0ByPid.get(p) ?? 0));
  const last = treeMemoryMiB(pid);
  peakRss = Math.max(peakRss, last.rss);
  peakPss = Math.max(peakPss, last.pss);
  okLatencies.sort((a, b) => a - b);
  sendLags.sort((a, b) => a - b);
  const durationS = total / exportsPerS;
  const acceptedSpans = ok * SPANS_PER_EXPORT;
  const ackP99Ms = percentile(okLatencies, 99);
  return {
    system: system.name,
    acksAfterKafka: system.acksAfterKafka,
    rate,
    exportsSent: total,
    ok,
    refused,
    failed,
    timeouts,
    failures,
    offeredSpansPerS: (total * SPANS_PER_EXPORT) / durationS,
    acceptedSpansPerS: acceptedSpans / durationS,
    ackP50Ms: percentile(okLatencies, 50),
    ackP99Ms,
    cpuSeconds,
    cpuByProcess,
    cpuSPer10kSpans: acceptedSpans ? (cpuSeconds / acceptedSpans) * 10_000 : NaN,
    peakRssMiB: peakRss,
    peakPssMiB: peakPss,
    processes: maxProcesses,
    sendLagP99Ms: percentile(sendLags, 99),
    stealPct,
    sustained: ok >= SUSTAINED_ACCEPTED_SHARE * total && ackP99Ms <= SUSTAINED_P99_MS,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Kafka: fresh topics, end offsets, a sample of records.

async function startDelayedBroker(delayMs: number): Promise<{ brokers: string[] }> {
  const delayed = await startDelayedKafka(delayMs);
  cleanups.push(() => delayed.stop());
  console.log(`kafka: ${delayed.description}`);
  return delayed;
}

async function createTopics(admin: kafkajs.Admin, topics: string[], partitions: number, replicationFactor: number): Promise<void> {
  await admin.createTopics({ waitForLeaders: true, timeout: 30_000, topics: topics.map((topic) => ({ topic, numPartitions: partitions, replicationFactor })) });
}

async function recordCount(admin: kafkajs.Admin, topic: string): Promise<number> {
  const offsets = await admin.fetchTopicOffsets(topic);
  return offsets.reduce((n, p) => n + Number(p.high) - Number(p.low), 0);
}

/** Reads up to `max` records from the beginning of a topic and counts those still holding the traffic's literals. */
async function sampleRecords(kafka: kafkajs.Kafka, topic: string, max: number): Promise<{ read: number; sqlLiteral: number; email: number; sqlSeen: number }> {
  const consumer = kafka.consumer({ groupId: `peer-bench-sample-${randomBytes(4).toString('hex')}` });
  const r = { read: 0, sqlLiteral: 0, email: 0, sqlSeen: 0 };
  await consumer.connect();
  try {
    await consumer.subscribe({ topic, fromBeginning: true });
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 20_000);
      void consumer.run({
        autoCommit: false,
        eachMessage: async ({ message }) => {
          if (r.read >= max) return;
          const v = message.value ?? Buffer.alloc(0);
          r.read += 1;
          if (v.includes('FROM orders')) r.sqlSeen += 1;
          if (v.includes("customer_id = 'customer-")) r.sqlLiteral += 1;
          if (/customer-\d+(?:@|%40)mail\.example\.com/.test(v.toString('latin1'))) r.email += 1;
          if (r.read >= max) {
            clearTimeout(timer);
            resolve();
          }
        },
      });
    });
  } finally {
    await consumer.disconnect().catch(() => undefined);
  }
  return r;
}

// ---------------------------------------------------------------------------------------------------------
// Report.

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : '—');

function tableRow(r: StepResult, rounds: number): string {
  const acceptedPct = (100 * r.ok) / r.exportsSent;
  const refusedPct = (100 * r.refused) / r.exportsSent;
  return `| ${fmt(r.rate)} | ${r.system}${r.acksAfterKafka ? '' : ' (acks before Kafka)'}${r.round > 1 || rounds > 1 ? ` (${r.round})` : ''} | ${fmt(r.offeredSpansPerS)} | ${fmt(r.acceptedSpansPerS)} (${fmt(acceptedPct, 1)} %) | ${fmt(refusedPct, 1)} % | ${r.failed}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} | ${fmt(r.ackP50Ms, 1)} | ${fmt(r.ackP99Ms, 1)} | ${fmt(r.cpuSPer10kSpans, 2)} | ${fmt(r.peakRssMiB)} | ${fmt(r.peakPssMiB)} | ${r.processes} | ${fmt(r.sendLagP99Ms, 1)} | ${fmt(r.stealPct, 1)} | ${r.sustained ? 'yes' : 'no'} |`;
}

function progressLine(r: StepResult): string {
  return (
    `  ${r.system.padEnd(16)} offered ${fmt(r.offeredSpansPerS)} spans/s | accepted ${fmt(r.acceptedSpansPerS)} spans/s (${r.ok}/${r.exportsSent} exports; 429/503 ${r.refused}; failed ${r.failed}, of which timeouts ${r.timeouts}${r.failed > r.timeouts ? `; ${Object.entries(r.failures).map(([k, v]) => `${k} ×${v}`).join(', ')}` : ''})` +
    ` | ack p50 ${fmt(r.ackP50Ms, 1)} ms p99 ${fmt(r.ackP99Ms, 1)} ms | CPU ${fmt(r.cpuSeconds, 2)} s${r.cpuByProcess.length > 1 ? ` (by process, primary first: ${r.cpuByProcess.map((c) => fmt(c, 2)).join(' + ')})` : ''} = ${fmt(r.cpuSPer10kSpans, 2)} s/10k spans | peak RSS ${fmt(r.peakRssMiB)} MiB, PSS ${fmt(r.peakPssMiB)} MiB (${r.processes} process${r.processes === 1 ? '' : 'es'}) | send lag p99 ${fmt(r.sendLagP99Ms, 1)} ms | steal ${fmt(r.stealPct, 1)} % | ${r.sustained ? 'sustained' : 'NOT sustained'}`
  );
}

function ratio(a: number, b: number): string {
  return Number.isFinite(a) && Number.isFinite(b) && b !== 0 ? `${(a / b).toFixed(2)}×` : '—';
}

function summarize(results: StepResult[], rates: number[]): string[] {
  const of = (system: string) => results.filter((r) => r.system === system);
  const th = of('tracehold');
  const peer = of('otelcol');
  const queue = of('otelcol+queue');
  const best = (rs: StepResult[]) => {
    const s = rs.filter((r) => r.sustained);
    return s.length ? s.reduce((a, b) => (b.rate > a.rate ? b : a)) : null;
  };
  const peak = (rs: StepResult[]) => Math.max(...rs.map((r) => r.peakRssMiB));
  const lines: string[] = [];
  const bestTh = best(th);
  const bestPeer = best(peer);
  lines.push('| | Tracehold | OpenTelemetry Collector (acks after Kafka) | Tracehold / peer |');
  lines.push('|---|---|---|---|');
  // Sustained at the highest step offered: its real limit is higher (the ratio is then a bound, not a figure).
  const top = Math.max(...rates);
  const atLeast = (b: StepResult | null) => (b ? `${b.rate === top ? '≥ ' : ''}${fmt(b.rate)}` : 'none');
  const bound = bestTh?.rate === top && bestPeer?.rate === top ? ' (both capped by the highest step)' : bestPeer?.rate === top ? ' (at most: the peer was sustained at the highest step)' : bestTh?.rate === top ? ' (at least: Tracehold was sustained at the highest step)' : '';
  lines.push(`| highest sustained step (offered spans/s) | ${atLeast(bestTh)} | ${atLeast(bestPeer)} | ${ratio(bestTh?.rate ?? NaN, bestPeer?.rate ?? NaN)}${bound} |`);
  lines.push(
    `| accepted spans/s at that step | ${bestTh ? fmt(bestTh.acceptedSpansPerS) : '—'} | ${bestPeer ? fmt(bestPeer.acceptedSpansPerS) : '—'} | ${ratio(bestTh?.acceptedSpansPerS ?? NaN, bestPeer?.acceptedSpansPerS ?? NaN)} |`,
  );
  const lowRate = rates.includes(2000) ? 2000 : Math.min(...rates);
  const thLow = th.find((r) => r.rate === lowRate);
  const peerLow = peer.find((r) => r.rate === lowRate);
  lines.push(`| ack p99 at ${fmt(lowRate)} spans/s (ms) | ${fmt(thLow?.ackP99Ms ?? NaN, 1)} | ${fmt(peerLow?.ackP99Ms ?? NaN, 1)} | ${ratio(thLow?.ackP99Ms ?? NaN, peerLow?.ackP99Ms ?? NaN)} |`);
  lines.push(`| ack p50 at ${fmt(lowRate)} spans/s (ms) | ${fmt(thLow?.ackP50Ms ?? NaN, 1)} | ${fmt(peerLow?.ackP50Ms ?? NaN, 1)} | ${ratio(thLow?.ackP50Ms ?? NaN, peerLow?.ackP50Ms ?? NaN)} |`);
  const both = rates.filter((rate) => th.find((r) => r.rate === rate)?.sustained && peer.find((r) => r.rate === rate)?.sustained);
  const common = both.length ? Math.max(...both) : NaN;
  const thC = th.find((r) => r.rate === common);
  const peerC = peer.find((r) => r.rate === common);
  lines.push(
    `| CPU-s per 10k accepted spans at ${Number.isFinite(common) ? `${fmt(common)} spans/s (highest both sustain)` : '— (no step both sustain)'} | ${fmt(thC?.cpuSPer10kSpans ?? NaN, 2)} | ${fmt(peerC?.cpuSPer10kSpans ?? NaN, 2)} | ${ratio(thC?.cpuSPer10kSpans ?? NaN, peerC?.cpuSPer10kSpans ?? NaN)} |`,
  );
  lines.push(`| peak RSS over all steps (MiB) | ${fmt(peak(th))} | ${fmt(peak(peer))} | ${ratio(peak(th), peak(peer))} |`);
  const peakP = (rs: StepResult[]) => Math.max(...rs.map((r) => r.peakPssMiB));
  lines.push(`| peak PSS over all steps (MiB; shared pages counted once) | ${fmt(peakP(th))} | ${fmt(peakP(peer))} | ${ratio(peakP(th), peakP(peer))} |`);
  if (queue.length) {
    const bestQ = best(queue);
    lines.push('');
    lines.push(
      `Peer with its default sending queue (acks before Kafka, not comparable on ack latency): highest sustained step ${bestQ ? fmt(bestQ.rate) : 'none'} spans/s, ` +
        `ack p99 at ${fmt(lowRate)} spans/s ${fmt(queue.find((r) => r.rate === lowRate)?.ackP99Ms ?? NaN, 1)} ms, peak RSS ${fmt(peak(queue))} MiB.`,
    );
  }
  return lines;
}

/** The median of a list of numbers (NaN when empty). */
function median(xs: number[]): number {
  const s = xs.filter(Number.isFinite).sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/**
 * Per rate and round, Tracehold's ack p99 and CPU per span against the peer's in the same round, and the median
 * and range of those ratios over the rounds: the figure to quote when one step's tail moves run to run.
 */
function summarizeRounds(results: StepResult[], rates: number[], rounds: number): string[] {
  const lines = ['| offered spans/s | round | ack p99 ms, Tracehold / peer | ratio | ack p50 ratio | CPU-s / 10k, Tracehold / peer | ratio | steal %, Tracehold / peer step | both sustained |', '|---|---|---|---|---|---|---|---|---|'];
  for (const rate of rates) {
    const p99: number[] = [];
    const p50: number[] = [];
    const cpu: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const th = results.find((r) => r.system === 'tracehold' && r.rate === rate && r.round === round);
      const peer = results.find((r) => r.system === 'otelcol' && r.rate === rate && r.round === round);
      if (!th || !peer) continue;
      p99.push(th.ackP99Ms / peer.ackP99Ms);
      p50.push(th.ackP50Ms / peer.ackP50Ms);
      cpu.push(th.cpuSPer10kSpans / peer.cpuSPer10kSpans);
      lines.push(
        `| ${fmt(rate)} | ${round} | ${fmt(th.ackP99Ms, 1)} / ${fmt(peer.ackP99Ms, 1)} | ${ratio(th.ackP99Ms, peer.ackP99Ms)} | ${ratio(th.ackP50Ms, peer.ackP50Ms)} | ${fmt(th.cpuSPer10kSpans, 2)} / ${fmt(peer.cpuSPer10kSpans, 2)} | ${ratio(th.cpuSPer10kSpans, peer.cpuSPer10kSpans)} | ${fmt(th.stealPct, 1)} / ${fmt(peer.stealPct, 1)} | ${th.sustained && peer.sustained ? 'yes' : 'no'} |`,
      );
    }
    const range = (xs: number[]) => (xs.length ? `${Math.min(...xs).toFixed(2)}–${Math.max(...xs).toFixed(2)}×` : '—');
    lines.push(`| ${fmt(rate)} | **median of ${p99.length}** | | **${fmt(median(p99), 2)}×** (${range(p99)}) | ${fmt(median(p50), 2)}× (${range(p50)}) | | **${fmt(median(cpu), 2)}×** (${range(cpu)}) | | |`);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const o = parseArgs(process.argv.slice(2));
  const startedAt = new Date();
  const commandLine = `npm run bench:peer${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  console.log(`# bench:peer — Tracehold collector vs OpenTelemetry Collector`);
  console.log(`date (UTC): ${startedAt.toISOString()}`);
  console.log(`command: ${commandLine}  (process: ${process.argv.map((a) => path.relative(REPO_ROOT, a) || a).join(' ')})`);
  let gitHead = '';
  try {
    gitHead = execFileSync('git', ['-C', REPO_ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    // Porcelain lines are `XY path`: the leading status column may be a space, so no trim() before slicing.
    const files = execFileSync('git', ['-C', REPO_ROOT, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' })
      .split('\n')
      .filter((l) => l.length > 3)
      .map((l) => l.slice(3));
    if (files.length) {
      gitHead += ` + uncommitted changes to ${files.length} tracked file(s): ${files.slice(0, 12).join(', ')}${files.length > 12 ? ', …' : ''}`;
    }
  } catch {
    gitHead = 'unknown';
  }
  console.log(`tracehold commit: ${gitHead}; node ${process.version}`);
  console.log(`machine: nproc ${os.availableParallelism()}, memory ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB, load average at start ${os.loadavg().map((l) => l.toFixed(2)).join(' ')} (1/5/15 min)`);
  console.log(
    `steps: rates ${o.rates.join(', ')} spans/s × ${o.stepSeconds} s, interleaved (tracehold, otelcol${o.queueVariant ? ', otelcol+queue' : ''}); warm-up ${o.warmupSeconds} s each; settle ${o.settleSeconds} s; ${o.partitions} partitions; ${o.arrivals} arrivals; bodies ${o.compression === 'none' ? 'uncompressed' : `${o.compression}-compressed by the generator`}${o.brokerDelayMs > 0 ? `; broker behind a relay, +${o.brokerDelayMs} ms each way` : ''}${o.rounds > 1 ? `; ${o.rounds} rounds, the order reversed every other round` : ''}`,
  );

  console.error('bench:peer: building or finding the peer (scripts/peer/otelcol-build.sh)...');
  const peerBin = await buildPeer();
  const peerVersion = execFileSync(peerBin, ['components'], { encoding: 'utf8' });
  const modules = [...peerVersion.matchAll(/module: (\S+) (\S+)/g)].filter((m) => !m[1]!.includes('/confmap/')).map((m) => `${m[1]!.split('/').pop()} ${m[2]}`);
  console.log(`peer: ${peerBin} — ${modules.join(', ')}`);

  const { brokers } = o.brokerDelayMs > 0 ? await startDelayedBroker(o.brokerDelayMs) : await ensureKafka();
  const kafka = new kafkajs.Kafka({ clientId: 'tracehold-peer-bench', brokers, logLevel: kafkajs.logLevel.NOTHING, retry: { retries: 3 } });
  const admin = kafka.admin();
  await admin.connect();
  cleanups.push(() => admin.disconnect());
  const cluster = await admin.describeCluster();
  const replication = Math.min(3, cluster.brokers.length);
  const runId = `${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
  const topics = { tracehold: `th-peer-bench.${runId}.tracehold`, otelcol: `th-peer-bench.${runId}.otelcol`, queue: `th-peer-bench.${runId}.otelcol-queue` };
  const topicList = o.queueVariant ? Object.values(topics) : [topics.tracehold, topics.otelcol];
  await createTopics(admin, topicList, o.partitions, replication);
  cleanups.push(async () => {
    await admin.deleteTopics({ topics: topicList, timeout: 10_000 }).catch(() => undefined);
  });
  console.log(`kafka: ${brokers.join(',')} (${cluster.brokers.length} broker(s)); fresh topics ${topicList.join(', ')}: ${o.partitions} partitions, replication ${replication}`);

  const maxExports = Math.ceil((Math.max(...o.rates) * o.stepSeconds) / SPANS_PER_EXPORT);
  const nBodies = o.bodies ?? Math.min(8000, Math.max(2000, maxExports));
  process.stderr.write(`bench:peer: generating ${nBodies} export bodies (${TRACES_PER_EXPORT} traces × ${SPANS_PER_TRACE} spans each)...\n`);
  const bodies: Buffer[] = [];
  for (let i = 0; i < nBodies; i++) {
    const traces = Array.from({ length: TRACES_PER_EXPORT }, () => {
      const t = generateTrace({ spans: SPANS_PER_TRACE, contentBytes: CONTENT_BYTES }, NONCE_PLACEHOLDER);
      // The answer gets a nonce too (generateTrace puts its marker in the prompt only).
      const llm = t.spans.find((sp) => sp.spanId === t.llmSpanId)!;
      llm.attributes['gen_ai.output.messages'] = String(llm.attributes['gen_ai.output.messages']).replace('"}]', ` ${NONCE_PLACEHOLDER}"}]`);
      return t;
    });
    bodies.push(Buffer.from(encodeProtobufTraces(traces.flatMap((t) => t.spans))));
  }
  const nonceSlots = bodies.map(nonceOffsets);
  if (nonceSlots.some((slots) => slots.length !== 2 * TRACES_PER_EXPORT)) throw new Error('bench:peer: a generated body does not hold one nonce per message');
  const meanBody = bodies.reduce((n, b) => n + b.length, 0) / bodies.length;
  // Positive control of the record check below: the bodies sent do hold the literals it looks for.
  const sent = bodies.slice(0, 200);
  const sentSql = sent.filter((b) => b.includes("customer_id = 'customer-")).length;
  const sentEmail = sent.filter((b) => /customer-\d+(?:@|%40)mail\.example\.com/.test(b.toString('latin1'))).length;
  console.log(`traffic check: of the first ${sent.length} bodies sent, ${sentSql} hold a SQL literal (customer_id = '…') and ${sentEmail} an e-mail address (URL-encoded in url.full)`);
  console.log(`traffic: ${nBodies} distinct OTLP/HTTP protobuf bodies (prompts and answers made unique per export sent), ${fmt(meanBody / 1024, 1)} KiB mean (${TRACES_PER_EXPORT} traces × ${SPANS_PER_TRACE} spans, ${CONTENT_BYTES} B of GenAI messages per trace); open model, keep-alive agent of 256 sockets, ${CLIENT_TIMEOUT_MS / 1000} s client timeout`);

  const systems: System[] = [];
  systems.push(await startTracehold(brokers, topics.tracehold, o.partitions, o.executable));
  systems.push(await startPeer(peerBin, 'otelcol', brokers, topics.otelcol, false));
  if (o.queueVariant) systems.push(await startPeer(peerBin, 'otelcol+queue', brokers, topics.queue, true));
  for (const s of systems) console.log(`system ${s.name}: ${s.description}; topic ${s.topic}`);
  // Memory at rest, started and connected, before any traffic: what each system costs before its buffers grow.
  await new Promise((r) => setTimeout(r, 3000));
  for (const s of systems) {
    const m = treeMemoryMiB(s.pid()!);
    console.log(`idle memory ${s.name}: RSS ${fmt(m.rss)} MiB, PSS ${fmt(m.pss)} MiB (started, before any traffic)`);
  }

  const warmupOk = new Map<string, number>();
  if (o.warmupSeconds > 0) {
    for (const s of systems) {
      process.stderr.write(`bench:peer: warm-up ${s.name} (${o.warmupSeconds} s at ${o.rates[0]} spans/s, not measured)...\n`);
      const w = await runLoad(s, bodies, nonceSlots, o.rates[0]!, o.warmupSeconds, 0, o.arrivals, o.compression);
      warmupOk.set(s.name, w.ok);
      await new Promise((r) => setTimeout(r, o.settleSeconds * 1000));
    }
  }

  const results: StepResult[] = [];
  let offset = 0;
  for (let round = 1; round <= o.rounds; round++) {
    // Every other round the other order: whoever goes first at a rate may find the machine in another state.
    const order = round % 2 === 1 ? systems : [...systems].reverse();
    for (const rate of o.rates) {
      console.log(`step ${fmt(rate)} spans/s (${rate / SPANS_PER_EXPORT} exports/s × ${o.stepSeconds} s)${o.rounds > 1 ? `, round ${round} of ${o.rounds}` : ''}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}:`);
      const exportsInStep = Math.round((rate / SPANS_PER_EXPORT) * o.stepSeconds);
      for (const s of order) {
        if (s.pid() === undefined) throw new Error(`${s.name} is no longer running:\n${s.output().slice(-4000)}`);
        // Every system gets the same bodies in the same order at a given step.
        const before = await s.stepTimes?.();
        const r = { ...(await runLoad(s, bodies, nonceSlots, rate, o.stepSeconds, offset, o.arrivals, o.compression)), round };
        results.push(r);
        console.log(progressLine(r));
        // Where Tracehold's time went, from its own /metrics (histogram buckets: the bounds are coarse).
        if (before && s.stepTimes) console.log(`    ${s.name} steps per export (kafka_request: per produce request, as the client timed it): ${stepTimesLine(before, await s.stepTimes())}`);
        await new Promise((res) => setTimeout(res, o.settleSeconds * 1000));
      }
      offset += exportsInStep;
    }
  }

  // Kafka: what really arrived. The records per accepted export: Tracehold's records are its own format; the peer
  // writes one record per trace (partition_traces_by_id), so 5 per accepted export plus any retried duplicates.
  await new Promise((r) => setTimeout(r, 2000));
  console.log('');
  console.log('## Records in Kafka after the run (end offsets; a negative control that nothing was silently dropped)');
  console.log('');
  console.log('| system | topic | records | accepted exports (all steps + warm-up) | records per accepted export | sample read | sample with SQL literal | sample with e-mail |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const s of systems) {
    const count = await recordCount(admin, s.topic);
    const accepted = results.filter((r) => r.system === s.name).reduce((n, r) => n + r.ok, warmupOk.get(s.name) ?? 0);
    const sample = await sampleRecords(kafka, s.topic, 200);
    console.log(
      `| ${s.name} | ${s.topic} | ${fmt(count)} | ${fmt(accepted)} | ${accepted ? fmt(count / accepted, 2) : '—'} | ${sample.read} | ${sample.sqlLiteral} (of ${sample.sqlSeen} with the SQL text) | ${sample.email} |`,
    );
  }

  console.log('');
  console.log('## Per step');
  console.log('');
  console.log(`| offered spans/s | system${o.rounds > 1 ? ' (round)' : ''} | offered | accepted spans/s (share) | refused (429/503) | failed | ack p50 ms | ack p99 ms | CPU-s / 10k spans | peak RSS MiB | peak PSS MiB | processes | generator lag p99 ms | steal % | sustained |`);
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of results) console.log(tableRow(r, o.rounds));
  console.log('');
  if (o.rounds > 1) {
    console.log('## Rounds (Tracehold / peer, paired: the same rate in the same round)');
    console.log('');
    for (const l of summarizeRounds(results, o.rates, o.rounds)) console.log(l);
    console.log('');
  }
  console.log(`## Summary${o.rounds > 1 ? ' of round 1' : ''} (sustained: ≥ ${SUSTAINED_ACCEPTED_SHARE * 100} % of offered spans accepted and accepted-export ack p99 ≤ ${SUSTAINED_P99_MS} ms)`);
  console.log('');
  for (const l of summarize(results.filter((r) => r.round === 1), o.rates)) console.log(l);
  console.log('');
  // The servers' own warnings and errors (a restarted collector process, a refused connection…) explain
  // outliers in the table; their full output is kept for reading.
  for (const s of systems) {
    const lines = s.output().split('\n').filter((l) => l.trim() !== '');
    const notable = lines.filter((l) => /"level":(4|5|6)0\b|\b(warn|error|fatal|panic|exited|killed)\b/i.test(l));
    const file = path.join(os.tmpdir(), `peer-bench-${s.name}-${Date.now()}.log`);
    writeFileSync(file, lines.join('\n') + '\n');
    console.log(`${s.name} server output: ${lines.length} lines, ${notable.length} at warning level or above (${file})`);
    for (const l of notable.slice(-5)) console.log(`  ${l.slice(0, 300)}`);
  }
  console.log(`finished ${new Date().toISOString()}, load average at end ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; the load generator shares the machine (${os.availableParallelism()} cores) with the servers and Kafka.`);
}

try {
  await main();
  await cleanupAll();
  agent.destroy();
} catch (error) {
  console.error(`bench:peer: FAILED: ${(error as Error).stack ?? String(error)}`);
  await cleanupAll();
  agent.destroy();
  process.exit(1);
}
