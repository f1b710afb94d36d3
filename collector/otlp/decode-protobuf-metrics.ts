/**
 * OTLP/protobuf → MetricPoint (one per data point), with the guarantees of decodeProtobufTraces: nesting
 * bounded by the wire pre-scan (exemplars and metric metadata included, although both are dropped),
 * 64-bit values exact, malformed points refused one by one.
 */
import type { DecodedMetricsExport, MetricPoint } from '../../schemas/metric.ts';
import type { OtlpDecodeLimits } from './decode-protobuf.ts';
import { opentelemetry } from './generated/otlp.js';
import { InvalidField } from './invalid-field.ts';
import {
  buildMetricPoint,
  checkHistogramBuckets,
  checkMetricName,
  exponentialDetailsJson,
  finiteColumn,
  summaryDetailsJson,
  type ExponentialBuckets,
  type MetricIdentity,
  type PointCommon,
  type PointValues,
} from './metric-point-fields.ts';
import { normalizeDouble, normalizeInt64, normalizeTemporality, normalizeUint64, recordRejection, type RejectionTally } from './normalize-values.ts';
import {
  convertAttributes,
  convertResource,
  convertScope,
  createShared,
  decodeMessage,
  formatTime,
  type PbLong,
  type RecordResource,
  type RecordScope,
} from './protobuf-values.ts';
import { scanAnyValueDepth } from './scan-any-value-depth.ts';

type PbMetric = opentelemetry.proto.metrics.v1.Metric.$Properties;
type PbNumberPoint = opentelemetry.proto.metrics.v1.NumberDataPoint.$Properties;
type PbHistogramPoint = opentelemetry.proto.metrics.v1.HistogramDataPoint.$Properties;
type PbExponentialPoint = opentelemetry.proto.metrics.v1.ExponentialHistogramDataPoint.$Properties;
type PbSummaryPoint = opentelemetry.proto.metrics.v1.SummaryDataPoint.$Properties;
type PbBuckets = opentelemetry.proto.metrics.v1.ExponentialHistogramDataPoint.Buckets.$Properties;

/** The fields every data point type has. */
interface PbPointBase {
  attributes?: opentelemetry.proto.common.v1.KeyValue.$Properties[] | null;
  startTimeUnixNano?: PbLong | null;
  timeUnixNano?: PbLong | null;
  flags?: number | null;
}

const ExportMetricsServiceRequest = opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;

/**
 * Decodes an OTLP/protobuf ExportMetricsServiceRequest into one MetricPoint per data point (gauge, sum,
 * histogram, exponential histogram, summary; exemplars dropped). Malformed points (unnamed metric,
 * inconsistent buckets, a non-finite sum/min/max) are refused one by one (rejectedDataPoints, first reason
 * in rejectionMessage). Throws OtlpDecodeError for a body that cannot be accepted as a whole. Points have
 * tenant '' and share no objects.
 */
export function decodeProtobufMetrics(body: Buffer, limits: OtlpDecodeLimits): DecodedMetricsExport {
  const maxDepth = limits.maxAnyValueDepth;
  scanAnyValueDepth(body, 'metrics', maxDepth);
  const request = decodeMessage('metrics', maxDepth, () => ExportMetricsServiceRequest.decode(body));

  const points: MetricPoint[] = [];
  const rejections: RejectionTally = { count: 0, firstMessage: '' };
  const resourceMetricsList = request.resourceMetrics ?? [];
  for (let r = 0; r < resourceMetricsList.length; r++) {
    const resourceMetrics = resourceMetricsList[r]!;
    const resource = createShared(convertResource(resourceMetrics.resource, resourceMetrics.schemaUrl, maxDepth));
    const scopeMetricsList = resourceMetrics.scopeMetrics ?? [];
    for (let s = 0; s < scopeMetricsList.length; s++) {
      const scopeMetrics = scopeMetricsList[s]!;
      const scope = createShared(convertScope(scopeMetrics.scope, scopeMetrics.schemaUrl, maxDepth));
      const metrics = scopeMetrics.metrics ?? [];
      for (let m = 0; m < metrics.length; m++) {
        const path = `resource_metrics[${r}].scope_metrics[${s}].metrics[${m}]`;
        convertMetric(metrics[m]!, path, { resource, scope, maxDepth, points, rejections });
      }
    }
  }
  return { points, rejectedDataPoints: rejections.count, rejectionMessage: rejections.firstMessage };
}

interface MetricSink {
  resource: () => RecordResource;
  scope: () => RecordScope;
  maxDepth: number;
  points: MetricPoint[];
  rejections: RejectionTally;
}

function convertMetric(metric: PbMetric, path: string, sink: MetricSink): void {
  const identity = (type: MetricIdentity['type'], temporality = 0, isMonotonic = false): MetricIdentity => ({
    name: metric.name ?? '',
    description: metric.description ?? '',
    unit: metric.unit ?? '',
    type,
    temporality: normalizeTemporality(temporality),
    isMonotonic,
  });
  // The generated decoder keeps only the last member of the `data` oneof; a metric with none has no points.
  if (metric.gauge) {
    convertPoints(identity('gauge'), metric.gauge.dataPoints, `${path}.gauge`, sink, numberValues);
  } else if (metric.sum) {
    const sum = metric.sum;
    convertPoints(identity('sum', sum.aggregationTemporality ?? 0, sum.isMonotonic ?? false), sum.dataPoints, `${path}.sum`, sink, numberValues);
  } else if (metric.histogram) {
    const h = metric.histogram;
    convertPoints(identity('histogram', h.aggregationTemporality ?? 0), h.dataPoints, `${path}.histogram`, sink, histogramValues);
  } else if (metric.exponentialHistogram) {
    const h = metric.exponentialHistogram;
    convertPoints(identity('exponential_histogram', h.aggregationTemporality ?? 0), h.dataPoints, `${path}.exponential_histogram`, sink, exponentialValues);
  } else if (metric.summary) {
    convertPoints(identity('summary'), metric.summary.dataPoints, `${path}.summary`, sink, summaryValues);
  }
}

function convertPoints<P extends PbPointBase>(
  metric: MetricIdentity,
  dataPoints: P[] | null | undefined,
  path: string,
  sink: MetricSink,
  values: (point: P, flags: number) => PointValues,
): void {
  if (!dataPoints) return;
  for (let i = 0; i < dataPoints.length; i++) {
    const point = dataPoints[i]!;
    const flags = (point.flags ?? 0) >>> 0;
    let pointValues: PointValues;
    try {
      checkMetricName(metric.name);
      pointValues = values(point, flags);
    } catch (err) {
      if (!(err instanceof InvalidField)) throw err;
      recordRejection(sink.rejections, describeSnakeCase(err, `${path}.data_points[${i}]`));
      continue;
    }
    const common: PointCommon = {
      startTimeUnixNano: formatTime(point.startTimeUnixNano),
      timeUnixNano: formatTime(point.timeUnixNano),
      attributes: convertAttributes(point.attributes, sink.maxDepth),
      flags,
    };
    sink.points.push(buildMetricPoint(metric, common, pointValues, sink.resource(), sink.scope()));
  }
}

/** Protobuf paths are snake_case, like the .proto field names. */
function describeSnakeCase(err: InvalidField, elementPath: string): string {
  const field = err.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  return new InvalidField(field, err.problem).describe(elementPath);
}

function numberValues(point: PbNumberPoint): PointValues {
  if (point.asInt != null) return { value: normalizeInt64(point.asInt.low, point.asInt.high) };
  if (point.asDouble != null) return { value: normalizeDouble(point.asDouble) };
  return { value: null };
}

function histogramValues(point: PbHistogramPoint, flags: number): PointValues {
  const explicitBounds = point.explicitBounds ?? [];
  const rawCounts = point.bucketCounts ?? [];
  checkHistogramBuckets(rawCounts, explicitBounds);
  return {
    count: count(point.count),
    sum: optionalColumn(point.sum, flags, 'sum'),
    min: optionalColumn(point.min, flags, 'min'),
    max: optionalColumn(point.max, flags, 'max'),
    bucketCounts: rawCounts.map(count),
    // A copy: the generated decoder may hand out arrays backed by its own storage.
    explicitBounds: Array.from(explicitBounds),
  };
}

function exponentialValues(point: PbExponentialPoint, flags: number): PointValues {
  return {
    count: count(point.count),
    sum: optionalColumn(point.sum, flags, 'sum'),
    min: optionalColumn(point.min, flags, 'min'),
    max: optionalColumn(point.max, flags, 'max'),
    detailsJson: exponentialDetailsJson(
      point.scale ?? 0,
      count(point.zeroCount),
      point.zeroThreshold ?? 0,
      buckets(point.positive),
      buckets(point.negative),
    ),
  };
}

function summaryValues(point: PbSummaryPoint, flags: number): PointValues {
  return {
    count: count(point.count),
    sum: finiteColumn(point.sum ?? 0, flags, 'sum'),
    detailsJson: summaryDetailsJson((point.quantileValues ?? []).map((q) => ({ quantile: q.quantile ?? 0, value: q.value ?? 0 }))),
  };
}

function count(value: PbLong | null | undefined): number | string {
  return value ? normalizeUint64(value.low, value.high) : 0;
}

function optionalColumn(value: number | null | undefined, flags: number, field: string): number | null {
  return value == null ? null : finiteColumn(value, flags, field);
}

function buckets(b: PbBuckets | null | undefined): ExponentialBuckets {
  return { offset: b?.offset ?? 0, bucketCounts: (b?.bucketCounts ?? []).map(count) };
}
