/**
 * Two-phase deletion (DESIGN "Holds win"): phase one marks the traces a step is about to delete
 * (`deletion_marks`, phase 'marked'); phase two, inside the hold gate, reads the active holds again, spares
 * every trace they cover, deletes the rest through `act`, and records phase 'done'. A crash between the
 * phases leaves a mark without 'done'; the worker resumes it at start (the re-check runs again, so a hold
 * placed meanwhile still wins).
 *
 * Every deletion path — retention expiry, quota eviction, erasure, manual delete — goes through here.
 */
import { randomUUID } from 'node:crypto';
import type { ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { Hold, RetentionKind } from '../../schemas/retention.ts';
import { findHeldTraces } from '../holds/hold-coverage.ts';
import type { RetentionState } from '../state/retention-state.ts';
import type { HoldGate } from './hold-gate.ts';

export interface TwoPhaseDeps {
  clickhouse: ClickHouse;
  state: RetentionState;
  gate: HoldGate;
  /** Called between the mark and the gated re-check; tests use it to place a hold at exactly that moment. */
  afterMark?: (markId: string) => Promise<void>;
}

export interface TwoPhaseStep {
  tenant: string;
  /** What asked for it: 'del_…', 'policy:v<n>:<kind>', 'quota:<kind>'. */
  cause: string;
  traceIds: string[];
  kinds: RetentionKind[];
  nowMs: number;
  /** Resume an existing mark (crash recovery) instead of writing a new one. */
  markId?: string;
}

export interface TwoPhaseResult<T> {
  markId: string;
  /** Traces deleted (passed to `act`). */
  deleted: string[];
  /** Traces spared, with the holds that cover each. */
  held: Map<string, string[]>;
  /** What `act` returned (its counts); undefined when nothing was left to delete. */
  outcome: T | undefined;
}

export async function deleteInTwoPhases<T>(
  deps: TwoPhaseDeps,
  step: TwoPhaseStep,
  act: (unheld: string[], activeHolds: Hold[]) => Promise<T>,
): Promise<TwoPhaseResult<T>> {
  const { state, gate, clickhouse } = deps;
  const markId = step.markId ?? `mark_${randomUUID()}`;
  if (step.markId === undefined) {
    await state.insertMark({ tenant: step.tenant, markId, cause: step.cause, phase: 'marked', traceIds: step.traceIds, kinds: step.kinds, atMs: step.nowMs });
  }
  await deps.afterMark?.(markId);
  return gate.run(async () => {
    const holds = await state.listHolds(step.tenant, 'active');
    const held = await findHeldTraces(clickhouse, step.tenant, holds, step.traceIds);
    const unheld = step.traceIds.filter((t) => !held.has(t));
    const outcome = unheld.length > 0 ? await act(unheld, holds) : undefined;
    await state.insertMark({ tenant: step.tenant, markId, cause: step.cause, phase: 'done', traceIds: [], kinds: step.kinds, atMs: step.nowMs });
    return { markId, deleted: unheld, held, outcome };
  });
}
