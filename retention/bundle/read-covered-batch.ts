/**
 * Reads of one batch of covered traces for the bundle: trace index summaries, kept spans and `replays` rows
 * (when that table exists). Tenant-scoped and keyed by trace id (the sorting key's prefix); spans are read a
 * few traces at a time so one batch never holds a huge trace set in memory.
 */
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { StoredSpan, TraceSummary } from '../../platform/store/create-store.ts';
import { fromSpanRow, SPANS_TABLE } from '../../platform/store/tables/spans.ts';
import { fromTraceSummaryRow, TRACE_INDEX_TABLE, TRACE_SUMMARY_SELECT } from '../../platform/store/tables/trace-index.ts';

const SPAN_TRACES_PER_QUERY = 100;

async function select<T>(ch: ClickHouse, query: string, params: Record<string, unknown>): Promise<T[]> {
  const rs = await ch.client.query({ query, query_params: params, format: 'JSONEachRow' });
  return rs.json<T>();
}

export async function readTraceSummaries(ch: ClickHouse, tenant: string, traceIds: readonly string[]): Promise<TraceSummary[]> {
  const rows = await select<unknown>(
    ch,
    `SELECT ${TRACE_SUMMARY_SELECT} FROM ${ch.db}.${TRACE_INDEX_TABLE}
     WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}
     GROUP BY tenant, trace_id ORDER BY trace_id`,
    { tenant, traceIds: [...traceIds] },
  );
  return rows.map(fromTraceSummaryRow);
}

/** Kept spans of the traces, by trace then start time, handed to `each` a few traces at a time. */
export async function forEachSpanPage(ch: ClickHouse, tenant: string, traceIds: readonly string[], each: (spans: StoredSpan[]) => Promise<void>): Promise<void> {
  for (let i = 0; i < traceIds.length; i += SPAN_TRACES_PER_QUERY) {
    const rows = await select<unknown>(
      ch,
      `SELECT * EXCEPT (ingested_at) FROM ${ch.db}.${SPANS_TABLE} FINAL
       WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)}
       ORDER BY trace_id, start_time_unix_nano, span_id`,
      { tenant, traceIds: traceIds.slice(i, i + SPAN_TRACES_PER_QUERY) },
    );
    if (rows.length > 0) await each(rows.map(fromSpanRow));
  }
}

/** Whether table `replays` (issue 11) exists in this database. */
export async function hasReplaysTable(ch: ClickHouse): Promise<boolean> {
  const rows = await select<{ n: string | number }>(
    ch,
    `SELECT count() AS n FROM system.tables WHERE database = {db:String} AND name = 'replays'`,
    { db: ch.db },
  );
  return Number(rows[0]?.n ?? 0) > 0;
}

/** `replays` rows of the traces, as stored (the table's own columns; it is keyed by tenant and trace_id). */
export async function readReplays(ch: ClickHouse, tenant: string, traceIds: readonly string[]): Promise<Record<string, unknown>[]> {
  return select<Record<string, unknown>>(
    ch,
    `SELECT * FROM ${ch.db}.replays WHERE tenant = {tenant:String} AND trace_id IN {traceIds:Array(String)} ORDER BY trace_id`,
    { tenant, traceIds: [...traceIds] },
  );
}
