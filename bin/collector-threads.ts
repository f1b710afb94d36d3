/**
 * `tracehold collector` on every core in one process (`collector.balance: thread`).
 *
 * The main thread runs the OTLP receivers (authentication, admission, TLS, reading and decompressing the body) and
 * a pipeline of its own; `collector.processes - 1` worker threads each run a pipeline too (decoding, content
 * extraction into the content store, redaction, the Kafka append: the same `startCollector` as a process, with
 * their own Kafka producer and content-store writer). Each admitted export goes to whichever pipeline has the
 * fewest exports in flight, this thread's included (bin/export-dispatch.ts: least in flight, ties in turn), so one
 * connection — an upstream collector's gRPC channel, an exporter's keep-alive socket — uses every core.
 *
 * Against `collector.balance: request` (processes): no second and third copy of Node.js in memory, and no pipe
 * between processes (a thread gets the body by postMessage inside the process), and the main thread works on
 * exports instead of only passing them on.
 *
 * Worker threads on demand (`collector.threadIdleSeconds` > 0; default 0, off): the process starts with the main
 * thread's pipeline alone and starts a worker thread (~0.6–0.8 s until it takes exports) when every pipeline it has
 * was busy (event loop working ≥ 50 % of the time) for half a second, up to `processes - 1`. A worker thread stops
 * again once the pipelines' summed load, shared among one thread fewer, stayed below 40 % each (in 5 s windows) for
 * `threadIdleSeconds`: it first takes no new exports, answers those it has, hands its counters to the main thread
 * (the process's sums never go down) and drains its producer. An idle worker thread costs 30–45 MiB (an idle
 * collector process with 8 pipelines: 320 MiB always running, 88 on demand); the price is the step up: exports arriving faster than
 * the running pipelines can take them until the new thread runs are refused (429, Retry-After) or wait (README,
 * Benchmark). Off, every worker thread starts with the process and runs for good.
 *
 * Acknowledged = durable holds across the hop as with processes: a thread answers `ok` only after its append, and
 * the receiver answers the client with that answer. A thread that dies makes its exports in flight `unavailable`
 * (503 / UNAVAILABLE, retryable) and is started again (after 1 s, doubling to 30 s while threads keep dying).
 *
 * A worker thread runs the same entry as the command (bin/tracehold.js, from the build or the sources), which
 * sees `workerData` and becomes a collector thread (`runCollectorThread`). Messages on its port:
 *   main → thread: export requests (export-dispatch.ts), { kind: 'tracehold-metrics-request', id },
 *                  { kind: 'tracehold-thread-stop', timeoutMs }
 *   thread → main: { kind: 'tracehold-thread-started' } | { kind: 'tracehold-thread-failed', code, message },
 *                  export answers, { kind: 'tracehold-metrics', id, metrics }, { kind: 'tracehold-thread-stopped' }
 * A thread's registry has no process metrics (CPU, memory, handles: the main thread's count the whole process), only
 * its own isolate's heap (`tracehold_isolate_*{thread}`, as the main thread's registry has it for thread 0).
 */
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import { isMainThread, parentPort, threadId, Worker, workerData } from 'node:worker_threads';
import type { Logger } from 'pino';
import { AggregatorRegistry, Counter, Gauge, type MetricObjectWithValues, type MetricValue, type Registry } from 'prom-client';
import type { TraceholdConfig } from '../schemas/config.ts';
import type { OtlpDecodeLimits } from '../collector/otlp/decode-protobuf.ts';
import type { ExportDispatch, ExportHandlers } from '../collector/receivers/export-handler.ts';
import type { IpcChannel } from '../platform/bus/ipc-bus.ts';
import { repoPath } from '../platform/repo-root.ts';
import { createExportDispatcher, DISPATCH_TIMEOUT_MS, serveExportsFromPrimary, type DispatchTarget } from './export-dispatch.ts';
import { createMetricsAsker, createRestartBackoff } from './collector-cluster.ts';

const THREAD_KIND = 'tracehold-collector-thread';
/** A thread that failed to start within this fails the start. */
const START_TIMEOUT_MS = 60_000;
/** On demand: how often the pipelines' load is sampled. */
const SCALE_INTERVAL_MS = 250;
/** On demand: a pipeline this busy (share of the interval its event loop worked) counts as busy. */
const BUSY = 0.5;
/** On demand: samples in a row with every pipeline busy before a worker thread starts (half a second). */
const BUSY_SAMPLES = 2;
/** On demand: the window over which the load is summed to decide whether a thread fewer would do. */
const SPARE_WINDOW_MS = 5000;
/** On demand: a worker thread may stop once the summed load, shared among one thread fewer, stays below this each. */
const SPARE = 0.4;

type MetricsJson = MetricObjectWithValues<MetricValue<string>>[];

interface ThreadData {
  kind: typeof THREAD_KIND;
  config: TraceholdConfig;
}

type ThreadMessage =
  | { kind: 'tracehold-thread-started' }
  | { kind: 'tracehold-thread-failed'; code?: string; message: string }
  | { kind: 'tracehold-thread-stopped' }
  | { kind: 'tracehold-metrics'; id: number; metrics: MetricsJson };

/** Whether this is a collector worker thread (the command's entry then runs `runCollectorThread`). */
export function isCollectorThread(): boolean {
  return !isMainThread && (workerData as Partial<ThreadData> | null)?.kind === THREAD_KIND;
}

/**
 * In a collector worker thread: starts its Kafka producer and pipeline, takes exports from the main thread, answers
 * its metrics requests, and stops (draining its exports in flight) when asked.
 */
export async function runCollectorThread(): Promise<void> {
  const { config } = workerData as ThreadData;
  const port = parentPort!;
  const [{ createLogger }, { createMetrics, registerIsolateHeapMetrics }, { createReadiness }, { startBus, startCollector }] = await Promise.all([
    import('../platform/logger.ts'),
    import('../platform/metrics/create-metrics.ts'),
    import('./readiness.ts'),
    import('./components.ts'),
  ]);
  const logger = createLogger(config.logLevel);
  const metrics = createMetrics({ defaultMetrics: false });
  registerIsolateHeapMetrics(metrics.registry, threadId);
  const stoppers: Array<() => Promise<void>> = [];
  const stopAll = async (): Promise<void> => {
    for (const stop of stoppers.reverse()) {
      try {
        await stop();
      } catch {
        // each part stops on its own; one failing does not keep the others open
      }
    }
    stoppers.length = 0;
  };
  const channel: IpcChannel = {
    send(message, callback) {
      port.postMessage(message);
      callback?.(null);
    },
    on: (_event, listener) => port.on('message', listener),
  };
  try {
    const ctx = { config, logger, metrics, stoppers, readiness: createReadiness() };
    const bus = await startBus(ctx);
    await startCollector(ctx, bus, { exportsFrom: channel });
  } catch (err) {
    const e = err as Error & { code?: string };
    port.postMessage({ kind: 'tracehold-thread-failed', code: e.code, message: e.message } satisfies ThreadMessage);
    await stopAll();
    port.close();
    return;
  }
  port.on('message', (message: { kind?: string; id?: number }) => {
    if (message?.kind === 'tracehold-metrics-request' && typeof message.id === 'number') {
      const id = message.id;
      void metrics.registry.getMetricsAsJSON().then((json) => port.postMessage({ kind: 'tracehold-metrics', id, metrics: json } satisfies ThreadMessage));
    } else if (message?.kind === 'tracehold-thread-stop') {
      void stopAll().then(() => {
        port.postMessage({ kind: 'tracehold-thread-stopped' } satisfies ThreadMessage);
        port.close();
      });
    }
  });
  port.postMessage({ kind: 'tracehold-thread-started' } satisfies ThreadMessage);
}

export interface CollectorThreads {
  /** Hands an admitted export to the pipeline (this thread's or a worker thread's) with the fewest in flight. */
  dispatch: ExportDispatch;
  /** Each running worker thread's registry (as JSON); one that does not answer in 5 s is left out. */
  collectMetrics(): Promise<MetricsJson[]>;
  /** Worker threads running (with threads on demand, those starting and stopping included). */
  size(): number;
  /** The worker threads that have started (those that may take exports now). */
  workers(): Worker[];
  /**
   * Stops the worker threads: each stops taking exports (answered `unavailable`), drains the ones in flight and
   * its producer; resolves true when all stopped within `timeoutMs` (the rest are then terminated).
   */
  stop(timeoutMs: number): Promise<boolean>;
}

export interface CollectorThreadsOptions {
  config: TraceholdConfig;
  logger: Logger;
  /** Worker threads besides this thread (≥ 1); with `idleStopMs`, the most that run. */
  threads: number;
  /**
   * Worker threads on demand: none at start, one more while every pipeline is busy, one fewer after the load fitted
   * in one thread fewer for this long. 0 or absent: all `threads` start now and keep running.
   */
  idleStopMs?: number;
  /** Where the thread count and its changes are counted (`tracehold_collector_threads`, `…_thread_changes_total`). */
  registry?: Registry;
  /** This thread's pipeline: it takes exports too. */
  local: ExportHandlers;
  limits: OtlpDecodeLimits;
  /** Writes one line to stderr. */
  err?: (line: string) => void;
}

/** Starts the worker threads and resolves once every one runs; rejects (after stopping them) when one failed to start. */
export async function startCollectorThreads(opts: CollectorThreadsOptions): Promise<CollectorThreads> {
  const err = opts.err ?? ((line: string) => process.stderr.write(line + '\n'));
  const log = opts.logger.child({ component: 'collector-threads' });
  interface Entry {
    target: DispatchTarget;
    worker: Worker;
    startedAtMs: number;
    started: boolean;
    stopped?: () => void;
    /** Stopped for want of work (threads on demand): takes no exports, and its exit is not replaced. */
    retiring?: boolean;
    /** Its counters are in `retiredCounters` (scrapes no longer ask it). */
    countersKept?: boolean;
    /** Its event loop's counters at the last sample and at the start of the spare-load window (threads on demand). */
    elu?: EventLoopUtilization;
    windowElu?: EventLoopUtilization;
  }
  const live = new Map<number, Entry>();
  let phase: 'starting' | 'running' | 'stopping' = 'starting';
  const backoff = createRestartBackoff();
  let nextTargetId = 1;
  const metrics = createMetricsAsker();
  const onDemand = (opts.idleStopMs ?? 0) > 0;
  const registers = opts.registry ? [opts.registry] : [];
  const threadsGauge = new Gauge({
    name: 'tracehold_collector_threads',
    help: 'Worker threads of tracehold collector taking exports beside the main thread (collector.balance: thread)',
    registers,
  });
  const threadChanges = new Counter({
    name: 'tracehold_collector_thread_changes_total',
    help: 'Worker threads started (started: all busy or at start, replaced: after one exited) and stopped (idle: load fitted in fewer; exited: unexpectedly)',
    labelNames: ['change'],
    registers,
  });

  // This thread's pipeline, behind the same message interface as a worker thread's (no copy: the body is passed as is).
  const localListeners: Array<(message: unknown) => void> = [];
  const localTarget: DispatchTarget = {
    id: 0,
    send(message, callback) {
      for (const listener of localListeners) listener(message);
      callback?.(null);
    },
  };
  const localServer = serveExportsFromPrimary(
    { send: (answer) => dispatcher.onMessage(localTarget, answer), on: (_event, listener) => localListeners.push(listener) },
    opts.local,
    opts.logger,
    opts.limits,
  );
  // Where exports may go now, this thread's pipeline first; rebuilt when a thread starts or exits, not per export.
  let targets: DispatchTarget[] = [localTarget];
  const refreshTargets = (): void => {
    const taking = [...live.values()].filter((e) => e.started && !e.retiring);
    targets = [localTarget, ...taking.map((e) => e.target)];
    threadsGauge.set(taking.length);
  };
  const dispatcher = createExportDispatcher(() => targets, undefined, 'first');

  const spawn = (change: 'started' | 'replaced'): Promise<void> =>
    new Promise<void>((resolveStarted, rejectStarted) => {
      const data: ThreadData = { kind: THREAD_KIND, config: opts.config };
      const worker = new Worker(repoPath('bin', 'tracehold.js'), { workerData: data, stdout: false, stderr: false });
      const target: DispatchTarget = {
        id: nextTargetId++,
        send(message, callback) {
          try {
            worker.postMessage(message);
            callback?.(null);
          } catch (e) {
            callback?.(e as Error);
          }
        },
      };
      const entry: Entry = { target, worker, startedAtMs: Date.now(), started: false };
      live.set(target.id, entry);
      const startTimer = setTimeout(() => {
        if (!entry.started) {
          rejectStarted(new Error(`a collector thread did not start within ${START_TIMEOUT_MS / 1000} s`));
          void worker.terminate();
        }
      }, START_TIMEOUT_MS);
      startTimer.unref();
      worker.on('message', (message: ThreadMessage) => {
        switch (message?.kind) {
          case 'tracehold-thread-started':
            entry.started = true;
            entry.elu = worker.performance.eventLoopUtilization();
            threadChanges.inc({ change });
            if (onDemand) log.info({ startMs: Date.now() - entry.startedAtMs, threads: live.size }, 'a collector thread takes exports');
            refreshTargets();
            clearTimeout(startTimer);
            resolveStarted();
            return;
          case 'tracehold-thread-failed':
            clearTimeout(startTimer);
            rejectStarted(Object.assign(new Error(message.message), { code: message.code }));
            return;
          case 'tracehold-thread-stopped':
            entry.stopped?.();
            return;
          case 'tracehold-metrics':
            metrics.answer(message.id, message.metrics);
            return;
          default:
            dispatcher.onMessage(target, message);
        }
      });
      worker.on('error', (e) => {
        // An uncaught exception of the thread: its identity only (the text may quote data).
        log.error({ errName: e?.name, errCode: (e as Error & { code?: string })?.code }, 'a collector thread failed');
      });
      worker.on('exit', (code) => {
        clearTimeout(startTimer);
        live.delete(target.id);
        refreshTargets();
        dispatcher.onExit(target);
        entry.stopped?.();
        if (!entry.started) {
          rejectStarted(new Error(`a collector thread exited during its start (code ${code})`));
          return;
        }
        if (entry.retiring) {
          threadChanges.inc({ change: 'idle' });
          log.info({ threads: live.size }, 'stopped a collector thread: the load fits in fewer');
          return;
        }
        threadChanges.inc({ change: 'exited' });
        if (phase === 'stopping') return;
        restartLater(`a collector thread exited unexpectedly (code ${code})`, Date.now() - entry.startedAtMs);
      });
    });

  /** Starts a replacement after the backoff; one that fails to start is tried again, backing off further. */
  const restartLater = (why: string, ranMs: number): void => {
    const delay = backoff.next(ranMs);
    err(`tracehold: ${why}; starting another in ${delay / 1000} s`);
    setTimeout(() => {
      // On demand, the load decides whether one is missing (one may have started meanwhile).
      if (phase === 'stopping' || (onDemand && live.size >= opts.threads)) return;
      spawn('replaced').catch((e: Error) => {
        if (phase !== 'stopping') restartLater(`the replacement collector thread did not start (${e.message})`, 0);
      });
    }, delay).unref();
  };

  const stopThreads = async (timeoutMs: number): Promise<boolean> => {
    phase = 'stopping';
    const entries = [...live.values()];
    const stopped = entries.map(
      (entry) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => {
            void entry.worker.terminate();
            resolve(false);
          }, timeoutMs);
          timer.unref();
          entry.stopped = () => {
            clearTimeout(timer);
            resolve(true);
          };
          entry.worker.postMessage({ kind: 'tracehold-thread-stop' });
        }),
    );
    const clean = (await Promise.all(stopped)).every(Boolean);
    // A stopped thread closed its port; its event loop may still hold a timer of a library for a moment.
    await Promise.all(entries.map((e) => e.worker.terminate().catch(() => undefined)));
    return clean;
  };

  try {
    if (!onDemand) await Promise.all(Array.from({ length: opts.threads }, () => spawn('started')));
  } catch (e) {
    await stopThreads(10_000);
    throw e;
  }
  phase = 'running';

  /** Threads on demand: no exports to it any more; once it answered those it has, it stops (its exit ends it). */
  const retire = async (entry: Entry): Promise<void> => {
    entry.retiring = true;
    refreshTargets();
    const deadline = Date.now() + DISPATCH_TIMEOUT_MS;
    while ((dispatcher.inflight().get(entry.target.id) ?? 0) > 0 && Date.now() < deadline && phase === 'running') await new Promise((r) => setTimeout(r, 10));
    if (phase !== 'running') return; // stopThreads stops it
    // Its counters stay in the process's sums (a sum that went down would read as a reset to Prometheus). A thread
    // too busy to answer in 5 s is asked again; one that never answers stops anyway, and that is said.
    let last: MetricsJson | null = null;
    for (let attempt = 0; attempt < 3 && !last && phase === 'running'; attempt++) last = await metrics.ask((request) => entry.worker.postMessage(request));
    if (last) await keepCounters(entry, last);
    else log.warn({ threadId: entry.worker.threadId }, "a stopping collector thread did not report its counters: the process's sums lose them (a counter reset to Prometheus)");
    if (phase !== 'running') return;
    entry.stopped = () => void entry.worker.terminate();
    entry.worker.postMessage({ kind: 'tracehold-thread-stop' });
  };
  /** The counters and histograms of the worker threads stopped for want of work, summed (gauges end with them). */
  let retiredCounters: MetricsJson | null = null;
  const keepCounters = async (entry: Entry, last: MetricsJson): Promise<void> => {
    const cumulative = last.filter((m) => ['counter', 'histogram'].includes(String(m.type)));
    const before = retiredCounters;
    const summed = (await AggregatorRegistry.aggregate([...(before ? [before] : []), cumulative]).getMetricsAsJSON()) as MetricsJson;
    // Together, so that a scrape counts the thread either live or kept, never both nor neither.
    retiredCounters = summed;
    entry.countersKept = true;
  };

  let busySamples = 0;
  let spareSinceMs: number | null = null;
  let spawnNotBeforeMs = 0;
  let mainElu = performance.eventLoopUtilization();
  let mainWindowElu = mainElu;
  let windowStartMs = Date.now();
  const busyShare = (now: EventLoopUtilization, before: EventLoopUtilization): number => performance.eventLoopUtilization(now, before).utilization;
  const scale = (): void => {
    if (phase !== 'running') return;
    const nowMs = Date.now();
    const taking = [...live.values()].filter((e) => e.started && !e.retiring);
    // Fast: every pipeline busy in BUSY_SAMPLES samples in a row → one thread more.
    const nowMain = performance.eventLoopUtilization();
    const loads = [busyShare(nowMain, mainElu)];
    mainElu = nowMain;
    for (const e of taking) {
      const now = e.worker.performance.eventLoopUtilization();
      loads.push(busyShare(now, e.elu!));
      e.elu = now;
    }
    busySamples = loads.every((l) => l >= BUSY) ? busySamples + 1 : 0;
    if (busySamples >= BUSY_SAMPLES && live.size < opts.threads && nowMs >= spawnNotBeforeMs) {
      busySamples = 0;
      spareSinceMs = null;
      log.info({ busy: loads.map((l) => Math.round(l * 100)), threads: live.size + 1 }, 'starting a collector thread: every pipeline is busy');
      spawn('started').catch((e: Error & { code?: string }) => {
        // The next try waits (1 s, doubling to 30 s while they fail); exports go to the pipelines that run.
        const delay = backoff.next(0);
        spawnNotBeforeMs = Date.now() + delay;
        err(`tracehold: a collector thread did not start (${e.code ? `${e.code}: ` : ''}${e.message}); the next may start in ${delay / 1000} s`);
      });
    }
    // Slow: per window of SPARE_WINDOW_MS (bursts and collections average out), the summed load shared among one
    // thread fewer; below SPARE each for idleStopMs → one thread fewer.
    if (nowMs - windowStartMs < SPARE_WINDOW_MS) return;
    if (taking.length > 0 && taking.every((e) => e.windowElu)) {
      const total = busyShare(nowMain, mainWindowElu) + taking.reduce((sum, e) => sum + busyShare(e.elu!, e.windowElu!), 0);
      if (total < SPARE * taking.length) {
        spareSinceMs ??= windowStartMs;
        if (nowMs - spareSinceMs >= opts.idleStopMs!) {
          spareSinceMs = null;
          void retire(taking[taking.length - 1]!);
        }
      } else {
        spareSinceMs = null;
      }
    } else {
      spareSinceMs = null;
    }
    windowStartMs = nowMs;
    mainWindowElu = nowMain;
    for (const e of taking) e.windowElu = e.elu;
  };
  const scaler = onDemand ? setInterval(scale, SCALE_INTERVAL_MS) : null;
  scaler?.unref();

  return {
    dispatch: dispatcher.dispatch,
    async collectMetrics() {
      // A stopping thread answers until its counters are kept; which is which is decided here, at once.
      const kept = retiredCounters;
      const asks = [...live.values()].filter((e) => e.started && !e.countersKept).map(({ worker }) => metrics.ask((request) => worker.postMessage(request)));
      const running = (await Promise.all(asks)).filter((m): m is MetricsJson => m !== null);
      return kept ? [...running, kept] : running;
    },
    size: () => live.size,
    workers: () => [...live.values()].filter((e) => e.started).map((e) => e.worker),
    async stop(timeoutMs) {
      if (scaler) clearInterval(scaler);
      // This thread's pipeline answers new exports `unavailable` and finishes its own; the caller drains it.
      const [localClean, threadsClean] = await Promise.all([localServer.stop(timeoutMs), stopThreads(timeoutMs)]);
      return localClean && threadsClean;
    },
  };
}
