/**
 * Metadata of one content object written by the collector (table `content_objects`). The bytes live only
 * in the content store; this row says which span referenced them and what they are, so retention, holds,
 * erasure and exports can find every object of a trace or subject without reading content.
 *
 * Contract: no raw content here. One row per (span, part) reference: the same object (same ref) referenced
 * by two spans gives two rows with the same ref. Written by ingest, owned by retention afterwards.
 */

/**
 * What a content object holds. The first four are the LLM parts tracked by the ledger
 * (`ContentPart` in ledger.ts); the others are moved off spans that are not necessarily LLM calls:
 * - 'tool_call': arguments and result of a tool execution (`gen_ai.tool.call.arguments` / `.result`);
 * - 'documents': retrieved / reranked document text and metadata, memory records;
 * - 'value': generic operation input/output (`input.value`, `output.value`, `traceloop.entity.*`, ...).
 */
export type ContentObjectPart = 'input' | 'output' | 'system' | 'tools' | 'tool_call' | 'documents' | 'value';

export interface ContentObjectMeta {
  tenant: string;
  /** Content-store reference (`thref:v1:<keyId>:<64 hex>`). */
  ref: string;
  part: ContentObjectPart;
  /** Size of the stored plaintext bytes. */
  sizeBytes: number;
  contentType: string;
  traceId: string;
  spanId: string;
  createdAtMs: number;
  /**
   * Which key protects the object, as the content store reported it when the row was written: 'tenant'
   * (content without an end user), 'subject' (the end user's key: crypto-shredding the subject reaches it),
   * 'trace' (pending: the trace's end user was not known yet; the object is under the tenant's key until
   * it is attributed to the subject, after which the same ref is under the subject's key). Absent in rows
   * written before it existed.
   */
  keyScope?: 'tenant' | 'subject' | 'trace';
  /**
   * Pseudonym (`psn_…`) of the end-user subject whose key protects the object, when known; never the raw id.
   */
  subjectRef?: string;
}

/** `schema` value of the JSON wrapper the collector stores for every content object. */
export const CONTENT_OBJECT_SCHEMA = 'tracehold.content.v1';
