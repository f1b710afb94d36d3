/**
 * The group-commit writer: appends queue up while a write+fsync is in progress and go out together in
 * the next round (one writev and one fsync for many appends; the writev alone where the active segment is
 * opened with O_DSYNC, segment-files.ts), rolling to a new segment when the active one would grow beyond
 * maxSegmentBytes. A batch is acknowledged only once durable.
 */
import { createBusError } from '../bus-error.ts';
import type { AppendResult } from '../bus.ts';
import { writevAll } from '../../durable-file/writev-all.ts';
import { addIndexEntry } from './segment.ts';
import { ACTIVE_SEGMENT_WRITES_ARE_DURABLE, createSegmentFile } from './segment-files.ts';
import type { LocalLogState } from './state.ts';
import { wakeWaiters } from './state.ts';

/**
 * The writer of one log. `enqueue` is called in offset order (offsets are assigned by the caller, who
 * has already checked the bounds); after a write failure every queued and later append fails.
 */
export interface GroupCommitWriter {
  /** Queues an encoded batch; resolves `ok` once it is durable, `failed` when its write or fsync failed. */
  enqueue(firstOffset: number, recordCount: number, bytes: Buffer): Promise<AppendResult>;
  /** Resolves when the current round (if any) has finished; shutdown waits for it. */
  idle(): Promise<void>;
  /** The write/fsync failure that stopped the writer, or null while it works. */
  failure(): Error | null;
}

interface PendingAppend {
  firstOffset: number;
  recordCount: number;
  bytes: Buffer;
  /** Set once `resolve` has been called (a group can fail after some of its chunks were acknowledged). */
  settled: boolean;
  resolve: (result: AppendResult) => void;
}

export function createGroupCommitWriter(state: LocalLogState): GroupCommitWriter {
  const { segments, logger, counters } = state;
  let queue: PendingAppend[] = [];
  let writerRunning = false;
  let writerIdle: Promise<void> = Promise.resolve();
  let markWriterIdle: () => void = () => {};
  /** Set after a failed write/fsync: retrying an fsync after failure is unsafe, so stop until restart. */
  let writeFailure: Error | null = null;

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
      state.pendingBytes -= item.bytes.length;
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
      if (activeBytes > 0 && activeBytes + item.bytes.length > state.settings.maxSegmentBytes) {
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
    const handle = state.activeHandle!;
    await writevAll(
      handle,
      chunk.map((item) => item.bytes),
      active.sizeBytes,
    );
    if (!ACTIVE_SEGMENT_WRITES_ARE_DURABLE) await handle.sync();
    // Durable: publish to readers, then acknowledge.
    let position = active.sizeBytes;
    for (const item of chunk) {
      addIndexEntry(active, item.firstOffset, position);
      position += item.bytes.length;
    }
    const last = chunk[chunk.length - 1]!;
    active.sizeBytes += chunkBytes;
    active.endOffset = last.firstOffset + last.recordCount;
    state.diskBytes += chunkBytes;
    state.durableEndOffset = active.endOffset;
    state.pendingBytes -= chunkBytes;
    for (const item of chunk) {
      item.settled = true;
      counters.appendsOkTotal++;
      item.resolve({ status: 'ok', firstOffset: item.firstOffset });
    }
    wakeWaiters(state);
  }

  async function rollSegment(baseOffset: number): Promise<void> {
    // The previous segment is already fsynced (writeChunk), so at most the newest segment has a torn tail.
    const { segment, handle } = await createSegmentFile(state.dir, baseOffset);
    const previous = state.activeHandle;
    segments.push(segment);
    state.activeHandle = handle;
    await previous?.close();
    logger.debug({ baseOffset }, 'local log: rolled to a new segment');
  }

  return {
    enqueue(firstOffset: number, recordCount: number, bytes: Buffer): Promise<AppendResult> {
      state.pendingBytes += bytes.length;
      const result = new Promise<AppendResult>((resolve) => {
        queue.push({ firstOffset, recordCount, bytes, settled: false, resolve });
      });
      startWriter();
      return result;
    },
    idle(): Promise<void> {
      return writerIdle;
    },
    failure(): Error | null {
      return writeFailure;
    },
  };
}
