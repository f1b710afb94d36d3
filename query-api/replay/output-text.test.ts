/**
 * outputText: the comparable text of GenAI output messages, the same for a stored original and a parsed replay.
 */
import { describe, expect, it } from 'vitest';
import { outputText } from './output-text.ts';
import { parseProviderAnswer } from './providers/parse-response.ts';

describe('outputText', () => {
  it('concatenates text parts in order, across messages', () => {
    expect(outputText([{ role: 'assistant', parts: [{ type: 'text', content: 'Hello' }, { type: 'text', content: ', world' }] }, { role: 'assistant', parts: [{ type: 'text', content: '!' }] }])).toBe('Hello, world!');
  });

  it('renders tool calls with name and arguments (parsed JSON as compact JSON, a string verbatim)', () => {
    expect(outputText([{ role: 'assistant', parts: [{ type: 'tool_call', id: 'c1', name: 'get_order_status', arguments: { order_id: '8812' } }] }])).toBe('[tool_call get_order_status {"order_id":"8812"}]');
    expect(outputText([{ role: 'assistant', parts: [{ type: 'tool_call', name: 'f', arguments: 'not json' }] }])).toBe('[tool_call f not json]');
  });

  it('renders refusals with their text, other parts by type, and leaves reasoning out', () => {
    expect(outputText([{ role: 'assistant', parts: [{ type: 'reasoning', content: 'hmm' }, { type: 'refusal', content: 'No.' }, { type: 'blob', modality: 'image', content: 'QUJD' }] }])).toBe('[refusal No.][blob]');
  });

  it('is empty for anything that is not a list of messages', () => {
    expect(outputText(null)).toBe('');
    expect(outputText({ parts: [] })).toBe('');
  });

  it('a replay parsed from the wire renders like the original as the collector stores it (arguments parsed, ids differ)', () => {
    const storedOriginal = [{ role: 'assistant', parts: [{ type: 'text', content: 'Checking.' }, { type: 'tool_call', id: 'call_orig', name: 'lookup', arguments: { id: 7, q: 'a b' } }], finish_reason: 'tool_call' }];
    const chat = parseProviderAnswer('openai.chat', {
      id: 'chatcmpl-1', model: 'm', choices: [{ message: { role: 'assistant', content: 'Checking.', tool_calls: [{ id: 'call_new', type: 'function', function: { name: 'lookup', arguments: '{"id": 7, "q": "a b"}' } }] }, finish_reason: 'tool_calls' }],
    });
    const anthropic = parseProviderAnswer('anthropic.messages', {
      id: 'msg_1', model: 'm', stop_reason: 'tool_use', content: [{ type: 'text', text: 'Checking.' }, { type: 'tool_use', id: 'toolu_1', name: 'lookup', input: { id: 7, q: 'a b' } }], usage: { input_tokens: 3, output_tokens: 4 },
    });
    const responses = parseProviderAnswer('openai.responses', {
      id: 'resp_1', model: 'm', status: 'completed',
      output: [
        { type: 'reasoning', summary: [] },
        { type: 'message', role: 'assistant', content: [{ type: 'output_text', text: 'Checking.' }] },
        { type: 'function_call', call_id: 'call_x', name: 'lookup', arguments: '{"id":7,"q":"a b"}' },
      ],
    });
    const expected = outputText(storedOriginal);
    expect(expected).toBe('Checking.[tool_call lookup {"id":7,"q":"a b"}]');
    expect(outputText(chat?.output)).toBe(expected);
    expect(outputText(anthropic?.output)).toBe(expected);
    expect(outputText(responses?.output)).toBe(expected);
    // Negative control: different arguments do not render alike.
    expect(outputText([{ role: 'assistant', parts: [{ type: 'text', content: 'Checking.' }, { type: 'tool_call', name: 'lookup', arguments: { id: 8, q: 'a b' } }] }])).not.toBe(expected);
  });
});
