/**
 * `tracehold collector` on every core: a small primary process forks N collector processes (node:cluster)
 * that share the OTLP ports. The primary owns the listening sockets and hands each connection to one of
 * them in turn; each process decodes, extracts, redacts and appends to Kafka on its own thread, so the
 * collector tier is limited by the machine and not by one JavaScript thread.
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
 * Only for the collector role on the Kafka bus: the all-in-one keeps one process (chDB and the local log
 * bind to one process). Configured by `collector.processes` (TRACEHOLD_COLLECTOR_PROCESSES; 0 = one per core).
 */
import cluster, { type Worker } from 'node:cluster';
import os from 'node:os';
import type { TraceholdConfig } from '../schemas/config.ts';

/**
 * V8 heap settings of a collector process, added to the node flags it is forked with.
 *
 * `--initial-old-space-size=64`: a collector's live old generation is small (20–25 MiB) and its allocation rate
 * modest at a few thousand spans/s. V8 then sets the old generation's limit so close to the live size that the
 * space left is smaller than the young generation, which starts incremental marking again right after each
 * full collection: measured with `--trace-gc --trace-incremental-marking` under `npm run bench:peer` at 2,000
 * spans/s, 41–151 full collections per run, 2–5 per second at times, each marking the whole live heap (the
 * V8 helper threads alone used about a quarter of the process's CPU). A 64 MiB floor for the old generation's
 * limit leaves that room: 5 full collections in the same run; over three A/B runs at 2,000 spans/s, CPU per
 * span 1.63 against 2.42 s/10k spans and ack p99 21.7 against 40.2 ms (README, "The collector tier beside the
 * OpenTelemetry Collector"), with peak RSS unchanged within the runs' spread. A flag given on the command line
 * (`node --initial-old-space-size=… bin/tracehold.js collector`) wins over this one.
 */
export const COLLECTOR_HEAP_FLAGS: readonly string[] = ['--initial-old-space-size=64'];

/** The node flags a collector process is forked with: the primary's, plus the heap settings it did not set itself. */
export function collectorExecArgv(primaryExecArgv: readonly string[]): string[] {
  const nameOf = (flag: string): string => flag.split('=')[0]!.replace(/_/g, '-');
  const given = new Set(primaryExecArgv.map(nameOf));
  // --initial-heap-size sizes the old generation too: whoever gave it decided.
  const decided = given.has('--initial-heap-size');
  return [...primaryExecArgv, ...COLLECTOR_HEAP_FLAGS.filter((flag) => !decided && !given.has(nameOf(flag)))];
}

/** What a collector process sends its primary once it listens. */
export interface CollectorStartedMessage {
  kind: 'tracehold-collector-started';
  banner: string;
}

/** How many collector processes `config` asks for on this machine (1 = no primary, the process itself). */
export function collectorProcessCount(config: TraceholdConfig): number {
  if (config.bus.kind !== 'kafka') return 1;
  const configured = config.collector.processes;
  return configured > 0 ? configured : Math.max(1, os.availableParallelism());
}

/** In a collector process of a cluster: hands the banner to the primary instead of printing it. */
export function reportStarted(banner: string): boolean {
  if (!cluster.isWorker || typeof process.send !== 'function') return false;
  const message: CollectorStartedMessage = { kind: 'tracehold-collector-started', banner };
  process.send(message);
  return true;
}

const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long before dying resets the restart backoff. */
const HEALTHY_RUN_MS = 60_000;

/**
 * Runs the primary; resolves with the exit code once it should exit (a failed start, or after a stop).
 * `err` writes one line to stderr.
 */
export function runCollectorPrimary(
  count: number,
  deadlineMs: number,
  err: (line: string) => void = (l) => process.stderr.write(l + '\n'),
  /** Starts the metrics endpoint once every process listens; its URL goes into the banner. */
  metrics?: () => Promise<{ url: string; shutdown(): Promise<void> }>,
): Promise<number> {
  return new Promise<number>((resolveExit) => {
    const live = new Map<number, { worker: Worker; startedAtMs: number; started: boolean }>();
    let phase: 'starting' | 'running' | 'stopping' = 'starting';
    let restartDelayMs = RESTART_MIN_MS;
    let banner = '';
    let exitCode = 0;
    cluster.setupPrimary({ execArgv: collectorExecArgv(process.execArgv) });

    const fork = (): Promise<boolean> =>
      new Promise<boolean>((resolveStarted) => {
        const worker = cluster.fork();
        const entry = { worker, startedAtMs: Date.now(), started: false };
        live.set(worker.id, entry);
        worker.on('message', (message: CollectorStartedMessage) => {
          if (message?.kind !== 'tracehold-collector-started' || entry.started) return;
          entry.started = true;
          if (banner === '') banner = message.banner;
          resolveStarted(true);
        });
        worker.on('exit', (code, signal) => {
          live.delete(worker.id);
          if (!entry.started) {
            resolveStarted(false);
            if (phase === 'starting') return;
          }
          onExit(entry, code, signal);
        });
      });

    function onExit(entry: { startedAtMs: number }, code: number | null, signal: string | null): void {
      if (phase === 'stopping') {
        if (code !== 0) exitCode = 1;
        if (live.size === 0) resolveExit(exitCode);
        return;
      }
      const ranMs = Date.now() - entry.startedAtMs;
      if (ranMs > HEALTHY_RUN_MS) restartDelayMs = RESTART_MIN_MS;
      err(`tracehold: a collector process exited unexpectedly (${signal ?? `code ${code}`}); starting another in ${restartDelayMs / 1000} s`);
      const delay = restartDelayMs;
      restartDelayMs = Math.min(RESTART_MAX_MS, restartDelayMs * 2);
      setTimeout(() => {
        if (phase !== 'running') return;
        void fork().then((ok) => {
          if (!ok && phase === 'running') err('tracehold: the replacement collector process did not start; trying again');
        });
      }, delay).unref();
    }

    let metricsEndpoint: { url: string; shutdown(): Promise<void> } | null = null;
    const stop = (signal: string): void => {
      if (phase === 'stopping') return;
      phase = 'stopping';
      void metricsEndpoint?.shutdown();
      err(`tracehold: ${signal} received, stopping ${live.size} collector processes`);
      if (live.size === 0) {
        resolveExit(exitCode);
        return;
      }
      for (const { worker } of live.values()) worker.process.kill('SIGTERM');
      setTimeout(() => {
        err(`tracehold: collector processes did not stop within ${deadlineMs / 1000} s; killing them`);
        for (const { worker } of live.values()) worker.process.kill('SIGKILL');
        resolveExit(1);
      }, deadlineMs).unref();
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));

    void (async () => {
      // The first process alone: it creates what a new data directory lacks and binds the ports.
      const firstOk = await fork();
      const othersOk = firstOk ? await Promise.all(Array.from({ length: count - 1 }, () => fork())) : [];
      // A signal may have come while the processes started (the stop handler changed the phase).
      if ((phase as string) === 'stopping') return;
      if (!firstOk || othersOk.includes(false)) {
        phase = 'stopping';
        err('tracehold: a collector process failed to start; stopping the others');
        if (live.size === 0) resolveExit(1);
        exitCode = 1;
        for (const { worker } of live.values()) worker.process.kill('SIGTERM');
        return;
      }
      if (metrics) {
        try {
          metricsEndpoint = await metrics();
        } catch (e) {
          const error = e as Error & { code?: string };
          phase = 'stopping';
          err(`tracehold: could not start the metrics endpoint: ${error.code ? `${error.code}: ` : ''}${error.message}; stopping the collector processes`);
          exitCode = 1;
          if (live.size === 0) resolveExit(1);
          for (const { worker } of live.values()) worker.process.kill('SIGTERM');
          return;
        }
        if ((phase as string) === 'stopping') {
          void metricsEndpoint.shutdown();
          return;
        }
      }
      phase = 'running';
      const lines = banner.split('\n');
      if (metricsEndpoint) {
        const http = lines.findIndex((l) => l.startsWith('  OTLP/HTTP '));
        lines.splice(http < 0 ? 1 : http + 1, 0, `  metrics     ${metricsEndpoint.url} (Prometheus, the sum over the processes; any API token)`);
      }
      // The processes line goes right after the addresses, before the data/bus lines.
      const at = lines.findIndex((l) => l.startsWith('  data '));
      lines.splice(at < 0 ? lines.length : at, 0, `  processes   ${count} collector processes sharing the ports (collector.processes; 0 = one per core)`);
      process.stderr.write(lines.join('\n') + (banner.endsWith('\n') ? '' : '\n'));
    })();
  });
}
