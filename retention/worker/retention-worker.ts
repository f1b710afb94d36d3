/**
 * The retention worker: the one process of a deployment that makes retention transitions (the all-in-one,
 * or `tracehold retention` in scale-out). Each pass, in order:
 *   1. crash recovery of unfinished two-phase marks (deletions/recover-marks.ts),
 *   2. deletion requests: the erasure state machine (deletions/process-deletions.ts),
 *   3. retention expiry and 4. quota eviction (helper B's `runExpiry` / `runQuotas`, given in `deps.passes`;
 *      in the loop at most every `expiryIntervalMs`, always in `runOnce`).
 * Steps are independent: one that throws is logged (its error code only), counted in
 * `tracehold_retention_pass_failures_total` and named in the report; the next steps and passes still run.
 *
 * Timing: a pass every `intervalMs` (timer unref'd: it never keeps the process alive); `nudge()` (the API
 * after a request or a hold release) runs one soon; a nudge during a pass schedules exactly one more. One
 * pass at a time, `runOnce` included (it waits for the pass in progress, then runs its own).
 */
import type { TraceholdConfig } from '../../schemas/config.ts';
import { processDeletions, type DeletionPassReport } from '../deletions/process-deletions.ts';
import { recoverUnfinishedMarks, type MarkRecoveryReport } from '../deletions/recover-marks.ts';
import type { RetentionContext } from './retention-context.ts';
import { stableCodeOf } from '../../platform/errors/tracehold-error.ts';

export type RetentionWorkerConfig = TraceholdConfig['retention'];

/** Helper passes run after the deletions (expiry, quotas); their reports are passed through as they are. */
export interface RetentionPasses {
  expiry?(ctx: RetentionContext, config: RetentionWorkerConfig): Promise<unknown>;
  quotas?(ctx: RetentionContext, config: RetentionWorkerConfig): Promise<unknown>;
}

export interface RetentionWorkerDeps {
  passes?: RetentionPasses;
  /** Test hook (race tests): runs between a deletion batch's mark and its gated hold re-check. */
  afterMark?: (markId: string) => Promise<void>;
  /** How long `shutdown()` waits for the pass in progress; default 30 s. */
  shutdownWaitMs?: number;
}

/** What one pass did. A step that did not run (interval) or failed has null; failures name step and code. */
export interface RetentionPassReport {
  startedAtMs: number;
  recovery: MarkRecoveryReport | null;
  deletions: DeletionPassReport | null;
  expiry: unknown;
  quotas: unknown;
  failures: Array<{ step: 'recovery' | 'deletions' | 'expiry' | 'quotas'; code: string }>;
}

/**
 * Contract: `start()` begins the loop (first pass at once); `nudge()` asks for a pass soon (no-op when
 * stopped); `runOnce()` runs one full pass (expiry and quotas included) after any pass in progress and
 * resolves with its report — it does not reject for a failing step (see `failures`); `shutdown()` stops the
 * loop and waits (bounded) for the pass in progress; safe to call twice.
 */
export interface RetentionWorker {
  start(): void;
  nudge(): void;
  runOnce(): Promise<RetentionPassReport>;
  shutdown(): Promise<void>;
}

export function createRetentionWorker(ctx: RetentionContext, config: RetentionWorkerConfig, deps: RetentionWorkerDeps = {}): RetentionWorker {
  const log = ctx.logger.child({ component: 'retention-worker' });
  let chain: Promise<unknown> = Promise.resolve();
  let inLoopPass = false;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let lastExpiryAtMs: number | null = null;

  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const result = chain.then(fn);
    chain = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  }

  async function step<T>(report: RetentionPassReport, name: RetentionPassReport['failures'][number]['step'], fn: () => Promise<T>): Promise<T | null> {
    try {
      return await fn();
    } catch (err) {
      const code = stableCodeOf(err, 'TH_ERR_RETENTION_PASS_FAILED');
      report.failures.push({ step: name, code });
      ctx.metrics.retentionPassFailures.inc();
      log.error({ step: name, code }, 'retention pass step failed; retried on the next pass');
      return null;
    }
  }

  async function pass(full: boolean): Promise<RetentionPassReport> {
    const startedAtMs = ctx.clock.now();
    const report: RetentionPassReport = { startedAtMs, recovery: null, deletions: null, expiry: null, quotas: null, failures: [] };
    report.recovery = await step(report, 'recovery', () => recoverUnfinishedMarks(ctx));
    report.deletions = await step(report, 'deletions', () => processDeletions(ctx, config, { afterMark: deps.afterMark }));
    const expiryDue = full || lastExpiryAtMs === null || startedAtMs - lastExpiryAtMs >= config.expiryIntervalMs;
    if (expiryDue) {
      lastExpiryAtMs = startedAtMs;
      const { expiry, quotas } = deps.passes ?? {};
      if (expiry) report.expiry = await step(report, 'expiry', () => expiry(ctx, config));
      if (quotas) report.quotas = await step(report, 'quotas', () => quotas(ctx, config));
    }
    if (report.failures.length === 0) ctx.metrics.retentionLastSuccessfulPass.set(ctx.clock.now() / 1000);
    return report;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(loopPass, delayMs);
    timer.unref();
  }

  function loopPass(): void {
    timer = null;
    if (stopped) return;
    inLoopPass = true;
    exclusive(() => pass(false))
      .catch((err: unknown) => {
        ctx.metrics.retentionPassFailures.inc();
        log.error({ code: stableCodeOf(err, 'TH_ERR_RETENTION_PASS_FAILED') }, 'retention pass failed');
      })
      .finally(() => {
        inLoopPass = false;
        if (again) {
          again = false;
          schedule(0);
        } else schedule(config.intervalMs);
      });
  }

  return {
    start() {
      if (started || stopped) return;
      started = true;
      schedule(0);
    },
    nudge() {
      if (stopped || !started) return;
      if (inLoopPass) again = true;
      else schedule(0);
    },
    runOnce() {
      return exclusive(() => pass(true));
    },
    async shutdown() {
      if (stopped) return;
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      const waitMs = deps.shutdownWaitMs ?? 30_000;
      let bound: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        chain.then(() => false),
        new Promise<boolean>((resolve) => {
          bound = setTimeout(() => resolve(true), waitMs);
          bound.unref();
        }),
      ]);
      if (bound) clearTimeout(bound);
      if (timedOut) log.warn({ waitMs }, 'retention pass still running at shutdown; its unfinished marks are recovered at the next start');
    },
  };
}
