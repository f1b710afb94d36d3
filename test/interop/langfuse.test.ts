/**
 * Interop: Langfuse's OpenTelemetry-based JS SDK (`@langfuse/tracing` and `@langfuse/openai` 5.11.1) around the
 * real `openai` client, under the OpenTelemetry Node SDK, calling the local fake provider (a test double) and
 * exporting to the real all-in-one over OTLP/HTTP protobuf (no Langfuse server involved).
 *
 * Asserted: both generations (plain, streamed) are LLM calls in the ledger with the model, usage, parameters and
 * time to first token Langfuse recorded; their messages are stored as input and output parts and read back
 * (negative control for the scans); the observation's and the trace's input/output and the tool observation's are
 * values; no prompt, answer, system text, tool output or raw end user is left in the trace.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { PLAIN_TEXT } from '../provider/scenarios.ts';
import { ADMIN_TOKEN, flattenSpans, getJson, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { evidenceToolCalls, runNodeScript } from './drivers.ts';
import { LANGFUSE_QUESTION, LANGFUSE_SYSTEM, LANGFUSE_TOOL_OUTPUT, LANGFUSE_TRACE_INPUT, type LangfuseRun } from './node/langfuse-scenario.ts';

const ENDUSER = 'enduser-langfuse-0042';

let provider: FakeProvider;
let server: AllInOneProcess;
let result: LangfuseRun;
let body: any;

async function readContent(spanId: string, ref: string): Promise<any> {
  expect(ref).toMatch(/^thref:v1:/);
  const r = await getJson(
    `${server.api}/v1/content/${encodeURIComponent(ref)}?traceId=${result.traceId}&spanId=${spanId}&view=raw&reason=${encodeURIComponent('langfuse interop test')}`,
    ADMIN_TOKEN,
  );
  expect(r.status).toBe(200);
  return r.body.content;
}

beforeAll(async () => {
  provider = createFakeProvider({});
  const { baseUrl } = await provider.start();
  server = await startAllInOne();
  const stdout = await runNodeScript('test/interop/node/run-langfuse.ts', ['--otlp-endpoint', server.otlpHttp, '--provider-url', baseUrl, '--enduser', ENDUSER]);
  result = JSON.parse(stdout.split('\n').find((l) => l.startsWith('{'))!) as LangfuseRun;
  // Root, the observation, the tool and two generations; the evidence (the tool call) is written after them.
  body = await waitForTrace(
    server.api,
    result.traceId,
    (b) => b?.summary?.rootName === 'handle_request' && !b.summary.pending && b.llmCalls.length >= 2 && flattenSpans(b.spans).length >= 5 && evidenceToolCalls(b).length >= 1,
    30_000,
  );
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await provider?.shutdown();
});

describe('Langfuse JS SDK → fake provider → all-in-one', () => {
  it('makes one ledger row per generation with the model, usage, parameters and first token Langfuse recorded', () => {
    expect(flattenSpans(body.spans).map((s: any) => s.name).sort()).toEqual(['OpenAI.chat', 'OpenAI.chat', 'answer-return-question', 'handle_request', 'lookup_return_window']);
    const calls = [...body.llmCalls].sort((a: any, b: any) => a.startTimeUnixNano.localeCompare(b.startTimeUnixNano));
    expect(calls).toHaveLength(2);
    const [plain, streamed] = calls;
    for (const [got, want] of [
      [plain, result.calls[0]!],
      [streamed, result.calls[1]!],
    ] as const) {
      expect(got.sourceConvention).toBe('langfuse');
      expect(got.operation).toBe('chat');
      expect(got.usage.inputTokens).toBe(want.inputTokens);
      expect(got.usage.outputTokens).toBe(want.outputTokens);
      expect(got.content.input.state).toBe('stored');
      expect(got.content.output.state).toBe('stored');
    }
    // observeOpenAI records the answering snapshot for a plain call, the requested model for a stream.
    expect(plain.requestModel).toBe('fake-chat-small-2025-06-01');
    expect(streamed.requestModel).toBe('fake-chat-small');
    expect(plain.params).toMatchObject({ temperature: 0.2, seed: 42 });
    expect(plain.stream.streamed).not.toBe(true);
    expect(streamed.stream.streamed).toBe(true);
    expect(streamed.stream.timeToFirstTokenMs).toBeGreaterThan(0);
    expect(streamed.stream.timeToFirstTokenMs).toBeLessThan(streamed.durationMs);
  });

  it('keeps no prompt, answer, system text, trace input, tool output or raw end user in the trace', () => {
    const text = JSON.stringify(body);
    for (const needle of [LANGFUSE_QUESTION, LANGFUSE_SYSTEM, LANGFUSE_TRACE_INPUT, LANGFUSE_TOOL_OUTPUT, PLAIN_TEXT, ENDUSER]) expect(text, needle).not.toContain(needle);
    for (const span of flattenSpans(body.spans)) {
      for (const key of ['langfuse.observation.input', 'langfuse.observation.output', 'langfuse.trace.input', 'langfuse.trace.output']) {
        expect(span.attributes[key], `${span.name} ${key}`).toBeUndefined();
      }
    }
  });

  it('reads the moved content back: messages of the generations, values of the other observations (negative control)', async () => {
    const plain = [...body.llmCalls].sort((a: any, b: any) => a.startTimeUnixNano.localeCompare(b.startTimeUnixNano))[0];
    const input = JSON.stringify(await readContent(plain.spanId, plain.content.input.ref));
    expect(input).toContain(LANGFUSE_QUESTION);
    expect(input).toContain(LANGFUSE_SYSTEM);
    expect(JSON.stringify(await readContent(plain.spanId, plain.content.output.ref))).toContain(PLAIN_TEXT);
    const spans = flattenSpans(body.spans);
    const observation = spans.find((s: any) => s.name === 'answer-return-question');
    const observationInput = JSON.stringify(await readContent(observation.spanId, observation.attributes['tracehold.input.value_ref']));
    expect(observationInput).toContain(LANGFUSE_QUESTION);
    expect(observationInput).toContain(LANGFUSE_TRACE_INPUT);
    expect(JSON.stringify(await readContent(observation.spanId, observation.attributes['tracehold.output.value_ref']))).toContain(PLAIN_TEXT);
    const tool = spans.find((s: any) => s.name === 'lookup_return_window');
    expect(JSON.stringify(await readContent(tool.spanId, tool.attributes['tracehold.output.value_ref']))).toContain(LANGFUSE_TOOL_OUTPUT);
    // The tool observation is a tool call of the trace's evidence, its result the stored output value.
    expect(evidenceToolCalls(body)).toEqual([expect.objectContaining({ toolName: 'lookup_return_window', resultRef: tool.attributes['tracehold.output.value_ref'] })]);
  });
});
