/**
 * Sends personal-data and secret canaries through the real OpenTelemetry Node SDK (OTLP/HTTP protobuf),
 * each placed at one location of a span: an attribute, an event attribute, an exception, the status
 * message, the span name, a link attribute, or a resource attribute.
 *
 * Usage: CANARY_PLAN=<json file> OTEL_EXPORTER_OTLP_ENDPOINT=<url> node --import tsx test/apps/canary-app.ts
 * The plan is [{ id, type, location, value }]. Prints {"traceId": "..."} after the SDK flushed.
 */
import { readFileSync } from 'node:fs';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { SpanKind, SpanStatusCode, trace, type Link } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-proto';

export interface CanaryPlacement {
  id: number;
  type: string;
  location: 'span_attribute' | 'event_attribute' | 'exception' | 'status_message' | 'span_name' | 'link_attribute' | 'resource_attribute';
  value: string;
}

const plan = JSON.parse(readFileSync(process.env.CANARY_PLAN!, 'utf8')) as CanaryPlacement[];
const resourceAttrs: Record<string, string> = { 'service.name': 'canary-app' };
for (const p of plan) if (p.location === 'resource_attribute') resourceAttrs[`app.owner_note_${p.id}`] = `contact ${p.value} for escalations`;

const sdk = new NodeSDK({ resource: resourceFromAttributes(resourceAttrs), traceExporter: new OTLPTraceExporter(), instrumentations: [] });
sdk.start();
const tracer = trace.getTracer('canary-app', '1.0.0');

const text = (p: CanaryPlacement) => (p.type === 'SQL_LITERAL' ? p.value : `customer wrote: ${p.value} (see ticket)`);

let traceId = '';
await tracer.startActiveSpan('POST /support', { kind: SpanKind.SERVER, attributes: { 'http.request.method': 'POST', 'url.path': '/support' } }, async (root) => {
  traceId = root.spanContext().traceId;
  for (const p of plan) {
    if (p.location === 'resource_attribute') continue;
    const links: Link[] = p.location === 'link_attribute' ? [{ context: root.spanContext(), attributes: { 'app.link_note': text(p) } }] : [];
    const name = p.location === 'span_name' ? `lookup ${p.value}` : `step ${p.id}`;
    const attributes: Record<string, string> = { 'app.step': String(p.id) };
    if (p.type === 'SQL_LITERAL') {
      attributes['db.system.name'] = 'postgresql';
      if (p.location === 'span_attribute') attributes['db.query.text'] = `SELECT id FROM users WHERE token = '${p.value}' AND active = true`;
    } else if (p.location === 'span_attribute') attributes['app.note'] = text(p);
    const span = tracer.startSpan(name, { kind: SpanKind.INTERNAL, attributes, links });
    if (p.location === 'event_attribute') {
      if (p.type === 'SQL_LITERAL') span.addEvent('db.retry', { 'db.query.text': `UPDATE users SET token = '${p.value}' WHERE id = 7` });
      else span.addEvent('note', { 'app.detail': text(p) });
    }
    if (p.location === 'exception') span.recordException(new Error(`lookup failed for ${p.value}`));
    if (p.location === 'status_message') span.setStatus({ code: SpanStatusCode.ERROR, message: `rejected ${p.value}` });
    span.end();
  }
  root.end();
});
await sdk.shutdown();
process.stdout.write(JSON.stringify({ traceId }) + '\n');
