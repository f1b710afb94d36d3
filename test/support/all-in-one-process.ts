import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_TOKEN = 'thq_test_admin_token_0123456789abcdef';

export interface AllInOneProcess {
  child: ChildProcess;
  dataDir: string;
  otlpHttp: string;
  otlpGrpc: string;
  api: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** SIGTERM and wait for exit; returns the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL (no flush) and wait for exit. */
  kill9(): Promise<void>;
}

export function makeDataDir(prefix = 'tracehold-test-'): string {
  return mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Starts `tracehold start` as a real child process on ephemeral ports (port 0) and waits for its
 * banner, from which it reads the bound addresses.
 */
/**
 * The environment of an all-in-one under test, and nothing inherited beyond PATH and HOME: its data directory,
 * every port chosen by the system (read back from the banner), the test admin token.
 */
export function allInOneEnv(dataDir: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TRACEHOLD_DATA_DIR: dataDir,
    TRACEHOLD_OTLP_GRPC_PORT: '0',
    TRACEHOLD_OTLP_HTTP_PORT: '0',
    TRACEHOLD_API_PORT: '0',
    TRACEHOLD_ADMIN_TOKEN: ADMIN_TOKEN,
  };
}

export async function startAllInOne(opts: { dataDir?: string; env?: Record<string, string>; timeoutMs?: number; yaml?: string } = {}): Promise<AllInOneProcess> {
  const dataDir = opts.dataDir ?? makeDataDir();
  // The process runs in the data dir, so a tracehold.yaml there is its configuration file.
  if (opts.yaml !== undefined) writeFileSync(path.join(dataDir, 'tracehold.yaml'), opts.yaml);
  // TRACEHOLD_TEST_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to
  // profile it under a benchmark (NODE_OPTIONS refuses --cpu-prof).
  const nodeArgs = (process.env.TRACEHOLD_TEST_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, path.join(REPO_ROOT, 'bin/tracehold.js'), 'start'], {
    cwd: dataDir,
    env: {
      ...allInOneEnv(dataDir),
      TRACEHOLD_LOG_LEVEL: 'info',
      // Tests wait for sampling decisions; a short wait keeps them fast (production default: 10 s).
      TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '300',
      // glibc's allocator settings and libuv's pool size, when the caller sets them, reach the server (both are read
      // only when a process starts): benchmarks compare them, e.g. `MALLOC_ARENA_MAX=2 npm run bench:big-exports`.
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('MALLOC_') || k === 'UV_THREADPOOL_SIZE')),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + (opts.timeoutMs ?? 60_000);
  let endpoints: { otlpHttp: string; otlpGrpc: string; api: string } | null = null;
  while (!endpoints) {
    if (child.exitCode !== null) throw new Error(`tracehold exited with ${child.exitCode} before starting:\n${out}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`tracehold did not start in time:\n${out}`);
    }
    // Anchored on the banner's indentation: the JSON log line "OTLP/gRPC receiver listening" can come first.
    const grpc = /^ {2}OTLP\/gRPC\s+(\S+)/m.exec(out);
    const http = /OTLP\/HTTP\s+(\S+)\/v1\/traces/.exec(out);
    const api = /query API\s+(\S+)/.exec(out);
    if (grpc && http && api) endpoints = { otlpGrpc: grpc[1]!, otlpHttp: http[1]!, api: api[1]! };
    else await new Promise((r) => setTimeout(r, 50));
  }
  return {
    child,
    dataDir,
    ...endpoints,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
    async kill9() {
      if (child.exitCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

export async function getJson(url: string, token = ADMIN_TOKEN): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* not JSON */
  }
  return { status: res.status, body };
}

/** Polls the trace endpoint until `done(body)` holds or the timeout passes; returns the last body. */
export async function waitForTrace(api: string, traceId: string, done: (body: any) => boolean, timeoutMs = 30_000): Promise<any> {
  const deadline = Date.now() + timeoutMs;
  let last: any = null;
  while (Date.now() < deadline) {
    const r = await getJson(`${api}/v1/traces/${traceId}`);
    if (r.status === 200) {
      last = r.body;
      if (done(r.body)) return r.body;
    }
    await new Promise((res) => setTimeout(res, 100));
  }
  return last;
}

export function countSpans(nodes: any[]): number {
  return nodes.reduce((n, s) => n + 1 + countSpans(s.children), 0);
}

export function flattenSpans(nodes: any[]): any[] {
  return nodes.flatMap((s) => [s, ...flattenSpans(s.children)]);
}

/** Scans every file under `dir` for `needle` (raw bytes); returns the relative paths that contain it. */
export function scanDirFor(dir: string, needle: string | Buffer): string[] {
  const bytes = typeof needle === 'string' ? Buffer.from(needle, 'utf8') : needle;
  const hits: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = path.join(d, name);
      const st = statSync(p, { throwIfNoEntry: false });
      if (!st) continue;
      if (st.isDirectory()) walk(p);
      else if (st.isFile() && readFileSync(p).includes(bytes)) hits.push(path.relative(dir, p));
    }
  };
  walk(dir);
  return hits;
}
