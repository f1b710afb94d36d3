/**
 * A small LLM application instrumented with the real OpenTelemetry Node SDK. It produces one trace:
 * an HTTP server span, a PostgreSQL span, a retrieval span (OpenInference retriever) and a chat span
 * carrying GenAI content (current conventions, content captured inline as some SDKs do).
 *
 * Usage: TEST_CANARY=<canary> node --import tsx test/apps/instrumented-app.ts <http-json|http-proto|grpc>
 * The exporter endpoint comes from OTEL_EXPORTER_OTLP_ENDPOINT, the standard variable. The canary is
 * passed by environment, not argv: the SDK's process detector records argv as a resource attribute.
 * TEST_END_USER (optional) is the root span's enduser.id (default customer-4711).
 * Prints {"traceId": "..."} on stdout after the SDK has flushed.
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPTraceExporter as HttpJsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as HttpProtoExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OTLPTraceExporter as GrpcExporter } from '@opentelemetry/exporter-trace-otlp-grpc';

const [mode] = process.argv.slice(2);
const canary = process.env.TEST_CANARY;
if (!mode || !canary) {
  process.stderr.write('usage: TEST_CANARY=<canary> instrumented-app.ts <http-json|http-proto|grpc>\n');
  process.exit(2);
}
const exporter = mode === 'grpc' ? new GrpcExporter() : mode === 'http-proto' ? new HttpProtoExporter() : new HttpJsonExporter();

const sdk = new NodeSDK({
  resource: resourceFromAttributes({ 'service.name': 'support-bot', 'service.version': '1.4.2', 'deployment.environment.name': 'test' }),
  traceExporter: exporter,
  instrumentations: [],
});
sdk.start();

const tracer = trace.getTracer('support-bot', '1.4.2');
const prompt = `My order ${canary} never arrived, what happened?`;
const answer = `I am sorry about order ${canary}: it is delayed by two days.`;
const systemText = `You are the support assistant. Internal note ${canary}.`;

let traceId = '';
await tracer.startActiveSpan('POST /chat', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'url.path': '/chat', 'http.route': '/chat', 'server.address': 'bot.example.test', 'enduser.id': process.env.TEST_END_USER ?? 'customer-4711' } }, async (root) => {
  traceId = root.spanContext().traceId;
  await tracer.startActiveSpan('SELECT orders', { kind: SpanKind.CLIENT, attributes: { 'db.system.name': 'postgresql', 'db.namespace': 'shop', 'db.operation.name': 'SELECT', 'db.collection.name': 'orders', 'db.query.text': 'SELECT status FROM orders WHERE id = $1' } }, async (db) => {
    db.end();
  });
  await tracer.startActiveSpan('retrieve policies', { kind: SpanKind.INTERNAL, attributes: {
    'openinference.span.kind': 'RETRIEVER',
    'input.value': `delivery delays for ${canary}`,
    'retrieval.documents.0.document.id': 'kb-delivery-12',
    'retrieval.documents.0.document.score': 0.91,
    'retrieval.documents.0.document.content': `Orders like ${canary} may be delayed during peak season.`,
    'retrieval.documents.1.document.id': 'kb-refunds-3',
    'retrieval.documents.1.document.score': 0.52,
    'retrieval.documents.1.document.content': 'Refunds are processed within 5 days.',
  } }, async (r) => {
    r.end();
  });
  const llm = tracer.startSpan('chat gpt-4o', { kind: SpanKind.CLIENT, attributes: {
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': 'openai',
    'gen_ai.request.model': 'gpt-4o',
    'gen_ai.request.temperature': 0.2,
    'gen_ai.request.top_p': 0.9,
    'gen_ai.request.max_tokens': 512,
    'gen_ai.request.seed': 42,
    'gen_ai.request.stop_sequences': ['\n\nUser:'],
    'gen_ai.response.model': 'gpt-4o-2024-08-06',
    'gen_ai.response.id': 'chatcmpl-A1b2C3d4E5',
    'gen_ai.response.finish_reasons': ['stop'],
    'gen_ai.usage.input_tokens': 187,
    'gen_ai.usage.output_tokens': 23,
    'gen_ai.conversation.id': 'conv-889',
    'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: systemText }]),
    'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: prompt }] }]),
    'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }], finish_reason: 'stop' }]),
  } }, context.active());
  llm.setStatus({ code: SpanStatusCode.OK });
  llm.end();
  root.setAttribute('http.response.status_code', 200);
  root.end();
});

await sdk.shutdown();
process.stdout.write(JSON.stringify({ traceId, prompt, answer, systemText }) + '\n');
