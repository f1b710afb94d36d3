/**
 * Crash recovery for the marks that expiry and quota eviction write (causes `policy:v<n>:<kind>` and
 * `quota:<kind>`), for the retention worker's "resume unfinished marks" step.
 *
 * Such a mark is closed ('done') without deleting anything itself: the next expiry or quota pass selects
 * what is still there by the same criteria (content objects still listed, rows still older than the cutoff,
 * the tenant still over its quota) and deletes it through a new two-phase step, so the hold re-check runs
 * again and a step cut short half-way (ledger rewritten, objects not yet deleted) is finished. Resuming the
 * old mark instead would delete by a cutoff or a quota that may have changed since (a new policy version,
 * a raised quota), which the policy's owner did not ask for.
 */
import type { DeletionMark } from '../state/retention-state.ts';
import type { RetentionContext } from '../worker/retention-context.ts';

const RETENTION_CAUSE = /^(policy:v\d+:(content|ledger|spans|trace_index)|quota:(content|spans))$/;

/** Is this mark one of expiry's or quota eviction's (and so closed by `resumeRetentionMark`)? */
export function isRetentionMark(mark: Pick<DeletionMark, 'cause'>): boolean {
  return RETENTION_CAUSE.test(mark.cause);
}

/**
 * Closes an unfinished expiry or quota mark; 'not_mine' (nothing written) for any other cause (erasure
 * marks are the deletion requests' to resume).
 */
export async function resumeRetentionMark(ctx: Pick<RetentionContext, 'state' | 'clock' | 'gate'>, mark: DeletionMark): Promise<'closed' | 'not_mine'> {
  if (!isRetentionMark(mark)) return 'not_mine';
  await ctx.gate.run(() =>
    ctx.state.insertMark({ tenant: mark.tenant, markId: mark.markId, cause: mark.cause, phase: 'done', traceIds: [], kinds: mark.kinds, atMs: ctx.clock.now() }),
  );
  return 'closed';
}
