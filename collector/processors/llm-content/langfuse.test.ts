/**
 * Langfuse observations as `@langfuse/tracing` / `@langfuse/openai` 5.11.1 record them (values copied from their
 * spans; test/interop/langfuse.test.ts runs the SDK end to end): a generation is an LLM call whose input and output
 * are its messages; any other observation's input and output, and the trace's, are values. None stays on the span.
 */
import { describe, expect, it } from 'vitest';
import type { Attributes } from '../../../schemas/span.ts';
import { span } from '../../../test/factories/span.ts';
import { buildLedgerRecord } from '../build-ledger-record.ts';
import { llmPartRefs, planSpan } from './plan.ts';

const QUESTION = 'Where is my parcel? Order 8812.';
const ANSWER = 'Your parcel left the Leipzig depot on Tuesday.';

const generation: Attributes = {
  'langfuse.observation.type': 'generation',
  'langfuse.observation.input': JSON.stringify({ messages: [{ role: 'system', content: 'sys text' }, { role: 'user', content: QUESTION }] }),
  'langfuse.observation.model.name': 'fake-chat-small-2025-06-01',
  'langfuse.observation.model.parameters': '{"seed":42,"temperature":0.2,"response_format":""}',
  'langfuse.observation.output': JSON.stringify({ role: 'assistant', content: ANSWER, refusal: null, annotations: [] }),
  'langfuse.observation.usage_details': '{"input":18,"output":15,"total":33,"input_cached_tokens":2,"output_reasoning_tokens":0}',
};

const CONTENT_KEYS = ['langfuse.observation.input', 'langfuse.observation.output', 'langfuse.trace.input', 'langfuse.trace.output', 'langfuse.experiment.item.expected_output'];

function expectNoContentLeft(attributes: Attributes, ...texts: string[]): void {
  for (const key of CONTENT_KEYS) expect(attributes[key], key).toBeUndefined();
  for (const text of texts) expect(JSON.stringify(attributes)).not.toContain(text);
}

describe('Langfuse observations', () => {
  it("takes a generation's messages as its input and output parts, and makes one ledger row of it", () => {
    const s = span({ name: 'OpenAI.chat', attributes: generation, startTimeUnixNano: '1764779514000000000', endTimeUnixNano: '1764779515000000000' });
    const p = planSpan(s);
    expect(p.isLlm).toBe(true);
    expect(p.chosen.input).toMatchObject({
      source: 'langfuse',
      data: [
        { role: 'system', parts: [{ type: 'text', content: 'sys text' }] },
        { role: 'user', parts: [{ type: 'text', content: QUESTION }] },
      ],
    });
    expect(p.chosen.output?.data).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }] }]);
    // Its messages are parts, not values.
    expect(p.objects.map((o) => o.part)).toEqual(['input', 'output']);
    expectNoContentLeft(p.attributes, QUESTION, ANSWER);
    expect(p.attributes['langfuse.observation.model.name']).toBe('fake-chat-small-2025-06-01');

    const record = buildLedgerRecord({ ...s, attributes: p.attributes }, llmPartRefs(p), '');
    expect(record).toMatchObject({
      sourceConvention: 'langfuse',
      operation: 'chat',
      requestModel: 'fake-chat-small-2025-06-01',
      temperature: 0.2,
      seed: 42,
      inputTokens: 18,
      outputTokens: 15,
      cachedInputTokens: 2,
      reasoningTokens: 0,
      content: { input: { state: 'stored' }, output: { state: 'stored' } },
    });
  });

  it('reads a streamed generation: plain-text output, stream parameter and completion start', () => {
    const start = 1764779514000000000n;
    const s = span({
      name: 'OpenAI.chat',
      startTimeUnixNano: String(start),
      endTimeUnixNano: String(start + 900_000_000n),
      attributes: {
        'langfuse.observation.type': 'generation',
        'langfuse.observation.input': JSON.stringify({ messages: [{ role: 'user', content: QUESTION }] }),
        'langfuse.observation.model.name': 'fake-chat-small',
        'langfuse.observation.model.parameters': '{"stream":true,"response_format":""}',
        'langfuse.observation.output': ANSWER,
        'langfuse.observation.usage_details': '{"input":9,"output":15,"total":24}',
        'langfuse.observation.completion_start_time': `"${new Date(Number(start / 1_000_000n) + 120).toISOString()}"`,
      },
    });
    const p = planSpan(s);
    expect(p.chosen.output?.data).toEqual([{ role: 'assistant', parts: [{ type: 'text', content: ANSWER }] }]);
    const record = buildLedgerRecord({ ...s, attributes: p.attributes }, llmPartRefs(p), '');
    expect(record).toMatchObject({ streamed: true, timeToFirstTokenMs: 120, inputTokens: 9, outputTokens: 15 });
    expectNoContentLeft(p.attributes, QUESTION, ANSWER);
  });

  it("keeps a generation input it cannot read as messages verbatim, still as content", () => {
    const p = planSpan(span({ attributes: { 'langfuse.observation.type': 'generation', 'langfuse.observation.input': '{"query":"free-form input 8812"}' } }));
    expect(p.chosen.input?.hasContent).toBe(true);
    expect(p.chosen.input?.data).toBeNull();
    expect(JSON.parse(p.objects[0]!.json).original.attributes['langfuse.observation.input']).toContain('free-form input 8812');
    expectNoContentLeft(p.attributes, '8812');
  });

  it("stores other observations' and the trace's input and output as values, with the expected output of an experiment", () => {
    const p = planSpan(
      span({
        attributes: {
          'langfuse.observation.type': 'span',
          'langfuse.observation.input': JSON.stringify({ question: QUESTION }),
          'langfuse.observation.output': ANSWER,
          'langfuse.trace.input': '{"q":"trace input text"}',
          'langfuse.trace.output': 'trace output text',
          'langfuse.experiment.item.expected_output': 'expected output text',
          'langfuse.observation.metadata.channel': 'web',
        },
      }),
    );
    expect(p.isLlm).toBe(false);
    const objects = p.objects.map((o) => JSON.parse(o.json));
    expect(objects.map((o) => [o.part, o.source])).toEqual([
      ['value', 'langfuse'],
      ['value', 'langfuse'],
    ]);
    expect(Object.keys(objects[0].data).sort()).toEqual(['langfuse.observation.input', 'langfuse.trace.input']);
    expect(Object.keys(objects[1].data).sort()).toEqual(['langfuse.experiment.item.expected_output', 'langfuse.observation.output', 'langfuse.trace.output']);
    expect(p.attributes['langfuse.observation.metadata.channel']).toBe('web');
    expectNoContentLeft(p.attributes, QUESTION, ANSWER, 'trace input text', 'trace output text', 'expected output text');
  });

  it('leaves a Langfuse span without input or output as it is (negative control)', () => {
    const s = span({ attributes: { 'langfuse.observation.type': 'span', 'langfuse.observation.level': 'DEFAULT' } });
    const p = planSpan(s);
    expect(p.changed).toBe(false);
  });
});
