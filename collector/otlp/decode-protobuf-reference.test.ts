/**
 * The one-pass traces decoder against the generated decoder it replaced (test/support/otlp/reference-decode-traces.ts):
 * the same records, rejections and errors on generated requests (every field, nested and odd attribute values,
 * invalid ids, unknown span kinds and status codes, several resources and scopes), and on those requests with
 * bytes changed or cut off. Attribute keys come from a small set, as in real traffic, so the decoder's key cache
 * is hit, and two keys whose bytes hash alike must stay apart.
 */
import fc from 'fast-check';
import protobuf from 'protobufjs/minimal.js';
import { describe, expect, it } from 'vitest';
import { decodeProtobufTraces, OtlpDecodeError } from './decode-protobuf.ts';
import { opentelemetry } from './generated/otlp.js';
import { referenceDecodeProtobufTraces } from '../../test/support/otlp/reference-decode-traces.ts';

type PbAnyValue = opentelemetry.proto.common.v1.AnyValue.$Properties;
type PbKeyValue = opentelemetry.proto.common.v1.KeyValue.$Properties;

const Long = protobuf.util.Long as unknown as { fromString(s: string, unsigned: boolean): unknown };
const limits = { maxAnyValueDepth: 4 };

const int64 = fc.oneof(fc.integer({ min: -1000, max: 1000 }).map(BigInt), fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n })).map((n) => Long.fromString(String(n), false));
const uint64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }).map((n) => Long.fromString(String(n), true));
const key = fc.constantFrom('a', 'b', 'gen_ai.input.messages', '__proto__', 'constructor', '', 'k.ü');

const anyValue: fc.Arbitrary<PbAnyValue> = fc.letrec<{ v: PbAnyValue }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.string({ unit: 'binary', maxLength: 12 }).map((stringValue) => ({ stringValue })),
    fc.boolean().map((boolValue) => ({ boolValue })),
    int64.map((intValue) => ({ intValue }) as PbAnyValue),
    fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0)).map((doubleValue) => ({ doubleValue })),
    fc.uint8Array({ maxLength: 6 }).map((bytesValue) => ({ bytesValue })),
    fc.array(tie('v'), { maxLength: 3 }).map((values) => ({ arrayValue: { values } })),
    fc.array(fc.record({ key, value: tie('v') }), { maxLength: 3 }).map((values) => ({ kvlistValue: { values } })),
    fc.constant({}),
  ),
})).v;
const attributes = fc.array(fc.record({ key, value: anyValue }, { requiredKeys: ['key'] }) as fc.Arbitrary<PbKeyValue>, { maxLength: 4 });
const id = (n: number) => fc.oneof({ weight: 6, arbitrary: fc.uint8Array({ minLength: n, maxLength: n }) }, fc.constant(new Uint8Array(n)), fc.uint8Array({ maxLength: n + 2 }));

const span = fc.record(
  {
    traceId: id(16),
    spanId: id(8),
    parentSpanId: fc.oneof(fc.constant(new Uint8Array(0)), id(8)),
    traceState: fc.string({ maxLength: 5 }),
    flags: fc.nat(),
    name: fc.string({ maxLength: 8 }),
    kind: fc.integer({ min: 0, max: 7 }),
    startTimeUnixNano: uint64,
    endTimeUnixNano: uint64,
    attributes,
    droppedAttributesCount: fc.nat(5),
    events: fc.array(fc.record({ timeUnixNano: uint64, name: fc.string({ maxLength: 4 }), attributes, droppedAttributesCount: fc.nat(3) }, { requiredKeys: [] }), { maxLength: 2 }),
    droppedEventsCount: fc.nat(5),
    links: fc.array(fc.record({ traceId: id(16), spanId: id(8), traceState: fc.string({ maxLength: 3 }), attributes, droppedAttributesCount: fc.nat(3), flags: fc.nat() }, { requiredKeys: [] }), { maxLength: 2 }),
    droppedLinksCount: fc.nat(5),
    status: fc.record({ code: fc.integer({ min: 0, max: 4 }), message: fc.string({ maxLength: 4 }) }, { requiredKeys: [] }),
  },
  { requiredKeys: ['traceId', 'spanId'] },
);

const request = fc.record({
  resourceSpans: fc.array(
    fc.record(
      {
        resource: fc.record({ attributes, droppedAttributesCount: fc.nat(3) }, { requiredKeys: [] }),
        schemaUrl: fc.string({ maxLength: 4 }),
        scopeSpans: fc.array(
          fc.record(
            {
              scope: fc.record({ name: fc.string({ maxLength: 4 }), version: fc.string({ maxLength: 3 }), attributes, droppedAttributesCount: fc.nat(2) }, { requiredKeys: [] }),
              schemaUrl: fc.string({ maxLength: 4 }),
              spans: fc.array(span, { maxLength: 3 }),
            },
            { requiredKeys: [] },
          ),
          { maxLength: 3 },
        ),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
});

function encode(req: unknown): Buffer {
  const r = opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
  return Buffer.from(r.encode(req as opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest.$Properties).finish());
}

/** A decoder's answer: its result, or the code of the OtlpDecodeError it threw (anything else fails the test). */
function outcome(decode: () => unknown): unknown {
  try {
    return decode();
  } catch (err) {
    if (err instanceof OtlpDecodeError) return { error: err.code };
    throw err;
  }
}

describe('decodeProtobufTraces against the generated decoder', () => {
  it('gives the same records and rejections on generated requests', () => {
    fc.assert(
      fc.property(request, (req) => {
        const body = encode(req);
        expect(outcome(() => decodeProtobufTraces(body, limits))).toEqual(outcome(() => referenceDecodeProtobufTraces(body, limits)));
      }),
      { numRuns: 600 },
    );
  });

  it('gives the same records or the same error on requests with bytes changed or cut off', () => {
    fc.assert(
      fc.property(request, fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 3 }), fc.nat(), fc.boolean(), (req, edits, cutAt, cut) => {
        const original = encode(req);
        if (original.length === 0) return;
        const body = Buffer.from(original);
        for (const [at, byte] of edits) body[at % body.length] = byte;
        const input = cut ? body.subarray(0, cutAt % body.length) : body;
        expect(outcome(() => decodeProtobufTraces(input, limits))).toEqual(outcome(() => referenceDecodeProtobufTraces(input, limits)));
      }),
      { numRuns: 1500 },
    );
  });

  it('merges an array value sent twice in one AnyValue, as the reference does (bytes written by hand)', () => {
    const AnyValue = opentelemetry.proto.common.v1.AnyValue;
    const half = (n: number) => Buffer.from(AnyValue.encode({ arrayValue: { values: [{ boolValue: n === 1 }] } }).finish());
    const wrap = (field: number, inner: Buffer): Buffer => Buffer.concat([Buffer.from([(field << 3) | 2, inner.length]), inner]);
    const keyValue = Buffer.concat([Buffer.from([0x0a, 0x01, 0x6b]), wrap(2, Buffer.concat([half(1), half(2)]))]);
    const span = Buffer.concat([
      Buffer.from(opentelemetry.proto.trace.v1.Span.encode({ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2) }).finish()),
      wrap(9, keyValue),
    ]);
    const body = wrap(1, wrap(2, wrap(2, span)));
    expect(decodeProtobufTraces(body, limits).spans[0]!.attributes).toEqual({ k: [true, false] });
    expect(referenceDecodeProtobufTraces(body, limits).spans[0]!.attributes).toEqual({ k: [true, false] });
  });

  it('keeps apart attribute keys whose bytes hash alike in the key cache ("Aa" and "BB"), in one span and across spans', () => {
    const attrs = (keys: string[]) => keys.map((k, i) => ({ key: k, value: { stringValue: `${k}-${i}` } }));
    const spans = [['Aa', 'BB'], ['BB', 'Aa'], ['BB']].map((keys, i) => ({ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(i + 1), attributes: attrs(keys) }));
    const body = encode({ resourceSpans: [{ scopeSpans: [{ spans }] }] });
    const decoded = decodeProtobufTraces(body, limits).spans.map((s) => s.attributes);
    expect(decoded).toEqual([{ Aa: 'Aa-0', BB: 'BB-1' }, { BB: 'BB-0', Aa: 'Aa-1' }, { BB: 'BB-0' }]);
    expect(decodeProtobufTraces(body, limits)).toEqual(referenceDecodeProtobufTraces(body, limits));
  });

  it('refuses a tag or a length written in more than 32 bits, as the reference does (found by the property above)', () => {
    const span = Buffer.from(opentelemetry.proto.trace.v1.Span.encode({ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2) }).finish());
    const wrap = (field: number, inner: Buffer): Buffer => Buffer.concat([Buffer.from([(field << 3) | 2, inner.length]), inner]);
    // Span.name (field 5, wire type 2) with its tag in five bytes whose last carries bits beyond 32.
    const overlongTag = Buffer.concat([span, Buffer.from([0xaa, 0x80, 0x80, 0x80, 0x70, 0x01, 0x61])]);
    // The same field with its length in six bytes.
    const overlongLength = Buffer.concat([span, Buffer.from([0x2a, 0x81, 0x80, 0x80, 0x80, 0x80, 0x00, 0x61])]);
    for (const s of [overlongTag, overlongLength]) {
      const body = wrap(1, wrap(2, wrap(2, s)));
      expect(outcome(() => referenceDecodeProtobufTraces(body, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
      expect(outcome(() => decodeProtobufTraces(body, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    }
  });

  it('reads over the fields it does not keep as the reference does: entity refs and the dropped count of a scope (found by the property above)', () => {
    const wrap = (field: number, inner: Buffer): Buffer => Buffer.concat([Buffer.from([(field << 3) | 2, inner.length]), inner]);
    const span = Buffer.from(opentelemetry.proto.trace.v1.Span.encode({ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2) }).finish());
    // A resource whose entity ref (field 3) holds a fixed64 cut short: the reference decodes entity refs and refuses it.
    const brokenRef = Buffer.from('0a000a060a041a022120', 'hex');
    expect(outcome(() => referenceDecodeProtobufTraces(brokenRef, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    expect(outcome(() => decodeProtobufTraces(brokenRef, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    // A whole entity ref is read over: same records (positive control for the case above).
    const withRef = encode({ resourceSpans: [{ resource: { entityRefs: [{ type: 'service', idKeys: ['service.name'] }] }, scopeSpans: [{ spans: [{ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2) }] }] }] });
    expect(decodeProtobufTraces(withRef, limits).spans).toHaveLength(1);
    expect(decodeProtobufTraces(withRef, limits)).toEqual(referenceDecodeProtobufTraces(withRef, limits));
    // A scope whose dropped_attributes_count (field 4) is an eleven-byte varint: the reference reads it as a uint32,
    // which refuses more than ten bytes, where skipping a varint would not.
    const scopeWith = (count: number[]) => Buffer.from([0x20, ...count, 0x0a, 0x02, 0x61, 0x62]);
    const bodyWith = (scope: Buffer) => wrap(1, wrap(2, Buffer.concat([wrap(1, scope), wrap(2, span)])));
    const overlong = bodyWith(scopeWith([...Array(10).fill(0xff), 0x01]));
    expect(outcome(() => referenceDecodeProtobufTraces(overlong, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    expect(outcome(() => decodeProtobufTraces(overlong, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    // Ten bytes are a varint: both read the scope's name after it (positive control).
    const longest = bodyWith(scopeWith([...Array(9).fill(0xff), 0x01]));
    expect(decodeProtobufTraces(longest, limits).spans[0]!.scope.name).toBe('ab');
    expect(decodeProtobufTraces(longest, limits)).toEqual(referenceDecodeProtobufTraces(longest, limits));
  });

  it('refuses groups, field number 0 and overlong varints where the pre-scan of the reference does, and skips a group in a status as protobufjs does', () => {
    const wrap = (field: number, inner: Buffer): Buffer => Buffer.concat([Buffer.from([(field << 3) | 2, inner.length]), inner]);
    const span = Buffer.from(opentelemetry.proto.trace.v1.Span.encode({ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2) }).finish());
    const request = (resourceSpans: Buffer) => wrap(1, resourceSpans);
    const refused = [
      // An empty group (field 1) in a ResourceSpans: found by the property above once the pre-scan ran only on refusal.
      request(Buffer.concat([Buffer.from([0x0b, 0x0c]), wrap(2, wrap(2, span))])),
      // A field numbered 0 in a span.
      request(wrap(2, wrap(2, Buffer.concat([span, Buffer.from([0x00, 0x01])])))),
      // An unknown varint field (31) of eleven bytes in a span.
      request(wrap(2, wrap(2, Buffer.concat([span, Buffer.from([0xf8, 0x01, ...Array(10).fill(0xff), 0x01])])))),
    ];
    for (const body of refused) {
      expect(outcome(() => referenceDecodeProtobufTraces(body, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
      expect(outcome(() => decodeProtobufTraces(body, limits))).toEqual({ error: 'TH_ERR_OTLP_UNDECODABLE' });
    }
    // The pre-scan does not enter a status: a group there is skipped, and the code after it read (positive control).
    const status = Buffer.from([0x0b, 0x0c, 0x18, 0x02]);
    const accepted = request(wrap(2, wrap(2, Buffer.concat([span, wrap(15, status)]))));
    expect(decodeProtobufTraces(accepted, limits).spans[0]!.status.code).toBe(2);
    expect(decodeProtobufTraces(accepted, limits)).toEqual(referenceDecodeProtobufTraces(accepted, limits));
  });

  it('can tell two requests apart (negative control on the comparison)', () => {
    const a = encode({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2), name: 'a' }] }] }] });
    const b = encode({ resourceSpans: [{ scopeSpans: [{ spans: [{ traceId: new Uint8Array(16).fill(1), spanId: new Uint8Array(8).fill(2), name: 'b' }] }] }] });
    expect(decodeProtobufTraces(a, limits)).not.toEqual(referenceDecodeProtobufTraces(b, limits));
    expect(decodeProtobufTraces(a, limits).spans[0]!.name).toBe('a');
  });
});
