import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { SpanRecord } from '../../schemas/span.ts';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { decodeJsonTraces } from '../otlp/decode-json.ts';
import { createPiiEngine } from './pii/pii-engine.ts';
import { createRedaction } from './redaction.ts';

const keys: Record<string, Buffer> = { acme: randomBytes(32), beta: randomBytes(32) };
const tenantRefKey = async (t: string) => keys[t]!;

function span(attributes: SpanRecord['attributes'], extra: Partial<SpanRecord> = {}): SpanRecord {
  return { ...spanWithEveryField(), tenant: 'acme', attributes, ...extra };
}

function ledgerRecord(s: SpanRecord, extra: Partial<LedgerRecord> = {}): LedgerRecord {
  return {
    ...({} as LedgerRecord),
    traceId: s.traceId,
    spanId: s.spanId,
    spanName: 'chat',
    serviceName: 'checkout',
    provider: 'openai',
    requestModel: 'gpt-4o',
    responseModel: 'gpt-4o-2024-08-06',
    responseId: 'chatcmpl-9xYzAbC123',
    systemFingerprint: 'fp_44709d6fcb',
    finishReasons: ['stop'],
    errorType: '',
    conversationId: '',
    stopSequences: [],
    retrievedDocumentIds: [],
    requestParamsJson: '{}',
    subjectRef: '',
    ...extra,
  };
}

async function redactOne(s: SpanRecord, config: unknown = {}, tenant = 'acme', metrics = createMetrics({ defaultMetrics: false })) {
  const redact = createRedaction({ tenantRefKey, metrics }, RedactionConfigSchema.parse(config)).redactSpans;
  const out = await redact(tenant, { spans: [s], ledger: [], contentObjects: [] });
  return { span: out.spans[0]!, metrics };
}

describe('redactSpans', () => {
  it('reads a bytesValue attribute (carried as base64 by the decoders) for personal data', async () => {
    const email = 'jane.doe@example.com';
    const body = {
      resourceSpans: [
        {
          resource: { attributes: [] },
          scopeSpans: [
            {
              spans: [
                {
                  traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
                  spanId: '00f067aa0ba902b7',
                  name: 'upload',
                  startTimeUnixNano: '1',
                  endTimeUnixNano: '2',
                  attributes: [
                    { key: 'app.payload', value: { bytesValue: Buffer.from(`from ${email}`).toString('base64') } },
                    // As .NET's Encoding.Unicode and Java's UTF_16LE write text: no byte-order mark.
                    { key: 'app.payload_utf16', value: { bytesValue: Buffer.from(`from ${email}`, 'utf16le').toString('base64') } },
                    { key: 'app.digest', value: { bytesValue: Buffer.from([0xde, 0xad, 0xbe, 0xef, 0x00, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06, 0x07]).toString('base64') } },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    const decoded = decodeJsonTraces(Buffer.from(JSON.stringify(body)), { maxAnyValueDepth: 32 }).spans[0]!;
    // Negative control: what the decoder hands on does not show the address, yet carries it.
    expect(JSON.stringify(decoded)).not.toContain(email);
    expect(Buffer.from(decoded.attributes['app.payload'] as string, 'base64').toString()).toContain(email);
    expect(Buffer.from(decoded.attributes['app.payload_utf16'] as string, 'base64').toString('utf16le')).toContain(email);
    const { span: s } = await redactOne({ ...decoded, tenant: 'acme' });
    expect(s.attributes['app.payload']).toBe('[REDACTED:EMAIL]');
    expect(s.attributes['app.payload_utf16']).toBe('[REDACTED:EMAIL]');
    expect(s.attributes['app.digest']).toBe(decoded.attributes['app.digest']);
  });

  it('masks personal data inside free text and keeps the rest of the string', async () => {
    const { span: s } = await redactOne(span({ 'app.note': 'mail jane.doe@example.com about order 12' }));
    expect(s.attributes['app.note']).toBe('mail [REDACTED:EMAIL] about order 12');
  });

  it("takes a statement's literals out of a database span's name, query summary and parameter attributes", async () => {
    const { span: s, metrics } = await redactOne(
      span(
        {
          'db.system.name': 'postgresql',
          'db.query.summary': "SELECT users WHERE name='Qszc8vrp'",
          'db.query.parameter.0': 'Prm8bpf3y',
          'db.query.parameter.user_id': 42,
          'db.operation.parameter.email': ['a@b.example'],
          'db.collection.name': 'users',
        },
        { name: "SELECT * FROM users WHERE name = 'Snysxxfb' AND age > 41" },
      ),
    );
    expect(s.name).toBe('SELECT * FROM users WHERE name = ? AND age > ?');
    expect(s.attributes['db.query.summary']).toBe('SELECT users WHERE name=?');
    expect(s.attributes['db.query.parameter.0']).toBe('?');
    expect(s.attributes['db.query.parameter.user_id']).toBe('?');
    expect(s.attributes['db.operation.parameter.email']).toBe('?');
    expect(s.attributes['db.collection.name']).toBe('users');
    expect(await metrics.registry.getSingleMetricAsString('tracehold_redactions_total')).toMatch(/rule="SQL_LITERAL",location="span_name"} 2/);
    // Names and summaries are not statements: tracehold_sql_statements_total counts none of them.
    expect(await metrics.registry.getSingleMetricAsString('tracehold_sql_statements_total')).not.toMatch(/} [1-9]/);

    // A conventional name has nothing to take; a span that is not a database span keeps its name's quotes.
    expect((await redactOne(span({ 'db.system.name': 'postgresql' }, { name: 'SELECT shop.orders' }))).span.name).toBe('SELECT shop.orders');
    expect((await redactOne(span({ 'http.route': '/q' }, { name: "search 'Snysxxfb'" }))).span.name).toBe("search 'Snysxxfb'");
  });

  it('replaces the literals of a GraphQL document and every variable with ?, in span and event attributes; a cut document marks the span', async () => {
    const original = span({
      'graphql.operation.name': 'CreateCustomer',
      'graphql.operation.type': 'mutation',
      'graphql.source': 'mutation CreateCustomer { createCustomer(input: {note: "Qsz8 behind the gate", total: 1249.75, tier: GOLD}) { id } }',
      'graphql.variables.coupon': 'WINTER-7F3A',
      'graphql.variables.count': 3,
      'gql.request.variables': '{"input":{"zip":"94110","vip":true}}',
      'graphql.field.path': 'createCustomer.id',
    });
    original.events = [{ name: 'graphql.parse', timeUnixNano: '1', attributes: { 'graphql.document': '{ lookup(code: "K9-77") { id } }' }, droppedAttributesCount: 0 }];
    const { span: s, metrics } = await redactOne(original);
    expect(s.attributes).toEqual({
      'graphql.operation.name': 'CreateCustomer',
      'graphql.operation.type': 'mutation',
      'graphql.source': 'mutation CreateCustomer { createCustomer(input: {note: ?, total: ?, tier: GOLD}) { id } }',
      'graphql.variables.coupon': '?',
      'graphql.variables.count': '?',
      'gql.request.variables': '{"input":{"zip":"?","vip":true}}',
      'graphql.field.path': 'createCustomer.id',
    });
    expect(s.events[0]!.attributes).toEqual({ 'graphql.document': '{ lookup(code: ?) { id } }' });
    expect(await metrics.registry.getSingleMetricAsString('tracehold_redactions_total')).toMatch(/rule="SQL_LITERAL",location="span_attribute"} 5/);

    const cut = (await redactOne(span({ 'graphql.document': 'mutation { add(note: "Qsz8 behind the ga' }))).span;
    expect(cut.attributes).toEqual({ 'graphql.document': 'mutation { add(note: …', 'tracehold.redaction.statement': 'summarized' });
    // Negative control: with redaction off the document keeps its literals.
    expect((await redactOne(span({ 'graphql.source': '{ a(x: "Qsz8") }' }), { enabled: false })).span.attributes['graphql.source']).toBe('{ a(x: "Qsz8") }');
  });

  it('redacts personal data in attribute keys of spans, resources and events, and keeps the values under the new key', async () => {
    const original = span({ 'visits:jane.doe@example.com': 3, 'app.note': 'ok', 'user.email': 'jane@example.com' });
    original.resource.attributes['owner +447821407349'] = 'on call';
    original.events = [{ name: 'cache', timeUnixNano: '1', attributes: { 'hit card 4111 1111 1111 1111': true }, droppedAttributesCount: 0 }];
    const { span: s, metrics } = await redactOne(original);
    expect(s.attributes).toMatchObject({ 'visits:[REDACTED:EMAIL]': 3, 'app.note': 'ok', 'user.email': '[REDACTED:EMAIL]' });
    expect(Object.keys(s.attributes).join(' ')).not.toContain('jane.doe');
    expect(s.resource.attributes['owner [REDACTED:PHONE]']).toBe('on call');
    expect(s.events[0]!.attributes).toEqual({ 'hit card [REDACTED:CARD]': true });
    expect(await metrics.registry.getSingleMetricAsString('tracehold_redactions_total')).toMatch(/rule="EMAIL",location="span_attribute"} 2/);
  });

  it('never touches protected keys or ids; redacts and counts what is certain in trace state', async () => {
    const traceState = 'vendor=jane.doe@example.com,card=4539665565827690,rojo=00f067aa0ba902b7';
    const original = span(
      { 'gen_ai.response.model': 'gpt-4o-2024-08-06', 'gen_ai.usage.input_tokens': 12345678, 'gen_ai.input.messages_ref': 'thref:v1:k1:' + 'a'.repeat(64) },
      { traceState },
    );
    const ids = { traceId: original.traceId, spanId: original.spanId, parentSpanId: original.parentSpanId };
    const { span: s, metrics } = await redactOne(original);
    expect(s.attributes['gen_ai.response.model']).toBe('gpt-4o-2024-08-06');
    expect(s.attributes['gen_ai.usage.input_tokens']).toBe(12345678);
    expect(s.attributes['gen_ai.input.messages_ref']).toBe('thref:v1:k1:' + 'a'.repeat(64));
    expect({ traceId: s.traceId, spanId: s.spanId, parentSpanId: s.parentSpanId }).toEqual(ids);
    expect(s.traceState).toBe('vendor=[REDACTED:EMAIL],card=[REDACTED:CARD],rojo=00f067aa0ba902b7');
    const counted = await metrics.registry.getSingleMetricAsString('tracehold_tracestate_pii_total');
    expect(counted).toMatch(/rule="EMAIL"} 1/);
    expect(counted).toMatch(/rule="CARD"} 1/);
    // A trace state without personal data is kept as it came.
    const clean = 'congo=t61rcWkgMzE,rojo=00f067aa0ba902b7';
    expect((await redactOne(span({}, { traceState: clean }))).span.traceState).toBe(clean);
  });

  it('sanitizes SQL literals by dialect and marks a statement it could only summarize', async () => {
    const { span: a } = await redactOne(span({ 'db.system.name': 'mysql', 'db.query.text': "SELECT * FROM t WHERE a = 'x\\'y' AND b IN (1, 2, 3)" }));
    expect(a.attributes['db.query.text']).toBe('SELECT * FROM t WHERE a = ? AND b IN (?)');
    const { span: b } = await redactOne(span({ 'db.system.name': 'postgresql', 'db.query.text': "SELECT * FROM users WHERE email = 'unterminated" }));
    expect(b.attributes['db.query.text']).not.toContain('unterminated');
    expect(b.attributes['tracehold.redaction.statement']).toBe('summarized');
  });

  it('redacts span name, status message, events, exceptions, links, resource and scope attributes', async () => {
    const s = span({}, {
      name: 'GET /users/jane.doe@example.com',
      status: { code: 2, message: 'card 4111 1111 1111 1111 declined' },
      events: [{ timeUnixNano: '1', name: 'exception', attributes: { 'exception.message': 'no user 203.0.113.9', 'exception.stacktrace': 'Error: jane.doe@example.com\n  at x' }, droppedAttributesCount: 0 }],
      links: [{ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceState: '', attributes: { note: 'ssn 123-45-6789' }, droppedAttributesCount: 0, flags: 0 }],
    });
    s.resource.attributes['owner.contact'] = 'ops@example.com';
    s.scope.attributes['lib.author'] = 'dev@example.com';
    const { span: out } = await redactOne(s);
    const text = JSON.stringify(out);
    for (const secret of ['jane.doe@example.com', '4111 1111 1111 1111', '203.0.113.9', '123-45-6789', 'ops@example.com', 'dev@example.com']) expect(text).not.toContain(secret);
    expect(out.name).toBe('GET /users/[REDACTED:EMAIL]');
  });

  it("reads a status message's JSON body key by key, as a log body's (a value by its key's rule), and keeps its shape", async () => {
    const message = '{"code":409,"detail":{"postcode":"94043","phone":"5550134"},"reason":"duplicate signup"}';
    const { span: out } = await redactOne(span({}, { status: { code: 2, message } }));
    expect(JSON.parse(out.status.message)).toEqual({ code: 409, detail: { postcode: '[REDACTED:LOCATION]', phone: '[REDACTED:PHONE]' }, reason: 'duplicate signup' });
    // Negative control: read as free text (what it was before), values only their keys mark stay.
    const text = createPiiEngine({ rules: {} }).redactString(message).text;
    expect(text).toContain('94043');
    expect(text).toContain('5550134');
  });

  it('pseudonymizes end-user ids with the tenant key: stable within a tenant, different across tenants, equal to the ledger pseudonym', async () => {
    const a1 = (await redactOne(span({ 'enduser.id': 'customer-4711' }))).span.attributes['enduser.id'];
    const a2 = (await redactOne(span({ 'enduser.id': 'customer-4711' }))).span.attributes['enduser.id'];
    const b = (await redactOne(span({ 'enduser.id': 'customer-4711' }), {}, 'beta')).span.attributes['enduser.id'];
    expect(a1).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    const ledgerPseudonym = 'psn_' + createHmac('sha256', keys.acme!).update('pseudonym\0').update('customer-4711').digest('hex').slice(0, 32);
    expect(a1).toBe(ledgerPseudonym);
  });

  it('applies modes per tenant: drop removes the attribute, pseudonymize replaces the value, disabled keeps it', async () => {
    const config = { rules: { EMAIL: { mode: 'pseudonymize' } }, tenants: { beta: { rules: { EMAIL: { mode: 'drop' }, IP: { enabled: false } } } } };
    const acme = (await redactOne(span({ 'app.note': 'jane@example.com', 'app.ip': '203.0.113.9' }), config)).span;
    expect(acme.attributes['app.note']).toMatch(/^psn_[0-9a-f]{32}$/);
    expect(acme.attributes['app.ip']).toBe('[REDACTED:IP]');
    const beta = (await redactOne(span({ 'app.note': 'jane@example.com', 'app.ip': '203.0.113.9' }), config, 'beta')).span;
    expect(beta.attributes).not.toHaveProperty('app.note');
    expect(beta.attributes['app.ip']).toBe('203.0.113.9');
  });

  it('redacts inside nested values and arrays, and integers that are card numbers', async () => {
    const { span: s } = await redactOne(span({ 'app.list': ['ok', 'jane@example.com'], 'app.map': { inner: { mail: 'jane@example.com' } }, 'app.card': 4111111111111111 }));
    expect(s.attributes['app.list']).toEqual(['ok', '[REDACTED:EMAIL]']);
    expect(s.attributes['app.map']).toEqual({ inner: { mail: '[REDACTED:EMAIL]' } });
    expect(s.attributes['app.card']).toBe('[REDACTED:CARD]');
  });

  it("redacts the ledger's free text, including OpenAI's `user` parameter, and counts by rule and location only", async () => {
    const metrics = createMetrics({ defaultMetrics: false });
    const redact = createRedaction({ tenantRefKey, metrics }, RedactionConfigSchema.parse({})).redactSpans;
    const record = { spanName: 'chat for jane@example.com', errorType: '', conversationId: 'conv-1', stopSequences: [], retrievedDocumentIds: [], subjectRef: 'psn_x', requestParamsJson: JSON.stringify({ user: 'customer-4711', temperature: 0.2 }) } as unknown as LedgerRecord;
    await redact('acme', { spans: [], ledger: [record], contentObjects: [] });
    expect(record.spanName).toBe('chat for [REDACTED:EMAIL]');
    const params = JSON.parse(record.requestParamsJson);
    expect(params.temperature).toBe(0.2);
    expect(params.user).toMatch(/^psn_/);
    const page = await metrics.registry.metrics();
    expect(page).toMatch(/tracehold_redactions_total\{rule="EMAIL",location="ledger"\} 1/);
    expect(page).not.toContain('jane@example.com');
  });

  it("masks the end user's coordinates and postal code (OpenTelemetry geo.*, numbers) and keeps the country", async () => {
    const attributes = { 'client.address': '203.0.113.7', 'geo.location.lat': 52.520008, 'geo.location.lon': 13.404954, 'geo.postal_code': '10115', 'geo.country.iso_code': 'DE' };
    const { span: s, metrics } = await redactOne(span({ ...attributes }));
    expect(s.attributes).toMatchObject({ 'client.address': '[REDACTED:IP]', 'geo.location.lat': '[REDACTED:LOCATION]', 'geo.location.lon': '[REDACTED:LOCATION]', 'geo.postal_code': '[REDACTED:LOCATION]', 'geo.country.iso_code': 'DE' });
    expect(await metrics.registry.metrics()).toMatch(/tracehold_redactions_total\{rule="LOCATION",location="span_attribute"\} 3/);
    // Negative control: with the rule off they stay.
    const { span: kept } = await redactOne(span({ ...attributes }), { rules: { LOCATION: { enabled: false } } });
    expect(kept.attributes['geo.location.lat']).toBe(52.520008);
  });

  it("masks a person's fields by name in a tool call's JSON arguments on a span, counted by rule", async () => {
    const args = JSON.stringify({ customer_name: 'Xenia Quartermaine', date_of_birth: '1984-03-12', billing_address: { line1: '1600 Quartz Lane', city: 'Springfield' }, sku: 'A-17' });
    const { span: s, metrics } = await redactOne(span({ 'gen_ai.tool.call.arguments': args }));
    expect(JSON.parse(s.attributes['gen_ai.tool.call.arguments'] as string)).toEqual({
      customer_name: '[REDACTED:PERSON_NAME]', date_of_birth: '[REDACTED:BIRTH_DATE]', billing_address: { line1: '[REDACTED:ADDRESS]', city: 'Springfield' }, sku: 'A-17',
    });
    const page = await metrics.registry.metrics();
    for (const rule of ['PERSON_NAME', 'BIRTH_DATE', 'ADDRESS']) expect(page).toMatch(new RegExp(`tracehold_redactions_total\\{rule="${rule}",location="span_attribute"\\} 1`));
    expect(page).not.toContain('Quartermaine');
    // Negative control: with the rules off they stay.
    const { span: kept } = await redactOne(span({ 'gen_ai.tool.call.arguments': args }), { rules: { PERSON_NAME: { enabled: false }, BIRTH_DATE: { enabled: false }, ADDRESS: { enabled: false } } });
    expect(kept.attributes['gen_ai.tool.call.arguments']).toBe(args);
  });

  it('negative control: with redaction disabled the same span keeps its personal data', async () => {
    const { span: s } = await redactOne(span({ 'app.note': 'mail jane.doe@example.com' }), { enabled: false });
    expect(s.attributes['app.note']).toBe('mail jane.doe@example.com');
  });

  describe('end-user ids, wherever an instrumentation puts them', () => {
    const psn = (id: string, tenant = 'acme') => 'psn_' + createHmac('sha256', keys[tenant]!).update('pseudonym\0').update(id).digest('hex').slice(0, 32);

    it('pseudonymizes gen_ai.user (OpenLLMetry), llm.user and the GenAI request user with the ledger pseudonym', async () => {
      const { span: s } = await redactOne(span({ 'gen_ai.user': 'u-ollm', 'llm.user': 'u-old', 'gen_ai.request.user': 'u-req', 'gen_ai.openai.request.user': 'u-oai', user_id: 42 }));
      expect(s.attributes).toMatchObject({ 'gen_ai.user': psn('u-ollm'), 'llm.user': psn('u-old'), 'gen_ai.request.user': psn('u-req'), 'gen_ai.openai.request.user': psn('u-oai'), user_id: psn('42') });
    });

    it("pseudonymizes the `user` inside OpenInference's invocation parameters (JSON text or kvlist), nothing else", async () => {
      const text = '{"model":"gpt-4o-mini","temperature":0,"user":"alice@example.com","max_tokens":256}';
      const { span: s } = await redactOne(span({ 'llm.invocation_parameters': text, 'embedding.invocation_parameters': { model: 'e5', user: 'bob-7' } }));
      expect(s.attributes['llm.invocation_parameters']).toBe(`{"model":"gpt-4o-mini","temperature":0,"user":"${psn('alice@example.com')}","max_tokens":256}`);
      expect(s.attributes['embedding.invocation_parameters']).toEqual({ model: 'e5', user: psn('bob-7') });
    });

    it('leaves chat roles alone: `user` is a role value there, not an id', async () => {
      const messages = JSON.stringify([{ role: 'user', content: 'hi' }, { role: 'assistant', content: 'hello' }]);
      const { span: s } = await redactOne(span({ 'app.messages': messages, 'gen_ai.prompt.0.role': 'user' }));
      expect(s.attributes['app.messages']).toBe(messages);
      expect(s.attributes['gen_ai.prompt.0.role']).toBe('user');
    });

    it("pseudonymizes the ledger's request parameters the same way (bare, qualified and nested), equal to the span's", async () => {
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({})).redactSpans;
      const s = span({ 'gen_ai.request.user': 'u-1', 'gen_ai.conversation.id': 'conv-9' });
      const record = ledgerRecord(s, {
        requestParamsJson: JSON.stringify({ user: 'u-1', 'llm.invocation_parameters.user': 'u-2', metadata: { user_id: 'u-3' }, temperature: 0.5 }),
        conversationId: 'conv-9',
      });
      await redact('acme', { spans: [s], ledger: [record], contentObjects: [] });
      expect(JSON.parse(record.requestParamsJson)).toEqual({ user: psn('u-1'), 'llm.invocation_parameters.user': psn('u-2'), metadata: { user_id: psn('u-3') }, temperature: 0.5 });
      expect(s.attributes['gen_ai.request.user']).toBe(psn('u-1'));
      expect(record.conversationId).toBe('conv-9');
    });

    it('gives a ledger record without a subject the pseudonym of the id its span (or its trace root) names', async () => {
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({})).redactSpans;
      const root = span({ 'gen_ai.user': 'root-user' }, { spanId: '1'.repeat(16), parentSpanId: '' });
      const llmOwn = span({ 'llm.invocation_parameters': '{"model":"m","user":"param-user"}' }, { spanId: '2'.repeat(16), parentSpanId: '1'.repeat(16) });
      const llmInherit = span({}, { spanId: '3'.repeat(16), parentSpanId: '1'.repeat(16) });
      const llmKnown = span({ 'gen_ai.user': 'other' }, { spanId: '4'.repeat(16), parentSpanId: '1'.repeat(16) });
      const records = [ledgerRecord(llmOwn), ledgerRecord(llmInherit), ledgerRecord(llmKnown, { subjectRef: psn('from-extraction') })];
      await redact('acme', { spans: [llmOwn, llmInherit, llmKnown, root], ledger: records, contentObjects: [] });
      expect(records.map((r) => r.subjectRef)).toEqual([psn('param-user'), psn('root-user'), psn('from-extraction')]);
      expect(JSON.parse(llmOwn.attributes['llm.invocation_parameters'] as string).user).toBe(records[0]!.subjectRef);
      expect(root.attributes['gen_ai.user']).toBe(records[1]!.subjectRef);
    });

    it('reads the end user as extraction does: surrounding spaces trimmed, so both name the same subject', async () => {
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({})).redactSpans;
      const padded = span({ 'gen_ai.user': '  padded-user \t' });
      const record = ledgerRecord(padded);
      await redact('acme', { spans: [padded], ledger: [record], contentObjects: [] });
      expect(record.subjectRef).toBe(psn('padded-user'));
      expect(record.subjectRef).not.toBe(psn('  padded-user \t'));
    });

    it('negative control: with the USER rule off the raw ids stay in the span and the ledger parameters', async () => {
      const config = { rules: { USER: { enabled: false } } };
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse(config)).redactSpans;
      const s = span({ 'gen_ai.user': 'u-raw', 'llm.invocation_parameters': '{"model":"m","user":"u-raw"}' });
      const record = ledgerRecord(s, { requestParamsJson: '{"user":"u-raw"}' });
      await redact('acme', { spans: [s], ledger: [record], contentObjects: [] });
      expect(s.attributes['gen_ai.user']).toBe('u-raw');
      expect(s.attributes['llm.invocation_parameters']).toBe('{"model":"m","user":"u-raw"}');
      expect(record.requestParamsJson).toBe('{"user":"u-raw"}');
    });
  });

  describe('key rules inside structured and JSON-valued attributes', () => {
    it('redacts credentials and personal keys inside request bodies, headers and tool arguments', async () => {
      const { span: s } = await redactOne(
        span({
          'http.request.body': JSON.stringify({ login: { username: 'jdoe', password: 'hunter2' }, note: 'call +1 415 555 2671' }),
          'llm.headers': JSON.stringify({ Authorization: 'Bearer sk-proj-Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4zAb3dEf6h', Accept: 'application/json' }),
          'gen_ai.tool.call.arguments': { customer: { email: 'jane@example.com', user_id: 'c-1' } },
          'app.password': 'correct horse battery staple',
        }),
      );
      const text = JSON.stringify(s.attributes);
      for (const secret of ['hunter2', 'jdoe', '555 2671', 'sk-proj-', 'jane@example.com', '"c-1"', 'correct horse']) expect(text).not.toContain(secret);
      expect(JSON.parse(s.attributes['llm.headers'] as string).Accept).toBe('application/json');
    });

    it('scans a conversation id that came from session.id, and the retrieved document ids', async () => {
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({})).redactSpans;
      const s = span({ 'session.id': 'jane@example.com' });
      const record = ledgerRecord(s, { conversationId: 'jane@example.com', retrievedDocumentIds: ['doc-1', 'mail-to-jane@example.com'] });
      await redact('acme', { spans: [s], ledger: [record], contentObjects: [] });
      expect(record.conversationId).toBe('[REDACTED:EMAIL]');
      expect(record.retrievedDocumentIds).toEqual(['doc-1', '[REDACTED:EMAIL]']);
    });

    it("reads the record's ids, models, finish reasons, provider and service as the span's protected keys: ids stay, certain data goes", async () => {
      const redact = createRedaction({ tenantRefKey }, RedactionConfigSchema.parse({})).redactSpans;
      const s = span({ 'gen_ai.conversation.id': 'whatsapp:+447821407349' });
      const clean = ledgerRecord(s);
      const before = structuredClone(clean);
      const dirty = ledgerRecord(s, {
        conversationId: 'whatsapp:+447821407349',
        responseId: 'card 4231 8815 4047 2822',
        systemFingerprint: 'fp_44709d6fcb jane@example.com',
        finishReasons: ['stop', 'stop jane@example.com'],
        provider: 'acme jane@example.com',
        serviceName: 'svc jane@example.com',
        requestModel: 'ft:gpt-4o:jane@example.com',
      });
      await redact('acme', { spans: [s], ledger: [clean, dirty], contentObjects: [] });
      expect(clean).toEqual(before);
      expect(dirty).toMatchObject({
        conversationId: 'whatsapp:[REDACTED:PHONE]',
        responseId: 'card [REDACTED:CARD]',
        systemFingerprint: 'fp_44709d6fcb [REDACTED:EMAIL]',
        finishReasons: ['stop', 'stop [REDACTED:EMAIL]'],
        provider: 'acme [REDACTED:EMAIL]',
        serviceName: 'svc [REDACTED:EMAIL]',
        requestModel: 'ft:gpt-4o:[REDACTED:EMAIL]',
      });
    });
  });
});

describe('redactSpans: retrieved document facts', () => {
  const facts = JSON.stringify([
    { list: 'retrieval', rank: 0, id: 'ticket-for-jane.doe@example.com', version: 'v3', score: 0.9, scoreKind: 'score', source: 'https://kb.example/a?email=jane.doe@example.com', collection: 'kb', contentRef: 'thref:v1:k1:' + 'b'.repeat(64) },
  ]);

  it('redacts ids and sources inside tracehold.documents although tracehold.* keys are protected', async () => {
    const { span: s } = await redactOne(span({ 'tracehold.documents': facts }));
    const out = JSON.parse(s.attributes['tracehold.documents'] as string) as Array<Record<string, unknown>>;
    expect(JSON.stringify(out)).not.toContain('jane.doe@example.com');
    expect(out[0]).toMatchObject({ version: 'v3', score: 0.9, collection: 'kb', contentRef: 'thref:v1:k1:' + 'b'.repeat(64) });
    expect(out[0]!['id']).toContain('[REDACTED:EMAIL]');
  });

  it('negative control: with redaction off the address is still there', async () => {
    const { span: s } = await redactOne(span({ 'tracehold.documents': facts }), { enabled: false });
    expect(s.attributes['tracehold.documents']).toContain('jane.doe@example.com');
  });

  it('drops a tracehold.documents that is not the JSON array the extractor writes', async () => {
    const { span: s } = await redactOne(span({ 'tracehold.documents': 'jane.doe@example.com' }));
    expect(s.attributes['tracehold.documents']).toBeUndefined();
  });
});
