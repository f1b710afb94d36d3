/**
 * The collector's span redaction stage as a standalone factory over the redaction library
 * (`collector/redaction/redaction.ts`, which owns the per-tenant engines and the walks), for the tests and
 * `bench:redaction`; the running collector shares one `createRedaction` across signals (bin/components.ts).
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { SpanBatch } from '../processor.ts';
import { createRedaction, type RedactionDeps } from '../redaction/redaction.ts';

export type { RedactionLocation } from '../redaction/record-redactor.ts';

/** The tenant's reference key (for pseudonyms, the content store's derivation) and optional metrics. */
export type RedactSpansDeps = RedactionDeps;

export type RedactSpansFn = (tenant: string, batch: SpanBatch) => Promise<SpanBatch>;

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
