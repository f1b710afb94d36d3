/**
 * A real environment for replay tests and the replay bench: the bundle environment (embedded chDB with the
 * migrations, the encrypted local-disk content store, the audit log), the query API built over it with the
 * replay routes, and a seeding helper that stores an LLM call the way the collector does (content objects in
 * the GenAI JSON shape, content_objects rows, the ledger row). The provider is the caller's (the fake one).
 */
import { Buffer } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { createTokenStore, type TokenStore } from '../../platform/auth/token-store.ts';
import { createPriceBook } from '../../platform/pricing/price-book.ts';
import { readPriceTable } from '../../platform/pricing/load-price-book.ts';
import { createStoreWriter } from '../../platform/store/store-writer.ts';
import { buildApp } from '../../query-api/app.ts';
import type { Role } from '../../schemas/auth.ts';
import { ReplayConfigSchema, type ReplayProviderConfig } from '../../schemas/config.ts';
import { CONTENT_OBJECT_SCHEMA, type ContentObjectMeta } from '../../schemas/content-object.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';
import { createBundleEnv, hex, type BundleEnv } from './bundle-env.ts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ReplayEnv {
  env: BundleEnv;
  app: FastifyInstance;
  tokens: TokenStore;
  token(roles: Role[], tenant?: string): Promise<string>;
  call(bearer: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<{ status: number; headers: Record<string, unknown>; json: () => any }>;
  /** Polls GET /v1/replays/:id until the job is final; returns it. */
  waitFinal(bearer: string, replayId: string, timeoutMs?: number): Promise<any>;
  close(): Promise<void>;
}

export async function createReplayEnv(
  name: string,
  replay: { providers: ReplayProviderConfig[] | Array<Record<string, unknown>>; [k: string]: unknown },
  env: NodeJS.ProcessEnv,
): Promise<ReplayEnv> {
  const bundle = await createBundleEnv(name);
  const tokens = createTokenStore({ dataDir: bundle.root });
  const config = ReplayConfigSchema.parse(replay);
  const priceBook = createPriceBook(readPriceTable(path.join(REPO_ROOT, 'schemas/prices/default-prices.yaml')));
  const app = await buildApp({
    logger: bundle.logger,
    store: bundle.store,
    tokens,
    audit: bundle.auditLog,
    // The redacted view is not what these tests are about: it returns the document unchanged.
    content: { contentStore: bundle.contentStore, redactView: async (_tenant: string, document: unknown) => document },
    replay: { clickhouse: bundle.ch, writer: createStoreWriter({ clickhouse: bundle.ch }), contentStore: bundle.contentStore, priceBook, config, env },
    checkReady: async () => [],
  });
  const call: ReplayEnv['call'] = async (bearer, method, url, body) => {
    const res = await app.inject({ method, url, headers: { authorization: `Bearer ${bearer}` }, ...(body !== undefined ? { payload: body as object } : {}) });
    return { status: res.statusCode, headers: res.headers as Record<string, unknown>, json: () => res.json() };
  };
  return {
    env: bundle,
    app,
    tokens,
    async token(roles, tenant = bundle.tenant) {
      return (await tokens.create({ tenant, kind: 'query', roles, label: `${tenant}-${roles.join('-')}` })).token;
    },
    call,
    async waitFinal(bearer, replayId, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const r = await call(bearer, 'GET', `/v1/replays/${replayId}`);
        if (r.status !== 200) throw new Error(`GET replay: ${r.status}`);
        const job = r.json();
        if (!['queued', 'running'].includes(job.state)) return job;
        if (Date.now() > deadline) throw new Error(`replay ${replayId} not final after ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    async close() {
      await app.close();
      await bundle.close();
    },
  };
}

/** GenAI-shaped content of one chat call, as the collector stores it. */
export interface SeedCall {
  user?: string;
  system?: string | null;
  /** GenAI input messages (default: one user message). */
  input?: unknown;
  outputText: string;
  tools?: unknown;
  params?: Record<string, unknown>;
  record?: Partial<LedgerRecord>;
  /** Parts to leave not stored, with their state (e.g. { output: 'purged' }). */
  notStored?: Partial<Record<'input' | 'output', 'not_captured' | 'purged' | 'erased'>>;
}

/** Stores one LLM call: content objects, content_objects rows and the ledger row. Returns the ledger row. */
export async function seedCall(env: BundleEnv, seed: SeedCall): Promise<LedgerRecord> {
  const tenant = env.tenant;
  const traceId = hex(16);
  const spanId = hex(8);
  const user = seed.user ?? 'customer-4711';
  const subjectRef = user ? await env.contentStore.pseudonymize(tenant, user) : '';
  const params = seed.params ?? { temperature: 0.2, top_p: 0.9, max_tokens: 200, seed: 42, stop_sequences: ['\n\nUser:'] };
  const record = ledgerRecord({
    tenant,
    traceId,
    spanId,
    subjectRef,
    startTimeUnixNano: `${BigInt(Date.now() - 60_000) * 1_000_000n}`,
    endTimeUnixNano: `${BigInt(Date.now() - 59_000) * 1_000_000n}`,
    requestModel: 'fake-chat-small',
    responseModel: 'fake-chat-small-2025-06-01',
    responseId: 'chatcmpl-' + hex(8),
    temperature: typeof params.temperature === 'number' ? params.temperature : null,
    requestParamsJson: JSON.stringify(params),
    inputTokens: 44,
    outputTokens: 15,
    streamed: false,
    ...seed.record,
  });
  const parts: Record<string, unknown> = {
    input: seed.input ?? [{ role: 'user', parts: [{ type: 'text', content: 'Where is my parcel? Order 8812, placed last Monday.' }] }],
    output: [{ role: 'assistant', parts: [{ type: 'text', content: seed.outputText }], finish_reason: 'stop' }],
  };
  if (seed.system !== null) parts.system = [{ type: 'text', content: seed.system ?? 'You are the parcel-tracking assistant of an online shop. Answer in one sentence.' }];
  if (seed.tools !== undefined) parts.tools = seed.tools;
  const metas: ContentObjectMeta[] = [];
  for (const [part, data] of Object.entries(parts)) {
    const p = part as 'input' | 'output' | 'system' | 'tools';
    const notStored = (seed.notStored as Record<string, string> | undefined)?.[p];
    if (notStored) {
      record.content[p] = { ref: '', state: notStored as 'purged', reason: notStored === 'purged' ? 'purged by retention on 2026-11-30' : 'not_sent_by_instrumentation' };
      continue;
    }
    const bytes = Buffer.from(JSON.stringify({ schema: CONTENT_OBJECT_SCHEMA, part: p, source: 'gen_ai', data }));
    const put = await env.contentStore.put(tenant, bytes, 'application/json', user || undefined);
    record.content[p] = { ref: put.ref, state: 'stored', reason: '' };
    metas.push({ tenant, ref: put.ref, part: p, sizeBytes: bytes.length, contentType: 'application/json', traceId, spanId, createdAtMs: Date.now(), keyScope: user ? 'subject' : 'tenant', subjectRef });
  }
  await env.store.writer.insertContentObjects(metas);
  await env.store.writer.insertLedger([record]);
  return record;
}
