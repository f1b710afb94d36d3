import { describe, expect, it } from 'vitest';
import { outputTextOf } from './output-text.ts';

describe('outputTextOf', () => {
  it('reads the collector document: text parts in order, tool calls and refusals rendered, reasoning left out', () => {
    const doc = {
      schema: 'tracehold.content.v1',
      part: 'output',
      data: [
        {
          role: 'assistant',
          parts: [
            { type: 'reasoning', content: 'hidden' },
            { type: 'text', content: 'Hi ' },
            { type: 'tool_call', name: 'lookup', arguments: { id: 1 } },
            { type: 'refusal', content: 'no' },
            { type: 'image' },
          ],
        },
      ],
    };
    expect(outputTextOf(doc)).toBe('Hi [tool_call lookup {"id":1}][refusal no][image]');
  });

  it('accepts a bare message list and answers empty text for anything else', () => {
    expect(outputTextOf([{ parts: ['a', { type: 'text', text: 'b' }] }])).toBe('ab');
    expect(outputTextOf({ data: 42 })).toBe('');
    expect(outputTextOf(null)).toBe('');
  });
});
