/**
 * /readyz of the all-in-one counts the OTLP receivers: it is never 200 while they do not listen, and it turns
 * 503 ("stopping") as soon as shutdown begins. A start whose OTLP port is taken fails fast with an error that
 * names the port and the setting that moves it, before ClickHouse starts.
 */
import { spawn } from 'node:child_process';
import { connect, createServer, type Server } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, makeDataDir, REPO_ROOT } from '../support/all-in-one-process.ts';

function env(dataDir: string, ports: { grpc: number; http: number; api: number }): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    TRACEHOLD_DATA_DIR: dataDir,
    TRACEHOLD_OTLP_GRPC_PORT: String(ports.grpc),
    TRACEHOLD_OTLP_HTTP_PORT: String(ports.http),
    TRACEHOLD_API_PORT: String(ports.api),
    TRACEHOLD_ADMIN_TOKEN: ADMIN_TOKEN,
  };
}

async function listen(): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  return server;
}

async function freePorts(n: number): Promise<number[]> {
  const servers = await Promise.all(Array.from({ length: n }, listen));
  const ports = servers.map((s) => (s.address() as { port: number }).port);
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  return ports;
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

async function readyz(apiPort: number): Promise<{ status: number; components?: string[] } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${apiPort}/readyz`);
    const body = (await res.json()) as { components?: string[] };
    return { status: res.status, components: body.components };
  } catch {
    return null; // not listening (yet, or any more)
  }
}

describe('readiness of the all-in-one', () => {
  it('is never 200 before the OTLP ports accept connections, and 503 "stopping" once SIGTERM arrived', async () => {
    const [grpc, http, api] = (await freePorts(3)) as [number, number, number];
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'start'], { cwd: REPO_ROOT, env: env(makeDataDir(), { grpc, http, api }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      // Poll from the moment of spawn: the first 200 must find both receivers accepting connections.
      const deadline = Date.now() + 90_000;
      let first: { status: number } | null = null;
      while (!first || first.status !== 200) {
        if (Date.now() > deadline || child.exitCode !== null) throw new Error(`never ready:\n${out}`);
        first = await readyz(api);
        if (!first || first.status !== 200) await new Promise((r) => setTimeout(r, 5));
      }
      expect(await accepts(grpc)).toBe(true);
      expect(await accepts(http)).toBe(true);

      // An export still uploading holds the receivers' shutdown (they let in-flight exports finish), so the
      // window between "shutdown began" and "the API closed" is long enough to observe.
      const upload = connect({ host: '127.0.0.1', port: http });
      await new Promise((resolve) => upload.once('connect', resolve));
      upload.write('POST /v1/traces HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-protobuf\r\nContent-Length: 1000\r\n\r\n' + 'x'.repeat(10));
      await new Promise((r) => setTimeout(r, 200));

      child.kill('SIGTERM');
      const seen: Array<string> = [];
      for (;;) {
        const r = await readyz(api);
        if (!r) break;
        seen.push(`${r.status} ${(r.components ?? []).join(',')}`);
        // Seen what a load balancer must see: let the upload go, so the shutdown can go on.
        if (seen.at(-1) === '503 stopping' && !upload.destroyed) upload.destroy();
      }
      upload.destroy();
      // Load balancers see "not ready" before the API goes away, never "ready" after the signal was handled.
      expect(seen).toContain('503 stopping');
      expect(seen.slice(seen.indexOf('503 stopping'))).not.toContain('200 ');
      // Probes that were answered while the API closed do not hold the shutdown (keep-alive connections).
      expect(await exited).toBe(0);
      expect(out).toContain('"msg":"stopped"');
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);

  it('fails fast, naming the port and its setting, when the OTLP port is taken', async () => {
    const holder = await listen();
    const taken = (holder.address() as { port: number }).port;
    try {
      const started = Date.now();
      const child = spawn(process.execPath, [path.join(REPO_ROOT, 'bin/tracehold.js'), 'start'], { cwd: REPO_ROOT, env: env(makeDataDir(), { grpc: 0, http: taken, api: 0 }), stdio: ['ignore', 'pipe', 'pipe'] });
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      const elapsedMs = Date.now() - started;
      expect(code).toBe(1);
      expect(err).toContain('TH_ERR_PORT_UNAVAILABLE');
      expect(err).toContain(`OTLP/HTTP port 127.0.0.1:${taken} is in use by another process`);
      expect(err).toContain('TRACEHOLD_OTLP_HTTP_PORT');
      expect(err).not.toContain('Tracehold all-in-one is running');
      // Before ClickHouse and migrations: the process only loaded its code.
      expect(elapsedMs).toBeLessThan(10_000);
      console.log(`port-taken start failed after ${elapsedMs} ms`);
    } finally {
      await new Promise((r) => holder.close(r));
    }
  }, 60_000);
});
