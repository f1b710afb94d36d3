/**
 * The retention state tables (migration 0008): policies, holds, deletion requests, deletion marks,
 * retention events (tombstones) and export jobs. Append-only and versioned: `put*` inserts a whole new
 * version; reads return the highest version of each object. Rows are validated when read (a row that does
 * not match its schema is an error naming the table, never the value).
 *
 * Writers: the retention worker for transitions; the API for version 1 of a request (a hold placed, a
 * deletion received, a policy set). Readers: anyone in the process. Every method is tenant-scoped except
 * the worker's `*AllTenants` scans.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import {
  DeletionRequestSchema,
  HoldSchema,
  RetentionEventSchema,
  RetentionPolicySchema,
  type DeletionRequest,
  type DeletionState,
  type Hold,
  type RetentionEvent,
  type RetentionKind,
  type RetentionPolicy,
} from '../../schemas/retention.ts';
import { TraceholdError } from '../../platform/errors/tracehold-error.ts';

/** Phase one / two of a two-phase deletion (`deletion_marks`). */
export interface DeletionMark {
  tenant: string;
  markId: string;
  /** 'del_…', 'policy:v<n>:<kind>', 'quota:<kind>' — what asked for it. */
  cause: string;
  phase: 'marked' | 'done';
  traceIds: string[];
  kinds: RetentionKind[];
  atMs: number;
}

export interface RetentionState {
  putPolicy(p: RetentionPolicy): Promise<void>;
  /** The tenant's newest policy, or null when it never set one. */
  currentPolicy(tenant: string): Promise<RetentionPolicy | null>;
  /** Newest policy of every tenant that has one. */
  currentPoliciesAllTenants(): Promise<RetentionPolicy[]>;
  policyHistory(tenant: string): Promise<RetentionPolicy[]>;

  putHold(h: Hold): Promise<void>;
  getHold(tenant: string, holdId: string): Promise<Hold | null>;
  /** Newest version of each hold of the tenant, newest first; optionally only in one state. */
  listHolds(tenant: string, state?: Hold['state']): Promise<Hold[]>;
  /** Every version of one hold, oldest first (its history). */
  holdHistory(tenant: string, holdId: string): Promise<Hold[]>;
  /** Active holds of every tenant (the worker and the tail sampler's forward holds). */
  activeHoldsAllTenants(): Promise<Hold[]>;

  putDeletion(d: DeletionRequest): Promise<void>;
  getDeletion(tenant: string, requestId: string): Promise<DeletionRequest | null>;
  listDeletions(tenant: string, state?: DeletionState): Promise<DeletionRequest[]>;
  deletionHistory(tenant: string, requestId: string): Promise<DeletionRequest[]>;
  /** Requests of every tenant whose current state is one of `states`. */
  deletionsInStatesAllTenants(states: readonly DeletionState[]): Promise<DeletionRequest[]>;

  insertMark(m: DeletionMark): Promise<void>;
  /** Marks with phase 'marked' and no 'done' row: deletions interrupted between their phases. */
  unfinishedMarks(): Promise<DeletionMark[]>;

  insertEvents(events: RetentionEvent[]): Promise<void>;
  /** Events of the given traces, oldest first. */
  eventsForTraces(tenant: string, traceIds: readonly string[]): Promise<RetentionEvent[]>;
  /** Which of `traceIds` were erased (an 'erased' event exists): ingest keeps them erased. */
  erasedAmong(tenant: string, traceIds: readonly string[]): Promise<Set<string>>;
  /** `erasedAmong` with the erasing request (the cause, 'del_…') of each erased trace (the earliest). */
  erasuresAmong(tenant: string, traceIds: readonly string[]): Promise<Map<string, string>>;
}

/** Trace ids per query at most from a ClickHouse server (≈ 12 KB of URL: parameters travel in it). */
const ID_CHUNK = 300;
/**
 * The same with the embedded engine, whose parameters are bound in process (no URL). chdb-node runs the process's
 * parameterized queries one at a time, so each query of a chunked lookup waited behind the query API's lookups: at
 * 9,000 spans/s ingest's erasure check (a write batch of 1,226 traces, 5 queries, twice a cycle) took 1–3.5 s of
 * its 1–8 s cycles. One query per write batch instead.
 */
const EMBEDDED_ID_CHUNK = 10_000;

export class RetentionStateError extends TraceholdError<'TH_ERR_RETENTION_STATE_BAD_ROW'> {
  constructor(message: string) {
    super('TH_ERR_RETENTION_STATE_BAD_ROW', message);
    this.name = 'RetentionStateError';
  }
}

export function createRetentionState(ch: ClickHouse): RetentionState {
  const db = ch.db;
  const idChunk = ch.mode === 'embedded' ? EMBEDDED_ID_CHUNK : ID_CHUNK;

  async function select<T>(query: string, params: Record<string, unknown> = {}): Promise<T[]> {
    const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
    return rs.json<T>();
  }

  async function insert(table: string, values: Record<string, unknown>[]): Promise<void> {
    if (values.length === 0) return;
    await ch.client.insert({ table: `${db}.${table}`, values, format: 'JSONEachRow' });
  }

  function parseBody<T>(table: string, schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, json: string): T {
    let value: unknown;
    try {
      value = JSON.parse(json);
    } catch {
      throw new RetentionStateError(`a ${table} row is not JSON`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) throw new RetentionStateError(`a ${table} row does not match its schema`);
    return parsed.data;
  }

  const policyOf = (r: { body_json: string }) => parseBody('retention_policies', RetentionPolicySchema, r.body_json);
  const holdOf = (r: { body_json: string }) => parseBody('holds', HoldSchema, r.body_json);
  const deletionOf = (r: { body_json: string }) => parseBody('deletion_requests', DeletionRequestSchema, r.body_json);

  /**
   * The reads every versioned object table shares (holds, deletion requests): one object's newest version,
   * its history, and the tenant's objects (newest version each) optionally in one state, newest first.
   */
  function versionedRows<T>(table: string, idColumn: string, parse: (r: { body_json: string }) => T) {
    return {
      async current(tenant: string, id: string): Promise<T | null> {
        const rows = await select<{ body_json: string }>(
          `SELECT body_json FROM ${db}.${table} WHERE tenant = {tenant:String} AND ${idColumn} = {id:String} ORDER BY version DESC LIMIT 1`,
          { tenant, id },
        );
        return rows[0] ? parse(rows[0]) : null;
      },
      async history(tenant: string, id: string): Promise<T[]> {
        const rows = await select<{ body_json: string }>(
          `SELECT body_json FROM ${db}.${table} WHERE tenant = {tenant:String} AND ${idColumn} = {id:String} ORDER BY version`,
          { tenant, id },
        );
        return rows.map(parse);
      },
      async list(tenant: string, state: string | undefined): Promise<T[]> {
        const rows = await select<{ body_json: string }>(
          `SELECT body_json FROM (
             SELECT ${idColumn}, argMax(body_json, version) AS body_json, argMax(state, version) AS current_state, min(updated_at_ms) AS created
             FROM ${db}.${table} WHERE tenant = {tenant:String} GROUP BY ${idColumn})
           WHERE {state:String} = '' OR current_state = {state:String}
           ORDER BY created DESC, ${idColumn}`,
          { tenant, state: state ?? '' },
        );
        return rows.map(parse);
      },
    };
  }
  const holdRows = versionedRows('holds', 'hold_id', holdOf);
  const deletionRows = versionedRows('deletion_requests', 'request_id', deletionOf);

  async function erasuresAmong(tenant: string, traceIds: readonly string[]): Promise<Map<string, string>> {
    const out = new Map<string, string>();
    // Chunked: query parameters travel in the URL, and a server bounds its length (ClickHouse:
    // http_max_uri_size, 1 MiB); ingest asks for a whole write batch (up to maxBatchRows traces) at once.
    for (let i = 0; i < traceIds.length; i += idChunk) {
      const rows = await select<{ trace_id: string; cause: string }>(
        `SELECT trace_id, argMin(cause, at_ms) AS cause FROM ${db}.retention_events
         WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} AND action = 'erased'
         GROUP BY trace_id`,
        { tenant, traceIds: traceIds.slice(i, i + idChunk) },
      );
      for (const r of rows) out.set(r.trace_id, r.cause);
    }
    return out;
  }

  return {
    async putPolicy(p) {
      await insert('retention_policies', [{ tenant: p.tenant, version: p.version, body_json: JSON.stringify(p), updated_at_ms: p.updatedAtMs }]);
    },
    async currentPolicy(tenant) {
      const rows = await select<{ body_json: string }>(
        `SELECT body_json FROM ${db}.retention_policies WHERE tenant = {tenant:String} ORDER BY version DESC LIMIT 1`,
        { tenant },
      );
      return rows[0] ? policyOf(rows[0]) : null;
    },
    async currentPoliciesAllTenants() {
      const rows = await select<{ body_json: string }>(
        `SELECT argMax(body_json, version) AS body_json FROM ${db}.retention_policies GROUP BY tenant`,
      );
      return rows.map(policyOf);
    },
    async policyHistory(tenant) {
      const rows = await select<{ body_json: string }>(
        `SELECT body_json FROM ${db}.retention_policies WHERE tenant = {tenant:String} ORDER BY version`,
        { tenant },
      );
      return rows.map(policyOf);
    },

    async putHold(h) {
      await insert('holds', [
        { tenant: h.tenant, hold_id: h.holdId, version: h.version, state: h.state, scope_kind: h.scope.kind, body_json: JSON.stringify(h), updated_at_ms: h.updatedAtMs },
      ]);
    },
    getHold: (tenant, holdId) => holdRows.current(tenant, holdId),
    listHolds: (tenant, state) => holdRows.list(tenant, state),
    holdHistory: (tenant, holdId) => holdRows.history(tenant, holdId),
    async activeHoldsAllTenants() {
      const rows = await select<{ body_json: string }>(
        `SELECT body_json FROM (
           SELECT tenant, hold_id, argMax(body_json, version) AS body_json, argMax(state, version) AS current_state
           FROM ${db}.holds GROUP BY tenant, hold_id)
         WHERE current_state = 'active'`,
      );
      return rows.map(holdOf);
    },

    async putDeletion(d) {
      await insert('deletion_requests', [
        { tenant: d.tenant, request_id: d.requestId, version: d.version, state: d.state, body_json: JSON.stringify(d), updated_at_ms: d.updatedAtMs },
      ]);
    },
    getDeletion: (tenant, requestId) => deletionRows.current(tenant, requestId),
    listDeletions: (tenant, state) => deletionRows.list(tenant, state),
    deletionHistory: (tenant, requestId) => deletionRows.history(tenant, requestId),
    async deletionsInStatesAllTenants(states) {
      const rows = await select<{ body_json: string }>(
        `SELECT body_json FROM (
           SELECT tenant, request_id, argMax(body_json, version) AS body_json, argMax(state, version) AS current_state, min(updated_at_ms) AS created
           FROM ${db}.deletion_requests GROUP BY tenant, request_id)
         WHERE has({states:Array(String)}, current_state)
         ORDER BY created, request_id`,
        { states: [...states] },
      );
      return rows.map(deletionOf);
    },

    async insertMark(m) {
      await insert('deletion_marks', [
        { tenant: m.tenant, mark_id: m.markId, cause: m.cause, phase: m.phase, trace_ids: m.traceIds, kinds: m.kinds, at_ms: m.atMs },
      ]);
    },
    async unfinishedMarks() {
      const rows = await select<{ tenant: string; mark_id: string; cause: string; trace_ids: string[]; kinds: string[]; at_ms: string }>(
        `SELECT tenant, mark_id, any(cause) AS cause, anyIf(trace_ids, phase = 'marked') AS trace_ids, anyIf(kinds, phase = 'marked') AS kinds,
                min(at_ms) AS at_ms
         FROM ${db}.deletion_marks GROUP BY tenant, mark_id
         HAVING countIf(phase = 'done') = 0
         ORDER BY at_ms`,
      );
      return rows.map((r) => ({
        tenant: r.tenant,
        markId: r.mark_id,
        cause: r.cause,
        phase: 'marked' as const,
        traceIds: r.trace_ids,
        kinds: r.kinds as RetentionKind[],
        atMs: Number(r.at_ms),
      }));
    },

    async insertEvents(events) {
      await insert(
        'retention_events',
        events.map((e) => ({
          tenant: e.tenant,
          trace_id: e.traceId,
          action: e.action,
          kinds: e.kinds,
          cause: e.cause,
          hold_ids: e.holdIds,
          at_ms: e.atMs,
          counts_json: JSON.stringify(e.counts),
        })),
      );
    },
    async eventsForTraces(tenant, traceIds) {
      if (traceIds.length === 0) return [];
      const rows = await select<{ tenant: string; trace_id: string; action: string; kinds: string[]; cause: string; hold_ids: string[]; at_ms: string; counts_json: string }>(
        `SELECT tenant, trace_id, action, kinds, cause, hold_ids, at_ms, counts_json FROM ${db}.retention_events
         WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} ORDER BY at_ms, trace_id`,
        { tenant, traceIds: [...traceIds] },
      );
      return rows.map((r) => {
        const parsed = RetentionEventSchema.safeParse({
          tenant: r.tenant,
          traceId: r.trace_id,
          action: r.action,
          kinds: r.kinds,
          cause: r.cause,
          holdIds: r.hold_ids,
          atMs: Number(r.at_ms),
          counts: JSON.parse(r.counts_json) as unknown,
        });
        if (!parsed.success) throw new RetentionStateError('a retention_events row does not match its schema');
        return parsed.data;
      });
    },
    async erasedAmong(tenant, traceIds) {
      return new Set((await erasuresAmong(tenant, traceIds)).keys());
    },
    erasuresAmong,
  };
}
