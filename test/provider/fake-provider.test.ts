/**
 * The fake OpenAI-compatible provider, exercised with plain fetch: every endpoint, streaming with and without the
 * usage chunk, tool calls and their follow-up, each error scenario, a client that leaves mid-stream, and the
 * request record (credentials removed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import { LONG_TEXT, PLAIN_TEXT, TOOL_ARGUMENTS, TOOL_FOLLOW_UP_TEXT } from './scenarios.ts';

let provider: FakeProvider;
let base = '';

beforeAll(async () => {
  provider = createFakeProvider({ scenarios: { custom: { reply: (r) => ({ kind: 'text', text: `echo ${r.lastUserText}`, finishReason: 'stop' }) } } });
  base = (await provider.start()).baseUrl;
});

afterAll(async () => {
  await provider.shutdown();
  await provider.shutdown(); // safe twice
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer sk-fake-test-credential', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Parses an SSE body into its events (event name when given, data parsed as JSON unless `[DONE]`). */
function parseSse(text: string): { event: string | null; data: any }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((l) => l.startsWith('event: '))?.slice(7) ?? null;
      const data = lines.find((l) => l.startsWith('data: '))!.slice(6);
      return { event, data: data === '[DONE]' ? data : JSON.parse(data) };
    });
}

const userMessages = [
  { role: 'system', content: 'You are a support assistant.' },
  { role: 'user', content: 'Where is my parcel?' },
];

describe('chat completions', () => {
  it('answers a plain request with the snapshot model, a chatcmpl id, fingerprint, finish reason and usage', async () => {
    const res = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, user: 'customer-4711' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fake-provider')).toBe('tracehold-test');
    expect(res.headers.get('x-request-id')).toMatch(/^req_[0-9a-f]{32}$/);
    const body: any = await res.json();
    expect(body.object).toBe('chat.completion');
    expect(body.id).toMatch(/^chatcmpl-[A-Za-z0-9]{29}$/);
    expect(body.model).toBe('fake-chat-small-2025-06-01');
    expect(body.system_fingerprint).toBe('fp_5e1f0c2a9b');
    expect(body.choices).toHaveLength(1);
    expect(body.choices[0].message).toMatchObject({ role: 'assistant', content: PLAIN_TEXT });
    expect(body.choices[0].finish_reason).toBe('stop');
    expect(body.usage.completion_tokens).toBe(PLAIN_TEXT.split(' ').length);
    expect(body.usage.prompt_tokens).toBeGreaterThan(10);
    expect(body.usage.total_tokens).toBe(body.usage.prompt_tokens + body.usage.completion_tokens);
    expect(body.usage.prompt_tokens_details.cached_tokens).toBe(0);
    expect(body.usage.completion_tokens_details.reasoning_tokens).toBe(0);
  });

  it('is deterministic: the same request gives the same content and usage, with a new id', async () => {
    const a: any = await (await post('/chat/completions', { model: 'fake-chat-large', messages: userMessages })).json();
    const b: any = await (await post('/chat/completions', { model: 'fake-chat-large', messages: userMessages })).json();
    expect(a.choices).toEqual(b.choices);
    expect(a.usage).toEqual(b.usage);
    expect(a.model).toBe('fake-chat-large-2025-04-14');
    expect(a.id).not.toBe(b.id);
  });

  it('streams chunks ending in a finish chunk, a usage chunk with empty choices, and [DONE]', async () => {
    const res = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, stream: true, stream_options: { include_usage: true } });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await res.text());
    expect(events.at(-1)!.data).toBe('[DONE]');
    const chunks = events.slice(0, -1).map((e) => e.data);
    const ids = new Set(chunks.map((c) => c.id));
    expect(ids.size).toBe(1);
    expect(chunks.every((c) => c.object === 'chat.completion.chunk' && c.model === 'fake-chat-small-2025-06-01' && c.system_fingerprint === 'fp_5e1f0c2a9b')).toBe(true);
    expect(chunks[0].choices[0].delta.role).toBe('assistant');
    const text = chunks.flatMap((c) => c.choices.map((ch: any) => ch.delta.content ?? '')).join('');
    expect(text).toBe(PLAIN_TEXT);
    const finish = chunks.at(-2);
    expect(finish.choices[0].finish_reason).toBe('stop');
    expect(finish.usage).toBeNull();
    const usage = chunks.at(-1);
    expect(usage.choices).toEqual([]);
    expect(usage.usage.completion_tokens).toBe(PLAIN_TEXT.split(' ').length);
  });

  it('streams without a usage chunk (and without usage fields) when include_usage is not asked for', async () => {
    const events = parseSse(await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, stream: true })).text());
    const chunks = events.slice(0, -1).map((e) => e.data);
    expect(chunks.at(-1).choices[0].finish_reason).toBe('stop');
    expect(chunks.some((c) => 'usage' in c)).toBe(false);
  });

  it('asks for a tool (finish_reason tool_calls), then answers the follow-up that carries the tool result', async () => {
    const tools = [{ type: 'function', function: { name: 'lookup_order', description: 'Order status', parameters: { type: 'object', properties: { order_id: { type: 'string' } } } } }];
    const first: any = await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, tools }, { 'x-fake-scenario': 'tool_call' })).json();
    expect(first.choices[0].finish_reason).toBe('tool_calls');
    const call = first.choices[0].message.tool_calls[0];
    expect(call).toMatchObject({ type: 'function', function: { name: 'lookup_order', arguments: TOOL_ARGUMENTS } });
    expect(call.id).toMatch(/^call_[A-Za-z0-9]{24}$/);
    expect(first.choices[0].message.content).toBeNull();
    const followUp = [...userMessages, first.choices[0].message, { role: 'tool', tool_call_id: call.id, content: '{"status":"shipped"}' }];
    const second: any = await (await post('/chat/completions', { model: 'fake-chat-small', messages: followUp, tools }, { 'x-fake-scenario': 'tool_call' })).json();
    expect(second.choices[0].finish_reason).toBe('stop');
    expect(second.choices[0].message.content).toBe(TOOL_FOLLOW_UP_TEXT);
  });

  it('streams a tool call as fragments that add up to the arguments', async () => {
    const tools = [{ type: 'function', function: { name: 'lookup_order', parameters: {} } }];
    const events = parseSse(await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, tools, stream: true }, { 'x-fake-scenario': 'tool_call' })).text());
    const deltas = events.slice(0, -1).flatMap((e) => e.data.choices.flatMap((c: any) => c.delta.tool_calls ?? []));
    expect(deltas[0]).toMatchObject({ index: 0, type: 'function', function: { name: 'lookup_order', arguments: '' } });
    expect(deltas.map((d: any) => d.function.arguments).join('')).toBe(TOOL_ARGUMENTS);
    expect(events.at(-2)!.data.choices[0].finish_reason).toBe('tool_calls');
  });

  it('uses a scenario added by configuration', async () => {
    const body: any = await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages }, { 'x-fake-scenario': 'custom' })).json();
    expect(body.choices[0].message.content).toBe('echo Where is my parcel?');
  });
});

describe('errors', () => {
  const cases = [
    { scenario: 'error_400', status: 400, type: 'invalid_request_error', code: 'unsupported_value' },
    { scenario: 'error_404', status: 404, type: 'invalid_request_error', code: 'model_not_found' },
    { scenario: 'error_429', status: 429, type: 'requests', code: 'rate_limit_exceeded' },
    { scenario: 'error_500', status: 500, type: 'server_error', code: null },
  ];
  for (const c of cases) {
    it(`${c.scenario}: ${c.status} with an OpenAI error body`, async () => {
      const res = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages }, { 'x-fake-scenario': c.scenario });
      expect(res.status).toBe(c.status);
      const body: any = await res.json();
      expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
      expect(body.error.type).toBe(c.type);
      expect(body.error.code).toBe(c.code);
      expect(body.error.message.length).toBeGreaterThan(10);
      if (c.status === 429) expect(res.headers.get('retry-after')).toBe('1');
    });
  }

  it('answers 404 model_not_found for a model it does not serve, 400 for bad JSON, an unknown scenario or no messages', async () => {
    const unknown = await post('/chat/completions', { model: 'gpt-4o', messages: userMessages });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as any).error.code).toBe('model_not_found');
    const badJson = await post('/chat/completions', '{"model":');
    expect(badJson.status).toBe(400);
    const badScenario = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages }, { 'x-fake-scenario': 'nope' });
    expect(badScenario.status).toBe(400);
    expect(((await badScenario.json()) as any).error.code).toBe('unknown_fake_scenario');
    const noMessages = await post('/chat/completions', { model: 'fake-chat-small', messages: [] });
    expect(noMessages.status).toBe(400);
    const route = await post('/completions', { model: 'fake-chat-small', prompt: 'x' });
    expect(route.status).toBe(404);
  });

  it('answers 413 above the body bound', async () => {
    const small = createFakeProvider({ maxBodyBytes: 1024 });
    const { baseUrl } = await small.start();
    try {
      const res = await fetch(`${baseUrl}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'fake-chat-small', messages: [{ role: 'user', content: 'x'.repeat(4096) }] }) });
      expect(res.status).toBe(413);
    } finally {
      await small.shutdown();
    }
  });
});

describe('slow streams and clients that leave', () => {
  it('paces chunks and records client_closed when the client stops reading after the first chunks', async () => {
    provider.clearRequests();
    const started = Date.now();
    const res = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, stream: true, stream_options: { include_usage: true } }, { 'x-fake-scenario': 'slow_stream' });
    const reader = res.body!.getReader();
    let received = '';
    while ((received.match(/\n\n/g) ?? []).length < 3) {
      const { value, done } = await reader.read();
      if (done) break;
      received += new TextDecoder().decode(value);
    }
    await reader.cancel();
    await provider.waitForIdle();
    const [rec] = provider.requests();
    expect(rec!.outcome).toBe('client_closed');
    expect(rec!.answer.streamed).toBe(true);
    // 40 words + role chunk + finish chunk + usage chunk.
    expect(rec!.answer.chunksPlanned).toBe(LONG_TEXT.split(' ').length + 3);
    expect(rec!.answer.chunksWritten).toBeGreaterThanOrEqual(3);
    expect(rec!.answer.chunksWritten).toBeLessThan(rec!.answer.chunksPlanned);
    // Negative control: a stream read to the end is recorded as completed, at the configured pace.
    provider.clearRequests();
    const full = await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, stream: true }, { 'x-fake-scenario': 'plain', 'x-fake-chunk-delay-ms': '20' });
    const t0 = Date.now();
    await full.text();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(20 * (PLAIN_TEXT.split(' ').length - 1));
    await provider.waitForIdle();
    expect(provider.requests()[0]!.outcome).toBe('completed');
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});

describe('responses API', () => {
  it('answers plain input with a resp_ id, a message output item and usage', async () => {
    const body: any = await (await post('/responses', { model: 'fake-chat-small', input: 'Where is my parcel?', instructions: 'Be brief.' })).json();
    expect(body.object).toBe('response');
    expect(body.id).toMatch(/^resp_[0-9a-f]{48}$/);
    expect(body.status).toBe('completed');
    expect(body.model).toBe('fake-chat-small-2025-06-01');
    expect(body.instructions).toBe('Be brief.');
    expect(body.output[0]).toMatchObject({ type: 'message', role: 'assistant', status: 'completed' });
    expect(body.output[0].content[0]).toMatchObject({ type: 'output_text', text: PLAIN_TEXT });
    expect(body.usage.total_tokens).toBe(body.usage.input_tokens + body.usage.output_tokens);
  });

  it('streams typed events with increasing sequence numbers ending in response.completed', async () => {
    const events = parseSse(await (await post('/responses', { model: 'fake-chat-small', input: [{ role: 'user', content: 'Where?' }], stream: true })).text());
    expect(events[0]!.event).toBe('response.created');
    expect(events.at(-1)!.event).toBe('response.completed');
    expect(events.every((e) => e.event === e.data.type)).toBe(true);
    expect(events.map((e) => e.data.sequence_number)).toEqual(events.map((_, i) => i));
    const text = events.filter((e) => e.event === 'response.output_text.delta').map((e) => e.data.delta).join('');
    expect(text).toBe(PLAIN_TEXT);
    expect(events.at(-1)!.data.response.usage.output_tokens).toBe(PLAIN_TEXT.split(' ').length);
  });

  it('returns a function_call item, then text once a function_call_output comes back', async () => {
    const tools = [{ type: 'function', name: 'lookup_order', parameters: {} }];
    const first: any = await (await post('/responses', { model: 'fake-chat-small', input: 'Where is order 8812?', tools }, { 'x-fake-scenario': 'tool_call' })).json();
    expect(first.output[0]).toMatchObject({ type: 'function_call', name: 'lookup_order', arguments: TOOL_ARGUMENTS });
    const second: any = await (
      await post('/responses', { model: 'fake-chat-small', input: [{ type: 'function_call_output', call_id: first.output[0].call_id, output: 'shipped' }], tools }, { 'x-fake-scenario': 'tool_call' })
    ).json();
    expect(second.output[0].content[0].text).toBe(TOOL_FOLLOW_UP_TEXT);
  });
});

describe('embeddings', () => {
  it('returns deterministic unit vectors, as floats or base64 float32', async () => {
    const a: any = await (await post('/embeddings', { model: 'fake-embed-small', input: ['parcel', 'refund'] })).json();
    expect(a.model).toBe('fake-embed-small-v1');
    expect(a.data).toHaveLength(2);
    expect(a.data[0].embedding).toHaveLength(16);
    expect(Math.hypot(...a.data[0].embedding)).toBeCloseTo(1, 6);
    expect(a.data[0].embedding).not.toEqual(a.data[1].embedding);
    const b: any = await (await post('/embeddings', { model: 'fake-embed-small', input: 'parcel', encoding_format: 'base64', dimensions: 8 })).json();
    const buf = Buffer.from(b.data[0].embedding, 'base64');
    expect(buf.length).toBe(8 * 4);
    const c: any = await (await post('/embeddings', { model: 'fake-embed-small', input: 'parcel', dimensions: 8 })).json();
    expect(buf.readFloatLE(0)).toBeCloseTo(c.data[0].embedding[0], 6);
    expect(a.usage.prompt_tokens).toBeGreaterThan(0);
  });

  it('refuses a chat model on the embeddings endpoint', async () => {
    expect((await post('/embeddings', { model: 'fake-chat-small', input: 'x' })).status).toBe(404);
  });
});

describe('request record', () => {
  it('records method, path, headers without credentials, body, scenario and what was answered', async () => {
    provider.clearRequests();
    await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages, user: 'customer-4711' }, { 'x-fake-scenario': 'plain', 'x-trace-me': 'yes' })).json();
    await (await post('/chat/completions', { model: 'fake-chat-small', messages: userMessages }, { 'x-fake-scenario': 'error_429' })).json();
    await provider.waitForIdle();
    const [ok, failed] = provider.requests();
    expect(ok).toMatchObject({ method: 'POST', path: '/v1/chat/completions', scenario: 'plain', outcome: 'completed' });
    expect(ok!.headers['x-trace-me']).toBe('yes');
    expect(ok!.headers.authorization).toBeUndefined();
    expect(JSON.stringify(ok)).not.toContain('sk-fake-test-credential');
    expect((ok!.body as any).user).toBe('customer-4711');
    expect(ok!.answer).toMatchObject({ status: 200, model: 'fake-chat-small-2025-06-01', finishReasons: ['stop'], streamed: false });
    expect(ok!.answer.id).toMatch(/^chatcmpl-/);
    expect(failed!.answer).toMatchObject({ status: 429, id: null, errorCode: 'rate_limit_exceeded' });
    expect((await (await fetch(`${base}/models`)).json()) as any).toMatchObject({ object: 'list' });
  });
});
