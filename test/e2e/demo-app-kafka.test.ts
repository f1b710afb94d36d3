/**
 * The example application's Kafka hop (a smaller run than demo-app.test.ts): questions go through a real Kafka topic
 * on the shared test broker, the W3C context rides in the record headers, and every trace holds the HTTP server,
 * Kafka consumer, LLM and DB spans under one trace id. Runs with the other suites of the shared broker, serially.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQuestions, waitForAnswers } from '../../examples/rag-app/ask-traffic.ts';
import { startRagApp, type RagAppProcess } from '../../examples/rag-app/start-rag-app.ts';
import { startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { ensureKafka } from '../support/kafka.ts';
import { scanDemoTraces } from '../support/scan-demo-traces.ts';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';

const REQUESTS = 300;

describe('example app: the Kafka queue hop', () => {
  let provider: FakeProvider;
  let server: AllInOneProcess;
  let app: RagAppProcess;
  beforeAll(async () => {
    const { brokers } = await ensureKafka();
    provider = createFakeProvider({ maxRecordedRequests: 100 });
    const { baseUrl } = await provider.start();
    server = await startAllInOne({ yaml: 'tailSampling:\n  policies:\n    - { name: keep_all, type: always }\n', env: { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: '2000' } });
    const suffix = randomBytes(4).toString('hex');
    app = await startRagApp({
      RAG_APP_PROVIDER_URL: baseUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp,
      RAG_APP_QUEUE: 'kafka',
      KAFKA_BROKERS: brokers.join(','),
      RAG_APP_KAFKA_TOPIC: `test.demo.questions.${suffix}`,
      RAG_APP_KAFKA_GROUP: `test-rag-app-${suffix}`,
      RAG_APP_EXPORT_DELAY_MS: '250',
    });
  }, 300_000);
  afterAll(async () => {
    await app?.stop();
    await server?.stop();
    await provider?.shutdown();
  });

  it('carries the trace context through the topic: every trace whole, consumer spans with partition and offset', async () => {
    expect(app.queue).toBe('kafka');
    const traffic = await sendQuestions({ appUrl: app.url, count: REQUESTS, concurrency: 8, maxBacklog: 100 });
    expect(traffic.traceIds).toHaveLength(REQUESTS);
    expect(await waitForAnswers(app.url, 120_000)).toMatchObject({ accepted: REQUESTS, answered: REQUESTS, failed: 0 });
    expect(await app.stop()).toMatchObject({ answered: REQUESTS });
    for (const id of traffic.traceIds.slice(-10)) await waitForTrace(server.api, id, (b) => b?.summary.pending === false && b.summary.storedSpanCount === 6, 60_000);

    // One trace read through the API: the consumer span is a Kafka CONSUMER child of the PRODUCER span.
    const one = await waitForTrace(server.api, traffic.traceIds[0]!, (b) => b?.summary.pending === false);
    const flat = (nodes: any[]): any[] => nodes.flatMap((s) => [s, ...flat(s.children)]);
    const spans = flat(one.spans);
    const producer = spans.find((s) => s.kind === 4);
    const consumer = spans.find((s) => s.kind === 5);
    expect(producer?.attributes['messaging.system']).toBe('kafka');
    expect(consumer?.parentSpanId).toBe(producer?.spanId);
    expect(consumer?.attributes).toMatchObject({ 'messaging.system': 'kafka', 'messaging.operation.type': 'process', 'messaging.consumer.group.name': expect.stringMatching(/^test-rag-app-/) });
    expect(typeof consumer?.attributes['messaging.kafka.offset']).toBe('number');

    expect(await server.stop()).toBe(0);
    const scan = await scanDemoTraces(path.join(server.dataDir, 'clickhouse'));
    const ours = traffic.traceIds.map((id) => scan.traces.get(id));
    const whole = ours.filter((t) => t && t.decision === 'kept' && t.httpServerSpans >= 1 && t.queueConsumerSpans >= 1 && t.llmSpans >= 1 && t.dbSpans >= 1);
    console.log(`demo-app-kafka figures: ${JSON.stringify({ requests: REQUESTS, sendSeconds: traffic.elapsedMs / 1000, whole: whole.length })}`);
    expect(whole.length / REQUESTS).toBeGreaterThanOrEqual(0.999);
    const ids = new Set(traffic.traceIds);
    const calls = scan.calls.filter((c) => ids.has(c.traceId));
    expect(calls).toHaveLength(REQUESTS);
    // Evidence of every call (built by ingest's evidence tier, issue 9 part H2).
    expect(calls.filter((c) => c.linkedDocuments < 1 || c.linkedDbStatements < 1)).toHaveLength(0);
  }, 300_000);
});
