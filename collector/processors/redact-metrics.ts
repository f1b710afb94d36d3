/**
 * Redaction of the metric data points Tracehold keeps (GenAI client metrics), with the span path's engine and
 * rules (record-redactor.ts): the point's attributes (OpenLLMetry records the full base URL as `server.address`;
 * error types can quote a provider message), its resource and scope attributes. Names, units, values and times
 * are never touched.
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { MetricPoint } from '../../schemas/metric.ts';
import { createRecordRedactor } from './record-redactor.ts';
import { createTenantEngines, type RedactSpansDeps } from './redact-spans.ts';

/**
 * Redacts one tenant's data points in place and resolves to the same array. With `config.enabled === false`
 * the points pass untouched (a test-only negative control).
 */
export type RedactMetricsFn = (tenant: string, points: MetricPoint[]) => Promise<MetricPoint[]>;

export function createRedactMetrics(deps: RedactSpansDeps, config: RedactionConfig): RedactMetricsFn {
  const engineFor = createTenantEngines(deps, config);
  const statementKeys: ReadonlySet<string> = new Set(config.statementKeys);
  return async function redactMetrics(tenant, points) {
    if (!config.enabled || points.length === 0) return points;
    const r = createRecordRedactor(await engineFor(tenant), { statementKeys, metrics: deps.metrics });
    for (const point of points) {
      r.attributes(point.attributes, 'metric_attribute', undefined);
      r.attributes(point.resource.attributes, 'resource_attribute', undefined);
      r.attributes(point.scope.attributes, 'scope_attribute', undefined);
    }
    r.flush();
    return points;
  };
}
