import type { ClickHouse } from '../clickhouse/create-clickhouse.ts';
import type { ContentObjectMeta, ContentObjectPart } from '../../schemas/content-object.ts';
import type { EvidenceItem } from '../../schemas/evidence.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { StoreError } from './store-error.ts';
import { selectCostGroups, type CostGroup, type CostQuery } from './select-cost-groups.ts';
import { CONTENT_OBJECTS_TABLE, fromContentObjectRow } from './tables/content-objects.ts';
import { LLM_CALLS_TABLE, fromLedgerRow } from './tables/llm-calls.ts';
import { LLM_EVIDENCE_TABLE, fromEvidenceRow } from './tables/llm-evidence.ts';
import { LOGS_TABLE, fromLogRow, type StoredLog } from './tables/logs.ts';
import { SPANS_TABLE, fromSpanRow, type StoredSpan } from './tables/spans.ts';
import { TRACE_INDEX_TABLE, TRACE_SUMMARY_SELECT, fromTraceSummaryRow, type TraceSummary } from './tables/trace-index.ts';
import { runLlmCallSearch, type LlmCallPage, type LlmCallSearch } from './search/llm-call-search.ts';
import { runTraceSearch, type TracePage, type TraceSearch } from './search/trace-search.ts';

/**
 * Bounds of a read in nanoseconds since the epoch (decimal strings, inclusive): a trace's extent from its
 * summary. Tables are partitioned by month, so a window of whole nanoseconds is enough for pruning.
 */
export interface TimeWindowNs {
  fromNs: string;
  toNs: string;
}

/** The ledger filter of GET /v1/llm-calls: a time window (required), optional equality filters, a limit. */
export type LlmCallFilter = LlmCallSearch;

/** One use of a content object: the call (span) of a trace that references it, and as which part. */
export interface ContentUse {
  traceId: string;
  spanId: string;
  part: ContentObjectPart;
}

/**
 * Every read of the stored tables, scoped to ONE tenant by construction: the tenant is fixed when the
 * TenantStore is made (`store.forTenant(t)`) and bound as a query parameter of every query; no method takes
 * a tenant. Queries are parameterized, keyed by the tables' sorting keys and bounded (by a time window where
 * the caller knows one, and always by a row limit). Results are domain objects (validated by the tables'
 * row schemas), never raw rows. Throws what the ClickHouse client throws; StoreError TH_ERR_STORE_BAD_ROW
 * when a row does not match its schema. Cheap to create (no state beyond the tenant); safe to share.
 */
export interface TenantStore {
  readonly tenant: string;
  /** The trace index's summary of a trace (kept or dropped), or null when no decision was written yet. */
  findTraceSummary(traceId: string): Promise<TraceSummary | null>;
  /** The stored (kept) spans of a trace in the window, by start time then span id; at most `maxSpans`. */
  listTraceSpans(traceId: string, window: TimeWindowNs, maxSpans: number): Promise<StoredSpan[]>;
  /**
   * The LLM calls of a trace by start time then span id (at most 10,000). `window` null = the trace is still
   * pending (no summary yet, so no window): the primary key (tenant, trace_id, …) keeps it a point lookup.
   */
  listTraceLlmCalls(traceId: string, window: TimeWindowNs | null): Promise<LedgerRecord[]>;
  /**
   * The log records of a kept trace in time order; at most `maxLogs`. A record may be stamped slightly
   * outside the spans' extent, so the window is widened by a minute on each side.
   */
  listTraceLogs(traceId: string, window: TimeWindowNs, maxLogs: number): Promise<StoredLog[]>;
  /**
   * The evidence items of a trace (kept or dropped), by start time, kind and item id (at most 10,000);
   * `window` null = not bounded by time (a pending trace).
   */
  listTraceEvidence(traceId: string, window: TimeWindowNs | null): Promise<EvidenceItem[]>;
  /** The ledger in a time window, newest first, then by trace and span id (descending); one page of searchLlmCalls. */
  listLlmCalls(filter: LlmCallFilter): Promise<LedgerRecord[]>;
  /**
   * The ledger's cost summed by model, service, route or day in a time window (GET /v1/costs): every row
   * (attempt) counts, unknown costs are counted apart, never summed as 0. At most MAX_COST_GROUPS groups.
   */
  costs(query: CostQuery): Promise<CostGroup[]>;
  /**
   * The ledger searched without a trace id (GET /v1/llm-calls): the calls that started in the window and
   * match every filter, newest first by (start, trace id, span id), at most `limit`, after `after` when given;
   * each call once, as its newest stored version. `next` is where the next page starts (null: last page).
   */
  searchLlmCalls(search: LlmCallSearch): Promise<LlmCallPage>;
  /**
   * The trace index searched without a trace id (GET /v1/traces): decided traces whose start is in the window
   * and that match every filter, newest first by (start, trace id), at most `limit`, after `after` when given.
   */
  searchTraces(search: TraceSearch): Promise<TracePage>;
  /**
   * Ledger rows of a trace for ingest to rewrite (a subject or content learned after they were written):
   * all of them, or those of `spanIds`, or those without a subject; at most 10,000, in no particular order.
   */
  listTraceLlmCallsWhere(traceId: string, filter: { spanIds?: string[]; withoutSubject?: boolean }): Promise<LedgerRecord[]>;
  /** Content objects of a trace still scoped to it (waiting for the trace's end user); at most 10,000. */
  listPendingTraceContent(traceId: string): Promise<ContentObjectMeta[]>;
  /**
   * The uses of a content object within ONE trace (and one span of it when `spanId` is given); at most 100.
   * Empty when that trace does not use the object, whether or not other traces do: identical content is
   * stored once per tenant or end user, so one ref has many traces, and this lookup never says which others.
   * Not time-bounded on purpose: (tenant, ref, trace_id[, span_id]) is a prefix of the table's sorting key,
   * so this reads a few granules whatever the table's age; a content read does not know when the call was.
   */
  findContentUsesInTrace(ref: string, traceId: string, spanId?: string): Promise<ContentUse[]>;
  /** Newest version of every ledger row of the given traces (retention: rewrite or delete them); ≤ 1,000 traces per call. */
  listLlmCallsOfTraces(traceIds: readonly string[]): Promise<LedgerRecord[]>;
  /** Every content object (metadata) the given traces use; ≤ 1,000 traces per call. */
  listContentObjectsOfTraces(traceIds: readonly string[]): Promise<ContentObjectMeta[]>;
  /** Of `refs`, the ones some trace NOT in `traceIds` also uses (identical content is stored once: keep those objects). */
  findRefsUsedOutside(refs: readonly string[], traceIds: readonly string[]): Promise<Set<string>>;
}

const MAX_ROWS = 10_000;
const LOG_MARGIN_NS = 60_000_000_000n;

// Partition pruning: the tables are partitioned by month of a DateTime64 column derived from the nanoseconds.
const nsBetween = (column: string) =>
  `${column} BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')`;

export function createTenantStore(deps: { clickhouse: ClickHouse }, tenant: string): TenantStore {
  if (typeof tenant !== 'string' || tenant === '') throw new StoreError('TH_ERR_STORE_BAD_TENANT', 'a tenant store needs a tenant');
  const { client, db } = deps.clickhouse;

  async function select<T>(query: string, params: Record<string, unknown>, fromRow: (row: unknown) => T): Promise<T[]> {
    const rs = await client.query({ query, query_params: { ...params, tenant }, format: 'JSONEachRow' });
    return (await rs.json<unknown>()).map(fromRow);
  }

  // The search modules build their SQL with {tenant:String}; the tenant bound here is this store's.
  async function runSearch(sql: { query: string; params: Record<string, unknown> }): Promise<unknown[]> {
    const rs = await client.query({ query: sql.query, query_params: { ...sql.params, tenant }, format: 'JSONEachRow' });
    return rs.json<unknown>();
  }

  return {
    tenant,

    async findTraceSummary(traceId) {
      const rows = await select(
        `SELECT ${TRACE_SUMMARY_SELECT}
         FROM ${db}.${TRACE_INDEX_TABLE}
         WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
         GROUP BY tenant, trace_id`,
        { traceId },
        fromTraceSummaryRow,
      );
      return rows[0] ?? null;
    },

    listTraceSpans(traceId, window, maxSpans) {
      return select(
        `SELECT * EXCEPT (ingested_at)
         FROM ${db}.${SPANS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
           AND start_time_unix_nano BETWEEN {fromNs:UInt64} AND {toNs:UInt64}
           AND ${nsBetween('start_time')}
         ORDER BY start_time_unix_nano, span_id
         LIMIT {maxSpans:UInt32}`,
        { traceId, fromNs: window.fromNs, toNs: window.toNs, maxSpans },
        fromSpanRow,
      );
    },

    listTraceLlmCalls(traceId, window) {
      return select(
        `SELECT * EXCEPT (ingested_at)
         FROM ${db}.${LLM_CALLS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
           ${window ? `AND ${nsBetween('start_time')}` : ''}
         ORDER BY start_time_unix_nano, span_id
         LIMIT ${MAX_ROWS}`,
        window ? { traceId, fromNs: window.fromNs, toNs: window.toNs } : { traceId },
        fromLedgerRow,
      );
    },

    listTraceLogs(traceId, window, maxLogs) {
      const fromNs = BigInt(window.fromNs) > LOG_MARGIN_NS ? (BigInt(window.fromNs) - LOG_MARGIN_NS).toString() : '0';
      const toNs = (BigInt(window.toNs) + LOG_MARGIN_NS).toString();
      return select(
        `SELECT * EXCEPT (ingested_at)
         FROM ${db}.${LOGS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id = {traceId:String}
           AND ${nsBetween('time')}
         ORDER BY time_unix_nano, record_id
         LIMIT {maxLogs:UInt32}`,
        { traceId, fromNs, toNs, maxLogs },
        fromLogRow,
      );
    },

    listTraceEvidence(traceId, window) {
      return select(
        `SELECT * EXCEPT (ingested_at)
         FROM ${db}.${LLM_EVIDENCE_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
           ${window ? `AND ${nsBetween('time')}` : ''}
         ORDER BY start_time_unix_nano, kind, item_id
         LIMIT ${MAX_ROWS}`,
        window ? { traceId, fromNs: window.fromNs, toNs: window.toNs } : { traceId },
        fromEvidenceRow,
      );
    },

    async listLlmCalls(f) {
      return (await runLlmCallSearch(runSearch, db, tenant, f)).calls;
    },

    searchLlmCalls(search) {
      return runLlmCallSearch(runSearch, db, tenant, search);
    },

    searchTraces(search) {
      return runTraceSearch(runSearch, db, tenant, search);
    },

    costs(query) {
      return selectCostGroups(deps.clickhouse, tenant, query);
    },

    listTraceLlmCallsWhere(traceId, filter) {
      const conditions = ['tenant = {tenant:String}', 'trace_id = {traceId:FixedString(32)}'];
      if (filter.spanIds !== undefined) conditions.push('span_id IN {spanIds:Array(FixedString(16))}');
      if (filter.withoutSubject) conditions.push("subject_ref = ''");
      return select(
        `SELECT * EXCEPT (ingested_at) FROM ${db}.${LLM_CALLS_TABLE} FINAL WHERE ${conditions.join(' AND ')} LIMIT ${MAX_ROWS}`,
        { traceId, spanIds: filter.spanIds ?? [] },
        fromLedgerRow,
      );
    },

    listLlmCallsOfTraces(traceIds) {
      if (traceIds.length === 0) return Promise.resolve([]);
      return select(
        `SELECT * EXCEPT (ingested_at) FROM ${db}.${LLM_CALLS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`,
        { traceIds: [...traceIds] },
        fromLedgerRow,
      );
    },

    listContentObjectsOfTraces(traceIds) {
      if (traceIds.length === 0) return Promise.resolve([]);
      return select(
        `SELECT * EXCEPT (ingested_at) FROM ${db}.${CONTENT_OBJECTS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(FixedString(32))}`,
        { traceIds: [...traceIds] },
        fromContentObjectRow,
      );
    },

    async findRefsUsedOutside(refs, traceIds) {
      if (refs.length === 0) return new Set();
      const rows = await select(
        `SELECT DISTINCT ref FROM ${db}.${CONTENT_OBJECTS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND ref IN {refs:Array(String)} AND trace_id NOT IN {traceIds:Array(FixedString(32))}`,
        { refs: [...refs], traceIds: [...traceIds] },
        (r) => (r as { ref: string }).ref,
      );
      return new Set(rows);
    },

    listPendingTraceContent(traceId) {
      return select(
        `SELECT * EXCEPT (ingested_at) FROM ${db}.${CONTENT_OBJECTS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} AND key_scope = 'trace'
         LIMIT ${MAX_ROWS}`,
        { traceId },
        fromContentObjectRow,
      );
    },

    findContentUsesInTrace(ref, traceId, spanId) {
      const params: Record<string, string> = { ref, traceId };
      let spanFilter = '';
      if (spanId !== undefined) {
        spanFilter = 'AND span_id = {spanId:String}';
        params.spanId = spanId;
      }
      return select(
        `SELECT * EXCEPT (ingested_at) FROM ${db}.${CONTENT_OBJECTS_TABLE} FINAL
         WHERE tenant = {tenant:String} AND ref = {ref:String} AND trace_id = {traceId:String} ${spanFilter}
         ORDER BY created_at, span_id, part LIMIT 100`,
        params,
        (row) => {
          const meta = fromContentObjectRow(row);
          return { traceId: meta.traceId, spanId: meta.spanId, part: meta.part };
        },
      );
    },
  };
}
