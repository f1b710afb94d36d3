/**
 * One factory per record (test material lives under test/): the collector's SpanRecord, in two forms.
 * - `span()`: a realistic LLM call as the collector hands it on (tenant set, status unset, no events or
 *   links), with the ids of `ledgerRecord()`, so a test states only what it is about;
 * - `spanWithEveryField()`: every field set to a non-default value (`tenant` empty, as a decoder returns
 *   it), so that a field lost in a round trip (codec, storage) shows up as a difference.
 */
import type { SpanRecord } from '../../schemas/span.ts';

/** A valid client span of one chat call (tenant `acme`, OpenAI GenAI attributes, 5 ms); `over` replaces fields. */
export function span(over: Partial<SpanRecord> = {}): SpanRecord {
  return {
    tenant: 'acme',
    traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    spanId: 'b7ad6b7169203331',
    parentSpanId: '00f067aa0ba902b7',
    traceState: '',
    flags: 1,
    name: 'chat gpt-4o',
    kind: 3,
    startTimeUnixNano: '1700000000000000000',
    endTimeUnixNano: '1700000000005000000',
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o' },
    droppedAttributesCount: 0,
    events: [],
    droppedEventsCount: 0,
    links: [],
    droppedLinksCount: 0,
    status: { code: 0, message: '' },
    resource: { attributes: { 'service.name': 'chat-api' }, droppedAttributesCount: 0, schemaUrl: '' },
    scope: { name: 'opentelemetry.instrumentation.openai_v2', version: '2.1b0', attributes: {}, schemaUrl: '' },
    ...over,
  };
}

/** A SpanRecord with every field set to a non-default value; `overrides` replace fields. */
export function spanWithEveryField(overrides: Partial<SpanRecord> = {}): SpanRecord {
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
