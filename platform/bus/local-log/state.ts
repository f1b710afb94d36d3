/**
 * The mutable state of one local log, shared explicitly by its modules (recovery, writer, producer,
 * consumers, retention, stats) instead of being captured by one closure, and the queries over it.
 * Single-threaded: every field is read and written on the event loop; the comments say who writes what.
 */
import type { FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type pino from 'pino';
import type { BusError } from '../bus-error.ts';
import { createBusError } from '../bus-error.ts';
import type { BusConsumer } from '../bus.ts';
import type { LocalLogConfig } from './config.ts';
import type { Segment } from './segment.ts';
import { findSegment, floorIndexPosition } from './segment.ts';

export type Phase = 'new' | 'starting' | 'started' | 'closing' | 'closed';

/** One consumer group: its durable position and its one consumer (created on first `consumer(group)`). */
export interface GroupState {
  name: string;
  /** Durably committed next offset. */
  committedOffset: number;
  /** Serializes offset-file writes of this group. */
  commitChain: Promise<void>;
  consumer: BusConsumer | null;
}

/** Monotonic counters reported by `stats()`. */
export interface LocalLogCounters {
  appendsOkTotal: number;
  appendsRefusedFullTotal: number;
  appendsRefusedBusyTotal: number;
  writeGroupsTotal: number;
  segmentsDeletedTotal: number;
}

/** Everything the log's modules share. Created by `createLocalLogState`; owned by one `createLocalLog`. */
export interface LocalLogState {
  readonly settings: Required<LocalLogConfig>;
  readonly logger: pino.Logger;
  readonly dir: string;
  readonly consumersDir: string;
  /** Written by the façade's start/shutdown only. */
  phase: Phase;
  /** Ascending by base offset; the last one is the active segment. Recovery and the writer append, retention removes from the front. */
  readonly segments: Segment[];
  /** The active segment's handle: opened by recovery, replaced by the writer when it rolls, closed by shutdown. */
  activeHandle: FileHandle | null;
  /** Next offset handed to an append (includes appends not yet durable). */
  nextAssignedOffset: number;
  /** Every record below this is fsynced and visible to consumers. */
  durableEndOffset: number;
  diskBytes: number;
  /** Encoded bytes queued for the writer and not yet durable or failed. */
  pendingBytes: number;
  readonly groups: Map<string, GroupState>;
  /** Pollers waiting for new records; woken when the writer publishes or the log closes. */
  readonly waiters: Set<() => void>;
  /** Polls, commits and group creations in progress; shutdown waits for them. */
  readonly inFlight: Set<Promise<unknown>>;
  /** Serializes segment deletions. */
  cleanupChain: Promise<void>;
  /** One per consumer: waits for its polls and closes its segment reader (at shutdown). */
  readonly closeConsumerReaders: (() => Promise<void>)[];
  readonly counters: LocalLogCounters;
}

export function createLocalLogState(settings: Required<LocalLogConfig>, logger: pino.Logger): LocalLogState {
  return {
    settings,
    logger,
    dir: settings.dir,
    consumersDir: join(settings.dir, 'consumers'),
    phase: 'new',
    segments: [],
    activeHandle: null,
    nextAssignedOffset: 0,
    durableEndOffset: 0,
    diskBytes: 0,
    pendingBytes: 0,
    groups: new Map(),
    waiters: new Set(),
    inFlight: new Set(),
    cleanupChain: Promise.resolve(),
    closeConsumerReaders: [],
    counters: {
      appendsOkTotal: 0,
      appendsRefusedFullTotal: 0,
      appendsRefusedBusyTotal: 0,
      writeGroupsTotal: 0,
      segmentsDeletedTotal: 0,
    },
  };
}

/** Registers `promise` as in flight until it settles, so shutdown can wait for it. */
export function track<T>(state: LocalLogState, promise: Promise<T>): Promise<T> {
  state.inFlight.add(promise);
  const forget = (): void => {
    state.inFlight.delete(promise);
  };
  promise.then(forget, forget);
  return promise;
}

/** Why the log cannot be used now (closed, or not started yet), or null when it is started. */
export function unusableError(state: LocalLogState): BusError | null {
  if (state.phase === 'closing' || state.phase === 'closed') return createBusError('TH_ERR_BUS_CLOSED', 'local log is shut down');
  if (state.phase !== 'started') return createBusError('TH_ERR_BUS_NOT_STARTED', 'local log: start() has not completed');
  return null;
}

export function ensureUsable(state: LocalLogState): void {
  const error = unusableError(state);
  if (error !== null) throw error;
}

export function logStartOffset(state: LocalLogState): number {
  return state.segments.length > 0 ? state.segments[0]!.baseOffset : 0;
}

export function minCommittedOffset(state: LocalLogState): number {
  if (state.groups.size === 0) return logStartOffset(state);
  let min = Number.POSITIVE_INFINITY;
  for (const group of state.groups.values()) min = Math.min(min, group.committedOffset);
  return Math.max(min, logStartOffset(state));
}

/** Durable bytes at or after the slowest group's position (rounded down to an index entry: conservative). */
export function computeUnconsumedBytes(state: LocalLogState): number {
  const min = minCommittedOffset(state);
  if (min >= state.durableEndOffset) return 0;
  const segment = findSegment(state.segments, min);
  if (segment === null) return state.diskBytes;
  let bytes = segment.sizeBytes - floorIndexPosition(segment, min);
  for (let i = state.segments.indexOf(segment) + 1; i < state.segments.length; i++) bytes += state.segments[i]!.sizeBytes;
  return bytes;
}

export function wakeWaiters(state: LocalLogState): void {
  const toWake = [...state.waiters];
  state.waiters.clear();
  for (const wake of toWake) wake();
}
