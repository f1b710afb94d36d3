/**
 * Redaction of OTLP log records at the collector, with the span path's engine and rules
 * (record-redactor.ts): the body — free text, JSON text or a structured AnyValue, walked with the key
 * rules at any depth — the attributes (personal and secret keys, exception.*, database statements
 * through the SQL/NoSQL sanitizer), the event name, and the resource and scope attributes. End-user ids
 * get the same tenant-keyed pseudonym as in spans and the ledger's subjectRef. Trace and span ids,
 * times, severity and the scope's name and version are never touched.
 *
 * GenAI content events (prompts, completions) are moved to the content store before this runs; what
 * is left of a record here is redacted like any other log.
 */
import type { RedactionConfig } from '../../schemas/redaction.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import type { AttrValue } from '../../schemas/span.ts';
import { createRecordRedactor } from './record-redactor.ts';
import { createTenantEngines, type RedactSpansDeps } from './redact-spans.ts';

/**
 * Redacts one tenant's log records in place and resolves to the same array (the pipeline owns the
 * records, as with spans). With `config.enabled === false` the records pass untouched (a test-only
 * negative control).
 */
export type RedactLogsFn = (tenant: string, logs: LogRecordData[]) => Promise<LogRecordData[]>;

export function createRedactLogs(deps: RedactSpansDeps, config: RedactionConfig): RedactLogsFn {
  const engineFor = createTenantEngines(deps, config);
  const statementKeys: ReadonlySet<string> = new Set(config.statementKeys);

  return async function redactLogs(tenant, logs) {
    if (!config.enabled) return logs;
    const r = createRecordRedactor(await engineFor(tenant), { statementKeys, metrics: deps.metrics });
    for (const log of logs) {
      // A dropped body stays a record (its time, severity and trace context are still evidence).
      log.body = r.value(log.body, undefined, 'log_body') ?? null;
      const dbSystem = stringAttr(log.attributes['db.system.name']) ?? stringAttr(log.attributes['db.system']);
      r.attributes(log.attributes, 'log_attribute', dbSystem);
      if (log.eventName !== '') log.eventName = r.text(log.eventName, undefined, 'event_name') ?? '[REDACTED]';
      r.attributes(log.resource.attributes, 'resource_attribute', undefined);
      r.attributes(log.scope.attributes, 'scope_attribute', undefined);
    }
    r.flush();
    return logs;
  };
}

function stringAttr(v: AttrValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}
