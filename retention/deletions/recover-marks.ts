/**
 * Crash recovery of two-phase deletions, run at the start of every worker pass. A mark without its 'done'
 * row is a deletion step that was interrupted between "marked" and "done" (a crash, or a step that threw).
 * What happens to it depends on what asked for it:
 * - an erasure (cause 'del_…'): the mark is closed and, if the request is still `executing`, it goes back to
 *   `scheduled`; its next run resolves the remaining traces again and re-checks the holds per batch, so a
 *   hold placed meanwhile still wins, and traces already erased are not counted twice. A request in any
 *   other state (e.g. `failed`, waiting for its backoff) keeps its state.
 * - retention expiry or quota eviction (any other cause): the mark is closed with atMs = now; those passes
 *   derive their candidates from the data and the policy again, so nothing is lost.
 * Closing a mark never deletes anything by itself: data is only ever deleted after a fresh hold re-check.
 */
import type { RetentionContext } from '../worker/retention-context.ts';
import { transitionDeletion } from './deletion-transition.ts';

export interface MarkRecoveryReport {
  marksClosed: number;
  requestsRescheduled: number;
}

export async function recoverUnfinishedMarks(ctx: RetentionContext): Promise<MarkRecoveryReport> {
  const report: MarkRecoveryReport = { marksClosed: 0, requestsRescheduled: 0 };
  const marks = await ctx.state.unfinishedMarks();
  const rescheduled = new Set<string>();
  for (const mark of marks) {
    if (mark.cause.startsWith('del_')) {
      const key = `${mark.tenant}\0${mark.cause}`;
      if (!rescheduled.has(key)) {
        rescheduled.add(key);
        const req = await ctx.state.getDeletion(mark.tenant, mark.cause);
        if (req !== null && req.state === 'executing') {
          await transitionDeletion(ctx, req, 'scheduled', {}, { recoveredMark: 1 });
          report.requestsRescheduled++;
        }
      }
    }
    await ctx.state.insertMark({ ...mark, phase: 'done', traceIds: [], atMs: ctx.clock.now() });
    report.marksClosed++;
  }
  if (marks.length > 0) ctx.logger.info({ component: 'retention-recovery', ...report }, 'unfinished deletion marks recovered');
  return report;
}
