/**
 * Shared by the OTLP receiver tests: a recording export handler, and spans, log records and metrics
 * produced by the real OpenTelemetry JS SDK through a given exporter, with the values the receiver must
 * decode.
 */
import { context, SpanKind, SpanStatusCode, trace, TraceFlags } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { LoggerProvider, SimpleLogRecordProcessor, type LogRecordExporter } from '@opentelemetry/sdk-logs';
import { AggregationType, MeterProvider, PeriodicExportingMetricReader, type PushMetricExporter } from '@opentelemetry/sdk-metrics';
import { BasicTracerProvider, SimpleSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { connect as connectTcp, type Socket } from 'node:net';
import { pino } from 'pino';
import type { DecodedLogsExport } from '../../../schemas/log.ts';
import type { DecodedMetricsExport } from '../../../schemas/metric.ts';
import type { DecodedExport } from '../../../schemas/span.ts';
import type { ExportContext, ExportHandlers, ExportOutcome, ReceiverCommonDeps } from '../../../collector/receivers/export-handler.ts';

export const GOOD_TOKEN = 'ingest-token-0123456789';

/** One call of handleExport (traces), as the receiver made it. */
export interface RecordedExport {
  ctx: ExportContext;
  decoded: DecodedExport;
}

/** One call of handleLogs, as the receiver made it. */
export interface RecordedLogsExport {
  ctx: ExportContext;
  decoded: DecodedLogsExport;
}

/** One call of handleMetrics, as the receiver made it. */
export interface RecordedMetricsExport {
  ctx: ExportContext;
  decoded: DecodedMetricsExport;
}

/**
 * Deps whose handleExport / handleLogs / handleMetrics record every call and answer with `outcome` (or the
 * signal's own outcome from `bySignal`); only GOOD_TOKEN authenticates.
 */
export function createRecordingDeps(
  outcome: ExportOutcome = { status: 'ok' },
  bySignal: { logs?: ExportOutcome; metrics?: ExportOutcome } = {},
): { deps: ReceiverCommonDeps & ExportHandlers; calls: RecordedExport[]; logCalls: RecordedLogsExport[]; metricCalls: RecordedMetricsExport[] } {
  const calls: RecordedExport[] = [];
  const logCalls: RecordedLogsExport[] = [];
  const metricCalls: RecordedMetricsExport[] = [];
  const deps: ReceiverCommonDeps & ExportHandlers = {
    logger: pino({ level: 'silent' }),
    authenticate: (header) => (header === `Bearer ${GOOD_TOKEN}` ? { tenant: 'acme' } : null),
    handleExport: async (ctx, decoded) => {
      calls.push({ ctx, decoded });
      return outcome;
    },
    handleLogs: async (ctx, decoded) => {
      logCalls.push({ ctx, decoded });
      return bySignal.logs ?? outcome;
    },
    handleMetrics: async (ctx, decoded) => {
      metricCalls.push({ ctx, decoded });
      return bySignal.metrics ?? outcome;
    },
  };
  return { deps, calls, logCalls, metricCalls };
}

/** What the SDK was asked to record; the receiver must hand exactly this to handleExport. */
export interface EmittedSpans {
  traceId: string;
  parentSpanId: string;
  childSpanId: string;
  linkedTraceId: string;
  linkedSpanId: string;
}

/**
 * Records a parent and a child span with the real SDK (BasicTracerProvider + SimpleSpanProcessor) and
 * flushes them through `exporter`. Resolves with the ids, and rejects if the exporter reported failure.
 */
export async function emitSampleSpans(exporter: SpanExporter): Promise<EmittedSpans> {
  const results: number[] = [];
  const recording: SpanExporter = {
    export(spans: ReadableSpan[], done) {
      exporter.export(spans, (result) => {
        results.push(result.code);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'receiver-test', 'deployment.environment': 'test' }),
    spanProcessors: [new SimpleSpanProcessor(recording)],
  });
  const tracer = provider.getTracer('receiver-test-scope', '1.2.3');
  const linkedTraceId = '0af7651916cd43dd8448eb211c80319c';
  const linkedSpanId = 'b7ad6b7169203331';

  const parent = tracer.startSpan('parent', { kind: SpanKind.SERVER, startTime: [1735689600, 0] });
  const child = tracer.startSpan(
    'chat gpt-4o',
    {
      kind: SpanKind.CLIENT,
      startTime: [1735689600, 123456789],
      attributes: {
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.usage.input_tokens': 1234,
        'gen_ai.request.temperature': 0.25,
        'gen_ai.request.stream': false,
        'gen_ai.response.finish_reasons': ['stop'],
      },
      links: [{ context: { traceId: linkedTraceId, spanId: linkedSpanId, traceFlags: 1 }, attributes: { 'link.reason': 'retry' } }],
    },
    trace.setSpan(context.active(), parent),
  );
  child.addEvent('gen_ai.choice', { index: 0 }, [1735689600, 500000001]);
  child.setStatus({ code: SpanStatusCode.ERROR, message: 'rate limited' });
  child.end([1735689601, 987654321]);
  parent.end([1735689602, 0]);
  await provider.forceFlush();
  await provider.shutdown();

  if (results.length === 0 || results.some((code) => code !== 0)) {
    throw new Error(`exporter reported results ${JSON.stringify(results)}`);
  }
  return {
    traceId: parent.spanContext().traceId,
    parentSpanId: parent.spanContext().spanId,
    childSpanId: child.spanContext().spanId,
    linkedTraceId,
    linkedSpanId,
  };
}

/** The trace context the GenAI event of emitSampleLogs is recorded in. */
export const SAMPLE_LOG_TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
export const SAMPLE_LOG_SPAN_ID = '00f067aa0ba902b7';

/**
 * Emits three log records with the real SDK (LoggerProvider + SimpleLogRecordProcessor) through
 * `exporter`: a GenAI event with a key/value-list body inside a span context, an event named only by the
 * older `event.name` attribute, and a plain string log without trace context. Rejects if the exporter
 * reported failure.
 */
export async function emitSampleLogs(exporter: LogRecordExporter): Promise<void> {
  const results: number[] = [];
  const recording: LogRecordExporter = {
    export(logs, done) {
      exporter.export(logs, (result) => {
        results.push(result.code);
        done(result);
      });
    },
    shutdown: () => exporter.shutdown(),
    forceFlush: () => exporter.forceFlush?.() ?? Promise.resolve(),
  };
  const provider = new LoggerProvider({
    resource: resourceFromAttributes({ 'service.name': 'receiver-test', 'deployment.environment': 'test' }),
    processors: [new SimpleLogRecordProcessor({ exporter: recording })],
  });
  const logger = provider.getLogger('receiver-test-scope', '1.2.3');
  const spanContext = { traceId: SAMPLE_LOG_TRACE_ID, spanId: SAMPLE_LOG_SPAN_ID, traceFlags: TraceFlags.SAMPLED };

  logger.emit({
    eventName: 'gen_ai.user.message',
    timestamp: [1735689600, 123456789],
    observedTimestamp: [1735689600, 223456789],
    severityNumber: SeverityNumber.INFO,
    severityText: 'INFO',
    body: {
      role: 'user',
      content: 'What is the refund policy?',
      tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup_policy', arguments: '{"topic":"refunds"}' } }],
    },
    attributes: { 'gen_ai.provider.name': 'openai', 'gen_ai.usage.input_tokens': 1234, 'gen_ai.request.temperature': 0.25, streamed: false },
    context: trace.setSpanContext(context.active(), spanContext),
  });
  logger.emit({
    timestamp: [1735689601, 0],
    severityNumber: SeverityNumber.INFO,
    body: { index: 0, finish_reason: 'stop', message: { content: 'Refunds within 30 days.' } },
    attributes: { 'event.name': 'gen_ai.choice' },
    context: trace.setSpanContext(context.active(), spanContext),
  });
  logger.emit({ timestamp: [1735689602, 5], severityNumber: SeverityNumber.ERROR2, severityText: 'ERROR', body: 'plain log line' });
  await provider.forceFlush();
  await provider.shutdown();

  if (results.length === 0 || results.some((code) => code !== 0)) {
    throw new Error(`exporter reported results ${JSON.stringify(results)}`);
  }
}

/**
 * Records metrics with the real SDK (MeterProvider + PeriodicExportingMetricReader, flushed by hand)
 * and exports them once through `exporter`: a GenAI token-usage histogram with explicit buckets, a
 * monotonic counter, an up-down counter, an observable gauge and an exponential histogram. Resolves
 * with the exporter's result codes (0 = success).
 */
export async function emitSampleMetrics(exporter: PushMetricExporter): Promise<number[]> {
  const results: number[] = [];
  const recording: PushMetricExporter = {
    export(metrics, done) {
      exporter.export(metrics, (result) => {
        results.push(result.code);
        done(result);
      });
    },
    forceFlush: () => exporter.forceFlush(),
    shutdown: () => exporter.shutdown(),
    // Keep the exporter's choice of temporality (cumulative by default).
    ...(exporter.selectAggregationTemporality ? { selectAggregationTemporality: exporter.selectAggregationTemporality.bind(exporter) } : {}),
  };
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ 'service.name': 'receiver-test' }),
    views: [{ instrumentName: 'gen_ai.client.operation.duration', aggregation: { type: AggregationType.EXPONENTIAL_HISTOGRAM } }],
    readers: [new PeriodicExportingMetricReader({ exporter: recording, exportIntervalMillis: 3_600_000 })],
  });
  const meter = provider.getMeter('receiver-test-scope', '1.2.3');
  const tokens = meter.createHistogram('gen_ai.client.token.usage', {
    unit: '{token}',
    description: 'Measures number of input and output tokens used',
    advice: { explicitBucketBoundaries: [1, 4, 16, 64, 256, 1024] },
  });
  const input = { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.token.type': 'input' };
  tokens.record(3, input);
  tokens.record(100, input);
  tokens.record(2000, input);
  meter.createCounter('app.requests', { unit: '{request}' }).add(5, { route: '/chat' });
  meter.createUpDownCounter('app.queue.depth').add(-2);
  meter.createObservableGauge('app.temperature', { unit: 'Cel' }).addCallback((result) => result.observe(21.5, { room: 'a' }));
  const duration = meter.createHistogram('gen_ai.client.operation.duration', { unit: 's' });
  duration.record(0.5);
  duration.record(2);
  await provider.forceFlush();
  await provider.shutdown();
  return results;
}

/** A TCP connection to a local receiver, once connected. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connectTcp(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** What a socket sees first from the server: bytes, its close, or nothing within `withinMs`. The socket is left as it is. */
export function firstEventOn(socket: Socket, withinMs: number): Promise<'data' | 'closed' | 'nothing'> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('nothing'), withinMs);
    const settle = (event: 'data' | 'closed'): void => {
      clearTimeout(timer);
      resolve(event);
    };
    socket.once('data', () => settle('data'));
    socket.once('close', () => settle('closed'));
    socket.on('error', () => undefined);
  });
}
