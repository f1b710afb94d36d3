/**
 * A real OpenTelemetry SDK in the fault-test loop: BasicTracerProvider + BatchSpanProcessor + the official
 * OTLP/HTTP protobuf exporter (which retries 429/502/503/504 and network errors with back-off, within its
 * timeout). It produces small LLM-application traces (a server span and a GenAI chat span).
 *
 * Oracle: the exporter is wrapped so that its result callback tells which batches it delivered: the OTLP
 * exporter reports SUCCESS only after a 2xx answer. Spans of a SUCCESS batch are recorded as acknowledged;
 * batches it gave up on (retries exhausted during an outage) are counted and not expected to be stored.
 */
import { ROOT_CONTEXT, SpanKind, trace } from '@opentelemetry/api';
import { BasicTracerProvider, BatchSpanProcessor, type ReadableSpan, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { TraceTruth } from './load-generator.ts';

export interface SdkTrafficStats {
  tracesStarted: number;
  batchesExported: number;
  batchesFailed: number;
  spansAcked: number;
  spansFailed: number;
}

export interface SdkTraffic {
  start(): void;
  /** Stops creating traces, flushes the SDK (its exporter retries within its timeout) and shuts it down. */
  stop(): Promise<void>;
  truth(): TraceTruth[];
  stats(): SdkTrafficStats;
}

export function createSdkTraffic(opts: { otlpHttp: string; tracesPerSecond: number }): SdkTraffic {
  const stats: SdkTrafficStats = { tracesStarted: 0, batchesExported: 0, batchesFailed: 0, spansAcked: 0, spansFailed: 0 };
  const byTrace = new Map<string, TraceTruth>();
  const otlp = new OTLPTraceExporter({ url: `${opts.otlpHttp}/v1/traces`, timeoutMillis: 30_000 });
  const recording: SpanExporter = {
    export(spans: ReadableSpan[], resultCallback) {
      otlp.export(spans, (result) => {
        // ExportResultCode.SUCCESS is 0 (@opentelemetry/core, not a direct dependency here).
        if (result.code === 0) {
          stats.batchesExported += 1;
          stats.spansAcked += spans.length;
          for (const s of spans) byTrace.get(s.spanContext().traceId)?.acked.add(s.spanContext().spanId);
        } else {
          stats.batchesFailed += 1;
          stats.spansFailed += spans.length;
        }
        resultCallback(result);
      });
    },
    shutdown: () => otlp.shutdown(),
    forceFlush: () => otlp.forceFlush(),
  };
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({ 'service.name': 'sdk-support-bot', 'service.version': '2.0.0' }),
    spanProcessors: [new BatchSpanProcessor(recording, { scheduledDelayMillis: 200, maxExportBatchSize: 256, maxQueueSize: 16_384, exportTimeoutMillis: 60_000 })],
  });
  const tracer = provider.getTracer('fault-test-sdk', '1.0.0');
  let timer: NodeJS.Timeout | null = null;

  function oneTrace(): void {
    const root = tracer.startSpan('POST /sdk-chat', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'url.path': '/sdk-chat' } });
    const ctx = trace.setSpan(ROOT_CONTEXT, root);
    const llm = tracer.startSpan(
      'chat gpt-4o-mini',
      {
        kind: SpanKind.CLIENT,
        attributes: {
          'gen_ai.operation.name': 'chat',
          'gen_ai.provider.name': 'openai',
          'gen_ai.request.model': 'gpt-4o-mini',
          'gen_ai.request.temperature': 0,
          'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
          'gen_ai.response.id': `chatcmpl-sdk-${stats.tracesStarted}`,
          'gen_ai.response.finish_reasons': ['stop'],
          'gen_ai.usage.input_tokens': 42,
          'gen_ai.usage.output_tokens': 7,
          'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Where is my parcel?' }] }]),
          'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'It ships tomorrow.' }], finish_reason: 'stop' }]),
        },
      },
      ctx,
    );
    const traceId = root.spanContext().traceId;
    byTrace.set(traceId, { traceId, spanIds: [root.spanContext().spanId, llm.spanContext().spanId], llmSpanIds: [llm.spanContext().spanId], kind: 'sdk', acked: new Set() });
    stats.tracesStarted += 1;
    llm.end();
    root.end();
  }

  return {
    start() {
      timer ??= setInterval(oneTrace, 1000 / opts.tracesPerSecond);
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await provider.forceFlush();
      await provider.shutdown();
    },
    truth: () => [...byTrace.values()],
    stats: () => ({ ...stats }),
  };
}
