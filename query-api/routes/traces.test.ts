/**
 * GET /v1/traces/:traceId (and /v1/traces/lookup?ref=) against the real engine (chDB) through the store, the
 * real encrypted content store, the real audit log and real tokens: a dropped trace answered in one call —
 * root request, calls with the evidence that fed them, attempts grouped, states in words — and
 * `include=content` inlining the stored parts with one audit entry per object read.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenStore, type TokenStore } from '../../platform/auth/token-store.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createKeyring, type Keyring } from '../../platform/keys/keyring.ts';
import { createStore, type Store, type TraceIndexInput } from '../../platform/store/create-store.ts';
import { createAuditLog, type AuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../retention/audit/audit-signer.ts';
import type { Role } from '../../schemas/auth.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { evidenceItem } from '../../test/factories/evidence-item.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { buildApp } from '../app.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-traces-route-'));
const PROMPT = `Where is my order ${randomBytes(6).toString('hex')}?`;
const DOC_TEXT = `Orders ship in 2 days ${randomBytes(6).toString('hex')}.`;
const T0 = 1_796_139_903_000_000_000n; // 2026-12-01T15:45:03Z
const ns = (offsetMs: number, extraNs = 0) => (T0 + BigInt(offsetMs) * 1_000_000n + BigInt(extraNs)).toString();

const ROOT = 'a0a0a0a0a0a0a0a0';
const RETRIEVE = 'a1a1a1a1a1a1a1a1';
const CALL_A = 'b1b1b1b1b1b1b1b1';
const CALL_B = 'b2b2b2b2b2b2b2b2';

let ch: ClickHouse;
let tables: Store;
let keyring: Keyring;
let content: EncryptedContentStore;
let audit: AuditLog;
let tokens: TokenStore;
let app: FastifyInstance;
const tok: Record<string, string> = {};
let promptRef = '';
let docRef = '';

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function token(tenant: string, roles: Role[]): Promise<string> {
  return (await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` })).token;
}

async function get(bearer: string, url: string) {
  const res = await app.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.statusCode, body: res.json(), text: res.body, headers: res.headers };
}

async function auditFor(traceId: string): Promise<AuditEntry[]> {
  return (await audit.list({ tenant: 'acme', traceId, limit: 1000 })).entries.slice().reverse();
}

function indexRow(traceId: string, over: Partial<TraceIndexInput>): TraceIndexInput {
  return { tenant: 'acme', traceId, spanId: ROOT, isRoot: false, name: 'span', serviceName: 'support-bot', startTimeUnixNano: ns(0), endTimeUnixNano: ns(1), isError: false, isLlm: false, sampleDecision: 'dropped', samplePolicy: 'drop:noise', decidedWithoutRoot: false, route: '', httpStatusCode: 0, model: '', ...over };
}

/** A dropped RAG trace: root POST /chat (502), a retrieval, a hedged LLM call (two attempts, the loser cancelled). */
async function droppedTrace(): Promise<string> {
  const traceId = hex(16);
  await tables.writer.insertTraceIndexInput([
    indexRow(traceId, { spanId: ROOT, isRoot: true, name: 'POST /chat', startTimeUnixNano: ns(0), endTimeUnixNano: ns(900, 123), isError: true, route: '/chat', httpStatusCode: 502 }),
    indexRow(traceId, { spanId: RETRIEVE, name: 'retrieve', startTimeUnixNano: ns(10), endTimeUnixNano: ns(40) }),
    indexRow(traceId, { spanId: CALL_A, name: 'chat gpt-4o', startTimeUnixNano: ns(50), endTimeUnixNano: ns(800), isLlm: true, model: 'gpt-4o-2024-08-06' }),
    indexRow(traceId, { spanId: CALL_B, name: 'chat gpt-4o', startTimeUnixNano: ns(60), endTimeUnixNano: ns(300), isLlm: true, model: 'gpt-4o-2024-08-06' }),
  ]);
  const base = { tenant: 'acme', traceId, parentSpanId: ROOT, logicalCallId: 'req-1', serviceName: 'support-bot' };
  await tables.writer.insertLedger([
    ledgerRecord({ ...base, spanId: CALL_A, startTimeUnixNano: ns(50), endTimeUnixNano: ns(800), attemptIndex: 0, attemptKind: 'hedge', costUsd: 0.002, content: {
      input: { ref: promptRef, state: 'stored', reason: '' },
      output: { ref: '', state: 'purged', reason: 'retention:30d' },
      system: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
      tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
    } }),
    ledgerRecord({ ...base, spanId: CALL_B, startTimeUnixNano: ns(60), endTimeUnixNano: ns(300), attemptIndex: 1, attemptKind: 'hedge', cancelled: true, cancelReason: 'hedge_lost', costUsd: null, responseId: 'chatcmpl-loser' }),
  ]);
  await tables.writer.insertEvidence([
    evidenceItem('document', { tenant: 'acme', traceId, itemId: `${RETRIEVE}:0`, sourceSpanId: RETRIEVE, llmSpanId: CALL_A, link: 'sibling', startTimeUnixNano: ns(10), endTimeUnixNano: ns(40), detail: { documentId: 'kb-delivery-12', version: 'v7', score: 0.91, source: 'kb://policies', collection: 'support-kb', rank: 0, contentRef: docRef } }),
    // The retriever's second document: its text is in the same object (one per retrieval span).
    evidenceItem('document', { tenant: 'acme', traceId, itemId: `${RETRIEVE}:1`, sourceSpanId: RETRIEVE, llmSpanId: CALL_A, link: 'sibling', startTimeUnixNano: ns(10), endTimeUnixNano: ns(40), detail: { documentId: 'kb-refunds-3', version: '', score: 0.52, source: '', collection: 'support-kb', rank: 1, contentRef: docRef } }),
    evidenceItem('db_statement', { tenant: 'acme', traceId, itemId: 'c1c1c1c1c1c1c1c1', sourceSpanId: 'c1c1c1c1c1c1c1c1', llmSpanId: CALL_A, link: 'timing', startTimeUnixNano: ns(5), endTimeUnixNano: ns(8) }),
    evidenceItem('tool_call', { tenant: 'acme', traceId, itemId: 'd1d1d1d1d1d1d1d1', sourceSpanId: 'd1d1d1d1d1d1d1d1', llmSpanId: '', link: '', startTimeUnixNano: ns(850), endTimeUnixNano: ns(860) }),
  ]);
  const meta = { tenant: 'acme', sizeBytes: 100, contentType: 'application/json', traceId, createdAtMs: Date.now(), keyScope: 'tenant' as const, subjectRef: '' };
  await tables.writer.insertContentObjects([
    { ...meta, ref: promptRef, part: 'input', spanId: CALL_A },
    { ...meta, ref: docRef, part: 'documents', spanId: RETRIEVE },
  ]);
  return traceId;
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'traces_route' } }));
  await migrate(ch, logger);
  tables = createStore({ clickhouse: ch });
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  content = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await content.start();
  audit = createAuditLog({ clickhouse: ch, logger, signer: createAuditSigner({ keysDir: path.join(root, 'keys') }) }, { dataDir: root, checkpointEvery: 100, checkpointIntervalMs: 60_000 });
  await audit.start();
  tokens = createTokenStore({ dataDir: root });
  const doc = (text: string, part: string) => Buffer.from(JSON.stringify({ schema: 'tracehold.content.v1', part, data: [{ role: 'user', parts: [{ type: 'text', content: text }] }] }));
  promptRef = (await content.put('acme', doc(PROMPT, 'input'), 'application/json')).ref;
  docRef = (await content.put('acme', doc(DOC_TEXT, 'documents'), 'application/json')).ref;
  tok.viewer = await token('acme', ['viewer']);
  tok.investigator = await token('acme', ['investigator']);
  tok.privileged = await token('acme', ['privileged_investigator']);
  tok.beta = await token('beta', ['privileged_investigator']);
  app = await buildApp({ logger, store: tables, tokens, audit, content: { contentStore: content, redactView: async () => ({ redacted: true }) }, checkReady: async () => [] });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await audit?.shutdown();
  await content?.shutdown();
  await keyring?.shutdown();
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /v1/traces/:traceId answers a complaint in one call', () => {
  it('finds a dropped trace by traceparent and says why its span tree is absent, with the root request and ISO times', async () => {
    const traceId = await droppedTrace();
    const res = await get(tok.viewer!, `/v1/traces/00-${traceId.toUpperCase()}-${CALL_A}-01`);
    expect(res.status, res.text).toBe(200);
    const b = res.body;
    expect(b.traceId).toBe(traceId);
    expect(b.spanTree).toEqual({ state: 'dropped', words: 'dropped by sampling (policy: drop:noise); the LLM calls, their evidence and the trace index are kept at 100%' });
    expect(b.spans).toEqual([]);
    expect(b.logsState.state).toBe('dropped');
    expect(b.root).toMatchObject({ present: true, name: 'POST /chat', route: '/chat', httpStatus: 502, error: true, startTimeIso: '2026-12-01T15:45:03.000Z', endTimeIso: '2026-12-01T15:45:03.900000123Z' });
    expect(b.summary).toMatchObject({ startTimeUnixNano: ns(0), startTimeIso: '2026-12-01T15:45:03.000Z', models: ['gpt-4o-2024-08-06'], sampling: { decision: 'dropped', policy: 'drop:noise' } });
    expect(b.llmCalls.map((c: { spanId: string }) => c.spanId)).toEqual([CALL_A, CALL_B]);
    const a = b.llmCalls[0];
    expect(a.startTimeIso).toBe('2026-12-01T15:45:03.050Z');
    expect(Object.fromEntries(Object.entries(a.content).map(([k, p]) => [k, (p as { words: string }).words]))).toEqual({
      input: 'stored',
      output: 'purged by retention (policy: 30d)',
      system: 'not captured by the instrumentation',
      tools: 'not captured by the instrumentation',
    });
    // No content without include=content: not even the inline block.
    expect(res.text).not.toContain(PROMPT);
    expect(res.text).not.toContain('"inline"');
  });

  it('puts each evidence item under the call it fed and keeps the rest as unlinked', async () => {
    const traceId = await droppedTrace();
    const b = (await get(tok.viewer!, `/v1/traces/${traceId}`)).body;
    const [a, loser] = b.llmCalls;
    expect(a.evidence.documents).toEqual([
      expect.objectContaining({ documentId: 'kb-delivery-12', version: 'v7', score: 0.91, source: 'kb://policies', rank: 0, link: 'sibling', startTimeIso: '2026-12-01T15:45:03.010Z' }),
      expect.objectContaining({ documentId: 'kb-refunds-3', rank: 1 }),
    ]);
    expect(a.evidence.dbStatements).toEqual([expect.objectContaining({ statement: 'SELECT * FROM orders WHERE id = ?', table: 'orders', rows: 2, link: 'timing' })]);
    expect(loser.evidence).toEqual({ documents: [], dbStatements: [], toolCalls: [] });
    expect(b.evidence.state).toBe('recorded');
    expect(b.evidence.unlinked.toolCalls).toEqual([expect.objectContaining({ toolName: 'lookup_order', status: 'error', errorType: 'TimeoutError' })]);
  });

  it('groups the attempts of a logical call, counting the cancelled loser (unknown price: "+?")', async () => {
    const traceId = await droppedTrace();
    const b = (await get(tok.viewer!, `/v1/traces/${traceId}`)).body;
    expect(b.logicalCalls).toEqual([
      {
        logicalCallId: 'req-1',
        groupedBy: 'explicit',
        attemptSpanIds: [CALL_A, CALL_B],
        attempts: [
          { spanId: CALL_A, index: 0, kind: 'hedge', outcome: 'ok' },
          { spanId: CALL_B, index: 1, kind: 'hedge', outcome: 'cancelled' },
        ],
        winnerSpanId: CALL_A,
        cancelledCount: 1,
        cost: { usd: 0.002, unknownCount: 1, display: '$0.002000 +? (1 call with unknown price)' },
        reportedCostUsd: null,
      },
    ]);
    expect(b.llmCalls[1].attempt).toEqual({ logicalCallId: 'req-1', index: 1, kind: 'hedge', outcome: 'cancelled', cancelled: true, cancelReason: 'hedge_lost', queueWaitMs: null });
  });

  it('accepts a URL: percent-encoded in the path, or as ?ref= on /v1/traces/lookup', async () => {
    const traceId = await droppedTrace();
    const url = `https://grafana.example.test/explore?orgId=1&trace_id=${traceId}&from=now-1h`;
    const inPath = await get(tok.viewer!, `/v1/traces/${encodeURIComponent(url)}`);
    expect(inPath.status, inPath.text).toBe(200);
    expect(inPath.body.traceId).toBe(traceId);
    const byRef = await get(tok.viewer!, `/v1/traces/lookup?ref=${encodeURIComponent(url)}`);
    expect(byRef.status, byRef.text).toBe(200);
    expect(byRef.body).toEqual(inPath.body);
    const bad = await get(tok.viewer!, `/v1/traces/lookup?ref=${encodeURIComponent('https://x.example.test/no-trace-here')}`);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toEqual({ code: 'TH_ERR_API_BAD_TRACE_ID', message: expect.stringContaining('W3C traceparent') });
    expect((await get(tok.viewer!, '/v1/traces/lookup')).status).toBe(400);
  });

  it("answers 404 for another tenant's trace (negative control: the same id is found in its own tenant)", async () => {
    const traceId = await droppedTrace();
    expect((await get(tok.beta!, `/v1/traces/${traceId}`)).status).toBe(404);
    expect((await get(tok.viewer!, `/v1/traces/${traceId}`)).status).toBe(200);
  });

  it('answers a trace not decided yet from the ledger, saying what is pending', async () => {
    const traceId = hex(16);
    await tables.writer.insertLedger([ledgerRecord({ tenant: 'acme', traceId, spanId: CALL_A, startTimeUnixNano: ns(0), endTimeUnixNano: ns(10) })]);
    const b = (await get(tok.viewer!, `/v1/traces/${traceId}`)).body;
    expect(b.summary).toMatchObject({ pending: true, llmCallCount: 1 });
    expect(b.spanTree.state).toBe('pending');
    expect(b.evidence.state).toBe('pending');
    expect(b.root).toMatchObject({ present: false, words: expect.stringContaining('not known yet') });
  });
});

describe('GET /v1/traces/:traceId?include=content', () => {
  it('inlines every stored part (prompt, document text) and audits one read per object against the trace, span and part', async () => {
    const traceId = await droppedTrace();
    const res = await get(tok.privileged!, `/v1/traces/${traceId}?include=content&reason=INC-42`);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const a = res.body.llmCalls[0];
    expect(a.content.input.inline).toMatchObject({ state: 'included', document: { data: [{ parts: [{ content: PROMPT }] }] } });
    // Parts not stored are not read: their words stand.
    expect(a.content.output.inline).toBeUndefined();
    expect(a.evidence.documents[0].inline).toMatchObject({ state: 'included', document: { data: [{ parts: [{ content: DOC_TEXT }] }] } });
    // Both documents of the retrieval share its one stored object: read (and audited) once, shown on each.
    expect(a.evidence.documents[1].inline).toEqual(a.evidence.documents[0].inline);
    expect(res.body.content).toMatchObject({ view: 'raw', reason: 'INC-42', partsIncluded: 2, truncated: false, maxBytes: 4 * 1024 * 1024, maxReads: 200 });

    const entries = await auditFor(traceId);
    expect(entries.map((e) => [e.action, e.outcome, e.target, e.reason, e.details])).toEqual([
      ['content.read', 'granted', { ref: promptRef, traceId, spanId: CALL_A, part: 'input' }, 'INC-42', { view: 'raw', detail: 'ok', via: 'trace_lookup' }],
      ['content.read', 'granted', { ref: docRef, traceId, spanId: RETRIEVE, part: 'documents' }, 'INC-42', { view: 'raw', detail: 'ok', via: 'trace_lookup' }],
    ]);
  });

  it('refuses without the raw-content scope (403) and without exactly one reason (400), auditing each refusal, reading nothing', async () => {
    const traceId = await droppedTrace();
    const noScope = await get(tok.investigator!, `/v1/traces/${traceId}?include=content&reason=INC-1`);
    expect(noScope.status).toBe(403);
    expect(noScope.body.error.code).toBe('TH_ERR_API_FORBIDDEN');
    const noReason = await get(tok.privileged!, `/v1/traces/${traceId}?include=content`);
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    const twoReasons = await get(tok.privileged!, `/v1/traces/${traceId}?include=content&reason=a&reason=b`);
    expect(twoReasons.status).toBe(400);
    expect(twoReasons.body.error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    const entries = await auditFor(traceId);
    expect(entries.map((e) => [e.action, e.outcome, (e.details as { detail: string }).detail, e.target])).toEqual([
      ['content.read.denied', 'denied', 'missing_scope', { traceId }],
      ['content.read.denied', 'denied', 'no_reason', { traceId }],
      ['content.read.denied', 'denied', 'several_reasons', { traceId }],
    ]);
    for (const r of [noScope, noReason, twoReasons]) expect(r.text).not.toContain(PROMPT);
  });

  it('turns a part that cannot be read into a state of that part, not a failed lookup', async () => {
    const traceId = await droppedTrace();
    // The call names a stored input this trace never recorded a use of (content_objects has no row for it).
    const orphanRef = (await content.put('acme', Buffer.from('{"schema":"tracehold.content.v1","data":"x"}'), 'application/json')).ref;
    await tables.writer.insertLedger([ledgerRecord({ tenant: 'acme', traceId, spanId: 'b3b3b3b3b3b3b3b3', startTimeUnixNano: ns(70), endTimeUnixNano: ns(80), content: { ...ledgerRecord().content, input: { ref: orphanRef, state: 'stored', reason: '' } } })]);
    const res = await get(tok.privileged!, `/v1/traces/${traceId}?include=content&reason=INC-9`);
    expect(res.status, res.text).toBe(200);
    const c = res.body.llmCalls.find((x: { spanId: string }) => x.spanId === 'b3b3b3b3b3b3b3b3');
    expect(c.content.input.inline).toEqual({ state: 'not_found', words: 'not in the content store for this trace (the object is missing)', sizeBytes: null });
    expect(res.body.llmCalls[0].content.input.inline.state).toBe('included');
  });
});
