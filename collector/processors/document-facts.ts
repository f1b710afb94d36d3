/**
 * The facts of a retrieved document that are not its content: id, version, score, source, collection and
 * rank. They stay on the span (`tracehold.documents`, a JSON array) when the document's text and metadata
 * move to the content store, so the evidence tier and an investigator can read them without a raw read.
 *
 * Version, source and collection come from the document's metadata (OpenInference
 * `retrieval.documents.N.document.metadata` is a JSON string; GenAI documents and chroma results carry an
 * object or JSON text). Only the keys below are read; every other metadata value stays content.
 */
import type { AttrValue } from '../../schemas/span.ts';

/** One document's facts as written on the span. Strings are '' and the score null when not reported. */
export interface DocumentFact {
  /** Which result list: 'retrieval', 'reranker_input', 'reranker_output', 'memory', 'vector_db'. */
  list: string;
  /** 0-based position in its list, in the order the instrumentation reported it. */
  rank: number;
  id: string;
  version: string;
  /** Relevance score, or the distance when only a distance was reported (see `scoreKind`). */
  score: number | null;
  /** 'score' | 'distance' | '' (no score). */
  scoreKind: string;
  source: string;
  collection: string;
  /** Content-store reference of the span's documents object (holds this document's text), '' when none. */
  contentRef: string;
}

type Json = AttrValue;
type JsonObject = { [key: string]: Json };

/** Metadata keys read, first present wins (lower-case comparison). */
const VERSION_KEYS = ['version', 'doc_version', 'document_version', 'revision', 'rev', 'etag', '_version', 'version_id', 'last_modified'];
const SOURCE_KEYS = ['source', 'uri', 'url', 'file_path', 'filepath', 'path', 'file_name', 'filename', 'document_uri', 'source_uri'];
const COLLECTION_KEYS = ['collection', 'collection_name', 'index', 'index_name', 'namespace', 'dataset', 'table'];
/** On the normalized document itself `index` is its position, not an index name. */
const DOCUMENT_COLLECTION_KEYS = COLLECTION_KEYS.filter((k) => k !== 'index');

/** Bounds: a fact is an identifier, not a place to smuggle text. */
const MAX_FACT_CHARS = 512;

/**
 * The facts of the documents of one span, in list then rank order. Each input document is the normalized
 * shape the content object stores: `{list, index, id?, score?, distance?, metadata?, ...}` (OpenInference
 * fields, GenAI document fields, or a vector-DB result). `contentRef` is filled by the caller once stored.
 *
 * `retrieverOutput`: the span's `output.value` when it is the retriever's JSON result. The OpenInference
 * LangChain instrumentation (0.1.80, recorded in test/fixtures/interop/openinference-langchain) writes no
 * `document.id` attribute: a LangChain Document's id is only in `output.value` (`{"documents": [{"id": …}]}`),
 * which is content; the ids of the retrieval list are read from it by position.
 */
export function documentFactsOf(documents: readonly Json[], retrieverOutput?: Json): DocumentFact[] {
  const outputIds = retrieverOutputIds(retrieverOutput);
  const facts: DocumentFact[] = [];
  for (const doc of documents) {
    if (!isObject(doc)) continue;
    const metadata = metadataOf(doc['metadata']);
    const score = numberOf(doc['score']) ?? numberOf(doc['relevance_score']) ?? numberOf(metadata?.['score']) ?? numberOf(metadata?.['relevance_score']);
    const distance = score === null ? (numberOf(doc['distance']) ?? numberOf(metadata?.['distance'])) : null;
    const list = typeof doc['list'] === 'string' ? doc['list'] : 'retrieval';
    const rank = typeof doc['index'] === 'number' ? doc['index'] : facts.length;
    let id = idOf(doc['id'] ?? doc['document_id'] ?? metadata?.['id'] ?? metadata?.['doc_id'] ?? metadata?.['document_id']);
    if (id === '' && list === 'retrieval' && outputIds !== null) id = outputIds[rank] ?? '';
    facts.push({
      list,
      rank,
      id,
      version: pick(doc, VERSION_KEYS) || pick(metadata, VERSION_KEYS),
      score: score ?? distance,
      scoreKind: score !== null ? 'score' : distance !== null ? 'distance' : '',
      source: pick(doc, SOURCE_KEYS) || pick(metadata, SOURCE_KEYS),
      collection: pick(doc, DOCUMENT_COLLECTION_KEYS) || pick(metadata, COLLECTION_KEYS),
      contentRef: '',
    });
  }
  return facts;
}

/** Ids by position from a retriever's JSON output `{"documents": [{"id": …}, …]}`, or null. */
function retrieverOutputIds(output: Json | undefined): string[] | null {
  let parsed: Json | undefined = output;
  if (typeof output === 'string') {
    if (!output.trimStart().startsWith('{')) return null;
    try {
      parsed = JSON.parse(output) as Json;
    } catch {
      return null;
    }
  }
  if (!isObject(parsed) || !Array.isArray(parsed['documents'])) return null;
  return parsed['documents'].map((d) => (isObject(d) ? idOf(d['id']) : ''));
}

function metadataOf(value: Json | undefined): JsonObject | null {
  if (isObject(value)) return value;
  if (typeof value !== 'string' || !value.trimStart().startsWith('{')) return null;
  try {
    const parsed = JSON.parse(value) as Json;
    return isObject(parsed) ? parsed : null;
  } catch {
    return null; // e.g. pinecone's Python repr of a dict: no facts, it all stays content
  }
}

function pick(object: JsonObject | null, keys: readonly string[]): string {
  if (object === null) return '';
  for (const key of keys) {
    const value = object[key] ?? findCaseInsensitive(object, key);
    const text = idOf(value);
    if (text !== '') return text;
  }
  return '';
}

function findCaseInsensitive(object: JsonObject, key: string): Json | undefined {
  for (const k in object) if (k.toLowerCase() === key) return object[k];
  return undefined;
}

/** A scalar as text ('' for anything else), bounded. */
function idOf(value: Json | undefined): string {
  let text = '';
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  return text.length > MAX_FACT_CHARS ? text.slice(0, MAX_FACT_CHARS) : text;
}

function numberOf(value: Json | undefined): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return null;
}

function isObject(value: unknown): value is JsonObject {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}
