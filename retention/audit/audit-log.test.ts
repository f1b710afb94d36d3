/**
 * The audit log against the real engine (chDB). chDB binds one data directory per process, so this file
 * uses one directory and gives every test its own database (and its own key/head directory).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import type { AuditSink } from '../../query-api/audit-sink.ts';
import { AUDIT_GENESIS_HASH, AuditHeadSchema, type AuditEntryInput } from '../../schemas/audit.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { createAuditLog, type AuditClock, type AuditLog, type AuditLogConfig } from './audit-log.ts';
import { AuditLogError } from './audit-errors.ts';
import { auditHeadPath, readAuditHead, writeAuditHead } from './audit-head.ts';
import { createAuditSigner, type AuditSigner } from './audit-signer.ts';
import { iterateAuditEntries, readAuditCheckpoints, readAuditTenants } from './audit-store.ts';
import { inclusionProofs, verifyInclusion } from './merkle.ts';
import { verifyAudit, type AuditVerifyResult } from './verify-audit.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'tracehold-audit-log-'));
let dbCounter = 0;
const opened: ClickHouse[] = [];

function openClickHouse(database: string): ClickHouse {
  const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database } }));
  opened.push(ch);
  return ch;
}

interface Fixture {
  ch: ClickHouse;
  dataDir: string;
  signer: AuditSigner;
  open(config?: Partial<AuditLogConfig>, clock?: AuditClock): AuditLog;
}

/** A fresh database and key directory; `open` creates audit logs on them (several = restarts). */
async function fixture(): Promise<Fixture> {
  const ch = openClickHouse(`audit_${++dbCounter}`);
  await migrate(ch, logger);
  const dataDir = mkdtempSync(path.join(root, 'data-'));
  const signer = createAuditSigner({ keysDir: path.join(dataDir, 'keys') });
  return {
    ch,
    dataDir,
    signer,
    open: (config = {}, clock) =>
      createAuditLog({ clickhouse: ch, logger, signer, clock }, { dataDir, checkpointEvery: 100, checkpointIntervalMs: 10_000, ...config }),
  };
}

function fakeClock(startMs = 1_700_000_000_000) {
  let now = startMs;
  const timers: Array<{ intervalMs: number; next: number; tick: () => Promise<void> }> = [];
  const clock: AuditClock & { advance(ms: number): Promise<void> } = {
    now: () => now,
    every(intervalMs, tick) {
      const t = { intervalMs, next: now + intervalMs, tick };
      timers.push(t);
      return () => timers.splice(timers.indexOf(t), 1);
    },
    async advance(ms) {
      now += ms;
      for (const t of [...timers]) {
        while (t.next <= now) {
          t.next += t.intervalMs;
          await t.tick();
        }
      }
    },
  };
  return clock;
}

function read(tenant: string, n: number): AuditEntryInput {
  return {
    tenant,
    actor: { tokenId: 'tok_investigator', kind: 'token' },
    action: 'content.read',
    target: { traceId: n.toString(16).padStart(32, '0'), spanId: n.toString(16).padStart(16, '0'), ref: `thref:v1:k1:${n}` },
    reason: `INC-${n}`,
    outcome: 'granted',
  };
}

async function verifyStore(f: Fixture, head?: unknown[]): Promise<AuditVerifyResult> {
  const entries: unknown[] = [];
  for (const tenant of await readAuditTenants(f.ch)) for await (const page of iterateAuditEntries(f.ch, tenant, 7)) entries.push(...page);
  return verifyAudit({ entries, checkpoints: await readAuditCheckpoints(f.ch), publicKey: f.signer.publicKey, head });
}

async function headCheckpoints(f: Fixture): Promise<unknown[]> {
  return Object.values((await readAuditHead(auditHeadPath(path.join(f.dataDir, 'keys'))))?.checkpoints ?? {});
}

async function count(ch: ClickHouse, table: string): Promise<number> {
  const rows = await (await ch.client.query({ query: `SELECT count() AS n FROM ${ch.db}.${table}`, format: 'JSONEachRow' })).json<{ n: string }>();
  return Number(rows[0]!.n);
}

async function mutate(ch: ClickHouse, statement: string): Promise<void> {
  await ch.client.command({ query: statement, clickhouse_settings: { mutations_sync: '2' } });
}

beforeAll(() => {
  // The type the query API needs is the one this log provides.
  const asSink = (log: AuditLog): AuditSink => log;
  void asSink;
});

afterAll(async () => {
  for (const ch of opened) await ch.close().catch(() => undefined);
  rmSync(root, { recursive: true, force: true });
});

describe('audit log on ClickHouse', () => {
  it('appends a hash chain with gapless seqs that verifies, and lists it by filter', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    const first = await log.append(read('acme', 1));
    expect(first).toMatchObject({ tenant: 'acme', seq: 1, prevHash: AUDIT_GENESIS_HASH, reason: 'INC-1', details: {} });
    for (let n = 2; n <= 5; n++) await log.append(read('acme', n));
    await log.append({ tenant: 'acme', actor: { tokenId: 'tok_admin', kind: 'token' }, action: 'token.revoke', target: { tokenId: 'tok_x' }, outcome: 'ok' });
    await log.shutdown();

    const verified = await verifyStore(f);
    expect(verified.problems).toEqual([]);
    expect(verified.tenants[0]).toMatchObject({ tenant: 'acme', entries: 6, firstSeq: 1, lastSeq: 6, lastCheckpointSeq: 6 });

    const page1 = await log.list({ tenant: 'acme', limit: 4 });
    expect(page1.entries.map((e) => e.seq)).toEqual([6, 5, 4, 3]);
    const page2 = await log.list({ tenant: 'acme', limit: 4, cursor: page1.nextCursor! });
    expect(page2.entries.map((e) => e.seq)).toEqual([2, 1]);
    expect(page2.nextCursor).toBeNull();
    expect(page2.entries[1]).toEqual(first);
    expect((await log.list({ tenant: 'acme', limit: 10, traceId: read('acme', 3).target!.traceId })).entries.map((e) => e.seq)).toEqual([3]);
    expect((await log.list({ tenant: 'acme', limit: 10, action: 'token.revoke' })).entries.map((e) => e.seq)).toEqual([6]);
    expect((await log.list({ tenant: 'acme', limit: 10, actor: 'tok_admin' })).entries.map((e) => e.seq)).toEqual([6]);
    expect((await log.list({ tenant: 'globex', limit: 10 })).entries).toEqual([]);
    expect((await log.list({ tenant: 'acme', limit: 10, fromMs: 0, toMs: 1000 })).entries).toEqual([]);
    await expect(log.list({ tenant: 'acme', limit: 1001 })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
    await expect(log.list({ tenant: 'acme', limit: 10, fromMs: 0, toMs: 400 * 86_400_000 })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
    await expect(log.list({ tenant: 'acme', limit: 10, cursor: 'garbage' })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
  });

  it('continues the chain across a restart on the same store', async () => {
    const f = await fixture();
    const first = f.open();
    await first.start();
    for (let n = 1; n <= 3; n++) await first.append(read('acme', n));
    const third = (await first.list({ tenant: 'acme', limit: 1 })).entries[0]!;
    await first.shutdown();

    const second = f.open();
    await second.start();
    const fourth = await second.append(read('acme', 4));
    await second.shutdown();
    expect(fourth.seq).toBe(4);
    expect(fourth.prevHash).toBe(third.hash);
    expect((await verifyStore(f, await headCheckpoints(f))).problems).toEqual([]);
  });

  it('gives concurrent appends of one tenant consecutive seqs in call order and a valid chain', async () => {
    const f = await fixture();
    const log = f.open({ maxBatchEntries: 16 });
    await log.start();
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => log.append(read('acme', i + 1))));
    await log.shutdown();
    expect(results.map((e) => e.seq)).toEqual(Array.from({ length: 200 }, (_, i) => i + 1));
    expect(results.map((e) => e.reason)).toEqual(Array.from({ length: 200 }, (_, i) => `INC-${i + 1}`));
    for (let i = 1; i < results.length; i++) expect(results[i]!.prevHash).toBe(results[i - 1]!.hash);
    expect(await count(f.ch, 'audit_log')).toBe(200);
    const verified = await verifyStore(f);
    expect(verified.problems).toEqual([]);
    expect(verified.counts.entries).toBe(200);
  });

  it('keeps a separate chain per tenant', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    const mixed = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => log.append(read(n % 2 ? 'acme' : 'globex', n))));
    await log.shutdown();
    expect(mixed.map((e) => [e.tenant, e.seq])).toEqual([
      ['acme', 1],
      ['globex', 1],
      ['acme', 2],
      ['globex', 2],
      ['acme', 3],
      ['globex', 3],
    ]);
    expect(mixed[0]!.prevHash).toBe(AUDIT_GENESIS_HASH);
    expect(mixed[1]!.prevHash).toBe(AUDIT_GENESIS_HASH);
    expect(mixed[2]!.prevHash).toBe(mixed[0]!.hash);
    const verified = await verifyStore(f, await headCheckpoints(f));
    expect(verified.problems).toEqual([]);
    expect(verified.tenants.map((t) => [t.tenant, t.lastSeq, t.lastCheckpointSeq])).toEqual([
      ['acme', 3, 3],
      ['globex', 3, 3],
    ]);
  });

  it('checkpoints every written batch before its appends resolve, to ClickHouse and to the head file (0600)', async () => {
    const f = await fixture();
    const log = f.open({ checkpointEvery: 5, checkpointIntervalMs: 3_600_000 });
    await log.start();
    const headFile = auditHeadPath(path.join(f.dataDir, 'keys'));
    for (let n = 1; n <= 4; n++) {
      const entry = await log.append(read('acme', n));
      // No unsigned tail: the entry is covered (store and head file) when its append resolves.
      const stored = await readAuditCheckpoints(f.ch);
      expect(stored[stored.length - 1]).toMatchObject({ seq: entry.seq, hash: entry.hash, version: 2, treeSize: entry.seq });
      expect(AuditHeadSchema.parse(JSON.parse(readFileSync(headFile, 'utf8'))).checkpoints.acme).toMatchObject({ seq: entry.seq, hash: entry.hash });
    }
    expect(statSync(headFile).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(f.dataDir, 'keys', 'audit-signing.key')).mode & 0o777).toBe(0o600);
    // Group commit: 100 concurrent appends are written in a few batches, one checkpoint each.
    await Promise.all(Array.from({ length: 100 }, (_, i) => log.append(read('acme', 100 + i))));
    const after = await readAuditCheckpoints(f.ch);
    expect(after[after.length - 1]!.seq).toBe(104);
    expect(after.length - 4).toBeLessThan(10);
    for (const cp of after) expect(f.signer.verify(cp)).toBe(true);

    expect(await log.checkpoint('globex')).toEqual([]); // a tenant without entries: nothing to sign
    // Already covered: the stored checkpoint is returned, nothing new is signed.
    expect(await log.checkpoint('acme')).toEqual([after[after.length - 1]]);
    expect(await readAuditCheckpoints(f.ch)).toHaveLength(after.length);

    await log.shutdown();
    await log.shutdown(); // safe twice
    expect(await readAuditCheckpoints(f.ch)).toHaveLength(after.length); // nothing left to sign at shutdown
    expect((await headCheckpoints(f)).map((c) => (c as { seq: number }).seq)).toEqual([104]);
    await expect(log.append(read('acme', 14))).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_NOT_STARTED' });
  });

  it('has nothing left for the periodic checkpoint to sign (fake clock)', async () => {
    const f = await fixture();
    const clock = fakeClock();
    const log = f.open({ checkpointEvery: 1000, checkpointIntervalMs: 10_000 }, clock);
    await log.start();
    for (let n = 1; n <= 3; n++) await log.append(read('acme', n));
    expect((await readAuditCheckpoints(f.ch)).map((c) => [c.seq, c.time])).toEqual([
      [1, 1_700_000_000_000],
      [2, 1_700_000_000_000],
      [3, 1_700_000_000_000],
    ]);
    await clock.advance(10_000);
    expect(await readAuditCheckpoints(f.ch)).toHaveLength(3);
    await log.shutdown();
    expect(await readAuditCheckpoints(f.ch)).toHaveLength(3);
  });

  it('rejects an append when ClickHouse fails, leaves nothing half-written, and recovers', async () => {
    const f = await fixture();
    const own = openClickHouse(f.ch.db); // a connection of its own, closed under the log
    const log = createAuditLog({ clickhouse: own, logger, signer: f.signer }, { dataDir: f.dataDir, checkpointEvery: 100, checkpointIntervalMs: 10_000 });
    await log.start();
    await log.append(read('acme', 1));
    await log.append(read('acme', 2));
    await own.close();
    const failed = await Promise.allSettled([log.append(read('acme', 3)), log.append(read('acme', 4))]);
    for (const r of failed) {
      expect(r.status).toBe('rejected');
      const err = (r as PromiseRejectedResult).reason as AuditLogError;
      expect(err).toBeInstanceOf(AuditLogError);
      expect(err.code).toBe('TH_ERR_AUDIT_WRITE_FAILED');
      expect(err.retryable).toBe(true);
    }
    await log.shutdown(); // its final checkpoint cannot reach ClickHouse; the head file still gets it
    expect(await count(f.ch, 'audit_log')).toBe(2);
    expect((await verifyStore(f, await headCheckpoints(f))).problems).toEqual([]);

    const next = f.open();
    await next.start();
    expect((await next.append(read('acme', 3))).seq).toBe(3);
    await next.shutdown();
    expect((await verifyStore(f, await headCheckpoints(f))).problems).toEqual([]);
  });

  it('detects a store rolled back to an older backup via the head file, and continues after the checkpoint', async () => {
    const f = await fixture();
    const log = f.open({ checkpointEvery: 10 });
    await log.start();
    for (let n = 1; n <= 25; n++) await log.append(read('acme', n));
    await log.shutdown(); // checkpoints 10, 20, 25; head: 25
    // The restore: the entries and checkpoints written after seq 15 are gone.
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_log DELETE WHERE seq > 15`);
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_checkpoints DELETE WHERE seq > 15`);

    expect((await verifyStore(f)).ok).toBe(true); // negative control: the store alone cannot tell
    const head = await headCheckpoints(f);
    const detected = await verifyStore(f, head);
    expect(detected.problems.map((p) => [p.kind, p.seq])).toEqual([['truncated_before_checkpoint', 25]]);

    const restarted = f.open({ checkpointEvery: 10 });
    await restarted.start();
    const after = await restarted.append(read('acme', 26));
    await restarted.shutdown();
    const [rollbackEntry] = (await restarted.list({ tenant: 'acme', limit: 10, action: 'audit.rollback_detected' })).entries;
    expect(rollbackEntry).toMatchObject({ seq: 26, outcome: 'failed', actor: { kind: 'system' }, details: { storeLastSeq: 15, checkpointSeq: 25, lostEntries: 10 } });
    expect(after.seq).toBe(27);
    // The loss stays visible (a gap, and a signed checkpoint over a missing entry); everything written
    // since links to signed history.
    const later = await verifyStore(f, head);
    expect(later.problems.map((p) => [p.kind, p.seq])).toEqual([
      ['gap', 16],
      ['checkpoint_mismatch', 25],
    ]);
    expect(later.problems[1]!.detail).toContain('missing');
    expect(later.tenants[0]).toMatchObject({ lastSeq: 27, lastCheckpointSeq: 27 });
  });

  it('refuses to start on a store whose entry at the last signed checkpoint was rewritten', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    for (let n = 1; n <= 3; n++) await log.append(read('acme', n));
    await log.shutdown();
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_log UPDATE hash = '${'e'.repeat(64)}' WHERE seq = 3`);
    await expect(f.open().start()).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_STORE_TAMPERED' });
  });

  it('finds an entry edited inside ClickHouse', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    for (let n = 1; n <= 5; n++) await log.append(read('acme', n));
    await log.shutdown();
    expect((await verifyStore(f)).ok).toBe(true);
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_log UPDATE outcome = 'denied' WHERE seq = 2`);
    expect((await verifyStore(f)).problems.map((p) => [p.kind, p.seq])).toEqual([['hash_mismatch', 2]]);
  });

  it('validates appends: bad entries refused with a code, reason capped, details normalized, overload refused', async () => {
    const f = await fixture();
    const log = f.open({ maxPendingPerTenant: 2 });
    await expect(log.append(read('acme', 1))).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_NOT_STARTED' });
    await log.start();
    await expect(log.append({ ...read('acme', 1), tenant: 'Not A Tenant' })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
    await expect(log.append({ ...read('acme', 1), target: { ref: 'the prompt text itself' } })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
    await expect(log.append({ ...read('acme', 1), action: 'Content Read' })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });
    await expect(log.append({ ...read('acme', 1), details: { blob: 'x'.repeat(5000) } })).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_INVALID_ENTRY' });

    const long = await log.append({ ...read('acme', 1), reason: `${'r'.repeat(1999)}😀 and more`, details: { cost: 0.25, n: 2, skipped: undefined, roles: ['admin'] } });
    expect(long.reason).toHaveLength(1999); // cut before the emoji, never inside it
    expect(long.details).toEqual({ cost: '0.25', n: 2, roles: ['admin'] });
    expect(long.seq).toBe(1);

    const burst = await Promise.allSettled([1, 2, 3].map((n) => log.append(read('acme', n))));
    expect(burst.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect((burst[2] as PromiseRejectedResult).reason).toMatchObject({ code: 'TH_ERR_AUDIT_OVERLOADED', retryable: true });
    await log.shutdown();
    expect((await verifyStore(f)).problems).toEqual([]);
  });
});

describe('audit log: no unsigned tail, Merkle checkpoints, shared writers', () => {
  it('detects the deletion of the last entry, or of the last N, from the store alone (no head file)', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    for (let n = 1; n <= 20; n++) await log.append(read('acme', n));
    await log.append(read('globex', 1));
    await log.shutdown();
    // Negative control: untouched, the store verifies.
    const intact = await verifyStore(f);
    expect(intact.ok).toBe(true);
    expect(intact.tenants.map((t) => t.unsignedTail)).toEqual([0, 0]);

    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_log DELETE WHERE tenant = 'acme' AND seq = 20`);
    const lastGone = await verifyStore(f);
    expect(lastGone.problems.map((p) => [p.tenant, p.kind, p.seq])).toEqual([['acme', 'truncated_before_checkpoint', 20]]);

    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_log DELETE WHERE tenant = 'acme' AND seq > 15`);
    const tailGone = await verifyStore(f);
    expect(tailGone.problems.map((p) => [p.tenant, p.kind, p.seq])).toEqual([['acme', 'truncated_before_checkpoint', 20]]);
    expect(tailGone.problems[0]!.detail).toContain('the log ends at seq 15');
    // Deleting the checkpoints along with the entries: the head file (outside ClickHouse) still shows it.
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_checkpoints DELETE WHERE tenant = 'acme' AND seq > 15`);
    expect((await verifyStore(f)).ok).toBe(true);
    expect((await verifyStore(f, await headCheckpoints(f))).problems.map((p) => [p.kind, p.seq])).toEqual([['truncated_before_checkpoint', 20]]);
  });

  it('signs v2 checkpoints whose roots verify, proves entries included, and reports a wrong signed root', async () => {
    const f = await fixture();
    const log = f.open();
    await log.start();
    const entries = [];
    for (let n = 1; n <= 9; n++) entries.push(await log.append(read('acme', n)));
    await Promise.all(Array.from({ length: 30 }, (_, i) => log.append(read('acme', 100 + i))));
    const [cp] = await log.checkpoint('acme');
    await log.shutdown();
    expect(cp).toMatchObject({ seq: 39, treeSize: 39, version: 2 });
    const result = await verifyStore(f);
    expect(result.ok).toBe(true);
    expect(result.counts.rootsVerified).toBe(result.counts.checkpointsVerified);
    const proofs = await inclusionProofs(f.ch, 'acme', [1, 5, 9], cp!.seq);
    for (const e of [entries[0]!, entries[4]!, entries[8]!]) expect(verifyInclusion(e.hash, e.seq, cp!.seq, proofs.get(e.seq)!, cp!.root!)).toBe(true);
    expect(verifyInclusion(entries[1]!.hash, 5, cp!.seq, proofs.get(5)!, cp!.root!)).toBe(false);

    // A validly signed checkpoint over the right entry but a wrong root (a writer bug or a stolen key).
    const forged = f.signer.sign({ tenant: 'acme', seq: 9, hash: entries[8]!.hash, time: 1, root: 'ab'.repeat(32) });
    const withForged = verifyAudit({
      entries: await allEntries(f),
      checkpoints: [...(await readAuditCheckpoints(f.ch)), forged],
      publicKey: f.signer.publicKey,
    });
    expect(withForged.problems.map((p) => [p.kind, p.seq])).toEqual([['root_mismatch', 9]]);
    // A v2 checkpoint with its root removed (passed off as v1) or changed no longer verifies.
    const { root: _root, version: _v, treeSize: _t, ...stripped } = cp!;
    const tampered = verifyAudit({ entries: await allEntries(f), checkpoints: [stripped, { ...cp!, root: 'cd'.repeat(32) }], publicKey: f.signer.publicKey });
    expect(tampered.problems.map((p) => p.kind)).toEqual(['bad_signature', 'bad_signature']);
  });

  it('resumes the Merkle frontier at start (v1 history from before the upgrade included)', async () => {
    const f = await fixture();
    const first = f.open();
    await first.start();
    for (let n = 1; n <= 5; n++) await first.append(read('acme', n));
    await first.shutdown();
    // As if written before checkpoints v2: only v1 checkpoints stored and in the head file.
    await mutate(f.ch, `ALTER TABLE ${f.ch.db}.audit_checkpoints DELETE WHERE 1`);
    const last = (await allEntries(f)).at(-1) as { hash: string };
    const v1 = f.signer.sign({ tenant: 'acme', seq: 5, hash: last.hash, time: 5 });
    await f.ch.client.insert({ table: `${f.ch.db}.audit_checkpoints`, values: [{ tenant: 'acme', seq: 5, hash: v1.hash, time_ms: 5, key_id: v1.keyId, signature: v1.signature }], format: 'JSONEachRow' });
    await writeAuditHead(auditHeadPath(path.join(f.dataDir, 'keys')), [v1], 5);
    const restarted = f.open();
    await restarted.start();
    // Covered only by v1: checkpoint() signs the same point again, with its root.
    const [cp] = await restarted.checkpoint('acme');
    expect(cp).toMatchObject({ seq: 5, version: 2 });
    await restarted.append(read('acme', 6));
    await restarted.shutdown();
    const result = await verifyStore(f);
    expect(result.ok).toBe(true);
    expect(result.counts.rootsVerified).toBe(2);
    expect(result.counts.checkpointsVerified).toBe(3);
  });

  it('keeps one unbroken chain with two writers of one tenant (sharedWriters), and forks without', async () => {
    for (const sharedWriters of [true, false]) {
      const f = await fixture();
      const a = f.open({ sharedWriters });
      const b = f.open({ sharedWriters });
      await a.start();
      await b.start();
      const appends: Array<Promise<unknown>> = [];
      for (let n = 1; n <= 40; n++) {
        appends.push(a.append(read('acme', n)));
        appends.push(b.append(read('acme', 1000 + n)));
        if (n % 8 === 0) await Promise.all(appends.splice(0)); // bursts, so that both interleave
      }
      await Promise.all(appends);
      await a.shutdown();
      await b.shutdown();
      const result = await verifyStore(f, await headCheckpoints(f));
      if (sharedWriters) {
        expect(result.problems).toEqual([]);
        expect(result.tenants[0]).toMatchObject({ entries: 80, lastSeq: 80, lastCheckpointSeq: 80 });
        expect(result.counts.rootsVerified).toBe(result.counts.checkpointsVerified);
        // The head file was merged, not overwritten by the writer that wrote last.
        expect((await headCheckpoints(f)).map((c) => (c as { seq: number }).seq)).toEqual([80]);
        expect(readdirSync(path.join(f.dataDir, 'keys')).filter((name) => name.includes('.lock'))).toEqual([]);
      } else {
        // Negative control: two unsynchronized writers fork the chain.
        expect(result.problems.some((p) => p.kind === 'broken_link')).toBe(true);
      }
    }
  });
});

async function allEntries(f: Fixture): Promise<unknown[]> {
  const entries: unknown[] = [];
  for (const tenant of await readAuditTenants(f.ch)) for await (const page of iterateAuditEntries(f.ch, tenant)) entries.push(...page);
  return entries;
}
