/**
 * Forward legal holds: the real tail sampler with a drop-everything policy keeps exactly the traces an
 * active hold covers (subject, tenant, filter by service / model / attribute, trace ids), as
 * `legal_hold:<holdId>`, and drops the rest (negative controls: no hold, another tenant's hold, a filter
 * that does not match, a range the trace is outside). The refreshing matcher picks up new holds, forgets
 * released ones, and keeps the last good set when reading fails.
 */
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { TraceBatch } from '../schemas/bus-payload.ts';
import type { Hold, HoldScope } from '../schemas/retention.ts';
import type { SpanRecord } from '../schemas/span.ts';
import { TailSamplingConfigSchema, TailSamplingPoliciesSchema } from '../schemas/tail-sampling.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { span } from '../test/factories/span.ts';
import { traceBatch } from '../test/factories/trace-batch.ts';
import { createForwardHolds, createStaticHoldMatcher, type ForwardHoldMatcher } from './forward-holds.ts';
import { createTailSampler } from './tail-sampler.ts';

const SUBJECT = 'psn_' + 'd'.repeat(32);
const OTHER_SUBJECT = 'psn_' + 'e'.repeat(32);
const START_MS = Date.UTC(2026, 4, 1);
const ns = (ms: number) => (BigInt(ms) * 1_000_000n).toString();
const traceId = (n: number) => n.toString(16).padStart(32, '0');

function rootSpan(tenant: string, id: string, over: Partial<SpanRecord> = {}): SpanRecord {
  return span({
    tenant,
    traceId: id,
    spanId: id.slice(16),
    parentSpanId: '',
    name: 'POST /chat',
    kind: 2,
    startTimeUnixNano: ns(START_MS),
    endTimeUnixNano: ns(START_MS + 5),
    attributes: { 'app.customer': 'c-42', 'http.response.status_code': 200 },
    ...over,
  });
}

/** One trace: a root span and one LLM call of `subjectRef` (or no subject). */
function batchOfTrace(n: number, opts: { tenant?: string; subjectRef?: string; subjectOnBatch?: boolean } = {}): TraceBatch {
  const tenant = opts.tenant ?? 'acme';
  const id = traceId(n);
  const call = ledgerRecord({ tenant, traceId: id, spanId: id.slice(16), subjectRef: opts.subjectOnBatch ? '' : (opts.subjectRef ?? ''), serviceName: 'chat-api', requestModel: 'gpt-x', responseModel: 'gpt-x-2026', startTimeUnixNano: ns(START_MS + 1), endTimeUnixNano: ns(START_MS + 4) });
  const b = traceBatch({ tenant, traceId: id, receivedAtMs: 0, spans: [rootSpan(tenant, id)], ledger: [call] });
  if (opts.subjectOnBatch && opts.subjectRef) b.subject = { ref: opts.subjectRef, fromRoot: true };
  return b;
}

let holdSeq = 0;
function hold(scope: HoldScope, tenant = 'acme'): Hold {
  return {
    tenant,
    holdId: 'hold_' + (++holdSeq).toString(16).padStart(16, '0'),
    version: 1,
    state: 'active',
    scope,
    matterId: 'M-7',
    reason: 'litigation',
    requester: 'Legal',
    createdBy: 'test',
    createdAtMs: 0,
    releasedAtMs: null,
    releasedBy: '',
    releaseReason: '',
    updatedAtMs: 0,
  };
}

/** Drops every trace (a drop policy matching every span name); the hold is the only way to be kept. */
function decideOne(b: TraceBatch, forwardHolds?: ForwardHoldMatcher) {
  let now = 0;
  const config = TailSamplingConfigSchema.parse({
    maxRootWaitMs: 0,
    decisionWaitMs: 10,
    policies: [
      { name: 'drop_all', type: 'drop', spanName: { regex: '.*' } },
      { name: 'keep_all', type: 'always' },
    ],
  });
  const sampler = createTailSampler(config, { nowMs: () => now }, forwardHolds ? { forwardHolds } : {});
  sampler.add(0, 0, b, 100);
  now = 100;
  const [decided] = sampler.collectDecisions();
  return decided!.decision;
}

describe('legal_hold in the tail sampler', () => {
  it('negative control: without a hold the drop policy drops the trace', () => {
    expect(decideOne(batchOfTrace(1, { subjectRef: SUBJECT }))).toMatchObject({ keep: false, policy: 'drop:drop_all' });
    expect(decideOne(batchOfTrace(1, { subjectRef: SUBJECT }), createStaticHoldMatcher([]))).toMatchObject({ keep: false, policy: 'drop:drop_all' });
  });

  it('a subject hold keeps the subject’s traces (subject on the ledger row or on the batch), not another subject’s', () => {
    const h = hold({ kind: 'subjects', subjectRefs: [SUBJECT] });
    const m = createStaticHoldMatcher([h]);
    expect(decideOne(batchOfTrace(1, { subjectRef: SUBJECT }), m)).toMatchObject({ keep: true, policy: `legal_hold:${h.holdId}` });
    expect(decideOne(batchOfTrace(2, { subjectRef: SUBJECT, subjectOnBatch: true }), m)).toMatchObject({ keep: true, policy: `legal_hold:${h.holdId}` });
    expect(decideOne(batchOfTrace(3, { subjectRef: OTHER_SUBJECT }), m)).toMatchObject({ keep: false, policy: 'drop:drop_all' });
  });

  it('a tenant hold keeps every trace of the tenant in its range, none of another tenant', () => {
    const h = hold({ kind: 'tenant' });
    const m = createStaticHoldMatcher([h]);
    expect(decideOne(batchOfTrace(1), m)).toMatchObject({ keep: true, policy: `legal_hold:${h.holdId}` });
    expect(decideOne(batchOfTrace(1, { tenant: 'globex' }), m).keep).toBe(false);
    const later = createStaticHoldMatcher([hold({ kind: 'tenant', range: { fromMs: START_MS + 1000 } })]);
    expect(decideOne(batchOfTrace(1), later).keep).toBe(false);
  });

  it('a filter hold matches service, model (requested or answered) and span/resource attributes as strings', () => {
    const cases: [HoldScope, boolean][] = [
      [{ kind: 'filter', service: 'chat-api' }, true],
      [{ kind: 'filter', service: 'search' }, false],
      [{ kind: 'filter', model: 'gpt-x-2026' }, true],
      [{ kind: 'filter', model: 'claude' }, false],
      [{ kind: 'filter', attribute: { key: 'app.customer', value: 'c-42' } }, true],
      [{ kind: 'filter', attribute: { key: 'http.response.status_code', value: '200' } }, true],
      [{ kind: 'filter', attribute: { key: 'service.name', value: 'chat-api' } }, true],
      [{ kind: 'filter', attribute: { key: 'app.customer', value: 'c-43' } }, false],
      [{ kind: 'filter', service: 'chat-api', range: { toMs: START_MS - 1 } }, false],
      [{ kind: 'filter', service: 'chat-api', range: { fromMs: START_MS, toMs: START_MS + 10 } }, true],
    ];
    for (const [scope, kept] of cases) {
      const h = hold(scope);
      expect(decideOne(batchOfTrace(1), createStaticHoldMatcher([h])), JSON.stringify(scope)).toMatchObject(kept ? { keep: true, policy: `legal_hold:${h.holdId}` } : { keep: false });
    }
  });

  it('a trace-id hold keeps that trace only', () => {
    const h = hold({ kind: 'traces', traceIds: [traceId(5)] });
    const m = createStaticHoldMatcher([h]);
    expect(decideOne(batchOfTrace(5), m).keep).toBe(true);
    expect(decideOne(batchOfTrace(6), m).keep).toBe(false);
  });

  it('legal_hold is a reserved policy name', () => {
    expect(TailSamplingPoliciesSchema.safeParse([{ name: 'legal_hold', type: 'always' }]).success).toBe(false);
    expect(TailSamplingPoliciesSchema.safeParse([{ name: 'legal_holds', type: 'always' }]).success).toBe(true);
  });
});

describe('createForwardHolds', () => {
  it('loads at start, picks up new holds and drops released ones on refresh, keeps the last set when reading fails', async () => {
    const h = hold({ kind: 'subjects', subjectRefs: [SUBJECT] });
    let rows: Hold[] = [h];
    let fail = false;
    const fh = createForwardHolds({
      state: {
        activeHoldsAllTenants: () => (fail ? Promise.reject(Object.assign(new Error('down'), { code: 'X' })) : Promise.resolve(rows)),
      },
      logger: pino({ level: 'silent' }),
    }, { refreshIntervalMs: 3_600_000 });
    const view = (b: TraceBatch) => ({ traceId: b.traceId, batches: [b], spanCount: b.spans.length });
    try {
      await fh.start();
      expect(fh.holdOf(view(batchOfTrace(1, { subjectRef: SUBJECT })))).toBe(h.holdId);

      fail = true;
      rows = [];
      await fh.refresh();
      expect(fh.stats()).toMatchObject({ refreshFailures: 1, activeHolds: 1 });
      expect(fh.holdOf(view(batchOfTrace(1, { subjectRef: SUBJECT })))).toBe(h.holdId);

      fail = false;
      await fh.refresh();
      expect(fh.stats()).toMatchObject({ refreshFailures: 1, activeHolds: 0, refreshes: 2 });
      expect(fh.holdOf(view(batchOfTrace(1, { subjectRef: SUBJECT })))).toBeNull();
    } finally {
      await fh.shutdown();
      await fh.shutdown();
    }
  });
});
