// The collector's launcher, and the V8 flags it starts the collector with. Plain JavaScript, because bin/tracehold.js
// runs it before anything else: for `tracehold collector` it decides here, from the environment alone, whether the
// collector will run a pipeline in this process (threads, `collector.balance: thread`, or its one pipeline) rather
// than fork processes, and if node lacks the flags it starts
// the same command again as its child with them and only watches it. So the launcher loads neither the build
// nor the configuration's schema: about 44 MiB against 58 when it decided after loading the CLI. When a
// configuration file is present (or a value it cannot read plainly) it cannot tell, and bin/cli.ts decides after
// loading the configuration, launching the same way (that launcher is the larger one).
//
// Why a launcher: V8 reads COLLECTOR_V8_FLAGS only when it starts, so they cannot be added to a running process
// (v8.setFlagsFromString('--single-threaded-gc') aborted V8), and worker threads share the process's flags; the
// processes of `collector.balance: connection|request` get them when their primary forks them.
//
// The launcher passes SIGTERM and SIGINT on (the child stops gracefully and prints the one "received" line) and then
// exits with the child's exit code. A child that fails to start ends the launcher with its exit code; one that dies
// after it started is started again (after 1 s, doubling to 30 s while it keeps dying; reset after a minute of
// running), as a cluster's primary replaces a process, on the ports it bound. Should the launcher be killed, the
// child sees its IPC channel close and stops gracefully (bin/cli.ts). Running bin/tracehold.js as an executable
// (npx, node_modules/.bin: its shell part execs node with the flags) or starting node with the flags
// (`node --initial-old-space-size=64 --single-threaded-gc --max-semi-space-size=16 bin/tracehold.js collector`) needs
// no launcher: one process, and nothing restarts it but your supervisor.
//
// Types: collector-launch.d.ts.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';

/** Set to `1` in the environment of a collector that a launcher started with the collector's V8 flags. */
export const LAUNCHED_ENV = 'TRACEHOLD_COLLECTOR_LAUNCHED';
/** The message such a collector sends its launcher once it runs (before that, its exit ends the launcher too). */
export const LAUNCHED_STARTED = 'tracehold-launched-collector-started';

/**
 * V8 settings of a collector process, added to the node flags it is forked with (each unless the command line
 * decided it: the same flag in either spelling, its `--no-` form, or for the old generation `--initial-heap-size`).
 *
 * `--initial-old-space-size=64`: a collector's live old generation is small (20–25 MiB) and its allocation rate
 * modest at a few thousand spans/s. V8 then sets the old generation's limit so close to the live size that the
 * space left is smaller than the young generation, which starts incremental marking again right after each
 * full collection: measured with `--trace-gc --trace-incremental-marking` under `npm run bench:peer` at 2,000
 * spans/s, 41–151 full collections per run, 2–5 per second at times, each marking the whole live heap (the
 * V8 helper threads alone used about a quarter of the process's CPU). A 64 MiB floor for the old generation's
 * limit leaves that room: 5 full collections in the same run; over three A/B runs at 2,000 spans/s, CPU per
 * span 1.63 against 2.42 s/10k spans and ack p99 21.7 against 40.2 ms (README, "The collector tier beside the
 * OpenTelemetry Collector"), with peak RSS unchanged within the runs' spread.
 *
 * `--single-threaded-gc`: V8 collects on the process's own thread instead of also on helper threads. The
 * collector runs one process per core, so a helper thread only ever takes a core from a sibling process, the
 * Kafka client's work or whatever shares the machine: under `npm run bench:peer` the load generator, which
 * shares the 2 cores, sent 6.8–7.8 ms late (p99) during Tracehold's steps against 1.9–2.2 ms with the flag,
 * and two A/B pairs gave ack p99 15.9 and 14.7 ms against 24.2 and 19.0 at 2,000 spans/s, 44.4 and 17.5 against
 * 102.1 and 114.3 ms at 8,000, and less CPU per span at both (README, Benchmark).
 *
 * `--max-semi-space-size=16`: the young generation's two semi-spaces at most 16 MiB each, V8's own default on
 * 64-bit, pinned. From 07:59 to 19:44 UTC on 2026-12-04 it was 8 (a collector keeps little of what it allocates
 * per export: peak RSS 217–218 against 228–229 MiB at 2,000 spans/s, the same CPU, in a fast phase of the
 * machine); measured again in a slower phase, alternating, with `bench:peer --rounds` pairing each step with the
 * peer's, 16 took 11–15 % less CPU per span and had a 13 % lower ack p99 at 2,000 spans/s (paired ratios to the
 * peer: CPU 0.87 / 0.93 / 0.89× against 1.05 / 1.12 / 1.01×, p99 1.27 / 1.20 / 1.14× against 1.42 / 1.42 /
 * 1.33×), peak RSS 229–241 against 250–251 MiB at 2,000 and 291 against 258 at 6,000, idle the same (the
 * nursery grows only under allocation): a smaller nursery is scavenged more often (README, Benchmark). A larger one
 * is not better: alternating `TRACEHOLD_TEST_NODE_ARGS=--max-semi-space-size=16|32 npm run bench:peer -- --rates 2000
 * --rounds 3 --step-seconds 30 --warmup-seconds 15 --no-queue-variant` (2026-12-05 03:23–03:40 UTC, e10bc52),
 * 32 gave paired ack p99 medians 1.73× and 1.98× the peer's against 1.03× and 1.06×, CPU per span 1.27× and 1.22×
 * against 0.84× and 0.83×, peak RSS 275–289 against 220–225 MiB.
 */
/** @type {readonly string[]} */
export const COLLECTOR_V8_FLAGS = ['--initial-old-space-size=64', '--single-threaded-gc', '--max-semi-space-size=16'];

/**
 * The node flags a collector process is forked with: the primary's, plus the V8 settings it did not decide itself.
 * @param {readonly string[]} primaryExecArgv
 * @returns {string[]}
 */
export function collectorExecArgv(primaryExecArgv) {
  // `--no-foo`, `--foo`, `--foo=…` and `--foo_bar` all decide `--foo-bar`.
  const nameOf = (/** @type {string} */ flag) => flag.split('=')[0].replace(/_/g, '-').replace(/^--no-/, '--');
  const given = new Set(primaryExecArgv.map(nameOf));
  // --initial-heap-size sizes the old generation too: whoever gave it decided.
  const decides = (/** @type {string} */ flag) => given.has(nameOf(flag)) || (nameOf(flag) === '--initial-old-space-size' && given.has('--initial-heap-size'));
  return [...primaryExecArgv, ...COLLECTOR_V8_FLAGS.filter((flag) => !decides(flag))];
}

const RESTART_MIN_MS = 1000;
const RESTART_MAX_MS = 30_000;
/** A process that ran this long before dying resets the restart backoff. */
const HEALTHY_RUN_MS = 60_000;
/**
 * The wait before starting a replacement of a collector process or thread that died: 1 s, doubling to 30 s while they
 * keep dying; back to 1 s after one ran a minute. `next(ranMs)`: how long the one that died ran (0: one that failed
 * to start).
 * @returns {{ next(ranMs: number): number }}
 */
export function createRestartBackoff() {
  let delayMs = RESTART_MIN_MS;
  return {
    next(ranMs) {
      if (ranMs > HEALTHY_RUN_MS) delayMs = RESTART_MIN_MS;
      const now = delayMs;
      delayMs = Math.min(RESTART_MAX_MS, delayMs * 2);
      return now;
    },
  };
}

/**
 * Runs this command again with `execArgv` as node's flags; resolves with its exit code (128 + signal number when killed).
 * @param {readonly string[]} execArgv
 * @param {readonly string[]} argv
 * @param {(line: string) => void} [err]
 * @returns {Promise<number>}
 */
export function launchWithFlags(execArgv, argv, err = (l) => process.stderr.write(l + '\n')) {
  return new Promise((resolve) => {
    if (process.env[LAUNCHED_ENV] === '1') {
      // Launched already, and still without the flags: never start a chain of launchers.
      err('tracehold: the collector was launched with its V8 flags but does not have them; giving up');
      resolve(1);
      return;
    }
    /** @type {import('node:child_process').ChildProcess | null} */
    let child = null;
    let stopping = false;
    const backoff = createRestartBackoff();
    /** @type {Record<string, string>} */
    const boundPorts = {};
    const exitCode = (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1);
    const finish = (/** @type {number} */ code) => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      resolve(code);
    };
    const start = () => {
      const startedAtMs = Date.now();
      let started = false;
      const c = spawn(process.execPath, [...execArgv, process.argv[1], ...argv], {
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, ...boundPorts, [LAUNCHED_ENV]: '1' },
      });
      child = c;
      c.on('message', (/** @type {{ kind?: string, endpoints?: Record<string, string | undefined> } | undefined} */ message) => {
        if (message?.kind !== LAUNCHED_STARTED) return;
        started = true;
        // A replacement binds the ports this one bound (port 0 in the configuration: any free port, once).
        for (const [name, env] of [['otlpGrpc', 'TRACEHOLD_OTLP_GRPC_PORT'], ['otlpHttp', 'TRACEHOLD_OTLP_HTTP_PORT'], ['metrics', 'TRACEHOLD_COLLECTOR_METRICS_PORT']]) {
          const port = /:(\d+)(?:\/|$)/.exec(message.endpoints?.[name] ?? '')?.[1];
          if (port) boundPorts[env] = port;
        }
      });
      c.on('error', (e) => {
        err(`tracehold: could not start the collector with its V8 flags: ${e.message}`);
        finish(1);
      });
      c.on('exit', (code, signal) => {
        child = null;
        if (stopping || !started) {
          finish(exitCode(code, signal));
          return;
        }
        const delay = backoff.next(Date.now() - startedAtMs);
        err(`tracehold: the collector exited unexpectedly (${signal ?? `code ${code}`}); starting it again in ${delay / 1000} s`);
        setTimeout(() => {
          if (stopping) finish(exitCode(code, signal));
          else start();
        }, delay);
      });
    };
    const forward = (/** @type {NodeJS.Signals} */ signal) => () => {
      stopping = true;
      if (child) child.kill(signal);
      else finish(0);
    };
    const onTerm = forward('SIGTERM');
    const onInt = forward('SIGINT');
    process.on('SIGTERM', onTerm);
    process.on('SIGINT', onInt);
    start();
  });
}

/**
 * When node lacks any of COLLECTOR_V8_FLAGS: runs this command again with them (`launchWithFlags`) and resolves with
 * its exit code; null when node has them all.
 * @param {readonly string[]} argv
 * @returns {Promise<number> | null}
 */
export function launchIfFlagsMissing(argv) {
  const execArgv = collectorExecArgv(process.execArgv);
  return execArgv.length > process.execArgv.length ? launchWithFlags(execArgv, argv) : null;
}

/**
 * Whether `tracehold collector` will run a pipeline in the process it starts (bin/cli.ts: `collectorRunsPipelinesHere`)
 * — its pipelines as threads, or its one pipeline (one core, `TRACEHOLD_COLLECTOR_PROCESSES=1`, a local bus) — rather
 * than fork processes that do, decided from the environment alone: true or false, or null when only the
 * configuration can tell — a configuration file is there (TRACEHOLD_CONFIG, or tracehold.yaml in `cwd`), or a value
 * is not one this reads plainly (the configuration then reports it). The defaults are the configuration's
 * (schemas/config.ts: bus local, balance thread, processes 0 = one per core); bin/collector-launch.test.ts holds
 * this to loadConfig's answer.
 * @param {Record<string, string | undefined>} env
 * @param {string} cwd
 * @param {number} parallelism
 * @returns {boolean | null}
 */
export function pipelinesHereFromEnvironment(env, cwd, parallelism) {
  if (env.TRACEHOLD_CONFIG || existsSync(path.join(cwd, 'tracehold.yaml'))) return null;
  const value = (/** @type {string} */ name) => (env[name] === undefined || env[name] === '' ? undefined : env[name]);
  const bus = value('TRACEHOLD_BUS') ?? 'local';
  const balance = value('TRACEHOLD_COLLECTOR_BALANCE') ?? 'thread';
  const processes = value('TRACEHOLD_COLLECTOR_PROCESSES') ?? '0';
  if (!['local', 'kafka'].includes(bus) || !['thread', 'connection', 'request'].includes(balance) || !/^\d{1,3}$/.test(processes) || Number(processes) > 256) return null;
  // A local bus runs one collector process; with Kafka, `connection` and `request` fork one per pipeline (with the
  // flags) unless there is only one.
  if (bus !== 'kafka' || balance === 'thread') return true;
  const n = Number(processes);
  return (n > 0 ? n : Math.max(1, parallelism)) === 1;
}

/**
 * bin/tracehold.js, for `tracehold collector` in a main thread that is no cluster worker: when the collector will run
 * a pipeline in this process and node lacks the flags, launches it with them and resolves with its exit code; otherwise (or when
 * undecided) resolves null and the CLI goes on.
 * @returns {Promise<number | null>}
 */
export async function launchEarly() {
  if (!isMainThread || process.env.NODE_UNIQUE_ID !== undefined || process.env[LAUNCHED_ENV] === '1') return null;
  if (pipelinesHereFromEnvironment(process.env, process.cwd(), os.availableParallelism()) !== true) return null;
  return launchIfFlagsMissing(process.argv.slice(2));
}
