/**
 * The content store on local disk (the all-in-one default): the encryption layer
 * (`encrypted-content-store.ts`) over a local-disk blob backend, started and shut down together. Two
 * layouts: `packs` (the default: append-only pack files with group commit, `pack/pack-backend.ts`; it also
 * reads objects of the file layout, so existing data directories are read as they are) and `files` (one
 * file per object, `local-disk-backend.ts`, the layout before packs; 10–20× the CPU per object written,
 * `npm run bench:content-write`).
 */
import type { Logger } from 'pino';
import type { Keyring } from '../keys/keyring.ts';
import { createEncryptedContentStore } from './encrypted-content-store.ts';
import type { EncryptedContentStore } from './encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from './local-disk-backend.ts';
import { createPackBlobBackend } from './pack/pack-backend.ts';
import type { PackBlobBackendConfig } from './pack/pack-backend.ts';

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
  /** `packs` (default) or `files`; see above. */
  layout?: 'packs' | 'files';
  /** Pack tuning (sizes, roll and compaction intervals); see `PackBlobBackendConfig`. */
  packs?: Omit<PackBlobBackendConfig, 'dir'>;
}

export function createLocalDiskContentStore(
  deps: { logger: Logger; keyring: Keyring },
  config: LocalDiskContentStoreConfig,
): LocalDiskContentStore {
  const backend =
    config.layout === 'files'
      ? createLocalDiskBlobBackend({ logger: deps.logger }, { dir: config.dir })
      : createPackBlobBackend({ logger: deps.logger }, { ...config.packs, dir: config.dir });
  const { dir: _dir, layout: _layout, packs: _packs, ...storeConfig } = config;
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
