import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeJsonTraces } from './decode-json.ts';
import { decodeProtobufTraces } from './decode-protobuf.ts';
import { encodeJsonTraces, encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { OtlpDecodeError } from './otlp-decode-error.ts';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { encodeRequest, longBits, pbSpan } from '../../test/support/otlp/wire-bodies.ts';

const limits = { maxAnyValueDepth: 32 };

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function request(spans: unknown[], extra: Record<string, unknown> = {}): Buffer {
  return json({ resourceSpans: [{ resource: { attributes: [] }, scopeSpans: [{ scope: { name: 'test' }, spans }] }], ...extra });
}

const TRACE_ID = '5b8efff798038103d269b633813fc60c';
const SPAN_ID = 'eee19b7ec3c1b174';

function decodeError(fn: () => unknown): OtlpDecodeError {
  try {
    fn();
  } catch (err) {
    if (err instanceof OtlpDecodeError) return err;
    throw err;
  }
  throw new Error('expected an OtlpDecodeError');
}

describe('decodeJsonTraces', () => {
  it('round-trips every SpanRecord field through encodeJsonTraces', () => {
    const spans = [spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000aa', parentSpanId: '', kind: 1 })];

    const decoded = decodeJsonTraces(Buffer.from(encodeJsonTraces(spans)), limits);

    expect(decoded).toEqual({ spans, rejectedSpans: 0, rejectionMessage: '' });
  });

  it('produces the same records as the protobuf decoder for the same data', () => {
    const spans = [spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000ab', attributes: { big: '9223372036854775807', neg: -5 } })];

    const fromJson = decodeJsonTraces(Buffer.from(encodeJsonTraces(spans)), limits);
    const fromProtobuf = decodeProtobufTraces(Buffer.from(encodeProtobufTraces(spans)), limits);

    expect(fromJson).toEqual(fromProtobuf);
  });

  it('decodes int64 and bytes exactly like the protobuf decoder', () => {
    const protobuf = encodeRequest([
      pbSpan({
        startTimeUnixNano: longBits(1735689600123456789n),
        attributes: [
          { key: 'i', value: { intValue: longBits(-(2n ** 63n)) } },
          { key: 'b', value: { bytesValue: Uint8Array.from([251, 255]) } },
        ],
      }),
    ]);
    const body = request([
      {
        traceId: TRACE_ID,
        spanId: SPAN_ID,
        name: 'span',
        startTimeUnixNano: '1735689600123456789',
        endTimeUnixNano: 2,
        // URL-safe and unpadded base64 is accepted and normalized.
        attributes: [
          { key: 'i', value: { intValue: '-9223372036854775808' } },
          { key: 'b', value: { bytesValue: '-_8' } },
        ],
      },
    ]);

    expect(decodeJsonTraces(body, limits)).toEqual(decodeProtobufTraces(protobuf, limits));
  });

  it('accepts upper-case hex, snake_case keys, enum names, numeric strings and ignores unknown fields', () => {
    const body = json({
      resource_spans: [
        {
          resource: { attributes: [{ key: 'service.name', value: { string_value: 'svc' } }], unknown: 1 },
          scope_spans: [
            {
              scope: { name: 's', version: '1' },
              spans: [
                {
                  trace_id: TRACE_ID.toUpperCase(),
                  span_id: SPAN_ID.toUpperCase(),
                  parent_span_id: 'EEE19B7EC3C1B173',
                  name: 'n',
                  kind: 'SPAN_KIND_CLIENT',
                  start_time_unix_nano: 1700000000000000000,
                  end_time_unix_nano: '1700000000000000001',
                  attributes: [
                    { key: 'n', value: { int_value: 42 } },
                    { key: 's', value: { intValue: '-7' } },
                    { key: 'd', value: { doubleValue: '2.5' } },
                    { key: 'nan', value: { doubleValue: 'NaN' } },
                    { key: 'a', value: { array_value: { values: [{ bool_value: true }, {}] } } },
                  ],
                  dropped_attributes_count: '3',
                  status: { code: 'STATUS_CODE_ERROR', message: 'm' },
                  somethingNew: { deeply: ['ignored'] },
                },
              ],
            },
          ],
        },
      ],
    });

    const [span] = decodeJsonTraces(body, limits).spans;

    expect(span).toMatchObject({
      traceId: TRACE_ID,
      spanId: SPAN_ID,
      parentSpanId: 'eee19b7ec3c1b173',
      kind: 3,
      startTimeUnixNano: '1700000000000000000',
      endTimeUnixNano: '1700000000000000001',
      attributes: { n: 42, s: -7, d: 2.5, nan: 'NaN', a: [true, null] },
      droppedAttributesCount: 3,
      status: { code: 2, message: 'm' },
      resource: { attributes: { 'service.name': 'svc' } },
      scope: { name: 's', version: '1' },
    });
  });

  it('refuses spans with invalid ids or values one by one and keeps the rest', () => {
    const body = request([
      { traceId: 'zz' + TRACE_ID.slice(2), spanId: SPAN_ID, name: 'bad-hex' },
      { traceId: TRACE_ID, spanId: SPAN_ID, name: 'good' },
      { traceId: TRACE_ID, spanId: '0000000000000000', name: 'zero-span-id' },
      { traceId: TRACE_ID, spanId: SPAN_ID, startTimeUnixNano: '-1', name: 'bad-time' },
      { traceId: TRACE_ID, spanId: SPAN_ID, attributes: [{ key: 'k', value: { intValue: 'twelve' } }], name: 'bad-int' },
    ]);

    const decoded = decodeJsonTraces(body, limits);

    expect(decoded.spans.map((s) => s.name)).toEqual(['good']);
    expect(decoded.rejectedSpans).toBe(4);
    expect(decoded.rejectionMessage).toBe(
      'resourceSpans[0].scopeSpans[0].spans[0].traceId: invalid trace_id (must be 32 hex characters, not all zero)',
    );
  });

  it('shares one resource object among the spans of a ResourceSpans and one scope object per ScopeSpans', () => {
    const a = spanWithEveryField({ spanId: '0000000000000001' });
    const b = spanWithEveryField({ spanId: '0000000000000002' });
    const c = spanWithEveryField({ spanId: '0000000000000003', scope: { ...a.scope, name: 'second-scope' } });
    const d = spanWithEveryField({ spanId: '0000000000000004', resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { spans } = decodeJsonTraces(Buffer.from(encodeJsonTraces([a, b, c, d])), limits);

    expect(spans.map((s) => s.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expectOriginsSharedPerGroup(spans);
  });

  it('refuses a body that is not JSON as undecodable', () => {
    const err = decodeError(() => decodeJsonTraces(Buffer.from([0x0a, 0x02, 0xff, 0x00]), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toBe('request body is not valid JSON');
  });

  it('refuses truncated JSON as undecodable', () => {
    const full = encodeJsonTraces([spanWithEveryField()]);

    const err = decodeError(() => decodeJsonTraces(Buffer.from(full.slice(0, full.length - 10)), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
  });

  it('refuses JSON of the wrong shape outside spans, naming the field but not the value', () => {
    const body = json({ resourceSpans: [{ resource: { attributes: [{ key: 'k', value: { intValue: 'CANARY-7f3a' } }] } }] });

    const err = decodeError(() => decodeJsonTraces(body, limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toBe('resourceSpans[0].resource.attributes[0]: intValue must be a 64-bit integer');
  });

  it('refuses a million levels of nesting quickly and without exhausting the stack', () => {
    const levels = 1_000_000;
    const open = '{"arrayValue":{"values":[';
    const value = open.repeat(levels) + '{"stringValue":"x"}' + ']}}'.repeat(levels);
    const body = Buffer.from(
      `{"resourceSpans":[{"scopeSpans":[{"spans":[{"traceId":"${TRACE_ID}","spanId":"${SPAN_ID}","attributes":[{"key":"k","value":${value}}]}]}]}]}`,
    );

    const startedMs = performance.now();
    const err = decodeError(() => decodeJsonTraces(body, limits));
    const elapsedMs = performance.now() - startedMs;

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    // JSON.parse is linear; the converter stops at the limit. Generous bound against quadratic work.
    expect(elapsedMs).toBeLessThan(3000);
  });

  it('accepts nesting exactly at the limit', () => {
    let value: unknown = { stringValue: 'x' };
    for (let i = 1; i < 32; i++) value = { kvlistValue: { values: [{ key: 'k', value }] } };

    const decoded = decodeJsonTraces(request([{ traceId: TRACE_ID, spanId: SPAN_ID, attributes: [{ key: 'k', value }] }]), limits);

    expect(decoded.spans).toHaveLength(1);
    expect(JSON.stringify(decoded.spans[0]!.attributes)).toBe('{"k":'.repeat(32) + '"x"' + '}'.repeat(32));
  });

  it('refuses a request whose resourceSpans is not an array, naming the field', () => {
    const err = decodeError(() => decodeJsonTraces(json({ resourceSpans: { not: 'an array' } }), limits));

    expect(err.message).toBe('resourceSpans: must be an array');
  });

  it('accepts nesting at the limit inside event attributes, where OTLP structure is deepest', () => {
    let value: unknown = { kvlistValue: { values: [] } };
    for (let i = 1; i < 32; i++) value = { kvlistValue: { values: [{ key: 'k', value }] } };
    const body = request([{ traceId: TRACE_ID, spanId: SPAN_ID, events: [{ name: 'e', attributes: [{ key: 'k', value }] }] }]);

    const decoded = decodeJsonTraces(body, limits);

    expect(decoded.spans[0]!.events[0]!.attributes.k).toBeTypeOf('object');
  });
});
