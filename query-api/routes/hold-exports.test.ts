/**
 * POST/GET /v1/holds/:holdId/exports and the download, through buildApp with real chDB, content store, audit
 * log and tokens: the scopes that gate them (content needs content:read:raw, else 403 unless includeContent is
 * false), the reason, 429 with Retry-After while an export runs, tenant isolation, and a downloaded bundle that
 * verifies offline.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenStore, type TokenStore } from '../../platform/auth/token-store.ts';
import { verifyBundle } from '../../retention/bundle/verify-bundle.ts';
import type { Role } from '../../schemas/auth.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import type { Hold } from '../../schemas/retention.ts';
import { createBundleEnv, makeHold, seedTrace, type BundleEnv } from '../../test/support/bundle-env.ts';
import { buildApp } from '../app.ts';

let env: BundleEnv;
let app: FastifyInstance;
let tokens: TokenStore;
let hold: Hold;
const tok: Record<string, string> = {};

async function token(tenant: string, roles: Role[]): Promise<string> {
  return (await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` })).token;
}

async function call(bearer: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(body !== undefined ? { payload: body as object } : {}) });
  return { status: res.statusCode, headers: res.headers, raw: res.rawPayload, json: () => res.json() as Record<string, unknown> };
}

async function waitDone(bearer: string, exportId: string): Promise<Record<string, unknown>> {
  for (let i = 0; i < 600; i++) {
    const r = await call(bearer, 'GET', `/v1/holds/${hold.holdId}/exports/${exportId}`);
    expect(r.status).toBe(200);
    const job = r.json();
    if (job.state !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

beforeAll(async () => {
  env = await createBundleEnv('bundle-routes');
  const t = await seedTrace(env, { user: 'user-a', calls: 2, spans: 2, startMs: Date.now() - 86_400_000 });
  hold = makeHold(env.tenant, { kind: 'traces', traceIds: [t.traceId] });
  await env.ctx.state.putHold(hold);
  tokens = createTokenStore({ dataDir: env.root });
  tok.legal = await token('acme', ['legal']);
  tok.legalRaw = await token('acme', ['legal', 'privileged_investigator']);
  tok.viewer = await token('acme', ['viewer']);
  tok.betaLegal = await token('beta', ['legal', 'privileged_investigator']);
  app = await buildApp({
    logger: env.logger,
    store: env.store,
    tokens,
    audit: env.auditLog,
    retention: { context: env.ctx, nudge: () => undefined },
    holdExports: { signer: env.signer, dataDir: env.root },
    checkReady: async () => [],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await env?.close();
});

describe('POST /v1/holds/:holdId/exports', () => {
  it('needs exports:write, a reason, and a hold of the caller\'s tenant', async () => {
    expect((await call(tok.viewer!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'x' })).status).toBe(403);
    const noReason = await call(tok.legalRaw!, 'POST', `/v1/holds/${hold.holdId}/exports`, {});
    expect(noReason.status).toBe(400);
    expect(noReason.json()).toMatchObject({ error: { code: 'TH_ERR_API_REASON_REQUIRED' } });
    expect((await call(tok.betaLegal!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'x' })).json()).toMatchObject({ error: { code: 'TH_ERR_API_EXPORT_HOLD_NOT_FOUND' } });
  });

  it('refuses content without content:read:raw (audited), and exports without content when asked', async () => {
    const refused = await call(tok.legal!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'Matter 17' });
    expect(refused.status).toBe(403);
    const denied = (await env.auditLog.list({ tenant: 'acme', action: 'export.create', limit: 100 })).entries.filter((e: AuditEntry) => e.outcome === 'denied');
    expect(denied.map((e) => e.target.holdId)).toContain(hold.holdId);

    const accepted = await call(tok.legal!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'Matter 17', includeContent: false });
    expect(accepted.status).toBe(202);
    const job = await waitDone(tok.legal!, accepted.json().exportId as string);
    expect(job).toMatchObject({ state: 'done', includeContent: false, progress: expect.objectContaining({ ledgerRows: 2, contentFiles: 0 }) });
  });

  it('runs one export at a time (429 with Retry-After), then serves a bundle that verifies offline', async () => {
    const first = await call(tok.legalRaw!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'Matter 17 production' });
    expect(first.status).toBe(202);
    const second = await call(tok.legalRaw!, 'POST', `/v1/holds/${hold.holdId}/exports`, { reason: 'again' });
    expect(second.status).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    const exportId = first.json().exportId as string;
    const job = await waitDone(tok.legalRaw!, exportId);
    // Listed with the hold's other exports, newest first; not for a caller of another tenant.
    const listed = await call(tok.legalRaw!, 'GET', `/v1/holds/${hold.holdId}/exports`);
    expect(listed.status).toBe(200);
    expect((listed.json().exports as Array<{ exportId: string }>)[0]!.exportId).toBe(exportId);
    expect((await call(tok.betaLegal!, 'GET', `/v1/holds/${hold.holdId}/exports`)).json().exports).toEqual([]);
    expect(job).toMatchObject({ state: 'done', includeContent: true, progress: expect.objectContaining({ ledgerRows: 2, contentFiles: 4 }) });

    // Another tenant cannot see it; a token without raw content cannot download a bundle with content.
    expect((await call(tok.betaLegal!, 'GET', `/v1/holds/${hold.holdId}/exports/${exportId}`)).status).toBe(404);
    expect((await call(tok.legal!, 'GET', `/v1/holds/${hold.holdId}/exports/${exportId}/download`)).status).toBe(403);

    const dl = await call(tok.legalRaw!, 'GET', `/v1/holds/${hold.holdId}/exports/${exportId}/download`);
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toBe('application/gzip');
    expect(dl.headers['content-disposition']).toBe(`attachment; filename="${exportId}.tar.gz"`);
    expect(createHash('sha256').update(dl.raw).digest('hex')).toBe(job.sha256);
    const file = path.join(env.root, 'downloaded.tar.gz');
    writeFileSync(file, dl.raw);
    expect(await verifyBundle(file, { publicKey: env.signer.publicKeyPem })).toMatchObject({ ok: true });
    const actions = (await env.auditLog.list({ tenant: 'acme', limit: 1000 })).entries.filter((e: AuditEntry) => e.target.exportId === exportId).map((e) => e.action);
    // The four content reads of the export carry its id too.
    expect(actions.sort()).toEqual(['content.read', 'content.read', 'content.read', 'content.read', 'export.complete', 'export.create', 'export.download']);
  });
});
