/**
 * The storage-quota metrics, registered on the process's registry (ctx.metrics.registry) the first time a
 * quota pass runs and found there afterwards, so the quota module adds no field to `Metrics` and two passes
 * (or two contexts on one registry) share the same series. Labels: tenant (an operator-chosen name, not
 * personal data) and kind ('content' | 'spans') only.
 */
import { Counter, Gauge, type Registry } from 'prom-client';

export type QuotaKind = 'content' | 'spans';

export interface QuotaMetrics {
  usedBytes: Gauge<'tenant' | 'kind'>;
  quotaBytes: Gauge<'tenant' | 'kind'>;
  warnings: Counter<'kind'>;
  overQuotaHeld: Gauge<'tenant' | 'kind'>;
}

function gauge(registry: Registry, name: string, help: string): Gauge<'tenant' | 'kind'> {
  const existing = registry.getSingleMetric(name);
  if (existing) return existing as Gauge<'tenant' | 'kind'>;
  return new Gauge({ name, help, labelNames: ['tenant', 'kind'], registers: [registry] });
}

export function quotaMetricsOn(registry: Registry): QuotaMetrics {
  const warningsName = 'tracehold_storage_quota_warnings_total';
  const warnings =
    (registry.getSingleMetric(warningsName) as Counter<'kind'> | undefined) ??
    new Counter({ name: warningsName, help: 'Tenants crossing the warning level of a storage quota (once per crossing), by kind', labelNames: ['kind'], registers: [registry] });
  return {
    usedBytes: gauge(
      registry,
      'tracehold_storage_used_bytes',
      'Storage used by a tenant, by kind: content = plaintext bytes of its distinct content objects; spans = an estimate of the stored span bytes (JSON columns and names)',
    ),
    quotaBytes: gauge(registry, 'tracehold_storage_quota_bytes', "A tenant's storage quota by kind (absent: no quota)"),
    warnings,
    overQuotaHeld: gauge(registry, 'tracehold_storage_over_quota_held', '1 when a tenant is over a quota and everything left to evict is under a legal hold (holds win over quotas)'),
  };
}
