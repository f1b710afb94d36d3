/**
 * The content store on local disk (the all-in-one default): the encryption layer
 * (`encrypted-content-store.ts`) over the local-disk blob backend (`local-disk-backend.ts`), started and
 * shut down together. Kept as the entry point existing callers use; the object files and their format
 * are those of the store before the backend split, so existing data directories are read as they are.
 */
import type { Logger } from 'pino';
import type { Keyring } from '../keys/keyring.ts';
import { createEncryptedContentStore } from './encrypted-content-store.ts';
import type { EncryptedContentStore } from './encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from './local-disk-backend.ts';

export { ContentStoreError } from './encrypted-content-store.ts';
export type { AttributionResult, AttributionStatus, ContentPutItem, ContentStoreErrorCode } from './encrypted-content-store.ts';

/** Same contract as `EncryptedContentStore`; `start()` and `shutdown()` also manage the backend. */
export type LocalDiskContentStore = EncryptedContentStore;

export interface LocalDiskContentStoreConfig {
  /** `<dataDir>/content`. */
  dir: string;
  /** Largest object accepted, in bytes; default 16 MiB, at most 256 MiB. */
  maxObjectBytes?: number;
  /** See `EncryptedContentStoreConfig.erasureOverlapMs`; default 10 minutes. */
  erasureOverlapMs?: number;
}

export function createLocalDiskContentStore(
  deps: { logger: Logger; keyring: Keyring },
  config: LocalDiskContentStoreConfig,
): LocalDiskContentStore {
  const backend = createLocalDiskBlobBackend({ logger: deps.logger }, { dir: config.dir });
  const { dir: _dir, ...storeConfig } = config;
  const store = createEncryptedContentStore({ logger: deps.logger, keyring: deps.keyring, backend }, storeConfig);
  return {
    ...store,
    async start() {
      await backend.start();
      await store.start();
    },
    async shutdown() {
      // The store first: its accepted puts finish on a running backend.
      await store.shutdown();
      await backend.shutdown();
    },
  };
}
