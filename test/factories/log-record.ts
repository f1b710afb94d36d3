/**
 * One factory per record (test material lives under test/): LogRecordData for tests and benchmarks: a complete, valid GenAI event record with every field set
 * to a non-default value, so that a field lost in a round trip shows up as a difference.
 */
import type { LogRecordData } from '../../schemas/log.ts';

/** A LogRecordData with every field set (`tenant` empty, as a decoder returns it); `overrides` replace fields. */
export function logRecord(overrides: Partial<LogRecordData> = {}): LogRecordData {
  return {
    tenant: '',
    // Above 2^53: only exact decimal handling keeps the last digits.
    timeUnixNano: '1735689600123456789',
    observedTimeUnixNano: '1735689600223456789',
    severityNumber: 9,
    severityText: 'INFO',
    body: {
      content: 'What is the refund policy?',
      role: 'user',
      tool_calls: [{ id: 'call_1', function: { name: 'lookup', arguments: '{"q":1}' } }],
      score: 0.75,
      tokens: 1234,
      big: '9223372036854775807',
      flag: true,
      nothing: null,
    },
    attributes: { 'gen_ai.system': 'openai', 'gen_ai.provider.name': 'openai', index: 0 },
    droppedAttributesCount: 1,
    flags: 1,
    traceId: '5b8efff798038103d269b633813fc60c',
    spanId: 'eee19b7ec3c1b174',
    eventName: 'gen_ai.user.message',
    resource: {
      attributes: { 'service.name': 'support-bot', 'process.pid': 4242 },
      droppedAttributesCount: 0,
      schemaUrl: 'https://opentelemetry.io/schemas/1.37.0',
    },
    scope: { name: 'opentelemetry.instrumentation.openai_v2', version: '2.1b0', attributes: { 'scope.attr': true }, schemaUrl: '' },
    ...overrides,
  };
}
