/**
 * The content store as a process runs it: the encryption layer (`encrypted-content-store.ts`) over the blob
 * backend its settings name, started and shut down together. Backends:
 * - `local`, layout `packs` (the default: append-only pack files with group commit, `pack/pack-backend.ts`;
 *   it also reads objects of the file layout, so existing data directories are read as they are);
 * - `local`, layout `files` (one file per object, `local-disk-backend.ts`, the layout before packs; 10–20×
 *   the CPU per object written, `npm run bench:content-write`);
 * - `s3` (S3-compatible object storage, `s3-backend.ts`, for scale-out).
 */
import type { Logger } from 'pino';
import type { Keyring } from '../keys/keyring.ts';
import type { BlobBackend } from './blob-backend.ts';
import { createEncryptedContentStore } from './encrypted-content-store.ts';
import type { EncryptedContentStore, EncryptedContentStoreConfig } from './encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from './local-disk-backend.ts';
import { createPackBlobBackend } from './pack/pack-backend.ts';
import type { PackBlobBackendConfig } from './pack/pack-backend.ts';
import type { S3BlobBackendConfig } from './s3-backend-config.ts';

/** Where the encrypted objects live. */
export type ContentBackendConfig =
  | {
      kind: 'local';
      /** `<dataDir>/content`. */
      dir: string;
      /** `packs` (default) or `files`; see above. */
      layout?: 'packs' | 'files';
      /** Pack tuning (sizes, roll and compaction intervals); see `PackBlobBackendConfig`. */
      packs?: Omit<PackBlobBackendConfig, 'dir'>;
    }
  | { kind: 's3'; s3: S3BlobBackendConfig };

export interface ContentStoreConfig extends EncryptedContentStoreConfig {
  backend: ContentBackendConfig;
}

/**
 * Builds the content store over the configured backend. Same contract as `EncryptedContentStore`, except
 * that its `start()` also starts the backend (first) and its `shutdown()` also shuts the backend down
 * (last, so that puts already accepted finish on a running backend). Asynchronous because the S3 backend is
 * loaded only when configured: the AWS SDK is ~14 MiB of RSS a local-disk process does not need.
 */
export async function createContentStore(deps: { logger: Logger; keyring: Keyring }, config: ContentStoreConfig): Promise<EncryptedContentStore> {
  const { backend: backendConfig, ...storeConfig } = config;
  const backend = await createBackend(deps.logger, backendConfig);
  const store = createEncryptedContentStore({ logger: deps.logger, keyring: deps.keyring, backend }, storeConfig);
  return {
    ...store,
    async start() {
      await backend.start();
      await store.start();
    },
    async shutdown() {
      await store.shutdown();
      await backend.shutdown();
    },
  };
}

async function createBackend(logger: Logger, config: ContentBackendConfig): Promise<BlobBackend> {
  if (config.kind === 's3') {
    const { createS3BlobBackend } = await import('./s3-backend.ts');
    return createS3BlobBackend({ logger }, config.s3);
  }
  return config.layout === 'files'
    ? createLocalDiskBlobBackend({ logger }, { dir: config.dir })
    : createPackBlobBackend({ logger }, { ...config.packs, dir: config.dir });
}
