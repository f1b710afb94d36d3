import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../schemas/auth.ts';
import { ApiError } from '../api-errors.ts';
import type { Principal, TokenStore } from '../../platform/auth/token-store.ts';
import { bearerToken } from '../../platform/auth/bearer.ts';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

/** onRequest hook: every /v1 route and /metrics need a valid bearer token; the principal is attached to the request. */
export function createAuthenticateHook(tokens: TokenStore) {
  return async function authenticate(req: FastifyRequest): Promise<void> {
    if (!req.url.startsWith('/v1/') && req.url !== '/metrics' && !req.url.startsWith('/metrics?')) return;
    const token = bearerToken(req.headers.authorization);
    if (!token) throw new ApiError('TH_ERR_API_UNAUTHENTICATED');
    const principal = await tokens.verify(token);
    if (!principal) throw new ApiError('TH_ERR_API_UNAUTHENTICATED');
    req.principal = principal;
  };
}

export function requireScope(scope: Scope) {
  return async function check(req: FastifyRequest, _reply: FastifyReply): Promise<void> {
    if (!req.principal) throw new ApiError('TH_ERR_API_UNAUTHENTICATED');
    if (!req.principal.scopes.has(scope)) throw new ApiError('TH_ERR_API_FORBIDDEN', `this endpoint needs the ${scope} scope`);
  };
}
