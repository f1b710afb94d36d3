import { describe, expect, it } from 'vitest';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });

describe('redactMessages', () => {
  it('redacts content and keeps roles, types, ids and tool names (OTel parts)', () => {
    const messages = [
      { role: 'user', name: 'alice', parts: [{ type: 'text', content: 'mail me at jane@example.com' }] },
      {
        role: 'assistant',
        parts: [{ type: 'tool_call', id: 'call_abc123', name: 'send_email', arguments: { to: 'jane@example.com', body: 'hi' } }],
        finish_reason: 'tool_call',
      },
      { role: 'tool', parts: [{ type: 'tool_call_response', id: 'call_abc123', response: 'sent to +1 (415) 555-2671' }] },
    ];
    const input = structuredClone(messages);
    expect(engine.redactMessages(messages)).toEqual([
      { role: 'user', name: '[REDACTED:USER]', parts: [{ type: 'text', content: 'mail me at [REDACTED:EMAIL]' }] },
      {
        role: 'assistant',
        parts: [{ type: 'tool_call', id: 'call_abc123', name: 'send_email', arguments: { to: '[REDACTED:EMAIL]', body: 'hi' } }],
        finish_reason: 'tool_call',
      },
      { role: 'tool', parts: [{ type: 'tool_call_response', id: 'call_abc123', response: 'sent to [REDACTED:PHONE]' }] },
    ]);
    expect(messages).toEqual(input);
  });

  it('keeps OpenAI function names and returns a JSON string for a JSON string', () => {
    const json = JSON.stringify([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"card":"4111 1111 1111 1111"}' } }] },
    ]);
    const out = engine.redactMessages(json);
    expect(typeof out).toBe('string');
    expect(JSON.parse(out as string)).toEqual([
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_1', type: 'function', function: { name: 'lookup', arguments: '{"card":"[REDACTED:CARD]"}' } }] },
    ]);
  });

  it('turns a dropped string into null and redacts non-JSON text as one string', () => {
    const dropping = createPiiEngine({ rules: { EMAIL: { enabled: true, mode: 'drop' } } });
    expect(dropping.redactMessages([{ role: 'user', content: 'jane@example.com' }])).toEqual([{ role: 'user', content: null }]);
    expect(engine.redactMessages('call 010-1234-5678')).toBe('call [REDACTED:PHONE]');
  });
});
