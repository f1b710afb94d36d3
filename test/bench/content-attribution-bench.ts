/**
 * `node --import tsx test/bench/content-attribution-bench.ts [traces] [objectsPerTrace] [parallelTraces]` —
 * throughput of trace attribution (re-wrapping pending, trace-scoped content objects under their subject's
 * key) on the local-disk backend, with every durability step real (file fsync, rename, directory fsync).
 * Not a test: it prints figures. Objects are 4 KiB. Three shapes:
 * - one call per trace (`attributeManyToSubject`), traces one after another (one ingest consumer);
 * - the same with `parallelTraces` traces at once;
 * - one call per object (`attributeToSubject`), the worst case;
 * - one call per trace over an in-memory backend: the CPU cost alone (read, authenticate, re-wrap), no I/O.
 * The data directory is created under the working directory (not /tmp, which may be a RAM disk) and removed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import path from 'node:path';
import { pino } from 'pino';
import type { BlobBackend } from '../../platform/content-store/blob-backend.ts';
import { createEncryptedContentStore, type EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { createContentStore } from '../../platform/content-store/create-content-store.ts';
import { createKeyring } from '../../platform/keys/keyring.ts';
import { percentile } from './percentile.ts';

const TRACES = Number(process.argv[2] ?? 400);
const PER_TRACE = Number(process.argv[3] ?? 8);
const PARALLEL = Number(process.argv[4] ?? 4);
const OBJECT_BYTES = 4096;

const root = await mkdtemp(path.join(process.cwd(), '.tracehold-bench-attribution-'));
const logger = pino({ level: 'silent' });
const keyring = createKeyring({ logger }, { dir: path.join(root, 'keys') });
await keyring.start();
const disk = await createContentStore({ logger, keyring }, { backend: { kind: 'local', dir: path.join(root, 'content') } });
await disk.start();
const blobs = new Map<string, Buffer>();
const memoryBackend: BlobBackend = {
  start: async () => {},
  shutdown: async () => {},
  putIfAbsent: async (key, bytes) => (blobs.has(key) ? { existed: true } : (blobs.set(key, bytes), { existed: false })),
  replace: async (key, bytes) => void blobs.set(key, bytes),
  get: async (key) => blobs.get(key) ?? null,
  exists: async (key) => blobs.has(key),
  delete: async (key) => void blobs.delete(key),
};
const memory = createEncryptedContentStore({ logger, keyring, backend: memoryBackend });
await memory.start();
let store: EncryptedContentStore = disk;

interface Trace {
  traceId: string;
  subjectRef: string;
  refs: string[];
}

async function makeTraces(n: number): Promise<Trace[]> {
  const traces: Trace[] = [];
  for (let i = 0; i < n; i++) {
    const traceId = randomBytes(16).toString('hex');
    const results = await store.putMany(
      'acme',
      Array.from({ length: PER_TRACE }, () => ({ bytes: randomBytes(OBJECT_BYTES), contentType: 'application/json', traceScope: traceId })),
    );
    traces.push({ traceId, subjectRef: await store.pseudonymize('acme', `user-${i % 50}`), refs: results.map((r) => r.ref) });
  }
  return traces;
}

async function measure(label: string, traces: Trace[], parallel: number, perObject: boolean): Promise<void> {
  const latenciesMs: number[] = [];
  let next = 0;
  let moved = 0;
  const start = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < traces.length) {
        const t = traces[next++]!;
        const t0 = process.hrtime.bigint();
        const results = perObject
          ? await Promise.all(t.refs.map((ref) => store.attributeToSubject('acme', ref, t.subjectRef, t.traceId)))
          : await store.attributeManyToSubject('acme', t.subjectRef, t.traceId, t.refs);
        latenciesMs.push(Number(process.hrtime.bigint() - t0) / 1e6);
        moved += results.filter((r) => r.status === 'moved').length;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  latenciesMs.sort((a, b) => a - b);
  console.log(
    `${label}: ${moved} objects in ${seconds.toFixed(2)} s → ${Math.round(moved / seconds)} moves/s` +
      ` (per trace of ${PER_TRACE}: p50 ${percentile(latenciesMs, 50).toFixed(1)} ms, p99 ${percentile(latenciesMs, 99).toFixed(1)} ms)`,
  );
  if (moved !== traces.length * PER_TRACE) throw new Error(`expected ${traces.length * PER_TRACE} moves, got ${moved}`);
}

try {
  // Subject keys exist already in steady state; create them outside the timed runs.
  for (let i = 0; i < 50; i++) await keyring.subjectKeys('acme', await store.pseudonymize('acme', `user-${i}`));
  await measure('warm-up', await makeTraces(20), 1, false);
  console.log(`4 KiB objects, ${PER_TRACE} per trace, ${TRACES} traces, local disk (${path.dirname(root)})`);
  await measure('attributeManyToSubject, one trace at a time', await makeTraces(TRACES), 1, false);
  await measure(`attributeManyToSubject, ${PARALLEL} traces at once`, await makeTraces(TRACES), PARALLEL, false);
  await measure('attributeToSubject per object (objects of a trace at once), one trace at a time', await makeTraces(TRACES), 1, true);
  store = memory;
  await measure('in-memory backend (CPU only), attributeManyToSubject, one trace at a time', await makeTraces(TRACES), 1, false);
} finally {
  await memory.shutdown();
  await disk.shutdown();
  await keyring.shutdown();
  await rm(root, { recursive: true, force: true });
}
