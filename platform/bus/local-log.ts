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
import type pino from 'pino';
import { createBusError } from './bus-error.ts';
import type { Bus, BusConsumer, BusProducer } from './bus.ts';
import type { LocalLogConfig } from './local-log/config.ts';
import { validateConfig } from './local-log/config.ts';
import { getConsumer } from './local-log/consumer-groups.ts';
import { createGroupCommitWriter } from './local-log/group-commit-writer.ts';
import { createProducer } from './local-log/producer.ts';
import { recover } from './local-log/recovery.ts';
import { scheduleCleanup } from './local-log/retention.ts';
import { createLocalLogState, logStartOffset, wakeWaiters } from './local-log/state.ts';
import type { LocalLogStats } from './local-log/stats.ts';
import { readStats } from './local-log/stats.ts';

// The implementation lives in ./local-log/, one module per job, sharing one explicit LocalLogState:
// batch-codec (the format above, pure), segment / segment-files / scan-segment, recovery (start),
// group-commit-writer and producer (append), segment-reader / consumer / consumer-groups / offset-files
// (poll, commit), retention (deleting consumed segments), stats, config; files are made durable with platform/durable-file.
// This file wires them and owns the lifecycle (start, shutdown).
export type { LocalLogConfig } from './local-log/config.ts';
export { LOCAL_LOG_DEFAULTS } from './local-log/config.ts';
export type { LocalLogStats } from './local-log/stats.ts';

/** A `Bus` with introspection. `consumer(group)` returns the same consumer for the same group. */
export interface LocalLog extends Bus {
  stats(): LocalLogStats;
}

/** What the log needs from its host; it logs through a child logger (`component: 'local-log'`). */
export interface LocalLogDeps {
  logger: pino.Logger;
}

export function createLocalLog(deps: LocalLogDeps, config: LocalLogConfig): LocalLog {
  const state = createLocalLogState(validateConfig(config), deps.logger.child({ component: 'local-log' }));
  const { logger, dir } = state;
  const writer = createGroupCommitWriter(state);
  const producerInstance: BusProducer = createProducer(state, writer);
  let startPromise: Promise<void> | null = null;
  let shutdownPromise: Promise<void> | null = null;

  async function doStart(): Promise<void> {
    state.phase = 'starting';
    try {
      await recover(state);
      await scheduleCleanup(state);
    } catch (error) {
      state.phase = 'closed';
      await state.activeHandle?.close().catch(() => undefined);
      state.activeHandle = null;
      throw error;
    }
    state.phase = 'started';
    logger.info(
      { dir, logStartOffset: logStartOffset(state), logEndOffset: state.durableEndOffset, segments: state.segments.length, groups: state.groups.size },
      'local log started',
    );
  }

  async function doShutdown(): Promise<void> {
    if (startPromise !== null) await startPromise.catch(() => undefined);
    if (state.phase === 'closed') return;
    state.phase = 'closing';
    wakeWaiters(state); // pollers return what they have
    await writer.idle();
    while (state.inFlight.size > 0) await Promise.allSettled([...state.inFlight]);
    await state.cleanupChain;
    for (const close of state.closeConsumerReaders) await close();
    await state.activeHandle?.close();
    state.activeHandle = null;
    state.phase = 'closed';
    logger.info({ dir, logEndOffset: state.durableEndOffset }, 'local log shut down');
  }

  return {
    start(): Promise<void> {
      if (state.phase === 'closing' || state.phase === 'closed') {
        return startPromise ?? Promise.reject(createBusError('TH_ERR_BUS_CLOSED', 'local log is shut down'));
      }
      startPromise ??= doStart();
      return startPromise;
    },
    producer(): BusProducer {
      return producerInstance;
    },
    consumer(group: string): BusConsumer {
      return getConsumer(state, group);
    },
    shutdown(): Promise<void> {
      shutdownPromise ??= doShutdown();
      return shutdownPromise;
    },
    stats(): LocalLogStats {
      return readStats(state);
    },
  };
}
