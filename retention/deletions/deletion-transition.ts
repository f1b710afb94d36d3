/**
 * One transition of a deletion request (schemas/retention.ts): audited first, then written as the next
 * version of the request. Audit first on purpose: a crash (or a failed insert) between the two leaves an
 * audited transition that the worker makes again on its next pass (the audit then shows it twice), never a
 * state change the audit log does not know about. The audit entry holds ids and counts only: the request
 * id, the from/to states, the counts (and for a failure, its code) — never the subject's pseudonym, so
 * the audit log (which cannot forget) does not link a subject to an erasure.
 */
import type { DeletionRequest, DeletionState } from '../../schemas/retention.ts';
import type { RetentionContext } from '../worker/retention-context.ts';

/** The audit actor of every transition the worker makes. */
export const RETENTION_WORKER_ACTOR = { tokenId: 'retention-worker', kind: 'system' } as const;

export async function transitionDeletion(
  ctx: Pick<RetentionContext, 'state' | 'audit' | 'clock' | 'metrics'>,
  req: DeletionRequest,
  to: DeletionState,
  patch: Partial<Omit<DeletionRequest, 'tenant' | 'requestId' | 'version' | 'state' | 'scope'>> = {},
  note?: Record<string, string | number>,
): Promise<DeletionRequest> {
  const nowMs = ctx.clock.now();
  const next: DeletionRequest = { ...req, ...patch, state: to, version: req.version + 1, updatedAtMs: nowMs };
  const details: Record<string, unknown> = { from: req.state, to };
  if (to === 'done' || to === 'restricted' || to === 'failed') details['counts'] = next.counts;
  if (to === 'restricted') details['blockedByHolds'] = next.blockedByHolds;
  if (to === 'failed') details['attempts'] = next.attempts;
  if (note) Object.assign(details, note);
  await ctx.audit.record({
    tenant: req.tenant,
    actor: RETENTION_WORKER_ACTOR,
    action: 'deletion.transition',
    target: { requestId: req.requestId },
    reason: to === 'failed' ? next.error : '',
    details,
    outcome: to === 'failed' ? 'failed' : 'ok',
  });
  await ctx.state.putDeletion(next);
  ctx.metrics.deletionTransitions.inc({ to });
  return next;
}
