/**
 * The evidence tier end to end: the real OpenTelemetry Node SDK sends a RAG-shaped trace (HTTP root →
 * retriever with documents → PostgreSQL → chat → tool → chat) to the all-in-one as a real process, under a
 * sampling policy that DROPS the trace. Its spans are gone, but its evidence is in `llm_evidence`: the document
 * ids, versions, scores and sources (their text and other metadata only in the content store), the DB statement
 * as sanitized (the SQL literal canary gone — negative control: the SDK exported it), the tool call, each linked
 * to the chat call it fed. A DB span of the same trace exported after the decision (a late part) gets its
 * evidence too, linked to a call read back from the ledger.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, REPO_ROOT, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { dumpClickHouseTables } from '../support/scan-clickhouse.ts';
import { createStore } from '../../platform/store/create-store.ts';
import type { EvidenceItem } from '../../schemas/evidence.ts';

const run = promisify(execFile);

const YAML = `
tailSampling:
  policies:
    - name: ask_route
      type: drop
      spans: root
      attributes:
        - { key: url.path, regex: '^/ask$' }
    - { name: error, type: error }
`;

interface AppOutput {
  traceId: string;
  rootSpanId: string;
  retrieverSpanId: string;
  dbSpanId: string;
  chat1SpanId: string;
  toolSpanId: string;
  chat2SpanId: string;
  lateSpanId: string;
  rawDbStatement: string | null;
  times: Record<string, { start: string; end: string }>;
}

async function runApp(mode: 'trace' | 'late', endpoint: string, canary: string, env: Record<string, string> = {}): Promise<AppOutput> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'test/apps/rag-app.ts'), mode], {
    cwd: REPO_ROOT,
    env: { ...process.env, OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, OTEL_LOG_LEVEL: 'error', CANARY: canary, ...env },
    timeout: 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').pop()!) as AppOutput;
}

async function metricsText(api: string): Promise<string> {
  return (await fetch(`${api}/metrics`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).text();
}

async function waitForMetric(api: string, pattern: RegExp, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = await metricsText(api);
    if (pattern.test(text) || Date.now() > deadline) return text;
    await new Promise((r) => setTimeout(r, 200));
  }
}


describe('evidence tier: a dropped trace keeps its evidence', () => {
  let server: AllInOneProcess;
  const canary = `CANARY${randomBytes(10).toString('hex').toUpperCase()}`;
  let app: AppOutput;
  let late: AppOutput;
  let lookup: any;
  let metrics = '';
  let rows: EvidenceItem[] = [];
  let otherTenant: EvidenceItem[] = [];
  let tables: Record<string, string> = {};

  beforeAll(async () => {
    server = await startAllInOne({ yaml: YAML });
    app = await runApp('trace', server.otlpHttp, canary);
    lookup = await waitForTrace(server.api, app.traceId, (b) => b && b.summary.pending === false && b.llmCalls.length === 2);
    metrics = await waitForMetric(server.api, /tracehold_evidence_items_total\{kind="tool_call"\} 1/);
    // The late part: a DB span timed between the tool and the second chat call, sent after the decision.
    const toolEnd = BigInt(app.times[app.toolSpanId]!.end);
    late = await runApp('late', server.otlpHttp, canary, {
      TRACE_ID: app.traceId,
      ROOT_SPAN_ID: app.rootSpanId,
      LATE_START_NS: String(toolEnd + 5_000_000n),
      LATE_END_NS: String(toolEnd + 15_000_000n),
    });
    metrics = await waitForMetric(server.api, /tracehold_evidence_items_total\{kind="db_statement"\} 2/);
    await server.stop();
    const clickhouseDir = path.join(server.dataDir, 'clickhouse');
    // Read back as the lookup does: through the store's tenant-scoped reader (unauthenticated OTLP on loopback
    // goes to the tenant `default`).
    const client = createClient({
      connection: createChdbConnection({ path: clickhouseDir }),
      clickhouse_settings: { output_format_json_quote_64bit_integers: 1, date_time_output_format: 'iso' },
    } as Parameters<typeof createClient>[0]);
    try {
      const store = createStore({ clickhouse: { client, db: 'tracehold', mode: 'embedded', close: () => client.close() } });
      rows = await store.forTenant('default').listTraceEvidence(app.traceId, null);
      otherTenant = await store.forTenant('other').listTraceEvidence(app.traceId, null);
    } finally {
      await client.close();
    }
    tables = await dumpClickHouseTables(clickhouseDir);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it('drops the trace: no span stored, both calls in the ledger', () => {
    expect(lookup, 'trace not decided in time').not.toBeNull();
    expect(lookup.summary.sampling.decision).toBe('dropped');
    expect(lookup.summary.sampling.policy).toBe('drop:ask_route');
    expect(lookup.spans).toEqual([]);
    expect(tables['spans']).not.toContain(app.traceId);
  });

  it('keeps the retrieved documents: ids, versions, scores, sources and the content ref, linked to the first chat call', () => {
    const docs = rows.filter((r) => r.kind === 'document');
    expect(docs.map((r) => [r.itemId, r.sourceSpanId, r.llmSpanId, r.link])).toEqual([
      [`${app.retrieverSpanId}:0`, app.retrieverSpanId, app.chat1SpanId, 'sibling'],
      [`${app.retrieverSpanId}:1`, app.retrieverSpanId, app.chat1SpanId, 'sibling'],
    ]);
    const details = docs.map((r) => r.detail as any);
    expect(details.map((d) => [d.documentId, d.version, d.score, d.source, d.rank])).toEqual([
      ['kb-shipping-7', 'v14', 0.92, 's3://kb/shipping.md', 0],
      ['kb-returns-2', '3', 0.41, '/kb/returns.md', 1],
    ]);
    expect(details[0].contentRef).toMatch(/^thref:v1:/);
    expect(docs[0]!.serviceName).toBe('rag-api');
  });

  it('keeps the DB statement as sanitized, linked to the first chat call; the literal canary was in what the SDK sent', () => {
    expect(app.rawDbStatement).toContain(canary); // negative control: the raw span carried it
    const statement = rows.find((r) => r.sourceSpanId === app.dbSpanId)!;
    expect(statement).toMatchObject({ kind: 'db_statement', itemId: app.dbSpanId, llmSpanId: app.chat1SpanId, link: 'sibling' });
    const detail = statement.detail as any;
    expect(detail).toMatchObject({ system: 'postgresql', operation: 'SELECT', table: 'orders', rows: 1, status: 'ok' });
    expect(detail.statement).toContain('SELECT status, eta FROM orders WHERE customer_ref =');
    expect(detail.statement).not.toContain(canary);
  });

  it('keeps the tool call, linked to the chat call that followed it', () => {
    const tool = rows.find((r) => r.kind === 'tool_call')!;
    expect(tool).toMatchObject({ itemId: app.toolSpanId, llmSpanId: app.chat2SpanId, link: 'sibling' });
    const detail = tool.detail as any;
    expect(detail).toMatchObject({ toolName: 'lookup_order', callId: 'call_lookup_1', status: 'ok' });
    expect(detail.argumentsRef).toMatch(/^thref:v1:/);
  });

  it('writes the evidence of a part that arrived after the decision, linked to a call read from the ledger', () => {
    expect(late.rawDbStatement).toContain(canary);
    const statement = rows.find((r) => r.sourceSpanId === late.lateSpanId);
    expect(statement).toMatchObject({ kind: 'db_statement', llmSpanId: app.chat2SpanId, link: 'sibling' });
    expect((statement!.detail as any).statement).not.toContain(canary);
  });

  it('answers only the tenant that owns the trace', () => {
    expect(rows).toHaveLength(5);
    expect(otherTenant).toEqual([]);
  });

  it('counts the items written by kind, and no content or canary is anywhere in ClickHouse', () => {
    expect(metrics).toMatch(/tracehold_evidence_items_total\{kind="document"\} 2/);
    expect(metrics).toMatch(/tracehold_evidence_items_total\{kind="db_statement"\} 2/);
    expect(metrics).toMatch(/tracehold_evidence_items_total\{kind="tool_call"\} 1/);
    const all = Object.values(tables).join('\n');
    expect(all).toContain(app.traceId);
    expect(all).not.toContain(canary);
    expect(all).not.toContain('Returns are free within 30 days');
  });
});
