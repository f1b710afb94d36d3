/**
 * End-user subject keys: one random key per subject of a tenant, created on first use in
 * `subjects/<tenant>/<psn_…>.json`, from which the subject's DEK and reference key are derived (HKDF).
 * Cached with the identity of the file they came from, so a key destroyed or replaced by another process
 * is never used for new objects.
 */
import { hkdfSync, randomBytes } from 'node:crypto';
import { createFileDurably, ensureDirDurably, removeFileDurably } from '../durable-file/durable-file.ts';
import { assertSubjectRef, assertTenantName, fileIdOf, readSubjectFile, subjectPaths } from './key-directory.ts';
import { serializeKeyFile, SUBJECT_FILE_FORMAT } from './key-file-codec.ts';
import type { SubjectKeyFile } from './key-file-codec.ts';
import { KEY_BYTES, subjectPurpose } from './key-wrap.ts';
import { KeyringError } from './keyring-error.ts';
import { assertStarted } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import { newWrappedKey, unwrapCurrent } from './master-key-wraps.ts';
import { isShredded } from './subject-key-shredding.ts';
import type { TenantEntry, TenantKeyStore } from './tenant-keys.ts';

/** A subject's current keys; the buffers are the keyring's (read only, zeroed at its shutdown). */
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

interface SubjectEntry {
  keys: SubjectKeys;
  /**
   * Identity (inode and modification time in ns) of the key file the keys came from: a different (or no)
   * file means destroyed or replaced. The time guards against a new file reusing a freed inode number.
   */
  fileId: string;
  buffers: Buffer[];
}

/**
 * The keyring's subject keys (see `Keyring` for the contract of each call). Owns the subject cache, whose
 * buffers `zeroAll()` zeroes at shutdown, once the loads of `inFlight()` have settled.
 */
export interface SubjectKeyStore {
  subjectKeys(tenant: string, subjectRef: string): Promise<SubjectKeys>;
  subjectDek(tenant: string, subjectRef: string, keyId: string): Promise<SubjectDekLookup>;
  /** Drops the subject's cached keys (after a destruction); their buffers are zeroed at shutdown only. */
  evictSubject(tenant: string, subjectRef: string): void;
  /** Loads in flight, for shutdown to wait for. */
  inFlight(): Promise<unknown>[];
  zeroAll(): void;
}

export function createSubjectKeyStore(state: KeyringState, tenants: TenantKeyStore): SubjectKeyStore {
  const { log, keyDir } = state;
  const subjects = new Map<string, SubjectEntry>();
  const subjectLoading = new Map<string, Promise<SubjectEntry>>();
  const knownSubjectDirs = new Set<string>();

  async function subjectKeys(tenant: string, subjectRef: string): Promise<SubjectKeys> {
    assertStarted(state);
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const id = `${tenant}/${subjectRef}`;
    const cached = subjects.get(id);
    // One stat per call: a key destroyed (or replaced) by another process is not used for new objects.
    if (cached && (await fileIdOf(subjectPaths(keyDir, tenant, subjectRef).file)) === cached.fileId) return cached.keys;
    let pending = subjectLoading.get(id);
    if (!pending) {
      pending = loadOrCreateSubject(tenant, subjectRef).finally(() => subjectLoading.delete(id));
      subjectLoading.set(id, pending);
    }
    return (await pending).keys;
  }

  async function loadOrCreateSubject(tenant: string, subjectRef: string): Promise<SubjectEntry> {
    const tenantEntry = await tenants.entryFor(tenant);
    const paths = subjectPaths(keyDir, tenant, subjectRef);
    if (!knownSubjectDirs.has(paths.dir)) {
      await ensureDirDurably(paths.dir);
      knownSubjectDirs.add(paths.dir);
    }
    // At most: create, then (after a crashed destruction) delete and create once more.
    for (let attempt = 0; attempt < 3; attempt++) {
      const loaded = await readSubjectFile(keyDir, tenant, subjectRef);
      if (loaded === null) {
        const keyId = `s${randomBytes(8).toString('hex')}`;
        let created: { file: SubjectKeyFile; id: string } | null = null;
        const outcome = await state.gate.shared(() => {
          // Wrapped inside the gate: a master key rotation cannot run between wrapping and writing.
          const file: SubjectKeyFile = {
            format: SUBJECT_FILE_FORMAT,
            tenant,
            subject: subjectRef,
            createdAtMs: Date.now(),
            key: newWrappedKey(state, tenant, subjectPurpose(subjectRef), keyId, Date.now()),
          };
          return createFileDurably(paths.file, serializeKeyFile(file), 0o600, ({ ino, mtimeNs }) => {
            created = { file, id: `${ino}:${mtimeNs}` };
          });
        });
        if (outcome === 'created') {
          log.info({ tenant, subjectRef, keyId, masterKeyId: state.masterKeyId }, 'subject key created');
          // Our own new key: its content is the one in memory and its id was minted now (nothing can have
          // shredded it), so it is not read back; its file identity is the inode we linked.
          const mine = created as { file: SubjectKeyFile; id: string } | null;
          if (mine !== null) return cacheSubject(tenant, subjectRef, unwrapSubject(tenantEntry, mine.file, paths.file, mine.id));
        }
        continue;
      }
      if (await isShredded(keyDir, tenant, subjectRef, loaded.parsed.key.id)) {
        // A destruction recorded the key as destroyed but crashed before deleting the file: finish it.
        await removeFileDurably(paths.file);
        continue;
      }
      const entry = unwrapSubject(tenantEntry, loaded.parsed, paths.file, loaded.fileId);
      return cacheSubject(tenant, subjectRef, entry);
    }
    throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `subject key file ${paths.file} keeps changing; giving up`);
  }

  function unwrapSubject(tenantEntry: TenantEntry, parsed: SubjectKeyFile, file: string, fileId: string): SubjectEntry {
    const { tenant, subject, key: v } = parsed;
    const secret = unwrapCurrent(state, tenant, subjectPurpose(subject), v, file);
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
    if (state.lifecycle === 'stopped') {
      for (const b of entry.buffers) b.fill(0);
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring shut down while loading keys');
    }
    const id = `${tenant}/${subjectRef}`;
    const previous = subjects.get(id);
    if (previous && previous !== entry) state.retiredBuffers.push(...previous.buffers);
    subjects.set(id, entry);
    return entry;
  }

  function evictSubject(tenant: string, subjectRef: string): void {
    const id = `${tenant}/${subjectRef}`;
    const previous = subjects.get(id);
    if (!previous) return;
    subjects.delete(id);
    state.retiredBuffers.push(...previous.buffers);
  }

  async function subjectDek(tenant: string, subjectRef: string, keyId: string): Promise<SubjectDekLookup> {
    assertStarted(state);
    assertTenantName(tenant);
    assertSubjectRef(subjectRef);
    const { file } = subjectPaths(keyDir, tenant, subjectRef);
    const cached = subjects.get(`${tenant}/${subjectRef}`);
    if (cached && cached.keys.keyId === keyId && (await fileIdOf(file)) === cached.fileId) return { status: 'ok', dek: cached.keys.dek };
    const loaded = await readSubjectFile(keyDir, tenant, subjectRef);
    if (loaded !== null && loaded.parsed.key.id === keyId && !(await isShredded(keyDir, tenant, subjectRef, keyId))) {
      const entry = cacheSubject(tenant, subjectRef, unwrapSubject(await tenants.entryFor(tenant), loaded.parsed, file, loaded.fileId));
      return { status: 'ok', dek: entry.keys.dek };
    }
    if (await isShredded(keyDir, tenant, subjectRef, keyId)) return { status: 'destroyed' };
    return { status: 'unknown' };
  }

  function zeroAll(): void {
    for (const entry of subjects.values()) for (const b of entry.buffers) b.fill(0);
    subjects.clear();
  }

  return { subjectKeys, subjectDek, evictSubject, inFlight: () => [...subjectLoading.values()], zeroAll };
}
