import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { costTotal, type CostTotal } from '../views/format-cost-total.ts';
import { MAX_COST_GROUPS, type CostGroup, type CostQuery } from '../../platform/store/select-cost-groups.ts';
import { timeParam } from '../search/time-window.ts';

const DAY_MS = 24 * 3600 * 1000;
const MAX_WINDOW_MS = 92 * DAY_MS;
const DEFAULT_WINDOW_MS = 30 * DAY_MS;

const Query = z.strictObject({
  group_by: z.enum(['model', 'service', 'route', 'day']),
  from: timeParam.optional(),
  to: timeParam.optional(),
});

/** The cost summary of one tenant; obtained per request for the caller's tenant (scoping by construction). */
export interface CostReader {
  costs(q: CostQuery): Promise<CostGroup[]>;
}

/** One group (or the total) of GET /v1/costs. */
interface CostGroupView {
  key?: string;
  calls: number;
  cost: CostTotal;
  /** What the spans reported themselves, beside the computed cost; null when none reported one. */
  reportedCost: { usd: number | null; calls: number };
  inputTokens: number;
  outputTokens: number;
}

function viewOf(g: Omit<CostGroup, 'key'>): Omit<CostGroupView, 'key'> {
  return {
    calls: g.calls,
    cost: costTotal(g.usd, g.unknownCostCalls),
    reportedCost: { usd: g.reportedUsd, calls: g.reportedCostCalls },
    inputTokens: g.inputTokens,
    outputTokens: g.outputTokens,
  };
}

function sumGroups(groups: CostGroup[]): Omit<CostGroup, 'key'> {
  let nanoUsd = 0;
  let nanoReported = 0;
  const t = { calls: 0, usd: null as number | null, unknownCostCalls: 0, reportedUsd: null as number | null, reportedCostCalls: 0, inputTokens: 0, outputTokens: 0 };
  for (const g of groups) {
    t.calls += g.calls;
    t.unknownCostCalls += g.unknownCostCalls;
    t.reportedCostCalls += g.reportedCostCalls;
    t.inputTokens += g.inputTokens;
    t.outputTokens += g.outputTokens;
    if (g.usd !== null) {
      nanoUsd += Math.round(g.usd * 1e9);
      t.usd = nanoUsd / 1e9;
    }
    if (g.reportedUsd !== null) {
      nanoReported += Math.round(g.reportedUsd * 1e9);
      t.reportedUsd = nanoReported / 1e9;
    }
  }
  return t;
}

/**
 * GET /v1/costs?group_by=model|service|route|day&from&to — what the caller's tenant's LLM calls cost in a window
 * (default: the last 30 days; at most 92 days), grouped. Every attempt counts (retries, failovers, cancelled
 * hedge losers). Costs are computed at ingest from the tenant's price table; a group with calls of unknown price
 * shows the known sum and `+? (n calls with unknown price)`, never those calls as $0. The cost the spans reported
 * themselves is given beside. Scope `traces:read`.
 */
export function costRoutes(deps: { forTenant(tenant: string): CostReader }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/costs', { preHandler: requireScope('traces:read') }, async (req) => {
      const q = Query.safeParse(req.query ?? {});
      if (!q.success) {
        const issue = q.error.issues[0];
        throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${issue?.path.join('.') || '(query)'} ${issue?.message ?? ''}`.trim());
      }
      const toMs = q.data.to ?? Date.now();
      const fromMs = q.data.from ?? toMs - DEFAULT_WINDOW_MS;
      if (fromMs > toMs) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'from is after to');
      if (toMs - fromMs > MAX_WINDOW_MS) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'the time window is at most 92 days');
      const groups = await deps.forTenant(req.principal!.tenant).costs({ groupBy: q.data.group_by, fromMs, toMs });
      return {
        from: new Date(fromMs).toISOString(),
        to: new Date(toMs).toISOString(),
        groupBy: q.data.group_by,
        currency: 'USD',
        groups: groups.map((g) => ({ key: g.key, ...viewOf(g) })),
        total: viewOf(sumGroups(groups)),
        // More groups than the summary returns: the total covers the listed (most expensive) groups only.
        truncated: groups.length >= MAX_COST_GROUPS,
      };
    });
  };
}
