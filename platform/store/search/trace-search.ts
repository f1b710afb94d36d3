/**
 * Traces searched without a trace id (GET /v1/traces): the trace index (`trace_index`, 100% of traces, an
 * AggregatingMergeTree: one row per trace and insert batch until merged) grouped by trace with the filters on
 * the merged values (HAVING), newest first, paged by keyset. The scan is bounded first by the `month`
 * partition and `start_ns`, with a margin (TRACE_SEARCH_MARGIN_MS) around the window so that the rows of a
 * trace's later or earlier batches still count towards its extent, services, models and errors; a trace is
 * in the window when its start (the minimum over its rows) is.
 */
import { TRACE_SUMMARY_SELECT, fromTraceSummaryRow, type TraceSummary } from '../tables/trace-index.ts';
import { windowNs, type RunSearchSql, type SearchSql } from './llm-call-search.ts';

/** Rows of a trace that start this long before or after the window are still read (traces are rarely longer). */
export const TRACE_SEARCH_MARGIN_MS = 3600 * 1000;

/** What a trace search filters on. Every field but the window and the limit is optional (AND-ed). */
export interface TraceSearch {
  /** Window on the trace's start time, both ends inclusive, in milliseconds since the epoch. */
  fromMs: number;
  toMs: number;
  /** Any service of the trace. */
  service?: string;
  /** The service of the trace's root span. */
  rootService?: string;
  /** The root request's route (`http.route` of the root span). */
  route?: string;
  /** A model of any of the trace's LLM calls (answering model, else requested). */
  model?: string;
  /** true: the root failed or any span has status ERROR; false: neither. */
  error?: boolean;
  minDurationMs?: number;
  maxDurationMs?: number;
  sampleDecision?: 'kept' | 'dropped';
  /** Keyset: only traces strictly after this one in the order (start time, trace id) descending. */
  after?: { startNs: string; traceId: string };
  limit: number;
}

/**
 * Parameterized SQL returning the page's trace ids in order (`trace_id`, `start_ns`). The page's summaries
 * are then read by trace id over the same scan bounds (`traceSummariesSql`), so that the costly counts
 * (exact distinct span ids) are merged for one page, not for every trace of the window.
 */
export function traceSearchSql(db: string, tenant: string, f: TraceSearch): SearchSql {
  const { fromNs, toNs } = windowNs(f.fromMs, f.toMs);
  const scan = traceSearchScan(f.fromMs, f.toMs);
  const params: Record<string, unknown> = { tenant, fromNs, toNs, ...scan.params, limit: f.limit };
  const having = ['t_start BETWEEN {fromNs:UInt64} AND {toNs:UInt64}'];
  const add = (condition: string, name: string, value: unknown) => {
    having.push(condition);
    params[name] = value;
  };
  // Per-row tests folded with max(): cheaper than merging every trace's arrays or sets, same answer.
  if (f.service !== undefined) add('max(has(services, {service:String})) = 1', 'service', f.service);
  if (f.rootService !== undefined) add('max(root_service) = {rootService:String}', 'rootService', f.rootService);
  if (f.route !== undefined) add('max(root_route) = {route:String}', 'route', f.route);
  if (f.model !== undefined) add('max(has(models, {model:String})) = 1', 'model', f.model);
  if (f.sampleDecision !== undefined) add('max(sample_decision) = {sampleDecision:String}', 'sampleDecision', f.sampleDecision);
  // has_error (migration 0007) is a plain max over the trace's rows: no exact error-span sets to merge.
  if (f.error === true) having.push('(max(root_is_error) = 1 OR max(has_error) = 1)');
  if (f.error === false) having.push('(max(root_is_error) = 0 AND max(has_error) = 0)');
  // Durations in whole nanoseconds; an end before the start (clock skew) counts as 0.
  const durationNs = 'if(max(end_ns) > min(start_ns), max(end_ns) - min(start_ns), 0)';
  if (f.minDurationMs !== undefined) add(`${durationNs} >= {minDurationNs:UInt64}`, 'minDurationNs', msToNs(f.minDurationMs));
  if (f.maxDurationMs !== undefined) add(`${durationNs} <= {maxDurationNs:UInt64}`, 'maxDurationNs', msToNs(f.maxDurationMs));
  if (f.after !== undefined) {
    add('(t_start, trace_id) < ({afterNs:UInt64}, {afterTrace:FixedString(32)})', 'afterNs', f.after.startNs);
    params.afterTrace = f.after.traceId;
  }
  const query = `SELECT trace_id, min(start_ns) AS t_start
    FROM ${db}.trace_index
    WHERE ${scan.where}
    GROUP BY trace_id
    HAVING ${having.join('\n       AND ')}
    ORDER BY t_start DESC, trace_id DESC
    LIMIT {limit:UInt32}`;
  return { query, params };
}

/**
 * The row bounds of a trace search's scan: tenant, the months the window and its margins touch (partition
 * pruning), and `start_ns` within the window widened by the margin. `where` uses the placeholders in `params`.
 */
export function traceSearchScan(fromMs: number, toMs: number): { where: string; params: Record<string, unknown> } {
  const scanFromMs = Math.max(0, fromMs - TRACE_SEARCH_MARGIN_MS);
  const scanToMs = toMs + TRACE_SEARCH_MARGIN_MS;
  const { fromNs: scanFromNs } = windowNs(scanFromMs, scanFromMs);
  const { toNs: scanToNs } = windowNs(scanToMs, scanToMs);
  return {
    where: `tenant = {tenant:String}
      AND month BETWEEN {scanFromMonth:UInt32} AND {scanToMonth:UInt32}
      AND start_ns BETWEEN {scanFromNs:UInt64} AND {scanToNs:UInt64}`,
    params: { scanFromMonth: yyyymm(scanFromMs), scanToMonth: yyyymm(scanToMs), scanFromNs, scanToNs },
  };
}

/** Step 2: the summaries of the page's traces, merged over the same rows the search read (its scan bounds). */
export function traceSummariesSql(db: string, tenant: string, f: Pick<TraceSearch, 'fromMs' | 'toMs'>, traceIds: string[]): SearchSql {
  const scan = traceSearchScan(f.fromMs, f.toMs);
  // prefer_column_name_to_alias: the summary names its merged start `start_ns`, while the scan's WHERE means
  // the column (a row's start), not the aggregate.
  const query = `SELECT ${TRACE_SUMMARY_SELECT}
    FROM ${db}.trace_index
    WHERE ${scan.where} AND trace_id IN {traceIds:Array(FixedString(32))}
    GROUP BY tenant, trace_id
    SETTINGS prefer_column_name_to_alias = 1`;
  return { query, params: { tenant, ...scan.params, traceIds } };
}

/** A trace's place in the search order: start time (decimal nanoseconds), trace id; both descending. */
export interface TracePosition {
  startNs: string;
  traceId: string;
}

/** One page of a trace search: the traces' summaries, and where the next page starts. */
export interface TracePage {
  traces: TraceSummary[];
  /** The position after which the next page starts; null when this page is the last. */
  next: TracePosition | null;
}

/** Runs both steps of a trace search; `f.limit` is the page size. */
export async function runTraceSearch(run: RunSearchSql, db: string, tenant: string, f: TraceSearch): Promise<TracePage> {
  const found = (await run(traceSearchSql(db, tenant, { ...f, limit: f.limit + 1 }))) as Array<{ trace_id: string; t_start: string | number }>;
  const page = found.slice(0, f.limit).map((r) => ({ startNs: String(r.t_start), traceId: r.trace_id }));
  const next = found.length > f.limit ? (page.at(-1) ?? null) : null;
  if (page.length === 0) return { traces: [], next };
  const summaries = (await run(traceSummariesSql(db, tenant, f, page.map((p) => p.traceId)))).map(fromTraceSummaryRow);
  const byId = new Map(summaries.map((s) => [s.traceId, s]));
  return { traces: page.flatMap((p) => byId.get(p.traceId) ?? []), next };
}

function yyyymm(ms: number): number {
  const d = new Date(ms);
  return d.getUTCFullYear() * 100 + d.getUTCMonth() + 1;
}

function msToNs(ms: number): string {
  // Milliseconds may have a fraction (0.5 ms); nanoseconds are whole.
  return BigInt(Math.round(ms * 1_000_000)).toString();
}
