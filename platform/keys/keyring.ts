/**
 * Key management: one master key per installation, and per tenant a data-encryption key (DEK) and a
 * reference/pseudonym HMAC key, each wrapped by the master key (envelope encryption).
 *
 * On disk, under `dir` (`<dataDir>/keys`, mode 0700):
 * - `master.key` (0600): the master key as base64 text plus a newline, so it can be backed up or moved
 *   into TRACEHOLD_MASTER_KEY as is. Absent when the master key comes from the environment.
 * - `tenants/<tenant>.json` (0600): the tenant's wrapped keys, format `tracehold-tenant-keys/v1`, see
 *   `TenantKeyFile`. Each purpose holds a list of versions (`k1`, `k2`, ... after rotations) and names
 *   the current one; old versions stay so that data written under them remains readable.
 *
 * Losing the master key loses every tenant's content: back it up, or supply it from a secret manager.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { link, mkdir, open, readdir, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';

/**
 * Stable error codes of the keyring:
 * - TH_ERR_KEY_INVALID_MASTER: the master key (env or file) is not base64 of exactly 32 bytes.
 * - TH_ERR_KEY_MASTER_MISMATCH: tenant keys on disk were wrapped by another master key.
 * - TH_ERR_KEY_MASTER_MISSING: tenant keys exist but no master key was supplied or found.
 * - TH_ERR_KEY_INVALID_TENANT: a tenant name outside `^[a-z0-9][a-z0-9_-]{0,62}$`.
 * - TH_ERR_KEY_FILE_CORRUPT: a tenant key file cannot be parsed or a wrapped key fails authentication.
 * - TH_ERR_KEY_NOT_STARTED: used before `start()` or after `shutdown()`.
 */
export type KeyringErrorCode =
  | 'TH_ERR_KEY_INVALID_MASTER'
  | 'TH_ERR_KEY_MASTER_MISMATCH'
  | 'TH_ERR_KEY_MASTER_MISSING'
  | 'TH_ERR_KEY_INVALID_TENANT'
  | 'TH_ERR_KEY_FILE_CORRUPT'
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

/**
 * Contract: call `start()` once before anything else; it fails fast on a bad or mismatched master key.
 * Key buffers returned are owned by the keyring and shared between callers: read them, never modify or
 * keep them past `shutdown()`, which zeroes them. Safe for concurrent use; two concurrent first uses of a
 * tenant create exactly one set of keys (also across processes sharing `dir`).
 */
export interface Keyring {
  start(): Promise<void>;
  /** The tenant's current keys, created and persisted on first use. */
  tenantKeys(tenant: string): Promise<TenantKeys>;
  /** A DEK by id, current or older (to read data written before a rotation); null when unknown. */
  tenantDek(tenant: string, dekId: string): Promise<Buffer | null>;
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
const MASTER_FILE = 'master.key';
const TENANTS_DIR = 'tenants';
// Standard base64 of 32 bytes is exactly 43 characters and one '=' of padding.
const MASTER_KEY_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

type KeyPurpose = 'dek' | 'ref';

interface WrappedKeyVersion {
  id: string;
  createdAtMs: number;
  /** Fingerprint of the master key that wrapped this version. */
  masterKeyId: string;
  /** base64, AES-256-GCM under the master key; AAD binds tenant, purpose, id and master key id. */
  nonce: string;
  tag: string;
  wrapped: string;
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

interface TenantEntry {
  keys: TenantKeys;
  /** Every unwrapped DEK version by id (includes the current one). */
  deks: Map<string, Buffer>;
  /** Every cached buffer, zeroed at shutdown. */
  buffers: Buffer[];
}

export function createKeyring(deps: { logger: Logger }, config: KeyringConfig): Keyring {
  const log = deps.logger.child({ component: 'keyring' });
  const tenantsDir = path.join(config.dir, TENANTS_DIR);
  const cache = new Map<string, TenantEntry>();
  // One in-flight load/create per tenant, so concurrent first uses share a single key creation.
  const loading = new Map<string, Promise<TenantEntry>>();
  let masterKey: Buffer | null = null;
  let masterKeyId = '';
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
    await ensureDir(config.dir);
    await ensureDir(tenantsDir);
    const dirMode = (await stat(config.dir)).mode & 0o777;
    if ((dirMode & 0o077) !== 0) {
      log.warn({ dir: config.dir, mode: dirMode.toString(8) }, 'key directory is accessible to group or others; chmod 700 it');
    }
    const tenantFiles = await listTenantFiles();
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
        // Creating a fresh master key next to existing tenant keys would orphan them for good.
        if (tenantFiles.length > 0) {
          throw new KeyringError(
            'TH_ERR_KEY_MASTER_MISSING',
            `${tenantFiles.length} tenant key file(s) exist in ${tenantsDir} but ${path.join(config.dir, MASTER_FILE)} ` +
              'is missing and TRACEHOLD_MASTER_KEY is not set; restore the master key (a new one cannot read them)',
          );
        }
        masterKey = await createMasterKeyFile();
        source = 'created';
      }
    }
    masterKeyId = fingerprint(masterKey);
    await checkTenantFilesMatchMaster(tenantFiles);
    state = 'started';
    log.info({ masterKeyId, source, tenants: tenantFiles.length }, 'keyring started');
  }

  async function tenantKeys(tenant: string): Promise<TenantKeys> {
    return (await entryFor(tenant)).keys;
  }

  async function tenantDek(tenant: string, dekId: string): Promise<Buffer | null> {
    return (await entryFor(tenant)).deks.get(dekId) ?? null;
  }

  async function entryFor(tenant: string): Promise<TenantEntry> {
    if (state !== 'started') {
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring used before start() or after shutdown()');
    }
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

  async function loadOrCreateTenant(tenant: string): Promise<TenantEntry> {
    const file = path.join(tenantsDir, `${tenant}.json`);
    let text = await readFileOrNull(file);
    if (text === null) {
      const created = newTenantFile(tenant);
      const outcome = await writeFileNoClobber(file, Buffer.from(JSON.stringify(created, null, 2) + '\n'));
      if (outcome === 'created') log.info({ tenant, masterKeyId }, 'tenant keys created');
      // On 'existed' another keyring on the same dir won the race: use its keys, not ours.
      text = await readFileOrNull(file);
      if (text === null) {
        throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file} vanished after creation`);
      }
    }
    const parsed = parseTenantFile(text, file, tenant);
    const entry = unwrapTenant(parsed, file);
    if (state !== 'started') {
      // shutdown() ran while we were reading; do not leave unzeroed keys behind.
      for (const b of entry.buffers) b.fill(0);
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring shut down while loading tenant keys');
    }
    cache.set(tenant, entry);
    return entry;
  }

  function newTenantFile(tenant: string): TenantKeyFile {
    const createdAtMs = Date.now();
    const wrapNew = (purpose: KeyPurpose): KeyHistory => {
      const key = randomBytes(KEY_BYTES);
      try {
        return { current: 'k1', versions: [wrapKey(tenant, purpose, 'k1', key, createdAtMs)] };
      } finally {
        key.fill(0);
      }
    };
    return { format: TENANT_FILE_FORMAT, tenant, createdAtMs, keys: { dek: wrapNew('dek'), ref: wrapNew('ref') } };
  }

  function wrapKey(tenant: string, purpose: KeyPurpose, id: string, key: Buffer, createdAtMs: number): WrappedKeyVersion {
    const nonce = randomBytes(WRAP_NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', requireMaster(), nonce);
    cipher.setAAD(wrapAad(tenant, purpose, id, masterKeyId));
    const wrapped = Buffer.concat([cipher.update(key), cipher.final()]);
    return {
      id,
      createdAtMs,
      masterKeyId,
      nonce: nonce.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      wrapped: wrapped.toString('base64'),
    };
  }

  function unwrapTenant(file: TenantKeyFile, filePath: string): TenantEntry {
    const buffers: Buffer[] = [];
    const unwrapAll = (purpose: KeyPurpose): Map<string, Buffer> => {
      const out = new Map<string, Buffer>();
      for (const v of file.keys[purpose].versions) {
        if (v.masterKeyId !== masterKeyId) {
          throw mismatchError(filePath, v.masterKeyId);
        }
        const key = unwrapKey(file.tenant, purpose, v, filePath);
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

  function unwrapKey(tenant: string, purpose: KeyPurpose, v: WrappedKeyVersion, filePath: string): Buffer {
    try {
      const decipher = createDecipheriv('aes-256-gcm', requireMaster(), Buffer.from(v.nonce, 'base64'));
      decipher.setAAD(wrapAad(tenant, purpose, v.id, v.masterKeyId));
      decipher.setAuthTag(Buffer.from(v.tag, 'base64'));
      const first = decipher.update(Buffer.from(v.wrapped, 'base64'));
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
        `tenant key file ${filePath}: ${purpose} key ${v.id} failed authentication (file modified or not this tenant's)`,
      );
    }
  }

  function requireMaster(): Buffer {
    if (!masterKey) throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'master key not loaded');
    return masterKey;
  }

  async function loadMasterKeyFile(): Promise<Buffer | null> {
    const file = path.join(config.dir, MASTER_FILE);
    const text = await readFileOrNull(file);
    if (text === null) return null;
    const st = await stat(file);
    if ((st.mode & 0o077) !== 0) {
      log.warn({ file, mode: (st.mode & 0o777).toString(8) }, 'master key file is readable by group or others; chmod 600 it');
    }
    return decodeMasterKey(text, file);
  }

  async function createMasterKeyFile(): Promise<Buffer> {
    const file = path.join(config.dir, MASTER_FILE);
    const key = randomBytes(KEY_BYTES);
    const outcome = await writeFileNoClobber(file, Buffer.from(key.toString('base64') + '\n'));
    if (outcome === 'existed') {
      // Another process created it between our read and our write: theirs is the one in use.
      key.fill(0);
      const loaded = await loadMasterKeyFile();
      if (!loaded) throw new KeyringError('TH_ERR_KEY_INVALID_MASTER', `${file} vanished after creation`);
      return loaded;
    }
    const owned = Buffer.alloc(KEY_BYTES);
    key.copy(owned);
    key.fill(0);
    log.warn({ file, masterKeyId: fingerprint(owned) }, 'created a new master key; back it up — without it stored content is unreadable');
    return owned;
  }

  async function warnIfMasterFileDiffers(envKeyId: string): Promise<void> {
    const file = path.join(config.dir, MASTER_FILE);
    const text = await readFileOrNull(file);
    if (text === null) return;
    let fileKeyId = 'invalid';
    try {
      const fileKey = decodeMasterKey(text, file);
      fileKeyId = fingerprint(fileKey);
      fileKey.fill(0);
    } catch {
      // Reported below as 'invalid'; the env key is the one in use.
    }
    if (fileKeyId !== envKeyId) {
      log.warn({ file, fileMasterKeyId: fileKeyId, masterKeyId: envKeyId }, 'TRACEHOLD_MASTER_KEY differs from the master key file, which is ignored');
    }
  }

  async function listTenantFiles(): Promise<string[]> {
    const names = await readdir(tenantsDir);
    return names.filter((n) => n.endsWith('.json')).map((n) => path.join(tenantsDir, n));
  }

  // Fails start instead of failing later on first use of each tenant: a wrong master key is an
  // operator error to fix before accepting any data.
  async function checkTenantFilesMatchMaster(files: string[]): Promise<void> {
    for (const file of files) {
      const text = await readFileOrNull(file);
      if (text === null) continue;
      const tenant = path.basename(file, '.json');
      const parsed = parseTenantFile(text, file, tenant);
      for (const purpose of ['dek', 'ref'] as const) {
        for (const v of parsed.keys[purpose].versions) {
          if (v.masterKeyId !== masterKeyId) throw mismatchError(file, v.masterKeyId);
        }
      }
    }
  }

  function mismatchError(file: string, fileMasterKeyId: string): KeyringError {
    return new KeyringError(
      'TH_ERR_KEY_MASTER_MISMATCH',
      `tenant key file ${file} was wrapped by master key ${fileMasterKeyId} but the master key in use is ${masterKeyId}; ` +
        'supply the original master key (TRACEHOLD_MASTER_KEY or master.key)',
    );
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    // Let in-flight loads settle so that their buffers are zeroed too (they check `state`).
    await Promise.allSettled([...loading.values()]);
    for (const entry of cache.values()) for (const b of entry.buffers) b.fill(0);
    cache.clear();
    masterKey?.fill(0);
    masterKey = null;
  }

  return {
    start,
    tenantKeys,
    tenantDek,
    get masterKeyId() {
      return masterKeyId;
    },
    shutdown,
  };
}

function assertTenantName(tenant: string): void {
  if (typeof tenant !== 'string' || !TENANT_NAME.test(tenant)) {
    throw new KeyringError(
      'TH_ERR_KEY_INVALID_TENANT',
      'tenant names are 1-63 characters: lowercase letters, digits, "-" and "_", starting with a letter or digit',
    );
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

function fingerprint(key: Buffer): string {
  return createHash('sha256').update('tracehold/master-key-id/v1\0').update(key).digest('hex').slice(0, 8);
}

function wrapAad(tenant: string, purpose: KeyPurpose, id: string, masterKeyId: string): Buffer {
  return Buffer.from(`tracehold/key-wrap/v1\0${tenant}\0${purpose}\0${id}\0${masterKeyId}`);
}

function parseTenantFile(text: string, file: string, expectedTenant: string): TenantKeyFile {
  const corrupt = (why: string) => new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file}: ${why}`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw corrupt('not valid JSON');
  }
  if (!isRecord(raw) || raw.format !== TENANT_FILE_FORMAT) throw corrupt(`not a ${TENANT_FILE_FORMAT} file`);
  if (raw.tenant !== expectedTenant) throw corrupt('tenant inside the file does not match its name');
  if (typeof raw.createdAtMs !== 'number' || !isRecord(raw.keys)) throw corrupt('missing fields');
  const keys = raw.keys;
  const history = (purpose: KeyPurpose): KeyHistory => {
    const h = keys[purpose];
    if (!isRecord(h) || typeof h.current !== 'string' || !Array.isArray(h.versions) || h.versions.length === 0) {
      throw corrupt(`bad ${purpose} key history`);
    }
    const versions = h.versions.map((v: unknown): WrappedKeyVersion => {
      if (
        !isRecord(v) ||
        typeof v.id !== 'string' ||
        typeof v.createdAtMs !== 'number' ||
        typeof v.masterKeyId !== 'string' ||
        typeof v.nonce !== 'string' ||
        typeof v.tag !== 'string' ||
        typeof v.wrapped !== 'string'
      ) {
        throw corrupt(`bad ${purpose} key version`);
      }
      if (Buffer.from(v.nonce, 'base64').length !== WRAP_NONCE_BYTES || Buffer.from(v.tag, 'base64').length !== WRAP_TAG_BYTES) {
        throw corrupt(`bad ${purpose} key version ${v.id}`);
      }
      return { id: v.id, createdAtMs: v.createdAtMs, masterKeyId: v.masterKeyId, nonce: v.nonce, tag: v.tag, wrapped: v.wrapped };
    });
    return { current: h.current, versions };
  };
  return { format: TENANT_FILE_FORMAT, tenant: expectedTenant, createdAtMs: raw.createdAtMs, keys: { dek: history('dek'), ref: history('ref') } };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

async function readFileOrNull(file: string): Promise<string | null> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Creates `dir` (0700) if needed and makes its creation durable. */
async function ensureDir(dir: string): Promise<void> {
  const firstCreated = await mkdir(dir, { recursive: true, mode: 0o700 });
  if (firstCreated === undefined) return;
  // fsync every parent whose entry list changed, from the new directory's parent up to the first
  // directory that already existed.
  let child = path.resolve(dir);
  const top = path.resolve(firstCreated);
  for (;;) {
    const parent = path.dirname(child);
    await fsyncDir(parent);
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

/**
 * Writes `data` to `file` (0600) atomically and durably, never replacing an existing file: a key file
 * replaced by a different key would make everything encrypted under the first unreadable. The data is
 * written and fsynced under a temporary name, then hard-linked into place (link fails if the name
 * exists, unlike rename), and the directory is fsynced. Zeroes `data` afterwards: callers pass key material.
 */
async function writeFileNoClobber(file: string, data: Buffer): Promise<'created' | 'existed'> {
  const dir = path.dirname(file);
  const tmp = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  const fh = await open(tmp, 'wx', 0o600);
  try {
    try {
      await fh.writeFile(data);
      await fh.sync();
    } finally {
      await fh.close();
    }
    try {
      await link(tmp, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return 'existed';
      throw err;
    }
    await fsyncDir(dir);
    return 'created';
  } finally {
    data.fill(0);
    await unlink(tmp).catch(() => undefined);
  }
}
