/**
 * The content store's encryption layer, over any `BlobBackend` (local disk, S3). It computes references,
 * encrypts with the tenant's or the end-user subject's key, checks tenants on every read, and hands the
 * backend only ciphertext. Objects are stored under the blob key `<tenant>/<first 2 hex>/<64 hex>.obj`,
 * where the hex is the reference's HMAC, so a name reveals nothing about the content to someone without
 * the keys. The byte layout of objects is in `object-format.ts`.
 *
 * Which key encrypts an object:
 * - no subject, no trace scope: the tenant DEK (current version, `k1`, `k2` after `rotateTenantKey`);
 *   reference HMAC = HMAC-SHA-256(tenant reference key, content). Format v1, unchanged from the store's
 *   first version, byte for byte: objects written before the backend split are read as they are.
 * - a subject (raw end-user id; only its pseudonym `psn_…` is stored): the subject key, per (tenant,
 *   subject). Reference HMAC = HMAC-SHA-256(subject reference key, content), where the subject reference
 *   key is HKDF(subject key, salt = tenant reference key). Format v2. Consequences, by design:
 *   identical bytes of two subjects give two references and two objects (deduplication within
 *   (tenant, subject)), so destroying subject A's key can never destroy content that subject B also
 *   references; and once A's key is destroyed nobody can recompute A's references to confirm a guess.
 * - no subject but a trace scope (the trace id; the trace's end user is not known yet): a random data key
 *   per object, wrapped by the tenant DEK while pending and re-wrapped by the subject key on
 *   `attributeToSubject` (see `trace-attribution.ts`). Reference HMAC = HMAC-SHA-256(trace reference key,
 *   trace id | 0x00 | content), where the trace reference key is HKDF(tenant reference key, info
 *   "tracehold/trace-scoped-ref/v1"). A derived key rather than a prefix inside the v1 HMAC: v1 hashes
 *   arbitrary bytes, so content that happens to begin with the prefix would collide with a trace-scoped
 *   name. Identical bytes in two traces give two objects (re-keying one trace never touches another's);
 *   retries of one export give the same reference (idempotent). Format v3.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { Logger } from 'pino';
import type { DestroySubjectKeyResult, Keyring } from '../keys/keyring.ts';
import { derivePseudonym } from '../keys/pseudonym.ts';
import type { BlobBackend } from './blob-backend.ts';
import { ContentStoreError } from './content-store-error.ts';
import { assertSubjectRef, assertTenant, assertTraceId, blobKeyOf, formatRef, parseRef } from './content-refs.ts';
import type { ContentObject, ContentPutItem, ContentPutResult, ContentStore, StagedContentPut } from './content-store.ts';
import { forEachLimit } from '../for-each-limit.ts';
import { codeOf } from '../errors/tracehold-error.ts';
import { openObject, parseMetadata, parseObject, sealObject } from './object-format.ts';
import type { SealScope } from './object-format.ts';
import { createTraceAttribution } from './trace-attribution.ts';
import type { AttributionResult } from './trace-attribution.ts';

/**
 * The content store over a blob backend, with the operations only ingest (attribution) and retention
 * (erasure, deletion) use. `putMany` shares the cost of durability through the backend's
 * `putManyIfAbsent` when it has one. The backend is the caller's: start it before `start()`, shut it down
 * after `shutdown()` (`createContentStore` does both).
 */
export interface EncryptedContentStore extends ContentStore {
  /**
   * Crypto-shredding of one subject (`subjectRef` is its pseudonym, as in the ledger): see
   * `Keyring.destroySubjectKey`. `guard` is awaited right before the key is deleted and must resolve
   * true; the retention issue passes the legal-hold check there. Afterwards, `get` of any of the
   * subject's objects throws TH_ERR_CONTENT_KEY_DESTROYED; new content of the subject gets a new key.
   */
  destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult>;
  /**
   * Puts the trace-scoped object `ref` of trace `traceId` under the key of the subject `subjectRef` (its
   * pseudonym; the keyring creates the subject's key when it has none), keeping its reference: afterwards
   * `get` returns the same bytes with `subjectRef` and `keyScope: 'subject'`, and destroying the subject's
   * key makes it unreadable (TH_ERR_CONTENT_KEY_DESTROYED). Idempotent and crash-safe; statuses and
   * guarantees in `trace-attribution.ts` ('moved', 'already', 'missing', 'conflict', 'not_pending',
   * 'wrong_trace', 'subject_shredded', 'corrupt'). Backend failures throw, retryable ones marked so.
   */
  attributeToSubject(tenant: string, ref: string, subjectRef: string, traceId: string): Promise<AttributionResult>;
  /**
   * `attributeToSubject` for several objects of one trace, results in `refs` order; the durability cost is
   * shared (local disk: one directory fsync per touched directory per chunk of objects), with bounded
   * concurrency and at most a few dozen objects in memory at once.
   */
  attributeManyToSubject(tenant: string, subjectRef: string, traceId: string, refs: string[]): Promise<AttributionResult[]>;
  /**
   * Deletes one object of the tenant (retention and erasure; the caller has checked holds and that no other
   * trace still uses the reference). Idempotent: 'missing' when there was nothing to delete. Durable when it
   * resolves (local disk: directory fsynced).
   */
  deleteObject(tenant: string, ref: string): Promise<'deleted' | 'missing'>;
}

export interface EncryptedContentStoreConfig {
  /** Largest object accepted, in bytes; default 16 MiB, at most 256 MiB. */
  maxObjectBytes?: number;
  /**
   * Attribution leaves an object pending ('subject_shredded') when the subject's key was destroyed after it
   * was stored, or up to this long before (clock skew, late exports); default 600000 (10 min).
   */
  erasureOverlapMs?: number;
}

const DEFAULT_MAX_OBJECT_BYTES = 16 * 1024 * 1024;
const DEFAULT_ERASURE_OVERLAP_MS = 10 * 60 * 1000;
// Also the read-side sanity bound, independent of the configured limit so that lowering it never makes
// objects stored earlier unreadable.
const MAX_OBJECT_BYTES_CEILING = 256 * 1024 * 1024;
const MAX_READ_BYTES = MAX_OBJECT_BYTES_CEILING + 64 * 1024 + 1024;
const MAX_CONTENT_TYPE_CHARS = 255;
const MAX_SUBJECT_CHARS = 4096;
const MAX_PARALLEL_OPS = 16;
const TRACE_REF_KEY_INFO = 'tracehold/trace-scoped-ref/v1';

/** The keys one object is written with, and how its reference is computed. */
interface WriteScope {
  seal: SealScope;
  /** HMAC key of the reference (derived for trace-scoped writes and zeroed once the references are computed). */
  refKey: Buffer;
  /** Mixed into the reference HMAC before the content (trace-scoped objects: the trace id and 0x00). */
  refPrefix: Buffer | null;
}

interface PlannedWrite {
  index: number;
  blobKey: string;
  ref: string;
  bytes: Buffer;
  contentType: string;
  scope: WriteScope;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

export function createEncryptedContentStore(
  deps: { logger: Logger; keyring: Keyring; backend: BlobBackend },
  config: EncryptedContentStoreConfig = {},
): EncryptedContentStore {
  const log = deps.logger.child({ component: 'content-store' });
  const { keyring, backend } = deps;
  const maxObjectBytes = config.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  if (!Number.isInteger(maxObjectBytes) || maxObjectBytes < 1 || maxObjectBytes > MAX_OBJECT_BYTES_CEILING) {
    throw new RangeError(`maxObjectBytes must be an integer in [1, ${MAX_OBJECT_BYTES_CEILING}]`);
  }
  const erasureOverlapMs = config.erasureOverlapMs ?? DEFAULT_ERASURE_OVERLAP_MS;
  if (!Number.isInteger(erasureOverlapMs) || erasureOverlapMs < 0) throw new RangeError('erasureOverlapMs must be a non-negative integer');
  // Objects being written, by blob key: a concurrent put of the same object waits for the first writer
  // to be durable instead of writing a second copy.
  const inflight = new Map<string, Promise<void>>();
  const attribution = createTraceAttribution(
    {
      log,
      keyring,
      backend,
      // A put failing is the putter's problem; attribution then finds the object missing.
      waitForPut: (key) => (inflight.get(key) ?? Promise.resolve()).catch(() => undefined),
    },
    { erasureOverlapMs },
  );
  let state: 'new' | 'started' | 'stopped' = 'new';

  async function start(): Promise<void> {
    if (state === 'stopped') throw notStarted();
    if (state === 'started') return;
    state = 'started';
    log.info({ maxObjectBytes }, 'content store started');
  }

  async function computeRef(tenant: string, bytes: Buffer, subject?: string, traceScope?: string): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    assertSubject(subject);
    if (traceScope !== undefined) assertTraceId(traceScope);
    const scope = await scopeFor(tenant, subject, traceScope);
    try {
      return formatRef(scope.seal.refKeyId, refHex(scope, bytes));
    } finally {
      releaseScope(scope);
    }
  }

  async function put(tenant: string, bytes: Buffer, contentType: string, subject?: string): Promise<ContentPutResult> {
    const [result] = await putMany(tenant, [{ bytes, contentType, subject }]);
    return result!;
  }

  async function putMany(tenant: string, items: ContentPutItem[]): Promise<ContentPutResult[]> {
    return (await putManyStaged(tenant, items)).durable;
  }

  async function putManyStaged(tenant: string, items: ContentPutItem[]): Promise<StagedContentPut> {
    assertStarted();
    assertTenant(tenant);
    // Validate everything before writing anything: a batch is accepted or refused as a whole.
    for (const item of items) {
      if (!Buffer.isBuffer(item.bytes)) throw new TypeError('content bytes must be a Buffer');
      if (item.bytes.length > maxObjectBytes) {
        throw new ContentStoreError(
          'TH_ERR_CONTENT_TOO_LARGE',
          `object of ${item.bytes.length} bytes exceeds maxObjectBytes (${maxObjectBytes})`,
        );
      }
      assertContentType(item.contentType);
      assertSubject(item.subject);
      if (item.traceScope !== undefined) assertTraceId(item.traceScope);
    }
    const scopeIdOf = (item: ContentPutItem): string => {
      if (item.subject !== undefined && item.subject !== '') return `s\0${item.subject}`;
      return item.traceScope === undefined ? 't' : `x\0${item.traceScope}`;
    };
    const distinct = new Map<string, ContentPutItem>();
    for (const item of items) if (!distinct.has(scopeIdOf(item))) distinct.set(scopeIdOf(item), item);
    const scopeList = await Promise.all([...distinct.values()].map((item) => scopeFor(tenant, item.subject, item.traceScope)));
    const scopes = new Map([...distinct.keys()].map((id, i) => [id, scopeList[i]!]));

    const results: ContentPutResult[] = [];
    const firstInBatch = new Set<string>();
    const waits: Promise<void>[] = [];
    const mine: { plan: PlannedWrite; deferred: Deferred }[] = [];
    const hexes = items.map((item) => refHex(scopes.get(scopeIdOf(item))!, item.bytes));
    for (const scope of scopeList) releaseScope(scope);
    for (const [index, item] of items.entries()) {
      const scope = scopes.get(scopeIdOf(item))!;
      const hex = hexes[index]!;
      const ref = formatRef(scope.seal.refKeyId, hex);
      results.push({ ref, existed: true, sizeBytes: item.bytes.length, keyScope: scope.seal.kind });
      const key = blobKeyOf(tenant, hex);
      if (firstInBatch.has(key)) continue;
      firstInBatch.add(key);
      const pending = inflight.get(key);
      if (pending) {
        waits.push(pending);
        continue;
      }
      // Registered synchronously, before any await, so that concurrent puts of this object find it.
      const deferred = createDeferred();
      inflight.set(key, deferred.promise);
      mine.push({ plan: { index, blobKey: key, ref, bytes: item.bytes, contentType: item.contentType, scope }, deferred });
      results[index]!.existed = false;
    }

    // The references are known now; the writes go on while the caller works. With a backend of blind puts
    // (packs) the objects are also encrypted and handed to the writer before this returns: only the disk is left.
    const refs = results.map(({ ref, sizeBytes, keyScope }) => ({ ref, sizeBytes, keyScope }));
    const durable = writeAll(tenant, mine, results, waits);
    // Handled here so that a caller that stopped caring (its export failed elsewhere) leaves no unhandled
    // rejection; awaiting `durable` still throws.
    durable.catch(() => undefined);
    return { refs, durable };
  }

  /** The writes of one `putManyStaged`: resolves with its results once every object is durable. */
  async function writeAll(
    tenant: string,
    mine: { plan: PlannedWrite; deferred: Deferred }[],
    results: ContentPutResult[],
    waits: Promise<void>[],
  ): Promise<ContentPutResult[]> {
    try {
      const toWrite: PlannedWrite[] = [];
      // Checking first spares encrypting and uploading repeated content (shared system prompts, tools), and
      // keeps an exporter's retry of a trace-scoped object from bringing back a tenant-wrapped copy of an
      // object attributed since (an attributed object is never absent: it is replaced, not removed). A
      // backend with `blindPuts` keeps the second by itself and finds the first not worth a lookup.
      if (backend.blindPuts === true) toWrite.push(...mine.map((m) => m.plan));
      else {
        await forEachLimit(mine, MAX_PARALLEL_OPS, async ({ plan }) => {
          if (await backend.exists(plan.blobKey)) results[plan.index]!.existed = true;
          else toWrite.push(plan);
        });
      }
      if (toWrite.length > 0) {
        const createdAtMs = Date.now();
        const blobs = toWrite.map((plan) => ({
          key: plan.blobKey,
          bytes: sealObject(plan.scope.seal, tenant, plan.ref, plan.contentType, plan.bytes, createdAtMs),
        }));
        let outcomes: { existed: boolean }[];
        if (typeof backend.putManyIfAbsent === 'function') {
          outcomes = await backend.putManyIfAbsent(blobs);
        } else {
          outcomes = new Array<{ existed: boolean }>(blobs.length);
          await forEachLimit([...blobs.keys()], MAX_PARALLEL_OPS, async (i) => {
            outcomes[i] = await backend.putIfAbsent(blobs[i]!.key, blobs[i]!.bytes);
          });
        }
        // Another process may have stored the same object meanwhile: then ours was not written.
        toWrite.forEach((plan, i) => {
          if (outcomes[i]?.existed) results[plan.index]!.existed = true;
        });
      }
      for (const m of mine) m.deferred.resolve();
    } catch (err) {
      for (const m of mine) m.deferred.reject(err);
      throw err;
    } finally {
      for (const m of mine) inflight.delete(m.plan.blobKey);
    }
    // Objects another caller was writing: "existed" for us, but only once they are durable.
    await Promise.all(waits);
    return results;
  }

  /** The write keys for `subject` ('' or undefined: the tenant's, or the trace's when `traceScope` is given). */
  async function scopeFor(tenant: string, subject: string | undefined, traceScope: string | undefined): Promise<WriteScope> {
    const tenantKeys = await keyring.tenantKeys(tenant);
    if (subject !== undefined && subject !== '') {
      const keys = await keyring.subjectKeys(tenant, derivePseudonym(tenantKeys.refKey, subject));
      return {
        seal: { kind: 'subject', subjectRef: keys.subjectRef, keyId: keys.keyId, refKeyId: keys.refKeyId, dek: keys.dek },
        refKey: keys.refKey,
        refPrefix: null,
      };
    }
    const { refKeyId, dekId, dek } = tenantKeys;
    if (traceScope === undefined) {
      return { seal: { kind: 'tenant', refKeyId, dekId, dek }, refKey: tenantKeys.refKey, refPrefix: null };
    }
    return {
      seal: { kind: 'trace', refKeyId, traceId: traceScope, dekId, dek },
      refKey: Buffer.from(hkdfSync('sha256', tenantKeys.refKey, Buffer.alloc(0), TRACE_REF_KEY_INFO, 32)),
      refPrefix: Buffer.from(`${traceScope}\0`, 'ascii'),
    };
  }

  async function deleteObject(tenant: string, ref: string): Promise<'deleted' | 'missing'> {
    assertStarted();
    assertTenant(tenant);
    const key = blobKeyOf(tenant, parseRef(ref).hex);
    if (!(await backend.exists(key))) return 'missing';
    await backend.delete(key);
    return 'deleted';
  }

  async function get(tenant: string, ref: string): Promise<ContentObject | null> {
    assertStarted();
    assertTenant(tenant);
    const parsedRef = parseRef(ref);
    let data: Buffer | null;
    try {
      data = await backend.get(blobKeyOf(tenant, parsedRef.hex));
    } catch (err) {
      if (codeOf(err) === 'TH_ERR_BLOB_TOO_LARGE') throw corrupt(tenant, ref, 'object too large');
      throw err;
    }
    if (data === null) return null;
    if (data.length > MAX_READ_BYTES) throw corrupt(tenant, ref, 'object too large');

    const parsed = parseObject(data, () => corrupt(tenant, ref, 'malformed header'));
    // The name is the HMAC under the ref's key version; a ref naming another version is a different
    // (absent) object, not a damaged one.
    if (parsed.refKeyId !== parsedRef.refKeyId) return null;
    let key: Buffer;
    if (parsed.keyRef.kind === 'tenant') {
      const found = await keyring.tenantDek(tenant, parsed.keyRef.dekId);
      if (!found) throw corrupt(tenant, ref, `unknown data key id ${parsed.keyRef.dekId}`);
      key = found;
    } else {
      const { subjectRef, keyId } = parsed.keyRef;
      const lookup = await keyring.subjectDek(tenant, subjectRef, keyId);
      if (lookup.status === 'destroyed') {
        log.info({ tenant, ref, subjectRef, code: 'TH_ERR_CONTENT_KEY_DESTROYED' }, 'content object of a shredded subject');
        throw new ContentStoreError(
          'TH_ERR_CONTENT_KEY_DESTROYED',
          `content object ${ref} of tenant ${tenant}: the key of subject ${subjectRef} was destroyed (crypto-shredded); the content cannot be recovered`,
        );
      }
      if (lookup.status === 'unknown') throw corrupt(tenant, ref, `unknown subject key ${keyId}`);
      key = lookup.dek;
    }

    const plaintext = openObject(parsed, key, tenant, ref, () => corrupt(tenant, ref, 'authentication failed'));
    const meta = parseMetadata(plaintext, () => corrupt(tenant, ref, 'malformed metadata'));
    // Unreachable while AES-GCM holds, because the tenant is in the AAD; kept as an independent check
    // so that a key-handling bug can never hand one tenant's content to another.
    if (meta.tenant !== tenant) {
      log.warn({ tenant, ref, code: 'TH_ERR_CONTENT_CORRUPT' }, 'content object belongs to another tenant; not returned');
      return null;
    }
    const object: ContentObject = { ref, tenant, contentType: meta.contentType, createdAtMs: meta.createdAtMs, bytes: meta.bytes };
    if (parsed.keyRef.kind === 'subject') object.subjectRef = parsed.keyRef.subjectRef;
    object.keyScope = parsed.keyRef.kind === 'subject' ? 'subject' : parsed.version === 3 ? 'trace' : 'tenant';
    return object;
  }

  async function attributeToSubject(tenant: string, ref: string, subjectRef: string, traceId: string): Promise<AttributionResult> {
    const [result] = await attributeManyToSubject(tenant, subjectRef, traceId, [ref]);
    return result!;
  }

  async function attributeManyToSubject(tenant: string, subjectRef: string, traceId: string, refs: string[]): Promise<AttributionResult[]> {
    assertStarted();
    assertTenant(tenant);
    assertSubjectRef(subjectRef);
    assertTraceId(traceId);
    return attribution.attributeMany(tenant, subjectRef, traceId, refs);
  }

  async function pseudonymize(tenant: string, value: string): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    if (typeof value !== 'string') throw new TypeError('pseudonymize takes a string');
    return derivePseudonym((await keyring.tenantKeys(tenant)).refKey, value);
  }

  async function destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult> {
    assertStarted();
    assertTenant(tenant);
    return keyring.destroySubjectKey(tenant, subjectRef, guard);
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    // Puts and attributions already accepted finish (and become durable) before shutdown resolves.
    await Promise.allSettled([...inflight.values(), attribution.drain()]);
  }

  function corrupt(tenant: string, ref: string, why: string): ContentStoreError {
    log.warn({ tenant, ref, code: 'TH_ERR_CONTENT_CORRUPT', why }, 'content object rejected');
    return new ContentStoreError('TH_ERR_CONTENT_CORRUPT', `content object ${ref} of tenant ${tenant}: ${why}`);
  }

  function assertStarted(): void {
    if (state !== 'started') throw notStarted();
  }

  return {
    start,
    computeRef,
    put,
    putMany,
    putManyStaged,
    get,
    pseudonymize,
    destroySubjectKey,
    attributeToSubject,
    attributeManyToSubject,
    deleteObject,
    shutdown,
  };
}

function notStarted(): ContentStoreError {
  return new ContentStoreError('TH_ERR_CONTENT_NOT_STARTED', 'content store used before start() or after shutdown()');
}

function assertContentType(contentType: string): void {
  if (typeof contentType !== 'string' || contentType.length === 0 || contentType.length > MAX_CONTENT_TYPE_CHARS) {
    throw new ContentStoreError('TH_ERR_CONTENT_BAD_CONTENT_TYPE', `content type must be a string of 1-${MAX_CONTENT_TYPE_CHARS} characters`);
  }
}

function assertSubject(subject: string | undefined): void {
  if (subject === undefined) return;
  if (typeof subject !== 'string' || subject.length > MAX_SUBJECT_CHARS) {
    throw new ContentStoreError('TH_ERR_CONTENT_BAD_SUBJECT', `a subject is a string of at most ${MAX_SUBJECT_CHARS} characters`);
  }
}

/** Zeroes the reference key derived for a trace-scoped write (the other scopes' keys are the keyring's). */
function releaseScope(scope: WriteScope): void {
  if (scope.seal.kind === 'trace') scope.refKey.fill(0);
}

function refHex(scope: WriteScope, bytes: Buffer): string {
  const mac = createHmac('sha256', scope.refKey);
  if (scope.refPrefix) mac.update(scope.refPrefix);
  return mac.update(bytes).digest('hex');
}

function createDeferred(): Deferred {
  let resolve!: () => void;
  let reject!: (err: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  // Waiters attach later; without this, a failure nobody waits for would be an unhandled rejection.
  promise.catch(() => undefined);
  return { promise, resolve, reject };
}
