import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOLD_STATES, HoldInputSchema, type Hold, type HoldScope } from '../../schemas/retention.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { actorOf, callRequests, isoOf, parseOr400, pseudonymOf, type RetentionRouteDeps } from './retention-route-deps.ts';

const HOLD_ID = /^hold_[0-9a-f]{16}$/;
const ListQuery = z.strictObject({ state: z.enum(HOLD_STATES).optional() });
const ReleaseBody = z.strictObject({
  reason: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'must not contain control characters'),
});

/**
 * Legal holds (scope holds:write for every route: a hold's matter is confidential to legal and admins):
 * POST /v1/holds places one (201; a raw `subjectIds` scope is pseudonymized here and never stored), GET
 * /v1/holds?state= lists the tenant's holds, GET /v1/holds/:holdId shows one with its history, POST
 * /v1/holds/:holdId/release releases it with a reason (404 unknown, 409 already released). The worker
 * applies the effect: what a hold covers is frozen; on release, restricted deletions resume.
 */
export function holdRoutes(deps: RetentionRouteDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const scope = { preHandler: requireScope('holds:write') };

    app.post('/v1/holds', scope, async (req, reply) => {
      const tenant = req.principal!.tenant;
      const input = parseOr400(HoldInputSchema, req.body, 'body');
      const holdScope: HoldScope =
        'subjectIds' in input.scope
          ? { kind: 'subjects', subjectRefs: [...new Set(await Promise.all(input.scope.subjectIds.map((raw) => pseudonymOf(deps, tenant, raw))))] }
          : input.scope;
      const hold = await callRequests(() => deps.requests.placeHold(tenant, { ...input, scope: holdScope }, actorOf(req)));
      return reply.code(201).send({ hold: holdView(hold) });
    });

    app.get('/v1/holds', scope, async (req) => {
      const q = parseOr400(ListQuery, req.query, 'query');
      const holds = await deps.state.listHolds(req.principal!.tenant, q.state);
      return { holds: holds.map(holdView) };
    });

    app.get<{ Params: { holdId: string } }>('/v1/holds/:holdId', scope, async (req) => {
      const tenant = req.principal!.tenant;
      const holdId = req.params.holdId;
      if (!HOLD_ID.test(holdId)) throw new ApiError('TH_ERR_API_HOLD_NOT_FOUND');
      const history = await deps.state.holdHistory(tenant, holdId);
      const current = history.at(-1);
      if (!current) throw new ApiError('TH_ERR_API_HOLD_NOT_FOUND');
      return { hold: holdView(current), history: history.map(holdView) };
    });

    app.post<{ Params: { holdId: string } }>('/v1/holds/:holdId/release', scope, async (req) => {
      const holdId = req.params.holdId;
      if (!HOLD_ID.test(holdId)) throw new ApiError('TH_ERR_API_HOLD_NOT_FOUND');
      const body = parseOr400(ReleaseBody, req.body, 'body');
      const hold = await callRequests(() => deps.requests.releaseHold(req.principal!.tenant, holdId, body.reason, actorOf(req)));
      return { hold: holdView(hold) };
    });
  };
}

/** A hold as the API shows it: the stored object with ISO times beside the epoch ones. */
export function holdView(h: Hold) {
  return { ...h, createdAtIso: isoOf(h.createdAtMs), releasedAtIso: isoOf(h.releasedAtMs), updatedAtIso: isoOf(h.updatedAtMs) };
}
