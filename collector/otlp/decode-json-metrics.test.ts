import { describe, expect, it } from 'vitest';
import { expectOriginsSharedPerGroup } from '../../test/support/otlp/shared-origins.ts';
import { decodeJsonMetrics } from './decode-json-metrics.ts';
import { decodeProtobufMetrics } from './decode-protobuf-metrics.ts';
import { encodeJsonMetrics, encodeProtobufMetrics } from '../../test/support/otlp/encode-metrics.ts';
import { metricPoint, metricPointsOfEveryType } from '../../test/factories/metric-point.ts';
import { OtlpDecodeError } from './otlp-decode-error.ts';

const limits = { maxAnyValueDepth: 32 };

function json(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value));
}

function request(metrics: unknown[]): Buffer {
  return json({ resourceMetrics: [{ resource: { attributes: [] }, scopeMetrics: [{ scope: { name: 'test' }, metrics }] }] });
}

function nestedArray(depth: number): unknown {
  let value: unknown = { stringValue: 'x' };
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

describe('decodeJsonMetrics', () => {
  it('round-trips a point of every metric type through encodeJsonMetrics', () => {
    const points = metricPointsOfEveryType();

    expect(decodeJsonMetrics(Buffer.from(encodeJsonMetrics(points)), limits)).toEqual({ points, rejectedDataPoints: 0, rejectionMessage: '' });
  });

  it('shares one resource object among the points of a ResourceMetrics and one scope object per ScopeMetrics', () => {
    const a = metricPoint('gauge');
    const b = metricPoint('sum');
    const c = metricPoint('gauge', { scope: { ...a.scope, name: 'other' } });
    const d = metricPoint('gauge', { resource: { ...a.resource, attributes: { 'service.name': 'other' } } });

    const { points } = decodeJsonMetrics(Buffer.from(encodeJsonMetrics([a, b, c, d])), limits);

    expect(points.map((p) => p.resource)).toEqual([a.resource, a.resource, a.resource, d.resource]);
    expectOriginsSharedPerGroup(points);
  });

  it('produces the same points as the protobuf decoder for the same data', () => {
    const points = [
      ...metricPointsOfEveryType(),
      metricPoint('gauge', { value: 'NaN', flags: 1 }),
      metricPoint('gauge', { value: null }),
      metricPoint('sum', { value: -3, temporality: 'delta', isMonotonic: false }),
      metricPoint('histogram', { bucketCounts: [], explicitBounds: [], count: '18446744073709551615', sum: null, min: null, max: null }),
    ];

    const fromJson = decodeJsonMetrics(Buffer.from(encodeJsonMetrics(points)), limits);
    const fromProtobuf = decodeProtobufMetrics(Buffer.from(encodeProtobufMetrics(points)), limits);

    expect(fromJson).toEqual(fromProtobuf);
    expect(fromJson.points).toHaveLength(points.length);
  });

  it('accepts snake_case keys, enum names, 64-bit integers as numbers or strings, and ignores unknown fields', () => {
    const body = json({
      resource_metrics: [
        {
          scope_metrics: [
            {
              metrics: [
                {
                  name: 'gen_ai.client.token.usage',
                  unit: '{token}',
                  histogram: {
                    aggregation_temporality: 'AGGREGATION_TEMPORALITY_DELTA',
                    data_points: [
                      {
                        time_unix_nano: '1735689600123456789',
                        start_time_unix_nano: 1735689600000000000,
                        count: 3,
                        sum: '7.5',
                        bucket_counts: ['1', 2],
                        explicit_bounds: [4],
                        attributes: [{ key: 'gen_ai.token.type', value: { string_value: 'input' } }],
                        somethingNew: true,
                      },
                    ],
                  },
                },
                { name: 'c', sum: { aggregationTemporality: 'cumulative', isMonotonic: true, dataPoints: [{ as_int: '9007199254740993' }] } },
              ],
            },
          ],
        },
      ],
    });

    const { points } = decodeJsonMetrics(body, limits);

    expect(points[0]).toMatchObject({
      name: 'gen_ai.client.token.usage',
      type: 'histogram',
      temporality: 'delta',
      timeUnixNano: '1735689600123456789',
      startTimeUnixNano: '1735689600000000000',
      count: 3,
      sum: 7.5,
      bucketCounts: [1, 2],
      explicitBounds: [4],
      attributes: { 'gen_ai.token.type': 'input' },
    });
    expect(points[1]).toMatchObject({ type: 'sum', temporality: 'cumulative', isMonotonic: true, value: '9007199254740993' });
  });

  it('refuses malformed points one by one, naming the field', () => {
    const body = request([
      {
        name: 'h',
        histogram: {
          dataPoints: [
            { count: 'three' },
            { count: '1', bucketCounts: ['1'], explicitBounds: [] },
            { count: '1', bucketCounts: ['1', '0'], explicitBounds: ['Infinity'] },
            { count: '1', sum: 'NaN' },
            { count: '1', sum: 'NaN', flags: 1 },
          ],
        },
      },
      { name: 'g', gauge: { dataPoints: [{ asInt: 1.5 }, { asDouble: 'Infinity' }] } },
    ]);

    const decoded = decodeJsonMetrics(body, limits);

    expect(decoded.points.map((p) => [p.name, p.sum, p.value])).toEqual([
      ['h', null, null],
      ['h', null, null],
      ['g', null, 'Infinity'],
    ]);
    expect(decoded.rejectedDataPoints).toBe(4);
    expect(decoded.rejectionMessage).toBe('resourceMetrics[0].scopeMetrics[0].metrics[0].histogram.dataPoints[0].count: must be an unsigned 64-bit integer');
  });

  it('refuses the whole request for a malformed metric, which cannot be blamed on one point', () => {
    const err = decodeError(() => decodeJsonMetrics(request([{ name: 'h', histogram: { aggregationTemporality: true, dataPoints: [] } }]), limits));

    expect(err.code).toBe('TH_ERR_OTLP_UNDECODABLE');
    expect(err.message).toBe('resourceMetrics[0].scopeMetrics[0].metrics[0].histogram.aggregationTemporality: must be an integer or an enum name');
  });

  it('bounds nesting in exemplars and metadata like the protobuf pre-scan, although both are dropped', () => {
    const withExemplar = (depth: number) =>
      request([{ name: 'g', gauge: { dataPoints: [{ asInt: '1', exemplars: [{ filteredAttributes: [{ key: 'k', value: nestedArray(depth) }] }] }] } }]);

    expect(decodeError(() => decodeJsonMetrics(withExemplar(33), limits)).code).toBe('TH_ERR_OTLP_TOO_DEEP');
    expect(decodeError(() => decodeJsonMetrics(request([{ name: 'g', metadata: [{ key: 'k', value: nestedArray(33) }] }]), limits)).code).toBe(
      'TH_ERR_OTLP_TOO_DEEP',
    );
    // Negative control: one level less is accepted, and the exemplar leaves no trace in the point.
    const { points } = decodeJsonMetrics(withExemplar(32), limits);
    expect(points).toHaveLength(1);
    expect(points[0]!.value).toBe(1);
  });

  it('takes the last data member when a metric has several, like a protobuf oneof', () => {
    const { points } = decodeJsonMetrics(request([{ name: 'x', gauge: { dataPoints: [{ asInt: '1' }] }, sum: { dataPoints: [{ asInt: '2' }] } }]), limits);

    expect(points.map((p) => [p.type, p.value])).toEqual([['sum', 2]]);
  });
});
