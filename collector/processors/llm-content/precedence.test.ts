import { describe, expect, it } from 'vitest';
import type { ContentPart } from '../../../schemas/ledger.ts';
import type { Attributes, SpanEvent } from '../../../schemas/span.ts';
import { spanWithEveryField } from '../../../test/factories/span.ts';
import { planSpan } from './plan.ts';

/** One convention's carrier of a part; its content names it (`canary`). */
interface Carrier {
  canary: string;
  attributes?: Attributes;
  event?: SpanEvent;
}

const event = (name: string, attributes: Attributes): SpanEvent => ({ timeUnixNano: '1', name, attributes, droppedAttributesCount: 0 });

/** Per part, every carrier in the order registry.ts documents (the first one wins). */
const PRECEDENCE: Record<Exclude<ContentPart, 'system'>, Carrier[]> = {
  input: [
    { canary: 'in-genai', attributes: { 'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'in-genai' }] }]) } },
    { canary: 'in-oi-messages', attributes: { 'llm.input_messages.0.message.role': 'user', 'llm.input_messages.0.message.content': 'in-oi-messages' } },
    { canary: 'in-oll-prompt', attributes: { 'gen_ai.prompt.0.role': 'user', 'gen_ai.prompt.0.content': 'in-oll-prompt' } },
    { canary: 'in-vercel-messages', attributes: { 'ai.prompt.messages': JSON.stringify([{ role: 'user', content: [{ type: 'text', text: 'in-vercel-messages' }] }]) } },
    { canary: 'in-oi-prompts', attributes: { 'llm.prompts': ['in-oi-prompts'] } },
    { canary: 'in-message-event', event: event('gen_ai.user.message', { content: 'in-message-event' }) },
    { canary: 'in-genai-prompt', attributes: { 'gen_ai.prompt': 'in-genai-prompt' } },
    { canary: 'in-vercel-prompt', attributes: { 'ai.prompt': JSON.stringify({ prompt: 'in-vercel-prompt' }) } },
    { canary: 'in-oi-embedding', attributes: { 'embedding.embeddings.0.embedding.text': 'in-oi-embedding' } },
  ],
  output: [
    { canary: 'out-genai', attributes: { 'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'out-genai' }] }]) } },
    { canary: 'out-oi-messages', attributes: { 'llm.output_messages.0.message.role': 'assistant', 'llm.output_messages.0.message.content': 'out-oi-messages' } },
    { canary: 'out-oll-completion', attributes: { 'gen_ai.completion.0.role': 'assistant', 'gen_ai.completion.0.content': 'out-oll-completion' } },
    { canary: 'out-vercel-text', attributes: { 'ai.response.text': 'out-vercel-text' } },
    { canary: 'out-choice-event', event: event('gen_ai.choice', { 'gen_ai.event.content': JSON.stringify({ index: 0, message: { content: 'out-choice-event' } }) }) },
    { canary: 'out-genai-completion', attributes: { 'gen_ai.completion': 'out-genai-completion' } },
    { canary: 'out_oi_function_call', attributes: { 'llm.function_call': JSON.stringify({ name: 'out_oi_function_call', arguments: '{}' }) } },
  ],
  tools: [
    { canary: 'tools_genai', attributes: { 'gen_ai.tool.definitions': JSON.stringify([{ type: 'function', name: 'tools_genai' }]) } },
    { canary: 'tools_oi', attributes: { 'llm.tools.0.tool.json_schema': JSON.stringify({ type: 'function', function: { name: 'tools_oi' } }) } },
    { canary: 'tools_oll_functions', attributes: { 'llm.request.functions.0.name': 'tools_oll_functions' } },
    { canary: 'tools_oll_definitions', attributes: { 'gen_ai.tool.definitions.0.name': 'tools_oll_definitions' } },
    { canary: 'tools_vercel', attributes: { 'ai.prompt.tools': [JSON.stringify({ type: 'function', name: 'tools_vercel', inputSchema: { type: 'object' } })] } },
  ],
};

describe('precedence among conventions', () => {
  it.each(Object.entries(PRECEDENCE) as [Exclude<ContentPart, 'system'>, Carrier[]][])(
    'chooses the %s of the first convention that carries it, in the documented order',
    (part, carriers) => {
      const winners: string[] = [];
      // Every carrier on one span, then the winner taken away, until one is left.
      for (let first = 0; first < carriers.length; first++) {
        const present = carriers.slice(first);
        const span = spanWithEveryField({
          attributes: Object.assign({ 'gen_ai.operation.name': 'chat' }, ...present.map((c) => c.attributes ?? {})),
          events: present.flatMap((c) => (c.event === undefined ? [] : [c.event])),
        });
        const data = JSON.stringify(planSpan(span).chosen[part]?.data);
        winners.push(present.find((c) => data.includes(c.canary))?.canary ?? `none of them: ${data}`);
      }
      expect(winners).toEqual(carriers.map((c) => c.canary));
    },
  );
});
