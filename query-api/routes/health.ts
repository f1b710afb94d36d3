import type { FastifyInstance } from 'fastify';

export interface HealthDeps {
  /** Resolves to the list of components that are not ready (empty = ready). */
  checkReady(): Promise<string[]>;
}

/** /healthz (process alive) and /readyz (storage and pipeline ready); both without authentication. */
export function healthRoutes(deps: HealthDeps) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/healthz', async () => ({ status: 'ok' }));
    app.get('/readyz', async (_req, reply) => {
      const notReady = await deps.checkReady().catch(() => ['readiness check failed']);
      if (notReady.length) return reply.code(503).send({ status: 'not_ready', components: notReady });
      return { status: 'ready' };
    });
  };
}
