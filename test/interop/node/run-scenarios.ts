/**
 * Interop scenario driver, Node side: the `openai` npm client instrumented by `@opentelemetry/instrumentation-openai`
 * (opentelemetry-js-contrib) under the OpenTelemetry Node SDK, calling the fake provider (test/provider) and
 * exporting traces, logs and metrics with the OTLP/HTTP protobuf exporters. Same command line and output as
 * test/interop/py/run_scenarios.py:
 *
 *   node --import tsx test/interop/node/run-scenarios.ts --scenarios plain,stream,aborted_stream,tool_call,error
 *        --otlp-endpoint http://127.0.0.1:PORT --provider-url http://127.0.0.1:PORT/v1 [--root-delay-s N] [--enduser ID]
 *
 * Prints one JSON line per scenario: {scenario, traceId, rootSpanId, expected: first LLM call, calls: every call}.
 * Content capture is on the way its users switch it on (OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT=true).
 */
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { context, SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { OTLPLogExporter } from '@opentelemetry/exporter-logs-otlp-proto';
import { OTLPMetricExporter } from '@opentelemetry/exporter-metrics-otlp-proto';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { OpenAIInstrumentation } from '@opentelemetry/instrumentation-openai';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchLogRecordProcessor } from '@opentelemetry/sdk-logs';
import { PeriodicExportingMetricReader } from '@opentelemetry/sdk-metrics';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import type OpenAIClient from 'openai';
import type * as OpenAIModule from 'openai';

const SCENARIOS = ['plain', 'stream', 'aborted_stream', 'tool_call', 'error'] as const;
type Scenario = (typeof SCENARIOS)[number];

const MODEL = 'fake-chat-small';
const SYSTEM = 'You are the parcel-tracking assistant of an online shop. Answer in one sentence.';
const QUESTION = 'Where is my parcel? Order 8812, placed last Monday.';
const TOOLS = [
  {
    type: 'function' as const,
    function: {
      name: 'get_order_status',
      description: 'Look up the delivery status of an order.',
      parameters: { type: 'object', properties: { order_id: { type: 'string' } }, required: ['order_id'] },
    },
  },
];
const TOOL_RESULT = '{"order_id":"8812","status":"out_for_delivery"}';
const ABORT_AFTER_CHUNKS = 3;

interface CallRecord {
  requestModel: string;
  responseModel: string | null;
  responseId: string | null;
  finishReasons: string[];
  inputTokens: number | null;
  outputTokens: number | null;
  streamed: boolean;
  aborted: boolean;
  error: { status: number; type: string; code: string | null } | null;
}

const { values } = parseArgs({
  options: {
    scenarios: { type: 'string', default: SCENARIOS.join(',') },
    'otlp-endpoint': { type: 'string' },
    'provider-url': { type: 'string' },
    'root-delay-s': { type: 'string', default: '0' },
    enduser: { type: 'string' },
  },
});
const endpoint = values['otlp-endpoint']?.replace(/\/$/, '');
const providerUrl = values['provider-url'];
const scenarios = values.scenarios!.split(',').filter(Boolean) as Scenario[];
const rootDelayMs = Number(values['root-delay-s']) * 1000;
const enduser = values.enduser;
if (!endpoint || !providerUrl || scenarios.some((s) => !SCENARIOS.includes(s)) || !Number.isFinite(rootDelayMs)) {
  process.stderr.write('usage: run-scenarios.ts --otlp-endpoint URL --provider-url URL [--scenarios a,b] [--root-delay-s N] [--enduser ID]\n');
  process.exit(2);
}

process.env.OTEL_INSTRUMENTATION_GENAI_CAPTURE_MESSAGE_CONTENT = 'true';
const spanProcessor = new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }));
const logProcessor = new BatchLogRecordProcessor({ exporter: new OTLPLogExporter({ url: `${endpoint}/v1/logs` }) });
const sdk = new NodeSDK({
  // No resource detection: the process detector would record argv, which carries --enduser (a test artefact).
  autoDetectResources: false,
  resource: resourceFromAttributes({ 'service.name': 'interop-node-openai', 'service.version': '1.0.0', 'deployment.environment.name': 'test' }),
  spanProcessors: [spanProcessor],
  logRecordProcessors: [logProcessor],
  // A long interval: metrics are exported by the final flush at shutdown, in one export.
  metricReaders: [new PeriodicExportingMetricReader({ exporter: new OTLPMetricExporter({ url: `${endpoint}/v1/metrics` }), exportIntervalMillis: 60_000 })],
  instrumentations: [new OpenAIInstrumentation()],
});
sdk.start();

// Loaded after the SDK has started, through require, so the instrumentation's module hook patches it (as in a
// CommonJS application; ESM applications need the SDK's --import hook instead).
const { OpenAI, APIError } = createRequire(import.meta.url)('openai') as typeof OpenAIModule;
const client: OpenAIClient = new OpenAI({ baseURL: providerUrl, apiKey: 'sk-fake-interop-not-a-real-key', maxRetries: 0, timeout: 30_000 });
const tracer = trace.getTracer('interop-app', '1.0.0');

const record = (over: Partial<CallRecord>): CallRecord => ({
  requestModel: MODEL,
  responseModel: null,
  responseId: null,
  finishReasons: [],
  inputTokens: null,
  outputTokens: null,
  streamed: false,
  aborted: false,
  error: null,
  ...over,
});

const fromCompletion = (r: OpenAIClient.Chat.Completions.ChatCompletion): CallRecord =>
  record({
    responseModel: r.model,
    responseId: r.id,
    finishReasons: r.choices.map((c) => c.finish_reason),
    inputTokens: r.usage?.prompt_tokens ?? null,
    outputTokens: r.usage?.completion_tokens ?? null,
  });

const messages = (): OpenAIClient.Chat.Completions.ChatCompletionMessageParam[] => [
  { role: 'system', content: SYSTEM },
  { role: 'user', content: QUESTION },
];
const userParam = enduser ? { user: enduser } : {};
const scenarioHeader = (name: string) => ({ headers: { 'x-fake-scenario': name } });

async function consume(stream: AsyncIterable<OpenAIClient.Chat.Completions.ChatCompletionChunk>, limit?: number): Promise<CallRecord> {
  const rec = record({ streamed: true });
  let n = 0;
  // Leaving the loop early (break) makes the client abort the HTTP request: how a Node app stops a stream.
  for await (const chunk of stream) {
    n++;
    rec.responseId ??= chunk.id;
    rec.responseModel ??= chunk.model;
    for (const c of chunk.choices) if (c.finish_reason) rec.finishReasons.push(c.finish_reason);
    if (chunk.usage) {
      rec.inputTokens = chunk.usage.prompt_tokens;
      rec.outputTokens = chunk.usage.completion_tokens;
    }
    if (limit !== undefined && n >= limit) {
      rec.aborted = true;
      break;
    }
  }
  return rec;
}

const runners: Record<Scenario, () => Promise<CallRecord[]>> = {
  async plain() {
    const r = await client.chat.completions.create(
      { model: MODEL, messages: messages(), temperature: 0.2, top_p: 0.9, max_tokens: 200, seed: 42, stop: ['\n\nUser:'], ...userParam },
      scenarioHeader('plain'),
    );
    return [fromCompletion(r)];
  },
  async stream() {
    const s = await client.chat.completions.create({ model: MODEL, messages: messages(), stream: true, stream_options: { include_usage: true }, ...userParam }, scenarioHeader('plain'));
    return [await consume(s)];
  },
  async aborted_stream() {
    const s = await client.chat.completions.create({ model: MODEL, messages: messages(), stream: true, stream_options: { include_usage: true }, ...userParam }, scenarioHeader('slow_stream'));
    return [await consume(s, ABORT_AFTER_CHUNKS)];
  },
  async tool_call() {
    const msgs = messages();
    const first = await client.chat.completions.create({ model: MODEL, messages: msgs, tools: TOOLS, ...userParam }, scenarioHeader('tool_call'));
    const call = first.choices[0]!.message.tool_calls![0]!;
    if (call.type !== 'function') throw new Error('tool_call: expected a function call');
    msgs.push({ role: 'assistant', content: null, tool_calls: [{ id: call.id, type: 'function', function: { name: call.function.name, arguments: call.function.arguments } }] });
    msgs.push({ role: 'tool', tool_call_id: call.id, content: TOOL_RESULT });
    const second = await client.chat.completions.create({ model: MODEL, messages: msgs, tools: TOOLS, ...userParam }, scenarioHeader('tool_call'));
    return [fromCompletion(first), fromCompletion(second)];
  },
  async error() {
    try {
      await client.chat.completions.create({ model: MODEL, messages: messages(), temperature: 0.3, ...userParam }, scenarioHeader('error_400'));
    } catch (e) {
      if (e instanceof APIError) return [record({ error: { status: e.status ?? 0, type: e.constructor.name, code: (e.code as string | null | undefined) ?? null } })];
      throw e;
    }
    throw new Error('error scenario: the client did not throw');
  },
};

for (const name of scenarios) {
  const root = tracer.startSpan('handle_request', {
    kind: SpanKind.SERVER,
    attributes: { 'http.request.method': 'POST', 'http.route': '/chat', 'url.path': '/chat', ...(enduser ? { 'enduser.id': enduser } : {}) },
  });
  const calls = await context.with(trace.setSpan(context.active(), root), () => runners[name]());
  const failed = calls.some((c) => c.error);
  root.setAttribute('http.response.status_code', failed ? 502 : 200);
  if (failed) root.setStatus({ code: SpanStatusCode.ERROR });
  if (rootDelayMs > 0) {
    // Children (and log events) go out now; the root follows later, alone, in another export.
    await spanProcessor.forceFlush();
    await logProcessor.forceFlush();
    await new Promise((r) => setTimeout(r, rootDelayMs));
  }
  root.end();
  const sc = root.spanContext();
  process.stdout.write(JSON.stringify({ scenario: name, traceId: sc.traceId, rootSpanId: sc.spanId, expected: calls[0], calls }) + '\n');
  if (rootDelayMs > 0) await spanProcessor.forceFlush();
}
await sdk.shutdown();
