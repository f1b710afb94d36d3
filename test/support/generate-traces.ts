import { randomBytes, randomInt } from 'node:crypto';

const CUSTOMER_POOL = 1000;
import type { Attributes, SpanRecord } from '../../schemas/span.ts';
import { span } from '../factories/span.ts';

/**
 * Generates realistic LLM-application traces in the internal span model (to be encoded as OTLP by
 * test/support/otlp/encode-traces.ts): an HTTP server root, DB and cache calls, a retrieval span, an LLM chat
 * span with a few KiB of GenAI messages, and internal spans with ~20 attributes each.
 */
export interface TraceShape {
  /** Spans per trace (>= 4). */
  spans: number;
  /** Approximate bytes of LLM message content per trace. */
  contentBytes: number;
  /**
   * Every filler text ends in a word of random letters, so no value repeats between traces. By default they repeat (as
   * routes, statuses and enumerations do in real traffic) and redaction remembers them (clean-values.ts); this measures
   * the cost of values never seen before.
   */
  uniqueValues?: boolean;
}

export const DEFAULT_SHAPE: TraceShape = { spans: 10, contentBytes: 4096 };

const WORDS = 'order delivery refund account invoice shipment package delay warehouse courier address payment card support ticket status policy return exchange weekend holiday'.split(' ');

function words(n: number, seed: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += (i ? ' ' : '') + WORDS[(seed * 31 + i * 7) % WORDS.length];
  return s;
}

function hex(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

function baseSpan(traceId: string, parentSpanId: string, name: string, kind: SpanRecord['kind'], startNs: bigint, durNs: bigint, attributes: Attributes): SpanRecord {
  return span({
    tenant: '',
    traceId,
    spanId: hex(8),
    parentSpanId,
    name,
    kind,
    startTimeUnixNano: startNs.toString(),
    endTimeUnixNano: (startNs + durNs).toString(),
    attributes,
    resource: {
      attributes: { 'service.name': 'support-bot', 'service.version': '1.4.2', 'host.name': 'bot-7f9c', 'deployment.environment.name': 'bench', 'telemetry.sdk.language': 'nodejs', 'telemetry.sdk.name': 'opentelemetry', 'telemetry.sdk.version': '2.12.0' },
      droppedAttributesCount: 0,
      schemaUrl: '',
    },
    scope: { name: 'support-bot', version: '1.4.2', attributes: {}, schemaUrl: '' },
  });
}

function letters(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String.fromCharCode(97 + randomInt(26));
  return s;
}

function filler(i: number, n = 20, unique = false): Attributes {
  const a: Attributes = {};
  for (let k = 0; k < n; k++) a[`app.attr_${k}`] = k % 3 === 0 ? k * i : k % 3 === 1 ? `value-${k}-${words(3, i + k)}${unique ? ` ${letters(8)}` : ''}` : k % 2 === 0;
  return a;
}

/** One trace; `marker` (optional) is embedded in the prompt so tests can scan for it. */
export function generateTrace(shape: TraceShape = DEFAULT_SHAPE, marker = ''): { traceId: string; spans: SpanRecord[]; llmSpanId: string } {
  const traceId = hex(16);
  const t0 = BigInt(Date.now()) * 1_000_000n;
  const spans: SpanRecord[] = [];
  // Realistic dirt: an end-user id, a query string with an email, a SQL statement with literals, a client IP.
  // End users come from a pool (as in a real application), so per-subject content keys are reused.
  const customer = `customer-${randomInt(CUSTOMER_POOL)}`;
  const root = baseSpan(traceId, '', 'POST /chat', 2, t0, 900_000_000n, { 'http.request.method': 'POST', 'url.path': '/chat', 'http.route': '/chat', 'url.full': `https://bot.example.test/chat?lang=en&email=${customer}%40mail.example.com`, 'http.response.status_code': 200, 'server.address': 'bot.example.test', 'client.address': '198.51.100.23', 'enduser.id': customer, ...filler(1, 12, shape.uniqueValues) });
  spans.push(root);
  spans.push(baseSpan(traceId, root.spanId, 'SELECT orders', 3, t0 + 5_000_000n, 3_000_000n, { 'db.system.name': 'postgresql', 'db.namespace': 'shop', 'db.operation.name': 'SELECT', 'db.collection.name': 'orders', 'db.query.text': `SELECT status, eta FROM orders WHERE customer_id = '${customer}' AND created_at > '2026-01-01' LIMIT 20`, ...filler(2, 15, shape.uniqueValues) }));
  spans.push(baseSpan(traceId, root.spanId, 'retrieve policies', 1, t0 + 10_000_000n, 40_000_000n, { 'openinference.span.kind': 'RETRIEVER', 'retrieval.documents.0.document.id': 'kb-delivery-12', 'retrieval.documents.0.document.score': 0.91, ...filler(3, 17, shape.uniqueValues) }));
  const paragraphs = Math.max(1, Math.round(shape.contentBytes / 2 / 120));
  const prompt = Array.from({ length: paragraphs }, (_, i) => words(18, i)).join('\n') + (marker ? ` ${marker}` : '');
  const answer = Array.from({ length: paragraphs }, (_, i) => words(18, i + 5)).join('\n');
  const llm = baseSpan(traceId, root.spanId, 'chat gpt-4o', 3, t0 + 60_000_000n, 800_000_000n, {
    'gen_ai.operation.name': 'chat',
    'gen_ai.provider.name': 'openai',
    'gen_ai.request.model': 'gpt-4o',
    'gen_ai.request.temperature': 0.2,
    'gen_ai.request.max_tokens': 512,
    'gen_ai.response.model': 'gpt-4o-2024-08-06',
    'gen_ai.response.id': `chatcmpl-${hex(6)}`,
    'gen_ai.response.finish_reasons': ['stop'],
    'gen_ai.usage.input_tokens': 900,
    'gen_ai.usage.output_tokens': 240,
    'gen_ai.system_instructions': JSON.stringify([{ type: 'text', content: 'You are the support assistant of an online shop.' }]),
    'gen_ai.input.messages': JSON.stringify([{ role: 'user', parts: [{ type: 'text', content: prompt }] }]),
    'gen_ai.output.messages': JSON.stringify([{ role: 'assistant', parts: [{ type: 'text', content: answer }], finish_reason: 'stop' }]),
  });
  spans.push(llm);
  for (let i = spans.length; i < shape.spans; i++) {
    spans.push(baseSpan(traceId, root.spanId, `step ${i}`, 1, t0 + BigInt(i) * 1_000_000n, 2_000_000n, filler(i, 20, shape.uniqueValues)));
  }
  return { traceId, spans, llmSpanId: llm.spanId };
}
