import { connect as connectHttp2, type ClientHttp2Session } from 'node:http2';
import * as grpc from '@grpc/grpc-js';
import SnappyJS from 'snappyjs';
import { OTLPTraceExporter as OtlpGrpcExporter } from '@opentelemetry/exporter-trace-otlp-grpc';
import { afterEach, describe, expect, it } from 'vitest';
import { zstdRleBomb } from '../../test/fixtures/content-coding/payload.ts';
import { encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { google, opentelemetry } from '../otlp/generated/otlp.js';
import { spanWithEveryField } from '../../test/factories/span.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import type { ExportOutcome } from './export-handler.ts';
import { grpcExtraEncodingsApplied } from './grpc-js-codings.ts';
import { createOtlpGrpcReceiver, MAX_CONCURRENT_STREAMS, type OtlpGrpcReceiver } from './otlp-grpc.ts';
import { OTLP_SIGNAL_ROUTES } from './otlp-signal-routes.ts';
import { createRecordingDeps, emitSampleSpans, firstEventOn, GOOD_TOKEN, openSocket } from '../../test/support/receivers/receiver-harness.ts';

const TRACE_EXPORT_PATH = OTLP_SIGNAL_ROUTES.find((r) => r.signal === 'traces')!.grpcPath;
const receivers: OtlpGrpcReceiver[] = [];
const clients: grpc.Client[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await Promise.all(receivers.splice(0).map((r) => r.shutdown()));
});

async function startReceiver(outcome?: ExportOutcome, maxBodyBytes = 20 * 1024 * 1024) {
  const { deps, calls } = createRecordingDeps(outcome);
  const receiver = createOtlpGrpcReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes, maxAnyValueDepth: 32 });
  receivers.push(receiver);
  const { port } = await receiver.start();
  return { port, calls, receiver };
}

function connect(port: number, options: grpc.ChannelOptions = {}): grpc.Client {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure(), options);
  clients.push(client);
  return client;
}

function authMetadata(token = GOOD_TOKEN): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${token}`);
  return metadata;
}

function callExport(client: grpc.Client, body: Uint8Array, metadata = authMetadata()): Promise<{ error: grpc.ServiceError | null; response?: Buffer }> {
  return new Promise((resolve) => {
    client.makeUnaryRequest(
      TRACE_EXPORT_PATH,
      (b: Uint8Array) => Buffer.from(b),
      (b: Buffer) => b,
      body,
      metadata,
      {},
      (error, response) => resolve({ error, response }),
    );
  });
}

function statusDetails(error: grpc.ServiceError) {
  const bin = error.metadata.get('grpc-status-details-bin')[0];
  if (!Buffer.isBuffer(bin)) throw new Error('no grpc-status-details-bin');
  return google.rpc.Status.decode(bin);
}

/** An HTTP/2 connection the server has answered (its SETTINGS arrived). */
function openHttp2Session(port: number): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(`http://127.0.0.1:${port}`);
    session.once('remoteSettings', () => resolve(session));
    session.once('error', reject);
  });
}

/** What a new connection sees first from the server (see firstEventOn); the connection is closed after. */
async function probeConnection(port: number): Promise<'data' | 'closed' | 'nothing'> {
  const socket = await openSocket(port);
  try {
    return await firstEventOn(socket, 5000);
  } finally {
    socket.destroy();
  }
}

function validSpans(): SpanRecord[] {
  return [spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000aa' })];
}

/**
 * One unary Export call written by hand over HTTP/2 with a `grpc-encoding` grpc-js cannot produce (the real Go
 * client's zstd and snappy are in test/interop/otelcol-agent.test.ts): the compressed-flag message, then the
 * call's grpc-status and grpc-message.
 */
function rawGrpcExport(port: number, encoding: string, compressedMessage: Buffer): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const session = connectHttp2(`http://127.0.0.1:${port}`);
    session.on('error', reject);
    const frame = Buffer.alloc(5);
    frame[0] = 1;
    frame.writeUInt32BE(compressedMessage.length, 1);
    const stream = session.request({
      ':method': 'POST',
      ':path': TRACE_EXPORT_PATH,
      'content-type': 'application/grpc',
      te: 'trailers',
      'grpc-encoding': encoding,
      authorization: `Bearer ${GOOD_TOKEN}`,
    });
    let headers: Record<string, unknown> = {};
    stream.on('response', (h) => (headers = h));
    stream.on('trailers', (t) => (headers = { ...headers, ...t }));
    stream.on('data', () => {});
    stream.on('end', () => {
      session.close();
      resolve({ status: Number(headers['grpc-status']), message: decodeURIComponent(String(headers['grpc-message'] ?? '')) });
    });
    stream.on('error', reject);
    stream.end(Buffer.concat([frame, compressedMessage]));
  });
}

describe('OTLP/gRPC receiver', () => {
  it('receives spans from the real OTLP/gRPC exporter with gzip compression', async () => {
    const { port, calls } = await startReceiver();
    const exporter = new OtlpGrpcExporter({
      url: `http://127.0.0.1:${port}`,
      metadata: authMetadata(),
      // The option is typed as an enum of a package this repository does not depend on directly.
      compression: 'gzip' as NonNullable<ConstructorParameters<typeof OtlpGrpcExporter>[0]>['compression'],
    });

    const emitted = await emitSampleSpans(exporter);

    const spans = calls.flatMap((c) => c.decoded.spans);
    expect(calls.map((c) => c.ctx)).toEqual(calls.map(() => ({ tenant: 'acme', transport: 'grpc', signal: 'traces' })));
    const child = spans.find((s) => s.name === 'chat gpt-4o')!;
    expect(child).toMatchObject({
      traceId: emitted.traceId,
      spanId: emitted.childSpanId,
      parentSpanId: emitted.parentSpanId,
      kind: 3,
      startTimeUnixNano: '1735689600123456789',
      endTimeUnixNano: '1735689601987654321',
      attributes: { 'gen_ai.request.model': 'gpt-4o', 'gen_ai.usage.input_tokens': 1234 },
      events: [{ timeUnixNano: '1735689600500000001', name: 'gen_ai.choice' }],
      links: [{ traceId: emitted.linkedTraceId, spanId: emitted.linkedSpanId }],
      status: { code: 2, message: 'rate limited' },
      scope: { name: 'receiver-test-scope', version: '1.2.3' },
    });
    expect(child.resource.attributes['service.name']).toBe('receiver-test');
  });

  it('decodes a gzip-compressed message from a grpc-js client', async () => {
    const { port, calls } = await startReceiver();
    const client = connect(port, { 'grpc.default_compression_algorithm': grpc.compressionAlgorithms.gzip });

    const { error, response } = await callExport(client, encodeProtobufTraces(validSpans()));

    expect(error).toBeNull();
    expect(response!.length).toBe(0);
    expect(calls[0]!.decoded.spans).toEqual(validSpans());
  });

  it('applies the size limit after decompression', async () => {
    const { port, calls } = await startReceiver(undefined, 256 * 1024);
    const client = connect(port, { 'grpc.default_compression_algorithm': grpc.compressionAlgorithms.gzip });
    // About 1 MiB once inflated, a few KiB on the wire.
    const body = encodeProtobufTraces([spanWithEveryField({ attributes: { prompt: 'a'.repeat(1024 * 1024) } })]);

    const { error } = await callExport(client, body);

    expect(error?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(error?.details).toContain('decompresses to a size larger than 262144');
    expect(calls).toHaveLength(0);
  });

  it('reads snappy messages (grpc-js itself reads only gzip and deflate), and stops a zstd bomb at the limit', async () => {
    expect(grpcExtraEncodingsApplied).toBe(true);
    const { port, calls } = await startReceiver(undefined, 1024 * 1024);
    const body = Buffer.from(encodeProtobufTraces(validSpans()));

    expect(await rawGrpcExport(port, 'snappy', SnappyJS.compress(body))).toMatchObject({ status: grpc.status.OK });
    expect(calls[0]!.decoded.spans).toEqual(validSpans());

    const bomb = zstdRleBomb();
    expect((await rawGrpcExport(port, 'zstd', bomb)).status).toBe(grpc.status.RESOURCE_EXHAUSTED);
    const notZstd = await rawGrpcExport(port, 'zstd', body);
    expect(notZstd.status).toBe(grpc.status.INTERNAL);
    expect(notZstd.message).toContain('not valid zstd');
    expect((await rawGrpcExport(port, 'br', body)).status).toBe(grpc.status.UNIMPLEMENTED);
    expect(calls).toHaveLength(1);
  });

  it('bounds the streams one connection may have open (each is a call and a place in the admission line)', async () => {
    const { port } = await startReceiver();
    const session = connectHttp2(`http://127.0.0.1:${port}`);
    try {
      await new Promise<void>((resolve, reject) => {
        session.once('remoteSettings', () => resolve());
        session.once('error', reject);
      });
      // node:http2's own default, what grpc-js advertised before: 4294967295.
      expect(session.remoteSettings.maxConcurrentStreams).toBe(MAX_CONCURRENT_STREAMS);
      expect(MAX_CONCURRENT_STREAMS).toBe(100);
    } finally {
      session.close();
    }
    // A client with more calls at once on one channel waits for streams to free (HTTP/2 queues them); none fails.
    const client = connect(port);
    const results = await Promise.all(Array.from({ length: 250 }, () => callExport(client, encodeProtobufTraces(validSpans()))));
    expect(results.filter((r) => r.error !== null)).toEqual([]);
  });

  it('closes a connection over maxConnections as it arrives, unread, and takes new ones once others have closed', async () => {
    const { deps, calls } = createRecordingDeps();
    const receiver = createOtlpGrpcReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 1024 * 1024, maxAnyValueDepth: 32, maxConnections: 3 });
    receivers.push(receiver);
    const { port } = await receiver.start();
    const sessions = await Promise.all([0, 1, 2].map(() => openHttp2Session(port)));
    try {
      // Three HTTP/2 connections (each got the server's SETTINGS) are the bound: a fourth is closed at once, nothing sent.
      expect(await probeConnection(port)).toBe('closed');
      // One of the three goes: a call on a new connection gets through again.
      await new Promise<void>((resolve) => sessions.pop()!.close(resolve));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const { error } = await callExport(connect(port), encodeProtobufTraces(validSpans()));
      expect(error).toBeNull();
      expect(calls).toHaveLength(1);
    } finally {
      for (const session of sessions) session.destroy();
    }
  });

  it('negative control: without maxConnections a fourth connection is served', async () => {
    const { port } = await startReceiver();
    const sessions = await Promise.all([0, 1, 2].map(() => openHttp2Session(port)));
    try {
      // The server's HTTP/2 preface (SETTINGS) arrives on the fourth connection.
      expect(await probeConnection(port)).toBe('data');
    } finally {
      for (const session of sessions) session.destroy();
    }
  });

  it('answers RESOURCE_EXHAUSTED for an uncompressed message over the limit', async () => {
    const { port, calls } = await startReceiver(undefined, 64 * 1024);
    const client = connect(port);

    const { error } = await callExport(client, encodeProtobufTraces([spanWithEveryField({ attributes: { prompt: 'a'.repeat(100 * 1024) } })]));

    expect(error?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(calls).toHaveLength(0);
  });

  it('reports spans refused individually as partial success', async () => {
    const { port, calls } = await startReceiver();
    const client = connect(port);

    const { error, response } = await callExport(client, encodeProtobufTraces([...validSpans(), spanWithEveryField({ traceId: '0'.repeat(32) })]));

    expect(error).toBeNull();
    const decoded = opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse.decode(response!);
    expect(decoded.partialSuccess?.rejectedSpans?.toString()).toBe('1');
    expect(decoded.partialSuccess?.errorMessage).toContain('invalid trace_id');
    expect(calls[0]!.decoded.spans).toHaveLength(2);
  });

  it('answers INVALID_ARGUMENT for an undecodable message', async () => {
    const { port, calls } = await startReceiver();
    const client = connect(port);

    const { error } = await callExport(client, Buffer.from('definitely { not protobuf'));

    expect(error?.code).toBe(grpc.status.INVALID_ARGUMENT);
    expect(error?.details).toContain('not a valid OTLP ExportTraceServiceRequest');
    expect(calls).toHaveLength(0);
  });

  it('answers UNAUTHENTICATED when the credentials are refused', async () => {
    const { port, calls } = await startReceiver();
    const client = connect(port);

    const { error } = await callExport(client, encodeProtobufTraces(validSpans()), authMetadata('wrong-token'));

    expect(error?.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(calls).toHaveLength(0);
  });

  it('answers RESOURCE_EXHAUSTED with a RetryInfo delay when the pipeline is overloaded', async () => {
    const { port } = await startReceiver({ status: 'retryable', retryInMs: 2500, reason: 'overloaded' });
    const client = connect(port);

    const { error } = await callExport(client, encodeProtobufTraces(validSpans()));

    expect(error?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    const status = statusDetails(error!);
    expect(status.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
    expect(status.details[0]!.type_url).toBe('type.googleapis.com/google.rpc.RetryInfo');
    const retryInfo = google.rpc.RetryInfo.decode(status.details[0]!.value!);
    expect([retryInfo.retryDelay?.seconds?.toString(), retryInfo.retryDelay?.nanos]).toEqual(['2', 500_000_000]);
  });

  it('answers UNAVAILABLE with a RetryInfo delay when the pipeline is unavailable', async () => {
    const { port } = await startReceiver({ status: 'retryable', retryInMs: 1000, reason: 'unavailable' });
    const client = connect(port);

    const { error } = await callExport(client, encodeProtobufTraces(validSpans()));

    expect(error?.code).toBe(grpc.status.UNAVAILABLE);
    const retryInfo = google.rpc.RetryInfo.decode(statusDetails(error!).details[0]!.value!);
    expect(retryInfo.retryDelay?.seconds?.toString()).toBe('1');
  });

  it('answers INTERNAL without the error text when the pipeline fails', async () => {
    const { port } = await startReceiver({ status: 'failed', error: new Error('CANARY-7f3a secret detail') });
    const client = connect(port);

    const { error } = await callExport(client, encodeProtobufTraces(validSpans()));

    expect(error?.code).toBe(grpc.status.INTERNAL);
    expect(error?.details).toBe('internal error while processing the export');
  });

  it('can be shut down twice', async () => {
    const { receiver } = await startReceiver();

    await receiver.shutdown();

    await expect(receiver.shutdown()).resolves.toBeUndefined();
  });

  it('lets a call in flight finish when shut down', async () => {
    const { deps, calls } = createRecordingDeps();
    let release: (() => void) | undefined;
    const recordExport = deps.handleExport;
    deps.handleExport = async (ctx, decoded) => {
      await new Promise<void>((resolve) => (release = resolve));
      return recordExport(ctx, decoded);
    };
    const receiver = createOtlpGrpcReceiver(deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 1024 * 1024, maxAnyValueDepth: 32 });
    const { port } = await receiver.start();
    const inFlight = callExport(connect(port), encodeProtobufTraces(validSpans()));
    await expect.poll(() => release !== undefined).toBe(true);

    const stopped = receiver.shutdown();
    release!();
    const { error } = await inFlight;
    await stopped;

    expect(error).toBeNull();
    expect(calls).toHaveLength(1);
  });
});
