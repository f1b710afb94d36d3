import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AuditLog } from '../../retention/audit/audit-log.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { timeParam } from '../search/time-window.ts';
import { codeOf } from '../../platform/errors/tracehold-error.ts';

const Query = z.strictObject({
  traceId: z.string().optional(),
  subjectRef: z.string().optional(),
  actor: z.string().optional(),
  action: z.string().optional(),
  from: timeParam.optional(),
  to: timeParam.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
  cursor: z.string().optional(),
});

/**
 * GET /v1/audit (scope audit:read) — the caller tenant's audit entries, newest first, filterable by trace,
 * subject, actor (token id), action and time; paged with `cursor`. Integrity is checked offline with
 * `tracehold audit verify`.
 */
export function auditRoutes(deps: { audit: AuditLog }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/audit', { preHandler: requireScope('audit:read') }, async (req) => {
      const q = Query.safeParse(req.query ?? {});
      if (!q.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid query: ${q.error.issues[0]?.path.join('.')} ${q.error.issues[0]?.message}`);
      try {
        return await deps.audit.list({
          tenant: req.principal!.tenant,
          traceId: q.data.traceId,
          subjectRef: q.data.subjectRef,
          actor: q.data.actor,
          action: q.data.action,
          fromMs: q.data.from,
          toMs: q.data.to,
          limit: q.data.limit,
          cursor: q.data.cursor,
        });
      } catch (err) {
        if (codeOf(err) === 'TH_ERR_AUDIT_INVALID_ENTRY') throw new ApiError('TH_ERR_API_BAD_REQUEST', (err as Error).message.split('\n')[0]);
        throw err;
      }
    });
  };
}
