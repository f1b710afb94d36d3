/**
 * Retention expiry on the real engine (chDB, the product's migrations) and the real encrypted content
 * store on local disk, with the clock injected (no sleeping): what goes, what stays, what the ledger row
 * says, the tombstones and the audit entries; holds spare what they cover, and a released hold lets the next
 * pass purge. Negative control: a tenant whose policy keeps everything loses nothing.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS, openStorageFixture, type StorageFixture } from '../../test/retention/storage-fixture.ts';
import { removeTraceContent } from '../delete/remove-trace-content.ts';
import { runExpiry } from './run-expiry.ts';

const T = 'acme';
const BASE_MS = Date.UTC(2026, 0, 1);
const NOW_MS = BASE_MS + 45 * DAY_MS;
const SUBJECT = 'psn_' + 'c'.repeat(32);
const trace = (n: number) => n.toString(16).padStart(32, '0');

let f: StorageFixture;

beforeEach(async () => {
  f = await openStorageFixture('expiry');
  f.setNow(NOW_MS);
});

afterEach(async () => {
  await f.close();
});

async function count(table: string, traceId: string): Promise<number> {
  const rs = await f.ch.client.query({
    query: `SELECT toString(count()) AS n FROM ${f.ch.db}.${table} WHERE tenant = {t:String} AND trace_id = {id:String}`,
    query_params: { t: T, id: traceId },
    format: 'JSONEachRow',
  });
  return Number((await rs.json<{ n: string }>())[0]!.n);
}

async function ledgerInput(traceId: string) {
  const rows = await f.ctx.store.forTenant(T).listLlmCallsOfTraces([traceId]);
  expect(rows).toHaveLength(1);
  return rows[0]!.content.input;
}

/** Days 0, 10, 40 (t1..t3) and a day-2 trace of the subject (t4). */
async function writeDays(): Promise<Record<string, string>> {
  const refs: Record<string, string> = {};
  refs[trace(1)] = (await f.writeTrace({ tenant: T, traceId: trace(1), startMs: BASE_MS, content: '{"day":0}' })).ref;
  refs[trace(2)] = (await f.writeTrace({ tenant: T, traceId: trace(2), startMs: BASE_MS + 10 * DAY_MS, content: '{"day":10}' })).ref;
  refs[trace(3)] = (await f.writeTrace({ tenant: T, traceId: trace(3), startMs: BASE_MS + 40 * DAY_MS, content: '{"day":40}' })).ref;
  refs[trace(4)] = (await f.writeTrace({ tenant: T, traceId: trace(4), startMs: BASE_MS + 2 * DAY_MS, content: '{"day":2,"subject":true}', subjectRef: SUBJECT })).ref;
  return refs;
}

const POLICY = { contentDays: 30, spansDays: 7, ledgerDays: 400, traceIndexDays: 90 };

describe('runExpiry without holds', () => {
  it('purges content older than 30 days and spans older than 7, keeps ledger rows and the index', async () => {
    const refs = await writeDays();
    await f.putPolicy(T, POLICY);

    const report = await runExpiry(f.ctx, f.retentionConfig({ batchTraces: 2 }));

    // Content of days 0, 2, 10 gone from the store; the ledger row stays and says why.
    for (const t of [trace(1), trace(2), trace(4)]) {
      expect(await f.ctx.contentStore.get(T, refs[t]!)).toBeNull();
      expect(await ledgerInput(t)).toEqual({ ref: '', state: 'purged', reason: 'retention:2026-02-15' });
      expect(await count('content_objects', t)).toBe(0);
    }
    const kept = await f.ctx.contentStore.get(T, refs[trace(3)]!);
    expect(kept?.bytes.toString()).toBe('{"day":40}');
    expect((await ledgerInput(trace(3))).state).toBe('stored');
    // Spans older than 7 days gone (every trace but day 40); ledger rows and index rows all present.
    for (const t of [trace(1), trace(2), trace(4)]) expect(await count('spans', t)).toBe(0);
    expect(await count('spans', trace(3))).toBe(1);
    for (let i = 1; i <= 4; i++) {
      expect(await count('llm_calls FINAL', trace(i))).toBe(1);
      expect(await count('trace_index', trace(i))).toBeGreaterThan(0);
    }

    expect(report.tenants[T]?.content).toMatchObject({ traces: 3, heldTraces: 0, contentObjects: 3 });
    expect(report.tenants[T]?.spans).toMatchObject({ traces: 3, spans: 3 });
    expect(report.tenants[T]?.ledger).toMatchObject({ traces: 0 });
    expect(report.tenants[T]?.trace_index).toMatchObject({ traces: 0 });

    const events = await f.ctx.state.eventsForTraces(T, [trace(1), trace(2), trace(3), trace(4)]);
    expect(events.filter((e) => e.kinds[0] === 'content').map((e) => e.traceId).sort()).toEqual([trace(1), trace(2), trace(4)]);
    expect(events.every((e) => e.action === 'purged_retention')).toBe(true);
    expect(events.find((e) => e.traceId === trace(1) && e.kinds[0] === 'content')).toMatchObject({ cause: 'policy:v1:content', counts: { contentObjects: 1, ledgerRowsRewritten: 1 } });
    expect(events.filter((e) => e.traceId === trace(3))).toEqual([]);

    const audits = await f.auditEntries(T, 'retention.purge');
    expect(audits.map((a) => a.details.kind).sort()).toEqual(['content', 'spans']);
    expect(audits.find((a) => a.details.kind === 'content')?.details).toMatchObject({ traces: 3, cutoffDate: '2026-01-16', cause: 'policy:v1:content' });
    expect(audits[0]!.actor).toEqual({ tokenId: 'retention-worker', kind: 'system' });

    // A second pass finds nothing more: no new events, no new audit entries.
    const again = await runExpiry(f.ctx, f.retentionConfig({ batchTraces: 2 }));
    expect(again.tenants[T]?.content?.traces).toBe(0);
    expect(await f.auditEntries(T, 'retention.purge')).toHaveLength(2);
  });

  it('ledger and trace_index expiry delete their rows (and the content of the deleted calls)', async () => {
    const refs = await writeDays();
    await f.putPolicy(T, { ledgerDays: 20, traceIndexDays: 4 });
    const report = await runExpiry(f.ctx, f.retentionConfig());
    for (const t of [trace(1), trace(2), trace(4)]) {
      expect(await count('llm_calls', t)).toBe(0);
      expect(await f.ctx.contentStore.get(T, refs[t]!)).toBeNull();
    }
    expect(await count('llm_calls', trace(3))).toBe(1);
    expect(report.tenants[T]?.ledger).toMatchObject({ traces: 3, ledgerRows: 3, contentObjects: 3 });
    // Index: every trace older than 4 days (all four).
    for (let i = 1; i <= 4; i++) expect(await count('trace_index', trace(i))).toBe(0);
    expect(report.tenants[T]?.trace_index).toMatchObject({ traces: 4, traceIndexRows: 4 });
  });

  it('negative control: a policy keeping everything (null days) removes nothing', async () => {
    const refs = await writeDays();
    await f.putPolicy(T, { contentDays: null, spansDays: null, ledgerDays: null, traceIndexDays: null });
    const report = await runExpiry(f.ctx, f.retentionConfig());
    expect(report.tenants[T]).toBeUndefined();
    for (let i = 1; i <= 4; i++) {
      expect(await f.ctx.contentStore.get(T, refs[trace(i)]!)).not.toBeNull();
      expect(await count('spans', trace(i))).toBe(1);
    }
    expect(await f.ctx.state.eventsForTraces(T, [trace(1), trace(2), trace(3), trace(4)])).toEqual([]);
    expect(await f.auditEntries(T, 'retention.purge')).toEqual([]);
  });

  it('tenants without a policy get the operator defaults', async () => {
    const refs = await writeDays();
    await runExpiry(f.ctx, f.retentionConfig({ defaults: { ledgerDays: null, spansDays: null, traceIndexDays: null, contentDays: 30, contentQuotaBytes: null, spansQuotaBytes: null, warnAtPercent: 80 } }));
    expect(await f.ctx.contentStore.get(T, refs[trace(1)]!)).toBeNull();
    expect(await f.ctx.contentStore.get(T, refs[trace(3)]!)).not.toBeNull();
    const events = await f.ctx.state.eventsForTraces(T, [trace(1)]);
    expect(events[0]?.cause).toBe('policy:v0:content');
  });
});

/** A log record and a content object without trace context (a GenAI event emitted outside a span). */
async function writeUntraced(atMs: number, text: string): Promise<string> {
  const put = await f.ctx.contentStore.put(T, Buffer.from(text), 'application/json');
  await f.ctx.store.writer.insertContentObjects([{ tenant: T, ref: put.ref, part: 'value', sizeBytes: put.sizeBytes, contentType: 'application/json', traceId: '', spanId: '', createdAtMs: atMs }]);
  await f.ctx.store.writer.insertLogs([
    {
      tenant: T,
      timeUnixNano: (BigInt(atMs) * 1_000_000n).toString(),
      observedTimeUnixNano: '0',
      severityNumber: 9,
      severityText: 'INFO',
      body: text,
      attributes: {},
      droppedAttributesCount: 0,
      flags: 0,
      traceId: '',
      spanId: '',
      eventName: 'gen_ai.client.inference.operation.details',
      resource: { attributes: { 'service.name': 'batch-job' }, droppedAttributesCount: 0, schemaUrl: '' },
      scope: { name: 'test', version: '1', attributes: {}, schemaUrl: '' },
    },
  ]);
  return put.ref;
}

async function untracedLogs(): Promise<number> {
  const rs = await f.ch.client.query({ query: `SELECT toString(count()) AS n FROM ${f.ch.db}.logs WHERE tenant = 'acme' AND trace_id = ''`, format: 'JSONEachRow' });
  return Number((await rs.json<{ n: string }>())[0]!.n);
}

describe('runExpiry of data without trace context', () => {
  it('old untraced logs and content go with spans and content; new ones stay; a tenant hold keeps them', async () => {
    const oldRef = await writeUntraced(BASE_MS, '{"untraced":"old"}');
    const newRef = await writeUntraced(BASE_MS + 44 * DAY_MS, '{"untraced":"new"}');
    await f.putPolicy(T, POLICY);

    const tenantHold = await f.placeHold(T, { kind: 'tenant' });
    await runExpiry(f.ctx, f.retentionConfig());
    expect(await f.ctx.contentStore.get(T, oldRef)).not.toBeNull();
    expect(await untracedLogs()).toBe(2);

    await f.releaseHold(tenantHold);
    const report = await runExpiry(f.ctx, f.retentionConfig());
    expect(await f.ctx.contentStore.get(T, oldRef)).toBeNull();
    expect((await f.ctx.contentStore.get(T, newRef))?.bytes.toString()).toBe('{"untraced":"new"}');
    expect(await untracedLogs()).toBe(1);
    expect(report.tenants[T]?.content).toMatchObject({ traces: 0, untracedContentObjects: 1 });
    expect(report.tenants[T]?.spans).toMatchObject({ traces: 0, untracedLogs: 1 });
    expect((await f.auditEntries(T, 'retention.purge')).map((a) => a.details.kind).sort()).toEqual(['content', 'spans']);
  });
});

describe('runExpiry with holds', () => {
  it('a trace hold and a subject hold spare their traces; after release the next pass purges them', async () => {
    const refs = await writeDays();
    await f.putPolicy(T, POLICY);
    const traceHold = await f.placeHold(T, { kind: 'traces', traceIds: [trace(1)] });
    await f.placeHold(T, { kind: 'subjects', subjectRefs: [SUBJECT] });

    const report = await runExpiry(f.ctx, f.retentionConfig({ batchTraces: 1 }));

    // Held: day 0 (trace hold) and day 2 (subject hold) keep content, spans and their ledger parts.
    for (const [t, day] of [
      [trace(1), '{"day":0}'],
      [trace(4), '{"day":2,"subject":true}'],
    ] as const) {
      expect((await f.ctx.contentStore.get(T, refs[t]!))?.bytes.toString()).toBe(day);
      expect((await ledgerInput(t)).state).toBe('stored');
      expect(await count('spans', t)).toBe(1);
    }
    // Unheld day 10 goes (the cursor moved past the held day-0 trace in its own batch).
    expect(await f.ctx.contentStore.get(T, refs[trace(2)]!)).toBeNull();
    expect(await count('spans', trace(2))).toBe(0);
    expect(report.tenants[T]?.content).toMatchObject({ traces: 1, heldTraces: 2 });
    expect(report.tenants[T]?.spans).toMatchObject({ traces: 1, heldTraces: 2 });

    // A second pass still spares them.
    await runExpiry(f.ctx, f.retentionConfig({ batchTraces: 1 }));
    expect(await f.ctx.contentStore.get(T, refs[trace(1)]!)).not.toBeNull();

    await f.releaseHold(traceHold);
    const after = await runExpiry(f.ctx, f.retentionConfig({ batchTraces: 1 }));
    expect(await f.ctx.contentStore.get(T, refs[trace(1)]!)).toBeNull();
    expect(await ledgerInput(trace(1))).toEqual({ ref: '', state: 'purged', reason: 'retention:2026-02-15' });
    // The subject hold is still active: its trace is still spared.
    expect(await f.ctx.contentStore.get(T, refs[trace(4)]!)).not.toBeNull();
    expect(after.tenants[T]?.content).toMatchObject({ traces: 1, heldTraces: 1 });
  });
});

describe('a crash between the phases of an expiry step', () => {
  it('once the worker closes the mark (as its recovery does), the next pass finishes the purge, re-checking holds', async () => {
    const refs = await writeDays();
    await f.putPolicy(T, POLICY);
    // A step that marked day 0 and day 10, rewrote the ledger and was killed before deleting the objects.
    const mark = { tenant: T, markId: 'mark_crashed', cause: 'policy:v1:content', phase: 'marked' as const, traceIds: [trace(1), trace(2)], kinds: ['content' as const], atMs: NOW_MS };
    await f.ctx.state.insertMark(mark);
    const crashing = { deleteObject: () => Promise.reject(new Error('process killed')) };
    await expect(removeTraceContent({ ...f.ctx, contentStore: crashing }, T, [trace(1), trace(2)], 'purged', 'retention:2026-02-15')).rejects.toThrow('process killed');
    expect((await ledgerInput(trace(1))).state).toBe('purged');
    await f.placeHold(T, { kind: 'traces', traceIds: [trace(2)] });
    // Recovery (retention/deletions/recover-marks.ts) closes expiry marks without deleting anything.
    await f.ctx.state.insertMark({ ...mark, phase: 'done', traceIds: [] });
    expect(await f.ctx.state.unfinishedMarks()).toEqual([]);

    // The objects of the interrupted step are still in the store; the next pass deletes the unheld one.
    expect(await f.ctx.contentStore.get(T, refs[trace(1)]!)).not.toBeNull();
    await runExpiry(f.ctx, f.retentionConfig());
    expect(await f.ctx.contentStore.get(T, refs[trace(1)]!)).toBeNull();
    expect(await f.ctx.contentStore.get(T, refs[trace(2)]!)).not.toBeNull();
  });
});
