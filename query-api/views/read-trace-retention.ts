import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { findHeldTraces } from '../../retention/holds/hold-coverage.ts';
import type { RetentionState } from '../../retention/state/retention-state.ts';

/** Where the lookup reads a trace's retention state: the state tables and the engine (hold coverage). */
export interface TraceRetentionDeps {
  state: RetentionState;
  clickhouse: ClickHouse;
}

/** A trace's retention state as the lookup shows it: ids, states, kinds and times; no subject, no content. */
export interface TraceRetentionView {
  /** Active holds covering the trace now (by any scope: ids, subject, tenant range, filter). */
  holds: Array<{ holdId: string; matterId: string; scopeKind: string; sinceIso: string }>;
  /** Deletion requests whose tombstones or restriction name this trace, with their current state. */
  deletions: Array<{ requestId: string; state: string }>;
  /** The trace's retention events (erasure, purge, quota eviction, restriction), oldest first. */
  events: Array<{ action: string; kinds: string[]; cause: string; holdIds: string[]; atIso: string }>;
}

const DELETION_CAUSE = /^del_[0-9a-f]{16}$/;

/** Reads the retention block of one trace of one tenant (three small queries, tenant- and trace-keyed). */
export async function readTraceRetention(deps: TraceRetentionDeps, tenant: string, traceId: string): Promise<TraceRetentionView> {
  const [activeHolds, events] = await Promise.all([deps.state.listHolds(tenant, 'active'), deps.state.eventsForTraces(tenant, [traceId])]);
  const covering = (await findHeldTraces(deps.clickhouse, tenant, activeHolds, [traceId])).get(traceId) ?? [];
  const holds = activeHolds
    .filter((h) => covering.includes(h.holdId))
    .map((h) => ({ holdId: h.holdId, matterId: h.matterId, scopeKind: h.scope.kind, sinceIso: new Date(h.createdAtMs).toISOString() }));
  const requestIds = [...new Set(events.map((e) => e.cause).filter((c) => DELETION_CAUSE.test(c)))];
  const requests = await Promise.all(requestIds.map((id) => deps.state.getDeletion(tenant, id)));
  return {
    holds,
    deletions: requests.flatMap((r) => (r ? [{ requestId: r.requestId, state: r.state }] : [])),
    events: events.map((e) => ({ action: e.action, kinds: [...e.kinds], cause: e.cause, holdIds: [...e.holdIds], atIso: new Date(e.atMs).toISOString() })),
  };
}
