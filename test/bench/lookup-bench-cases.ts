/**
 * The requests of `npm run bench:lookup`, each in two forms: the HTTP request of the query API (when the
 * endpoint exists in this build) and the store-level SQL it runs (or, for endpoints not built yet, the SQL
 * of their drafts: the search SQL follows platform/store/search/*.ts of the search work, the costs SQL
 * groups the ledger as GET /v1/costs is specified). The SQL form is timed in-process on the same chDB data
 * dir, so every figure exists even before its endpoint does.
 */
import type { BenchSample } from './lookup-bench-sample.ts';

export interface BenchCase {
  /** Stable name, e.g. `llm-calls by responseId (30 d)`. */
  name: string;
  group: 'lookup part' | 'ledger search' | 'trace search' | 'costs';
  /** One request per parameter set (the bench cycles through them). */
  runs: Array<{ http: string | null; sql: string; params: Record<string, unknown> }>;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

function ns(ms: number): string {
  return (BigInt(ms) * 1_000_000n).toString();
}

function yyyymm(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

const START_BETWEEN = "start_time BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')";

function ledgerSearch(db: string, filter: string): string {
  return `SELECT * EXCEPT (ingested_at) FROM ${db}.llm_calls FINAL
    WHERE tenant = {tenant:String} AND ${START_BETWEEN} AND ${filter}
    ORDER BY start_time_unix_nano DESC, trace_id DESC, span_id DESC LIMIT 101`;
}

/** The same search reading the matching keys first (no FINAL, narrow), then the newest versions of those keys. */
function ledgerSearchKeysFirst(db: string, filter: string): string {
  return `SELECT * EXCEPT (ingested_at) FROM ${db}.llm_calls FINAL
    WHERE tenant = {tenant:String} AND ${START_BETWEEN} AND ${filter}
      AND (trace_id, span_id) IN (SELECT trace_id, span_id FROM ${db}.llm_calls WHERE tenant = {tenant:String} AND ${START_BETWEEN} AND ${filter})
    ORDER BY start_time_unix_nano DESC, trace_id DESC, span_id DESC LIMIT 101`;
}

/** Trace search as H5's draft: ids of the page from the index grouped by trace, filters on merged values. */
function traceSearch(db: string, having: string): string {
  return `SELECT trace_id, min(start_ns) AS t_start FROM ${db}.trace_index
    WHERE tenant = {tenant:String} AND month BETWEEN {fromMonth:UInt32} AND {toMonth:UInt32}
      AND start_ns BETWEEN {scanFromNs:UInt64} AND {scanToNs:UInt64}
    GROUP BY trace_id
    HAVING t_start BETWEEN {fromNs:UInt64} AND {toNs:UInt64} AND ${having}
    ORDER BY t_start DESC, trace_id DESC LIMIT 101`;
}

function costs(db: string, key: string): string {
  return `SELECT ${key} AS group_key, count() AS calls, sum(cost_usd) AS total_cost_usd, countIf(cost_usd IS NULL) AS unknown_cost_calls,
      sum(input_tokens) AS total_input_tokens, sum(output_tokens) AS total_output_tokens
    FROM ${db}.llm_calls FINAL
    WHERE tenant = {tenant:String} AND ${START_BETWEEN}
    GROUP BY group_key ORDER BY total_cost_usd DESC LIMIT 1000`;
}

function windowParams(tenant: string, fromMs: number, toMs: number): Record<string, unknown> {
  return {
    tenant,
    fromNs: ns(fromMs),
    toNs: ns(toMs),
    fromMonth: yyyymm(fromMs - HOUR_MS),
    toMonth: yyyymm(toMs + HOUR_MS),
    scanFromNs: ns(fromMs - HOUR_MS),
    scanToNs: ns(toMs + HOUR_MS),
  };
}

/** The per-trace reads of the lookup (store level), for the breakdown of the HTTP figure. */
export function lookupPartCases(db: string, sample: BenchSample): BenchCase[] {
  const ids = sample.lookupIds.slice(0, 200);
  const win = (w: { startNs: string; endNs: string }) => ({ tenant: sample.tenant, fromNs: w.startNs, toNs: w.endNs });
  const byTrace = (name: string, sql: string, windowed: boolean): BenchCase => ({
    name,
    group: 'lookup part',
    runs: ids.map((t) => ({ http: null, sql, params: { ...(windowed ? win(t) : { tenant: sample.tenant }), traceId: t.traceId } })),
  });
  const inWindow = (col: string) => `${col} BETWEEN fromUnixTimestamp64Nano(toInt64({fromNs:UInt64}), 'UTC') AND fromUnixTimestamp64Nano(toInt64({toNs:UInt64}), 'UTC')`;
  return [
    byTrace(
      'trace_index summary',
      `SELECT trace_id, min(start_ns) AS start_ns, max(end_ns) AS end_ns, uniqExactMerge(span_ids) AS span_count, uniqExactMerge(llm_span_ids) AS llm_call_count,
          uniqExactMerge(error_span_ids) AS error_span_count, groupUniqArrayArray(services) AS services, max(root_span_id) AS root_span_id, max(root_name) AS root_name,
          max(root_service) AS root_service, max(root_start_ns) AS root_start_ns, max(root_end_ns) AS root_end_ns, max(sample_decision) AS sample_decision,
          max(sample_policy) AS sample_policy, max(decided_without_root) AS decided_without_root, max(root_route) AS root_route, max(root_http_status) AS root_http_status,
          groupUniqArrayArray(models) AS models
        FROM ${db}.trace_index WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} GROUP BY trace_id`,
      false,
    ),
    byTrace(
      'spans of the trace',
      `SELECT span_id, parent_span_id, trace_state, flags, name, kind, start_time_unix_nano, end_time_unix_nano, service_name, status_code, status_message,
          attributes_json, resource_json, scope_json, events_json, links_json, dropped_attributes_count, dropped_events_count, dropped_links_count
        FROM ${db}.spans FINAL
        WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} AND start_time_unix_nano BETWEEN {fromNs:UInt64} AND {toNs:UInt64} AND ${inWindow('start_time')}
        ORDER BY start_time_unix_nano, span_id LIMIT 10001`,
      true,
    ),
    byTrace(
      'LLM calls of the trace',
      `SELECT * EXCEPT (ingested_at) FROM ${db}.llm_calls FINAL
        WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} AND ${inWindow('start_time')}
        ORDER BY start_time_unix_nano, span_id LIMIT 10000`,
      true,
    ),
    byTrace(
      'evidence of the trace',
      `SELECT * EXCEPT (ingested_at) FROM ${db}.llm_evidence FINAL
        WHERE tenant = {tenant:String} AND trace_id = {traceId:FixedString(32)} AND ${inWindow('time')}
        ORDER BY start_time_unix_nano, kind, item_id LIMIT 10000`,
      true,
    ),
    byTrace(
      'logs of the trace',
      `SELECT span_id, time_unix_nano, severity_number, severity_text, event_name, service_name, body_json, attributes_json
        FROM ${db}.logs FINAL
        WHERE tenant = {tenant:String} AND trace_id = {traceId:String} AND ${inWindow('time')}
        ORDER BY time_unix_nano, record_id LIMIT 10000`,
      true,
    ),
  ];
}

/** Ledger and trace searches and the costs, over windows ending at the data set's anchor. */
export function searchCases(db: string, sample: BenchSample): BenchCase[] {
  const to = sample.anchorMs;
  const last30d = windowParams(sample.tenant, to - 30 * DAY_MS, to);
  const last24h = windowParams(sample.tenant, to - DAY_MS, to);
  const last7d = windowParams(sample.tenant, to - 7 * DAY_MS, to);
  const qs = (p: Record<string, string | number>) => new URLSearchParams(Object.entries(p).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const w30 = { from: to - 30 * DAY_MS, to };
  const w24 = { from: to - DAY_MS, to };
  const w7 = { from: to - 7 * DAY_MS, to };
  const cases: BenchCase[] = [
    {
      name: 'llm-calls by responseId (30 d)',
      group: 'ledger search',
      runs: sample.responseIds.map((v) => ({ http: `/v1/llm-calls?${qs({ ...w30, responseId: v })}`, sql: ledgerSearch(db, 'response_id = {v:String}'), params: { ...last30d, v } })),
    },
    {
      name: 'llm-calls by subjectRef (30 d)',
      group: 'ledger search',
      runs: sample.subjectRefs.map((v) => ({ http: `/v1/llm-calls?${qs({ ...w30, subjectRef: v })}`, sql: ledgerSearch(db, 'subject_ref = {v:String}'), params: { ...last30d, v } })),
    },
    {
      // Proposed shape: the matching keys first from a narrow scan without FINAL (bloom filter + one column), then
      // FINAL over those keys only, with the same filter on the newest version. FINAL's exact mode widens the
      // bloom filter's 27 granules to ~117 in the one-step query; here it reads ~24.
      name: 'llm-calls by subjectRef (30 d), keys first',
      group: 'ledger search',
      runs: sample.subjectRefs.map((v) => ({ http: null, sql: ledgerSearchKeysFirst(db, 'subject_ref = {v:String}'), params: { ...last30d, v } })),
    },
    {
      name: 'llm-calls by sessionId (30 d)',
      group: 'ledger search',
      runs: sample.sessionIds.map((v) => ({ http: `/v1/llm-calls?${qs({ ...w30, sessionId: v })}`, sql: ledgerSearch(db, 'session_id = {v:String}'), params: { ...last30d, v } })),
    },
    {
      name: 'llm-calls by conversationId (30 d)',
      group: 'ledger search',
      runs: sample.conversationIds.map((v) => ({ http: `/v1/llm-calls?${qs({ ...w30, conversationId: v })}`, sql: ledgerSearch(db, 'conversation_id = {v:String}'), params: { ...last30d, v } })),
    },
    {
      name: 'llm-calls by model (24 h)',
      group: 'ledger search',
      runs: sample.models.map((v) => ({ http: `/v1/llm-calls?${qs({ ...w24, model: v })}`, sql: ledgerSearch(db, '(response_model = {v:String} OR request_model = {v:String})'), params: { ...last24h, v } })),
    },
    {
      name: 'traces by route (24 h)',
      group: 'trace search',
      runs: sample.routes.map((v) => ({ http: `/v1/traces?${qs({ ...w24, route: v })}`, sql: traceSearch(db, 'max(root_route) = {v:String}'), params: { ...last24h, v } })),
    },
    {
      name: 'traces by model (24 h)',
      group: 'trace search',
      runs: sample.models.map((v) => ({ http: `/v1/traces?${qs({ ...w24, model: v })}`, sql: traceSearch(db, 'has(groupUniqArrayArray(models), {v:String})'), params: { ...last24h, v } })),
    },
    {
      name: 'traces with an error (7 d)',
      group: 'trace search',
      // has_error (migration 0007) is the trace's any-span-failed flag as a plain max; the search draft merges the
      // exact error-span sets instead (the next case), which gives the same traces at ~3× the cost.
      runs: [0, 1, 2, 3, 4].map(() => ({ http: `/v1/traces?${qs({ ...w7, error: 'true' })}`, sql: traceSearch(db, 'max(has_error) = 1'), params: last7d })),
    },
    {
      name: 'traces with an error (7 d), exact sets',
      group: 'trace search',
      runs: [0, 1, 2, 3, 4].map(() => ({ http: null, sql: traceSearch(db, '(max(root_is_error) = 1 OR uniqExactMerge(error_span_ids) > 0)'), params: last7d })),
    },
    {
      name: 'traces slower than 5 s (24 h)',
      group: 'trace search',
      runs: [0, 1, 2, 3, 4].map(() => ({
        http: `/v1/traces?${qs({ ...w24, minDurationMs: 5000 })}`,
        sql: traceSearch(db, 'if(max(end_ns) > min(start_ns), max(end_ns) - min(start_ns), 0) >= {minNs:UInt64}'),
        params: { ...last24h, minNs: '5000000000' },
      })),
    },
  ];
  for (const key of ['model', 'service', 'route', 'day'] as const) {
    const column = { model: 'response_model', service: 'service_name', route: 'route', day: 'toDate(start_time)' }[key];
    cases.push({
      name: `costs by ${key} (30 d)`,
      group: 'costs',
      runs: [0, 1, 2].map(() => ({ http: `/v1/costs?${qs({ ...w30, group_by: key })}`, sql: costs(db, column), params: last30d })),
    });
  }
  return cases;
}
