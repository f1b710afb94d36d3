/**
 * The public contract of content extraction: what a batch gives back, what it asks of the content store, and its
 * settings. Re-exported by ../extract-llm-content.ts, which is where callers import it from.
 */
import type { ContentStore } from '../../../platform/content-store/content-store.ts';
import type { TraceSubject } from '../../../schemas/bus-payload.ts';
import type { ContentObjectMeta, ContentObjectPart } from '../../../schemas/content-object.ts';
import type { ContentPart, ContentPartRef, LedgerRecord } from '../../../schemas/ledger.ts';
import type { SpanRecord } from '../../../schemas/span.ts';

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
  /**
   * With `deferDurability`: content-store writes still under way (already handled, never an unhandled
   * rejection). Nothing of the batch may leave the collector before they resolve; one that rejects fails it.
   */
  pendingWrites?: Promise<unknown>[];
}

export interface ExtractLlmContentDeps {
  contentStore: ContentStore;
  /** Clock for `createdAtMs`; Date.now by default. */
  nowMs?: () => number;
}

export interface ExtractLlmContentConfig {
  /** false only as a negative control in tests: spans pass untouched, the ledger says 'extraction_disabled'. */
  enabled: boolean;
  /**
   * Where the end user is named (span first, then resource), in order of preference. An entry is an attribute
   * key, or `key#field` for a field of a JSON-object attribute (`llm.invocation_parameters#user`: the OpenAI
   * `user` request parameter as OpenInference records it). Default DEFAULT_SUBJECT_ATTRIBUTES.
   */
  subjectAttributes?: string[];
}

/**
 * Processes one batch of one tenant. By default it resolves only after every content object is durable in
 * the store; if the store fails, the promise rejects with the store's error and no span is returned, so a
 * span never leaves this stage with its content removed but not stored. With `deferDurability` it resolves
 * once the references are known, with the writes in `pendingWrites`, and the caller carries that guarantee:
 * the collector's trace path waits for them right before the bus, after redacting and encoding meanwhile.
 * The input spans are not mutated.
 */
export type ExtractLlmContent = (tenant: string, spans: SpanRecord[], options?: { deferDurability?: boolean }) => Promise<ExtractResult>;

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
