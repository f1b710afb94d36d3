/**
 * Redaction of the metric data points Tracehold keeps (GenAI client metrics), with the span path's engine and
 * rules (the redaction library, `collector/redaction/redaction.ts`): the point's attributes (OpenLLMetry
 * records the full base URL as `server.address`; error types can quote a provider message), its resource and
 * scope attributes. Names, units, values and times are never touched.
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { MetricPoint } from '../../schemas/metric.ts';
import { createRedaction } from '../redaction/redaction.ts';
import type { RedactSpansDeps } from './redact-spans.ts';

/**
 * Redacts one tenant's data points in place and resolves to the same array. With `config.enabled === false`
 * the points pass untouched (a test-only negative control).
 */
export type RedactMetricsFn = (tenant: string, points: MetricPoint[]) => Promise<MetricPoint[]>;

export function createRedactMetrics(deps: RedactSpansDeps, config: RedactionConfig): RedactMetricsFn {
  const redaction = createRedaction(deps, config);
  return (tenant, points) => redaction.redactMetricPoints(tenant, points);
}
