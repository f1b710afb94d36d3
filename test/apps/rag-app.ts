/**
 * A retrieval-augmented LLM application instrumented with the real OpenTelemetry Node SDK (OTLP/HTTP
 * protobuf, one export per span as it ends, so the trace arrives in pieces). One request:
 *
 *   POST /ask (SERVER, http.route /ask)
 *   ├── retrieve kb        OpenInference RETRIEVER: 2 documents, metadata with version / source / owner
 *   ├── SELECT orders      PostgreSQL, the SQL carries a literal (the canary)
 *   ├── chat gpt-4o        GenAI chat, asks for a tool
 *   ├── execute_tool lookup_order
 *   └── chat gpt-4o        GenAI chat, answers
 *
 * Mode `late` (TRACE_ID, ROOT_SPAN_ID, LATE_START_NS, LATE_END_NS): one more DB span of that trace, exported
 * after the trace was decided, timed before the second chat call.
 *
 * Usage: CANARY=<canary> OTEL_EXPORTER_OTLP_ENDPOINT=<url> node --import tsx test/apps/rag-app.ts <trace|late>
 * Prints one JSON line after the SDK has flushed: the trace id, the span ids, and the raw DB statement as the
 * SDK exported it (read from an in-memory exporter beside the OTLP one).
 */
import { NodeSDK } from '@opentelemetry/sdk-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { context, SpanKind, SpanStatusCode, trace, TraceFlags, type Span } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';

const [mode] = process.argv.slice(2);
const canary = process.env.CANARY;
if ((mode !== 'trace' && mode !== 'late') || !canary) {
  process.stderr.write('usage: CANARY=<canary> rag-app.ts <trace|late>\n');
  process.exit(2);
}

const memory = new InMemorySpanExporter();
const memoryProcessor = new SimpleSpanProcessor(memory);
const sdk = new NodeSDK({
  resource: resourceFromAttributes({ 'service.name': 'rag-api', 'service.version': '2.0.1' }),
  spanProcessors: [new SimpleSpanProcessor(new OTLPTraceExporter()), memoryProcessor],
  instrumentations: [],
});
sdk.start();
const tracer = trace.getTracer('rag-api', '2.0.1');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const sql = `SELECT status, eta FROM orders WHERE customer_ref = '${canary}' AND region = 'eu'`;

function dbSpan(options: { startTime?: bigint; endTime?: bigint } = {}): Span {
  const span = tracer.startSpan('SELECT orders', {
    kind: SpanKind.CLIENT,
    ...(options.startTime !== undefined ? { startTime: nanosToHrTime(options.startTime) } : {}),
    attributes: {
      'db.system.name': 'postgresql',
      'db.namespace': 'shop',
      'db.operation.name': 'SELECT',
      'db.query.text': sql,
      'db.response.returned_rows': 1,
    },
  });
  return span;
}

function nanosToHrTime(ns: bigint): [number, number] {
  return [Number(ns / 1_000_000_000n), Number(ns % 1_000_000_000n)];
}

const chatAttributes = (id: string, finish: string) => ({
  'gen_ai.operation.name': 'chat',
  'gen_ai.provider.name': 'openai',
  'gen_ai.request.model': 'gpt-4o',
  'gen_ai.response.model': 'gpt-4o-2024-08-06',
  'gen_ai.response.id': id,
  'gen_ai.response.finish_reasons': [finish],
  'gen_ai.usage.input_tokens': 320,
  'gen_ai.usage.output_tokens': 40,
  'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: `Where is my order? (${canary})` }] }]),
});

const out: Record<string, unknown> = {};
if (mode === 'trace') {
  await tracer.startActiveSpan('POST /ask', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'url.path': '/ask', 'http.route': '/ask' } }, async (root) => {
    out['traceId'] = root.spanContext().traceId;
    out['rootSpanId'] = root.spanContext().spanId;
    const retriever = tracer.startSpan('retrieve kb', {
      attributes: {
        'openinference.span.kind': 'RETRIEVER',
        'input.value': 'where is my order',
        'retrieval.documents.0.document.id': 'kb-shipping-7',
        'retrieval.documents.0.document.score': 0.92,
        'retrieval.documents.0.document.content': `Shipping delays for ${canary} happen in December.`,
        'retrieval.documents.0.document.metadata': JSON.stringify({ version: 'v14', source: 's3://kb/shipping.md', owner: canary }),
        'retrieval.documents.1.document.id': 'kb-returns-2',
        'retrieval.documents.1.document.score': 0.41,
        'retrieval.documents.1.document.content': 'Returns are free within 30 days.',
        'retrieval.documents.1.document.metadata': JSON.stringify({ revision: '3', file_path: '/kb/returns.md' }),
      },
    });
    out['retrieverSpanId'] = retriever.spanContext().spanId;
    await sleep(5);
    retriever.end();
    const db = dbSpan();
    out['dbSpanId'] = db.spanContext().spanId;
    await sleep(5);
    db.end();
    await sleep(2);
    const chat1 = tracer.startSpan('chat gpt-4o', { kind: SpanKind.CLIENT, attributes: chatAttributes('chatcmpl-rag-1', 'tool_calls') });
    out['chat1SpanId'] = chat1.spanContext().spanId;
    await sleep(5);
    chat1.end();
    const tool = tracer.startSpan('execute_tool lookup_order', {
      attributes: {
        'gen_ai.operation.name': 'execute_tool',
        'gen_ai.tool.name': 'lookup_order',
        'gen_ai.tool.call.id': 'call_lookup_1',
        'gen_ai.tool.call.arguments': JSON.stringify({ customer: canary }),
        'gen_ai.tool.call.result': JSON.stringify({ status: 'in transit' }),
      },
    });
    out['toolSpanId'] = tool.spanContext().spanId;
    await sleep(5);
    tool.end();
    // Room before the second call for the late DB span, whose times are set by the test.
    await sleep(50);
    const chat2 = tracer.startSpan('chat gpt-4o', { kind: SpanKind.CLIENT, attributes: chatAttributes('chatcmpl-rag-2', 'stop') });
    out['chat2SpanId'] = chat2.spanContext().spanId;
    await sleep(5);
    chat2.setStatus({ code: SpanStatusCode.OK });
    chat2.end();
    root.setAttribute('http.response.status_code', 200);
    root.end();
  });
} else {
  const parent = trace.setSpanContext(context.active(), {
    traceId: process.env.TRACE_ID!,
    spanId: process.env.ROOT_SPAN_ID!,
    traceFlags: TraceFlags.SAMPLED,
    isRemote: true,
  });
  await context.with(parent, async () => {
    const db = dbSpan({ startTime: BigInt(process.env.LATE_START_NS!) });
    out['lateSpanId'] = db.spanContext().spanId;
    db.end(nanosToHrTime(BigInt(process.env.LATE_END_NS!)));
  });
}

// Exports can wait for the resource: flush first. Read before shutdown, which empties the in-memory exporter.
await memoryProcessor.forceFlush();
const finished = memory.getFinishedSpans();
out['rawDbStatement'] = finished.find((s) => s.name === 'SELECT orders')?.attributes['db.query.text'] ?? null;
const ns = (t: [number, number]) => String(BigInt(t[0]) * 1_000_000_000n + BigInt(t[1]));
out['times'] = Object.fromEntries(finished.map((s) => [s.spanContext().spanId, { start: ns(s.startTime), end: ns(s.endTime) }]));
await sdk.shutdown();
process.stdout.write(JSON.stringify(out) + '\n');
