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
 */
export interface ContentPutResult {
  ref: string;
  /** True when the object already existed (deduplicated). */
  existed: boolean;
  sizeBytes: number;
}

export interface ContentObject {
  ref: string;
  tenant: string;
  contentType: string;
  createdAtMs: number;
  bytes: Buffer;
  /** Pseudonym (`psn_…`) of the subject whose key encrypted the object; absent for tenant-key objects. */
  subjectRef?: string;
}

export interface ContentStore {
  start(): Promise<void>;
  /** Computes the reference without storing (for tests and idempotence checks); may create the subject's key. */
  computeRef(tenant: string, bytes: Buffer, subject?: string): Promise<string>;
  /** `subject`: the raw end-user id the content belongs to (see above); absent or '' for none. */
  put(tenant: string, bytes: Buffer, contentType: string, subject?: string): Promise<ContentPutResult>;
  /** Returns null when no such object exists for this tenant (a ref of another tenant is "not found"). */
  get(tenant: string, ref: string): Promise<ContentObject | null>;
  /** Keyed pseudonym of an identifier (e.g. an end-user id) under the tenant's key: stable within a tenant. */
  pseudonymize(tenant: string, value: string): Promise<string>;
  shutdown(): Promise<void>;
}
