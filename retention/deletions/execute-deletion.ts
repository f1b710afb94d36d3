/**
 * Runs one deletion request that the worker has moved to `executing`: resolves its traces, erases them in
 * batches of `batchTraces`, each batch through `deleteInTwoPhases` (mark → re-check the active holds inside
 * the hold gate → erase what no hold covers → mark done), then — subject scope, only when no trace was
 * held — erases the subject's pseudonym from log records without trace context (no trace hold can cover
 * them; a hold on the subject keeps them) and destroys the subject's content key (crypto-shredding) with a
 * guard that re-checks the holds while the keyring holds its lock. Returns the counts (cumulative over earlier runs of the same request) and the
 * holds that kept data; the caller turns that into done or restricted.
 *
 * Held traces get one 'restricted' retention event per execution, naming the holds (ids only).
 */
import type { DeletionCounts, DeletionRequest, RetentionEvent } from '../../schemas/retention.ts';
import { deleteInTwoPhases } from '../delete/two-phase.ts';
import { findHeldTraces } from '../holds/hold-coverage.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { eraseSubjectFromTracelessLogs, eraseTraces, erasedKinds } from './erase-traces.ts';
import { resolveDeletionTraces } from './resolve-deletion-traces.ts';
import { stableCodeOf } from '../../platform/errors/tracehold-error.ts';

/** Resolve-and-erase rounds per run at most. */
const MAX_ROUNDS = 3;

export interface ExecuteDeletionOptions {
  batchTraces: number;
  /** Test hook, passed to `deleteInTwoPhases`: runs between a batch's mark and its gated re-check. */
  afterMark?: (markId: string) => Promise<void>;
}

export interface DeletionExecution {
  /** Cumulative counts, including what a run that then failed did before failing. */
  counts: DeletionCounts;
  /** Ids of the active holds that kept some of the request's data (empty: nothing held). */
  blockedByHolds: string[];
  /** The error code when the run stopped before it finished (the request is then failed and retried). */
  failure: string | null;
}

export async function executeDeletion(ctx: RetentionContext, req: DeletionRequest, opts: ExecuteDeletionOptions): Promise<DeletionExecution> {
  // Earlier runs' counts stay (a resumed request adds to them); what is held is counted afresh.
  const counts: DeletionCounts = { ...req.counts, heldTraces: 0 };
  const blocking = new Set<string>();
  try {
    await run(ctx, req, opts, counts, blocking);
    return { counts, blockedByHolds: [...blocking].sort(), failure: null };
  } catch (err) {
    // Batches erased before the failure are tombstoned and will not be found again: their counts must stay.
    return { counts, blockedByHolds: [...blocking].sort(), failure: stableCodeOf(err, 'TH_ERR_DELETION_FAILED') };
  }
}

async function run(ctx: RetentionContext, req: DeletionRequest, opts: ExecuteDeletionOptions, counts: DeletionCounts, blocking: Set<string>): Promise<void> {
  const tenant = req.tenant;
  const heldTraces = new Map<string, string[]>();
  const twoPhaseDeps = { clickhouse: ctx.clickhouse, state: ctx.state, gate: ctx.gate, afterMark: opts.afterMark };
  const batch = Math.max(1, opts.batchTraces);
  // Resolved again after each round: traces of the subject (or the range) that arrived while it ran are
  // erased too; a few rounds at most (data that keeps arriving is new data, erased by a new request).
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const traces = (await resolveDeletionTraces(ctx, tenant, req.scope)).filter((t) => !heldTraces.has(t));
    if (traces.length === 0) break;
    for (let i = 0; i < traces.length; i += batch) {
      const step = { tenant, cause: req.requestId, traceIds: traces.slice(i, i + batch), kinds: erasedKinds(req), nowMs: ctx.clock.now() };
      const result = await deleteInTwoPhases(twoPhaseDeps, step, (unheld) => eraseTraces(ctx, req, unheld));
      if (result.outcome) {
        counts.traces += result.outcome.traces;
        counts.ledgerRows += result.outcome.ledgerRows;
        counts.spans += result.outcome.spans;
        counts.traceIndexRows += result.outcome.traceIndexRows;
        counts.contentObjects += result.outcome.contentObjects;
      }
      for (const [traceId, holdIds] of result.held) {
        heldTraces.set(traceId, holdIds);
        for (const h of holdIds) blocking.add(h);
      }
    }
  }
  counts.heldTraces = heldTraces.size;
  if (heldTraces.size > 0) {
    const atMs = ctx.clock.now();
    const events: RetentionEvent[] = [...heldTraces].map(([traceId, holdIds]) => ({
      tenant,
      traceId,
      action: 'restricted',
      kinds: ['ledger', 'spans', 'trace_index', 'content'],
      cause: req.requestId,
      holdIds,
      atMs,
      counts: {},
    }));
    await ctx.state.insertEvents(events);
  }

  if (req.scope.kind === 'subject' && heldTraces.size === 0) {
    const subjectRef = req.scope.subjectRef;
    const refusedBy: string[] = [];
    // In the gate: no hold can be placed between the guard's check and the key's deletion (the guard runs
    // under the keyring's lock, right before the delete). The guard must not enter the gate itself.
    const destroyed = await ctx.gate.run(async () => {
      // Log records without trace context belong to no trace a hold could cover; a hold on the subject
      // itself keeps them (and the key) — checked here, and again by the guard.
      const active = await ctx.state.listHolds(tenant, 'active');
      if (!active.some((h) => h.scope.kind === 'subjects' && h.scope.subjectRefs.includes(subjectRef))) {
        await eraseSubjectFromTracelessLogs(ctx, tenant, subjectRef);
      }
      return ctx.contentStore.destroySubjectKey(tenant, subjectRef, async () => {
        const active = await ctx.state.listHolds(tenant, 'active');
        for (const h of active) if (h.scope.kind === 'subjects' && h.scope.subjectRefs.includes(subjectRef)) refusedBy.push(h.holdId);
        if (refusedBy.length > 0) return false;
        const remaining = await resolveDeletionTraces(ctx, tenant, req.scope);
        const held = await findHeldTraces(ctx.clickhouse, tenant, active, remaining);
        for (const ids of held.values()) for (const h of ids) if (!refusedBy.includes(h)) refusedBy.push(h);
        return refusedBy.length === 0;
      });
    });
    if (destroyed.destroyed) counts.subjectKeysDestroyed += 1;
    for (const h of refusedBy) blocking.add(h);
  }
}
