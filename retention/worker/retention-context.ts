/**
 * What every part of the retention worker gets (erasure, expiry, quotas, hold changes, exports): the same
 * clients, state, gate and clock. Built once per process (bin/components.ts) and shared by the worker and
 * the query API's retention routes, so both serialize on one hold gate.
 */
import type { Logger } from 'pino';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import type { Metrics } from '../../platform/metrics/create-metrics.ts';
import type { Store } from '../../platform/store/create-store.ts';
import type { AuditEntry, AuditEntryInput } from '../../schemas/audit.ts';
import type { HoldGate } from '../delete/hold-gate.ts';
import type { RetentionState } from '../state/retention-state.ts';

/**
 * The audit side of a transition: append the entry, then sign a checkpoint covering it (the tail gap of
 * issue 10: no transition is ever left after the last signed checkpoint). Rejects when either fails; the
 * transition is then retried by the worker.
 */
export interface TransitionAudit {
  record(entry: AuditEntryInput): Promise<AuditEntry>;
}

export interface RetentionClock {
  now(): number;
}

export interface RetentionContext {
  clickhouse: ClickHouse;
  store: Store;
  state: RetentionState;
  gate: HoldGate;
  contentStore: EncryptedContentStore;
  audit: TransitionAudit;
  logger: Logger;
  metrics: Metrics;
  clock: RetentionClock;
}
