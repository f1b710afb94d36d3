/**
 * Interop: the Vercel AI SDK (`ai` with `@ai-sdk/openai`, telemetry on) under the OpenTelemetry Node SDK, calling
 * the local fake provider (a test double) over Chat Completions and the Responses API, exporting to the real
 * all-in-one over OTLP/HTTP protobuf; the root span arrives later, in another export. Scenarios: plain, streamed,
 * a tool loop the SDK executes (two provider calls and a tool execution), the Responses API, an embedding.
 *
 * Asserted: every provider call is one ledger row with the response id, snapshot model and usage the SDK saw;
 * prompts, answers, system text, tool arguments and results, embedding input and vectors are nowhere in the
 * trace (spans of the calls and of the SDK's surrounding calls alike) and read back from the content store
 * (negative control for the scans: the strings they look for are there); the tool execution is a tool call of
 * the trace's evidence; a recorded call replays through a provider configured as `openai`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeProvider, type FakeProvider } from '../provider/fake-provider.ts';
import { PLAIN_TEXT, TOOL_FOLLOW_UP_TEXT } from '../provider/scenarios.ts';
import { ADMIN_TOKEN, flattenSpans, getJson, startAllInOne, waitForTrace, type AllInOneProcess } from '../support/all-in-one-process.ts';
import { evidenceToolCalls, runNodeScript } from './drivers.ts';
import {
  VERCEL_EMBED_TEXT,
  VERCEL_QUESTION,
  VERCEL_SCENARIOS,
  VERCEL_SYSTEM,
  VERCEL_TOOL_DEPOT,
  type VercelScenario,
  type VercelScenarioResult,
} from './node/vercel-ai-scenario.ts';

const ENDUSER = 'enduser-vercel-0042';
/** Provider calls per scenario, and the spans the SDK makes for them (root not counted). */
const EXPECTED: Record<VercelScenario, { calls: number; spans: string[] }> = {
  plain: { calls: 1, spans: ['ai.generateText', 'ai.generateText.doGenerate'] },
  stream: { calls: 1, spans: ['ai.streamText', 'ai.streamText.doStream'] },
  tool_loop: { calls: 2, spans: ['ai.generateText', 'ai.generateText.doGenerate', 'ai.toolCall', 'ai.generateText.doGenerate'] },
  responses: { calls: 1, spans: ['ai.generateText', 'ai.generateText.doGenerate'] },
  embed: { calls: 0, spans: ['ai.embed', 'ai.embed.doEmbed'] },
};

let provider: FakeProvider;
let server: AllInOneProcess;
const results = new Map<VercelScenario, VercelScenarioResult>();
const bodies = new Map<VercelScenario, any>();

async function post(url: string, body: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, body: await res.json() };
}

async function readContent(traceId: string, spanId: string, ref: string): Promise<any> {
  const r = await getJson(
    `${server.api}/v1/content/${encodeURIComponent(ref)}?traceId=${traceId}&spanId=${spanId}&view=raw&reason=${encodeURIComponent('vercel interop test')}`,
    ADMIN_TOKEN,
  );
  expect(r.status).toBe(200);
  return r.body.content;
}

beforeAll(async () => {
  provider = createFakeProvider({});
  const { baseUrl } = await provider.start();
  server = await startAllInOne({
    yaml: ['replay:', '  providers:', '    - name: local-fake', '      kind: openai', '      providers: [openai]', `      baseUrl: ${baseUrl}`, '      apiKeyEnv: FAKE_PROVIDER_KEY', ''].join('\n'),
    env: { FAKE_PROVIDER_KEY: 'sk-fake-replay-vercel' },
  });
  const stdout = await runNodeScript('test/interop/node/run-vercel-ai.ts', ['--otlp-endpoint', server.otlpHttp, '--provider-url', baseUrl, '--enduser', ENDUSER]);
  for (const line of stdout.split('\n').filter((l) => l.startsWith('{'))) {
    const result = JSON.parse(line) as VercelScenarioResult;
    results.set(result.scenario, result);
  }
  for (const [scenario, result] of results) {
    const want = EXPECTED[scenario];
    bodies.set(
      scenario,
      await waitForTrace(
        server.api,
        result.traceId,
        (b) =>
          b?.summary?.rootName === 'handle_request' &&
          !b.summary.pending &&
          b.llmCalls.length >= want.calls &&
          flattenSpans(b.spans).length >= want.spans.length + 1 &&
          // The evidence (the tool execution) is written after the spans and the ledger.
          (scenario !== 'tool_loop' || evidenceToolCalls(b).length >= 1),
        30_000,
      ),
    );
  }
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await provider?.shutdown();
});

describe('Vercel AI SDK → fake provider → all-in-one', () => {
  it('ran every scenario, each trace with its root and every span the SDK made', () => {
    expect([...results.keys()]).toEqual([...VERCEL_SCENARIOS]);
    for (const scenario of VERCEL_SCENARIOS) {
      const body = bodies.get(scenario);
      expect(body, scenario).not.toBeNull();
      expect(body.summary.rootSpanId).toBe(results.get(scenario)!.rootSpanId);
      const names = flattenSpans(body.spans).map((s: any) => s.name);
      expect(names.filter((n: string) => n.startsWith('ai.')).sort(), scenario).toEqual([...EXPECTED[scenario].spans].sort());
    }
  });

  it('has every provider call in the ledger with the response id, snapshot model and usage the SDK saw', () => {
    for (const scenario of VERCEL_SCENARIOS) {
      const result = results.get(scenario)!;
      const ledger = bodies.get(scenario).llmCalls as any[];
      expect(ledger, scenario).toHaveLength(EXPECTED[scenario].calls);
      expect(result.calls).toHaveLength(EXPECTED[scenario].calls);
      result.calls.forEach((want, i) => {
        const got = ledger.find((c) => c.responseId === want.responseId);
        const where = `${scenario} call ${i}`;
        expect(got, where).toBeDefined();
        expect(got.sourceConvention, where).toBe('vercel_ai');
        expect(got.operation, where).toBe('chat');
        expect(got.provider, where).toBe(scenario === 'responses' ? 'openai.responses' : 'openai.chat');
        expect(got.requestModel, where).toBe('fake-chat-small');
        expect(got.responseModel, where).toBe(want.responseModel);
        expect(got.responseModel, where).toBe('fake-chat-small-2025-06-01');
        expect(got.usage.inputTokens, where).toBe(want.inputTokens);
        expect(got.usage.outputTokens, where).toBe(want.outputTokens);
        expect(got.finishReasons, where).toEqual([want.finishReason === 'tool-calls' ? 'tool_call' : want.finishReason]);
        expect(got.content.input.state, where).toBe('stored');
        expect(got.content.output.state, where).toBe('stored');
      });
    }
    expect(results.get('responses')!.calls[0]!.responseId).toMatch(/^resp_/);
    const plain = bodies.get('plain').llmCalls[0];
    expect(plain.params).toMatchObject({ temperature: 0.2, topP: 0.9, maxTokens: 200, seed: 42 });
    expect(plain.stream.streamed).toBe(false);
    const stream = bodies.get('stream').llmCalls[0];
    expect(stream.stream.streamed).toBe(true);
    expect(stream.stream.timeToFirstTokenMs).toBeGreaterThan(0);
    expect(stream.stream.timeToFirstTokenMs).toBeLessThan(stream.durationMs);
  });

  it('keeps no prompt, answer, system text, tool result, embedding input or vector, nor the raw end user in the trace', () => {
    const answers = [PLAIN_TEXT, TOOL_FOLLOW_UP_TEXT];
    for (const scenario of VERCEL_SCENARIOS) {
      const text = JSON.stringify(bodies.get(scenario));
      for (const needle of [VERCEL_QUESTION, VERCEL_SYSTEM, VERCEL_EMBED_TEXT, VERCEL_TOOL_DEPOT, ENDUSER, ...answers]) expect(text, `${scenario}: ${needle}`).not.toContain(needle);
      for (const span of flattenSpans(bodies.get(scenario).spans)) {
        for (const key of ['ai.prompt', 'ai.prompt.messages', 'ai.response.text', 'ai.response.toolCalls', 'ai.toolCall.args', 'ai.toolCall.result', 'ai.value', 'ai.values', 'ai.embedding', 'ai.embeddings']) {
          expect(span.attributes[key], `${scenario} ${span.name} ${key}`).toBeUndefined();
        }
      }
    }
    // Settings and metadata stay on the spans.
    const doGenerate = flattenSpans(bodies.get('plain').spans).find((s: any) => s.name === 'ai.generateText.doGenerate');
    expect(doGenerate.attributes['ai.telemetry.metadata.tier']).toBe('gold');
    expect(doGenerate.attributes['ai.settings.temperature']).toBe(0.2);
  });

  it('reads the moved content back: prompt, system and answer of the call and of the call around it (negative control)', async () => {
    const { traceId } = results.get('plain')!;
    const body = bodies.get('plain');
    const call = body.llmCalls[0];
    const input = await readContent(traceId, call.spanId, call.content.input.ref);
    expect(JSON.stringify(input)).toContain(VERCEL_QUESTION);
    expect(JSON.stringify(input)).toContain(VERCEL_SYSTEM);
    expect(JSON.stringify(await readContent(traceId, call.spanId, call.content.output.ref))).toContain(PLAIN_TEXT);
    const outer = flattenSpans(body.spans).find((s: any) => s.name === 'ai.generateText');
    const system = await readContent(traceId, outer.spanId, outer.attributes['gen_ai.system_instructions_ref']);
    expect(JSON.stringify(system)).toContain(VERCEL_SYSTEM);
    const outerOutput = await readContent(traceId, outer.spanId, outer.attributes['gen_ai.output.messages_ref']);
    expect(JSON.stringify(outerOutput)).toContain(PLAIN_TEXT);
  });

  it('stores the tool loop: definitions, the call, its execution as a tool call of the evidence, and the result in the next prompt', async () => {
    const { traceId } = results.get('tool_loop')!;
    const body = bodies.get('tool_loop');
    const [first, second] = [...body.llmCalls].sort((a: any, b: any) => a.startTimeUnixNano.localeCompare(b.startTimeUnixNano));
    expect(first.content.tools.state).toBe('stored');
    const tools = await readContent(traceId, first.spanId, first.content.tools.ref);
    expect(JSON.stringify(tools)).toContain('get_order_status');
    const answer = JSON.stringify(await readContent(traceId, first.spanId, first.content.output.ref));
    expect(answer).toContain('"type":"tool_call"');
    expect(answer).toContain('8812');
    const followUp = JSON.stringify(await readContent(traceId, second.spanId, second.content.input.ref));
    expect(followUp).toContain('tool_call_response');
    expect(followUp).toContain(VERCEL_TOOL_DEPOT);
    const toolSpan = flattenSpans(body.spans).find((s: any) => s.name === 'ai.toolCall');
    const toolCall = await readContent(traceId, toolSpan.spanId, toolSpan.attributes['tracehold.tool_call_ref']);
    expect(JSON.stringify(toolCall)).toContain(VERCEL_TOOL_DEPOT);
    // The execution is a tool call of the trace's evidence, under a call or unlinked, with its id and stored content.
    expect(evidenceToolCalls(body)).toEqual([
      expect.objectContaining({ toolName: 'get_order_status', callId: toolSpan.attributes['ai.toolCall.id'], argumentsRef: toolSpan.attributes['tracehold.tool_call_ref'] }),
    ]);
  });

  it('stores the embedding input and vector as values', async () => {
    const { traceId } = results.get('embed')!;
    const doEmbed = flattenSpans(bodies.get('embed').spans).find((s: any) => s.name === 'ai.embed.doEmbed');
    expect(JSON.stringify(await readContent(traceId, doEmbed.spanId, doEmbed.attributes['tracehold.input.value_ref']))).toContain(VERCEL_EMBED_TEXT);
    const vector = await readContent(traceId, doEmbed.spanId, doEmbed.attributes['tracehold.output.value_ref']);
    expect(JSON.stringify(vector)).toMatch(/-?0\.\d{6,}/);
  });

  it('replays a recorded call through a provider configured as `openai`, with the stored prompt', async () => {
    const { traceId } = results.get('plain')!;
    const call = bodies.get('plain').llmCalls[0];
    provider.clearRequests();
    const started = await post(`${server.api}/v1/traces/${traceId}/llm-calls/${call.spanId}/replays`, {
      n: 3,
      budgetUsd: 1,
      reason: 'INC-3001 vercel replay',
      priceOverride: { inputPerMTokUsd: 2.5, outputPerMTokUsd: 10 },
    });
    expect(started.status).toBe(202);
    const deadline = Date.now() + 60_000;
    let job: any;
    for (;;) {
      job = (await getJson(`${server.api}/v1/replays/${started.body.replayId}`)).body;
      if (!['queued', 'running'].includes(job.state) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(job.state).toBe('done');
    expect(job.report.completed).toBe(3);
    const sent = provider.requests().filter((r) => r.path.endsWith('/chat/completions'));
    expect(sent).toHaveLength(3);
    for (const r of sent) {
      const b = r.body as any;
      expect(b.model).toBe('fake-chat-small-2025-06-01');
      expect(b).toMatchObject({ temperature: 0.2, top_p: 0.9, max_tokens: 200, seed: 42 });
      expect(b.messages).toEqual([
        { role: 'system', content: VERCEL_SYSTEM },
        { role: 'user', content: VERCEL_QUESTION },
      ]);
    }
  }, 90_000);
});
