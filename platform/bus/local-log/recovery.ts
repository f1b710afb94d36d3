/**
 * Recovery at start: creates the directories, validates every batch of every segment, drops an
 * unacknowledged torn tail of the last segment, refuses damaged acknowledged data, loads the consumer
 * groups and opens the active segment for the writer.
 */
import { chmod, mkdir, open, readdir, stat, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type pino from 'pino';
import { codeOf } from '../../errors/tracehold-error.ts';
import { createBusError } from '../bus-error.ts';
import { fsyncDir } from '../../durable-file/durable-file.ts';
import { groupOfOffsetFile, OFFSET_FILE_SUFFIX, readOffsetFile } from './offset-files.ts';
import { scanSegment } from './scan-segment.ts';
import type { Segment } from './segment.ts';
import { newSegment } from './segment.ts';
import { createSegmentFile, DIR_MODE, FILE_MODE, openActiveSegment, SEGMENT_NAME } from './segment-files.ts';
import type { LocalLogState } from './state.ts';
import { logStartOffset } from './state.ts';

/** Fills `state` from the directory (segments, offsets, groups, active handle); throws TH_ERR_BUS_CORRUPT on damaged acknowledged data. */
export async function recover(state: LocalLogState): Promise<void> {
  const { dir, consumersDir, logger, segments } = state;
  // Records hold redacted spans and content references: owner-only, like the rest of the data directory.
  const created = await mkdir(consumersDir, { recursive: true, mode: DIR_MODE });
  if (created !== undefined) {
    // New directories must survive a crash too, or the first acknowledged batches could vanish with them.
    await fsyncDir(dirname(dir));
    await fsyncDir(dir);
  }
  const names = (await readdir(dir)).filter((name) => SEGMENT_NAME.test(name)).sort();
  // Logs created before the modes were set (0755/0644) are tightened at start.
  await restrictModes(logger, [
    [dir, DIR_MODE],
    [consumersDir, DIR_MODE],
    ...names.map((name): [string, number] => [join(dir, name), FILE_MODE]),
    ...(await readdir(consumersDir))
      .filter((name) => name.endsWith(OFFSET_FILE_SUFFIX))
      .map((name): [string, number] => [join(consumersDir, name), FILE_MODE]),
  ]);
  if (names.length === 0) {
    const { segment, handle } = await createSegmentFile(dir, 0);
    segments.push(segment);
    await handle.close();
  } else {
    let expectedBase: number | null = null;
    for (let i = 0; i < names.length; i++) {
      const name = names[i]!;
      const baseOffset = Number(SEGMENT_NAME.exec(name)![1]);
      if (!Number.isSafeInteger(baseOffset)) throw corruptAt(logger, name, 0, 'segment base offset out of range');
      if (expectedBase !== null && baseOffset !== expectedBase) {
        throw corruptAt(logger, name, 0, `segment starts at offset ${baseOffset}, previous segment ends at ${expectedBase}`);
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
          throw corruptAt(logger, name, scan.problem.position, scan.problem.reason);
        }
        // Bytes past the last valid batch were never acknowledged (acks follow fsync): a torn or
        // partial write from a crash, or stale blocks the filesystem exposed (which may even be valid
        // batches of a deleted segment, hence "wrong offset" counts as torn here too). Drop them so new
        // appends continue from a clean boundary. Known limit: bit rot inside the last segment looks the
        // same and is truncated with this warning rather than refused.
        await truncateTail(logger, segment, scan.validBytes, fileBytes, scan.problem.reason);
      }
      segment.sizeBytes = scan.validBytes;
      segment.endOffset = scan.endOffset;
      segments.push(segment);
      state.diskBytes += segment.sizeBytes;
      expectedBase = segment.endOffset;
    }
  }
  const active = segments[segments.length - 1]!;
  state.durableEndOffset = active.endOffset;
  state.nextAssignedOffset = state.durableEndOffset;
  await loadGroups(state);
  state.activeHandle = await openActiveSegment(active.path);
}

async function restrictModes(logger: pino.Logger, paths: Array<[string, number]>): Promise<void> {
  for (const [path, mode] of paths) {
    try {
      if (((await stat(path)).mode & 0o777) !== mode) await chmod(path, mode);
    } catch (error) {
      // Not ours to change (another owner): the log still works; say so once per path.
      logger.warn({ file: path, errCode: codeOf(error) }, 'local log: could not restrict the mode of a file');
    }
  }
}

function corruptAt(logger: pino.Logger, file: string, position: number, reason: string): Error {
  logger.error({ file, position, reason }, 'local log: corrupt data inside acknowledged records; refusing to start');
  return createBusError('TH_ERR_BUS_CORRUPT', `local log corrupt: ${file} at byte ${position}: ${reason}`);
}

async function truncateTail(logger: pino.Logger, segment: Segment, validBytes: number, fileBytes: number, reason: string): Promise<void> {
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

async function loadGroups(state: LocalLogState): Promise<void> {
  const { consumersDir, logger } = state;
  const names = await readdir(consumersDir);
  for (const name of names) {
    // Temporary names of replaceFileDurably (and `<group>.offset.tmp` of older versions) end in `.tmp`.
    if (name.endsWith('.tmp')) {
      await unlink(join(consumersDir, name)); // a commit interrupted before its rename: never took effect
      continue;
    }
    const groupName = groupOfOffsetFile(name);
    if (groupName === null) continue;
    let committed: number;
    try {
      committed = await readOffsetFile(join(consumersDir, name));
    } catch (cause) {
      logger.error({ file: name }, 'local log: unreadable consumer offset file');
      throw createBusError('TH_ERR_BUS_CORRUPT', `local log: consumer offset file ${name} is unreadable`, cause);
    }
    if (committed > state.durableEndOffset) {
      // The group claims to have processed records the log does not have; new records would reuse those
      // offsets and the group would skip them.
      logger.error({ group: groupName, committed, logEndOffset: state.durableEndOffset }, 'local log: consumer offset beyond end of log');
      throw createBusError(
        'TH_ERR_BUS_CORRUPT',
        `local log: group ${groupName} committed ${committed} but the log ends at ${state.durableEndOffset}`,
      );
    }
    if (committed < logStartOffset(state)) {
      logger.warn(
        { group: groupName, committed, logStartOffset: logStartOffset(state) },
        'local log: consumer offset before start of log (segments removed by hand?); continuing from the start',
      );
      committed = logStartOffset(state);
    }
    state.groups.set(groupName, { name: groupName, committedOffset: committed, commitChain: Promise.resolve(), consumer: null });
  }
}
