/**
 * The fake provider's Anthropic Messages route, exercised with plain fetch: headers it requires, the message
 * shape, tool_use and its tool_result follow-up, the streamed event sequence, and every error rendered as
 * `{type:'error', error:{type, message}}` with Anthropic's type for the status.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from './fake-provider.ts';
import { PLAIN_TEXT, TOOL_ARGUMENTS, TOOL_FOLLOW_UP_TEXT } from './scenarios.ts';

let provider: FakeProvider;
let base = '';

beforeAll(async () => {
  provider = createFakeProvider({ scenarios: { echo: { reply: (r) => ({ kind: 'text', text: `echo ${r.lastUserText}`, finishReason: 'stop' }) } } });
  base = (await provider.start()).baseUrl;
});

afterAll(async () => {
  await provider.shutdown();
});

const ANTHROPIC_HEADERS = { 'x-api-key': 'sk-ant-fake-test-credential', 'anthropic-version': '2023-06-01' };

async function messages(body: unknown, headers: Record<string, string> = {}, auth: Record<string, string> = ANTHROPIC_HEADERS) {
  const res = await fetch(`${base}/messages`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth, ...headers }, body: JSON.stringify(body) });
  return { res, body: (res.headers.get('content-type') ?? '').includes('json') ? ((await res.json()) as any) : await res.text() };
}

const request = {
  model: 'fake-claude',
  max_tokens: 256,
  system: 'You are a support assistant.',
  messages: [{ role: 'user', content: 'Where is my parcel?' }],
  temperature: 0.3,
};

describe('anthropic messages', () => {
  it('answers with a msg_ id, the snapshot model, a text block, end_turn and usage with the cache fields', async () => {
    const { res, body } = await messages(request);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-fake-provider')).toBe('tracehold-test');
    expect(res.headers.get('request-id')).toMatch(/^req_[A-Za-z0-9]{24}$/);
    expect(body.id).toMatch(/^msg_[A-Za-z0-9]{24}$/);
    expect(body).toMatchObject({ type: 'message', role: 'assistant', model: 'fake-claude-2025-05-14', stop_reason: 'end_turn', stop_sequence: null });
    expect(body.content).toEqual([{ type: 'text', text: PLAIN_TEXT }]);
    expect(body.usage).toEqual({ input_tokens: expect.any(Number), output_tokens: PLAIN_TEXT.split(' ').length, cache_creation_input_tokens: 0, cache_read_input_tokens: 0 });
    expect(body.usage.input_tokens).toBeGreaterThan(10);
  });

  it('accepts the dated snapshot, system as text blocks and content as blocks', async () => {
    const { res, body } = await messages(
      { ...request, model: 'fake-claude-2025-05-14', system: [{ type: 'text', text: 'Be brief.' }], messages: [{ role: 'user', content: [{ type: 'text', text: 'Where is order 8812?' }] }] },
      { 'x-fake-scenario': 'echo' },
    );
    expect(res.status).toBe(200);
    expect(body.model).toBe('fake-claude-2025-05-14');
    expect(body.content[0].text).toBe('echo Where is order 8812?');
  });

  it('asks for a tool with a toolu_ id and parsed input, then answers the tool_result follow-up', async () => {
    const tools = [{ name: 'lookup_order', description: 'Order status', input_schema: { type: 'object', properties: { order_id: { type: 'string' } } } }];
    const first = await messages({ ...request, tools, tool_choice: { type: 'auto' } }, { 'x-fake-scenario': 'tool_call' });
    expect(first.body.stop_reason).toBe('tool_use');
    const use = first.body.content[0];
    expect(use).toMatchObject({ type: 'tool_use', name: 'lookup_order', input: JSON.parse(TOOL_ARGUMENTS) });
    expect(use.id).toMatch(/^toolu_[A-Za-z0-9]{24}$/);
    const followUp = [
      ...request.messages,
      { role: 'assistant', content: first.body.content },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: use.id, content: '{"status":"shipped"}' }] },
    ];
    const second = await messages({ ...request, tools, messages: followUp }, { 'x-fake-scenario': 'tool_call' });
    expect(second.body.stop_reason).toBe('end_turn');
    expect(second.body.content).toEqual([{ type: 'text', text: TOOL_FOLLOW_UP_TEXT }]);
  });

  it('maps a length finish to max_tokens', async () => {
    const { body } = await messages(request, { 'x-fake-scenario': 'length' });
    expect(body.stop_reason).toBe('max_tokens');
  });

  it('streams message_start, text deltas, message_delta with the stop reason and usage, message_stop', async () => {
    const { res, body } = await messages({ ...request, stream: true });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = (body as string)
      .split('\n\n')
      .filter((b) => b.trim() !== '')
      .map((b) => ({ event: /^event: (.*)$/m.exec(b)![1], data: JSON.parse(/^data: (.*)$/m.exec(b)![1]!) }));
    expect(events.every((e) => e.event === e.data.type)).toBe(true);
    expect(events[0]!.event).toBe('message_start');
    expect(events[0]!.data.message).toMatchObject({ model: 'fake-claude-2025-05-14', content: [], stop_reason: null });
    expect(events.map((e) => e.event).slice(-3)).toEqual(['content_block_stop', 'message_delta', 'message_stop']);
    const text = events.filter((e) => e.event === 'content_block_delta').map((e) => e.data.delta.text).join('');
    expect(text).toBe(PLAIN_TEXT);
    expect(events.at(-2)!.data).toMatchObject({ delta: { stop_reason: 'end_turn' }, usage: { output_tokens: PLAIN_TEXT.split(' ').length } });
  });
});

describe('anthropic errors', () => {
  it('401 authentication_error without x-api-key, 400 without anthropic-version', async () => {
    const noKey = await messages(request, {}, { 'anthropic-version': '2023-06-01' });
    expect(noKey.res.status).toBe(401);
    expect(noKey.body).toEqual({ type: 'error', error: { type: 'authentication_error', message: expect.any(String) } });
    const noVersion = await messages(request, {}, { 'x-api-key': 'sk-ant-fake-test-credential' });
    expect(noVersion.res.status).toBe(400);
    expect(noVersion.body.error.type).toBe('invalid_request_error');
    expect(noVersion.body.error.message).toContain('anthropic-version');
  });

  it('400 invalid_request_error without max_tokens or messages, or with a system role in messages', async () => {
    const { max_tokens: _omitted, ...noMax } = request;
    const a = await messages(noMax);
    expect(a.res.status).toBe(400);
    expect(a.body).toEqual({ type: 'error', error: { type: 'invalid_request_error', message: 'max_tokens: Field required' } });
    const b = await messages({ ...request, messages: [] });
    expect(b.res.status).toBe(400);
    const c = await messages({ ...request, messages: [{ role: 'system', content: 'x' }] });
    expect(c.res.status).toBe(400);
    // Negative control: the same request with max_tokens is accepted.
    expect((await messages(request)).res.status).toBe(200);
  });

  it('404 not_found_error for an unknown model and for an OpenAI model on this route (and the Claude model on chat completions)', async () => {
    const unknown = await messages({ ...request, model: 'fake-retired-2024-01-01' });
    expect(unknown.res.status).toBe(404);
    expect(unknown.body).toEqual({ type: 'error', error: { type: 'not_found_error', message: 'model: fake-retired-2024-01-01' } });
    expect((await messages({ ...request, model: 'fake-chat-small' })).res.status).toBe(404);
    const chat = await fetch(`${base}/chat/completions`, { method: 'POST', body: JSON.stringify({ model: 'fake-claude', messages: request.messages }) });
    expect(chat.status).toBe(404);
  });

  const cases = [
    { scenario: 'error_400', status: 400, type: 'invalid_request_error' },
    { scenario: 'error_404', status: 404, type: 'not_found_error' },
    { scenario: 'error_429', status: 429, type: 'rate_limit_error' },
    { scenario: 'error_500', status: 500, type: 'api_error' },
  ];
  for (const c of cases) {
    it(`${c.scenario}: ${c.status} ${c.type}`, async () => {
      const { res, body } = await messages(request, { 'x-fake-scenario': c.scenario });
      expect(res.status).toBe(c.status);
      expect(Object.keys(body).sort()).toEqual(['error', 'type']);
      expect(body.type).toBe('error');
      expect(Object.keys(body.error).sort()).toEqual(['message', 'type']);
      expect(body.error.type).toBe(c.type);
      if (c.status === 429) expect(res.headers.get('retry-after')).toBe('1');
    });
  }

  it('records the request body and headers without the x-api-key', async () => {
    provider.clearRequests();
    await messages(request);
    const [rec] = provider.requests();
    expect(rec).toMatchObject({ path: '/v1/messages', scenario: 'plain', body: request });
    expect(rec!.headers['anthropic-version']).toBe('2023-06-01');
    expect(rec!.headers['x-api-key']).toBeUndefined();
    expect(JSON.stringify(rec)).not.toContain('sk-ant-fake-test-credential');
    expect(rec!.answer).toMatchObject({ status: 200, model: 'fake-claude-2025-05-14', finishReasons: ['end_turn'] });
  });
});
