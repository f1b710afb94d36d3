import type { FastifyInstance } from 'fastify';
import { SCOPES } from '../../schemas/auth.ts';

/**
 * GET /v1/me (any valid token): who the token is — its id (never the token), tenant, roles and scopes — so a
 * client (the UI) offers only what the token may do. The server still checks every request.
 */
export function whoamiRoutes() {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/me', async (req) => {
      const p = req.principal!;
      return { tokenId: p.tokenId, tenant: p.tenant, roles: [...p.roles].sort(), scopes: SCOPES.filter((s) => p.scopes.has(s)) };
    });
  };
}
