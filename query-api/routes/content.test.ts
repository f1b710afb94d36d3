/**
 * GET /v1/content/:ref against the real engine (chDB), the real encrypted content store, the real audit log
 * and real tokens. One stored object is shared by several traces (identical content of one end user is
 * stored once): a read names its trace, is checked against it, and is audited against it — so
 * `GET /v1/audit?traceId=` answers "who read this trace's content" exactly.
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
import { createStore, type Store } from '../../platform/store/create-store.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createKeyring, type Keyring } from '../../platform/keys/keyring.ts';
import { createAuditLog, type AuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../retention/audit/audit-signer.ts';
import type { Role } from '../../schemas/auth.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { buildApp } from '../app.ts';
import type { AuditSink } from '../audit-sink.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-content-route-'));
const SECRET = 'jane@example.com';
/** The shared system prompt: same end user, same bytes, so one object and one ref for every trace. */
const SYSTEM_DOC = { schema: 'tracehold.content.v1', part: 'system', data: [{ type: 'text', content: `You are the support assistant. Escalate to ${SECRET}.` }] };
const REDACTED = { redacted: true };

let ch: ClickHouse;
/** The stored tables (the content store is `store`). */
let tables: Store;
let keyring: Keyring;
let store: EncryptedContentStore;
let audit: AuditLog;
let tokens: TokenStore;
let app: FastifyInstance;
let sharedRef: string;
let subjectRef: string;
const tok: Record<string, string> = {};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');

async function token(tenant: string, roles: Role[]): Promise<{ token: string; id: string }> {
  const { token, info } = await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` });
  return { token, id: info.id };
}

/** content_objects rows as ingest writes them: `ref` used by each (trace, span) as `part`, in this order. */
async function recordUses(tenant: string, ref: string, uses: Array<{ traceId: string; spanId: string }>, part = 'system'): Promise<void> {
  const t0 = Date.now() - 60_000;
  await tables.writer.insertContentObjects(
    uses.map((u, i) => ({ tenant, ref, part: part as 'system', sizeBytes: 100, contentType: 'application/json', traceId: u.traceId, spanId: u.spanId, createdAtMs: t0 + i * 1000, keyScope: 'subject', subjectRef })),
  );
}

/** Two fresh traces A (first to store the object) and B that both use `ref`: every test gets its own. */
async function twoTracesSharing(ref = sharedRef) {
  const pair = { a: hex(16), spanA: hex(8), b: hex(16), spanB: hex(8) };
  await recordUses('acme', ref, [
    { traceId: pair.a, spanId: pair.spanA },
    { traceId: pair.b, spanId: pair.spanB },
  ]);
  return pair;
}

async function get(bearer: string, url: string, on: FastifyInstance = app) {
  const res = await on.inject({ url, headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.statusCode, body: res.json(), text: res.body, headers: res.headers };
}

function contentUrl(ref: string, query: Record<string, string>): string {
  return `/v1/content/${encodeURIComponent(ref)}?${new URLSearchParams(query).toString()}`;
}

/** The audit entries of the caller's tenant for one trace (or another filter), as the API lists them. */
async function auditList(bearer: string, filter: Record<string, string>): Promise<AuditEntry[]> {
  const res = await get(bearer, `/v1/audit?${new URLSearchParams({ limit: '1000', ...filter }).toString()}`);
  expect(res.status, res.text).toBe(200);
  return res.body.entries as AuditEntry[];
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'content_route' } }));
  await migrate(ch, logger);
  tables = createStore({ clickhouse: ch });
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await store.start();
  audit = createAuditLog({ clickhouse: ch, logger, signer: createAuditSigner({ keysDir: path.join(root, 'keys') }) }, { dataDir: root, checkpointEvery: 100, checkpointIntervalMs: 60_000 });
  await audit.start();
  tokens = createTokenStore({ dataDir: root });

  const put = await store.put('acme', Buffer.from(JSON.stringify(SYSTEM_DOC)), 'application/json', 'user-1');
  sharedRef = put.ref;
  subjectRef = await store.pseudonymize('acme', 'user-1');
  // Identical bytes of the same end user are one object: the premise of this suite.
  expect((await store.put('acme', Buffer.from(JSON.stringify(SYSTEM_DOC)), 'application/json', 'user-1')).ref).toBe(sharedRef);

  tok.investigator = (await token('acme', ['investigator'])).token;
  tok.privileged = (await token('acme', ['privileged_investigator'])).token;
  tok.auditor = (await token('acme', ['auditor'])).token;
  tok.betaPrivileged = (await token('beta', ['privileged_investigator'])).token;
  tok.betaAuditor = (await token('beta', ['auditor'])).token;
  app = await buildApp({ logger, store: tables, tokens, audit, content: { contentStore: store, redactView: async () => REDACTED }, checkReady: async () => [] });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await audit?.shutdown();
  await store?.shutdown();
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('GET /v1/content/:ref names the trace it reads for', () => {
  it('audits a read against the trace it names, not the first trace that stored the object', async () => {
    const { a, b, spanB } = await twoTracesSharing();
    const res = await get(tok.privileged!, contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'INC-1' }));
    expect(res.status, res.text).toBe(200);
    expect(JSON.stringify(res.body.content)).toContain(SECRET);
    expect(res.headers['cache-control']).toBe('no-store');
    // The uses of the named trace only: the answer does not say which other traces share the object.
    expect(res.body.uses).toEqual([{ traceId: b, spanId: spanB, part: 'system' }]);
    expect(res.text).not.toContain(a);

    const forB = await auditList(tok.auditor!, { traceId: b });
    expect(forB).toHaveLength(1);
    expect(forB[0]).toMatchObject({ tenant: 'acme', action: 'content.read', outcome: 'granted', reason: 'INC-1', target: { ref: sharedRef, traceId: b, spanId: spanB, part: 'system' } });
    // Before traces were named, this read was attributed to A (the first use by created_at).
    expect(await auditList(tok.auditor!, { traceId: a })).toEqual([]);
  });

  it('negative control: a read for A is listed under A, and a trace id elsewhere in an entry does not match', async () => {
    const { a, spanA, b } = await twoTracesSharing();
    // B's id as the free-text reason of a read for A: the filter is on the target's traceId, not on text.
    const res = await get(tok.privileged!, contentUrl(sharedRef, { traceId: a, view: 'raw', reason: b }));
    expect(res.status, res.text).toBe(200);
    expect(res.body.uses).toEqual([{ traceId: a, spanId: spanA, part: 'system' }]);
    const forA = await auditList(tok.auditor!, { traceId: a });
    expect(forA.map((e) => [e.action, e.outcome, e.target.traceId, e.target.spanId])).toEqual([['content.read', 'granted', a, spanA]]);
    expect(await auditList(tok.auditor!, { traceId: b })).toEqual([]);
  });

  it('answers 404 for a trace that does not use the reference, exactly as for an unknown one, audited against that trace', async () => {
    await twoTracesSharing();
    const c = hex(16);
    const notInTrace = await get(tok.investigator!, contentUrl(sharedRef, { traceId: c }));
    const unknownRef = await get(tok.investigator!, contentUrl(`thref:v1:k1:${hex(32)}`, { traceId: c }));
    expect(notInTrace.status).toBe(404);
    expect(notInTrace.body.error.code).toBe('TH_ERR_API_CONTENT_NOT_FOUND');
    // Nothing tells the caller that the object exists for other traces.
    expect(notInTrace.text).toBe(unknownRef.text);

    const forC = await auditList(tok.auditor!, { traceId: c });
    expect(forC).toHaveLength(2);
    for (const e of forC) {
      expect(e).toMatchObject({ action: 'content.read.denied', outcome: 'failed', details: { detail: 'not_found' } });
      expect(Object.keys(e.target).sort()).toEqual(['ref', 'traceId']);
      expect(e.target.traceId).toBe(c);
    }
    expect(forC.map((e) => e.target.ref)).toContain(sharedRef);
  });

  it('checks the span when one is named: a span of another trace is 404, the right one is read', async () => {
    const { spanA, b, spanB } = await twoTracesSharing();
    const wrongSpan = await get(tok.investigator!, contentUrl(sharedRef, { traceId: b, spanId: spanA }));
    expect(wrongSpan.status).toBe(404);
    expect(wrongSpan.body.error.code).toBe('TH_ERR_API_CONTENT_NOT_FOUND');
    const unknownSpan = await get(tok.investigator!, contentUrl(sharedRef, { traceId: b, spanId: hex(8) }));
    expect(unknownSpan.status).toBe(404);
    const rightSpan = await get(tok.investigator!, contentUrl(sharedRef, { traceId: b, spanId: spanB }));
    expect(rightSpan.status, rightSpan.text).toBe(200);
    expect(rightSpan.body.content).toEqual(REDACTED);

    const forB = await auditList(tok.auditor!, { traceId: b });
    expect(forB.map((e) => [e.outcome, e.target.spanId])).toEqual([
      ['granted', spanB],
      ['failed', expect.stringMatching(/^[0-9a-f]{16}$/)],
      ['failed', spanA],
    ]);
  });

  it('answers 404 across tenants and audits the attempt in the caller tenant only; the store re-checks the tenant', async () => {
    const { b, spanB } = await twoTracesSharing();
    const cross = await get(tok.betaPrivileged!, contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'probe' }));
    expect(cross.status).toBe(404);
    expect(cross.body.error.code).toBe('TH_ERR_API_CONTENT_NOT_FOUND');
    expect(cross.text).not.toContain(SECRET);
    expect((await auditList(tok.betaAuditor!, { traceId: b })).map((e) => [e.tenant, e.outcome, e.details.detail])).toEqual([['beta', 'failed', 'not_found']]);
    expect(await auditList(tok.auditor!, { traceId: b })).toEqual([]);

    // Defence in depth: even if beta's metadata claimed acme's object for B, the store refuses it to beta.
    await recordUses('beta', sharedRef, [{ traceId: b, spanId: spanB }]);
    const claimed = await get(tok.betaPrivileged!, contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'probe' }));
    expect(claimed.status).toBe(404);
    expect(claimed.text).not.toContain(SECRET);
    expect((await auditList(tok.betaAuditor!, { traceId: b }))[0]).toMatchObject({ outcome: 'failed', details: { detail: 'object_missing' }, target: { traceId: b, part: 'system' } });
  });

  it('requires traceId: 400 TH_ERR_API_TRACE_REQUIRED, audited (as denied, without a trace)', async () => {
    const caller = await token('acme', ['investigator']);
    const res = await get(caller.token, contentUrl(sharedRef, {}));
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('TH_ERR_API_TRACE_REQUIRED');
    expect(res.body.error.message).toMatch(/traceId/);
    const entries = await auditList(tok.auditor!, { actor: caller.id });
    expect(entries.map((e) => [e.action, e.outcome, e.details.detail, e.target])).toEqual([['content.read.denied', 'denied', 'no_trace', { ref: sharedRef }]]);
  });

  it('refuses a malformed traceId or spanId with 400, audited as malformed without echoing the value', async () => {
    const { b } = await twoTracesSharing();
    const caller = await token('acme', ['investigator']);
    const badTraceIds = ['MALFORMED-CANARY-1', b.toUpperCase(), b.slice(1), '0'.repeat(32), `${b}0`];
    for (const traceId of badTraceIds) {
      const res = await get(caller.token, contentUrl(sharedRef, { traceId }));
      expect(res.status, traceId).toBe(400);
      expect(res.body.error.code).toBe('TH_ERR_API_BAD_TRACE_ID');
      expect(res.text).not.toContain(traceId);
    }
    const badSpan = await get(caller.token, contentUrl(sharedRef, { traceId: b, spanId: 'SPAN-CANARY' }));
    expect(badSpan.status).toBe(400);
    expect(badSpan.body.error.code).toBe('TH_ERR_API_BAD_SPAN_ID');
    expect(badSpan.text).not.toContain('SPAN-CANARY');

    const entries = (await auditList(tok.auditor!, { actor: caller.id })).reverse();
    expect(entries.map((e) => [e.outcome, e.details.detail, e.target.traceId, e.target.spanId])).toEqual([
      ...badTraceIds.map(() => ['denied', 'bad_trace_id', '(malformed)', undefined]),
      ['denied', 'bad_span_id', b, '(malformed)'],
    ]);
    const stored = JSON.stringify(entries);
    for (const v of ['MALFORMED-CANARY-1', b.toUpperCase(), 'SPAN-CANARY']) expect(stored).not.toContain(v);
    // B's id in another spelling is not B: only the attempt that named B itself is listed under B.
    expect((await auditList(tok.auditor!, { traceId: b })).map((e) => e.details.detail)).toEqual(['bad_span_id']);
  });

  it('keeps scope and reason checks, each attempt audited against the named trace', async () => {
    const { b } = await twoTracesSharing();
    const noScope = await get(tok.investigator!, contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'INC-2' }));
    expect(noScope.status).toBe(403);
    expect(noScope.text).not.toContain(SECRET);
    const noReason = await get(tok.privileged!, contentUrl(sharedRef, { traceId: b, view: 'raw' }));
    expect(noReason.status).toBe(400);
    expect(noReason.body.error.code).toBe('TH_ERR_API_REASON_REQUIRED');
    const forB = await auditList(tok.auditor!, { traceId: b });
    expect(forB.map((e) => [e.outcome, e.details.detail, e.target.traceId])).toEqual([
      ['denied', 'no_reason', b],
      ['denied', 'missing_scope', b],
    ]);
  });

  it('answers 410 when the subject key was destroyed, audited against the named trace', async () => {
    const doc = Buffer.from(JSON.stringify({ ...SYSTEM_DOC, data: [{ type: 'text', content: 'shredded soon' }] }));
    const { ref } = await store.put('acme', doc, 'application/json', 'user-2');
    const { b } = await twoTracesSharing(ref);
    expect((await get(tok.investigator!, contentUrl(ref, { traceId: b }))).status).toBe(200);
    await store.destroySubjectKey('acme', await store.pseudonymize('acme', 'user-2'), async () => true);
    const gone = await get(tok.investigator!, contentUrl(ref, { traceId: b }));
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('TH_ERR_API_CONTENT_UNREADABLE');
    expect((await auditList(tok.auditor!, { traceId: b })).map((e) => [e.outcome, e.details.detail])).toEqual([
      ['denied', 'key_destroyed'],
      ['granted', 'ok'],
    ]);
  });

  it('fails the read, returning no byte of content, when the audit write fails; the same read succeeds with a working log', async () => {
    const { b } = await twoTracesSharing();
    const broken: AuditSink = { append: () => Promise.reject(new Error('clickhouse down')) };
    const noAudit = await buildApp({ logger, store: tables, tokens, audit: broken, content: { contentStore: store, redactView: async () => REDACTED }, checkReady: async () => [] });
    try {
      const url = contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'INC-3' });
      const refused = await get(tok.privileged!, url, noAudit);
      expect(refused.status).toBe(503);
      expect(refused.body.error.code).toBe('TH_ERR_API_AUDIT_UNAVAILABLE');
      expect(refused.text).not.toContain(SECRET);
      const served = await get(tok.privileged!, url);
      expect(served.status).toBe(200);
      expect(served.text).toContain(SECRET);
    } finally {
      await noAudit.close();
    }
  });

  it('fails the read with 503 when the trace check cannot run, audited as failed', async () => {
    const { b } = await twoTracesSharing();
    const offline = { ...ch, client: { ...ch.client, query: () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })) } } as unknown as ClickHouse;
    const noLookup = await buildApp({ logger, store: createStore({ clickhouse: offline }), tokens, audit, content: { contentStore: store, redactView: async () => REDACTED }, checkReady: async () => [] });
    try {
      const res = await get(tok.privileged!, contentUrl(sharedRef, { traceId: b, view: 'raw', reason: 'INC-4' }), noLookup);
      expect(res.status).toBe(503);
      expect(res.body.error.code).toBe('TH_ERR_API_STORAGE_UNAVAILABLE');
      expect(res.headers['retry-after']).toBe('5');
      expect(res.text).not.toContain(SECRET);
    } finally {
      await noLookup.close();
    }
    expect((await auditList(tok.auditor!, { traceId: b })).map((e) => [e.outcome, e.details.detail])).toEqual([['failed', 'lookup_failed']]);
  });
});
