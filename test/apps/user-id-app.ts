/**
 * LLM calls that name their end user the way three instrumentation families do, sent with the real
 * OpenTelemetry Node SDK over OTLP/HTTP protobuf — one trace each:
 * - `openllmetry`: OpenLLMetry's chat span with the OpenAI `user` parameter as `gen_ai.user`, and
 *   Traceloop's association property `user_id`;
 * - `openinference`: OpenInference's LLM span with `user.id` and the `user` inside the
 *   `llm.invocation_parameters` JSON;
 * - `openinference_params`: the same without `user.id` (the parameters are the only place);
 * - `genai`: current GenAI conventions, `enduser.id` on the root span only.
 *
 * Usage: USER_IDS='{"openllmetry":…,"openinference":…,"openinference_params":…,"genai":…}'
 *   OTEL_EXPORTER_OTLP_ENDPOINT=<url> node --import tsx test/apps/user-id-app.ts
 * Ids come by environment, not argv (the SDK records argv as a resource attribute).
 * Prints {"traceIds": {"openllmetry": …, …}} after the SDK flushed.
 */
import { context, SpanKind, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { NodeSDK } from '@opentelemetry/sdk-node';

type Shape = 'openllmetry' | 'openinference' | 'openinference_params' | 'genai';
const ids = JSON.parse(process.env.USER_IDS ?? '{}') as Record<Shape, string>;

const sdk = new NodeSDK({ resource: resourceFromAttributes({ 'service.name': 'assistant-api' }), traceExporter: new OTLPTraceExporter(), instrumentations: [] });
sdk.start();
const tracer = trace.getTracer('user-id-app', '1.0.0');
const traceIds: Partial<Record<Shape, string>> = {};

async function inTrace(shape: Shape, rootAttributes: Record<string, string>, llmName: string, llmAttributes: Record<string, string | number | boolean>): Promise<void> {
  await tracer.startActiveSpan('POST /ask', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'http.route': '/ask', ...rootAttributes } }, async (root) => {
    traceIds[shape] = root.spanContext().traceId;
    tracer.startSpan(llmName, { kind: SpanKind.CLIENT, attributes: llmAttributes }, context.active()).end();
    root.end();
  });
}

await inTrace('openllmetry', {}, 'openai.chat', {
  'llm.request.type': 'chat',
  'gen_ai.system': 'openai',
  'gen_ai.request.model': 'gpt-4o-mini',
  'gen_ai.request.temperature': 0.3,
  'gen_ai.response.model': 'gpt-4o-mini-2024-07-18',
  'gen_ai.user': ids.openllmetry,
  'traceloop.association.properties.user_id': ids.openllmetry,
  'llm.headers': "{'X-Request-Source': 'web'}",
  'gen_ai.prompt.0.role': 'user',
  'gen_ai.prompt.0.content': 'Weekend in Lisbon for two?',
  'gen_ai.completion.0.role': 'assistant',
  'gen_ai.completion.0.content': 'Pack light.',
  'gen_ai.completion.0.finish_reason': 'stop',
  'gen_ai.usage.prompt_tokens': 12,
  'gen_ai.usage.completion_tokens': 3,
});

const invocation = (user: string) => JSON.stringify({ model: 'gpt-4o', temperature: 0.1, max_tokens: 256, user });
const openInference = (user: string) => ({
  'openinference.span.kind': 'LLM',
  'llm.model_name': 'gpt-4o',
  'llm.provider': 'openai',
  'llm.invocation_parameters': invocation(user),
  'llm.input_messages.0.message.role': 'user',
  'llm.input_messages.0.message.content': 'Is a 60 USD dinner covered?',
  'llm.output_messages.0.message.role': 'assistant',
  'llm.output_messages.0.message.content': 'No, the limit is 45 USD.',
  'llm.token_count.prompt': 20,
  'llm.token_count.completion': 8,
});
await inTrace('openinference', {}, 'ChatCompletion', { ...openInference(ids.openinference), 'user.id': ids.openinference });
await inTrace('openinference_params', {}, 'ChatCompletion', openInference(ids.openinference_params));

await inTrace('genai', { 'enduser.id': ids.genai }, 'chat gpt-4o', {
  'gen_ai.operation.name': 'chat',
  'gen_ai.provider.name': 'openai',
  'gen_ai.request.model': 'gpt-4o',
  'gen_ai.response.model': 'gpt-4o-2024-08-06',
  'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: 'Where is my parcel?' }] }]),
  'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: 'On its way.' }], finish_reason: 'stop' }]),
  'gen_ai.usage.input_tokens': 9,
  'gen_ai.usage.output_tokens': 4,
});

await sdk.shutdown();
process.stdout.write(JSON.stringify({ traceIds }) + '\n');
