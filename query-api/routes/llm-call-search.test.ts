/**
 * GET /v1/llm-calls as a search without a trace id, against the real engine (chDB), the real encrypted content
 * store (its keyed pseudonym), the real audit log and real tokens: each filter finds exactly its calls and a
 * near-miss value finds none; paging visits every call once, also while calls are inserted; a cursor is bound
 * to its filters; an end-user search pseudonymizes the raw id server-side, needs content:read:raw and one
 * reason, and is audited with the pseudonym — the raw id is in no audit entry, answer or error.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
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
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { buildApp } from '../app.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-llm-search-'));
const NOW_MS = Date.now();
const HOUR_MS = 3600_000;
// Distinctive raw ids: a hit in a scan can only be the id itself.
const EMAIL = `jane.${randomBytes(4).toString('hex')}@example.com`;
const USER_ID = `user-${randomBytes(4).toString('hex')}`;

let ch: ClickHouse;
let store: Store;
let keyring: Keyring;
let contentStore: EncryptedContentStore;
let audit: AuditLog;
let tokens: TokenStore;
let app: FastifyInstance;
const tok: Record<string, string> = {};
const psn: Record<string, string> = {};

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const nsAgo = (ms: number) => (BigInt(NOW_MS - ms) * 1_000_000n).toString();

async function token(tenant: string, roles: Role[]): Promise<string> {
  return (await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` })).token;
}

async function insert(records: LedgerRecord[]): Promise<void> {
  await store.writer.insertLedger(records);
}

function call(over: Partial<LedgerRecord> & { agoMs: number }): LedgerRecord {
  const { agoMs, ...rest } = over;
  const start = nsAgo(agoMs);
  return ledgerRecord({ traceId: hex(16), spanId: hex(8), startTimeUnixNano: start, endTimeUnixNano: (BigInt(start) + 5_000_000n).toString(), responseId: `chatcmpl-${hex(6)}`, ...rest });
}

async function get(bearer: string, query: Record<string, string>) {
  const res = await app.inject({ url: `/v1/llm-calls?${new URLSearchParams(query).toString()}`, headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

async function spans(bearer: string, query: Record<string, string>): Promise<string[]> {
  const r = await get(bearer, { limit: '1000', ...query });
  expect(r.status, r.text).toBe(200);
  return (r.body.llmCalls as Array<{ spanId: string }>).map((c) => c.spanId).sort();
}

/** The tenant's audit entries, oldest first (the log lists newest first). */
async function auditEntries(): Promise<AuditEntry[]> {
  return ((await audit.list({ tenant: 'acme', limit: 1000 })).entries as AuditEntry[]).reverse();
}

// The calls of tenant acme, each named for what makes it findable.
const c = {} as Record<'jane1' | 'jane2' | 'user42' | 'session' | 'conversation' | 'billing' | 'claude' | 'error' | 'length' | 'old' | 'rewritten' | 'moved', LedgerRecord>;

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'llm_search' } }));
  await migrate(ch, logger);
  store = createStore({ clickhouse: ch });
  keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  contentStore = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await contentStore.start();
  audit = createAuditLog({ clickhouse: ch, logger, signer: createAuditSigner({ keysDir: path.join(root, 'keys') }) }, { dataDir: root, checkpointEvery: 100, checkpointIntervalMs: 60_000 });
  await audit.start();
  tokens = createTokenStore({ dataDir: root });
  tok.viewer = await token('acme', ['viewer']);
  tok.investigator = await token('acme', ['investigator']);
  tok.privileged = await token('acme', ['privileged_investigator']);
  tok.beta = await token('beta', ['privileged_investigator']);
  psn.jane = await contentStore.pseudonymize('acme', EMAIL);
  psn.user42 = await contentStore.pseudonymize('acme', USER_ID);

  c.jane1 = call({ agoMs: 1 * HOUR_MS, subjectRef: psn.jane });
  c.jane2 = call({ agoMs: 2 * HOUR_MS, subjectRef: psn.jane, conversationId: 'conv-7' });
  c.user42 = call({ agoMs: 3 * HOUR_MS, subjectRef: psn.user42 });
  c.session = call({ agoMs: 4 * HOUR_MS, sessionId: 'sess-1' });
  c.conversation = call({ agoMs: 5 * HOUR_MS, conversationId: 'conv-9' });
  c.billing = call({ agoMs: 6 * HOUR_MS, serviceName: 'billing-worker' });
  c.claude = call({ agoMs: 7 * HOUR_MS, provider: 'anthropic', requestModel: 'claude-sonnet', responseModel: 'claude-sonnet-4-20250514' });
  c.error = call({ agoMs: 8 * HOUR_MS, statusCode: 2, errorType: 'RateLimitError', finishReasons: [] });
  c.length = call({ agoMs: 9 * HOUR_MS, finishReasons: ['length'] });
  c.old = call({ agoMs: 10 * 24 * HOUR_MS, responseId: 'chatcmpl-ten-days-old' });
  // Written without its subject, then rewritten when ingest learned it: the newest version is searched.
  c.rewritten = call({ agoMs: 10 * HOUR_MS, subjectRef: '' });
  await insert(Object.values(c).filter((x) => x !== undefined));
  await insert([{ ...c.rewritten, subjectRef: psn.user42 }]);
  // First known from its content events (status unknown, a provisional start), then from its span: the newest
  // version, at another position, failed. Only that version may be found, and once.
  c.moved = call({ agoMs: 11 * HOUR_MS, serviceName: 'moved-service', statusCode: 0 });
  await insert([c.moved]);
  const movedStart = (BigInt(c.moved.startTimeUnixNano) + 3_000_000n).toString();
  await insert([{ ...c.moved, startTimeUnixNano: movedStart, statusCode: 2, errorType: 'Timeout' }]);
  c.moved = { ...c.moved, startTimeUnixNano: movedStart };
  // Another tenant with the same ids and pseudonym values: never visible to acme.
  await insert([{ ...c.jane1, tenant: 'beta', spanId: hex(8) }, { ...c.session, tenant: 'beta', spanId: hex(8) }]);

  app = await buildApp({ logger, store, tokens, audit, content: { contentStore, redactView: async (_t, d) => d }, checkReady: async () => [] });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await audit?.shutdown();
  await contentStore?.shutdown();
  await ch?.close();
});

describe('GET /v1/llm-calls: filters', () => {
  it('finds each call by its response id, and a near-miss id finds none', async () => {
    expect(await spans(tok.viewer, { responseId: c.claude.responseId })).toEqual([c.claude.spanId]);
    expect(await spans(tok.viewer, { responseId: `${c.claude.responseId}x` })).toEqual([]);
  });

  it('searches a response id over the last 31 days by default; other searches over the last 24 hours', async () => {
    const r = await get(tok.viewer, { responseId: 'chatcmpl-ten-days-old' });
    expect(r.body.llmCalls.map((x: { spanId: string }) => x.spanId)).toEqual([c.old.spanId]);
    expect(r.body.window.toMs - r.body.window.fromMs).toBe(31 * 24 * HOUR_MS);
    expect(r.body.window.defaulted).toEqual({ from: true, to: true });
    const all = await spans(tok.viewer, {});
    expect(all).not.toContain(c.old.spanId);
    expect(all).toContain(c.rewritten.spanId);
  });

  it('finds calls by pseudonym, session, conversation, service, model (request or response), provider, status and finish reason', async () => {
    expect(await spans(tok.viewer, { subjectRef: psn.jane })).toEqual([c.jane1.spanId, c.jane2.spanId].sort());
    expect(await spans(tok.viewer, { subjectRef: psn.user42 })).toEqual([c.user42.spanId, c.rewritten.spanId].sort());
    expect(await spans(tok.viewer, { sessionId: 'sess-1' })).toEqual([c.session.spanId]);
    expect(await spans(tok.viewer, { sessionId: 'sess-2' })).toEqual([]);
    expect(await spans(tok.viewer, { conversationId: 'conv-9' })).toEqual([c.conversation.spanId]);
    expect(await spans(tok.viewer, { conversationId: 'conv-8' })).toEqual([]);
    expect(await spans(tok.viewer, { service: 'billing-worker' })).toEqual([c.billing.spanId]);
    expect(await spans(tok.viewer, { service: 'billing-worke' })).toEqual([]);
    expect(await spans(tok.viewer, { model: 'claude-sonnet' })).toEqual([c.claude.spanId]);
    expect(await spans(tok.viewer, { model: 'claude-sonnet-4-20250514' })).toEqual([c.claude.spanId]);
    expect(await spans(tok.viewer, { model: 'claude-sonnet-4' })).toEqual([]);
    expect(await spans(tok.viewer, { provider: 'anthropic' })).toEqual([c.claude.spanId]);
    expect(await spans(tok.viewer, { status: 'error' })).toEqual([c.error.spanId, c.moved.spanId].sort());
    const ok = await spans(tok.viewer, { status: 'ok' });
    expect(ok).not.toContain(c.error.spanId);
    expect(ok).toHaveLength(9);
    expect(ok).not.toContain(c.moved.spanId);
    expect(await spans(tok.viewer, { finishReason: 'length' })).toEqual([c.length.spanId]);
    // Filters combine (AND): jane's call in conversation conv-7 only.
    expect(await spans(tok.viewer, { subjectRef: psn.jane, conversationId: 'conv-7' })).toEqual([c.jane2.spanId]);
  });

  it('never returns another tenant’s calls with the same values', async () => {
    const r = await get(tok.beta, { sessionId: 'sess-1' });
    expect(r.body.llmCalls).toHaveLength(1);
    expect(r.body.llmCalls[0].spanId).not.toBe(c.session.spanId);
    expect(await spans(tok.viewer, { sessionId: 'sess-1' })).toEqual([c.session.spanId]);
  });

  it('refuses a window above 31 days, from after to, and an unknown parameter', async () => {
    const long = await get(tok.viewer, { from: new Date(NOW_MS - 32 * 24 * HOUR_MS).toISOString(), to: new Date(NOW_MS).toISOString() });
    expect([long.status, long.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_TIME_WINDOW']);
    const inverted = await get(tok.viewer, { from: String(NOW_MS), to: String(NOW_MS - 1000) });
    expect([inverted.status, inverted.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_TIME_WINDOW']);
    const unknown = await get(tok.viewer, { userId: USER_ID });
    expect([unknown.status, unknown.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_REQUEST']);
    expect(unknown.text).not.toContain(USER_ID);
  });
});

describe('GET /v1/llm-calls: paging', () => {
  it('pages through every call exactly once, newest first, while new calls arrive', async () => {
    const service = `paging-${hex(3)}`;
    // 25 calls, three of them at the same nanosecond (ties are ordered by trace and span id).
    const batch = Array.from({ length: 25 }, (_, i) => call({ agoMs: 30 * 60_000 + (i < 3 ? 0 : i) * 1000, serviceName: service }));
    await insert(batch);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await get(tok.viewer, { service, limit: '10', ...(cursor ? { cursor } : {}) });
      expect(r.status, r.text).toBe(200);
      seen.push(...r.body.llmCalls.map((x: { spanId: string }) => x.spanId));
      cursor = r.body.nextCursor;
      pages++;
      // Calls inserted between pages, newer than every page: they belong to a new search, not to this one.
      if (pages === 1) await insert([call({ agoMs: 1000, serviceName: service })]);
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect([...seen].sort()).toEqual(batch.map((b) => b.spanId).sort());
    const order = batch.slice().sort((a, b) => (BigInt(b.startTimeUnixNano) > BigInt(a.startTimeUnixNano) ? 1 : BigInt(b.startTimeUnixNano) < BigInt(a.startTimeUnixNano) ? -1 : a.traceId < b.traceId ? 1 : -1));
    expect(seen).toEqual(order.map((b) => b.spanId));
  });

  it('returns a rewritten call once, at its newest position, even when an older version sits on another page', async () => {
    const seen: Array<{ spanId: string; startTimeUnixNano: string }> = [];
    let cursor: string | null = null;
    do {
      const r = await get(tok.viewer, { service: 'moved-service', limit: '1', ...(cursor ? { cursor } : {}) });
      seen.push(...r.body.llmCalls);
      cursor = r.body.nextCursor;
    } while (cursor !== null);
    expect(seen.map((x) => [x.spanId, x.startTimeUnixNano])).toEqual([[c.moved.spanId, c.moved.startTimeUnixNano]]);
  });

  it('refuses a cursor reused with other filters, and a forged one', async () => {
    const first = await get(tok.viewer, { limit: '2' });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const other = await get(tok.viewer, { limit: '2', model: 'gpt-4o', cursor: first.body.nextCursor });
    expect([other.status, other.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_CURSOR']);
    const forged = await get(tok.viewer, { limit: '2', cursor: Buffer.from('{"v":1}').toString('base64url') });
    expect([forged.status, forged.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_CURSOR']);
    // Same filters, another page size: still the same search.
    const same = await get(tok.viewer, { limit: '3', cursor: first.body.nextCursor });
    expect(same.status, same.text).toBe(200);
  });
});

describe('GET /v1/llm-calls?endUser=: the raw id is pseudonymized server-side, audited, never kept', () => {
  it('finds an email’s and a user id’s calls, and writes an audit entry with the pseudonym only', async () => {
    const before = (await auditEntries()).length;
    expect(await spans(tok.privileged, { endUser: EMAIL, reason: 'INC-4711' })).toEqual([c.jane1.spanId, c.jane2.spanId].sort());
    // As the collector reads an end-user attribute: surrounding spaces do not count.
    expect(await spans(tok.privileged, { endUser: ` ${USER_ID} `, reason: 'INC-4712' })).toEqual([c.user42.spanId, c.rewritten.spanId].sort());
    // Near misses: the pseudonym is keyed on the exact id.
    expect(await spans(tok.privileged, { endUser: `${USER_ID}0`, reason: 'INC-4713' })).toEqual([]);
    const entries = (await auditEntries()).slice(before);
    expect(entries.map((e) => [e.action, e.outcome, e.target.subjectRef, e.reason])).toEqual([
      ['llm_calls.search_end_user', 'granted', psn.jane, 'INC-4711'],
      ['llm_calls.search_end_user', 'granted', psn.user42, 'INC-4712'],
      ['llm_calls.search_end_user', 'granted', expect.stringMatching(/^psn_[0-9a-f]{32}$/), 'INC-4713'],
    ]);
    const text = JSON.stringify(entries);
    expect(text).not.toContain(EMAIL);
    expect(text).not.toContain(USER_ID);
    // The audit filter finds the search by the pseudonym.
    expect((await audit.list({ tenant: 'acme', subjectRef: psn.jane, limit: 10 })).entries.length).toBeGreaterThanOrEqual(1);
  });

  it('needs content:read:raw and exactly one reason; refusals are audited too, without the raw id', async () => {
    const before = (await auditEntries()).length;
    const viewer = await get(tok.viewer, { endUser: EMAIL, reason: 'INC-1' });
    expect([viewer.status, viewer.body.error.code]).toEqual([403, 'TH_ERR_API_FORBIDDEN']);
    const investigator = await get(tok.investigator, { endUser: EMAIL, reason: 'INC-1' });
    expect([investigator.status, investigator.body.error.code]).toEqual([403, 'TH_ERR_API_FORBIDDEN']);
    const noReason = await get(tok.privileged, { endUser: EMAIL });
    expect([noReason.status, noReason.body.error.code]).toEqual([400, 'TH_ERR_API_REASON_REQUIRED']);
    const res = await app.inject({ url: `/v1/llm-calls?endUser=${encodeURIComponent(EMAIL)}&reason=a&reason=b`, headers: { authorization: `Bearer ${tok.privileged}` } });
    expect([res.statusCode, res.json().error.code]).toEqual([400, 'TH_ERR_API_REASON_REQUIRED']);
    const leaky = await get(tok.privileged, { endUser: EMAIL, reason: `complaint from ${EMAIL}` });
    expect([leaky.status, leaky.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_REQUEST']);
    const both = await get(tok.privileged, { endUser: EMAIL, subjectRef: psn.jane, reason: 'INC-1' });
    expect(both.status).toBe(400);
    for (const r of [viewer, investigator, noReason, leaky, both]) expect(r.text).not.toContain(EMAIL);
    const entries = (await auditEntries()).slice(before);
    expect(entries.map((e) => [e.action, e.outcome, e.target.subjectRef, (e.details as { detail: string }).detail])).toEqual([
      ['llm_calls.search_end_user.denied', 'denied', psn.jane, 'missing_scope'],
      ['llm_calls.search_end_user.denied', 'denied', psn.jane, 'missing_scope'],
      ['llm_calls.search_end_user.denied', 'denied', psn.jane, 'no_reason'],
      ['llm_calls.search_end_user.denied', 'denied', psn.jane, 'reason_names_end_user'],
    ]);
    expect(JSON.stringify(entries)).not.toContain(EMAIL);
  });

  it('pages an end-user search with a cursor that holds no raw id', async () => {
    const r = await get(tok.privileged, { endUser: EMAIL, reason: 'INC-5', limit: '1' });
    expect(r.body.llmCalls).toHaveLength(1);
    const cursor = r.body.nextCursor as string;
    expect(Buffer.from(cursor, 'base64url').toString('utf8')).not.toContain(EMAIL);
    const next = await get(tok.privileged, { endUser: EMAIL, reason: 'INC-5', limit: '1', cursor });
    expect(next.body.llmCalls.map((x: { spanId: string }) => x.spanId)).not.toContain(r.body.llmCalls[0].spanId);
    expect(next.body.llmCalls).toHaveLength(1);
    // The same cursor with another end user's id is another search.
    const other = await get(tok.privileged, { endUser: USER_ID, reason: 'INC-5', limit: '1', cursor });
    expect(other.body.error.code).toBe('TH_ERR_API_BAD_CURSOR');
  });
});
