import { describe, expect, it } from 'vitest';
import type { ContentPart, ContentPartRef } from '../../schemas/ledger.ts';
import type { Attributes, SpanEvent, SpanRecord } from '../../schemas/span.ts';
import { span as spanRecord } from '../../test/factories/span.ts';
import { buildLedgerRecord } from './build-ledger-record.ts';

const notSent: ContentPartRef = { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' };
const parts: Record<ContentPart, ContentPartRef> = { input: notSent, output: notSent, system: notSent, tools: notSent };

function span(attributes: Attributes, over: Partial<SpanRecord> = {}): SpanRecord {
  return spanRecord({
    startTimeUnixNano: '1741000000000000000',
    endTimeUnixNano: '1741000001000000000',
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o', ...attributes },
    ...over,
  });
}

const build = (s: SpanRecord) => buildLedgerRecord(s, parts, '');
const exception = (type: string): SpanEvent => ({ timeUnixNano: '1741000000500000000', name: 'exception', attributes: { 'exception.type': type }, droppedAttributesCount: 0 });

describe('attempt facts on the ledger record', () => {
  it('sets none of the attempt fields for a plain call (the record reads as before issue 9)', () => {
    const r = build(span({}));
    for (const key of ['logicalCallId', 'attemptIndex', 'attemptKind', 'cancelled', 'cancelReason', 'queueWaitMs', 'reportedCostUsd', 'sessionId', 'route']) {
      expect(r).not.toHaveProperty(key);
    }
  });

  it('reads a retry from http.request.resend_count, and 0 as the first attempt (not a retry)', () => {
    expect(build(span({ 'http.request.resend_count': 2 }))).toMatchObject({ attemptIndex: 2, attemptKind: 'retry' });
    const first = build(span({ 'http.request.resend_count': 0 }));
    expect(first.attemptIndex).toBe(0);
    expect(first).not.toHaveProperty('attemptKind');
  });

  it('reads LiteLLM retries and explicit Tracehold attributes, the explicit ones winning', () => {
    expect(build(span({ 'metadata.attempted_retries': 1 }))).toMatchObject({ attemptIndex: 1, attemptKind: 'retry' });
    const explicit = build(span({ 'http.request.resend_count': 1, 'tracehold.attempt.index': 3, 'tracehold.attempt.kind': 'Failover', 'tracehold.logical_call_id': 'req-42' }));
    expect(explicit).toMatchObject({ attemptIndex: 3, attemptKind: 'failover', logicalCallId: 'req-42' });
    expect(build(span({ 'tracehold.attempt.kind': 'guess' }))).not.toHaveProperty('attemptKind');
  });

  it('recognises cancellations from error types of several runtimes, and says why', () => {
    const cases: Array<[Attributes, SpanEvent[], string]> = [
      [{ 'error.type': 'AbortError' }, [], 'client_abort'],
      [{ 'error.type': 'openai.APIUserAbortError' }, [], 'client_abort'],
      [{}, [exception('asyncio.exceptions.CancelledError')], 'task_cancelled'],
      [{ 'error.type': "<class 'asyncio.CancelledError'>" }, [], 'task_cancelled'],
      [{ 'error.type': 'System.Threading.Tasks.TaskCanceledException' }, [], 'task_cancelled'],
      [{ 'rpc.grpc.status_code': 1 }, [], 'grpc_cancelled'],
      [{ 'error.type': 'AbortError', 'tracehold.attempt.kind': 'hedge' }, [], 'hedge_lost'],
      [{ 'tracehold.attempt.cancelled': true, 'tracehold.attempt.cancel_reason': 'budget_exceeded' }, [], 'budget_exceeded'],
    ];
    for (const [attributes, events, reason] of cases) {
      expect(build(span(attributes, { events, status: { code: 2, message: '' } }))).toMatchObject({ cancelled: true, cancelReason: reason });
    }
  });

  it('does not call an ordinary failure a cancellation (negative control)', () => {
    for (const type of ['openai.RateLimitError', 'TimeoutError', 'httpx.ReadTimeout', '500']) {
      expect(build(span({ 'error.type': type }, { status: { code: 2, message: '' } }))).not.toHaveProperty('cancelled');
    }
    expect(build(span({ 'rpc.grpc.status_code': 14 }))).not.toHaveProperty('cancelled');
  });

  it('keeps a cost the span reports (OpenLIT, LiteLLM, OpenInference) beside the computed one', () => {
    expect(build(span({ 'gen_ai.usage.cost': 0.0012 })).reportedCostUsd).toBe(0.0012);
    expect(build(span({ 'gen_ai.cost.total_cost': '0.003' })).reportedCostUsd).toBe(0.003);
    expect(build(span({ 'llm.cost.total': 0.15 })).reportedCostUsd).toBe(0.15);
    expect(build(span({ 'llm.cost.total': -1 }))).not.toHaveProperty('reportedCostUsd');
    expect(build(span({ 'gen_ai.usage.cost': 0.0012 })).costUsd).toBeNull();
  });

  it('reads queue wait (vLLM seconds, or explicit milliseconds), session and route', () => {
    expect(build(span({ 'gen_ai.latency.time_in_queue': 0.25 })).queueWaitMs).toBe(250);
    expect(build(span({ 'tracehold.queue_wait_ms': 12.5, 'gen_ai.latency.time_in_queue': 9 })).queueWaitMs).toBe(12.5);
    const r = build(span({ 'session.id': 'sess-1', 'gen_ai.conversation.id': 'conv-1', 'http.route': '/v1/chat' }));
    expect(r).toMatchObject({ sessionId: 'sess-1', conversationId: 'conv-1', route: '/v1/chat' });
    const fromResource = build(span({}, { resource: { attributes: { 'service.name': 'x', 'http.route': '/api/ask' }, droppedAttributesCount: 0, schemaUrl: '' } }));
    expect(fromResource.route).toBe('/api/ask');
  });
});
