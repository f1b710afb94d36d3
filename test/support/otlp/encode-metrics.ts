/**
 * MetricPoint → OTLP ExportMetricsServiceRequest (protobuf or JSON), for tests and benchmarks: points are
 * grouped by resource, scope and metric (name, description, unit, type, temporality, monotonicity) as an
 * SDK would. Encoding then decoding gives the same points.
 */
import type { MetricPoint, MetricTemporality } from '../../../schemas/metric.ts';
import {
  groupByResourceAndScope,
  toDouble,
  toJsonAttributes,
  toJsonResource,
  toJsonScope,
  toPbAttributes,
  toPbResource,
  toPbScope,
  type PlainMessage,
} from './encode-values.ts';
import { toLongBits } from '../../../collector/otlp/long-bits.ts';
import { opentelemetry } from '../../../collector/otlp/generated/otlp.js';

type PbRequest = opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest.$Properties;

const ExportMetricsServiceRequest = opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;

const TEMPORALITY: Readonly<Record<MetricTemporality, number>> = { unspecified: 0, delta: 1, cumulative: 2 };
const DATA_FIELD = { gauge: 'gauge', sum: 'sum', histogram: 'histogram', exponential_histogram: 'exponentialHistogram', summary: 'summary' } as const;

/** How 64-bit integers and doubles are spelled: protobufjs words and numbers, or OTLP/JSON strings. */
interface Spelling {
  attributes: typeof toPbAttributes;
  uint64(value: number | string): unknown;
  /** A NumberDataPoint value: {asInt} or {asDouble}, or nothing. */
  numberValue(value: number | string | null): PlainMessage;
  double(value: number | string): unknown;
  resource: typeof toPbResource;
  scope: typeof toPbScope;
}

const PROTOBUF: Spelling = {
  attributes: toPbAttributes,
  uint64: (v) => toLongBits(v),
  numberValue: (v) => {
    if (v === null) return {};
    if (typeof v === 'number') return Number.isSafeInteger(v) ? { asInt: toLongBits(v) } : { asDouble: v };
    return /^-?[0-9]+$/.test(v) ? { asInt: toLongBits(v) } : { asDouble: toDouble(v) };
  },
  double: toDouble,
  resource: toPbResource,
  scope: toPbScope,
};

const JSON_SPELLING: Spelling = {
  attributes: toJsonAttributes,
  uint64: (v) => String(v),
  numberValue: (v) => {
    if (v === null) return {};
    if (typeof v === 'number') return Number.isSafeInteger(v) ? { asInt: String(v) } : { asDouble: v };
    return /^-?[0-9]+$/.test(v) ? { asInt: v } : { asDouble: v };
  },
  // NaN and ±Infinity as the strings proto3 JSON uses for them.
  double: (v) => (typeof v === 'number' && Number.isFinite(v) ? v : String(v)),
  resource: toJsonResource,
  scope: toJsonScope,
};

/** Encodes data points as an OTLP/protobuf ExportMetricsServiceRequest. */
export function encodeProtobufMetrics(points: MetricPoint[]): Uint8Array {
  // 64-bit fields are given as {low, high} words, which protobufjs' writer accepts like a Long.
  return ExportMetricsServiceRequest.encode(buildRequest(points, PROTOBUF) as unknown as PbRequest).finish();
}

/** Encodes data points as an OTLP/JSON ExportMetricsServiceRequest (integer enums, string int64s). */
export function encodeJsonMetrics(points: MetricPoint[]): string {
  return JSON.stringify(buildRequest(points, JSON_SPELLING));
}

function buildRequest(points: MetricPoint[], spell: Spelling): PlainMessage {
  return {
    resourceMetrics: groupByResourceAndScope(points).map((rg) => ({
      resource: spell.resource(rg.resource),
      schemaUrl: rg.resource.schemaUrl,
      scopeMetrics: rg.scopes.map((sg) => ({
        scope: spell.scope(sg.scope),
        schemaUrl: sg.scope.schemaUrl,
        metrics: groupByMetric(sg.items).map((group) => buildMetric(group, spell)),
      })),
    })),
  };
}

function groupByMetric(points: MetricPoint[]): MetricPoint[][] {
  const groups = new Map<string, MetricPoint[]>();
  for (const p of points) {
    const key = JSON.stringify([p.name, p.description, p.unit, p.type, p.temporality, p.isMonotonic]);
    const group = groups.get(key);
    if (group) group.push(p);
    else groups.set(key, [p]);
  }
  return [...groups.values()];
}

function buildMetric(points: MetricPoint[], spell: Spelling): PlainMessage {
  const first = points[0]!;
  const data: PlainMessage = { dataPoints: points.map((p) => buildPoint(p, spell)) };
  if (first.type === 'sum' || first.type === 'histogram' || first.type === 'exponential_histogram') {
    data.aggregationTemporality = TEMPORALITY[first.temporality];
  }
  if (first.type === 'sum') data.isMonotonic = first.isMonotonic;
  return { name: first.name, description: first.description, unit: first.unit, [DATA_FIELD[first.type]]: data };
}

function buildPoint(p: MetricPoint, spell: Spelling): PlainMessage {
  const common: PlainMessage = {
    attributes: spell.attributes(p.attributes),
    startTimeUnixNano: spell.uint64(p.startTimeUnixNano),
    timeUnixNano: spell.uint64(p.timeUnixNano),
    flags: p.flags,
  };
  const optional = (name: string, value: number | null): PlainMessage => (value === null ? {} : { [name]: spell.double(value) });
  switch (p.type) {
    case 'gauge':
    case 'sum':
      return { ...common, ...spell.numberValue(p.value) };
    case 'histogram':
      return {
        ...common,
        count: spell.uint64(p.count ?? 0),
        ...optional('sum', p.sum),
        ...optional('min', p.min),
        ...optional('max', p.max),
        bucketCounts: p.bucketCounts.map(spell.uint64),
        explicitBounds: p.explicitBounds.map(spell.double),
      };
    case 'exponential_histogram': {
      const d = JSON.parse(p.detailsJson) as ExponentialDetails;
      const buckets = (b: ExponentialDetails['positive']) => ({ offset: b.offset, bucketCounts: b.bucketCounts.map(spell.uint64) });
      return {
        ...common,
        count: spell.uint64(p.count ?? 0),
        ...optional('sum', p.sum),
        ...optional('min', p.min),
        ...optional('max', p.max),
        scale: d.scale,
        zeroCount: spell.uint64(d.zeroCount),
        zeroThreshold: spell.double(d.zeroThreshold),
        positive: buckets(d.positive),
        negative: buckets(d.negative),
      };
    }
    case 'summary': {
      const d = JSON.parse(p.detailsJson) as SummaryDetails;
      return {
        ...common,
        count: spell.uint64(p.count ?? 0),
        sum: spell.double(p.sum ?? 0),
        quantileValues: d.quantileValues.map((q) => ({ quantile: spell.double(q.quantile), value: spell.double(q.value) })),
      };
    }
  }
}

/** detailsJson as metric-point-fields.ts writes it. */
interface ExponentialDetails {
  scale: number;
  zeroCount: number | string;
  zeroThreshold: number | string;
  positive: { offset: number; bucketCounts: Array<number | string> };
  negative: { offset: number; bucketCounts: Array<number | string> };
}

interface SummaryDetails {
  quantileValues: Array<{ quantile: number | string; value: number | string }>;
}
