/**
 * The internal metric data-point model: one row per OTLP data point, whatever the encoding or transport.
 * Decoders produce it; the collector keeps the GenAI client metrics (`gen_ai.client.*`) and answers the
 * rest with a partial success (not stored).
 *
 * Contract: plain JSON-serializable data (no bigint): 64-bit integers beyond 2^53 are decimal strings,
 * times are nanoseconds since the epoch as decimal strings ('0' when unset). Fields that do not apply to
 * the point's type are null (numbers) or empty (arrays).
 */
import type { Attributes } from './span.ts';

export type MetricType = 'gauge' | 'sum' | 'histogram' | 'exponential_histogram' | 'summary';

/** OTLP AggregationTemporality; 'unspecified' for gauges and summaries. */
export type MetricTemporality = 'unspecified' | 'delta' | 'cumulative';

export interface MetricPoint {
  tenant: string;
  /** Metric name, e.g. `gen_ai.client.token.usage`. */
  name: string;
  description: string;
  unit: string;
  type: MetricType;
  temporality: MetricTemporality;
  /** Sums only; false otherwise. */
  isMonotonic: boolean;
  startTimeUnixNano: string;
  timeUnixNano: string;
  /** The data point's attributes. */
  attributes: Attributes;
  /** gauge / sum: the value (as_int or as_double); null otherwise. */
  value: number | string | null;
  /** histogram / exponential_histogram / summary: count; null otherwise. */
  count: number | string | null;
  /** histogram / exponential_histogram / summary: sum when present; null otherwise. */
  sum: number | null;
  /** histogram / exponential_histogram: min and max when present; null otherwise. */
  min: number | null;
  max: number | null;
  /** histogram: bucket counts and explicit bounds; empty otherwise. */
  bucketCounts: Array<number | string>;
  explicitBounds: number[];
  /**
   * Type-specific details that have no column of their own, as a JSON object: exponential histogram
   * (scale, zeroCount, zeroThreshold, positive {offset, bucketCounts}, negative {...}), summary
   * (quantileValues [{quantile, value}]); '{}' otherwise.
   */
  detailsJson: string;
  /** Data point flags (OTLP DataPointFlags). */
  flags: number;
  resource: { attributes: Attributes; droppedAttributesCount: number; schemaUrl: string };
  scope: { name: string; version: string; attributes: Attributes; schemaUrl: string };
}

/** Result of decoding one OTLP ExportMetricsServiceRequest. */
export interface DecodedMetricsExport {
  /** Data points that decoded; tenant is '' until the collector sets it. */
  points: MetricPoint[];
  /** Data points refused individually (malformed); OTLP partial success. */
  rejectedDataPoints: number;
  /** Reason for the first rejection, safe to return to the client. */
  rejectionMessage: string;
}
