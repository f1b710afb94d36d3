import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';

export interface TraceSummaryRow {
  trace_id: string;
  start_ns: string;
  end_ns: string;
  span_count: string;
  llm_call_count: string;
  error_span_count: string;
  services: string[];
  root_span_id: string;
  root_name: string;
  root_service: string;
  root_start_ns: string;
  root_end_ns: string;
  sample_decision: string;
  sample_policy: string;
  decided_without_root: number | string;
}

export type SpanRow = {
  span_id: string;
  parent_span_id: string;
  trace_state: string;
  flags: number;
  name: string;
  kind: number;
  start_time_unix_nano: string;
  end_time_unix_nano: string;
  service_name: string;
  status_code: number;
  status_message: string;
  attributes_json: string;
  resource_json: string;
  scope_json: string;
  events_json: string;
  links_json: string;
  dropped_attributes_count: number;
  dropped_events_count: number;
  dropped_links_count: number;
};

export type LedgerRow = Record<string, unknown> & { span_id: string; start_time_unix_nano: string };

export type LogRow = {
  span_id: string;
  time_unix_nano: string;
  severity_number: number;
  severity_text: string;
  event_name: string;
  service_name: string;
  body_json: string;
  attributes_json: string;
};

/** Bounds of a lookup: partitions are monthly, so a window of whole nanoseconds is enough for pruning. */
interface Window {
  fromNs: string;
  toNs: string;
}

/** Reads the trace index first (one row per trace), for the time window of the rest of the lookup. */
export async function findTraceSummary(ch: ClickHouse, tenant: string, traceId: string): Promise<TraceSummaryRow | null> {
  const rs = await ch.client.query({
    query: `SELECT trace_id,
                   min(start_ns) AS start_ns, max(end_ns) AS end_ns,
                   uniqExactMerge(span_ids) AS span_count,
                   uniqExactMerge(llm_span_ids) AS llm_call_count,
                   uniqExactMerge(error_span_ids) AS error_span_count,
                   groupUniqArrayArray(services) AS services,
                   max(root_span_id) AS root_span_id, max(root_name) AS root_name, max(root_service) AS root_service,
                   max(root_start_ns) AS root_start_ns, max(root_end_ns) AS root_end_ns,
                   max(sample_decision) AS sample_decision, max(sample_policy) AS sample_policy,
                   max(decided_without_root) AS decided_without_root
            FROM ${ch.db}.trace_index
            WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
            GROUP BY trace_id`,
    query_params: { tenant, traceId },
    format: 'JSONEachRow',
  });
  const rows = await rs.json<TraceSummaryRow>();
  return rows[0] ?? null;
}

function windowOf(summary: TraceSummaryRow): Window {
  return { fromNs: summary.start_ns, toNs: summary.end_ns };
}

export async function listTraceSpans(
  ch: ClickHouse,
  tenant: string,
  traceId: string,
  summary: TraceSummaryRow,
  maxSpans: number,
): Promise<SpanRow[]> {
  const w = windowOf(summary);
  const rs = await ch.client.query({
    query: `SELECT span_id, parent_span_id, trace_state, flags, name, kind, start_time_unix_nano, end_time_unix_nano,
                   service_name, status_code, status_message, attributes_json, resource_json, scope_json, events_json,
                   links_json, dropped_attributes_count, dropped_events_count, dropped_links_count
            FROM ${ch.db}.spans FINAL
            WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
              AND start_time_unix_nano BETWEEN {fromNs:UInt64} AND {toNs:UInt64}
              AND start_time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')
            ORDER BY start_time_unix_nano, span_id
            LIMIT {maxSpans:UInt32}`,
    query_params: { tenant, traceId, fromNs: w.fromNs, toNs: w.toNs, maxSpans },
    format: 'JSONEachRow',
  });
  return rs.json<SpanRow>();
}

export async function listTraceLlmCalls(
  ch: ClickHouse,
  tenant: string,
  traceId: string,
  summary: TraceSummaryRow,
): Promise<LedgerRow[]> {
  const w = windowOf(summary);
  const rs = await ch.client.query({
    query: `SELECT * EXCEPT (ingested_at)
            FROM ${ch.db}.llm_calls FINAL
            WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
              AND start_time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')
            ORDER BY start_time_unix_nano, span_id
            LIMIT 10000`,
    query_params: { tenant, traceId, fromNs: w.fromNs, toNs: w.toNs },
    format: 'JSONEachRow',
  });
  return rs.json<LedgerRow>();
}

/**
 * LLM calls of a trace whose sampling decision is still pending (no trace-index row yet). The ledger is
 * written on arrival, so a complaint about a call made seconds ago is answerable before the decision.
 * No time window is known yet; the primary key (tenant, trace_id, …) keeps this a point lookup per partition.
 */
export async function listPendingTraceLlmCalls(ch: ClickHouse, tenant: string, traceId: string): Promise<LedgerRow[]> {
  const rs = await ch.client.query({
    query: `SELECT * EXCEPT (ingested_at)
            FROM ${ch.db}.llm_calls FINAL
            WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)}
            ORDER BY start_time_unix_nano, span_id
            LIMIT 10000`,
    query_params: { tenant, traceId },
    format: 'JSONEachRow',
  });
  return rs.json<LedgerRow>();
}

/**
 * The log records of a kept trace, in time order. Log records are written when their trace is decided (kept
 * traces only), within the trace's window; a record may be stamped slightly outside the spans' extent, so
 * the window is widened by a minute on each side (partition pruning still applies).
 */
export async function listTraceLogs(ch: ClickHouse, tenant: string, traceId: string, summary: TraceSummaryRow, maxLogs: number): Promise<LogRow[]> {
  const w = windowOf(summary);
  const marginNs = 60_000_000_000n;
  const fromNs = BigInt(w.fromNs) > marginNs ? (BigInt(w.fromNs) - marginNs).toString() : '0';
  const toNs = (BigInt(w.toNs) + marginNs).toString();
  const rs = await ch.client.query({
    query: `SELECT span_id, time_unix_nano, severity_number, severity_text, event_name, service_name, body_json, attributes_json
            FROM ${ch.db}.logs FINAL
            WHERE tenant = {tenant:String} AND trace_id = {traceId:String}
              AND time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')
            ORDER BY time_unix_nano, record_id
            LIMIT {maxLogs:UInt32}`,
    query_params: { tenant, traceId, fromNs, toNs, maxLogs },
    format: 'JSONEachRow',
  });
  return rs.json<LogRow>();
}
