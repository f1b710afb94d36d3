/**
 * Interop driver for Langfuse's OpenTelemetry-based JS SDK: the real `openai` client wrapped by
 * `@langfuse/openai`'s observeOpenAI (one `generation` observation per call), inside a `@langfuse/tracing`
 * observation with its own input, output, trace input/output and a tool observation, under the OpenTelemetry Node
 * SDK exporting with the OTLP/HTTP protobuf exporter — no Langfuse server: the spans go to the collector given.
 *
 *   node --import tsx test/interop/node/run-langfuse.ts --otlp-endpoint URL --provider-url URL [--enduser ID]
 *
 * Prints one JSON line: {traceId, rootSpanId, calls: [plain call, streamed call], text}. The root `handle_request`
 * (plain OpenTelemetry, with the end user) is exported after its children, in another export.
 */
import { parseArgs } from 'node:util';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { LANGFUSE_QUESTION, LANGFUSE_SYSTEM, LANGFUSE_TOOL_OUTPUT, LANGFUSE_TRACE_INPUT, type LangfuseCall } from './langfuse-scenario.ts';

const { values } = parseArgs({ options: { 'otlp-endpoint': { type: 'string' }, 'provider-url': { type: 'string' }, enduser: { type: 'string' } } });
const endpoint = values['otlp-endpoint']?.replace(/\/$/, '');
const providerUrl = values['provider-url'];
if (!endpoint || !providerUrl) {
  process.stderr.write('usage: run-langfuse.ts --otlp-endpoint URL --provider-url URL [--enduser ID]\n');
  process.exit(2);
}

const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }));
const sdk = new NodeSDK({
  autoDetectResources: false,
  resource: resourceFromAttributes({ 'service.name': 'interop-langfuse', 'service.version': '1.0.0' }),
  spanProcessors: [spanProcessor],
});
sdk.start();

// After the SDK: Langfuse's tracer is the global one.
const { default: OpenAI } = await import('openai');
const { observeOpenAI } = await import('@langfuse/openai');
const { startActiveObservation } = await import('@langfuse/tracing');
const client = observeOpenAI(new OpenAI({ baseURL: providerUrl, apiKey: 'sk-fake-interop-not-a-real-key', maxRetries: 0 }));
const messages = [
  { role: 'system' as const, content: LANGFUSE_SYSTEM },
  { role: 'user' as const, content: LANGFUSE_QUESTION },
];

const root = trace.getTracer('interop-app').startSpan('handle_request', {
  kind: SpanKind.SERVER,
  attributes: { 'http.request.method': 'POST', 'http.route': '/returns', ...(values.enduser ? { 'enduser.id': values.enduser } : {}) },
});
const { calls, text } = await context.with(trace.setSpan(context.active(), root), () =>
  startActiveObservation('answer-return-question', async (observation) => {
    observation.update({ input: { question: LANGFUSE_QUESTION } });
    observation.setTraceIO({ input: LANGFUSE_TRACE_INPUT });
    const tool = observation.startObservation('lookup_return_window', { input: { order_id: '5521' } }, { asType: 'tool' });
    tool.update({ output: { window: LANGFUSE_TOOL_OUTPUT } }).end();
    const plain = await client.chat.completions.create({ model: 'fake-chat-small', messages, temperature: 0.2, seed: 42 }, { headers: { 'x-fake-scenario': 'plain' } });
    const stream = await client.chat.completions.create(
      { model: 'fake-chat-small', messages, stream: true, stream_options: { include_usage: true } },
      { headers: { 'x-fake-scenario': 'plain' } },
    );
    const streamed: LangfuseCall = { responseId: '', responseModel: '', inputTokens: null, outputTokens: null, streamed: true };
    for await (const chunk of stream) {
      streamed.responseId ||= chunk.id;
      streamed.responseModel ||= chunk.model;
      if (chunk.usage) {
        streamed.inputTokens = chunk.usage.prompt_tokens;
        streamed.outputTokens = chunk.usage.completion_tokens;
      }
    }
    const answer = plain.choices[0]!.message.content ?? '';
    observation.update({ output: answer });
    const first: LangfuseCall = {
      responseId: plain.id,
      responseModel: plain.model,
      inputTokens: plain.usage?.prompt_tokens ?? null,
      outputTokens: plain.usage?.completion_tokens ?? null,
      streamed: false,
    };
    return { calls: [first, streamed], text: answer };
  }),
);
await spanProcessor.forceFlush();
await new Promise((r) => setTimeout(r, 200));
root.end();
const sc = root.spanContext();
process.stdout.write(JSON.stringify({ traceId: sc.traceId, rootSpanId: sc.spanId, calls, text }) + '\n');
await sdk.shutdown();
