/**
 * The evidence tier (table `llm_evidence`): for every trace, kept or dropped by the tail sampler, the facts
 * an investigator needs beside the ledger — retrieved documents, sanitized DB statements, tool calls — each
 * linked to the LLM call it fed when the span tree or timing shows it. Built by ingest from the spans of a
 * trace; never sampled away. The root request of a trace is in the trace index (also 100%).
 *
 * Contract: no raw content. Document text, tool arguments and results stay in the content store and are
 * referenced by keyed ref; document ids, versions, scores and sources are not content and are readable
 * without a raw-content read. DB statements are the redactor's sanitized text (literals replaced).
 */

/** What kind of evidence an item is. */
export type EvidenceKind = 'document' | 'db_statement' | 'tool_call';

/**
 * How an item was linked to the LLM call it fed: 'parent' (the call is an ancestor or the item's span is a
 * child of the call), 'sibling' (same parent, the item ended before the call started), 'timing' (only the
 * time order in the trace shows it), '' (not linked).
 */
export type EvidenceLink = 'parent' | 'sibling' | 'timing' | '';

/** A retrieved document: ids, versions and scores are readable; its text is only referenced. */
export interface DocumentDetail {
  documentId: string;
  /** Version as the retriever reported it (metadata version/etag/revision), '' when not reported. */
  version: string;
  /** Score or distance as reported; null when not reported. */
  score: number | null;
  /** Source (URI, file, table) of the document, '' when not reported. */
  source: string;
  /** Vector-store collection / index name, '' when not reported. */
  collection: string;
  /** 0-based rank in the retriever's result list. */
  rank: number;
  /** Content-store ref of the document text when stored, '' otherwise. */
  contentRef: string;
}

/** A DB statement of the trace, as sanitized by the collector (no literals). */
export interface DbStatementDetail {
  system: string;
  operation: string;
  table: string;
  statement: string;
  durationMs: number;
  /** Rows returned or affected, when reported; null otherwise. */
  rows: number | null;
  /** 'ok' | 'error' */
  status: string;
  errorType: string;
}

/** A tool the application executed (an execute_tool / TOOL span). */
export interface ToolCallDetail {
  toolName: string;
  callId: string;
  durationMs: number;
  status: string;
  errorType: string;
  /** Content-store refs of the tool's arguments and result when stored, '' otherwise. */
  argumentsRef: string;
  resultRef: string;
}

/** One evidence item; `itemId` is stable for the same source (redelivery replaces it). */
export interface EvidenceItem {
  tenant: string;
  traceId: string;
  kind: EvidenceKind;
  /** `${sourceSpanId}` or `${sourceSpanId}:${index}` when one span yields several items (documents). */
  itemId: string;
  sourceSpanId: string;
  /** Span id of the LLM call the item fed, '' when not linked. */
  llmSpanId: string;
  link: EvidenceLink;
  startTimeUnixNano: string;
  endTimeUnixNano: string;
  serviceName: string;
  /** The source span's name. */
  name: string;
  detail: DocumentDetail | DbStatementDetail | ToolCallDetail;
}
