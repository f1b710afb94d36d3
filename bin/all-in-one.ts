import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TraceholdConfig } from '../schemas/config.ts';
import { createLogger } from '../platform/logger.ts';
import { createMetrics } from '../platform/metrics/create-metrics.ts';
import { startAllocatorTrim } from '../platform/memory/allocator-trim.ts';
import { startHeapBudget } from '../platform/memory/heap-budget.ts';
import { ensureDataDir, startBus, startClickHouse, startCollector, startCollectorMetrics, startIngest, startRoleMetrics, startQueryApi, startRetention, UI_DIST_DIR, type ProcessContext, type RetentionServices } from './components.ts';
import { createReadiness } from './readiness.ts';
import { checkPortsFree, plannedListeners } from './check-ports-free.ts';
import cluster from 'node:cluster';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { COLLECTOR_V8_FLAGS, createCollectorFleet, reportStarted } from './collector-cluster.ts';
import { LAUNCHED_ENV } from './collector-launch.js';
import { errorIdentity, TraceholdError } from '../platform/errors/tracehold-error.ts';
import type { Bus } from '../platform/bus/bus.ts';
import type { LocalLog } from '../platform/bus/local-log.ts';
import { serveIpcAppend, type IpcChannel } from '../platform/bus/ipc-bus.ts';

export type Role = 'all' | 'collector' | 'ingest' | 'query-api' | 'retention';

export interface RunningProcess {
  endpoints: { otlpGrpc?: string; otlpHttp?: string; api?: string; metrics?: string };
  /** One full retention pass now, in a process that runs the retention worker (`tracehold retention --once`). */
  runRetentionPass?(): Promise<unknown>;
  shutdown(): Promise<void>;
}

/**
 * The scheduling priority (nice) of the all-in-one's collector processes: ingest first. On a machine the load
 * fills, the collector processes would otherwise take the CPU that ingest and the embedded ClickHouse need, and
 * acknowledged traces became queryable ever later (`npm run bench -- --rate 4000 --collector-processes 2`:
 * ingest→queryable p95 29 s at the same priority, 1.1 s at nice 10). Yielding to ingest, they accept what the
 * machine can also ingest, and admission answers the rest 429 (retryable).
 */
export const ALL_IN_ONE_COLLECTOR_NICE = 10;

export interface StartOptions {
  /**
   * The all-in-one forks this many collector processes (≥ 2) that share the OTLP ports instead of running the
   * collector itself (`collector.allInOneProcesses`, bin/collector-cluster.ts). Only from the command line: the
   * processes run `tracehold start` again, which the CLI turns into `collector` with `bus` below.
   */
  collectorProcesses?: number;
  /** The bus to use instead of starting one: a collector process of the all-in-one appends through its parent (ipc-bus.ts). */
  bus?: Bus;
  /** `tracehold retention --once`: one pass and exit, so no metrics endpoint. */
  once?: boolean;
  /**
   * A collector process of `tracehold collector` with `collector.balance: request`: it takes the exports its
   * primary receives (bin/export-dispatch.ts) and listens on no OTLP port.
   */
  exportsFromPrimary?: boolean;
  /**
   * `tracehold collector` with `collector.balance: thread`: this many collector pipelines in this process, this
   * thread's and `collectorThreads - 1` worker threads' (bin/collector-threads.ts).
   */
  collectorThreads?: number;
}

/**
 * Starts one role (or all of them: the all-in-one) in this process. Start order lets each part depend
 * on the previous; the receivers start last so nothing is acknowledged before the whole path is up.
 * A port that cannot be bound fails the start at once (TH_ERR_PORT_UNAVAILABLE), before ClickHouse starts.
 * /readyz (all-in-one, query-api) answers 503 with "otlp" until the receivers listen, and with "stopping"
 * from the moment shutdown begins.
 */
export async function startProcess(configIn: TraceholdConfig, role: Role = 'all', opts: StartOptions = {}): Promise<RunningProcess> {
  // In scale-out, the query API and the retention worker both append to a tenant's audit chain: their writers
  // take the per-tenant lock (audit.sharedWriters). The all-in-one is one writer and keeps the fast path.
  const config: TraceholdConfig = role === 'all' ? configIn : { ...configIn, audit: { ...configIn.audit, sharedWriters: true } };
  // A collector process of a cluster shares ports its primary checked (collector-cluster.ts).
  if (!cluster.isWorker) await checkPortsFree(plannedListeners(config, role, { once: opts.once }));
  const logger = createLogger(config.logLevel);
  const ctx: ProcessContext = { config, logger, metrics: createMetrics(), stoppers: [], readiness: createReadiness() };
  // Memory the process frees goes back to the system, and garbage in the JavaScript heap stays near a budget.
  const { memory } = config.limits;
  const allocatorTrim = await startAllocatorTrim({
    intervalMs: memory.allocatorTrimIntervalMs,
    minGrowthBytes: memory.allocatorTrimMinGrowthBytes,
    logger,
    registry: ctx.metrics.registry,
  });
  const heapBudget = startHeapBudget({ budgetBytes: memory.heapBudgetBytes, registry: ctx.metrics.registry });
  ctx.stoppers.push(async () => {
    allocatorTrim.stop();
    heapBudget.stop();
  });
  const hasReceivers = role === 'all' || role === 'collector';
  if (hasReceivers) ctx.readiness.notReady('otlp');
  ensureDataDir(config, logger);
  const stopAll = async () => {
    for (const stop of ctx.stoppers.reverse()) {
      try {
        await stop();
      } catch (err) {
        logger.error(errorIdentity(err), 'error during shutdown');
      }
    }
    ctx.stoppers.length = 0;
  };

  try {
    const endpoints: RunningProcess['endpoints'] = {};
    const lines: string[] = [];
    let adminToken: { token: string; tokenFile: string } | undefined;

    // The retention role (`tracehold retention`): ClickHouse, the content store, the audit log and the
    // retention worker; no bus, one listener (its metrics port, not with --once). Exactly one process of a deployment runs the worker.
    const needsBus = role !== 'query-api' && role !== 'retention';
    const needsClickHouse = role !== 'collector';
    let bus: Bus | null = null;
    if (opts.bus) {
      bus = opts.bus;
      ctx.stoppers.push(() => opts.bus!.shutdown());
    } else if (needsBus) bus = await startBus(ctx);
    const clickhouse = needsClickHouse ? await startClickHouse(ctx) : null;
    // One store per process: the only writer of the tables and the tenant-scoped readers, shared by ingest and the API.
    // Loaded by the roles that use it: a collector process does not carry the store's modules.
    const store = clickhouse ? (await import('../platform/store/create-store.ts')).createStore({ clickhouse }) : null;

    // Ingest registers its drain before the collector registers its receivers' shutdown, so on stop the
    // receivers close first, then ingest drains what they acknowledged.
    let busEndOffset: (() => number) | undefined;
    // One retention context per process with the API or the worker; the worker runs in the all-in-one and
    // in the retention role only (scale-out query-api and ingest processes never run it).
    let retention: RetentionServices | undefined;
    if (role === 'all' || role === 'query-api' || role === 'retention') {
      retention = await startRetention(ctx, clickhouse!, store!, { runWorker: role === 'all' || role === 'retention' });
      // `tracehold retention` has no query API: its pass failures and last successful pass are served on their own port.
      if (role === 'retention' && !opts.once) endpoints.metrics = await startRoleMetrics(ctx, 'retention');
    }
    if (role === 'all' || role === 'ingest') {
      // What a drain on stop waits for: every record the log acknowledged (whichever process appended it).
      if (config.bus.kind === 'local') busEndOffset = () => (bus as LocalLog).stats().logEndOffset;
      await startIngest(ctx, bus!, store!, role === 'all' ? busEndOffset : undefined, retention?.context.state ?? (await import('../retention/state/retention-state.ts')).createRetentionState(clickhouse!));
      // `tracehold ingest` has no query API: its metrics are served on their own port.
      if (role === 'ingest') endpoints.metrics = await startRoleMetrics(ctx, 'ingest');
    }
    if (role === 'all' || role === 'query-api') {
      const api = await startQueryApi(ctx, clickhouse!, store!, retention);
      endpoints.api = api.url;
      adminToken = api.adminToken;
      // Lets `tracehold tokens|tenants` find the running API (and so audit its changes).
      const runDir = path.join(config.dataDir, 'run');
      mkdirSync(runDir, { recursive: true, mode: 0o700 });
      const runFile = path.join(runDir, 'query-api.json');
      writeFileSync(runFile, JSON.stringify({ pid: process.pid, url: api.url }), { mode: 0o600 });
      ctx.stoppers.push(async () => rmSync(runFile, { force: true }));
    }
    // Counted before the receivers start: the banner follows their start without a pause (tests and
    // scripts read it as soon as it appears). Tokens created with `tracehold tokens create --kind ingest`
    // require credentials as much as configured ones.
    const createdIngestTokens = hasReceivers ? (await createTokenStore({ dataDir: config.dataDir }).list()).filter((t) => t.kind === 'ingest').length : 0;
    const collectorProcesses = role === 'all' ? (opts.collectorProcesses ?? 1) : 1;
    if (collectorProcesses > 1) {
      // The collector on every core: forked processes share the OTLP ports; on the local bus they append
      // through this process, which owns the log (platform/bus/ipc-bus.ts). Their stop is registered after
      // ingest's, so on stop they drain their exports first, then ingest drains what they acknowledged.
      const producer = bus!.producer();
      const fleet = createCollectorFleet({
        count: collectorProcesses,
        err: (line) => process.stderr.write(line + '\n'),
        nice: ALL_IN_ONE_COLLECTOR_NICE,
        onMessage: config.bus.kind === 'local' ? (worker, message) => void serveIpcAppend(worker, message, producer) : undefined,
      });
      ctx.stoppers.push(async () => {
        if (!(await fleet.stop(30_000))) logger.warn({}, 'a collector process did not stop cleanly');
      });
      const started = await fleet.start();
      if (!started) throw new TraceholdError('TH_ERR_COLLECTOR_START_FAILED', 'TH_ERR_COLLECTOR_START_FAILED: a collector process failed to start (its error is above)');
      ctx.collectorFleet = fleet;
      endpoints.otlpGrpc = started.endpoints.otlpGrpc;
      endpoints.otlpHttp = started.endpoints.otlpHttp;
      ctx.readiness.ready('otlp');
    } else if (role === 'all' || role === 'collector') {
      const collector = await startCollector(ctx, bus!, {
        exportsFrom: opts.exportsFromPrimary ? (process as IpcChannel & { connected?: boolean }) : undefined,
        threads: role === 'collector' && opts.collectorThreads !== undefined ? opts.collectorThreads - 1 : undefined,
      });
      endpoints.otlpGrpc = collector.otlpGrpc;
      endpoints.otlpHttp = collector.otlpHttp;
      ctx.readiness.ready('otlp');
      if (role === 'collector') endpoints.metrics = (await startCollectorMetrics(ctx, collector.threadMetrics)) ?? undefined;
    }
    // Registered last, so it runs first on shutdown: not ready before any listener closes.
    ctx.stoppers.push(async () => ctx.readiness.notReady('stopping'));

    lines.push(role === 'all' ? 'Tracehold all-in-one is running' : `Tracehold ${role} is running`);
    if (endpoints.otlpGrpc) lines.push(`  OTLP/gRPC   ${endpoints.otlpGrpc}`);
    if (endpoints.otlpHttp) lines.push(`  OTLP/HTTP   ${endpoints.otlpHttp}/v1/traces (also /v1/logs, /v1/metrics)`);
    if (endpoints.metrics) lines.push(`  metrics     ${endpoints.metrics} (Prometheus; any API token)`);
    if (endpoints.api) {
      lines.push(`  query API   ${endpoints.api}`);
      lines.push(
        existsSync(path.join(UI_DIST_DIR, 'index.html'))
          ? `  UI          ${endpoints.api}/  (sign in with a query token)`
          : '  UI          not built: run `npm run build:ui` (npm start builds it), then restart',
      );
    }
    if (retention?.worker) {
      const r = config.retention;
      lines.push(`  retention   worker every ${r.intervalMs / 1000} s (expiry and quotas every ${r.expiryIntervalMs / 1000} s); erasures, holds, retention`);
    }
    lines.push(`  data        ${config.dataDir}`);
    if (collectorProcesses > 1) lines.push(`  processes   ${collectorProcesses} collector processes sharing the OTLP ports (collector.allInOneProcesses)`);
    if (role === 'collector' && (opts.collectorThreads ?? 1) > 1) {
      const idle = config.collector.threadIdleSeconds;
      lines.push(`  threads     ${opts.collectorThreads} collector pipelines in this process, each export handed to the least busy (collector.balance: thread); collector.processes, 0 = one per core`);
      if (idle > 0) lines.push(`              worker threads on demand: started while every pipeline is busy, stopped after ${idle} s of less load (collector.threadIdleSeconds; 0 = always run)`);
    }
    // bin/collector-launch.js: node was started without the collector's V8 flags, so a launcher started this process with them.
    if (role === 'collector' && process.env[LAUNCHED_ENV] === '1') {
      lines.push(`  launcher    started with ${COLLECTOR_V8_FLAGS.join(' ')} by a launcher process (run bin/tracehold.js as an executable, or node with them, to save it)`);
    }
    if (needsBus) lines.push(`  bus         ${config.bus.kind === 'kafka' ? `kafka ${config.bus.kafka.brokers.join(',')} topic ${config.bus.kafka.topic}` : 'local durable log'}`);
    if (clickhouse) lines.push(`  ClickHouse  ${clickhouse.mode === 'embedded' ? 'embedded (chDB)' : 'server'}`);
    if (hasReceivers) {
      lines.push(
        config.ingestTokens.length + createdIngestTokens
          ? `  ingest      bearer ingest token required (${config.ingestTokens.length} configured, ${createdIngestTokens} created): exporters without one get 401`
          : `  ingest      NO ingest token configured: unauthenticated OTLP on loopback is accepted into tenant "${config.defaultTenant}"`,
      );
      if (!config.redaction.enabled) lines.push('  WARNING     redaction is OFF: personal data and SQL literals are stored as sent (test mode)');
      if (!config.content.extract) lines.push('  WARNING     content extraction is OFF: prompts and responses are stored in spans in plaintext (test mode)');
    }
    if (adminToken) {
      lines.push(`  admin token ${adminToken.token}`, `              shown once; stored hashed; a copy for local use is in ${adminToken.tokenFile} (mode 0600)`);
    }
    // A collector process of a cluster hands its banner to the primary, which prints one for all (collector-cluster.ts).
    const banner = lines.join('\n') + '\n';
    if (!reportStarted(banner, { otlpGrpc: endpoints.otlpGrpc, otlpHttp: endpoints.otlpHttp })) process.stderr.write(banner);
    logger.info({ role, endpoints, tenant: config.defaultTenant, bus: config.bus.kind, clickhouse: clickhouse?.mode }, 'tracehold started');

    let stopped = false;
    const worker = retention?.worker ?? null;
    return {
      endpoints,
      runRetentionPass: worker ? () => worker.runOnce() : undefined,
      async shutdown() {
        if (stopped) return;
        stopped = true;
        logger.info({ role }, 'shutting down');
        await stopAll();
        logger.info({ role }, 'stopped');
      },
    };
  } catch (err) {
    await stopAll();
    throw err;
  }
}
