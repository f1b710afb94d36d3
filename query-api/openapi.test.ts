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
import { createStore } from '../platform/store/create-store.ts';
import type { RetentionContext } from '../retention/worker/retention-context.ts';
import { buildApp } from './app.ts';
import { ReplayConfigSchema } from '../schemas/config.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const RETENTION_ROUTES = [
  'POST /v1/holds',
  'GET /v1/holds',
  'GET /v1/holds/:holdId',
  'POST /v1/holds/:holdId/release',
  'POST /v1/deletion-requests',
  'GET /v1/deletion-requests',
  'GET /v1/deletion-requests/:requestId',
  'GET /v1/retention-policies',
  'PUT /v1/retention-policies',
  'POST /v1/retention/run',
  'POST /v1/holds/:holdId/exports',
  'GET /v1/holds/:holdId/exports',
  'GET /v1/holds/:holdId/exports/:exportId',
  'GET /v1/holds/:holdId/exports/:exportId/download',
];
const REPLAY_ROUTES = ['POST /v1/traces/:traceId/llm-calls/:spanId/replays', 'GET /v1/traces/:traceId/llm-calls/:spanId/replays', 'GET /v1/replays/:replayId', 'POST /v1/replays/:replayId/cancel'];

describe('openapi.yaml', () => {
  it('documents exactly the routes the API serves', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-openapi-'));
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse }),
      tokens: createTokenStore({ dataDir }),
      tenants: createTenantStore({ dataDir }),
      audit: { append: async () => undefined, list: async () => ({ entries: [], nextCursor: null }) },
      content: { contentStore: {} as ContentStore, redactView: async (_t, d) => d },
      metricsRegistry: new Registry(),
      checkReady: async () => [],
      // Built but never called here: the retention routes exist once a retention context is given.
      retention: { context: { logger: pino({ level: 'silent' }) } as unknown as RetentionContext, nudge: () => undefined },
      holdExports: { signer: { keyId: 'k', publicKeyPem: '', signBytes: () => '' } as never, dataDir },
      // Built but never called: the replay routes exist once replay deps are given.
      replay: { clickhouse: {} as ClickHouse, writer: {} as never, contentStore: {} as never, priceBook: {} as never, config: ReplayConfigSchema.parse({}) },
    });
    const doc = parse(readFileSync(path.join(here, 'openapi.yaml'), 'utf8')) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([p, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`));
    for (const route of documented) {
      const [method, url] = route.split(' ') as [string, string];
      expect(app.hasRoute({ method: method as 'GET', url }), `documented but not served: ${route}`).toBe(true);
    }
    // The API's route inventory: each one it serves must be documented, and nothing else.
    const served: string[] = [];
    for (const candidate of ['GET /healthz', 'GET /readyz', 'GET /metrics', 'GET /v1/openapi.json', 'GET /v1/me', 'GET /v1/traces/:traceId', 'GET /v1/traces', 'GET /v1/traces/lookup', 'GET /v1/llm-calls', 'GET /v1/costs', 'GET /v1/content/:ref', 'GET /v1/audit', 'GET /v1/admin/tenants', 'POST /v1/admin/tenants', 'GET /v1/admin/tokens', 'POST /v1/admin/tokens', 'DELETE /v1/admin/tokens/:id', ...RETENTION_ROUTES, ...REPLAY_ROUTES]) {
      const [method, url] = candidate.split(' ') as [string, string];
      if (app.hasRoute({ method: method as 'GET', url })) served.push(candidate);
    }
    expect(served.sort()).toEqual([...documented].sort());
    await app.close();
  });

  it('documents exactly the query parameters the content route accepts', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-openapi-'));
    const tokens = createTokenStore({ dataDir });
    const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['privileged_investigator'], label: 't' });
    const appended: Array<{ details?: Record<string, unknown> }> = [];
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      // The route gets as far as the trace check, which fails here: every parameter was accepted by then.
      store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: { query: () => Promise.reject(new Error('offline')) }, close: async () => {} } as unknown as ClickHouse }),
      tokens,
      audit: { append: async (e) => void appended.push(e) },
      content: { contentStore: {} as ContentStore, redactView: async (_t, d) => d },
      checkReady: async () => [],
    });
    const doc = parse(readFileSync(path.join(here, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, { get: { parameters: Array<{ name: string; in: string; required?: boolean }> } }>;
    };
    const params = doc.paths['/v1/content/{ref}']!.get.parameters.filter((p) => p.in === 'query');
    expect(params.filter((p) => p.required).map((p) => p.name)).toEqual(['traceId']);
    const values: Record<string, string> = { traceId: 'ab'.repeat(16), spanId: 'cd'.repeat(8), view: 'raw', reason: 'INC-1' };
    const url = (query: Record<string, string>) => `/v1/content/${encodeURIComponent('thref:v1:k1:' + 'e'.repeat(64))}?${new URLSearchParams(query).toString()}`;
    const all = Object.fromEntries(params.map((p) => [p.name, values[p.name] ?? 'x']));
    const res = await app.inject({ url: url(all), headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode, res.body).toBe(503);
    expect(appended.at(-1)?.details?.detail).toBe('lookup_failed');
    // Negative control: a parameter the document does not list is refused.
    const extra = await app.inject({ url: url({ ...all, traceID: 'ab'.repeat(16) }), headers: { authorization: `Bearer ${token}` } });
    expect(extra.statusCode).toBe(400);
    expect(appended.at(-1)?.details?.detail).toBe('bad_query');
    await app.close();
  });
  it('documents exactly the query parameters the two searches accept', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-openapi-'));
    const tokens = createTokenStore({ dataDir });
    const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['privileged_investigator'], label: 't' });
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      // Every parameter is accepted before the query runs, and the query fails here: 500, not 400.
      store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: { query: () => Promise.reject(new Error('offline')) }, close: async () => {} } as unknown as ClickHouse }),
      tokens,
      audit: { append: async () => undefined },
      content: { contentStore: { pseudonymize: async () => 'psn_' + '0'.repeat(32) } as unknown as ContentStore, redactView: async (_t, d) => d },
      checkReady: async () => [],
    });
    const doc = parse(readFileSync(path.join(here, 'openapi.yaml'), 'utf8')) as {
      paths: Record<string, { get: { parameters: Array<{ name: string; in: string }> } }>;
    };
    const values: Record<string, string> = {
      from: '2026-12-01T00:00:00Z', to: '2026-12-01T12:00:00Z', subjectRef: 'psn_' + 'a'.repeat(32), status: 'error', limit: '5',
      error: 'true', minDurationMs: '1', maxDurationMs: '2', sampleDecision: 'kept', reason: 'INC-1', endUser: 'u-1',
    };
    for (const route of ['/v1/llm-calls', '/v1/traces']) {
      const names = doc.paths[route]!.get.parameters.filter((p) => p.in === 'query' && p.name !== 'cursor').map((p) => p.name);
      // endUser and subjectRef are alternatives: each with every other parameter.
      const sets = names.includes('endUser') ? [names.filter((n) => n !== 'subjectRef'), names.filter((n) => n !== 'endUser' && n !== 'reason')] : [names];
      for (const set of sets) {
        const query = new URLSearchParams(Object.fromEntries(set.map((n) => [n, values[n] ?? 'x'])));
        const res = await app.inject({ url: `${route}?${query.toString()}`, headers: { authorization: `Bearer ${token}` } });
        expect(res.statusCode, `${route}: ${res.body}`).toBe(500);
        // Negative control: a parameter the document does not list is refused.
        query.set('userId', 'x');
        const extra = await app.inject({ url: `${route}?${query.toString()}`, headers: { authorization: `Bearer ${token}` } });
        expect(extra.statusCode, route).toBe(400);
      }
    }
    await app.close();
  });
});

describe('GET /v1/openapi.json', () => {
  it('serves the repository document as JSON to any valid token, and nothing without one', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-openapi-'));
    const tokens = createTokenStore({ dataDir });
    // A role with the fewest scopes: the document describes the API, not the tenant's data.
    const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['viewer'], label: 't' });
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse }),
      tokens,
      checkReady: async () => [],
    });
    const ok = await app.inject({ method: 'GET', url: '/v1/openapi.json', headers: { authorization: `Bearer ${token}` } });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^application\/json/);
    expect(ok.json()).toEqual(parse(readFileSync(path.join(here, 'openapi.yaml'), 'utf8')));
    expect(Object.keys(ok.json().paths)).toContain('/v1/openapi.json');
    const anonymous = await app.inject({ method: 'GET', url: '/v1/openapi.json' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('TH_ERR_API_UNAUTHENTICATED');
    await app.close();
  });
});
