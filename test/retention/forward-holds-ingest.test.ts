/**
 * Forward legal holds through the real ingest worker: a local durable log, chDB with the product's
 * migrations, the retention state's holds table, and a tail sampler configured to drop every trace. A trace
 * of a held subject arriving while the hold is active keeps its spans (decision `legal_hold:<holdId>` in
 * the trace index); a trace of another subject is dropped (negative control), and both ledger rows are
 * written (100 % ledger whatever the sampler says).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createForwardHolds } from '../../ingest/forward-holds.ts';
import { createIngestWorker, DEFAULT_INGEST_WORKER_CONFIG } from '../../ingest/ingest-worker.ts';
import { createLocalLog, type LocalLog } from '../../platform/bus/local-log.ts';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createStore } from '../../platform/store/create-store.ts';
import { createRetentionState } from '../../retention/state/retention-state.ts';
import { encodeBusBatch, type TraceBatch } from '../../schemas/bus-payload.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import type { Hold } from '../../schemas/retention.ts';
import { TailSamplingConfigSchema } from '../../schemas/tail-sampling.ts';
import { spanWithEveryField } from '../factories/span.ts';
import { ledgerRecord } from '../factories/ledger-record.ts';

const T = 'acme';
const HELD = 'psn_' + '1'.repeat(32);
const OTHER = 'psn_' + '2'.repeat(32);
const NOW_MS = Date.now();
const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
const traceId = (n: number) => n.toString(16).padStart(32, 'a');

const root = mkdtempSync(path.join(os.tmpdir(), 'th-fwdhold-'));
const logger = pino({ level: 'silent' });
let ch: ClickHouse;
let bus: LocalLog;

function batchOf(n: number, subjectRef: string): TraceBatch {
  const id = traceId(n);
  const spanId = id.slice(16);
  return {
    v: 1,
    tenant: T,
    traceId: id,
    receivedAtMs: NOW_MS,
    spans: [spanWithEveryField({ tenant: T, traceId: id, spanId, parentSpanId: '', name: 'chat', startTimeUnixNano: ns(NOW_MS), endTimeUnixNano: ns(NOW_MS + 5) })],
    ledger: [ledgerRecord({ tenant: T, traceId: id, spanId, parentSpanId: '', subjectRef, startTimeUnixNano: ns(NOW_MS), endTimeUnixNano: ns(NOW_MS + 5) })],
    contentObjects: [],
  };
}

async function rows<T>(query: string): Promise<T[]> {
  const rs = await ch.client.query({ query, format: 'JSONEachRow' });
  return rs.json<T>();
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root }));
  await migrate(ch, logger, {});
  bus = createLocalLog({ logger }, { dir: path.join(root, 'bus') });
  await bus.start();
});

afterAll(async () => {
  await bus?.shutdown();
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

it('keeps the wide trace of a held subject under a drop-everything policy, drops the other subject’s', async () => {
  const state = createRetentionState(ch);
  const hold: Hold = {
    tenant: T,
    holdId: 'hold_00000000000000aa',
    version: 1,
    state: 'active',
    scope: { kind: 'subjects', subjectRefs: [HELD] },
    matterId: 'M-9',
    reason: 'litigation',
    requester: 'Legal',
    createdBy: 'test',
    createdAtMs: NOW_MS,
    releasedAtMs: null,
    releasedBy: '',
    releaseReason: '',
    updatedAtMs: NOW_MS,
  };
  await state.putHold(hold);
  const forwardHolds = createForwardHolds({ state, logger }, { refreshIntervalMs: 60_000 });
  const ingest = createIngestWorker(
    { logger, bus, store: createStore({ clickhouse: ch }), forwardHolds, busEndOffset: () => bus.stats().logEndOffset },
    {
      ...DEFAULT_INGEST_WORKER_CONFIG,
      statsLogIntervalMs: 0,
      sampling: TailSamplingConfigSchema.parse({ maxRootWaitMs: 0, decisionWaitMs: 50, policies: [{ name: 'drop_all', type: 'drop', spanName: { regex: '.*' } }] }),
    },
  );
  await ingest.start();
  try {
    const append = await bus.producer().append([
      { key: traceId(1), value: encodeBusBatch(batchOf(1, HELD)) },
      { key: traceId(2), value: encodeBusBatch(batchOf(2, OTHER)) },
    ]);
    expect(append.status).toBe('ok');
    expect(await ingest.drain(20_000)).toBe(true);
  } finally {
    await ingest.shutdown();
  }
  expect(forwardHolds.stats()).toMatchObject({ activeHolds: 1, refreshFailures: 0 });

  const index = await rows<{ trace_id: string; sample_decision: string; sample_policy: string }>(
    `SELECT trace_id, max(sample_decision) AS sample_decision, max(sample_policy) AS sample_policy FROM ${ch.db}.trace_index WHERE tenant = 'acme' GROUP BY trace_id ORDER BY trace_id`,
  );
  // drain() decides early, which the index records as "<policy> (early)".
  expect(index.map((r) => [r.trace_id, r.sample_policy.replace(/ \(early\)$/, '')])).toEqual([
    [traceId(1), `legal_hold:${hold.holdId}`],
    [traceId(2), 'drop:drop_all'],
  ]);
  const spans = await rows<{ trace_id: string }>(`SELECT DISTINCT trace_id FROM ${ch.db}.spans WHERE tenant = 'acme'`);
  expect(spans.map((r) => r.trace_id)).toEqual([traceId(1)]);
  const ledger = await rows<{ trace_id: string }>(`SELECT DISTINCT trace_id FROM ${ch.db}.llm_calls WHERE tenant = 'acme' ORDER BY trace_id`);
  expect(ledger.map((r) => r.trace_id)).toEqual([traceId(1), traceId(2)]);
});
