/**
 * The retention request routes (holds, deletion requests, policies, retention run) and the lookup's
 * retention block, against the real engine (chDB), the real encrypted content store (pseudonyms), the real
 * audit log with signed checkpoints and real tokens: scopes enforced, tenants apart, raw subject ids never
 * stored, every request audited and covered by a checkpoint.
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
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { createStore, type Store } from '../../platform/store/create-store.ts';
import { createAuditLog, type AuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../retention/audit/audit-signer.ts';
import { createHoldGate } from '../../retention/delete/hold-gate.ts';
import { createRetentionState, type RetentionState } from '../../retention/state/retention-state.ts';
import type { RetentionContext } from '../../retention/worker/retention-context.ts';
import { createTransitionAudit } from '../../retention/worker/transition-audit.ts';
import type { Role } from '../../schemas/auth.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { buildApp } from '../app.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-retention-routes-'));
const DB = 'retention_routes';
const NOW_MS = 1_796_139_903_000; // 2026-12-01T15:45:03Z
const hex = (bytes: number) => randomBytes(bytes).toString('hex');
// A raw end-user id that must never reach ClickHouse, a log or the audit log.
const RAW_SUBJECT = `alice-${hex(6)}@example.com`;

let ch: ClickHouse;
let tables: Store;
let keyring: Keyring;
let content: EncryptedContentStore;
let audit: AuditLog;
let tokens: TokenStore;
let state: RetentionState;
let app: FastifyInstance;
let nudges = 0;
let passes = 0;
const tok: Record<string, string> = {};

async function token(tenant: string, roles: Role[]): Promise<string> {
  return (await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` })).token;
}

async function call(bearer: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(body === undefined ? {} : { payload: body as object }) });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

async function auditEntries(action: string, tenant = 'acme'): Promise<AuditEntry[]> {
  return (await audit.list({ tenant, action, limit: 1000 })).entries;
}

async function lastCheckpointSeq(tenant: string): Promise<number> {
  const rs = await ch.client.query({ query: `SELECT max(seq) AS seq FROM ${DB}.audit_checkpoints WHERE tenant = {tenant:String}`, query_params: { tenant }, format: 'JSONEachRow' });
  return Number((await rs.json<{ seq: string }>())[0]?.seq ?? 0);
}

/** Every row of every stored table as raw text (the trace index finalized), to search for a value. */
async function dumpTables(): Promise<string> {
  const names = await (
    await ch.client.query({ query: `SELECT name FROM system.tables WHERE database = {db:String} AND engine NOT IN ('MaterializedView', 'Null', 'View')`, query_params: { db: DB }, format: 'JSONEachRow' })
  ).json<{ name: string }>();
  let out = '';
  for (const { name } of names) {
    const query = name === 'trace_index' ? `SELECT trace_id, groupUniqArrayArray(services), max(root_name) FROM ${DB}.trace_index GROUP BY trace_id` : `SELECT * FROM ${DB}.${name}`;
    out += `\n${name}\n` + (await (await ch.client.query({ query, format: 'TabSeparatedRaw' })).text());
  }
  return out;
}

function retentionContext(): RetentionContext {
  return {
    clickhouse: ch,
    store: tables,
    state,
    gate: createHoldGate(),
    contentStore: content,
    audit: createTransitionAudit(audit),
    logger,
    metrics: createMetrics({ defaultMetrics: false }),
    clock: { now: () => NOW_MS },
  };
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: DB } }));
  await migrate(ch, logger);
  tables = createStore({ clickhouse: ch });
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  content = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await content.start();
  // Checkpoints only every 1000 entries or hour: any checkpoint covering a request is the request's own.
  audit = createAuditLog({ clickhouse: ch, logger, signer: createAuditSigner({ keysDir: path.join(root, 'keys') }) }, { dataDir: root, checkpointEvery: 1000, checkpointIntervalMs: 3_600_000 });
  await audit.start();
  tokens = createTokenStore({ dataDir: root });
  state = createRetentionState(ch);
  tok.viewer = await token('acme', ['viewer']);
  tok.legal = await token('acme', ['legal']);
  tok.admin = await token('acme', ['admin']);
  tok.betaLegal = await token('beta', ['legal']);
  tok.betaAdmin = await token('beta', ['admin']);
  const defaults = { ...TraceholdConfigSchema.parse({}).retention.defaults, contentDays: 30 };
  app = await buildApp({
    logger,
    store: tables,
    tokens,
    audit,
    operatorTenant: 'acme',
    checkReady: async () => [],
    retention: { context: retentionContext(), nudge: () => void nudges++, defaults, runPass: async () => ({ passes: ++passes }) },
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await audit?.shutdown();
  await content?.shutdown();
  await keyring?.shutdown();
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

const holdBody = (scope: unknown) => ({ matterId: 'MATTER-2026-17', reason: 'litigation hold, case 17', requester: 'J. Doe, Legal', scope });

describe('legal holds', () => {
  it('lets legal place a hold (201), refuses a viewer (403), and audits the placement under a signed checkpoint', async () => {
    const traceId = hex(16);
    const refused = await call(tok.viewer!, 'POST', '/v1/holds', holdBody({ kind: 'traces', traceIds: [traceId] }));
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('TH_ERR_API_FORBIDDEN');
    expect(await state.listHolds('acme')).not.toContainEqual(expect.objectContaining({ scope: { kind: 'traces', traceIds: [traceId] } }));

    const placed = await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'traces', traceIds: [traceId] }));
    expect(placed.status, placed.text).toBe(201);
    const hold = placed.body.hold;
    expect(hold).toMatchObject({ tenant: 'acme', version: 1, state: 'active', matterId: 'MATTER-2026-17', requester: 'J. Doe, Legal', createdAtMs: NOW_MS, createdAtIso: '2026-12-01T15:45:03.000Z' });
    expect(hold.holdId).toMatch(/^hold_[0-9a-f]{16}$/);
    expect(await state.getHold('acme', hold.holdId)).toMatchObject({ state: 'active', version: 1 });

    const entry = (await auditEntries('hold.create')).find((e) => e.target.holdId === hold.holdId);
    expect(entry).toMatchObject({ outcome: 'ok', reason: 'litigation hold, case 17', details: { matterId: 'MATTER-2026-17', scopeKind: 'traces', traceIds: 1 } });
    expect(entry!.actor.kind).toBe('token');
    expect(await lastCheckpointSeq('acme')).toBeGreaterThanOrEqual(entry!.seq);
  });

  it('lists, shows with history, releases once (then 409) and nudges the worker', async () => {
    const placed = (await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'tenant', range: { fromMs: 0, toMs: NOW_MS } }))).body.hold;
    expect((await call(tok.legal!, 'GET', '/v1/holds?state=active')).body.holds.map((h: { holdId: string }) => h.holdId)).toContain(placed.holdId);

    const before = nudges;
    const released = await call(tok.legal!, 'POST', `/v1/holds/${placed.holdId}/release`, { reason: 'matter settled' });
    expect(released.status, released.text).toBe(200);
    expect(released.body.hold).toMatchObject({ state: 'released', version: 2, releaseReason: 'matter settled', releasedAtMs: NOW_MS });
    expect(nudges).toBe(before + 1);
    const entry = (await auditEntries('hold.release')).find((e) => e.target.holdId === placed.holdId);
    expect(entry).toMatchObject({ reason: 'matter settled', outcome: 'ok' });
    expect(await lastCheckpointSeq('acme')).toBeGreaterThanOrEqual(entry!.seq);

    const shown = await call(tok.legal!, 'GET', `/v1/holds/${placed.holdId}`);
    expect(shown.body.hold.state).toBe('released');
    expect(shown.body.history.map((h: { state: string }) => h.state)).toEqual(['active', 'released']);
    expect((await call(tok.legal!, 'GET', '/v1/holds?state=active')).body.holds.map((h: { holdId: string }) => h.holdId)).not.toContain(placed.holdId);
    expect((await call(tok.legal!, 'GET', '/v1/holds?state=released')).body.holds.map((h: { holdId: string }) => h.holdId)).toContain(placed.holdId);

    const again = await call(tok.legal!, 'POST', `/v1/holds/${placed.holdId}/release`, { reason: 'twice' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('TH_ERR_API_HOLD_RELEASED');
    expect(nudges).toBe(before + 1);
  });

  it("answers 404 for an unknown hold and for another tenant's, which it leaves active", async () => {
    const placed = (await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'filter', service: 'support-bot' }))).body.hold;
    for (const url of [`/v1/holds/hold_${'0'.repeat(16)}`, `/v1/holds/${placed.holdId}`, '/v1/holds/not-an-id']) {
      const r = await call(tok.betaLegal!, 'GET', url);
      expect(r.status, url).toBe(404);
      expect(r.body.error.code).toBe('TH_ERR_API_HOLD_NOT_FOUND');
    }
    const r = await call(tok.betaLegal!, 'POST', `/v1/holds/${placed.holdId}/release`, { reason: 'not mine' });
    expect(r.status).toBe(404);
    expect((await state.getHold('acme', placed.holdId))!.state).toBe('active');
    expect((await call(tok.betaLegal!, 'GET', '/v1/holds')).body.holds).toEqual([]);
    // The viewer may not read holds either.
    expect((await call(tok.viewer!, 'GET', '/v1/holds')).status).toBe(403);
  });

  it('refuses bad bodies with 400 naming the field, never the value', async () => {
    const canary = `CANARY-${hex(4)}`;
    const r1 = await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'traces', traceIds: [canary] }));
    expect(r1.status).toBe(400);
    expect(r1.body.error.code).toBe('TH_ERR_API_BAD_REQUEST');
    expect(r1.text).not.toContain(canary);
    const r2 = await call(tok.legal!, 'POST', '/v1/holds', { ...holdBody({ kind: 'tenant' }), matterId: '' });
    expect(r2.status).toBe(400);
    expect(r2.body.error.message).toContain('matterId');
    const r3 = await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'filter' }));
    expect(r3.status).toBe(400);
    const r4 = await call(tok.legal!, 'POST', `/v1/holds/hold_${'0'.repeat(16)}/release`, {});
    expect(r4.status).toBe(400);
    expect(r4.body.error.message).toContain('reason');
  });

  it('pseudonymizes raw subject ids: the raw id is nowhere in ClickHouse, the pseudonym is (negative control)', async () => {
    const placed = await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'subjects', subjectIds: [` ${RAW_SUBJECT} `] }));
    expect(placed.status, placed.text).toBe(201);
    const subjectRef = await content.pseudonymize('acme', RAW_SUBJECT);
    expect(placed.body.hold.scope).toEqual({ kind: 'subjects', subjectRefs: [subjectRef] });
    expect(placed.text).not.toContain(RAW_SUBJECT);
    const del = await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'GDPR Art. 17 request #88', requester: 'DPO', scope: { kind: 'subject', subjectId: RAW_SUBJECT } });
    expect(del.status, del.text).toBe(202);
    expect(del.body.request.scope).toEqual({ kind: 'subject', subjectRef });
    const dump = await dumpTables();
    expect(dump).not.toContain(RAW_SUBJECT);
    expect(dump).not.toContain(RAW_SUBJECT.split('@')[0]);
    expect(dump).toContain(subjectRef); // in holds and deletion_requests
    // The erasure's audit entry names the request, never the subject (the audit log cannot forget).
    const deletionAudit = (await auditEntries('deletion.request')).find((e) => e.target.requestId === del.body.request.requestId);
    expect(deletionAudit).toBeDefined();
    expect(JSON.stringify(deletionAudit)).not.toContain(subjectRef);
  });
});

describe('deletion requests', () => {
  it('receives a request from legal (202, state received), refuses a viewer, audits it and nudges the worker', async () => {
    const traceId = hex(16);
    const body = { reason: 'erase order traces, ticket 4411', requester: 'Support lead', scope: { kind: 'traces', traceIds: [traceId] } };
    expect((await call(tok.viewer!, 'POST', '/v1/deletion-requests', body)).status).toBe(403);
    const before = nudges;
    const r = await call(tok.legal!, 'POST', '/v1/deletion-requests', body);
    expect(r.status, r.text).toBe(202);
    const req = r.body.request;
    expect(req).toMatchObject({ tenant: 'acme', version: 1, state: 'received', attempts: 0, blockedByHolds: [], counts: { traces: 0, ledgerRows: 0, heldTraces: 0 } });
    expect(req.requestId).toMatch(/^del_[0-9a-f]{16}$/);
    expect(nudges).toBe(before + 1);
    const entry = (await auditEntries('deletion.request')).find((e) => e.target.requestId === req.requestId);
    expect(entry).toMatchObject({ reason: 'erase order traces, ticket 4411', details: { scopeKind: 'traces', traceIds: 1 } });
    expect(await lastCheckpointSeq('acme')).toBeGreaterThanOrEqual(entry!.seq);

    const shown = await call(tok.legal!, 'GET', `/v1/deletion-requests/${req.requestId}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ request: { requestId: req.requestId, state: 'received' }, blockingHolds: [] });
    expect(shown.body.history).toHaveLength(1);
    expect((await call(tok.legal!, 'GET', '/v1/deletion-requests?state=received')).body.requests.map((d: { requestId: string }) => d.requestId)).toContain(req.requestId);
    expect((await call(tok.legal!, 'GET', '/v1/deletion-requests?state=done')).body.requests.map((d: { requestId: string }) => d.requestId)).not.toContain(req.requestId);
  });

  it('shows a restricted request with the holds that block it (as the worker writes it)', async () => {
    const hold = (await call(tok.legal!, 'POST', '/v1/holds', holdBody({ kind: 'tenant' }))).body.hold;
    const req = (await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'range erasure', requester: 'DPO', scope: { kind: 'time_range', fromMs: 0, toMs: NOW_MS } })).body.request;
    // The worker's transition, written directly: this test is about what the API shows.
    await state.putDeletion({ ...(await state.getDeletion('acme', req.requestId))!, version: 2, state: 'restricted', blockedByHolds: [hold.holdId], updatedAtMs: NOW_MS + 1 });
    const shown = (await call(tok.legal!, 'GET', `/v1/deletion-requests/${req.requestId}`)).body;
    expect(shown.request.state).toBe('restricted');
    expect(shown.history.map((d: { state: string }) => d.state)).toEqual(['received', 'restricted']);
    expect(shown.blockingHolds).toEqual([{ holdId: hold.holdId, matterId: 'MATTER-2026-17', state: 'active', createdAtIso: '2026-12-01T15:45:03.000Z' }]);
  });

  it('answers 404 for unknown and foreign requests, 400 for bad bodies', async () => {
    const mine = (await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'r', requester: 'q', scope: { kind: 'traces', traceIds: [hex(16)] } })).body.request;
    expect((await call(tok.betaLegal!, 'GET', `/v1/deletion-requests/${mine.requestId}`)).status).toBe(404);
    expect((await call(tok.legal!, 'GET', `/v1/deletion-requests/del_${'f'.repeat(16)}`)).body.error.code).toBe('TH_ERR_API_DELETION_NOT_FOUND');
    const bad = await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'r', requester: 'q', scope: { kind: 'time_range', fromMs: 5, toMs: 1 } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('scope');
    expect((await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'r', requester: 'q', scope: { kind: 'subject', subjectId: '   ' } })).status).toBe(400);
    expect((await call(tok.legal!, 'GET', '/v1/deletion-requests?state=nope')).status).toBe(400);
  });
});

describe('retention policies', () => {
  it("shows the operator's defaults until the tenant sets a policy; only admins set one, merged and audited", async () => {
    const shown = await call(tok.viewer!, 'GET', '/v1/retention-policies');
    expect(shown.status, shown.text).toBe(200);
    expect(shown.body.policy).toMatchObject({ tenant: 'acme', version: 0, contentDays: 30, ledgerDays: null, warnAtPercent: 80, updatedBy: 'config' });
    expect(shown.body.history).toEqual([]);

    const refused = await call(tok.legal!, 'PUT', '/v1/retention-policies', { ledgerDays: 400 });
    expect(refused.status).toBe(403);
    const set = await call(tok.admin!, 'PUT', '/v1/retention-policies', { ledgerDays: 400, contentQuotaBytes: 10 * 1024 ** 3, reason: 'DPA annex 2' });
    expect(set.status, set.text).toBe(200);
    expect(set.body.policy).toMatchObject({ version: 1, ledgerDays: 400, contentDays: 30, contentQuotaBytes: 10 * 1024 ** 3, reason: 'DPA annex 2' });
    const again = await call(tok.admin!, 'PUT', '/v1/retention-policies', { contentDays: null, warnAtPercent: 90 });
    expect(again.body.policy).toMatchObject({ version: 2, ledgerDays: 400, contentDays: null, warnAtPercent: 90 });

    const after = (await call(tok.viewer!, 'GET', '/v1/retention-policies')).body;
    expect(after.policy.version).toBe(2);
    expect(after.history.map((p: { version: number }) => p.version)).toEqual([1, 2]);
    // Another tenant is untouched.
    expect((await call(tok.betaAdmin!, 'GET', '/v1/retention-policies')).body.policy.version).toBe(0);

    const entries = (await auditEntries('policy.change')).sort((a, b) => a.seq - b.seq);
    expect(entries.map((e) => e.target.policyId)).toEqual(['v1', 'v2']);
    expect(entries[1]!.details).toEqual({
      before: { ledgerDays: 400, spansDays: null, traceIndexDays: null, contentDays: 30, contentQuotaBytes: 10 * 1024 ** 3, spansQuotaBytes: null, warnAtPercent: 80 },
      after: { ledgerDays: 400, spansDays: null, traceIndexDays: null, contentDays: null, contentQuotaBytes: 10 * 1024 ** 3, spansQuotaBytes: null, warnAtPercent: 90 },
    });
    expect(await lastCheckpointSeq('acme')).toBeGreaterThanOrEqual(entries[1]!.seq);

    const bad = await call(tok.admin!, 'PUT', '/v1/retention-policies', { contentDays: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('contentDays');
    expect((await call(tok.admin!, 'PUT', '/v1/retention-policies', { tenant: 'beta' })).status).toBe(400);
  });

  it("runs a pass for the operator tenant's admin only", async () => {
    const before = passes;
    const r = await call(tok.admin!, 'POST', '/v1/retention/run');
    expect(r.status, r.text).toBe(200);
    expect(r.body.report).toEqual({ passes: before + 1 });
    expect((await call(tok.betaAdmin!, 'POST', '/v1/retention/run')).status).toBe(403);
    expect((await call(tok.legal!, 'POST', '/v1/retention/run')).status).toBe(403);
    expect(passes).toBe(before + 1);
  });

  it('answers 409 where no retention worker runs in the process', async () => {
    const noWorker = await buildApp({ logger, store: tables, tokens, audit, operatorTenant: 'acme', checkReady: async () => [], retention: { context: retentionContext(), nudge: () => undefined } });
    try {
      const res = await noWorker.inject({ method: 'POST', url: '/v1/retention/run', headers: { authorization: `Bearer ${tok.admin}` } });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('TH_ERR_API_NO_RETENTION_WORKER');
    } finally {
      await noWorker.close();
    }
  });
});

describe('the trace lookup shows retention state', () => {
  it('names the hold covering a trace (and not another trace), the deletions and events naming it', async () => {
    const subjectA = await content.pseudonymize('acme', `bob-${hex(4)}`);
    const subjectB = await content.pseudonymize('acme', `carol-${hex(4)}`);
    const heldTrace = hex(16);
    const otherTrace = hex(16);
    await tables.writer.insertLedger([
      ledgerRecord({ tenant: 'acme', traceId: heldTrace, spanId: 'b1'.repeat(8), subjectRef: subjectA }),
      ledgerRecord({
        tenant: 'acme',
        traceId: otherTrace,
        spanId: 'b2'.repeat(8),
        subjectRef: subjectB,
        content: {
          input: { ref: '', state: 'erased', reason: 'request:del_0123456789abcdef' },
          output: { ref: '', state: 'purged', reason: 'quota:2026-11-30' },
          system: { ref: '', state: 'purged', reason: 'retention:2026-11-29' },
          tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
        },
      }),
    ]);
    const hold = (await call(tok.legal!, 'POST', '/v1/holds', { ...holdBody({ kind: 'subjects', subjectRefs: [subjectA] }), matterId: 'MATTER-LOOKUP' })).body.hold;
    const del = (await call(tok.legal!, 'POST', '/v1/deletion-requests', { reason: 'erase', requester: 'DPO', scope: { kind: 'subject', subjectRef: subjectB } })).body.request;
    await state.insertEvents([{ tenant: 'acme', traceId: otherTrace, action: 'erased', kinds: ['content', 'ledger'], cause: del.requestId, holdIds: [], atMs: NOW_MS, counts: { ledgerRows: 1 } }]);

    const held = await call(tok.viewer!, 'GET', `/v1/traces/${heldTrace}`);
    expect(held.status, held.text).toBe(200);
    expect(held.body.retention.holds).toContainEqual({ holdId: hold.holdId, matterId: 'MATTER-LOOKUP', scopeKind: 'subjects', sinceIso: '2026-12-01T15:45:03.000Z' });
    expect(held.body.retention.events).toEqual([]);
    expect(held.body.retention.unavailable).toBe(false);

    const other = await call(tok.viewer!, 'GET', `/v1/traces/${otherTrace}`);
    expect(other.status, other.text).toBe(200);
    expect(other.body.retention.holds.map((h: { holdId: string }) => h.holdId)).not.toContain(hold.holdId);
    expect(other.body.retention.deletions).toEqual([{ requestId: del.requestId, state: 'received' }]);
    expect(other.body.retention.events).toEqual([{ action: 'erased', kinds: ['content', 'ledger'], cause: del.requestId, holdIds: [], atIso: '2026-12-01T15:45:03.000Z' }]);
    const words = Object.fromEntries(Object.entries(other.body.llmCalls[0].content).map(([k, p]) => [k, (p as { words: string }).words]));
    expect(words).toMatchObject({ input: 'erased on request del_0123456789abcdef', output: 'evicted at the storage quota on 2026-11-30', system: 'purged by retention on 2026-11-29' });

    // Released: the hold no longer shows.
    await call(tok.legal!, 'POST', `/v1/holds/${hold.holdId}/release`, { reason: 'done' });
    expect((await call(tok.viewer!, 'GET', `/v1/traces/${heldTrace}`)).body.retention.holds.map((h: { holdId: string }) => h.holdId)).not.toContain(hold.holdId);
  });

  it('says the retention state is unavailable when it cannot be read, and still answers the lookup', async () => {
    const traceId = hex(16);
    await tables.writer.insertLedger([ledgerRecord({ tenant: 'acme', traceId, spanId: 'c1'.repeat(8) })]);
    const broken: RetentionState = {
      ...state,
      listHolds: async () => {
        throw new Error('state down');
      },
    };
    const degraded = await buildApp({ logger, store: tables, tokens, audit, checkReady: async () => [], retention: { context: { ...retentionContext(), state: broken }, nudge: () => undefined } });
    try {
      const res = await degraded.inject({ url: `/v1/traces/${traceId}`, headers: { authorization: `Bearer ${tok.viewer}` } });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().retention).toEqual({ holds: [], deletions: [], events: [], unavailable: true });
      expect(res.json().llmCalls).toHaveLength(1);
    } finally {
      await degraded.close();
    }
  });
});
