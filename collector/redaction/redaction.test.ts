import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { derivePseudonym } from '../../platform/keys/pseudonym.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import type { MetricPoint } from '../../schemas/metric.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { ledgerRecord } from '../../test/factories/ledger-record.ts';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { createRedaction } from './redaction.ts';

const keys: Record<string, Buffer> = { acme: randomBytes(32), beta: randomBytes(32) };

function countingKeys(failFirst = false) {
  const calls: string[] = [];
  let failed = !failFirst;
  return {
    calls,
    tenantRefKey: async (tenant: string) => {
      calls.push(tenant);
      if (!failed) {
        failed = true;
        throw new Error('keyring unavailable');
      }
      return keys[tenant]!;
    },
  };
}

function span(attributes: SpanRecord['attributes'], extra: Partial<SpanRecord> = {}): SpanRecord {
  return { ...spanWithEveryField(), tenant: 'acme', attributes, ...extra };
}

function logRecord(body: LogRecordData['body'], attributes: LogRecordData['attributes'] = {}): LogRecordData {
  return {
    tenant: 'acme', timeUnixNano: '1700000000000000000', observedTimeUnixNano: '1700000000000000001', severityNumber: 9, severityText: 'INFO',
    body, attributes, droppedAttributesCount: 0, flags: 1, traceId: '0af7651916cd43dd8448eb211c80319c', spanId: 'b7ad6b7169203331', eventName: '',
    resource: { attributes: { 'service.name': 'chat-api' }, droppedAttributesCount: 0, schemaUrl: '' },
    scope: { name: 'app.logger', version: '1.2.3', attributes: {}, schemaUrl: '' },
  };
}

function metricPoint(attributes: MetricPoint['attributes']): MetricPoint {
  return {
    tenant: 'acme', name: 'gen_ai.client.token.usage', description: '', unit: '{token}', type: 'histogram', temporality: 'delta', isMonotonic: false,
    startTimeUnixNano: '1700000000000000000', timeUnixNano: '1700000001000000000', attributes, value: null, count: 1, sum: 42, min: 42, max: 42,
    bucketCounts: [0, 1], explicitBounds: [100], detailsJson: '{}', flags: 0,
    resource: { attributes: {}, droppedAttributesCount: 0, schemaUrl: '' },
    scope: { name: 'openai', version: '1.0.0', attributes: {}, schemaUrl: '' },
  };
}

describe('createRedaction', () => {
  it('builds a tenant engine once for every record kind, and one per tenant', async () => {
    const { calls, tenantRefKey } = countingKeys();
    const redaction = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({}));
    await Promise.all([
      redaction.redactSpans('acme', { spans: [span({ note: 'jane@example.com' })], ledger: [] }),
      redaction.redactLogs('acme', [logRecord('mail jane@example.com')]),
      redaction.redactMetricPoints('acme', [metricPoint({ 'server.address': 'https://api.example.com/v1?key=abc' })]),
      redaction.redactDocument('acme', [{ role: 'user', content: 'hi' }]),
      redaction.redactLogs('beta', [logRecord('x')]),
    ]);
    expect(calls.sort()).toEqual(['acme', 'beta']);
  });

  it('does not cache a failed engine: the next call builds it again', async () => {
    const { calls, tenantRefKey } = countingKeys(true);
    const redaction = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({}));
    await expect(redaction.redactLogs('acme', [logRecord('mail jane@example.com')])).rejects.toThrow('keyring unavailable');
    const logs = [logRecord('mail jane@example.com')];
    await expect(redaction.redactLogs('acme', logs)).resolves.toBe(logs);
    expect(logs[0]!.body).toBe('mail [REDACTED:EMAIL]');
    expect(calls).toEqual(['acme', 'acme']);
  });

  it("applies a tenant's rules in every record kind", async () => {
    const config = RedactionConfigSchema.parse({ tenants: { beta: { rules: { EMAIL: { mode: 'drop' }, IP: { enabled: false } } } } });
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, config);
    const s = span({ 'app.note': 'jane@example.com', 'app.ip': '203.0.113.9' }, { tenant: 'beta' });
    const log = logRecord('from 203.0.113.9', { 'app.mail': 'jane@example.com' });
    const point = metricPoint({ 'app.mail': 'jane@example.com', 'client.ip': '203.0.113.9' });
    await redaction.redactSpans('beta', { spans: [s], ledger: [] });
    await redaction.redactLogs('beta', [log]);
    await redaction.redactMetricPoints('beta', [point]);
    expect(s.attributes).toEqual({ 'app.ip': '203.0.113.9' });
    expect([log.body, log.attributes]).toEqual(['from 203.0.113.9', {}]);
    expect(point.attributes).toEqual({ 'client.ip': '203.0.113.9' });
  });

  it('pseudonymizes end users with the shared derivation, and fills a missing subjectRef with the same pseudonym', async () => {
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, RedactionConfigSchema.parse({}));
    const s = span({ 'enduser.id': 'customer-4711' });
    const record = ledgerRecord({ traceId: s.traceId, spanId: s.spanId, subjectRef: '' });
    const log = logRecord({ user_id: 'customer-4711' });
    await redaction.redactSpans('acme', { spans: [s], ledger: [record] });
    await redaction.redactLogs('acme', [log]);
    const expected = derivePseudonym(keys.acme!, 'customer-4711');
    expect(s.attributes['enduser.id']).toBe(expected);
    expect(record.subjectRef).toBe(expected);
    expect(log.body).toEqual({ user_id: expected });
  });

  it("gives the content store's pseudonym for the same tenant key (ledger subject_ref = redacted enduser.id = store pseudonym)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'th-redaction-'));
    const logger = pino({ level: 'silent' });
    const keyring = createKeyring({ logger }, { dir: path.join(dir, 'keys') });
    await keyring.start();
    const store = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(dir, 'content') } });
    await store.start();
    try {
      const redaction = createRedaction({ tenantRefKey: async (t) => (await keyring.tenantKeys(t)).refKey }, RedactionConfigSchema.parse({}));
      const s = span({ 'enduser.id': 'jane-7' });
      await redaction.redactSpans('acme', { spans: [s], ledger: [] });
      expect(s.attributes['enduser.id']).toMatch(/^psn_[0-9a-f]{32}$/);
      expect(s.attributes['enduser.id']).toBe(await store.pseudonymize('acme', 'jane-7'));
      // The subject key that encrypts jane-7's content is named by the same pseudonym.
      const { ref } = await store.put('acme', Buffer.from('where is my parcel?'), 'text/plain', 'jane-7');
      expect((await store.get('acme', ref))?.subjectRef).toBe(s.attributes['enduser.id']);
      // Negative control: another tenant's store pseudonym differs, so the equality above is not vacuous.
      expect(s.attributes['enduser.id']).not.toBe(await store.pseudonymize('beta', 'jane-7'));
    } finally {
      await store.shutdown();
      await keyring.shutdown();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('redacts a content document into a new value, keeping structure, roles and the original beside the data', async () => {
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, RedactionConfigSchema.parse({}));
    const document = {
      schema: 'tracehold.content.v1',
      data: [{ role: 'user', name: 'alice', content: 'I am jane@example.com' }],
      original: '[{"role":"user","content":"card 4111 1111 1111 1111"}]',
    };
    const before = structuredClone(document);
    const view = (await redaction.redactDocument('acme', document)) as typeof document;
    expect(view).toEqual({
      schema: 'tracehold.content.v1',
      data: [{ role: 'user', name: derivePseudonym(keys.acme!, 'alice'), content: 'I am [REDACTED:EMAIL]' }],
      original: '[{"role":"user","content":"card [REDACTED:CARD]"}]',
    });
    expect(document).toEqual(before);
  });

  it("masks a bare answer in the document's original as in its data, whatever the original's shape; a value part is read as span attributes", async () => {
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, RedactionConfigSchema.parse({}));
    const turns = [
      { role: 'assistant', parts: [{ type: 'text', content: 'Could you confirm your date of birth?' }] },
      { role: 'user', parts: [{ type: 'text', content: '14.03.1987' }] },
    ];
    const flattened = { schema: 'tracehold.content.v1', part: 'input', data: turns, original: { attributes: { 'llm.input_messages.0.message.content': 'Could you confirm your date of birth?', 'llm.input_messages.1.message.content': '14.03.1987' } } };
    const jsonText = { schema: 'tracehold.content.v1', part: 'input', data: turns, original: { attributes: { 'gen_ai.input.messages': JSON.stringify([{ role: 'assistant', content: 'Could you confirm your date of birth?' }, { role: 'user', content: '14.03.1987' }]) } } };
    for (const document of [flattened, jsonText]) {
      const view = JSON.stringify(await redaction.redactDocument('acme', document));
      expect(view).not.toContain('14.03.1987');
      expect(view).toContain('date of birth');
    }
    const value = { schema: 'tracehold.content.v1', part: 'value', data: { 'input.value': JSON.stringify({ chat_history: [{ type: 'ai', data: { content: 'Could you confirm your date of birth?' } }], input: '14.03.1987' }), 'input.mime_type': 'application/json' } };
    expect(await redaction.redactDocument('acme', value)).toEqual({ ...value, data: { ...value.data, 'input.value': value.data['input.value'].replace('14.03.1987', '[REDACTED:BIRTH_DATE]') } });
    // Negative control: the same documents when nothing asked for the date keep it.
    const unasked = { ...flattened, data: [{ role: 'assistant', parts: [{ type: 'text', content: 'OK.' }] }, turns[1]] };
    expect(JSON.stringify(await redaction.redactDocument('acme', unasked))).toContain('14.03.1987');
  });

  it('with redaction switched off passes records untouched (negative control), but still redacts the document view', async () => {
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, RedactionConfigSchema.parse({ enabled: false }));
    const s = span({ note: 'jane@example.com' });
    const log = logRecord('jane@example.com');
    const point = metricPoint({ note: 'jane@example.com' });
    await redaction.redactSpans('acme', { spans: [s], ledger: [] });
    await redaction.redactLogs('acme', [log]);
    await redaction.redactMetricPoints('acme', [point]);
    expect([s.attributes.note, log.body, point.attributes.note]).toEqual(['jane@example.com', 'jane@example.com', 'jane@example.com']);
    expect(await redaction.redactDocument('acme', 'jane@example.com')).toBe('[REDACTED:EMAIL]');
  });

  it("reads what names a record's source — scope name and version, schema URLs, severity text, metric name and description — for certain data only", async () => {
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]! }, RedactionConfigSchema.parse({}));
    const origin = (name: string, version: string, schemaUrl: string) => ({
      resource: { attributes: {}, droppedAttributesCount: 0, schemaUrl },
      scope: { name, version, attributes: {}, schemaUrl },
    });
    const dirty = origin('lib jane@example.com', '1.0 jane@example.com', 'https://schemas.example/1.0?owner=jane@example.com');
    const clean = origin('@opentelemetry/instrumentation-http', '0.57.2-alpha.1+20241015', 'https://opentelemetry.io/schemas/1.28.0');
    const s = span({}, structuredClone(dirty));
    const sClean = span({}, structuredClone(clean));
    const log = { ...logRecord('x'), ...structuredClone(dirty), severityText: 'WARN jane@example.com' };
    const logClean = { ...logRecord('x'), ...structuredClone(clean), severityText: 'WARN' };
    const point = { ...metricPoint({}), ...structuredClone(dirty), name: 'gen_ai.client.custom:jane@example.com', description: 'duration for jane@example.com' };
    const pointClean = { ...metricPoint({}), ...structuredClone(clean), description: 'Measures number of input and output tokens used' };
    await redaction.redactSpans('acme', { spans: [s, sClean], ledger: [] });
    await redaction.redactLogs('acme', [log, logClean]);
    await redaction.redactMetricPoints('acme', [point, pointClean]);
    for (const r of [s, log, point]) {
      expect(r.scope).toMatchObject({ name: 'lib [REDACTED:EMAIL]', version: '1.0 [REDACTED:EMAIL]', schemaUrl: 'https://schemas.example/1.0?owner=[REDACTED:EMAIL]' });
      expect(r.resource.schemaUrl).toBe('https://schemas.example/1.0?owner=[REDACTED:EMAIL]');
    }
    expect(log.severityText).toBe('WARN [REDACTED:EMAIL]');
    expect([point.name, point.description]).toEqual(['gen_ai.client.custom:[REDACTED:EMAIL]', 'duration for [REDACTED:EMAIL]']);
    // Ordinary names, versions and URLs stay exactly as sent.
    for (const r of [sClean, logClean, pointClean]) {
      expect(r.scope).toMatchObject(clean.scope);
      expect(r.resource.schemaUrl).toBe(clean.resource.schemaUrl);
    }
    expect([logClean.severityText, pointClean.name, pointClean.description]).toEqual(['WARN', 'gen_ai.client.token.usage', 'Measures number of input and output tokens used']);
  });

  it('redacts a resource or scope that records of a batch share once: a pseudonym is not pseudonymized again, an entity counted once', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]!, metrics }, RedactionConfigSchema.parse({}));
    // As the decoders hand them on: the records of one ResourceSpans (ScopeLogs, …) hold the same objects.
    const origin = () => ({
      resource: { attributes: { 'enduser.id': 'customer-4711', owner: 'jane@example.com' }, droppedAttributesCount: 0, schemaUrl: '' },
      scope: { name: 'lib jane@example.com', version: '1.0', attributes: { contact: 'jane@example.com' }, schemaUrl: '' },
    });
    const [forSpans, forLogs, forPoints] = [origin(), origin(), origin()];
    await redaction.redactSpans('acme', { spans: [span({}, forSpans), span({}, forSpans), span({}, forSpans)], ledger: [] });
    await redaction.redactLogs('acme', [{ ...logRecord('a'), ...forLogs }, { ...logRecord('b'), ...forLogs }]);
    await redaction.redactMetricPoints('acme', [{ ...metricPoint({}), ...forPoints }, { ...metricPoint({}), ...forPoints }]);
    const expected = derivePseudonym(keys.acme!, 'customer-4711');
    for (const o of [forSpans, forLogs, forPoints]) {
      expect(o.resource.attributes).toEqual({ 'enduser.id': expected, owner: '[REDACTED:EMAIL]' });
      expect(o.scope).toMatchObject({ name: 'lib [REDACTED:EMAIL]', version: '1.0', attributes: { contact: '[REDACTED:EMAIL]' } });
    }
    // One resource and one scope per record kind: three e-mails in resources, six in scopes (attribute and name).
    const exposition = await metrics.registry.metrics();
    expect(exposition).toMatch(/tracehold_redactions_total\{rule="EMAIL",location="resource_attribute"\} 3\n/);
    expect(exposition).toMatch(/tracehold_redactions_total\{rule="EMAIL",location="scope_attribute"\} 6\n/);
  });

  it('counts by rule and location without any raw value in the metric labels', async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const redaction = createRedaction({ tenantRefKey: async (t) => keys[t]!, metrics }, RedactionConfigSchema.parse({}));
    const secrets = ['jane@example.com', '203.0.113.9', 'customer-4711', "'4242'"];
    await redaction.redactSpans('acme', {
      spans: [span({ 'enduser.id': 'customer-4711', 'db.system.name': 'postgresql', 'db.query.text': "SELECT * FROM t WHERE pin = '4242'" }, { traceState: 'v=jane@example.com' })],
      ledger: [],
    });
    await redaction.redactLogs('acme', [logRecord('from 203.0.113.9')]);
    await redaction.redactMetricPoints('acme', [metricPoint({ mail: 'jane@example.com' })]);
    const exposition = await metrics.registry.metrics();
    expect(exposition).toMatch(/tracehold_redactions_total\{rule="EMAIL",location="metric_attribute"\} 1/);
    expect(exposition).toMatch(/tracehold_redactions_total\{rule="IP",location="log_body"\} 1/);
    for (const secret of secrets) expect(exposition).not.toContain(secret);
  });
});
