import { readFileSync } from 'node:fs';
import { repoPath } from '../../platform/repo-root.ts';
import type { FastifyInstance } from 'fastify';
import { parse } from 'yaml';

/** The OpenAPI document the repository keeps (query-api/openapi.yaml); a test holds it to the routes served. */
export const OPENAPI_YAML_PATH = repoPath('query-api', 'openapi.yaml');

/**
 * GET /v1/openapi.json — the API's OpenAPI document as JSON, for clients and generators. Read and parsed once
 * at start (a broken document fails the start, not a request). Like every /v1 route it needs a valid token,
 * but no scope: it describes the API, not the tenant's data.
 */
export function openapiRoutes(deps: { yamlPath?: string } = {}) {
  const document = parse(readFileSync(deps.yamlPath ?? OPENAPI_YAML_PATH, 'utf8')) as unknown;
  const body = JSON.stringify(document);
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/v1/openapi.json', async (_req, reply) => reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(body));
  };
}
