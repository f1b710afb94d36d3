/**
 * OTLP logs and metrics end to end, with the real OpenTelemetry JS SDK (traces, logs and metrics over OTLP/HTTP
 * protobuf) against the all-in-one:
 * - a GenAI content event (`gen_ai.client.inference.operation.details`, as openai-v2 emits it in EVENT_ONLY
 *   mode) sent as a LOG record fills the content of its LLM call, whose span carried none;
 * - other log records of the trace are redacted and kept with the trace (same sampling decision): a kept trace
 *   shows them in the lookup, a dropped trace's are not stored;
 * - GenAI client metrics are stored, other metrics are answered with a partial success saying they are not;
 * - nothing personal reaches ClickHouse or the bus from logs — and with redaction off it does (negative control).
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { SeverityNumber } from '@opentelemetry/api-logs';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { LoggerProvider, SimpleLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { MeterProvider, PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, scanDirFor, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';

const YAML = `tailSampling:
  decisionWaitMs: 300
  policies:
    - { name: error, type: error }
`;

interface Sent {
  keptTraceId: string;
  droppedTraceId: string;
  llmSpanId: string;
  email: string;
  prompt: string;
}

async function sendSignals(server: AllInOneProcess): Promise<Sent> {
  const resource = resourceFromAttributes({ 'service.name': 'shop-bot' });
  const tracer = new BasicTracerProvider({ resource, spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter({ url: `${server.otlpHttp}/v1/traces` }))] });
  const loggerProvider = new LoggerProvider({ resource, processors: [new SimpleLogRecordProcessor({ exporter: new OTLPLogExporter({ url: `${server.otlpHttp}/v1/logs` }) })] });
  const t = tracer.getTracer('shop-bot');
  const logger = loggerProvider.getLogger('shop-bot');
  const marker = randomBytes(6).toString('hex');
  const email = `jane.${marker}@example.com`;
  const prompt = `Where is parcel ${marker}?`;

  // The kept trace: its root fails (error policy), its LLM span carries no content (EVENT_ONLY).
  const root = t.startSpan('POST /chat', { kind: SpanKind.SERVER });
  const rootCtx = trace.setSpan(context.active(), root);
  const llm = t.startSpan('chat gpt-4o', { kind: SpanKind.CLIENT, attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.response.model': 'gpt-4o-2024-08-06', 'gen_ai.response.id': `chatcmpl-${marker}` } }, rootCtx);
  const llmCtx = trace.setSpan(rootCtx, llm);
  logger.emit({
    eventName: 'gen_ai.client.inference.operation.details',
    severityNumber: SeverityNumber.INFO,
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.input.messages': [{ role: 'user', parts: [{ type: 'text', content: prompt }] }],
      'gen_ai.output.messages': [{ role: 'assistant', parts: [{ type: 'text', content: `It left the depot (${marker}).` }], finish_reason: 'stop' }],
    },
    context: llmCtx,
  });
  logger.emit({ severityNumber: SeverityNumber.WARN, severityText: 'WARN', body: `refund asked by ${email}`, attributes: { 'app.step': 'refund' }, context: rootCtx });
  llm.end();
  root.setStatus({ code: SpanStatusCode.ERROR, message: 'refund failed' });
  root.end();

  // The dropped trace: nothing keeps it; its log goes with it.
  const other = t.startSpan('GET /health', { kind: SpanKind.SERVER });
  logger.emit({ severityNumber: SeverityNumber.INFO, body: `health checked for ${email}`, context: trace.setSpan(context.active(), other) });
  other.end();

  await tracer.forceFlush();
  await loggerProvider.forceFlush();
  await tracer.shutdown();
  await loggerProvider.shutdown();
  return { keptTraceId: root.spanContext().traceId, droppedTraceId: other.spanContext().traceId, llmSpanId: llm.spanContext().spanId, email, prompt };
}

async function sendMetrics(server: AllInOneProcess): Promise<void> {
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ 'service.name': 'shop-bot' }),
    readers: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: `${server.otlpHttp}/v1/metrics` }), exportIntervalMillis: 3_600_000 })],
  });
  const meter = provider.getMeter('shop-bot');
  meter.createHistogram('gen_ai.client.token.usage', { unit: '{token}' }).record(120, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.token.type': 'input' });
  meter.createHistogram('gen_ai.client.operation.duration', { unit: 's' }).record(0.8, { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' });
  meter.createCounter('http.server.request.count').add(3, { 'http.route': '/chat' });
  await provider.forceFlush();
  await provider.shutdown();
}

describe('OTLP logs and metrics through the all-in-one', () => {
  let server: AllInOneProcess;
  let sent: Sent;
  let kept: any;
  let dropped: any;
  let partial: any;
  let metricsText = '';
  let tables: Record<string, string> = {};

  beforeAll(async () => {
    server = await startAllInOne({ yaml: YAML });
    sent = await sendSignals(server);
    await sendMetrics(server);
    // A metrics export over OTLP/JSON, to read the partial-success answer itself.
    const now = `${Date.now()}000000`;
    const res = await fetch(`${server.otlpHttp}/v1/metrics`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        resourceMetrics: [{ scopeMetrics: [{ metrics: [
          { name: 'process.cpu.time', sum: { aggregationTemporality: 2, isMonotonic: true, dataPoints: [{ asDouble: 1.5, timeUnixNano: now }, { asDouble: 2.5, timeUnixNano: now }] } },
          { name: 'gen_ai.client.token.usage', histogram: { aggregationTemporality: 2, dataPoints: [{ count: '1', sum: 10, bucketCounts: ['1'], explicitBounds: [], timeUnixNano: now }] } },
        ] }] }],
      }),
    });
    partial = { status: res.status, body: await res.json() };
    kept = await waitForTrace(server.api, sent.keptTraceId, (b) => b?.summary?.pending === false && b.llmCalls.length === 1 && b.llmCalls[0].content.input.state === 'stored' && b.logs.length >= 2);
    dropped = await waitForTrace(server.api, sent.droppedTraceId, (b) => b?.summary?.pending === false);
    metricsText = (await fetch(`${server.api}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }).then((r) => r.text()));
    await server.stop();
    tables = await dumpClickHouseTables(path.join(server.dataDir, 'clickhouse'));
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('fills the LLM call with the content of its log event, which arrived apart from its span', async () => {
    expect(kept, 'kept trace not complete in time').not.toBeNull();
    const call = kept.llmCalls[0];
    expect(call.spanId).toBe(sent.llmSpanId);
    expect(call.content.input).toMatchObject({ state: 'stored', reason: '' });
    expect(call.content.output).toMatchObject({ state: 'stored', reason: '' });
    expect(call.finishReasons).toEqual(['stop']);
  });

  it('keeps the trace\'s log records with it, redacted; the content event as a stub pointing at the stored content', () => {
    const plain = kept.logs.find((l: any) => l.attributes['app.step'] === 'refund');
    expect(plain).toBeDefined();
    expect(plain.severityText).toBe('WARN');
    expect(String(plain.body)).toMatch(/^refund asked by (\[REDACTED:EMAIL\]|psn_[0-9a-f]{32})$/);
    const stub = kept.logs.find((l: any) => l.eventName === 'gen_ai.client.inference.operation.details');
    expect(stub.body).toBeNull();
    expect(stub.attributes['gen_ai.input.messages_ref']).toBe(kept.llmCalls[0].content.input.ref);
    expect(JSON.stringify(kept)).not.toContain(sent.prompt);
  });

  it('does not keep the log records of a trace the sampler dropped', () => {
    expect(dropped.summary.sampling.decision).toBe('dropped');
    expect(dropped.logs).toEqual([]);
    expect(tables.logs).not.toContain('health checked');
  });

  it('stores the GenAI client metrics and answers the others with a partial success saying they are not stored', () => {
    expect(partial.status).toBe(200);
    expect(partial.body.partialSuccess.rejectedDataPoints).toBe('2');
    expect(partial.body.partialSuccess.errorMessage).toContain('not stored');
    expect(partial.body.partialSuccess.errorMessage).toContain('process.cpu.time');
    const names = new Set(tables.genai_metrics!.split('\n').filter(Boolean).map((line) => line.split('\t')[1]));
    expect(names).toEqual(new Set(['gen_ai.client.token.usage', 'gen_ai.client.operation.duration']));
    // The SDK exports at flush and again at shutdown (cumulative): 2 GenAI points and 1 other per export, plus the JSON export.
    const count = (outcome: string) => Number(new RegExp(`tracehold_metric_points_total\\{outcome="${outcome}"\\} (\\d+)`).exec(metricsText)?.[1]);
    expect(count('stored')).toBeGreaterThanOrEqual(3);
    expect(count('not_stored')).toBeGreaterThanOrEqual(3);
    expect((count('stored') - 1) / 2).toBe(count('not_stored') - 2);
  });

  it('leaves no e-mail address or prompt from the logs in ClickHouse or on the bus', () => {
    const all = Object.values(tables).join('\n');
    expect(all).not.toContain(sent.email);
    expect(all).not.toContain(sent.prompt);
    expect(scanDirFor(path.join(server.dataDir, 'bus'), sent.email)).toEqual([]);
    expect(scanDirFor(path.join(server.dataDir, 'bus'), sent.prompt)).toEqual([]);
    // The plain log line itself is there (redacted), so the scan looked at the right rows.
    expect(tables.logs).toContain('refund asked by');
  });

  it('negative control: with redaction and extraction off, the same records put both in ClickHouse', async () => {
    const off = await startAllInOne({ yaml: YAML, env: { TRACEHOLD_REDACTION: 'false', TRACEHOLD_EXTRACT_CONTENT: 'false' } });
    try {
      const s = await sendSignals(off);
      await waitForTrace(off.api, s.keptTraceId, (b) => b?.summary?.pending === false && b.logs.length >= 2);
      await off.stop();
      const all = Object.values(await dumpClickHouseTables(path.join(off.dataDir, 'clickhouse'))).join('\n');
      expect(all).toContain(s.email);
      expect(all).toContain(s.prompt);
    } finally {
      await off.stop();
    }
  }, 90_000);
});
