/**
 * `tracehold collector` with `collector.balance: thread` started by a node without the collector's V8 flags
 * (COLLECTOR_V8_FLAGS: bin/collector-cluster.ts): this process starts the same command again as its child with them,
 * and watches it. V8 reads those flags when it starts, so they cannot be added to a running process; the processes
 * of `collector.balance: connection|request` get them when their primary forks them.
 *
 * The launcher passes SIGTERM and SIGINT on (the child stops gracefully and prints the one "received" line) and then
 * exits with the child's exit code. A child that fails to start ends the launcher with its exit code; one that dies
 * after it started is started again (after 1 s, doubling to 30 s while it keeps dying; reset after a minute of
 * running), as a cluster's primary replaces a process. Should the launcher be killed, the child sees its IPC
 * channel close and stops gracefully (bin/cli.ts). Starting node with the flags
 * (`node --initial-old-space-size=64 --single-threaded-gc --max-semi-space-size=8 bin/tracehold.js collector`) needs no launcher: one
 * process, about 60 MiB less, and nothing restarts it but your supervisor.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import { LAUNCHED_ENV, LAUNCHED_STARTED } from './collector-launch-env.ts';
import { createRestartBackoff } from './collector-cluster.ts';


/** Runs this command again with `execArgv` as node's flags; resolves with its exit code (128 + signal number when killed). */
export function launchWithFlags(execArgv: readonly string[], argv: readonly string[], err: (line: string) => void = (l) => process.stderr.write(l + '\n')): Promise<number> {
  return new Promise<number>((resolve) => {
    if (process.env[LAUNCHED_ENV] === '1') {
      // Launched already, and still without the flags: never start a chain of launchers.
      err('tracehold: the collector was launched with its V8 flags but does not have them; giving up');
      resolve(1);
      return;
    }
    let child: ChildProcess | null = null;
    let stopping = false;
    const backoff = createRestartBackoff();
    const boundPorts: Record<string, string> = {};
    const exitCode = (code: number | null, signal: NodeJS.Signals | null): number => code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1);
    const finish = (code: number): void => {
      process.off('SIGTERM', onTerm);
      process.off('SIGINT', onInt);
      resolve(code);
    };
    const start = (): void => {
      const startedAtMs = Date.now();
      let started = false;
      const c = spawn(process.execPath, [...execArgv, process.argv[1]!, ...argv], {
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: { ...process.env, ...boundPorts, [LAUNCHED_ENV]: '1' },
      });
      child = c;
      c.on('message', (message: { kind?: string; endpoints?: Record<string, string | undefined> } | undefined) => {
        if (message?.kind !== LAUNCHED_STARTED) return;
        started = true;
        // A replacement binds the ports this one bound (port 0 in the configuration: any free port, once).
        for (const [name, env] of [['otlpGrpc', 'TRACEHOLD_OTLP_GRPC_PORT'], ['otlpHttp', 'TRACEHOLD_OTLP_HTTP_PORT'], ['metrics', 'TRACEHOLD_COLLECTOR_METRICS_PORT']] as const) {
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
    const forward = (signal: NodeJS.Signals) => (): void => {
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
