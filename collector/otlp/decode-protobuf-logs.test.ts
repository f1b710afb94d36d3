import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeProtobufLogs } from './decode-protobuf-logs.ts';
import { encodeProtobufLogs } from '../../test/support/otlp/encode-logs.ts';
import { opentelemetry } from './generated/otlp.js';
import { logRecord } from '../../test/factories/log-record.ts';
import { OtlpDecodeError } from './otlp-decode-error.ts';
import { encodeNestedLogBodyRequest, longBits } from '../../test/support/otlp/wire-bodies.ts';

const limits = { maxAnyValueDepth: 32 };
const TRACE_ID = Buffer.from('5b8efff798038103d269b633813fc60c', 'hex');
const SPAN_ID = Buffer.from('eee19b7ec3c1b174', 'hex');

/** One ResourceLogs/ScopeLogs holding `records`, with the generated encoder. */
function encodeRecords(records: Record<string, unknown>[]): Buffer {
  const message = { resourceLogs: [{ resource: { attributes: [] }, scopeLogs: [{ scope: { name: 'test' }, logRecords: records }] }] };
  return Buffer.from(
    opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest.encode(
      message as unknown as opentelemetry.proto.collector.logs.v1.ExportLogsServiceRequest.$Properties,
    ).finish(),
  );
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

describe('decodeProtobufLogs', () => {
  it('round-trips every LogRecordData field through encodeProtobufLogs', () => {
    const logs = [
      logRecord(),
      logRecord({ traceId: '', spanId: '', body: 'plain text log', eventName: '', attributes: {}, severityNumber: 17, severityText: 'ERROR' }),
      logRecord({ body: null, timeUnixNano: '0', flags: 0 }),
    ];

    const decoded = decodeProtobufLogs(Buffer.from(encodeProtobufLogs(logs)), limits);

    expect(decoded).toEqual({ logs, rejectedLogRecords: 0, rejectionMessage: '' });
  });

  it('keeps 64-bit times and body integers exact', () => {
    const body = encodeRecords([
      {
        timeUnixNano: longBits(2n ** 64n - 1n),
        observedTimeUnixNano: longBits(1735689600123456789n),
        body: { kvlistValue: { values: [{ key: 'max', value: { intValue: longBits(2n ** 63n - 1n) } }, { key: 'n', value: { intValue: longBits(-5n) } }] } },
      },
    ]);

    const [record] = decodeProtobufLogs(body, limits).logs;

    expect(record).toMatchObject({ timeUnixNano: '18446744073709551615', observedTimeUnixNano: '1735689600123456789', body: { max: '9223372036854775807', n: -5 } });
  });

  it('reads bytes bodies as base64 and non-finite doubles as their proto3 JSON names', () => {
    const body = encodeRecords([{ body: { bytesValue: Uint8Array.from([0, 255]) } }, { body: { doubleValue: -Infinity } }]);

    expect(decodeProtobufLogs(body, limits).logs.map((l) => l.body)).toEqual(['AP8=', '-Infinity']);
  });

  it('treats empty and all-zero ids as "no trace context" and keeps valid ones as lowercase hex', () => {
    const body = encodeRecords([
      { traceId: TRACE_ID, spanId: SPAN_ID },
      { traceId: Buffer.alloc(0), spanId: Buffer.alloc(0) },
      { traceId: Buffer.alloc(16), spanId: Buffer.alloc(8) },
      {},
    ]);

    const decoded = decodeProtobufLogs(body, limits);

    expect(decoded.logs.map((l) => [l.traceId, l.spanId])).toEqual([
      ['5b8efff798038103d269b633813fc60c', 'eee19b7ec3c1b174'],
      ['', ''],
      ['', ''],
      ['', ''],
    ]);
    expect(decoded.rejectedLogRecords).toBe(0);
  });

  it('refuses records whose ids have the wrong length one by one and keeps the rest', () => {
    const body = encodeRecords([
      { traceId: Buffer.alloc(15, 1), severityText: 'bad-trace' },
      { traceId: TRACE_ID, spanId: SPAN_ID, severityText: 'good' },
      { traceId: TRACE_ID, spanId: Buffer.alloc(9, 1), severityText: 'bad-span' },
    ]);

    const decoded = decodeProtobufLogs(body, limits);

    expect(decoded.logs.map((l) => l.severityText)).toEqual(['good']);
    expect(decoded.rejectedLogRecords).toBe(2);
    expect(decoded.rejectionMessage).toBe('resource_logs[0].scope_logs[0].log_records[0]: invalid trace_id (must be empty or 16 bytes)');
  });

  it('takes the event name from field 12, else from the event.name attribute', () => {
    const body = encodeRecords([
      { eventName: 'gen_ai.choice', attributes: [{ key: 'event.name', value: { stringValue: 'older.name' } }] },
      { attributes: [{ key: 'event.name', value: { stringValue: 'gen_ai.user.message' } }] },
      { attributes: [{ key: 'event.name', value: { intValue: longBits(3n) } }] },
      {},
    ]);

    const decoded = decodeProtobufLogs(body, limits);

    expect(decoded.logs.map((l) => l.eventName)).toEqual(['gen_ai.choice', 'gen_ai.user.message', '', '']);
    // The attribute stays as it was sent.
    expect(decoded.logs[1]!.attributes['event.name']).toBe('gen_ai.user.message');
  });

  it('turns severities unknown to this version into unspecified', () => {
    const body = encodeRecords([{ severityNumber: 24 }, { severityNumber: 25 }, { severityNumber: -1 }]);

    expect(decodeProtobufLogs(body, limits).logs.map((l) => l.severityNumber)).toEqual([24, 0, 0]);
  });

  it('shares one resource object among the records of a ResourceLogs and one scope object per ScopeLogs', () => {
    const a = logRecord({ spanId: '0000000000000001' });
    const b = logRecord({ spanId: '0000000000000002' });
    const c = logRecord({ spanId: '0000000000000003', scope: { ...a.scope, name: 'other-scope' } });
    const d = logRecord({ spanId: '0000000000000004', resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { logs } = decodeProtobufLogs(Buffer.from(encodeProtobufLogs([a, b, c, d])), limits);

    expect(logs.map((l) => l.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expectOriginsSharedPerGroup(logs);
  });

  it('decodes an empty body as an export with no records', () => {
    expect(decodeProtobufLogs(Buffer.alloc(0), limits)).toEqual({ logs: [], rejectedLogRecords: 0, rejectionMessage: '' });
  });

  it('refuses a truncated body as undecodable, naming the request type and not the values', () => {
    const full = Buffer.from(encodeProtobufLogs([logRecord({ body: 'CANARY-7f3a secret prompt' })]));

    const err = decodeError(() => decodeProtobufLogs(full.subarray(0, full.length - 5), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toBe('request body is not a valid OTLP ExportLogsServiceRequest (malformed or truncated protobuf)');
  });

  it('accepts a body nested exactly at the limit', () => {
    const decoded = decodeProtobufLogs(encodeNestedLogBodyRequest(32, 'kvlist'), limits);

    expect(JSON.stringify(decoded.logs[0]!.body)).toBe('{"k":'.repeat(31) + '"x"' + '}'.repeat(31));
  });

  it('refuses a body nested one level past the limit as too deep', () => {
    const err = decodeError(() => decodeProtobufLogs(encodeNestedLogBodyRequest(33, 'array'), limits));

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
  });

  it('refuses a million levels of body nesting quickly and without exhausting the stack', () => {
    const body = encodeNestedLogBodyRequest(1_000_000, 'array');

    const startedMs = performance.now();
    const err = decodeError(() => decodeProtobufLogs(body, limits));

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(performance.now() - startedMs).toBeLessThan(1000);
  });

  it('accepts the same 33-level body when the limit allows it (the refusal is about depth, not framing)', () => {
    const decoded = decodeProtobufLogs(encodeNestedLogBodyRequest(33, 'array'), { maxAnyValueDepth: 33 });

    expect(decoded.logs).toHaveLength(1);
  });
});
