import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { createStore } from '../../platform/store/create-store.ts';
import { buildApp } from '../app.ts';

describe('GET /v1/me', () => {
  it("says who the token is (id, tenant, roles, scopes) and never echoes the token", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-me-'));
    const tokens = createTokenStore({ dataDir });
    const { token, info } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['legal', 'investigator'], label: 'x' });
    const app = await buildApp({
      logger: pino({ level: 'silent' }),
      store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse }),
      tokens,
      checkReady: async () => [],
    });
    const res = await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      tokenId: info.id,
      tenant: 'acme',
      roles: ['investigator', 'legal'],
      scopes: ['traces:read', 'content:read:redacted', 'replays:run', 'holds:write', 'deletions:write', 'exports:write', 'audit:read'],
    });
    expect(res.body).not.toContain(token);
    expect((await app.inject({ method: 'GET', url: '/v1/me' })).statusCode).toBe(401);
    await app.close();
  });
});
