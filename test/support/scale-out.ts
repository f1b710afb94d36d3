/**
 * Tracehold scale-out as real processes, for fault tests and the Kafka benchmark: `tracehold collector`,
 * N × `tracehold ingest` (one consumer group) and `tracehold query-api`, on a Kafka topic of their own, with
 * the ClickHouse HTTP shim (test/support/clickhouse-shim.ts) as the shared engine and one data directory
 * (content store, keys, API tokens) shared by all of them, as a shared volume would be.
 *
 * Every role can be killed with SIGKILL (no flush, no shutdown hook) and started again; a restart binds the
 * ports the first start got, so clients keep their endpoint. The banner lines ("Tracehold <role> is
 * running", "OTLP/HTTP   http://…/v1/traces", "query API   http://…") give the bound addresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import kafkajs from 'kafkajs';
import { ADMIN_TOKEN, REPO_ROOT, makeDataDir } from './all-in-one-process.ts';
import { startClickHouseShim, type ClickHouseShim } from './clickhouse-shim.ts';
import { alive as pidAlive, processTreeOf } from './processes.ts';

export type ScaleOutRole = 'collector' | 'ingest' | 'query-api';

/** One role process across its restarts. Methods may be called in any state. */
export interface RoleProcess {
  role: ScaleOutRole;
  /** e.g. `ingest-1`, for logs and reports. */
  name: string;
  /** Bound addresses of the current run (kept across restarts). */
  endpoints: { otlpHttp?: string; otlpGrpc?: string; api?: string; metrics?: string };
  /** Pid of the current run, undefined when not running. */
  pid(): number | undefined;
  alive(): boolean;
  /** Starts (or starts again) and waits for the banner. */
  start(): Promise<void>;
  /** SIGKILL, then waits for the exit. */
  kill9(): Promise<void>;
  /** SIGTERM (graceful: flushes), then waits for the exit (SIGKILL after `timeoutMs`, default 60 s); returns the exit code. */
  stop(timeoutMs?: number): Promise<number | null>;
  /** Everything written to stdout and stderr over all runs (bounded to the last 4 MiB). */
  output(): string;
  /** Output of the current run only. */
  runOutput(): string;
  /** Completed starts. */
  starts(): number;
}

export interface RoleProcessOptions {
  name: string;
  /** Shared data directory; also the working directory, so a tracehold.yaml there is the config file. */
  dataDir: string;
  env: Record<string, string>;
  startTimeoutMs?: number;
  /**
   * Start `bin/tracehold.js` itself as an executable (as `npx tracehold` and node_modules/.bin do: its shell part
   * picks node's flags) instead of `node bin/tracehold.js`; TRACEHOLD_TEST_NODE_ARGS does not apply then.
   */
  asExecutable?: boolean;
}

const MAX_OUTPUT_CHARS = 4 * 1024 * 1024;
const live = new Set<ChildProcess>();
// A failing test must not leave role processes behind holding ports and consumer-group memberships.
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

/** Alive and not a zombie. */
function isRunning(pid: number): boolean {
  if (!pidAlive(pid)) return false;
  try {
    return !readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.startsWith('Z');
  } catch {
    return false;
  }
}

export function createRoleProcess(role: ScaleOutRole, opts: RoleProcessOptions): RoleProcess {
  let child: ChildProcess | null = null;
  let exited: Promise<void> = Promise.resolve();
  let all = '';
  let run = '';
  let starts = 0;
  const ports: Record<string, string> = { TRACEHOLD_OTLP_HTTP_PORT: '0', TRACEHOLD_OTLP_GRPC_PORT: '0', TRACEHOLD_API_PORT: '0', TRACEHOLD_COLLECTOR_METRICS_PORT: '0', TRACEHOLD_INGEST_METRICS_PORT: '0' };
  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;

  const proc: RoleProcess = {
    role,
    name: opts.name,
    endpoints: {},
    pid: () => (alive() ? child!.pid : undefined),
    alive,
    output: () => all,
    runOutput: () => run,
    starts: () => starts,
    async start() {
      if (alive()) throw new Error(`${opts.name} is already running`);
      run = '';
      // TRACEHOLD_TEST_NODE_ARGS: extra node flags (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`), as for the all-in-one.
      const nodeArgs = (process.env.TRACEHOLD_TEST_NODE_ARGS ?? '').split(' ').filter(Boolean);
      const entry = path.join(REPO_ROOT, 'bin/tracehold.js');
      const [command, args] = opts.asExecutable ? [entry, [role]] : [process.execPath, [...nodeArgs, entry, role]];
      const c = spawn(command, args, {
        cwd: opts.dataDir,
        env: {
          // The executable finds node on PATH: this one first.
          PATH: opts.asExecutable ? `${path.dirname(process.execPath)}:${process.env.PATH ?? ''}` : (process.env.PATH ?? ''),
          HOME: process.env.HOME ?? '',
          TRACEHOLD_DATA_DIR: opts.dataDir,
          TRACEHOLD_ADMIN_TOKEN: ADMIN_TOKEN,
          TRACEHOLD_LOG_LEVEL: 'info',
          ...ports,
          ...opts.env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      live.add(c);
      exited = new Promise((resolve) =>
        c.once('exit', () => {
          live.delete(c);
          resolve();
        }),
      );
      const onData = (d: Buffer) => {
        const s = d.toString('utf8');
        run += s;
        all += s;
        if (all.length > MAX_OUTPUT_CHARS) all = all.slice(-MAX_OUTPUT_CHARS / 2);
      };
      c.stdout!.on('data', onData);
      c.stderr!.on('data', onData);

      const deadline = Date.now() + (opts.startTimeoutMs ?? 90_000);
      for (;;) {
        if (c.exitCode !== null || c.signalCode !== null) throw new Error(`${opts.name} exited (${c.exitCode ?? c.signalCode}) before starting:\n${run.slice(-4000)}`);
        if (Date.now() > deadline) {
          c.kill('SIGKILL');
          throw new Error(`${opts.name} did not start within ${opts.startTimeoutMs ?? 90_000} ms:\n${run.slice(-4000)}`);
        }
        if (run.includes(`Tracehold ${role} is running`) && /\n {2}data /.test(run)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
      const http = /OTLP\/HTTP\s+(http:\/\/\S+):(\d+)\/v1\/traces/.exec(run);
      const grpc = /OTLP\/gRPC\s+(\S+):(\d+)/.exec(run);
      const api = /query API\s+(http:\/\/\S+):(\d+)/.exec(run);
      const metrics = /\n {2}metrics\s+(https?:\/\/\S+):(\d+)\/metrics/.exec(run);
      if (http) {
        proc.endpoints.otlpHttp = `${http[1]}:${http[2]}`;
        ports.TRACEHOLD_OTLP_HTTP_PORT = http[2]!;
      }
      if (grpc) {
        proc.endpoints.otlpGrpc = `${grpc[1]}:${grpc[2]}`;
        ports.TRACEHOLD_OTLP_GRPC_PORT = grpc[2]!;
      }
      if (api) {
        proc.endpoints.api = `${api[1]}:${api[2]}`;
        ports.TRACEHOLD_API_PORT = api[2]!;
      }
      if (metrics) {
        proc.endpoints.metrics = `${metrics[1]}:${metrics[2]}/metrics`;
        ports[role === 'ingest' ? 'TRACEHOLD_INGEST_METRICS_PORT' : 'TRACEHOLD_COLLECTOR_METRICS_PORT'] = metrics[2]!;
      }
      starts += 1;
    },
    async kill9() {
      // The whole tree at once, as a crash of the machine or `docker kill` does: a collector's launcher or primary
      // and the processes below it (which would otherwise see their parent go and stop by themselves).
      const tree = alive() ? processTreeOf(child!.pid!) : [];
      for (const pid of [...tree].reverse()) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      await exited;
      // The ones below it are reaped by whoever adopts them: wait until each is gone or a zombie (its ports closed).
      for (const pid of tree.slice(1)) {
        for (let i = 0; i < 200 && isRunning(pid); i++) await new Promise((r) => setTimeout(r, 25));
      }
    },
    async stop(timeoutMs = 60_000) {
      if (alive()) child!.kill('SIGTERM');
      const timer = setTimeout(() => {
        if (alive()) child!.kill('SIGKILL');
      }, timeoutMs);
      await exited;
      clearTimeout(timer);
      return child?.exitCode ?? null;
    },
  };
  return proc;
}

export interface ScaleOutOptions {
  brokers: string[];
  /** Unique per run; default `th-fault.<random>`. */
  topic?: string;
  partitions?: number;
  /** Ingest consumers in the group (default 2). */
  ingests?: number;
  /** tracehold.yaml written into the shared data directory (the processes' working directory). */
  yaml?: string;
  /** Extra environment for every role. */
  env?: Record<string, string>;
}

/** A running scale-out deployment; see the file header. */
export interface ScaleOutCluster {
  dataDir: string;
  topic: string;
  partitions: number;
  brokers: string[];
  shim: ClickHouseShim;
  collector: RoleProcess;
  ingests: RoleProcess[];
  queryApi: RoleProcess;
  /** OTLP/HTTP base URL of the collector (stable across its restarts). */
  otlpHttp: string;
  /** Query API base URL (stable across its restarts). */
  api: string;
  /** A test-side client of the shim, for oracles (not used by the product). */
  clickhouse: ClickHouseClient;
  /** Kafka consumer-group lag of the ingest group per partition: high watermark − committed offset. */
  lag(): Promise<{ total: number; byPartition: Record<number, number> }>;
  /** Every role and the shim, SIGTERM (graceful); then deletes the topic and the data directories. For the end of a test. */
  stop(): Promise<void>;
}

export const INGEST_GROUP = 'ingest';

export async function startScaleOut(opts: ScaleOutOptions): Promise<ScaleOutCluster> {
  const dataDir = makeDataDir('tracehold-scaleout-');
  const topic = opts.topic ?? `th-fault.${Date.now().toString(36)}.${randomBytes(3).toString('hex')}`;
  const partitions = opts.partitions ?? 6;
  if (opts.yaml !== undefined) writeFileSync(path.join(dataDir, 'tracehold.yaml'), opts.yaml);
  const shim = await startClickHouseShim();
  const env: Record<string, string> = {
    TRACEHOLD_BUS: 'kafka',
    TRACEHOLD_KAFKA_BROKERS: opts.brokers.join(','),
    TRACEHOLD_KAFKA_TOPIC: topic,
    TRACEHOLD_KAFKA_PARTITIONS: String(partitions),
    TRACEHOLD_CLICKHOUSE_URL: shim.url,
    ...opts.env,
  };
  const queryApi = createRoleProcess('query-api', { name: 'query-api', dataDir, env });
  const collector = createRoleProcess('collector', { name: 'collector', dataDir, env });
  const ingests = Array.from({ length: opts.ingests ?? 2 }, (_, i) => createRoleProcess('ingest', { name: `ingest-${i + 1}`, dataDir, env }));
  // query-api first: it applies the ClickHouse migrations once, before the ingests look at them.
  await queryApi.start();
  await Promise.all(ingests.map((p) => p.start()));
  await collector.start();

  const clickhouse = createClient({ url: shim.url, request_timeout: 60_000, log: { level: ClickHouseLogLevel.OFF } });
  const kafka = new kafkajs.Kafka({ clientId: 'tracehold-fault-test', brokers: opts.brokers, logLevel: kafkajs.logLevel.NOTHING, retry: { retries: 2 } });

  return {
    dataDir,
    topic,
    partitions,
    brokers: opts.brokers,
    shim,
    collector,
    ingests,
    queryApi,
    otlpHttp: collector.endpoints.otlpHttp!,
    api: queryApi.endpoints.api!,
    clickhouse,
    async lag() {
      const admin = kafka.admin();
      await admin.connect();
      try {
        const ends = await admin.fetchTopicOffsets(topic);
        const [committed] = await admin.fetchOffsets({ groupId: INGEST_GROUP, topics: [topic] });
        const byPartition: Record<number, number> = {};
        let total = 0;
        for (const e of ends) {
          const c = committed?.partitions.find((p) => p.partition === e.partition);
          const committedOffset = c && Number(c.offset) >= 0 ? Number(c.offset) : Number(e.low);
          const lag = Math.max(0, Number(e.high) - committedOffset);
          byPartition[e.partition] = lag;
          total += lag;
        }
        return { total, byPartition };
      } finally {
        await admin.disconnect();
      }
    },
    async stop() {
      await collector.stop();
      await Promise.all(ingests.map((p) => p.stop()));
      await queryApi.stop();
      await clickhouse.close();
      await shim.stop();
      const admin = kafka.admin();
      try {
        await admin.connect();
        await admin.deleteTopics({ topics: [topic], timeout: 10_000 });
      } catch {
        /* the broker is down: the topic stays, harmless (its name is unique) */
      } finally {
        await admin.disconnect().catch(() => undefined);
      }
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(shim.dataDir, { recursive: true, force: true });
    },
  };
}

/** Log lines (pino JSON) of a process' output with this message. */
export function logLines(output: string, msg: string): Array<Record<string, any>> {
  const out: Array<Record<string, any>> = [];
  for (const line of output.split('\n')) {
    if (!line.startsWith('{') || !line.includes(msg)) continue;
    try {
      const parsed = JSON.parse(line) as Record<string, any>;
      if (parsed.msg === msg) out.push(parsed);
    } catch {
      /* a partial line */
    }
  }
  return out;
}
