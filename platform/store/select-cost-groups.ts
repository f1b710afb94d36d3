/**
 * The ledger's cost summed by model, service, route or day for one tenant in a time window (GET /v1/costs).
 * Every ledger row counts — each attempt of a logical call, cancelled losers included — and a row whose cost
 * is unknown is counted apart, never summed as 0.
 */
import type { ClickHouse } from '../clickhouse/create-clickhouse.ts';
import { LLM_CALLS_TABLE } from './tables/llm-calls.ts';
import { TRACE_INDEX_TABLE } from './tables/trace-index.ts';

export type CostGroupBy = 'model' | 'service' | 'route' | 'day';

/** What to sum: the grouping and the window (milliseconds since the epoch, inclusive). */
export interface CostQuery {
  groupBy: CostGroupBy;
  fromMs: number;
  toMs: number;
}

/** One group of the summary. Sums are over the rows that report the value; `key` '' = not recorded. */
export interface CostGroup {
  key: string;
  /** Ledger rows (attempts) in the group. */
  calls: number;
  /** Sum of the known computed costs in USD; null when no row of the group has one. */
  usd: number | null;
  /** Rows whose computed cost is unknown. */
  unknownCostCalls: number;
  /** Sum of the costs the spans reported themselves; null when none did. */
  reportedUsd: number | null;
  reportedCostCalls: number;
  inputTokens: number;
  outputTokens: number;
}

/** At most this many groups (a tenant with more models or routes sees the most expensive ones). */
export const MAX_COST_GROUPS = 1000;

const KEY_EXPRESSIONS: Record<Exclude<CostGroupBy, 'route'>, string> = {
  // The model that answered (the snapshot), else the one asked for.
  model: "if(response_model != '', response_model, request_model)",
  service: 'toString(service_name)',
  day: "toString(toDate(start_time, 'UTC'))",
};

const WINDOW = "start_time BETWEEN fromUnixTimestamp64Milli(toInt64({fromMs:UInt64}), 'UTC') AND fromUnixTimestamp64Milli(toInt64({toMs:UInt64}), 'UTC')";

const SUMS = `
  count() AS calls,
  sumIf(cost_usd, cost_usd IS NOT NULL) AS usd_sum,
  toString(usd_sum) AS usd,
  countIf(cost_usd IS NOT NULL) AS known_cost_calls,
  countIf(cost_usd IS NULL) AS unknown_cost_calls,
  toString(sumIf(reported_cost_usd, reported_cost_usd IS NOT NULL)) AS reported_usd,
  countIf(reported_cost_usd IS NOT NULL) AS reported_cost_calls,
  sum(ifNull(input_tokens, 0)) AS input_tokens,
  sum(ifNull(output_tokens, 0)) AS output_tokens`;

/** Runs the summary for `tenant` (bound as a parameter); called by TenantStore.costs, which fixes the tenant. */
export async function selectCostGroups(ch: ClickHouse, tenant: string, q: CostQuery): Promise<CostGroup[]> {
  const { client, db } = ch;
  let query: string;
  if (q.groupBy === 'route') {
    // The route is on the ledger row when the LLM span carried http.route; otherwise the trace root's route
    // from the trace index (written when the trace is decided) is used. Traces may start up to a month before
    // their calls' window, so the index is read from the month before. Only the index rows that hold the root
    // span carry its route (a redelivered root carries the same one), so any such row of a trace is its route:
    // ANY JOIN on those rows instead of grouping the whole window's index by trace (1 M traces: HTTP p50
    // 1.28 s → see README "Lookup performance"; same groups).
    query = `
      SELECT if(l.route != '', l.route, ifNull(t.root_route, '')) AS key, ${SUMS}
      FROM (
        SELECT trace_id, toString(route) AS route, cost_usd, reported_cost_usd, input_tokens, output_tokens
        FROM ${db}.${LLM_CALLS_TABLE} FINAL
        WHERE tenant = {tenant:String} AND ${WINDOW}
      ) AS l
      LEFT ANY JOIN (
        SELECT trace_id, root_route
        FROM ${db}.${TRACE_INDEX_TABLE}
        WHERE tenant = {tenant:String}
          AND month BETWEEN toYYYYMM(fromUnixTimestamp64Milli(toInt64({fromMs:UInt64}), 'UTC') - INTERVAL 1 MONTH)
                        AND toYYYYMM(fromUnixTimestamp64Milli(toInt64({toMs:UInt64}), 'UTC'))
          AND root_route != ''
      ) AS t ON l.trace_id = t.trace_id
      GROUP BY key
      ORDER BY usd_sum DESC, key
      LIMIT ${MAX_COST_GROUPS}`;
  } else {
    query = `
      SELECT ${KEY_EXPRESSIONS[q.groupBy]} AS key, ${SUMS}
      FROM ${db}.${LLM_CALLS_TABLE} FINAL
      WHERE tenant = {tenant:String} AND ${WINDOW}
      GROUP BY key
      ORDER BY ${q.groupBy === 'day' ? 'key' : 'usd_sum DESC, key'}
      LIMIT ${MAX_COST_GROUPS}`;
  }
  const rs = await client.query({ query, query_params: { tenant, fromMs: q.fromMs, toMs: q.toMs }, format: 'JSONEachRow' });
  const rows = await rs.json<Record<string, unknown>>();
  return rows.map((r) => ({
    key: String(r['key'] ?? ''),
    calls: Number(r['calls']),
    usd: Number(r['known_cost_calls']) > 0 ? Number(r['usd']) : null,
    unknownCostCalls: Number(r['unknown_cost_calls']),
    reportedUsd: Number(r['reported_cost_calls']) > 0 ? Number(r['reported_usd']) : null,
    reportedCostCalls: Number(r['reported_cost_calls']),
    inputTokens: Number(r['input_tokens']),
    outputTokens: Number(r['output_tokens']),
  }));
}
