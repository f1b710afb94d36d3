/**
 * The collector's span redaction stage and the older entry points to the redaction library
 * (`collector/redaction/redaction.ts`, which owns the per-tenant engines and the walks). Kept as thin
 * adapters so the pipeline's wiring (bin/components.ts) and the tests keep their factories.
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { SpanBatch } from '../processor.ts';
import type { PiiEngine } from '../redaction/pii/pii-engine.ts';
import { createRedaction, type RedactionDeps } from '../redaction/redaction.ts';

export type { RedactionLocation } from '../redaction/record-redactor.ts';

/** The tenant's reference key (for pseudonyms, the content store's derivation) and optional metrics. */
export type RedactSpansDeps = RedactionDeps;

export type RedactSpansFn = (tenant: string, batch: SpanBatch) => Promise<SpanBatch>;

/** One PII engine per tenant, with the tenant's rules and its keyed pseudonyms; built on first use. */
export function createTenantEngines(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string) => Promise<PiiEngine> {
  const redaction = createRedaction(deps, config);
  return (tenant) => redaction.engineFor(tenant);
}

/** The content endpoint's `view=redacted` of a stored content document: `Redaction.redactDocument`. */
export function createRedactedView(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string, document: unknown) => Promise<unknown> {
  const redaction = createRedaction(deps, config);
  return (tenant, document) => redaction.redactDocument(tenant, document);
}

/**
 * Redacts every string of a trace export's spans and ledger records before anything leaves the collector,
 * end-user ids pseudonymized with the tenant key (`Redaction.redactSpans`, walk in
 * `collector/redaction/redact-span-batch.ts`). The spans are modified in place (the pipeline owns them);
 * the same batch object is returned.
 */
export function createRedactSpans(deps: RedactSpansDeps, config: RedactionConfig): RedactSpansFn {
  const redaction = createRedaction(deps, config);
  return (tenant, batch) => redaction.redactSpans(tenant, batch);
}
