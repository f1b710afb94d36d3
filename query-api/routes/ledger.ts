import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Store } from '../../platform/store/create-store.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { toLlmCallView } from './traces.ts';

const MAX_WINDOW_MS = 31 * 24 * 3600 * 1000;

const timeParam = z
  .string()
  .transform((v, ctx) => {
    const ms = /^\d+$/.test(v) ? Number(v) : Date.parse(v);
    if (!Number.isFinite(ms)) ctx.addIssue({ code: 'custom', message: 'must be an ISO-8601 time or milliseconds since the epoch' });
    return ms;
  });

const Query = z.strictObject({
  from: timeParam.optional(),
  to: timeParam.optional(),
  model: z.string().max(200).optional(),
  subjectRef: z.string().regex(/^psn_[0-9a-f]{32}$/, 'must be a psn_ pseudonym').optional(),
  conversationId: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

/**
 * GET /v1/llm-calls — the ledger as a list (no content bodies): every LLM call of the caller's tenant in a
 * time window (default: the last 24 hours, at most 31 days), newest first, filterable by response or
 * request model, end-user pseudonym and conversation.
 */
export function ledgerRoutes(deps: { store: Store }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/llm-calls', { preHandler: requireScope('traces:read') }, async (req) => {
      const q = Query.safeParse(req.query ?? {});
      if (!q.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      const toMs = q.data.to ?? Date.now();
      const fromMs = q.data.from ?? toMs - 24 * 3600 * 1000;
      if (fromMs > toMs) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'from is after to');
      if (toMs - fromMs > MAX_WINDOW_MS) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'the time window is at most 31 days');
      const rows = await deps.store.forTenant(req.principal!.tenant).listLlmCalls({
        fromMs,
        toMs,
        model: q.data.model,
        subjectRef: q.data.subjectRef,
        conversationId: q.data.conversationId,
        limit: q.data.limit,
      });
      return { from: new Date(fromMs).toISOString(), to: new Date(toMs).toISOString(), llmCalls: rows.map((r) => ({ traceId: r.traceId, ...toLlmCallView(r) })) };
    });
  };
}
