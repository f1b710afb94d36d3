/**
 * Content of conventions without an adapter of their own, recognised by the last segment of its name (values.ts
 * `lastSegments`): it leaves the span as an input or output value. The names below are the ones these libraries
 * write (MLflow tracing, Haystack, Google ADK, Pydantic AI); the negative controls are attributes whose names
 * merely contain such a word, and numbers or flags under such names.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeProtobufTraces } from '../../otlp/decode-protobuf.ts';
import type { Attributes } from '../../../schemas/span.ts';
import { span } from '../../../test/factories/span.ts';
import { planSpan } from './plan.ts';

const PROMPT = 'Customer 4471 asks whether the blue kettle is back in stock.';
const ANSWER = 'The blue kettle is back in stock from Friday.';

function moved(attributes: Attributes): { kept: Attributes; stored: { source: string; data: Record<string, unknown> }[] } {
  const p = planSpan(span({ attributes }));
  return { kept: p.attributes, stored: p.objects.map((o) => JSON.parse(o.json)) };
}

describe('content of conventions without an adapter', () => {
  it.each([
    ['MLflow', 'mlflow.spanInputs', 'mlflow.spanOutputs'],
    ['Haystack', 'haystack.component.input', 'haystack.component.output'],
    ['Google ADK', 'gcp.vertex.agent.llm_request', 'gcp.vertex.agent.llm_response'],
    ['Google ADK tool', 'gcp.vertex.agent.tool_call_args', 'gcp.vertex.agent.tool_response'],
    ['Pydantic AI', 'all_messages_events', 'final_result'],
    ['Pydantic AI tool', 'tool_arguments', 'tool_response'],
    ['Haystack pipeline', 'haystack.pipeline.input_data', 'haystack.pipeline.output_data'],
    ['CrewAI', 'crew_inputs', 'task_output'],
    ['LlamaIndex', 'query_str', 'retrieved_nodes'],
    ['Bedrock agents', 'aws.bedrock.agent.input_text', 'aws.bedrock.agent.output_text'],
    ['a request body', 'llm.request.body', 'app.response_text'],
    ['any case, array index', 'app.Inputs', 'agent.thoughts.0'],
    ['a bare name', 'input', 'output'],
    ['Spring AI chat client and vector store', 'spring.ai.chat.client.user.text', 'db.vector.query.response.documents'],
    ['Spring AI vector store, CrewAI', 'db.vector.query.content', 'crewai.task.expected_output'],
    ['CrewAI (OpenLLMetry)', 'crewai.agent.goal', 'crewai.task.expected_output'],
    ['Logfire', 'request_data', 'response_data'],
    ['LiteLLM raw request', 'llm.openai.raw_input', 'llm.openai.choices'],
  ])('%s: %s and %s leave the span as values', (_library, inputKey, outputKey) => {
    const { kept, stored } = moved({
      'service.component': 'shop-assistant',
      [inputKey]: JSON.stringify({ question: PROMPT }),
      [outputKey]: ANSWER,
    });
    expect(kept[inputKey]).toBeUndefined();
    expect(kept[outputKey]).toBeUndefined();
    expect(JSON.stringify(kept)).not.toContain('kettle');
    expect(kept['service.component']).toBe('shop-assistant');
    expect(stored.map((o) => [o.source, Object.keys(o.data)])).toEqual([
      ['unknown_convention', [inputKey]],
      ['unknown_convention', [outputKey]],
    ]);
    expect(JSON.stringify(stored)).toContain(PROMPT);
  });

  it("names of GenAI's namespace that no GenAI adapter reads leave too: OpenLIT's tool arguments, a transcription", () => {
    const { kept, stored } = moved({ 'gen_ai.tool.args': JSON.stringify({ question: PROMPT }), 'gen_ai.transcription.text': ANSWER, 'gen_ai.operation.name': 'chat' });
    expect(kept).toEqual({ 'gen_ai.operation.name': 'chat' });
    expect(JSON.stringify(stored)).toContain(PROMPT);
    expect(JSON.stringify(stored)).toContain(ANSWER);
  });

  it("the bare `events`, `response` and `message` of Pydantic AI, Logfire and AutoGen leave only as structured values", () => {
    const { kept, stored } = moved({
      events: JSON.stringify([{ 'event.name': 'gen_ai.user.message', content: PROMPT }]),
      response: JSON.stringify({ output: [{ type: 'message', content: ANSWER }] }),
      message: JSON.stringify({ message: { source: 'intake_agent', content: PROMPT, type: 'TextMessage' } }),
    });
    expect(kept).toEqual({});
    expect(JSON.stringify(stored)).toContain(PROMPT);
    expect(JSON.stringify(stored)).toContain(ANSWER);
    // An HTTP span's status or count under those names is no content.
    for (const value of [200, true, 'OK', 'ok: 3 events', 'user logged in']) {
      expect(moved({ response: value, events: value, message: value }).kept).toEqual({ response: value, events: value, message: value });
    }
  });

  it('also on span events', () => {
    const p = planSpan(span({ attributes: {}, events: [{ timeUnixNano: '1', name: 'agent.step', attributes: { 'step.prompt': PROMPT, 'step.index': 2 }, droppedAttributesCount: 0 }] }));
    expect(p.events[0]?.attributes).toEqual({ 'step.index': 2 });
    expect(JSON.stringify(p.objects.map((o) => JSON.parse(o.json)))).toContain(PROMPT);
  });

  it('keeps names that only contain such a word, numbers and flags under such names, and empty values (negative controls)', () => {
    const attributes: Attributes = {
      'url.query': 'q=kettle&page=2',
      'gen_ai.usage.input_tokens': 40,
      'gen_ai.prompt.name': 'stock-answer',
      'http.response.status_code': 200,
      'db.query.text': 'SELECT 1',
      'messaging.message.body.size': 12,
      'tool.output': 3,
      'step.completion': true,
      'agent.answer': '',
      'input_mode': 'voice',
      'app.prompt_version': 'v7',
      'exception.message': 'timeout after 30 s',
      'cicd.pipeline.result': 'success',
      'feature_flag.result.value': 'on',
      'gen_ai.request.reasoning_effort': 'high',
      // GraphQL documents and arguments are statements the redaction sanitizes in place (Hot Chocolate, gqlgen).
      'graphql.document.body': '{ a(x: ?) }',
      'graphql.http.request.query.body': '{ a }',
      'gql.resolver.args.input': '?',
    };
    const s = span({ attributes });
    const p = planSpan(s);
    expect(p.objects).toEqual([]);
    expect(p.changed).toBe(false);
  });

  it('leaves the names of conventions with an adapter to that adapter', () => {
    // gen_ai.prompt is the previous GenAI input (an LLM part), not an `…prompt` value.
    const p = planSpan(span({ attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.prompt': PROMPT, 'gen_ai.completion': ANSWER } }));
    expect(p.objects.map((o) => o.part)).toEqual(['input', 'output']);
  });

  it('moves nothing by last segment on the recorded spans of the real instrumentations (test/fixtures/interop)', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures/interop');
    let spans = 0;
    const byLastSegment: string[] = [];
    for (const dir of readdirSync(root, { withFileTypes: true }).filter((d) => d.isDirectory())) {
      for (const file of readdirSync(path.join(root, dir.name)).filter((f) => f.includes('.traces') && f.endsWith('.pb'))) {
        for (const s of decodeProtobufTraces(readFileSync(path.join(root, dir.name, file)), { maxAnyValueDepth: 32 }).spans) {
          spans++;
          for (const o of planSpan(s).objects) if (JSON.parse(o.json).source === 'unknown_convention') byLastSegment.push(`${dir.name}/${file} ${s.name}`);
        }
      }
    }
    expect(spans).toBeGreaterThanOrEqual(60);
    expect(byLastSegment).toEqual([]);
  });
});
