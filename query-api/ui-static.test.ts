import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTokenStore, type TokenStore } from '../platform/auth/token-store.ts';
import type { ClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { createStore } from '../platform/store/create-store.ts';
import { buildApp } from './app.ts';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-3f2a9c1d.js"></script></head><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("ui");';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A built UI as Vite lays it out (index.html, hashed assets) plus the build stamp and a stray file under v1/. */
function makeBuiltUi(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'th-ui-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets/index-3f2a9c1d.js'), ASSET_JS);
  writeFileSync(path.join(dir, '.build-stamp'), '{"key":"abc"}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const sub of ['v1', 'other']) {
    mkdirSync(path.join(dir, sub));
    writeFileSync(path.join(dir, sub, 'note.txt'), 'not an API answer');
  }
  return dir;
}

async function build(uiDir: string | undefined): Promise<{ app: FastifyInstance; tokens: TokenStore }> {
  const tokens = createTokenStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'th-ui-tokens-')) });
  app = await buildApp({
    logger: pino({ level: 'silent' }),
    store: createStore({ clickhouse: { db: 'tracehold', mode: 'server', client: {}, close: async () => {} } as unknown as ClickHouse }),
    tokens,
    checkReady: async () => [],
    uiDir,
  });
  return { app, tokens };
}

function expectSecurityHeaders(headers: Record<string, unknown>): void {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("img-src 'self' data:");
  expect(csp).toContain("frame-ancestors 'none'");
  // No inline script may run: no 'unsafe-inline' / 'unsafe-eval' anywhere in the policy.
  expect(csp).not.toContain('unsafe');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
}

describe('the UI served by the query API', () => {
  it('serves index.html at / without a token, never cached, with the security headers', async () => {
    const { app } = await build(makeBuiltUi());
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(INDEX_HTML);
    expect(res.headers['cache-control']).toBe('no-store');
    expectSecurityHeaders(res.headers);
    const direct = await app.inject({ method: 'GET', url: '/index.html' });
    expect(direct.statusCode).toBe(200);
    expect(direct.headers['cache-control']).toBe('no-store');
  });

  it('serves hashed assets with a long immutable cache, other files uncached', async () => {
    const { app } = await build(makeBuiltUi());
    const res = await app.inject({ method: 'GET', url: '/assets/index-3f2a9c1d.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.body).toBe(ASSET_JS);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(res.headers);
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-store');
  });

  it('keeps the API authenticated and its JSON 404s; never serves dotfiles, files under /v1/ or outside the build', async () => {
    const { app, tokens } = await build(makeBuiltUi());
    expect((await app.inject({ method: 'GET', url: '/v1/me' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/v1/traces/${'ab'.repeat(16)}` })).json()).toMatchObject({ error: { code: 'TH_ERR_API_UNAUTHENTICATED' } });
    // A file under v1/ in the build folder is still not served, even with a token: /v1 is the API's.
    expect((await app.inject({ method: 'GET', url: '/v1/note.txt' })).statusCode).toBe(401);
    const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['investigator'], label: 'ui-test' });
    const authorization = `Bearer ${token}`;
    const v1File = await app.inject({ method: 'GET', url: '/v1/note.txt', headers: { authorization } });
    expect(v1File.statusCode).toBe(404);
    expect(v1File.json()).toMatchObject({ error: { code: 'TH_ERR_API_NOT_FOUND' } });
    // Negative control: the same file elsewhere in the build is served, so the refusal above is the /v1 rule.
    expect((await app.inject({ method: 'GET', url: '/other/note.txt' })).body).toBe('not an API answer');
    expect((await app.inject({ method: 'GET', url: '/v1/me', headers: { authorization } })).statusCode).toBe(200);
    for (const url of ['/.build-stamp', '/nope', '/trace/abc', '/assets/missing.js', '/../package.json', '/%2e%2e/package.json']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ error: { code: 'TH_ERR_API_NOT_FOUND' } });
    }
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
  });

  it('without a build, / says how to build the UI; without a UI folder, / is the API 404', async () => {
    const missing = path.join(mkdtempSync(path.join(os.tmpdir(), 'th-ui-none-')), 'dist');
    const notBuilt = await build(missing);
    const res = await notBuilt.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('npm run build:ui');
    expectSecurityHeaders(res.headers);
    await notBuilt.app.close();

    const noUi = await build(undefined);
    const bare = await noUi.app.inject({ method: 'GET', url: '/' });
    expect(bare.statusCode).toBe(404);
    expect(bare.json()).toMatchObject({ error: { code: 'TH_ERR_API_NOT_FOUND' } });
    expect(bare.headers['content-security-policy']).toBeUndefined();
  });
});
