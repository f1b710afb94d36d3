/**
 * `npm start` passes SIGTERM to the server (docker stop and process managers signal npm, the container's
 * first process): the server stops gracefully — acknowledged data written to ClickHouse and its bus offset
 * committed — and frees its ports. npm runs the script through `sh -c`; dash dies of the SIGTERM npm
 * forwards without passing it on, so the script execs node. The negative control runs the old script
 * shape and shows the server surviving its shell.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeProtobufTraces } from '../support/otlp/encode-traces.ts';
import { generateTrace } from '../support/generate-traces.ts';
import { allInOneEnv, makeDataDir, REPO_ROOT } from '../support/all-in-one-process.ts';
import { alive, childrenOf } from '../support/processes.ts';

const STOP_BOUND_MS = 30_000;
const leftovers: number[] = [];

afterEach(() => {
  // A failing run must not leave a server holding ports.
  for (const pid of leftovers.splice(0)) if (alive(pid)) process.kill(pid, 'SIGKILL');
});



async function waitFor<T>(what: string, fn: () => T | null | Promise<T | null>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ host: '127.0.0.1', port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

interface Started {
  launcher: ChildProcess;
  exited: Promise<void>;
  nodePid: number;
  ports: number[];
  otlpHttp: string;
  output(): string;
}

/** Spawns `command` (npm start, or the old `sh -c` shape) and waits until the server answers /readyz 200. */
async function launch(command: string, args: string[], dataDir: string): Promise<Started> {
  const launcher = spawn(command, args, {
    cwd: REPO_ROOT,
    env: {
      ...allInOneEnv(dataDir),
      // Long enough that the trace below is still undecided when SIGTERM arrives: shutdown must write it.
      TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '120000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  launcher.stdout!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  launcher.stderr!.on('data', (d: Buffer) => (out += d.toString('utf8')));
  const exited = new Promise<void>((resolve) => launcher.once('exit', () => resolve()));
  const runFile = path.join(dataDir, 'run', 'query-api.json');
  const banner = await waitFor(
    'the banner',
    () => {
      if (launcher.exitCode !== null) throw new Error(`${command} exited with ${launcher.exitCode}:\n${out}`);
      const grpc = /^ {2}OTLP\/gRPC\s+127\.0\.0\.1:(\d+)/m.exec(out);
      const http = /^ {2}OTLP\/HTTP\s+(http:\/\/127\.0\.0\.1:(\d+))\/v1\/traces/m.exec(out);
      const api = /^ {2}query API\s+(http:\/\/127\.0\.0\.1:(\d+))/m.exec(out);
      return grpc && http && api && existsSync(runFile) ? { grpc: Number(grpc[1]), http: Number(http[2]), otlpHttp: http[1]!, api: api[1]!, apiPort: Number(api[2]) } : null;
    },
    90_000,
  );
  const { pid: nodePid } = JSON.parse(readFileSync(runFile, 'utf8')) as { pid: number };
  leftovers.push(nodePid);
  await waitFor('readiness', async () => ((await fetch(`${banner.api}/readyz`)).status === 200 ? true : null), 30_000);
  return { launcher, exited, nodePid, ports: [banner.grpc, banner.http, banner.apiPort], otlpHttp: banner.otlpHttp, output: () => out };
}

describe('npm start and signals', () => {
  it('SIGTERM to the npm process stops the server gracefully: data flushed, process gone, ports free', async () => {
    const dataDir = makeDataDir();
    const started = await launch('npm', ['start'], dataDir);
    const { launcher, nodePid } = started;
    // The server is npm's own child (the script execs node), so npm's signal forwarding reaches it.
    expect(childrenOf(launcher.pid!)).toEqual([nodePid]);
    const helpers = childrenOf(nodePid); // tsx's esbuild service

    // An acknowledged export whose trace is still undecided (decision wait 120 s) when the signal arrives.
    const trace = generateTrace();
    const res = await fetch(`${started.otlpHttp}/v1/traces`, { method: 'POST', headers: { 'content-type': 'application/x-protobuf' }, body: Buffer.from(encodeProtobufTraces(trace.spans)) });
    expect(res.status).toBe(200);

    const signalledAt = Date.now();
    process.kill(launcher.pid!, 'SIGTERM');
    await waitFor('the server process to exit', () => (alive(nodePid) ? null : true), STOP_BOUND_MS);
    const stopMs = Date.now() - signalledAt;
    await waitFor('npm to exit', () => (launcher.exitCode !== null || launcher.signalCode !== null ? true : null), 10_000);
    for (const pid of helpers) await waitFor(`helper ${pid} to exit`, () => (alive(pid) ? null : true), 5_000);
    for (const port of started.ports) expect(await portFree(port), `port ${port} still held`).toBe(true);

    const output = started.output();
    expect(output).toContain('SIGTERM received, flushing and stopping');
    expect(output).toMatch(/"msg":"stopped"/);
    // Flushed: ingest committed the bus offset past the export's record, which it does only after the
    // ClickHouse writes covering it (the trace was decided at shutdown, not left for the next start).
    const committed = JSON.parse(readFileSync(path.join(dataDir, 'bus', 'consumers', 'ingest.offset'), 'utf8')) as { nextOffset: number };
    expect(committed.nextOffset).toBe(1);
    expect(stopMs).toBeLessThan(STOP_BOUND_MS);
    console.log(`npm start: SIGTERM to npm → server gone in ${stopMs} ms`);
  }, 180_000);

  it('negative control: with the old script shape (sh -c node …), the server outlives its shell and keeps its ports', async () => {
    const dataDir = makeDataDir();
    const started = await launch('sh', ['-c', 'node bin/tracehold.js start'], dataDir);
    expect(childrenOf(started.launcher.pid!)).toEqual([started.nodePid]);
    // What npm did on SIGTERM: forward it to its child, the shell.
    started.launcher.kill('SIGTERM');
    await started.exited;
    await new Promise((r) => setTimeout(r, 2_000));
    expect(alive(started.nodePid)).toBe(true);
    expect(await portFree(started.ports[2]!)).toBe(false);
    process.kill(started.nodePid, 'SIGTERM');
    await waitFor('the orphaned server to exit', () => (alive(started.nodePid) ? null : true), STOP_BOUND_MS);
  }, 180_000);
});
