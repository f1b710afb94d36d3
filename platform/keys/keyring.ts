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
import { stat } from 'node:fs/promises';
import type { Logger } from 'pino';
import { ensureDirDurably } from '../durable-file/durable-file.ts';
import { keyDirectoryAt, listTenantFiles } from './key-directory.ts';
import { fingerprint } from './key-wrap.ts';
import { KeyringError } from './keyring-error.ts';
import { createKeyringState } from './keyring-state.ts';
import { loadMasterKey } from './master-key.ts';
import { checkAndRecoverKeyFiles } from './master-key-recovery.ts';
import { rotateMasterKey } from './master-key-rotation.ts';
import type { RotateMasterKeyOptions, RotateMasterKeyResult } from './master-key-rotation.ts';
import { createSubjectKeyShredding } from './subject-key-shredding.ts';
import type { DestroySubjectKeyResult, SubjectKeyDestruction } from './subject-key-shredding.ts';
import { createSubjectKeyStore } from './subject-keys.ts';
import type { SubjectDekLookup, SubjectKeys } from './subject-keys.ts';
import { createTenantKeyStore } from './tenant-keys.ts';
import type { TenantKeys } from './tenant-keys.ts';

// The keyring's public types live with the part that implements them; callers import them from here.
export { KeyringError } from './keyring-error.ts';
export type { KeyringErrorCode } from './keyring-error.ts';
export type { MasterKeyRotationPhase, RotateMasterKeyOptions, RotateMasterKeyResult } from './master-key-rotation.ts';
export type { DestroySubjectKeyResult, SubjectKeyDestruction } from './subject-key-shredding.ts';
export type { SubjectDekLookup, SubjectKeys } from './subject-keys.ts';
export type { TenantKeys } from './tenant-keys.ts';

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

/** Operator settings of the keyring; read once by `createKeyring`. */
export interface KeyringConfig {
  /** `<dataDir>/keys`. */
  dir: string;
  /** From TRACEHOLD_MASTER_KEY: base64 of 32 bytes. When set, no master key file is read or written. */
  masterKeyBase64?: string;
}

/**
 * The keyring: its lifecycle here, the rest in the modules it wires together (tenant keys, subject keys,
 * shredding, master key rotation and recovery), which share one `KeyringState`.
 */
export function createKeyring(deps: { logger: Logger }, config: KeyringConfig): Keyring {
  const log = deps.logger.child({ component: 'keyring' });
  const keyDir = keyDirectoryAt(config.dir);
  const state = createKeyringState(log, keyDir);
  const tenants = createTenantKeyStore(state);
  const subjects = createSubjectKeyStore(state, tenants);
  const shredding = createSubjectKeyShredding(state, subjects);
  let starting: Promise<void> | null = null;

  function start(): Promise<void> {
    if (state.lifecycle === 'stopped') {
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
    await ensureDirDurably(keyDir.tenantsDir);
    await ensureDirDurably(keyDir.subjectsDir);
    const dirMode = (await stat(config.dir)).mode & 0o777;
    if ((dirMode & 0o077) !== 0) {
      log.warn({ dir: config.dir, mode: dirMode.toString(8) }, 'key directory is accessible to group or others; chmod 700 it');
    }
    // Subject key files exist only next to their tenant's, so the tenant files are the census here.
    const tenantFileCount = (await listTenantFiles(keyDir)).length;
    const { key, source } = await loadMasterKey(log, keyDir, config.masterKeyBase64, tenantFileCount);
    state.masterKey = key;
    state.masterKeyId = fingerprint(key);
    await checkAndRecoverKeyFiles(state);
    state.lifecycle = 'started';
    log.info({ masterKeyId: state.masterKeyId, source, tenants: tenantFileCount }, 'keyring started');
  }

  async function shutdown(): Promise<void> {
    if (state.lifecycle === 'stopped') return;
    state.lifecycle = 'stopped';
    // Let in-flight loads settle so that their buffers are zeroed too (they check `lifecycle`).
    await Promise.allSettled([...tenants.inFlight(), ...subjects.inFlight(), state.dirLockChain]);
    tenants.zeroAll();
    subjects.zeroAll();
    for (const b of state.retiredBuffers) b.fill(0);
    state.retiredBuffers.length = 0;
    state.masterKey?.fill(0);
    state.masterKey = null;
  }

  return {
    start,
    tenantKeys: tenants.tenantKeys,
    tenantDek: tenants.tenantDek,
    subjectKeys: subjects.subjectKeys,
    subjectDek: subjects.subjectDek,
    subjectDestructions: shredding.subjectDestructions,
    destroySubjectKey: shredding.destroySubjectKey,
    rotateTenantKey: tenants.rotateTenantKey,
    rotateMasterKey: (newMasterKeyBase64?: string, options?: RotateMasterKeyOptions): Promise<RotateMasterKeyResult> =>
      rotateMasterKey(state, config.masterKeyBase64 !== undefined, newMasterKeyBase64, options),
    get masterKeyId() {
      return state.masterKeyId;
    },
    shutdown,
  };
}
