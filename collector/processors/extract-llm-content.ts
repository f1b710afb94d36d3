/**
 * Collector processor: moves LLM content (prompts, responses, system instructions, tool definitions, tool
 * arguments/results, retrieved document text, operation input/output values) off every span into the
 * content store, leaves references in its place, and builds one ledger record per LLM call.
 *
 * Whatever convention carried the content (OpenTelemetry GenAI current or previous, OpenLLMetry,
 * OpenInference), each part is normalized to the current GenAI JSON shape and stored as ONE object per part
 * per span, wrapped as `{schema, part, source, data, original?}` (`original` holds the verbatim values when
 * normalization lost anything, so the evidence stays exact).
 *
 * Hot path: one pass over each span's attribute keys (exact-name map, then precompiled regexes only for a
 * few prefixes), spans without content are returned as the same object, identical objects in a batch are
 * written once.
 */
import { Buffer } from 'node:buffer';
import type { AttrValue, Attributes, SpanEvent, SpanRecord } from '../../schemas/span.ts';
import type { ContentPart, ContentPartRef, LedgerRecord } from '../../schemas/ledger.ts';
import { CONTENT_OBJECT_SCHEMA } from '../../schemas/content-object.ts';
import type { ContentObjectMeta, ContentObjectPart } from '../../schemas/content-object.ts';
import type { ContentPutResult, ContentStore } from '../../platform/content-store/content-store.ts';
import type { TraceSubject } from '../../schemas/bus-payload.ts';
import { DEFAULT_SUBJECT_ATTRIBUTES } from '../../schemas/config.ts';
import { buildLedgerRecord } from './build-ledger-record.ts';
import {
  AUDIO_TRANSCRIPT,
  CAPTURE_ATTRIBUTE_PREFIX,
  CLIENT_ATTRIBUTE_PREFIX,
  CONTENT_EVENTS_REMOVED,
  DB_QUERY_RESULT_DISTANCE,
  DB_QUERY_RESULT_DOCUMENT,
  DB_QUERY_RESULT_EVENT,
  DB_QUERY_RESULT_ID,
  DB_QUERY_RESULT_METADATA,
  DB_QUERY_RESULT_SCORE,
  DERIVED_OPERATION,
  DERIVED_RESPONSE_ID,
  DERIVED_RESPONSE_MODEL,
  DERIVED_SYSTEM_FINGERPRINT,
  DOCUMENT_FACTS,
  DOCUMENT_LISTS,
  DOCUMENT_METADATA_FIELDS,
  EMBEDDING_INVOCATION_PARAMETERS,
  EMBEDDING_OPERATIONS,
  EMBEDDING_TEXT,
  EVENT_CHOICE,
  EVENT_CONTENT_COMPLETION,
  EVENT_CONTENT_PROMPT,
  EVENT_OPERATION_DETAILS,
  GEN_AI_COMPLETION,
  GEN_AI_EVENT_CONTENT,
  GEN_AI_INPUT_MESSAGES,
  GEN_AI_MEMORY_QUERY_TEXT,
  GEN_AI_MEMORY_RECORDS,
  GEN_AI_OPERATION_NAME,
  GEN_AI_OUTPUT_MESSAGES,
  GEN_AI_PROMPT,
  GEN_AI_RESPONSE_ID,
  GEN_AI_RESPONSE_MODEL,
  GEN_AI_RETRIEVAL_DOCUMENTS,
  GEN_AI_RETRIEVAL_QUERY_TEXT,
  GEN_AI_SYSTEM_INSTRUCTIONS,
  GEN_AI_TOOL_CALL_ARGUMENTS,
  GEN_AI_TOOL_CALL_ID,
  GEN_AI_TOOL_CALL_RESULT,
  GEN_AI_TOOL_DEFINITIONS,
  GEN_AI_TOOL_NAME,
  INPUT_MESSAGE_COUNT,
  INPUT_MIME_TYPE,
  INPUT_VALUE,
  INVOCATION_CONTENT_KEYS,
  LLM_FUNCTION_CALL,
  LLM_INVOCATION_PARAMETERS,
  LLM_PROMPT_TEMPLATE,
  LLM_PROMPT_TEMPLATE_VARIABLES,
  LLM_PROMPTS,
  LLM_REQUEST_TYPE,
  LLM_RESPONSE_MODEL,
  LLM_RESPONSE_MODEL_NAME,
  MESSAGE_EVENT_ROLES,
  OPENINFERENCE_CONTENTS_SUB_RE,
  OPENINFERENCE_DOCUMENT_RE,
  OPENINFERENCE_EMBEDDING_TEXT_RE,
  OPENINFERENCE_MESSAGE_RE,
  OPENINFERENCE_PROMPT_RE,
  OPENINFERENCE_SPAN_KIND,
  OPENINFERENCE_TEMPLATE_VARIABLE_RE,
  OPENINFERENCE_TOOL_CALL_SUB_RE,
  OPENINFERENCE_TOOL_RE,
  OPENLLMETRY_FUNCTION_RE,
  OPENLLMETRY_MESSAGE_RE,
  OPENLLMETRY_TOOL_CALL_SUB_RE,
  OPENLLMETRY_TOOL_DEFINITION_RE,
  OUTPUT_FINISH_REASONS,
  OUTPUT_MESSAGE_COUNT,
  OUTPUT_MIME_TYPE,
  OUTPUT_VALUE,
  REF_ATTRIBUTES,
  RERANKER_QUERY,
  RESERVED_ATTRIBUTES,
  TRACELOOP_ENTITY_INPUT,
  TRACELOOP_ENTITY_OUTPUT,
  isLlmCall,
} from './llm-conventions.ts';
import { documentFactsOf, type DocumentFact } from './document-facts.ts';

// ---------------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------------

export interface ExtractResult {
  /** The spans, in input order, with content replaced by references. Unchanged spans are the same objects. */
  spans: SpanRecord[];
  /** One record per LLM call, in span order. */
  ledger: LedgerRecord[];
  /** One row per (span, part) object written (or found already present) in the content store. */
  contentObjects: ContentObjectMeta[];
  /**
   * The end user of each trace that a span of this batch names, as its pseudonym (root span first). Ingest
   * applies it to the trace's calls and content that arrive in other exports, before or after this one.
   */
  subjects: Map<string, TraceSubject>;
}

/** One content item for a batch put; see `ContentStoreBatchPut`. */
export interface ContentPutRequest {
  bytes: Buffer;
  contentType: string;
  /** Raw end-user id: the object is encrypted under that subject's key. */
  subject?: string;
  /**
   * Trace id, for content without a known subject: the object is scoped to its trace (a key the tenant can
   * open) until ingest learns the trace's end user and moves it under the subject's key. Ignored with a subject.
   */
  traceScope?: string;
}

/**
 * Batch write that a content store may offer (detected with `'putMany' in store`): same contract as `put`
 * for each item, results in item order, resolves once all are durable.
 */
export interface ContentStoreBatchPut {
  putMany(tenant: string, items: ContentPutRequest[]): Promise<Array<ContentPutResult & { keyScope?: 'tenant' | 'subject' | 'trace' }>>;
}

export interface ExtractLlmContentDeps {
  contentStore: ContentStore | (ContentStore & ContentStoreBatchPut);
  /** Clock for `createdAtMs`; Date.now by default. */
  nowMs?: () => number;
}

export interface ExtractLlmContentConfig {
  /** false only as a negative control in tests: spans pass untouched, the ledger says 'extraction_disabled'. */
  enabled: boolean;
  /** Parallel `put` calls when the store has no `putMany`. Default 8. */
  maxConcurrentPuts?: number;
  /**
   * Where the end user is named (span first, then resource), in order of preference. An entry is an attribute
   * key, or `key#field` for a field of a JSON-object attribute (`llm.invocation_parameters#user`: the OpenAI
   * `user` request parameter as OpenInference records it). Default DEFAULT_SUBJECT_ATTRIBUTES.
   */
  subjectAttributes?: string[];
}

/**
 * Processes one batch of one tenant. Resolves only after every content object is durable in the store;
 * if the store fails, the promise rejects with the store's error and no span is returned, so a span never
 * leaves this stage with its content removed but not stored. The input spans are not mutated.
 */
export type ExtractLlmContent = (tenant: string, spans: SpanRecord[]) => Promise<ExtractResult>;

/** What content extraction made of one carrier span (see `extractCarrierContent`). */
export interface CarrierResult {
  span: SpanRecord;
  /** Capture state of the four LLM parts as found on the carrier (stored parts have their ref). */
  parts: Record<ContentPart, ContentPartRef>;
  /** Which convention carried each stored LLM part. */
  sources: Partial<Record<ContentPart, string>>;
  /** Every object stored for this carrier (LLM parts and others), with its reference attribute name. */
  objects: Array<{ part: ContentObjectPart; refAttribute: string; ref: string; sizeBytes: number }>;
  /** The finish reasons of the output messages as recorded (null when there is no output message list). */
  outputFinishReasons: string[] | null;
}

/**
 * Content extraction for carriers that are not spans of their own: GenAI content events that arrived as log
 * records, grouped per (trace, span) into one synthetic span whose events they are. Same normalization,
 * same objects, same keys as span content; the caller turns the results into attachments of the real span.
 */
export type ExtractCarrierContent = (tenant: string, carriers: SpanRecord[], subjectRefOf: (traceId: string) => string) => Promise<{
  results: CarrierResult[];
  contentObjects: ContentObjectMeta[];
  /** False when extraction is switched off (test negative control): the carriers keep their content. */
  extracted: boolean;
}>;

export function createExtractLlmContent(
  deps: ExtractLlmContentDeps,
  config: ExtractLlmContentConfig,
): ExtractLlmContent {
  return createContentExtraction(deps, config).extractSpans;
}

/** Both entry points over one store and configuration. */
export function createContentExtraction(
  deps: ExtractLlmContentDeps,
  config: ExtractLlmContentConfig,
): { extractSpans: ExtractLlmContent; extractCarriers: ExtractCarrierContent } {
  const store = deps.contentStore;
  const nowMs = deps.nowMs ?? Date.now;
  const maxConcurrentPuts = Math.max(1, config.maxConcurrentPuts ?? 8);
  const subjectKeys = compileSubjectKeys(config.subjectAttributes?.length ? config.subjectAttributes : DEFAULT_SUBJECT_ATTRIBUTES);
  const readEndUserId = (span: SpanRecord) => readSubject(span, subjectKeys);

  /** Stores every planned object; identical objects of one key scope are written once per batch. */
  async function storePlans(
    tenant: string,
    plans: SpanPlan[],
    subjectIdOf: (span: SpanRecord) => string,
    subjectRefOf: (span: SpanRecord) => Promise<string>,
  ): Promise<ContentObjectMeta[]> {
    // Identical objects (a shared system prompt, tool list) are written once per batch and key scope: each
    // subject's content is encrypted with its own key, and content without a known subject is scoped to its
    // trace, so that learning one trace's end user later never moves another trace's object.
    const unique = new Map<string, PutEntry>();
    const scopeOf = (plan: SpanPlan): { subject: string; traceScope: string } => {
      const subject = subjectIdOf(plan.span);
      // Content of no trace (a log event without trace context) cannot be attributed later: the tenant's key.
      return { subject, traceScope: subject === '' && !/^0+$/.test(plan.span.traceId) ? plan.span.traceId : '' };
    };
    const uniqueKeyOf = (subject: string, traceScope: string, json: string): string => `${subject.length}:${subject}${traceScope}:${json}`;
    for (const plan of plans) {
      if (plan.objects.length === 0) continue;
      const { subject, traceScope } = scopeOf(plan);
      for (const object of plan.objects) {
        const key = uniqueKeyOf(subject, traceScope, object.json);
        if (!unique.has(key)) unique.set(key, { bytes: Buffer.from(object.json, 'utf8'), subject, traceScope, ref: '', keyScope: 'tenant' });
      }
    }
    await putAll(store, tenant, [...unique.values()], maxConcurrentPuts);
    const createdAtMs = nowMs();
    const contentObjects: ContentObjectMeta[] = [];
    for (const plan of plans) {
      if (plan.objects.length === 0) continue;
      const { subject, traceScope } = scopeOf(plan);
      const subjectRef = subject === '' ? '' : await subjectRefOf(plan.span);
      for (const object of plan.objects) {
        const stored = unique.get(uniqueKeyOf(subject, traceScope, object.json)) as PutEntry;
        plan.attributes[object.refAttribute] = stored.ref;
        object.ref = stored.ref;
        object.sizeBytes = stored.bytes.length;
        if (object.part === 'documents' && plan.documentFacts !== null) {
          // The facts name the object that holds the documents' text, so a reader can go from one to the other.
          plan.attributes[DOCUMENT_FACTS] = JSON.stringify(plan.documentFacts.map((f) => ({ ...f, contentRef: stored.ref })));
        }
        contentObjects.push({
          tenant,
          ref: stored.ref,
          part: object.part,
          sizeBytes: stored.bytes.length,
          contentType: 'application/json',
          traceId: plan.span.traceId,
          spanId: plan.span.spanId,
          createdAtMs,
          keyScope: stored.keyScope,
          subjectRef,
        });
      }
    }
    return contentObjects;
  }

  function pseudonymCache(tenant: string): (id: string) => Promise<string> {
    const pseudonyms = new Map<string, Promise<string>>();
    return (id) => {
      if (id === '') return Promise.resolve('');
      let pending = pseudonyms.get(id);
      if (pending === undefined) {
        pending = store.pseudonymize(tenant, id);
        pseudonyms.set(id, pending);
      }
      return pending;
    };
  }

  const extractSpans: ExtractLlmContent = async function extractLlmContent(tenant, spans) {
    for (const span of spans) {
      if (span.tenant !== '' && span.tenant !== tenant) {
        throw codedError('TH_ERR_TENANT_MISMATCH', 'a span of another tenant reached content extraction');
      }
    }
    const pseudonymOf = pseudonymCache(tenant);
    // Each span's own end user, read once per batch (it may parse a JSON attribute; it is asked several times).
    const ownIds = new Map<SpanRecord, string>();
    const ownIdOf = (span: SpanRecord): string => {
      let id = ownIds.get(span);
      if (id === undefined) {
        id = readEndUserId(span);
        ownIds.set(span, id);
      }
      return id;
    };
    // Applications usually set enduser.id on the request's root span, not on the LLM span. When the LLM span
    // has none, the end user of another span of the same trace in this export is used (the root's first).
    // A root that arrives in a different export is handled by ingest, with `subjects`.
    let traceEndUsers: Map<string, { id: string; fromRoot: boolean }> | null = null;
    const traceEndUsersOf = (): Map<string, { id: string; fromRoot: boolean }> => {
      if (traceEndUsers === null) {
        traceEndUsers = new Map();
        for (const s of spans) {
          const id = ownIdOf(s);
          if (id === '') continue;
          const fromRoot = s.parentSpanId === '';
          const seen = traceEndUsers.get(s.traceId);
          if (seen === undefined || (fromRoot && !seen.fromRoot)) traceEndUsers.set(s.traceId, { id, fromRoot });
        }
      }
      return traceEndUsers;
    };
    // The raw end-user id: it goes to the content store (which keys the span's content to the subject
    // and keeps only the pseudonym) and, pseudonymized, to the ledger. It never leaves the collector.
    const subjectIdOf = (span: SpanRecord): string => {
      const own = ownIdOf(span);
      return own !== '' ? own : (traceEndUsersOf().get(span.traceId)?.id ?? '');
    };
    const subjectRefOf = (span: SpanRecord): Promise<string> => pseudonymOf(subjectIdOf(span));
    const subjectsOf = async (): Promise<Map<string, TraceSubject>> => {
      const subjects = new Map<string, TraceSubject>();
      for (const [traceId, { id, fromRoot }] of traceEndUsersOf()) subjects.set(traceId, { ref: await pseudonymOf(id), fromRoot });
      return subjects;
    };

    if (!config.enabled) {
      const ledger: LedgerRecord[] = [];
      for (const span of spans) {
        if (!isLlmCall(span.attributes)) continue;
        const record = buildLedgerRecord(span, allParts(notCaptured('extraction_disabled')), await subjectRefOf(span));
        record.tenant = tenant;
        ledger.push(record);
      }
      return { spans, ledger, contentObjects: [], subjects: await subjectsOf() };
    }

    const plans = spans.map(planSpan);
    const contentObjects = await storePlans(tenant, plans, subjectIdOf, subjectRefOf);

    const outSpans: SpanRecord[] = [];
    const ledger: LedgerRecord[] = [];
    for (const plan of plans) {
      if (!plan.changed) {
        outSpans.push(plan.span);
        continue;
      }
      const attributes = plan.attributes;
      let parts: Record<ContentPart, ContentPartRef> | null = null;
      if (plan.isLlm) {
        parts = llmPartRefs(plan);
        for (const part of LLM_PARTS) attributes[`${CAPTURE_ATTRIBUTE_PREFIX}${part}`] = parts[part].state;
      }
      const span: SpanRecord = { ...plan.span, attributes, events: plan.events };
      outSpans.push(span);
      if (parts !== null) {
        const record = buildLedgerRecord(span, parts, await subjectRefOf(span));
        record.tenant = tenant;
        ledger.push(record);
      }
    }
    return { spans: outSpans, ledger, contentObjects, subjects: await subjectsOf() };
  };

  const extractCarriers: ExtractCarrierContent = async (tenant, carriers, subjectRefOfTrace) => {
    if (!config.enabled) {
      return {
        results: carriers.map((span) => ({ span, parts: allParts(notCaptured('extraction_disabled')), sources: {}, objects: [], outputFinishReasons: null })),
        contentObjects: [],
        extracted: false,
      };
    }
    const plans = carriers.map(planSpan);
    // Log records rarely name the end user: their content is scoped to the trace until ingest learns it
    // from the trace's spans (then moves it under the subject's key). The pseudonym alone cannot encrypt.
    const contentObjects = await storePlans(tenant, plans, () => '', async (span) => subjectRefOfTrace(span.traceId));
    const results: CarrierResult[] = plans.map((plan) => {
      const parts = llmPartRefs(plan);
      const sources: Partial<Record<ContentPart, string>> = {};
      for (const part of LLM_PARTS) {
        const chosen = plan.chosen[part];
        if (chosen !== undefined && parts[part].state === 'stored') sources[part] = chosen.source;
      }
      const output = plan.chosen.output?.data;
      const outputFinishReasons = Array.isArray(output)
        ? output.flatMap((m) => (isObject(m) && typeof m['finish_reason'] === 'string' ? [m['finish_reason']] : []))
        : null;
      return {
        span: { ...plan.span, attributes: plan.attributes, events: plan.events },
        parts,
        sources,
        objects: plan.objects.map((o) => ({ part: o.part, refAttribute: o.refAttribute, ref: o.ref, sizeBytes: o.sizeBytes })),
        outputFinishReasons,
      };
    });
    return { results, contentObjects, extracted: true };
  };

  return { extractSpans, extractCarriers };
}

// ---------------------------------------------------------------------------------------------------
// Store
// ---------------------------------------------------------------------------------------------------

/** One object to store; `subject` is the raw end-user id ('' when none), `traceScope` its trace when no subject. */
interface PutEntry {
  bytes: Buffer;
  subject: string;
  traceScope: string;
  ref: string;
  keyScope: 'tenant' | 'subject' | 'trace';
}

async function putAll(
  store: ContentStore | (ContentStore & ContentStoreBatchPut),
  tenant: string,
  entries: PutEntry[],
  maxConcurrent: number,
): Promise<void> {
  if (entries.length === 0) return;
  if ('putMany' in store && typeof store.putMany === 'function') {
    const results = await store.putMany(
      tenant,
      entries.map((e) => ({ bytes: e.bytes, contentType: 'application/json', subject: e.subject, ...(e.traceScope ? { traceScope: e.traceScope } : {}) })),
    );
    if (!Array.isArray(results) || results.length !== entries.length) {
      throw codedError('TH_ERR_CONTENT_STORE_RESULT', 'content store putMany returned a result count that does not match');
    }
    entries.forEach((entry, i) => {
      const result = results[i]!;
      entry.ref = result.ref;
      entry.keyScope = result.keyScope ?? (entry.subject !== '' ? 'subject' : 'tenant');
    });
    return;
  }
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < entries.length) {
      const entry = entries[next++] as PutEntry;
      // A store without putMany has no trace-scoped keys: the object is the tenant's (or the subject's).
      entry.ref = (await store.put(tenant, entry.bytes, 'application/json', entry.subject)).ref;
      entry.keyScope = entry.subject !== '' ? 'subject' : 'tenant';
    }
  };
  await Promise.all(Array.from({ length: Math.min(maxConcurrent, entries.length) }, worker));
}

// ---------------------------------------------------------------------------------------------------
// Per-span plan: what leaves the span, what the stored objects are, what the span keeps.
// ---------------------------------------------------------------------------------------------------

type Json = AttrValue;
type JsonObject = { [key: string]: Json };
type Message = JsonObject & { role: string; parts: Json[] };

const LLM_PARTS: readonly ContentPart[] = ['input', 'output', 'system', 'tools'];

interface PlannedObject {
  part: ContentObjectPart;
  refAttribute: string;
  json: string;
  ref: string;
  sizeBytes: number;
}

interface ChosenPart {
  object: PlannedObject;
  data: Json;
  /** Which convention carried it (the stored wrapper's `source`). */
  source: string;
  /** False when the instrumentation sent only structure (roles, tool names) without any text. */
  hasContent: boolean;
}

interface SpanPlan {
  span: SpanRecord;
  changed: boolean;
  attributes: Attributes;
  events: SpanEvent[];
  objects: PlannedObject[];
  isLlm: boolean;
  isEmbedding: boolean;
  chosen: Partial<Record<ContentPart, ChosenPart>>;
  /** LLM parts for which the client sent its own (external) reference. */
  clientRefParts: Set<ContentPart>;
  /** Non-content facts of the span's retrieved documents (written as DOCUMENT_FACTS once stored); null when none. */
  documentFacts: DocumentFact[] | null;
}

/** A content value as it arrived, with where it came from (span attribute or event). */
interface Verbatim {
  key: string;
  value: Json;
  event: string | null;
}

/** Flattened, indexed attributes (OpenLLMetry / OpenInference): index → sub-key → value. */
interface Indexed {
  entries: Map<number, Map<string, Json>>;
  original: Record<string, Json>;
}

/** Content found on one span, grouped by convention; allocated only for spans that carry some. */
interface Collected {
  genAiInput: Verbatim[];
  genAiOutput: Verbatim[];
  genAiSystem: Verbatim[];
  genAiTools: Verbatim[];
  toolCallArguments: Verbatim | null;
  toolCallResult: Verbatim | null;
  legacyPrompt: Verbatim[];
  legacyCompletion: Verbatim[];
  messageEvents: { role: string; event: SpanEvent }[];
  choiceEvents: SpanEvent[];
  ollPrompts: Indexed;
  ollCompletions: Indexed;
  ollFunctions: Indexed;
  ollToolDefinitions: Indexed;
  oiInput: Indexed;
  oiOutput: Indexed;
  oiTools: Indexed;
  oiPrompts: Indexed;
  oiPromptList: Verbatim | null;
  oiFunctionCall: Verbatim | null;
  oiEmbeddingTexts: Indexed;
  oiDocuments: Map<string, Indexed>;
  genAiDocuments: { list: string; verbatim: Verbatim }[];
  /** Vector-DB result events (their content attributes removed from the span's copy). */
  vectorResults: SpanEvent[];
  inputValues: Verbatim[];
  outputValues: Verbatim[];
}

function newIndexed(): Indexed {
  return { entries: new Map(), original: {} };
}

function newCollected(): Collected {
  return {
    genAiInput: [],
    genAiOutput: [],
    genAiSystem: [],
    genAiTools: [],
    toolCallArguments: null,
    toolCallResult: null,
    legacyPrompt: [],
    legacyCompletion: [],
    messageEvents: [],
    choiceEvents: [],
    ollPrompts: newIndexed(),
    ollCompletions: newIndexed(),
    ollFunctions: newIndexed(),
    ollToolDefinitions: newIndexed(),
    oiInput: newIndexed(),
    oiOutput: newIndexed(),
    oiTools: newIndexed(),
    oiPrompts: newIndexed(),
    oiPromptList: null,
    oiFunctionCall: null,
    oiEmbeddingTexts: newIndexed(),
    oiDocuments: new Map(),
    genAiDocuments: [],
    vectorResults: [],
    inputValues: [],
    outputValues: [],
  };
}

function addIndexed(indexed: Indexed, key: string, index: string, sub: string, value: Json): void {
  const i = Number(index);
  let entry = indexed.entries.get(i);
  if (entry === undefined) {
    entry = new Map();
    indexed.entries.set(i, entry);
  }
  entry.set(sub, value);
  indexed.original[key] = value;
}

/** Exact attribute names that are content, and where they go. */
type Slot =
  | 'genAiInput'
  | 'genAiOutput'
  | 'genAiSystem'
  | 'genAiTools'
  | 'toolCallArguments'
  | 'toolCallResult'
  | 'legacyPrompt'
  | 'legacyCompletion'
  | 'oiPromptList'
  | 'oiFunctionCall'
  | 'oiEmbeddingText'
  | 'retrievalDocuments'
  | 'memoryRecords'
  | 'invocation'
  | 'inputValue'
  | 'outputValue';

const EXACT_SLOTS: ReadonlyMap<string, Slot> = new Map<string, Slot>([
  [GEN_AI_INPUT_MESSAGES, 'genAiInput'],
  [GEN_AI_OUTPUT_MESSAGES, 'genAiOutput'],
  [GEN_AI_SYSTEM_INSTRUCTIONS, 'genAiSystem'],
  [GEN_AI_TOOL_DEFINITIONS, 'genAiTools'],
  [GEN_AI_TOOL_CALL_ARGUMENTS, 'toolCallArguments'],
  [GEN_AI_TOOL_CALL_RESULT, 'toolCallResult'],
  [GEN_AI_PROMPT, 'legacyPrompt'],
  [GEN_AI_COMPLETION, 'legacyCompletion'],
  [LLM_PROMPTS, 'oiPromptList'],
  [LLM_FUNCTION_CALL, 'oiFunctionCall'],
  [EMBEDDING_TEXT, 'oiEmbeddingText'],
  [GEN_AI_RETRIEVAL_DOCUMENTS, 'retrievalDocuments'],
  [GEN_AI_MEMORY_RECORDS, 'memoryRecords'],
  [LLM_INVOCATION_PARAMETERS, 'invocation'],
  [EMBEDDING_INVOCATION_PARAMETERS, 'invocation'],
  [INPUT_VALUE, 'inputValue'],
  [TRACELOOP_ENTITY_INPUT, 'inputValue'],
  [GEN_AI_RETRIEVAL_QUERY_TEXT, 'inputValue'],
  [GEN_AI_MEMORY_QUERY_TEXT, 'inputValue'],
  [RERANKER_QUERY, 'inputValue'],
  [LLM_PROMPT_TEMPLATE, 'inputValue'],
  [LLM_PROMPT_TEMPLATE_VARIABLES, 'inputValue'],
  [OUTPUT_VALUE, 'outputValue'],
  [TRACELOOP_ENTITY_OUTPUT, 'outputValue'],
  [AUDIO_TRANSCRIPT, 'outputValue'],
]);

const KEEP: unique symbol = Symbol('keep');
const DROP: unique symbol = Symbol('drop');
type Verdict = typeof KEEP | typeof DROP | { replace: Json };

/**
 * Decides what happens to one attribute (of the span or of an event): kept, dropped (content, collected
 * into `c`), or replaced by a content-free version. Called once per key.
 */
function classifyAttribute(key: string, value: Json, c: () => Collected, event: string | null): Verdict {
  const slot = EXACT_SLOTS.get(key);
  if (slot !== undefined) return classifyExact(slot, key, value, c, event);
  const first = key.charCodeAt(0);
  // Only keys of the conventions' namespaces can be indexed content: g(en_ai), l(lm), r(etrieval|eranker), e(mbedding).
  if (first !== 103 && first !== 108 && first !== 114 && first !== 101) return KEEP;
  let m: RegExpExecArray | null;
  if (key.startsWith('gen_ai.')) {
    if (key.startsWith('gen_ai.prompt.') || key.startsWith('gen_ai.completion.')) {
      if ((m = OPENLLMETRY_MESSAGE_RE.exec(key)) !== null) {
        const col = c();
        addIndexed(m[1] === 'prompt' ? col.ollPrompts : col.ollCompletions, key, m[2] as string, m[3] as string, value);
        return DROP;
      }
    } else if (key.startsWith('gen_ai.tool.definitions.')) {
      if ((m = OPENLLMETRY_TOOL_DEFINITION_RE.exec(key)) !== null) {
        addIndexed(c().ollToolDefinitions, key, m[1] as string, m[2] as string, value);
        return DROP;
      }
    }
    return KEEP;
  }
  if (key.startsWith('llm.')) {
    if (key.startsWith('llm.input_messages.') || key.startsWith('llm.output_messages.')) {
      if ((m = OPENINFERENCE_MESSAGE_RE.exec(key)) !== null) {
        const col = c();
        addIndexed(m[1] === 'input' ? col.oiInput : col.oiOutput, key, m[2] as string, m[3] as string, value);
        return DROP;
      }
    } else if (key.startsWith('llm.tools.')) {
      if ((m = OPENINFERENCE_TOOL_RE.exec(key)) !== null) {
        addIndexed(c().oiTools, key, m[1] as string, m[2] as string, value);
        return DROP;
      }
    } else if (key.startsWith('llm.prompts.')) {
      if ((m = OPENINFERENCE_PROMPT_RE.exec(key)) !== null) {
        addIndexed(c().oiPrompts, key, m[1] as string, 'text', value);
        return DROP;
      }
    } else if (key.startsWith('llm.request.functions.')) {
      if ((m = OPENLLMETRY_FUNCTION_RE.exec(key)) !== null) {
        addIndexed(c().ollFunctions, key, m[1] as string, m[2] as string, value);
        return DROP;
      }
    } else if (key.startsWith('llm.prompt_template.variables.') && OPENINFERENCE_TEMPLATE_VARIABLE_RE.test(key)) {
      c().inputValues.push({ key, value, event });
      return DROP;
    }
    return KEEP;
  }
  if (key.startsWith('retrieval.documents.') || key.startsWith('reranker.')) {
    if ((m = OPENINFERENCE_DOCUMENT_RE.exec(key)) !== null) {
      const list = DOCUMENT_LISTS.get(m[1] as string) as string;
      const col = c();
      let indexed = col.oiDocuments.get(list);
      if (indexed === undefined) {
        indexed = newIndexed();
        col.oiDocuments.set(list, indexed);
      }
      const sub = m[3] as string;
      addIndexed(indexed, key, m[2] as string, sub, value);
      // Document ids and scores are not content: they stay on the span for the trace view and the ledger.
      return DOCUMENT_METADATA_FIELDS.has(sub) ? KEEP : DROP;
    }
    return KEEP;
  }
  if (key.startsWith('embedding.embeddings.')) {
    if ((m = OPENINFERENCE_EMBEDDING_TEXT_RE.exec(key)) !== null) {
      addIndexed(c().oiEmbeddingTexts, key, m[1] as string, 'text', value);
      return DROP;
    }
  }
  return KEEP;
}

function classifyExact(slot: Slot, key: string, value: Json, c: () => Collected, event: string | null): Verdict {
  const verbatim: Verbatim = { key, value, event };
  switch (slot) {
    case 'genAiInput':
    case 'genAiOutput':
    case 'genAiSystem':
    case 'genAiTools':
    case 'legacyPrompt':
    case 'legacyCompletion':
      c()[slot].push(verbatim);
      return DROP;
    case 'inputValue':
      c().inputValues.push(verbatim);
      return DROP;
    case 'outputValue':
      c().outputValues.push(verbatim);
      return DROP;
    case 'toolCallArguments':
    case 'toolCallResult':
    case 'oiPromptList':
    case 'oiFunctionCall':
      c()[slot] = verbatim;
      return DROP;
    case 'oiEmbeddingText':
      addIndexed(c().oiEmbeddingTexts, key, '0', 'text', value);
      return DROP;
    case 'memoryRecords':
      c().genAiDocuments.push({ list: 'memory', verbatim });
      return DROP;
    case 'retrievalDocuments':
      return classifyRetrievalDocuments(verbatim, c);
    case 'invocation':
      return classifyInvocationParameters(verbatim, c);
  }
}

/** gen_ai.retrieval.documents: ids and scores stay on the span, anything else (text, metadata) is content. */
function classifyRetrievalDocuments(verbatim: Verbatim, c: () => Collected): Verdict {
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  if (!Array.isArray(parsed)) {
    c().genAiDocuments.push({ list: 'retrieval', verbatim });
    return DROP;
  }
  let hasContent = false;
  const stripped: Json[] = [];
  for (const doc of parsed) {
    if (!isObject(doc)) {
      hasContent = true;
      continue;
    }
    const kept: JsonObject = {};
    for (const field in doc) {
      if (DOCUMENT_METADATA_FIELDS.has(field)) kept[field] = doc[field] as Json;
      else hasContent = true;
    }
    stripped.push(kept);
  }
  if (!hasContent) return KEEP;
  c().genAiDocuments.push({ list: 'retrieval', verbatim });
  return { replace: typeof verbatim.value === 'string' ? JSON.stringify(stripped) : stripped };
}

/**
 * Invocation parameters are metadata (sampling settings), unless the instrumentation serialized the whole
 * request into them: then the content keys leave (verbatim into the input value object) and the span keeps
 * the parameters without them.
 */
function classifyInvocationParameters(verbatim: Verbatim, c: () => Collected): Verdict {
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  if (!isObject(parsed)) return KEEP;
  let stripped: JsonObject | null = null;
  for (const name in parsed) {
    if (INVOCATION_CONTENT_KEYS.has(name)) {
      stripped ??= { ...parsed };
      delete stripped[name];
    }
  }
  if (stripped === null) return KEEP;
  c().inputValues.push(verbatim);
  return { replace: typeof verbatim.value === 'string' ? JSON.stringify(stripped) : stripped };
}

function planSpan(span: SpanRecord): SpanPlan {
  let collected: Collected | null = null;
  const c = (): Collected => (collected ??= newCollected());

  // One pass over the attribute keys; the attributes are copied only once something has to change.
  const source = span.attributes;
  let attributes: Attributes | null = null;
  let clientRefParts: Set<ContentPart> | null = null;
  for (const key in source) {
    const value = source[key] as Json;
    const verdict = classifyAttribute(key, value, c, null);
    const reserved = verdict === KEEP && RESERVED_ATTRIBUTES.has(key);
    if (verdict === KEEP && !reserved) {
      if (attributes !== null) attributes[key] = value;
      continue;
    }
    attributes ??= copyAttributesBefore(source, key);
    if (reserved) {
      // Only Tracehold sets these; a client-supplied one (e.g. a ref to its own external store) is kept aside.
      attributes[`${CLIENT_ATTRIBUTE_PREFIX}${key}`] = value;
      const part = LLM_PART_OF_REF.get(key);
      if (part !== undefined) (clientRefParts ??= new Set()).add(part);
    } else if (verdict !== DROP && verdict !== KEEP) {
      attributes[key] = verdict.replace;
    }
  }

  // Events: the previous GenAI shapes are whole-message events; any other event may carry content attributes.
  let events = span.events;
  let removedEvents = 0;
  if (span.events.length > 0) {
    const kept: SpanEvent[] = [];
    let eventsChanged = false;
    for (const event of span.events) {
      const role = MESSAGE_EVENT_ROLES.get(event.name);
      if (role !== undefined) {
        c().messageEvents.push({ role, event });
      } else if (event.name === EVENT_CHOICE) {
        c().choiceEvents.push(event);
      } else if (event.name === DB_QUERY_RESULT_EVENT) {
        // Vector-DB results: ids, scores and distances stay; the document text and metadata are content.
        const stripped = stripVectorResult(event, c);
        kept.push(stripped);
        if (stripped !== event) eventsChanged = true;
        continue;
      } else if (
        event.name === EVENT_OPERATION_DETAILS ||
        event.name === EVENT_CONTENT_PROMPT ||
        event.name === EVENT_CONTENT_COMPLETION
      ) {
        // Content events: their other attributes repeat the span's, so the whole event goes.
        for (const key in event.attributes) classifyAttribute(key, event.attributes[key] as Json, c, event.name);
      } else {
        const stripped = stripEventAttributes(event, c);
        if (stripped === event) {
          kept.push(event);
          continue;
        }
        eventsChanged = true;
        if (stripped !== null) {
          kept.push(stripped);
          continue;
        }
      }
      eventsChanged = true;
      removedEvents++;
    }
    if (eventsChanged) events = kept;
  }

  const isLlm = isLlmCall(source);
  const col = collected as Collected | null;
  if (attributes === null && (isLlm || col !== null || events !== span.events)) attributes = { ...source };
  const plan: SpanPlan = {
    span,
    changed: attributes !== null,
    attributes: attributes ?? source,
    events,
    objects: [],
    isLlm,
    isEmbedding: isEmbeddingCall(source),
    chosen: {},
    clientRefParts: clientRefParts ?? new Set(),
    documentFacts: null,
  };
  if (removedEvents > 0) plan.attributes[CONTENT_EVENTS_REMOVED] = removedEvents;
  if (col !== null) planObjects(plan, col);
  return plan;
}

function copyAttributesBefore(source: Attributes, stopKey: string): Attributes {
  const copy: Attributes = {};
  for (const key in source) {
    if (key === stopKey) break;
    copy[key] = source[key] as Json;
  }
  return copy;
}

const LLM_PART_OF_REF: ReadonlyMap<string, ContentPart> = new Map<string, ContentPart>([
  [REF_ATTRIBUTES.input, 'input'],
  [REF_ATTRIBUTES.output, 'output'],
  [REF_ATTRIBUTES.system, 'system'],
  [REF_ATTRIBUTES.tools, 'tools'],
]);

/** Returns the event itself when it has no content, null when nothing but content was in it. */
function stripEventAttributes(event: SpanEvent, c: () => Collected): SpanEvent | null {
  let stripped: Attributes | null = null;
  let remaining = 0;
  for (const key in event.attributes) {
    const value = event.attributes[key] as Json;
    const verdict = classifyAttribute(key, value, c, event.name);
    if (verdict === KEEP) {
      remaining++;
      if (stripped !== null) stripped[key] = value;
      continue;
    }
    if (stripped === null) {
      // First content key: copy what was kept so far.
      stripped = {};
      for (const before in event.attributes) {
        if (before === key) break;
        stripped[before] = event.attributes[before] as Json;
      }
    }
    if (verdict !== DROP) {
      stripped[key] = verdict.replace;
      remaining++;
    }
  }
  if (stripped === null) return event;
  if (remaining === 0) return null;
  return { ...event, attributes: stripped };
}

function isEmbeddingCall(attrs: Attributes): boolean {
  const operation = attrs[GEN_AI_OPERATION_NAME];
  if (typeof operation === 'string' && EMBEDDING_OPERATIONS.has(operation)) return true;
  if (attrs[LLM_REQUEST_TYPE] === 'embedding') return true;
  const kind = attrs[OPENINFERENCE_SPAN_KIND];
  return typeof kind === 'string' && kind.toUpperCase() === 'EMBEDDING';
}

// ---------------------------------------------------------------------------------------------------
// Candidates: each convention's version of a part, normalized. The first one with content wins; the others
// only add to `original` when they say something different.
// ---------------------------------------------------------------------------------------------------

interface Candidate {
  source: string;
  data: Json;
  /** True when `data` is exactly the value that arrived (nothing to keep verbatim). */
  lossless: boolean;
  original: Original;
  hasContent: boolean;
}

interface Original {
  attributes?: Record<string, Json>;
  events?: { name: string; attributes: Record<string, Json> }[];
}

function originalOf(verbatim: Verbatim): Original {
  return verbatim.event === null
    ? { attributes: { [verbatim.key]: verbatim.value } }
    : { events: [{ name: verbatim.event, attributes: { [verbatim.key]: verbatim.value } }] };
}

function sourceOf(verbatim: Verbatim): string {
  if (verbatim.event === null) return 'gen_ai';
  return verbatim.event === EVENT_OPERATION_DETAILS ? 'gen_ai.operation_details_event' : 'gen_ai.legacy_events';
}

function planObjects(plan: SpanPlan, col: Collected): void {
  const input: Candidate[] = [];
  for (const v of col.genAiInput) input.push(messagesCandidate(sourceOf(v), v.value, 'user', originalOf(v)));
  if (col.oiInput.entries.size > 0) input.push(indexedMessagesCandidate('openinference', col.oiInput, 'user', openInferenceMessage));
  if (col.ollPrompts.entries.size > 0) input.push(indexedMessagesCandidate('openllmetry', col.ollPrompts, 'user', openLlmetryMessage));
  if (col.oiPrompts.entries.size > 0 || col.oiPromptList !== null) input.push(promptsCandidate(col));
  if (col.messageEvents.length > 0) input.push(messageEventsCandidate(col.messageEvents));
  for (const v of col.legacyPrompt) input.push(messagesCandidate(sourceOf(v), v.value, 'user', originalOf(v), true));
  if (col.oiEmbeddingTexts.entries.size > 0) input.push(embeddingTextsCandidate(col.oiEmbeddingTexts));

  const output: Candidate[] = [];
  for (const v of col.genAiOutput) output.push(messagesCandidate(sourceOf(v), v.value, 'assistant', originalOf(v)));
  if (col.oiOutput.entries.size > 0) output.push(indexedMessagesCandidate('openinference', col.oiOutput, 'assistant', openInferenceMessage));
  if (col.ollCompletions.entries.size > 0) {
    output.push(indexedMessagesCandidate('openllmetry', col.ollCompletions, 'assistant', openLlmetryMessage));
  }
  if (col.choiceEvents.length > 0) output.push(choiceEventsCandidate(col.choiceEvents));
  for (const v of col.legacyCompletion) {
    output.push(messagesCandidate(sourceOf(v), v.value, 'assistant', originalOf(v), true));
  }
  if (col.oiFunctionCall !== null) output.push(functionCallCandidate(col.oiFunctionCall));

  const system: Candidate[] = [];
  for (const v of col.genAiSystem) system.push(systemCandidate(v));

  const tools: Candidate[] = [];
  for (const v of col.genAiTools) tools.push(toolsCandidate(sourceOf(v), v.value, originalOf(v)));
  if (col.oiTools.entries.size > 0) tools.push(indexedToolsCandidate('openinference', col.oiTools));
  if (col.ollFunctions.entries.size > 0) tools.push(indexedToolsCandidate('openllmetry', col.ollFunctions));
  if (col.ollToolDefinitions.entries.size > 0) tools.push(indexedToolsCandidate('openllmetry', col.ollToolDefinitions));

  choosePart(plan, 'input', REF_ATTRIBUTES.input, input);
  // OpenInference names no operation: its input attributes say whether it was a chat or a completion.
  if (plan.isLlm && plan.span.attributes[GEN_AI_OPERATION_NAME] === undefined) {
    if (col.oiInput.entries.size > 0) plan.attributes[DERIVED_OPERATION] = 'chat';
    else if (col.oiPrompts.entries.size > 0 || col.oiPromptList !== null) plan.attributes[DERIVED_OPERATION] = 'text_completion';
  }
  choosePart(plan, 'output', REF_ATTRIBUTES.output, output);
  choosePart(plan, 'system', REF_ATTRIBUTES.system, system);
  choosePart(plan, 'tools', REF_ATTRIBUTES.tools, tools);

  const inputMessages = plan.chosen.input?.data;
  if (Array.isArray(inputMessages)) plan.attributes[INPUT_MESSAGE_COUNT] = inputMessages.length;
  const outputMessages = plan.chosen.output?.data;
  if (Array.isArray(outputMessages)) {
    plan.attributes[OUTPUT_MESSAGE_COUNT] = outputMessages.length;
    const reasons: string[] = [];
    for (const message of outputMessages) {
      if (isObject(message) && typeof message['finish_reason'] === 'string') reasons.push(message['finish_reason']);
    }
    if (reasons.length > 0) plan.attributes[OUTPUT_FINISH_REASONS] = reasons;
  }

  if (col.toolCallArguments !== null || col.toolCallResult !== null) {
    addObject(plan, 'tool_call', REF_ATTRIBUTES.tool_call, toolCallCandidate(plan.span.attributes, col));
  }
  if (col.oiDocuments.size > 0 || col.genAiDocuments.length > 0 || col.vectorResults.length > 0) {
    const candidate = documentsCandidate(col);
    addObject(plan, 'documents', REF_ATTRIBUTES.documents, candidate);
    const retrieverOutput = col.outputValues.find((v) => v.key === OUTPUT_VALUE && v.event === null)?.value;
    const facts = Array.isArray(candidate.data) ? documentFactsOf(candidate.data, retrieverOutput) : [];
    if (facts.length > 0) plan.documentFacts = facts;
  }
  if (col.inputValues.length > 0) {
    addObject(plan, 'value', REF_ATTRIBUTES.input_value, valuesCandidate(col.inputValues, plan.span.attributes, INPUT_MIME_TYPE));
  }
  if (col.outputValues.length > 0) {
    addObject(plan, 'value', REF_ATTRIBUTES.output_value, valuesCandidate(col.outputValues, plan.span.attributes, OUTPUT_MIME_TYPE));
    if (plan.isLlm) deriveResponseFromOutputValue(plan, col.outputValues);
  }
}

function choosePart(plan: SpanPlan, part: ContentPart, refAttribute: string, candidates: Candidate[]): void {
  if (candidates.length === 0) return;
  const primary = candidates.find((c) => c.hasContent) ?? (candidates[0] as Candidate);
  const object = addObject(plan, part, refAttribute, primary, candidates);
  plan.chosen[part] = { object, data: primary.data, source: primary.source, hasContent: primary.hasContent };
}

function addObject(
  plan: SpanPlan,
  part: ContentObjectPart,
  refAttribute: string,
  primary: Candidate,
  all: Candidate[] = [primary],
): PlannedObject {
  let keepOriginal = !primary.lossless;
  if (!keepOriginal && all.length > 1) {
    const primaryJson = JSON.stringify(primary.data);
    keepOriginal = all.some((c) => c !== primary && JSON.stringify(c.data) !== primaryJson);
  }
  const wrapper: JsonObject = { schema: CONTENT_OBJECT_SCHEMA, part, source: primary.source, data: primary.data };
  if (keepOriginal) wrapper['original'] = mergeOriginals(all);
  const object: PlannedObject = { part, refAttribute, json: JSON.stringify(wrapper), ref: '', sizeBytes: 0 };
  plan.objects.push(object);
  plan.changed = true;
  return object;
}

function mergeOriginals(candidates: Candidate[]): JsonObject {
  const attributes: Record<string, Json> = {};
  const events: Json[] = [];
  for (const candidate of candidates) {
    const o = candidate.original;
    if (o.attributes !== undefined) {
      // Sorted so that the same input always gives the same bytes (and the same reference).
      for (const key of Object.keys(o.attributes).sort()) attributes[key] = o.attributes[key] as Json;
    }
    if (o.events !== undefined) for (const e of o.events) events.push({ name: e.name, attributes: e.attributes });
  }
  const merged: JsonObject = {};
  if (Object.keys(attributes).length > 0) merged['attributes'] = attributes;
  if (events.length > 0) merged['events'] = events;
  return merged;
}

function llmPartRefs(plan: SpanPlan): Record<ContentPart, ContentPartRef> {
  const refs = {} as Record<ContentPart, ContentPartRef>;
  const input = plan.chosen.input;
  const inputHasSystem =
    input !== undefined &&
    input.hasContent &&
    Array.isArray(input.data) &&
    input.data.some((m) => isObject(m) && m['role'] === 'system');
  for (const part of LLM_PARTS) {
    const chosen = plan.chosen[part];
    if (chosen !== undefined && chosen.hasContent) {
      refs[part] = { ref: chosen.object.ref, state: 'stored', reason: '' };
    } else if (chosen !== undefined) {
      // Structure only (roles, tool names): stored for the record, but the content itself was not sent.
      refs[part] = notCaptured('not_sent_by_instrumentation');
    } else if (plan.clientRefParts.has(part)) {
      refs[part] = notCaptured('stored_externally_by_instrumentation');
    } else if (plan.isEmbedding && part !== 'input') {
      refs[part] = notCaptured('not_applicable');
    } else if (part === 'system' && inputHasSystem) {
      refs[part] = notCaptured('included_in_input');
    } else {
      refs[part] = notCaptured('not_sent_by_instrumentation');
    }
  }
  return refs;
}

function notCaptured(reason: string): ContentPartRef {
  return { ref: '', state: 'not_captured', reason };
}

function allParts(ref: ContentPartRef): Record<ContentPart, ContentPartRef> {
  return { input: { ...ref }, output: { ...ref }, system: { ...ref }, tools: { ...ref } };
}

/** OpenInference records the raw response (with its id and snapshot model) only in output.value. */
function deriveResponseFromOutputValue(plan: SpanPlan, outputValues: Verbatim[]): void {
  const attrs = plan.span.attributes;
  const needId = attrs[GEN_AI_RESPONSE_ID] === undefined;
  const needModel =
    attrs[GEN_AI_RESPONSE_MODEL] === undefined &&
    attrs[LLM_RESPONSE_MODEL] === undefined &&
    attrs[LLM_RESPONSE_MODEL_NAME] === undefined;
  const outputValue = outputValues.find((v) => v.key === OUTPUT_VALUE && v.event === null);
  if (outputValue === undefined || typeof outputValue.value !== 'string') return;
  const response = parseJsonText(outputValue.value);
  if (!isObject(response)) return;
  if (needId && typeof response['id'] === 'string') plan.attributes[DERIVED_RESPONSE_ID] = response['id'];
  if (needModel && typeof response['model'] === 'string') plan.attributes[DERIVED_RESPONSE_MODEL] = response['model'];
  if (typeof response['system_fingerprint'] === 'string' && response['system_fingerprint'] !== '') {
    plan.attributes[DERIVED_SYSTEM_FINGERPRINT] = response['system_fingerprint'];
  }
}

/** A subject source: an attribute, or a field of a JSON-object attribute (`key#field`). */
interface SubjectKey {
  key: string;
  field: string | null;
}

function compileSubjectKeys(keys: readonly string[]): SubjectKey[] {
  return keys.map((k) => {
    const hash = k.indexOf('#');
    return hash < 0 ? { key: k, field: null } : { key: k.slice(0, hash), field: k.slice(hash + 1) };
  });
}

function subjectValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The end user named by the span (its attributes, then its resource's), '' when none. */
function readSubject(span: SpanRecord, keys: readonly SubjectKey[]): string {
  for (const attrs of [span.attributes, span.resource.attributes]) {
    for (const { key, field } of keys) {
      const value = attrs[key];
      if (value === undefined) continue;
      if (field === null) {
        const id = subjectValue(value);
        if (id !== '') return id;
        continue;
      }
      const object = typeof value === 'string' ? parseJsonText(value) : value;
      if (isObject(object)) {
        const id = subjectValue(object[field]);
        if (id !== '') return id;
      }
    }
  }
  return '';
}

// ---------------------------------------------------------------------------------------------------
// Normalization to the current GenAI shapes
// ---------------------------------------------------------------------------------------------------

function messagesCandidate(
  source: string,
  value: Json,
  defaultRole: string,
  original: Original,
  plainTextIsMessage = false,
): Candidate {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  if (parsed === undefined && plainTextIsMessage) {
    // The previous gen_ai.prompt / gen_ai.completion could be the plain prompt or completion text.
    const data = [textMessage(defaultRole, value)];
    return { source, data, lossless: false, original, hasContent: messagesHaveContent(data) };
  }
  if (parsed === undefined) {
    // Not JSON (e.g. truncated by an attribute length limit): keep it verbatim, it is still the evidence.
    return { source, data: null, lossless: false, original, hasContent: value !== '' };
  }
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const data = list.map((m) => toMessage(m, defaultRole));
  const lossless = Array.isArray(parsed) && JSON.stringify(data) === JSON.stringify(parsed);
  return { source, data, lossless, original, hasContent: messagesHaveContent(data) };
}

function indexedMessagesCandidate(
  source: string,
  indexed: Indexed,
  defaultRole: string,
  build: (fields: Map<string, Json>, defaultRole: string) => Message,
): Candidate {
  const data = sortedEntries(indexed).map((fields) => build(fields, defaultRole));
  return { source, data, lossless: false, original: { attributes: indexed.original }, hasContent: messagesHaveContent(data) };
}

function promptsCandidate(col: Collected): Candidate {
  const texts: Json[] = sortedEntries(col.oiPrompts).map((fields) => fields.get('text') ?? null);
  const original: Original = { attributes: { ...col.oiPrompts.original } };
  if (col.oiPromptList !== null) {
    const list = col.oiPromptList.value;
    if (Array.isArray(list)) texts.push(...list);
    else texts.push(list);
    (original.attributes as Record<string, Json>)[col.oiPromptList.key] = list;
  }
  const data = texts.map((text) => textMessage('user', text));
  return { source: 'openinference', data, lossless: false, original, hasContent: messagesHaveContent(data) };
}

function embeddingTextsCandidate(indexed: Indexed): Candidate {
  const data = sortedEntries(indexed).map((fields) => textMessage('user', fields.get('text') ?? null));
  return {
    source: 'openinference',
    data,
    lossless: false,
    original: { attributes: indexed.original },
    hasContent: messagesHaveContent(data),
  };
}

function textMessage(role: string, text: Json): Message {
  return { role, parts: typeof text === 'string' ? [{ type: 'text', content: text }] : [] };
}

function messageEventsCandidate(events: { role: string; event: SpanEvent }[]): Candidate {
  const data = events.map(({ role, event }) => {
    const body = eventBody(event);
    return toMessage(body, typeof body['role'] === 'string' ? body['role'] : role);
  });
  return {
    source: 'gen_ai.legacy_events',
    data,
    lossless: false,
    original: { events: events.map(({ event }) => ({ name: event.name, attributes: event.attributes })) },
    hasContent: messagesHaveContent(data),
  };
}

function choiceEventsCandidate(events: SpanEvent[]): Candidate {
  const choices = events.map((event, position) => {
    const body = eventBody(event);
    const index = typeof body['index'] === 'number' ? body['index'] : position;
    const messageValue = typeof body['message'] === 'string' ? parseJsonText(body['message']) : body['message'];
    const message = toMessage(isObject(messageValue) ? messageValue : body, 'assistant');
    if (typeof body['finish_reason'] === 'string') message['finish_reason'] = body['finish_reason'];
    return { index, message };
  });
  choices.sort((a, b) => a.index - b.index);
  const data = choices.map((c) => c.message);
  return {
    source: 'gen_ai.legacy_events',
    data,
    lossless: false,
    original: { events: events.map((event) => ({ name: event.name, attributes: event.attributes })) },
    hasContent: messagesHaveContent(data),
  };
}

/** A previous-shape event body: `gen_ai.event.content` JSON (Azure SDKs) or body-like attributes. */
function eventBody(event: SpanEvent): JsonObject {
  const attrs = event.attributes;
  const encoded = attrs[GEN_AI_EVENT_CONTENT];
  if (typeof encoded === 'string') {
    const parsed = parseJsonText(encoded);
    if (isObject(parsed)) return parsed;
  } else if (isObject(encoded)) {
    return encoded;
  }
  const body: JsonObject = {};
  for (const key in attrs) {
    if (key === 'gen_ai.system' || key === 'gen_ai.provider.name' || key === 'event.name') continue;
    const value = attrs[key] as Json;
    body[key] = key === 'tool_calls' && typeof value === 'string' ? (parseJsonText(value) ?? value) : value;
  }
  return body;
}

function functionCallCandidate(verbatim: Verbatim): Candidate {
  const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
  const call = isObject(parsed) ? parsed : {};
  const part: JsonObject = { type: 'tool_call' };
  const name = call['name'] ?? call['function_name'];
  if (typeof name === 'string') part['name'] = name;
  const args = call['arguments'] ?? call['args'];
  if (args !== undefined) part['arguments'] = parseArguments(args);
  const data: Message[] = [{ role: 'assistant', parts: [part] }];
  return { source: 'openinference', data, lossless: false, original: originalOf(verbatim), hasContent: true };
}

/** One message of any shape (current GenAI, OpenAI chat, previous event body, choice) → current GenAI. */
function toMessage(raw: Json, defaultRole: string): Message {
  if (typeof raw === 'string') return textMessage(defaultRole, raw);
  if (!isObject(raw)) return { role: defaultRole, parts: [] };
  if (Array.isArray(raw['parts'])) {
    // Already the current shape: keep every field as sent.
    const message = { ...raw, role: typeof raw['role'] === 'string' ? raw['role'] : defaultRole } as Message;
    message.parts = raw['parts'].map((p) => (typeof p === 'string' ? { type: 'text', content: p } : p));
    return message;
  }
  if (isObject(raw['message'])) {
    const message = toMessage(raw['message'], defaultRole);
    if (typeof raw['finish_reason'] === 'string') message['finish_reason'] = raw['finish_reason'];
    return message;
  }
  const role = typeof raw['role'] === 'string' && raw['role'] !== '' ? raw['role'] : defaultRole;
  const parts: Json[] = [];
  const toolCalls = typeof raw['tool_calls'] === 'string' ? parseJsonText(raw['tool_calls']) : raw['tool_calls'];
  if ((role === 'tool' || role === 'function') && !Array.isArray(toolCalls)) {
    const response: JsonObject = { type: 'tool_call_response' };
    const id = raw['tool_call_id'] ?? raw['id'];
    if (typeof id === 'string') response['id'] = id;
    if (raw['content'] !== undefined && raw['content'] !== null) response['response'] = raw['content'];
    parts.push(response);
  } else {
    parts.push(...contentToParts(raw['content']));
    if (typeof raw['refusal'] === 'string') parts.push({ type: 'refusal', content: raw['refusal'] });
    if (Array.isArray(toolCalls)) for (const call of toolCalls) if (isObject(call)) parts.push(toToolCallPart(call));
    if (isObject(raw['function_call'])) parts.push(toToolCallPart({ function: raw['function_call'] }));
  }
  const message: Message = { role, parts };
  if (typeof raw['name'] === 'string') message['name'] = raw['name'];
  if (typeof raw['finish_reason'] === 'string') message['finish_reason'] = raw['finish_reason'];
  return message;
}

function contentToParts(content: Json | undefined): Json[] {
  if (content === undefined || content === null) return [];
  if (typeof content === 'string') return [{ type: 'text', content }];
  if (Array.isArray(content)) {
    const parts: Json[] = [];
    for (const item of content) {
      if (typeof item === 'string') parts.push({ type: 'text', content: item });
      else if (isObject(item)) parts.push(contentItemToPart(item));
    }
    return parts;
  }
  if (isObject(content)) return [contentItemToPart(content)];
  return [{ type: 'text', content: String(content) }];
}

/** One provider content block (OpenAI chat/responses, Anthropic) → one GenAI part. */
function contentItemToPart(item: JsonObject): Json {
  switch (item['type']) {
    case 'text':
    case 'input_text':
    case 'output_text': {
      const text = item['text'] ?? item['content'];
      return typeof text === 'string' ? { type: 'text', content: text } : { ...item };
    }
    case 'image_url': {
      const image = item['image_url'];
      const url = isObject(image) ? image['url'] : image;
      return typeof url === 'string' ? mediaPart(url, 'image') : { ...item };
    }
    case 'input_image': {
      const url = item['image_url'];
      return typeof url === 'string' ? mediaPart(url, 'image') : { ...item };
    }
    case 'input_audio': {
      const audio = item['input_audio'];
      if (isObject(audio) && typeof audio['data'] === 'string') {
        const part: JsonObject = { type: 'blob', modality: 'audio', content: audio['data'] };
        if (typeof audio['format'] === 'string') part['mime_type'] = `audio/${audio['format']}`;
        return part;
      }
      return { ...item };
    }
    case 'image': {
      const source = item['source'];
      if (isObject(source) && source['type'] === 'base64' && typeof source['data'] === 'string') {
        const part: JsonObject = { type: 'blob', modality: 'image', content: source['data'] };
        if (typeof source['media_type'] === 'string') part['mime_type'] = source['media_type'];
        return part;
      }
      if (isObject(source) && typeof source['url'] === 'string') return mediaPart(source['url'], 'image');
      return { ...item };
    }
    case 'tool_use':
      return omitUndefined({ type: 'tool_call', id: item['id'], name: item['name'], arguments: item['input'] });
    case 'tool_result':
      return omitUndefined({ type: 'tool_call_response', id: item['tool_use_id'], response: item['content'] });
    case 'thinking':
      return omitUndefined({ type: 'reasoning', content: item['thinking'] });
    case 'function_call':
      return omitUndefined({
        type: 'tool_call',
        id: item['call_id'] ?? item['id'],
        name: item['name'],
        arguments: item['arguments'] === undefined ? undefined : parseArguments(item['arguments']),
      });
    case 'function_call_output':
      return omitUndefined({ type: 'tool_call_response', id: item['call_id'], response: item['output'] });
    default:
      // Current-shape parts (tool_call, blob, uri, reasoning, ...) and unknown blocks are kept as sent.
      return { ...item };
  }
}

function mediaPart(url: string, modality: string): JsonObject {
  if (url.startsWith('data:')) {
    const comma = url.indexOf(',');
    const header = url.slice(5, comma < 0 ? undefined : comma);
    const mimeType = header.split(';')[0] ?? '';
    const part: JsonObject = { type: 'blob', modality, content: comma < 0 ? '' : url.slice(comma + 1) };
    if (mimeType !== '') part['mime_type'] = mimeType;
    return part;
  }
  return { type: 'uri', modality, uri: url };
}

function toToolCallPart(call: JsonObject): JsonObject {
  const fn = isObject(call['function']) ? call['function'] : call;
  const args = fn['arguments'] ?? call['input'] ?? call['args'];
  return omitUndefined({
    type: 'tool_call',
    id: call['id'],
    name: fn['name'],
    arguments: args === undefined ? undefined : parseArguments(args),
  });
}

/** Tool arguments are usually a JSON string; the current shape wants the object (the verbatim stays in `original`). */
function parseArguments(value: Json): Json {
  if (typeof value !== 'string') return value;
  const parsed = parseJsonText(value);
  return parsed === undefined ? value : parsed;
}

/** gen_ai.prompt.{i}.* → message. Content that is a JSON list of blocks (multimodal) is unpacked. */
function openLlmetryMessage(fields: Map<string, Json>, defaultRole: string): Message {
  const raw: JsonObject = {};
  const toolCalls = new Map<number, JsonObject>();
  const functionCall: JsonObject = {};
  for (const [sub, value] of fields) {
    const m = OPENLLMETRY_TOOL_CALL_SUB_RE.exec(sub);
    if (m !== null) {
      const i = Number(m[1]);
      let call = toolCalls.get(i);
      if (call === undefined) {
        call = {};
        toolCalls.set(i, call);
      }
      call[m[2] as string] = value;
    } else if (sub.startsWith('function_call.')) {
      functionCall[sub.slice('function_call.'.length)] = value;
    } else {
      raw[sub] = value;
    }
  }
  if (typeof raw['content'] === 'string') raw['content'] = parseContentBlocks(raw['content']);
  if (toolCalls.size > 0) raw['tool_calls'] = [...toolCalls.entries()].sort((a, b) => a[0] - b[0]).map(([, call]) => call);
  if (Object.keys(functionCall).length > 0) raw['function_call'] = functionCall;
  return toMessage(raw, defaultRole);
}

function parseContentBlocks(content: string): Json {
  if (!content.startsWith('[')) return content;
  const parsed = parseJsonText(content);
  if (Array.isArray(parsed) && parsed.length > 0 && parsed.every((b) => isObject(b) && typeof b['type'] === 'string')) {
    return parsed;
  }
  return content;
}

/** llm.{input,output}_messages.{i}.message.* → message. */
function openInferenceMessage(fields: Map<string, Json>, defaultRole: string): Message {
  const contents = new Map<number, Map<string, Json>>();
  const toolCalls = new Map<number, Map<string, Json>>();
  let m: RegExpExecArray | null;
  for (const [sub, value] of fields) {
    if ((m = OPENINFERENCE_TOOL_CALL_SUB_RE.exec(sub)) !== null) subMap(toolCalls, Number(m[1])).set(m[2] as string, value);
    else if ((m = OPENINFERENCE_CONTENTS_SUB_RE.exec(sub)) !== null) subMap(contents, Number(m[1])).set(m[2] as string, value);
  }
  const roleValue = fields.get('role');
  const role = typeof roleValue === 'string' && roleValue !== '' ? roleValue : defaultRole;
  const content = fields.get('content');
  const parts: Json[] = [];
  if (role === 'tool' || role === 'function') {
    parts.push(omitUndefined({ type: 'tool_call_response', id: fields.get('tool_call_id'), response: content ?? undefined }));
  } else if (typeof content === 'string') {
    parts.push({ type: 'text', content });
  }
  for (const [, item] of [...contents.entries()].sort((a, b) => a[0] - b[0])) parts.push(openInferenceContentPart(item));
  for (const [, call] of [...toolCalls.entries()].sort((a, b) => a[0] - b[0])) {
    const args = call.get('function.arguments');
    parts.push(
      omitUndefined({
        type: 'tool_call',
        id: call.get('id'),
        name: call.get('function.name'),
        arguments: args === undefined ? undefined : parseArguments(args),
      }),
    );
  }
  const fnName = fields.get('function_call_name');
  if (typeof fnName === 'string') {
    const args = fields.get('function_call_arguments_json');
    parts.push(omitUndefined({ type: 'tool_call', name: fnName, arguments: args === undefined ? undefined : parseArguments(args) }));
  }
  const message: Message = { role, parts };
  const name = fields.get('name');
  if (typeof name === 'string') message['name'] = name;
  return message;
}

function openInferenceContentPart(item: Map<string, Json>): Json {
  const type = item.get('type');
  const text = item.get('text');
  if (type === 'image' || item.has('image.image.url')) {
    const url = item.get('image.image.url');
    if (typeof url === 'string') return mediaPart(url, 'image');
  }
  if (type === 'tool_use') {
    const args = item.get('tool_call.function.arguments');
    return omitUndefined({
      type: 'tool_call',
      id: item.get('tool_call.id'),
      name: item.get('tool_call.function.name'),
      arguments: args === undefined ? undefined : parseArguments(args),
    });
  }
  if ((type === undefined || type === 'text') && typeof text === 'string') return { type: 'text', content: text };
  // reasoning and anything else: keep every field (signatures are needed to replay reasoning).
  const part: JsonObject = { type: typeof type === 'string' ? type : 'unknown' };
  for (const [key, value] of item) {
    if (key === 'type') continue;
    part[key === 'text' ? 'content' : key] = value;
  }
  return part;
}

function systemCandidate(verbatim: Verbatim): Candidate {
  const value = verbatim.value;
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  let data: Json;
  if (parsed === undefined) {
    // A plain string (JS instrumentation records `instructions` as sent) is one text part.
    data = [{ type: 'text', content: value }];
  } else if (Array.isArray(parsed)) {
    data = parsed.map((p) => (typeof p === 'string' ? { type: 'text', content: p } : isObject(p) ? contentItemToPart(p) : p));
  } else if (isObject(parsed)) {
    data = Array.isArray(parsed['parts']) ? parsed['parts'] : [contentItemToPart(parsed)];
  } else {
    data = [{ type: 'text', content: typeof value === 'string' ? value : JSON.stringify(value) }];
  }
  const lossless = Array.isArray(parsed) && JSON.stringify(data) === JSON.stringify(parsed);
  const hasContent = Array.isArray(data) ? data.some(partHasContent) : true;
  return { source: sourceOf(verbatim), data, lossless, original: originalOf(verbatim), hasContent };
}

function toolsCandidate(source: string, value: Json, original: Original): Candidate {
  const parsed = typeof value === 'string' ? parseJsonText(value) : value;
  if (parsed === undefined) return { source, data: null, lossless: false, original, hasContent: value !== '' };
  const list = Array.isArray(parsed) ? parsed : [parsed];
  const data: Json[] = [];
  for (const tool of list) {
    const definition = toToolDefinition(tool);
    if (definition !== null) data.push(definition);
  }
  const lossless = Array.isArray(parsed) && JSON.stringify(data) === JSON.stringify(parsed);
  return { source, data, lossless, original, hasContent: true };
}

function indexedToolsCandidate(source: string, indexed: Indexed): Candidate {
  const data: Json[] = [];
  for (const fields of sortedEntries(indexed)) {
    const schema = fields.get('json_schema');
    const raw: Json = schema !== undefined ? schema : Object.fromEntries(fields);
    const definition = toToolDefinition(raw);
    if (definition !== null) data.push(definition);
  }
  return { source, data, lossless: false, original: { attributes: indexed.original }, hasContent: true };
}

/** OpenAI `{type, function:{...}}`, flat `{name, description, parameters}`, Anthropic `input_schema` → GenAI. */
function toToolDefinition(raw: Json): Json | null {
  const tool = typeof raw === 'string' ? parseJsonText(raw) : raw;
  if (tool === undefined) return typeof raw === 'string' && raw !== '' ? { type: 'function', name: raw } : null;
  if (!isObject(tool)) return null;
  if (isObject(tool['function'])) {
    const fn = tool['function'];
    return omitUndefined({
      type: 'function',
      name: fn['name'],
      description: fn['description'],
      parameters: fn['parameters'] === undefined ? undefined : parseArguments(fn['parameters']),
    });
  }
  if (typeof tool['type'] === 'string' && tool['type'] !== 'function') return { ...tool }; // provider built-in tool
  const parameters = tool['parameters'] ?? tool['input_schema'] ?? tool['inputSchema'];
  return omitUndefined({
    ...tool,
    type: 'function',
    name: tool['name'],
    description: tool['description'],
    parameters: parameters === undefined ? undefined : parseArguments(parameters),
    input_schema: undefined,
    inputSchema: undefined,
  });
}

/** execute_tool: the call and its result as current-shape parts. */
function toolCallCandidate(attrs: Attributes, col: Collected): Candidate {
  const id = attrs[GEN_AI_TOOL_CALL_ID];
  const name = attrs[GEN_AI_TOOL_NAME];
  const data: Json[] = [];
  const original: Original = {};
  let lossless = true;
  for (const verbatim of [col.toolCallArguments, col.toolCallResult]) {
    if (verbatim === null) continue;
    const parsed = parseArguments(verbatim.value);
    if (parsed !== verbatim.value) lossless = false;
    const isArguments = verbatim === col.toolCallArguments;
    data.push(
      omitUndefined({
        type: isArguments ? 'tool_call' : 'tool_call_response',
        id: typeof id === 'string' ? id : undefined,
        name: isArguments && typeof name === 'string' ? name : undefined,
        [isArguments ? 'arguments' : 'response']: parsed,
      }),
    );
    const o = originalOf(verbatim);
    if (o.attributes !== undefined) original.attributes = { ...original.attributes, ...o.attributes };
    if (o.events !== undefined) original.events = [...(original.events ?? []), ...o.events];
  }
  return { source: 'gen_ai', data, lossless, original, hasContent: true };
}

function documentsCandidate(col: Collected): Candidate {
  const data: Json[] = [];
  let lossless = true;
  const original: Original = {};
  for (const [list, indexed] of col.oiDocuments) {
    for (const [index, fields] of [...indexed.entries.entries()].sort((a, b) => a[0] - b[0])) {
      const doc: JsonObject = { list, index };
      for (const [field, value] of fields) doc[field] = value;
      data.push(doc);
    }
  }
  for (const { list, verbatim } of col.genAiDocuments) {
    const parsed = typeof verbatim.value === 'string' ? parseJsonText(verbatim.value) : verbatim.value;
    if (Array.isArray(parsed)) {
      parsed.forEach((doc, index) => data.push(isObject(doc) ? { list, index, ...doc } : { list, index, content: doc }));
    } else {
      lossless = false;
      const o = originalOf(verbatim);
      if (o.attributes !== undefined) original.attributes = { ...original.attributes, ...o.attributes };
      if (o.events !== undefined) original.events = [...(original.events ?? []), ...o.events];
    }
  }
  if (col.vectorResults.length > 0) {
    lossless = false;
    original.events = [...(original.events ?? []), ...col.vectorResults.map((e) => ({ name: e.name, attributes: e.attributes }))];
    data.push(...vectorResultDocuments(col.vectorResults));
  }
  const source = col.oiDocuments.size > 0 ? 'openinference' : col.genAiDocuments.length > 0 ? 'gen_ai' : 'openllmetry';
  return { source, data, lossless, original, hasContent: true };
}

/** Vector-DB result events → documents `{list: 'vector_db', index, id, score|distance, document, metadata}`, in event order. */
function vectorResultDocuments(events: SpanEvent[]): Json[] {
  const docs: Json[] = [];
  for (const event of events) {
    const a = event.attributes;
    const ids = jsonArrayOf(a[DB_QUERY_RESULT_ID]);
    if (ids !== null) {
      // JS chromadb: one event per query, every attribute a JSON array over its results.
      const scores = jsonArrayOf(a[DB_QUERY_RESULT_SCORE]) ?? [];
      const distances = jsonArrayOf(a[DB_QUERY_RESULT_DISTANCE]) ?? [];
      const documents = jsonArrayOf(a[DB_QUERY_RESULT_DOCUMENT]) ?? [];
      const metadatas = jsonArrayOf(a[DB_QUERY_RESULT_METADATA]) ?? [];
      ids.forEach((id, i) => {
        docs.push(omitUndefined({ list: 'vector_db', index: docs.length, id, score: scores[i], distance: distances[i], document: documents[i], metadata: metadatas[i] }));
      });
      continue;
    }
    docs.push(
      omitUndefined({
        list: 'vector_db',
        index: docs.length,
        id: a[DB_QUERY_RESULT_ID],
        score: a[DB_QUERY_RESULT_SCORE],
        distance: a[DB_QUERY_RESULT_DISTANCE],
        document: a[DB_QUERY_RESULT_DOCUMENT],
        metadata: a[DB_QUERY_RESULT_METADATA],
      }),
    );
  }
  return docs;
}

function jsonArrayOf(value: Json | undefined): Json[] | null {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  const parsed = parseJsonText(value);
  return Array.isArray(parsed) ? parsed : null;
}

/** A vector-DB result event without its document text and metadata (the same event when it has neither). */
function stripVectorResult(event: SpanEvent, c: () => Collected): SpanEvent {
  const a = event.attributes;
  if (a[DB_QUERY_RESULT_DOCUMENT] === undefined && a[DB_QUERY_RESULT_METADATA] === undefined && a[DB_QUERY_RESULT_ID] === undefined) return event;
  c().vectorResults.push(event);
  if (a[DB_QUERY_RESULT_DOCUMENT] === undefined && a[DB_QUERY_RESULT_METADATA] === undefined) return event;
  const attributes: Attributes = {};
  for (const key in a) {
    if (key !== DB_QUERY_RESULT_DOCUMENT && key !== DB_QUERY_RESULT_METADATA) attributes[key] = a[key] as Json;
  }
  return { ...event, attributes };
}

/** Generic input/output values: kept verbatim by attribute name (plus the mime type, which also stays on the span). */
function valuesCandidate(values: Verbatim[], attrs: Attributes, mimeTypeKey: string): Candidate {
  const data: JsonObject = {};
  for (const v of values) data[v.event === null ? v.key : `${v.event}:${v.key}`] = v.value;
  const mimeType = attrs[mimeTypeKey];
  if (mimeType !== undefined) data[mimeTypeKey] = mimeType;
  const source = values.some((v) => v.key.startsWith('traceloop.')) ? 'openllmetry' : values.some((v) => v.key.startsWith('gen_ai.')) ? 'gen_ai' : 'openinference';
  return { source, data, lossless: true, original: {}, hasContent: true };
}

// ---------------------------------------------------------------------------------------------------
// Content presence: a part without any text, data or arguments is structure only.
// ---------------------------------------------------------------------------------------------------

const STRUCTURE_FIELDS: ReadonlySet<string> = new Set(['type', 'id', 'name', 'call_id', 'modality', 'mime_type']);

function partHasContent(part: Json): boolean {
  if (typeof part === 'string') return part !== '';
  if (!isObject(part)) return false;
  for (const key in part) {
    if (STRUCTURE_FIELDS.has(key)) continue;
    const value = part[key];
    if (value !== null && value !== undefined && value !== '') return true;
  }
  return false;
}

function messagesHaveContent(messages: Json[]): boolean {
  if (messages.length === 0) return true; // the instrumentation said: no messages
  for (const message of messages) {
    if (!isObject(message)) continue;
    const parts = message['parts'];
    if (Array.isArray(parts) && parts.some(partHasContent)) return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------------

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** JSON.parse for text that looks like a JSON object or array; undefined for anything else. */
function parseJsonText(text: string): Json | undefined {
  const first = text.charCodeAt(0) === 0xfeff ? text.charAt(1) : text.trimStart().charAt(0);
  if (first !== '{' && first !== '[') return undefined;
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}

function omitUndefined(object: { [key: string]: Json | undefined }): JsonObject {
  const out: JsonObject = {};
  for (const key in object) {
    const value = object[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function sortedEntries(indexed: Indexed): Map<string, Json>[] {
  return [...indexed.entries.entries()].sort((a, b) => a[0] - b[0]).map(([, fields]) => fields);
}

function subMap(map: Map<number, Map<string, Json>>, index: number): Map<string, Json> {
  let entry = map.get(index);
  if (entry === undefined) {
    entry = new Map();
    map.set(index, entry);
  }
  return entry;
}

function codedError(code: string, message: string): Error {
  return Object.assign(new Error(`${code}: ${message}`), { code });
}
