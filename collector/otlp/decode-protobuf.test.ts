import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeJsonTraces } from './decode-json.ts';
import { decodeProtobufTraces, OtlpDecodeError } from './decode-protobuf.ts';
import { encodeProtobufTraces } from '../../test/support/otlp/encode-traces.ts';
import { opentelemetry } from './generated/otlp.js';
import { spanWithEveryField } from '../../test/factories/span.ts';
import { encodeNestedAttributeRequest, encodeRequest, longBits, pbSpan } from '../../test/support/otlp/wire-bodies.ts';

const limits = { maxAnyValueDepth: 32 };
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

describe('decodeProtobufTraces', () => {
  it('round-trips every SpanRecord field through encodeProtobufTraces', () => {
    const spans = [spanWithEveryField(), spanWithEveryField({ spanId: '00000000000000aa', parentSpanId: '', kind: 2, status: { code: 0, message: '' } })];

    const decoded = decodeProtobufTraces(Buffer.from(encodeProtobufTraces(spans)), limits);

    expect(decoded).toEqual({ spans, rejectedSpans: 0, rejectionMessage: '' });
  });

  it('keeps nanosecond times above 2^53 exact, up to the largest fixed64', () => {
    const body = encodeRequest([
      pbSpan({ startTimeUnixNano: longBits(1735689600123456789n), endTimeUnixNano: longBits(2n ** 64n - 1n) }),
    ]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.startTimeUnixNano).toBe('1735689600123456789');
    expect(span!.endTimeUnixNano).toBe('18446744073709551615');
  });

  it('turns int64 values into numbers when exact and decimal strings otherwise', () => {
    const values: [string, bigint][] = [
      ['max', 2n ** 63n - 1n],
      ['min', -(2n ** 63n)],
      ['maxSafe', 2n ** 53n - 1n],
      ['aboveSafe', 2n ** 53n],
      ['minSafe', -(2n ** 53n) + 1n],
      ['belowSafe', -(2n ** 53n)],
      ['minusOne', -1n],
      ['zero', 0n],
    ];
    const body = encodeRequest([pbSpan({ attributes: values.map(([key, v]) => ({ key, value: { intValue: longBits(v) } })) })]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.attributes).toEqual({
      max: '9223372036854775807',
      min: '-9223372036854775808',
      maxSafe: 9007199254740991,
      aboveSafe: '9007199254740992',
      minSafe: -9007199254740991,
      belowSafe: '-9007199254740992',
      minusOne: -1,
      zero: 0,
    });
  });

  it('turns bytes values into base64 and non-finite doubles into their proto3 JSON names', () => {
    const body = encodeRequest([
      pbSpan({
        attributes: [
          { key: 'bytes', value: { bytesValue: Uint8Array.from([0, 1, 254, 255]) } },
          { key: 'nan', value: { doubleValue: NaN } },
          { key: 'inf', value: { doubleValue: -Infinity } },
        ],
      }),
    ]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.attributes).toEqual({ bytes: 'AAH+/w==', nan: 'NaN', inf: '-Infinity' });
  });

  it('decodes nested key-value lists and arrays, the last duplicate key winning', () => {
    const body = encodeRequest([
      pbSpan({
        attributes: [
          { key: 'dup', value: { stringValue: 'first' } },
          {
            key: 'tree',
            value: {
              kvlistValue: {
                values: [
                  { key: 'a', value: { arrayValue: { values: [{ boolValue: true }, {}, { doubleValue: 0.5 }] } } },
                  { key: 'a', value: { kvlistValue: { values: [{ key: 'b', value: { stringValue: 'c' } }] } } },
                ],
              },
            },
          },
          { key: 'dup', value: { stringValue: 'last' } },
        ],
      }),
    ]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.attributes).toEqual({ dup: 'last', tree: { a: { b: 'c' } } });
  });

  it('takes the last member of an AnyValue that carries several on the wire, like the JSON decoder', () => {
    // AnyValue { string_value: "a", int_value: 5 }, written by hand: the generated encoder never writes
    // two members of a oneof. It is spliced into a span as attribute "k" (Span.attributes = field 9).
    const anyValue = Buffer.from([0x0a, 0x01, 0x61, 0x18, 0x05]);
    const keyValue = Buffer.concat([Buffer.from([0x0a, 0x01, 0x6b, 0x12, anyValue.length]), anyValue]);
    const span = Buffer.concat([
      opentelemetry.proto.trace.v1.Span.encode(pbSpan() as opentelemetry.proto.trace.v1.Span.$Properties).finish(),
      Buffer.from([0x4a, keyValue.length]),
      keyValue,
    ]);
    const wrap = (field: number, inner: Buffer): Buffer => Buffer.concat([Buffer.from([(field << 3) | 2, inner.length]), inner]);
    const body = wrap(1, wrap(2, wrap(2, span)));
    const json = JSON.stringify({
      resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: TRACE_ID, spanId: SPAN_ID, attributes: [{ key: 'k', value: { stringValue: 'a', intValue: '5' } }] }] }] }],
    });

    const fromProtobuf = decodeProtobufTraces(body, limits).spans[0]!;
    const fromJson = decodeJsonTraces(Buffer.from(json), limits).spans[0]!;

    expect(fromProtobuf.attributes).toEqual({ k: 5 });
    expect(fromJson.attributes).toEqual({ k: 5 });
  });

  it('keeps an attribute named __proto__ as data instead of changing the prototype', () => {
    const body = encodeRequest([pbSpan({ attributes: [{ key: '__proto__', value: { kvlistValue: { values: [{ key: 'polluted', value: { boolValue: true } }] } } }] })]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(Object.getPrototypeOf(span!.attributes)).toBe(Object.prototype);
    expect(Object.keys(span!.attributes)).toEqual(['__proto__']);
    expect((span!.attributes as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('writes ids as lowercase hex and an all-zero parent as a root span', () => {
    const body = encodeRequest([
      pbSpan({
        traceId: Buffer.from('ABCDEF00000000000000000000000001', 'hex'),
        spanId: Buffer.from('ABCDEF0000000001', 'hex'),
        parentSpanId: Buffer.alloc(8),
      }),
    ]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.traceId).toBe('abcdef00000000000000000000000001');
    expect(span!.spanId).toBe('abcdef0000000001');
    expect(span!.parentSpanId).toBe('');
  });

  it('refuses spans with invalid ids one by one and keeps the rest', () => {
    const body = encodeRequest([
      pbSpan({ traceId: Buffer.alloc(15, 1) }),
      pbSpan({ name: 'good' }),
      pbSpan({ spanId: Buffer.alloc(8) }),
      pbSpan({ parentSpanId: Buffer.alloc(5, 1) }),
      pbSpan({ traceId: Buffer.alloc(16) }),
    ]);

    const decoded = decodeProtobufTraces(body, limits);

    expect(decoded.spans.map((s) => s.name)).toEqual(['good']);
    expect(decoded.rejectedSpans).toBe(4);
    expect(decoded.rejectionMessage).toBe('resource_spans[0].scope_spans[0].spans[0]: invalid trace_id (must be 16 bytes, not all zero)');
  });

  it('drops links with invalid ids and counts them as dropped', () => {
    const goodLink = { traceId: Buffer.alloc(16, 2), spanId: Buffer.alloc(8, 3) };
    const body = encodeRequest([pbSpan({ links: [goodLink, { traceId: Buffer.alloc(16), spanId: Buffer.alloc(8, 3) }], droppedLinksCount: 1 })]);

    const [span] = decodeProtobufTraces(body, limits).spans;

    expect(span!.links.map((l) => l.spanId)).toEqual(['0303030303030303']);
    expect(span!.droppedLinksCount).toBe(2);
  });

  it('shares one resource object among the spans of a ResourceSpans and one scope object per ScopeSpans', () => {
    const a = spanWithEveryField({ spanId: '0000000000000001' });
    const b = spanWithEveryField({ spanId: '0000000000000002' });
    const c = spanWithEveryField({ spanId: '0000000000000003', scope: { ...a.scope, name: 'second-scope' } });
    const d = spanWithEveryField({ spanId: '0000000000000004', resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { spans } = decodeProtobufTraces(Buffer.from(encodeProtobufTraces([a, b, c, d])), limits);

    expect(spans.map((s) => s.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expect(spans.map((s) => s.scope.name)).toEqual([a.scope.name, a.scope.name, 'second-scope', a.scope.name]);
    expectOriginsSharedPerGroup(spans);
  });

  it('decodes an empty body as an export with no spans', () => {
    expect(decodeProtobufTraces(Buffer.alloc(0), limits)).toEqual({ spans: [], rejectedSpans: 0, rejectionMessage: '' });
  });

  it('refuses a body that is not protobuf as undecodable', () => {
    const err = decodeError(() => decodeProtobufTraces(Buffer.from('{"resourceSpans":[]}'), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toMatch(/not a valid OTLP ExportTraceServiceRequest/);
  });

  it('refuses a truncated body as undecodable', () => {
    const full = Buffer.from(encodeProtobufTraces([spanWithEveryField()]));

    const err = decodeError(() => decodeProtobufTraces(full.subarray(0, full.length - 7), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
  });

  it('never puts attribute values into its error messages', () => {
    const full = Buffer.from(encodeProtobufTraces([spanWithEveryField({ attributes: { secret: 'CANARY-7f3a' } })]));

    const err = decodeError(() => decodeProtobufTraces(full.subarray(0, full.length - 3), limits));

    expect(err.message).not.toContain('CANARY');
  });

  it('accepts nesting exactly at the limit', () => {
    const decoded = decodeProtobufTraces(encodeNestedAttributeRequest(32, 'kvlist'), limits);

    let value: unknown = decoded.spans[0]!.attributes.k;
    let depth = 1;
    while (typeof value === 'object' && value !== null) {
      value = (value as Record<string, unknown>).k;
      depth++;
    }
    expect(value).toBe('x');
    expect(depth).toBe(32);
  });

  it('refuses nesting one level past the limit as too deep', () => {
    const err = decodeError(() => decodeProtobufTraces(encodeNestedAttributeRequest(33, 'array'), limits));

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(err.message).toContain('32 levels');
  });

  it('accepts key-value list nesting beyond protobufjs default recursion limit when configured', () => {
    // 100 levels of kvlists are ~300 nested messages; protobufjs alone stops at 100.
    const decoded = decodeProtobufTraces(encodeNestedAttributeRequest(100, 'kvlist'), { maxAnyValueDepth: 100 });

    expect(decoded.spans).toHaveLength(1);
  });

  it('refuses a million levels of nesting quickly and without exhausting the stack', () => {
    const body = encodeNestedAttributeRequest(1_000_000, 'array');
    expect(body.length).toBeGreaterThan(5 * 1024 * 1024);

    const startedMs = performance.now();
    const err = decodeError(() => decodeProtobufTraces(body, limits));
    const elapsedMs = performance.now() - startedMs;

    expect(err.code).toBe('TH_ERR_OTLP_TOO_DEEP');
    // Bounded work: the scan stops at the limit. Generous bound, far below any quadratic behaviour.
    expect(elapsedMs).toBeLessThan(1000);
  });
});
