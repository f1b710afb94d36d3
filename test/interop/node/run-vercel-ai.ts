/**
 * Interop driver for the Vercel AI SDK: the real `ai` package with its real OpenAI provider (`@ai-sdk/openai`)
 * calling the fake provider (test/provider), telemetry on (`experimental_telemetry: {isEnabled: true}`) under the
 * OpenTelemetry Node SDK, exporting with the OTLP/HTTP protobuf exporter.
 *
 *   node --import tsx test/interop/node/run-vercel-ai.ts --otlp-endpoint http://127.0.0.1:PORT
 *        --provider-url http://127.0.0.1:PORT/v1 [--scenarios plain,stream,tool_loop,responses,embed] [--enduser ID]
 *
 * Prints one JSON line per scenario: {scenario, traceId, rootSpanId, calls: every provider call as the SDK saw its
 * answer, text: the final answer}. Every trace has a root `handle_request` with the end user, exported after its
 * children in another export.
 */
import { parseArgs } from 'node:util';
import { createOpenAI } from '@ai-sdk/openai';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { embed, generateText, stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { VERCEL_EMBED_TEXT, VERCEL_QUESTION, VERCEL_SCENARIOS, VERCEL_SYSTEM, VERCEL_TOOL_DEPOT, type VercelCall, type VercelScenario } from './vercel-ai-scenario.ts';

const MODEL = 'fake-chat-small';

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: VERCEL_SCENARIOS.join(',') },
    'otlp-endpoint': { type: 'string' },
    'provider-url': { type: 'string' },
    enduser: { type: 'string' },
  },
});
const endpoint = values['otlp-endpoint']?.replace(/\/$/, '');
const providerUrl = values['provider-url'];
const scenarios = values.scenarios!.split(',').filter(Boolean) as VercelScenario[];
if (!endpoint || !providerUrl || scenarios.some((s) => !VERCEL_SCENARIOS.includes(s))) {
  process.stderr.write('usage: run-vercel-ai.ts --otlp-endpoint URL --provider-url URL [--scenarios a,b] [--enduser ID]\n');
  process.exit(2);
}

const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }));
const sdk = new NodeSDK({
  autoDetectResources: false,
  resource: resourceFromAttributes({ 'service.name': 'interop-vercel-ai', 'service.version': '1.0.0', 'deployment.environment.name': 'test' }),
  spanProcessors: [spanProcessor],
});
sdk.start();

const openai = createOpenAI({ baseURL: providerUrl, apiKey: 'sk-fake-interop-not-a-real-key' });
const tracer = trace.getTracer('interop-app', '1.0.0');
const telemetry = { isEnabled: true, functionId: 'parcel-chat', metadata: { tier: 'gold' } };
const scenarioHeader = (name: string) => ({ 'x-fake-scenario': name });

const callsOf = (steps: { response: { id: string; modelId: string }; usage: { inputTokens?: number; outputTokens?: number }; finishReason: string }[]): VercelCall[] =>
  steps.map((s) => ({
    responseId: s.response.id,
    responseModel: s.response.modelId,
    inputTokens: s.usage.inputTokens ?? null,
    outputTokens: s.usage.outputTokens ?? null,
    finishReason: s.finishReason,
  }));

const runners: Record<VercelScenario, () => Promise<{ calls: VercelCall[]; text: string }>> = {
  async plain() {
    const r = await generateText({
      model: openai.chat(MODEL),
      system: VERCEL_SYSTEM,
      prompt: VERCEL_QUESTION,
      temperature: 0.2,
      topP: 0.9,
      maxOutputTokens: 200,
      seed: 42,
      headers: scenarioHeader('plain'),
      experimental_telemetry: telemetry,
    });
    return { calls: callsOf(r.steps), text: r.text };
  },
  async stream() {
    const r = streamText({ model: openai.chat(MODEL), system: VERCEL_SYSTEM, prompt: VERCEL_QUESTION, headers: scenarioHeader('plain'), experimental_telemetry: telemetry });
    let text = '';
    for await (const delta of r.textStream) text += delta;
    return { calls: callsOf(await r.steps), text };
  },
  async tool_loop() {
    const r = await generateText({
      model: openai.chat(MODEL),
      system: VERCEL_SYSTEM,
      prompt: VERCEL_QUESTION,
      tools: {
        get_order_status: tool({
          description: 'Look up the delivery status of an order.',
          inputSchema: z.object({ order_id: z.string() }),
          execute: async ({ order_id }) => ({ order_id, status: 'out_for_delivery', depot: VERCEL_TOOL_DEPOT }),
        }),
      },
      stopWhen: stepCountIs(3),
      headers: scenarioHeader('tool_call'),
      experimental_telemetry: telemetry,
    });
    return { calls: callsOf(r.steps), text: r.text };
  },
  async responses() {
    // openai(model) speaks the Responses API.
    const r = await generateText({ model: openai(MODEL), prompt: VERCEL_QUESTION, headers: scenarioHeader('plain'), experimental_telemetry: telemetry });
    return { calls: callsOf(r.steps), text: r.text };
  },
  async embed() {
    await embed({ model: openai.embedding('fake-embed-small'), value: VERCEL_EMBED_TEXT, experimental_telemetry: telemetry });
    return { calls: [], text: '' };
  },
};

for (const name of scenarios) {
  const root = tracer.startSpan('handle_request', {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': 'POST', 'http.route': '/chat', ...(values.enduser ? { 'enduser.id': values.enduser } : {}) },
  });
  const { calls, text } = await context.with(trace.setSpan(context.active(), root), () => runners[name]());
  root.setAttribute('http.response.status_code', 200);
  // The SDK's spans go out now; the root follows later, alone, in another export.
  await spanProcessor.forceFlush();
  await new Promise((r) => setTimeout(r, 200));
  root.end();
  const sc = root.spanContext();
  process.stdout.write(JSON.stringify({ scenario: name, traceId: sc.traceId, rootSpanId: sc.spanId, calls, text }) + '\n');
  await spanProcessor.forceFlush();
}
await sdk.shutdown();
