/**
 * Retrieved documents, whichever convention reported them: OpenInference `retrieval.documents.{i}.document.*`
 * and the reranker's input/output documents, GenAI `gen_ai.retrieval.documents` and `gen_ai.memory.records`,
 * OpenLLMetry vector-DB result events (`db.query.result`). Their text and metadata are content (one `documents`
 * object per span); ids and scores are not: they stay on the span, and the documents' non-content facts are
 * written as `tracehold.documents` once the object is stored.
 */
import type { Attributes, SpanEvent } from '../../../schemas/span.ts';
import { documentFactsOf } from '../document-facts.ts';
import {
  DB_QUERY_RESULT_DISTANCE,
  DB_QUERY_RESULT_DOCUMENT,
  DB_QUERY_RESULT_EVENT,
  DB_QUERY_RESULT_ID,
  DB_QUERY_RESULT_METADATA,
  DB_QUERY_RESULT_SCORE,
  DOCUMENT_FACTS,
  DOCUMENT_LISTS,
  DOCUMENT_METADATA_FIELDS,
  GEN_AI_MEMORY_RECORDS,
  GEN_AI_RETRIEVAL_DOCUMENTS,
  OPENINFERENCE_DOCUMENT_RE,
  OUTPUT_VALUE,
  REF_ATTRIBUTES,
} from '../llm-conventions.ts';
import { DROP, KEEP, type Candidate, type ConventionAdapter, type Original, type PartObject, type Verdict } from './adapter.ts';
import { addIndexed, addOriginal, newIndexed, originalOf, type Indexed, type Verbatim } from './collect.ts';
import { isObject, omitUndefined, parseJsonText, type Json, type JsonObject } from './json.ts';

type Slot = 'retrieval' | 'memory' | 'indexed';

interface DocumentsContent {
  /** OpenInference documents by list (retrieval, reranker_input, reranker_output). */
  oiDocuments: Map<string, Indexed>;
  genAiDocuments: { list: string; verbatim: Verbatim }[];
  /** Vector-DB result events (their content attributes removed from the span's copy). */
  vectorResults: SpanEvent[];
}

export const documents: ConventionAdapter<DocumentsContent, Slot, 'vectorResult'> = {
  name: 'documents',
  exact: new Map<string, Slot>([
    [GEN_AI_RETRIEVAL_DOCUMENTS, 'retrieval'],
    [GEN_AI_MEMORY_RECORDS, 'memory'],
  ]),
  prefixes: new Map<string, Slot>([
    ['retrieval.documents.', 'indexed'],
    ['reranker.', 'indexed'],
  ]),
  events: new Map<string, 'vectorResult'>([[DB_QUERY_RESULT_EVENT, 'vectorResult']]),
  newCollection: () => ({ oiDocuments: new Map(), genAiDocuments: [], vectorResults: [] }),
  classify(slot, key, value, c, event) {
    switch (slot) {
      case 'retrieval':
        return classifyRetrievalDocuments({ key, value, event }, c);
      case 'memory':
        c().genAiDocuments.push({ list: 'memory', verbatim: { key, value, event } });
        return DROP;
      case 'indexed': {
        const m = OPENINFERENCE_DOCUMENT_RE.exec(key);
        if (m === null) return KEEP;
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
    }
  },
  // Vector-DB results: ids, scores and distances stay; the document text and metadata are content.
  claimEvent: (_slot, event, c) => stripVectorResult(event, c),
  objects(col, span) {
    const candidate = documentsCandidate(col);
    const object: PartObject = { part: 'documents', refAttribute: REF_ATTRIBUTES.documents, candidate };
    // The retriever's output.value: it leaves the span as a value object (values.ts), but the span as it arrived has it.
    const facts = Array.isArray(candidate.data) ? documentFactsOf(candidate.data, span.attributes[OUTPUT_VALUE]) : [];
    if (facts.length > 0) {
      // The facts name the object that holds the documents' text, so a reader can go from one to the other.
      object.factsOnceStored = (ref) => ({ [DOCUMENT_FACTS]: JSON.stringify(facts.map((f) => ({ ...f, contentRef: ref }))) });
    }
    return [object];
  },
};

/** gen_ai.retrieval.documents: ids and scores stay on the span, anything else (text, metadata) is content. */
function classifyRetrievalDocuments(verbatim: Verbatim, c: () => DocumentsContent): Verdict {
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

/** A vector-DB result event without its document text and metadata (the same event when it has neither). */
function stripVectorResult(event: SpanEvent, c: () => DocumentsContent): SpanEvent {
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

function documentsCandidate(col: DocumentsContent): Candidate {
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
      addOriginal(original, originalOf(verbatim));
    }
  }
  if (col.vectorResults.length > 0) {
    lossless = false;
    original.events = [...(original.events ?? []), ...col.vectorResults.map((e) => ({ name: e.name, attributes: e.attributes }))];
    data.push(...vectorResultDocuments(col.vectorResults));
  }
  // Vector-DB result events are OpenLLMetry's.
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
