import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(REPO_ROOT, 'test/clickhouse-shim/server.ts');

export interface ClickHouseShimOptions {
  /** chDB data directory; a fresh temporary one when absent. Reused by restart(). */
  dataDir?: string;
  /** 0 (the default) picks a free port; restart() keeps the one first bound so the URL stays valid. */
  port?: number;
  /** With a user, every query must carry these credentials (Basic auth or X-ClickHouse-User/Key). */
  user?: string;
  password?: string;
  startTimeoutMs?: number;
}

/**
 * A test ClickHouse endpoint: the chDB engine behind the ClickHouse HTTP interface, in a child
 * process (test/clickhouse-shim/server.ts). The data directory belongs to the shim process while it
 * runs; tests reach it only through `url`. Every method may be called whatever state the process is in.
 */
export interface ClickHouseShim {
  /** http://127.0.0.1:<port>, without credentials. */
  url: string;
  port: number;
  dataDir: string;
  /** Everything the shim wrote to stdout and stderr, over all its runs. */
  output(): string;
  /** SIGTERM (after SIGCONT if paused): finishes queued queries, closes chDB, exits. Returns the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no flush, no cleanup, as a crashed server. */
  kill9(): Promise<void>;
  /** SIGSTOP: connections are still accepted by the kernel but nothing answers, as a hung server. */
  pause(): void;
  /** SIGCONT after pause(). */
  resume(): void;
  /** Stops the shim if it runs, then starts it again on the same port and data directory. */
  restart(): Promise<void>;
}

const running = new Set<ChildProcess>();
// A test that fails before its afterAll must not leave a shim holding the port and the data directory.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export async function startClickHouseShim(opts: ClickHouseShimOptions = {}): Promise<ClickHouseShim> {
  const dataDir = opts.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'tracehold-ch-shim-'));
  let port = opts.port ?? 0;
  let out = '';
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  let paused = false;

  async function launch(): Promise<void> {
    const args = ['--import', 'tsx', SERVER, '--data', dataDir, '--port', String(port), '--watch-stdin'];
    if (opts.user !== undefined) args.push('--user', opts.user, '--password', opts.password ?? '');
    const proc = spawn(process.execPath, args, { cwd: REPO_ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    child = proc;
    paused = false;
    running.add(proc);
    exited = new Promise((resolve) =>
      proc.once('exit', (code) => {
        running.delete(proc);
        resolve(code);
      }),
    );
    let startOut = '';
    const onData = (d: Buffer) => {
      out += d.toString('utf8');
      startOut += d.toString('utf8');
    };
    proc.stdout!.on('data', onData);
    proc.stderr!.on('data', onData);

    const deadline = Date.now() + (opts.startTimeoutMs ?? 60_000);
    for (;;) {
      const m = /listening on 127\.0\.0\.1:(\d+)/.exec(startOut);
      if (m) {
        port = Number(m[1]);
        return;
      }
      if (proc.exitCode !== null || proc.signalCode !== null) throw new Error(`ClickHouse shim exited before listening:\n${startOut}`);
      if (Date.now() > deadline) {
        proc.kill('SIGKILL');
        throw new Error(`ClickHouse shim did not start in time:\n${startOut}`);
      }
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const alive = () => child !== null && child.exitCode === null && child.signalCode === null;

  const shim: ClickHouseShim = {
    url: '',
    port: 0,
    dataDir,
    output: () => out,
    async stop() {
      if (!alive()) return exited;
      if (paused) shim.resume();
      child!.kill('SIGTERM');
      return exited;
    },
    async kill9() {
      if (alive()) child!.kill('SIGKILL');
      await exited;
    },
    pause() {
      if (!alive()) throw new Error('ClickHouse shim is not running');
      child!.kill('SIGSTOP');
      paused = true;
    },
    resume() {
      if (!alive()) throw new Error('ClickHouse shim is not running');
      child!.kill('SIGCONT');
      paused = false;
    },
    async restart() {
      await shim.stop();
      await launch();
    },
  };
  await launch();
  shim.port = port;
  shim.url = `http://127.0.0.1:${port}`;
  return shim;
}
