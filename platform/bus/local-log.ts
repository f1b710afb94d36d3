/**
 * The embedded local durable log: the default bus between collector and ingest in the all-in-one.
 * One partition, segment files on local disk, consumer positions in small offset files.
 *
 * Contract (beyond `Bus`): `append` resolves `ok` only after the batch is written and fsynced; a batch is
 * all-or-nothing after a crash; consumers only ever see fsynced (acknowledged) records. When the bytes
 * not yet consumed by the slowest known group would exceed `maxTotalBytes`, `append` answers
 * `retryable` with reason `full` — nothing accepted is ever dropped. `start()` must resolve before
 * `producer().append`, `consumer()`, `poll` or `commit` are used. One process owns a directory at a time.
 *
 * On-disk format (all integers big-endian; CRC is CRC-32/ISO-HDLC as in zlib):
 *
 *   <dir>/<20-digit base offset>.log   segment: a sequence of batches, nothing else
 *     batch  = header(24) record{recordCount}
 *     header = magic u32 'THL1' | headerCrc u32 (over the next 16 bytes) | bodyBytes u32 |
 *              recordCount u32 | firstOffset u64
 *     record = recordBytes u32 (bytes after this field) | crc u32 (over offset..end of value) |
 *              offset u64 | keyBytes u16 | key utf-8 | value
 *   <dir>/consumers/<group>.offset     JSON {"group","nextOffset"}, replaced atomically on commit
 *   Directories are 0700 and files 0600 (tightened at start when an older version left them wider).
 *
 * A batch is valid when its header CRC matches, its body is complete, it holds exactly `recordCount`
 * records with consecutive offsets from `firstOffset`, every record CRC matches and the records fill
 * `bodyBytes` exactly. Recovery keeps the longest prefix of valid batches of the last segment, so a torn
 * write can never expose part of a batch. start() validates every batch of every segment, not just the
 * tails: retained data is what the slowest group has not consumed (usually about one segment, at most
 * maxTotalBytes; ~1.4 GiB/s from page cache), and corruption in acknowledged data is then found at start
 * rather than when a consumer reaches it.
 *
 * Error codes (thrown, or carried by `{ status: 'failed', error }` from `append`):
 *   TH_ERR_BUS_CLOSED            used after shutdown() began
 *   TH_ERR_BUS_NOT_STARTED       used before start() resolved
 *   TH_ERR_BUS_CORRUPT           acknowledged data is damaged (start() or poll()); needs an operator
 *   TH_ERR_BUS_IO                a write or fsync failed; the log refuses appends until restarted
 *   TH_ERR_BUS_BATCH_TOO_LARGE   an encoded batch is larger than maxSegmentBytes (retrying cannot help)
 *   TH_ERR_BUS_INVALID_RECORD    a record's key is not a string of at most 65535 UTF-8 bytes, or its
 *                                value is not a Buffer
 *   TH_ERR_BUS_INVALID_ARGUMENT  bad group name, commit offset, maxRecords or waitMs
 *   TH_ERR_BUS_CONFIG            invalid LocalLogConfig (thrown by createLocalLog)
 */
import { constants as fsConstants } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import { chmod, mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { crc32 } from 'node:zlib';
import type pino from 'pino';
import { createBusError } from './bus-error.ts';
import type { AppendResult, Bus, BusConsumer, BusProducer, BusRecord } from './bus.ts';
import { writevAll } from '../keys/key-files.ts';

/** Directories and files of the log: owner-only (the umask can only narrow these further). */
const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

export interface LocalLogConfig {
  /** Directory owned by this log (created if missing). */
  dir: string;
  /** A new segment starts when the active one would grow beyond this; also the largest batch accepted. */
  maxSegmentBytes?: number;
  /**
   * Bound on bytes not yet consumed by the slowest known group (plus appends in flight). Disk use can
   * exceed it by the consumed part of the oldest segment, i.e. by less than one segment.
   */
  maxTotalBytes?: number;
  /** Bound on encoded bytes waiting for the writer (memory); beyond it append answers `retryable` / `busy`. */
  maxPendingBytes?: number;
}

export const LOCAL_LOG_DEFAULTS = {
  maxSegmentBytes: 64 * 1024 * 1024,
  maxTotalBytes: 1024 * 1024 * 1024,
  maxPendingBytes: 64 * 1024 * 1024,
} as const;

/** Counters and gauges for /metrics and tests; a snapshot, cheap to take. */
export interface LocalLogStats {
  /** Oldest offset still on disk. */
  logStartOffset: number;
  /** Next offset to be acknowledged; every record below it is durable. */
  logEndOffset: number;
  segmentCount: number;
  diskBytes: number;
  unconsumedBytes: number;
  pendingBytes: number;
  appendsOkTotal: number;
  appendsRefusedFullTotal: number;
  appendsRefusedBusyTotal: number;
  /** Write+fsync rounds of the group-commit writer; lower than appendsOkTotal when appends coalesce. */
  writeGroupsTotal: number;
  segmentsDeletedTotal: number;
}

/** A `Bus` with introspection. `consumer(group)` returns the same consumer for the same group. */
export interface LocalLog extends Bus {
  stats(): LocalLogStats;
}

export interface LocalLogDeps {
  logger: pino.Logger;
}

const BATCH_MAGIC = 0x54484c31; // 'THL1'; a new framing gets a new magic
const BATCH_HEADER_BYTES = 24;
/** length + crc + offset + key length */
const RECORD_OVERHEAD_BYTES = 18;
/** Bytes after the length field that are not key or value: crc + offset + key length. */
const RECORD_FIXED_AFTER_LENGTH = 14;
const MAX_KEY_BYTES = 0xffff;
const SEGMENT_NAME = /^(\d{20})\.log$/;
const GROUP_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
/** One sparse-index entry per this many bytes: bounds index memory (16 Ki entries per GiB). */
const INDEX_INTERVAL_BYTES = 64 * 1024;
const READ_WINDOW_BYTES = 256 * 1024;
const SCAN_WINDOW_BYTES = 1024 * 1024;
/** A poll stops adding records past this many value bytes, so one poll cannot take unbounded memory. */
const MAX_POLL_BYTES = 16 * 1024 * 1024;
const BUS_FULL_RETRY_MS = 1000;
const BUS_BUSY_RETRY_MS = 100;
const MAX_SAFE_SEGMENT_BYTES = 0x7fffffff;

interface Segment {
  baseOffset: number;
  /** Offset after the last durable record in this segment. */
  endOffset: number;
  /** Durable (fsynced and published) bytes; readers never read beyond it. */
  sizeBytes: number;
  path: string;
  /** Sparse index of batch starts: parallel arrays, ascending. */
  indexOffsets: number[];
  indexPositions: number[];
  lastIndexedPosition: number;
  deleted: boolean;
}

interface PendingAppend {
  firstOffset: number;
  recordCount: number;
  bytes: Buffer;
  /** Set once `resolve` has been called (a group can fail after some of its chunks were acknowledged). */
  settled: boolean;
  resolve: (result: AppendResult) => void;
}

interface GroupState {
  name: string;
  /** Durably committed next offset. */
  committedOffset: number;
  /** Serializes offset-file writes of this group. */
  commitChain: Promise<void>;
  consumer: BusConsumer | null;
}

function newSegment(baseOffset: number, path: string): Segment {
  return { baseOffset, endOffset: baseOffset, sizeBytes: 0, path, indexOffsets: [], indexPositions: [], lastIndexedPosition: 0, deleted: false };
}

function formatSegmentName(baseOffset: number): string {
  return `${String(baseOffset).padStart(20, '0')}.log`;
}

function writeOffset(buf: Buffer, offset: number, at: number): void {
  buf.writeUInt32BE(Math.floor(offset / 0x100000000), at);
  buf.writeUInt32BE(offset >>> 0, at + 4);
}

function readOffset(buf: Buffer, at: number): number {
  return buf.readUInt32BE(at) * 0x100000000 + buf.readUInt32BE(at + 4);
}

function encodeBatch(records: { key: string; value: Buffer }[], keyBytes: number[], bodyBytes: number, firstOffset: number): Buffer {
  const buf = Buffer.allocUnsafe(BATCH_HEADER_BYTES + bodyBytes);
  buf.writeUInt32BE(BATCH_MAGIC, 0);
  buf.writeUInt32BE(bodyBytes, 8);
  buf.writeUInt32BE(records.length, 12);
  writeOffset(buf, firstOffset, 16);
  buf.writeUInt32BE(crc32(buf.subarray(8, BATCH_HEADER_BYTES)), 4);
  let at = BATCH_HEADER_BYTES;
  for (let i = 0; i < records.length; i++) {
    const record = records[i]!;
    const keyLength = keyBytes[i]!;
    const recordBytes = RECORD_FIXED_AFTER_LENGTH + keyLength + record.value.length;
    buf.writeUInt32BE(recordBytes, at);
    writeOffset(buf, firstOffset + i, at + 8);
    buf.writeUInt16BE(keyLength, at + 16);
    buf.write(record.key, at + 18, keyLength, 'utf8');
    record.value.copy(buf, at + 18 + keyLength);
    buf.writeUInt32BE(crc32(buf.subarray(at + 8, at + 4 + recordBytes)), at + 4);
    at += 4 + recordBytes;
  }
  return buf;
}

interface BatchHeader {
  bodyBytes: number;
  recordCount: number;
  firstOffset: number;
}

/** Returns the header, or why the bytes are not a valid header. */
function decodeBatchHeader(view: Buffer): BatchHeader | string {
  if (view.readUInt32BE(0) !== BATCH_MAGIC) return 'bad batch magic';
  if (crc32(view.subarray(8, BATCH_HEADER_BYTES)) !== view.readUInt32BE(4)) return 'bad batch header crc';
  const bodyBytes = view.readUInt32BE(8);
  const recordCount = view.readUInt32BE(12);
  if (recordCount === 0 || recordCount * RECORD_OVERHEAD_BYTES > bodyBytes) return 'bad batch record count';
  return { bodyBytes, recordCount, firstOffset: readOffset(view, 16) };
}

/** Checks one record at `at` inside `view` (which ends where the batch ends). */
function checkRecord(view: Buffer, at: number, expectedOffset: number): { recordBytes: number } | { reason: string } {
  if (at + 4 > view.length) return { reason: 'record length beyond batch' };
  const recordBytes = view.readUInt32BE(at);
  if (recordBytes < RECORD_FIXED_AFTER_LENGTH || at + 4 + recordBytes > view.length) return { reason: 'bad record length' };
  if (crc32(view.subarray(at + 8, at + 4 + recordBytes)) !== view.readUInt32BE(at + 4)) return { reason: 'bad record crc' };
  const offset = readOffset(view, at + 8);
  if (offset !== expectedOffset) return { reason: `record offset ${offset}, expected ${expectedOffset}` };
  if (view.readUInt16BE(at + 16) > recordBytes - RECORD_FIXED_AFTER_LENGTH) return { reason: 'bad record key length' };
  return { recordBytes };
}

/**
 * A bounded read window over one file: reads the needed range (at least `windowBytes` when available)
 * instead of whole segments. Views it returns are valid until the next call.
 */
class FileWindow {
  private buf: Buffer;
  private start = 0;
  private length = 0;

  constructor(
    readonly handle: FileHandle,
    windowBytes: number,
  ) {
    this.buf = Buffer.allocUnsafe(windowBytes);
  }

  /** Bytes [position, position+length) of the file; `limitBytes` is how far reading is allowed. */
  async view(position: number, length: number, limitBytes: number): Promise<Buffer> {
    if (position >= this.start && position + length <= this.start + this.length) {
      return this.buf.subarray(position - this.start, position - this.start + length);
    }
    // Grows only to the largest single record/batch read; those are bounded by maxSegmentBytes.
    if (length > this.buf.length) this.buf = Buffer.allocUnsafe(length);
    const wanted = Math.max(length, Math.min(this.buf.length, limitBytes - position));
    let filled = 0;
    while (filled < wanted) {
      const { bytesRead } = await this.handle.read(this.buf, filled, wanted - filled, position + filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    this.start = position;
    this.length = filled;
    if (filled < length) throw new Error(`short read at ${position}: wanted ${length}, got ${filled}`);
    return this.buf.subarray(0, length);
  }

  invalidate(): void {
    this.length = 0;
  }
}

interface ScanResult {
  /** Bytes of the longest valid prefix. */
  validBytes: number;
  endOffset: number;
  problem: { position: number; reason: string } | null;
}

/** Validates every batch of a segment from the start and fills its sparse index. */
async function scanSegment(segment: Segment, fileBytes: number): Promise<ScanResult> {
  const handle = await open(segment.path, 'r');
  try {
    const window = new FileWindow(handle, SCAN_WINDOW_BYTES);
    let position = 0;
    let nextOffset = segment.baseOffset;
    while (position < fileBytes) {
      const fail = (reason: string): ScanResult => ({ validBytes: position, endOffset: nextOffset, problem: { position, reason } });
      if (position + BATCH_HEADER_BYTES > fileBytes) return fail('partial batch header');
      const header = decodeBatchHeader(await window.view(position, BATCH_HEADER_BYTES, fileBytes));
      if (typeof header === 'string') return fail(header);
      if (header.firstOffset !== nextOffset) return fail(`batch offset ${header.firstOffset}, expected ${nextOffset}`);
      const batchEnd = position + BATCH_HEADER_BYTES + header.bodyBytes;
      if (batchEnd > fileBytes) return fail('partial batch body');
      const body = await window.view(position + BATCH_HEADER_BYTES, header.bodyBytes, fileBytes);
      let at = 0;
      for (let i = 0; i < header.recordCount; i++) {
        const record = checkRecord(body, at, nextOffset + i);
        if ('reason' in record) return fail(`${record.reason} (record ${i} of batch)`);
        at += 4 + record.recordBytes;
      }
      if (at !== header.bodyBytes) return fail('batch body length mismatch');
      addIndexEntry(segment, nextOffset, position);
      nextOffset += header.recordCount;
      position = batchEnd;
    }
    return { validBytes: position, endOffset: nextOffset, problem: null };
  } finally {
    await handle.close();
  }
}

function addIndexEntry(segment: Segment, firstOffset: number, position: number): void {
  if (segment.indexPositions.length === 0 || position - segment.lastIndexedPosition >= INDEX_INTERVAL_BYTES) {
    segment.indexOffsets.push(firstOffset);
    segment.indexPositions.push(position);
    segment.lastIndexedPosition = position;
  }
}

/** Byte position of the last indexed batch starting at or before `offset` (0 when none). */
function floorIndexPosition(segment: Segment, offset: number): number {
  const offsets = segment.indexOffsets;
  let lo = 0;
  let hi = offsets.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (offsets[mid]! <= offset) {
      found = mid;
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return found < 0 ? 0 : segment.indexPositions[found]!;
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, fsConstants.O_RDONLY);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

function validateConfig(config: LocalLogConfig): Required<LocalLogConfig> {
  const resolved = {
    dir: config.dir,
    maxSegmentBytes: config.maxSegmentBytes ?? LOCAL_LOG_DEFAULTS.maxSegmentBytes,
    maxTotalBytes: config.maxTotalBytes ?? LOCAL_LOG_DEFAULTS.maxTotalBytes,
    maxPendingBytes: config.maxPendingBytes ?? LOCAL_LOG_DEFAULTS.maxPendingBytes,
  };
  if (typeof resolved.dir !== 'string' || resolved.dir.length === 0) {
    throw createBusError('TH_ERR_BUS_CONFIG', 'local log: dir must be a non-empty path');
  }
  for (const key of ['maxSegmentBytes', 'maxTotalBytes', 'maxPendingBytes'] as const) {
    const value = resolved[key];
    if (!Number.isSafeInteger(value) || value <= 0) {
      throw createBusError('TH_ERR_BUS_CONFIG', `local log: ${key} must be a positive integer, got ${value}`);
    }
  }
  if (resolved.maxSegmentBytes > MAX_SAFE_SEGMENT_BYTES) {
    throw createBusError('TH_ERR_BUS_CONFIG', `local log: maxSegmentBytes must be at most ${MAX_SAFE_SEGMENT_BYTES}`);
  }
  // Otherwise a batch that fits a segment could never fit the bound, even into an empty log.
  if (resolved.maxTotalBytes < resolved.maxSegmentBytes) {
    throw createBusError('TH_ERR_BUS_CONFIG', 'local log: maxTotalBytes must be at least maxSegmentBytes');
  }
  return resolved;
}

export function createLocalLog(deps: LocalLogDeps, config: LocalLogConfig): LocalLog {
  const settings = validateConfig(config);
  const logger = deps.logger.child({ component: 'local-log' });
  const dir = settings.dir;
  const consumersDir = join(dir, 'consumers');

  type Phase = 'new' | 'starting' | 'started' | 'closing' | 'closed';
  let phase: Phase = 'new';
  let startPromise: Promise<void> | null = null;
  let shutdownPromise: Promise<void> | null = null;

  /** Ascending by base offset; the last one is the active segment. */
  const segments: Segment[] = [];
  let activeHandle: FileHandle | null = null;
  /** Next offset handed to an append (includes appends not yet durable). */
  let nextAssignedOffset = 0;
  /** Every record below this is fsynced and visible to consumers. */
  let durableEndOffset = 0;
  let diskBytes = 0;

  let queue: PendingAppend[] = [];
  let pendingBytes = 0;
  let writerRunning = false;
  let writerIdle: Promise<void> = Promise.resolve();
  let markWriterIdle: () => void = () => {};
  /** Set after a failed write/fsync: retrying an fsync after failure is unsafe, so stop until restart. */
  let writeFailure: Error | null = null;

  const groups = new Map<string, GroupState>();
  const waiters = new Set<() => void>();
  const inFlight = new Set<Promise<unknown>>();
  let cleanupChain: Promise<void> = Promise.resolve();

  const counters = {
    appendsOkTotal: 0,
    appendsRefusedFullTotal: 0,
    appendsRefusedBusyTotal: 0,
    writeGroupsTotal: 0,
    segmentsDeletedTotal: 0,
  };
  /** Refusals in the current overload episode; logged once when it starts and once when it ends. */
  let refusingSince: { reason: string; count: number } | null = null;

  function track<T>(promise: Promise<T>): Promise<T> {
    inFlight.add(promise);
    const forget = (): void => {
      inFlight.delete(promise);
    };
    promise.then(forget, forget);
    return promise;
  }

  function logStartOffset(): number {
    return segments.length > 0 ? segments[0]!.baseOffset : 0;
  }

  /** The segment holding `offset` (for offset == end of a segment, the following one when it exists). */
  function findSegment(offset: number): Segment | null {
    let lo = 0;
    let hi = segments.length - 1;
    let found: Segment | null = null;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      if (segments[mid]!.baseOffset <= offset) {
        found = segments[mid]!;
        lo = mid + 1;
      } else {
        hi = mid - 1;
      }
    }
    return found;
  }

  function minCommittedOffset(): number {
    if (groups.size === 0) return logStartOffset();
    let min = Number.POSITIVE_INFINITY;
    for (const group of groups.values()) min = Math.min(min, group.committedOffset);
    return Math.max(min, logStartOffset());
  }

  /** Durable bytes at or after the slowest group's position (rounded down to an index entry: conservative). */
  function computeUnconsumedBytes(): number {
    const min = minCommittedOffset();
    if (min >= durableEndOffset) return 0;
    const segment = findSegment(min);
    if (segment === null) return diskBytes;
    let bytes = segment.sizeBytes - floorIndexPosition(segment, min);
    for (let i = segments.indexOf(segment) + 1; i < segments.length; i++) bytes += segments[i]!.sizeBytes;
    return bytes;
  }

  function wakeWaiters(): void {
    const toWake = [...waiters];
    waiters.clear();
    for (const wake of toWake) wake();
  }

  // ---------------------------------------------------------------- recovery

  async function recover(): Promise<void> {
    // Records hold redacted spans and content references: owner-only, like the rest of the data directory.
    const created = await mkdir(consumersDir, { recursive: true, mode: DIR_MODE });
    if (created !== undefined) {
      // New directories must survive a crash too, or the first acknowledged batches could vanish with them.
      await fsyncDirectory(dirname(dir));
      await fsyncDirectory(dir);
    }
    const names = (await readdir(dir)).filter((name) => SEGMENT_NAME.test(name)).sort();
    // Logs created before the modes were set (0755/0644) are tightened at start.
    await restrictModes([
      [dir, DIR_MODE],
      [consumersDir, DIR_MODE],
      ...names.map((name): [string, number] => [join(dir, name), FILE_MODE]),
      ...(await readdir(consumersDir)).filter((name) => name.endsWith('.offset')).map((name): [string, number] => [join(consumersDir, name), FILE_MODE]),
    ]);
    if (names.length === 0) {
      const { segment, handle } = await createSegmentFile(0);
      segments.push(segment);
      await handle.close();
    } else {
      let expectedBase: number | null = null;
      for (let i = 0; i < names.length; i++) {
        const name = names[i]!;
        const baseOffset = Number(SEGMENT_NAME.exec(name)![1]);
        if (!Number.isSafeInteger(baseOffset)) throw corruptAt(name, 0, 'segment base offset out of range');
        if (expectedBase !== null && baseOffset !== expectedBase) {
          throw corruptAt(name, 0, `segment starts at offset ${baseOffset}, previous segment ends at ${expectedBase}`);
        }
        const segment = newSegment(baseOffset, join(dir, name));
        const fileBytes = (await stat(segment.path)).size;
        const scan = await scanSegment(segment, fileBytes);
        const isLast = i === names.length - 1;
        if (scan.problem !== null) {
          if (!isLast) {
            // Only the last segment can hold a torn write: a segment is fsynced before the next one is
            // created. A bad batch here sits between acknowledged batches, so truncating or skipping it
            // would silently lose data that producers were told is durable. Stop and let an operator decide.
            throw corruptAt(name, scan.problem.position, scan.problem.reason);
          }
          // Bytes past the last valid batch were never acknowledged (acks follow fsync): a torn or
          // partial write from a crash, or stale blocks the filesystem exposed (which may even be valid
          // batches of a deleted segment, hence "wrong offset" counts as torn here too). Drop them so new
          // appends continue from a clean boundary. Known limit: bit rot inside the last segment looks the
          // same and is truncated with this warning rather than refused.
          await truncateTail(segment, scan.validBytes, fileBytes, scan.problem.reason);
        }
        segment.sizeBytes = scan.validBytes;
        segment.endOffset = scan.endOffset;
        segments.push(segment);
        diskBytes += segment.sizeBytes;
        expectedBase = segment.endOffset;
      }
    }
    const active = segments[segments.length - 1]!;
    durableEndOffset = active.endOffset;
    nextAssignedOffset = durableEndOffset;
    await loadGroups();
    activeHandle = await open(active.path, 'r+');
  }

  async function restrictModes(paths: Array<[string, number]>): Promise<void> {
    for (const [path, mode] of paths) {
      try {
        if (((await stat(path)).mode & 0o777) !== mode) await chmod(path, mode);
      } catch (error) {
        // Not ours to change (another owner): the log still works; say so once per path.
        logger.warn({ file: path, errCode: (error as NodeJS.ErrnoException).code }, 'local log: could not restrict the mode of a file');
      }
    }
  }

  function corruptAt(file: string, position: number, reason: string): Error {
    logger.error({ file, position, reason }, 'local log: corrupt data inside acknowledged records; refusing to start');
    return createBusError('TH_ERR_BUS_CORRUPT', `local log corrupt: ${file} at byte ${position}: ${reason}`);
  }

  async function truncateTail(segment: Segment, validBytes: number, fileBytes: number, reason: string): Promise<void> {
    const handle = await open(segment.path, 'r+');
    try {
      await handle.truncate(validBytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    logger.warn(
      { file: segment.path, validBytes, droppedBytes: fileBytes - validBytes, reason },
      'local log: dropped an unacknowledged torn tail after a crash',
    );
  }

  async function createSegmentFile(baseOffset: number): Promise<{ segment: Segment; handle: FileHandle }> {
    const path = join(dir, formatSegmentName(baseOffset));
    // 'wx': never reuse an existing file, whose old bytes could look like valid batches.
    const handle = await open(path, 'wx', FILE_MODE);
    try {
      await handle.sync();
      // Without this the new file's directory entry, and so every batch acknowledged in it, could vanish.
      await fsyncDirectory(dir);
    } catch (error) {
      await handle.close();
      throw error;
    }
    return { segment: newSegment(baseOffset, path), handle };
  }

  async function loadGroups(): Promise<void> {
    const names = await readdir(consumersDir);
    for (const name of names) {
      if (name.endsWith('.tmp')) {
        await unlink(join(consumersDir, name)); // a commit interrupted before its rename: never took effect
        continue;
      }
      if (!name.endsWith('.offset')) continue;
      const groupName = name.slice(0, -'.offset'.length);
      if (!GROUP_NAME.test(groupName)) continue;
      let committed: number;
      try {
        const parsed = JSON.parse(await readFile(join(consumersDir, name), 'utf8')) as { nextOffset?: unknown };
        if (!Number.isSafeInteger(parsed.nextOffset) || (parsed.nextOffset as number) < 0) throw new Error('no nextOffset');
        committed = parsed.nextOffset as number;
      } catch (cause) {
        logger.error({ file: name }, 'local log: unreadable consumer offset file');
        throw createBusError('TH_ERR_BUS_CORRUPT', `local log: consumer offset file ${name} is unreadable`, cause);
      }
      if (committed > durableEndOffset) {
        // The group claims to have processed records the log does not have; new records would reuse those
        // offsets and the group would skip them.
        logger.error({ group: groupName, committed, logEndOffset: durableEndOffset }, 'local log: consumer offset beyond end of log');
        throw createBusError(
          'TH_ERR_BUS_CORRUPT',
          `local log: group ${groupName} committed ${committed} but the log ends at ${durableEndOffset}`,
        );
      }
      if (committed < logStartOffset()) {
        logger.warn(
          { group: groupName, committed, logStartOffset: logStartOffset() },
          'local log: consumer offset before start of log (segments removed by hand?); continuing from the start',
        );
        committed = logStartOffset();
      }
      groups.set(groupName, { name: groupName, committedOffset: committed, commitChain: Promise.resolve(), consumer: null });
    }
  }

  // ---------------------------------------------------------------- writer (group commit)

  function startWriter(): void {
    if (writerRunning) return;
    writerRunning = true;
    writerIdle = new Promise<void>((resolve) => {
      markWriterIdle = resolve;
    });
    void runWriter();
  }

  async function runWriter(): Promise<void> {
    try {
      // Appends that arrive while a write+fsync is in progress wait in `queue` and go out together in the
      // next round: one fsync for many appends.
      while (queue.length > 0 && writeFailure === null) {
        const group = queue;
        queue = [];
        try {
          await writeGroup(group);
        } catch (cause) {
          writeFailure = createBusError('TH_ERR_BUS_IO', `local log: write failed: ${(cause as Error).message}`, cause);
          logger.error({ err: cause }, 'local log: write or fsync failed; refusing appends until restart');
          failPending(group, writeFailure);
        }
      }
      if (writeFailure !== null) {
        const rest = queue;
        queue = [];
        failPending(rest, writeFailure);
      }
    } finally {
      writerRunning = false;
      markWriterIdle();
    }
  }

  function failPending(pending: PendingAppend[], error: Error): void {
    for (const item of pending) {
      if (item.settled) continue;
      item.settled = true;
      pendingBytes -= item.bytes.length;
      item.resolve({ status: 'failed', error });
    }
  }

  async function writeGroup(group: PendingAppend[]): Promise<void> {
    counters.writeGroupsTotal++;
    let chunk: PendingAppend[] = [];
    let chunkBytes = 0;
    for (const item of group) {
      const active = segments[segments.length - 1]!;
      const activeBytes = active.sizeBytes + chunkBytes;
      if (activeBytes > 0 && activeBytes + item.bytes.length > settings.maxSegmentBytes) {
        if (chunk.length > 0) await writeChunk(chunk, chunkBytes);
        await rollSegment(item.firstOffset);
        chunk = [];
        chunkBytes = 0;
      }
      chunk.push(item);
      chunkBytes += item.bytes.length;
    }
    if (chunk.length > 0) await writeChunk(chunk, chunkBytes);
  }

  async function writeChunk(chunk: PendingAppend[], chunkBytes: number): Promise<void> {
    const active = segments[segments.length - 1]!;
    const handle = activeHandle!;
    await writevAll(
      handle,
      chunk.map((item) => item.bytes),
      active.sizeBytes,
    );
    await handle.sync();
    // Durable: publish to readers, then acknowledge.
    let position = active.sizeBytes;
    for (const item of chunk) {
      addIndexEntry(active, item.firstOffset, position);
      position += item.bytes.length;
    }
    const last = chunk[chunk.length - 1]!;
    active.sizeBytes += chunkBytes;
    active.endOffset = last.firstOffset + last.recordCount;
    diskBytes += chunkBytes;
    durableEndOffset = active.endOffset;
    pendingBytes -= chunkBytes;
    for (const item of chunk) {
      item.settled = true;
      counters.appendsOkTotal++;
      item.resolve({ status: 'ok', firstOffset: item.firstOffset });
    }
    wakeWaiters();
  }

  async function rollSegment(baseOffset: number): Promise<void> {
    // The previous segment is already fsynced (writeChunk), so at most the newest segment has a torn tail.
    const { segment, handle } = await createSegmentFile(baseOffset);
    const previous = activeHandle;
    segments.push(segment);
    activeHandle = handle;
    await previous?.close();
    logger.debug({ baseOffset }, 'local log: rolled to a new segment');
  }

  function refuse(reason: 'full' | 'busy', retryInMs: number, detail: Record<string, number>): AppendResult {
    if (reason === 'full') counters.appendsRefusedFullTotal++;
    else counters.appendsRefusedBusyTotal++;
    if (refusingSince === null) {
      refusingSince = { reason: `bus_${reason}`, count: 0 };
      logger.warn({ reason: `bus_${reason}`, ...detail }, 'local log: refusing appends (retryable) until consumers catch up');
    }
    refusingSince.count++;
    return { status: 'retryable', retryInMs, reason };
  }

  function append(records: { key: string; value: Buffer }[]): Promise<AppendResult> {
    if (phase === 'closing' || phase === 'closed') {
      return Promise.resolve({ status: 'failed', error: createBusError('TH_ERR_BUS_CLOSED', 'local log is shut down') });
    }
    if (phase !== 'started') {
      return Promise.resolve({ status: 'failed', error: createBusError('TH_ERR_BUS_NOT_STARTED', 'local log: start() has not completed') });
    }
    if (writeFailure !== null) return Promise.resolve({ status: 'failed', error: writeFailure });
    if (!Array.isArray(records)) {
      return Promise.resolve({ status: 'failed', error: createBusError('TH_ERR_BUS_INVALID_RECORD', 'local log: records must be an array') });
    }
    if (records.length === 0) return Promise.resolve({ status: 'ok', firstOffset: nextAssignedOffset });

    const keyBytes: number[] = new Array<number>(records.length);
    let bodyBytes = 0;
    for (let i = 0; i < records.length; i++) {
      const record = records[i];
      if (record === null || typeof record !== 'object' || typeof record.key !== 'string' || !Buffer.isBuffer(record.value)) {
        return Promise.resolve({
          status: 'failed',
          error: createBusError('TH_ERR_BUS_INVALID_RECORD', `local log: record ${i} needs a string key and a Buffer value`),
        });
      }
      const keyLength = Buffer.byteLength(record.key, 'utf8');
      if (keyLength > MAX_KEY_BYTES) {
        return Promise.resolve({
          status: 'failed',
          error: createBusError('TH_ERR_BUS_INVALID_RECORD', `local log: record ${i} key is ${keyLength} bytes (max ${MAX_KEY_BYTES})`),
        });
      }
      keyBytes[i] = keyLength;
      bodyBytes += RECORD_OVERHEAD_BYTES + keyLength + record.value.length;
    }
    const batchBytes = BATCH_HEADER_BYTES + bodyBytes;
    if (batchBytes > settings.maxSegmentBytes) {
      return Promise.resolve({
        status: 'failed',
        error: createBusError(
          'TH_ERR_BUS_BATCH_TOO_LARGE',
          `local log: batch of ${batchBytes} bytes exceeds maxSegmentBytes ${settings.maxSegmentBytes}`,
        ),
      });
    }
    const unconsumedBytes = computeUnconsumedBytes();
    if (unconsumedBytes + pendingBytes + batchBytes > settings.maxTotalBytes) {
      return Promise.resolve(refuse('full', BUS_FULL_RETRY_MS, { unconsumedBytes, pendingBytes, maxTotalBytes: settings.maxTotalBytes }));
    }
    // An oversize batch is still let through when nothing is pending, or it could never be written.
    if (pendingBytes > 0 && pendingBytes + batchBytes > settings.maxPendingBytes) {
      return Promise.resolve(refuse('busy', BUS_BUSY_RETRY_MS, { pendingBytes, maxPendingBytes: settings.maxPendingBytes }));
    }
    if (refusingSince !== null) {
      logger.warn({ reason: refusingSince.reason, refusedAppends: refusingSince.count }, 'local log: accepting appends again');
      refusingSince = null;
    }

    // Offsets are assigned synchronously in call order, so batches never interleave.
    const firstOffset = nextAssignedOffset;
    nextAssignedOffset += records.length;
    const bytes = encodeBatch(records, keyBytes, bodyBytes, firstOffset);
    pendingBytes += bytes.length;
    const result = new Promise<AppendResult>((resolve) => {
      queue.push({ firstOffset, recordCount: records.length, bytes, settled: false, resolve });
    });
    startWriter();
    return result;
  }

  // ---------------------------------------------------------------- consumers

  function validateGroupName(group: string): void {
    if (typeof group !== 'string' || !GROUP_NAME.test(group)) {
      throw createBusError(
        'TH_ERR_BUS_INVALID_ARGUMENT',
        `local log: group name must match ${GROUP_NAME.source} (it names a file), got ${JSON.stringify(group)}`,
      );
    }
  }

  async function writeOffsetFile(group: string, nextOffset: number): Promise<void> {
    const finalPath = join(consumersDir, `${group}.offset`);
    const tmpPath = `${finalPath}.tmp`;
    const handle = await open(tmpPath, 'w', FILE_MODE);
    try {
      await handle.writeFile(`${JSON.stringify({ group, nextOffset })}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmpPath, finalPath);
    await fsyncDirectory(consumersDir);
  }

  /** Deletes segments wholly below every group's committed offset; never the active one. */
  function scheduleCleanup(): Promise<void> {
    cleanupChain = cleanupChain.then(async () => {
      const min = minCommittedOffset();
      while (segments.length > 1 && segments[0]!.endOffset <= min) {
        // Oldest first, so a crash half-way still leaves a contiguous log.
        const segment = segments[0]!;
        try {
          await unlink(segment.path);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
            logger.warn({ err: error, file: segment.path }, 'local log: could not delete a consumed segment; will retry on next commit');
            return;
          }
        }
        segment.deleted = true;
        segments.shift();
        diskBytes -= segment.sizeBytes;
        counters.segmentsDeletedTotal++;
        logger.debug({ file: segment.path, endOffset: segment.endOffset }, 'local log: deleted consumed segment');
      }
    });
    return cleanupChain;
  }

  function ensureUsable(): void {
    if (phase === 'closing' || phase === 'closed') throw createBusError('TH_ERR_BUS_CLOSED', 'local log is shut down');
    if (phase !== 'started') throw createBusError('TH_ERR_BUS_NOT_STARTED', 'local log: start() has not completed');
  }

  function createConsumer(group: GroupState, persisted: Promise<void>): BusConsumer {
    let position = group.committedOffset;
    let pollChain: Promise<unknown> = persisted;
    // Reader state: `filePosition` is a batch header when `batchRemaining` is 0, else the next record.
    let segment: Segment | null = null;
    let window: FileWindow | null = null;
    let filePosition = 0;
    let batchRemaining = 0;
    let batchNextOffset = 0;

    async function closeReader(): Promise<void> {
      const handle = window?.handle;
      window = null;
      segment = null;
      await handle?.close();
    }

    async function seek(offset: number): Promise<void> {
      const target = findSegment(offset);
      if (target === null) throw createBusError('TH_ERR_BUS_CORRUPT', `local log: no segment holds offset ${offset}`);
      if (target !== segment) {
        await closeReader();
        window = new FileWindow(await open(target.path, 'r'), READ_WINDOW_BYTES);
        segment = target;
      }
      filePosition = floorIndexPosition(target, offset);
      batchRemaining = 0;
    }

    function corruptRead(reason: string): Error {
      logger.error({ group: group.name, file: segment?.path, position: filePosition, reason }, 'local log: corrupt record while reading');
      return createBusError('TH_ERR_BUS_CORRUPT', `local log corrupt: ${segment?.path} at byte ${filePosition}: ${reason}`);
    }

    /** Next durable record at or after `position`, or null when there is none yet. */
    async function readNext(): Promise<BusRecord | null> {
      for (;;) {
        if (segment === null || segment.deleted || position < segment.baseOffset) await seek(position);
        const current = segment!;
        const view = window!;
        if (batchRemaining === 0) {
          if (filePosition >= current.sizeBytes) {
            if (segments[segments.length - 1] === current || position >= durableEndOffset) return null;
            await seek(position); // this segment is sealed and exhausted: move on
            if (segment === current) throw corruptRead(`offset ${position} missing`);
            continue;
          }
          if (filePosition + BATCH_HEADER_BYTES > current.sizeBytes) throw corruptRead('partial batch header');
          const header = decodeBatchHeader(await view.view(filePosition, BATCH_HEADER_BYTES, current.sizeBytes));
          if (typeof header === 'string') throw corruptRead(header);
          if (header.firstOffset + header.recordCount <= position) {
            filePosition += BATCH_HEADER_BYTES + header.bodyBytes; // whole batch already consumed
            continue;
          }
          batchRemaining = header.recordCount;
          batchNextOffset = header.firstOffset;
          filePosition += BATCH_HEADER_BYTES;
        }
        if (filePosition + 4 > current.sizeBytes) throw corruptRead('partial record length');
        const lengthView = await view.view(filePosition, 4, current.sizeBytes);
        const recordBytes = lengthView.readUInt32BE(0);
        if (recordBytes < RECORD_FIXED_AFTER_LENGTH || filePosition + 4 + recordBytes > current.sizeBytes) {
          throw corruptRead('bad record length');
        }
        const recordView = await view.view(filePosition, 4 + recordBytes, current.sizeBytes);
        const checked = checkRecord(recordView, 0, batchNextOffset);
        if ('reason' in checked) throw corruptRead(checked.reason);
        const offset = batchNextOffset;
        filePosition += 4 + recordBytes;
        batchRemaining--;
        batchNextOffset++;
        if (offset < position) continue;
        const keyLength = recordView.readUInt16BE(16);
        return {
          partition: 0,
          offset,
          key: recordView.toString('utf8', 18, 18 + keyLength),
          // Copied: the window's buffer is reused by the next read.
          value: Buffer.from(recordView.subarray(18 + keyLength)),
        };
      }
    }

    async function waitForRecords(waitMs: number): Promise<void> {
      const deadline = Date.now() + waitMs;
      while (position >= durableEndOffset && phase === 'started') {
        const remainingMs = deadline - Date.now();
        if (remainingMs <= 0) return;
        await new Promise<void>((resolve) => {
          const wake = (): void => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, remainingMs);
          waiters.add(wake);
        });
      }
    }

    async function doPoll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
      ensureUsable();
      if (position < logStartOffset()) {
        logger.warn({ group: group.name, position, logStartOffset: logStartOffset() }, 'local log: position before start of log');
        position = logStartOffset();
      }
      await waitForRecords(waitMs);
      const records: BusRecord[] = [];
      let valueBytes = 0;
      while (records.length < maxRecords && position < durableEndOffset && phase === 'started' && valueBytes < MAX_POLL_BYTES) {
        const record = await readNext();
        if (record === null) break;
        records.push(record);
        valueBytes += record.value.length;
        position = record.offset + 1;
      }
      return records;
    }

    const consumer: BusConsumer = {
      poll(maxRecords: number, waitMs: number): Promise<BusRecord[]> {
        if (!Number.isSafeInteger(maxRecords) || maxRecords < 1 || !Number.isFinite(waitMs) || waitMs < 0) {
          return Promise.reject(
            createBusError('TH_ERR_BUS_INVALID_ARGUMENT', `local log: poll needs maxRecords >= 1 and waitMs >= 0, got ${maxRecords}, ${waitMs}`),
          );
        }
        // Serialized per consumer: concurrent polls would hand out the same records twice.
        const result = pollChain.then(() => doPoll(maxRecords, waitMs));
        pollChain = result.catch(() => undefined);
        return track(result);
      },

      commit(nextOffset: number, _partition = 0): Promise<void> {
        try {
          ensureUsable();
        } catch (error) {
          return Promise.reject(error);
        }
        if (!Number.isSafeInteger(nextOffset) || nextOffset < logStartOffset() || nextOffset > durableEndOffset) {
          return Promise.reject(
            createBusError(
              'TH_ERR_BUS_INVALID_ARGUMENT',
              `local log: commit offset ${nextOffset} outside [${logStartOffset()}, ${durableEndOffset}]`,
            ),
          );
        }
        const result = group.commitChain.then(async () => {
          if (nextOffset === group.committedOffset) return;
          await writeOffsetFile(group.name, nextOffset);
          group.committedOffset = nextOffset;
          await scheduleCleanup();
        });
        group.commitChain = result.catch(() => undefined);
        return track(result);
      },
    };
    closeConsumerReaders.push(async () => {
      await pollChain.catch(() => undefined);
      await closeReader();
    });
    return consumer;
  }

  const closeConsumerReaders: (() => Promise<void>)[] = [];

  function getConsumer(groupName: string): BusConsumer {
    validateGroupName(groupName);
    ensureUsable();
    let group = groups.get(groupName);
    let persisted: Promise<void> = Promise.resolve();
    if (group === undefined) {
      group = { name: groupName, committedOffset: logStartOffset(), commitChain: Promise.resolve(), consumer: null };
      groups.set(groupName, group);
      // Written now so that after a restart this group still holds back cleanup, even before it commits.
      const state = group;
      persisted = track(
        writeOffsetFile(groupName, state.committedOffset).catch((error: unknown) => {
          logger.error({ err: error, group: groupName }, 'local log: could not persist new consumer group');
          throw createBusError('TH_ERR_BUS_IO', `local log: could not persist group ${groupName}`, error);
        }),
      );
      group.commitChain = persisted.catch(() => undefined);
    }
    if (group.consumer === null) group.consumer = createConsumer(group, persisted);
    return group.consumer;
  }

  // ---------------------------------------------------------------- lifecycle

  async function doStart(): Promise<void> {
    phase = 'starting';
    try {
      await recover();
      await scheduleCleanup();
    } catch (error) {
      phase = 'closed';
      await activeHandle?.close().catch(() => undefined);
      activeHandle = null;
      throw error;
    }
    phase = 'started';
    logger.info(
      { dir, logStartOffset: logStartOffset(), logEndOffset: durableEndOffset, segments: segments.length, groups: groups.size },
      'local log started',
    );
  }

  async function doShutdown(): Promise<void> {
    if (startPromise !== null) await startPromise.catch(() => undefined);
    if (phase === 'closed') return;
    phase = 'closing';
    wakeWaiters(); // pollers return what they have
    await writerIdle;
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    await cleanupChain;
    for (const close of closeConsumerReaders) await close();
    await activeHandle?.close();
    activeHandle = null;
    phase = 'closed';
    logger.info({ dir, logEndOffset: durableEndOffset }, 'local log shut down');
  }

  const producerInstance: BusProducer = { append };

  return {
    start(): Promise<void> {
      if (phase === 'closing' || phase === 'closed') {
        return startPromise ?? Promise.reject(createBusError('TH_ERR_BUS_CLOSED', 'local log is shut down'));
      }
      startPromise ??= doStart();
      return startPromise;
    },
    producer(): BusProducer {
      return producerInstance;
    },
    consumer: getConsumer,
    shutdown(): Promise<void> {
      shutdownPromise ??= doShutdown();
      return shutdownPromise;
    },
    stats(): LocalLogStats {
      return {
        logStartOffset: logStartOffset(),
        logEndOffset: durableEndOffset,
        segmentCount: segments.length,
        diskBytes,
        unconsumedBytes: computeUnconsumedBytes(),
        pendingBytes,
        ...counters,
      };
    },
  };
}
