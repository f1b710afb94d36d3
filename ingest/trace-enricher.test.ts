import { describe, expect, it } from 'vitest';
import type { ContentAttachment, TraceBatch } from '../schemas/bus-payload.ts';
import type { ContentObjectMeta } from '../schemas/content-object.ts';
import type { LedgerRecord } from '../schemas/ledger.ts';
import { contentObject } from '../test/factories/content-object.ts';
import { ledgerRecord } from '../test/factories/ledger-record.ts';
import { traceBatch } from '../test/factories/trace-batch.ts';
import { createTraceEnricher } from './trace-enricher.ts';

const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const ALICE = `psn_${'a'.repeat(32)}`;
const BOB = `psn_${'b'.repeat(32)}`;

function batch(over: Partial<TraceBatch> = {}): TraceBatch {
  return traceBatch({ traceId: TRACE, receivedAtMs: 0, spans: [], ledger: [], ...over });
}

function call(spanId: string, over: Partial<LedgerRecord> = {}): LedgerRecord {
  return ledgerRecord({ traceId: TRACE, spanId, ...over });
}

function pendingObject(ref: string, spanId = '0000000000000001'): ContentObjectMeta {
  return contentObject({ ref, sizeBytes: 10, traceId: TRACE, spanId, createdAtMs: 1, keyScope: 'trace' });
}

function attachment(spanId: string, part: ContentAttachment['part'], ref: string): ContentAttachment {
  return { spanId, part, ref, source: 'gen_ai.operation_details_event' };
}

describe('the end user of a trace, whatever the export order', () => {
  it('applies a subject that arrives LAST (the root, in another export) to every call seen before, and moves their content', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    const first = e.add(0, batch({ ledger: [call('0000000000000001'), call('0000000000000002')], contentObjects: [pendingObject('thref:v1:r1:' + '1'.repeat(64))] }));
    expect(first.ledger.map((r) => r.subjectRef)).toEqual(['', '']);
    expect(first.moves).toEqual([]);

    const root = e.add(0, batch({ subject: { ref: ALICE, fromRoot: true } }));
    expect(root.ledger.map((r) => [r.spanId, r.subjectRef])).toEqual([
      ['0000000000000001', ALICE],
      ['0000000000000002', ALICE],
    ]);
    expect(root.moves).toEqual([{ tenant: 'acme', traceId: TRACE, subjectRef: ALICE, objects: [pendingObject('thref:v1:r1:' + '1'.repeat(64))] }]);
    expect(root.lookups).toEqual([]);
  });

  it('applies a subject that arrived FIRST to calls and content that come later, without rewriting anything twice', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ subject: { ref: ALICE, fromRoot: true } }));
    const later = e.add(0, batch({ ledger: [call('0000000000000003')], contentObjects: [pendingObject('thref:v1:r1:' + '2'.repeat(64))] }));
    expect(later.ledger).toHaveLength(1);
    expect(later.ledger[0]!.subjectRef).toBe(ALICE);
    expect(later.moves[0]!.objects.map((o) => o.ref)).toEqual(['thref:v1:r1:' + '2'.repeat(64)]);
    const again = e.add(0, batch({ subject: { ref: ALICE, fromRoot: true } }));
    expect(again.ledger).toEqual([]);
    expect(again.moves).toEqual([]);
  });

  it('keeps the first end user of a trace and counts a different one, never re-attributing', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ subject: { ref: ALICE, fromRoot: false }, ledger: [call('0000000000000001')] }));
    const conflict = e.add(0, batch({ subject: { ref: BOB, fromRoot: true }, ledger: [call('0000000000000002')] }));
    expect(conflict.ledger.map((r) => r.subjectRef)).toEqual([ALICE]);
    expect(e.stats().subjectConflicts).toBe(1);
  });

  it('never overwrites the subject a call carries itself (its own enduser.id)', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [call('0000000000000001', { subjectRef: BOB })] }));
    const out = e.add(0, batch({ subject: { ref: ALICE, fromRoot: true } }));
    expect(out.ledger).toEqual([]);
  });

  it('a late part of a decided trace gets the remembered subject; a late subject is resolved by a lookup', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ subject: { ref: ALICE, fromRoot: true }, ledger: [call('0000000000000001')] }));
    e.release('acme', TRACE);
    const late = e.add(0, batch({ ledger: [call('0000000000000009')], contentObjects: [pendingObject('thref:v1:r1:' + '3'.repeat(64))] }));
    expect(late.ledger[0]!.subjectRef).toBe(ALICE);
    expect(late.moves).toHaveLength(1);
    expect(late.lookups).toEqual([]);

    const other = '5bf92f3577b34da6a3ce929d0e0e4736';
    e.add(0, batch({ traceId: other, ledger: [call('0000000000000001', { traceId: other })] }));
    e.release('acme', other);
    const lateRoot = e.add(0, batch({ traceId: other, subject: { ref: BOB, fromRoot: true } }));
    expect(lateRoot.lookups).toEqual([{ kind: 'subject', tenant: 'acme', traceId: other, subjectRef: BOB }]);
  });

  it('forgets buffered traces of a revoked partition (the new owner replays them) and no other', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [call('0000000000000001')] }));
    e.add(1, batch({ traceId: '6bf92f3577b34da6a3ce929d0e0e4736' }));
    e.dropPartition(0);
    expect(e.stats().traces).toBe(1);
  });

  it('keeps tenants apart: the same trace id in another tenant learns nothing', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ subject: { ref: ALICE, fromRoot: true } }));
    const other = e.add(0, batch({ tenant: 'globex', ledger: [call('0000000000000001', { tenant: 'globex' })] }));
    expect(other.ledger[0]!.subjectRef).toBe('');
  });
});

describe('content events joined to their call by trace and span id, whichever arrives first', () => {
  const INPUT_REF = 'thref:v1:r1:' + 'c'.repeat(64);
  const OUTPUT_REF = 'thref:v1:r1:' + 'd'.repeat(64);

  it('events first: the call arriving later is written with the parts stored', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    const events = e.add(0, batch({ attachments: [attachment('0000000000000001', 'input', INPUT_REF), attachment('0000000000000001', 'output', OUTPUT_REF)] }));
    expect(events.ledger).toEqual([]);
    const span = e.add(0, batch({ ledger: [call('0000000000000001')] }));
    expect(span.ledger[0]!.content.input).toEqual({ ref: INPUT_REF, state: 'stored', reason: '' });
    expect(span.ledger[0]!.content.output).toEqual({ ref: OUTPUT_REF, state: 'stored', reason: '' });
    expect(span.ledger[0]!.content.system.state).toBe('not_captured');
  });

  it('span first: the row is rewritten once the events arrive', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [call('0000000000000001')] }));
    const events = e.add(0, batch({ attachments: [attachment('0000000000000001', 'input', INPUT_REF)] }));
    expect(events.ledger).toHaveLength(1);
    expect(events.ledger[0]!.content.input.ref).toBe(INPUT_REF);
    expect(e.stats().rowsRewritten).toBe(1);
  });

  it('content the span carried itself wins over the same part from an event', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    const spanRef = 'thref:v1:r1:' + 'e'.repeat(64);
    e.add(0, batch({ ledger: [call('0000000000000001', { content: { ...ledgerRecord().content, input: { ref: spanRef, state: 'stored', reason: '' } } })] }));
    const events = e.add(0, batch({ attachments: [attachment('0000000000000001', 'input', INPUT_REF)] }));
    expect(events.ledger).toEqual([]);
  });

  it('events of another span do not touch this call', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [call('0000000000000001')] }));
    const events = e.add(0, batch({ attachments: [attachment('0000000000000002', 'input', INPUT_REF)] }));
    expect(events.ledger).toEqual([]);
  });

  it('events arriving after the decision are joined through a lookup; a call arriving late finds remembered events', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [call('0000000000000001')], attachments: [attachment('0000000000000002', 'input', INPUT_REF)] }));
    e.release('acme', TRACE);
    const lateEvents = e.add(0, batch({ attachments: [attachment('0000000000000001', 'output', OUTPUT_REF)] }));
    expect(lateEvents.lookups).toEqual([{ kind: 'attachments', tenant: 'acme', traceId: TRACE, attachments: [attachment('0000000000000001', 'output', OUTPUT_REF)] }]);
    const lateCall = e.add(0, batch({ ledger: [call('0000000000000002')] }));
    expect(lateCall.ledger[0]!.content.input.ref).toBe(INPUT_REF);
  });
});

describe('what content events say about the finish, and calls known only from their events', () => {
  const OUT = 'thref:v1:r1:' + 'f'.repeat(64);
  const IN = 'thref:v1:r1:' + '9'.repeat(64);
  const call = { timeUnixNano: '1750000000000000000', serviceName: 'shop-bot', provider: 'openai', operation: '', requestModel: '', responseModel: '', responseId: '' };

  it("takes the finish reason from the event's output messages when the span recorded none (openai-v2 streams)", () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ ledger: [ledgerRecord({ traceId: TRACE, spanId: '0000000000000001', finishReasons: [] })] }));
    const out = e.add(0, batch({ attachments: [{ spanId: '0000000000000001', part: 'output', ref: OUT, source: 'gen_ai', finishReasons: ['stop'], endedWithoutFinish: false }] }));
    expect(out.ledger[0]).toMatchObject({ finishReasons: ['stop'], incomplete: false });
  });

  it('marks the call incomplete when its events say the answer ended without a finish reason', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ attachments: [{ spanId: '0000000000000001', part: 'output', ref: OUT, source: 'gen_ai', finishReasons: [], endedWithoutFinish: true }] }));
    const out = e.add(0, batch({ ledger: [ledgerRecord({ traceId: TRACE, spanId: '0000000000000001', finishReasons: [] })] }));
    expect(out.ledger[0]).toMatchObject({ incomplete: true, incompleteReason: 'stream_ended_without_finish_reason', finishReasons: [] });
  });

  it('gives a call whose span never arrives a ledger row from its events, marked incomplete; the real span replaces it', () => {
    const e = createTraceEnricher({ rememberedTraces: 100 });
    e.add(0, batch({ subject: { ref: ALICE, fromRoot: true }, attachments: [{ spanId: '0000000000000007', part: 'input', ref: IN, source: 'gen_ai.legacy_events', call }] }));
    const [orphan] = e.orphanCalls('acme', TRACE);
    expect(orphan).toMatchObject({
      traceId: TRACE,
      spanId: '0000000000000007',
      provider: 'openai',
      operation: 'chat',
      serviceName: 'shop-bot',
      sourceConvention: 'gen_ai.events_only',
      incomplete: true,
      incompleteReason: 'call_span_never_received',
      subjectRef: ALICE,
      content: { input: { ref: IN, state: 'stored', reason: '' } },
    });
    expect(e.orphanCalls('acme', TRACE)).toHaveLength(1);
    e.release('acme', TRACE);
    const late = e.add(0, batch({ ledger: [ledgerRecord({ traceId: TRACE, spanId: '0000000000000007' })] }));
    expect(late.ledger[0]!.content.input.ref).toBe(IN);
    expect(late.ledger[0]!.incomplete).toBe(false);
  });
});
