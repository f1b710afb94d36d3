/**
 * The Vercel AI SDK adapter on spans as `ai` 6.0.333 records them (values copied from its spans, driven against
 * the fake provider; test/interop/vercel-ai.test.ts runs the SDK itself end to end). Each test asserts the
 * normalized parts and that no content value is left on the span.
 */
import { describe, expect, it } from 'vitest';
import type { Attributes, SpanEvent } from '../../../schemas/span.ts';
import { span } from '../../../test/factories/span.ts';
import { buildLedgerRecord } from '../build-ledger-record.ts';
import { DERIVED_OPERATION } from '../llm-conventions.ts';
import { llmPartRefs, planSpan } from './plan.ts';

const SYSTEM = 'You are the parcel-tracking assistant.';
const QUESTION = 'Where is my parcel? Order 8812.';
const ANSWER = 'Your parcel left the Leipzig depot on Tuesday.';
const CALL_ID = 'call_3s5CfuImFroLBKxdiFo6aHkn';
const TOOL_RESULT = { order_id: '8812', status: 'out_for_delivery' };

/** What every span of the SDK carries besides content (settings, usage, metadata, headers). */
const COMMON: Attributes = {
  'operation.name': 'ai.generateText.doGenerate parcel-chat',
  'resource.name': 'parcel-chat',
  'ai.telemetry.functionId': 'parcel-chat',
  'ai.model.provider': 'openai.chat',
  'ai.model.id': 'fake-chat-small',
  'ai.settings.maxRetries': 2,
  'ai.telemetry.metadata.tier': 'gold',
  'ai.request.headers.user-agent': 'ai/6.0.333',
};

const LLM: Attributes = {
  ...COMMON,
  'ai.operationId': 'ai.generateText.doGenerate',
  'gen_ai.system': 'openai.chat',
  'gen_ai.request.model': 'fake-chat-small',
  'ai.response.id': 'chatcmpl-y5G6Efagsdu4OoCovjkeJH9Pi9KxN',
  'ai.response.model': 'fake-chat-small-2025-06-01',
  'ai.response.providerMetadata': '{"openai":{"acceptedPredictionTokens":0,"rejectedPredictionTokens":0}}',
  'gen_ai.response.id': 'chatcmpl-y5G6Efagsdu4OoCovjkeJH9Pi9KxN',
  'gen_ai.response.model': 'fake-chat-small-2025-06-01',
  'gen_ai.usage.input_tokens': 20,
  'gen_ai.usage.output_tokens': 15,
};

const plan = (attributes: Attributes, events: SpanEvent[] = [], name = 'ai.generateText.doGenerate') => planSpan(span({ name, attributes, events }));

/** Every content key the SDK writes: none may stay on a span. */
const CONTENT_KEYS = [
  'ai.prompt',
  'ai.prompt.messages',
  'ai.prompt.tools',
  'ai.response.text',
  'ai.response.reasoning',
  'ai.response.toolCalls',
  'ai.response.object',
  'ai.response.providerMetadata',
  'ai.toolCall.args',
  'ai.toolCall.result',
  'ai.value',
  'ai.values',
  'ai.embedding',
  'ai.embeddings',
  'ai.documents',
];

function expectNoContentLeft(attributes: Attributes, ...texts: string[]): void {
  for (const key of CONTENT_KEYS) expect(attributes[key], key).toBeUndefined();
  const kept = JSON.stringify(attributes);
  for (const text of texts) expect(kept).not.toContain(text);
}

describe('Vercel AI SDK spans', () => {
  it('moves the provider call prompt and answer to the input and output parts, system message included', () => {
    const p = plan({
      ...LLM,
      'ai.prompt.messages': JSON.stringify([
        { role: 'system', content: SYSTEM },
        { role: 'user', content: [{ type: 'text', text: QUESTION }] },
      ]),
      'ai.response.finishReason': 'stop',
      'ai.response.text': ANSWER,
      'gen_ai.response.finish_reasons': ['stop'],
    });
    expect(p.isLlm).toBe(true);
    expect(p.chosen.input?.source).toBe('vercel_ai');
    expect(p.chosen.input?.data).toEqual([
      { role: 'system', parts: [{ type: 'text', content: SYSTEM }] },
      { role: 'user', parts: [{ type: 'text', content: QUESTION }] },
    ]);
    expect(p.chosen.output?.data).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }], finish_reason: 'stop' }]);
    // The exact values are kept in the stored objects, provider metadata with the answer.
    const outputObject = JSON.parse(p.objects.find((o) => o.part === 'output')!.json);
    expect(outputObject.original.attributes['ai.response.providerMetadata']).toContain('acceptedPredictionTokens');
    expect(outputObject.original.attributes['ai.response.text']).toBe(ANSWER);
    expect(p.attributes[DERIVED_OPERATION]).toBe('chat');
    // Settings, metadata and ids stay.
    expect(p.attributes['ai.telemetry.metadata.tier']).toBe('gold');
    expect(p.attributes['ai.response.id']).toBe('chatcmpl-y5G6Efagsdu4OoCovjkeJH9Pi9KxN');
    expectNoContentLeft(p.attributes, SYSTEM, QUESTION, ANSWER, 'acceptedPredictionTokens');
    const refs = llmPartRefs(p);
    expect(refs.system.reason).toBe('included_in_input');
  });

  it('reads the tool loop: tool definitions, the tool call answered, and the next prompt with the call and its result', () => {
    const tools = [
      JSON.stringify({
        type: 'function',
        name: 'get_order_status',
        description: 'Look up the delivery status of an order.',
        inputSchema: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
      }),
    ];
    const first = plan({
      ...LLM,
      'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: QUESTION }] }]),
      'ai.prompt.tools': tools,
      'ai.prompt.toolChoice': '{"type":"auto"}',
      'ai.response.finishReason': 'tool-calls',
      'ai.response.toolCalls': JSON.stringify([{ toolCallId: CALL_ID, toolName: 'get_order_status', input: '{"order_id":"8812"}' }]),
    });
    expect(first.chosen.tools?.data).toEqual([
      {
        type: 'function',
        name: 'get_order_status',
        description: 'Look up the delivery status of an order.',
        parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
      },
    ]);
    expect(first.chosen.output?.data).toEqual([
      { role: 'assistant', parts: [{ type: 'tool_call', id: CALL_ID, name: 'get_order_status', arguments: { order_id: '8812' } }], finish_reason: 'tool-calls' },
    ]);
    expect(first.attributes['ai.prompt.toolChoice']).toBe('{"type":"auto"}');
    expectNoContentLeft(first.attributes, QUESTION, 'Look up the delivery status');

    const second = plan({
      ...LLM,
      'ai.prompt.messages': JSON.stringify([
        { role: 'user', content: [{ type: 'text', text: QUESTION }] },
        { role: 'assistant', content: [{ type: 'tool-call', toolCallId: CALL_ID, toolName: 'get_order_status', input: { order_id: '8812' } }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: CALL_ID, toolName: 'get_order_status', output: { type: 'json', value: TOOL_RESULT } }] },
      ]),
      'ai.response.text': ANSWER,
    });
    expect(second.chosen.input?.data).toEqual([
      { role: 'user', parts: [{ type: 'text', content: QUESTION }] },
      { role: 'assistant', parts: [{ type: 'tool_call', id: CALL_ID, name: 'get_order_status', arguments: { order_id: '8812' } }] },
      { role: 'tool', parts: [{ type: 'tool_call_response', id: CALL_ID, response: TOOL_RESULT }] },
    ]);
    expectNoContentLeft(second.attributes, QUESTION, 'out_for_delivery', ANSWER);
  });

  it('reads reasoning, files and the answers of older versions (4: args/result/mimeType; 3: ai.result.*)', () => {
    const p = plan({
      ...LLM,
      'ai.prompt.messages': JSON.stringify([
        {
          role: 'user',
          content: [
            { type: 'text', text: QUESTION },
            { type: 'file', data: 'iVBORw0KGgoAAAANSUhEUg==', mediaType: 'image/png' },
            { type: 'file', data: 'https://example.com/label.pdf', mediaType: 'application/pdf' },
          ],
        },
        { role: 'assistant', content: [{ type: 'reasoning', text: 'The user wants a status.' }, { type: 'tool-call', toolCallId: 'c1', toolName: 'lookup', args: { id: 1 } }] },
        { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: 'lookup', result: { ok: true } }] },
      ]),
      'ai.response.reasoning': 'Thinking about the depot.',
      'ai.result.text': ANSWER,
    });
    expect(p.chosen.input?.data).toEqual([
      {
        role: 'user',
        parts: [
          { type: 'text', content: QUESTION },
          { type: 'blob', modality: 'image', mime_type: 'image/png', content: 'iVBORw0KGgoAAAANSUhEUg==' },
          { type: 'uri', modality: 'file', uri: 'https://example.com/label.pdf', mime_type: 'application/pdf' },
        ],
      },
      { role: 'assistant', parts: [{ type: 'reasoning', content: 'The user wants a status.' }, { type: 'tool_call', id: 'c1', name: 'lookup', arguments: { id: 1 } }] },
      { role: 'tool', parts: [{ type: 'tool_call_response', id: 'c1', response: { ok: true } }] },
    ]);
    expect(p.chosen.output?.data).toEqual([
      { role: 'assistant', parts: [{ type: 'reasoning', content: 'Thinking about the depot.' }, { type: 'text', content: ANSWER }] },
    ]);
    expectNoContentLeft(p.attributes, QUESTION, 'iVBORw0KGgo', 'label.pdf', 'depot', ANSWER);
    expect(p.attributes['ai.result.text']).toBeUndefined();
  });

  it('takes the caller prompt of the surrounding call as its input and system parts; that span is no LLM call', () => {
    const p = plan(
      {
        ...COMMON,
        'ai.operationId': 'ai.generateText',
        'ai.prompt': JSON.stringify({ system: SYSTEM, messages: [{ role: 'user', content: QUESTION }] }),
        'ai.response.finishReason': 'stop',
        'ai.response.text': ANSWER,
        'ai.response.providerMetadata': '{"openai":{}}',
      },
      [],
      'ai.generateText',
    );
    expect(p.isLlm).toBe(false);
    expect(p.chosen.system?.data).toEqual([{ type: 'text', content: SYSTEM }]);
    expect(p.chosen.input?.data).toEqual([{ role: 'user', parts: [{ type: 'text', content: QUESTION }] }]);
    expect(p.chosen.output?.data).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }], finish_reason: 'stop' }]);
    // The system text is stored once with the input (its original) and once as the system part, never on the span.
    expectNoContentLeft(p.attributes, SYSTEM, QUESTION, ANSWER);
    expect(p.attributes[DERIVED_OPERATION]).toBeUndefined();

    const promptOnly = plan({ ...COMMON, 'ai.prompt': JSON.stringify({ prompt: QUESTION }) }, [], 'ai.streamText');
    expect(promptOnly.chosen.input?.data).toEqual([{ role: 'user', parts: [{ type: 'text', content: QUESTION }] }]);
    expect(promptOnly.chosen.system).toBeUndefined();
  });

  it('stores a tool execution as one tool call object, and embeddings and rerank documents as values', () => {
    const tool = plan(
      {
        'ai.operationId': 'ai.toolCall',
        'ai.toolCall.name': 'get_order_status',
        'ai.toolCall.id': CALL_ID,
        'ai.toolCall.args': '{"order_id":"8812"}',
        'ai.toolCall.result': JSON.stringify(TOOL_RESULT),
      },
      [],
      'ai.toolCall',
    );
    const object = JSON.parse(tool.objects.find((o) => o.part === 'tool_call')!.json);
    expect(object.source).toBe('vercel_ai');
    expect(object.data).toEqual([
      { type: 'tool_call', id: CALL_ID, name: 'get_order_status', arguments: { order_id: '8812' } },
      { type: 'tool_call_response', id: CALL_ID, response: TOOL_RESULT },
    ]);
    expect(tool.attributes['ai.toolCall.name']).toBe('get_order_status');
    expectNoContentLeft(tool.attributes, '8812', 'out_for_delivery');

    const embed = plan(
      { ...COMMON, 'ai.operationId': 'ai.embed.doEmbed', 'ai.values': ['"embed this text"'], 'ai.embeddings': ['[0.154,-0.336]'], 'ai.usage.tokens': 4 },
      [],
      'ai.embed.doEmbed',
    );
    const values = embed.objects.map((o) => JSON.parse(o.json));
    expect(values.map((v) => [v.part, v.source])).toEqual([
      ['value', 'vercel_ai'],
      ['value', 'vercel_ai'],
    ]);
    expect(embed.attributes['ai.usage.tokens']).toBe(4);
    expectNoContentLeft(embed.attributes, 'embed this text', '0.154');

    const rerank = plan({ ...COMMON, 'ai.operationId': 'ai.rerank', 'ai.documents': ['"doc about Leipzig"'], 'ai.ranking': ['{"originalIndex":0,"score":0.9}'] }, [], 'ai.rerank');
    expectNoContentLeft(rerank.attributes, 'Leipzig');
    expect(rerank.attributes['ai.ranking']).toEqual(['{"originalIndex":0,"score":0.9}']);
  });

  it('leaves a span of the SDK without content as it is (negative control: the same object back)', () => {
    const s = span({ name: 'ai.generateText', attributes: { ...COMMON, 'ai.operationId': 'ai.generateText', 'ai.usage.inputTokens': 20 } });
    const p = planSpan(s);
    expect(p.changed).toBe(false);
    expect(p.attributes).toBe(s.attributes);
  });

  it('makes a ledger record of the provider call: chat, streamed with its first chunk, the seed and the unified finish reason', () => {
    const attributes: Attributes = {
      ...LLM,
      'ai.operationId': 'ai.streamText.doStream',
      'ai.settings.seed': 42,
      'gen_ai.request.temperature': 0.2,
      'ai.prompt.messages': JSON.stringify([{ role: 'user', content: QUESTION }]),
      'ai.response.finishReason': 'tool-calls',
      'gen_ai.response.finish_reasons': ['tool-calls'],
      'ai.response.msToFirstChunk': 14.9,
    };
    const start = 1741000000000000000n;
    const s = span({
      name: 'ai.streamText.doStream',
      attributes,
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(start + 50_000_000n),
      events: [{ timeUnixNano: String(start + 15_000_000n), name: 'ai.stream.firstChunk', attributes: { 'ai.response.msToFirstChunk': 14.9 }, droppedAttributesCount: 0 }],
    });
    const p = planSpan(s);
    const record = buildLedgerRecord({ ...s, attributes: p.attributes, events: p.events }, llmPartRefs(p), '');
    expect(record).toMatchObject({
      sourceConvention: 'vercel_ai',
      operation: 'chat',
      provider: 'openai.chat',
      requestModel: 'fake-chat-small',
      responseModel: 'fake-chat-small-2025-06-01',
      responseId: 'chatcmpl-y5G6Efagsdu4OoCovjkeJH9Pi9KxN',
      seed: 42,
      temperature: 0.2,
      finishReasons: ['tool_call'],
      streamed: true,
      timeToFirstTokenMs: 15,
    });
    expect(record.content.input.state).toBe('stored');
  });
});
