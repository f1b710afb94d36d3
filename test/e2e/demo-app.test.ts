/**
 * The example application (examples/rag-app) under load, through the in-process queue hop, against the all-in-one
 * as a real process with a tail sampler that keeps ~10% of traces: the trace context crosses the queue (kept traces
 * hold the HTTP server, queue consumer, LLM and DB spans under one trace id; dropped traces show the same spans in
 * the trace index), and every LLM call has its evidence — documents and the sanitized DB statement — whether its
 * trace was kept or dropped.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendQuestions, waitForAnswers } from '../../examples/rag-app/ask-traffic.ts';
import { startRagApp, type RagAppProcess } from '../../examples/rag-app/start-rag-app.ts';
import { startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { scanDemoTraces, type DemoTraceFacts } from '../support/scan-demo-traces.ts';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';

const REQUESTS = Number(process.env.DEMO_APP_TEST_REQUESTS ?? 10_000);
const KEEP_PERCENT = 10;
const DECISION_WAIT_MS = 3000;
/** Spans of one request: HTTP server, queue producer, queue consumer, retriever, DB, LLM. */
const SPANS_PER_TRACE = 6;
const YAML = `
tailSampling:
  decisionWaitMs: ${DECISION_WAIT_MS}
  policies:
    - { name: probabilistic, type: probabilistic, percentage: ${KEEP_PERCENT} }
`;

const holdsAllFour = (t: DemoTraceFacts) => t.httpServerSpans >= 1 && t.queueConsumerSpans >= 1 && t.llmSpans >= 1 && t.dbSpans >= 1;
const pct = (n: number, d: number) => (d === 0 ? 0 : Math.round((n / d) * 1e5) / 1e3);

describe('example app: 10,000 requests through the queue hop', () => {
  let provider: FakeProvider;
  let server: AllInOneProcess;
  let app: RagAppProcess;
  beforeAll(async () => {
    provider = createFakeProvider({ maxRecordedRequests: 100 });
    const { baseUrl } = await provider.start();
    server = await startAllInOne({ yaml: YAML, env: { TRACEHOLD_SAMPLING_DECISION_WAIT_MS: String(DECISION_WAIT_MS), TRACEHOLD_LOG_LEVEL: 'warn' } });
    app = await startRagApp({
      RAG_APP_PROVIDER_URL: baseUrl,
      OTEL_EXPORTER_OTLP_ENDPOINT: server.otlpHttp,
      // Never the shared broker here: the Kafka hop has its own suite (demo-app-kafka.test.ts).
      RAG_APP_QUEUE: 'in-process',
      RAG_APP_WORKER_CONCURRENCY: '16',
      RAG_APP_EXPORT_DELAY_MS: '250',
      ...(process.env.DEMO_APP_TEST_CAPTURE ? { OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT: process.env.DEMO_APP_TEST_CAPTURE } : {}),
    });
  });
  afterAll(async () => {
    await app?.stop();
    await server?.stop();
    await provider?.shutdown();
    // ~100 MB per run; the figures were printed.
    if (server) rmSync(server.dataDir, { recursive: true, force: true });
  });

  it('keeps the hop under one trace id and gives every LLM call its evidence, kept or dropped', async () => {
    expect(app.queue).toBe('in-process');
    const phases: Record<string, number> = {};
    let mark = Date.now();
    const phase = (name: string) => {
      phases[name] = (Date.now() - mark) / 1000;
      mark = Date.now();
    };
    const traffic = await sendQuestions({ appUrl: app.url, count: REQUESTS, concurrency: 32, maxBacklog: 400 });
    phase('sendSeconds');
    const answered = await waitForAnswers(app.url, 120_000);
    phase('drainSeconds');
    const sendSeconds = traffic.elapsedMs / 1000;
    expect(traffic.failed).toBe(0);
    expect(traffic.traceIds).toHaveLength(REQUESTS);
    expect(new Set(traffic.traceIds).size).toBe(REQUESTS);
    expect(answered).toMatchObject({ accepted: REQUESTS, answered: REQUESTS, failed: 0 });
    // SIGTERM flushes the app's span and log queues; then every trace gets decided by the all-in-one.
    expect(await app.stop()).toMatchObject({ answered: REQUESTS });
    phase('appFlushSeconds');
    const last = traffic.traceIds.slice(-20);
    for (const id of last) await waitForTrace(server.api, id, (b) => b?.summary.pending === false && b.summary.llmCallCount === 1, 120_000);
    phase('ingestCatchUpSeconds');
    expect(await server.stop()).toBe(0);
    phase('serverStopSeconds');
    const scan = await scanDemoTraces(path.join(server.dataDir, 'clickhouse'));
    phase('scanSeconds');

    const ours = traffic.traceIds.map((id) => scan.traces.get(id));
    const indexed = ours.filter((t): t is DemoTraceFacts => t !== undefined);
    const kept = indexed.filter((t) => t.decision === 'kept');
    const dropped = indexed.filter((t) => t.decision === 'dropped');
    const keptWhole = kept.filter(holdsAllFour);
    // Dropped traces have no spans by design; the trace index (100%) still counts the spans that arrived under the
    // request's trace id: all six, one of them the LLM call, when the context crossed the hop.
    const droppedWhole = dropped.filter((t) => t.indexSpanCount === SPANS_PER_TRACE && t.indexLlmCount === 1);
    const ourIds = new Set(traffic.traceIds);
    const calls = scan.calls.filter((c) => ourIds.has(c.traceId));
    const withEvidence = calls.filter((c) => c.linkedDocuments >= 1 && c.linkedDbStatements >= 1);
    const keptIds = new Set(kept.map((t) => t.traceId));

    const figures = {
      requests: REQUESTS,
      sendSeconds,
      requestsPerSecond: Math.round(REQUESTS / sendSeconds),
      ...phases,
      refusedAndRetried: traffic.refused,
      indexed: indexed.length,
      kept: kept.length,
      dropped: dropped.length,
      keptWithAllFourSpansPct: pct(keptWhole.length, kept.length),
      droppedWithAllSpansInIndexPct: pct(droppedWhole.length, dropped.length),
      llmCalls: calls.length,
      llmCallsWithEvidencePct: pct(withEvidence.length, calls.length),
      llmCallsWithEvidenceKeptPct: pct(withEvidence.filter((c) => keptIds.has(c.traceId)).length, calls.filter((c) => keptIds.has(c.traceId)).length),
      llmCallsWithEvidenceDroppedPct: pct(withEvidence.filter((c) => !keptIds.has(c.traceId)).length, calls.filter((c) => !keptIds.has(c.traceId)).length),
    };
    console.log(`demo-app figures: ${JSON.stringify(figures)}`);

    // Every request reached the trace index and the ledger (both 100%), with its end user and session.
    expect(indexed).toHaveLength(REQUESTS);
    expect(calls).toHaveLength(REQUESTS);
    expect(calls.every((c) => /^psn_[0-9a-f]{32}$/.test(c.subjectRef) && c.conversationId.startsWith('s-u-'))).toBe(true);
    // The sampler really dropped most traces (otherwise "evidence of dropped traces" would be vacuous) and kept some.
    expect(kept.length).toBeGreaterThan(REQUESTS * 0.05);
    expect(kept.length).toBeLessThan(REQUESTS * 0.15);
    expect(dropped.length).toBe(REQUESTS - kept.length);

    // ≥ 99.9% of kept traces hold the HTTP server, queue consumer, LLM and DB spans under the request's trace id.
    expect(keptWhole.length / kept.length).toBeGreaterThanOrEqual(0.999);
    expect(droppedWhole.length / dropped.length).toBeGreaterThanOrEqual(0.999);
    // Negative control: the same check over dropped traces, whose spans are not stored, finds none whole — the
    // check reads stored spans, not the index or the app's word.
    expect(dropped.filter(holdsAllFour)).toHaveLength(0);

    // The DB statement was stored sanitized: the user id literal became a placeholder.
    const statements = kept.flatMap((t) => t.dbStatements);
    expect(statements.length).toBeGreaterThanOrEqual(kept.length);
    expect(statements.filter((s) => /'u-\d+'|u-\d{4}/.test(s))).toEqual([]);
    expect(statements[0]).toMatch(/WHERE user_id = \?/);

    // 100% of LLM calls, of kept and dropped traces alike, have ≥1 document and ≥1 DB statement linked to their span.
    // (Built by ingest's evidence tier, issue 9 part H2.)
    expect(scan.evidenceStatements.filter((s) => /'u-\d+'/.test(s))).toEqual([]);
    expect(scan.danglingEvidence).toBe(0);
    expect(calls.length - withEvidence.length).toBe(0);
  }, 600_000);
});
