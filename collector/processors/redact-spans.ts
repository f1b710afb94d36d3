import { createHmac } from 'node:crypto';
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import type { AttrValue, SpanRecord } from '../../schemas/span.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import { DEFAULT_RULE_MODES, REDACTION_ENTITY_TYPES, type RedactionConfig } from '../../schemas/redaction.ts';
import type { ExtractedBatch } from '../export-pipeline.ts';
import { END_USER_ID_KEYS, isParameterObjectKey } from '../redaction/pii/key-classifier.ts';
import { createPiiEngine, type PiiEngine, type PiiRule } from '../redaction/pii/pii-engine.ts';
import type { EntityType } from '../redaction/pii/entity-type.ts';
import { createRecordRedactor, type RecordRedactor } from './record-redactor.ts';
import { DOCUMENT_FACTS } from './llm-conventions.ts';

export type { RedactionLocation } from './record-redactor.ts';

export interface RedactSpansDeps {
  /** The tenant's reference key, for pseudonyms (same derivation as the content store's pseudonymize). */
  tenantRefKey(tenant: string): Promise<Buffer>;
  metrics?: Metrics;
}

export type RedactSpansFn = (tenant: string, batch: ExtractedBatch) => Promise<ExtractedBatch>;

/** A tenant's redaction engine and the keyed pseudonym the ledger's subjectRef uses. */
interface TenantRedaction {
  engine: PiiEngine;
  /** `psn_` + 32 hex of HMAC-SHA-256(tenant reference key, "pseudonym\0" + id): the content store's pseudonym. */
  pseudonym(id: string): string;
}

/** Same derivation as the content store's pseudonymize (platform/content-store): equal ids, equal pseudonyms. */
function pseudonymOf(refKey: Buffer, value: string): string {
  return 'psn_' + createHmac('sha256', refKey).update('pseudonym\0').update(value, 'utf8').digest('hex').slice(0, 32);
}

/** One engine per tenant, with the tenant's rules and its keyed pseudonyms; built on first use. */
function createTenantRedaction(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string) => Promise<TenantRedaction> {
  const tenants = new Map<string, Promise<TenantRedaction>>();

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

  return function redactionFor(tenant) {
    let pending = tenants.get(tenant);
    if (!pending) {
      pending = deps.tenantRefKey(tenant).then((refKey) => ({
        engine: createPiiEngine({
          rules: rulesFor(tenant),
          // An end-user id pseudonymized here equals the ledger's subject_ref, so investigators can join on it.
          pseudonymize: (_type, value) => pseudonymOf(refKey, value),
        }),
        pseudonym: (id: string) => pseudonymOf(refKey, id),
      }));
      pending.catch(() => tenants.delete(tenant));
      tenants.set(tenant, pending);
    }
    return pending;
  };
}

/** One PII engine per tenant, with the tenant's rules and its keyed pseudonyms; built on first use. */
export function createTenantEngines(deps: Pick<RedactSpansDeps, 'tenantRefKey'>, config: RedactionConfig): (tenant: string) => Promise<PiiEngine> {
  const redactionFor = createTenantRedaction(deps, config);
  return async (tenant) => (await redactionFor(tenant)).engine;
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

/**
 * Redacts every string a span carries — span, resource, scope, event and link attributes (at any depth:
 * kvlists, arrays and JSON text are walked with the key rules), span and event names, status message,
 * exception messages and stack traces — and the ledger's free-text fields and request parameters, before
 * anything leaves the collector. Database statements go through the SQL/NoSQL lexer (literals → `?`,
 * fail closed to a summary). Trace ids, span ids and trace state are never modified; personal data in
 * trace state is only counted (W3C forbids it there). LLM content is already in the content store when
 * this runs; the content itself is evidence and is not redacted.
 *
 * End users: every end-user id (`enduser.id`, `user.id`, `gen_ai.user`, the request's `user` parameter
 * inside `llm.invocation_parameters`, …) is pseudonymized with the tenant key, so the stored value equals
 * the ledger's `subjectRef` for the same id. A ledger record whose span named its end user only in such
 * an LLM-specific place (extraction reads `content.subjectAttributes`) gets its `subjectRef` here.
 *
 * The spans are modified in place (the pipeline owns them); the same batch object is returned.
 */
export function createRedactSpans(deps: RedactSpansDeps, config: RedactionConfig): RedactSpansFn {
  const redactionFor = createTenantRedaction(deps, config);
  const statementKeys: ReadonlySet<string> = new Set(config.statementKeys);

  return async function redactSpans(tenant, batch) {
    if (!config.enabled) return batch;
    const { engine, pseudonym } = await redactionFor(tenant);
    const r = createRecordRedactor(engine, { statementKeys, metrics: deps.metrics });
    // Read before the spans are redacted: the raw ids are needed for the pseudonym.
    const subjects = subjectsForLedger(batch);

    for (const span of batch.spans) {
      const dbSystem = stringAttr(span.attributes['db.system.name']) ?? stringAttr(span.attributes['db.system']);
      span.name = r.text(span.name, undefined, 'span_name') ?? '[REDACTED]';
      if (span.status.message) span.status.message = r.text(span.status.message, undefined, 'status_message') ?? '';
      r.attributes(span.attributes, 'span_attribute', dbSystem);
      if (span.attributes[DOCUMENT_FACTS] !== undefined) redactDocumentFacts(span.attributes, r);
      r.attributes(span.resource.attributes, 'resource_attribute', undefined);
      r.attributes(span.scope.attributes, 'scope_attribute', undefined);
      for (const event of span.events) {
        event.name = r.text(event.name, undefined, 'event_name') ?? '[REDACTED]';
        r.attributes(event.attributes, 'event_attribute', dbSystem, true);
      }
      for (const link of span.links) {
        r.attributes(link.attributes, 'link_attribute', undefined);
        if (link.traceState) countTraceState(engine, link.traceState, deps.metrics);
      }
      if (span.traceState) countTraceState(engine, span.traceState, deps.metrics);
    }
    const spanById = batch.ledger.length > 0 ? new Map(batch.spans.map((s) => [`${s.traceId}/${s.spanId}`, s])) : null;
    for (const record of batch.ledger) {
      const key = `${record.traceId}/${record.spanId}`;
      if (record.subjectRef === '') {
        const id = subjects.get(key);
        if (id !== undefined) record.subjectRef = pseudonym(id);
      }
      redactLedger(record, r, spanById?.get(key));
    }
    r.flush();
    return batch;
  };
}

/** The retrieved document identifiers Tracehold keeps on the span get the same rules as the documents' own. */
const DOCUMENT_FACT_KEYS = { id: 'retrieval.document.id', version: 'retrieval.document.version', source: 'retrieval.document.source', collection: 'retrieval.document.collection' } as const;

/**
 * `tracehold.documents` is Tracehold's (protected from the key rules like every `tracehold.*` attribute), but
 * its ids, versions, sources and collections came from the application: each goes through the redactor as
 * the same value under a retrieval key would. Text that is not the JSON array the extractor writes is dropped.
 */
function redactDocumentFacts(attrs: Record<string, AttrValue>, r: RecordRedactor): void {
  const raw = attrs[DOCUMENT_FACTS];
  let facts: unknown;
  try {
    facts = typeof raw === 'string' ? JSON.parse(raw) : null;
  } catch {
    facts = null;
  }
  if (!Array.isArray(facts)) {
    delete attrs[DOCUMENT_FACTS];
    return;
  }
  for (const fact of facts) {
    if (fact === null || typeof fact !== 'object') continue;
    const f = fact as Record<string, unknown>;
    for (const [field, key] of Object.entries(DOCUMENT_FACT_KEYS)) {
      const value = f[field];
      if (typeof value === 'string' && value !== '') f[field] = r.text(value, key, 'span_attribute') ?? '[REDACTED]';
    }
  }
  attrs[DOCUMENT_FACTS] = JSON.stringify(facts);
}

function stringAttr(v: AttrValue | undefined): string | undefined {
  return typeof v === 'string' && v !== '' ? v : undefined;
}

/** W3C trace state must not carry personal data; it is never modified (it is propagation state), only counted. */
function countTraceState(engine: PiiEngine, traceState: string, metrics: Metrics | undefined): void {
  const found = engine.findEntities(traceState);
  for (const f of found) metrics?.tracestatePii.inc({ rule: f.type });
}

/**
 * The raw end-user id of every ledger record that has no subject yet, by `traceId/spanId`: from the
 * LLM span (END_USER_ID_KEYS, then the `user` of its invocation parameters), else from the trace's
 * root in this batch, else from another span of the trace — as extraction does for `enduser.id`.
 */
function subjectsForLedger(batch: ExtractedBatch): Map<string, string> {
  const out = new Map<string, string>();
  if (!batch.ledger.some((r) => r.subjectRef === '')) return out;
  const wanted = new Set(batch.ledger.filter((r) => r.subjectRef === '').map((r) => `${r.traceId}/${r.spanId}`));
  const traceUser = new Map<string, { id: string; root: boolean }>();
  const own = new Map<string, string>();
  for (const span of batch.spans) {
    const id = endUserIdOf(span);
    if (id === '') continue;
    const key = `${span.traceId}/${span.spanId}`;
    if (wanted.has(key)) own.set(key, id);
    const known = traceUser.get(span.traceId);
    if (known === undefined || (!known.root && span.parentSpanId === '')) traceUser.set(span.traceId, { id, root: span.parentSpanId === '' });
  }
  for (const record of batch.ledger) {
    const key = `${record.traceId}/${record.spanId}`;
    if (!wanted.has(key)) continue;
    const id = own.get(key) ?? traceUser.get(record.traceId)?.id;
    if (id !== undefined) out.set(key, id);
  }
  return out;
}

function endUserIdOf(span: SpanRecord): string {
  for (const attrs of [span.attributes, span.resource.attributes]) {
    for (const key of END_USER_ID_KEYS) {
      const id = idOf(attrs[key]);
      if (id !== '') return id;
    }
  }
  for (const key in span.attributes) {
    // Cheap test first: this runs over every attribute of a batch whose calls lack a subject.
    if (!(key.endsWith('parameters') || key.endsWith('params')) || !isParameterObjectKey(key)) continue;
    let params: unknown = span.attributes[key];
    if (typeof params === 'string' && params.startsWith('{')) {
      try {
        params = JSON.parse(params);
      } catch {
        continue;
      }
    }
    if (params !== null && typeof params === 'object' && !Array.isArray(params)) {
      const id = idOf((params as Record<string, AttrValue>)['user']);
      if (id !== '') return id;
    }
  }
  return '';
}

/** As extraction reads a subject: a non-empty string, or a number's decimal text. */
function idOf(v: AttrValue | undefined): string {
  // Trimmed as extraction trims a subject (and the end-user search a raw id): one id, one pseudonym.
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number') return String(v);
  return '';
}

/**
 * Every free-text field of a ledger record; ids, models, finish reasons and numbers are protected by
 * construction. The request parameters are a request-parameter object: their `user` is the end user,
 * pseudonymized like the span's. The conversation id keeps the span's protection when it is the span's
 * `gen_ai.conversation.id`, and is scanned when it came from `session.id`, as the session id is.
 */
function redactLedger(record: LedgerRecord, r: RecordRedactor, span: SpanRecord | undefined): void {
  record.spanName = r.text(record.spanName, undefined, 'ledger') ?? '[REDACTED]';
  record.errorType = r.text(record.errorType, 'error.type', 'ledger') ?? '';
  const fromConversationId = span !== undefined && span.attributes['gen_ai.conversation.id'] === record.conversationId;
  record.conversationId = r.text(record.conversationId, fromConversationId ? 'gen_ai.conversation.id' : 'session.id', 'ledger') ?? '';
  if (record.sessionId) record.sessionId = r.text(record.sessionId, 'session.id', 'ledger') ?? '';
  record.stopSequences = record.stopSequences.map((s) => r.text(s, 'gen_ai.request.stop_sequences', 'ledger') ?? '[REDACTED]');
  record.retrievedDocumentIds = record.retrievedDocumentIds.map((id) => r.text(id, 'retrieval.document.id', 'ledger') ?? '[REDACTED]');
  if (record.requestParamsJson && record.requestParamsJson !== '{}') {
    const out = r.value(record.requestParamsJson, undefined, 'ledger', { parameters: true });
    // The column holds a JSON object; text that was not one is not kept (it is built by the collector).
    record.requestParamsJson = typeof out === 'string' && isJsonObject(out) ? out : JSON.stringify({ unparseable: true });
  }
}

function isJsonObject(text: string): boolean {
  if (!text.startsWith('{')) return false;
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
