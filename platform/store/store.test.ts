/**
 * The store against the real engine (chDB in a temp dir, the product's migrations): every table's toRow →
 * INSERT (through the writer) → SELECT (through a tenant store) → fromRow gives back the domain object, new
 * columns of migration 0006 included; and a tenant store never returns another tenant's rows for the same
 * trace id (negative control: the other tenant's store does return them, so the data is there).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentObject } from '../../test/factories/content-object.ts';
import { logRecord } from '../../test/factories/log-record.ts';
import { metricPointsOfEveryType } from '../../test/factories/metric-point.ts';
import { spanWithEveryField } from '../../test/factories/span.ts';
import type { ContentObjectMeta } from '../../schemas/content-object.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { evidenceItem } from '../../test/factories/evidence-item.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { createClickHouse, type ClickHouse } from '../clickhouse/create-clickhouse.ts';
import { migrate } from '../clickhouse/migrate.ts';
import { createStore, type Store, type TimeWindowNs } from './create-store.ts';
import { fromMetricRow } from './tables/genai-metrics.ts';
import { fromLedgerRow, toLedgerRow } from './tables/llm-calls.ts';
import { fromLogRow, toLogRow } from './tables/logs.ts';
import { traceIndexInputOf } from './tables/trace-index-input.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-store-'));
let ch: ClickHouse;
let store: Store;
let seq = 0;

/** A fresh trace id per test, so tests share one database without seeing each other. */
function traceId(): string {
  seq += 1;
  return `${seq.toString(16).padStart(4, '0')}f92f3577b34da6a3ce929d0e0e4736`.slice(0, 32);
}

const NOT_SET_0006 = { logicalCallId: '', attemptIndex: 0, attemptKind: '', cancelled: false, cancelReason: '', queueWaitMs: null, reportedCostUsd: null, sessionId: '', route: '' };

/** A ledger record with every field set, the issue-9 attempt fields included. */
function fullLedgerRecord(over: Partial<LedgerRecord>): LedgerRecord {
  return ledgerRecord({
    temperature: 0.25,
    topP: 0.9,
    topK: 40,
    maxTokens: 512,
    seed: 42,
    frequencyPenalty: 0.5,
    presencePenalty: -0.5,
    stopSequences: ['\n\n'],
    requestParamsJson: '{"temperature":0.25,"x_vendor":true}',
    inputTokens: 1200,
    outputTokens: 80,
    cachedInputTokens: 1024,
    reasoningTokens: 0,
    costUsd: 0.001234567,
    priceVersion: '2026-11-01',
    content: {
      input: { ref: `thref:v1:k1:${'a'.repeat(64)}`, state: 'stored', reason: '' },
      output: { ref: '', state: 'purged', reason: 'retention' },
      system: { ref: '', state: 'erased', reason: 'erasure' },
      tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
    },
    statusCode: 2,
    errorType: 'RateLimitError',
    subjectRef: `psn_${'b'.repeat(32)}`,
    conversationId: 'conv-1',
    retrievedDocumentIds: ['kb-17', 'kb-3'],
    replayOf: '',
    streamed: true,
    incomplete: true,
    incompleteReason: 'stream_ended_without_finish_reason',
    timeToFirstTokenMs: 312.5,
    systemFingerprint: 'fp_1',
    promptTemplateName: 'support',
    promptTemplateVersion: '7',
    logicalCallId: 'a1b2c3d4e5f60718',
    attemptIndex: 2,
    attemptKind: 'hedge',
    cancelled: true,
    cancelReason: 'hedge_lost',
    queueWaitMs: 41.5,
    reportedCostUsd: 0.0025,
    sessionId: 'sess-9',
    route: '/v1/chat',
    ...over,
  });
}

function windowOf(fromNs: string, toNs: string): TimeWindowNs {
  return { fromNs, toNs };
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'store_test' } }));
  await migrate(ch, pino({ level: 'silent' }));
  store = createStore({ clickhouse: ch });
}, 120_000);

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('store round trips (toRow → INSERT → SELECT → fromRow)', () => {
  it('llm_calls: a record with every field, the 0006 attempt fields included, reads back equal; absent optional fields read back as their defaults', async () => {
    const t = traceId();
    const full = fullLedgerRecord({ traceId: t, spanId: '1000000000000001', startTimeUnixNano: '1700000000000000001' });
    const bare = ledgerRecord({ traceId: t, spanId: '1000000000000002', startTimeUnixNano: '1700000000000000002' });
    expect(bare.attemptKind).toBeUndefined();
    await store.writer.insertLedger([full, bare]);
    const acme = store.forTenant('acme');
    expect(await acme.listTraceLlmCalls(t, null)).toEqual([full, { ...bare, ...NOT_SET_0006 }]);
    expect(await acme.listTraceLlmCalls(t, windowOf('1700000000000000000', '1700000000000000001'))).toEqual([full]);
    expect(await acme.listTraceLlmCallsWhere(t, { spanIds: ['1000000000000002'] })).toEqual([{ ...bare, ...NOT_SET_0006 }]);
    expect(await acme.listTraceLlmCallsWhere(t, { withoutSubject: true })).toEqual([{ ...bare, ...NOT_SET_0006 }]);
    const listed = await acme.listLlmCalls({ fromMs: 1_699_999_999_000, toMs: 1_700_000_001_000, conversationId: 'conv-1', limit: 10 });
    expect(listed).toEqual([full]);
  });

  it('spans: a span with attributes, events, links, resource and scope reads back whole', async () => {
    const t = traceId();
    const span = spanWithEveryField({ tenant: 'acme', traceId: t, resource: { attributes: { 'service.name': 'chat-api', 'host.name': 'h1' }, droppedAttributesCount: 1, schemaUrl: 'https://opentelemetry.io/schemas/1.37.0' } });
    const child = spanWithEveryField({ tenant: 'acme', traceId: t, spanId: '2000000000000002', parentSpanId: span.spanId, startTimeUnixNano: '1735689600223456789', status: { code: 2, message: 'boom' } });
    await store.writer.insertSpans([child, span]);
    const read = await store.forTenant('acme').listTraceSpans(t, windowOf(span.startTimeUnixNano, child.endTimeUnixNano), 10);
    expect(read).toEqual([
      { ...span, serviceName: 'chat-api' },
      { ...child, serviceName: (child.resource.attributes['service.name'] as string | undefined) ?? '' },
    ]);
    // The window bounds the read.
    expect(await store.forTenant('acme').listTraceSpans(t, windowOf('1', '2'), 10)).toEqual([]);
  });

  it('trace_index_input → trace_index: the summary of a decided trace, with the root request (route, status, error) and the models of its calls', async () => {
    const t = traceId();
    const root = spanWithEveryField({
      tenant: 'acme', traceId: t, spanId: '3000000000000001', parentSpanId: '', name: 'POST /v1/chat', kind: 2,
      startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000900000000',
      attributes: { 'http.route': '/v1/chat', 'http.response.status_code': 502 }, status: { code: 2, message: '' },
      resource: { attributes: { 'service.name': 'gateway' }, droppedAttributesCount: 0, schemaUrl: '' },
    });
    const llm = spanWithEveryField({
      tenant: 'acme', traceId: t, spanId: '3000000000000002', parentSpanId: root.spanId, name: 'chat',
      startTimeUnixNano: '1700000000100000000', endTimeUnixNano: '1700000000800000000', attributes: {}, status: { code: 0, message: '' },
      resource: { attributes: { 'service.name': 'worker' }, droppedAttributesCount: 0, schemaUrl: '' },
    });
    const fallback = spanWithEveryField({ ...llm, spanId: '3000000000000003', endTimeUnixNano: '1700000000850000000' });
    const calls = new Map([
      [llm.spanId, ledgerRecord({ traceId: t, spanId: llm.spanId, requestModel: 'gpt-4o', responseModel: 'gpt-4o-2024-08-06' })],
      // No response model: the requested one stands for it.
      [fallback.spanId, ledgerRecord({ traceId: t, spanId: fallback.spanId, requestModel: 'claude-sonnet', responseModel: '' })],
    ]);
    const inputs = [root, llm, fallback].map((s) =>
      traceIndexInputOf(s, { llmCall: calls.get(s.spanId), sampleDecision: 'dropped', samplePolicy: 'probabilistic (early)', decidedWithoutRoot: false }),
    );
    expect(inputs[0]).toMatchObject({ isRoot: true, route: '/v1/chat', httpStatusCode: 502, isError: true, isLlm: false, model: '' });
    await store.writer.insertTraceIndexInput(inputs);
    const summary = await store.forTenant('acme').findTraceSummary(t);
    expect(summary).toEqual({
      tenant: 'acme',
      traceId: t,
      startTimeUnixNano: '1700000000000000000',
      endTimeUnixNano: '1700000000900000000',
      spanCount: 3,
      llmCallCount: 2,
      errorSpanCount: 1,
      services: expect.arrayContaining(['gateway', 'worker']),
      rootSpanId: root.spanId,
      rootName: 'POST /v1/chat',
      rootService: 'gateway',
      rootStartTimeUnixNano: '1700000000000000000',
      rootEndTimeUnixNano: '1700000000900000000',
      sampleDecision: 'dropped',
      samplePolicy: 'probabilistic (early)',
      decidedWithoutRoot: false,
      rootRoute: '/v1/chat',
      rootHttpStatus: 502,
      rootIsError: true,
      models: expect.arrayContaining(['gpt-4o-2024-08-06', 'claude-sonnet']),
    });
    expect(summary!.services).toHaveLength(2);
    expect(summary!.models).toHaveLength(2);
  });

  it('trace_index_input: the route falls back to url.template and the status to http.status_code; a span without them has none', () => {
    const older = spanWithEveryField({ parentSpanId: '', attributes: { 'url.template': '/items/{id}', 'http.status_code': '404' } });
    const plain = spanWithEveryField({ parentSpanId: '', attributes: { 'http.route': 7, 'http.status_code': 'teapot' } });
    const facts = { llmCall: undefined, sampleDecision: 'kept', samplePolicy: 'keep_all', decidedWithoutRoot: true };
    expect(traceIndexInputOf(older, facts)).toMatchObject({ route: '/items/{id}', httpStatusCode: 404, decidedWithoutRoot: true });
    expect(traceIndexInputOf(plain, facts)).toMatchObject({ route: '', httpStatusCode: 0 });
  });

  it('content_objects: pending (trace-scoped) objects and the uses of a ref within one trace read back equal, creation time included', async () => {
    const t = traceId();
    const ref = `thref:v1:k1:${'c'.repeat(64)}`;
    const pending = contentObject({ ref, sizeBytes: 321, traceId: t, spanId: '4000000000000001', createdAtMs: 1_700_000_000_123, keyScope: 'trace' });
    const attributed: ContentObjectMeta = { ...pending, part: 'documents', spanId: '4000000000000002', createdAtMs: 1_700_000_000_456, keyScope: 'subject', subjectRef: `psn_${'d'.repeat(32)}` };
    await store.writer.insertContentObjects([pending, attributed]);
    const acme = store.forTenant('acme');
    expect(await acme.listPendingTraceContent(t)).toEqual([pending]);
    expect(await acme.findContentUsesInTrace(ref, t)).toEqual([
      { traceId: t, spanId: pending.spanId, part: 'input' },
      { traceId: t, spanId: attributed.spanId, part: 'documents' },
    ]);
    expect(await acme.findContentUsesInTrace(ref, t, attributed.spanId)).toEqual([{ traceId: t, spanId: attributed.spanId, part: 'documents' }]);
    expect(await acme.findContentUsesInTrace(ref, traceId())).toEqual([]);
  });

  it('logs: a log record of a trace reads back as stored (body, attributes, resource, scope name and version)', async () => {
    const t = traceId();
    const log = logRecord({ tenant: 'acme', traceId: t, resource: { attributes: { 'service.name': 'chat-api' }, droppedAttributesCount: 0, schemaUrl: '' } });
    await store.writer.insertLogs([log]);
    const read = await store.forTenant('acme').listTraceLogs(t, windowOf(log.timeUnixNano, log.timeUnixNano), 10);
    expect(read).toEqual([
      {
        tenant: 'acme', traceId: t, spanId: log.spanId, recordId: toLogRow(log)['record_id'], timeUnixNano: log.timeUnixNano,
        observedTimeUnixNano: log.observedTimeUnixNano, severityNumber: log.severityNumber, severityText: log.severityText,
        eventName: log.eventName, serviceName: 'chat-api', body: log.body, attributes: log.attributes, resource: log.resource,
        scope: { name: log.scope.name, version: log.scope.version }, flags: log.flags, droppedAttributesCount: log.droppedAttributesCount,
      },
    ]);
    expect(fromLogRow(toLogRow(log))).toEqual(read[0]);
  });

  it('genai_metrics: a point of every type reads back as stored (64-bit counts exact, as strings beyond 2^53)', async () => {
    const points = metricPointsOfEveryType().map((p) => ({ ...p, tenant: 'acme' }));
    await store.writer.insertMetrics(points);
    // No reader needs metrics yet: the rows are read directly and mapped by the table's fromRow.
    const rs = await ch.client.query({ query: `SELECT * EXCEPT (ingested_at) FROM ${ch.db}.genai_metrics FINAL WHERE tenant = 'acme' ORDER BY name, type`, format: 'JSONEachRow' });
    const read = (await rs.json()).map(fromMetricRow);
    expect(read).toHaveLength(points.length);
    for (const p of points) {
      const got = read.find((r) => r.name === p.name && r.type === p.type);
      const { scope, ...rest } = p;
      expect(got).toMatchObject({
        ...rest,
        // `value` is a Float64 column: an integer beyond 2^53 keeps its magnitude, not its last digits.
        value: typeof p.value === 'string' ? Number(p.value) : p.value,
        scope: { name: scope.name, version: scope.version },
      });
    }
  });

  it('llm_evidence: an item of each kind reads back equal, with and without a window', async () => {
    const t = traceId();
    const items = [
      evidenceItem('document', { traceId: t }),
      evidenceItem('db_statement', { traceId: t, startTimeUnixNano: '1700000000003000000', endTimeUnixNano: '1700000000004000000' }),
      evidenceItem('tool_call', { traceId: t, startTimeUnixNano: '1700000000005000000', endTimeUnixNano: '1700000000006000000', llmSpanId: '', link: '' }),
    ];
    await store.writer.insertEvidence(items);
    const acme = store.forTenant('acme');
    expect(await acme.listTraceEvidence(t, null)).toEqual(items);
    expect(await acme.listTraceEvidence(t, windowOf('1700000000000000000', '1700000000003500000'))).toEqual(items.slice(0, 2));
  });
});

describe('tenant scoping', () => {
  it('a tenant store never returns another tenant’s rows for the same trace id; the other tenant’s store does (negative control)', async () => {
    const t = traceId();
    const ref = `thref:v1:k1:${'e'.repeat(64)}`;
    const window = windowOf('1700000000000000000', '1700000001000000000');
    const write = async (tenant: string, n: string) => {
      const span = spanWithEveryField({ tenant, traceId: t, spanId: `50000000000000${n}`, parentSpanId: '', startTimeUnixNano: '1700000000000000000', endTimeUnixNano: '1700000000500000000' });
      await store.writer.insertLedger([ledgerRecord({ tenant, traceId: t, spanId: span.spanId })]);
      await store.writer.insertSpans([span]);
      await store.writer.insertTraceIndexInput([traceIndexInputOf(span, { llmCall: undefined, sampleDecision: 'kept', samplePolicy: 'keep_all', decidedWithoutRoot: false })]);
      await store.writer.insertLogs([logRecord({ tenant, traceId: t, spanId: span.spanId, timeUnixNano: '1700000000100000000' })]);
      await store.writer.insertEvidence([evidenceItem('tool_call', { tenant, traceId: t, sourceSpanId: span.spanId, itemId: span.spanId })]);
      await store.writer.insertContentObjects([{ tenant, ref, part: 'input', sizeBytes: 1, contentType: 'application/json', traceId: t, spanId: span.spanId, createdAtMs: 1_700_000_000_000, keyScope: 'trace', subjectRef: '' }]);
      return span.spanId;
    };
    const spanA = await write('acme', '0a');
    const spanB = await write('globex', '0b');
    for (const [tenant, own] of [['acme', spanA], ['globex', spanB]] as const) {
      const reader = store.forTenant(tenant);
      expect(reader.tenant).toBe(tenant);
      expect((await reader.findTraceSummary(t))?.rootSpanId).toBe(own);
      expect((await reader.findTraceSummary(t))?.spanCount).toBe(1);
      expect((await reader.listTraceLlmCalls(t, null)).map((c) => [c.tenant, c.spanId])).toEqual([[tenant, own]]);
      expect((await reader.listTraceLlmCalls(t, window)).map((c) => c.spanId)).toEqual([own]);
      expect((await reader.listTraceLlmCallsWhere(t, {})).map((c) => c.spanId)).toEqual([own]);
      expect((await reader.listLlmCalls({ fromMs: 1_699_999_999_000, toMs: 1_700_000_001_000, limit: 1000 })).filter((c) => c.traceId === t).map((c) => c.spanId)).toEqual([own]);
      expect((await reader.listTraceSpans(t, window, 10)).map((s) => [s.tenant, s.spanId])).toEqual([[tenant, own]]);
      expect((await reader.listTraceLogs(t, window, 10)).map((l) => [l.tenant, l.spanId])).toEqual([[tenant, own]]);
      expect((await reader.listTraceEvidence(t, null)).map((e) => [e.tenant, e.sourceSpanId])).toEqual([[tenant, own]]);
      expect((await reader.listPendingTraceContent(t)).map((m) => [m.tenant, m.spanId])).toEqual([[tenant, own]]);
      expect(await reader.findContentUsesInTrace(ref, t)).toEqual([{ traceId: t, spanId: own, part: 'input' }]);
    }
    // A tenant with nothing under this trace id sees nothing at all.
    const other = store.forTenant('initech');
    expect(await other.findTraceSummary(t)).toBeNull();
    expect(await other.listTraceLlmCalls(t, null)).toEqual([]);
    expect(await other.listTraceEvidence(t, null)).toEqual([]);
  });

  it('refuses to make a tenant store without a tenant', () => {
    expect(() => store.forTenant('')).toThrow(expect.objectContaining({ code: 'TH_ERR_STORE_BAD_TENANT' }));
  });
});

describe('row validation on read', () => {
  it('rejects a row that does not match its table, naming the column and not the value', () => {
    const good = toLedgerRow(ledgerRecord());
    expect(fromLedgerRow(good).spanId).toBe('b7ad6b7169203331');
    const secret = 'psn_should_not_echo';
    const bad = { ...good, status_code: secret };
    expect(() => fromLedgerRow(bad)).toThrow(expect.objectContaining({ code: 'TH_ERR_STORE_BAD_ROW' }));
    try {
      fromLedgerRow(bad);
    } catch (err) {
      expect((err as Error).message).toContain('status_code');
      expect((err as Error).message).not.toContain(secret);
    }
  });
});
