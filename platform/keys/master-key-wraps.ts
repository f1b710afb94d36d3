/**
 * Wrapping and unwrapping with the keyring's master key in use (and, during a rotation, the previous one).
 */
import { randomBytes } from 'node:crypto';
import { KeyringError } from './keyring-error.ts';
import { requireMaster } from './keyring-state.ts';
import type { KeyringState } from './keyring-state.ts';
import { KEY_BYTES, unwrapWith, wrapUnder, wrapWith } from './key-wrap.ts';
import type { Wrap, WrappedKeyVersion } from './key-wrap.ts';

/** A fresh random key, wrapped under the current master key; the plaintext key is zeroed. */
export function newWrappedKey(state: KeyringState, tenant: string, purpose: string, id: string, createdAtMs: number): WrappedKeyVersion {
  const key = randomBytes(KEY_BYTES);
  try {
    return { id, createdAtMs, ...wrapWith(requireMaster(state), state.masterKeyId, tenant, purpose, id, key) };
  } finally {
    key.fill(0);
  }
}

/** Unwraps `v` with the master key in use, whichever of its wraps that is. */
export function unwrapCurrent(state: KeyringState, tenant: string, purpose: string, v: WrappedKeyVersion, filePath: string): Buffer {
  const wrap = wrapUnder(v, state.masterKeyId);
  if (wrap) return unwrapWith(requireMaster(state), wrap, tenant, purpose, v.id, filePath);
  const { previousMaster } = state;
  const previous = previousMaster ? wrapUnder(v, previousMaster.id) : null;
  if (previous && previousMaster) return unwrapWith(previousMaster.key, previous, tenant, purpose, v.id, filePath);
  throw mismatchError(state, filePath, v.masterKeyId);
}

/** The wrap of `v` under master key `id`; TH_ERR_KEY_MASTER_MISMATCH when it has none. */
export function requireWrap(state: KeyringState, v: WrappedKeyVersion, id: string, file: string): Wrap {
  const wrap = wrapUnder(v, id);
  if (!wrap) throw mismatchError(state, file, v.masterKeyId);
  return wrap;
}

export function mismatchError(state: KeyringState, file: string, fileMasterKeyId: string): KeyringError {
  return new KeyringError(
    'TH_ERR_KEY_MASTER_MISMATCH',
    `key file ${file} was wrapped by master key ${fileMasterKeyId} but the master key in use is ${state.masterKeyId}; ` +
      'supply the original master key (TRACEHOLD_MASTER_KEY or master.key)',
  );
}
