/**
 * Shared by the OTLP receiver tests: a recording export handler, and spans produced by the real
 * OpenTelemetry JS SDK through a given exporter, with the values the receiver must decode.
 */
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { pino } from 'pino';
import type { DecodedExport } from '../../schemas/span.ts';
import type { ExportContext, ExportOutcome, OtlpReceiverDeps } from './export-handler.ts';

export const GOOD_TOKEN = 'ingest-token-0123456789';

export interface RecordedExport {
  ctx: ExportContext;
  decoded: DecodedExport;
}

/** Deps whose handleExport records every call and answers with `outcome`; only GOOD_TOKEN authenticates. */
export function createRecordingDeps(outcome: ExportOutcome = { status: 'ok' }): { deps: OtlpReceiverDeps; calls: RecordedExport[] } {
  const calls: RecordedExport[] = [];
  const deps: OtlpReceiverDeps = {
    logger: pino({ level: 'silent' }),
    authenticate: (header) => (header === `Bearer ${GOOD_TOKEN}` ? { tenant: 'acme' } : null),
    handleExport: async (ctx, decoded) => {
      calls.push({ ctx, decoded });
      return outcome;
    },
    // Logs and metrics receivers have their own tests; these only keep the deps complete.
    handleLogs: async () => outcome,
    handleMetrics: async () => outcome,
  };
  return { deps, calls };
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
