/**
 * Redaction of OTLP log records at the collector, with the span path's engine and rules (the redaction
 * library, `collector/redaction/redaction.ts`): the body — free text, JSON text or a structured AnyValue,
 * walked with the key rules at any depth — the attributes (personal and secret keys, exception.*, database
 * statements through the SQL/NoSQL sanitizer), the event name, and the resource and scope attributes.
 * End-user ids get the same tenant-keyed pseudonym as in spans and the ledger's subjectRef. Trace and span
 * ids, times, severity and the scope's name and version are never touched.
 *
 * GenAI content events (prompts, completions) are moved to the content store before this runs; what
 * is left of a record here is redacted like any other log.
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import { createRedaction } from '../redaction/redaction.ts';
import type { RedactSpansDeps } from './redact-spans.ts';

/**
 * Redacts one tenant's log records in place and resolves to the same array (the pipeline owns the
 * records, as with spans). With `config.enabled === false` the records pass untouched (a test-only
 * negative control).
 */
export type RedactLogsFn = (tenant: string, logs: LogRecordData[]) => Promise<LogRecordData[]>;

export function createRedactLogs(deps: RedactSpansDeps, config: RedactionConfig): RedactLogsFn {
  const redaction = createRedaction(deps, config);
  return (tenant, logs) => redaction.redactLogs(tenant, logs);
}
