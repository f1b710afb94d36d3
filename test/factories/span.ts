/**
 * One factory per record (test material lives under test/): the collector's SpanRecord, for tests and the
 * benchmark load generator. A complete, valid span with every field set to a non-default value, so that
 * a field lost in a round trip shows up as a difference.
 */
import type { SpanRecord } from '../../schemas/span.ts';

/** A SpanRecord with every field set (`tenant` empty, as a decoder returns it); `overrides` replace fields. */
export function span(overrides: Partial<SpanRecord> = {}): SpanRecord {
  return {
    tenant: '',
    traceId: '5b8efff798038103d269b633813fc60c',
    spanId: 'eee19b7ec3c1b174',
    parentSpanId: 'eee19b7ec3c1b173',
    traceState: 'vendor=1',
    flags: 0x101,
    name: 'chat gpt-4o',
    kind: 3,
    // Above 2^53: only exact decimal handling keeps the last digits.
    startTimeUnixNano: '1735689600123456789',
    endTimeUnixNano: '1735689601987654321',
    attributes: {
      'gen_ai.operation.name': 'chat',
      'gen_ai.usage.input_tokens': 1234,
      'gen_ai.request.temperature': 0.25,
      'gen_ai.request.stream': false,
      'gen_ai.response.finish_reasons': ['stop', 'length'],
      'llm.headers': { 'x-request-id': 'abc', nested: { depth: [1, 2.5, null, { k: 'v' }] } },
      empty: null,
    },
    droppedAttributesCount: 2,
    events: [
      {
        timeUnixNano: '1735689600500000001',
        name: 'gen_ai.choice',
        attributes: { index: 0, 'finish.reason': 'stop' },
        droppedAttributesCount: 1,
      },
    ],
    droppedEventsCount: 3,
    links: [
      {
        traceId: '0af7651916cd43dd8448eb211c80319c',
        spanId: 'b7ad6b7169203331',
        traceState: 'other=2',
        attributes: { 'link.kind': 'follows' },
        droppedAttributesCount: 0,
        flags: 0x301,
      },
    ],
    droppedLinksCount: 4,
    status: { code: 2, message: 'rate limited' },
    resource: {
      attributes: { 'service.name': 'support-bot', 'service.instance.id': 'i-1', 'process.pid': 4242 },
      droppedAttributesCount: 0,
      schemaUrl: 'https://opentelemetry.io/schemas/1.37.0',
    },
    scope: { name: 'opentelemetry.instrumentation.openai', version: '0.40.1', attributes: { 'scope.attr': true }, schemaUrl: '' },
    ...overrides,
  };
}
