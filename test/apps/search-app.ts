/**
 * A support assistant's traffic for the search end-to-end test, sent with the real OpenTelemetry SDK over
 * OTLP/HTTP protobuf: each call is one trace across two services — an HTTP server span (root, with
 * `http.route`, `http.response.status_code` and the end user as `enduser.id`) in the web service, and the LLM
 * call (GenAI conventions: provider, request and response model, response id, session and conversation ids)
 * in a worker service that continues the trace from a propagated `traceparent`. Times are explicit, so that
 * the order and durations the test asserts do not depend on this machine's speed.
 *
 * Usage: SEARCH_CALLS='[{"key":…, …}]' OTEL_EXPORTER_OTLP_ENDPOINT=<url> node --import tsx test/apps/search-app.ts
 * Calls come by environment, not argv (the SDK records argv as a resource attribute).
 * Prints {"calls": {"<key>": {"traceId", "spanId"}}} after every provider flushed.
 */
import { context, SpanKind, SpanStatusCode, trace, type Context, type Tracer } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';

/** One LLM call and the request that made it. */
export interface SearchAppCall {
  key: string;
  /** Milliseconds since the epoch at which the request started; the LLM call starts 10 ms later. */
  startMs: number;
  /** Duration of the request; the LLM call ends 10 ms before it. */
  durationMs: number;
  webService: string;
  workerService: string;
  route: string;
  httpStatus: number;
  endUser?: string;
  sessionId?: string;
  conversationId?: string;
  provider: string;
  requestModel: string;
  responseModel: string;
  responseId: string;
  /** The LLM call failed (status ERROR, error.type) and so did the request. */
  error?: string;
}

const calls = JSON.parse(process.env.SEARCH_CALLS ?? '[]') as SearchAppCall[];
const propagator = new W3CTraceContextPropagator();
const providers = new Map<string, BasicTracerProvider>();

function tracerOf(service: string): Tracer {
  let provider = providers.get(service);
  if (!provider) {
    provider = new BasicTracerProvider({
      resource: resourceFromAttributes({ 'service.name': service }),
      spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
    });
    providers.set(service, provider);
  }
  return provider.getTracer('search-app', '1.0.0');
}

const out: Record<string, { traceId: string; spanId: string }> = {};
for (const c of calls) {
  const start = c.startMs;
  const end = c.startMs + c.durationMs;
  const root = tracerOf(c.webService).startSpan(`POST ${c.route}`, {
    kind: SpanKind.SERVER,
    startTime: start,
    attributes: {
      'http.request.method': 'POST',
      'http.route': c.route,
      'http.response.status_code': c.httpStatus,
      ...(c.endUser !== undefined ? { 'enduser.id': c.endUser } : {}),
    },
  });
  // The worker continues the trace from the headers the web service sent it.
  const headers: Record<string, string> = {};
  propagator.inject(trace.setSpan(context.active(), root), headers, { set: (carrier, k, v) => void (carrier[k] = v) });
  const parent: Context = propagator.extract(context.active(), headers, { get: (carrier, k) => carrier[k], keys: (carrier) => Object.keys(carrier) });
  const llm = tracerOf(c.workerService).startSpan(
    `chat ${c.requestModel}`,
    {
      kind: SpanKind.CLIENT,
      startTime: start + 10,
      attributes: {
        'gen_ai.operation.name': 'chat',
        'gen_ai.provider.name': c.provider,
        'gen_ai.request.model': c.requestModel,
        'gen_ai.response.model': c.responseModel,
        'gen_ai.response.id': c.responseId,
        'gen_ai.response.finish_reasons': c.error ? [] : ['stop'],
        'gen_ai.usage.input_tokens': 42,
        'gen_ai.usage.output_tokens': 7,
        ...(c.sessionId !== undefined ? { 'session.id': c.sessionId } : {}),
        ...(c.conversationId !== undefined ? { 'gen_ai.conversation.id': c.conversationId } : {}),
        ...(c.error !== undefined ? { 'error.type': c.error } : {}),
      },
    },
    parent,
  );
  if (c.error !== undefined) {
    llm.setStatus({ code: SpanStatusCode.ERROR, message: c.error });
    root.setStatus({ code: SpanStatusCode.ERROR });
  }
  llm.end(end - 10);
  root.end(end);
  out[c.key] = { traceId: llm.spanContext().traceId, spanId: llm.spanContext().spanId };
}
await Promise.all([...providers.values()].map((p) => p.shutdown()));
process.stdout.write(JSON.stringify({ calls: out }) + '\n');
