/**
 * A tenant's keys: a data-encryption key and a reference/pseudonym HMAC key, each with versions (`k1`,
 * `k2`, ... after rotations), created on first use in `tenants/<tenant>.json`, unwrapped once and cached.
 */
import { createFileDurably, readFileIfExists, replaceFileDurably } from '../durable-file/durable-file.ts';
import { assertTenantName, tenantFile } from './key-directory.ts';
import { parseTenantFile, serializeKeyFile, TENANT_FILE_FORMAT } from './key-file-codec.ts';
import type { KeyHistory, KeyPurpose, TenantKeyFile } from './key-file-codec.ts';
import { KeyringError } from './keyring-error.ts';
import { assertStarted, lockKeyDir } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import { newWrappedKey, unwrapCurrent } from './master-key-wraps.ts';

const TENANT_DEK_ID = /^k(\d{1,9})$/;

/** A tenant's current keys; the buffers are the keyring's (read only, zeroed at its shutdown). */
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

/** A tenant's unwrapped keys as cached. */
export interface TenantEntry {
  keys: TenantKeys;
  /** Every unwrapped DEK version by id (includes the current one). */
  deks: Map<string, Buffer>;
  /** Every cached buffer, zeroed at shutdown. */
  buffers: Buffer[];
}

/**
 * The keyring's tenant keys (see `Keyring` for the contract of each call). Owns the tenant cache, whose
 * buffers `zeroAll()` zeroes at shutdown, once the loads of `inFlight()` have settled.
 */
export interface TenantKeyStore {
  tenantKeys(tenant: string): Promise<TenantKeys>;
  tenantDek(tenant: string, dekId: string): Promise<Buffer | null>;
  rotateTenantKey(tenant: string): Promise<{ dekId: string }>;
  /** The tenant's cached entry, loaded or created on first use. */
  entryFor(tenant: string): Promise<TenantEntry>;
  /** Loads in flight, for shutdown to wait for. */
  inFlight(): Promise<unknown>[];
  zeroAll(): void;
}

export function createTenantKeyStore(state: KeyringState): TenantKeyStore {
  const { log, keyDir } = state;
  const cache = new Map<string, TenantEntry>();
  // One in-flight load/create per tenant, so concurrent first uses share a single key creation.
  const loading = new Map<string, Promise<TenantEntry>>();

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
    assertStarted(state);
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
    const file = tenantFile(keyDir, tenant);
    let text = await readFileIfExists(file);
    if (text === null) {
      const outcome = await state.gate.shared(() => createFileDurably(file, serializeKeyFile(newTenantFile(tenant))));
      if (outcome === 'created') log.info({ tenant, masterKeyId: state.masterKeyId }, 'tenant keys created');
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
    const file = tenantFile(keyDir, tenant);
    const text = await readFileIfExists(file);
    if (text === null) return null;
    const parsed = parseTenantFile(text, file, tenant);
    const cached = cache.get(tenant);
    // Nothing new (e.g. an object naming a DEK id that does not exist): keep the cache as it is.
    if (cached && parsed.keys.dek.versions.every((v) => cached.deks.has(v.id))) return cached;
    return cacheTenant(tenant, unwrapTenant(parsed, file));
  }

  function cacheTenant(tenant: string, entry: TenantEntry): TenantEntry {
    if (state.lifecycle === 'stopped') {
      // shutdown() ran while we were reading; do not leave unzeroed keys behind.
      for (const b of entry.buffers) b.fill(0);
      throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring shut down while loading keys');
    }
    const previous = cache.get(tenant);
    if (previous) state.retiredBuffers.push(...previous.buffers);
    cache.set(tenant, entry);
    return entry;
  }

  function newTenantFile(tenant: string): TenantKeyFile {
    const createdAtMs = Date.now();
    const wrapNew = (purpose: KeyPurpose): KeyHistory => ({ current: 'k1', versions: [newWrappedKey(state, tenant, purpose, 'k1', createdAtMs)] });
    return { format: TENANT_FILE_FORMAT, tenant, createdAtMs, keys: { dek: wrapNew('dek'), ref: wrapNew('ref') } };
  }

  function unwrapTenant(file: TenantKeyFile, filePath: string): TenantEntry {
    const buffers: Buffer[] = [];
    const unwrapAll = (purpose: KeyPurpose): Map<string, Buffer> => {
      const out = new Map<string, Buffer>();
      for (const v of file.keys[purpose].versions) {
        const key = unwrapCurrent(state, file.tenant, purpose, v, filePath);
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

  async function rotateTenantKey(tenant: string): Promise<{ dekId: string }> {
    await entryFor(tenant); // creates the tenant's keys if needed, outside the gate (no nesting)
    return state.gate.shared(() =>
      lockKeyDir(state, async () => {
        assertStarted(state);
        const file = tenantFile(keyDir, tenant);
        const text = await readFileIfExists(file);
        if (text === null) throw new KeyringError('TH_ERR_KEY_FILE_CORRUPT', `tenant key file ${file} vanished`);
        const parsed = parseTenantFile(text, file, tenant);
        const highest = Math.max(0, ...parsed.keys.dek.versions.map((v) => Number(TENANT_DEK_ID.exec(v.id)?.[1] ?? 0)));
        const dekId = `k${highest + 1}`;
        parsed.keys.dek.versions.push(newWrappedKey(state, tenant, 'dek', dekId, Date.now()));
        parsed.keys.dek.current = dekId;
        await replaceFileDurably(file, serializeKeyFile(parsed));
        cacheTenant(tenant, unwrapTenant(parsed, file));
        log.info({ tenant, dekId }, 'tenant data key rotated; new objects use it, older ones stay readable');
        return { dekId };
      }),
    );
  }

  function zeroAll(): void {
    for (const entry of cache.values()) for (const b of entry.buffers) b.fill(0);
    cache.clear();
  }

  return { tenantKeys, tenantDek, rotateTenantKey, entryFor, inFlight: () => [...loading.values()], zeroAll };
}
