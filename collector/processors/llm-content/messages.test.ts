import { describe, expect, it } from 'vitest';
import { span } from '../../../test/factories/span.ts';
import { messagesCandidate } from './messages.ts';
import { llmPartRefs, planSpan } from './plan.ts';

const TEXT = 'Is order 5521 refundable?';

describe('messagesCandidate', () => {
  it("reads a request body's {messages: [...]} as its messages", () => {
    const c = messagesCandidate('gen_ai', JSON.stringify({ messages: [{ role: 'user', content: TEXT }] }), 'user', {});
    expect(c.data).toEqual([{ role: 'user', parts: [{ type: 'text', content: TEXT }] }]);
    expect(c.hasContent).toBe(true);
  });

  it('counts a shape it cannot read as content, kept verbatim, and structure only as no content (negative control)', () => {
    const unknown = messagesCandidate('gen_ai', JSON.stringify({ request: { q: TEXT } }), 'user', { attributes: { x: 'kept' } });
    expect(unknown).toMatchObject({ data: null, hasContent: true, original: { attributes: { x: 'kept' } } });
    // Content capture off: roles and empty parts only.
    expect(messagesCandidate('gen_ai', JSON.stringify([{ role: 'user', parts: [] }, { role: 'assistant' }]), 'user', {}).hasContent).toBe(false);
    expect(messagesCandidate('gen_ai', JSON.stringify([{ role: 'user', content: '' }]), 'user', {}).hasContent).toBe(false);
  });

  it('reads a choice whose message is text', () => {
    const c = messagesCandidate('gen_ai', JSON.stringify({ message: TEXT, finish_reason: 'stop' }), 'assistant', {});
    expect(c.data).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: TEXT }], finish_reason: 'stop' }]);
  });

  it('says stored in the capture state and the ledger whenever the span points at stored content (previous GenAI events)', () => {
    const event = (name: string, attributes: Record<string, string>) => ({ timeUnixNano: '1', name, attributes, droppedAttributesCount: 0 });
    const p = planSpan(
      span({
        attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.system': 'openai', 'gen_ai.request.model': 'gpt-4o' },
        events: [
          event('gen_ai.content.prompt', { 'gen_ai.prompt': JSON.stringify({ messages: [{ role: 'user', content: TEXT }] }) }),
          event('gen_ai.content.completion', { 'gen_ai.completion': 'It is.' }),
        ],
      }),
    );
    const refs = llmPartRefs(p);
    expect(refs.input.state).toBe('stored');
    expect(refs.output.state).toBe('stored');
    const choice = planSpan(
      span({ attributes: { 'gen_ai.system': 'aws.bedrock', 'gen_ai.request.model': 'claude' }, events: [event('gen_ai.choice', { message: 'It is.', finish_reason: 'stop' })] }),
    );
    expect(llmPartRefs(choice).output.state).toBe('stored');
  });
});
