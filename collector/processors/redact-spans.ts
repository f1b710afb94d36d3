import { createHmac } from 'node:crypto';
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import type { AttrValue, Attributes } from '../../schemas/span.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { DEFAULT_RULE_MODES, REDACTION_ENTITY_TYPES, type RedactionConfig } from '../../schemas/redaction.ts';
import type { ExtractedBatch } from '../export-pipeline.ts';
import { createPiiEngine, type PiiEngine, type PiiRule } from '../redaction/pii/pii-engine.ts';
import type { EntityType } from '../redaction/pii/entity-type.ts';
import { sanitizeSql } from '../redaction/sql/sanitize-sql.ts';
import { isNoSqlDbSystem, sanitizeNoSql } from '../redaction/sql/sanitize-nosql.ts';
import { dialectFromDbSystem } from '../redaction/sql/sql-dialect.ts';

/** Where in a span a value was found; the `location` label of tracehold_redactions_total. */
export type RedactionLocation =
  | 'span_name'
  | 'status_message'
  | 'span_attribute'
  | 'resource_attribute'
  | 'scope_attribute'
  | 'event_name'
  | 'event_attribute'
  | 'exception'
  | 'link_attribute'
  | 'ledger';

export interface RedactSpansDeps {
  /** The tenant's reference key, for pseudonyms (same derivation as the content store's pseudonymize). */
  tenantRefKey(tenant: string): Promise<Buffer>;
  metrics?: Metrics;
}

export type RedactSpansFn = (tenant: string, batch: ExtractedBatch) => Promise<ExtractedBatch>;

/** Whole-value or embedded findings, counted per rule and location. */
type Counts = Map<string, number>;

const EXCEPTION_KEYS = new Set(['exception.message', 'exception.stacktrace', 'exception.type']);

/**
 * Redacts every string a span carries — span, resource, scope, event and link attributes, span and event
 * names, status message, exception messages and stack traces — and the ledger's free-text fields, before
 * anything leaves the collector. Database statements go through the SQL/NoSQL lexer (literals → `?`,
 * fail closed to a summary). Trace ids, span ids and trace state are never modified; personal data in
 * trace state is only counted (W3C forbids it there). LLM content is already in the content store when
 * this runs; the content itself is evidence and is not redacted.
 *
 * The spans are modified in place (the pipeline owns them); the same batch object is returned.
 */
/** One PII engine per tenant, with the tenant's rules and its keyed pseudonyms; built on first use. */
export function createTenantEngines(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string) => Promise<PiiEngine> {
  const engines = new Map<string, Promise<PiiEngine>>();

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

  function engineFor(tenant: string): Promise<PiiEngine> {
    let engine = engines.get(tenant);
    if (!engine) {
      engine = deps.tenantRefKey(tenant).then((refKey) =>
        createPiiEngine({
          rules: rulesFor(tenant),
          // Same derivation as the content store's pseudonymize: an enduser.id pseudonymized here equals
          // the ledger's subject_ref, so investigators can join on it.
          pseudonymize: (_type, value) => 'psn_' + createHmac('sha256', refKey).update('pseudonym\0').update(value, 'utf8').digest('hex').slice(0, 32),
        }),
      );
      engine.catch(() => engines.delete(tenant));
      engines.set(tenant, engine);
    }
    return engine;
  }

  return engineFor;
}

/**
 * The redacted view of a stored content document (`tracehold.content.v1`: a message list, system
 * instructions, tool definitions…): every string in it through the tenant's redaction engine, structure,
 * roles and tool names kept. Used by the content endpoint's `view=redacted`.
 */
export function createRedactedView(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string, document: unknown) => Promise<unknown> {
  const engineFor = createTenantEngines(deps, config);
  return async (tenant, document) => {
    const engine = await engineFor(tenant);
    if (document !== null && typeof document === 'object' && !Array.isArray(document) && 'data' in document) {
      const d = document as Record<string, unknown>;
      return { ...d, data: engine.redactMessages(d.data), ...('original' in d ? { original: engine.redactMessages(d.original) } : {}) };
    }
    return engine.redactMessages(document);
  };
}

export function createRedactSpans(deps: RedactSpansDeps, config: RedactionConfig): RedactSpansFn {
  const engineFor = createTenantEngines(deps, config);
  const statementKeys = new Set(config.statementKeys);

  return async function redactSpans(tenant, batch) {
    if (!config.enabled) return batch;
    const engine = await engineFor(tenant);
    const counts: Counts = new Map();
    const count = (found: Partial<Record<string, number>>, location: RedactionLocation) => {
      for (const [rule, n] of Object.entries(found)) {
        if (!n) continue;
        const k = `${rule}\u0000${location}`;
        counts.set(k, (counts.get(k) ?? 0) + n);
      }
    };

    /** Redacts one string; null = drop. */
    const redactText = (text: string, key: string | undefined, location: RedactionLocation): string | null => {
      const r = engine.redactString(text, key === undefined ? undefined : { key });
      count(r.counts, location);
      return r.text;
    };

    const redactValue = (value: AttrValue, key: string, location: RedactionLocation): AttrValue | undefined => {
      if (typeof value === 'string') {
        const out = redactText(value, key, location);
        return out === null ? undefined : out;
      }
      if (Array.isArray(value)) {
        const out: AttrValue[] = [];
        for (const v of value) {
          const r = redactValue(v, key, location);
          if (r !== undefined) out.push(r);
        }
        return out;
      }
      if (value !== null && typeof value === 'object') {
        const out: Record<string, AttrValue> = {};
        for (const [k, v] of Object.entries(value)) {
          const r = redactValue(v, `${key}.${k}`, location);
          if (r !== undefined) out[k] = r;
        }
        return out;
      }
      // Numbers and booleans: a card number or phone sent as an int is still personal data.
      if (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) >= 1e6) {
        const text = String(value);
        const out = redactText(text, key, location);
        if (out === null) return undefined;
        return out === text ? value : out;
      }
      return value;
    };

    const redactAttributes = (attrs: Attributes, location: RedactionLocation, dbSystem: string | undefined): void => {
      for (const key of Object.keys(attrs)) {
        const value = attrs[key]!;
        if (statementKeys.has(key) && typeof value === 'string') {
          const system = dbSystem ?? '';
          const result = isNoSqlDbSystem(system) ? sanitizeNoSql(value, system) : sanitizeSql(value, dialectFromDbSystem(system || undefined));
          deps.metrics?.sqlSanitized.inc({ status: result.status });
          if (result.literalsReplaced > 0) count({ SQL_LITERAL: result.literalsReplaced }, location);
          attrs[key] = result.text;
          if (result.status === 'summarized') attrs['tracehold.redaction.statement'] = 'summarized';
          continue;
        }
        const loc = location === 'event_attribute' && EXCEPTION_KEYS.has(key) ? 'exception' : location;
        const out = redactValue(value, key, loc);
        if (out === undefined) delete attrs[key];
        else attrs[key] = out;
      }
    };

    for (const span of batch.spans) {
      const dbSystem = stringAttr(span.attributes['db.system.name']) ?? stringAttr(span.attributes['db.system']);
      span.name = redactText(span.name, undefined, 'span_name') ?? '[REDACTED]';
      if (span.status.message) span.status.message = redactText(span.status.message, undefined, 'status_message') ?? '';
      redactAttributes(span.attributes, 'span_attribute', dbSystem);
      redactAttributes(span.resource.attributes, 'resource_attribute', undefined);
      redactAttributes(span.scope.attributes, 'scope_attribute', undefined);
      for (const event of span.events) {
        event.name = redactText(event.name, undefined, 'event_name') ?? '[REDACTED]';
        redactAttributes(event.attributes, 'event_attribute', dbSystem);
      }
      for (const link of span.links) {
        redactAttributes(link.attributes, 'link_attribute', undefined);
        if (link.traceState) countTraceState(engine, link.traceState, deps.metrics);
      }
      if (span.traceState) countTraceState(engine, span.traceState, deps.metrics);
    }
    for (const record of batch.ledger) redactLedger(record, redactText);

    if (deps.metrics) {
      for (const [k, n] of counts) {
        const [rule, location] = k.split('\u0000') as [string, string];
        deps.metrics.redactions.inc({ rule, location }, n);
      }
    }
    return batch;
  };
}

function stringAttr(v: AttrValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** W3C trace state must not carry personal data; it is never modified (it is propagation state), only counted. */
function countTraceState(engine: PiiEngine, traceState: string, metrics: Metrics | undefined): void {
  const found = engine.findEntities(traceState);
  for (const f of found) metrics?.tracestatePii.inc({ rule: f.type });
}

/** The ledger's free-text fields; ids, models, finish reasons and numbers are protected by construction. */
function redactLedger(record: LedgerRecord, redactText: (text: string, key: string | undefined, location: RedactionLocation) => string | null): void {
  record.spanName = redactText(record.spanName, undefined, 'ledger') ?? '[REDACTED]';
  record.errorType = redactText(record.errorType, 'error.type', 'ledger') ?? '';
  record.conversationId = redactText(record.conversationId, 'gen_ai.conversation.id', 'ledger') ?? '';
  record.stopSequences = record.stopSequences.map((s) => redactText(s, 'gen_ai.request.stop_sequences', 'ledger') ?? '[REDACTED]');
  if (record.requestParamsJson && record.requestParamsJson !== '{}') {
    let params: unknown;
    try {
      params = JSON.parse(record.requestParamsJson);
    } catch {
      record.requestParamsJson = JSON.stringify({ unparseable: true });
      return;
    }
    record.requestParamsJson = JSON.stringify(redactJson(params, '', redactText));
  }
}

function redactJson(value: unknown, key: string, redactText: (text: string, key: string | undefined, location: RedactionLocation) => string | null): unknown {
  if (typeof value === 'string') {
    // OpenAI's `user` request parameter is an end-user identifier by definition.
    const ctxKey = key === 'user' || key.endsWith('.user') ? 'enduser.id' : key || undefined;
    return redactText(value, ctxKey, 'ledger');
  }
  if (Array.isArray(value)) return value.map((v) => redactJson(v, key, redactText));
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = redactJson(v, k, redactText);
    return out;
  }
  return value;
}
