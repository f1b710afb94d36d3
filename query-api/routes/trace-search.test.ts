/**
 * GET /v1/traces as a search without a trace id, against the real engine (chDB): trace index rows written the
 * way ingest writes them (through `trace_index_input` and its materialized view, a trace's spans in several
 * batches), found by service, root service, route, model, error, duration and sampling decision; a near-miss
 * value finds none; a trace is in a window by its start; paging visits every trace once; tenants stay apart.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenStore, type TokenStore } from '../../platform/auth/token-store.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createStore, type Store, type TraceIndexInput } from '../../platform/store/create-store.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { buildApp } from '../app.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-trace-search-'));
const NOW_MS = Date.now();
const HOUR_MS = 3600_000;

let ch: ClickHouse;
let store: Store;
let tokens: TokenStore;
let app: FastifyInstance;
let viewer: string;
let betaViewer: string;

const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const ns = (ms: number) => (BigInt(Math.round(ms * 1000)) * 1000n).toString();

interface SpanSpec {
  service: string;
  root?: boolean;
  name?: string;
  startMs: number;
  durationMs: number;
  error?: boolean;
  model?: string;
  route?: string;
  httpStatus?: number;
}

/** One trace's spans as trace index inputs, written in `batches` separate inserts (as late spans arrive). */
async function writeTrace(spec: { tenant?: string; traceId?: string; decision?: 'kept' | 'dropped'; spans: SpanSpec[]; batches?: number }): Promise<string> {
  const traceId = spec.traceId ?? hex(16);
  const rows: TraceIndexInput[] = spec.spans.map((s) => ({
    tenant: spec.tenant ?? 'acme',
    traceId,
    spanId: hex(8),
    isRoot: s.root === true,
    name: s.name ?? (s.root ? 'GET' : 'work'),
    serviceName: s.service,
    startTimeUnixNano: ns(s.startMs),
    endTimeUnixNano: ns(s.startMs + s.durationMs),
    isError: s.error === true,
    isLlm: s.model !== undefined,
    sampleDecision: spec.decision ?? 'kept',
    samplePolicy: spec.decision === 'dropped' ? 'no_policy_matched' : 'keep_all',
    decidedWithoutRoot: false,
    route: s.route ?? '',
    httpStatusCode: s.httpStatus ?? 0,
    model: s.model ?? '',
  }));
  const batches = spec.batches ?? 1;
  for (let b = 0; b < batches; b++) {
    const part = rows.filter((_, i) => i % batches === b);
    await store.writer.insertTraceIndexInput(part);
  }
  return traceId;
}

async function get(bearer: string, query: Record<string, string>) {
  const res = await app.inject({ url: `/v1/traces?${new URLSearchParams(query).toString()}`, headers: { authorization: `Bearer ${bearer}` } });
  return { status: res.statusCode, body: res.json(), text: res.body };
}

async function ids(query: Record<string, string>, bearer = viewer): Promise<string[]> {
  const r = await get(bearer, { limit: '1000', ...query });
  expect(r.status, r.text).toBe(200);
  return (r.body.traces as Array<{ traceId: string }>).map((t) => t.traceId).sort();
}

const t = {} as Record<'checkout' | 'search' | 'slow' | 'failedRoot' | 'errorChild' | 'dropped' | 'old', string>;

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'trace_search' } }));
  await migrate(ch, logger);
  store = createStore({ clickhouse: ch });
  tokens = createTokenStore({ dataDir: root });
  viewer = (await tokens.create({ tenant: 'acme', kind: 'query', roles: ['viewer'], label: 'v' })).token;
  betaViewer = (await tokens.create({ tenant: 'beta', kind: 'query', roles: ['viewer'], label: 'b' })).token;
  const at = (hoursAgo: number) => NOW_MS - hoursAgo * HOUR_MS;
  t.checkout = await writeTrace({
    batches: 3,
    spans: [
      { service: 'web', root: true, name: 'POST /checkout', route: '/checkout', httpStatus: 200, startMs: at(1), durationMs: 900 },
      { service: 'worker', startMs: at(1) + 100, durationMs: 500 },
      { service: 'worker', startMs: at(1) + 200, durationMs: 300, model: 'gpt-4o-2024-08-06' },
    ],
  });
  t.search = await writeTrace({
    spans: [
      { service: 'web', root: true, route: '/search', httpStatus: 200, startMs: at(2), durationMs: 200 },
      { service: 'retriever', startMs: at(2) + 10, durationMs: 100, model: 'text-embedding-3-small' },
    ],
  });
  t.slow = await writeTrace({
    batches: 2,
    spans: [
      { service: 'web', root: true, route: '/report', httpStatus: 200, startMs: at(3), durationMs: 12_000 },
      { service: 'worker', startMs: at(3) + 11_000, durationMs: 1000, model: 'claude-sonnet-4-20250514' },
    ],
  });
  t.failedRoot = await writeTrace({ spans: [{ service: 'web', root: true, route: '/checkout', httpStatus: 500, error: true, startMs: at(4), durationMs: 50 }] });
  t.errorChild = await writeTrace({
    batches: 2,
    spans: [
      { service: 'web', root: true, route: '/chat', httpStatus: 200, startMs: at(5), durationMs: 400 },
      { service: 'worker', startMs: at(5) + 10, durationMs: 100, error: true, model: 'gpt-4o-2024-08-06' },
    ],
  });
  t.dropped = await writeTrace({ decision: 'dropped', spans: [{ service: 'web', root: true, route: '/health', httpStatus: 200, startMs: at(6), durationMs: 2 }] });
  t.old = await writeTrace({ spans: [{ service: 'web', root: true, route: '/checkout', httpStatus: 200, startMs: at(48), durationMs: 100 }] });
  // The same trace id in another tenant, with another route: never mixed into acme's trace.
  await writeTrace({ tenant: 'beta', traceId: t.checkout, spans: [{ service: 'beta-web', root: true, route: '/beta', startMs: at(1), durationMs: 10, error: true }] });
  app = await buildApp({ logger, store, tokens, checkReady: async () => [] });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await ch?.close();
});

describe('GET /v1/traces', () => {
  it('lists the traces that started in the last 24 hours by default, newest first, with their summary', async () => {
    const r = await get(viewer, {});
    expect(r.status, r.text).toBe(200);
    expect(r.body.traces.map((x: { traceId: string }) => x.traceId)).toEqual([t.checkout, t.search, t.slow, t.failedRoot, t.errorChild, t.dropped]);
    const checkout = r.body.traces[0];
    expect(checkout).toMatchObject({
      traceId: t.checkout,
      durationMs: 900,
      root: { service: 'web', name: 'POST /checkout', route: '/checkout', httpStatus: 200, isError: false },
      spanCount: 3,
      llmCallCount: 1,
      errorSpanCount: 0,
      services: ['web', 'worker'],
      models: ['gpt-4o-2024-08-06'],
      sampling: { decision: 'kept', policy: 'keep_all', withoutRoot: false },
    });
    expect(checkout.startTimeIso).toBe(new Date(NOW_MS - HOUR_MS).toISOString());
    expect(r.body.window.defaulted).toEqual({ from: true, to: true });
    expect(r.body.nextCursor).toBeNull();
  });

  it('finds traces by service, root service, route, model, error, duration and decision; near misses find none', async () => {
    expect(await ids({ service: 'retriever' })).toEqual([t.search]);
    expect(await ids({ service: 'retrieve' })).toEqual([]);
    expect(await ids({ service: 'worker' })).toEqual([t.checkout, t.slow, t.errorChild].sort());
    expect(await ids({ rootService: 'worker' })).toEqual([]);
    expect(await ids({ rootService: 'web' })).toHaveLength(6);
    expect(await ids({ route: '/checkout' })).toEqual([t.checkout, t.failedRoot].sort());
    expect(await ids({ route: '/checkout/' })).toEqual([]);
    expect(await ids({ model: 'gpt-4o-2024-08-06' })).toEqual([t.checkout, t.errorChild].sort());
    expect(await ids({ model: 'gpt-4o' })).toEqual([]);
    expect(await ids({ error: 'true' })).toEqual([t.failedRoot, t.errorChild].sort());
    expect(await ids({ error: 'false' })).toEqual([t.checkout, t.search, t.slow, t.dropped].sort());
    // The slow trace's extent spans two batches: 12 s, known only once both are merged.
    expect(await ids({ minDurationMs: '10000' })).toEqual([t.slow]);
    expect(await ids({ minDurationMs: '12000.001' })).toEqual([]);
    expect(await ids({ maxDurationMs: '50' })).toEqual([t.failedRoot, t.dropped].sort());
    expect(await ids({ minDurationMs: '100', maxDurationMs: '500' })).toEqual([t.search, t.errorChild].sort());
    expect(await ids({ sampleDecision: 'dropped' })).toEqual([t.dropped]);
    expect(await ids({ route: '/checkout', error: 'true' })).toEqual([t.failedRoot]);
  });

  it('bounds the search by time: an older trace needs a window that holds its start', async () => {
    expect(await ids({ route: '/checkout' })).not.toContain(t.old);
    const from = new Date(NOW_MS - 49 * HOUR_MS).toISOString();
    const to = new Date(NOW_MS - 47 * HOUR_MS).toISOString();
    expect(await ids({ route: '/checkout', from, to })).toEqual([t.old]);
    const long = await get(viewer, { from: new Date(NOW_MS - 40 * 24 * HOUR_MS).toISOString() });
    expect([long.status, long.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_TIME_WINDOW']);
  });

  it('pages through every trace exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const r = await get(viewer, { limit: '2', ...(cursor ? { cursor } : {}) });
      expect(r.status, r.text).toBe(200);
      seen.push(...r.body.traces.map((x: { traceId: string }) => x.traceId));
      cursor = r.body.nextCursor;
      pages++;
    } while (cursor !== null);
    expect(pages).toBe(3);
    expect(seen).toEqual([t.checkout, t.search, t.slow, t.failedRoot, t.errorChild, t.dropped]);
    const first = await get(viewer, { limit: '2' });
    const reused = await get(viewer, { limit: '2', route: '/chat', cursor: first.body.nextCursor });
    expect([reused.status, reused.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_CURSOR']);
  });

  it('keeps tenants apart, even for the same trace id', async () => {
    expect(await ids({ route: '/beta' })).toEqual([]);
    expect(await ids({ route: '/beta' }, betaViewer)).toEqual([t.checkout]);
    const beta = await get(betaViewer, {});
    expect(beta.body.traces).toHaveLength(1);
    expect(beta.body.traces[0]).toMatchObject({ services: ['beta-web'], spanCount: 1, root: { route: '/beta', isError: true } });
  });

  it('refuses bad filters with the parameter named', async () => {
    const bad = await get(viewer, { error: 'yes' });
    expect([bad.status, bad.body.error.code]).toEqual([400, 'TH_ERR_API_BAD_REQUEST']);
    expect(bad.body.error.message).toContain('error');
    const inverted = await get(viewer, { minDurationMs: '10', maxDurationMs: '5' });
    expect(inverted.status).toBe(400);
  });
});
