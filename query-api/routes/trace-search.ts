import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Store, TraceSummary } from '../../platform/store/create-store.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { createTraceCursorCodec } from '../search/search-cursor.ts';
import { DEFAULT_SEARCH_WINDOW_MS, timeParam, windowView } from '../search/time-window.ts';
import { resolvePage } from '../search/resolve-page.ts';
import { isoFromUnixNano } from '../views/iso-from-unix-nano.ts';

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
  store: Store;
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
      const { window, after } = resolvePage(cursors, filters, query, { nowMs: nowMs(), defaultSpanMs: DEFAULT_SEARCH_WINDOW_MS });
      const page = await deps.store.forTenant(req.principal!.tenant).searchTraces({ ...filters, fromMs: window.fromMs, toMs: window.toMs, after, limit: query.limit });
      const nextCursor = page.next ? cursors.encode(filters, { window, after: page.next }) : null;
      const view = windowView(window);
      return {
        from: view.from,
        to: view.to,
        window: view,
        traces: page.traces.map(toTraceItem),
        nextCursor,
      };
    });
  };
}

function toTraceItem(s: TraceSummary) {
  const d = BigInt(s.endTimeUnixNano) - BigInt(s.startTimeUnixNano);
  return {
    traceId: s.traceId,
    startTimeUnixNano: s.startTimeUnixNano,
    startTimeIso: isoFromUnixNano(s.startTimeUnixNano),
    endTimeUnixNano: s.endTimeUnixNano,
    endTimeIso: isoFromUnixNano(s.endTimeUnixNano),
    durationMs: d > 0n ? Number(d) / 1e6 : 0,
    root: { spanId: s.rootSpanId, service: s.rootService, name: s.rootName, route: s.rootRoute, httpStatus: s.rootHttpStatus === 0 ? null : s.rootHttpStatus, isError: s.rootIsError },
    spanCount: s.spanCount,
    llmCallCount: s.llmCallCount,
    errorSpanCount: s.errorSpanCount,
    services: [...s.services].sort(),
    models: [...s.models].sort(),
    sampling: { decision: s.sampleDecision, policy: s.samplePolicy, withoutRoot: s.decidedWithoutRoot },
  };
}
