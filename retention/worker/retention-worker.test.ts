/**
 * The worker's loop on real chDB state: pass order (recovery, deletions, expiry, quotas), nudges (one
 * more pass when nudged during a pass), expiry/quota at most every expiryIntervalMs in the loop but always
 * in runOnce, a failing step counted and reported without stopping the others, shutdown safe twice.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createErasureFixture, receiveDeletion, seedTrace, type ErasureFixture } from '../../test/support/retention/erasure-fixture.ts';
import { createRetentionWorker } from './retention-worker.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-worker-'));
const opened: ErasureFixture[] = [];

afterAll(async () => {
  for (const f of opened) await f.close();
  rmSync(root, { recursive: true, force: true });
});

async function waitFor(check: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('retention worker', () => {
  it('runs the steps in order; a failing step is counted and reported, the others still run', async () => {
    const f = await createErasureFixture(root);
    opened.push(f);
    const order: string[] = [];
    const worker = createRetentionWorker(f.ctx, f.config, {
      passes: {
        expiry: async () => {
          order.push('expiry');
          throw Object.assign(new Error('boom'), { code: 'TH_ERR_TEST_EXPIRY' });
        },
        quotas: async () => {
          order.push('quotas');
          return { evicted: 0 };
        },
      },
    });
    const t = await seedTrace(f, 1, 'jo@example.com');
    const req = await receiveDeletion(f, { kind: 'subject', subjectRef: t.subjectRef });
    const report = await worker.runOnce();
    expect(order).toEqual(['expiry', 'quotas']);
    expect(report.recovery).toEqual({ marksClosed: 0, requestsRescheduled: 0 });
    expect(report.deletions).toEqual({ scheduled: 1, executed: 1, done: 1, restricted: 0, failed: 0 });
    expect(report.expiry).toBeNull();
    expect(report.quotas).toEqual({ evicted: 0 });
    expect(report.failures).toEqual([{ step: 'expiry', code: 'TH_ERR_TEST_EXPIRY' }]);
    expect((await f.metrics.registry.getSingleMetric('tracehold_retention_pass_failures_total')!.get()).values[0]!.value).toBe(1);
    expect((await f.state.getDeletion(f.tenant, req.requestId))?.state).toBe('done');
    await worker.shutdown();
    await worker.shutdown();
  });

  it('loop: first pass at start, a nudge runs another, expiry at most every expiryIntervalMs; one pass at a time', async () => {
    const f = await createErasureFixture(root);
    opened.push(f);
    let expiryRuns = 0;
    let inPass = 0;
    let overlapped = false;
    let releaseSlowPass: (() => void) | null = null;
    // Every pass starts with the recovery step, which reads the unfinished marks once: a pass counter.
    let passes = 0;
    const state = { ...f.state, unfinishedMarks: () => (passes++, f.state.unfinishedMarks()) };
    const worker = createRetentionWorker(
      { ...f.ctx, state },
      { ...f.config, intervalMs: 3_600_000, expiryIntervalMs: 60_000 },
      {
        passes: {
          expiry: async () => {
            expiryRuns++;
          },
          quotas: async () => {
            inPass++;
            if (inPass > 1) overlapped = true;
            if (releaseSlowPass === null && expiryRuns === 1) await new Promise<void>((r) => (releaseSlowPass = r));
            inPass--;
          },
        },
      },
    );
    worker.start();
    await waitFor(() => releaseSlowPass !== null);
    // Nudged twice during the (held) first pass: exactly one more pass follows.
    const req = await receiveDeletion(f, { kind: 'traces', traceIds: ['e'.repeat(32)] });
    worker.nudge();
    worker.nudge();
    const once = worker.runOnce();
    releaseSlowPass!();
    const report = await once;
    expect(report.deletions?.done).toBe(1);
    expect((await f.state.getDeletion(f.tenant, req.requestId))?.state).toBe('done');
    // runOnce always runs expiry; the nudged loop pass within expiryIntervalMs does not.
    await new Promise((r) => setTimeout(r, 500));
    expect(expiryRuns).toBe(2);
    // The first loop pass, runOnce's, and one (not two) for the nudges.
    expect(passes).toBe(3);
    f.clock.advance(60_000);
    worker.nudge();
    await waitFor(() => expiryRuns === 3);
    expect(overlapped).toBe(false);
    await worker.shutdown();
    // Stopped: nudges do nothing.
    f.clock.advance(60_000);
    worker.nudge();
    await new Promise((r) => setTimeout(r, 300));
    expect(expiryRuns).toBe(3);
  });
});
