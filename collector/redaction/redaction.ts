/**
 * The redaction library: personal data and secrets out of everything Tracehold keeps that is not LLM
 * content, with one tenant's rules. One factory, `createRedaction(deps, config)`, owns one PII engine per
 * tenant — the operator's global rules with the tenant's overrides (`RedactionConfig`), built on first use;
 * a failure (keys unavailable, bad rules) is not cached, so the next call tries again — and offers every
 * record kind the product redacts: a trace export's spans and ledger records, log records, metric points'
 * attributes, and the redacted view of a stored content document. The pieces: the PII engine (`pii/`),
 * the SQL/NoSQL statement sanitizer (`sql/`), the per-batch walker over attributes and values
 * (`record-redactor.ts`) and the span and ledger walk (`redact-span-batch.ts`).
 *
 * Guarantees:
 * - Pseudonyms are deterministic and keyed: `pseudonymize` rules (by default the end-user id, USER) write
 *   `platform/keys/pseudonym.ts`'s derivation under the tenant's reference key, the same bytes as the
 *   ledger's `subject_ref` and the content store's `pseudonymize` for the same id — so a redacted
 *   `enduser.id` joins the ledger and the erasure of that subject. Stable within a tenant, unrelated across
 *   tenants.
 * - No raw value leaves through a side channel: errors carry codes and configuration names (rule types,
 *   modes), never an input value; nothing here logs; metric labels are fixed enumerations (rule, location,
 *   statement status).
 * - Records are redacted in place and the caller's object is returned; trace and span ids, times and trace
 *   state are never modified.
 *
 * Used by the collector's redaction stage for spans, logs and metrics (one `createRedaction` shared across
 * signals, `bin/components.ts`) and by the query API's content endpoint for `view=redacted`.
 */
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import { derivePseudonym } from '../../platform/keys/pseudonym.ts';
import type { LogRecordData } from '../../schemas/log.ts';
import type { MetricPoint } from '../../schemas/metric.ts';
import type { AttrValue } from '../../schemas/span.ts';
import { DEFAULT_RULE_MODES, REDACTION_ENTITY_TYPES, type RedactionConfig } from '../../schemas/redaction.ts';
import type { EntityType } from './pii/entity-type.ts';
import { createPiiEngine, type PiiEngine, type PiiRule } from './pii/pii-engine.ts';
import { createRecordRedactor, dbSystemOf, type RecordRedactor } from './record-redactor.ts';
import { redactSpanBatch, type SpanBatchRecords } from './redact-span-batch.ts';

export type { SpanBatchRecords } from './redact-span-batch.ts';

export interface RedactionDeps {
  /** The tenant's reference key (the keyring's `tenantKeys(t).refKey`): the key of its pseudonyms. */
  tenantRefKey(tenant: string): Promise<Buffer>;
  /** Where redactions are counted by rule and location; absent: counted nowhere (tests, the query API). */
  metrics?: Metrics;
}

/**
 * One tenant-aware redactor for a process (or a component). Safe for concurrent calls: the engines are
 * immutable once built, and each call counts with its own state. Every method resolves after the tenant's
 * engine is built (the first call per tenant awaits its key) and rejects when it cannot be (nothing
 * redacted, nothing cached). With `config.enabled === false` (the test suite's negative control) the record
 * methods return their input untouched; the document view is always redacted.
 */
export interface Redaction {
  /**
   * Redacts a trace export's spans and ledger records in place (see `redactSpanBatch`: every string of a
   * span, ledger free text and request parameters, end-user ids pseudonymized, a missing `subjectRef` filled
   * in) and resolves to the same batch. The caller owns the batch.
   */
  redactSpans<B extends SpanBatchRecords>(tenant: string, batch: B): Promise<B>;
  /**
   * Redacts log records in place — body (text, JSON text or structured), attributes, event name, resource and
   * scope attributes — and resolves to the same array. Trace context, times and severity stay.
   */
  redactLogs(tenant: string, logs: LogRecordData[]): Promise<LogRecordData[]>;
  /** Redacts metric points' attributes (point, resource, scope) in place; names, units, values and times stay. */
  redactMetricPoints(tenant: string, points: MetricPoint[]): Promise<MetricPoint[]>;
  /**
   * The redacted view of a stored content document (`tracehold.content.v1`: a message list, system
   * instructions, tool definitions…): every string through the tenant's engine, structure, roles and tool
   * names kept. A new value; the document is not modified.
   */
  redactDocument(tenant: string, document: unknown): Promise<unknown>;
}

/**
 * A document's `original` (the attributes or events as the instrumentation wrote them: `llm.input_messages.3.message.content`,
 * `gen_ai.input.messages` as JSON text) holds what `data` holds in another shape. A string the redaction of `data`
 * changed is replaced by what it became there — a bare answer is masked in `data` because of the question before it, which
 * the flattened attributes do not show —, and every other string is read as `data` is: JSON text as a message list.
 */
function redactOriginal(engine: PiiEngine, original: unknown, data: unknown, redactedData: unknown): unknown {
  const changed = new Map<string, string | null>();
  (function collect(raw: unknown, red: unknown): void {
    if (typeof raw === 'string') {
      if (red !== raw && (typeof red === 'string' || red === null)) changed.set(raw, red);
      return;
    }
    if (Array.isArray(raw) && Array.isArray(red)) raw.forEach((v, i) => collect(v, red[i]));
    else if (raw !== null && typeof raw === 'object' && red !== null && typeof red === 'object' && !Array.isArray(red)) {
      for (const [k, v] of Object.entries(raw)) collect(v, (red as Record<string, unknown>)[k]);
    }
  })(data, redactedData);
  return (function walk(node: unknown): unknown {
    if (typeof node === 'string') return changed.has(node) ? changed.get(node) : engine.redactMessages(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node === null || typeof node !== 'object') return node;
    return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, walk(v)]));
  })(original);
}

/** A tenant's engine and its keyed pseudonym. */
interface TenantRedaction {
  engine: PiiEngine;
  pseudonym(id: string): string;
}

export function createRedaction(deps: RedactionDeps, config: RedactionConfig): Redaction {
  const tenants = new Map<string, Promise<TenantRedaction>>();
  const statementKeys: ReadonlySet<string> = new Set(config.statementKeys);

  function rulesFor(tenant: string): Partial<Record<EntityType, PiiRule>> {
    const rules: Partial<Record<EntityType, PiiRule>> = {};
    for (const type of REDACTION_ENTITY_TYPES) {
      const base = config.rules[type];
      const override = config.tenants[tenant]?.rules[type];
      rules[type] = {
        enabled: override?.enabled ?? base?.enabled ?? true,
        mode: override?.mode ?? base?.mode ?? DEFAULT_RULE_MODES[type] ?? 'mask',
      };
    }
    return rules;
  }

  function redactionFor(tenant: string): Promise<TenantRedaction> {
    let pending = tenants.get(tenant);
    if (!pending) {
      pending = deps.tenantRefKey(tenant).then((refKey) => ({
        engine: createPiiEngine({
          rules: rulesFor(tenant),
          // An end-user id pseudonymized here equals the ledger's subject_ref, so investigators can join on it.
          pseudonymize: (_type, value) => derivePseudonym(refKey, value),
        }),
        pseudonym: (id: string) => derivePseudonym(refKey, id),
      }));
      pending.catch(() => tenants.delete(tenant));
      tenants.set(tenant, pending);
    }
    return pending;
  }

  function recordsRedactor(engine: PiiEngine): RecordRedactor {
    return createRecordRedactor(engine, { statementKeys, metrics: deps.metrics });
  }

  return {
    async redactSpans(tenant, batch) {
      if (!config.enabled) return batch;
      const { engine, pseudonym } = await redactionFor(tenant);
      const records = recordsRedactor(engine);
      redactSpanBatch(batch, { engine, records, pseudonym, metrics: deps.metrics });
      records.flush();
      return batch;
    },

    async redactLogs(tenant, logs) {
      if (!config.enabled) return logs;
      const r = recordsRedactor((await redactionFor(tenant)).engine);
      for (const log of logs) {
        // A dropped body stays a record (its time, severity and trace context are still evidence).
        log.body = r.value(log.body, undefined, 'log_body') ?? null;
        r.attributes(log.attributes, 'log_attribute', dbSystemOf(log.attributes));
        if (log.eventName !== '') log.eventName = r.text(log.eventName, undefined, 'event_name') ?? '[REDACTED]';
        r.origin(log);
        log.severityText = r.certain(log.severityText, 'log_attribute');
      }
      r.flush();
      return logs;
    },

    async redactMetricPoints(tenant, points) {
      if (!config.enabled || points.length === 0) return points;
      const r = recordsRedactor((await redactionFor(tenant)).engine);
      for (const point of points) {
        r.attributes(point.attributes, 'metric_attribute', undefined);
        r.origin(point);
        point.name = r.certain(point.name, 'metric_attribute');
        if (point.description) point.description = r.certain(point.description, 'metric_attribute');
      }
      r.flush();
      return points;
    },

    async redactDocument(tenant, document) {
      const { engine } = await redactionFor(tenant);
      if (document !== null && typeof document === 'object' && !Array.isArray(document) && 'data' in document) {
        const d = document as Record<string, unknown>;
        if (d.part === 'value' && d.data !== null && typeof d.data === 'object' && !Array.isArray(d.data)) {
          // Span attributes moved to the store as they were (OpenInference `input.value` / `output.value`, JSON text of a
          // chain's inputs): redacted as span attributes are — key rules, JSON walked in place, message lists inside read
          // as message lists (redact-structured.ts).
          const data: Record<string, unknown> = {};
          for (const [key, value] of Object.entries(d.data as Record<string, AttrValue>)) {
            const r = engine.redactValue(value, key, {});
            data[key] = r === undefined ? null : r;
          }
          return { ...d, data };
        }
        const data = engine.redactMessages(d.data);
        return { ...d, data, ...('original' in d ? { original: redactOriginal(engine, d.original, d.data, data) } : {}) };
      }
      return engine.redactMessages(document);
    },
  };
}
