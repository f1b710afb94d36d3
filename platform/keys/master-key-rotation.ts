/**
 * Master key rotation, a crash-safe sequence of phases: (0) a marker file, (1) the new key durable as
 * `master.key.<new>.pending`, (2) new wraps written next to the old ones in every key file, (3) the
 * switch (old key kept as `master.key.<old>.retired`, one atomic rename of the pending key over
 * `master.key`), (4) old wraps dropped, (5) retired key and marker removed. A crash at any point leaves
 * files `master-key-recovery.ts` resolves at the next start, towards whichever master key it is given.
 */
import { randomBytes } from 'node:crypto';
import { link, rename, rm } from 'node:fs/promises';
import { fsyncDir, removeFileDurably, replaceFileDurably } from '../durable-file/durable-file.ts';
import { forEachKeyFile, pendingMasterFile, retiredMasterFile } from './key-directory.ts';
import { serializeKeyFile } from './key-file-codec.ts';
import { fingerprint, KEY_BYTES, setOnlyWrap, unwrapWith, wrapUnder, wrapWith } from './key-wrap.ts';
import { KeyringError } from './keyring-error.ts';
import { assertStarted, lockKeyDir, requireMaster } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import { decodeMasterKey } from './master-key.ts';
import { requireWrap } from './master-key-wraps.ts';

export type MasterKeyRotationPhase = 'new-wraps-written' | 'switched';

/** Code settings of one `rotateMasterKey` call (tests only). */
export interface RotateMasterKeyOptions {
  /**
   * Fault injection for tests: awaited after each phase of the rotation; throwing simulates a crash at
   * that point (nothing is cleaned up; the next `start()` recovers).
   */
  afterPhase?: (phase: MasterKeyRotationPhase) => void | Promise<void>;
}

/** What a completed rotation did: key ids (fingerprints) and counts, never key material. */
export interface RotateMasterKeyResult {
  previousMasterKeyId: string;
  masterKeyId: string;
  /** Tenant and subject key files re-wrapped. */
  keyFiles: number;
  /** 'file' when the new key is in `master.key`; 'environment' when the operator must now set TRACEHOLD_MASTER_KEY to it. */
  masterKeySource: 'file' | 'environment';
}

/**
 * `Keyring.rotateMasterKey`: `fromEnv` when the master key in use came from TRACEHOLD_MASTER_KEY (then no
 * master key file is written, and a new key must be given). Swaps the master key in `state` at the switch.
 */
export async function rotateMasterKey(
  state: KeyringState,
  fromEnv: boolean,
  newMasterKeyBase64?: string,
  options: RotateMasterKeyOptions = {},
): Promise<RotateMasterKeyResult> {
  assertStarted(state);
  const { log, keyDir } = state;
  if (fromEnv && newMasterKeyBase64 === undefined) {
    throw new KeyringError(
      'TH_ERR_KEY_NEW_MASTER_REQUIRED',
      'the master key comes from TRACEHOLD_MASTER_KEY: pass the new key (base64 of 32 bytes) to rotate to, then set TRACEHOLD_MASTER_KEY to it',
    );
  }
  const newKey = newMasterKeyBase64 === undefined ? randomBytes(KEY_BYTES) : decodeMasterKey(newMasterKeyBase64, 'the new master key');
  const newId = fingerprint(newKey);
  if (newId === state.masterKeyId) {
    newKey.fill(0);
    throw new KeyringError('TH_ERR_KEY_INVALID_MASTER', 'the new master key is the one already in use');
  }
  return state.gate.exclusive(() =>
    lockKeyDir(state, async (): Promise<RotateMasterKeyResult> => {
      assertStarted(state);
      const oldKey = requireMaster(state);
      const oldId = state.masterKeyId;
      const pendingFile = pendingMasterFile(keyDir, newId);
      const retiredFile = retiredMasterFile(keyDir, oldId);
      const markerFile = keyDir.rotationMarker;
      let switched = false;
      try {
        // 0. A marker (no key material) makes start() check every key file until the rotation is over.
        await replaceFileDurably(markerFile, serializeKeyFile({ fromMasterKeyId: oldId, toMasterKeyId: newId, startedAtMs: Date.now() }));
        // 1. The new key is durable before anything is wrapped under it.
        if (!fromEnv) await replaceFileDurably(pendingFile, Buffer.from(newKey.toString('base64') + '\n'));
        // 2. New wraps next to the old ones: until the switch, the old key still opens everything.
        let keyFiles = 0;
        await forEachKeyFile(keyDir, async (loaded) => {
          for (const { purpose, v } of loaded.versions) {
            const key = unwrapWith(oldKey, requireWrap(state, v, oldId, loaded.file), loaded.tenant, purpose, v.id, loaded.file);
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
          await link(keyDir.masterFile, retiredFile);
          await fsyncDir(keyDir.dir);
          await rename(pendingFile, keyDir.masterFile);
          await fsyncDir(keyDir.dir);
        }
        state.previousMaster = { key: oldKey, id: oldId };
        const masterKey = Buffer.alloc(KEY_BYTES);
        newKey.copy(masterKey);
        state.masterKey = masterKey;
        state.masterKeyId = newId;
        switched = true;
        log.warn({ previousMasterKeyId: oldId, masterKeyId: newId }, 'master key switched; back up the new one');
        await options.afterPhase?.('switched');
        // 4. Drop the old wraps (re-listing: a file may have appeared since step 2).
        await forEachKeyFile(keyDir, async (loaded) => {
          for (const { purpose, v } of loaded.versions) {
            const wrap = wrapUnder(v, newId);
            if (wrap) {
              setOnlyWrap(v, wrap);
            } else {
              const key = unwrapWith(oldKey, requireWrap(state, v, oldId, loaded.file), loaded.tenant, purpose, v.id, loaded.file);
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
        state.previousMaster = null;
        // After the switch the old key is no longer the keyring's; before it, it still is.
        if (switched) oldKey.fill(0);
      }
    }),
  );
}
