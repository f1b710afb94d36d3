import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ReplayRequestSchema, type ReplayJob } from '../../schemas/replay.ts';
import { ApiError, errorBody } from '../api-errors.ts';
import type { AuditSink } from '../audit-sink.ts';
import { requireScope } from '../auth/authenticate.ts';
import { REPLAY_BUSY_RETRY_AFTER_S, ReplayBudgetError, type ReplayJobs } from '../replay/replay-jobs.ts';

const CallParams = z.strictObject({ traceId: z.string(), spanId: z.string() });
const TRACE_ID = /^(?!0{32})[0-9a-f]{32}$/;
const SPAN_ID = /^(?!0{16})[0-9a-f]{16}$/;
const ReplayParams = z.strictObject({ replayId: z.string().regex(/^rpl_[0-9a-f]{24}$/) });
const CancelBody = z.strictObject({ reason: z.string().trim().min(1).max(512).optional() });

/** The job as the API shows it (the tenant is the caller's; versions are storage detail). */
function view(job: ReplayJob) {
  const { tenant: _tenant, version: _version, ...rest } = job;
  return { ...rest, links: { self: `/v1/replays/${job.replayId}`, cancel: `/v1/replays/${job.replayId}/cancel` } };
}

/**
 * Distributional replay (issue 11):
 * - POST /v1/traces/:traceId/llm-calls/:spanId/replays {n, concurrency, budgetUsd, reason, priceOverride?}
 *   (scope replays:run) → 202 with the job (state `running`), or a final job in state `refused` with its
 *   findings; 422 over a budget or without a price (the estimate in the body); 429 with Retry-After when the
 *   process runs its maximum of replays. A refusal for a missing scope or reason is audited.
 * - GET /v1/traces/:traceId/llm-calls/:spanId/replays (traces:read) → the call's replays, newest first.
 * - GET /v1/replays/:replayId (traces:read) → the job: progress while running, the report when final.
 * - POST /v1/replays/:replayId/cancel {reason?} (replays:run) → the cancelled job with its partial report.
 */
export function replayRoutes(deps: { jobs: ReplayJobs; audit: AuditSink }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.post('/v1/traces/:traceId/llm-calls/:spanId/replays', async (req, reply) => {
      const principal = req.principal!;
      const params = CallParams.parse(req.params);
      if (!TRACE_ID.test(params.traceId)) throw new ApiError('TH_ERR_API_BAD_TRACE_ID');
      if (!SPAN_ID.test(params.spanId)) throw new ApiError('TH_ERR_API_BAD_SPAN_ID');
      const denied = async (detail: string, reason: string): Promise<void> => {
        try {
          await deps.audit.append({
            tenant: principal.tenant,
            actor: { tokenId: principal.tokenId, kind: 'token' },
            action: 'replay.run',
            target: { traceId: params.traceId, spanId: params.spanId },
            reason,
            outcome: 'denied',
            details: { detail },
          });
        } catch {
          throw new ApiError('TH_ERR_API_AUDIT_UNAVAILABLE');
        }
      };
      const rawReason = (req.body as { reason?: unknown } | null)?.reason;
      const reasonText = typeof rawReason === 'string' ? rawReason.trim().slice(0, 512) : '';
      if (!principal.scopes.has('replays:run')) {
        await denied('missing_scope', reasonText);
        throw new ApiError('TH_ERR_API_FORBIDDEN', 'replays need the replays:run scope (roles investigator, privileged_investigator, admin)');
      }
      const body = ReplayRequestSchema.safeParse(req.body ?? {});
      if (!body.success) {
        const issue = body.error.issues[0];
        if (issue?.path[0] === 'reason') {
          await denied('reason_required', '');
          throw new ApiError('TH_ERR_API_REASON_REQUIRED', 'a replay sends the raw input again: it needs a reason (a ticket id or free text)');
        }
        throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid body: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
      }
      try {
        const job = await deps.jobs.start({ principal, traceId: params.traceId, spanId: params.spanId, request: body.data });
        return reply.code(job.state === 'refused' ? 200 : 202).header('location', `/v1/replays/${job.replayId}`).send(view(job));
      } catch (err) {
        if (err instanceof ReplayBudgetError) return reply.code(err.status).send({ ...errorBody(err.code), estimate: err.estimate, budget: err.budget });
        if (err instanceof ApiError && err.code === 'TH_ERR_API_REPLAY_BUSY') {
          return reply.code(429).header('retry-after', String(REPLAY_BUSY_RETRY_AFTER_S)).send(errorBody(err.code));
        }
        throw err;
      }
    });

    app.get('/v1/traces/:traceId/llm-calls/:spanId/replays', { preHandler: requireScope('traces:read') }, async (req) => {
      const params = CallParams.parse(req.params);
      if (!TRACE_ID.test(params.traceId)) throw new ApiError('TH_ERR_API_BAD_TRACE_ID');
      if (!SPAN_ID.test(params.spanId)) throw new ApiError('TH_ERR_API_BAD_SPAN_ID');
      const jobs = await deps.jobs.list(req.principal!.tenant, params.traceId, params.spanId);
      return { replays: jobs.map(view) };
    });

    app.get('/v1/replays/:replayId', { preHandler: requireScope('traces:read') }, async (req) => {
      const params = ReplayParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_REPLAY_NOT_FOUND');
      const job = await deps.jobs.get(req.principal!.tenant, params.data.replayId);
      if (!job) throw new ApiError('TH_ERR_API_REPLAY_NOT_FOUND');
      return view(job);
    });

    app.post('/v1/replays/:replayId/cancel', { preHandler: requireScope('replays:run') }, async (req) => {
      const params = ReplayParams.safeParse(req.params);
      if (!params.success) throw new ApiError('TH_ERR_API_REPLAY_NOT_FOUND');
      const body = CancelBody.safeParse(req.body ?? {});
      if (!body.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', 'the body is {reason?: string}');
      const job = await deps.jobs.cancel(req.principal!, params.data.replayId, body.data.reason ?? 'cancelled');
      return view(job);
    });
  };
}
