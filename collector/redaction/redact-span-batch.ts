/**
 * Redaction of a trace export's spans and of the ledger records extracted from them, with one tenant's
 * engine: the walk over every string a span and a ledger record carry, and the end-user pseudonym a ledger
 * record without a subject gets here. Used by the redaction library (redaction.ts), which owns the engines.
 */
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import type { LedgerRecord } from '../../schemas/ledger.ts';
import type { AttrValue, SpanRecord } from '../../schemas/span.ts';
import { DOCUMENT_FACTS } from '../processors/llm-conventions.ts';
import { END_USER_ID_KEYS, isParameterObjectKey } from './pii/key-classifier.ts';
import type { PiiEngine } from './pii/pii-engine.ts';
import type { EntityCounts } from './pii/redact-structured.ts';
import { dbSystemOf, type RecordRedactor } from './record-redactor.ts';

/** A trace export's spans and the ledger records extracted from them (the export pipeline's batch fits). */
export interface SpanBatchRecords {
  spans: SpanRecord[];
  ledger: LedgerRecord[];
}

/** One tenant's tools for one batch; `records` is created for the batch and flushed by the caller. */
export interface SpanBatchRedactor {
  engine: PiiEngine;
  records: RecordRedactor;
  /** The tenant's keyed pseudonym of an end-user id (the ledger's subject_ref). */
  pseudonym(id: string): string;
  metrics?: Metrics;
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
 * The spans and records are modified in place (the caller owns them).
 */
export function redactSpanBatch(batch: SpanBatchRecords, tools: SpanBatchRedactor): void {
  const { engine, records: r, pseudonym, metrics } = tools;
  // Read before the spans are redacted: the raw ids are needed for the pseudonym.
  const subjects = subjectsForLedger(batch);

  for (const span of batch.spans) {
    const dbSystem = dbSystemOf(span.attributes);
    // A database span may be named after its whole statement (older instrumentations): its literals go too.
    span.name = (dbSystem !== undefined ? r.statementLike(span.name, dbSystem, 'span_name') : r.text(span.name, undefined, 'span_name')) ?? '[REDACTED]';
    // A status message is read as a value, not as a name: an error's JSON body is walked key by key (`{"user":
    // {"firstName": …}}`), as in a log body.
    if (span.status.message) {
      const message = r.value(span.status.message, undefined, 'status_message');
      span.status.message = typeof message === 'string' ? message : '';
    }
    r.attributes(span.attributes, 'span_attribute', dbSystem);
    if (span.attributes[DOCUMENT_FACTS] !== undefined) redactDocumentFacts(span.attributes, r);
    r.origin(span);
    for (const event of span.events) {
      event.name = r.text(event.name, undefined, 'event_name') ?? '[REDACTED]';
      r.attributes(event.attributes, 'event_attribute', dbSystem, true);
    }
    for (const link of span.links) {
      r.attributes(link.attributes, 'link_attribute', undefined);
      if (link.traceState) link.traceState = redactTraceState(engine, link.traceState, metrics);
    }
    if (span.traceState) span.traceState = redactTraceState(engine, span.traceState, metrics);
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

/**
 * W3C trace state must not carry personal data, but some vendors put user data in it. Tracehold stores it and
 * never propagates it, so what is certain in any text (e-mails, cards, IBANs, tokens, international phone
 * numbers) is redacted in what is stored, and counted (`tracehold_tracestate_pii_total`): a signal to fix the
 * sender, whose downstream services still receive it.
 */
function redactTraceState(engine: PiiEngine, traceState: string, metrics: Metrics | undefined): string {
  const counts: EntityCounts = {};
  const out = engine.redactCertain(traceState, counts);
  for (const [rule, n] of Object.entries(counts)) metrics?.tracestatePii.inc({ rule }, n);
  return out;
}

/**
 * The raw end-user id of every ledger record that has no subject yet, by `traceId/spanId`: from the
 * LLM span (END_USER_ID_KEYS, then the `user` of its invocation parameters), else from the trace's
 * root in this batch, else from another span of the trace — as extraction does for `enduser.id`.
 */
function subjectsForLedger(batch: SpanBatchRecords): Map<string, string> {
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
 * Every free-text field of a ledger record; ids, models, finish reasons, the provider, the service and the
 * route are read as the span's protected keys are (only what is certain in any text: an e-mail in a response
 * id, `whatsapp:+44…` in a conversation id), so the ledger never keeps what the span lost. The request parameters are a request-parameter object: their `user` is the end user,
 * pseudonymized like the span's. The conversation id keeps the span's protection when it is the span's
 * `gen_ai.conversation.id`, and is scanned when it came from `session.id`, as the session id is.
 */
function redactLedger(record: LedgerRecord, r: RecordRedactor, span: SpanRecord | undefined): void {
  record.spanName = r.text(record.spanName, undefined, 'ledger') ?? '[REDACTED]';
  const asKey = (value: string, key: string): string => (value ? (r.text(value, key, 'ledger') ?? '') : value);
  record.serviceName = asKey(record.serviceName, 'service.name');
  record.provider = asKey(record.provider, 'gen_ai.provider.name');
  record.requestModel = asKey(record.requestModel, 'gen_ai.request.model');
  record.responseModel = asKey(record.responseModel, 'gen_ai.response.model');
  record.responseId = asKey(record.responseId, 'gen_ai.response.id');
  record.systemFingerprint = asKey(record.systemFingerprint, 'gen_ai.response.id');
  if (record.finishReasons?.length) record.finishReasons = record.finishReasons.map((f) => asKey(f, 'gen_ai.response.finish_reasons') || '[REDACTED]');
  if (record.route) record.route = asKey(record.route, 'http.route');
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
