/**
 * Key management: one master key per installation; per tenant a data-encryption key (DEK) and a
 * reference/pseudonym HMAC key; per end-user subject of a tenant a subject key. All are wrapped by the
 * master key (envelope encryption), so rotating the master key re-wraps a few small files and never
 * touches content.
 *
 * On disk, under `dir` (`<dataDir>/keys`, mode 0700):
 * - `master.key` (0600): the master key as base64 text plus a newline, so it can be backed up or moved
 *   into TRACEHOLD_MASTER_KEY as is. Absent when the master key comes from the environment.
 * - `tenants/<tenant>.json` (0600): the tenant's wrapped keys, format `tracehold-tenant-keys/v1`, see
 *   `TenantKeyFile`. Each purpose holds a list of versions (`k1`, `k2`, ... after rotations) and names
 *   the current one; old versions stay so that data written under them remains readable.
 * - `subjects/<tenant>/<psn_…>.json` (0600): one end-user subject's wrapped key, format
 *   `tracehold-subject-key/v1`, named by the subject's pseudonym (the raw id never reaches the disk).
 *   Deleting it (`destroySubjectKey`) crypto-shreds every object encrypted for that subject.
 * - `subjects/<tenant>/<psn_…>.shredded` (0600): which subject key ids were destroyed and when; no key
 *   material. It lets a read say "destroyed" rather than "corrupt", and completes a destruction that
 *   crashed between recording it and deleting the key file.
 * - During a master key rotation only: `master-key-rotation.json` (marker: from/to master key ids),
 *   `master.key.<newId>.pending` (the new key, before the switch), `master.key.<oldId>.retired` (the old
 *   key, after the switch until every file is re-wrapped), and a second wrap (`rewraps`) of each key next
 *   to the first. `start()` finishes or rolls back an interrupted rotation towards the master key it is
 *   given. `.lock` (pid and host) is held while key files are updated.
 *
 * Losing the master key loses every tenant's content: back it up, or supply it from a secret manager.
 */
import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { statSync } from 'node:fs';
import { link, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import { SUBJECT_REF_RE } from '../../schemas/subject-ref.ts';
import { forEachLimit } from '../for-each-limit.ts';
import { withDirLock } from '../durable-file/dir-lock.ts';
import {
  createFileDurably,
  ensureDirDurably,
  fsyncDir,
  readFileIfExists,
  removeFileDurably,
  replaceFileDurably,
} from '../durable-file/durable-file.ts';

/**
 * Stable error codes of the keyring:
 * - TH_ERR_KEY_INVALID_MASTER: the master key (env, file or rotation argument) is not base64 of exactly
 *   32 bytes, or a rotation was asked to the key already in use.
 * - TH_ERR_KEY_MASTER_MISMATCH: key files on disk were wrapped by another master key.
 * - TH_ERR_KEY_MASTER_MISSING: key files exist but no master key was supplied or found.
 * - TH_ERR_KEY_NEW_MASTER_REQUIRED: a master key rotation without a new key while the current one comes
 *   from TRACEHOLD_MASTER_KEY (a generated key would have nowhere to go).
 * - TH_ERR_KEY_INVALID_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_KEY_INVALID_SUBJECT: a subject reference that is not a pseudonym `psn_<32 hex>`.
 * - TH_ERR_KEY_FILE_CORRUPT: a key file cannot be parsed or a wrapped key fails authentication.
 * - TH_ERR_KEY_LOCKED: another live process held the key directory lock for the whole wait (30 s).
 * - TH_ERR_KEY_NOT_STARTED: used before `start()` or after `shutdown()`.
 */
export type KeyringErrorCode =
  | 'TH_ERR_KEY_INVALID_MASTER'
  | 'TH_ERR_KEY_MASTER_MISMATCH'
  | 'TH_ERR_KEY_MASTER_MISSING'
  | 'TH_ERR_KEY_NEW_MASTER_REQUIRED'
  | 'TH_ERR_KEY_INVALID_TENANT'
  | 'TH_ERR_KEY_INVALID_SUBJECT'
  | 'TH_ERR_KEY_FILE_CORRUPT'
  | 'TH_ERR_KEY_LOCKED'
  | 'TH_ERR_KEY_NOT_STARTED';

/** Messages never contain key material. */
export class KeyringError extends Error {
  readonly code: KeyringErrorCode;
  constructor(code: KeyringErrorCode, message: string) {
    super(`${code}: ${message}`);
    this.name = 'KeyringError';
    this.code = code;
  }
}

export interface TenantKeys {
  /** Id of the current DEK within the tenant (`k1`, `k2`, ...); recorded with everything it encrypts. */
  dekId: string;
  /** 32 bytes, AES-256-GCM. */
  dek: Buffer;
  /** Id of the current reference key; part of every content reference (`thref:v1:<refKeyId>:...`). */
  refKeyId: string;
  /** 32 bytes, HMAC-SHA-256 key for content references and pseudonyms. */
  refKey: Buffer;
}

export interface SubjectKeys {
  /** The subject's pseudonym (`psn_<32 hex>`), as in the ledger's subject_ref. */
  subjectRef: string;
  /**
   * Id of the subject key (`s` + 16 random hex). Random, so a key created after a destruction never
   * reuses the id of the destroyed one; recorded in every object it encrypts.
   */
  keyId: string;
  /** 32 bytes, AES-256-GCM; HKDF of the stored subject key. */
  dek: Buffer;
  /** Id of the tenant reference key mixed into `refKey`; the `<keyId>` of the subject's references. */
  refKeyId: string;
  /**
   * 32 bytes, HMAC-SHA-256 key for the subject's content references: HKDF of the subject key salted with
   * the tenant reference key. Once the subject key is destroyed, nobody can recompute a reference to
   * confirm that the subject sent a guessed text.
   */
  refKey: Buffer;
}

/** The answer to "which key decrypts this subject's object": destroyed is not the same as unknown. */
export type SubjectDekLookup = { status: 'ok'; dek: Buffer } | { status: 'destroyed' } | { status: 'unknown' };

export type DestroySubjectKeyResult = { destroyed: true } | { destroyed: false; reason: 'no_key' | 'refused' };

/** One destroyed subject key, as recorded in `<psn>.shredded` (no key material). */
export interface SubjectKeyDestruction {
  keyId: string;
  destroyedAtMs: number;
}

export type MasterKeyRotationPhase = 'new-wraps-written' | 'switched';

export interface RotateMasterKeyOptions {
  /**
   * Fault injection for tests: awaited after each phase of the rotation; throwing simulates a crash at
   * that point (nothing is cleaned up; the next `start()` recovers).
   */
  afterPhase?: (phase: MasterKeyRotationPhase) => void | Promise<void>;
}

export interface RotateMasterKeyResult {
  previousMasterKeyId: string;
  masterKeyId: string;
  /** Tenant and subject key files re-wrapped. */
  keyFiles: number;
  /** 'file' when the new key is in `master.key`; 'environment' when the operator must now set TRACEHOLD_MASTER_KEY to it. */
  masterKeySource: 'file' | 'environment';
}

/**
 * Contract: call `start()` once before anything else; it fails fast on a bad or mismatched master key and
 * completes or rolls back an interrupted master key rotation. Key buffers returned are owned by the
 * keyring and shared between callers: read them, never modify or keep them past `shutdown()`, which
 * zeroes them. Safe for concurrent use; two concurrent first uses of a tenant or subject create exactly
 * one set of keys (also across processes sharing `dir`). Key-file updates (rotations, destruction) are
 * serialized across processes by a lock file; a master key rotation must run while no other process
 * uses `dir` (other processes would keep the old master key in memory).
 */
export interface Keyring {
  start(): Promise<void>;
  /** The tenant's current keys, created and persisted on first use. */
  tenantKeys(tenant: string): Promise<TenantKeys>;
  /** A DEK by id, current or older (to read data written before a rotation); null when unknown. */
  tenantDek(tenant: string, dekId: string): Promise<Buffer | null>;
  /** The subject's current keys, created and persisted on first use (again after a destruction, under a new id). */
  subjectKeys(tenant: string, subjectRef: string): Promise<SubjectKeys>;
  /** The DEK of a subject key by id, to read; never creates a key. */
  subjectDek(tenant: string, subjectRef: string, keyId: string): Promise<SubjectDekLookup>;
  /**
   * Every destruction of the subject's keys, oldest first; [] when none. Never creates a key. Read from
   * disk on each call (another process may have destroyed the key), so callers deciding whether content
   * predates an erasure (trace attribution) see destructions made by any process sharing `dir`.
   */
  subjectDestructions(tenant: string, subjectRef: string): Promise<SubjectKeyDestruction[]>;
  /**
   * Crypto-shredding: deletes the subject's key file (directory fsynced), after which no object encrypted
   * with it can ever be decrypted. `guard` is awaited right before the deletion, holding the key
   * directory lock; destruction happens only if it resolves true. The retention issue passes the legal
   * hold check here ("is this subject under an active hold?"), so a hold placed while an erasure is in
   * flight still wins. A rejecting guard rejects the call and destroys nothing. `{destroyed: false}` with
   * reason 'no_key' when the subject has no key (never had content, or already destroyed). The guard
   * must not create or destroy keys itself (it runs under the lock). Key buffers handed out before stay
   * intact in memory until `shutdown()`, since a put in flight may still be encrypting with them (an
   * object it writes is then unreadable, as it should be); the subject's next put gets a new key.
   */
  destroySubjectKey(tenant: string, subjectRef: string, guard: () => Promise<boolean>): Promise<DestroySubjectKeyResult>;
  /** Adds a new DEK version (`k2`, ...) used for new objects; older versions stay readable. */
  rotateTenantKey(tenant: string): Promise<{ dekId: string }>;
  /**
   * Re-wraps every tenant and subject key under a new master key (generated when not given; required
   * when the current one comes from the environment). Content is untouched. Crash-safe: new wraps are
   * written next to the old ones, then the master key is switched, then the old wraps are removed;
   * `start()` finishes or rolls back an interrupted rotation.
   */
  rotateMasterKey(newMasterKeyBase64?: string, options?: RotateMasterKeyOptions): Promise<RotateMasterKeyResult>;
  /**
   * Fingerprint of the master key (8 hex of a domain-separated SHA-256), available after `start()`.
   * It identifies the key for mismatch checks and logs; 32 bits of a hash reveal nothing usable
   * about a 256-bit random key, so it is not secret material.
   */
  readonly masterKeyId: string;
  /** Zeroes every cached key; safe to call twice. */
  shutdown(): Promise<void>;
}

export interface KeyringConfig {
  /** `<dataDir>/keys`. */
  dir: string;
  /** From TRACEHOLD_MASTER_KEY: base64 of 32 bytes. When set, no master key file is read or written. */
  masterKeyBase64?: string;
}

const TENANT_NAME = /^[a-z0-9][a-z0-9_-]{0,62}$/;
const KEY_BYTES = 32;
const WRAP_NONCE_BYTES = 12;
const WRAP_TAG_BYTES = 16;
const TENANT_FILE_FORMAT = 'tracehold-tenant-keys/v1';
const SUBJECT_FILE_FORMAT = 'tracehold-subject-key/v1';
const SHREDDED_FILE_FORMAT = 'tracehold-subject-shredded/v1';
const MASTER_FILE = 'master.key';
const TENANTS_DIR = 'tenants';
const SUBJECTS_DIR = 'subjects';
const ROTATION_MARKER = 'master-key-rotation.json';
const PENDING_MASTER = /^master\.key\.([0-9a-f]{8})\.pending$/;
const RETIRED_MASTER = /^master\.key\.([0-9a-f]{8})\.retired$/;
// Standard base64 of 32 bytes is exactly 43 characters and one '=' of padding.
const MASTER_KEY_BASE64 = /^[A-Za-z0-9+/]{43}=$/;
const TENANT_DEK_ID = /^k(\d{1,9})$/;
// Key files re-wrapped at once during a rotation: enough to overlap fsyncs, few file descriptors.
const MAX_PARALLEL_FILES = 16;

type KeyPurpose = 'dek' | 'ref';

/** One wrap of a key under one master key. */
interface Wrap {
  /** Fingerprint of the master key that wrapped it. */
  masterKeyId: string;
  /** base64, AES-256-GCM under the master key; AAD binds tenant, purpose, key id and master key id. */
  nonce: string;
  tag: string;
  wrapped: string;
}

interface WrappedKeyVersion extends Wrap {
  id: string;
  createdAtMs: number;
  /** Wraps of the same key under other master keys; present only while a master key rotation runs. */
  rewraps?: Wrap[];
}

interface KeyHistory {
  current: string;
  versions: WrappedKeyVersion[];
}

interface TenantKeyFile {
  format: typeof TENANT_FILE_FORMAT;
  tenant: string;
  createdAtMs: number;
  keys: Record<KeyPurpose, KeyHistory>;
}

interface SubjectKeyFile {
  format: typeof SUBJECT_FILE_FORMAT;
  tenant: string;
  subject: string;
  createdAtMs: number;
  key: WrappedKeyVersion;
}

interface ShreddedFile {
  format: typeof SHREDDED_FILE_FORMAT;
  tenant: string;
  subject: string;
  destroyed: { keyId: string; destroyedAtMs: number }[];
}

interface TenantEntry {
  keys: TenantKeys;
  /** Every unwrapped DEK version by id (includes the current one). */
  deks: Map<string, Buffer>;
  /** Every cached buffer, zeroed at shutdown. */
  buffers: Buffer[];
}

interface SubjectEntry {
  keys: SubjectKeys;
  /**
   * Identity (inode and modification time in ns) of the key file the keys came from: a different (or no)
   * file means destroyed or replaced. The time guards against a new file reusing a freed inode number.
   */
  fileId: string;
  buffers: Buffer[];
}

/** A key file of any kind, parsed, with its wrapped versions exposed for re-wrapping. */
interface LoadedKeyFile {
  file: string;
  tenant: string;
  /** Each version with the purpose string its AAD uses. */
  versions: { purpose: string; v: WrappedKeyVersion }[];
  serialize(): Buffer;
}

export function createKeyring(deps: { logger: Logger }, config: KeyringConfig): Keyring {
  const log = deps.logger.child({ component: 'keyring' });
  const tenantsDir = path.join(config.dir, TENANTS_DIR);
  const subjectsDir = path.join(config.dir, SUBJECTS_DIR);
  const masterFile = path.join(config.dir, MASTER_FILE);
  const cache = new Map<string, TenantEntry>();
  // One in-flight load/create per tenant, so concurrent first uses share a single key creation.
  const loading = new Map<string, Promise<TenantEntry>>();
  const subjects = new Map<string, SubjectEntry>();
  const subjectLoading = new Map<string, Promise<SubjectEntry>>();
  const knownSubjectDirs = new Set<string>();
  // Keys replaced in the cache (tenant DEK rotation, destroyed or replaced subject keys): a caller may
  // still be encrypting with them, so they are zeroed only at shutdown, never under a caller's feet.
  const retiredBuffers: Buffer[] = [];
  // Key files are created under `gate.shared` and re-wrapped under `gate.exclusive`, so no key file is
  // wrapped by the old master key after a rotation listed the files.
  const gate = createGate();
  let dirLockChain: Promise<unknown> = Promise.resolve();
  let masterKey: Buffer | null = null;
  let masterKeyId = '';
  // Set between the switch and the end of a rotation, for loads that read a key file before it was re-wrapped.
  let previousMaster: { key: Buffer; id: string } | null = null;
  let state: 'new' | 'started' | 'stopped' = 'new';

  let starting: Promise<void> | null = null;

  function start(): Promise<void> {
    if (state === 'stopped') {
      return Promise.reject(new KeyringError('TH_ERR_KEY_NOT_STARTED', 'a keyring cannot be restarted after shutdown()'));
    }
    // Concurrent or repeated start() calls share one attempt; a failed attempt may be retried.
    starting ??= doStart().catch((err: unknown) => {
      starting = null;
      throw err;
    });
    return starting;
  }

  async function doStart(): Promise<void> {
    await ensureDirDurably(config.dir);
    await ensureDirDurably(tenantsDir);
    await ensureDirDurably(subjectsDir);
    const dirMode = (await stat(config.dir)).mode & 0o777;
    if ((dirMode & 0o077) !== 0) {
      log.warn({ dir: config.dir, mode: dirMode.toString(8) }, 'key directory is accessible to group or others; chmod 700 it');
    }
    // Subject key files exist only next to their tenant's, so the tenant files are the census here.
    const tenantFileCount = (await listTenantFiles()).length;
    let source: string;
    if (config.masterKeyBase64 !== undefined) {
      masterKey = decodeMasterKey(config.masterKeyBase64, 'TRACEHOLD_MASTER_KEY');
      source = 'environment';
      await warnIfMasterFileDiffers(fingerprint(masterKey));
    } else {
      const loaded = await loadMasterKeyFile();
      if (loaded) {
        masterKey = loaded;
        source = 'file';
      } else {
        // Creating a fresh master key next to existing key files would orphan them for good.
        if (tenantFileCount > 0) {
          throw new KeyringError(
            'TH_ERR_KEY_MASTER_MISSING',
            `${tenantFileCount} tenant key file(s) exist in ${config.dir} but ${masterFile} ` +
              'is missing and TRACEHOLD_MASTER_KEY is not set; restore the master key (a new one cannot read them)',
          );
        }
        masterKey = await createMasterKeyFile();
        source = 'created';
      }
    }
    masterKeyId = fingerprint(masterKey);
    await checkAndRecoverKeyFiles();
    state = 'started';
    log.info({ masterKeyId, source, tenants: tenantFileCount }, 'keyring started');
  }

  // ------------------------------------------------------------------------------------------------
  // Tenant keys
  // ------------------------------------------------------------------------------------------------

  async function tenantKeys(tenant: string): Promise<TenantKeys> {
    return (await entryFor(tenant)).keys;
  }

  async function tenantDek(tenant: string, dekId: string): Promise<Buffer | null> {
    const entry = await entryFor(tenant);
    const dek = entry.deks.get(dekId);
    if (dek) return dek;
    // Another process may have rotated the tenant's DEK since we loaded it: look at the file once.
    if (!TENANT_DEK_ID.test(dekId)) return null;
    const reloaded = await reloadTenant(tenant);
    return reloaded?.deks.get(dekId) ?? null;
  }

  async function entryFor(tenant: string): Promise<TenantEntry> {
    assertStarted();
    assertTenantName(tenant);
    const cached = cache.get(tenant);
    if (cached) return cached;
    let pending = loading.get(tenant);
    if (!pending) {
      pending = loadOrCreateTenant(tenant).finally(() => loading.delete(tenant));
      loading.set(tenant, pending);
    }
    return pending;
  }

  function tenantFile(tenant: string): string {
    return path.join(tenantsDir, `${tenant}.json`);
  }

  async function loadOrCreateTenant(tenant: string): Promise<TenantEntry> {
    const file = tenantFile(tenant);
    let text = await readFileIfExists(file);
    if (text === null) {
      const outcome = await gate.shared(() => createFileDurably(file, serializeTenantFile(newTenantFile(tenant))));
      if (outcome === 'created') log.info({ tenant, masterKeyId }, 'tenant keys created');
      // On 'existed' another keyring on the same dir won the race: use its keys, not ours.
      text = await readFileIfExists(file);
      if (text === null) {
        throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file} vanished after creation`);
      }
    }
    const entry = unwrapTenant(parseTenantFile(text, file, tenant), file);
    return cacheTenant(tenant, entry);
  }

  async function reloadTenant(tenant: string): Promise<TenantEntry | null> {
    const file = tenantFile(tenant);
    const text = await readFileIfExists(file);
    if (text === null) return null;
    const parsed = parseTenantFile(text, file, tenant);
    const cached = cache.get(tenant);
    // Nothing new (e.g. an object naming a DEK id that does not exist): keep the cache as it is.
    if (cached && parsed.keys.dek.versions.every((v) => cached.deks.has(v.id))) return cached;
    return cacheTenant(tenant, unwrapTenant(parsed, file));
  }

  function cacheTenant(tenant: string, entry: TenantEntry): TenantEntry {
    if (state === 'stopped') {
      // shutdown() ran while we were reading; do not leave unzeroed keys behind.
      for (const b of entry.buffers) b.fill(0);
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring shut down while loading keys');
    }
    const previous = cache.get(tenant);
    if (previous) retiredBuffers.push(...previous.buffers);
    cache.set(tenant, entry);
    return entry;
  }

  function newTenantFile(tenant: string): TenantKeyFile {
    const createdAtMs = Date.now();
    const wrapNew = (purpose: KeyPurpose): KeyHistory => ({ current: 'k1', versions: [newWrappedKey(tenant, purpose, 'k1', createdAtMs)] });
    return { format: TENANT_FILE_FORMAT, tenant, createdAtMs, keys: { dek: wrapNew('dek'), ref: wrapNew('ref') } };
  }

  /** A fresh random key, wrapped under the current master key; the plaintext key is zeroed. */
  function newWrappedKey(tenant: string, purpose: string, id: string, createdAtMs: number): WrappedKeyVersion {
    const key = randomBytes(KEY_BYTES);
    try {
      return { id, createdAtMs, ...wrapWith(requireMaster(), masterKeyId, tenant, purpose, id, key) };
    } finally {
      key.fill(0);
    }
  }

  function unwrapTenant(file: TenantKeyFile, filePath: string): TenantEntry {
    const buffers: Buffer[] = [];
    const unwrapAll = (purpose: KeyPurpose): Map<string, Buffer> => {
      const out = new Map<string, Buffer>();
      for (const v of file.keys[purpose].versions) {
        const key = unwrapCurrent(file.tenant, purpose, v, filePath);
        buffers.push(key);
        out.set(v.id, key);
      }
      return out;
    };
    try {
      const deks = unwrapAll('dek');
      const refs = unwrapAll('ref');
      const dek = deks.get(file.keys.dek.current);
      const refKey = refs.get(file.keys.ref.current);
      if (!dek || !refKey) {
        throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${filePath} names a current key it does not hold`);
      }
      return {
        keys: { dekId: file.keys.dek.current, dek, refKeyId: file.keys.ref.current, refKey },
        deks,
        buffers,
      };
    } catch (err) {
      for (const b of buffers) b.fill(0);
      throw err;
    }
  }

  /** Unwraps `v` with the master key in use, whichever of its wraps that is. */
  function unwrapCurrent(tenant: string, purpose: string, v: WrappedKeyVersion, filePath: string): Buffer {
    const wrap = wrapUnder(v, masterKeyId);
    if (wrap) return unwrapWith(requireMaster(), wrap, tenant, purpose, v.id, filePath);
    const previous = previousMaster ? wrapUnder(v, previousMaster.id) : null;
    if (previous && previousMaster) return unwrapWith(previousMaster.key, previous, tenant, purpose, v.id, filePath);
    throw mismatchError(filePath, v.masterKeyId);
  }

  async function rotateTenantKey(tenant: string): Promise<{ dekId: string }> {
    await entryFor(tenant); // creates the tenant's keys if needed, outside the gate (no nesting)
    return gate.shared(() =>
      lockKeyDir(async () => {
        assertStarted();
        const file = tenantFile(tenant);
        const text = await readFileIfExists(file);
        if (text === null) throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file} vanished`);
        const parsed = parseTenantFile(text, file, tenant);
        const highest = Math.max(0, ...parsed.keys.dek.versions.map((v) => Number(TENANT_DEK_ID.exec(v.id)?.[1] ?? 0)));
        const dekId = `k${highest + 1}`;
        parsed.keys.dek.versions.push(newWrappedKey(tenant, 'dek', dekId, Date.now()));
        parsed.keys.dek.current = dekId;
        await replaceFileDurably(file, serializeTenantFile(parsed));
        cacheTenant(tenant, unwrapTenant(parsed, file));
        log.info({ tenant, dekId }, 'tenant data key rotated; new objects use it, older ones stay readable');
        return { dekId };
      }),
    );
  }

  // ------------------------------------------------------------------------------------------------
  // Subject keys
  // ------------------------------------------------------------------------------------------------

  function subjectPaths(tenant: string, subjectRef: string): { dir: string; file: string; shredded: string } {
    const dir = path.join(subjectsDir, tenant);
    return { dir, file: path.join(dir, `${subjectRef}.json`), shredded: path.join(dir, `${subjectRef}.shredded`) };
  }

  async function subjectKeys(tenant: string, subjectRef: string): Promise<SubjectKeys> {
    assertStarted();
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const id = `${tenant}/${subjectRef}`;
    const cached = subjects.get(id);
    // One stat per call: a key destroyed (or replaced) by another process is not used for new objects.
    if (cached && (await fileIdOf(subjectPaths(tenant, subjectRef).file)) === cached.fileId) return cached.keys;
    let pending = subjectLoading.get(id);
    if (!pending) {
      pending = loadOrCreateSubject(tenant, subjectRef).finally(() => subjectLoading.delete(id));
      subjectLoading.set(id, pending);
    }
    return (await pending).keys;
  }

  async function loadOrCreateSubject(tenant: string, subjectRef: string): Promise<SubjectEntry> {
    const tenantEntry = await entryFor(tenant);
    const paths = subjectPaths(tenant, subjectRef);
    if (!knownSubjectDirs.has(paths.dir)) {
      await ensureDirDurably(paths.dir);
      knownSubjectDirs.add(paths.dir);
    }
    // At most: create, then (after a crashed destruction) delete and create once more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const loaded = await readSubjectFile(tenant, subjectRef);
      if (loaded === null) {
        const keyId = `s${randomBytes(8).toString('hex')}`;
        let created: { file: SubjectKeyFile; id: string } | null = null;
        const outcome = await gate.shared(() => {
          // Wrapped inside the gate: a master key rotation cannot run between wrapping and writing.
          const file: SubjectKeyFile = {
            format: SUBJECT_FILE_FORMAT,
            tenant,
            subject: subjectRef,
            createdAtMs: Date.now(),
            key: newWrappedKey(tenant, subjectPurpose(subjectRef), keyId, Date.now()),
          };
          return createFileDurably(paths.file, serializeJson(file), 0o600, ({ ino, mtimeNs }) => {
            created = { file, id: `${ino}:${mtimeNs}` };
          });
        });
        if (outcome === 'created') {
          log.info({ tenant, subjectRef, keyId, masterKeyId }, 'subject key created');
          // Our own new key: its content is the one in memory and its id was minted now (nothing can have
          // shredded it), so it is not read back; its file identity is the inode we linked.
          const mine = created as { file: SubjectKeyFile; id: string } | null;
          if (mine !== null) return cacheSubject(tenant, subjectRef, unwrapSubject(tenantEntry, mine.file, paths.file, mine.id));
        }
        continue;
      }
      if (await isShredded(tenant, subjectRef, loaded.parsed.key.id)) {
        // A destruction recorded the key as destroyed but crashed before deleting the file: finish it.
        await removeFileDurably(paths.file);
        continue;
      }
      const entry = unwrapSubject(tenantEntry, loaded.parsed, paths.file, loaded.fileId);
      return cacheSubject(tenant, subjectRef, entry);
    }
    throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `subject key file ${paths.file} keeps changing; giving up`);
  }

  async function readSubjectFile(tenant: string, subjectRef: string): Promise<{ parsed: SubjectKeyFile; fileId: string } | null> {
    const { file } = subjectPaths(tenant, subjectRef);
    const read = await readWithFileId(file);
    if (read === null) return null;
    return { parsed: parseSubjectFile(read.text, file, tenant, subjectRef), fileId: read.fileId };
  }

  function unwrapSubject(tenantEntry: TenantEntry, parsed: SubjectKeyFile, file: string, fileId: string): SubjectEntry {
    const { tenant, subject, key: v } = parsed;
    const secret = unwrapCurrent(tenant, subjectPurpose(subject), v, file);
    try {
      const info = `\0${tenant}\0${subject}\0${v.id}`;
      const dek = Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), `tracehold/subject-dek/v1${info}`, KEY_BYTES));
      const refKey = Buffer.from(hkdfSync('sha256', secret, tenantEntry.keys.refKey, `tracehold/subject-ref/v1${info}`, KEY_BYTES));
      return {
        keys: { subjectRef: subject, keyId: v.id, dek, refKeyId: tenantEntry.keys.refKeyId, refKey },
        fileId,
        buffers: [dek, refKey],
      };
    } finally {
      secret.fill(0);
    }
  }

  function cacheSubject(tenant: string, subjectRef: string, entry: SubjectEntry): SubjectEntry {
    if (state === 'stopped') {
      for (const b of entry.buffers) b.fill(0);
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring shut down while loading keys');
    }
    const id = `${tenant}/${subjectRef}`;
    const previous = subjects.get(id);
    if (previous && previous !== entry) retiredBuffers.push(...previous.buffers);
    subjects.set(id, entry);
    return entry;
  }

  function evictSubject(tenant: string, subjectRef: string): void {
    const id = `${tenant}/${subjectRef}`;
    const previous = subjects.get(id);
    if (!previous) return;
    subjects.delete(id);
    retiredBuffers.push(...previous.buffers);
  }

  async function subjectDek(tenant: string, subjectRef: string, keyId: string): Promise<SubjectDekLookup> {
    assertStarted();
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const { file } = subjectPaths(tenant, subjectRef);
    const cached = subjects.get(`${tenant}/${subjectRef}`);
    if (cached && cached.keys.keyId === keyId && (await fileIdOf(file)) === cached.fileId) return { status: 'ok', dek: cached.keys.dek };
    const loaded = await readSubjectFile(tenant, subjectRef);
    if (loaded !== null && loaded.parsed.key.id === keyId && !(await isShredded(tenant, subjectRef, keyId))) {
      const entry = cacheSubject(tenant, subjectRef, unwrapSubject(await entryFor(tenant), loaded.parsed, file, loaded.fileId));
      return { status: 'ok', dek: entry.keys.dek };
    }
    if (await isShredded(tenant, subjectRef, keyId)) return { status: 'destroyed' };
    return { status: 'unknown' };
  }

  async function subjectDestructions(tenant: string, subjectRef: string): Promise<SubjectKeyDestruction[]> {
    assertStarted();
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const { shredded } = subjectPaths(tenant, subjectRef);
    const text = await readFileIfExists(shredded);
    if (text === null) return [];
    return parseShreddedFile(text, shredded, tenant, subjectRef).destroyed;
  }

  async function isShredded(tenant: string, subjectRef: string, keyId: string): Promise<boolean> {
    const { shredded } = subjectPaths(tenant, subjectRef);
    const text = await readFileIfExists(shredded);
    if (text === null) return false;
    return parseShreddedFile(text, shredded, tenant, subjectRef).destroyed.some((d) => d.keyId === keyId);
  }

  async function destroySubjectKey(
    tenant: string,
    subjectRef: string,
    guard: () => Promise<boolean>,
  ): Promise<DestroySubjectKeyResult> {
    assertStarted();
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    if (typeof guard !== 'function') throw new TypeError('destroySubjectKey needs a guard callback');
    const paths = subjectPaths(tenant, subjectRef);
    return gate.shared(() =>
      lockKeyDir(async (): Promise<DestroySubjectKeyResult> => {
        assertStarted();
        const loaded = await readSubjectFile(tenant, subjectRef);
        if (loaded === null) return { destroyed: false, reason: 'no_key' };
        const keyId = loaded.parsed.key.id;
        // Awaited last, holding the lock: nothing in this keyring can change the subject's key between
        // the decision and the deletion.
        if ((await guard()) !== true) {
          log.info({ tenant, subjectRef, keyId }, 'subject key destruction refused by its guard');
          return { destroyed: false, reason: 'refused' };
        }
        // Record first, delete second: a crash in between is completed by the next load of the subject.
        const previous = await readFileIfExists(paths.shredded);
        const record: ShreddedFile = previous
          ? parseShreddedFile(previous, paths.shredded, tenant, subjectRef)
          : { format: SHREDDED_FILE_FORMAT, tenant, subject: subjectRef, destroyed: [] };
        if (!record.destroyed.some((d) => d.keyId === keyId)) record.destroyed.push({ keyId, destroyedAtMs: Date.now() });
        await replaceFileDurably(paths.shredded, serializeJson(record));
        await removeFileDurably(paths.file);
        evictSubject(tenant, subjectRef);
        log.info({ tenant, subjectRef, keyId }, 'subject key destroyed (crypto-shredded)');
        return { destroyed: true };
      }),
    );
  }

  // ------------------------------------------------------------------------------------------------
  // Master key rotation and recovery
  // ------------------------------------------------------------------------------------------------

  async function rotateMasterKey(newMasterKeyBase64?: string, options: RotateMasterKeyOptions = {}): Promise<RotateMasterKeyResult> {
    assertStarted();
    const fromEnv = config.masterKeyBase64 !== undefined;
    if (fromEnv && newMasterKeyBase64 === undefined) {
      throw new KeyringError(
        'TH_ERR_KEY_NEW_MASTER_REQUIRED',
        'the master key comes from TRACEHOLD_MASTER_KEY: pass the new key (base64 of 32 bytes) to rotate to, then set TRACEHOLD_MASTER_KEY to it',
      );
    }
    const newKey = newMasterKeyBase64 === undefined ? randomBytes(KEY_BYTES) : decodeMasterKey(newMasterKeyBase64, 'the new master key');
    const newId = fingerprint(newKey);
    if (newId === masterKeyId) {
      newKey.fill(0);
      throw new KeyringError('TH_ERR_KEY_INVALID_MASTER', 'the new master key is the one already in use');
    }
    return gate.exclusive(() =>
      lockKeyDir(async (): Promise<RotateMasterKeyResult> => {
        assertStarted();
        const oldKey = requireMaster();
        const oldId = masterKeyId;
        const pendingFile = path.join(config.dir, `${MASTER_FILE}.${newId}.pending`);
        const retiredFile = path.join(config.dir, `${MASTER_FILE}.${oldId}.retired`);
        const markerFile = path.join(config.dir, ROTATION_MARKER);
        let switched = false;
        try {
          // 0. A marker (no key material) makes start() check every key file until the rotation is over.
          await replaceFileDurably(
            markerFile,
            serializeJson({ fromMasterKeyId: oldId, toMasterKeyId: newId, startedAtMs: Date.now() }),
          );
          // 1. The new key is durable before anything is wrapped under it.
          if (!fromEnv) await replaceFileDurably(pendingFile, Buffer.from(newKey.toString('base64') + '\n'));
          // 2. New wraps next to the old ones: until the switch, the old key still opens everything.
          let keyFiles = 0;
          await forEachKeyFile(async (loaded) => {
            for (const { purpose, v } of loaded.versions) {
              const key = unwrapWith(oldKey, requireWrap(v, oldId, loaded.file), loaded.tenant, purpose, v.id, loaded.file);
              try {
                // Keep every wrap already there (an earlier interrupted rotation's too) until step 4.
                const others = (v.rewraps ?? []).filter((w) => w.masterKeyId !== newId);
                v.rewraps = [...others, wrapWith(newKey, newId, loaded.tenant, purpose, v.id, key)];
              } finally {
                key.fill(0);
              }
            }
            await replaceFileDurably(loaded.file, loaded.serialize());
            keyFiles += 1;
          });
          await options.afterPhase?.('new-wraps-written');
          // 3. The switch, one atomic rename: before it master.key is the old key, after it the new one.
          //    The old key stays on disk as `.retired` until every file holds only new wraps.
          if (!fromEnv) {
            await rm(retiredFile, { force: true });
            await link(masterFile, retiredFile);
            await fsyncDir(config.dir);
            await rename(pendingFile, masterFile);
            await fsyncDir(config.dir);
          }
          previousMaster = { key: oldKey, id: oldId };
          masterKey = Buffer.alloc(KEY_BYTES);
          newKey.copy(masterKey);
          masterKeyId = newId;
          switched = true;
          log.warn({ previousMasterKeyId: oldId, masterKeyId: newId }, 'master key switched; back up the new one');
          await options.afterPhase?.('switched');
          // 4. Drop the old wraps (re-listing: a file may have appeared since step 2).
          await forEachKeyFile(async (loaded) => {
            for (const { purpose, v } of loaded.versions) {
              const wrap = wrapUnder(v, newId);
              if (wrap) {
                setOnlyWrap(v, wrap);
              } else {
                const key = unwrapWith(oldKey, requireWrap(v, oldId, loaded.file), loaded.tenant, purpose, v.id, loaded.file);
                try {
                  setOnlyWrap(v, wrapWith(newKey, newId, loaded.tenant, purpose, v.id, key));
                } finally {
                  key.fill(0);
                }
              }
            }
            await replaceFileDurably(loaded.file, loaded.serialize());
          });
          // 5. Only now is the old key useless: remove it, and the marker last.
          if (!fromEnv) await removeFileDurably(retiredFile);
          await removeFileDurably(markerFile);
          log.info({ previousMasterKeyId: oldId, masterKeyId: newId, keyFiles }, 'master key rotation complete; content untouched');
          return { previousMasterKeyId: oldId, masterKeyId: newId, keyFiles, masterKeySource: fromEnv ? 'environment' : 'file' };
        } finally {
          newKey.fill(0);
          previousMaster = null;
          // After the switch the old key is no longer the keyring's; before it, it still is.
          if (switched) oldKey.fill(0);
        }
      }),
    );
  }

  /**
   * At start: every key file must hold a wrap under the master key in use. Leftovers of an interrupted
   * rotation (a second wrap, `.pending` or `.retired` master key files) are resolved towards the master
   * key in use: its wraps are kept, others dropped; a key wrapped only by a retired key is re-wrapped.
   * Everything is checked before anything is written, so a failed start changes nothing.
   */
  async function checkAndRecoverKeyFiles(): Promise<void> {
    // Without leftovers of a rotation only tenant files are checked (fail fast on a wrong master key);
    // subject files, possibly very many, are checked when used.
    const needsWork = async (): Promise<boolean> => {
      if ((await listRotationLeftovers()).length > 0) return true;
      for (const file of await listTenantFiles()) {
        const text = await readFileIfExists(file);
        if (text === null) continue;
        const parsed = parseTenantFile(text, file, path.basename(file, '.json'));
        for (const purpose of ['dek', 'ref'] as const) {
          for (const v of parsed.keys[purpose].versions) {
            if (v.masterKeyId !== masterKeyId || (v.rewraps?.length ?? 0) > 0) return true;
          }
        }
      }
      return false;
    };
    if (!(await needsWork())) return;
    await lockKeyDir(async () => {
      const leftovers = await listRotationLeftovers();
      const retired = new Map<string, Buffer>();
      try {
        for (const name of leftovers) {
          const m = RETIRED_MASTER.exec(name);
          if (!m) continue;
          const text = await readFileIfExists(path.join(config.dir, name));
          if (text === null) continue;
          const key = decodeMasterKey(text, name);
          if (fingerprint(key) === m[1]) retired.set(m[1]!, key);
          else key.fill(0);
        }
        // Resolves one file's versions in memory; throws when a version cannot be opened at all.
        const resolve = (loaded: LoadedKeyFile): boolean => {
          let dirty = false;
          for (const { purpose, v } of loaded.versions) {
            if (v.masterKeyId === masterKeyId && (v.rewraps?.length ?? 0) === 0) continue;
            dirty = true;
            const current = wrapUnder(v, masterKeyId);
            if (current) {
              // Prove the wrap opens before dropping the others.
              unwrapWith(requireMaster(), current, loaded.tenant, purpose, v.id, loaded.file).fill(0);
              setOnlyWrap(v, current);
              continue;
            }
            const old = [v as Wrap, ...(v.rewraps ?? [])].find((w) => retired.has(w.masterKeyId));
            if (!old) throw mismatchError(loaded.file, v.masterKeyId);
            const key = unwrapWith(retired.get(old.masterKeyId)!, old, loaded.tenant, purpose, v.id, loaded.file);
            try {
              setOnlyWrap(v, wrapWith(requireMaster(), masterKeyId, loaded.tenant, purpose, v.id, key));
            } finally {
              key.fill(0);
            }
          }
          return dirty;
        };
        // Two passes, so that a file that cannot be resolved fails the start before anything is written.
        await forEachKeyFile(async (loaded) => void resolve(loaded));
        let changed = 0;
        await forEachKeyFile(async (loaded) => {
          if (!resolve(loaded)) return;
          await replaceFileDurably(loaded.file, loaded.serialize());
          changed += 1;
        });
        for (const name of leftovers) await removeFileDurably(path.join(config.dir, name));
        if (changed > 0 || leftovers.length > 0) {
          log.warn(
            { masterKeyId, keyFiles: changed, leftovers: leftovers.length },
            'completed an interrupted master key rotation towards the master key in use',
          );
        }
      } finally {
        for (const key of retired.values()) key.fill(0);
      }
    });
  }

  /** Key files of an interrupted rotation, the marker last (it is removed last). */
  async function listRotationLeftovers(): Promise<string[]> {
    const names = await readdir(config.dir);
    const masters = names.filter((n) => PENDING_MASTER.test(n) || RETIRED_MASTER.test(n)).sort();
    return names.includes(ROTATION_MARKER) ? [...masters, ROTATION_MARKER] : masters;
  }

  async function listTenantFiles(): Promise<string[]> {
    const names = await readdirOrEmpty(tenantsDir);
    return names.filter((n) => !n.startsWith('.') && n.endsWith('.json')).map((n) => path.join(tenantsDir, n));
  }

  async function listKeyFiles(): Promise<{ kind: 'tenant' | 'subject'; file: string; tenant: string; subject?: string }[]> {
    const out: { kind: 'tenant' | 'subject'; file: string; tenant: string; subject?: string }[] = [];
    for (const file of await listTenantFiles()) out.push({ kind: 'tenant', file, tenant: path.basename(file, '.json') });
    for (const tenant of await readdirOrEmpty(subjectsDir)) {
      if (!TENANT_NAME.test(tenant)) continue;
      for (const name of await readdirOrEmpty(path.join(subjectsDir, tenant))) {
        if (name.startsWith('.') || !name.endsWith('.json')) continue;
        out.push({ kind: 'subject', file: path.join(subjectsDir, tenant, name), tenant, subject: path.basename(name, '.json') });
      }
    }
    return out;
  }

  /**
   * Runs `fn` on every key file, read and parsed one at a time (a few at once): there may be very many
   * subject files, so they are never all held in memory.
   */
  async function forEachKeyFile(fn: (loaded: LoadedKeyFile) => Promise<void>): Promise<void> {
    await forEachLimit(await listKeyFiles(), MAX_PARALLEL_FILES, async (entry) => {
      const text = await readFileIfExists(entry.file);
      if (text === null) return; // destroyed meanwhile
      if (entry.kind === 'tenant') {
        const parsed = parseTenantFile(text, entry.file, entry.tenant);
        await fn({
          file: entry.file,
          tenant: entry.tenant,
          versions: (['dek', 'ref'] as const).flatMap((purpose) => parsed.keys[purpose].versions.map((v) => ({ purpose, v }))),
          serialize: () => serializeTenantFile(parsed),
        });
      } else {
        const parsed = parseSubjectFile(text, entry.file, entry.tenant, entry.subject!);
        await fn({
          file: entry.file,
          tenant: entry.tenant,
          versions: [{ purpose: subjectPurpose(parsed.subject), v: parsed.key }],
          serialize: () => serializeJson(parsed),
        });
      }
    });
  }

  // ------------------------------------------------------------------------------------------------
  // Master key file, locking, lifecycle
  // ------------------------------------------------------------------------------------------------

  function requireMaster(): Buffer {
    if (!masterKey) throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'master key not loaded');
    return masterKey;
  }

  function requireWrap(v: WrappedKeyVersion, id: string, file: string): Wrap {
    const wrap = wrapUnder(v, id);
    if (!wrap) throw mismatchError(file, v.masterKeyId);
    return wrap;
  }

  async function loadMasterKeyFile(): Promise<Buffer | null> {
    const text = await readFileIfExists(masterFile);
    if (text === null) return null;
    const st = await stat(masterFile);
    if ((st.mode & 0o077) !== 0) {
      log.warn({ file: masterFile, mode: (st.mode & 0o777).toString(8) }, 'master key file is readable by group or others; chmod 600 it');
    }
    return decodeMasterKey(text, masterFile);
  }

  async function createMasterKeyFile(): Promise<Buffer> {
    const key = randomBytes(KEY_BYTES);
    const owned = Buffer.alloc(KEY_BYTES);
    key.copy(owned);
    const outcome = await createFileDurably(masterFile, Buffer.from(key.toString('base64') + '\n'));
    key.fill(0);
    if (outcome === 'existed') {
      // Another process created it between our read and our write: theirs is the one in use.
      owned.fill(0);
      const loaded = await loadMasterKeyFile();
      if (!loaded) throw new KeyringError('TH_ERR_KEY_INVALID_MASTER', `${masterFile} vanished after creation`);
      return loaded;
    }
    log.warn({ file: masterFile, masterKeyId: fingerprint(owned) }, 'created a new master key; back it up — without it stored content is unreadable');
    return owned;
  }

  async function warnIfMasterFileDiffers(envKeyId: string): Promise<void> {
    const text = await readFileIfExists(masterFile);
    if (text === null) return;
    let fileKeyId = 'invalid';
    try {
      const fileKey = decodeMasterKey(text, masterFile);
      fileKeyId = fingerprint(fileKey);
      fileKey.fill(0);
    } catch {
      // Reported below as 'invalid'; the env key is the one in use.
    }
    if (fileKeyId !== envKeyId) {
      log.warn({ file: masterFile, fileMasterKeyId: fileKeyId, masterKeyId: envKeyId }, 'TRACEHOLD_MASTER_KEY differs from the master key file, which is ignored');
    }
  }

  function mismatchError(file: string, fileMasterKeyId: string): KeyringError {
    return new KeyringError(
      'TH_ERR_KEY_MASTER_MISMATCH',
      `key file ${file} was wrapped by master key ${fileMasterKeyId} but the master key in use is ${masterKeyId}; ` +
        'supply the original master key (TRACEHOLD_MASTER_KEY or master.key)',
    );
  }

  /** In-process: one holder at a time (the file lock polls); across processes: the `.lock` file. */
  function lockKeyDir<T>(fn: () => Promise<T>): Promise<T> {
    const run = dirLockChain.then(() =>
      withDirLock(config.dir, fn, {
        onWait: () => log.info({ dir: config.dir }, 'waiting for another process to release the key directory lock'),
        busyError: (message) => new KeyringError('TH_ERR_KEY_LOCKED', message),
      }),
    );
    dirLockChain = run.catch(() => undefined);
    return run;
  }

  function assertStarted(): void {
    if (state !== 'started') {
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring used before start() or after shutdown()');
    }
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    // Let in-flight loads settle so that their buffers are zeroed too (they check `state`).
    await Promise.allSettled([...loading.values(), ...subjectLoading.values(), dirLockChain]);
    for (const entry of cache.values()) for (const b of entry.buffers) b.fill(0);
    for (const entry of subjects.values()) for (const b of entry.buffers) b.fill(0);
    for (const b of retiredBuffers) b.fill(0);
    cache.clear();
    subjects.clear();
    retiredBuffers.length = 0;
    masterKey?.fill(0);
    masterKey = null;
  }

  return {
    start,
    tenantKeys,
    tenantDek,
    subjectKeys,
    subjectDek,
    subjectDestructions,
    destroySubjectKey,
    rotateTenantKey,
    rotateMasterKey,
    get masterKeyId() {
      return masterKeyId;
    },
    shutdown,
  };
}

// --------------------------------------------------------------------------------------------------
// Wrapping
// --------------------------------------------------------------------------------------------------

function wrapWith(master: Buffer, masterKeyId: string, tenant: string, purpose: string, id: string, key: Buffer): Wrap {
  const nonce = randomBytes(WRAP_NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master, nonce);
  cipher.setAAD(wrapAad(tenant, purpose, id, masterKeyId));
  const wrapped = Buffer.concat([cipher.update(key), cipher.final()]);
  return { masterKeyId, nonce: nonce.toString('base64'), tag: cipher.getAuthTag().toString('base64'), wrapped: wrapped.toString('base64') };
}

function unwrapWith(master: Buffer, wrap: Wrap, tenant: string, purpose: string, id: string, filePath: string): Buffer {
  try {
    const decipher = createDecipheriv('aes-256-gcm', master, Buffer.from(wrap.nonce, 'base64'));
    decipher.setAAD(wrapAad(tenant, purpose, id, wrap.masterKeyId));
    decipher.setAuthTag(Buffer.from(wrap.tag, 'base64'));
    const first = decipher.update(Buffer.from(wrap.wrapped, 'base64'));
    const last = decipher.final();
    const key = Buffer.alloc(KEY_BYTES);
    if (first.length + last.length !== KEY_BYTES) throw new Error('bad key length');
    first.copy(key, 0);
    last.copy(key, first.length);
    first.fill(0);
    last.fill(0);
    return key;
  } catch {
    // Same master key id but failed authentication: the file was edited, copied from another tenant
    // or truncated. No detail from the crypto error, which says nothing useful anyway.
    throw new KeyringError(
      'TH_ERR_KEY_FILE_CORRUPT',
      `key file ${filePath}: ${purpose.startsWith('subject:') ? 'subject' : purpose} key ${id} failed authentication (file modified or not this tenant's)`,
    );
  }
}

function wrapUnder(v: WrappedKeyVersion, masterKeyId: string): Wrap | null {
  if (v.masterKeyId === masterKeyId) return v;
  return v.rewraps?.find((w) => w.masterKeyId === masterKeyId) ?? null;
}

function setOnlyWrap(v: WrappedKeyVersion, wrap: Wrap): void {
  const { masterKeyId, nonce, tag, wrapped } = wrap;
  v.masterKeyId = masterKeyId;
  v.nonce = nonce;
  v.tag = tag;
  v.wrapped = wrapped;
  delete v.rewraps;
}

function wrapAad(tenant: string, purpose: string, id: string, masterKeyId: string): Buffer {
  return Buffer.from(`tracehold/key-wrap/v1\0${tenant}\0${purpose}\0${id}\0${masterKeyId}`);
}

/** Tenant purposes are 'dek' and 'ref'; a subject's key is bound to its pseudonym through the AAD. */
function subjectPurpose(subjectRef: string): string {
  return `subject:${subjectRef}`;
}

function fingerprint(key: Buffer): string {
  return createHash('sha256').update('tracehold/master-key-id/v1\0').update(key).digest('hex').slice(0, 8);
}

// --------------------------------------------------------------------------------------------------
// Validation and parsing
// --------------------------------------------------------------------------------------------------

function assertTenantName(tenant: string): void {
  if (typeof tenant !== 'string' || !TENANT_NAME.test(tenant)) {
    throw new KeyringError(
      'TH_ERR_KEY_INVALID_TENANT',
      'tenant names are 1-63 characters: lowercase letters, digits, "-" and "_", starting with a letter or digit',
    );
  }
}

function assertSubjectRef(subjectRef: string): void {
  if (typeof subjectRef !== 'string' || !SUBJECT_REF_RE.test(subjectRef)) {
    throw new KeyringError('TH_ERR_KEY_INVALID_SUBJECT', 'subject references are pseudonyms: psn_ followed by 32 lowercase hex');
  }
}

function decodeMasterKey(text: string, source: string): Buffer {
  const trimmed = text.trim();
  if (!MASTER_KEY_BASE64.test(trimmed)) {
    throw new KeyringError(
      'TH_ERR_KEY_INVALID_MASTER',
      `${source} must be the base64 encoding of exactly 32 bytes (44 characters, e.g. from \`openssl rand -base64 32\`)`,
    );
  }
  const decoded = Buffer.from(trimmed, 'base64');
  // A dedicated (unpooled) buffer, so zeroing it at shutdown leaves no copy in a shared slab.
  const key = Buffer.alloc(KEY_BYTES);
  decoded.copy(key);
  decoded.fill(0);
  return key;
}

function serializeTenantFile(file: TenantKeyFile): Buffer {
  return serializeJson(file);
}

function serializeJson(value: unknown): Buffer {
  return Buffer.from(JSON.stringify(value, null, 2) + '\n');
}

function parseTenantFile(text: string, file: string, expectedTenant: string): TenantKeyFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== TENANT_FILE_FORMAT) throw corrupt(`not a ${TENANT_FILE_FORMAT} file`);
  if (raw.tenant !== expectedTenant) throw corrupt('tenant inside the file does not match its name');
  if (typeof raw.createdAtMs !== 'number' || !isRecord(raw.keys)) throw corrupt('missing fields');
  const keys = raw.keys;
  const history = (purpose: KeyPurpose): KeyHistory => {
    const h = keys[purpose];
    if (!isRecord(h) || typeof h.current !== 'string' || !Array.isArray(h.versions) || h.versions.length === 0) {
      throw corrupt(`bad ${purpose} key history`);
    }
    return { current: h.current, versions: h.versions.map((v: unknown) => parseVersion(v, `${purpose} key`, corrupt)) };
  };
  return { format: TENANT_FILE_FORMAT, tenant: expectedTenant, createdAtMs: raw.createdAtMs, keys: { dek: history('dek'), ref: history('ref') } };
}

function parseSubjectFile(text: string, file: string, tenant: string, subject: string): SubjectKeyFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `subject key file ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== SUBJECT_FILE_FORMAT) throw corrupt(`not a ${SUBJECT_FILE_FORMAT} file`);
  if (raw.tenant !== tenant || raw.subject !== subject) throw corrupt('tenant or subject inside the file does not match its path');
  if (typeof raw.createdAtMs !== 'number') throw corrupt('missing fields');
  return { format: SUBJECT_FILE_FORMAT, tenant, subject, createdAtMs: raw.createdAtMs, key: parseVersion(raw.key, 'subject key', corrupt) };
}

function parseShreddedFile(text: string, file: string, tenant: string, subject: string): ShreddedFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `shredding record ${file}: ${why}`);
  const raw = parseJsonRecord(text, corrupt);
  if (raw.format !== SHREDDED_FILE_FORMAT || raw.tenant !== tenant || raw.subject !== subject || !Array.isArray(raw.destroyed)) {
    throw corrupt(`not a ${SHREDDED_FILE_FORMAT} record of this subject`);
  }
  const destroyed = raw.destroyed.map((d: unknown) => {
    if (!isRecord(d) || typeof d.keyId !== 'string' || typeof d.destroyedAtMs !== 'number') throw corrupt('bad entry');
    return { keyId: d.keyId, destroyedAtMs: d.destroyedAtMs };
  });
  return { format: SHREDDED_FILE_FORMAT, tenant, subject, destroyed };
}

function parseJsonRecord(text: string, corrupt: (why: string) => Error): Record<string, unknown> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw corrupt('not valid JSON');
  }
  if (!isRecord(raw)) throw corrupt('not a JSON object');
  return raw;
}

function parseWrap(w: unknown, what: string, corrupt: (why: string) => Error): Wrap {
  if (!isRecord(w) || typeof w.masterKeyId !== 'string' || typeof w.nonce !== 'string' || typeof w.tag !== 'string' || typeof w.wrapped !== 'string') {
    throw corrupt(`bad ${what} version`);
  }
  if (Buffer.from(w.nonce, 'base64').length !== WRAP_NONCE_BYTES || Buffer.from(w.tag, 'base64').length !== WRAP_TAG_BYTES) {
    throw corrupt(`bad ${what} version`);
  }
  return { masterKeyId: w.masterKeyId, nonce: w.nonce, tag: w.tag, wrapped: w.wrapped };
}

function parseVersion(v: unknown, what: string, corrupt: (why: string) => Error): WrappedKeyVersion {
  if (!isRecord(v) || typeof v.id !== 'string' || typeof v.createdAtMs !== 'number') throw corrupt(`bad ${what} version`);
  const primary = parseWrap(v, what, corrupt);
  const version: WrappedKeyVersion = { id: v.id, createdAtMs: v.createdAtMs, ...primary };
  if (v.rewraps !== undefined) {
    if (!Array.isArray(v.rewraps)) throw corrupt(`bad ${what} version ${v.id}`);
    version.rewraps = v.rewraps.map((w: unknown) => parseWrap(w, what, corrupt));
  }
  return version;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function readdirOrEmpty(dir: string): Promise<string[]> {
  try {
    return await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw err;
  }
}

/**
 * The identity of the file now at `file` (null when there is none). Synchronous on purpose: it runs once per
 * subjectKeys call (every content object with an end user) on a small local key file, where a stat takes a
 * few µs, while the promise round trip of an asynchronous one costs the event loop more than the stat itself.
 */
async function fileIdOf(file: string): Promise<string | null> {
  const st = statSync(file, { bigint: true, throwIfNoEntry: false });
  return st === undefined ? null : `${st.ino}:${st.mtimeNs}`;
}

/** Reads a file and the identity of the file it was read from (one open, so both describe the same file). */
async function readWithFileId(file: string): Promise<{ text: string; fileId: string } | null> {
  // Most misses are new subjects: a synchronous stat says so for 2 µs, where a failed open costs ~30 µs of
  // event loop for its error. (A file created right after this check is found by the caller's next round.)
  if (statSync(file, { throwIfNoEntry: false }) === undefined) return null;
  let fh;
  try {
    fh = await open(file, 'r');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    const st = await fh.stat({ bigint: true });
    return { text: await fh.readFile('utf8'), fileId: `${st.ino}:${st.mtimeNs}` };
  } finally {
    await fh.close();
  }
}

/**
 * Shared/exclusive gate: any number of `shared` runs at once, or one `exclusive` run alone. A waiting
 * exclusive run stops new shared runs from starting, so a master key rotation is not starved.
 * Do not nest a shared run inside another: it would wait behind a waiting exclusive run forever.
 */
function createGate(): { shared<T>(fn: () => Promise<T>): Promise<T>; exclusive<T>(fn: () => Promise<T>): Promise<T> } {
  let active = 0;
  let exclusiveRun: Promise<void> | null = null;
  let onDrained: (() => void) | null = null;
  return {
    async shared(fn) {
      while (exclusiveRun) await exclusiveRun;
      active += 1;
      try {
        return await fn();
      } finally {
        active -= 1;
        if (active === 0 && onDrained) onDrained();
      }
    },
    async exclusive(fn) {
      while (exclusiveRun) await exclusiveRun;
      let release!: () => void;
      exclusiveRun = new Promise<void>((resolve) => (release = resolve));
      try {
        if (active > 0) await new Promise<void>((resolve) => (onDrained = resolve));
        onDrained = null;
        return await fn();
      } finally {
        exclusiveRun = null;
        release();
      }
    },
  };
}

