/**
 * A real OpenTelemetry Collector in front of Tracehold, as teams run one (an agent per host or a gateway): the
 * Node SDK exports to the agent's OTLP receiver, and the agent forwards every trace to Tracehold's OTLP receivers
 * through one exporter per compression its exporters offer — OTLP/HTTP with gzip, zstd, snappy, x-snappy-framed,
 * deflate, zlib, lz4 and none, and OTLP/JSON with zstd; OTLP/gRPC with gzip, zstd, snappy and none. Each exporter has its own Tracehold
 * receiver, so each arrival is known by its codec. The agent is built from the Go module proxy by
 * `bash scripts/peer/otelcol-build.sh agent` (the global test setup runs it; minutes once, then cached in .tools/).
 *
 * The HTTP exporters reach Tracehold through a recording pass-through, which shows the negative control: the
 * agent really sent each coding (Content-Encoding and the format's magic bytes), so a receiver that ignored an
 * encoding could not pass.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { context, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOtlpGrpcReceiver } from '../../collector/receivers/otlp-grpc.ts';
import { createOtlpHttpReceiver } from '../../collector/receivers/otlp-http.ts';
import { createRecordingDeps, GOOD_TOKEN, type RecordedExport } from '../support/receivers/receiver-harness.ts';
import { builtToolPath } from './peer-tools.ts';

const MiB = 1024 * 1024;

const HTTP_CODINGS = ['gzip', 'zstd', 'snappy', 'x-snappy-framed', 'deflate', 'zlib', 'lz4', 'none'] as const;
const GRPC_CODINGS = ['gzip', 'zstd', 'snappy', 'none'] as const;

/** The first bytes each coding's body starts with, as the agent writes it. */
const MAGIC: Record<(typeof HTTP_CODINGS)[number], (body: Buffer) => boolean> = {
  gzip: (b) => b[0] === 0x1f && b[1] === 0x8b,
  zstd: (b) => b.readUInt32LE(0) === 0xfd2fb528,
  // The Collector writes the block format under `snappy` since v0.115 (a varint length first, no stream identifier).
  snappy: (b) => b[0] !== 0xff,
  'x-snappy-framed': (b) => b.subarray(0, 10).equals(Buffer.from([0xff, 0x06, 0x00, 0x00, 0x73, 0x4e, 0x61, 0x50, 0x70, 0x59])),
  deflate: (b) => (b[0]! & 0x0f) === 8 && ((b[0]! << 8) | b[1]!) % 31 === 0,
  zlib: (b) => (b[0]! & 0x0f) === 8 && ((b[0]! << 8) | b[1]!) % 31 === 0,
  lz4: (b) => b.readUInt32LE(0) === 0x184d2204,
  none: (b) => b.length > 0,
};

interface Arrival {
  name: string;
  calls: RecordedExport[];
}

interface SeenRequest {
  contentType: string | undefined;
  contentEncoding: string | undefined;
  status: number;
  wireBytes: number;
  magicOk: boolean;
}

/** A pass-through to `port` that records what each request carried on the wire. */
function startRecordingProxy(port: number, coding: (typeof HTTP_CODINGS)[number], seen: SeenRequest[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
        seen.push({ contentType: req.headers['content-type'], contentEncoding: req.headers['content-encoding'], status: answer.statusCode ?? 0, wireBytes: body.length, magicOk: MAGIC[coding](body) });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      forward.on('error', () => res.writeHead(502).end());
      forward.end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const closers: Array<() => Promise<unknown>> = [];
let agent: ChildProcess | undefined;
let agentLog = '';
let workDir = '';
const httpArrivals = new Map<string, Arrival>();
const grpcArrivals = new Map<string, Arrival>();
const wire = new Map<string, SeenRequest[]>();
/** A ~250 KB attribute value of words in a scrambled order: several snappy chunks, zstd and lz4 blocks. */
const WORDS = ['the', 'model', 'answered', 'retrieval', 'invoice', 'tenant', 'refund', 'policy', 'customer', 'order', 'shipped', 'delayed'];
const bigValue = Array.from({ length: 36_000 }, (_, i) => WORDS[((i * 2654435761) >>> 7) % WORDS.length]).join(' ');
let traceId = '';

async function waitFor(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}; agent output:\n${agentLog.slice(-4000)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  const binary = await builtToolPath('scripts/peer/otelcol-build.sh', ['agent']);
  workDir = mkdtempSync(path.join(tmpdir(), 'tracehold-otelcol-agent-'));

  const exporters: Record<string, unknown> = {};
  const headers = { authorization: `Bearer ${GOOD_TOKEN}` };
  const noRetry = { retry_on_failure: { enabled: false }, sending_queue: { enabled: false } };
  for (const coding of HTTP_CODINGS) {
    const { deps, calls } = createRecordingDeps();
    const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 4 * MiB, maxAnyValueDepth: 32 });
    const { port } = await receiver.start();
    closers.push(() => receiver.shutdown());
    const seen: SeenRequest[] = [];
    const proxy = await startRecordingProxy(port, coding, seen);
    closers.push(() => new Promise((r) => proxy.close(r)));
    wire.set(coding, seen);
    httpArrivals.set(coding, { name: `otlp_http/${coding}`, calls });
    exporters[`otlp_http/${coding}`] = { endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, compression: coding, headers, ...noRetry };
  }
  {
    // OTLP/JSON as the Collector writes it (encoding: json), zstd-compressed.
    const { deps, calls } = createRecordingDeps();
    const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 4 * MiB, maxAnyValueDepth: 32 });
    const { port } = await receiver.start();
    closers.push(() => receiver.shutdown());
    const seen: SeenRequest[] = [];
    const proxy = await startRecordingProxy(port, 'zstd', seen);
    closers.push(() => new Promise((r) => proxy.close(r)));
    wire.set('json', seen);
    httpArrivals.set('json', { name: 'otlp_http/json', calls });
    exporters['otlp_http/json'] = { endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, encoding: 'json', compression: 'zstd', headers, ...noRetry };
  }
  for (const coding of GRPC_CODINGS) {
    const { deps, calls } = createRecordingDeps();
    const receiver = createOtlpGrpcReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 4 * MiB, maxAnyValueDepth: 32 });
    const { port } = await receiver.start();
    closers.push(() => receiver.shutdown());
    grpcArrivals.set(coding, { name: `otlp/${coding}`, calls });
    exporters[`otlp/${coding}`] = { endpoint: `127.0.0.1:${port}`, tls: { insecure: true }, compression: coding, headers, ...noRetry };
  }
  const agentPort = await freePort();
  const config = {
    receivers: { otlp: { protocols: { http: { endpoint: `127.0.0.1:${agentPort}` } } } },
    exporters,
    service: {
      telemetry: { metrics: { level: 'none' }, logs: { level: 'info' } },
      pipelines: { traces: { receivers: ['otlp'], exporters: Object.keys(exporters) } },
    },
  };
  const configFile = path.join(workDir, 'agent.json');
  writeFileSync(configFile, JSON.stringify(config));
  agent = spawn(binary, ['--config', `file:${configFile}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  agent.stdout!.on('data', (c: Buffer) => (agentLog += c.toString()));
  agent.stderr!.on('data', (c: Buffer) => (agentLog += c.toString()));
  await waitFor(() => agentLog.includes('Everything is ready'), 'the agent to start');

  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'behind-an-agent' }),
    spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: `http://127.0.0.1:${agentPort}/v1/traces` }))],
  });
  const tracer = provider.getTracer('otelcol-agent-test');
  const root = tracer.startSpan('handle request');
  const child = tracer.startSpan('chat gpt-4o', { attributes: { 'gen_ai.request.model': 'gpt-4o', 'app.big_value': bigValue } }, trace.setSpan(context.active(), root));
  child.end();
  root.end();
  traceId = root.spanContext().traceId;
  await provider.forceFlush();
  await provider.shutdown();
  const all = [...httpArrivals.values(), ...grpcArrivals.values()];
  // Each test then says which exporter's trace is missing (a receiver refusing a coding delivers nothing).
  await waitFor(() => all.every((a) => a.calls.flatMap((c) => c.decoded.spans).length >= 2), 'every exporter to deliver both spans', 20_000).catch(() => undefined);
}, 900_000);

afterAll(async () => {
  if (agent && agent.exitCode === null) {
    agent.kill('SIGTERM');
    await new Promise((r) => agent!.once('exit', r));
  }
  await Promise.all(closers.splice(0).map((close) => close()));
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

const digest = (s: string): string => createHash('sha256').update(s).digest('hex');

function expectTrace(arrival: Arrival): void {
  const spans = arrival.calls.flatMap((c) => c.decoded.spans);
  expect(spans.map((s) => s.name).sort(), arrival.name).toEqual(['chat gpt-4o', 'handle request']);
  expect(new Set(spans.map((s) => s.traceId)), arrival.name).toEqual(new Set([traceId]));
  const chat = spans.find((s) => s.name === 'chat gpt-4o')!;
  expect(chat.attributes['gen_ai.request.model'], arrival.name).toBe('gpt-4o');
  expect(digest(String(chat.attributes['app.big_value'])), arrival.name).toBe(digest(bigValue));
  expect(chat.resource.attributes['service.name'], arrival.name).toBe('behind-an-agent');
  expect(arrival.calls.every((c) => c.ctx.tenant === 'acme'), arrival.name).toBe(true);
}

describe('an OpenTelemetry Collector agent forwarding to Tracehold with every compression it offers', () => {
  it.each(HTTP_CODINGS)('OTLP/HTTP with compression %s: the trace arrives whole', (coding) => {
    expectTrace(httpArrivals.get(coding)!);
    const seen = wire.get(coding)!;
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect(request.status).toBe(200);
      expect(request.contentEncoding ?? 'none').toBe(coding);
      expect(request.magicOk, `${coding} magic bytes`).toBe(true);
      if (coding !== 'none') expect(request.wireBytes).toBeLessThan(bigValue.length);
    }
  });

  it('OTLP/HTTP with encoding json and compression zstd: the trace arrives whole', () => {
    expectTrace(httpArrivals.get('json')!);
    const seen = wire.get('json')!;
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      expect([request.status, request.contentType, request.contentEncoding, request.magicOk]).toEqual([200, 'application/json', 'zstd', true]);
    }
  });

  it.each(GRPC_CODINGS)('OTLP/gRPC with compression %s: the trace arrives whole', (coding) => {
    expectTrace(grpcArrivals.get(coding)!);
  });

  it('the agent logged no failed export', () => {
    expect(agentLog.split('\n').filter((line) => /Exporting failed|dropped|unsupported/i.test(line))).toEqual([]);
  });
});
