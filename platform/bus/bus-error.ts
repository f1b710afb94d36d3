import { TraceholdError } from '../errors/tracehold-error.ts';

/**
 * Stable error codes of the buses (local log and Kafka), thrown by `start`, `consumer`, `poll` and
 * `commit`, and carried by `append`'s `failed` result:
 * - TH_ERR_BUS_CLOSED: used after `shutdown()`.
 * - TH_ERR_BUS_NOT_STARTED: used before `start()` resolved.
 * - TH_ERR_BUS_UNAVAILABLE: no Kafka broker answered in time (retryable).
 * - TH_ERR_BUS_KAFKA: the broker refused for a reason retrying cannot fix (authorization, invalid config).
 * - TH_ERR_BUS_CORRUPT: the local log holds damaged acknowledged data; it refuses to start or read on.
 * - TH_ERR_BUS_IO: the local log's disk write or read failed (retryable: the next append may succeed).
 * - TH_ERR_BUS_BATCH_TOO_LARGE: one append above the bus's batch bound.
 * - TH_ERR_BUS_INVALID_RECORD: a record without a key or value of the right type or size.
 * - TH_ERR_BUS_INVALID_ARGUMENT: a bad group name, offset or partition.
 * - TH_ERR_BUS_CONFIG: bad bus settings.
 */
export type BusErrorCode =
  | 'TH_ERR_BUS_CLOSED'
  | 'TH_ERR_BUS_NOT_STARTED'
  | 'TH_ERR_BUS_UNAVAILABLE'
  | 'TH_ERR_BUS_KAFKA'
  | 'TH_ERR_BUS_CORRUPT'
  | 'TH_ERR_BUS_IO'
  | 'TH_ERR_BUS_BATCH_TOO_LARGE'
  | 'TH_ERR_BUS_INVALID_RECORD'
  | 'TH_ERR_BUS_INVALID_ARGUMENT'
  | 'TH_ERR_BUS_CONFIG';

const RETRYABLE: ReadonlySet<BusErrorCode> = new Set(['TH_ERR_BUS_UNAVAILABLE', 'TH_ERR_BUS_IO']);

export class BusError extends TraceholdError<BusErrorCode> {
  constructor(code: BusErrorCode, message: string, cause?: unknown) {
    super(code, message, { retryable: RETRYABLE.has(code), cause });
    this.name = 'BusError';
  }
}

export function createBusError(code: BusErrorCode, message: string, cause?: unknown): BusError {
  return new BusError(code, message, cause);
}

/** The refusal of a `poll` with arguments outside its contract (maxRecords >= 1, waitMs >= 0), or null. `bus` names the bus in the message. */
export function pollArgumentsError(bus: string, maxRecords: number, waitMs: number): BusError | null {
  if (Number.isSafeInteger(maxRecords) && maxRecords >= 1 && Number.isFinite(waitMs) && waitMs >= 0) return null;
  return createBusError('TH_ERR_BUS_INVALID_ARGUMENT', `${bus}: poll needs maxRecords >= 1 and waitMs >= 0, got ${maxRecords}, ${waitMs}`);
}
