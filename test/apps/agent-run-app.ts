/**
 * A long agent run instrumented with the real OpenTelemetry Node SDK and its default BatchSpanProcessor:
 * the root span (`invoke_agent`, SERVER, carrying `enduser.id`) stays open while two LLM calls with inline
 * GenAI content run and end; the processor exports them on its schedule, and the root ends `ROOT_DELAY_MS`
 * later, so it reaches the collector LAST, in another export.
 *
 * Usage: END_USER=<id> ROOT_DELAY_MS=30000 OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 \
 *        node --import tsx test/apps/agent-run-app.ts
 * Prints {"traceId", "rootSpanId", "llmSpanIds", "childrenExportedAtMs", "rootEndedAtMs"} when flushed.
 * Set NO_END_USER=1 to send the same run without any end user (a control).
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { context, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';

const endUser = process.env.END_USER ?? 'customer-4711';
const rootDelayMs = Number(process.env.ROOT_DELAY_MS ?? '30000');
const withEndUser = process.env.NO_END_USER !== '1';
const secret = process.env.PROMPT_MARKER ?? 'marker';

// The SDK's defaults, spelled out: batches leave every 5 s (or at 512 spans), in the order spans ended.
const processor = new BatchSpanProcessor(new OTLPTraceExporter(), { scheduledDelayMillis: 1000 });
const sdk = new NodeSDK({
  resource: resourceFromAttributes({ 'service.name': 'travel-agent', 'service.version': '2.0.0' }),
  spanProcessors: [processor],
  instrumentations: [],
});
sdk.start();
const tracer = trace.getTracer('travel-agent', '2.0.0');

const root = tracer.startSpan('invoke_agent travel-planner', {
  kind: SpanKind.SERVER,
  attributes: {
    'gen_ai.operation.name': 'invoke_agent',
    'gen_ai.agent.name': 'travel-planner',
    'http.request.method': 'POST',
    'http.route': '/agent',
    ...(withEndUser ? { 'enduser.id': endUser } : {}),
  },
});
const rootCtx = trace.setSpan(context.active(), root);
const llmSpanIds: string[] = [];
for (const [i, question] of [`Plan a trip to Lisbon (${secret})`, `And a hotel near the river (${secret})`].entries()) {
  const llm = tracer.startSpan(
    `chat gpt-4o #${i}`,
    {
      kind: SpanKind.CLIENT,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': 'openai',
        'gen_ai.request.model': 'gpt-4o',
        'gen_ai.response.model': 'gpt-4o-2024-08-06',
        'gen_ai.response.id': `chatcmpl-agent-${i}`,
        'gen_ai.response.finish_reasons': ['stop'],
        'gen_ai.usage.input_tokens': 40 + i,
        'gen_ai.usage.output_tokens': 12,
        'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: question }] }]),
        'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: `Here is a plan (${secret}).` }], finish_reason: 'stop' }]),
      },
    },
    rootCtx,
  );
  llmSpanIds.push(llm.spanContext().spanId);
  llm.end();
}
// Let the batch processor export the finished children on its own schedule (not a forced flush).
await new Promise((r) => setTimeout(r, 2500));
const childrenExportedAtMs = Date.now();
await new Promise((r) => setTimeout(r, rootDelayMs));
root.end();
const rootEndedAtMs = Date.now();
await sdk.shutdown();
process.stdout.write(
  JSON.stringify({ traceId: root.spanContext().traceId, rootSpanId: root.spanContext().spanId, llmSpanIds, childrenExportedAtMs, rootEndedAtMs }) + '\n',
);
