/**
 * Test helper, run as its own process (`node --import tsx <this file> <dataDir> <tenant> <ref> <subjectRef>
 * <traceId> <phase>`): attributes one trace-scoped object over the local-disk backend and kills itself
 * with SIGKILL at the given phase of the blob replacement ('temps-written': before the rename; 'renamed':
 * before the directory fsync) — a real crash, with nothing cleaned up. Used by the crash-safety tests.
 */
import path from 'node:path';
import { pino } from 'pino';
import { createKeyring } from '../../../platform/keys/keyring.ts';
import { createEncryptedContentStore } from '../../../platform/content-store/encrypted-content-store.ts';
import { createLocalDiskBlobBackend } from '../../../platform/content-store/local-disk-backend.ts';

const [dataDir, tenant, ref, subjectRef, traceId, phase] = process.argv.slice(2) as [string, string, string, string, string, string];
const logger = pino({ level: 'silent' });
const keyring = createKeyring({ logger }, { dir: path.join(dataDir, 'keys') });
await keyring.start();
const backend = createLocalDiskBlobBackend(
  {
    logger,
    onReplacePhase: (reached) => {
      if (reached === phase) process.kill(process.pid, 'SIGKILL');
    },
  },
  { dir: path.join(dataDir, 'content') },
);
await backend.start();
const store = createEncryptedContentStore({ logger, keyring, backend });
await store.start();
const result = await store.attributeToSubject(tenant, ref, subjectRef, traceId);
// Reached only when the phase never came (e.g. the object was already attributed).
process.stdout.write(`${JSON.stringify(result)}\n`);
await store.shutdown();
await backend.shutdown();
await keyring.shutdown();
