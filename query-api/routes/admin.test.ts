import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import { createTenantStore } from '../../platform/auth/tenant-store.ts';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { createStore } from '../../platform/store/create-store.ts';
import { buildApp } from '../app.ts';

const ADMIN = 'thq_admin_token_for_admin_route_tests_0123456789';

async function app(configuredIngestTokens: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-admin-'));
  const tokens = createTokenStore({ dataDir });
  const tenants = createTenantStore({ dataDir });
  await tenants.create('default', 'default tenant');
  await tokens.ensureAdminToken('default', ADMIN);
  const audited: string[] = [];
  const built = await buildApp({
    logger: pino({ level: 'silent' }),
    store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse }),
    tokens,
    tenants,
    operatorTenant: 'default',
    audit: { append: async (e: { action: string }) => void audited.push(e.action) } as never,
    checkReady: async () => [],
    configuredIngestTokens,
  });
  const call = async (method: 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const res = await built.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${ADMIN}` } });
    return { status: res.statusCode, body: res.json() as { info: { id: string }; token?: string; warnings: Array<{ code: string; message: string }> } };
  };
  return { built, call, audited };
}

describe('admin API: ingest tokens that change what every exporter must send say so', () => {
  it('warns on the first ingest token and on revoking the last one, not on the others', async () => {
    const { built, call, audited } = await app(0);
    const query = await call('POST', '/v1/admin/tokens', { kind: 'query', roles: ['viewer'] });
    expect(query.status).toBe(201);
    expect(query.body.warnings).toEqual([]);

    const first = await call('POST', '/v1/admin/tokens', { kind: 'ingest', label: 'svc-a' });
    expect(first.status).toBe(201);
    expect(first.body.warnings).toHaveLength(1);
    expect(first.body.warnings[0]!.code).toBe('TH_WARN_INGEST_AUTH_NOW_REQUIRED');
    expect(first.body.warnings[0]!.message).toContain('every OTLP exporter must send Authorization: Bearer <ingest token>');
    expect(first.body.warnings[0]!.message).toContain('unauthenticated exporters of every tenant get 401');
    // The warning never repeats the token.
    expect(JSON.stringify(first.body.warnings)).not.toContain(first.body.token!);

    const second = await call('POST', '/v1/admin/tokens', { kind: 'ingest', label: 'svc-b' });
    expect(second.body.warnings).toEqual([]);

    expect((await call('DELETE', `/v1/admin/tokens/${first.body.info.id}`)).body.warnings).toEqual([]);
    const last = await call('DELETE', `/v1/admin/tokens/${second.body.info.id}`);
    expect(last.status).toBe(200);
    expect(last.body.warnings.map((w) => w.code)).toEqual(['TH_WARN_INGEST_AUTH_NO_LONGER_REQUIRED']);
    expect(audited).toEqual(['token.create', 'token.create', 'token.create', 'token.revoke', 'token.revoke']);
    await built.close();
  });

  it('does not warn when configured ingest tokens (TRACEHOLD_INGEST_TOKENS) require credentials already', async () => {
    const { built, call } = await app(1);
    const first = await call('POST', '/v1/admin/tokens', { kind: 'ingest' });
    expect(first.status).toBe(201);
    expect(first.body.warnings).toEqual([]);
    expect((await call('DELETE', `/v1/admin/tokens/${first.body.info.id}`)).body.warnings).toEqual([]);
    await built.close();
  });
});
