/**
 * The ledger searched without a trace id (GET /v1/llm-calls): time-bounded, tenant-scoped, newest first,
 * paged by keyset. Every query bounds `start_time` first — the table is partitioned by its month and has a
 * minmax index on it (migration 0006) — then the bloom-filtered ids (response id, subject, session,
 * conversation) narrow the granules read.
 *
 * Two steps, because `llm_calls` is a ReplacingMergeTree whose rows ingest rewrites (a subject or content
 * learned later, a call first known from its content events): FINAL over a whole window costs ~10x a plain
 * read. (1) The page's candidates, read without FINAL and only their keys: every stored version that
 * matches, in page order. (2) Those keys' newest versions, read with FINAL by primary key; a candidate is
 * kept only when its newest version still matches the filters at the same position. A call is therefore
 * returned once, on the page whose range holds its newest version, and a stale version never shows.
 */

import type { LedgerRecord } from '../../../schemas/ledger.ts';
import { fromLedgerRow } from '../tables/llm-calls.ts';

/** What a ledger search filters on. Every field but the window and the limit is optional (AND-ed). */
export interface LlmCallSearch {
  /** Window on the call's start time, both ends inclusive, in milliseconds since the epoch. */
  fromMs: number;
  toMs: number;
  responseId?: string;
  /** The end user's keyed pseudonym (`psn_…`): a raw end-user id is pseudonymized by the caller first. */
  subjectRef?: string;
  sessionId?: string;
  conversationId?: string;
  service?: string;
  /** Matches the answering (response) model or the requested one. */
  model?: string;
  provider?: string;
  /** 'error': span status ERROR or an error type recorded; 'ok': neither. */
  status?: 'ok' | 'error';
  /** One finish reason in the ledger's vocabulary (normalized like the collector does). */
  finishReason?: string;
  /** Keyset: only calls strictly after this one in the order (start time, trace id, span id) descending. */
  after?: { startNs: string; traceId: string; spanId: string };
  limit: number;
}

/** A call's place in the search order: start time (decimal nanoseconds), trace id, span id; all descending. */
export interface LlmCallPosition {
  startNs: string;
  traceId: string;
  spanId: string;
}

/** Parameterized SQL (`{name:Type}` placeholders; nothing from the caller is spliced in). */
export interface SearchSql {
  query: string;
  params: Record<string, unknown>;
}

/** The WHERE conditions of a search (window, filters, keyset) and their parameters. */
function searchConditions(tenant: string, f: LlmCallSearch): { where: string[]; params: Record<string, unknown> } {
  const { fromNs, toNs } = windowNs(f.fromMs, f.toMs);
  const params: Record<string, unknown> = { tenant, fromNs, toNs };
  const where = [
    'tenant = {tenant:String}',
    // start_time first: partition pruning (toYYYYMM(start_time)) and the minmax index both read it.
    "start_time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')",
  ];
  const eq = (column: string, name: string, value: string | undefined) => {
    if (value === undefined) return;
    where.push(`${column} = {${name}:String}`);
    params[name] = value;
  };
  eq('response_id', 'responseId', f.responseId);
  eq('subject_ref', 'subjectRef', f.subjectRef);
  eq('session_id', 'sessionId', f.sessionId);
  eq('conversation_id', 'conversationId', f.conversationId);
  eq('service_name', 'service', f.service);
  eq('provider', 'provider', f.provider);
  if (f.model !== undefined) {
    where.push('(response_model = {model:String} OR request_model = {model:String})');
    params.model = f.model;
  }
  if (f.status === 'error') where.push("(status_code = 2 OR error_type != '')");
  if (f.status === 'ok') where.push("(status_code != 2 AND error_type = '')");
  if (f.finishReason !== undefined) {
    where.push('has(finish_reasons, {finishReason:String})');
    params.finishReason = f.finishReason;
  }
  if (f.after !== undefined) {
    // The plain bound lets the minmax index skip what the tuple comparison alone would not.
    where.push("start_time <= fromUnixTimestamp64Nano(toInt64({afterNs:UInt64}), 'UTC')");
    where.push('(start_time_unix_nano, trace_id, span_id) < ({afterNs:UInt64}, {afterTrace:FixedString(32)}, {afterSpan:FixedString(16)})');
    params.afterNs = f.after.startNs;
    params.afterTrace = f.after.traceId;
    params.afterSpan = f.after.spanId;
  }
  return { where, params };
}

/**
 * Step 1: the positions of the first `limit` stored versions that match, in page order (no FINAL; versions
 * at the same position are one candidate). Columns: trace_id, span_id, start_time_unix_nano.
 */
export function llmCallCandidatesSql(db: string, tenant: string, f: LlmCallSearch): SearchSql {
  const { where, params } = searchConditions(tenant, f);
  const query = `SELECT trace_id, span_id, start_time_unix_nano
    FROM ${db}.llm_calls
    WHERE ${where.join('\n      AND ')}
    ORDER BY start_time_unix_nano DESC, trace_id DESC, span_id DESC
    LIMIT 1 BY trace_id, span_id, start_time_unix_nano
    LIMIT {limit:UInt32}`;
  return { query, params: { ...params, limit: f.limit } };
}

/**
 * Step 2: the newest version of each candidate call (FINAL, by primary key), only where it still matches the
 * filters; the keyset bound is left out (the caller checks each row's position against its candidate).
 */
export function llmCallRowsSql(db: string, tenant: string, f: LlmCallSearch, keys: Array<{ traceId: string; spanId: string }>): SearchSql {
  const { where, params } = searchConditions(tenant, { ...f, after: undefined });
  // PREWHERE on the sorting key is exact under FINAL (every version of a row has the same key) and lets the
  // other columns be read for the candidates' rows only: ~3x faster than the same test in WHERE.
  const query = `SELECT * EXCEPT (ingested_at)
    FROM ${db}.llm_calls FINAL
    PREWHERE trace_id IN {traceIds:Array(FixedString(32))} AND concat(trace_id, span_id) IN {keys:Array(String)}
    WHERE ${where.join('\n      AND ')}`;
  return { query, params: { ...params, traceIds: [...new Set(keys.map((k) => k.traceId))], keys: keys.map((k) => k.traceId + k.spanId) } };
}

/** One page of a ledger search: the calls (newest versions), and where the next page starts. */
export interface LlmCallPage {
  calls: LedgerRecord[];
  /** The position after which the next page starts; null when this page is the last. */
  next: LlmCallPosition | null;
}

/** Runs a query of this module for the tenant store (which binds `{tenant}`) and returns its JSON rows. */
export type RunSearchSql = (sql: SearchSql) => Promise<unknown[]>;

/** Runs both steps of a ledger search; `f.limit` is the page size. */
export async function runLlmCallSearch(run: RunSearchSql, db: string, tenant: string, f: LlmCallSearch): Promise<LlmCallPage> {
  const found = (await run(llmCallCandidatesSql(db, tenant, { ...f, limit: f.limit + 1 }))) as Array<{ trace_id: string; span_id: string; start_time_unix_nano: string | number }>;
  const candidates = found.slice(0, f.limit).map((c) => ({ startNs: String(c.start_time_unix_nano), traceId: c.trace_id, spanId: c.span_id }));
  const next = found.length > f.limit ? (candidates.at(-1) ?? null) : null;
  if (candidates.length === 0) return { calls: [], next };
  const newest = (await run(llmCallRowsSql(db, tenant, f, candidates))).map(fromLedgerRow);
  const byPosition = new Map(newest.map((r) => [`${r.startTimeUnixNano}/${r.traceId}/${r.spanId}`, r]));
  // In candidate order; a candidate whose newest version moved or no longer matches is not this page's.
  const calls = candidates.flatMap((c) => {
    const call = byPosition.get(`${c.startNs}/${c.traceId}/${c.spanId}`);
    return call ? [call] : [];
  });
  return { calls, next };
}

/** A millisecond window as inclusive nanosecond bounds (decimal strings: beyond 2^53). */
export function windowNs(fromMs: number, toMs: number): { fromNs: string; toNs: string } {
  return { fromNs: (BigInt(fromMs) * 1_000_000n).toString(), toNs: (BigInt(toMs) * 1_000_000n + 999_999n).toString() };
}
