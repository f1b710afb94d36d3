/**
 * OTLP/JSON → MetricPoint, following the OTLP/JSON rules (see decode-json.ts). Produces exactly what
 * decodeProtobufMetrics produces for the same data.
 */
import type { DecodedMetricsExport, MetricPoint } from '../../schemas/metric.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { InvalidField } from './invalid-field.ts';
import {
  asArray,
  asBoolean,
  asDouble,
  asInt32,
  asObject,
  asString,
  asUint32,
  asUint64,
  asUint64Value,
  checkAttributesDepth,
  convertAttributes,
  isObject,
  parseDouble,
  parseEnum,
  parseInt64,
  parseJsonRequest,
  pick,
  readResource,
  readScope,
  requestLevel,
  type JsonObject,
} from './json-reader.ts';
import {
  buildMetricPoint,
  checkHistogramBuckets,
  checkMetricName,
  exponentialDetailsJson,
  finiteColumn,
  summaryDetailsJson,
  type ExponentialBuckets,
  type MetricIdentity,
  type PointValues,
} from './metric-point-fields.ts';
import { normalizeTemporality, recordRejection, type RejectionTally } from './normalize-values.ts';
import { createShared, type RecordResource, type RecordScope } from './protobuf-values.ts';

type PointReader = (point: JsonObject, flags: number) => PointValues;

/** The members of Metric's `data` oneof: JSON key (camel, snake), metric type, and the reader of its points. */
const DATA_KINDS: ReadonlyArray<{ camel: string; snake: string; type: MetricIdentity['type']; read: PointReader }> = [
  { camel: 'gauge', snake: 'gauge', type: 'gauge', read: numberValues },
  { camel: 'sum', snake: 'sum', type: 'sum', read: numberValues },
  { camel: 'histogram', snake: 'histogram', type: 'histogram', read: histogramValues },
  { camel: 'exponentialHistogram', snake: 'exponential_histogram', type: 'exponential_histogram', read: exponentialValues },
  { camel: 'summary', snake: 'summary', type: 'summary', read: summaryValues },
];

/**
 * Decodes an OTLP/JSON ExportMetricsServiceRequest. Same contract as decodeProtobufMetrics: malformed data
 * points are refused one by one (partial success); a malformed metric, scope or resource, or a body that
 * is not an ExportMetricsServiceRequest, throws OtlpDecodeError.
 */
export function decodeJsonMetrics(body: Buffer, limits: OtlpDecodeLimits): DecodedMetricsExport {
  const maxDepth = limits.maxAnyValueDepth;
  const request = parseJsonRequest(body, 'metrics', maxDepth);

  const points: MetricPoint[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceMetricsList = requestLevel('', () => asArray(pick(request, 'resourceMetrics', 'resource_metrics'), 'resourceMetrics'));
  for (let r = 0; r < resourceMetricsList.length; r++) {
    const rmPath = `resourceMetrics[${r}]`;
    const { resource, scopeMetricsList } = requestLevel(rmPath, () => {
      const rm = asObject(resourceMetricsList[r], '') ?? {};
      return {
        resource: createShared(readResource(rm, maxDepth)),
        scopeMetricsList: asArray(pick(rm, 'scopeMetrics', 'scope_metrics'), 'scopeMetrics'),
      };
    });
    for (let s = 0; s < scopeMetricsList.length; s++) {
      const smPath = `${rmPath}.scopeMetrics[${s}]`;
      const { scope, metrics } = requestLevel(smPath, () => {
        const sm = asObject(scopeMetricsList[s], '') ?? {};
        return { scope: createShared(readScope(sm, maxDepth)), metrics: asArray(pick(sm, 'metrics', 'metrics'), 'metrics') };
      });
      for (let m = 0; m < metrics.length; m++) {
        const path = `${smPath}.metrics[${m}]`;
        const metric = requestLevel(path, () => readMetric(metrics[m], maxDepth));
        if (!metric) continue;
        for (let i = 0; i < metric.dataPoints.length; i++) {
          const pointPath = `${path}.${metric.dataKey}.dataPoints[${i}]`;
          try {
            points.push(convertPoint(metric.identity, metric.dataPoints[i], metric.read, maxDepth, resource, scope));
          } catch (err) {
            if (!(err instanceof InvalidField)) throw err;
            recordRejection(rejections, err.describe(pointPath));
          }
        }
      }
    }
  }
  return { points, rejectedDataPoints: rejections.count, rejectionMessage: rejections.firstMessage };
}

interface JsonMetric {
  identity: MetricIdentity;
  dataKey: string;
  dataPoints: unknown[];
  read: PointReader;
}

/** The metric's identity and points; null for a metric without data (it has no points to keep or refuse). */
function readMetric(raw: unknown, maxDepth: number): JsonMetric | null {
  const metric = asObject(raw, '') ?? {};
  // Dropped, but bounded like everything else (the protobuf pre-scan bounds it too).
  checkAttributesDepth(pick(metric, 'metadata', 'metadata'), maxDepth);
  let data: { kind: (typeof DATA_KINDS)[number]; value: JsonObject } | null = null;
  // Like a protobuf oneof, the last member present wins.
  for (const key of Object.keys(metric)) {
    const kind = DATA_KINDS.find((k) => k.camel === key || k.snake === key);
    if (!kind || metric[key] === null || metric[key] === undefined) continue;
    data = { kind, value: asObject(metric[key], key)! };
  }
  if (!data) return null;
  const { kind, value } = data;
  const temporality =
    kind.type === 'gauge' || kind.type === 'summary'
      ? 0
      : parseEnum(pick(value, 'aggregationTemporality', 'aggregation_temporality'), `${kind.camel}.aggregationTemporality`, TEMPORALITY_NAMES, 'AGGREGATION_TEMPORALITY_', (n) => n);
  return {
    identity: {
      name: asString(pick(metric, 'name', 'name'), 'name'),
      description: asString(pick(metric, 'description', 'description'), 'description'),
      unit: asString(pick(metric, 'unit', 'unit'), 'unit'),
      type: kind.type,
      temporality: normalizeTemporality(temporality),
      isMonotonic: kind.type === 'sum' ? asBoolean(pick(value, 'isMonotonic', 'is_monotonic'), `${kind.camel}.isMonotonic`) : false,
    },
    dataKey: kind.camel,
    dataPoints: asArray(pick(value, 'dataPoints', 'data_points'), `${kind.camel}.dataPoints`),
    read: kind.read,
  };
}

function convertPoint(
  metric: MetricIdentity,
  raw: unknown,
  read: PointReader,
  maxDepth: number,
  resource: () => RecordResource,
  scope: () => RecordScope,
): MetricPoint {
  const point = asObject(raw, '');
  if (!point) throw new InvalidField('', 'must be an object');
  // Values first: a nesting bomb refuses the request whatever else is wrong with the point, as in protobuf.
  for (const exemplar of asArray(pick(point, 'exemplars', 'exemplars'), 'exemplars')) {
    if (isObject(exemplar)) checkAttributesDepth(pick(exemplar, 'filteredAttributes', 'filtered_attributes'), maxDepth);
  }
  const attributes = convertAttributes(pick(point, 'attributes', 'attributes'), maxDepth, 'attributes');
  checkMetricName(metric.name);
  const flags = asUint32(pick(point, 'flags', 'flags'), 'flags');
  const common = {
    startTimeUnixNano: asUint64(pick(point, 'startTimeUnixNano', 'start_time_unix_nano'), 'startTimeUnixNano'),
    timeUnixNano: asUint64(pick(point, 'timeUnixNano', 'time_unix_nano'), 'timeUnixNano'),
    attributes,
    flags,
  };
  const values = read(point, flags);
  return buildMetricPoint(metric, common, values, resource(), scope());
}

function numberValues(point: JsonObject): PointValues {
  let value: number | string | null = null;
  // The `value` oneof: the last member present wins.
  for (const key of Object.keys(point)) {
    const v = point[key];
    if (v === null || v === undefined) continue;
    if (key === 'asInt' || key === 'as_int') value = parseInt64(v, 'asInt', 'asInt');
    else if (key === 'asDouble' || key === 'as_double') value = parseDouble(v, 'asDouble', 'asDouble');
  }
  return { value };
}

function histogramValues(point: JsonObject, flags: number): PointValues {
  const bucketCounts = asArray(pick(point, 'bucketCounts', 'bucket_counts'), 'bucketCounts').map((c) => asUint64Value(c, 'bucketCounts'));
  const explicitBounds = asArray(pick(point, 'explicitBounds', 'explicit_bounds'), 'explicitBounds').map((b) => asDouble(b, 'explicitBounds'));
  checkHistogramBuckets(bucketCounts, explicitBounds);
  return {
    count: asUint64Value(pick(point, 'count', 'count'), 'count'),
    sum: optionalColumn(point, 'sum', 'sum', flags),
    min: optionalColumn(point, 'min', 'min', flags),
    max: optionalColumn(point, 'max', 'max', flags),
    bucketCounts,
    explicitBounds,
  };
}

function exponentialValues(point: JsonObject, flags: number): PointValues {
  return {
    count: asUint64Value(pick(point, 'count', 'count'), 'count'),
    sum: optionalColumn(point, 'sum', 'sum', flags),
    min: optionalColumn(point, 'min', 'min', flags),
    max: optionalColumn(point, 'max', 'max', flags),
    detailsJson: exponentialDetailsJson(
      asInt32(pick(point, 'scale', 'scale'), 'scale'),
      asUint64Value(pick(point, 'zeroCount', 'zero_count'), 'zeroCount'),
      asDouble(pick(point, 'zeroThreshold', 'zero_threshold'), 'zeroThreshold'),
      buckets(pick(point, 'positive', 'positive'), 'positive'),
      buckets(pick(point, 'negative', 'negative'), 'negative'),
    ),
  };
}

function summaryValues(point: JsonObject, flags: number): PointValues {
  const quantiles = asArray(pick(point, 'quantileValues', 'quantile_values'), 'quantileValues').map((raw) => {
    const q = asObject(raw, 'quantileValues[]') ?? {};
    return { quantile: asDouble(pick(q, 'quantile', 'quantile'), 'quantileValues[].quantile'), value: asDouble(pick(q, 'value', 'value'), 'quantileValues[].value') };
  });
  return {
    count: asUint64Value(pick(point, 'count', 'count'), 'count'),
    sum: finiteColumn(asDouble(pick(point, 'sum', 'sum'), 'sum'), flags, 'sum'),
    detailsJson: summaryDetailsJson(quantiles),
  };
}

/** proto3 `optional double`: absent (or null) is null, present is the value, 0 included. */
function optionalColumn(point: JsonObject, camel: string, snake: string, flags: number): number | null {
  const raw = pick(point, camel, snake);
  return raw === undefined ? null : finiteColumn(asDouble(raw, camel), flags, camel);
}

function buckets(raw: unknown, field: string): ExponentialBuckets {
  const b = asObject(raw, field) ?? {};
  return {
    offset: asInt32(pick(b, 'offset', 'offset'), `${field}.offset`),
    bucketCounts: asArray(pick(b, 'bucketCounts', 'bucket_counts'), `${field}.bucketCounts`).map((c) => asUint64Value(c, `${field}.bucketCounts`)),
  };
}

const TEMPORALITY_NAMES: Record<string, number> = {
  AGGREGATION_TEMPORALITY_UNSPECIFIED: 0,
  AGGREGATION_TEMPORALITY_DELTA: 1,
  AGGREGATION_TEMPORALITY_CUMULATIVE: 2,
};
