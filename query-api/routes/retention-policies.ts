import type { FastifyInstance } from 'fastify';
import { RetentionPolicyInputSchema, type RetentionPolicy } from '../../schemas/retention.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import { actorOf, callRequests, isoOf, parseOr400, type RetentionRouteDeps } from './retention-route-deps.ts';

/**
 * Retention policies and quotas: GET /v1/retention-policies (traces:read) shows the tenant's effective
 * policy (its own, else the operator's defaults) and every version it set; PUT /v1/retention-policies
 * (admin) merges the body over the effective policy as a new version (omitted fields keep their value,
 * null = keep forever / no quota). POST /v1/retention/run (admin of the operator tenant) runs one retention pass in this process
 * now and returns its report (409 where no retention worker runs).
 */
export function retentionPolicyRoutes(deps: RetentionRouteDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/retention-policies', { preHandler: requireScope('traces:read') }, async (req) => {
      const tenant = req.principal!.tenant;
      const [effective, history] = await Promise.all([deps.requests.effectivePolicy(tenant), deps.state.policyHistory(tenant)]);
      return { policy: policyView(effective), history: history.map(policyView) };
    });

    app.put('/v1/retention-policies', { preHandler: requireScope('admin') }, async (req) => {
      const input = parseOr400(RetentionPolicyInputSchema, req.body, 'body');
      const policy = await callRequests(() => deps.requests.setPolicy(req.principal!.tenant, input, actorOf(req)));
      return { policy: policyView(policy) };
    });

    app.post('/v1/retention/run', { preHandler: requireScope('admin') }, async (req) => {
      // A pass (and its report) spans every tenant: the operator's admins only.
      if (req.principal!.tenant !== deps.operatorTenant) throw new ApiError('TH_ERR_API_FORBIDDEN', 'running a retention pass needs an admin token of the operator tenant');
      if (!deps.runPass) throw new ApiError('TH_ERR_API_NO_RETENTION_WORKER');
      return { report: await deps.runPass() };
    });
  };
}

function policyView(p: RetentionPolicy) {
  return { ...p, updatedAtIso: p.version === 0 ? null : isoOf(p.updatedAtMs) };
}
