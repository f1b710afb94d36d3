/**
 * The start-time check of the key files, and recovery from an interrupted master key rotation (see
 * `master-key-rotation.ts` for the phases whose leftovers it resolves).
 */
import path from 'node:path';
import { readFileIfExists, removeFileDurably, replaceFileDurably } from '../durable-file/durable-file.ts';
import { forEachKeyFile, listRotationLeftovers, listTenantFiles, RETIRED_MASTER } from './key-directory.ts';
import type { LoadedKeyFile } from './key-directory.ts';
import { parseTenantFile } from './key-file-codec.ts';
import { fingerprint, setOnlyWrap, unwrapWith, wrapUnder, wrapWith } from './key-wrap.ts';
import type { Wrap } from './key-wrap.ts';
import { lockKeyDir, requireMaster } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import { decodeMasterKey } from './master-key.ts';
import { mismatchError } from './master-key-wraps.ts';

/**
 * At start: every key file must hold a wrap under the master key in use. Leftovers of an interrupted
 * rotation (a second wrap, `.pending` or `.retired` master key files) are resolved towards the master
 * key in use: its wraps are kept, others dropped; a key wrapped only by a retired key is re-wrapped.
 * Everything is checked before anything is written, so a failed start changes nothing.
 */
export async function checkAndRecoverKeyFiles(state: KeyringState): Promise<void> {
  const { log, keyDir } = state;
  const { masterKeyId } = state;
  // Without leftovers of a rotation only tenant files are checked (fail fast on a wrong master key);
  // subject files, possibly very many, are checked when used.
  const needsWork = async (): Promise<boolean> => {
    if ((await listRotationLeftovers(keyDir)).length > 0) return true;
    for (const file of await listTenantFiles(keyDir)) {
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
  await lockKeyDir(state, async () => {
    const leftovers = await listRotationLeftovers(keyDir);
    const retired = new Map<string, Buffer>();
    try {
      for (const name of leftovers) {
        const m = RETIRED_MASTER.exec(name);
        if (!m) continue;
        const text = await readFileIfExists(path.join(keyDir.dir, name));
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
            unwrapWith(requireMaster(state), current, loaded.tenant, purpose, v.id, loaded.file).fill(0);
            setOnlyWrap(v, current);
            continue;
          }
          const old = [v as Wrap, ...(v.rewraps ?? [])].find((w) => retired.has(w.masterKeyId));
          if (!old) throw mismatchError(state, loaded.file, v.masterKeyId);
          const key = unwrapWith(retired.get(old.masterKeyId)!, old, loaded.tenant, purpose, v.id, loaded.file);
          try {
            setOnlyWrap(v, wrapWith(requireMaster(state), masterKeyId, loaded.tenant, purpose, v.id, key));
          } finally {
            key.fill(0);
          }
        }
        return dirty;
      };
      // Two passes, so that a file that cannot be resolved fails the start before anything is written.
      await forEachKeyFile(keyDir, async (loaded) => void resolve(loaded));
      let changed = 0;
      await forEachKeyFile(keyDir, async (loaded) => {
        if (!resolve(loaded)) return;
        await replaceFileDurably(loaded.file, loaded.serialize());
        changed += 1;
      });
      for (const name of leftovers) await removeFileDurably(path.join(keyDir.dir, name));
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
