import type { FastifyInstance } from 'fastify';
import type { MetricsSource } from '../../platform/metrics/create-metrics.ts';

/**
 * GET /metrics — Prometheus text format. Needs a valid bearer token like every other data route
 * (Prometheus supports `authorization: { credentials: … }`); labels never carry span values.
 */
export function metricsRoutes(deps: { registry: MetricsSource }) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/metrics', async (_req, reply) => {
      reply.header('content-type', deps.registry.contentType);
      return deps.registry.metrics();
    });
  };
}
