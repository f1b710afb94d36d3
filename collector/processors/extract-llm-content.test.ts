import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ContentObject, ContentPutResult, ContentStore } from '../../platform/content-store/content-store.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { createExtractLlmContent } from './extract-llm-content.ts';
import type { ExtractResult } from './extract-llm-content.ts';

const TENANT = 'acme';

// ---------------------------------------------------------------------------------------------------
// In-memory fake content store (the real one is tested in platform/content-store).
// ---------------------------------------------------------------------------------------------------

interface FakeStore extends ContentStore {
  /** `putItems`: the objects given to `putMany`, over all calls. */
  calls: { put: number; putMany: number; putItems: number; pseudonymize: number };
  objects: Map<string, ContentObject>;
  /** The subject given with each object written, by ref ('' for none). */
  subjects: Map<string, string>;
}

function createFakeContentStore(options: { failWith?: Error } = {}): FakeStore {
  const objects = new Map<string, ContentObject>();
  const calls = { put: 0, putMany: 0, putItems: 0, pseudonymize: 0 };
  const hmac = (tenant: string, data: Buffer | string): string =>
    createHmac('sha256', `test-key-${tenant}`).update(data).digest('hex');
  const subjects = new Map<string, string>();
  // Like the real store, the ref of a subject's content is keyed to the subject.
  const refOf = (tenant: string, bytes: Buffer, subject = ''): string =>
    `thref:v1:k1:${hmac(tenant, subject === '' ? bytes : Buffer.concat([Buffer.from(`${subject}\0`), bytes]))}`;
  const put = async (tenant: string, bytes: Buffer, contentType: string, subject?: string): Promise<ContentPutResult> => {
    if (options.failWith) throw options.failWith;
    const ref = refOf(tenant, bytes, subject);
    const key = `${tenant}\n${ref}`;
    const existed = objects.has(key);
    if (!existed) objects.set(key, { ref, tenant, contentType, createdAtMs: 1, bytes: Buffer.from(bytes) });
    subjects.set(ref, subject ?? '');
    return { ref, existed, sizeBytes: bytes.length, keyScope: subject ? 'subject' : 'tenant' };
  };
  const store: FakeStore = {
    calls,
    objects,
    subjects,
    start: async () => {},
    shutdown: async () => {},
    computeRef: async (tenant, bytes, subject) => refOf(tenant, bytes, subject),
    put: async (tenant, bytes, contentType, subject) => {
      calls.put++;
      return put(tenant, bytes, contentType, subject);
    },
    putMany: async (tenant, items) => {
      calls.putMany++;
      calls.putItems += items.length;
      const results: ContentPutResult[] = [];
      for (const item of items) results.push(await put(tenant, item.bytes, item.contentType, item.subject));
      return results;
    },
    get: async (tenant, ref) => objects.get(`${tenant}\n${ref}`) ?? null,
    pseudonymize: async (tenant, value) => {
      calls.pseudonymize++;
      return `thsub:v1:k1:${hmac(tenant, `subject:${value}`)}`;
    },
  };
  return store;
}

// ---------------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------------

function loadFixture(name: string): SpanRecord[] {
  const spans = JSON.parse(readFileSync(new URL(`../../test/fixtures/processors/${name}`, import.meta.url), 'utf8')) as SpanRecord[];
  for (const span of spans) span.tenant = TENANT;
  return spans;
}

async function extract(
  spans: SpanRecord[],
  options: { enabled?: boolean; store?: FakeStore; subjectAttributes?: string[] } = {},
): Promise<ExtractResult & { store: FakeStore }> {
  const store = options.store ?? createFakeContentStore();
  const process = createExtractLlmContent(
    { contentStore: store, nowMs: () => 1_741_000_000_000 },
    { enabled: options.enabled ?? true, subjectAttributes: options.subjectAttributes },
  );
  return { ...(await process(TENANT, spans)), store };
}

async function readObject(store: FakeStore, ref: unknown): Promise<Record<string, unknown>> {
  expect(typeof ref).toBe('string');
  const object = await store.get(TENANT, ref as string);
  expect(object).not.toBeNull();
  return JSON.parse((object as ContentObject).bytes.toString('utf8')) as Record<string, unknown>;
}

function spanById(spans: SpanRecord[], spanId: string): SpanRecord {
  const span = spans.find((s) => s.spanId === spanId);
  if (span === undefined) throw new Error(`no span ${spanId}`);
  return span;
}

function ledgerFor(ledger: LedgerRecord[], spanId: string): LedgerRecord {
  const matches = ledger.filter((r) => r.spanId === spanId);
  expect(matches).toHaveLength(1);
  return matches[0] as LedgerRecord;
}

/** Every text that must leave the spans, per fixture. */
const CANARIES: Record<string, string[]> = {
  'genai-openai-python-span-content.json': [
    'Never promise refunds',
    'My booking code is QX7P2L',
    'rebooking fee 75 EUR',
    'you can rebook flight',
    'Look up the refund rules',
    'QX7P2L',
  ],
  'genai-openai-js-operation-details.json': ['Globex support bot', 'blinking amber light', 'power-cycle (KB-2231)'],
  'genai-previous-events.json': ['Classify insurance claims', 'Pipe burst in the basement', 'Summarise claim 99-1182'],
  'openllmetry-openai.json': [
    'You plan trips for Wanderly',
    'Weekend in Lisbon',
    'wind 12 km/h',
    'pack light and book',
    'Weather forecast for a city',
    'Lisbon',
  ],
  'openinference-openai-rag.json': [
    'Initech expense policy',
    '60 USD dinner',
    '45 USD per day',
    'Economy class is mandatory',
    'finance@initech.example',
    'r-5521.png',
    'Fetch an Initech policy section',
  ],
};

// ---------------------------------------------------------------------------------------------------
// OpenTelemetry GenAI, current conventions, content on span attributes (Python openai-v2)
// ---------------------------------------------------------------------------------------------------

describe('GenAI current conventions, content on span attributes', () => {
  const fixture = 'genai-openai-python-span-content.json';

  it('yields one ledger record for the chat span and none for the HTTP and execute_tool spans', async () => {
    const { ledger } = await extract(loadFixture(fixture));
    expect(ledger.map((r) => r.spanId)).toEqual(['b7ad6b7169203331']);
  });

  it('records models, sampling parameters, usage, finish reasons, conversation and service', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, 'b7ad6b7169203331');
    expect(record).toMatchObject({
      tenant: TENANT,
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
      parentSpanId: '00f067aa0ba902b7',
      serviceName: 'booking-assistant',
      spanName: 'chat gpt-4o-mini',
      sourceConvention: 'gen_ai',
      operation: 'chat',
      provider: 'openai',
      requestModel: 'gpt-4o-mini',
      responseModel: 'gpt-4o-mini-2024-07-18',
      responseId: 'chatcmpl-B9MBs8CjcvOU2jLn4n570S5qMJKcT',
      finishReasons: ['stop'],
      temperature: 0.2,
      topP: 0.9,
      topK: null,
      maxTokens: 512,
      seed: 42,
      frequencyPenalty: 0.1,
      presencePenalty: 0,
      stopSequences: ['\n\nUser:'],
      inputTokens: 182,
      outputTokens: 41,
      cachedInputTokens: 128,
      reasoningTokens: null,
      costUsd: null,
      conversationId: 'conv_5j66UpCpwteGg4YSxUnt7lPY',
      statusCode: 0,
      errorType: '',
      replayOf: '',
    });
    expect(record.subjectRef).toBe(await store.pseudonymize(TENANT, 'customer-88412'));
    expect(JSON.parse(record.requestParamsJson)).toEqual({
      frequency_penalty: 0.1,
      max_tokens: 512,
      presence_penalty: 0,
      reasoning_effort_hint: 'low',
      seed: 42,
      service_tier: 'auto',
      stop_sequences: ['\n\nUser:'],
      temperature: 0.2,
      top_p: 0.9,
    });
  });

  it('replaces the four content attributes by references that the ledger shares', async () => {
    const { spans, ledger } = await extract(loadFixture(fixture));
    const span = spanById(spans, 'b7ad6b7169203331');
    const record = ledgerFor(ledger, 'b7ad6b7169203331');
    for (const key of ['gen_ai.input.messages', 'gen_ai.output.messages', 'gen_ai.tool.definitions']) {
      expect(span.attributes[key]).toBeUndefined();
    }
    expect(span.attributes['gen_ai.input.messages_ref']).toBe(record.content.input.ref);
    expect(span.attributes['gen_ai.output.messages_ref']).toBe(record.content.output.ref);
    expect(span.attributes['gen_ai.tool.definitions_ref']).toBe(record.content.tools.ref);
    expect(record.content.input).toEqual({ ref: expect.stringMatching(/^thref:v1:k1:[0-9a-f]{64}$/), state: 'stored', reason: '' });
    expect(span.attributes['tracehold.capture.input']).toBe('stored');
    expect(span.attributes['tracehold.capture.tools']).toBe('stored');
    expect(span.attributes['tracehold.input.message_count']).toBe(4);
    expect(span.attributes['tracehold.output.message_count']).toBe(1);
    // Metadata stays.
    expect(span.attributes['gen_ai.request.model']).toBe('gpt-4o-mini');
    expect(span.attributes['gen_ai.usage.input_tokens']).toBe(182);
  });

  it('stores input messages that round-trip unchanged, with no original since they were already current-shape', async () => {
    const input = loadFixture(fixture);
    const { ledger, store } = await extract(input);
    const stored = await readObject(store, ledgerFor(ledger, 'b7ad6b7169203331').content.input.ref);
    const sent = JSON.parse(spanById(input, 'b7ad6b7169203331').attributes['gen_ai.input.messages'] as string);
    expect(stored).toEqual({ schema: 'tracehold.content.v1', part: 'input', source: 'gen_ai', data: sent });
  });

  it('reports a system message inside the chat history as system part included_in_input', async () => {
    const { ledger } = await extract(loadFixture(fixture));
    expect(ledgerFor(ledger, 'b7ad6b7169203331').content.system).toEqual({
      ref: '',
      state: 'not_captured',
      reason: 'included_in_input',
    });
  });

  it('stores execute_tool arguments and result as one tool_call object, keeping the verbatim strings', async () => {
    const { spans, store } = await extract(loadFixture(fixture));
    const span = spanById(spans, 'c1f0b8d2e4a65f70');
    expect(span.attributes['gen_ai.tool.call.arguments']).toBeUndefined();
    expect(span.attributes['gen_ai.tool.call.result']).toBeUndefined();
    expect(span.attributes['gen_ai.tool.name']).toBe('get_refund_policy');
    const stored = await readObject(store, span.attributes['tracehold.tool_call_ref']);
    expect(stored['part']).toBe('tool_call');
    expect(stored['data']).toEqual([
      { type: 'tool_call', id: 'call_VSPygqKTWdrhaFErNvMV18Yl', name: 'get_refund_policy', arguments: { flight: 'AC-1234', booking: 'QX7P2L' } },
      {
        type: 'tool_call_response',
        id: 'call_VSPygqKTWdrhaFErNvMV18Yl',
        response: { fare_class: 'Q', refundable: false, note: 'Fare class Q: non-refundable; rebooking fee 75 EUR' },
      },
    ]);
    expect((stored['original'] as { attributes: Record<string, unknown> }).attributes['gen_ai.tool.call.arguments']).toBe(
      '{"flight":"AC-1234","booking":"QX7P2L"}',
    );
    expect(span.attributes['tracehold.capture.input']).toBeUndefined();
  });

  it('returns one content-object row per stored part with its span identity and size', async () => {
    const { contentObjects, store } = await extract(loadFixture(fixture));
    expect(contentObjects.map((o) => `${o.spanId}:${o.part}`)).toEqual([
      'b7ad6b7169203331:input',
      'b7ad6b7169203331:output',
      'b7ad6b7169203331:tools',
      'c1f0b8d2e4a65f70:tool_call',
    ]);
    for (const meta of contentObjects) {
      const object = await store.get(TENANT, meta.ref);
      expect(meta).toMatchObject({ tenant: TENANT, contentType: 'application/json', traceId: '4bf92f3577b34da6a3ce929d0e0e4736', createdAtMs: 1_741_000_000_000 });
      expect(meta.sizeBytes).toBe(object?.bytes.length);
    }
  });

  it('leaves a span without content attributes unchanged (the same object)', async () => {
    const input = loadFixture(fixture);
    const { spans } = await extract(input);
    expect(spans[0]).toBe(input[0]);
  });
});

// ---------------------------------------------------------------------------------------------------
// GenAI operation.details events (JS instrumentation, Responses API)
// ---------------------------------------------------------------------------------------------------

describe('GenAI operation.details events', () => {
  const fixture = 'genai-openai-js-operation-details.json';

  it('takes input and output from the events, removes them and counts them', async () => {
    const { spans, ledger, store } = await extract(loadFixture(fixture));
    const span = spanById(spans, 'b9c7c989f97918e1');
    expect(span.events).toEqual([]);
    expect(span.attributes['tracehold.content_events_removed']).toBe(2);
    const record = ledgerFor(ledger, 'b9c7c989f97918e1');
    expect(record.content.input.state).toBe('stored');
    expect(record.content.output.state).toBe('stored');
    const output = await readObject(store, record.content.output.ref);
    expect(output).toEqual({
      schema: 'tracehold.content.v1',
      part: 'output',
      source: 'gen_ai.operation_details_event',
      data: [
        {
          role: 'assistant',
          parts: [{ type: 'text', content: 'A blinking amber light means the update is still verifying; wait ten minutes, then power-cycle (KB-2231).' }],
          finish_reason: 'stop',
        },
      ],
    });
    expect(record.responseModel).toBe('gpt-4.1-mini-2025-04-14');
    expect(record.conversationId).toBe('conv_689667905b048191b4740501625afd940c7533ace33a2dab');
  });

  it('normalizes plain-string system instructions to a text part and keeps the verbatim string', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, 'b9c7c989f97918e1');
    const system = await readObject(store, record.content.system.ref);
    const instructions = 'You are the Globex support bot. Answer in two sentences and cite the KB article id.';
    expect(system['data']).toEqual([{ type: 'text', content: instructions }]);
    expect(system['original']).toEqual({ attributes: { 'gen_ai.system_instructions': instructions } });
  });

  it('reports structure-only events (content capture off) as not_captured while stored instructions are stored', async () => {
    const { spans, ledger } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, 'a3ce929d0e0e4736');
    expect(record.content.input).toEqual({ ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' });
    expect(record.content.output).toEqual({ ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' });
    expect(record.content.system.state).toBe('stored');
    expect(record.finishReasons).toEqual(['stop']);
    const span = spanById(spans, 'a3ce929d0e0e4736');
    expect(span.attributes['tracehold.capture.input']).toBe('not_captured');
    expect(span.events).toEqual([]);
  });

  it('takes the end user from the resource when the span has none', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    expect(ledgerFor(ledger, 'b9c7c989f97918e1').subjectRef).toBe(await store.pseudonymize(TENANT, 'agent-desk-7'));
  });
});

// ---------------------------------------------------------------------------------------------------
// Previous GenAI conventions: per-message events
// ---------------------------------------------------------------------------------------------------

describe('previous GenAI conventions (message events)', () => {
  const fixture = 'genai-previous-events.json';

  it('turns gen_ai.*.message and gen_ai.choice events into current-shape input and output', async () => {
    const { spans, ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, 'eee19b7ec3c1b174');
    const input = await readObject(store, record.content.input.ref);
    expect(input['source']).toBe('gen_ai.legacy_events');
    expect(input['data']).toEqual([
      { role: 'system', parts: [{ type: 'text', content: 'Classify insurance claims as WATER, FIRE or THEFT.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Pipe burst in the basement of 12 Elm Street, carpet ruined.' }] },
    ]);
    const output = await readObject(store, record.content.output.ref);
    expect(output['data']).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: 'WATER' }], finish_reason: 'stop' }]);
    // The events were lossy to normalize: the verbatim events are kept.
    expect((output['original'] as { events: { name: string }[] }).events.map((e) => e.name)).toEqual(['gen_ai.choice']);
    expect(record).toMatchObject({
      provider: 'az.ai.inference',
      finishReasons: ['stop'],
      inputTokens: 77,
      outputTokens: 19,
      responseModel: 'gpt-4o-2024-11-20',
    });
    expect(spanById(spans, 'eee19b7ec3c1b174').attributes['tracehold.content_events_removed']).toBe(3);
  });

  it('reads gen_ai.content.prompt / gen_ai.content.completion events', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, 'f1d2c3b4a5968778');
    expect((await readObject(store, record.content.input.ref))['data']).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Summarise claim 99-1182 in one word.' }] },
    ]);
    expect((await readObject(store, record.content.output.ref))['data']).toEqual([
      { role: 'assistant', parts: [{ type: 'text', content: 'Theft' }] },
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------
// OpenLLMetry
// ---------------------------------------------------------------------------------------------------

describe('OpenLLMetry', () => {
  const fixture = 'openllmetry-openai.json';

  it('yields one ledger record per openai.chat span with models, parameters and usage', async () => {
    const { ledger } = await extract(loadFixture(fixture));
    expect(ledger.map((r) => r.spanId)).toEqual(['2b3c4d5e6f708192', '3c4d5e6f70819203']);
    const first = ledgerFor(ledger, '2b3c4d5e6f708192');
    expect(first).toMatchObject({
      sourceConvention: 'openllmetry',
      operation: 'chat',
      provider: 'openai',
      requestModel: 'gpt-4o-mini',
      responseModel: 'gpt-4o-mini-2024-07-18',
      responseId: 'chatcmpl-AOLL1tc0Ydk8zVUjbIPeRzX6gS2Hz',
      // normalized to the GenAI conventions' well-known value
      finishReasons: ['tool_call'],
      temperature: 0.3,
      maxTokens: 400,
      frequencyPenalty: 0.5,
      presencePenalty: 0.25,
      inputTokens: 117,
      outputTokens: 22,
      cachedInputTokens: 0,
      serviceName: 'travel-agent',
    });
    expect(JSON.parse(first.requestParamsJson)).toEqual({
      frequency_penalty: 0.5,
      max_tokens: 400,
      presence_penalty: 0.25,
      stream: false,
      temperature: 0.3,
    });
  });

  it('normalizes indexed prompts, tool calls and tool results into current-shape messages', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, '3c4d5e6f70819203');
    const input = await readObject(store, record.content.input.ref);
    expect(input['source']).toBe('openllmetry');
    expect(input['data']).toEqual([
      { role: 'system', parts: [{ type: 'text', content: 'You plan trips for Wanderly customers. Use the weather tool before recommending.' }] },
      { role: 'user', parts: [{ type: 'text', content: 'Weekend in Lisbon for two, leaving 14 June' }] },
      {
        role: 'assistant',
        parts: [{ type: 'tool_call', id: 'call_Lh0Pq7bBvQ3sB1c2d3e4f5g6', name: 'get_weather', arguments: { city: 'Lisbon', date: '2025-06-14' } }],
      },
      {
        role: 'tool',
        parts: [{ type: 'tool_call_response', id: 'call_Lh0Pq7bBvQ3sB1c2d3e4f5g6', response: 'Lisbon 2025-06-14: sunny, 27°C, wind 12 km/h' }],
      },
    ]);
    const original = (input['original'] as { attributes: Record<string, unknown> }).attributes;
    expect(original['gen_ai.prompt.2.tool_calls.0.arguments']).toBe('{"city":"Lisbon","date":"2025-06-14"}');
  });

  it('carries the completion finish reason and tool call into the output message', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const output = await readObject(store, ledgerFor(ledger, '2b3c4d5e6f708192').content.output.ref);
    expect(output['data']).toEqual([
      {
        role: 'assistant',
        parts: [{ type: 'tool_call', id: 'call_Lh0Pq7bBvQ3sB1c2d3e4f5g6', name: 'get_weather', arguments: { city: 'Lisbon', date: '2025-06-14' } }],
        finish_reason: 'tool_calls',
      },
    ]);
  });

  it('stores llm.request.functions as current-shape tool definitions', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const tools = await readObject(store, ledgerFor(ledger, '2b3c4d5e6f708192').content.tools.ref);
    expect(tools['data']).toEqual([
      {
        type: 'function',
        name: 'get_weather',
        description: 'Weather forecast for a city and date',
        parameters: {
          type: 'object',
          properties: { city: { type: 'string', description: 'City name' }, date: { type: 'string', format: 'date' } },
          required: ['city'],
        },
      },
    ]);
  });

  it('removes indexed content attributes but leaves llm.headers and metadata', async () => {
    const { spans } = await extract(loadFixture(fixture));
    const span = spanById(spans, '2b3c4d5e6f708192');
    const keys = Object.keys(span.attributes);
    expect(keys.filter((k) => /^gen_ai\.(prompt|completion)\.\d+\./.test(k) || k.startsWith('llm.request.functions.'))).toEqual([]);
    expect(span.attributes['llm.headers']).toBe("{'X-Request-Source': 'travel-agent-web'}");
    expect(span.attributes['gen_ai.openai.system_fingerprint']).toBe('fp_e2bde53e6e');
    expect(span.attributes['tracehold.output.finish_reasons']).toEqual(['tool_calls']);
  });

  it('moves workflow entity input/output to value objects on a span that is not an LLM call', async () => {
    const input = loadFixture(fixture);
    const { spans, store } = await extract(input);
    const span = spanById(spans, '1a2b3c4d5e6f7081');
    expect(span.attributes['traceloop.entity.input']).toBeUndefined();
    expect(span.attributes['traceloop.entity.output']).toBeUndefined();
    expect(span.attributes['tracehold.capture.input']).toBeUndefined();
    const value = await readObject(store, span.attributes['tracehold.input.value_ref']);
    expect(value['data']).toEqual({ 'traceloop.entity.input': spanById(input, '1a2b3c4d5e6f7081').attributes['traceloop.entity.input'] });
    // Everything else is as it was.
    const rest = { ...spanById(input, '1a2b3c4d5e6f7081').attributes };
    delete rest['traceloop.entity.input'];
    delete rest['traceloop.entity.output'];
    expect(span.attributes).toEqual({
      ...rest,
      'tracehold.input.value_ref': expect.any(String),
      'tracehold.output.value_ref': expect.any(String),
    });
  });
});

// ---------------------------------------------------------------------------------------------------
// OpenInference
// ---------------------------------------------------------------------------------------------------

describe('OpenInference', () => {
  const fixture = 'openinference-openai-rag.json';

  it('yields ledger records for the LLM and EMBEDDING spans only', async () => {
    const { ledger } = await extract(loadFixture(fixture));
    expect(ledger.map((r) => r.spanId)).toEqual(['6f708192a3b4c5d6', '8192a3b4c5d6e7f8']);
  });

  it('records the response model, response id and every invocation parameter of the LLM span', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, '8192a3b4c5d6e7f8');
    expect(record).toMatchObject({
      sourceConvention: 'openinference',
      provider: 'openai',
      requestModel: 'gpt-4o',
      responseModel: 'gpt-4o-2024-08-06',
      responseId: 'chatcmpl-OIx9q2Lw0f5d6ZkqT1m8vN3b4Y7c',
      temperature: 0,
      maxTokens: 256,
      topP: null,
      inputTokens: 245,
      outputTokens: 23,
      cachedInputTokens: 64,
      conversationId: 'session-7e1c0a',
      subjectRef: await store.pseudonymize(TENANT, 'u-19042'),
    });
    expect(JSON.parse(record.requestParamsJson)).toEqual({
      logit_bias: { '50256': -100 },
      max_tokens: 256,
      service_tier: 'auto',
      temperature: 0,
    });
  });

  it('normalizes multimodal input messages and llm.tools json schemas', async () => {
    const { ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, '8192a3b4c5d6e7f8');
    expect((await readObject(store, record.content.input.ref))['data']).toEqual([
      { role: 'system', parts: [{ type: 'text', content: 'Answer only from the provided context about Initech expense policy.' }] },
      {
        role: 'user',
        parts: [
          { type: 'text', content: 'Context: Meals are reimbursed up to 45 USD per day.\nQuestion: Is a 60 USD dinner covered?' },
          { type: 'uri', modality: 'image', uri: 'https://files.initech.example/receipts/r-5521.png' },
        ],
      },
    ]);
    expect((await readObject(store, record.content.tools.ref))['data']).toEqual([
      {
        type: 'function',
        name: 'lookup_policy',
        description: 'Fetch an Initech policy section by id',
        parameters: { type: 'object', properties: { section: { type: 'string' } }, required: ['section'] },
      },
    ]);
    expect(record.content.system.reason).toBe('included_in_input');
  });

  it('moves input.value / output.value of the LLM span to value objects and keeps the mime types', async () => {
    const input = loadFixture(fixture);
    const { spans, store } = await extract(input);
    const span = spanById(spans, '8192a3b4c5d6e7f8');
    expect(span.attributes['input.value']).toBeUndefined();
    expect(span.attributes['input.mime_type']).toBe('application/json');
    const value = await readObject(store, span.attributes['tracehold.output.value_ref']);
    expect(value['data']).toEqual({
      'output.value': spanById(input, '8192a3b4c5d6e7f8').attributes['output.value'],
      'output.mime_type': 'application/json',
    });
  });

  it('keeps retrieved document ids and scores on the span and stores their text and metadata', async () => {
    const { spans, ledger, store } = await extract(loadFixture(fixture));
    const span = spanById(spans, '708192a3b4c5d6e7');
    expect(ledger.some((r) => r.spanId === '708192a3b4c5d6e7')).toBe(false);
    expect(Object.keys(span.attributes).filter((k) => k.startsWith('retrieval.'))).toEqual([
      'retrieval.documents.0.document.id',
      'retrieval.documents.0.document.score',
      'retrieval.documents.1.document.id',
      'retrieval.documents.1.document.score',
    ]);
    const documents = await readObject(store, span.attributes['tracehold.documents_ref']);
    expect(documents['data']).toEqual([
      {
        list: 'retrieval',
        index: 0,
        id: 'policy-expenses-3.2',
        score: 0.8731,
        content: 'Meals are reimbursed up to 45 USD per day.',
        metadata: '{"file_path":"/kb/expenses.md","author":"finance@initech.example"}',
      },
      {
        list: 'retrieval',
        index: 1,
        id: 'policy-travel-1.4',
        score: 0.6124,
        content: 'Economy class is mandatory for flights under six hours.',
        metadata: '{"file_path":"/kb/travel.md"}',
      },
    ]);
  });

  it('keeps each document\'s id, version, score, source and rank on the span as tracehold.documents, pointing at the stored text', async () => {
    const { spans } = await extract(loadFixture(fixture));
    const span = spanById(spans, '708192a3b4c5d6e7');
    const facts = JSON.parse(span.attributes['tracehold.documents'] as string) as unknown[];
    const ref = span.attributes['tracehold.documents_ref'];
    expect(facts).toEqual([
      { list: 'retrieval', rank: 0, id: 'policy-expenses-3.2', version: '', score: 0.8731, scoreKind: 'score', source: '/kb/expenses.md', collection: '', contentRef: ref },
      { list: 'retrieval', rank: 1, id: 'policy-travel-1.4', version: '', score: 0.6124, scoreKind: 'score', source: '/kb/travel.md', collection: '', contentRef: ref },
    ]);
    // The other metadata (the author's address) stays content.
    expect(span.attributes['tracehold.documents']).not.toContain('finance@initech.example');
  });

  it('records an embedding call with its texts as input and the other parts as not applicable', async () => {
    const { spans, ledger, store } = await extract(loadFixture(fixture));
    const record = ledgerFor(ledger, '6f708192a3b4c5d6');
    expect(record).toMatchObject({
      operation: 'embeddings',
      requestModel: 'text-embedding-3-small',
      responseModel: '',
      inputTokens: 8,
      outputTokens: null,
    });
    expect(JSON.parse(record.requestParamsJson)).toEqual({ encoding_format: 'base64' });
    expect((await readObject(store, record.content.input.ref))['data']).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Is a 60 USD dinner covered?' }] },
    ]);
    expect(record.content.output).toEqual({ ref: '', state: 'not_captured', reason: 'not_applicable' });
    expect(spanById(spans, '6f708192a3b4c5d6').attributes['embedding.embeddings.0.embedding.vector']).toEqual([0.0123, -0.0456, 0.0789]);
  });
});

// ---------------------------------------------------------------------------------------------------
// No raw content on the returned spans, with negative controls
// ---------------------------------------------------------------------------------------------------

describe('no content left on spans', () => {
  for (const [fixture, canaries] of Object.entries(CANARIES)) {
    it(`${fixture}: every canary is in the input, none in the output, all of them with extraction disabled`, async () => {
      const input = loadFixture(fixture);
      const inputJson = JSON.stringify(input);
      for (const canary of canaries) expect(inputJson).toContain(canary);

      const extracted = JSON.stringify((await extract(loadFixture(fixture))).spans);
      for (const canary of canaries) expect(extracted).not.toContain(canary);

      const disabled = JSON.stringify((await extract(loadFixture(fixture), { enabled: false })).spans);
      for (const canary of canaries) expect(disabled).toContain(canary);
    });

    it(`${fixture}: no ledger record carries content`, async () => {
      const { ledger } = await extract(loadFixture(fixture));
      const json = JSON.stringify(ledger);
      for (const canary of canaries) expect(json).not.toContain(canary);
    });
  }

  it('does not mutate the input spans', async () => {
    const input = loadFixture('openllmetry-openai.json');
    const before = JSON.stringify(input);
    await extract(input);
    expect(JSON.stringify(input)).toBe(before);
  });
});

// ---------------------------------------------------------------------------------------------------
// Capture states, recognition, switches and failures
// ---------------------------------------------------------------------------------------------------

function minimalLlmSpan(attributes: SpanRecord['attributes']): SpanRecord {
  const [span] = loadFixture('genai-openai-python-span-content.json').slice(1, 2) as [SpanRecord];
  return { ...span, attributes, events: [] };
}

describe('capture states', () => {
  it('marks every part not_captured / not_sent_by_instrumentation when the span carries no content', async () => {
    const span = minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.provider.name': 'anthropic', 'gen_ai.request.model': 'claude-sonnet-4' });
    const { spans, ledger, contentObjects } = await extract([span]);
    const expected = { ref: '', state: 'not_captured', reason: 'not_sent_by_instrumentation' };
    expect(ledger[0]?.content).toEqual({ input: expected, output: expected, system: expected, tools: expected });
    expect(contentObjects).toEqual([]);
    expect(spans[0]?.attributes['tracehold.capture.output']).toBe('not_captured');
  });

  it('moves a client-supplied reference aside and reports the part as stored externally', async () => {
    const span = minimalLlmSpan({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'gpt-4o',
      'gen_ai.input.messages_ref': 's3://customer-bucket/prompts/123.json',
    });
    const { spans, ledger } = await extract([span]);
    expect(spans[0]?.attributes['gen_ai.input.messages_ref']).toBeUndefined();
    expect(spans[0]?.attributes['tracehold.client.gen_ai.input.messages_ref']).toBe('s3://customer-bucket/prompts/123.json');
    expect(ledger[0]?.content.input).toEqual({ ref: '', state: 'not_captured', reason: 'stored_externally_by_instrumentation' });
  });

  it('keeps the verbatim value of a content attribute that is not valid JSON (e.g. truncated)', async () => {
    const truncated = '[{"role":"user","parts":[{"type":"text","content":"Please cancel my subscr';
    const span = minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o', 'gen_ai.input.messages': truncated });
    const { spans, ledger, store } = await extract([span]);
    expect(JSON.stringify(spans)).not.toContain('cancel my subscr');
    expect(ledger[0]?.content.input.state).toBe('stored');
    const stored = await readObject(store, ledger[0]?.content.input.ref);
    expect(stored).toMatchObject({ data: null, original: { attributes: { 'gen_ai.input.messages': truncated } } });
  });
});

describe('previous gen_ai.prompt / gen_ai.completion as plain text', () => {
  it('stores a plain-text prompt and completion as one text message each', async () => {
    const span = minimalLlmSpan({ 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-3.5-turbo-instruct' });
    span.events = [
      { timeUnixNano: '1', name: 'gen_ai.content.prompt', attributes: { 'gen_ai.prompt': 'Translate to French: good night' }, droppedAttributesCount: 0 },
      { timeUnixNano: '2', name: 'gen_ai.content.completion', attributes: { 'gen_ai.completion': 'bonne nuit' }, droppedAttributesCount: 0 },
    ];
    const { ledger, store } = await extract([span]);
    expect((await readObject(store, ledger[0]?.content.input.ref))['data']).toEqual([
      { role: 'user', parts: [{ type: 'text', content: 'Translate to French: good night' }] },
    ]);
    expect((await readObject(store, ledger[0]?.content.output.ref))['data']).toEqual([
      { role: 'assistant', parts: [{ type: 'text', content: 'bonne nuit' }] },
    ]);
  });
});

describe('recognition', () => {
  it('gives exactly one ledger record for a span that carries three conventions at once', async () => {
    const span = minimalLlmSpan({
      'gen_ai.operation.name': 'chat',
      'gen_ai.system': 'openai',
      'gen_ai.request.model': 'gpt-4o',
      'llm.request.type': 'chat',
      'openinference.span.kind': 'LLM',
      'gen_ai.prompt.0.role': 'user',
      'gen_ai.prompt.0.content': 'canary-openllmetry',
      'llm.input_messages.0.message.role': 'user',
      'llm.input_messages.0.message.content': 'canary-openinference',
      'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'canary-genai' }] }]),
    });
    const { spans, ledger, contentObjects, store } = await extract([span]);
    expect(ledger).toHaveLength(1);
    expect(contentObjects.filter((o) => o.part === 'input')).toHaveLength(1);
    expect(JSON.stringify(spans)).not.toMatch(/canary-/);
    const stored = await readObject(store, ledger[0]?.content.input.ref);
    expect(stored['source']).toBe('gen_ai');
    // The other conventions said something else: their verbatim values are kept with it.
    expect(Object.keys((stored['original'] as { attributes: object }).attributes).sort()).toEqual([
      'gen_ai.input.messages',
      'gen_ai.prompt.0.content',
      'gen_ai.prompt.0.role',
      'llm.input_messages.0.message.content',
      'llm.input_messages.0.message.role',
    ]);
  });

  it('does not count an agent span that carries provider and model as an LLM call', async () => {
    const span = minimalLlmSpan({ 'gen_ai.operation.name': 'invoke_agent', 'gen_ai.provider.name': 'openai', 'gen_ai.request.model': 'gpt-4o' });
    const { ledger, spans } = await extract([span]);
    expect(ledger).toEqual([]);
    expect(spans[0]).toBe(span);
  });

  it('keeps unknown request parameters from every source in requestParamsJson', async () => {
    const span = minimalLlmSpan({
      'gen_ai.operation.name': 'chat',
      'gen_ai.request.model': 'o4-mini',
      'gen_ai.request.temperature': 1,
      'gen_ai.request.verbosity': 'high',
      'llm.invocation_parameters': JSON.stringify({ model: 'o4-mini', temperature: 0.5, reasoning: { effort: 'high' } }),
    });
    const { ledger } = await extract([span]);
    expect(JSON.parse(ledger[0]?.requestParamsJson ?? '')).toEqual({
      'llm.invocation_parameters.temperature': 0.5,
      reasoning: { effort: 'high' },
      temperature: 1,
      verbosity: 'high',
    });
  });

  it('strips content that an instrumentation serialized into invocation parameters', async () => {
    const span = minimalLlmSpan({
      'openinference.span.kind': 'LLM',
      'llm.model_name': 'gpt-4o',
      'llm.invocation_parameters': JSON.stringify({ temperature: 0.1, messages: [{ role: 'user', content: 'canary-in-params' }] }),
    });
    const { spans, ledger, store } = await extract([span]);
    expect(JSON.stringify(spans)).not.toContain('canary-in-params');
    expect(JSON.stringify(ledger)).not.toContain('canary-in-params');
    expect(JSON.parse(spans[0]?.attributes['llm.invocation_parameters'] as string)).toEqual({ temperature: 0.1 });
    expect(ledger[0]?.temperature).toBe(0.1);
    const value = await readObject(store, spans[0]?.attributes['tracehold.input.value_ref']);
    expect(JSON.stringify(value)).toContain('canary-in-params');
  });
});

describe('extraction disabled (negative control)', () => {
  it('returns the spans untouched and a ledger whose parts are all extraction_disabled', async () => {
    const input = loadFixture('openinference-openai-rag.json');
    const before = JSON.stringify(input);
    const { spans, ledger, contentObjects, store } = await extract(input, { enabled: false });
    expect(spans).toEqual(JSON.parse(before));
    expect(contentObjects).toEqual([]);
    expect(store.objects.size).toBe(0);
    expect(ledger.map((r) => r.spanId)).toEqual(['6f708192a3b4c5d6', '8192a3b4c5d6e7f8']);
    const disabled = { ref: '', state: 'not_captured', reason: 'extraction_disabled' };
    for (const record of ledger) expect(record.content).toEqual({ input: disabled, output: disabled, system: disabled, tools: disabled });
  });
});

describe('content store', () => {
  it('propagates a store failure and returns no span', async () => {
    const failure = Object.assign(new Error('disk full'), { code: 'TH_ERR_CONTENT_STORE_UNAVAILABLE' });
    const store = createFakeContentStore({ failWith: failure });
    await expect(extract(loadFixture('openllmetry-openai.json'), { store })).rejects.toBe(failure);
  });

  it("writes a batch's objects with one putMany", async () => {
    const store = createFakeContentStore();
    const { ledger } = await extract(loadFixture('genai-openai-python-span-content.json'), { store });
    expect(store.calls).toMatchObject({ put: 0, putMany: 1 });
    expect((await store.get(TENANT, ledger[0]?.content.output.ref ?? ''))?.contentType).toBe('application/json');
  });

  it('writes an object shared by several spans of a batch once', async () => {
    const store = createFakeContentStore();
    const { ledger, contentObjects } = await extract(loadFixture('openllmetry-openai.json'), { store });
    // Both chat spans send the same tool list: two rows, one object.
    const toolRows = contentObjects.filter((o) => o.part === 'tools');
    expect(toolRows).toHaveLength(2);
    expect(toolRows[0]?.ref).toBe(toolRows[1]?.ref);
    expect(ledger[0]?.content.tools.ref).toBe(ledger[1]?.content.tools.ref);
    expect(store.calls.putItems).toBe(new Set(contentObjects.map((o) => o.ref)).size);
  });

  it('gives the store the raw end user of each span, and none for spans without one', async () => {
    const messages = '[{"role":"user","parts":[{"type":"text","content":"where is my parcel?"}]}]';
    const withUser = minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': messages, 'enduser.id': 'u-1' });
    const anonymous = { ...minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': messages }), traceId: 'f'.repeat(32) };
    anonymous.resource = { ...anonymous.resource, attributes: {} };
    const store = createFakeContentStore();

    const { ledger } = await extract([withUser, anonymous], { store });

    expect(store.subjects.get(ledger[0]!.content.input.ref)).toBe('u-1');
    expect(store.subjects.get(ledger[1]!.content.input.ref)).toBe('');
    expect(ledger[0]!.subjectRef).toBe(await store.pseudonymize(TENANT, 'u-1'));
  });

  it('takes the end user from a configured attribute instead of enduser.id when told so', async () => {
    const messages = '[{"role":"user","parts":[{"type":"text","content":"hello"}]}]';
    const span = minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': messages, 'enduser.id': 'ignored', 'app.customer_id': 'c-42' });
    const store = createFakeContentStore();
    const { ledger } = await extract([span], { store, subjectAttributes: ['app.customer_id'] });
    expect(store.subjects.get(ledger[0]!.content.input.ref)).toBe('c-42');
    expect(ledger[0]!.subjectRef).toBe(await store.pseudonymize(TENANT, 'c-42'));
  });

  it('writes identical content of two end users as two objects (one per subject key), and once per user', async () => {
    const messages = '[{"role":"user","parts":[{"type":"text","content":"same words, two people"}]}]';
    const span = (user: string, spanId: string) => ({
      ...minimalLlmSpan({ 'gen_ai.operation.name': 'chat', 'gen_ai.input.messages': messages, 'enduser.id': user }),
      spanId,
    });
    const store = createFakeContentStore();

    const { ledger } = await extract([span('alice', 'a'.repeat(16)), span('bob', 'b'.repeat(16)), span('alice', 'c'.repeat(16))], { store });

    const refs = ledger.map((r) => r.content.input.ref);
    expect(refs[0]).not.toBe(refs[1]);
    expect(refs[2]).toBe(refs[0]);
    expect(store.calls.putItems).toBe(2);
    expect([...store.subjects.values()].sort()).toEqual(['alice', 'bob']);
  });

  it('refuses a span of another tenant', async () => {
    const spans = loadFixture('genai-previous-events.json');
    (spans[0] as SpanRecord).tenant = 'globex';
    await expect(extract(spans)).rejects.toMatchObject({ code: 'TH_ERR_TENANT_MISMATCH' });
  });
});

// ---------------------------------------------------------------------------------------------------
// Retrieved documents: facts stay on the span, text and other metadata leave it
// ---------------------------------------------------------------------------------------------------

describe('retrieved document facts', () => {
  const base = (): SpanRecord => ({
    ...loadFixture('openinference-openai-rag.json')[0]!,
    spanId: 'aaaaaaaaaaaaaaaa',
    name: 'retrieve',
    attributes: {},
    events: [],
  });

  it('reads version, source and collection from OpenInference metadata JSON', async () => {
    const span = base();
    span.attributes = {
      'openinference.span.kind': 'RETRIEVER',
      'retrieval.documents.0.document.id': 'kb-7',
      'retrieval.documents.0.document.score': 0.91,
      'retrieval.documents.0.document.content': 'CANARY-DOC-TEXT',
      'retrieval.documents.0.document.metadata': JSON.stringify({ version: 'v12', source: 's3://kb/policy.md', collection: 'policies', owner: 'CANARY-OWNER' }),
    };
    const out = (await extract([span])).spans[0]!;
    const facts = JSON.parse(out.attributes['tracehold.documents'] as string) as Array<Record<string, unknown>>;
    expect(facts).toMatchObject([{ id: 'kb-7', version: 'v12', score: 0.91, source: 's3://kb/policy.md', collection: 'policies', rank: 0 }]);
    expect(JSON.stringify(out)).not.toContain('CANARY-DOC-TEXT');
    expect(JSON.stringify(out)).not.toContain('CANARY-OWNER');
  });

  it('reads GenAI gen_ai.retrieval.documents with metadata objects', async () => {
    const span = base();
    span.attributes = {
      'gen_ai.operation.name': 'retrieval',
      'gen_ai.data_source.id': 'kb-main',
      'gen_ai.retrieval.documents': JSON.stringify([
        { id: 'd1', score: 0.5, content: 'CANARY-GENAI-TEXT', metadata: { etag: 'W/"e1"', uri: 'https://kb.example/d1' } },
      ]),
    };
    const out = (await extract([span])).spans[0]!;
    const facts = JSON.parse(out.attributes['tracehold.documents'] as string) as Array<Record<string, unknown>>;
    expect(facts).toMatchObject([{ id: 'd1', version: 'W/"e1"', score: 0.5, source: 'https://kb.example/d1', rank: 0 }]);
    expect(JSON.stringify(out)).not.toContain('CANARY-GENAI-TEXT');
  });

  it('moves OpenLLMetry vector-DB result text out of db.query.result events (Python: one event per result)', async () => {
    const span = base();
    span.name = 'chroma.query';
    span.attributes = { 'db.system': 'chroma', 'db.operation': 'query' };
    span.events = [1, 2].map((i) => ({
      timeUnixNano: '1',
      name: 'db.query.result',
      droppedAttributesCount: 0,
      attributes: {
        'db.query.result.id': `chunk-${i}`,
        'db.query.result.distance': i / 10,
        'db.query.result.metadata': JSON.stringify({ source: `file${i}.md`, revision: `r${i}` }),
        'db.query.result.document': `CANARY-CHROMA-${i}`,
      },
    }));
    const { spans, store } = await extract([span]);
    const out = spans[0]!;
    expect(out.events.map((e) => Object.keys(e.attributes))).toEqual([
      ['db.query.result.id', 'db.query.result.distance'],
      ['db.query.result.id', 'db.query.result.distance'],
    ]);
    expect(JSON.stringify(out)).not.toContain('CANARY-CHROMA');
    const facts = JSON.parse(out.attributes['tracehold.documents'] as string) as Array<Record<string, unknown>>;
    expect(facts).toMatchObject([
      { list: 'vector_db', rank: 0, id: 'chunk-1', version: 'r1', score: 0.1, scoreKind: 'distance', source: 'file1.md' },
      { list: 'vector_db', rank: 1, id: 'chunk-2', version: 'r2', score: 0.2, scoreKind: 'distance', source: 'file2.md' },
    ]);
    const stored = await readObject(store, out.attributes['tracehold.documents_ref']);
    expect(JSON.stringify(stored)).toContain('CANARY-CHROMA-2');
  });

  it('splits the JS chromadb shape (one event per query, JSON arrays) into one document per result', async () => {
    const span = base();
    span.name = 'chromadb.query';
    span.attributes = { 'db.system': 'ChromaDB' };
    span.events = [
      {
        timeUnixNano: '1',
        name: 'db.query.result',
        droppedAttributesCount: 0,
        attributes: {
          'db.query.result.id': '["a","b"]',
          'db.query.result.distances': '[0.1,0.2]',
          'db.query.result.distance': '[0.1,0.2]',
          'db.query.result.metadata': '[{"version":"3"},null]',
          'db.query.result.document': '["CANARY-JS-A","CANARY-JS-B"]',
          'db.query.result.vector': '[]',
        },
      },
    ];
    const out = (await extract([span])).spans[0]!;
    expect(JSON.stringify(out)).not.toContain('CANARY-JS');
    const facts = JSON.parse(out.attributes['tracehold.documents'] as string) as Array<Record<string, unknown>>;
    expect(facts).toMatchObject([
      { rank: 0, id: 'a', version: '3', score: 0.1 },
      { rank: 1, id: 'b', version: '', score: 0.2 },
    ]);
  });

  it('moves a client-supplied tracehold.documents aside (only Tracehold writes it)', async () => {
    const span = base();
    span.attributes = { 'tracehold.documents': '[{"id":"forged"}]', 'app.x': 1 };
    const out = (await extract([span])).spans[0]!;
    expect(out.attributes['tracehold.documents']).toBeUndefined();
    expect(out.attributes['tracehold.client.tracehold.documents']).toBe('[{"id":"forged"}]');
  });
});
