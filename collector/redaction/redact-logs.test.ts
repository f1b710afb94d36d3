import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import { RedactionConfigSchema } from '../../schemas/redaction.ts';
import { createRedaction } from './redaction.ts';

const refKey = randomBytes(32);
const tenantRefKey = async () => refKey;
const psn = (id: string) => 'psn_' + createHmac('sha256', refKey).update('pseudonym\0').update(id).digest('hex').slice(0, 32);

function logRecord(extra: Partial<LogRecordData> = {}): LogRecordData {
  return {
    tenant: 'acme',
    timeUnixNano: '1700000000000000000',
    observedTimeUnixNano: '1700000000000000001',
    severityNumber: 9,
    severityText: 'INFO',
    body: '',
    attributes: {},
    droppedAttributesCount: 0,
    flags: 1,
    traceId: '0af7651916cd43dd8448eb211c80319c',
    spanId: 'b7ad6b7169203331',
    eventName: '',
    resource: { attributes: { 'service.name': 'chat-api' }, droppedAttributesCount: 0, schemaUrl: '' },
    scope: { name: 'app.logger', version: '1.2.3', attributes: {}, schemaUrl: '' },
    ...extra,
  };
}

async function redact(logs: LogRecordData[], config: unknown = {}, metrics = createMetrics({ defaultMetrics: false })) {
  const redactLogs = createRedaction({ tenantRefKey, metrics }, RedactionConfigSchema.parse(config)).redactLogs;
  const out = await redactLogs('acme', logs);
  return { out, metrics };
}

describe('redactLogs', () => {
  it('redacts a free-text body and returns the same records, ids and times untouched', async () => {
    const log = logRecord({ body: 'login failed for jane@example.com from 203.0.113.9 password=hunter2' });
    const before = { traceId: log.traceId, spanId: log.spanId, timeUnixNano: log.timeUnixNano, severityText: log.severityText };
    const logs = [log];
    const { out } = await redact(logs);
    expect(out).toBe(logs);
    expect(out[0]).toBe(log);
    expect(log.body).toBe('login failed for [REDACTED:EMAIL] from [REDACTED:IP] password=[REDACTED:SECRET]');
    expect({ traceId: log.traceId, spanId: log.spanId, timeUnixNano: log.timeUnixNano, severityText: log.severityText }).toEqual(before);
  });

  it('walks a JSON body and a structured (kvlist) body with the key rules at any depth', async () => {
    const json = logRecord({ body: '{"event":"llm.request","request":{"model":"gpt-4o","user":"u-42","temperature":0},"auth":{"api_key":"k-8f3Jd92kLq0Zx7Vb"}}' });
    const structured = logRecord({
      body: { event: 'checkout', customer: { user_id: 'c-7', email: 'jane@example.com' }, items: [{ sku: 'A-1', note: 'ship to +1 415 555 2671' }] },
    });
    await redact([json, structured]);
    expect(json.body).toBe(`{"event":"llm.request","request":{"model":"gpt-4o","user":"${psn('u-42')}","temperature":0},"auth":{"api_key":"[REDACTED:SECRET]"}}`);
    expect(structured.body).toEqual({ event: 'checkout', customer: { user_id: psn('c-7'), email: '[REDACTED:EMAIL]' }, items: [{ sku: 'A-1', note: 'ship to [REDACTED:PHONE]' }] });
  });

  it('redacts attributes like span attributes: end users, exceptions, statements, resource and scope', async () => {
    const log = logRecord({
      attributes: {
        'enduser.id': 'customer-4711',
        'gen_ai.user': 'customer-4711',
        'exception.message': 'no account for jane@example.com',
        'db.system.name': 'mysql',
        'db.query.text': "SELECT * FROM users WHERE email = 'jane@example.com' AND pin = 4242",
        'llm.invocation_parameters': '{"model":"gpt-4o","user":"customer-4711"}',
      },
      eventName: 'user.lookup jane@example.com',
    });
    log.resource.attributes['owner.contact'] = 'ops@example.com';
    log.scope.attributes['lib.author'] = 'dev@example.com';
    await redact([log]);
    expect(log.attributes['enduser.id']).toBe(psn('customer-4711'));
    expect(log.attributes['gen_ai.user']).toBe(psn('customer-4711'));
    expect(log.attributes['llm.invocation_parameters']).toBe(`{"model":"gpt-4o","user":"${psn('customer-4711')}"}`);
    expect(log.attributes['exception.message']).toBe('no account for [REDACTED:EMAIL]');
    expect(log.attributes['db.query.text']).toBe('SELECT * FROM users WHERE email = ? AND pin = ?');
    expect(log.eventName).toBe('user.lookup [REDACTED:EMAIL]');
    expect(log.resource.attributes['owner.contact']).toBe('[REDACTED:EMAIL]');
    expect(log.scope.attributes['lib.author']).toBe('[REDACTED:EMAIL]');
    expect(log.resource.attributes['service.name']).toBe('chat-api');
  });

  it('counts by rule and location (log_body, log_attribute), never with values', async () => {
    const { metrics } = await redact([logRecord({ body: 'mail jane@example.com', attributes: { note: 'card 4111 1111 1111 1111', 'db.statement': "DELETE FROM t WHERE id = 'x1'" } })]);
    const page = await metrics.registry.metrics();
    expect(page).toMatch(/tracehold_redactions_total\{rule="EMAIL",location="log_body"\} 1/);
    expect(page).toMatch(/tracehold_redactions_total\{rule="CARD",location="log_attribute"\} 1/);
    expect(page).toMatch(/tracehold_redactions_total\{rule="SQL_LITERAL",location="log_attribute"\} 1/);
    expect(page).not.toContain('jane@example.com');
  });

  it("masks the literals of statements written into a body and an exception's message, counted as SQL_LITERAL", async () => {
    const log = logRecord({
      body: "slow query 2.3s: SELECT id FROM orders WHERE coupon = 'WINTER-7F3A' AND total > 100",
      attributes: { 'exception.message': "[SQL: INSERT INTO notes (body) VALUES (%(body)s)]\n[parameters: {'body': 'CANARY-5521 call back'}]" },
    });
    const { metrics } = await redact([log]);
    expect(log.body).toBe("slow query 2.3s: SELECT id FROM orders WHERE coupon = '[REDACTED:SQL_LITERAL]' AND total > [REDACTED:SQL_LITERAL]");
    expect(log.attributes['exception.message']).toBe("[SQL: INSERT INTO notes (body) VALUES (%(body)s)]\n[parameters: {'body': '[REDACTED:SQL_LITERAL]'}]");
    const page = await metrics.registry.metrics();
    expect(page).toMatch(/tracehold_redactions_total\{rule="SQL_LITERAL",location="log_body"\} 2/);
    expect(page).not.toContain('CANARY-5521');
  });

  it('drops per rule: a dropped body becomes null, a dropped attribute goes', async () => {
    const log = logRecord({ body: 'mail jane@example.com', attributes: { note: 'jane@example.com', keep: 'ok' } });
    await redact([log], { rules: { EMAIL: { mode: 'drop' } } });
    expect(log.body).toBeNull();
    expect(log.attributes).toEqual({ keep: 'ok' });
  });

  it('negative control: with redaction disabled every value stays as sent', async () => {
    const log = logRecord({ body: '{"model":"m","user":"u-42"} jane@example.com', attributes: { 'gen_ai.user': 'u-42', 'db.statement': "SELECT 'x1'" } });
    const copy = structuredClone(log);
    await redact([log], { enabled: false });
    expect(log).toEqual(copy);
  });

  it('negative control: with the USER rule off the end-user ids stay, the rest is still redacted', async () => {
    const log = logRecord({ body: { request: { model: 'm', user: 'u-42' }, mail: 'jane@example.com' }, attributes: { 'gen_ai.user': 'u-42' } });
    await redact([log], { rules: { USER: { enabled: false } } });
    expect(log.body).toEqual({ request: { model: 'm', user: 'u-42' }, mail: '[REDACTED:EMAIL]' });
    expect(log.attributes['gen_ai.user']).toBe('u-42');
  });
});
