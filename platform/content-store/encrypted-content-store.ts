/**
 * The content store's encryption layer, over any `BlobBackend` (local disk, S3). It computes references,
 * encrypts with the tenant's or the end-user subject's key, checks tenants on every read, and hands the
 * backend only ciphertext. Objects are stored under the blob key `<tenant>/<first 2 hex>/<64 hex>.obj`,
 * where the hex is the reference's HMAC, so a name reveals nothing about the content to someone without
 * the keys.
 *
 * Which key encrypts an object:
 * - no subject: the tenant DEK (current version, `k1`, `k2` after `rotateTenantKey`); reference
 *   HMAC = HMAC-SHA-256(tenant reference key, content). Format v1, unchanged from the store's first
 *   version, byte for byte: objects written before the backend split are read as they are.
 * - a subject (raw end-user id; only its pseudonym `psn_…` is stored): the subject key, per (tenant,
 *   subject). Reference HMAC = HMAC-SHA-256(subject reference key, content), where the subject reference
 *   key is HKDF(subject key, salt = tenant reference key). Format v2. Consequences, by design:
 *   identical bytes of two subjects give two references and two objects (deduplication within
 *   (tenant, subject)), so destroying subject A's key can never destroy content that subject B also
 *   references; and once A's key is destroyed nobody can recompute A's references to confirm a guess.
 *
 * Object format v1 (all integers big-endian):
 *
 *   offset  size  field
 *   0       4     magic "THCO"
 *   4       1     format version = 1
 *   5       1     D = length of dekId (1..32)
 *   6       D     dekId, ASCII (tenant DEK version that encrypted this object, e.g. "k1")
 *   6+D     1     R = length of refKeyId (1..32)
 *   7+D     R     refKeyId, ASCII (reference key version the name was computed with)
 *   7+D+R   12    nonce (random per object)
 *   19+D+R  16    AES-256-GCM tag
 *   35+D+R  ...   ciphertext of: u32 M | M bytes metadata JSON {tenant, contentType, createdAtMs} | content
 *
 * Object format v2 (subject key):
 *
 *   offset    size  field
 *   0         4     magic "THCO"
 *   4         1     format version = 2
 *   5         1     S = length of the subject pseudonym (1..64)
 *   6         S     subject pseudonym, ASCII (`psn_` + 32 hex: the subject whose key encrypted it)
 *   6+S       1     D = length of the subject key id (1..32)
 *   7+S       D     subject key id, ASCII (`s` + 16 hex)
 *   7+S+D     1     R = length of refKeyId (1..32)
 *   8+S+D     R     refKeyId, ASCII (tenant reference key version mixed into the subject reference key)
 *   8+S+D+R   12    nonce
 *   20+S+D+R  16    AES-256-GCM tag
 *   36+S+D+R  ...   ciphertext, same plaintext layout as v1
 *
 * AAD (both) = header bytes before the nonce | 0x00 | tenant (UTF-8) | 0x00 | ref (UTF-8): an object
 * moved to another tenant's or name's place, or with an edited header, fails authentication.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import type { DestroySubjectKeyResult, Keyring } from '../keys/keyring.ts';
import type { BlobBackend } from './blob-backend.ts';
import type { ContentObject, ContentPutResult, ContentStore } from './content-store.ts';

/**
 * Stable error codes of the content store:
 * - TH_ERR_CONTENT_TOO_LARGE: an object above `maxObjectBytes` (the caller maps it to 413).
 * - TH_ERR_CONTENT_BAD_REF: a reference that is not `thref:v1:<keyId>:<64 hex>`.
 * - TH_ERR_CONTENT_BAD_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_CONTENT_BAD_CONTENT_TYPE: a content type that is not a string of 1-255 characters.
 * - TH_ERR_CONTENT_BAD_SUBJECT: a subject that is not a string of at most 4096 characters.
 * - TH_ERR_CONTENT_CORRUPT: an object that fails authentication or parsing (tampered, truncated, not
 *   this tenant's, or naming a key that does not exist and was never destroyed); no bytes are ever
 *   returned from such an object.
 * - TH_ERR_CONTENT_KEY_DESTROYED: the object exists but its subject's key was destroyed
 *   (crypto-shredded): it can never be decrypted again. Not "not found" (null), not corrupt.
 * - TH_ERR_CONTENT_NOT_STARTED: used before `start()` or after `shutdown()`.
 */
export type ContentStoreErrorCode =
  | 'TH_ERR_CONTENT_TOO_LARGE'
  | 'TH_ERR_CONTENT_BAD_REF'
  | 'TH_ERR_CONTENT_BAD_TENANT'
  | 'TH_ERR_CONTENT_BAD_CONTENT_TYPE'
  | 'TH_ERR_CONTENT_BAD_SUBJECT'
  | 'TH_ERR_CONTENT_CORRUPT'
  | 'TH_ERR_CONTENT_KEY_DESTROYED'
  | 'TH_ERR_CONTENT_NOT_STARTED';

/** Messages carry references, tenants and pseudonyms at most, never content or raw subject ids. */
export class ContentStoreError extends Error {
  readonly code: ContentStoreErrorCode;
  constructor(code: ContentStoreErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = 'ContentStoreError';
    this.code = code;
  }
}

export interface ContentPutItem {
  bytes: Buffer;
  contentType: string;
  /** Raw end-user id the content belongs to; absent or '' for content without a subject. */
  subject?: string;
}

/**
 * The content store over a blob backend. `putMany`: several objects of one tenant (any mix of subjects)
 * made durable together (the backend's `putManyIfAbsent` when it has one). Results are in input order;
 * it resolves only when every object is durable, and writes nothing if any item is invalid (e.g. too
 * large). The caller keeps ownership of the input buffers; the store does not modify them.
 * The backend is the caller's: start it before `start()`, shut it down after `shutdown()`.
 */
export interface EncryptedContentStore extends ContentStore {
  putMany(tenant: string, items: ContentPutItem[]): Promise<ContentPutResult[]>;
  /**
   * Crypto-shredding of one subject (`subjectRef` is its pseudonym, as in the ledger): see
   * `Keyring.destroySubjectKey`. `guard` is awaited right before the key is deleted and must resolve
   * true; the retention issue passes the legal-hold check there. Afterwards, `get` of any of the
   * subject's objects throws TH_ERR_CONTENT_KEY_DESTROYED; new content of the subject gets a new key.
   */
  destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult>;
}

export interface EncryptedContentStoreConfig {
  /** Largest object accepted, in bytes; default 16 MiB, at most 256 MiB. */
  maxObjectBytes?: number;
}

const DEFAULT_MAX_OBJECT_BYTES = 16 * 1024 * 1024;
// Also the read-side sanity bound, independent of the configured limit so that lowering it never makes
// objects stored earlier unreadable.
const MAX_OBJECT_BYTES_CEILING = 256 * 1024 * 1024;
const MAX_METADATA_BYTES = 64 * 1024;
const MAX_READ_BYTES = MAX_OBJECT_BYTES_CEILING + MAX_METADATA_BYTES + 1024;
const MAX_CONTENT_TYPE_CHARS = 255;
const MAX_SUBJECT_CHARS = 4096;
const MAGIC = Buffer.from('THCO', 'ascii');
const FORMAT_TENANT_KEY = 1;
const FORMAT_SUBJECT_KEY = 2;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const MAX_KEY_ID_BYTES = 32;
const MAX_SUBJECT_REF_BYTES = 64;
const TENANT_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const SUBJECT_REF = /^psn_[0-9a-f]{32}$/;
const REF = /^thref:v1:([A-Za-z0-9_-]{1,32}):([0-9a-f]{64})$/;
const MAX_PARALLEL_OPS = 16;

/** The keys one object is written with. */
type WriteScope =
  | { kind: 'tenant'; refKeyId: string; refKey: Buffer; dekId: string; dek: Buffer }
  | { kind: 'subject'; subjectRef: string; keyId: string; refKeyId: string; refKey: Buffer; dek: Buffer };

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
  // Objects being written, by blob key: a concurrent put of the same object waits for the first writer
  // to be durable instead of writing a second copy.
  const inflight = new Map<string, Promise<void>>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  async function start(): Promise<void> {
    if (state === 'stopped') throw notStarted();
    if (state === 'started') return;
    state = 'started';
    log.info({ maxObjectBytes }, 'content store started');
  }

  async function computeRef(tenant: string, bytes: Buffer, subject?: string): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    assertSubject(subject);
    const scope = await scopeFor(tenant, subject);
    return formatRef(scope.refKeyId, hmacHex(scope.refKey, bytes));
  }

  async function put(tenant: string, bytes: Buffer, contentType: string, subject?: string): Promise<ContentPutResult> {
    const [result] = await putMany(tenant, [{ bytes, contentType, subject }]);
    return result!;
  }

  async function putMany(tenant: string, items: ContentPutItem[]): Promise<ContentPutResult[]> {
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
    }
    const distinctSubjects = [...new Set(items.map((item) => item.subject ?? ''))];
    const scopeList = await Promise.all(distinctSubjects.map((subject) => scopeFor(tenant, subject)));
    const scopes = new Map(distinctSubjects.map((subject, i) => [subject, scopeList[i]!]));

    const results: ContentPutResult[] = [];
    const firstInBatch = new Set<string>();
    const waits: Promise<void>[] = [];
    const mine: { plan: PlannedWrite; deferred: Deferred }[] = [];
    for (const [index, item] of items.entries()) {
      const scope = scopes.get(item.subject ?? '')!;
      const hex = hmacHex(scope.refKey, item.bytes);
      const ref = formatRef(scope.refKeyId, hex);
      results.push({ ref, existed: true, sizeBytes: item.bytes.length });
      const key = blobKey(tenant, hex);
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

    try {
      const toWrite: PlannedWrite[] = [];
      // Checking first spares encrypting and uploading repeated content (shared system prompts, tools).
      await forEachLimit(mine, MAX_PARALLEL_OPS, async ({ plan }) => {
        if (await backend.exists(plan.blobKey)) results[plan.index]!.existed = true;
        else toWrite.push(plan);
      });
      if (toWrite.length > 0) {
        const blobs = toWrite.map((plan) => ({ key: plan.blobKey, bytes: encryptObject(tenant, plan) }));
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

  /** The write keys for `subject` ('' or undefined: the tenant's). */
  async function scopeFor(tenant: string, subject: string | undefined): Promise<WriteScope> {
    const tenantKeys = await keyring.tenantKeys(tenant);
    if (subject === undefined || subject === '') {
      return { kind: 'tenant', refKeyId: tenantKeys.refKeyId, refKey: tenantKeys.refKey, dekId: tenantKeys.dekId, dek: tenantKeys.dek };
    }
    const keys = await keyring.subjectKeys(tenant, pseudonymOf(tenantKeys.refKey, subject));
    return { kind: 'subject', subjectRef: keys.subjectRef, keyId: keys.keyId, refKeyId: keys.refKeyId, refKey: keys.refKey, dek: keys.dek };
  }

  async function get(tenant: string, ref: string): Promise<ContentObject | null> {
    assertStarted();
    assertTenant(tenant);
    const parsed = parseRef(ref);
    let data: Buffer | null;
    try {
      data = await backend.get(blobKey(tenant, parsed.hex));
    } catch (err) {
      if ((err as { code?: string }).code === 'TH_ERR_BLOB_TOO_LARGE') throw corrupt(tenant, ref, 'object too large');
      throw err;
    }
    if (data === null) return null;
    if (data.length > MAX_READ_BYTES) throw corrupt(tenant, ref, 'object too large');

    const header = parseHeader(data, () => corrupt(tenant, ref, 'malformed header'));
    // The name is the HMAC under the ref's key version; a ref naming another version is a different
    // (absent) object, not a damaged one.
    if (header.refKeyId !== parsed.refKeyId) return null;
    let dek: Buffer;
    if (header.subjectRef === undefined) {
      const found = await keyring.tenantDek(tenant, header.keyId);
      if (!found) throw corrupt(tenant, ref, `unknown data key id ${header.keyId}`);
      dek = found;
    } else {
      const lookup = await keyring.subjectDek(tenant, header.subjectRef, header.keyId);
      if (lookup.status === 'destroyed') {
        log.info({ tenant, ref, subjectRef: header.subjectRef, code: 'TH_ERR_CONTENT_KEY_DESTROYED' }, 'content object of a shredded subject');
        throw new ContentStoreError(
          'TH_ERR_CONTENT_KEY_DESTROYED',
          `content object ${ref} of tenant ${tenant}: the key of subject ${header.subjectRef} was destroyed (crypto-shredded); the content cannot be recovered`,
        );
      }
      if (lookup.status === 'unknown') throw corrupt(tenant, ref, `unknown subject key ${header.keyId}`);
      dek = lookup.dek;
    }

    let plaintext: Buffer;
    try {
      const decipher = createDecipheriv('aes-256-gcm', dek, header.nonce);
      decipher.setAAD(objectAad(header.prefix, tenant, ref));
      decipher.setAuthTag(header.tag);
      plaintext = Buffer.concat([decipher.update(header.ciphertext), decipher.final()]);
    } catch {
      throw corrupt(tenant, ref, 'authentication failed');
    }

    const meta = parseMetadata(plaintext, () => corrupt(tenant, ref, 'malformed metadata'));
    // Unreachable while AES-GCM holds, because the tenant is in the AAD; kept as an independent check
    // so that a key-handling bug can never hand one tenant's content to another.
    if (meta.tenant !== tenant) {
      log.warn({ tenant, ref, code: 'TH_ERR_CONTENT_CORRUPT' }, 'content object belongs to another tenant; not returned');
      return null;
    }
    const object: ContentObject = { ref, tenant, contentType: meta.contentType, createdAtMs: meta.createdAtMs, bytes: meta.bytes };
    if (header.subjectRef !== undefined) object.subjectRef = header.subjectRef;
    return object;
  }

  async function pseudonymize(tenant: string, value: string): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    if (typeof value !== 'string') throw new TypeError('pseudonymize takes a string');
    return pseudonymOf((await keyring.tenantKeys(tenant)).refKey, value);
  }

  async function destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult> {
    assertStarted();
    assertTenant(tenant);
    return keyring.destroySubjectKey(tenant, subjectRef, guard);
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    // Puts already accepted finish (and become durable) before shutdown resolves.
    await Promise.allSettled([...inflight.values()]);
  }

  function corrupt(tenant: string, ref: string, why: string): ContentStoreError {
    log.warn({ tenant, ref, code: 'TH_ERR_CONTENT_CORRUPT', why }, 'content object rejected');
    return new ContentStoreError('TH_ERR_CONTENT_CORRUPT', `content object ${ref} of tenant ${tenant}: ${why}`);
  }

  function assertStarted(): void {
    if (state !== 'started') throw notStarted();
  }

  return { start, computeRef, put, putMany, get, pseudonymize, destroySubjectKey, shutdown };
}

function notStarted(): ContentStoreError {
  return new ContentStoreError('TH_ERR_CONTENT_NOT_STARTED', 'content store used before start() or after shutdown()');
}

function assertTenant(tenant: string): void {
  if (typeof tenant !== 'string' || !TENANT_NAME.test(tenant)) {
    throw new ContentStoreError(
      'TH_ERR_CONTENT_BAD_TENANT',
      'tenant names are 1-63 characters: lowercase letters, digits, "-" and "_", starting with a letter or digit',
    );
  }
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

/** The ledger's subject_ref: keyed pseudonym under the tenant reference key (unchanged format). */
function pseudonymOf(tenantRefKey: Buffer, value: string): string {
  const mac = createHmac('sha256', tenantRefKey).update('pseudonym\0').update(value, 'utf8').digest('hex');
  return `psn_${mac.slice(0, 32)}`;
}

function parseRef(ref: string): { refKeyId: string; hex: string } {
  const m = typeof ref === 'string' ? REF.exec(ref) : null;
  if (!m) throw new ContentStoreError('TH_ERR_CONTENT_BAD_REF', 'content references look like thref:v1:<keyId>:<64 lowercase hex>');
  return { refKeyId: m[1]!, hex: m[2]! };
}

function formatRef(refKeyId: string, hex: string): string {
  return `thref:v1:${refKeyId}:${hex}`;
}

function blobKey(tenant: string, hex: string): string {
  return `${tenant}/${hex.slice(0, 2)}/${hex}.obj`;
}

function hmacHex(key: Buffer, bytes: Buffer): string {
  return createHmac('sha256', key).update(bytes).digest('hex');
}

function lengthPrefixed(value: string, max: number): Buffer {
  const bytes = Buffer.from(value, 'ascii');
  if (bytes.length < 1 || bytes.length > max) throw new RangeError(`header fields are 1-${max} ASCII characters`);
  return Buffer.concat([Buffer.from([bytes.length]), bytes]);
}

function headerPrefix(scope: WriteScope): Buffer {
  if (scope.kind === 'tenant') {
    return Buffer.concat([
      MAGIC,
      Buffer.from([FORMAT_TENANT_KEY]),
      lengthPrefixed(scope.dekId, MAX_KEY_ID_BYTES),
      lengthPrefixed(scope.refKeyId, MAX_KEY_ID_BYTES),
    ]);
  }
  return Buffer.concat([
    MAGIC,
    Buffer.from([FORMAT_SUBJECT_KEY]),
    lengthPrefixed(scope.subjectRef, MAX_SUBJECT_REF_BYTES),
    lengthPrefixed(scope.keyId, MAX_KEY_ID_BYTES),
    lengthPrefixed(scope.refKeyId, MAX_KEY_ID_BYTES),
  ]);
}

function objectAad(prefix: Buffer, tenant: string, ref: string): Buffer {
  return Buffer.concat([prefix, Buffer.from(`\0${tenant}\0${ref}`, 'utf8')]);
}

function encryptObject(tenant: string, plan: PlannedWrite): Buffer {
  const prefix = headerPrefix(plan.scope);
  // Random 96-bit nonces under one key stay safe far beyond any realistic number of objects per key
  // (the GCM bound is about 2^32); DEK rotation (`k2`, ...) resets the count.
  const nonce = randomBytes(NONCE_BYTES);
  const meta = Buffer.from(JSON.stringify({ tenant, contentType: plan.contentType, createdAtMs: Date.now() }), 'utf8');
  const metaLen = Buffer.alloc(4);
  metaLen.writeUInt32BE(meta.length);
  const cipher = createCipheriv('aes-256-gcm', plan.scope.dek, nonce);
  cipher.setAAD(objectAad(prefix, tenant, plan.ref));
  const c1 = cipher.update(metaLen);
  const c2 = cipher.update(meta);
  const c3 = cipher.update(plan.bytes);
  const c4 = cipher.final();
  return Buffer.concat([prefix, nonce, cipher.getAuthTag(), c1, c2, c3, c4]);
}

interface ParsedHeader {
  prefix: Buffer;
  /** Present for v2 (subject key) objects. */
  subjectRef?: string;
  /** Tenant DEK id (v1) or subject key id (v2). */
  keyId: string;
  refKeyId: string;
  nonce: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

function parseHeader(data: Buffer, fail: () => Error): ParsedHeader {
  let at = 0;
  const need = (n: number) => {
    if (at + n > data.length) throw fail();
  };
  need(MAGIC.length + 2);
  const version = data[MAGIC.length];
  if (!data.subarray(0, MAGIC.length).equals(MAGIC) || (version !== FORMAT_TENANT_KEY && version !== FORMAT_SUBJECT_KEY)) throw fail();
  at = MAGIC.length + 1;
  const readField = (max: number): string => {
    need(1);
    const len = data[at]!;
    at += 1;
    if (len < 1 || len > max) throw fail();
    need(len);
    const value = data.subarray(at, at + len).toString('ascii');
    at += len;
    return value;
  };
  let subjectRef: string | undefined;
  if (version === FORMAT_SUBJECT_KEY) {
    subjectRef = readField(MAX_SUBJECT_REF_BYTES);
    // It names a key file: nothing but a pseudonym may pass.
    if (!SUBJECT_REF.test(subjectRef)) throw fail();
  }
  const keyId = readField(MAX_KEY_ID_BYTES);
  const refKeyId = readField(MAX_KEY_ID_BYTES);
  const prefix = data.subarray(0, at);
  need(NONCE_BYTES + TAG_BYTES);
  const nonce = data.subarray(at, at + NONCE_BYTES);
  const tag = data.subarray(at + NONCE_BYTES, at + NONCE_BYTES + TAG_BYTES);
  const header: ParsedHeader = { prefix, keyId, refKeyId, nonce, tag, ciphertext: data.subarray(at + NONCE_BYTES + TAG_BYTES) };
  if (subjectRef !== undefined) header.subjectRef = subjectRef;
  return header;
}

function parseMetadata(plaintext: Buffer, fail: () => Error): { tenant: string; contentType: string; createdAtMs: number; bytes: Buffer } {
  if (plaintext.length < 4) throw fail();
  const metaLen = plaintext.readUInt32BE(0);
  if (metaLen > MAX_METADATA_BYTES || 4 + metaLen > plaintext.length) throw fail();
  let meta: unknown;
  try {
    meta = JSON.parse(plaintext.subarray(4, 4 + metaLen).toString('utf8'));
  } catch {
    throw fail();
  }
  if (typeof meta !== 'object' || meta === null) throw fail();
  const { tenant, contentType, createdAtMs } = meta as Record<string, unknown>;
  if (typeof tenant !== 'string' || typeof contentType !== 'string' || typeof createdAtMs !== 'number') throw fail();
  return { tenant, contentType, createdAtMs, bytes: plaintext.subarray(4 + metaLen) };
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

/** Runs `fn` over `items` with at most `limit` at once; waits for all started calls, then throws the first error. */
async function forEachLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let firstError: { err: unknown } | null = null;
  const worker = async () => {
    while (next < items.length && !firstError) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (err) {
        firstError ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (firstError) throw (firstError as { err: unknown }).err;
}
