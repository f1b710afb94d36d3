import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeJsonLogs } from './decode-json-logs.ts';
import { decodeProtobufLogs } from './decode-protobuf-logs.ts';
import { encodeJsonLogs, encodeProtobufLogs } from '../../test/support/otlp/encode-logs.ts';
import { logRecord } from '../../test/factories/log-record.ts';
import { OtlpDecodeError } from './otlp-decode-error.ts';
import { encodeNestedLogBodyRequest } from '../../test/support/otlp/wire-bodies.ts';

const limits = { maxAnyValueDepth: 32 };
const TRACE_ID = '5b8efff798038103d269b633813fc60c';
const SPAN_ID = 'eee19b7ec3c1b174';

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function request(records: unknown[]): Buffer {
  return json({ resourceLogs: [{ resource: { attributes: [] }, scopeLogs: [{ scope: { name: 'test' }, logRecords: records }] }] });
}

function decodeError(fn: () => unknown): OtlpDecodeError {
  try {
    fn();
  } catch (err) {
    if (err instanceof OtlpDecodeError) return err;
    throw err;
  }
  throw new Error('expected an OtlpDecodeError');
}

describe('decodeJsonLogs', () => {
  it('round-trips every LogRecordData field through encodeJsonLogs', () => {
    const logs = [logRecord(), logRecord({ traceId: '', spanId: '', body: 'plain', eventName: '' }), logRecord({ body: null })];

    expect(decodeJsonLogs(Buffer.from(encodeJsonLogs(logs)), limits)).toEqual({ logs, rejectedLogRecords: 0, rejectionMessage: '' });
  });

  it('shares one resource object among the records of a ResourceLogs and one scope object per ScopeLogs', () => {
    const a = logRecord({ spanId: '0000000000000001' });
    const b = logRecord({ spanId: '0000000000000002' });
    const c = logRecord({ spanId: '0000000000000003', scope: { ...a.scope, name: 'other-scope' } });
    const d = logRecord({ spanId: '0000000000000004', resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { logs } = decodeJsonLogs(Buffer.from(encodeJsonLogs([a, b, c, d])), limits);

    expect(logs.map((l) => l.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expectOriginsSharedPerGroup(logs);
  });

  it('produces the same records as the protobuf decoder for the same data', () => {
    const logs = [
      logRecord(),
      logRecord({ body: [1, 2.5, 'NaN', { deep: [true, null] }], attributes: { big: '-9223372036854775808', 'event.name': 'x' }, eventName: 'y' }),
      logRecord({ traceId: '', spanId: '', severityNumber: 0, severityText: '', timeUnixNano: '0' }),
    ];

    const fromJson = decodeJsonLogs(Buffer.from(encodeJsonLogs(logs)), limits);
    const fromProtobuf = decodeProtobufLogs(Buffer.from(encodeProtobufLogs(logs)), limits);

    expect(fromJson).toEqual(fromProtobuf);
    expect(fromJson.logs).toHaveLength(3);
  });

  it('accepts snake_case keys, upper-case hex, severity names, numeric strings, and ignores unknown fields', () => {
    const body = json({
      resource_logs: [
        {
          resource: { attributes: [{ key: 'service.name', value: { string_value: 'svc' } }] },
          scope_logs: [
            {
              scope: { name: 's', version: '1' },
              log_records: [
                {
                  time_unix_nano: '1735689600123456789',
                  observed_time_unix_nano: 1700000000000000000,
                  severity_number: 'SEVERITY_NUMBER_WARN',
                  severity_text: 'WARN',
                  body: { kvlist_value: { values: [{ key: 'content', value: { string_value: 'hi' } }] } },
                  trace_id: TRACE_ID.toUpperCase(),
                  span_id: SPAN_ID.toUpperCase(),
                  flags: '1',
                  event_name: 'gen_ai.user.message',
                  dropped_attributes_count: '2',
                  somethingNew: { ignored: [1] },
                },
                { severityNumber: 'error2' },
                { severityNumber: '13' },
              ],
            },
          ],
        },
      ],
    });

    const { logs } = decodeJsonLogs(body, limits);

    expect(logs[0]).toMatchObject({
      timeUnixNano: '1735689600123456789',
      observedTimeUnixNano: '1700000000000000000',
      severityNumber: 13,
      severityText: 'WARN',
      body: { content: 'hi' },
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      flags: 1,
      eventName: 'gen_ai.user.message',
      droppedAttributesCount: 2,
      resource: { attributes: { 'service.name': 'svc' } },
      scope: { name: 's', version: '1' },
    });
    expect(logs.slice(1).map((l) => l.severityNumber)).toEqual([18, 13]);
  });

  it('treats empty and all-zero ids as "no trace context"', () => {
    const { logs, rejectedLogRecords } = decodeJsonLogs(
      request([{ traceId: '', spanId: '' }, { traceId: '0'.repeat(32), spanId: '0'.repeat(16) }, { traceId: null }, {}]),
      limits,
    );

    expect(logs.map((l) => l.traceId + l.spanId)).toEqual(['', '', '', '']);
    expect(rejectedLogRecords).toBe(0);
  });

  it('refuses records with malformed ids or fields one by one and keeps the rest', () => {
    const body = request([
      { traceId: TRACE_ID.slice(2), severityText: 'short-trace' },
      { traceId: TRACE_ID, spanId: SPAN_ID, severityText: 'good' },
      { traceId: TRACE_ID, spanId: 'zz' + SPAN_ID.slice(2), severityText: 'bad-hex' },
      { timeUnixNano: '-1', severityText: 'bad-time' },
      { body: { intValue: 'twelve' }, severityText: 'bad-body' },
      'not an object',
    ]);

    const decoded = decodeJsonLogs(body, limits);

    expect(decoded.logs.map((l) => l.severityText)).toEqual(['good']);
    expect(decoded.rejectedLogRecords).toBe(5);
    expect(decoded.rejectionMessage).toBe('resourceLogs[0].scopeLogs[0].logRecords[0].traceId: invalid trace_id (must be empty or 32 hex characters)');
  });

  it('takes the event name from eventName, else from the event.name attribute', () => {
    const { logs } = decodeJsonLogs(
      request([
        { eventName: 'a', attributes: [{ key: 'event.name', value: { stringValue: 'b' } }] },
        { attributes: [{ key: 'event.name', value: { stringValue: 'gen_ai.choice' } }] },
        { attributes: [{ key: 'event.name', value: { boolValue: true } }] },
      ]),
      limits,
    );

    expect(logs.map((l) => l.eventName)).toEqual(['a', 'gen_ai.choice', '']);
  });

  it('refuses JSON of the wrong shape outside records, naming the field but not the value', () => {
    const err = decodeError(() => decodeJsonLogs(json({ resourceLogs: [{ scopeLogs: [{ scope: { name: ['CANARY-7f3a'] } }] }] }), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toBe('resourceLogs[0].scopeLogs[0].scope.name: must be a string');
  });

  it('refuses a body that is not a JSON object, naming the request type', () => {
    expect(decodeError(() => decodeJsonLogs(json([1]), limits)).message).toBe('request body must be a JSON object (ExportLogsServiceRequest)');
  });

  it('accepts a body nested at the limit and refuses one level more, as the protobuf decoder does', () => {
    const nested = (depth: number): unknown => {
      let value: unknown = { stringValue: 'x' };
      for (let i = 1; i < depth; i++) value = { kvlistValue: { values: [{ key: 'k', value }] } };
      return value;
    };

    const atLimit = decodeJsonLogs(request([{ body: nested(32) }]), limits);
    const err = decodeError(() => decodeJsonLogs(request([{ traceId: 'bad', body: nested(33) }]), limits));
    const protobufErr = decodeError(() => decodeProtobufLogs(encodeNestedLogBodyRequest(33, 'kvlist'), limits));

    expect(atLimit.logs).toHaveLength(1);
    // A nesting bomb refuses the request even in a record that is refused for another reason.
    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(protobufErr.code).toBe(err.code);
  });

  it('refuses a million levels of body nesting quickly and without exhausting the stack', () => {
    const levels = 1_000_000;
    const value = '{"arrayValue":{"values":['.repeat(levels) + '{"stringValue":"x"}' + ']}}'.repeat(levels);
    const body = Buffer.from(`{"resourceLogs":[{"scopeLogs":[{"logRecords":[{"body":${value}}]}]}]}`);

    const startedMs = performance.now();
    const err = decodeError(() => decodeJsonLogs(body, limits));

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(performance.now() - startedMs).toBeLessThan(3000);
  });
});
