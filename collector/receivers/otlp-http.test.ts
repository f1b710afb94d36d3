import { request as httpRequest, Agent, type IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import { deflateRawSync, deflateSync, gzipSync } from 'node:zlib';
import SnappyJS from 'snappyjs';
import { OTLPTraceExporter as OtlpHttpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as OtlpHttpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { afterEach, describe, expect, it } from 'vitest';
import { zstdRleBomb } from '../../test/fixtures/content-coding/payload.ts';
import { encodeJsonTraces, encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { google, opentelemetry } from '../otlp/generated/otlp.js';
import { spanWithEveryField } from '../../test/factories/span.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import type { ExportOutcome } from './export-handler.ts';
import { createOtlpHttpReceiver, type OtlpHttpReceiver } from './otlp-http.ts';
import { createRecordingDeps, emitSampleSpans, firstEventOn, GOOD_TOKEN, openSocket, type EmittedSpans } from '../../test/support/receivers/receiver-harness.ts';

const MiB = 1024 * 1024;
const receivers: OtlpHttpReceiver[] = [];

afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.shutdown()));
});

async function startReceiver(outcome?: ExportOutcome, maxBodyBytes = 20 * MiB) {
  const { deps, calls } = createRecordingDeps(outcome);
  const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes, maxAnyValueDepth: 32 });
  receivers.push(receiver);
  const { port } = await receiver.start();
  return { port, calls, receiver };
}

interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  reusedSocket: boolean;
}

function send(
  port: number,
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: Uint8Array | string; agent?: Agent },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'POST',
        path: options.path ?? '/v1/traces',
        headers: { authorization: `Bearer ${GOOD_TOKEN}`, ...options.headers },
        agent: options.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), reusedSocket: req.reusedSocket }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const protobufHeaders = { 'content-type': 'application/x-protobuf' };
const jsonHeaders = { 'content-type': 'application/json' };

function validSpans(): SpanRecord[] {
  return [spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000aa' })];
}

function decodeStatus(body: Buffer) {
  return google.rpc.Status.decode(body);
}

function expectSampleSpans(spans: SpanRecord[], emitted: EmittedSpans): void {
  const byName = new Map(spans.map((s) => [s.name, s]));
  expect([...byName.keys()].sort()).toEqual(['chat gpt-4o', 'parent']);
  const child = byName.get('chat gpt-4o')!;
  expect(child).toMatchObject({
    tenant: '',
    traceId: emitted.traceId,
    spanId: emitted.childSpanId,
    parentSpanId: emitted.parentSpanId,
    kind: 3,
    startTimeUnixNano: '1735689600123456789',
    endTimeUnixNano: '1735689601987654321',
    attributes: {
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.usage.input_tokens': 1234,
      'gen_ai.request.temperature': 0.25,
      'gen_ai.request.stream': false,
      'gen_ai.response.finish_reasons': ['stop'],
    },
    events: [{ timeUnixNano: '1735689600500000001', name: 'gen_ai.choice', attributes: { index: 0 }, droppedAttributesCount: 0 }],
    links: [{ traceId: emitted.linkedTraceId, spanId: emitted.linkedSpanId, attributes: { 'link.reason': 'retry' } }],
    status: { code: 2, message: 'rate limited' },
    scope: { name: 'receiver-test-scope', version: '1.2.3' },
  });
  expect(child.resource.attributes['service.name']).toBe('receiver-test');
  expect(byName.get('parent')).toMatchObject({ parentSpanId: '', kind: 2, startTimeUnixNano: '1735689600000000000' });
}

describe('OTLP/HTTP receiver', () => {
  it('receives spans from the real OTLP/HTTP JSON exporter', async () => {
    const { port, calls } = await startReceiver();
    const exporter = new OtlpHttpJsonExporter({ url: `http://127.0.0.1:${port}/v1/traces`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` } });

    const emitted = await emitSampleSpans(exporter);

    expect(calls.map((c) => c.ctx)).toEqual(calls.map(() => ({ tenant: 'acme', transport: 'http', signal: 'traces' })));
    expectSampleSpans(calls.flatMap((c) => c.decoded.spans), emitted);
  });

  it('receives spans from the real OTLP/HTTP protobuf exporter, gzip-compressed', async () => {
    const { port, calls } = await startReceiver();
    const exporter = new OtlpHttpProtoExporter({
      url: `http://127.0.0.1:${port}/v1/traces`,
      headers: { Authorization: `Bearer ${GOOD_TOKEN}` },
      // The option is typed as an enum of a package this repository does not depend on directly.
      compression: 'gzip' as NonNullable<ConstructorParameters<typeof OtlpHttpProtoExporter>[0]>['compression'],
    });

    const emitted = await emitSampleSpans(exporter);

    expectSampleSpans(calls.flatMap((c) => c.decoded.spans), emitted);
  });

  it('answers 200 with an empty ExportTraceServiceResponse in the request format', async () => {
    const { port, calls } = await startReceiver();

    const pb = await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()) });
    const json = await send(port, { headers: { 'content-type': 'application/json; charset=utf-8' }, body: encodeJsonTraces(validSpans()) });

    expect(pb.status).toBe(200);
    expect(pb.headers['content-type']).toBe('application/x-protobuf');
    expect(pb.body.length).toBe(0);
    expect(json.status).toBe(200);
    expect(json.headers['content-type']).toBe('application/json');
    expect(JSON.parse(json.body.toString())).toEqual({});
    expect(calls.map((c) => c.decoded.spans.length)).toEqual([2, 2]);
  });

  it('accepts a gzip-compressed JSON body', async () => {
    const { port, calls } = await startReceiver();

    const reply = await send(port, {
      headers: { ...jsonHeaders, 'content-encoding': 'gzip' },
      body: gzipSync(encodeJsonTraces(validSpans())),
    });

    expect(reply.status).toBe(200);
    expect(calls[0]!.decoded.spans).toEqual(validSpans());
  });

  it('accepts deflate (zlib, as HTTP and the Python SDK send it, and raw), zlib and snappy bodies', async () => {
    const { port, calls } = await startReceiver();
    const body = encodeProtobufTraces(validSpans());
    const sent: Array<[string, Uint8Array]> = [
      ['deflate', deflateSync(body)],
      ['deflate', deflateRawSync(body)],
      ['zlib', deflateSync(body)],
      ['snappy', SnappyJS.compress(Buffer.from(body))],
    ];
    for (const [encoding, compressed] of sent) {
      const reply = await send(port, { headers: { ...protobufHeaders, 'content-encoding': encoding }, body: compressed });
      expect(reply.status, encoding).toBe(200);
    }
    expect(calls.map((c) => c.decoded.spans)).toEqual(sent.map(() => validSpans()));
  });

  it('answers 413 to a zstd bomb and 400 to a body that is not what its Content-Encoding says', async () => {
    const { port, calls } = await startReceiver(undefined, 4 * MiB);
    const bomb = zstdRleBomb();
    const tooLarge = await send(port, { headers: { ...protobufHeaders, 'content-encoding': 'zstd' }, body: bomb });
    expect(tooLarge.status).toBe(413);

    const body = Buffer.from(encodeProtobufTraces(validSpans()));
    for (const encoding of ['zstd', 'lz4', 'x-snappy-framed', 'deflate']) {
      const reply = await send(port, { headers: { ...protobufHeaders, 'content-encoding': encoding }, body });
      expect(reply.status, encoding).toBe(400);
      expect(decodeStatus(reply.body).message, encoding).toContain(encoding === 'x-snappy-framed' ? 'snappy' : encoding);
    }
    expect(calls).toHaveLength(0);
  });

  it('reports spans refused individually as partial success', async () => {
    const { port, calls } = await startReceiver();
    const body = encodeProtobufTraces([...validSpans(), spanWithEveryField({ spanId: '0000000000000000' })]);

    const reply = await send(port, { headers: protobufHeaders, body });

    expect(reply.status).toBe(200);
    const response = opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse.decode(reply.body);
    expect(response.partialSuccess?.rejectedSpans?.toString()).toBe('1');
    expect(response.partialSuccess?.errorMessage).toContain('invalid span_id');
    expect(calls[0]!.decoded.spans).toHaveLength(2);
  });

  it('answers 200 with partial success when every span is invalid, still telling the handler', async () => {
    const { port, calls } = await startReceiver();
    const body = encodeJsonTraces([spanWithEveryField({ traceId: '00000000000000000000000000000000' })]);

    const reply = await send(port, { headers: jsonHeaders, body });

    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.toString())).toEqual({
      partialSuccess: {
        rejectedSpans: '1',
        errorMessage: 'resourceSpans[0].scopeSpans[0].spans[0].traceId: invalid trace_id (must be 32 hex characters, not all zero)',
      },
    });
    expect(calls.map((c) => [c.decoded.spans.length, c.decoded.rejectedSpans])).toEqual([[0, 1]]);
  });

  it('answers 400 with a google.rpc.Status in the request format for an undecodable body', async () => {
    const { port, calls } = await startReceiver();

    const pb = await send(port, { headers: protobufHeaders, body: Buffer.from('definitely { not protobuf') });
    const json = await send(port, { headers: jsonHeaders, body: '{"resourceSpans": [' });

    expect(pb.status).toBe(400);
    expect(decodeStatus(pb.body)).toMatchObject({ code: 3, message: expect.stringContaining('not a valid OTLP ExportTraceServiceRequest') });
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body.toString())).toEqual({ code: 3, message: 'request body is not valid JSON' });
    expect(calls).toHaveLength(0);
  });

  it('answers 400 for a body that is not valid gzip', async () => {
    const { port } = await startReceiver();

    const reply = await send(port, { headers: { ...protobufHeaders, 'content-encoding': 'gzip' }, body: Buffer.from('not gzip at all') });

    expect(reply.status).toBe(400);
    expect(decodeStatus(reply.body).message).toBe('request body is not valid gzip');
  });

  it('answers 400 for attribute nesting beyond the limit', async () => {
    const { port } = await startReceiver();
    let value: unknown = { stringValue: 'x' };
    for (let i = 0; i < 40; i++) value = { arrayValue: { values: [value] } };
    const body = JSON.stringify({
      resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: '5b8efff798038103d269b633813fc60c', spanId: 'eee19b7ec3c1b174', attributes: [{ key: 'k', value }] }] }] }],
    });

    const reply = await send(port, { headers: jsonHeaders, body });

    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body.toString()).message).toContain('exceeds the limit of 32 levels');
  });

  it('answers 401 when the credentials are refused', async () => {
    const { port, calls } = await startReceiver();

    const reply = await send(port, { headers: { ...protobufHeaders, authorization: 'Bearer wrong' }, body: encodeProtobufTraces(validSpans()) });

    expect(reply.status).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Bearer');
    expect(decodeStatus(reply.body).code).toBe(16);
    expect(calls).toHaveLength(0);
  });

  it('answers 404 for other paths, naming the three OTLP paths, and 405 for other methods', async () => {
    const { port } = await startReceiver();

    const notFound = await send(port, { path: '/v1/profiles', headers: protobufHeaders, body: '' });
    const notAllowed = await send(port, { method: 'GET', headers: protobufHeaders });

    expect(notFound.status).toBe(404);
    expect(decodeStatus(notFound.body)).toMatchObject({ code: 5, message: 'not found: OTLP/HTTP is accepted at POST /v1/traces, /v1/logs, /v1/metrics' });
    expect(notAllowed.status).toBe(405);
    expect(notAllowed.headers.allow).toBe('POST');
  });

  it('answers 415 for an unsupported Content-Type or Content-Encoding', async () => {
    const { port } = await startReceiver();

    const type = await send(port, { headers: { 'content-type': 'text/plain' }, body: 'x' });
    const encoding = await send(port, { headers: { ...protobufHeaders, 'content-encoding': 'br' }, body: 'x' });

    expect(type.status).toBe(415);
    expect(JSON.parse(type.body.toString()).message).toContain('Content-Type');
    expect(encoding.status).toBe(415);
    expect(decodeStatus(encoding.body).message).toContain('Content-Encoding');
  });

  it('answers 413 for a body over the limit and keeps the connection usable', async () => {
    const { port, calls } = await startReceiver(undefined, 64 * 1024);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });

    const tooBig = await send(port, { headers: jsonHeaders, body: Buffer.alloc(256 * 1024, 0x20), agent });
    const next = await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()), agent });
    agent.destroy();

    expect(tooBig.status).toBe(413);
    expect(JSON.parse(tooBig.body.toString()).message).toContain('exceeds the limit of 65536 bytes');
    expect(next.status).toBe(200);
    expect(next.reusedSocket).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('answers 413 to a gzip bomb without inflating it past the limit', async () => {
    const { port, calls } = await startReceiver();
    // 64 gzip members of 16 MiB of zeros each: 1 GiB inflated, about 1 MiB on the wire.
    const member = gzipSync(Buffer.alloc(16 * MiB), { level: 9 });
    const bomb = Buffer.concat(Array.from({ length: 64 }, () => member));
    expect(bomb.length).toBeLessThan(2 * MiB);
    const baseline = process.memoryUsage();
    let peakBytes = 0;
    const sampler = setInterval(() => {
      const m = process.memoryUsage();
      peakBytes = Math.max(peakBytes, m.arrayBuffers - baseline.arrayBuffers, m.rss - baseline.rss);
    }, 1);

    const reply = await send(port, { headers: { ...protobufHeaders, 'content-encoding': 'gzip' }, body: bomb });
    clearInterval(sampler);

    expect(reply.status).toBe(413);
    expect(decodeStatus(reply.body).code).toBe(8);
    expect(calls).toHaveLength(0);
    // The limit is 20 MiB; inflating the whole bomb would take 1 GiB.
    expect(peakBytes).toBeLessThan(200 * MiB);
  });

  it('answers 429 with Retry-After in whole seconds when the pipeline is overloaded', async () => {
    const { port } = await startReceiver({ status: 'retryable', retryInMs: 1500, reason: 'overloaded' });

    const reply = await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()) });

    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('2');
    const status = decodeStatus(reply.body);
    expect(status.code).toBe(8);
    const retryInfo = google.rpc.RetryInfo.decode(status.details[0]!.value!);
    expect(status.details[0]!.type_url).toBe('type.googleapis.com/google.rpc.RetryInfo');
    expect([retryInfo.retryDelay?.seconds?.toString(), retryInfo.retryDelay?.nanos]).toEqual(['1', 500_000_000]);
  });

  it('answers 503 with Retry-After when the pipeline is unavailable', async () => {
    const { port } = await startReceiver({ status: 'retryable', retryInMs: 3000, reason: 'unavailable' });

    const reply = await send(port, { headers: jsonHeaders, body: encodeJsonTraces(validSpans()) });

    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('3');
    expect(JSON.parse(reply.body.toString())).toMatchObject({ code: 14, details: [{ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '3s' }] });
  });

  it('answers 500 without the error text when the pipeline fails', async () => {
    const { port } = await startReceiver({ status: 'failed', error: new Error('CANARY-7f3a secret detail') });

    const reply = await send(port, { headers: jsonHeaders, body: encodeJsonTraces(validSpans()) });

    expect(reply.status).toBe(500);
    expect(reply.body.toString()).not.toContain('CANARY');
    expect(JSON.parse(reply.body.toString())).toEqual({ code: 13, message: 'internal error while processing the export' });
  });

  it('survives a client that disconnects in the middle of the body', async () => {
    const { port, calls } = await startReceiver();
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/v1/traces',
        headers: { ...protobufHeaders, authorization: `Bearer ${GOOD_TOKEN}`, 'content-length': '100000', 'content-encoding': 'gzip' },
        agent: false,
      });
      req.on('error', () => resolve());
      req.write(gzipSync(Buffer.alloc(1000)).subarray(0, 20), () => setTimeout(() => req.destroy(), 50));
      req.on('close', () => resolve());
    });

    const next = await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()) });

    expect(next.status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('closes a connection over maxConnections as it arrives, and takes new ones once others have closed', async () => {
    const { deps } = createRecordingDeps();
    const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: MiB, maxAnyValueDepth: 32, maxConnections: 3 });
    receivers.push(receiver);
    const { port } = await receiver.start();
    const open = (): Promise<Socket> => openSocket(port);
    /** Whether the server closes the socket within `withinMs`, without sending anything. */
    const closedByServer = async (socket: Socket, withinMs: number): Promise<boolean> => (await firstEventOn(socket, withinMs)) === 'closed';
    const idle = [await open(), await open(), await open()];
    try {
      // Three idle connections are the bound: the fourth is closed at once, unread.
      expect(await Promise.all(idle.map((socket) => closedByServer(socket, 300)))).toEqual([false, false, false]);
      expect(await closedByServer(await open(), 5000)).toBe(true);
      // One of the three goes: a request gets through again.
      idle.pop()!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect((await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()) })).status).toBe(200);
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });

  it('negative control: without maxConnections a fourth connection is served', async () => {
    const { port } = await startReceiver();
    const sockets = await Promise.all([0, 1, 2].map(() => openSocket(port)));
    try {
      expect((await send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()) })).status).toBe(200);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it('can be shut down twice', async () => {
    const { receiver, port } = await startReceiver();

    await receiver.shutdown();
    await receiver.shutdown();

    await expect(send(port, { headers: protobufHeaders, body: '' })).rejects.toThrow(/ECONNREFUSED/);
  });

  it('lets an export in flight finish when shut down', async () => {
    const { deps, calls } = createRecordingDeps();
    let release: (() => void) | undefined;
    const recordExport = deps.handleExport;
    deps.handleExport = async (ctx, decoded) => {
      await new Promise<void>((resolve) => (release = resolve));
      return recordExport(ctx, decoded);
    };
    const receiver = createOtlpHttpReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: MiB, maxAnyValueDepth: 32 });
    const { port } = await receiver.start();
    const agent = new Agent({ keepAlive: true });
    const inFlight = send(port, { headers: protobufHeaders, body: encodeProtobufTraces(validSpans()), agent });
    await expect.poll(() => release !== undefined).toBe(true);

    const stopped = receiver.shutdown();
    release!();
    const reply = await inFlight;
    const startedMs = performance.now();
    await stopped;
    agent.destroy();

    expect(reply.status).toBe(200);
    expect(calls).toHaveLength(1);
    // Well under the 10 s grace: the keep-alive connection is closed once its answer is sent.
    expect(performance.now() - startedMs).toBeLessThan(2000);
  });
});
