import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { createClickHouse, type ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { createStore } from '../platform/store/create-store.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { buildApp } from './app.ts';
import { unusedPort } from '../test/support/unused-port.ts';

const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const dirs: string[] = [];
const handles: ClickHouse[] = [];
afterAll(async () => {
  for (const ch of handles) await ch.close();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** The app over a real ClickHouse client (`clickhouse` config), with a log that the test reads. */
async function appOver(clickhouse: Record<string, unknown>) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-app-errors-'));
  dirs.push(dataDir);
  const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir, clickhouse }));
  handles.push(ch);
  const tokens = createTokenStore({ dataDir });
  const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['investigator'], label: 'x' });
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const app = await buildApp({ logger, store: createStore({ clickhouse: ch }), tokens, checkReady: async () => [] });
  return { app, token, lines };
}

describe('the query API answers storage failures by their class, not their text', () => {
  it('ClickHouse out of reach: 503 TH_ERR_API_STORAGE_UNAVAILABLE with Retry-After', async () => {
    const { app, token } = await appOver({ url: `http://127.0.0.1:${await unusedPort()}` });
    const res = await app.inject({ method: 'GET', url: `/v1/traces/${TRACE_ID}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().error.code).toBe('TH_ERR_API_STORAGE_UNAVAILABLE');
    await app.close();
  });

  it('a statement that fails (no tables: migrations never ran): 500 TH_ERR_API_INTERNAL, logged by code only', async () => {
    const { app, token, lines } = await appOver({ database: 'app_errors_unmigrated' });
    const res = await app.inject({ method: 'GET', url: `/v1/traces/${TRACE_ID}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
    expect(res.json().error.code).toBe('TH_ERR_API_INTERNAL');
    const failed = lines.map((l) => JSON.parse(l) as Record<string, unknown>).find((l) => l.msg === 'request failed');
    expect(failed).toBeDefined();
    expect(failed!.code ?? failed!.type).toBeTruthy();
    // The engine's message names the database and quotes the statement; the log line carries neither.
    expect(JSON.stringify(failed)).not.toMatch(/app_errors_unmigrated|SELECT/);
    await app.close();
  });
});
