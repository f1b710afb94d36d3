/**
 * Blob backend on local disk that keeps objects in append-only packs (`<dir>/_packs/*.pack`, format in
 * `pack-format.ts`) instead of one file per object: the all-in-one default since files cost 10–20× the
 * CPU per object (file creation, fsync of file and directory; `npm run bench:content-write`). Same contract as every
 * backend (`blob-backend.ts`): a put, replace or delete resolves once durable; a replace is atomic (one
 * checksummed record: a crash leaves the old object or the new one).
 *
 * Several processes share the directory (the collector's processes, ingest, retention, the query API);
 * each appends only to packs it created, and reads everyone's. The state of a key follows from the set of
 * its records (`pack-index.ts`): newest replace, else newest put, unless a newer tombstone; a replace is
 * never reverted by a put, so puts need no existence check and a writing process needs no index at all
 * (`blindPuts`). A process builds its index on its first read, from every pack, and before each read
 * brings it up to date with the packs' new records (a directory listing and a size check of the packs
 * that are not sealed), so it never serves an object another process deleted or replaced before the read.
 *
 * Deleted and replaced objects' old bytes stay in their pack until compaction: every `compactEveryMs`
 * (and on `compact()`), a process with an index rewrites each sealed pack that holds dead bytes, copying
 * its live records (same ts, so the copies mean the same) to a new pack, and removes it; tombstones are
 * kept while an older record of their key may still exist (and for `tombstoneKeepMs`). Packs are sealed
 * at `maxPackBytes` or after `rollAfterMs`, so the old bytes of a deleted object are physically gone within
 * about `rollAfterMs + compactEveryMs` of the delete (default 10 + 1 min), and unreadable through the store at once.
 *
 * Objects of the one-file-per-object layout (`local-disk-backend.ts`, the layout before packs) are read as
 * they are: a key the packs do not know is looked up as a file, and a replace or delete of such a key also
 * removes its file.
 *
 * Known limits: each reading process holds its index in memory (~340 bytes per object, `npm run bench:content-write`) and builds
 * it by reading every pack once; a store of tens of millions of objects would want per-pack index files.
 */
import { open, readdir, unlink } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Logger } from 'pino';
import { ensureDirDurably, fsyncDir } from '../../durable-file/durable-file.ts';
import type { BlobBackend } from '../blob-backend.ts';
import { assertBlobKey, createLocalDiskBlobBackend } from '../local-disk-backend.ts';
import { classifyDiskError, LocalDiskBlobError } from '../local-disk-blob-error.ts';
import { codeOf, errorIdentity } from '../../errors/tracehold-error.ts';
import { OP_DELETE, OP_PUT, OP_REPLACE, OP_SEAL, PACK_MAGIC, PACK_NAME_PATTERN, parseRecords } from './pack-format.ts';
import type { PackRecordInput, ParsedRecord } from './pack-format.ts';
import { createPackIndex } from './pack-index.ts';
import type { PackIndex, PackInfo } from './pack-index.ts';
import { createPackWriter, nextTs, openPackNames } from './pack-writer.ts';
import type { PackWriter } from './pack-writer.ts';

export interface PackBlobBackendConfig {
  /** `<dataDir>/content`; packs go to its `_packs` folder (not a valid tenant name). */
  dir: string;
  /** Largest object `get` reads; default 256 MiB + 128 KiB (the content store's ceiling plus its header). */
  maxObjectBytes?: number;
  /** A pack is sealed once it reaches this size; default 64 MiB. */
  maxPackBytes?: number;
  /** ...or this age (ms); default 10 minutes. */
  rollAfterMs?: number;
  /** Compaction interval (ms) in processes that read; default 60 s; 0 turns the timer off (`compact()` still works). */
  compactEveryMs?: number;
  /** Tombstones younger than this (ms) survive compaction; default 1 hour. */
  tombstoneKeepMs?: number;
}

export interface PackBlobBackend extends BlobBackend {
  putManyIfAbsent(items: { key: string; bytes: Buffer }[]): Promise<{ existed: boolean }[]>;
  replaceMany(items: { key: string; bytes: Buffer }[]): Promise<void>;
  readonly blindPuts: true;
  /** One compaction pass now (see above); resolves with the packs removed and the bytes they freed. */
  compact(): Promise<{ packsCompacted: number; bytesFreed: number }>;
}

const DEFAULT_MAX_OBJECT_BYTES = 256 * 1024 * 1024 + 128 * 1024;
const DEFAULT_MAX_PACK_BYTES = 64 * 1024 * 1024;
const DEFAULT_ROLL_AFTER_MS = 10 * 60 * 1000;
const DEFAULT_COMPACT_EVERY_MS = 60 * 1000;
const DEFAULT_TOMBSTONE_KEEP_MS = 60 * 60 * 1000;
const READ_CHUNK_BYTES = 4 * 1024 * 1024;
const COPY_BATCH_BYTES = 8 * 1024 * 1024;
export const PACKS_FOLDER = '_packs';
const MAGIC_BYTES = (() => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(PACK_MAGIC, 0);
  return b;
})();

export function createPackBlobBackend(deps: { logger: Logger }, config: PackBlobBackendConfig): PackBlobBackend {
  const log = deps.logger.child({ component: 'blob-backend', backend: 'local-pack' });
  const rootDir = path.resolve(config.dir);
  const packsDir = path.join(rootDir, PACKS_FOLDER);
  const maxObjectBytes = config.maxObjectBytes ?? DEFAULT_MAX_OBJECT_BYTES;
  const maxPackBytes = config.maxPackBytes ?? DEFAULT_MAX_PACK_BYTES;
  const rollAfterMs = config.rollAfterMs ?? DEFAULT_ROLL_AFTER_MS;
  const compactEveryMs = config.compactEveryMs ?? DEFAULT_COMPACT_EVERY_MS;
  const tombstoneKeepMs = config.tombstoneKeepMs ?? DEFAULT_TOMBSTONE_KEEP_MS;
  const legacy = createLocalDiskBlobBackend({ logger: deps.logger }, { dir: rootDir, maxObjectBytes });
  const writer: PackWriter = createPackWriter({ logger: log }, { dir: packsDir, maxPackBytes, rollAfterMs });
  const packs = new Map<string, PackInfo>();
  const inflight = new Set<Promise<unknown>>();
  let index: PackIndex | null = null;
  let state: 'new' | 'started' | 'stopped' = 'new';
  let compactTimer: NodeJS.Timeout | null = null;
  let compacting: Promise<{ packsCompacted: number; bytesFreed: number }> | null = null;
  const warnedTorn = new Set<string>();

  async function start(): Promise<void> {
    if (state === 'stopped') throw notStarted();
    if (state === 'started') return;
    await legacy.start();
    await ensureDirDurably(packsDir);
    state = 'started';
    if (compactEveryMs > 0) {
      compactTimer = setInterval(() => {
        if (index && !compacting) void compact().catch((err: unknown) => log.warn({ err: errorIdentity(err) }, 'content pack compaction failed; retrying later'));
      }, compactEveryMs);
      compactTimer.unref();
    }
    log.info({ dir: rootDir }, 'local-disk pack backend started');
  }

  function track<T>(work: Promise<T>): Promise<T> {
    inflight.add(work);
    void work.finally(() => inflight.delete(work)).catch(() => undefined);
    return work;
  }

  function validate(items: { key: string; bytes: Buffer }[]): void {
    assertStarted();
    for (const item of items) {
      assertBlobKey(item.key);
      if (!Buffer.isBuffer(item.bytes)) throw new TypeError('blob bytes must be a Buffer');
    }
  }

  async function putManyIfAbsent(items: { key: string; bytes: Buffer }[]): Promise<{ existed: boolean }[]> {
    validate(items);
    const results = items.map(() => ({ existed: true }));
    const seen = new Set<string>();
    const records: PackRecordInput[] = [];
    // A reading process knows what exists and skips it; a writing process without an index appends (a
    // duplicate costs space until compaction, never correctness).
    if (index) await refresh();
    for (const [i, item] of items.entries()) {
      if (seen.has(item.key)) continue;
      seen.add(item.key);
      if (index && index.lookup(item.key).state === 'present') continue;
      records.push({ op: OP_PUT, key: item.key, ts: nextTs(), body: item.bytes });
      results[i]!.existed = false;
    }
    await track(writer.append(records));
    return results;
  }

  async function replaceMany(items: { key: string; bytes: Buffer }[]): Promise<void> {
    validate(items);
    const last = new Map(items.map((item) => [item.key, item.bytes]));
    await track(
      (async () => {
        await writer.append([...last].map(([key, body]) => ({ op: OP_REPLACE, key, ts: nextTs(), body })));
        // The object's bytes in the file layout (written before packs) must not outlive the replace.
        for (const key of last.keys()) await legacy.delete(key);
      })(),
    );
  }

  async function get(key: string): Promise<Buffer | null> {
    assertStarted();
    assertBlobKey(key);
    for (let attempt = 0; ; attempt++) {
      const found = await lookupFresh(key);
      if (found.state === 'deleted') return null;
      if (found.state === 'unknown') return legacy.get(key);
      const { location } = found;
      if (location.bodyLength > maxObjectBytes) {
        throw new LocalDiskBlobError('TH_ERR_BLOB_TOO_LARGE', `stored object of ${location.bodyLength} bytes exceeds maxObjectBytes (${maxObjectBytes})`);
      }
      try {
        return await readAt(path.join(packsDir, location.pack.name), location.bodyOffset, location.bodyLength);
      } catch (err) {
        // Compacted away since the index was refreshed: the copy is in a newer pack.
        if (codeOf(err) === 'ENOENT' && attempt < 3) continue;
        throw classifyDiskError(err);
      }
    }
  }

  async function exists(key: string): Promise<boolean> {
    assertStarted();
    assertBlobKey(key);
    const found = await lookupFresh(key);
    if (found.state === 'unknown') return legacy.exists(key);
    return found.state === 'present';
  }

  async function remove(key: string): Promise<void> {
    assertStarted();
    assertBlobKey(key);
    await track(
      (async () => {
        await writer.append([{ op: OP_DELETE, key, ts: nextTs(), body: Buffer.alloc(0) }]);
        await legacy.delete(key);
      })(),
    );
  }

  async function lookupFresh(key: string) {
    if (!index) index = createPackIndex();
    await refresh();
    return index.lookup(key);
  }

  // One refresh at a time; a caller arriving during one waits for the next, which starts after its call
  // (so it sees every record durable before it asked).
  let refreshing: Promise<void> | null = null;
  let refreshQueued: Promise<void> | null = null;
  function refresh(): Promise<void> {
    if (!refreshing) {
      refreshing = doRefresh()
        .catch((err: unknown) => Promise.reject(classifyDiskError(err)))
        .finally(() => {
          refreshing = null;
        });
      return refreshing;
    }
    if (!refreshQueued) {
      refreshQueued = refreshing
        .catch(() => undefined)
        .then(() => {
          refreshQueued = null;
          return refresh();
        });
    }
    return refreshQueued;
  }

  async function doRefresh(): Promise<void> {
    const idx = index ?? (index = createPackIndex());
    const names = (await readdir(packsDir)).filter((n) => PACK_NAME_PATTERN.test(n)).sort();
    const listed = new Set(names);
    for (const name of names) {
      let info = packs.get(name);
      if (!info) {
        info = { name, dataBytes: 0, liveBytes: 0, tombstones: 0, sealed: false, scannedTo: 0 };
        packs.set(name, info);
      }
      if (!info.sealed) await scanTail(info, (record) => idx.apply(info, record));
    }
    const removed = new Set<PackInfo>();
    for (const [name, info] of packs) {
      if (!listed.has(name)) {
        removed.add(info);
        packs.delete(name);
      }
    }
    idx.dropPacks(removed);
  }

  /** Parses `info`'s records from where the last scan stopped to the end of the file. */
  async function scanTail(info: PackInfo, onRecord: (record: ParsedRecord) => void): Promise<void> {
    let fh;
    try {
      fh = await open(path.join(packsDir, info.name), 'r');
    } catch (err) {
      if (codeOf(err) === 'ENOENT') return;
      throw err;
    }
    try {
      const size = (await fh.stat()).size;
      // A pack its writer may still append to can end in a record being written: stop there and retry later.
      const writable = ownerAlive(info.name);
      await readRecords(fh, info.scannedTo, size, (record) => {
        if (record.op === OP_SEAL) info.sealed = true;
        onRecord(record);
      }, (consumedTo, stop) => {
        info.scannedTo = consumedTo;
        if (stop !== 'end' && consumedTo < size && !writable && !warnedTorn.has(info.name)) {
          warnedTorn.add(info.name);
          log.warn({ pack: info.name, offset: consumedTo, bytes: size - consumedTo }, 'content pack ends in a torn record (its writer stopped mid-write); the record was never acknowledged and is ignored');
        }
      }, writable ? undefined : (offset, skipped) => {
        log.warn({ pack: info.name, offset, bytes: skipped }, 'content pack holds damaged bytes; skipped to the next record');
      });
      // Its writer is gone (a crash, or a write failure that abandoned it): nothing more will be appended,
      // so later refreshes skip it like a sealed pack.
      if (!writable) info.sealed = true;
    } finally {
      await fh.close();
    }
  }

  /**
   * Reads records of an open pack from `from` to `to` in bounded chunks; `done` gets the offset after the
   * last whole valid record and why parsing stopped.
   */
  async function readRecords(
    fh: FileHandle,
    from: number,
    to: number,
    onRecord: (record: ParsedRecord, chunk: Buffer, chunkBase: number) => void,
    done: (consumedTo: number, stop: 'end' | 'incomplete' | 'invalid') => void,
    resync?: (offset: number, skipped: number) => void,
  ): Promise<void> {
    let at = from;
    let want = READ_CHUNK_BYTES;
    while (at < to) {
      const length = Math.min(Math.max(want, READ_CHUNK_BYTES), to - at);
      const chunk = Buffer.allocUnsafe(length);
      const { bytesRead } = await fh.read(chunk, 0, length, at);
      const view = chunk.subarray(0, bytesRead);
      const parsed = parseRecords(view, at, maxObjectBytes);
      for (const record of parsed.records) onRecord(record, view, at);
      at += parsed.consumed;
      if (parsed.stop === 'invalid' && resync) {
        // Damaged bytes in a pack nobody writes any more: skip to the next record header, so that one bad
        // record costs that record only (its object reads as absent; a forged record fails decryption).
        const next = view.indexOf(MAGIC_BYTES, parsed.consumed + 1);
        const skipTo = next >= 0 ? at - parsed.consumed + next : at + Math.max(1, bytesRead - parsed.consumed - (MAGIC_BYTES.length - 1));
        resync(at, skipTo - at);
        at = skipTo;
        want = READ_CHUNK_BYTES;
        continue;
      }
      if (parsed.stop === 'invalid' || bytesRead < length) return done(at, parsed.stop === 'end' ? 'incomplete' : parsed.stop);
      if (parsed.stop === 'incomplete') {
        if (at + parsed.needBytes > to) return done(at, 'incomplete');
        want = parsed.needBytes;
      } else {
        want = READ_CHUNK_BYTES;
      }
    }
    done(at, 'end');
  }

  function compactable(info: PackInfo): boolean {
    if (openPackNames.has(info.name)) return false;
    return info.sealed || !ownerAlive(info.name);
  }

  function compact(): Promise<{ packsCompacted: number; bytesFreed: number }> {
    assertStarted();
    if (!compacting) {
      compacting = track(runCompaction()).finally(() => {
        compacting = null;
      });
    }
    return compacting;
  }

  async function runCompaction(): Promise<{ packsCompacted: number; bytesFreed: number }> {
    if (!index) index = createPackIndex();
    await refresh();
    const idx = index;
    const nowTs = Date.now() * 1000;
    const keepAfterTs = nowTs - tombstoneKeepMs * 1000;
    const candidates = [...packs.values()].filter(
      (p) => compactable(p) && (p.dataBytes > p.liveBytes || (p.tombstones > 0 && packAgeMs(p.name) > tombstoneKeepMs)),
    );
    if (candidates.length === 0) return { packsCompacted: 0, bytesFreed: 0 };
    // The records that made these packs' bytes dead must be durable before the bytes go: sync every pack
    // that is still being written (sealed packs were synced by their writer).
    for (const p of packs.values()) {
      if (!p.sealed && !candidates.includes(p)) await syncPack(p.name);
    }
    // The copies' pack must sort after every pack it copies from: on equal ts the greater name wins.
    const notBeforeMs = Math.max(...candidates.map((p) => packCreatedMs(p.name))) + 1;
    const out = createPackWriter({ logger: log }, { dir: packsDir, maxPackBytes, rollAfterMs: Number.MAX_SAFE_INTEGER / 2, notBeforeMs });
    let packsCompacted = 0;
    let bytesFreed = 0;
    const removed = new Set<PackInfo>();
    try {
      for (const pack of candidates) {
        const file = path.join(packsDir, pack.name);
        let fh;
        try {
          fh = await open(file, 'r');
        } catch (err) {
          if (codeOf(err) === 'ENOENT') continue;
          throw err;
        }
        let kept = 0;
        let size = 0;
        try {
          size = (await fh.stat()).size;
          let batch: PackRecordInput[] = [];
          let batchBytes = 0;
          const flushes: Promise<void>[] = [];
          await readRecords(
            fh,
            0,
            size,
            (record, chunk, base) => {
              const keep =
                record.op === OP_DELETE
                  ? record.ts > keepAfterTs || idx.hasRecordOlderThan(record.key, record.ts)
                  : (record.op === OP_PUT || record.op === OP_REPLACE) && idx.isCurrent(pack, record);
              if (!keep) return;
              kept += 1;
              const start = record.bodyOffset - base;
              // A copy: the chunk buffer is reused by nothing, but the batch outlives this callback.
              batch.push({ op: record.op, key: record.key, ts: record.ts, body: Buffer.from(chunk.subarray(start, start + record.bodyLength)) });
              batchBytes += record.length;
              if (batchBytes >= COPY_BATCH_BYTES) {
                flushes.push(out.append(batch));
                batch = [];
                batchBytes = 0;
              }
            },
            () => undefined,
            // Damaged bytes: the records after them are still copied.
            () => undefined,
          );
          if (batch.length > 0) flushes.push(out.append(batch));
          await Promise.all(flushes);
        } finally {
          await fh.close();
        }
        await unlink(file).catch((err: unknown) => {
          if (codeOf(err) !== 'ENOENT') throw err;
        });
        removed.add(pack);
        packsCompacted += 1;
        bytesFreed += size;
        log.info({ pack: pack.name, bytes: size, recordsKept: kept }, 'compacted content pack');
      }
      await out.close();
      await fsyncDir(packsDir);
    } catch (err) {
      await out.close().catch(() => undefined);
      throw err;
    } finally {
      // The removed packs' live records are in the new pack, which the next refresh reads.
      for (const p of removed) packs.delete(p.name);
      idx.dropPacks(removed);
    }
    await refresh();
    return { packsCompacted, bytesFreed };
  }

  async function syncPack(name: string): Promise<void> {
    let fh;
    try {
      fh = await open(path.join(packsDir, name), 'r');
    } catch (err) {
      if (codeOf(err) === 'ENOENT') return;
      throw err;
    }
    try {
      await fh.datasync();
    } finally {
      await fh.close();
    }
  }

  async function shutdown(): Promise<void> {
    if (state === 'stopped') return;
    state = 'stopped';
    if (compactTimer) clearInterval(compactTimer);
    await Promise.allSettled([...inflight]);
    await writer.close().catch((err: unknown) => log.warn({ err: errorIdentity(err) }, 'sealing the content pack at shutdown failed'));
    await legacy.shutdown();
  }

  function assertStarted(): void {
    if (state !== 'started') throw notStarted();
  }

  return {
    blindPuts: true,
    start,
    putIfAbsent: async (key, bytes) => (await putManyIfAbsent([{ key, bytes }]))[0]!,
    putManyIfAbsent,
    replace: (key, bytes) => replaceMany([{ key, bytes }]),
    replaceMany,
    get,
    exists,
    delete: remove,
    compact,
    shutdown,
  };
}

async function readAt(file: string, offset: number, length: number): Promise<Buffer> {
  const fh = await open(file, 'r');
  try {
    const out = Buffer.allocUnsafe(length);
    let at = 0;
    while (at < length) {
      const { bytesRead } = await fh.read(out, at, length - at, offset + at);
      if (bytesRead === 0) throw new LocalDiskBlobError('TH_ERR_BLOB_CORRUPT', 'content pack shorter than its index says');
      at += bytesRead;
    }
    return out;
  } finally {
    await fh.close();
  }
}

function packCreatedMs(name: string): number {
  const m = PACK_NAME_PATTERN.exec(name);
  return m ? Number(m[1]) : 0;
}

function packAgeMs(name: string): number {
  return Date.now() - packCreatedMs(name);
}

/**
 * Whether the writer that created the pack may still append to it: its process is alive. A pack of this process
 * that no writer of this thread has open is another thread's (alive as long as this process is: a writer thread
 * of `collector.balance: thread` has its own module state, so its open packs are not in `openPackNames` here) or,
 * when it names this thread, an earlier process's with the same pid.
 */
export function ownerAlive(name: string): boolean {
  if (openPackNames.has(name)) return true;
  const m = PACK_NAME_PATTERN.exec(name);
  if (!m) return false;
  const pid = Number(m[2]);
  if (pid === process.pid) return Number(m[3] ?? 0) !== threadId;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return codeOf(err) === 'EPERM';
  }
}

function notStarted(): LocalDiskBlobError {
  return new LocalDiskBlobError('TH_ERR_BLOB_NOT_STARTED', 'the pack backend is not started');
}
