/**
 * Test material for the erasure and worker tests: a real chDB database (the product's migrations), a real
 * local-disk content store with its keyring, a real audit log, the retention state, one hold gate and a
 * fake clock, assembled into a RetentionContext; plus seeding of traces (content stored through the
 * content store under a subject's key, ledger rows, content-object rows, spans, logs, trace index) and the
 * request/hold rows the API would write.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { logRecord } from '../../factories/log-record.ts';
import { spanWithEveryField } from '../../factories/span.ts';
import { createClickHouse, type ClickHouse } from '../../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../../platform/clickhouse/migrate.ts';
import { createContentStore } from '../../../platform/content-store/create-content-store.ts';
import type { EncryptedContentStore } from '../../../platform/content-store/encrypted-content-store.ts';
import { createKeyring, type Keyring } from '../../../platform/keys/keyring.ts';
import { createMetrics, type Metrics } from '../../../platform/metrics/create-metrics.ts';
import { createStore, type Store } from '../../../platform/store/create-store.ts';
import { traceIndexInputOf } from '../../../platform/store/tables/trace-index-input.ts';
import { TraceholdConfigSchema, type TraceholdConfig } from '../../../schemas/config.ts';
import type { ContentObjectMeta } from '../../../schemas/content-object.ts';
import type { LedgerRecord } from '../../../schemas/ledger.ts';
import { zeroDeletionCounts, type DeletionRequest, type DeletionScope, type Hold, type HoldScope } from '../../../schemas/retention.ts';
import { ledgerRecord } from '../../factories/ledger-record.ts';
import { createAuditLog, type AuditLog } from '../../../retention/audit/audit-log.ts';
import { createAuditSigner } from '../../../retention/audit/audit-signer.ts';
import { createHoldGate, type HoldGate } from '../../../retention/delete/hold-gate.ts';
import { createRetentionState, type RetentionState } from '../../../retention/state/retention-state.ts';
import type { RetentionContext } from '../../../retention/worker/retention-context.ts';
import { createTransitionAudit } from '../../../retention/worker/transition-audit.ts';

export const BASE_MS = Date.UTC(2026, 10, 1);
const logger = pino({ level: 'silent' });

export interface ErasureFixture {
  tenant: string;
  ch: ClickHouse;
  store: Store;
  state: RetentionState;
  gate: HoldGate;
  keyring: Keyring;
  contentStore: EncryptedContentStore;
  auditLog: AuditLog;
  metrics: Metrics;
  clock: { now(): number; advance(ms: number): void };
  ctx: RetentionContext;
  config: TraceholdConfig['retention'];
  close(): Promise<void>;
}

let fixtures = 0;

/** A fresh database and content store under `root` (one chDB directory per test file: chDB binds one per process). */
export async function createErasureFixture(root: string, retention: Partial<TraceholdConfig['retention']> = {}): Promise<ErasureFixture> {
  fixtures += 1;
  const n = fixtures;
  const dataDir = path.join(root, `f${n}`);
  mkdirSync(dataDir, { recursive: true });
  const config = TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: `erasure_${process.pid}_${n}` }, retention });
  const ch = createClickHouse(config);
  await migrate(ch, logger);
  const store = createStore({ clickhouse: ch });
  const keyring = createKeyring({ logger }, { dir: path.join(dataDir, 'keys') });
  await keyring.start();
  const contentStore = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dataDir, 'content') } });
  await contentStore.start();
  const signer = createAuditSigner({ keysDir: path.join(dataDir, 'audit-keys') });
  await signer.start();
  const auditLog = createAuditLog({ clickhouse: ch, logger, signer }, { dataDir, checkpointEvery: 1000, checkpointIntervalMs: 3_600_000 });
  await auditLog.start();
  let now = BASE_MS + 40 * 86_400_000;
  const clock = { now: () => now, advance: (ms: number) => void (now += ms) };
  const state = createRetentionState(ch);
  const gate = createHoldGate();
  const metrics = createMetrics({ defaultMetrics: false });
  const ctx: RetentionContext = { clickhouse: ch, store, state, gate, contentStore, audit: createTransitionAudit(auditLog), logger, metrics, clock };
  return {
    tenant: 'acme',
    ch,
    store,
    state,
    gate,
    keyring,
    contentStore,
    auditLog,
    metrics,
    clock,
    ctx,
    config: config.retention,
    async close() {
      await auditLog.shutdown();
      await contentStore.shutdown();
      await keyring.shutdown();
      await ch.close();
    },
  };
}

export const traceIdOf = (n: number, prefix = 'a'): string => prefix + n.toString(16).padStart(31, '0');
const spanIdOf = (n: number, k: number): string => (n * 16 + k).toString(16).padStart(16, '0');
const ns = (ms: number): string => (BigInt(ms) * 1_000_000n).toString();

export interface SeededTrace {
  traceId: string;
  subjectRef: string;
  refs: string[];
}

/**
 * One trace of `calls` LLM calls of the raw end user `subject` (its pseudonym is what is stored): for each
 * call an input and an output stored under the subject's key, the ledger row, the content-object rows, the
 * span (with the pseudonym in an attribute), a log record (pseudonym in an attribute) and the trace index.
 */
export async function seedTrace(f: ErasureFixture, n: number, subject: string, opts: { calls?: number; startMs?: number; prefix?: string } = {}): Promise<SeededTrace> {
  const calls = opts.calls ?? 2;
  const startMs = opts.startMs ?? BASE_MS + n * 1000;
  const traceId = traceIdOf(n, opts.prefix);
  const tenant = f.tenant;
  const subjectRef = await f.contentStore.pseudonymize(tenant, subject);
  const ledger: LedgerRecord[] = [];
  const metas: ContentObjectMeta[] = [];
  const refs: string[] = [];
  const spans = [];
  const logs = [];
  for (let k = 0; k < calls; k++) {
    const spanId = spanIdOf(n, k);
    const input = await f.contentStore.put(tenant, Buffer.from(`prompt ${n}/${k} of ${subject}`), 'text/plain', subject);
    const output = await f.contentStore.put(tenant, Buffer.from(`answer ${n}/${k} for ${subject}`), 'text/plain', subject);
    refs.push(input.ref, output.ref);
    const start = startMs + k * 10;
    ledger.push(
      ledgerRecord({
        tenant,
        traceId,
        spanId,
        subjectRef,
        startTimeUnixNano: ns(start),
        endTimeUnixNano: ns(start + 5),
        inputTokens: 100,
        outputTokens: 20,
        content: {
          input: { ref: input.ref, state: 'stored', reason: '' },
          output: { ref: output.ref, state: 'stored', reason: '' },
          system: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
          tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
        },
      }),
    );
    for (const [part, put] of [['input', input], ['output', output]] as const) {
      metas.push({ tenant, ref: put.ref, part, sizeBytes: put.sizeBytes, contentType: 'text/plain', traceId, spanId, createdAtMs: start, keyScope: 'subject', subjectRef });
    }
    spans.push(
      spanWithEveryField({ tenant, traceId, spanId, parentSpanId: '', startTimeUnixNano: ns(start), endTimeUnixNano: ns(start + 5), attributes: { 'enduser.id': subjectRef, 'gen_ai.request.model': 'gpt-4o' } }),
    );
    logs.push(logRecord({ tenant, traceId, spanId, timeUnixNano: ns(start + 1), observedTimeUnixNano: ns(start + 1), attributes: { 'enduser.id': subjectRef } }));
  }
  await f.store.writer.insertLedger(ledger);
  await f.store.writer.insertContentObjects(metas);
  await f.store.writer.insertSpans(spans);
  await f.store.writer.insertLogs(logs);
  await f.store.writer.insertTraceIndexInput(
    spans.map((s) => traceIndexInputOf(s, { llmCall: ledger.find((l) => l.spanId === s.spanId), sampleDecision: 'kept', samplePolicy: 'keep_all', decidedWithoutRoot: false })),
  );
  return { traceId, subjectRef, refs };
}

let requestSeq = 0;

/** Version 1 of a request, as the API writes it. */
export async function receiveDeletion(f: ErasureFixture, scope: DeletionScope): Promise<DeletionRequest> {
  requestSeq += 1;
  const req: DeletionRequest = {
    tenant: f.tenant,
    requestId: `del_${requestSeq.toString(16).padStart(16, '0')}`,
    version: 1,
    state: 'received',
    scope,
    reason: 'GDPR art. 17 request',
    requester: 'privacy desk',
    createdBy: 'tok_test',
    createdAtMs: f.clock.now(),
    updatedAtMs: f.clock.now(),
    blockedByHolds: [],
    counts: zeroDeletionCounts(),
    attempts: 0,
    error: '',
    nextAttemptAtMs: 0,
    completedAtMs: null,
  };
  await f.state.putDeletion(req);
  return req;
}

let holdSeq = 0;

/** An active hold, written inside the gate as the API does. */
export async function placeHold(f: ErasureFixture, scope: HoldScope): Promise<Hold> {
  holdSeq += 1;
  const hold: Hold = {
    tenant: f.tenant,
    holdId: `hold_${holdSeq.toString(16).padStart(16, '0')}`,
    version: 1,
    state: 'active',
    scope,
    matterId: 'M-2026-7',
    reason: 'litigation',
    requester: 'J. Doe, Legal',
    createdBy: 'tok_test',
    createdAtMs: f.clock.now(),
    releasedAtMs: null,
    releasedBy: '',
    releaseReason: '',
    updatedAtMs: f.clock.now(),
  };
  await f.gate.run(() => f.state.putHold(hold));
  return hold;
}

export async function releaseHold(f: ErasureFixture, hold: Hold): Promise<void> {
  const now = f.clock.now();
  await f.gate.run(() => f.state.putHold({ ...hold, version: hold.version + 1, state: 'released', releasedAtMs: now, releasedBy: 'tok_test', releaseReason: 'matter closed', updatedAtMs: now }));
}
