/**
 * Anti-resurrection (issue 10) with the real ingest worker on a real local log, chDB and content store:
 * traces are ingested, one subject is erased by the retention worker, then the bus is replayed from the
 * beginning (a new consumer group) and the erased trace is exported again (its content stored again by
 * the content store, as the collector would). The erased trace stays erased: ledger rows tombstoned, no
 * content-object rows, the re-stored objects deleted, no span/log with the subject's pseudonym. Negative
 * control: a trace that was not erased is re-ingested normally (and a new trace is written normally).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { logRecord } from '../test/factories/log-record.ts';
import { spanWithEveryField } from '../test/factories/span.ts';
import { createLocalLog } from '../platform/bus/local-log.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { encodeBusBatch, type TraceBatch } from '../schemas/bus-payload.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { createErasureFixture, receiveDeletion, traceIdOf, type ErasureFixture } from '../test/support/retention/erasure-fixture.ts';
import { createRetentionWorker } from '../retention/worker/retention-worker.ts';
import { createErasedTraces } from './erased-traces.ts';
import { createIngestWorker, DEFAULT_INGEST_WORKER_CONFIG } from './ingest-worker.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-resurrect-'));
let f: ErasureFixture | null = null;

afterAll(async () => {
  await f?.close();
  rmSync(root, { recursive: true, force: true });
});

const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();

/** One trace export as the collector puts it on the bus: content stored under the subject's key first. */
async function exportOf(fx: ErasureFixture, n: number, subject: string, label: string): Promise<{ batch: TraceBatch; refs: string[]; subjectRef: string }> {
  const tenant = fx.tenant;
  const traceId = traceIdOf(n, 'c');
  const spanId = n.toString(16).padStart(16, '0');
  const subjectRef = await fx.contentStore.pseudonymize(tenant, subject);
  const input = await fx.contentStore.put(tenant, Buffer.from(`question ${label} from ${subject}`), 'text/plain', subject);
  const output = await fx.contentStore.put(tenant, Buffer.from(`answer ${label} to ${subject}`), 'text/plain', subject);
  const start = Date.UTC(2026, 10, 1) + n * 1000;
  const metas: ContentObjectMeta[] = [
    { tenant, ref: input.ref, part: 'input', sizeBytes: input.sizeBytes, contentType: 'text/plain', traceId, spanId, createdAtMs: start, keyScope: 'subject', subjectRef },
    { tenant, ref: output.ref, part: 'output', sizeBytes: output.sizeBytes, contentType: 'text/plain', traceId, spanId, createdAtMs: start, keyScope: 'subject', subjectRef },
  ];
  const batch: TraceBatch = {
    v: 1,
    kind: 'trace',
    tenant,
    traceId,
    receivedAtMs: Date.now(),
    spans: [spanWithEveryField({ tenant, traceId, spanId, parentSpanId: '', startTimeUnixNano: ns(start), endTimeUnixNano: ns(start + 5), attributes: { 'enduser.id': subjectRef } })],
    ledger: [
      ledgerRecord({
        tenant,
        traceId,
        spanId,
        parentSpanId: '',
        subjectRef,
        startTimeUnixNano: ns(start),
        endTimeUnixNano: ns(start + 5),
        content: {
          input: { ref: input.ref, state: 'stored', reason: '' },
          output: { ref: output.ref, state: 'stored', reason: '' },
          system: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
          tools: { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' },
        },
      }),
    ],
    contentObjects: metas,
    logs: [logRecord({ tenant, traceId, spanId, timeUnixNano: ns(start + 1), observedTimeUnixNano: ns(start + 1), attributes: { 'enduser.id': subjectRef } })],
    subject: { ref: subjectRef, fromRoot: true },
  };
  return { batch, refs: [input.ref, output.ref], subjectRef };
}

async function readable(fx: ErasureFixture, ref: string): Promise<boolean> {
  try {
    return (await fx.contentStore.get(fx.tenant, ref)) !== null;
  } catch {
    return false;
  }
}

async function rowsWith(fx: ErasureFixture, table: string, needle: string): Promise<number> {
  const text = await (await fx.ch.client.query({ query: `SELECT * FROM ${fx.ch.db}.${table}`, format: 'TabSeparatedRaw' })).text();
  return text.split('\n').filter((l) => l.includes(needle)).length;
}

describe('re-ingesting an erased trace', () => {
  it('keeps it erased on a bus replay and on a new export; other traces are written normally', async () => {
    f = await createErasureFixture(root);
    const fx = f;
    const bus = createLocalLog({ logger }, { dir: path.join(root, 'bus') });
    await bus.start();
    let appended = 0;
    const append = async (batches: TraceBatch[]) => {
      const r = await bus.producer().append(batches.map((b) => ({ key: b.traceId, value: encodeBusBatch(b) })));
      expect(r.status).toBe('ok');
      appended += batches.length;
    };
    const sampling = TraceholdConfigSchema.parse({}).tailSampling;
    const ingestWith = async (group: string) => {
      const worker = createIngestWorker(
        { logger, bus, store: fx.store, metrics: fx.metrics, busEndOffset: () => appended, erasedTraces: createErasedTraces({ state: fx.state, store: fx.store, contentStore: fx.contentStore, metrics: fx.metrics, logger }) },
        { ...DEFAULT_INGEST_WORKER_CONFIG, group, statsLogIntervalMs: 0, flushIntervalMs: 50, sampling },
      );
      await worker.start();
      expect(await worker.drain(30_000)).toBe(true);
      await worker.shutdown();
    };

    const alice = await exportOf(fx, 1, 'alice@example.com', 'one');
    const bob = await exportOf(fx, 2, 'bob@example.com', 'two');
    await append([alice.batch, bob.batch]);
    await ingestWith('first');
    const reader = fx.store.forTenant(fx.tenant);
    expect(await reader.listContentObjectsOfTraces([alice.batch.traceId])).toHaveLength(2);

    // Erase alice (subject scope) with the retention worker.
    const req = await receiveDeletion(fx, { kind: 'subject', subjectRef: alice.subjectRef });
    const retention = createRetentionWorker(fx.ctx, fx.config);
    await retention.runOnce();
    expect((await fx.state.getDeletion(fx.tenant, req.requestId))?.state).toBe('done');
    await retention.shutdown();

    // Alice's app exports the same trace again: the collector stores the content again (a new subject key),
    // and a new trace of carol arrives (negative control). Then the whole bus is replayed by a new group.
    const aliceAgain = await exportOf(fx, 1, 'alice@example.com', 'one');
    expect(aliceAgain.refs).not.toEqual(alice.refs);
    for (const ref of aliceAgain.refs) expect(await readable(fx, ref)).toBe(true);
    const carol = await exportOf(fx, 3, 'carol@example.com', 'three');
    await append([aliceAgain.batch, carol.batch]);
    await ingestWith('replay');

    const aliceRows = await reader.listLlmCallsOfTraces([alice.batch.traceId]);
    expect(aliceRows).toHaveLength(1);
    expect(aliceRows[0]!.subjectRef).toBe('');
    expect(aliceRows[0]!.content.input).toEqual({ ref: '', state: 'erased', reason: `request:${req.requestId}` });
    expect(aliceRows[0]!.content.output).toEqual({ ref: '', state: 'erased', reason: `request:${req.requestId}` });
    expect(await reader.listContentObjectsOfTraces([alice.batch.traceId])).toEqual([]);
    for (const ref of [...alice.refs, ...aliceAgain.refs]) expect(await readable(fx, ref), ref).toBe(false);
    for (const table of ['llm_calls', 'content_objects', 'spans', 'logs']) expect(await rowsWith(fx, table, alice.subjectRef), table).toBe(0);
    const erasedCounts = (await fx.metrics.registry.getSingleMetric('tracehold_ingest_erased_records_total')!.get()).values;
    const byTable = Object.fromEntries(erasedCounts.map((v) => [v.labels['table'], v.value]));
    // Replay and re-export, read in one poll: 1 ledger row (the two versions of the call are one row per
    // write batch) tombstoned, 4 metadata rows, 2 spans and 2 logs kept out, 2 re-stored objects deleted.
    expect(byTable).toMatchObject({ llm_calls: 1, content_objects: 4, spans: 2, logs: 2, content_store: 2 });

    // Negative control: bob (replayed) and carol (new) are written as they came.
    for (const t of [bob, carol]) {
      const rows = await reader.listLlmCallsOfTraces([t.batch.traceId]);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.subjectRef).toBe(t.subjectRef);
      expect(rows[0]!.content.input.state).toBe('stored');
      expect(await reader.listContentObjectsOfTraces([t.batch.traceId])).toHaveLength(2);
      for (const ref of t.refs) expect(await readable(fx, ref)).toBe(true);
      expect(await rowsWith(fx, 'spans', t.subjectRef)).toBeGreaterThan(0);
    }
    await bus.shutdown();
  });
});
