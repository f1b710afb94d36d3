/**
 * Table `genai_metrics` (GenAI client metric data points): its row as read back, and the mappings both
 * ways. The row keeps the scope's name and version only, so a point reads back as a StoredMetricPoint.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { Attributes } from '../../../schemas/span.ts';
import type { MetricPoint, MetricTemporality, MetricType } from '../../../schemas/metric.ts';
import { exactInteger, int64Cell, originJson, parseRow, serviceNameOf, smallIntCell } from '../row-cells.ts';

export const GENAI_METRICS_TABLE = 'genai_metrics';

/** A data point as read back: what the row keeps of a MetricPoint, plus its point id and service. */
export type StoredMetricPoint = Omit<MetricPoint, 'scope'> & {
  /** Hash of the point's identity: a redelivered point replaces itself. */
  pointId: string;
  serviceName: string;
  scope: { name: string; version: string };
};

const TYPES = ['gauge', 'sum', 'histogram', 'exponential_histogram', 'summary'] as const;
const TEMPORALITIES = ['unspecified', 'delta', 'cumulative'] as const;

/** A metric row as `SELECT * EXCEPT (ingested_at) … FORMAT JSONEachRow` returns it (migration 0005). */
export const MetricRowSchema = z.object({
  tenant: z.string(),
  name: z.string(),
  point_id: z.string(),
  description: z.string(),
  unit: z.string(),
  type: z.enum(TYPES),
  temporality: z.enum(TEMPORALITIES),
  is_monotonic: smallIntCell.max(1),
  start_time_unix_nano: int64Cell,
  time_unix_nano: int64Cell,
  service_name: z.string(),
  attributes_json: z.string(),
  resource_json: z.string(),
  scope_name: z.string(),
  scope_version: z.string(),
  value: z.number().nullable(),
  count: int64Cell.nullable(),
  sum: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  bucket_counts: z.array(int64Cell),
  explicit_bounds: z.array(z.number()),
  details_json: z.string(),
  flags: smallIntCell,
});

export type MetricRow = z.infer<typeof MetricRowSchema>;

function finiteOrNull(v: number | string | null): number | string | null {
  if (v === null) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  return /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(v) ? v : null;
}

/** The insert row of a data point (its `point_id` computed here). Not validated: hot path. */
export function toMetricRow(p: MetricPoint): Record<string, unknown> {
  const attributes_json = JSON.stringify(p.attributes);
  const resource_json = originJson(p.resource);
  const point_id = createHash('sha256')
    .update(`${p.name}\0${p.type}\0${p.startTimeUnixNano}\0${p.timeUnixNano}\0`)
    .update(attributes_json)
    .update('\0')
    .update(resource_json)
    .update('\0')
    .update(`${p.scope.name}\0${p.scope.version}`)
    .digest('hex')
    .slice(0, 32);
  return {
    tenant: p.tenant,
    name: p.name,
    point_id,
    description: p.description,
    unit: p.unit,
    type: p.type,
    temporality: p.temporality,
    is_monotonic: p.isMonotonic ? 1 : 0,
    start_time_unix_nano: p.startTimeUnixNano,
    time_unix_nano: p.timeUnixNano,
    service_name: serviceNameOf(p),
    attributes_json,
    resource_json,
    scope_name: p.scope.name,
    scope_version: p.scope.version,
    value: finiteOrNull(p.value),
    count: finiteOrNull(p.count),
    sum: p.sum !== null && Number.isFinite(p.sum) ? p.sum : null,
    min: p.min !== null && Number.isFinite(p.min) ? p.min : null,
    max: p.max !== null && Number.isFinite(p.max) ? p.max : null,
    bucket_counts: p.bucketCounts,
    explicit_bounds: p.explicitBounds.filter((b) => Number.isFinite(b)),
    details_json: p.detailsJson,
    flags: p.flags,
  };
}

/** The data point of a row read back; 64-bit counts are numbers when exact, decimal strings beyond 2^53. */
export function fromMetricRow(raw: unknown): StoredMetricPoint {
  const row = parseRow(MetricRowSchema, GENAI_METRICS_TABLE, raw);
  return {
    tenant: row.tenant,
    name: row.name,
    pointId: row.point_id,
    description: row.description,
    unit: row.unit,
    type: row.type as MetricType,
    temporality: row.temporality as MetricTemporality,
    isMonotonic: row.is_monotonic === 1,
    startTimeUnixNano: String(row.start_time_unix_nano),
    timeUnixNano: String(row.time_unix_nano),
    serviceName: row.service_name,
    attributes: JSON.parse(row.attributes_json) as Attributes,
    resource: JSON.parse(row.resource_json) as MetricPoint['resource'],
    scope: { name: row.scope_name, version: row.scope_version },
    value: row.value,
    count: row.count === null ? null : exactInteger(row.count),
    sum: row.sum,
    min: row.min,
    max: row.max,
    bucketCounts: row.bucket_counts.map(exactInteger),
    explicitBounds: row.explicit_bounds,
    detailsJson: row.details_json,
    flags: row.flags,
  };
}
