/**
 * The evidence of one trace (schemas/evidence.ts): retrieved documents, sanitized DB statements and tool
 * calls found in its spans, each linked to the LLM call it fed. Pure: no I/O, no clock; the same spans and
 * calls give the same items (ids included), so a redelivered trace replaces its rows.
 *
 * What is read (after the collector has moved content out and redacted the rest):
 * - documents: `tracehold.documents` (the collector's facts: id, version, score, source, collection, rank,
 *   content ref); without it, what conventions leave on the span: OpenInference
 *   `retrieval.documents.N.document.{id,score}` / `reranker.output_documents.N…`, GenAI
 *   `gen_ai.retrieval.documents` ids and scores, OpenLLMetry vector-DB `db.query.result` events.
 * - DB statements: spans with `db.system.name` / `db.system` that yield no documents; the statement is the
 *   redactor's sanitized text (literals replaced), never re-read from anywhere else.
 * - tool calls: `gen_ai.operation.name = execute_tool`, OpenInference `openinference.span.kind = TOOL`,
 *   OpenLLMetry `traceloop.span.kind = tool`; arguments and result only by content-store reference.
 */
import type { AttrValue, Attributes, SpanRecord } from '../schemas/span.ts';
import type { DbStatementDetail, DocumentDetail, EvidenceItem, EvidenceLink, ToolCallDetail } from '../schemas/evidence.ts';

/** An LLM call of the trace, as the ledger knows it (a span of this batch or a row written earlier). */
export interface EvidenceLlmCall {
  spanId: string;
  parentSpanId: string;
  startTimeUnixNano: string;
}

export interface BuildEvidenceOptions {
  /** Items kept per trace at most; the rest are counted in `cut` (earliest items are kept). Default 2,000. */
  maxItemsPerTrace?: number;
}

export interface BuiltEvidence {
  items: EvidenceItem[];
  /** Items found beyond `maxItemsPerTrace` and not returned. */
  cut: number;
}

export const DEFAULT_MAX_EVIDENCE_ITEMS_PER_TRACE = 2_000;

/**
 * Builds the evidence items of one trace's spans. `calls` are every LLM call of the trace known to the
 * caller (those among `spans` and, for a late part, those written before); their spans need not be in `spans`.
 *
 * Linking, first rule that applies:
 * 1. 'parent' — the item's span is an LLM call itself, or has one among its ancestors: the nearest such call.
 * 2. 'sibling' — the earliest call that starts at or after the item's end and whose parent is the item's
 *    parent or another ancestor of it (the same step of the application made the retrieval, then the call).
 * 3. 'timing' — the earliest call of the trace that starts at or after the item's end.
 * "Starts at or after the item's end" allows 2 ms of slack (start stamps can be whole milliseconds while end
 * stamps are not), and the call must not start before the item started.
 * 4. '' — no call started after it (not linked).
 * Ties (same start) go to the smaller span id. Ancestors are read from `spans` and `calls`; a parent that
 * is in neither (another export, not yet arrived) ends the walk.
 */
export function buildEvidence(spans: readonly SpanRecord[], calls: readonly EvidenceLlmCall[], options: BuildEvidenceOptions = {}): BuiltEvidence {
  const maxItems = Math.max(0, options.maxItemsPerTrace ?? DEFAULT_MAX_EVIDENCE_ITEMS_PER_TRACE);
  const found: EvidenceItem[] = [];
  for (const span of spans) {
    const documents = documentsOf(span);
    for (let i = 0; i < documents.length; i++) found.push(item(span, 'document', `${span.spanId}:${i}`, documents[i] as DocumentDetail));
    if (documents.length === 0) {
      const statement = dbStatementOf(span);
      if (statement !== null) found.push(item(span, 'db_statement', span.spanId, statement));
    }
    const tool = toolCallOf(span);
    if (tool !== null) found.push(item(span, 'tool_call', span.spanId, tool));
  }
  // The same items are kept whatever order the spans arrived in.
  found.sort((a, b) => compareNanos(a.startTimeUnixNano, b.startTimeUnixNano) || compareText(a.kind, b.kind) || compareText(a.itemId, b.itemId));
  const items = found.length > maxItems ? found.slice(0, maxItems) : found;
  if (items.length > 0) link(items, spans, calls);
  return { items, cut: found.length - items.length };
}

function item(span: SpanRecord, kind: EvidenceItem['kind'], itemId: string, detail: EvidenceItem['detail']): EvidenceItem {
  const service = span.resource.attributes['service.name'];
  return {
    tenant: span.tenant,
    traceId: span.traceId,
    kind,
    itemId,
    sourceSpanId: span.spanId,
    llmSpanId: '',
    link: '',
    startTimeUnixNano: span.startTimeUnixNano,
    endTimeUnixNano: span.endTimeUnixNano,
    serviceName: typeof service === 'string' ? service : '',
    name: span.name,
    detail,
  };
}

// ---------------------------------------------------------------------------------------------------
// Linking
// ---------------------------------------------------------------------------------------------------

const MAX_ANCESTOR_DEPTH = 256;

function link(items: EvidenceItem[], spans: readonly SpanRecord[], calls: readonly EvidenceLlmCall[]): void {
  const parentOf = new Map<string, string>();
  for (const s of spans) parentOf.set(s.spanId, s.parentSpanId);
  for (const c of calls) if (!parentOf.has(c.spanId)) parentOf.set(c.spanId, c.parentSpanId);
  const callById = new Map(calls.map((c) => [c.spanId, c]));
  // Earliest first, so the first match of a scan is the answer.
  const ordered = [...callById.values()].sort((a, b) => compareNanos(a.startTimeUnixNano, b.startTimeUnixNano) || compareText(a.spanId, b.spanId));

  for (const it of items) {
    const ancestors = new Set<string>();
    let linked: { spanId: string; link: EvidenceLink } | null = callById.has(it.sourceSpanId) ? { spanId: it.sourceSpanId, link: 'parent' } : null;
    let cursor = parentOf.get(it.sourceSpanId) ?? '';
    for (let depth = 0; cursor !== '' && depth < MAX_ANCESTOR_DEPTH && !ancestors.has(cursor); depth++) {
      if (linked === null && callById.has(cursor)) linked = { spanId: cursor, link: 'parent' };
      ancestors.add(cursor);
      cursor = parentOf.get(cursor) ?? '';
    }
    if (linked === null) {
      // A call fed by the item starts after the item ended — within START_SLACK_NS, because SDKs stamp a span's
      // start coarser than its end (OTel JS 2.x: whole milliseconds), so a query that ended 0.3 ms before the
      // call can appear to end after it started. The item must still have started before the call.
      const endLessSlack = minusSlack(it.endTimeUnixNano);
      const after = ordered.filter(
        (c) =>
          c.spanId !== it.sourceSpanId &&
          compareNanos(c.startTimeUnixNano, endLessSlack) >= 0 &&
          compareNanos(c.startTimeUnixNano, it.startTimeUnixNano) >= 0,
      );
      const sibling = after.find((c) => c.parentSpanId !== '' && ancestors.has(c.parentSpanId));
      if (sibling !== undefined) linked = { spanId: sibling.spanId, link: 'sibling' };
      else if (after.length > 0) linked = { spanId: (after[0] as EvidenceLlmCall).spanId, link: 'timing' };
    }
    if (linked !== null) {
      it.llmSpanId = linked.spanId;
      it.link = linked.link;
    }
  }
}

// ---------------------------------------------------------------------------------------------------
// Documents
// ---------------------------------------------------------------------------------------------------

const DOCUMENT_FACTS = 'tracehold.documents';
const DOCUMENTS_REF = 'tracehold.documents_ref';
/** Lists whose documents reached the model; a reranker's input repeats the retrieval it reorders. */
const SKIPPED_LISTS: ReadonlySet<string> = new Set(['reranker_input']);
const OPENINFERENCE_DOCUMENT_RE = /^(retrieval\.documents|reranker\.output_documents)\.(\d+)\.document\.(id|score)$/;
/** Where a span names the store its documents came from, when the documents do not. */
const SPAN_COLLECTION_KEYS = ['db.collection.name', 'gen_ai.data_source.id'];

function documentsOf(span: SpanRecord): DocumentDetail[] {
  const attrs = span.attributes;
  const collection = firstString(attrs, SPAN_COLLECTION_KEYS);
  const contentRef = str(attrs[DOCUMENTS_REF]);
  const facts = parseJson(attrs[DOCUMENT_FACTS]);
  if (Array.isArray(facts)) {
    const out: DocumentDetail[] = [];
    for (const f of facts) {
      if (!isObject(f) || SKIPPED_LISTS.has(str(f['list']))) continue;
      out.push({
        documentId: str(f['id']),
        version: str(f['version']),
        score: num(f['score']),
        source: str(f['source']),
        collection: str(f['collection']) || collection,
        rank: typeof f['rank'] === 'number' ? f['rank'] : out.length,
        contentRef: str(f['contentRef']) || contentRef,
      });
    }
    return out;
  }
  // No facts (a span the collector did not see with content): what the conventions left on the span.
  const byList = new Map<string, Map<number, DocumentDetail>>();
  for (const key in attrs) {
    const m = OPENINFERENCE_DOCUMENT_RE.exec(key);
    if (m === null) continue;
    let list = byList.get(m[1] as string);
    if (list === undefined) byList.set(m[1] as string, (list = new Map()));
    const rank = Number(m[2]);
    let doc = list.get(rank);
    if (doc === undefined) list.set(rank, (doc = { documentId: '', version: '', score: null, source: '', collection, rank, contentRef }));
    if (m[3] === 'id') doc.documentId = scalarText(attrs[key]);
    else doc.score = num(attrs[key]);
  }
  const out: DocumentDetail[] = [];
  for (const list of byList.values()) out.push(...[...list.values()].sort((a, b) => a.rank - b.rank));
  const genAi = parseJson(attrs['gen_ai.retrieval.documents']);
  if (Array.isArray(genAi)) {
    genAi.forEach((d, rank) => {
      if (isObject(d)) out.push({ documentId: scalarText(d['id'] as AttrValue), version: '', score: num(d['score']), source: '', collection, rank, contentRef });
    });
  }
  let rank = 0;
  for (const event of span.events) {
    if (event.name !== 'db.query.result') continue;
    const ids = parseJson(event.attributes['db.query.result.id']);
    const scores = parseJson(event.attributes['db.query.result.score'] ?? event.attributes['db.query.result.distance']);
    const idList = Array.isArray(ids) ? ids : [event.attributes['db.query.result.id'] ?? null];
    const scoreList = Array.isArray(scores) ? scores : [event.attributes['db.query.result.score'] ?? event.attributes['db.query.result.distance'] ?? null];
    idList.forEach((id, i) => out.push({ documentId: scalarText(id as AttrValue), version: '', score: num(scoreList[i]), source: '', collection, rank: rank++, contentRef }));
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// DB statements
// ---------------------------------------------------------------------------------------------------

/** The collector's statement keys (schemas/redaction.ts statementKeys default), newest convention first. */
const STATEMENT_KEYS = ['db.query.text', 'db.statement', 'db.query', 'sql.query', 'db.sql.query', 'db.query.summary'];
const TABLE_KEYS = ['db.collection.name', 'db.sql.table', 'db.mongodb.collection', 'db.cassandra.table', 'db.cosmosdb.container', 'aws.dynamodb.table_names'];
const ROWS_KEYS = ['db.response.returned_rows', 'db.response.affected_rows', 'db.rows_affected', 'db.rows_returned', 'db.sql.rows_affected', 'db.row_count'];
/** The first table a (sanitized) statement names: FROM / INTO / UPDATE / JOIN / TABLE <name>. */
const TABLE_RE = /\b(?:from|into|update|join|table)\s+((?:[`"[]?[A-Za-z_][\w$]*[`"\]]?\.)*[`"[]?[A-Za-z_][\w$]*[`"\]]?)/i;
const OPERATION_RE = /^\s*\(?\s*([A-Za-z]+)/;

function dbStatementOf(span: SpanRecord): DbStatementDetail | null {
  const attrs = span.attributes;
  const system = firstString(attrs, ['db.system.name', 'db.system']);
  if (system === '') return null;
  const statement = firstString(attrs, STATEMENT_KEYS);
  let operation = firstString(attrs, ['db.operation.name', 'db.operation']);
  if (operation === '' && statement !== '') operation = (OPERATION_RE.exec(statement)?.[1] ?? '').toUpperCase();
  let table = firstString(attrs, TABLE_KEYS);
  if (table === '' && Array.isArray(attrs['aws.dynamodb.table_names'])) table = scalarText(attrs['aws.dynamodb.table_names'][0]);
  if (table === '' && statement !== '') table = (TABLE_RE.exec(statement)?.[1] ?? '').replace(/[`"[\]]/g, '');
  let rows: number | null = null;
  for (const key of ROWS_KEYS) {
    rows = num(attrs[key]);
    if (rows !== null) break;
  }
  const failed = span.status.code === 2;
  return { system, operation, table, statement, durationMs: durationMsOf(span), rows, status: failed ? 'error' : 'ok', errorType: failed || attrs['error.type'] !== undefined ? errorTypeOf(span) : '' };
}

// ---------------------------------------------------------------------------------------------------
// Tool calls
// ---------------------------------------------------------------------------------------------------

function toolCallOf(span: SpanRecord): ToolCallDetail | null {
  const attrs = span.attributes;
  const isTool =
    attrs['gen_ai.operation.name'] === 'execute_tool' ||
    str(attrs['openinference.span.kind']).toUpperCase() === 'TOOL' ||
    str(attrs['traceloop.span.kind']).toLowerCase() === 'tool' ||
    attrs['ai.toolCall.name'] !== undefined ||
    attrs['langfuse.observation.type'] === 'tool';
  if (!isTool) return null;
  const callRef = str(attrs['tracehold.tool_call_ref']);
  const failed = span.status.code === 2;
  return {
    toolName: firstString(attrs, ['gen_ai.tool.name', 'tool.name', 'traceloop.entity.name', 'ai.toolCall.name']) || span.name,
    callId: firstString(attrs, ['gen_ai.tool.call.id', 'tool_call.id', 'tool.call_id', 'tool.id', 'ai.toolCall.id']),
    durationMs: durationMsOf(span),
    status: failed ? 'error' : 'ok',
    errorType: failed || attrs['error.type'] !== undefined ? errorTypeOf(span) : '',
    // GenAI and the Vercel AI SDK store arguments and result as one object; OpenInference, OpenLLMetry and
    // Langfuse as input and output values.
    argumentsRef: callRef || str(attrs['tracehold.input.value_ref']),
    resultRef: callRef || str(attrs['tracehold.output.value_ref']),
  };
}

// ---------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------

function errorTypeOf(span: SpanRecord): string {
  const own = str(span.attributes['error.type']);
  if (own !== '') return own;
  for (const event of span.events) {
    if (event.name === 'exception') {
      const type = str(event.attributes['exception.type']);
      if (type !== '') return type;
    }
  }
  return '';
}

function durationMsOf(span: SpanRecord): number {
  try {
    const ns = BigInt(span.endTimeUnixNano) - BigInt(span.startTimeUnixNano);
    return ns > 0n ? Number(ns) / 1e6 : 0;
  } catch {
    return 0;
  }
}

/** Tolerance for start stamps coarser than end stamps (whole milliseconds in OTel JS), plus a margin. */
const START_SLACK_NS = 2_000_000n;

function minusSlack(nanos: string): string {
  if (!/^\d+$/.test(nanos)) return nanos;
  const v = BigInt(nanos) - START_SLACK_NS;
  return (v > 0n ? v : 0n).toString();
}

function compareNanos(a: string, b: string): number {
  // Decimal strings without leading zeros: longer is larger, then lexical order.
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function firstString(attrs: Attributes, keys: readonly string[]): string {
  for (const key of keys) {
    const value = scalarText(attrs[key]);
    if (value !== '') return value;
  }
  return '';
}

function scalarText(value: AttrValue | undefined): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function num(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

function parseJson(value: AttrValue | undefined): unknown {
  if (typeof value !== 'string') return value ?? null;
  const first = value.trimStart().charAt(0);
  if (first !== '[' && first !== '{') return null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return null;
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
