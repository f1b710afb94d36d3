/**
 * Assembly of MetricPoints shared by both OTLP metric decoders (protobuf and JSON): the same inputs give
 * the same point, field for field and byte for byte in detailsJson, whatever the encoding.
 */
import type { MetricPoint, MetricTemporality, MetricType } from '../../schemas/metric.ts';
import type { Attributes } from '../../schemas/span.ts';
import { InvalidField } from './invalid-field.ts';
import { normalizeDouble } from './normalize-values.ts';
import type { RecordResource, RecordScope } from './protobuf-values.ts';

/** DataPointFlags.DATA_POINT_FLAGS_NO_RECORDED_VALUE_MASK: a staleness marker, its values mean nothing. */
const NO_RECORDED_VALUE = 1;

/** What a metric says about all its points. */
export interface MetricIdentity {
  name: string;
  description: string;
  unit: string;
  type: MetricType;
  temporality: MetricTemporality;
  isMonotonic: boolean;
}

/** What every data point has. */
export interface PointCommon {
  startTimeUnixNano: string;
  timeUnixNano: string;
  attributes: Attributes;
  flags: number;
}

/** The type-specific values; absent = null / empty / '{}'. */
export interface PointValues {
  value?: number | string | null;
  count?: number | string | null;
  sum?: number | null;
  min?: number | null;
  max?: number | null;
  bucketCounts?: Array<number | string>;
  explicitBounds?: number[];
  detailsJson?: string;
}

/** One bucket range of an exponential histogram, counts already normalized. */
export interface ExponentialBuckets {
  offset: number;
  bucketCounts: Array<number | string>;
}

export function buildMetricPoint(
  metric: MetricIdentity,
  common: PointCommon,
  values: PointValues,
  resource: RecordResource,
  scope: RecordScope,
): MetricPoint {
  return {
    tenant: '',
    name: metric.name,
    description: metric.description,
    unit: metric.unit,
    type: metric.type,
    temporality: metric.temporality,
    isMonotonic: metric.isMonotonic,
    startTimeUnixNano: common.startTimeUnixNano,
    timeUnixNano: common.timeUnixNano,
    attributes: common.attributes,
    value: values.value ?? null,
    count: values.count ?? null,
    sum: values.sum ?? null,
    min: values.min ?? null,
    max: values.max ?? null,
    bucketCounts: values.bucketCounts ?? [],
    explicitBounds: values.explicitBounds ?? [],
    detailsJson: values.detailsJson ?? '{}',
    flags: common.flags,
    resource,
    scope,
  };
}

/** A metric without a name cannot be told apart from any other: its points are refused. */
export function checkMetricName(name: string): void {
  if (name === '') throw new InvalidField('', 'metric name must not be empty');
}

/**
 * A double for a `number | null` column (sum, min, max). MetricPoint keeps them as plain numbers, which
 * NaN and ±Infinity are not once serialized: on a point flagged "no recorded value" (a staleness marker)
 * they become null; on any other point they refuse the point (partial success), never a silent 0.
 */
export function finiteColumn(value: number, flags: number, field: string): number | null {
  if (Number.isFinite(value)) return value;
  if (flags & NO_RECORDED_VALUE) return null;
  throw new InvalidField(field, 'must be a finite number');
}

/**
 * The OTLP rules for explicit buckets: bounds finite and strictly increasing, and one more bucket count
 * than bounds, or neither (a histogram with count and sum only).
 */
export function checkHistogramBuckets(bucketCounts: ArrayLike<unknown>, explicitBounds: readonly number[]): void {
  for (let i = 0; i < explicitBounds.length; i++) {
    const bound = explicitBounds[i]!;
    if (!Number.isFinite(bound)) throw new InvalidField('explicitBounds', 'must be finite numbers');
    if (i > 0 && !(bound > explicitBounds[i - 1]!)) throw new InvalidField('explicitBounds', 'must be strictly increasing');
  }
  const empty = bucketCounts.length === 0 && explicitBounds.length === 0;
  if (!empty && bucketCounts.length !== explicitBounds.length + 1) {
    throw new InvalidField('bucketCounts', 'must have one more entry than the explicit bounds (or both be empty)');
  }
}

export function exponentialDetailsJson(
  scale: number,
  zeroCount: number | string,
  zeroThreshold: number,
  positive: ExponentialBuckets,
  negative: ExponentialBuckets,
): string {
  return JSON.stringify({ scale, zeroCount, zeroThreshold: normalizeDouble(zeroThreshold), positive, negative });
}

/** Quantile values keep NaN (a summary without observations) as the string 'NaN', as attribute doubles do. */
export function summaryDetailsJson(quantileValues: Array<{ quantile: number; value: number }>): string {
  return JSON.stringify({
    quantileValues: quantileValues.map((q) => ({ quantile: normalizeDouble(q.quantile), value: normalizeDouble(q.value) })),
  });
}
