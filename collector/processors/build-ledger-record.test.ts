import { describe, expect, it } from 'vitest';
import type { ContentPart, ContentPartRef } from '../../schemas/ledger.ts';
import type { Attributes, SpanEvent, SpanRecord } from '../../schemas/span.ts';
import { span } from '../../test/factories/span.ts';
import { buildLedgerRecord, detectSourceConvention } from './build-ledger-record.ts';

const notSent: ContentPartRef = { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' };
const parts: Record<ContentPart, ContentPartRef> = { input: notSent, output: notSent, system: notSent, tools: notSent };

function makeSpan(attributes: Attributes, events: SpanEvent[] = []): SpanRecord {
  return span({
    parentSpanId: '',
    name: 'chat',
    startTimeUnixNano: '1741000000000000000',
    endTimeUnixNano: '1741000001000000000',
    attributes,
    events,
    status: { code: 2, message: 'rate limited' },
    resource: { attributes: { 'service.name': 'checkout' }, droppedAttributesCount: 0, schemaUrl: '' },
  });
}

function event(name: string, attributes: Attributes): SpanEvent {
  return { timeUnixNano: '1741000000500000000', name, attributes, droppedAttributesCount: 0 };
}

describe('buildLedgerRecord', () => {
  it('leaves every absent number null, never 0', () => {
    const record = buildLedgerRecord(makeSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' }), parts, '');
    expect(record).toMatchObject({
      temperature: null,
      topP: null,
      topK: null,
      maxTokens: null,
      seed: null,
      frequencyPenalty: null,
      presencePenalty: null,
      inputTokens: null,
      outputTokens: null,
      cachedInputTokens: null,
      reasoningTokens: null,
      costUsd: null,
      stopSequences: [],
      finishReasons: [],
      requestParamsJson: '{}',
      statusCode: 2,
      serviceName: 'checkout',
      content: parts,
    });
  });

  it('never reports the request alias as the response model', () => {
    const record = buildLedgerRecord(makeSpan({ 'gen_ai.request.model': 'gpt-4o' }), parts, '');
    expect(record.requestModel).toBe('gpt-4o');
    expect(record.responseModel).toBe('');
  });

  it('does not trust llm.model_name as the response model when it equals the requested model', () => {
    const span = makeSpan({
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o',
      'llm.invocation_parameters': '{"model": "gpt-4o"}',
    });
    expect(buildLedgerRecord(span, parts, '')).toMatchObject({ requestModel: 'gpt-4o', responseModel: '' });
  });

  it('uses llm.response.model (OpenLLMetry) as the response model', () => {
    const span = makeSpan({ 'llm.request.type': 'chat', 'gen_ai.request.model': 'gpt-4o', 'llm.response.model': 'gpt-4o-2024-08-06' });
    expect(buildLedgerRecord(span, parts, '').responseModel).toBe('gpt-4o-2024-08-06');
  });

  it('reads finish reasons from indexed completions of an untouched OpenLLMetry span, in index order', () => {
    const span = makeSpan({
      'llm.request.type': 'chat',
      'gen_ai.completion.1.finish_reason': 'length',
      'gen_ai.completion.0.finish_reason': 'stop',
    });
    expect(buildLedgerRecord(span, parts, '').finishReasons).toEqual(['stop', 'length']);
  });

  it('reads finish reasons from gen_ai.choice events of an untouched span', () => {
    const span = makeSpan({ 'gen_ai.system': 'openai' }, [event('gen_ai.choice', { index: 0, finish_reason: 'content_filter' })]);
    expect(buildLedgerRecord(span, parts, '').finishReasons).toEqual(['content_filter']);
  });

  it('takes error.type first, then the exception event type', () => {
    const exception = event('exception', { 'exception.type': 'openai.RateLimitError', 'exception.message': '429' });
    expect(buildLedgerRecord(makeSpan({ 'error.type': '429' }, [exception]), parts, '').errorType).toBe('429');
    expect(buildLedgerRecord(makeSpan({}, [exception]), parts, '').errorType).toBe('openai.RateLimitError');
  });

  it('keeps both values when two sources disagree on a parameter', () => {
    const span = makeSpan({
      'gen_ai.request.max_tokens': 100,
      'llm.invocation_parameters': JSON.stringify({ max_tokens: 200, stop: 'END' }),
    });
    const record = buildLedgerRecord(span, parts, '');
    expect(JSON.parse(record.requestParamsJson)).toEqual({
      'llm.invocation_parameters.max_tokens': 200,
      max_tokens: 100,
      stop: 'END',
    });
    expect(record.maxTokens).toBe(100);
    expect(record.stopSequences).toEqual(['END']);
  });

  it('keeps invocation parameters that are not a JSON object verbatim', () => {
    const record = buildLedgerRecord(makeSpan({ 'llm.invocation_parameters': "{'temperature': 0.2}" }), parts, '');
    expect(JSON.parse(record.requestParamsJson)).toEqual({ 'llm.invocation_parameters': "{'temperature': 0.2}" });
  });

  it('parses 64-bit integers carried as decimal strings', () => {
    const span = makeSpan({ 'gen_ai.usage.input_tokens': '9007199254740993', 'gen_ai.request.seed': '123' });
    const record = buildLedgerRecord(span, parts, '');
    expect(record.inputTokens).toBe(9007199254740993);
    expect(record.seed).toBe(123);
  });

  it('collects retrieved document ids in index order and from gen_ai.retrieval.documents', () => {
    const span = makeSpan({
      'retrieval.documents.1.document.id': 'doc-b',
      'retrieval.documents.0.document.id': 'doc-a',
      'retrieval.documents.0.document.score': 0.9,
      'gen_ai.retrieval.documents': '[{"id":"doc-c","score":0.5}]',
    });
    expect(buildLedgerRecord(span, parts, '').retrievedDocumentIds).toEqual(['doc-a', 'doc-b', 'doc-c']);
  });

  it('reads the replayed call and the session as conversation', () => {
    const span = makeSpan({ 'tracehold.replay_of': 'abc/def', 'session.id': 'sess-1' });
    expect(buildLedgerRecord(span, parts, 'thsub:v1:k1:00')).toMatchObject({
      replayOf: 'abc/def',
      conversationId: 'sess-1',
      subjectRef: 'thsub:v1:k1:00',
    });
  });

  it('keeps the session id on its own, beside a conversation id', () => {
    const span = makeSpan({ 'gen_ai.conversation.id': 'conv-1', 'session.id': 'sess-1' });
    expect(buildLedgerRecord(span, parts, '')).toMatchObject({ conversationId: 'conv-1', sessionId: 'sess-1' });
    expect(buildLedgerRecord(makeSpan({ 'gen_ai.conversation.id': 'conv-1' }), parts, '').sessionId ?? '').toBe('');
  });
});

describe('detectSourceConvention', () => {
  it('prefers OpenInference, then OpenLLMetry markers, then GenAI', () => {
    expect(detectSourceConvention({ 'openinference.span.kind': 'LLM', 'gen_ai.system': 'openai' })).toBe('openinference');
    expect(detectSourceConvention({ 'llm.request.type': 'chat', 'gen_ai.system': 'openai' })).toBe('openllmetry');
    expect(detectSourceConvention({ 'gen_ai.system': 'openai' })).toBe('gen_ai');
  });
});

describe('streams, finish reasons, timing, fingerprints and templates', () => {
  const ok = (attributes: Attributes, events: SpanEvent[] = []): SpanRecord => ({ ...makeSpan(attributes, events), status: { code: 0, message: '' } });
  const at = (name: string, offsetMs: number): SpanEvent => ({ timeUnixNano: String(1741000000000000000n + BigInt(offsetMs) * 1_000_000n), name, attributes: {}, droppedAttributesCount: 0 });

  it('normalizes finish reasons across conventions: tool_calls / tool_use / function_call → tool_call, case, empty → none', () => {
    const build = (reasons: string[]) => buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.response.finish_reasons': reasons }), parts, '').finishReasons;
    expect(build(['tool_calls'])).toEqual(['tool_call']);
    expect(build(['tool_use'])).toEqual(['tool_call']);
    expect(build(['function_call'])).toEqual(['tool_call']);
    expect(build(['tool_call'])).toEqual(['tool_call']);
    expect(build(['STOP', 'MAX_TOKENS'])).toEqual(['stop', 'max_tokens']);
    expect(build([''])).toEqual([]);
    expect(build(['stop', ' '])).toEqual(['stop']);
  });

  it('marks a streamed call that ended without a finish reason incomplete, with the reason; a finished one complete', () => {
    const aborted = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.stream': true }), parts, '');
    expect(aborted).toMatchObject({ streamed: true, incomplete: true, incompleteReason: 'stream_ended_without_finish_reason', finishReasons: [] });
    const emptyReason = buildLedgerRecord(ok({ 'llm.request.type': 'chat', 'llm.is_streaming': true, 'gen_ai.completion.0.finish_reason': '' }), parts, '');
    expect(emptyReason).toMatchObject({ streamed: true, incomplete: true });
    const failed = buildLedgerRecord(makeSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.stream': true }), parts, '');
    expect(failed).toMatchObject({ incomplete: true, incompleteReason: 'stream_failed_without_finish_reason' });
    const finished = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.stream': true, 'gen_ai.response.finish_reasons': ['stop'] }), parts, '');
    expect(finished).toMatchObject({ streamed: true, incomplete: false, incompleteReason: '' });
  });

  it('reads openai-v2\'s stand-in "error" finish reason (a stream that ended without one, no usage, no failure) as none: incomplete', () => {
    const standIn = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'tracehold.output.finish_reasons': ['error'] }), parts, '');
    expect(standIn).toMatchObject({ finishReasons: [], incomplete: true, incompleteReason: 'stream_ended_without_finish_reason' });
    // A provider's real "error" finish (the call has usage) or a failed call keeps it.
    const real = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.response.finish_reasons': ['error'], 'gen_ai.usage.output_tokens': 3 }), parts, '');
    expect(real).toMatchObject({ finishReasons: ['error'], incomplete: false });
    const failed = buildLedgerRecord(makeSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.response.finish_reasons': ['error'] }), parts, '');
    expect(failed).toMatchObject({ finishReasons: ['error'], incomplete: false });
  });

  it('reads a Python class repr error type as the class name', () => {
    expect(buildLedgerRecord(makeSpan({ 'gen_ai.operation.name': 'chat', 'error.type': "<class 'openai.BadRequestError'>" }), parts, '').errorType).toBe('openai.BadRequestError');
    expect(buildLedgerRecord(makeSpan({ 'gen_ai.operation.name': 'chat', 'error.type': 'BadRequestError' }), parts, '').errorType).toBe('BadRequestError');
  });

  it('never infers incompleteness for a call not known to be streamed (no finish reason is not enough)', () => {
    const unknown = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat' }), parts, '');
    expect(unknown).toMatchObject({ streamed: null, incomplete: false });
    const notStreamed = buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.stream': false }), parts, '');
    expect(notStreamed).toMatchObject({ streamed: false, incomplete: false });
  });

  it('reads streaming from OpenInference invocation parameters and time to first token from its event', () => {
    const record = buildLedgerRecord(
      ok({ 'openinference.span.kind': 'LLM', 'llm.invocation_parameters': '{"model":"gpt-4o","stream":true}', 'llm.finish_reason': 'stop' }, [at('First Token Stream Event', 123)]),
      parts,
      '',
    );
    expect(record).toMatchObject({ streamed: true, incomplete: false, timeToFirstTokenMs: 123, operation: 'chat' });
  });

  it('takes time to first token from the GenAI attribute (seconds) before events, and from the first OpenLLMetry chunk event', () => {
    expect(buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'gen_ai.response.time_to_first_chunk': 0.25 }), parts, '').timeToFirstTokenMs).toBe(250);
    const chunks = [at('gen_ai.content.completion.chunk', 80), at('gen_ai.content.completion.chunk', 40), at('gen_ai.content.completion.chunk', 95)];
    const record = buildLedgerRecord(ok({ 'llm.request.type': 'chat' }, chunks), parts, '');
    expect(record).toMatchObject({ timeToFirstTokenMs: 40, streamed: true });
    expect(buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat' }), parts, '').timeToFirstTokenMs).toBeNull();
  });

  it('records the system fingerprint and the prompt template name and version of each convention', () => {
    expect(buildLedgerRecord(ok({ 'gen_ai.operation.name': 'chat', 'openai.response.system_fingerprint': 'fp_1' }), parts, '').systemFingerprint).toBe('fp_1');
    expect(buildLedgerRecord(ok({ 'llm.request.type': 'chat', 'gen_ai.openai.system_fingerprint': 'fp_2' }), parts, '').systemFingerprint).toBe('fp_2');
    expect(buildLedgerRecord(ok({ 'openinference.span.kind': 'LLM', 'tracehold.response.system_fingerprint': 'fp_3' }), parts, '').systemFingerprint).toBe('fp_3');
    const traceloop = buildLedgerRecord(ok({ 'llm.request.type': 'chat', 'traceloop.prompt.key': 'refund-policy', 'traceloop.prompt.version': 7 }), parts, '');
    expect(traceloop).toMatchObject({ promptTemplateName: 'refund-policy', promptTemplateVersion: '7' });
    const openinference = buildLedgerRecord(ok({ 'openinference.span.kind': 'LLM', 'llm.prompt_template.version': 'v2.1' }), parts, '');
    expect(openinference).toMatchObject({ promptTemplateName: '', promptTemplateVersion: 'v2.1' });
  });

  it('gives OpenInference LLM spans an operation: text_completion when the input came from llm.prompts', () => {
    expect(buildLedgerRecord(ok({ 'openinference.span.kind': 'LLM', 'tracehold.operation': 'text_completion' }), parts, '').operation).toBe('text_completion');
    expect(buildLedgerRecord(ok({ 'openinference.span.kind': 'EMBEDDING' }), parts, '').operation).toBe('embeddings');
  });
});
