import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeProtobufMetrics } from './decode-protobuf-metrics.ts';
import { encodeProtobufMetrics } from '../../test/support/otlp/encode-metrics.ts';
import { opentelemetry } from './generated/otlp.js';
import { metricPoint, metricPointsOfEveryType } from '../../test/factories/metric-point.ts';
import { OtlpDecodeError } from './otlp-decode-error.ts';
import { longBits } from '../../test/support/otlp/wire-bodies.ts';

const limits = { maxAnyValueDepth: 32 };
const T0 = longBits(1735689600000000000n);

/** One ResourceMetrics/ScopeMetrics holding `metrics`, with the generated encoder. */
function encodeMetrics(metrics: Record<string, unknown>[]): Buffer {
  const message = { resourceMetrics: [{ resource: { attributes: [] }, scopeMetrics: [{ scope: { name: 'test' }, metrics }] }] };
  return Buffer.from(
    opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest.encode(
      message as unknown as opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest.$Properties,
    ).finish(),
  );
}

/** An AnyValue nested `depth` levels through arrays (depth 1 = a string). */
function nestedArray(depth: number): Record<string, unknown> {
  let value: Record<string, unknown> = { stringValue: 'x' };
  for (let i = 1; i < depth; i++) value = { arrayValue: { values: [value] } };
  return value;
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

describe('decodeProtobufMetrics', () => {
  it('round-trips a point of every metric type through encodeProtobufMetrics', () => {
    const points = metricPointsOfEveryType();

    expect(decodeProtobufMetrics(Buffer.from(encodeProtobufMetrics(points)), limits)).toEqual({ points, rejectedDataPoints: 0, rejectionMessage: '' });
  });

  it('reads gauge and sum values: int64 exact, doubles, NaN by name, and no value as null', () => {
    const body = encodeMetrics([
      {
        name: 'g',
        gauge: {
          dataPoints: [
            { timeUnixNano: T0, asInt: longBits(-(2n ** 63n)) },
            { timeUnixNano: T0, asInt: longBits(42n) },
            { timeUnixNano: T0, asDouble: 0.5 },
            { timeUnixNano: T0, asDouble: NaN },
            { timeUnixNano: T0, flags: 1 },
          ],
        },
      },
      { name: 's', sum: { aggregationTemporality: 1, isMonotonic: true, dataPoints: [{ timeUnixNano: T0, asDouble: 3 }] } },
      { name: 'u', sum: { aggregationTemporality: 7, dataPoints: [{ timeUnixNano: T0, asInt: longBits(1n) }] } },
    ]);

    const { points } = decodeProtobufMetrics(body, limits);

    expect(points.map((p) => p.value)).toEqual(['-9223372036854775808', 42, 0.5, 'NaN', null, 3, 1]);
    expect(points.map((p) => [p.type, p.temporality, p.isMonotonic])).toEqual([
      ...Array.from({ length: 5 }, () => ['gauge', 'unspecified', false]),
      ['sum', 'delta', true],
      // A temporality this version does not know is unspecified rather than a failure.
      ['sum', 'unspecified', false],
    ]);
    expect(points[4]!.flags).toBe(1);
  });

  it('reads histogram buckets, counts above 2^53 as strings, and optional sum/min/max as null when absent', () => {
    const body = encodeMetrics([
      {
        name: 'h',
        histogram: {
          aggregationTemporality: 2,
          dataPoints: [
            { timeUnixNano: T0, count: longBits(2n ** 53n + 1n), bucketCounts: [longBits(1n), longBits(2n ** 53n)], explicitBounds: [10] },
            { timeUnixNano: T0, count: longBits(0n), sum: 0, min: 0, max: 0 },
          ],
        },
      },
    ]);

    const { points } = decodeProtobufMetrics(body, limits);

    expect(points[0]).toMatchObject({ count: '9007199254740993', bucketCounts: [1, '9007199254740992'], explicitBounds: [10], sum: null, min: null, max: null });
    expect(points[1]).toMatchObject({ count: 0, sum: 0, min: 0, max: 0, bucketCounts: [], explicitBounds: [] });
  });

  it('refuses malformed histogram points one by one and keeps the rest', () => {
    const good = { timeUnixNano: T0, count: longBits(3n), sum: 6, bucketCounts: [longBits(1n), longBits(2n)], explicitBounds: [5] };
    const body = encodeMetrics([
      {
        name: 'h',
        histogram: {
          aggregationTemporality: 1,
          dataPoints: [
            { ...good, bucketCounts: [longBits(3n)] },
            good,
            { ...good, explicitBounds: [5, 5], bucketCounts: [longBits(1n), longBits(1n), longBits(1n)] },
            { ...good, explicitBounds: [Infinity] },
            { ...good, sum: NaN },
            // A staleness marker: its values mean nothing, the NaN becomes null.
            { ...good, sum: NaN, flags: 1 },
          ],
        },
      },
    ]);

    const decoded = decodeProtobufMetrics(body, limits);

    expect(decoded.points.map((p) => p.sum)).toEqual([6, null]);
    expect(decoded.rejectedDataPoints).toBe(4);
    expect(decoded.rejectionMessage).toBe(
      'resource_metrics[0].scope_metrics[0].metrics[0].histogram.data_points[0].bucket_counts: must have one more entry than the explicit bounds (or both be empty)',
    );
  });

  it('writes exponential histogram and summary details as JSON, keeping NaN quantiles', () => {
    const body = encodeMetrics([
      {
        name: 'e',
        exponentialHistogram: {
          aggregationTemporality: 1,
          dataPoints: [
            { timeUnixNano: T0, count: longBits(5n), scale: -3, zeroCount: longBits(1n), zeroThreshold: 1e-9, positive: { offset: -2, bucketCounts: [longBits(4n)] } },
          ],
        },
      },
      {
        name: 'q',
        summary: { dataPoints: [{ timeUnixNano: T0, count: longBits(0n), sum: 0, quantileValues: [{ quantile: 0.5, value: NaN }, { quantile: 1, value: 2 }] }] },
      },
    ]);

    const { points } = decodeProtobufMetrics(body, limits);

    expect(JSON.parse(points[0]!.detailsJson)).toEqual({
      scale: -3,
      zeroCount: 1,
      zeroThreshold: 1e-9,
      positive: { offset: -2, bucketCounts: [4] },
      negative: { offset: 0, bucketCounts: [] },
    });
    expect(points[0]).toMatchObject({ type: 'exponential_histogram', temporality: 'delta', count: 5, sum: null, bucketCounts: [] });
    expect(JSON.parse(points[1]!.detailsJson)).toEqual({ quantileValues: [{ quantile: 0.5, value: 'NaN' }, { quantile: 1, value: 2 }] });
    expect(points[1]).toMatchObject({ type: 'summary', temporality: 'unspecified', count: 0, sum: 0, min: null, max: null });
  });

  it('refuses the points of an unnamed metric and skips a metric without data', () => {
    const body = encodeMetrics([
      { name: '', gauge: { dataPoints: [{ asInt: longBits(1n) }, { asInt: longBits(2n) }] } },
      { name: 'no-data' },
      { name: 'ok', gauge: { dataPoints: [{ asInt: longBits(3n) }] } },
    ]);

    const decoded = decodeProtobufMetrics(body, limits);

    expect(decoded.points.map((p) => p.name)).toEqual(['ok']);
    expect(decoded.rejectedDataPoints).toBe(2);
    expect(decoded.rejectionMessage).toBe('resource_metrics[0].scope_metrics[0].metrics[0].gauge.data_points[0]: metric name must not be empty');
  });

  it('drops exemplars and metric metadata', () => {
    const exemplar = { timeUnixNano: T0, asDouble: 1, traceId: Buffer.alloc(16, 1), spanId: Buffer.alloc(8, 1), filteredAttributes: [{ key: 'k', value: { stringValue: 'v' } }] };
    const withExtras = encodeMetrics([{ name: 'g', metadata: [{ key: 'm', value: { stringValue: 'x' } }], gauge: { dataPoints: [{ timeUnixNano: T0, asInt: longBits(1n), exemplars: [exemplar] }] } }]);
    const without = encodeMetrics([{ name: 'g', gauge: { dataPoints: [{ timeUnixNano: T0, asInt: longBits(1n) }] } }]);

    expect(decodeProtobufMetrics(withExtras, limits)).toEqual(decodeProtobufMetrics(without, limits));
  });

  it('bounds nesting in exemplar attributes and metric metadata too, although both are dropped', () => {
    const exemplar = (depth: number) => ({ filteredAttributes: [{ key: 'k', value: nestedArray(depth) }] });
    const inExemplar = (depth: number) =>
      encodeMetrics([{ name: 'h', histogram: { dataPoints: [{ timeUnixNano: T0, count: longBits(0n), exemplars: [exemplar(depth)] }] } }]);
    const inMetadata = encodeMetrics([{ name: 'g', metadata: [{ key: 'k', value: nestedArray(33) }], gauge: { dataPoints: [] } }]);

    expect(decodeError(() => decodeProtobufMetrics(inExemplar(33), limits)).code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(decodeError(() => decodeProtobufMetrics(inMetadata, limits)).code).toBe('TH_ERR_OTLP_TOO_DEEP');
    // Negative control: one level less is accepted.
    expect(decodeProtobufMetrics(inExemplar(32), limits).points).toHaveLength(1);
  });

  it('refuses attributes of a data point nested past the limit as too deep', () => {
    const body = encodeMetrics([{ name: 'g', gauge: { dataPoints: [{ attributes: [{ key: 'k', value: nestedArray(33) }] }] } }]);

    expect(decodeError(() => decodeProtobufMetrics(body, limits)).code).toBe('TH_ERR_OTLP_TOO_DEEP');
  });

  it('shares one resource object among the points of a ResourceMetrics and one scope object per ScopeMetrics', () => {
    const a = metricPoint('gauge');
    const b = metricPoint('sum');
    const c = metricPoint('gauge', { scope: { ...a.scope, name: 'other' } });
    const d = metricPoint('gauge', { resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { points } = decodeProtobufMetrics(Buffer.from(encodeProtobufMetrics([a, b, c, d])), limits);

    expect(points.map((p) => p.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expectOriginsSharedPerGroup(points);
  });

  it('refuses a truncated body as undecodable, naming the request type', () => {
    const full = Buffer.from(encodeProtobufMetrics(metricPointsOfEveryType()));

    const err = decodeError(() => decodeProtobufMetrics(full.subarray(0, full.length - 3), limits));

    expect(err.message).toBe('request body is not a valid OTLP ExportMetricsServiceRequest (malformed or truncated protobuf)');
  });
});
