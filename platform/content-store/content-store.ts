/**
 * The content store: the only place where raw LLM content (prompts, responses, system instructions,
 * tool definitions and calls, retrieved document text) is kept. Encrypted at rest.
 *
 * Contract: `put` resolves once the object is durable (fsynced) and returns its reference, a keyed
 * HMAC-SHA-256 under the tenant's reference key: `thref:v1:<keyId>:<64 hex>`. Identical bytes within a
 * tenant give the same reference and are stored once; the same bytes in two tenants give unrelated
 * references. `get` checks that the object belongs to the caller's tenant before returning bytes.
 *
 * End-user subjects: content put with a `subject` (the raw end-user id, e.g. `enduser.id`; it never
 * leaves the store, which keeps only its pseudonym) is encrypted with that subject's own key, so that
 * destroying the key erases exactly that subject's content (crypto-shredding). Its reference is keyed by
 * the subject's key too: identical bytes of two subjects give two references and two objects, and
 * deduplication happens within (tenant, subject).
 *
 * Trace-scoped ("pending") content: real SDKs export a trace in pieces, and the end user is usually on the
 * root span, exported last. Content put without a subject but with a `traceScope` (its trace id) is kept
 * under the tenant's key while pending, with a reference keyed by the trace too (identical bytes in two
 * traces: two objects), until the trace's subject is known; then the encrypted store's
 * `attributeToSubject` re-keys it under the subject's key, keeping its reference.
 */
/**
 * Which key protects an object: 'tenant' (the tenant's key, content without an end user), 'subject' (the
 * end-user subject's key: crypto-shredding the subject reaches it), 'trace' (pending: scoped to one trace
 * whose end user is not known yet, protected by the tenant's key until it is attributed to a subject).
 */
export type ContentKeyScope = 'tenant' | 'subject' | 'trace';

export interface ContentPutResult {
  ref: string;
  /** True when the object already existed (deduplicated). */
  existed: boolean;
  sizeBytes: number;
  /**
   * The scope the object was written with (or, when it existed, the scope asked for: a trace-scoped object
   * may have been attributed to its subject since).
   */
  keyScope: ContentKeyScope;
}

/** What `putManyStaged` gives back before the objects are durable. */
export interface StagedContentPut {
  /** In item order: the references and key scopes `putMany` would return. */
  refs: Pick<ContentPutResult, 'ref' | 'sizeBytes' | 'keyScope'>[];
  /** `putMany`'s results once every object is durable; rejects when a write failed. Already handled: never an unhandled rejection. */
  durable: Promise<ContentPutResult[]>;
}

/** One object of a `putMany` batch. */
export interface ContentPutItem {
  bytes: Buffer;
  contentType: string;
  /** Raw end-user id the content belongs to; absent or '' for content without a subject. */
  subject?: string;
  /**
   * The trace the content belongs to (32 lowercase hex, the OTLP trace id), for content whose subject is
   * not known yet: the object is trace-scoped (pending) until it is attributed to its subject. Ignored when
   * `subject` is given (the content goes straight under the subject's key); absent: a tenant-wide object.
   */
  traceScope?: string;
}

export interface ContentObject {
  ref: string;
  tenant: string;
  contentType: string;
  createdAtMs: number;
  bytes: Buffer;
  /** Pseudonym (`psn_…`) of the subject whose key encrypted the object; absent for tenant-key objects. */
  subjectRef?: string;
  /** The key that protects the object now ('subject' once a trace-scoped object was attributed). */
  keyScope?: ContentKeyScope;
}

/**
 * The content store as its writers (the collector) and readers (the query API) use it; see above. The
 * erasure and attribution operations are in `EncryptedContentStore`, which only ingest and retention hold.
 * Safe for concurrent use between `start()` and `shutdown()`; the caller keeps ownership of input buffers.
 */
export interface ContentStore {
  start(): Promise<void>;
  /**
   * Computes the reference without storing (for tests and idempotence checks); may create the subject's key.
   * `traceScope` (32 hex) gives the reference of the trace-scoped object `putMany` would write for content
   * without a subject; ignored when `subject` is given.
   */
  computeRef(tenant: string, bytes: Buffer, subject?: string, traceScope?: string): Promise<string>;
  /** `subject`: the raw end-user id the content belongs to (see above); absent or '' for none. */
  put(tenant: string, bytes: Buffer, contentType: string, subject?: string): Promise<ContentPutResult>;
  /**
   * Several objects of one tenant (any mix of subjects and trace scopes) made durable together: results in
   * item order; resolves only when every object is durable, and writes nothing if any item is invalid (e.g.
   * too large). Identical items of one key scope are stored once.
   */
  putMany(tenant: string, items: ContentPutItem[]): Promise<ContentPutResult[]>;
  /**
   * `putMany` in two steps, for a writer with other work to do while the objects reach the disk (the
   * collector redacts and encodes an export meanwhile): resolves with the references once they are computed
   * and the writes are under way; `durable` resolves with `putMany`'s results once every object is durable,
   * and rejects as `putMany` would. A reference must not leave the writer (bus, answer) before `durable`
   * resolves. Optional: a store without it is used through `putMany`.
   */
  putManyStaged?(tenant: string, items: ContentPutItem[]): Promise<StagedContentPut>;
  /** Returns null when no such object exists for this tenant (a ref of another tenant is "not found"). */
  get(tenant: string, ref: string): Promise<ContentObject | null>;
  /** Keyed pseudonym of an identifier (e.g. an end-user id) under the tenant's key: stable within a tenant. */
  pseudonymize(tenant: string, value: string): Promise<string>;
  shutdown(): Promise<void>;
}
