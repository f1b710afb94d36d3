import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { traceSearchScan, traceSearchSql, type TraceSearch } from '../../platform/store/search/trace-search.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { createTraceCursorCodec } from '../search/search-cursor.ts';
import { DEFAULT_SEARCH_WINDOW_MS, resolveSearchWindow, timeParam, windowView, type SearchWindow } from '../search/time-window.ts';
import { isoOfNs } from '../search/iso-of-ns.ts';

const name = (max: number) => z.string().min(1).max(max);
const durationMs = z.coerce.number().min(0).max(31 * 24 * 3600 * 1000);

const Query = z.strictObject({
  from: timeParam.optional(),
  to: timeParam.optional(),
  service: name(256).optional(),
  rootService: name(256).optional(),
  route: name(512).optional(),
  model: name(200).optional(),
  error: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
  minDurationMs: durationMs.optional(),
  maxDurationMs: durationMs.optional(),
  sampleDecision: z.enum(['kept', 'dropped']).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.string().optional(),
});

/** What the trace search reads. */
export interface TraceSearchRouteDeps {
  clickhouse: ClickHouse;
  nowMs?(): number;
}

/**
 * GET /v1/traces — traces searched without a trace id (scope traces:read): the caller tenant's traces that
 * started in a time window (default: the last 24 hours; at most 31 days), newest first, filtered by service,
 * root service, route, model, error, duration and sampling decision, paged with `cursor`. Every trace is in
 * the trace index (kept and dropped ones) once the tail sampler has decided it; undecided traces are not yet.
 */
export function traceSearchRoutes(deps: TraceSearchRouteDeps) {
  const cursors = createTraceCursorCodec();
  const nowMs = deps.nowMs ?? Date.now;
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/traces', { preHandler: requireScope('traces:read') }, async (req) => {
      const q = Query.safeParse(req.query ?? {});
      if (!q.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      const query = q.data;
      if (query.minDurationMs !== undefined && query.maxDurationMs !== undefined && query.minDurationMs > query.maxDurationMs) {
        throw new ApiError('TH_ERR_API_BAD_REQUEST', 'minDurationMs is above maxDurationMs');
      }
      const filters = {
        from: query.from,
        to: query.to,
        service: query.service,
        rootService: query.rootService,
        route: query.route,
        model: query.model,
        error: query.error,
        minDurationMs: query.minDurationMs,
        maxDurationMs: query.maxDurationMs,
        sampleDecision: query.sampleDecision,
      };
      let window: SearchWindow;
      let after: TraceSearch['after'];
      if (query.cursor !== undefined) {
        const state = cursors.decode(filters, query.cursor);
        window = { ...state.window, defaulted: { from: query.from === undefined, to: query.to === undefined } };
        after = state.after;
      } else {
        window = resolveSearchWindow(query, { nowMs: nowMs(), defaultSpanMs: DEFAULT_SEARCH_WINDOW_MS });
      }
      const tenant = req.principal!.tenant;
      const ch = deps.clickhouse;
      const sql = traceSearchSql(ch.db, tenant, { ...filters, fromMs: window.fromMs, toMs: window.toMs, after, limit: query.limit + 1 });
      const ids = await (await ch.client.query({ query: sql.query, query_params: sql.params, format: 'JSONEachRow' })).json<{ trace_id: string; t_start: string }>();
      const pageIds = ids.slice(0, query.limit);
      const summaries = await readSummaries(ch, tenant, window, pageIds.map((r) => r.trace_id));
      const last = pageIds.at(-1);
      const nextCursor = ids.length > query.limit && last ? cursors.encode(filters, { window, after: { startNs: String(last.t_start), traceId: last.trace_id } }) : null;
      const view = windowView(window);
      return {
        from: view.from,
        to: view.to,
        window: view,
        traces: pageIds.flatMap((r) => {
          const s = summaries.get(r.trace_id);
          return s ? [toTraceItem(s)] : [];
        }),
        nextCursor,
      };
    });
  };
}

interface SummaryRow {
  trace_id: string;
  trace_start_ns: string;
  trace_end_ns: string;
  span_count: string | number;
  llm_call_count: string | number;
  error_span_count: string | number;
  services: string[];
  root_span_id: string;
  root_name: string;
  root_service: string;
  sample_decision: string;
  sample_policy: string;
  decided_without_root: number;
  root_route: string;
  root_http_status: number;
  root_is_error: number;
  models: string[];
}

/** The page's summaries, merged over the same rows the search read (its scan bounds). */
async function readSummaries(ch: ClickHouse, tenant: string, window: SearchWindow, traceIds: string[]): Promise<Map<string, SummaryRow>> {
  if (traceIds.length === 0) return new Map();
  const scan = traceSearchScan(window.fromMs, window.toMs);
  const rs = await ch.client.query({
    // Aliases differ from the columns: the scan's WHERE reads the columns start_ns, not the merged values.
    query: `SELECT trace_id, min(start_ns) AS trace_start_ns, max(end_ns) AS trace_end_ns,
              uniqExactMerge(span_ids) AS span_count, uniqExactMerge(llm_span_ids) AS llm_call_count,
              uniqExactMerge(error_span_ids) AS error_span_count, groupUniqArrayArray(services) AS services,
              max(root_span_id) AS root_span_id, max(root_name) AS root_name, max(root_service) AS root_service,
              max(sample_decision) AS sample_decision, max(sample_policy) AS sample_policy,
              max(decided_without_root) AS decided_without_root, max(root_route) AS root_route,
              max(root_http_status) AS root_http_status, max(root_is_error) AS root_is_error,
              groupUniqArrayArray(models) AS models
            FROM ${ch.db}.trace_index
            WHERE ${scan.where} AND trace_id IN {traceIds:Array(FixedString(32))}
            GROUP BY trace_id`,
    query_params: { tenant, ...scan.params, traceIds },
    format: 'JSONEachRow',
  });
  const rows = await rs.json<SummaryRow>();
  return new Map(rows.map((r) => [r.trace_id, r]));
}

function toTraceItem(s: SummaryRow) {
  const startNs = String(s.trace_start_ns);
  const endNs = String(s.trace_end_ns);
  const d = BigInt(endNs) - BigInt(startNs);
  return {
    traceId: s.trace_id,
    startTimeUnixNano: startNs,
    startTimeIso: isoOfNs(startNs),
    endTimeUnixNano: endNs,
    endTimeIso: isoOfNs(endNs),
    durationMs: d > 0n ? Number(d) / 1e6 : 0,
    root: { spanId: s.root_span_id, service: s.root_service, name: s.root_name, route: s.root_route, httpStatus: s.root_http_status === 0 ? null : s.root_http_status, isError: s.root_is_error === 1 },
    spanCount: Number(s.span_count),
    llmCallCount: Number(s.llm_call_count),
    errorSpanCount: Number(s.error_span_count),
    services: [...s.services].sort(),
    models: [...s.models].sort(),
    sampling: { decision: s.sample_decision, policy: s.sample_policy, withoutRoot: s.decided_without_root === 1 },
  };
}
