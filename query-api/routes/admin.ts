import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ROLES, type Role } from '../../schemas/auth.ts';
import type { TenantStore } from '../../platform/auth/tenant-store.ts';
import { TokenStoreError, type TokenStore } from '../../platform/auth/token-store.ts';
import { ApiError } from '../api-errors.ts';
import { requireScope } from '../auth/authenticate.ts';
import type { AuditSink } from '../audit-sink.ts';
import { ingestAuthWarning } from '../../platform/auth/ingest-auth-warning.ts';

const CreateTokenBody = z.strictObject({
  kind: z.enum(['query', 'ingest']).default('query'),
  roles: z.array(z.enum(Object.keys(ROLES) as [Role, ...Role[]])).default([]),
  label: z.string().max(200).default(''),
  tenant: z.string().optional(),
});
const CreateTenantBody = z.strictObject({ name: z.string(), label: z.string().max(200).default('') });

/**
 * Tokens and tenants (scope `admin`). An admin manages the tokens of its own tenant; tenants themselves
 * (and tokens of other tenants) are managed by an admin of the operator tenant (the default tenant).
 * Every change is audited before it is answered. Token answers carry `warnings` (always an array): creating
 * the first ingest token, or revoking the last one, changes what the collector accepts from every exporter
 * of every tenant, and the caller is told so (TH_WARN_INGEST_AUTH_*). `configuredIngestTokens` is the number
 * of ingest tokens in this process's configuration (TRACEHOLD_INGEST_TOKENS), which keep credentials
 * required whatever the store holds.
 */
export function adminRoutes(deps: { tokens: TokenStore; tenants: TenantStore; operatorTenant: string; audit?: AuditSink; configuredIngestTokens?: number }) {
  const warningContext = { configuredIngestTokens: deps.configuredIngestTokens ?? 0, defaultTenant: deps.operatorTenant };
  return async function register(app: FastifyInstance): Promise<void> {
    const admin = { preHandler: requireScope('admin') };
    const isOperator = (req: FastifyRequest) => req.principal!.tenant === deps.operatorTenant;
    const audit = async (req: FastifyRequest, tenant: string, action: string, target: Record<string, string>, details?: Record<string, unknown>) => {
      await deps.audit?.append({ tenant, actor: { tokenId: req.principal!.tokenId, kind: 'token' }, action, target, reason: '', outcome: 'ok', details });
    };

    app.get('/v1/admin/tenants', admin, async (req) => {
      if (!isOperator(req)) return { tenants: (await deps.tenants.list()).filter((t) => t.name === req.principal!.tenant) };
      return { tenants: await deps.tenants.list() };
    });

    app.post('/v1/admin/tenants', admin, async (req, reply) => {
      if (!isOperator(req)) throw new ApiError('TH_ERR_API_FORBIDDEN', 'only an admin of the operator tenant creates tenants');
      const body = CreateTenantBody.safeParse(req.body ?? {});
      if (!body.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid body: ${body.error.issues[0]?.path.join('.')} ${body.error.issues[0]?.message}`);
      const result = await deps.tenants.create(body.data.name, body.data.label).catch((err: Error & { code?: string }) => {
        throw new ApiError('TH_ERR_API_BAD_REQUEST', err.message);
      });
      if (!result.existed) await audit(req, body.data.name, 'tenant.create', { tenant: body.data.name });
      return reply.code(result.existed ? 200 : 201).send(result);
    });

    app.get<{ Querystring: { includeRevoked?: string; tenant?: string } }>('/v1/admin/tokens', admin, async (req) => {
      // An operator admin sees every tenant's tokens (or one tenant's, with ?tenant=); others their own.
      const tenant = isOperator(req) ? req.query.tenant : req.principal!.tenant;
      return { tokens: await deps.tokens.list({ tenant, includeRevoked: req.query.includeRevoked === 'true' }) };
    });

    app.post('/v1/admin/tokens', admin, async (req, reply) => {
      const body = CreateTokenBody.safeParse(req.body ?? {});
      if (!body.success) throw new ApiError('TH_ERR_API_BAD_REQUEST', `invalid body: ${body.error.issues[0]?.path.join('.')} ${body.error.issues[0]?.message}`);
      const tenant = body.data.tenant ?? req.principal!.tenant;
      if (tenant !== req.principal!.tenant && !isOperator(req)) throw new ApiError('TH_ERR_API_FORBIDDEN', 'an admin creates tokens of its own tenant only');
      if (!(await deps.tenants.exists(tenant))) throw new ApiError('TH_ERR_API_BAD_REQUEST', `unknown tenant "${tenant}": create it first`);
      try {
        const { token, info, firstActiveIngestToken } = await deps.tokens.create({ tenant, kind: body.data.kind, roles: body.data.roles, label: body.data.label });
        await audit(req, tenant, 'token.create', { tokenId: info.id }, { kind: info.kind, roles: info.roles });
        const warning = firstActiveIngestToken ? ingestAuthWarning('first_ingest_token_created', warningContext) : null;
        // The plaintext is shown once, here; only its hash is stored.
        return reply.code(201).send({ token, info, warnings: warning ? [warning] : [] });
      } catch (err) {
        if (err instanceof TokenStoreError) throw new ApiError('TH_ERR_API_BAD_REQUEST', err.message);
        throw err;
      }
    });

    app.delete<{ Params: { id: string } }>('/v1/admin/tokens/:id', admin, async (req) => {
      try {
        const { info, lastActiveIngestToken } = await deps.tokens.revoke(req.params.id, isOperator(req) ? undefined : req.principal!.tenant);
        await audit(req, info.tenant, 'token.revoke', { tokenId: info.id });
        const warning = lastActiveIngestToken ? ingestAuthWarning('last_ingest_token_revoked', warningContext) : null;
        return { info, warnings: warning ? [warning] : [] };
      } catch (err) {
        if (err instanceof TokenStoreError && err.code === 'TH_ERR_TOKEN_NOT_FOUND') throw new ApiError('TH_ERR_API_NOT_FOUND', 'no such token in your tenant');
        throw err;
      }
    });
  };
}
