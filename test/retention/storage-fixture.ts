/**
 * A real retention context for tests of expiry and quotas: chDB in a temp dir with the product's
 * migrations, the real store, retention state, hold gate, encrypted content store on local disk, the real
 * audit log (signed checkpoints) behind the transition audit, metrics on their own registry, and a clock
 * the test moves (no sleeping). Helpers write one call of a trace the way ingest does: content through the
 * content store, its content_objects row, the ledger row pointing at it, a span and its trace index input.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { spanWithEveryField } from '../factories/span.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createEncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from '../../platform/content-store/local-disk-backend.ts';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { createStore } from '../../platform/store/create-store.ts';
import { traceIndexInputOf } from '../../platform/store/tables/trace-index-input.ts';
import { createAuditLog, type AuditLog } from '../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../retention/audit/audit-signer.ts';
import { createHoldGate } from '../../retention/delete/hold-gate.ts';
import { createRetentionState } from '../../retention/state/retention-state.ts';
import type { RetentionContext } from '../../retention/worker/retention-context.ts';
import { createTransitionAudit } from '../../retention/worker/transition-audit.ts';
import { TraceholdConfigSchema, type TraceholdConfig } from '../../schemas/config.ts';
import type { Hold, HoldScope, RetentionPolicy } from '../../schemas/retention.ts';
import { defaultRetentionPolicy } from '../../schemas/retention.ts';
import type { AuditEntry } from '../../schemas/audit.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';

export const DAY_MS = 86_400_000;

export interface StorageFixture {
  ctx: RetentionContext;
  ch: ClickHouse;
  audit: AuditLog;
  retentionConfig(over?: Partial<TraceholdConfig['retention']>): TraceholdConfig['retention'];
  setNow(ms: number): void;
  /** One trace with one LLM call started at `startMs`, with `contentBytes` of stored input content. */
  writeTrace(t: { tenant: string; traceId: string; startMs: number; contentBytes?: number; subjectRef?: string; content?: string }): Promise<{ ref: string }>;
  putPolicy(tenant: string, over: Partial<RetentionPolicy>): Promise<void>;
  placeHold(tenant: string, scope: HoldScope): Promise<Hold>;
  releaseHold(h: Hold): Promise<void>;
  auditEntries(tenant: string, action: string): Promise<AuditEntry[]>;
  close(): Promise<void>;
}

const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
let holdCounter = 0;

export async function openStorageFixture(name: string): Promise<StorageFixture> {
  const root = mkdtempSync(path.join(os.tmpdir(), `th-${name}-`));
  const logger = pino({ level: 'silent' });
  const config = TraceholdConfigSchema.parse({ dataDir: root });
  const ch = createClickHouse(config);
  await migrate(ch, logger, {});
  const store = createStore({ clickhouse: ch });
  const keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
  await keyring.start();
  const backend = createLocalDiskBlobBackend({ logger }, { dir: path.join(root, 'content') });
  await backend.start();
  const contentStore = createEncryptedContentStore({ logger, keyring, backend });
  await contentStore.start();
  let now = 0;
  const signer = createAuditSigner({ keysDir: path.join(root, 'keys') });
  const audit = createAuditLog({ clickhouse: ch, logger, signer }, { dataDir: root, checkpointEvery: 100, checkpointIntervalMs: 3_600_000 });
  await audit.start();
  const state = createRetentionState(ch);
  const ctx: RetentionContext = {
    clickhouse: ch,
    store,
    state,
    gate: createHoldGate(),
    contentStore,
    audit: createTransitionAudit(audit),
    logger,
    metrics: createMetrics({ defaultMetrics: false }),
    clock: { now: () => now },
  };

  return {
    ctx,
    ch,
    audit,
    retentionConfig: (over = {}) => ({ ...config.retention, ...over }),
    setNow(ms) {
      now = ms;
    },
    async writeTrace(t) {
      const spanId = t.traceId.slice(0, 16);
      const text = t.content ?? 'x'.repeat(t.contentBytes ?? 100);
      const put = await contentStore.put(t.tenant, Buffer.from(text), 'application/json');
      await store.writer.insertContentObjects([
        { tenant: t.tenant, ref: put.ref, part: 'input', sizeBytes: put.sizeBytes, contentType: 'application/json', traceId: t.traceId, spanId, createdAtMs: t.startMs, keyScope: 'tenant' },
      ]);
      const row = ledgerRecord({
        tenant: t.tenant,
        traceId: t.traceId,
        spanId,
        parentSpanId: '',
        subjectRef: t.subjectRef ?? '',
        startTimeUnixNano: ns(t.startMs),
        endTimeUnixNano: ns(t.startMs + 1000),
      });
      row.content = { ...row.content, input: { ref: put.ref, state: 'stored', reason: '' } };
      await store.writer.insertLedger([row]);
      const span = spanWithEveryField({ tenant: t.tenant, traceId: t.traceId, spanId, parentSpanId: '', startTimeUnixNano: ns(t.startMs), endTimeUnixNano: ns(t.startMs + 1000), attributes: { 'app.step': 'one' } });
      await store.writer.insertSpans([span]);
      await store.writer.insertTraceIndexInput([traceIndexInputOf(span, { llmCall: row, sampleDecision: 'keep', samplePolicy: 'always', decidedWithoutRoot: false })]);
      return { ref: put.ref };
    },
    async putPolicy(tenant, over) {
      const current = (await state.currentPolicy(tenant)) ?? defaultRetentionPolicy(tenant);
      await state.putPolicy({ ...current, ...over, tenant, version: current.version + 1, updatedAtMs: now, updatedBy: 'test', reason: 'test' });
    },
    async placeHold(tenant, scope) {
      const h: Hold = {
        tenant,
        holdId: 'hold_' + (++holdCounter).toString(16).padStart(16, '0'),
        version: 1,
        state: 'active',
        scope,
        matterId: 'M-1',
        reason: 'litigation',
        requester: 'Legal',
        createdBy: 'test',
        createdAtMs: now,
        releasedAtMs: null,
        releasedBy: '',
        releaseReason: '',
        updatedAtMs: now,
      };
      await ctx.gate.run(() => state.putHold(h));
      return h;
    },
    async releaseHold(h) {
      await ctx.gate.run(() => state.putHold({ ...h, version: h.version + 1, state: 'released', releasedAtMs: now, releasedBy: 'test', releaseReason: 'done', updatedAtMs: now }));
    },
    async auditEntries(tenant, action) {
      const page = await audit.list({ tenant, action, limit: 1000 });
      return page.entries;
    },
    async close() {
      await audit.shutdown();
      await contentStore.shutdown();
      await backend.shutdown();
      await keyring.shutdown();
      await ch.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
