/**
 * SQL over `audit_log` and `audit_checkpoints` (migration 0004). Every statement is parameterized and
 * scoped by tenant; the writer (audit-log.ts) is the only caller that inserts.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { AuditCheckpoint, AuditEntry } from '../../schemas/audit.ts';
import { canonicalJson } from './audit-format.ts';

/** A row of `audit_log` as JSONEachRow returns it (64-bit integers quoted). */
interface AuditEntryRow {
  tenant: string;
  seq: string | number;
  id: string;
  time_ms: string | number;
  actor_token_id: string;
  actor_kind: string;
  action: string;
  target_json: string;
  reason: string;
  outcome: string;
  details_json: string;
  prev_hash: string;
  hash: string;
}

interface AuditCheckpointRow {
  tenant: string;
  seq: string | number;
  hash: string;
  time_ms: string | number;
  key_id: string;
  signature: string;
  /** 1 or 2 (migration 0009); v2 rows carry the Merkle root of entries 1..seq. */
  version: string | number;
  root: string;
}

const ENTRY_COLUMNS = 'tenant, seq, id, time_ms, actor_token_id, actor_kind, action, target_json, reason, outcome, details_json, prev_hash, hash';
const CHECKPOINT_COLUMNS = 'tenant, seq, hash, time_ms, key_id, signature, version, root';

function toEntryRow(e: AuditEntry): AuditEntryRow {
  return {
    tenant: e.tenant,
    seq: e.seq,
    id: e.id,
    time_ms: e.time,
    actor_token_id: e.actor.tokenId,
    actor_kind: e.actor.kind,
    action: e.action,
    target_json: canonicalJson(e.target),
    reason: e.reason,
    outcome: e.outcome,
    details_json: canonicalJson(e.details),
    prev_hash: e.prevHash,
    hash: e.hash,
  };
}

/** A JSON column as stored; text that is not JSON is passed on as is, for the verifier to reject. */
function parseJsonColumn(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The entry a row holds, in the shape of `AuditEntry` but NOT validated: a tampered row may hold anything,
 * and the verifier must see it as stored.
 */
export function fromEntryRow(row: AuditEntryRow): AuditEntry {
  return {
    tenant: row.tenant,
    seq: Number(row.seq),
    id: row.id,
    time: Number(row.time_ms),
    actor: { tokenId: row.actor_token_id, kind: row.actor_kind as AuditEntry['actor']['kind'] },
    action: row.action,
    target: parseJsonColumn(row.target_json) as AuditEntry['target'],
    reason: row.reason,
    outcome: row.outcome as AuditEntry['outcome'],
    details: parseJsonColumn(row.details_json) as AuditEntry['details'],
    prevHash: row.prev_hash,
    hash: row.hash,
  };
}

function fromCheckpointRow(row: AuditCheckpointRow): AuditCheckpoint {
  const cp: AuditCheckpoint = {
    tenant: row.tenant,
    seq: Number(row.seq),
    hash: row.hash,
    time: Number(row.time_ms),
    keyId: row.key_id,
    signature: row.signature,
  };
  // A v2 row is returned as v2 whatever its root holds: a tampered one then fails its signature.
  if (Number(row.version) === 2) Object.assign(cp, { version: 2, treeSize: cp.seq, root: row.root });
  return cp;
}

/** One insert: all the entries become visible together or not at all (one partition, one block). */
export async function insertAuditEntries(ch: ClickHouse, entries: AuditEntry[]): Promise<void> {
  await ch.client.insert({ table: `${ch.db}.audit_log`, values: entries.map(toEntryRow), format: 'JSONEachRow' });
}

export async function insertAuditCheckpoint(ch: ClickHouse, cp: AuditCheckpoint): Promise<void> {
  const row: AuditCheckpointRow = {
    tenant: cp.tenant,
    seq: cp.seq,
    hash: cp.hash,
    time_ms: cp.time,
    key_id: cp.keyId,
    signature: cp.signature,
    version: cp.version ?? 1,
    root: cp.root ?? '',
  };
  await ch.client.insert({ table: `${ch.db}.audit_checkpoints`, values: [row], format: 'JSONEachRow' });
}

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown> = {}): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

/**
 * The last entry (seq, hash) of every tenant. The scan reads only the key columns; each tenant's hash is
 * then a primary-key lookup (argMax over the whole hash column would read all of it).
 */
export async function readAuditTails(ch: ClickHouse): Promise<Map<string, { seq: number; hash: string }>> {
  // The alias differs from the column name: ClickHouse would resolve `seq` elsewhere to the alias.
  const rows = await select<{ tenant: string; last_seq: string }>(ch, `SELECT tenant, max(seq) AS last_seq FROM ${ch.db}.audit_log GROUP BY tenant`);
  const tails = new Map<string, { seq: number; hash: string }>();
  for (const r of rows) {
    const seq = Number(r.last_seq);
    const hashes = await readEntryHashesAt(ch, r.tenant, seq);
    // Two hashes at the tail is a fork; either way the chain continues from one of them and verify reports it.
    tails.set(r.tenant, { seq, hash: hashes[0] ?? '' });
  }
  return tails;
}

export async function readAuditTail(ch: ClickHouse, tenant: string): Promise<{ seq: number; hash: string } | null> {
  const rows = await select<{ seq: string; hash: string }>(
    ch,
    `SELECT seq, hash FROM ${ch.db}.audit_log WHERE tenant = {tenant:String} ORDER BY seq DESC LIMIT 1`,
    { tenant },
  );
  const row = rows[0];
  return row ? { seq: Number(row.seq), hash: row.hash } : null;
}

/** Hashes stored for `seq` (more than one only if the chain forked). */
export async function readEntryHashesAt(ch: ClickHouse, tenant: string, seq: number): Promise<string[]> {
  const rows = await select<{ hash: string }>(
    ch,
    `SELECT hash FROM ${ch.db}.audit_log WHERE tenant = {tenant:String} AND seq = {seq:UInt64}`,
    { tenant, seq },
  );
  return rows.map((r) => r.hash);
}

/**
 * (seq, hash) of the entries lo..hi of a tenant in seq order, reading only those two columns; one row per
 * seq (of two forked rows, the first stored). A missing seq is simply absent: callers check.
 */
export async function readEntryHashRange(ch: ClickHouse, tenant: string, lo: number, hi: number): Promise<Array<{ seq: number; hash: string }>> {
  const rows = await select<{ seq: string | number; hash: string }>(
    ch,
    `SELECT seq, hash FROM ${ch.db}.audit_log WHERE tenant = {tenant:String} AND seq >= {lo:UInt64} AND seq <= {hi:UInt64}
     ORDER BY seq, inserted_at LIMIT 1 BY seq`,
    { tenant, lo, hi },
  );
  return rows.map((r) => ({ seq: Number(r.seq), hash: r.hash }));
}

/** The highest checkpoint stored for every tenant (not verified here). */
export async function readLastCheckpoints(ch: ClickHouse): Promise<Map<string, AuditCheckpoint>> {
  const rows = await select<AuditCheckpointRow>(
    ch,
    `SELECT tenant, c.1 AS seq, c.2 AS hash, c.3 AS time_ms, c.4 AS key_id, c.5 AS signature, c.6 AS version, c.7 AS root
     FROM (SELECT tenant, argMax(tuple(seq, hash, time_ms, key_id, signature, version, root), seq) AS c
           FROM ${ch.db}.audit_checkpoints GROUP BY tenant)`,
  );
  return new Map(rows.map((r) => [r.tenant, fromCheckpointRow(r)]));
}

/** Every checkpoint (of one tenant, or all), ordered by (tenant, seq). Checkpoints are few: one per N entries. */
export async function readAuditCheckpoints(ch: ClickHouse, tenant?: string): Promise<AuditCheckpoint[]> {
  const rows = await select<AuditCheckpointRow>(
    ch,
    `SELECT ${CHECKPOINT_COLUMNS} FROM ${ch.db}.audit_checkpoints
     WHERE {all:UInt8} = 1 OR tenant = {tenant:String} ORDER BY tenant, seq`,
    { all: tenant === undefined ? 1 : 0, tenant: tenant ?? '' },
  );
  return rows.map(fromCheckpointRow);
}

export async function readAuditTenants(ch: ClickHouse): Promise<string[]> {
  const rows = await select<{ tenant: string }>(
    ch,
    `SELECT tenant FROM (SELECT DISTINCT tenant FROM ${ch.db}.audit_log UNION DISTINCT SELECT DISTINCT tenant FROM ${ch.db}.audit_checkpoints) ORDER BY tenant`,
  );
  return rows.map((r) => r.tenant);
}

/**
 * Every entry of a tenant in seq order, in pages of a seq range (so that two rows with the same seq,
 * which only a fork or a tampered store has, are both returned; keyset paging on seq would skip one).
 * Memory is bounded by one page.
 */
export async function* iterateAuditEntries(ch: ClickHouse, tenant: string, pageSeqs = 10_000): AsyncGenerator<AuditEntry[]> {
  let lo = 0;
  for (;;) {
    const hi = lo + pageSeqs;
    const rows = await select<AuditEntryRow>(
      ch,
      `SELECT ${ENTRY_COLUMNS} FROM ${ch.db}.audit_log
       WHERE tenant = {tenant:String} AND seq >= {lo:UInt64} AND seq < {hi:UInt64} ORDER BY seq`,
      { tenant, lo, hi },
    );
    if (rows.length > 0) {
      yield rows.map(fromEntryRow);
      lo = hi;
      continue;
    }
    // An empty range: jump over the gap to the next stored seq, if any.
    const next = await select<{ next_seq: string }>(
      ch,
      `SELECT min(seq) AS next_seq FROM ${ch.db}.audit_log WHERE tenant = {tenant:String} AND seq >= {hi:UInt64} HAVING count() > 0`,
      { tenant, hi },
    );
    if (next.length === 0) return;
    lo = Number(next[0]!.next_seq);
  }
}

export interface AuditListQuery {
  tenant: string;
  fromMs: number;
  toMs: number;
  limit: number;
  traceId?: string;
  subjectRef?: string;
  actorTokenId?: string;
  action?: string;
  /** Only entries with seq below it (the previous page's last seq). */
  beforeSeq?: number;
}

/** Newest first; one row more than `limit`, so the caller knows whether a next page exists. */
export async function listAuditEntries(ch: ClickHouse, q: AuditListQuery): Promise<AuditEntry[]> {
  const where = ['tenant = {tenant:String}', 'time_ms >= {fromMs:Int64}', 'time_ms <= {toMs:Int64}'];
  const params: Record<string, unknown> = { tenant: q.tenant, fromMs: q.fromMs, toMs: q.toMs, limit: q.limit + 1 };
  if (q.traceId !== undefined) {
    where.push('trace_id = {traceId:String}');
    params.traceId = q.traceId;
  }
  if (q.subjectRef !== undefined) {
    where.push('subject_ref = {subjectRef:String}');
    params.subjectRef = q.subjectRef;
  }
  if (q.actorTokenId !== undefined) {
    where.push('actor_token_id = {actor:String}');
    params.actor = q.actorTokenId;
  }
  if (q.action !== undefined) {
    where.push('action = {action:String}');
    params.action = q.action;
  }
  if (q.beforeSeq !== undefined) {
    where.push('seq < {beforeSeq:UInt64}');
    params.beforeSeq = q.beforeSeq;
  }
  const rows = await select<AuditEntryRow>(
    ch,
    `SELECT ${ENTRY_COLUMNS} FROM ${ch.db}.audit_log WHERE ${where.join(' AND ')} ORDER BY seq DESC LIMIT {limit:UInt32}`,
    params,
  );
  return rows.map(fromEntryRow);
}
