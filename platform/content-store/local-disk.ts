/**
 * The content store on local disk (the all-in-one default). One encrypted file per object:
 * `<dir>/<tenant>/<first 2 hex>/<64 hex>.obj`, where the hex is the HMAC of the reference, so a file name
 * reveals nothing about the content to someone without the tenant's reference key.
 *
 * Object file format v1 (all integers big-endian):
 *
 *   offset  size  field
 *   0       4     magic "THCO"
 *   4       1     format version = 1
 *   5       1     D = length of dekId (1..32)
 *   6       D     dekId, ASCII (tenant DEK version that encrypted this object, e.g. "k1")
 *   6+D     1     R = length of refKeyId (1..32)
 *   7+D     R     refKeyId, ASCII (reference key version the file name was computed with)
 *   7+D+R   12    nonce (random per object)
 *   19+D+R  16    AES-256-GCM tag
 *   35+D+R  ...   ciphertext of: u32 M | M bytes metadata JSON {tenant, contentType, createdAtMs} | content
 *
 * AAD = header bytes [0, 7+D+R) | 0x00 | tenant (UTF-8) | 0x00 | ref (UTF-8): a file moved to another
 * tenant's folder or name, or with an edited header, fails authentication.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { mkdir, open, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Keyring } from '../keys/keyring.ts';
import type { ContentObject, ContentPutResult, ContentStore } from './content-store.ts';

/**
 * Stable error codes of the content store:
 * - TH_ERR_CONTENT_TOO_LARGE: an object above `maxObjectBytes` (the caller maps it to 413).
 * - TH_ERR_CONTENT_BAD_REF: a reference that is not `thref:v1:<keyId>:<64 hex>`.
 * - TH_ERR_CONTENT_BAD_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_CONTENT_BAD_CONTENT_TYPE: a content type that is not a string of 1-255 characters.
 * - TH_ERR_CONTENT_CORRUPT: an object file that fails authentication or parsing (tampered, truncated,
 *   or not this tenant's); no bytes are ever returned from such a file.
 * - TH_ERR_CONTENT_NOT_STARTED: used before `start()` or after `shutdown()`.
 */
export type ContentStoreErrorCode =
  | 'TH_ERR_CONTENT_TOO_LARGE'
  | 'TH_ERR_CONTENT_BAD_REF'
  | 'TH_ERR_CONTENT_BAD_TENANT'
  | 'TH_ERR_CONTENT_BAD_CONTENT_TYPE'
  | 'TH_ERR_CONTENT_CORRUPT'
  | 'TH_ERR_CONTENT_NOT_STARTED';

/** Messages carry references and tenants at most, never content. */
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
}

/**
 * The local-disk store adds `putMany`: several objects of one tenant made durable together, with one
 * fsync per touched directory instead of one per object. Results are in input order; it resolves only
 * when every object is durable, and writes nothing if any item is invalid (e.g. too large).
 * The caller keeps ownership of the input buffers; the store does not modify them.
 */
export interface LocalDiskContentStore extends ContentStore {
  putMany(tenant: string, items: ContentPutItem[]): Promise<ContentPutResult[]>;
}

export interface LocalDiskContentStoreConfig {
  /** `<dataDir>/content`. */
  dir: string;
  /** Largest object accepted, in bytes; default 16 MiB, at most 256 MiB. */
  maxObjectBytes?: number;
}

const DEFAULT_MAX_OBJECT_BYTES = 16 * 1024 * 1024;
// Also the read-side sanity bound, so a bogus huge file cannot exhaust memory, and independent of the
// configured limit so that lowering it never makes objects stored earlier unreadable.
const MAX_OBJECT_BYTES_CEILING = 256 * 1024 * 1024;
const MAX_METADATA_BYTES = 64 * 1024;
const MAX_CONTENT_TYPE_CHARS = 255;
const MAGIC = Buffer.from('THCO', 'ascii');
const FORMAT_VERSION = 1;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const MAX_KEY_ID_BYTES = 32;
const TENANT_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const REF = /^thref:v1:([A-Za-z0-9_-]{1,32}):([0-9a-f]{64})$/;
// Enough parallel file operations to keep the disk busy without running out of file descriptors.
const MAX_PARALLEL_FILES = 16;

interface PlannedWrite {
  hex: string;
  ref: string;
  bytes: Buffer;
  contentType: string;
  shardDir: string;
  finalPath: string;
  tmpPath: string;
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
  reject(err: unknown): void;
}

export function createLocalDiskContentStore(
  deps: { logger: Logger; keyring: Keyring },
  config: LocalDiskContentStoreConfig,
): LocalDiskContentStore {
  const log = deps.logger.child({ component: 'content-store', store: 'local-disk' });
  const maxObjectBytes = config.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  if (!Number.isInteger(maxObjectBytes) || maxObjectBytes < 1 || maxObjectBytes > MAX_OBJECT_BYTES_CEILING) {
    throw new RangeError(`maxObjectBytes must be an integer in [1, ${MAX_OBJECT_BYTES_CEILING}]`);
  }
  const rootDir = path.resolve(config.dir);
  // Objects being written, by `<tenant>/<hex>`: a concurrent put of the same bytes waits for the
  // first writer to be durable instead of writing a second copy.
  const inflight = new Map<string, Promise<void>>();
  // Shard directories known to exist durably, to skip mkdir on the hot path.
  const knownDirs = new Set<string>();
  let state: 'new' | 'started' | 'stopped' = 'new';

  async function start(): Promise<void> {
    if (state === 'stopped') throw notStarted();
    if (state === 'started') return;
    const dirsToSync = new Set<string>();
    await ensureDir(rootDir, dirsToSync);
    await Promise.all([...dirsToSync].map(fsyncDir));
    state = 'started';
    log.info({ dir: rootDir, maxObjectBytes }, 'content store started');
  }

  async function computeRef(tenant: string, bytes: Buffer): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    const keys = await deps.keyring.tenantKeys(tenant);
    return formatRef(keys.refKeyId, hmacHex(keys.refKey, bytes));
  }

  async function put(tenant: string, bytes: Buffer, contentType: string): Promise<ContentPutResult> {
    const [result] = await putMany(tenant, [{ bytes, contentType }]);
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
    }
    const keys = await deps.keyring.tenantKeys(tenant);
    const results: ContentPutResult[] = [];
    const firstInBatch = new Map<string, number>();
    const waits: Promise<void>[] = [];
    const mine: { plan: PlannedWrite; deferred: Deferred; key: string }[] = [];

    for (const [i, item] of items.entries()) {
      const hex = hmacHex(keys.refKey, item.bytes);
      const ref = formatRef(keys.refKeyId, hex);
      results.push({ ref, existed: true, sizeBytes: item.bytes.length });
      if (firstInBatch.has(hex)) continue;
      firstInBatch.set(hex, i);
      const key = `${tenant}/${hex}`;
      const pending = inflight.get(key);
      if (pending) {
        waits.push(pending);
        continue;
      }
      // Registered synchronously, before any await, so that concurrent puts of these bytes find it.
      const deferred = createDeferred();
      inflight.set(key, deferred.promise);
      const shardDir = path.join(rootDir, tenant, hex.slice(0, 2));
      const finalPath = path.join(shardDir, `${hex}.obj`);
      const tmpPath = path.join(shardDir, `.${hex}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
      mine.push({
        plan: { hex, ref, bytes: item.bytes, contentType: item.contentType, shardDir, finalPath, tmpPath },
        deferred,
        key,
      });
      results[i]!.existed = false;
    }

    try {
      const toWrite: typeof mine = [];
      await forEachLimit(mine, MAX_PARALLEL_FILES, async (m) => {
        if (await fileExists(m.plan.finalPath)) {
          results[firstInBatch.get(m.plan.hex)!]!.existed = true;
          m.deferred.resolve();
        } else {
          toWrite.push(m);
        }
      });
      if (toWrite.length > 0) await writeDurably(tenant, keys.dekId, keys.dek, toWrite.map((m) => m.plan));
      for (const m of toWrite) m.deferred.resolve();
    } catch (err) {
      for (const m of mine) m.deferred.reject(err);
      throw err;
    } finally {
      for (const m of mine) inflight.delete(m.key);
    }
    // Objects another caller was writing: "existed" for us, but only once they are durable.
    await Promise.all(waits);
    return results;
  }

  /** Writes and fsyncs every file, renames them into place, then fsyncs each touched directory once. */
  async function writeDurably(tenant: string, dekId: string, dek: Buffer, plans: PlannedWrite[]): Promise<void> {
    const dirsToSync = new Set<string>();
    for (const dir of new Set(plans.map((p) => p.shardDir))) {
      if (!knownDirs.has(dir)) await ensureDir(dir, dirsToSync);
    }
    const written: PlannedWrite[] = [];
    try {
      await forEachLimit(plans, MAX_PARALLEL_FILES, async (plan) => {
        const encrypted = encryptObject(tenant, plan.ref, dekId, dek, plan.contentType, plan.bytes);
        const fh = await openNewFile(plan, dirsToSync);
        written.push(plan);
        try {
          await writeAll(fh, encrypted);
          await fh.sync();
        } finally {
          await fh.close();
        }
      });
      // Rename is atomic: readers see no file or a complete one. A concurrent writer in another
      // process may replace it with an equivalent object (same content, other nonce), which is harmless.
      await forEachLimit(plans, MAX_PARALLEL_FILES, (plan) => rename(plan.tmpPath, plan.finalPath));
      for (const plan of plans) dirsToSync.add(plan.shardDir);
      await forEachLimit([...dirsToSync], MAX_PARALLEL_FILES, fsyncDir);
      for (const plan of plans) knownDirs.add(plan.shardDir);
    } catch (err) {
      await Promise.all(written.map((p) => unlink(p.tmpPath).catch(() => undefined)));
      throw err;
    }
  }

  async function openNewFile(plan: PlannedWrite, dirsToSync: Set<string>): Promise<FileHandle> {
    try {
      return await open(plan.tmpPath, 'wx', 0o600);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      // The shard directory was removed behind our back (e.g. a tenant purge): create it again.
      knownDirs.delete(plan.shardDir);
      await ensureDir(plan.shardDir, dirsToSync);
      return open(plan.tmpPath, 'wx', 0o600);
    }
  }

  async function get(tenant: string, ref: string): Promise<ContentObject | null> {
    assertStarted();
    assertTenant(tenant);
    const parsed = parseRef(ref);
    const file = path.join(rootDir, tenant, parsed.hex.slice(0, 2), `${parsed.hex}.obj`);
    const data = await readObjectFile(file, tenant, ref);
    if (data === null) return null;

    const header = parseHeader(data, () => corrupt(tenant, ref, 'malformed header'));
    // The file name is the HMAC under the ref's key version; a ref naming another version is a
    // different (absent) object, not a damaged one.
    if (header.refKeyId !== parsed.refKeyId) return null;
    const dek = await deps.keyring.tenantDek(tenant, header.dekId);
    if (!dek) throw corrupt(tenant, ref, `unknown data key id ${header.dekId}`);

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
    return { ref, tenant, contentType: meta.contentType, createdAtMs: meta.createdAtMs, bytes: meta.bytes };
  }

  async function readObjectFile(file: string, tenant: string, ref: string): Promise<Buffer | null> {
    let fh: FileHandle;
    try {
      fh = await open(file, 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const { size } = await fh.stat();
      if (size > MAX_OBJECT_BYTES_CEILING + MAX_METADATA_BYTES + 1024) throw corrupt(tenant, ref, 'file too large');
      return await fh.readFile();
    } finally {
      await fh.close();
    }
  }

  async function pseudonymize(tenant: string, value: string): Promise<string> {
    assertStarted();
    assertTenant(tenant);
    if (typeof value !== 'string') throw new TypeError('pseudonymize takes a string');
    const keys = await deps.keyring.tenantKeys(tenant);
    const mac = createHmac('sha256', keys.refKey).update('pseudonym\0').update(value, 'utf8').digest('hex');
    return `psn_${mac.slice(0, 32)}`;
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

  return { start, computeRef, put, putMany, get, pseudonymize, shutdown };
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

function parseRef(ref: string): { refKeyId: string; hex: string } {
  const m = typeof ref === 'string' ? REF.exec(ref) : null;
  if (!m) throw new ContentStoreError('TH_ERR_CONTENT_BAD_REF', 'content references look like thref:v1:<keyId>:<64 lowercase hex>');
  return { refKeyId: m[1]!, hex: m[2]! };
}

function formatRef(refKeyId: string, hex: string): string {
  return `thref:v1:${refKeyId}:${hex}`;
}

function hmacHex(key: Buffer, bytes: Buffer): string {
  return createHmac('sha256', key).update(bytes).digest('hex');
}

function headerPrefix(dekId: string, refKeyId: string): Buffer {
  const dekIdBytes = Buffer.from(dekId, 'ascii');
  const refKeyIdBytes = Buffer.from(refKeyId, 'ascii');
  if (dekIdBytes.length < 1 || dekIdBytes.length > MAX_KEY_ID_BYTES || refKeyIdBytes.length < 1 || refKeyIdBytes.length > MAX_KEY_ID_BYTES) {
    throw new RangeError('key ids must be 1-32 ASCII characters');
  }
  return Buffer.concat([
    MAGIC,
    Buffer.from([FORMAT_VERSION, dekIdBytes.length]),
    dekIdBytes,
    Buffer.from([refKeyIdBytes.length]),
    refKeyIdBytes,
  ]);
}

function objectAad(prefix: Buffer, tenant: string, ref: string): Buffer {
  return Buffer.concat([prefix, Buffer.from(`\0${tenant}\0${ref}`, 'utf8')]);
}

/** Returns the buffers making up the object file, in order (avoids copying the content once more). */
function encryptObject(tenant: string, ref: string, dekId: string, dek: Buffer, contentType: string, bytes: Buffer): Buffer[] {
  const refKeyId = parseRef(ref).refKeyId;
  const prefix = headerPrefix(dekId, refKeyId);
  // Random 96-bit nonces under one DEK stay safe far beyond any realistic number of objects per tenant
  // (the GCM bound is about 2^32); DEK rotation (`k2`, ...) resets the count.
  const nonce = randomBytes(NONCE_BYTES);
  const meta = Buffer.from(JSON.stringify({ tenant, contentType, createdAtMs: Date.now() }), 'utf8');
  const metaLen = Buffer.alloc(4);
  metaLen.writeUInt32BE(meta.length);
  const cipher = createCipheriv('aes-256-gcm', dek, nonce);
  cipher.setAAD(objectAad(prefix, tenant, ref));
  const c1 = cipher.update(metaLen);
  const c2 = cipher.update(meta);
  const c3 = cipher.update(bytes);
  const c4 = cipher.final();
  return [prefix, nonce, cipher.getAuthTag(), c1, c2, c3, c4];
}

interface ParsedHeader {
  prefix: Buffer;
  dekId: string;
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
  if (!data.subarray(0, MAGIC.length).equals(MAGIC) || data[MAGIC.length] !== FORMAT_VERSION) throw fail();
  at = MAGIC.length + 1;
  const readId = (): string => {
    need(1);
    const len = data[at]!;
    at += 1;
    if (len < 1 || len > MAX_KEY_ID_BYTES) throw fail();
    need(len);
    const id = data.subarray(at, at + len).toString('ascii');
    at += len;
    return id;
  };
  const dekId = readId();
  const refKeyId = readId();
  const prefix = data.subarray(0, at);
  need(NONCE_BYTES + TAG_BYTES);
  const nonce = data.subarray(at, at + NONCE_BYTES);
  const tag = data.subarray(at + NONCE_BYTES, at + NONCE_BYTES + TAG_BYTES);
  return { prefix, dekId, refKeyId, nonce, tag, ciphertext: data.subarray(at + NONCE_BYTES + TAG_BYTES) };
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

async function fileExists(file: string): Promise<boolean> {
  try {
    await stat(file);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw err;
  }
}

/**
 * Creates `dir` (0700) if needed; adds to `dirsToSync` every directory whose entry list changed, so the
 * caller's single round of directory fsyncs also makes the new directories durable.
 */
async function ensureDir(dir: string, dirsToSync: Set<string>): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return;
  let child = path.resolve(dir);
  const top = path.resolve(firstCreated);
  for (;;) {
    const parent = path.dirname(child);
    dirsToSync.add(parent);
    if (child === top || parent === child) break;
    child = parent;
  }
}

async function fsyncDir(dir: string): Promise<void> {
  const fh = await open(dir, fsConstants.O_RDONLY);
  try {
    await fh.sync();
  } finally {
    await fh.close();
  }
}

/** `writev` may write less than asked; loop until every byte is written. */
async function writeAll(fh: FileHandle, buffers: Buffer[]): Promise<void> {
  let pending = buffers.filter((b) => b.length > 0);
  while (pending.length > 0) {
    let { bytesWritten } = await fh.writev(pending);
    const rest: Buffer[] = [];
    for (const b of pending) {
      if (bytesWritten >= b.length) {
        bytesWritten -= b.length;
      } else {
        rest.push(bytesWritten > 0 ? b.subarray(bytesWritten) : b);
        bytesWritten = 0;
      }
    }
    pending = rest;
  }
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
