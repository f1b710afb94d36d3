/**
 * Where the content store keeps its encrypted objects: opaque, already-encrypted bytes under a key.
 * Implementations: the local disk (default, all-in-one) and S3-compatible object storage (scale-out).
 * Encryption, references, tenant checks and key management live above this interface, in the content
 * store; a backend never sees plaintext.
 *
 * Contract: `putIfAbsent` resolves only when the object is durable (local: fsynced file and directory;
 * S3: the PUT succeeded) and never overwrites an existing object (content addressing makes a second
 * write of the same key identical anyway). `replace` is the one write that overwrites: the content store
 * uses it only to re-wrap a trace-scoped object under its subject's key, keeping its name. It is atomic —
 * a reader, or a crash at any moment, sees the old bytes or the new ones, never a mix and never no object —
 * and resolves only when the new bytes are durable and the old ones are gone from the key (local: temporary
 * file fsynced, renamed over the object, directory fsynced; S3: one overwriting PUT). Transient failures
 * (network, 5xx, throttling, disk full) throw an error with `retryable: true`, so the caller retries;
 * nothing is lost.
 */
export interface BlobBackend {
  /**
   * True when an existence check costs more than a write and `putManyIfAbsent` keeps the invariants by
   * itself (the pack backend: a replaced object is never reverted by a later put, and a duplicate costs
   * only space): the content store then puts without checking first.
   */
  readonly blindPuts?: boolean;
  start(): Promise<void>;
  /** Stores `bytes` under `key` unless an object already exists there. */
  putIfAbsent(key: string, bytes: Buffer): Promise<{ existed: boolean }>;
  /**
   * Optional batch form of `putIfAbsent`, used by the content store when present: results in item order,
   * resolves only when every object is durable, so a backend can share the cost of durability (the local
   * disk fsyncs each touched directory once per batch instead of once per object). Keys are distinct.
   */
  putManyIfAbsent?(items: { key: string; bytes: Buffer }[]): Promise<{ existed: boolean }[]>;
  /**
   * Writes `bytes` under `key`, replacing the object there atomically (see above). Also writes when no
   * object exists, so a caller that must not resurrect a deleted object checks first.
   */
  replace(key: string, bytes: Buffer): Promise<void>;
  /**
   * Optional batch form of `replace`, used by the content store when present: resolves only when every
   * object is durable, so that a backend can share the cost of durability (one directory fsync per
   * touched directory). Keys are distinct.
   */
  replaceMany?(items: { key: string; bytes: Buffer }[]): Promise<void>;
  /** The object's bytes, or null when absent. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes the object (erasure, retention); absent is not an error. */
  delete(key: string): Promise<void>;
  shutdown(): Promise<void>;
}

/** Object keys are `<tenant>/<2 hex>/<64 hex>.obj`; both backends accept only this shape. */
export const BLOB_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}\/[0-9a-f]{2}\/[0-9a-f]{64}\.obj$/;
