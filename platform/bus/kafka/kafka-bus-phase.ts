import type { BusError } from '../bus-error.ts';
import { createBusError } from '../bus-error.ts';

/** Where the bus is in its life: start() moves it new → starting → started (closed when start fails), shutdown() → closing → closed. */
export type KafkaBusPhase = 'new' | 'starting' | 'started' | 'closing' | 'closed';

/**
 * The bus's phase, shared by reference: only the façade (kafka-bus.ts) moves it; the producer and the consumers
 * read it on every call, so they never hold a copy that could go stale.
 */
export interface PhaseRef {
  current: KafkaBusPhase;
}

/** True once shutdown() began: every call but shutdown() is refused from then on. */
export function isShutDown(phase: PhaseRef): boolean {
  return phase.current === 'closing' || phase.current === 'closed';
}

export function createClosedError(): BusError {
  return createBusError('TH_ERR_BUS_CLOSED', 'kafka bus is shut down');
}

export function createNotStartedError(): BusError {
  return createBusError('TH_ERR_BUS_NOT_STARTED', 'kafka bus: start() has not completed');
}
