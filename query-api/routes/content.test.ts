import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTokenStore } from '../../platform/auth/token-store.ts';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { ContentStore } from '../../platform/content-store/content-store.ts';
import { buildApp } from '../app.ts';
import type { AuditSink } from '../audit-sink.ts';

const REF = 'thref:v1:k1:' + 'a'.repeat(64);
const SECRET = 'the prompt jane@example.com sent';

// ClickHouse is not reached by the content route except for the trace lookup, which tolerates failure.
const offlineClickHouse = { db: 'tracehold', mode: 'server', client: { query: () => Promise.reject(new Error('offline')) }, close: async () => {} } as unknown as ClickHouse;
const store: ContentStore = {
  start: async () => {},
  shutdown: async () => {},
  computeRef: async () => REF,
  put: async () => ({ ref: REF, existed: false, sizeBytes: 0 }),
  pseudonymize: async () => 'psn_x',
  get: async (tenant, ref) => (tenant === 'acme' && ref === REF ? { ref, tenant, contentType: 'application/json', createdAtMs: 1, bytes: Buffer.from(JSON.stringify({ data: [{ role: 'user', parts: [{ type: 'text', content: SECRET }] }] })) } : null),
};

async function appWith(audit: AuditSink) {
  const tokens = createTokenStore({ dataDir: mkdtempSync(path.join(os.tmpdir(), 'th-content-')) });
  const { token } = await tokens.create({ tenant: 'acme', kind: 'query', roles: ['privileged_investigator'], label: 't' });
  const app = await buildApp({
    logger: pino({ level: 'silent' }),
    clickhouse: offlineClickHouse,
    tokens,
    audit,
    content: { contentStore: store, redactView: async (_t, d) => d },
    checkReady: async () => [],
  });
  return { app, token };
}

describe('GET /v1/content/:ref and the audit log', () => {
  it('fails the read, returning no byte of content, when the audit write fails', async () => {
    const { app, token } = await appWith({ append: () => Promise.reject(new Error('clickhouse down')) });
    const res = await app.inject({ url: `/v1/content/${encodeURIComponent(REF)}?view=raw&reason=T-1`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('TH_ERR_API_AUDIT_UNAVAILABLE');
    expect(res.body).not.toContain('jane@example.com');
  });

  it('negative control: with a working audit log the same read succeeds, and was audited before the answer', async () => {
    const appended: unknown[] = [];
    const { app, token } = await appWith({ append: async (e) => void appended.push(e) });
    const res = await app.inject({ url: `/v1/content/${encodeURIComponent(REF)}?view=raw&reason=T-1`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('jane@example.com');
    expect(appended).toHaveLength(1);
    expect(appended[0]).toMatchObject({ tenant: 'acme', action: 'content.read', outcome: 'granted', reason: 'T-1', target: { ref: REF } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('audits a denied attempt too', async () => {
    const appended: Array<{ outcome: string }> = [];
    const { app, token } = await appWith({ append: async (e) => void appended.push(e) });
    const res = await app.inject({ url: `/v1/content/${encodeURIComponent('thref:v1:k1:' + 'b'.repeat(64))}`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(404);
    expect(appended.map((e) => e.outcome)).toEqual(['failed']);
  });
});
