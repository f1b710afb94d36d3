import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Registry } from 'prom-client';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { createTenantStore } from '../platform/auth/tenant-store.ts';
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import type { ContentStore } from '../platform/content-store/content-store.ts';
import { buildApp } from './app.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('openapi.yaml', () => {
  it('documents exactly the routes the API serves', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-openapi-'));
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse,
      tokens: createTokenStore({ dataDir }),
      tenants: createTenantStore({ dataDir }),
      audit: { append: async () => undefined, list: async () => ({ entries: [], nextCursor: null }) },
      content: { contentStore: {} as ContentStore, redactView: async (_t, d) => d },
      metricsRegistry: new Registry(),
      checkReady: async () => [],
    });
    const doc = parse(readFileSync(path.join(here, 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`));
    for (const route of documented) {
      const [method, url] = route.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'GET', url }), `documented but not served: ${route}`).toBe(true);
    }
    // The API's route inventory: each one it serves must be documented, and nothing else.
    const served: string[] = [];
    for (const candidate of ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /v1/traces/:traceId', 'GET /v1/llm-calls', 'GET /v1/content/:ref', 'GET /v1/audit', 'GET /v1/admin/tenants', 'POST /v1/admin/tenants', 'GET /v1/admin/tokens', 'POST /v1/admin/tokens', 'DELETE /v1/admin/tokens/:id']) {
      const [method, url] = candidate.split(' ') as [string, string];
      if (app.hasRoute({ method: method as 'GET', url })) served.push(candidate);
    }
    expect(served.sort()).toEqual([...documented].sort());
    await app.close();
  });
});
