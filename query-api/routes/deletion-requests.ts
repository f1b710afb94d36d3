import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DELETION_STATES, DeletionInputSchema, type DeletionRequest, type DeletionScope } from '../../schemas/retention.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { actorOf, callRequests, isoOf, parseOr400, pseudonymOf, type RetentionRouteDeps } from './retention-route-deps.ts';

const REQUEST_ID = /^del_[0-9a-f]{16}$/;
const ListQuery = z.strictObject({ state: z.enum(DELETION_STATES).optional() });

/**
 * Deletion requests (erasure; scope deletions:write for every route): POST /v1/deletion-requests receives
 * one (202: the retention worker runs it; a raw `subjectId` is pseudonymized here and never stored), GET
 * /v1/deletion-requests?state= lists the tenant's requests, GET /v1/deletion-requests/:requestId shows one
 * with its state, counts, history and the holds that block it.
 */
export function deletionRequestRoutes(deps: RetentionRouteDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    const scope = { preHandler: requireScope('deletions:write') };

    app.post('/v1/deletion-requests', scope, async (req, reply) => {
      const tenant = req.principal!.tenant;
      const input = parseOr400(DeletionInputSchema, req.body, 'body');
      const deletionScope: DeletionScope = 'subjectId' in input.scope ? { kind: 'subject', subjectRef: await pseudonymOf(deps, tenant, input.scope.subjectId) } : input.scope;
      const request = await callRequests(() => deps.requests.requestDeletion(tenant, { ...input, scope: deletionScope }, actorOf(req)));
      return reply.code(202).send({ request: deletionView(request) });
    });

    app.get('/v1/deletion-requests', scope, async (req) => {
      const q = parseOr400(ListQuery, req.query, 'query');
      const requests = await deps.state.listDeletions(req.principal!.tenant, q.state);
      return { requests: requests.map(deletionView) };
    });

    app.get<{ Params: { requestId: string } }>('/v1/deletion-requests/:requestId', scope, async (req) => {
      const tenant = req.principal!.tenant;
      const requestId = req.params.requestId;
      if (!REQUEST_ID.test(requestId)) throw new ApiError('TH_ERR_API_DELETION_NOT_FOUND');
      const history = await deps.state.deletionHistory(tenant, requestId);
      const current = history.at(-1);
      if (!current) throw new ApiError('TH_ERR_API_DELETION_NOT_FOUND');
      const blocking = await Promise.all(current.blockedByHolds.map((id) => deps.state.getHold(tenant, id)));
      return {
        request: deletionView(current),
        history: history.map(deletionView),
        blockingHolds: blocking.flatMap((h) => (h ? [{ holdId: h.holdId, matterId: h.matterId, state: h.state, createdAtIso: isoOf(h.createdAtMs) }] : [])),
      };
    });
  };
}

/** A deletion request as the API shows it: the stored object with ISO times beside the epoch ones. */
export function deletionView(d: DeletionRequest) {
  return { ...d, createdAtIso: isoOf(d.createdAtMs), updatedAtIso: isoOf(d.updatedAtMs), completedAtIso: isoOf(d.completedAtMs) };
}
