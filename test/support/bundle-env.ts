/**
 * A real retention environment for the legal-hold bundle's tests and bench: embedded chDB with the product's
 * migrations, the local-disk encrypted content store, the audit log with its signer, retention state, and a
 * RetentionContext over them. Plus helpers that seed realistic data (a trace with ledger rows, stored content,
 * spans and its trace index row) and unpack a bundle for inspection or tampering.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { pino, type Logger } from 'pino';
import tar from 'tar-stream';
import { spanWithEveryField } from '../factories/span.ts';
import type { Principal } from '../../platform/auth/token-store.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { createStore, type Store } from '../../platform/store/create-store.ts';
import { createAuditLog, type AuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner, type AuditSigner } from '../../retention/audit/audit-signer.ts';
import { createHoldGate } from '../../retention/delete/hold-gate.ts';
import { createRetentionState } from '../../retention/state/retention-state.ts';
import type { RetentionContext } from '../../retention/worker/retention-context.ts';
import { createTransitionAudit } from '../../retention/worker/transition-audit.ts';
import { SCOPES, type Scope } from '../../schemas/auth.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { Hold, HoldScope } from '../../schemas/retention.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';

export interface BundleEnv {
  root: string;
  tenant: string;
  logger: Logger;
  ch: ClickHouse;
  store: Store;
  contentStore: EncryptedContentStore;
  signer: AuditSigner;
  auditLog: AuditLog;
  ctx: RetentionContext;
  close(): Promise<void>;
}

/** `opts.root`: an existing directory to (re)open, kept on close (the bench's phases share one). */
export async function createBundleEnv(name: string, opts: { nowMs?: () => number; root?: string } = {}): Promise<BundleEnv> {
  const root = opts.root ?? mkdtempSync(path.join(os.tmpdir(), `th-${name}-`));
  const logger = pino({ level: 'silent' });
  const ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: name.replace(/-/g, '_') } }));
  await migrate(ch, logger);
  const store = createStore({ clickhouse: ch });
  const keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  const contentStore = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
  await contentStore.start();
  const signer = createAuditSigner({ keysDir: path.join(root, 'keys') });
  const auditLog = createAuditLog({ clickhouse: ch, logger, signer }, { dataDir: root, checkpointEvery: 1000, checkpointIntervalMs: 3_600_000 });
  await auditLog.start();
  const ctx: RetentionContext = {
    clickhouse: ch,
    store,
    state: createRetentionState(ch),
    gate: createHoldGate(),
    contentStore,
    audit: createTransitionAudit(auditLog),
    logger,
    metrics: createMetrics({ defaultMetrics: false }),
    clock: { now: opts.nowMs ?? (() => Date.now()) },
  };
  return {
    root,
    tenant: 'acme',
    logger,
    ch,
    store,
    contentStore,
    signer,
    auditLog,
    ctx,
    async close() {
      await auditLog.shutdown();
      await contentStore.shutdown();
      await ch.close();
      if (opts.root === undefined) rmSync(root, { recursive: true, force: true });
    },
  };
}

export function principal(tenant: string, scopes: readonly Scope[] = SCOPES, tokenId = 'tok_legal'): Principal {
  return { tokenId, tenant, roles: ['admin'], scopes: new Set(scopes) };
}

export const hex = (bytes: number) => randomBytes(bytes).toString('hex');
const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();

export function makeHold(tenant: string, scope: HoldScope, atMs = Date.now()): Hold {
  return {
    tenant,
    holdId: 'hold_' + hex(8),
    version: 1,
    state: 'active',
    scope,
    matterId: 'MATTER-2026-017',
    reason: 'Preservation order, Doe v. Example Corp.',
    requester: 'J. Doe, Legal',
    createdBy: 'tok_legal',
    createdAtMs: atMs,
    releasedAtMs: null,
    releasedBy: '',
    releaseReason: '',
    updatedAtMs: atMs,
  };
}

export interface SeededTrace {
  traceId: string;
  calls: LedgerRecord[];
  refs: string[];
}

/**
 * One trace of `user` (raw end-user id, '' for none): `calls` LLM calls whose input and output are stored in the
 * content store (as the collector stores them), content_objects rows, its trace index rows, and `spans` kept
 * spans (0 = the sampler dropped the wide trace).
 */
export async function seedTrace(
  env: Pick<BundleEnv, 'store' | 'contentStore' | 'tenant'>,
  opts: { user: string; calls: number; spans: number; startMs: number; storeContent?: boolean; traceId?: string },
): Promise<SeededTrace> {
  const { tenant } = env;
  const traceId = opts.traceId ?? hex(16);
  const subjectRef = opts.user ? await env.contentStore.pseudonymize(tenant, opts.user) : '';
  const calls: LedgerRecord[] = [];
  const refs: string[] = [];
  const metas = [];
  for (let i = 0; i < opts.calls; i++) {
    const spanId = hex(8);
    const start = opts.startMs + i * 1000;
    const rec = ledgerRecord({ tenant, traceId, spanId, subjectRef, startTimeUnixNano: ns(start), endTimeUnixNano: ns(start + 800), inputTokens: 120 + i, outputTokens: 40 + i, costUsd: 0.0012 });
    if (opts.storeContent !== false) {
      for (const part of ['input', 'output'] as const) {
        const doc = { schema: 'tracehold.content.v1', part, data: [{ role: part === 'input' ? 'user' : 'assistant', content: `${part} of call ${i} in ${traceId}: my order 4711 never arrived` }] };
        const put = await env.contentStore.put(tenant, Buffer.from(JSON.stringify(doc)), 'application/json', opts.user || undefined);
        rec.content[part] = { ref: put.ref, state: 'stored', reason: '' };
        refs.push(put.ref);
        metas.push({ tenant, ref: put.ref, part, sizeBytes: 200, contentType: 'application/json', traceId, spanId, createdAtMs: start, keyScope: opts.user ? ('subject' as const) : ('tenant' as const), subjectRef });
      }
    }
    calls.push(rec);
  }
  await env.store.writer.insertLedger(calls);
  if (metas.length > 0) await env.store.writer.insertContentObjects(metas);
  const kept = opts.spans > 0;
  const spanIds = kept ? Array.from({ length: opts.spans }, (_, i) => (i === 0 ? calls[0]?.spanId ?? hex(8) : hex(8))) : calls.map((c) => c.spanId);
  await env.store.writer.insertTraceIndexInput(
    spanIds.map((spanId, i) => ({
      tenant,
      traceId,
      spanId,
      isRoot: i === 0,
      name: i === 0 ? 'POST /chat' : 'chat gpt-4o',
      serviceName: 'chat-api',
      startTimeUnixNano: ns(opts.startMs + i),
      endTimeUnixNano: ns(opts.startMs + 5000),
      isError: false,
      isLlm: i > 0 || !kept,
      sampleDecision: kept ? 'kept' : 'dropped',
      samplePolicy: kept ? 'errors_and_slow' : 'probabilistic',
      decidedWithoutRoot: false,
      route: i === 0 ? '/chat' : '',
      httpStatusCode: i === 0 ? 200 : 0,
      model: i === 0 ? '' : 'gpt-4o-2024-08-06',
    })),
  );
  if (kept) {
    await env.store.writer.insertSpans(
      spanIds.map((spanId, i) =>
        spanWithEveryField({ tenant, traceId, spanId, startTimeUnixNano: ns(opts.startMs + i), endTimeUnixNano: ns(opts.startMs + 5000), attributes: { 'http.route': '/chat', step: i } }),
      ),
    );
  }
  return { traceId, calls, refs };
}

/** Every member of a bundle, in archive order. */
export async function unpackBundle(file: string): Promise<Array<{ name: string; bytes: Buffer }>> {
  const extract = tar.extract();
  const members: Array<{ name: string; bytes: Buffer }> = [];
  const done = pipeline(createReadStream(file), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry as AsyncIterable<Buffer>) chunks.push(c);
    members.push({ name: entry.header.name, bytes: Buffer.concat(chunks) });
  }
  await done;
  return members;
}

/** A tar.gz of `members` in the given order (for tampered copies). */
export async function packMembers(members: Array<{ name: string; bytes: Buffer }>): Promise<Buffer> {
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  for (const m of members) pack.entry({ name: m.name, size: m.bytes.length, mode: 0o644, mtime: new Date(0) }, m.bytes);
  pack.finalize();
  await ended;
  return gzipSync(Buffer.concat(chunks));
}
