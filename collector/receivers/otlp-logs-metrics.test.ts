/**
 * OTLP logs and metrics on both receivers, end to end from the real OpenTelemetry JS SDK exporters
 * (OTLP/HTTP JSON, OTLP/HTTP protobuf, OTLP/gRPC) to the decoded records handed to the pipeline, plus the
 * answers the clients get (partial success, errors) for these signals.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import * as grpc from '@grpc/grpc-js';
import { diag, DiagLogLevel } from '@opentelemetry/api';
import { OTLPLogExporter as OtlpGrpcLogExporter } from '@opentelemetry/exporter-logs-otlp-grpc';
import { OTLPLogExporter as OtlpHttpJsonLogExporter } from '@opentelemetry/exporter-logs-otlp-http';
import { OTLPLogExporter as OtlpHttpProtoLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPMetricExporter as OtlpGrpcMetricExporter } from '@opentelemetry/exporter-metrics-otlp-grpc';
import { OTLPMetricExporter as OtlpHttpJsonMetricExporter } from '@opentelemetry/exporter-metrics-otlp-http';
import { OTLPMetricExporter as OtlpHttpProtoMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { afterEach, describe, expect, it } from 'vitest';
import { encodeJsonLogs, encodeProtobufLogs } from '../../test/support/otlp/encode-logs.ts';
import { encodeJsonMetrics, encodeProtobufMetrics } from '../../test/support/otlp/encode-metrics.ts';
import { google, opentelemetry } from '../otlp/generated/otlp.js';
import { logRecord } from '../../test/factories/log-record.ts';
import { metricPoint, metricPointsOfEveryType } from '../../test/factories/metric-point.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import type { MetricPoint } from '../../schemas/metric.ts';
import type { ExportOutcome } from './export-handler.ts';
import { createOtlpGrpcReceiver, type OtlpGrpcReceiver } from './otlp-grpc.ts';
import { createOtlpHttpReceiver, type OtlpHttpReceiver } from './otlp-http.ts';
import { OTLP_SIGNAL_ROUTES } from './otlp-signal-routes.ts';
import { createRecordingDeps, emitSampleLogs, emitSampleMetrics, GOOD_TOKEN, SAMPLE_LOG_SPAN_ID, SAMPLE_LOG_TRACE_ID } from '../../test/support/receivers/receiver-harness.ts';

const stoppers: Array<() => Promise<void>> = [];
const clients: grpc.Client[] = [];

afterEach(async () => {
  diag.disable();
  for (const c of clients.splice(0)) c.close();
  await Promise.all(stoppers.splice(0).map((stop) => stop()));
});

type Outcomes = { logs?: ExportOutcome; metrics?: ExportOutcome };

async function startHttp(outcomes: Outcomes = {}) {
  const recording = createRecordingDeps({ status: 'ok' }, outcomes);
  const receiver: OtlpHttpReceiver = createOtlpHttpReceiver(recording.deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 1024 * 1024, maxAnyValueDepth: 32 });
  stoppers.push(() => receiver.shutdown());
  const { port } = await receiver.start();
  return { port, ...recording };
}

async function startGrpc(outcomes: Outcomes = {}) {
  const recording = createRecordingDeps({ status: 'ok' }, outcomes);
  const receiver: OtlpGrpcReceiver = createOtlpGrpcReceiver(recording.deps, { host: '127.0.0.1', port: 0, maxBodyBytes: 1024 * 1024, maxAnyValueDepth: 32 });
  stoppers.push(() => receiver.shutdown());
  const { port } = await receiver.start();
  return { port, ...recording };
}

function authMetadata(): grpc.Metadata {
  const metadata = new grpc.Metadata();
  metadata.set('authorization', `Bearer ${GOOD_TOKEN}`);
  return metadata;
}

// The compression option is typed as an enum of a package this repository does not depend on directly.
const GZIP = 'gzip' as never;

function post(port: number, path: string, contentType: string, body: Uint8Array | string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path, headers: { authorization: `Bearer ${GOOD_TOKEN}`, 'content-type': contentType }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function grpcExport(port: number, signal: 'logs' | 'metrics', body: Uint8Array): Promise<{ error: grpc.ServiceError | null; response?: Buffer }> {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  clients.push(client);
  const path = OTLP_SIGNAL_ROUTES.find((r) => r.signal === signal)!.grpcPath;
  return new Promise((resolve) => {
    client.makeUnaryRequest(path, (b: Uint8Array) => Buffer.from(b), (b: Buffer) => b, body, authMetadata(), {}, (error, response) => resolve({ error, response }));
  });
}

/** What emitSampleLogs recorded, as the receiver must decode it. */
function expectSampleLogs(logs: LogRecordData[]): void {
  expect(logs).toHaveLength(3);
  const byEvent = new Map(logs.map((l) => [l.eventName, l]));
  expect(byEvent.get('gen_ai.user.message')).toEqual({
    tenant: '',
    timeUnixNano: '1735689600123456789',
    observedTimeUnixNano: '1735689600223456789',
    severityNumber: 9,
    severityText: 'INFO',
    body: {
      role: 'user',
      content: 'What is the refund policy?',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup_policy', arguments: '{"topic":"refunds"}' } }],
    },
    attributes: { 'gen_ai.provider.name': 'openai', 'gen_ai.usage.input_tokens': 1234, 'gen_ai.request.temperature': 0.25, streamed: false },
    droppedAttributesCount: 0,
    flags: 1,
    traceId: SAMPLE_LOG_TRACE_ID,
    spanId: SAMPLE_LOG_SPAN_ID,
    eventName: 'gen_ai.user.message',
    resource: {
      attributes: expect.objectContaining({ 'service.name': 'receiver-test', 'deployment.environment': 'test' }),
      droppedAttributesCount: 0,
      schemaUrl: '',
    },
    scope: { name: 'receiver-test-scope', version: '1.2.3', attributes: {}, schemaUrl: '' },
  });
  // Named only by the older event.name attribute.
  expect(byEvent.get('gen_ai.choice')).toMatchObject({
    body: { index: 0, finish_reason: 'stop', message: { content: 'Refunds within 30 days.' } },
    traceId: SAMPLE_LOG_TRACE_ID,
    spanId: SAMPLE_LOG_SPAN_ID,
    timeUnixNano: '1735689601000000000',
  });
  expect(byEvent.get('')).toMatchObject({
    body: 'plain log line',
    severityNumber: 18,
    severityText: 'ERROR',
    traceId: '',
    spanId: '',
    flags: 0,
    timeUnixNano: '1735689602000000005',
  });
}

/** What emitSampleMetrics recorded (first export; cumulative temporality). */
function expectSampleMetrics(points: MetricPoint[]): void {
  const byName = new Map(points.map((p) => [p.name, p]));
  expect([...byName.keys()].sort()).toEqual(['app.queue.depth', 'app.requests', 'app.temperature', 'gen_ai.client.operation.duration', 'gen_ai.client.token.usage']);
  expect(byName.get('gen_ai.client.token.usage')).toMatchObject({
    description: 'Measures number of input and output tokens used',
    unit: '{token}',
    type: 'histogram',
    temporality: 'cumulative',
    isMonotonic: false,
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.token.type': 'input' },
    count: 3,
    sum: 2103,
    min: 3,
    max: 2000,
    explicitBounds: [1, 4, 16, 64, 256, 1024],
    bucketCounts: [0, 1, 0, 0, 1, 0, 1],
    value: null,
    detailsJson: '{}',
    scope: { name: 'receiver-test-scope', version: '1.2.3' },
  });
  expect(byName.get('app.requests')).toMatchObject({ type: 'sum', temporality: 'cumulative', isMonotonic: true, value: 5, attributes: { route: '/chat' }, unit: '{request}' });
  expect(byName.get('app.queue.depth')).toMatchObject({ type: 'sum', isMonotonic: false, value: -2 });
  expect(byName.get('app.temperature')).toMatchObject({ type: 'gauge', temporality: 'unspecified', value: 21.5, attributes: { room: 'a' }, unit: 'Cel' });
  const duration = byName.get('gen_ai.client.operation.duration')!;
  expect(duration).toMatchObject({ type: 'exponential_histogram', temporality: 'cumulative', count: 2, sum: 2.5, min: 0.5, max: 2, bucketCounts: [] });
  const details = JSON.parse(duration.detailsJson) as { scale: number; zeroCount: number; positive: { bucketCounts: number[] } };
  expect(details.zeroCount).toBe(0);
  expect(details.positive.bucketCounts.reduce((a, b) => a + b, 0)).toBe(2);
  expect(Number.isInteger(details.scale)).toBe(true);
  expect(byName.get('app.requests')!.resource.attributes['service.name']).toBe('receiver-test');
}

describe('OTLP logs and metrics from the real OpenTelemetry JS SDK', () => {
  it('receives log records from the OTLP/HTTP JSON exporter', async () => {
    const { port, logCalls, calls } = await startHttp();

    await emitSampleLogs(new OtlpHttpJsonLogExporter({ url: `http://127.0.0.1:${port}/v1/logs`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` } }));

    expect(logCalls.map((c) => c.ctx)).toEqual(logCalls.map(() => ({ tenant: 'acme', transport: 'http', signal: 'logs' })));
    expectSampleLogs(logCalls.flatMap((c) => c.decoded.logs));
    expect(calls).toHaveLength(0);
  });

  it('receives log records from the OTLP/HTTP protobuf exporter, gzip-compressed', async () => {
    const { port, logCalls } = await startHttp();

    await emitSampleLogs(
      new OtlpHttpProtoLogExporter({ url: `http://127.0.0.1:${port}/v1/logs`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` }, compression: GZIP }),
    );

    expectSampleLogs(logCalls.flatMap((c) => c.decoded.logs));
  });

  it('receives log records from the OTLP/gRPC exporter', async () => {
    const { port, logCalls } = await startGrpc();

    await emitSampleLogs(new OtlpGrpcLogExporter({ url: `http://127.0.0.1:${port}`, metadata: authMetadata(), compression: GZIP }));

    expect(logCalls.map((c) => c.ctx)).toEqual(logCalls.map(() => ({ tenant: 'acme', transport: 'grpc', signal: 'logs' })));
    expectSampleLogs(logCalls.flatMap((c) => c.decoded.logs));
  });

  it('receives metrics from the OTLP/HTTP JSON exporter', async () => {
    const { port, metricCalls } = await startHttp();

    const results = await emitSampleMetrics(
      new OtlpHttpJsonMetricExporter({ url: `http://127.0.0.1:${port}/v1/metrics`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` } }),
    );

    expect(results[0]).toBe(0);
    expect(metricCalls[0]!.ctx).toEqual({ tenant: 'acme', transport: 'http', signal: 'metrics' });
    expectSampleMetrics(metricCalls[0]!.decoded.points);
  });

  it('receives metrics from the OTLP/HTTP protobuf exporter', async () => {
    const { port, metricCalls } = await startHttp();

    const results = await emitSampleMetrics(
      new OtlpHttpProtoMetricExporter({ url: `http://127.0.0.1:${port}/v1/metrics`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` }, compression: GZIP }),
    );

    expect(results[0]).toBe(0);
    expectSampleMetrics(metricCalls[0]!.decoded.points);
  });

  it('receives metrics from the OTLP/gRPC exporter', async () => {
    const { port, metricCalls } = await startGrpc();

    const results = await emitSampleMetrics(new OtlpGrpcMetricExporter({ url: `http://127.0.0.1:${port}`, metadata: authMetadata() }));

    expect(results[0]).toBe(0);
    expect(metricCalls[0]!.ctx).toEqual({ tenant: 'acme', transport: 'grpc', signal: 'metrics' });
    expectSampleMetrics(metricCalls[0]!.decoded.points);
  });

  for (const transport of ['http', 'grpc'] as const) {
    it(`reports the pipeline's partial success for metrics to the SDK exporter over ${transport}`, async () => {
      const partial: ExportOutcome = { status: 'ok', partial: { rejected: 4, message: 'only gen_ai.client.* metrics are stored' } };
      const warnings: string[] = [];
      diag.setLogger(
        { error: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), info: () => {}, debug: () => {}, verbose: () => {} },
        DiagLogLevel.WARN,
      );
      const exporter =
        transport === 'http'
          ? await startHttp({ metrics: partial }).then(
              ({ port }) => new OtlpHttpProtoMetricExporter({ url: `http://127.0.0.1:${port}/v1/metrics`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` } }),
            )
          : await startGrpc({ metrics: partial }).then(({ port }) => new OtlpGrpcMetricExporter({ url: `http://127.0.0.1:${port}`, metadata: authMetadata() }));

      const results = await emitSampleMetrics(exporter);

      // Partial success is still success for the exporter; the SDK reports the details through diag.
      expect(results[0]).toBe(0);
      const reported = warnings.filter((w) => w.startsWith('Received Partial Success response:'));
      expect(reported.length).toBeGreaterThan(0);
      expect(reported[0]).toContain('only gen_ai.client.* metrics are stored');
      expect(reported[0]).toMatch(/"rejectedDataPoints":"?4"?/);
    });
  }

  it('reports no partial success to the SDK when everything was kept (negative control)', async () => {
    const warnings: string[] = [];
    diag.setLogger({ error: () => {}, warn: (...args: unknown[]) => warnings.push(args.join(' ')), info: () => {}, debug: () => {}, verbose: () => {} }, DiagLogLevel.WARN);
    const { port } = await startHttp();

    await emitSampleMetrics(new OtlpHttpProtoMetricExporter({ url: `http://127.0.0.1:${port}/v1/metrics`, headers: { Authorization: `Bearer ${GOOD_TOKEN}` } }));

    expect(warnings.filter((w) => w.includes('Partial Success'))).toEqual([]);
  });
});

describe('OTLP logs and metrics answers', () => {
  it('adds the decoder refusals and the pipeline refusals into one partial success, with the pipeline message', async () => {
    const { port, metricCalls } = await startHttp({ metrics: { status: 'ok', partial: { rejected: 2, message: 'not stored: not a gen_ai.client metric' } } });
    const points = [...metricPointsOfEveryType(), metricPoint('histogram', { explicitBounds: [2, 1], bucketCounts: [1, 1, 1] })];

    const pb = await post(port, '/v1/metrics', 'application/x-protobuf', encodeProtobufMetrics(points));
    const json = await post(port, '/v1/metrics', 'application/json', encodeJsonMetrics(points));

    expect(pb.status).toBe(200);
    const response = opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse.decode(pb.body);
    expect([response.partialSuccess?.rejectedDataPoints?.toString(), response.partialSuccess?.errorMessage]).toEqual(['3', 'not stored: not a gen_ai.client metric']);
    expect(JSON.parse(json.body.toString())).toEqual({ partialSuccess: { rejectedDataPoints: '3', errorMessage: 'not stored: not a gen_ai.client metric' } });
    expect(metricCalls.map((c) => [c.decoded.points.length, c.decoded.rejectedDataPoints])).toEqual([
      [5, 1],
      [5, 1],
    ]);
  });

  it('reports log records refused by the decoder as partial success over HTTP and gRPC', async () => {
    const http = await startHttp();
    const grpcReceiver = await startGrpc();
    const logs = [logRecord(), logRecord({ spanId: 'abcd' })];

    const json = await post(http.port, '/v1/logs', 'application/json', encodeJsonLogs(logs));
    const viaGrpc = await grpcExport(grpcReceiver.port, 'logs', encodeProtobufLogs([logRecord(), logRecord({ traceId: 'abcd' })]));

    expect(json.status).toBe(200);
    expect(JSON.parse(json.body.toString())).toEqual({
      partialSuccess: {
        rejectedLogRecords: '1',
        errorMessage: 'resourceLogs[0].scopeLogs[0].logRecords[1].spanId: invalid span_id (must be empty or 16 hex characters)',
      },
    });
    expect(viaGrpc.error).toBeNull();
    const response = opentelemetry.proto.collector.logs.v1.ExportLogsServiceResponse.decode(viaGrpc.response!);
    expect(response.partialSuccess?.rejectedLogRecords?.toString()).toBe('1');
    expect(http.logCalls[0]!.decoded.logs).toEqual([logRecord()]);
    expect(grpcReceiver.logCalls[0]!.decoded.logs).toEqual([logRecord()]);
  });

  it('answers an export with nothing refused with an empty response', async () => {
    const { port } = await startHttp();

    const reply = await post(port, '/v1/logs', 'application/x-protobuf', encodeProtobufLogs([logRecord()]));

    expect(reply.status).toBe(200);
    expect(reply.body.length).toBe(0);
  });

  it('answers 400 naming the request type for an undecodable logs or metrics body', async () => {
    const { port, logCalls, metricCalls } = await startHttp();

    const logs = await post(port, '/v1/logs', 'application/x-protobuf', Buffer.from('definitely { not protobuf'));
    const metrics = await post(port, '/v1/metrics', 'application/json', '[]');

    expect(logs.status).toBe(400);
    expect(google.rpc.Status.decode(logs.body).message).toContain('ExportLogsServiceRequest');
    expect(metrics.status).toBe(400);
    expect(JSON.parse(metrics.body.toString())).toEqual({ code: 3, message: 'request body must be a JSON object (ExportMetricsServiceRequest)' });
    expect(logCalls.length + metricCalls.length).toBe(0);
  });

  it('answers 429 with Retry-After over HTTP and RESOURCE_EXHAUSTED over gRPC when the logs pipeline is overloaded', async () => {
    const overloaded: ExportOutcome = { status: 'retryable', retryInMs: 2500, reason: 'overloaded' };
    const http = await startHttp({ logs: overloaded });
    const grpcReceiver = await startGrpc({ logs: overloaded });

    const reply = await post(http.port, '/v1/logs', 'application/json', encodeJsonLogs([logRecord()]));
    const viaGrpc = await grpcExport(grpcReceiver.port, 'logs', encodeProtobufLogs([logRecord()]));

    expect(reply.status).toBe(429);
    expect(reply.headers['retry-after']).toBe('3');
    expect(JSON.parse(reply.body.toString())).toMatchObject({ code: 8, details: [{ retryDelay: '2.500000000s' }] });
    expect(viaGrpc.error?.code).toBe(grpc.status.RESOURCE_EXHAUSTED);
  });

  it('answers 500 / INTERNAL without the error text when the metrics pipeline fails', async () => {
    const failed: ExportOutcome = { status: 'failed', error: new Error('CANARY-7f3a detail') };
    const http = await startHttp({ metrics: failed });
    const grpcReceiver = await startGrpc({ metrics: failed });

    const reply = await post(http.port, '/v1/metrics', 'application/json', encodeJsonMetrics(metricPointsOfEveryType()));
    const viaGrpc = await grpcExport(grpcReceiver.port, 'metrics', encodeProtobufMetrics(metricPointsOfEveryType()));

    expect(reply.status).toBe(500);
    expect(reply.body.toString()).not.toContain('CANARY');
    expect(viaGrpc.error?.code).toBe(grpc.status.INTERNAL);
    expect(viaGrpc.error?.details).not.toContain('CANARY');
  });

  it('refuses unauthenticated log calls on gRPC', async () => {
    const { port, logCalls } = await startGrpc();
    const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
    clients.push(client);
    const path = OTLP_SIGNAL_ROUTES.find((r) => r.signal === 'logs')!.grpcPath;

    const error = await new Promise<grpc.ServiceError | null>((resolve) => {
      client.makeUnaryRequest(path, (b: Uint8Array) => Buffer.from(b), (b: Buffer) => b, encodeProtobufLogs([logRecord()]), new grpc.Metadata(), {}, (err) => resolve(err));
    });

    expect(error?.code).toBe(grpc.status.UNAUTHENTICATED);
    expect(logCalls).toHaveLength(0);
  });
});
