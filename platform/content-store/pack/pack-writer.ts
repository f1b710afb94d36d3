/**
 * Appends records to this process's own pack with group commit: appends that arrive while a write is in
 * flight wait and go out together in the next synchronized `writev` (below), so that concurrent exports share one
 * disk flush instead of paying a file creation, a file fsync and a directory fsync per object (`npm run
 * bench:content-write` on this project's 2-core machine: 34–52 µs of CPU per 4 KiB object in a pack against
 * 480–690 µs as files).
 * `append` resolves only when its records are durable.
 *
 * A pack is created on first append (`O_EXCL`, `O_DSYNC`, mode 0600, directory fsynced before the first
 * acknowledgement), sealed with a seal record when it reaches `maxPackBytes`, when it is older than
 * `rollAfterMs` (checked by a timer, so that an idle pack becomes sealed and compactable), or on `close`.
 * A failed write or flush fails its group (retryable when the error is transient) and abandons the pack:
 * the next append opens a new one, and readers stop at the abandoned pack's torn tail.
 */
import { randomBytes } from 'node:crypto';
import { constants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import type { Logger } from 'pino';
import { fsyncDir } from '../../durable-file/durable-file.ts';
import { O_DSYNC, writevAll } from '../../durable-file/writev-all.ts';
import { classifyDiskError, LocalDiskBlobError } from '../local-disk-blob-error.ts';
import { OP_SEAL, encodeRecordHead, recordLength } from './pack-format.ts';
import type { PackRecordInput } from './pack-format.ts';

/**
 * Packs are opened for synchronized data writes (`O_DSYNC`, durable-file/writev-all.ts) where the platform has
 * them: the collector redacts an export while its content is written, and used to hold the `fdatasync` back
 * until it was done. Elsewhere, `fdatasync` after the write.
 */
const PACK_OPEN_FLAGS = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (O_DSYNC ?? 0);

export interface PackWriterConfig {
  /** `<content dir>/_packs`, existing. */
  dir: string;
  maxPackBytes: number;
  rollAfterMs: number;
  /** Pack names carry at least this creation time (ms), so that they sort after the packs compaction copies from. */
  notBeforeMs?: number;
  /** Most bytes written by one synchronized `writev`; more waits for the next group. */
  maxGroupBytes?: number;
}

export interface PackWriter {
  /** Appends `records` (in order, to one pack); resolves when they are durable. */
  append(records: PackRecordInput[]): Promise<void>;
  /** Seals the current pack, if any, once earlier appends are written; the next append opens a new one. */
  seal(): Promise<void>;
  /** Seals the current pack and stops the roll timer; appends afterwards are refused. */
  close(): Promise<void>;
}

/** Names of the packs a writer of this process has open (unsealed): a pack is never compacted while open. */
export const openPackNames = new Set<string>();

let lastTs = 0;
/**
 * The writers' clock: microseconds since the epoch, unique and increasing within this thread (a collector's worker
 * threads each have their own, as processes do: their puts are of content-addressed keys, where equal timestamps of
 * one key can only name equal bytes).
 */
export function nextTs(): number {
  const now = Date.now() * 1000;
  lastTs = now > lastTs ? now : lastTs + 1;
  return lastTs;
}

interface OpenPack {
  name: string;
  fh: FileHandle;
  size: number;
  openedAt: number;
}

type Item =
  | { kind: 'records'; records: PackRecordInput[]; bytes: number; resolve: () => void; reject: (err: unknown) => void }
  | { kind: 'seal'; resolve: () => void; reject: (err: unknown) => void };

const DEFAULT_MAX_GROUP_BYTES = 8 * 1024 * 1024;

export function createPackWriter(deps: { logger: Logger }, config: PackWriterConfig): PackWriter {
  const log = deps.logger;
  const maxGroupBytes = config.maxGroupBytes ?? DEFAULT_MAX_GROUP_BYTES;
  const queue: Item[] = [];
  let flushing = false;
  let closed = false;
  let pack: OpenPack | null = null;
  const timer = setInterval(
    () => {
      if (pack && !flushing && Date.now() - pack.openedAt >= config.rollAfterMs) void seal().catch(() => undefined);
    },
    Math.max(50, Math.min(60_000, Math.floor(config.rollAfterMs / 4))),
  );
  timer.unref();

  function append(records: PackRecordInput[]): Promise<void> {
    if (closed) return Promise.reject(new LocalDiskBlobError('TH_ERR_BLOB_NOT_STARTED', 'pack writer closed'));
    if (records.length === 0) return Promise.resolve();
    const bytes = records.reduce((n, r) => n + recordLength(Buffer.byteLength(r.key, 'ascii'), r.body.length), 0);
    return new Promise<void>((resolve, reject) => {
      queue.push({ kind: 'records', records, bytes, resolve, reject });
      if (!flushing) void drain();
    });
  }

  function seal(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      queue.push({ kind: 'seal', resolve, reject });
      if (!flushing) void drain();
    });
  }

  async function drain(): Promise<void> {
    flushing = true;
    try {
      while (queue.length > 0) {
        const first = queue[0]!;
        if (first.kind === 'seal') {
          queue.shift();
          try {
            await sealOpenPack();
            first.resolve();
          } catch (err) {
            first.reject(classifyDiskError(err));
          }
          continue;
        }
        const group: Extract<Item, { kind: 'records' }>[] = [];
        let groupBytes = 0;
        while (queue.length > 0 && queue[0]!.kind === 'records') {
          const next = queue[0] as Extract<Item, { kind: 'records' }>;
          if (group.length > 0 && groupBytes + next.bytes > maxGroupBytes) break;
          queue.shift();
          group.push(next);
          groupBytes += next.bytes;
        }
        try {
          await writeGroup(group.flatMap((g) => g.records), groupBytes);
          for (const g of group) g.resolve();
        } catch (err) {
          await abandon();
          const marked = classifyDiskError(err);
          for (const g of group) g.reject(marked);
        }
      }
    } finally {
      flushing = false;
    }
  }

  async function writeGroup(records: PackRecordInput[], bytes: number): Promise<void> {
    if (pack && pack.size > 0 && (pack.size + bytes > config.maxPackBytes || Date.now() - pack.openedAt >= config.rollAfterMs)) {
      await sealOpenPack();
    }
    if (!pack) pack = await openNewPack();
    const buffers: Buffer[] = [];
    for (const record of records) buffers.push(encodeRecordHead(record), record.body);
    await writevAll(pack.fh, buffers, pack.size);
    if (O_DSYNC === undefined) await pack.fh.datasync();
    pack.size += bytes;
  }

  async function openNewPack(): Promise<OpenPack> {
    const name = `${String(Math.max(Date.now(), config.notBeforeMs ?? 0)).padStart(13, '0')}-${process.pid}${threadId === 0 ? '' : `.${threadId}`}-${randomBytes(4).toString('hex')}.pack`;
    // Registered before the file exists: a reader in this process that lists the folder meanwhile must see
    // a pack that is being written, not a dead writer's.
    openPackNames.add(name);
    let fh: FileHandle;
    try {
      fh = await open(path.join(config.dir, name), PACK_OPEN_FLAGS, 0o600);
    } catch (err) {
      openPackNames.delete(name);
      throw err;
    }
    try {
      // The pack's name must survive a crash before anything in it is acknowledged.
      await fsyncDir(config.dir);
    } catch (err) {
      openPackNames.delete(name);
      await fh.close().catch(() => undefined);
      throw err;
    }
    return { name, fh, size: 0, openedAt: Date.now() };
  }

  async function sealOpenPack(): Promise<void> {
    const current = pack;
    if (!current) return;
    pack = null;
    try {
      const record = { op: OP_SEAL, key: '', ts: nextTs(), body: Buffer.alloc(0) } as const;
      await writevAll(current.fh, [encodeRecordHead(record)], current.size);
      if (O_DSYNC === undefined) await current.fh.datasync();
    } finally {
      openPackNames.delete(current.name);
      await current.fh.close().catch(() => undefined);
    }
  }

  async function abandon(): Promise<void> {
    const current = pack;
    if (!current) return;
    pack = null;
    openPackNames.delete(current.name);
    log.warn({ pack: current.name }, 'content pack write failed; continuing in a new pack');
    await current.fh.close().catch(() => undefined);
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    clearInterval(timer);
    await seal();
  }

  return { append, seal, close };
}
