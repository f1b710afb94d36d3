/**
 * Erasure by the retention worker against real components: chDB (the product's migrations), the local-disk
 * content store with its keyring (content stored under the subjects' keys), the audit log with signed
 * checkpoints, a fake clock. Each test has its own database and content store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../schemas/audit.ts';
import { iterateAuditEntries, readAuditCheckpoints } from '../audit/audit-store.ts';
import { createRetentionWorker } from '../worker/retention-worker.ts';
import { logRecord } from '../../test/factories/log-record.ts';
import { BASE_MS, createErasureFixture, placeHold, receiveDeletion, releaseHold, seedTrace, type ErasureFixture } from '../../test/support/retention/erasure-fixture.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-erasure-'));
const opened: ErasureFixture[] = [];

afterAll(async () => {
  for (const f of opened) await f.close();
  rmSync(root, { recursive: true, force: true });
});

async function fixture(retention: Parameters<typeof createErasureFixture>[1] = {}): Promise<ErasureFixture> {
  const f = await createErasureFixture(root, retention);
  opened.push(f);
  return f;
}

/**
 * Every row of every table of the fixture's database, as raw text — rows masked by a lightweight DELETE
 * included (apply_deleted_mask = 0): an erasure must leave the disk, not only hide.
 */
async function dumpTables(f: ErasureFixture, except: readonly string[]): Promise<Record<string, string>> {
  const tables = await (
    await f.ch.client.query({
      query: `SELECT name FROM system.tables WHERE database = {db:String} AND engine NOT IN ('MaterializedView', 'Null', 'View') ORDER BY name`,
      query_params: { db: f.ch.db },
      format: 'JSONEachRow',
    })
  ).json<{ name: string }>();
  const out: Record<string, string> = {};
  for (const { name } of tables) {
    if (except.includes(name)) continue;
    const query =
      name === 'trace_index'
        ? `SELECT trace_id, groupUniqArrayArray(services), max(root_name), max(root_service), max(sample_policy) FROM ${f.ch.db}.trace_index GROUP BY trace_id`
        : `SELECT * FROM ${f.ch.db}.${name}`;
    out[name] = await (await f.ch.client.query({ query, format: 'TabSeparatedRaw', clickhouse_settings: { apply_deleted_mask: 0 } })).text();
  }
  return out;
}

/** null = unreadable (object gone, or its key destroyed). */
async function readContent(f: ErasureFixture, ref: string): Promise<string | null> {
  try {
    const o = await f.contentStore.get(f.tenant, ref);
    return o ? o.bytes.toString('utf8') : null;
  } catch (err) {
    if ((err as { code?: string }).code === 'TH_ERR_CONTENT_KEY_DESTROYED') return null;
    throw err;
  }
}

async function auditEntries(f: ErasureFixture): Promise<AuditEntry[]> {
  const all: AuditEntry[] = [];
  for await (const page of iterateAuditEntries(f.ch, f.tenant)) all.push(...page);
  return all;
}

describe('erasure of a subject', () => {
  it('shreds the subject: content unreadable, ledger rows tombstoned, pseudonym gone from every table; the other subject untouched', async () => {
    const f = await fixture();
    const alice = [await seedTrace(f, 1, 'alice@example.com'), await seedTrace(f, 2, 'alice@example.com'), await seedTrace(f, 3, 'alice@example.com')];
    const bob = [await seedTrace(f, 4, 'bob@example.com'), await seedTrace(f, 5, 'bob@example.com')];
    const psnA = alice[0]!.subjectRef;
    const psnB = bob[0]!.subjectRef;
    // Log records without trace context that name the subjects (GenAI events emitted outside a span).
    await f.store.writer.insertLogs(
      [psnA, psnB].map((psn, i) => logRecord({ tenant: f.tenant, traceId: '', spanId: '', timeUnixNano: `${BASE_MS + i}000000`, attributes: { 'enduser.id': psn } })),
    );
    for (const t of alice) expect(await readContent(f, t.refs[0]!)).toContain('alice@example.com');

    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: psnA });
    const worker = createRetentionWorker(f.ctx, f.config);
    const report = await worker.runOnce();
    expect(report.failures).toEqual([]);

    const done = await f.state.getDeletion(f.tenant, req.requestId);
    expect(done?.state).toBe('done');
    // 3 traces × 2 calls: 6 ledger rows, 6 spans carrying the pseudonym, 12 objects; the trace index has no subject.
    expect(done?.counts).toEqual({ traces: 3, ledgerRows: 6, spans: 6, traceIndexRows: 0, contentObjects: 12, subjectKeysDestroyed: 1, heldTraces: 0 });
    expect(done?.completedAtMs).toBe(f.clock.now());

    // Content: unreadable, every object of A.
    for (const t of alice) for (const ref of t.refs) expect(await readContent(f, ref)).toBeNull();
    // Ledger rows stay as tombstones: parts erased by this request, no subject, the call's numbers kept.
    const rowsA = await f.store.forTenant(f.tenant).listLlmCallsOfTraces(alice.map((t) => t.traceId));
    expect(rowsA).toHaveLength(6);
    for (const row of rowsA) {
      expect(row.subjectRef).toBe('');
      expect(row.inputTokens).toBe(100);
      for (const part of ['input', 'output'] as const) expect(row.content[part]).toEqual({ ref: '', state: 'erased', reason: `request:${req.requestId}` });
      expect(row.content.system.state).toBe('not_captured');
    }
    expect(await f.store.forTenant(f.tenant).listContentObjectsOfTraces(alice.map((t) => t.traceId))).toEqual([]);

    // Tombstones: one per trace, ids and counts only.
    const events = await f.state.eventsForTraces(f.tenant, alice.map((t) => t.traceId));
    expect(events.map((e) => [e.traceId, e.action, e.cause])).toEqual(alice.map((t) => [t.traceId, 'erased', req.requestId]));
    expect(events[0]!.kinds).toEqual(['ledger', 'spans', 'content']);
    expect(events[0]!.counts).toEqual({ ledgerRows: 2, spans: 2, traceIndexRows: 0, contentObjects: 4 });
    expect(JSON.stringify(events)).not.toContain(psnA);

    // A's pseudonym is in no table (every version of every row), except the request itself, which names
    // its subject. Negative control: B's pseudonym is still found by the same scan.
    const dump = await dumpTables(f, ['deletion_requests']);
    const withA = Object.entries(dump).filter(([, text]) => text.includes(psnA)).map(([name]) => name);
    expect(withA).toEqual([]);
    const withB = Object.entries(dump).filter(([, text]) => text.includes(psnB)).map(([name]) => name);
    expect(withB).toEqual(expect.arrayContaining(['content_objects', 'llm_calls', 'logs', 'spans']));
    expect(dump['spans']).toContain('"enduser.id":"erased"');

    // B untouched.
    for (const t of bob) for (const ref of t.refs) expect(await readContent(f, ref)).toContain('bob@example.com');
    const rowsB = await f.store.forTenant(f.tenant).listLlmCallsOfTraces(bob.map((t) => t.traceId));
    expect(rowsB).toHaveLength(4);
    for (const row of rowsB) {
      expect(row.subjectRef).toBe(psnB);
      expect(row.content.input.state).toBe('stored');
    }
    expect(await f.store.forTenant(f.tenant).listContentObjectsOfTraces(bob.map((t) => t.traceId))).toHaveLength(8);

    // Audit: one entry per transition, covered by a signed checkpoint.
    const entries = (await auditEntries(f)).filter((e) => e.action === 'deletion.transition');
    expect(entries.map((e) => [e.details['from'], e.details['to']])).toEqual([
      ['received', 'scheduled'],
      ['scheduled', 'executing'],
      ['executing', 'done'],
    ]);
    for (const e of entries) {
      expect(e.target).toEqual({ requestId: req.requestId });
      expect(e.actor).toEqual({ tokenId: 'retention-worker', kind: 'system' });
    }
    expect(JSON.stringify(entries)).not.toContain(psnA);
    const checkpoints = await readAuditCheckpoints(f.ch, f.tenant);
    expect(checkpoints.at(-1)!.seq).toBeGreaterThanOrEqual(entries.at(-1)!.seq);

    // A second pass does nothing more.
    const again = await worker.runOnce();
    expect(again.deletions).toEqual({ scheduled: 0, executed: 0, done: 0, restricted: 0, failed: 0 });
    await worker.shutdown();
    await worker.shutdown();
  });
});

describe('erasure while new data of the subject arrives', () => {
  it('erases a trace of the subject that arrives during the run (resolved again after each round)', async () => {
    const f = await fixture();
    const t1 = await seedTrace(f, 1, 'kim@example.com');
    let late: Awaited<ReturnType<typeof seedTrace>> | null = null;
    const worker = createRetentionWorker(f.ctx, f.config, {
      afterMark: async () => {
        late ??= await seedTrace(f, 2, 'kim@example.com');
      },
    });
    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: t1.subjectRef });
    await worker.runOnce();
    const done = await f.state.getDeletion(f.tenant, req.requestId);
    expect(done?.state).toBe('done');
    expect(done?.counts).toMatchObject({ traces: 2, ledgerRows: 4, contentObjects: 8, subjectKeysDestroyed: 1 });
    for (const ref of [...t1.refs, ...late!.refs]) expect(await readContent(f, ref)).toBeNull();
    for (const row of await f.store.forTenant(f.tenant).listLlmCallsOfTraces([late!.traceId])) expect(row.subjectRef).toBe('');
    await worker.shutdown();
  });
});

describe('erasure under a hold', () => {
  it('is restricted while the hold is active, and resumes by itself once it is released', async () => {
    const f = await fixture();
    const t1 = await seedTrace(f, 1, 'carol@example.com');
    const t2 = await seedTrace(f, 2, 'carol@example.com');
    const hold = await placeHold(f, { kind: 'traces', traceIds: [t2.traceId] });
    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: t1.subjectRef });
    const worker = createRetentionWorker(f.ctx, f.config);
    await worker.runOnce();

    const restricted = await f.state.getDeletion(f.tenant, req.requestId);
    expect(restricted?.state).toBe('restricted');
    expect(restricted?.blockedByHolds).toEqual([hold.holdId]);
    expect(restricted?.counts).toMatchObject({ traces: 1, heldTraces: 1, subjectKeysDestroyed: 0 });
    // The unheld trace is erased; the held one is intact and the subject's key is not destroyed.
    expect(await readContent(f, t1.refs[0]!)).toBeNull();
    expect(await readContent(f, t2.refs[0]!)).toContain('carol');
    const events = await f.state.eventsForTraces(f.tenant, [t2.traceId]);
    expect(events.map((e) => [e.action, e.holdIds])).toEqual([['restricted', [hold.holdId]]]);

    // Still held: another pass changes nothing.
    await worker.runOnce();
    expect((await f.state.getDeletion(f.tenant, req.requestId))?.state).toBe('restricted');

    await releaseHold(f, hold);
    await worker.runOnce();
    const history = await f.state.deletionHistory(f.tenant, req.requestId);
    expect(history.map((h) => h.state)).toEqual(['received', 'scheduled', 'executing', 'restricted', 'scheduled', 'executing', 'done']);
    const done = history.at(-1)!;
    expect(done.counts).toEqual({ traces: 2, ledgerRows: 4, spans: 4, traceIndexRows: 0, contentObjects: 8, subjectKeysDestroyed: 1, heldTraces: 0 });
    expect(done.blockedByHolds).toEqual([]);
    expect(await readContent(f, t2.refs[0]!)).toBeNull();
    await worker.shutdown();
  });
});

describe('erasure by trace ids and by time range', () => {
  it('deletes the traces spans, logs, evidence and index and tombstones their ledger rows; other traces stay', async () => {
    const f = await fixture();
    const a = await seedTrace(f, 1, 'dave@example.com', { startMs: Date.UTC(2026, 9, 1) });
    const b = await seedTrace(f, 2, 'erin@example.com', { startMs: Date.UTC(2026, 9, 5) });
    const c = await seedTrace(f, 3, 'frank@example.com', { startMs: Date.UTC(2026, 9, 20) });
    const byTrace = await receiveDeletion(f, { kind: 'traces', traceIds: [a.traceId] });
    const byTime = await receiveDeletion(f, { kind: 'time_range', fromMs: Date.UTC(2026, 9, 4), toMs: Date.UTC(2026, 9, 10) });
    const worker = createRetentionWorker(f.ctx, f.config);
    await worker.runOnce();
    for (const id of [byTrace.requestId, byTime.requestId]) {
      const done = await f.state.getDeletion(f.tenant, id);
      expect(done?.state).toBe('done');
      expect(done?.counts).toEqual({ traces: 1, ledgerRows: 2, spans: 2, traceIndexRows: 1, contentObjects: 4, subjectKeysDestroyed: 0, heldTraces: 0 });
    }
    const reader = f.store.forTenant(f.tenant);
    const count = async (table: string, traceId: string) =>
      Number(
        (
          await (
            await f.ch.client.query({ query: `SELECT count() AS n FROM ${f.ch.db}.${table} WHERE trace_id = {t:String}`, query_params: { t: traceId }, format: 'JSONEachRow', clickhouse_settings: { apply_deleted_mask: 0 } })
          ).json<{ n: string }>()
        )[0]!.n,
      );
    for (const t of [a, b]) {
      for (const table of ['spans', 'logs', 'trace_index']) expect(await count(table, t.traceId)).toBe(0);
      for (const row of await reader.listLlmCallsOfTraces([t.traceId])) {
        expect(row.subjectRef).toBe('');
        expect(row.content.input.state).toBe('erased');
      }
      expect(await readContent(f, t.refs[0]!)).toBeNull();
    }
    // Negative control: the trace outside both scopes is whole.
    for (const table of ['spans', 'logs', 'trace_index']) expect(await count(table, c.traceId)).toBeGreaterThan(0);
    expect(await readContent(f, c.refs[0]!)).toContain('frank');
    await worker.shutdown();
  });
});

describe('failure and retry', () => {
  it('a failing content delete in the 2nd batch → failed (attempts 1, code only, 1st batch counted) → retried after the backoff → done', async () => {
    const f = await fixture({ retryBaseMs: 60_000, batchTraces: 1 });
    const t1 = await seedTrace(f, 1, 'gina@example.com');
    const t2 = await seedTrace(f, 2, 'gina@example.com');
    // Batch 1 (trace 1) deletes 4 objects; the 5th delete (batch 2's first) fails once.
    let deletes = 0;
    const flaky = {
      ...f.contentStore,
      async deleteObject(tenant: string, ref: string) {
        deletes++;
        if (deletes === 5) throw Object.assign(new Error(`disk on fire while deleting ${ref}`), { code: 'TH_ERR_BLOB_IO' });
        return f.contentStore.deleteObject(tenant, ref);
      },
    };
    const worker = createRetentionWorker({ ...f.ctx, contentStore: flaky }, f.config);
    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: t1.subjectRef });
    await worker.runOnce();
    const failed = await f.state.getDeletion(f.tenant, req.requestId);
    expect(failed?.state).toBe('failed');
    expect(failed?.attempts).toBe(1);
    expect(failed?.error).toMatch(/^TH_ERR_BLOB_IO: /);
    expect(failed?.error).not.toContain('thref');
    expect(failed?.nextAttemptAtMs).toBe(f.clock.now() + 60_000);
    expect(failed?.counts).toEqual({ traces: 1, ledgerRows: 2, spans: 2, traceIndexRows: 0, contentObjects: 4, subjectKeysDestroyed: 0, heldTraces: 0 });

    // Not due yet: stays failed.
    f.clock.advance(59_999);
    await worker.runOnce();
    expect((await f.state.getDeletion(f.tenant, req.requestId))?.state).toBe('failed');

    f.clock.advance(1);
    await worker.runOnce();
    const history = await f.state.deletionHistory(f.tenant, req.requestId);
    expect(history.map((h) => h.state)).toEqual(['received', 'scheduled', 'executing', 'failed', 'scheduled', 'executing', 'done']);
    expect(history.at(-1)!.counts).toEqual({ traces: 2, ledgerRows: 4, spans: 4, traceIndexRows: 0, contentObjects: 8, subjectKeysDestroyed: 1, heldTraces: 0 });
    for (const ref of [...t1.refs, ...t2.refs]) expect(await readContent(f, ref)).toBeNull();
    const audit = (await auditEntries(f)).filter((e) => e.action === 'deletion.transition');
    expect(audit.find((e) => e.details['to'] === 'failed')?.outcome).toBe('failed');
    await worker.shutdown();
  });
});

describe('crash recovery', () => {
  it('an unfinished mark of a request left executing → rescheduled and run to done', async () => {
    const f = await fixture();
    const t = await seedTrace(f, 1, 'hank@example.com');
    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: t.subjectRef });
    // The state a crash leaves: the request executing, a batch marked, nothing deleted.
    await f.state.putDeletion({ ...req, version: 2, state: 'scheduled' });
    await f.state.putDeletion({ ...req, version: 3, state: 'executing' });
    await f.state.insertMark({ tenant: f.tenant, markId: 'mark_crashed', cause: req.requestId, phase: 'marked', traceIds: [t.traceId], kinds: ['ledger', 'spans', 'trace_index', 'content'], atMs: f.clock.now() });
    await f.state.insertMark({ tenant: f.tenant, markId: 'mark_expiry', cause: 'policy:v1:content', phase: 'marked', traceIds: [t.traceId], kinds: ['content'], atMs: f.clock.now() });
    const worker = createRetentionWorker(f.ctx, f.config);
    const report = await worker.runOnce();
    expect(report.recovery).toEqual({ marksClosed: 2, requestsRescheduled: 1 });
    const history = await f.state.deletionHistory(f.tenant, req.requestId);
    expect(history.map((h) => h.state)).toEqual(['received', 'scheduled', 'executing', 'scheduled', 'executing', 'done']);
    expect(await f.state.unfinishedMarks()).toEqual([]);
    for (const ref of t.refs) expect(await readContent(f, ref)).toBeNull();
    await worker.shutdown();
  });
});
