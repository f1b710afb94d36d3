/**
 * prepareReplayRequest: the stored GenAI input of a multi-turn call with system instructions, tools, a tool call and
 * its result, turned into each API's wire form; recorded parameters mapped (sent / notSent / assumed) so that no
 * recorded key is dropped silently.
 */
import { describe, expect, it } from 'vitest';
import { prepareReplayRequest, type PreparedRequest, type ReplayCallInput } from './prepare-request.ts';

const system = [{ type: 'text', content: 'You are a support assistant.' }];
const tools = [
  { type: 'function', name: 'get_order_status', description: 'Look up an order', parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] } },
];
const messages = [
  { role: 'user', parts: [{ type: 'text', content: 'Where is order 8812?' }] },
  { role: 'assistant', parts: [{ type: 'tool_call', id: 'call_1', name: 'get_order_status', arguments: { order_id: '8812' } }] },
  { role: 'tool', parts: [{ type: 'tool_call_response', id: 'call_1', response: 'shipped on 14 March' }] },
  { role: 'assistant', parts: [{ type: 'text', content: 'It shipped on 14 March.' }] },
  { role: 'user', parts: [{ type: 'text', content: 'Thanks. ' }, { type: 'text', content: 'When does it arrive?' }] },
];

function prepare(api: ReplayCallInput['api'], params: Record<string, unknown> = {}, over: Partial<ReplayCallInput> = {}): PreparedRequest {
  const outcome = prepareReplayRequest({ api, model: 'snap-2025-01-01', system, messages, tools, params, ...over }, { assumedMaxOutputTokens: 4096 });
  if (!outcome.ok) throw new Error(`not prepared: ${outcome.why}`);
  return outcome.request;
}

describe('conversion of a multi-turn input', () => {
  it('openai.chat: system message first, tool_calls with string arguments, a tool message, string content for one text part', () => {
    const r = prepare('openai.chat');
    expect(r.path).toBe('/chat/completions');
    expect(r.body).toEqual({
      model: 'snap-2025-01-01',
      stream: false,
      messages: [
        { role: 'system', content: 'You are a support assistant.' },
        { role: 'user', content: 'Where is order 8812?' },
        { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'get_order_status', arguments: '{"order_id":"8812"}' } }] },
        { role: 'tool', tool_call_id: 'call_1', content: 'shipped on 14 March' },
        { role: 'assistant', content: 'It shipped on 14 March.' },
        { role: 'user', content: [{ type: 'text', text: 'Thanks. ' }, { type: 'text', text: 'When does it arrive?' }] },
      ],
      tools: [{ type: 'function', function: { name: 'get_order_status', description: 'Look up an order', parameters: tools[0]!.parameters } }],
    });
    expect(r.missingToolResults).toEqual([]);
  });

  it('openai.responses: instructions, message items, function_call and function_call_output items, store false', () => {
    const r = prepare('openai.responses');
    expect(r.path).toBe('/responses');
    expect(r.body).toEqual({
      model: 'snap-2025-01-01',
      stream: false,
      store: false,
      instructions: 'You are a support assistant.',
      input: [
        { role: 'user', content: 'Where is order 8812?' },
        { type: 'function_call', call_id: 'call_1', name: 'get_order_status', arguments: '{"order_id":"8812"}' },
        { type: 'function_call_output', call_id: 'call_1', output: 'shipped on 14 March' },
        { role: 'assistant', content: 'It shipped on 14 March.' },
        { role: 'user', content: [{ type: 'input_text', text: 'Thanks. ' }, { type: 'input_text', text: 'When does it arrive?' }] },
      ],
      tools: [{ type: 'function', name: 'get_order_status', description: 'Look up an order', parameters: tools[0]!.parameters, strict: false }],
    });
    expect(r.assumed).toEqual([{ name: 'store', value: false, why: expect.any(String) }]);
  });

  it('anthropic.messages: system, tool_use with an object input, tool_result in a user turn, max_tokens assumed', () => {
    const r = prepare('anthropic.messages');
    expect(r.path).toBe('/messages');
    expect(r.body).toEqual({
      model: 'snap-2025-01-01',
      stream: false,
      max_tokens: 4096,
      system: 'You are a support assistant.',
      messages: [
        { role: 'user', content: 'Where is order 8812?' },
        { role: 'assistant', content: [{ type: 'tool_use', id: 'call_1', name: 'get_order_status', input: { order_id: '8812' } }] },
        { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'call_1', content: 'shipped on 14 March' }] },
        { role: 'assistant', content: 'It shipped on 14 March.' },
        { role: 'user', content: [{ type: 'text', text: 'Thanks. ' }, { type: 'text', text: 'When does it arrive?' }] },
      ],
      tools: [{ name: 'get_order_status', description: 'Look up an order', input_schema: tools[0]!.parameters }],
    });
    expect(r.assumed).toEqual([{ name: 'max_tokens', value: 4096, why: 'required by anthropic.messages and not recorded' }]);
  });

  it('lists a tool call with no result after it, on every API', () => {
    const cut = messages.slice(0, 2);
    for (const api of ['openai.chat', 'openai.responses', 'anthropic.messages'] as const) {
      expect(prepare(api, {}, { messages: cut }).missingToolResults).toEqual([{ toolCallId: 'call_1', toolName: 'get_order_status' }]);
    }
    // Negative control: with its result the call is not listed.
    expect(prepare('openai.chat', {}, { messages: messages.slice(0, 3) }).missingToolResults).toEqual([]);
  });

  it('pairs id-less tool calls and results in order, with made-up ids on both sides', () => {
    const idless = [
      { role: 'user', parts: [{ type: 'text', content: 'go' }] },
      { role: 'assistant', parts: [{ type: 'tool_call', name: 'a', arguments: {} }, { type: 'tool_call', name: 'b', arguments: {} }] },
      { role: 'tool', parts: [{ type: 'tool_call_response', response: 'ra' }] },
    ];
    const r = prepare('openai.chat', {}, { messages: idless, tools: null, system: null });
    const wire = r.body['messages'] as Array<Record<string, unknown>>;
    expect(wire[1]!['tool_calls']).toEqual([
      { id: 'call_th_1', type: 'function', function: { name: 'a', arguments: '{}' } },
      { id: 'call_th_2', type: 'function', function: { name: 'b', arguments: '{}' } },
    ]);
    expect(wire[2]).toEqual({ role: 'tool', tool_call_id: 'call_th_1', content: 'ra' });
    expect(r.missingToolResults).toEqual([{ toolCallId: 'call_th_2', toolName: 'b' }]);
  });

  it('refuses a part type the API has no form for, with fixed words and no content', () => {
    const withReasoning = [...messages.slice(0, 3), { role: 'assistant', parts: [{ type: 'reasoning', content: 'secret thoughts' }, { type: 'text', content: 'x' }] }];
    for (const api of ['openai.chat', 'openai.responses', 'anthropic.messages'] as const) {
      const outcome = prepareReplayRequest({ api, model: 'm', system, messages: withReasoning, tools, params: {} }, { assumedMaxOutputTokens: 10 });
      expect(outcome).toEqual({ ok: false, why: `a reasoning part (role assistant) has no form in ${api}` });
    }
    expect(prepareReplayRequest({ api: 'openai.chat', model: 'm', system: null, messages: 'not a list', tools: null, params: {} }, { assumedMaxOutputTokens: 10 }).ok).toBe(false);
  });

  it('converts images: chat image_url, responses input_image, anthropic base64 source', () => {
    const img = [{ role: 'user', parts: [{ type: 'blob', modality: 'image', mime_type: 'image/jpeg', content: 'QUJD' }, { type: 'text', content: 'what is it?' }] }];
    const chat = prepare('openai.chat', {}, { messages: img, system: null, tools: null });
    expect((chat.body['messages'] as unknown[])[0]).toEqual({ role: 'user', content: [{ type: 'image_url', image_url: { url: 'data:image/jpeg;base64,QUJD' } }, { type: 'text', text: 'what is it?' }] });
    const responses = prepare('openai.responses', {}, { messages: img, system: null, tools: null });
    expect((responses.body['input'] as unknown[])[0]).toEqual({ role: 'user', content: [{ type: 'input_image', image_url: 'data:image/jpeg;base64,QUJD', detail: 'auto' }, { type: 'input_text', text: 'what is it?' }] });
    const anthropic = prepare('anthropic.messages', {}, { messages: img, system: null, tools: null });
    expect((anthropic.body['messages'] as unknown[])[0]).toEqual({ role: 'user', content: [{ type: 'image', source: { type: 'base64', media_type: 'image/jpeg', data: 'QUJD' } }, { type: 'text', text: 'what is it?' }] });
  });
});

describe('recorded parameters', () => {
  const recorded = {
    temperature: 0.3,
    top_p: 0.9,
    top_k: 40,
    max_tokens: 256,
    seed: 7,
    stop_sequences: ['END'],
    frequency_penalty: 0.1,
    presence_penalty: 0.2,
    'choice.count': 1,
    response_format: { type: 'json_object' },
    reasoning_effort: 'low',
    stream: true,
    stream_options: { include_usage: true },
    'gen_ai.openai.request.seed': 8,
    'llm.invocation_parameters.temperature': 0.5,
    api_key: 'sk-should-never-be-sent',
    user: 'customer-4711',
    model: 'other-alias',
  };

  function everyKeyAccountedFor(r: PreparedRequest) {
    const notSent = r.notSent.map((n) => n.name);
    // Every recorded key is either sent (under some wire name) or listed as notSent, never both.
    expect(new Set(notSent).size).toBe(notSent.length);
    const sentCount = Object.keys(recorded).length - notSent.length;
    expect(Object.keys(r.sent)).toHaveLength(sentCount);
    expect(JSON.stringify(r.body)).not.toContain('sk-should-never-be-sent');
    expect(JSON.stringify(r.body)).not.toContain('customer-4711');
  }

  it('openai.chat', () => {
    const r = prepare('openai.chat', recorded);
    expect(r.sent).toEqual({
      temperature: 0.3, top_p: 0.9, max_tokens: 256, seed: 7, stop: ['END'], frequency_penalty: 0.1, presence_penalty: 0.2, n: 1,
      response_format: { type: 'json_object' }, reasoning_effort: 'low',
    });
    expect(r.notSent).toEqual([
      { name: 'api_key', why: 'a client setting, not a request parameter' },
      { name: 'gen_ai.openai.request.seed', why: 'duplicate of seed' },
      { name: 'llm.invocation_parameters.temperature', why: 'duplicate of temperature' },
      { name: 'model', why: 'the replay sends the snapshot that answered' },
      { name: 'stream', why: 'replayed without streaming' },
      { name: 'stream_options', why: 'replayed without streaming' },
      { name: 'top_k', why: 'not a parameter of openai.chat' },
      { name: 'user', why: 'identifies the end user to the provider and does not change the output' },
    ]);
    expect(r.body).toMatchObject({ ...r.sent, model: 'snap-2025-01-01', stream: false });
    expect(r.body).not.toHaveProperty('stream_options');
    everyKeyAccountedFor(r);
  });

  it('openai.responses', () => {
    const r = prepare('openai.responses', recorded);
    expect(r.sent).toEqual({ temperature: 0.3, top_p: 0.9, max_output_tokens: 256, text: { format: { type: 'json_object' } }, reasoning: { effort: 'low' } });
    expect(r.notSent.map((n) => n.name)).toEqual(['api_key', 'choice.count', 'frequency_penalty', 'gen_ai.openai.request.seed', 'llm.invocation_parameters.temperature', 'model', 'presence_penalty', 'seed', 'stop_sequences', 'stream', 'stream_options', 'top_k', 'user']);
    everyKeyAccountedFor(r);
  });

  it('anthropic.messages: top_k and max_tokens sent, OpenAI-only names not sent, nothing assumed', () => {
    const r = prepare('anthropic.messages', recorded);
    expect(r.sent).toEqual({ temperature: 0.3, top_p: 0.9, top_k: 40, max_tokens: 256, stop_sequences: ['END'] });
    expect(r.assumed).toEqual([]);
    expect(r.notSent).toContainEqual({ name: 'seed', why: 'not a parameter of anthropic.messages' });
    expect(r.notSent).toContainEqual({ name: 'choice.count', why: 'not a parameter of anthropic.messages (one output per request)' });
    everyKeyAccountedFor(r);
  });

  it('chat: max_completion_tokens when that was the recorded name; n > 1 not sent', () => {
    const r = prepare('openai.chat', { max_tokens: 100, max_completion_tokens: 100, 'choice.count': 3 });
    expect(r.sent).toEqual({ max_completion_tokens: 100 });
    expect(r.notSent).toEqual([
      { name: 'choice.count', why: 'a replay run asks for one output' },
      { name: 'max_tokens', why: 'duplicate of max_completion_tokens' },
    ]);
  });

  it('a recorded name cannot replace the model, the content or stream', () => {
    const r = prepare('openai.chat', { messages: 'x', stream: true, temperature: 1 });
    expect(r.body['model']).toBe('snap-2025-01-01');
    expect(Array.isArray(r.body['messages'])).toBe(true);
    expect(r.body['stream']).toBe(false);
    expect(r.sent).toEqual({ temperature: 1 });
    expect(r.notSent).toEqual([
      { name: 'messages', why: 'content is sent from the stored content objects' },
      { name: 'stream', why: 'replayed without streaming' },
    ]);
  });
});
