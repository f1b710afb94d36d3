/**
 * One factory per record (test material lives under test/): MetricPoints for tests and benchmarks: one valid point of each OTLP metric type with every field
 * that applies set to a non-default value, so that a field lost in a round trip shows up as a difference.
 */
import type { MetricPoint, MetricType } from '../../schemas/metric.ts';

const RESOURCE: MetricPoint['resource'] = {
  attributes: { 'service.name': 'support-bot' },
  droppedAttributesCount: 0,
  schemaUrl: 'https://opentelemetry.io/schemas/1.37.0',
};
const SCOPE: MetricPoint['scope'] = { name: 'opentelemetry.instrumentation.openai_v2', version: '2.1b0', attributes: {}, schemaUrl: '' };

function base(type: MetricType): MetricPoint {
  return {
    tenant: '',
    name: `test.${type}`,
    description: `a ${type}`,
    unit: '1',
    type,
    temporality: 'unspecified',
    isMonotonic: false,
    startTimeUnixNano: '1735689600000000001',
    timeUnixNano: '1735689660123456789',
    attributes: { 'gen_ai.operation.name': 'chat', 'gen_ai.request.model': 'gpt-4o' },
    value: null,
    count: null,
    sum: null,
    min: null,
    max: null,
    bucketCounts: [],
    explicitBounds: [],
    detailsJson: '{}',
    flags: 0,
    resource: structuredClone(RESOURCE),
    scope: structuredClone(SCOPE),
  };
}

/** A point of the given type; `overrides` replace fields after the type's defaults. */
export function metricPoint(type: MetricType, overrides: Partial<MetricPoint> = {}): MetricPoint {
  const p = base(type);
  switch (type) {
    case 'gauge':
      Object.assign(p, { value: 0.25 });
      break;
    case 'sum':
      Object.assign(p, { temporality: 'cumulative', isMonotonic: true, value: '9223372036854775807' });
      break;
    case 'histogram':
      Object.assign(p, {
        name: 'gen_ai.client.token.usage',
        unit: '{token}',
        temporality: 'delta',
        count: 6,
        sum: 5123.5,
        min: 1,
        max: 4096,
        bucketCounts: [1, 2, 0, 3],
        explicitBounds: [1, 16, 256],
      });
      break;
    case 'exponential_histogram':
      Object.assign(p, {
        temporality: 'cumulative',
        count: '9007199254740993',
        sum: 12.5,
        min: 0.001,
        max: 10,
        detailsJson: JSON.stringify({
          scale: -2,
          zeroCount: 3,
          zeroThreshold: 0.0001,
          positive: { offset: -1, bucketCounts: [1, 0, '9007199254740993'] },
          negative: { offset: 2, bucketCounts: [4] },
        }),
      });
      break;
    case 'summary':
      Object.assign(p, {
        count: 10,
        sum: 42.5,
        detailsJson: JSON.stringify({ quantileValues: [{ quantile: 0, value: 0.5 }, { quantile: 0.99, value: 'NaN' }] }),
      });
      break;
  }
  return { ...p, ...overrides };
}

/** One point of every type. */
export function metricPointsOfEveryType(): MetricPoint[] {
  return (['gauge', 'sum', 'histogram', 'exponential_histogram', 'summary'] as const).map((t) => metricPoint(t));
}
