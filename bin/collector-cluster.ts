/**
 * `tracehold collector` on every core: a small primary process forks N collector processes (node:cluster)
 * that share the OTLP ports. The primary owns the listening sockets and hands each connection to one of
 * them in turn; each process decodes, extracts, redacts and appends to Kafka on its own thread, so the
 * collector tier is limited by the machine and not by one JavaScript thread. With `collector.balance: request`
 * the primary runs the receivers itself and hands each export to the least busy process (export-dispatch.ts).
 *
 * Why processes and not worker threads: a collector process already holds nothing another one needs —
 * content objects are content-addressed and written no-clobber, key files are created no-clobber, each
 * process has its own idempotent Kafka producer — because scale-out runs several collectors on one shared
 * volume anyway. Forking N of them reuses that proven path instead of moving spans between threads.
 *
 * The primary:
 * - starts the first process alone (it creates the master and tenant keys on a new data directory, and the
 *   listening sockets, so port 0 gives every process the same port), then the others;
 * - prints one banner (the first process's, with a `processes` line) once all of them listen;
 * - restarts a process that dies unexpectedly (after 1 s, doubling to 30 s while they keep dying); a
 *   process that fails during the first start fails the whole start (exit 1, its error is on stderr);
 * - on SIGTERM/SIGINT asks every process to stop gracefully (each drains its exports in flight) and exits
 *   when all have; after `deadlineMs` it kills the rest.
 * A collector process whose primary dies (SIGKILL) exits at once (node:cluster closes its IPC channel):
 * nothing is lost, since nothing unacknowledged was durable yet and the client retries.
 *
 * - serves GET /metrics (collector.metricsPort), the sum of the processes' metrics, which it asks them for over
 *   the cluster's IPC channel on each scrape (prom-client's AggregatorRegistry; `metrics` below);
 * Configured by `collector.processes` (TRACEHOLD_COLLECTOR_PROCESSES; 0 = one per core; Kafka bus only).
 *
 * The all-in-one forks the same processes (`createCollectorFleet`) when `collector.allInOneProcesses` ≥ 2: it
 * stays the primary, because chDB and the local log bind to one process, and its collector processes append to
 * its local log over the IPC channel (platform/bus/ipc-bus.ts), at a lower priority (bin/all-in-one.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { Logger } from 'pino';
import type { MetricObjectWithValues, MetricValue, Registry } from 'prom-client';
import type { TraceholdConfig } from '../schemas/config.ts';
import { collectorExecArgv, createRestartBackoff } from './collector-launch.js';

// The V8 flags and the restart backoff live with the launcher (plain JavaScript: bin/tracehold.js runs it before the build).
export { COLLECTOR_V8_FLAGS, collectorExecArgv, createRestartBackoff } from './collector-launch.js';

/** What a collector process sends its primary once it listens. */
export interface CollectorStartedMessage {
  kind: 'tracehold-collector-started';
  banner: string;
  endpoints: { otlpGrpc?: string; otlpHttp?: string };
}

/** The primary asks a process for its metrics (`collectMetrics`); the process answers with its registry as JSON. */
export interface MetricsRequest {
  kind: 'tracehold-metrics-request';
  id: number;
}
interface MetricsReply {
  kind: 'tracehold-metrics';
  id: number;
  metrics: MetricObjectWithValues<MetricValue<string>>[];
}

/** How many collector processes `config` asks for on this machine (1 = no primary, the process itself). */
export function collectorProcessCount(config: TraceholdConfig): number {
  if (config.bus.kind !== 'kafka') return 1;
  return processesFor(config.collector.processes);
}

/**
 * How many collector processes the all-in-one forks (`collector.allInOneProcesses`): 1 = the collector runs in the
 * all-in-one's own process (the default), N ≥ 2 = N processes sharing the OTLP ports, 0 = one per core.
 */
export function allInOneCollectorProcessCount(config: TraceholdConfig): number {
  return processesFor(config.collector.allInOneProcesses);
}

/**
 * How many pipelines `tracehold collector` runs as threads of one process (`collector.balance: thread`, Kafka bus, more
 * than one pipeline), or undefined when it does not (bin/collector-launch.js decides the same from the environment).
 */
export function collectorThreadCount(config: TraceholdConfig): number | undefined {
  const pipelines = collectorProcessCount(config);
  return config.collector.balance === 'thread' && pipelines > 1 ? pipelines : undefined;
}

/**
 * Whether the process `tracehold collector` starts runs a pipeline itself — as threads (`balance: thread`) or as its
 * one process (one pipeline: one core, `collector.processes: 1`, a local bus) — rather than forking processes that
 * do. Such a process wants the collector's V8 flags (bin/collector-launch.js decides the same from the environment).
 */
export function collectorRunsPipelinesHere(config: TraceholdConfig): boolean {
  return config.collector.balance === 'thread' || collectorProcessCount(config) === 1;
}

function processesFor(configured: number): number {
  return configured > 0 ? configured : Math.max(1, os.availableParallelism());
}

/** In a collector process of a cluster: hands the banner and the addresses to the primary instead of printing it. */
export function reportStarted(banner: string, endpoints: CollectorStartedMessage['endpoints']): boolean {
  if (!cluster.isWorker || typeof process.send !== 'function') return false;
  const message: CollectorStartedMessage = { kind: 'tracehold-collector-started', banner, endpoints };
  process.send(message);
  return true;
}

/** In a collector process of a cluster: answers the primary's metrics requests with `registry`. */
export function serveMetricsToPrimary(registry: Registry): void {
  if (!cluster.isWorker) return;
  process.on('message', (message: MetricsRequest) => {
    if (message?.kind !== 'tracehold-metrics-request') return;
    void registry.getMetricsAsJSON().then((metrics) => {
      const reply: MetricsReply = { kind: 'tracehold-metrics', id: message.id, metrics };
      if (process.connected) process.send!(reply);
    });
  });
}

/** A process that does not answer a metrics request within this is left out of that scrape. */
const METRICS_REPLY_MS = 5000;

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

/**
 * Asks collector processes or threads for their registries: `ask` sends a request (by `send`) and resolves with the
 * answer, or null when none came within 5 s; `answer` takes the reply of request `id` when it arrives.
 */
export function createMetricsAsker(): { ask(send: (request: MetricsRequest) => void): Promise<MetricsJson | null>; answer(id: number, metrics: MetricsJson): void } {
  let nextRequestId = 1;
  const waiters = new Map<number, (metrics: MetricsJson) => void>();
  return {
    ask: (send) =>
      new Promise<MetricsJson | null>((resolve) => {
        const id = nextRequestId++;
        const timer = setTimeout(() => {
          waiters.delete(id);
          resolve(null);
        }, METRICS_REPLY_MS);
        waiters.set(id, (metrics) => {
          clearTimeout(timer);
          waiters.delete(id);
          resolve(metrics);
        });
        send({ kind: 'tracehold-metrics-request', id });
      }),
    answer: (id, metrics) => waiters.get(id)?.(metrics),
  };
}

/** The collector processes of a primary (`tracehold collector`'s, or the all-in-one's with `collector.allInOneProcesses`). */
export interface CollectorFleet {
  /**
   * Forks the first process alone (it creates what a new data directory lacks and binds the ports, so port 0
   * gives every process the same port), then the others. Resolves with the first one's start report, or null
   * when a process failed to start or `stop` was called meanwhile (the caller stops the rest).
   */
  start(): Promise<CollectorStartedMessage | null>;
  /**
   * Asks every process to stop gracefully (SIGTERM: each drains its exports in flight); resolves true when all
   * exited with code 0, false when one did not or when `deadlineMs` passed (the rest are then killed).
   */
  stop(deadlineMs: number): Promise<boolean>;
  /** Each live process's registry (as JSON), asked over the IPC channel; a process that does not answer in 5 s is left out. */
  collectMetrics(): Promise<MetricObjectWithValues<MetricValue<string>>[][]>;
  /** Live processes. */
  size(): number;
  /** The processes that have started and whose IPC channel is open (those that may take work now). */
  workers(): Worker[];
}

export interface FleetOptions {
  count: number;
  /** Writes one line to stderr. */
  err: (line: string) => void;
  /** Every other message a process sends (e.g. the all-in-one's bus appends, platform/bus/ipc-bus.ts). */
  onMessage?: (worker: Worker, message: unknown) => void;
  /** Scheduling priority of the processes (nice, -20..19), set right after each fork; default unchanged. */
  nice?: number;
  /** A process exited (whatever the reason; a restart, if any, is a new process). */
  onExit?: (worker: Worker) => void;
}

/**
 * Restarts a process that dies unexpectedly while running (after 1 s, doubling to 30 s while they keep dying).
 * Messages are sent with the 'advanced' serialization, so Buffers cross the channel as bytes, not JSON arrays.
 */
export function createCollectorFleet(opts: FleetOptions): CollectorFleet {
  const live = new Map<number, { worker: Worker; startedAtMs: number; started: boolean }>();
  let phase: 'idle' | 'starting' | 'running' | 'stopping' = 'idle';
  const backoff = createRestartBackoff();
  let allExitedCleanly = true;
  let onEmpty: (() => void) | null = null;
  const metrics = createMetricsAsker();
  cluster.setupPrimary({ execArgv: collectorExecArgv(process.execArgv), serialization: 'advanced' });

  const fork = (): Promise<CollectorStartedMessage | null> =>
    new Promise((resolveStarted) => {
      const worker = cluster.fork();
      if (opts.nice !== undefined && worker.process.pid !== undefined) {
        try {
          os.setPriority(worker.process.pid, opts.nice);
        } catch {
          // not permitted here: the process runs at the primary's priority
        }
      }
      const entry = { worker, startedAtMs: Date.now(), started: false };
      live.set(worker.id, entry);
      worker.on('message', (message: CollectorStartedMessage | MetricsReply | undefined) => {
        if (message?.kind === 'tracehold-collector-started') {
          if (entry.started) return;
          entry.started = true;
          resolveStarted(message);
        } else if (message?.kind === 'tracehold-metrics') {
          metrics.answer(message.id, message.metrics);
        } else {
          opts.onMessage?.(worker, message);
        }
      });
      worker.on('exit', (code, signal) => {
        live.delete(worker.id);
        opts.onExit?.(worker);
        if (phase === 'stopping') {
          if (code !== 0) allExitedCleanly = false;
          if (live.size === 0) onEmpty?.();
          return;
        }
        if (!entry.started) {
          resolveStarted(null);
          if (phase === 'starting') return;
        }
        restartLater(entry, code, signal);
      });
    });

  function restartLater(entry: { startedAtMs: number }, code: number | null, signal: string | null): void {
    const delay = backoff.next(Date.now() - entry.startedAtMs);
    opts.err(`tracehold: a collector process exited unexpectedly (${signal ?? `code ${code}`}); starting another in ${delay / 1000} s`);
    setTimeout(() => {
      if (phase !== 'running') return;
      void fork().then((started) => {
        if (!started && phase === 'running') opts.err('tracehold: the replacement collector process did not start; trying again');
      });
    }, delay).unref();
  }

  let stopping: Promise<boolean> | null = null;
  return {
    async start() {
      phase = 'starting';
      const first = await fork();
      const others = first ? await Promise.all(Array.from({ length: opts.count - 1 }, () => fork())) : [];
      if ((phase as string) === 'stopping' || !first || others.includes(null)) return null;
      phase = 'running';
      return first;
    },
    stop(deadlineMs) {
      stopping ??= new Promise<boolean>((resolve) => {
        phase = 'stopping';
        if (live.size === 0) {
          resolve(allExitedCleanly);
          return;
        }
        const timer = setTimeout(() => {
          opts.err(`tracehold: collector processes did not stop within ${deadlineMs / 1000} s; killing them`);
          for (const { worker } of live.values()) worker.process.kill('SIGKILL');
          resolve(false);
        }, deadlineMs);
        timer.unref();
        onEmpty = () => {
          clearTimeout(timer);
          resolve(allExitedCleanly);
        };
        for (const { worker } of live.values()) worker.process.kill('SIGTERM');
      });
      return stopping;
    },
    async collectMetrics() {
      const asks = [...live.values()]
        .filter((e) => e.started && e.worker.isConnected())
        .map(({ worker }) =>
          metrics.ask((request) =>
            worker.send(request, (error: Error | null) => {
              if (error) metrics.answer(request.id, []);
            }),
          ),
        );
      return (await Promise.all(asks)).filter((m): m is MetricsJson => m !== null);
    },
    size: () => live.size,
    workers: () => [...live.values()].filter((e) => e.started && e.worker.isConnected()).map((e) => e.worker),
  };
}

/** What the primary of `tracehold collector` serves itself, started once every collector process runs. */
export interface PrimaryFront {
  /** Prometheus endpoint (the sum over the processes, and the primary's own). */
  metricsUrl: string;
  /** The OTLP addresses when the primary receives (`collector.balance: request`); absent: the processes listen. */
  otlp?: { otlpGrpc: string; otlpHttp: string };
  /** Closes what the front serves; the processes are stopped after it resolves (so exports in flight are answered). */
  shutdown(): Promise<void>;
}

export interface PrimaryFrontStarter {
  /** Messages of the processes other than their start reports and metrics (e.g. export answers). */
  onMessage?: (worker: Worker, message: unknown) => void;
  onExit?: (worker: Worker) => void;
  start(fleet: CollectorFleet): Promise<PrimaryFront>;
}

/**
 * The primary's GET /metrics (platform/metrics/metrics-endpoint.ts): the sum over the processes' registries, asked
 * over the IPC channel at each scrape, plus `own` (the primary's, when it runs receivers). Modules load on use.
 */
export async function startFleetMetrics(config: TraceholdConfig, logger: Logger, fleet: CollectorFleet, own?: Registry): Promise<{ url: string; shutdown(): Promise<void> }> {
  const { startMetricsEndpoint } = await import('../platform/metrics/metrics-endpoint.ts');
  return startMetricsEndpoint(config, logger, 'collector', async () => sumMetrics(own, await fleet.collectMetrics()));
}

/** `own` (when given) and `others` (collector processes' or threads' registries) summed, as Prometheus text. */
export async function sumMetrics(own: Registry | undefined, others: MetricsJson[]): Promise<{ contentType: string; body: string }> {
  const { AggregatorRegistry } = await import('prom-client');
  const summed = AggregatorRegistry.aggregate([...(own ? [await own.getMetricsAsJSON()] : []), ...others]);
  return { contentType: summed.contentType, body: await summed.metrics() };
}

/** The front of a primary whose processes listen themselves (`collector.balance: connection`): the metrics endpoint only. */
export function metricsOnlyFront(config: TraceholdConfig): PrimaryFrontStarter {
  return {
    async start(fleet) {
      const { createLogger } = await import('../platform/logger.ts');
      const endpoint = await startFleetMetrics(config, createLogger(config.logLevel), fleet);
      return { metricsUrl: endpoint.url, shutdown: () => endpoint.shutdown() };
    },
  };
}

/**
 * Runs `tracehold collector`'s primary; resolves with the exit code once it should exit (a failed start, or after
 * a stop). `err` writes one line to stderr. `front` starts what the primary serves itself once every process runs:
 * the metrics endpoint, and with `collector.balance: request` the OTLP receivers (bin/export-dispatch.ts).
 */
export function runCollectorPrimary(
  count: number,
  deadlineMs: number,
  err: (line: string) => void = (l) => process.stderr.write(l + '\n'),
  front?: PrimaryFrontStarter,
): Promise<number> {
  return new Promise<number>((resolveExit) => {
    const fleet = createCollectorFleet({ count, err, onMessage: front?.onMessage, onExit: front?.onExit });
    let stopping = false;
    let running: PrimaryFront | null = null;
    const stopAll = (exitCode: number): void => {
      void fleet.stop(deadlineMs).then((clean) => resolveExit(clean ? exitCode : 1));
    };
    /** The front first (its receivers answer what they took), within half the deadline; then the processes. */
    const stopFrontThenAll = (exitCode: number): void => {
      const closing = running ? running.shutdown().catch(() => undefined) : Promise.resolve();
      const bound = new Promise<void>((r) => setTimeout(r, deadlineMs / 2).unref());
      void Promise.race([closing, bound]).then(() => stopAll(exitCode));
    };
    const stop = (signal: string): void => {
      if (stopping) return;
      stopping = true;
      err(`tracehold: ${signal} received, stopping ${fleet.size()} collector processes`);
      stopFrontThenAll(0);
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));

    void (async () => {
      const started = await fleet.start();
      // A signal may have come while the processes started (the stop handler stops them).
      if (stopping) return;
      if (!started) {
        stopping = true;
        err('tracehold: a collector process failed to start; stopping the others');
        stopAll(1);
        return;
      }
      if (front) {
        try {
          running = await front.start(fleet);
        } catch (e) {
          const error = e as Error & { code?: string };
          stopping = true;
          err(`tracehold: could not start: ${error.code ? `${error.code}: ` : ''}${error.message}; stopping the collector processes`);
          stopAll(1);
          return;
        }
        if (stopping) {
          void running.shutdown();
          return;
        }
      }
      const lines = started.banner.split('\n');
      if (running?.otlp) {
        // The processes listen on no port: the primary's receivers are the addresses.
        lines.splice(1, 0, `  OTLP/gRPC   ${running.otlp.otlpGrpc}`, `  OTLP/HTTP   ${running.otlp.otlpHttp}/v1/traces (also /v1/logs, /v1/metrics)`);
      }
      if (running) {
        const http = lines.findIndex((l) => l.startsWith('  OTLP/HTTP '));
        lines.splice(http < 0 ? 1 : http + 1, 0, `  metrics     ${running.metricsUrl} (Prometheus, the sum over the processes; any API token)`);
      }
      // The processes line goes right after the addresses, before the data/bus lines.
      const at = lines.findIndex((l) => l.startsWith('  data '));
      const how = running?.otlp ? 'each export handed to the least busy (collector.balance: request)' : 'sharing the ports, one connection each (collector.balance: connection)';
      lines.splice(at < 0 ? lines.length : at, 0, `  processes   ${count} collector processes, ${how}; collector.processes, 0 = one per core`);
      process.stderr.write(lines.join('\n') + (started.banner.endsWith('\n') ? '' : '\n'));
    })();
  });
}
