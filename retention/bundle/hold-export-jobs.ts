/**
 * Export jobs run in the background of the process that accepted them (the query API), one at a time: a second
 * request while one runs is refused as busy (the route answers 429 with Retry-After), so an export never
 * competes with itself for memory or disk. Each job is versioned state in `hold_exports` (running → done |
 * failed, with progress, the file's SHA-256 and size, or the error code), and audited: `export.create` (by the
 * exporter, before the audit file is collected) and `export.complete`.
 */
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Principal } from '../../platform/auth/token-store.ts';
import { zeroBundleCounts, type HoldExport } from '../../schemas/hold-export.ts';
import { BundleError } from './bundle-errors.ts';
import { exportHold, type HoldExportDeps } from './export-hold.ts';
import { createHoldExportStore } from './hold-export-store.ts';
import { codeOf, errorIdentity } from '../../platform/errors/tracehold-error.ts';

export type StartExportOutcome =
  | { status: 'accepted'; job: HoldExport }
  | { status: 'hold_not_found' }
  | { status: 'busy'; retryAfterSeconds: number };

/**
 * Contract: `start` validates and records the job, then returns at once; the export runs in the background.
 * `get` answers from memory for a running job (live progress), else from the store. `shutdown()` waits for a
 * running job (safe twice); `start` after it is refused as busy.
 */
export interface HoldExportJobs {
  start(req: { tenant: string; holdId: string; principal: Principal; reason: string; includeContent: boolean }): Promise<StartExportOutcome>;
  get(tenant: string, exportId: string): Promise<HoldExport | null>;
  /** Where a finished job's file is, and whether it is still there. */
  fileOf(job: HoldExport): Promise<{ path: string; bytes: number } | null>;
  /** A hold's exports, newest first (a running one with its live progress). */
  listOfHold(tenant: string, holdId: string): Promise<HoldExport[]>;
  shutdown(): Promise<void>;
}

/** Seconds a refused caller is told to wait: exports take seconds to minutes. */
const BUSY_RETRY_AFTER_S = 30;

export function createHoldExportJobs(deps: HoldExportDeps): HoldExportJobs {
  const { ctx } = deps;
  const jobs = createHoldExportStore(ctx.clickhouse);
  const running = new Map<string, HoldExport>();
  let current: Promise<void> | null = null;
  let stopping = false;
  const log = ctx.logger.child({ component: 'hold-export' });

  async function run(job: HoldExport, principal: Principal): Promise<void> {
    const hold = await ctx.state.getHold(job.tenant, job.holdId);
    let final: HoldExport;
    try {
      if (!hold) throw new BundleError('TH_ERR_EXPORT_HOLD_NOT_FOUND', 'the hold no longer exists');
      const r = await exportHold(deps, {
        hold,
        exportId: job.exportId,
        principal,
        reason: job.reason,
        includeContent: job.includeContent,
        onProgress: (counts) => running.set(job.exportId, { ...job, progress: counts, updatedAtMs: Math.floor(ctx.clock.now()) }),
      });
      final = { ...job, version: 2, state: 'done', progress: r.counts, sha256: r.sha256, bytes: r.bytes, updatedAtMs: Math.floor(ctx.clock.now()) };
    } catch (err) {
      const code = codeOf(err);
      const stable = code?.startsWith('TH_ERR_') ? code : 'TH_ERR_EXPORT_FAILED';
      // The code and the error's name only: a storage error message may echo query data.
      log.error({ exportId: job.exportId, ...errorIdentity(err), code: stable }, 'hold export failed');
      final = { ...job, version: 2, state: 'failed', progress: running.get(job.exportId)?.progress ?? job.progress, error: `${stable}: the export failed; ask for it again`, updatedAtMs: Math.floor(ctx.clock.now()) };
    }
    try {
      await jobs.put(final);
      await ctx.audit.record({
        tenant: job.tenant,
        actor: { tokenId: principal.tokenId, kind: 'token' },
        action: 'export.complete',
        target: { holdId: job.holdId, exportId: job.exportId },
        reason: job.reason,
        outcome: final.state === 'done' ? 'ok' : 'failed',
        details: { state: final.state, bytes: final.bytes, sha256: final.sha256, ...final.progress, error: final.error.split(':')[0] ?? '' },
      });
    } catch (err) {
      log.error({ exportId: job.exportId, errName: (err as Error)?.name }, 'hold export state or audit could not be written');
    } finally {
      running.delete(job.exportId);
    }
  }

  return {
    async start(req) {
      if (stopping || current !== null) return { status: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_S };
      const hold = await ctx.state.getHold(req.tenant, req.holdId);
      if (!hold) return { status: 'hold_not_found' };
      // Checked again after the await: only one job may be admitted.
      if (stopping || current !== null) return { status: 'busy', retryAfterSeconds: BUSY_RETRY_AFTER_S };
      const now = Math.floor(ctx.clock.now());
      const job: HoldExport = {
        tenant: req.tenant,
        exportId: 'exp_' + randomBytes(8).toString('hex'),
        holdId: req.holdId,
        version: 1,
        state: 'running',
        requestedBy: req.principal.tokenId,
        reason: req.reason,
        includeContent: req.includeContent,
        progress: zeroBundleCounts(),
        sha256: '',
        bytes: 0,
        error: '',
        createdAtMs: now,
        updatedAtMs: now,
      };
      running.set(job.exportId, job);
      current = (async () => {
        try {
          await jobs.put(job);
          await run(job, req.principal);
        } catch (err) {
          running.delete(job.exportId);
          log.error({ exportId: job.exportId, errName: (err as Error)?.name }, 'hold export could not be recorded');
        }
      })().finally(() => {
        current = null;
      });
      return { status: 'accepted', job };
    },

    async get(tenant, exportId) {
      const live = running.get(exportId);
      if (live && live.tenant === tenant) return live;
      return jobs.get(tenant, exportId);
    },

    async listOfHold(tenant, holdId) {
      const listed = await jobs.listOfHold(tenant, holdId, 100);
      return listed.map((j) => running.get(j.exportId) ?? j);
    },
    async fileOf(job) {
      if (job.state !== 'done') return null;
      const file = path.join(deps.dataDir, 'exports', job.tenant, `${job.exportId}.tar.gz`);
      try {
        const s = await stat(file);
        return { path: file, bytes: s.size };
      } catch {
        return null;
      }
    },

    async shutdown() {
      stopping = true;
      await current;
    },
  };
}
