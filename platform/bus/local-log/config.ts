import { createBusError } from '../bus-error.ts';

/** Settings of one local log; `createLocalLog` validates them and throws TH_ERR_BUS_CONFIG when invalid. */
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

const MAX_SAFE_SEGMENT_BYTES = 0x7fffffff;

/** The config with defaults filled in; throws TH_ERR_BUS_CONFIG when a value is out of range. */
export function validateConfig(config: LocalLogConfig): Required<LocalLogConfig> {
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
