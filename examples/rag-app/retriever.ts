import { SpanStatusCode, type Tracer } from '@opentelemetry/api';
import type { KnowledgeDocument } from './knowledge-base.ts';

/** A retrieved document with its relevance score (0..1). */
export interface RetrievedDocument {
  document: KnowledgeDocument;
  score: number;
}

/** Finds the help-centre articles relevant to a question. Contract: pure over its corpus; never throws on input. */
export interface Retriever {
  retrieve(query: string, topK: number): Promise<RetrievedDocument[]>;
}

const STOP_WORDS = new Set(['the', 'a', 'an', 'is', 'my', 'i', 'to', 'of', 'and', 'or', 'in', 'on', 'for', 'it', 'can', 'do', 'how', 'what', 'when', 'where', 'why', 'was', 'be', 'by', 'with', 'still', 'has', 'have', 'not', 'me', 'we', 'you', 'your', 'our']);

function terms(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((t) => t.length > 2 && !STOP_WORDS.has(t))
    // A light stemmer, enough for "refunds"/"refund", "delayed"/"delay".
    .map((t) => t.replace(/(ing|ed|es|s)$/, ''));
}

/**
 * A keyword retriever (term overlap, normalised) standing in for a vector store. Its span follows the OpenInference
 * semantic conventions for RETRIEVER spans (https://github.com/Arize-ai/openinference/blob/main/spec/semantic_conventions.md):
 * `openinference.span.kind = RETRIEVER`, the query in `input.value`, and per document
 * `retrieval.documents.{i}.document.{id,score,content,metadata}` with `metadata` a JSON string — here carrying the
 * article's `version` and `source`, the way LlamaIndex and LangChain retrievers put their node/document metadata there.
 */
export function createRetriever(deps: { tracer: Tracer }, corpus: readonly KnowledgeDocument[]): Retriever {
  const indexed = corpus.map((document) => ({ document, terms: new Set(terms(document.text)) }));
  return {
    async retrieve(query, topK) {
      return deps.tracer.startActiveSpan('retrieve helpcentre', { attributes: { 'openinference.span.kind': 'RETRIEVER', 'input.value': query } }, async (span) => {
        try {
          const q = new Set(terms(query));
          const ranked = indexed
            .map(({ document, terms: t }) => {
              let hits = 0;
              for (const term of q) if (t.has(term)) hits++;
              return { document, score: q.size === 0 ? 0 : Math.round((hits / Math.sqrt(q.size * t.size)) * 1e4) / 1e4 };
            })
            .sort((a, b) => b.score - a.score || a.document.id.localeCompare(b.document.id))
            .slice(0, topK);
          ranked.forEach(({ document, score }, i) => {
            const prefix = `retrieval.documents.${i}.document`;
            span.setAttribute(`${prefix}.id`, document.id);
            span.setAttribute(`${prefix}.score`, score);
            span.setAttribute(`${prefix}.content`, document.text);
            span.setAttribute(`${prefix}.metadata`, JSON.stringify({ version: document.version, source: document.source, collection: 'helpcentre' }));
          });
          return ranked;
        } catch (err) {
          span.recordException(err as Error);
          span.setStatus({ code: SpanStatusCode.ERROR });
          throw err;
        } finally {
          span.end();
        }
      });
    },
  };
}
