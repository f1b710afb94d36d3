/**
 * One pass of the deletion-request state machine (schemas/retention.ts), for every tenant. The API writes
 * version 1 in `received`; every other transition is made here, audited (`deletion.transition`) and
 * written as the next version (deletion-transition.ts):
 *
 *   received → scheduled
 *   executing (found at the start of a pass: the process died mid-run) → scheduled (re-running is idempotent)
 *   failed, due (nextAttemptAtMs ≤ now) and attempts < maxAttempts → scheduled
 *   restricted, every blocking hold released → scheduled (resumes by itself)
 *   scheduled, due → executing → done (counts, completedAtMs)
 *                              | restricted (blockedByHolds, counts so far incl. heldTraces)
 *                              | failed (error = code + words, no data; attempts + 1;
 *                                        nextAttemptAtMs = now + retryBaseMs · 2^(attempts − 1))
 *
 * A failed request that used up maxAttempts stays failed (an operator re-submits it). One request failing
 * never stops the others.
 */
import type { Logger } from 'pino';
import type { TraceholdConfig } from '../../schemas/config.ts';
import type { DeletionRequest } from '../../schemas/retention.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { transitionDeletion } from './deletion-transition.ts';
import { executeDeletion } from './execute-deletion.ts';
import { stableCodeOf } from '../../platform/errors/tracehold-error.ts';

export type DeletionConfig = Pick<TraceholdConfig['retention'], 'batchTraces' | 'maxAttempts' | 'retryBaseMs'>;

/** What a pass did, in numbers. */
export interface DeletionPassReport {
  scheduled: number;
  executed: number;
  done: number;
  restricted: number;
  failed: number;
}

export interface ProcessDeletionsOptions {
  /** Test hook (race tests): between a batch's mark and its gated hold re-check. */
  afterMark?: (markId: string) => Promise<void>;
}

export async function processDeletions(ctx: RetentionContext, config: DeletionConfig, opts: ProcessDeletionsOptions = {}): Promise<DeletionPassReport> {
  const report: DeletionPassReport = { scheduled: 0, executed: 0, done: 0, restricted: 0, failed: 0 };
  const log: Logger = ctx.logger.child({ component: 'retention-deletions' });
  const now = ctx.clock.now();

  for (const req of await ctx.state.deletionsInStatesAllTenants(['received', 'executing', 'failed', 'restricted'])) {
    try {
      if (req.state === 'received' || req.state === 'executing') {
        await transitionDeletion(ctx, req, 'scheduled', { nextAttemptAtMs: req.state === 'received' ? 0 : req.nextAttemptAtMs });
        report.scheduled++;
      } else if (req.state === 'failed') {
        if (req.attempts < config.maxAttempts && req.nextAttemptAtMs <= now) {
          await transitionDeletion(ctx, req, 'scheduled');
          report.scheduled++;
        }
      } else if (await allReleased(ctx, req)) {
        await transitionDeletion(ctx, req, 'scheduled', { blockedByHolds: [], nextAttemptAtMs: 0 }, { resumedAfterRelease: 1 });
        report.scheduled++;
      }
    } catch (err) {
      log.error({ tenant: req.tenant, requestId: req.requestId, code: stableCodeOf(err, 'TH_ERR_DELETION_FAILED') }, 'deletion request transition failed; retried next pass');
    }
  }

  for (const req of await ctx.state.deletionsInStatesAllTenants(['scheduled'])) {
    if (req.nextAttemptAtMs > ctx.clock.now()) continue;
    let executing: DeletionRequest;
    try {
      executing = await transitionDeletion(ctx, req, 'executing');
    } catch (err) {
      log.error({ tenant: req.tenant, requestId: req.requestId, code: stableCodeOf(err, 'TH_ERR_DELETION_FAILED') }, 'deletion request could not start; retried next pass');
      continue;
    }
    report.executed++;
    try {
      const { counts, blockedByHolds, failure } = await executeDeletion(ctx, executing, { batchTraces: config.batchTraces, afterMark: opts.afterMark });
      if (failure !== null) {
        const attempts = executing.attempts + 1;
        log.warn({ tenant: req.tenant, requestId: req.requestId, code: failure, attempt: attempts }, 'deletion request failed; retried after a backoff');
        await transitionDeletion(ctx, executing, 'failed', {
          counts,
          attempts,
          // A code and fixed words only: messages of lower layers may name refs or subjects.
          error: `${failure}: the erasure stopped before it finished; it is retried`,
          nextAttemptAtMs: ctx.clock.now() + config.retryBaseMs * 2 ** (attempts - 1),
        });
        report.failed++;
      } else if (blockedByHolds.length > 0) {
        await transitionDeletion(ctx, executing, 'restricted', { counts, blockedByHolds, error: '' });
        report.restricted++;
      } else {
        await transitionDeletion(ctx, executing, 'done', { counts, blockedByHolds: [], error: '', completedAtMs: ctx.clock.now() }, req.scope.kind === 'subject' ? { traceIndex: 'no subject column; rows kept' } : undefined);
        report.done++;
      }
    } catch (err) {
      // The outcome could not be recorded: left in 'executing', the next pass reschedules it (crash path).
      log.error({ tenant: req.tenant, requestId: req.requestId, code: stableCodeOf(err, 'TH_ERR_DELETION_FAILED') }, 'deletion request outcome could not be recorded');
    }
  }
  return report;
}

async function allReleased(ctx: RetentionContext, req: DeletionRequest): Promise<boolean> {
  for (const holdId of req.blockedByHolds) {
    const hold = await ctx.state.getHold(req.tenant, holdId);
    if (hold !== null && hold.state === 'active') return false;
  }
  return true;
}
