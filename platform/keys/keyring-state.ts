/**
 * The state the keyring's parts share (tenant keys, subject keys, shredding, master key rotation and
 * recovery), passed to each explicitly: the master key in use, the lifecycle, the buffers to zero at
 * shutdown, and the two locks that order key-file updates.
 */
import type { Logger } from 'pino';
import { withDirLock } from '../durable-file/dir-lock.ts';
import type { KeyDirectory } from './key-directory.ts';
import { KeyringError } from './keyring-error.ts';
import { createSharedExclusiveGate } from './shared-exclusive-gate.ts';
import type { SharedExclusiveGate } from './shared-exclusive-gate.ts';

/**
 * Owned by one keyring. Only `start()` and a master key rotation set the master key fields; only
 * `start()`/`shutdown()` set `lifecycle`. Everyone may append to `retiredBuffers`.
 */
export interface KeyringState {
  readonly log: Logger;
  readonly keyDir: KeyDirectory;
  lifecycle: 'new' | 'started' | 'stopped';
  masterKey: Buffer | null;
  masterKeyId: string;
  /** Set between the switch and the end of a rotation, for loads that read a key file before it was re-wrapped. */
  previousMaster: { key: Buffer; id: string } | null;
  /**
   * Keys replaced in a cache (tenant DEK rotation, destroyed or replaced subject keys): a caller may
   * still be encrypting with them, so they are zeroed only at shutdown, never under a caller's feet.
   */
  readonly retiredBuffers: Buffer[];
  /**
   * Key files are created under `gate.shared` and re-wrapped under `gate.exclusive`, so no key file is
   * wrapped by the old master key after a rotation listed the files.
   */
  readonly gate: SharedExclusiveGate;
  /** The last holder (or waiter) of the key directory lock in this process; see `lockKeyDir`. */
  dirLockChain: Promise<unknown>;
}

export function createKeyringState(log: Logger, keyDir: KeyDirectory): KeyringState {
  return {
    log,
    keyDir,
    lifecycle: 'new',
    masterKey: null,
    masterKeyId: '',
    previousMaster: null,
    retiredBuffers: [],
    gate: createSharedExclusiveGate(),
    dirLockChain: Promise.resolve(),
  };
}

export function assertStarted(state: KeyringState): void {
  if (state.lifecycle !== 'started') {
    throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'keyring used before start() or after shutdown()');
  }
}

/** The master key in use. */
export function requireMaster(state: KeyringState): Buffer {
  if (!state.masterKey) throw new KeyringError('TH_ERR_KEY_NOT_STARTED', 'master key not loaded');
  return state.masterKey;
}

/** Runs `fn` holding the key directory lock. In-process: one holder at a time (the file lock polls); across processes: the `.lock` file. */
export function lockKeyDir<T>(state: KeyringState, fn: () => Promise<T>): Promise<T> {
  const { dir } = state.keyDir;
  const run = state.dirLockChain.then(() =>
    withDirLock(dir, fn, {
      onWait: () => state.log.info({ dir }, 'waiting for another process to release the key directory lock'),
      busyError: (message) => new KeyringError('TH_ERR_KEY_LOCKED', message),
    }),
  );
  state.dirLockChain = run.catch(() => undefined);
  return run;
}
