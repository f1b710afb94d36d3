/**
 * The request side on the real state tables (chDB): hold writes wait for the hold gate (so none lands
 * between a deletion step's re-check and its delete), and an audit failure always falls on the protective
 * side — the hold stays placed, while a release, a deletion request or a policy change does not take effect.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import type { EncryptedContentStore } from '../../platform/content-store/encrypted-content-store.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { createMetrics } from '../../platform/metrics/create-metrics.ts';
import { createStore } from '../../platform/store/create-store.ts';
import type { AuditEntry, AuditEntryInput } from '../../schemas/audit.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { AuditLogError } from '../audit/audit-errors.ts';
import { createHoldGate, type HoldGate } from '../delete/hold-gate.ts';
import { createRetentionState, type RetentionState } from '../state/retention-state.ts';
import type { RetentionContext } from '../worker/retention-context.ts';
import { createRetentionRequests, type RetentionRequests } from './retention-requests.ts';

const logger = pino({ level: 'silent' });
const root = mkdtempSync(path.join(os.tmpdir(), 'th-retention-requests-'));
const actor = { tokenId: 'tok_legal', kind: 'token' as const };
const holdInput = { matterId: 'M-1', reason: 'litigation', requester: 'Legal', scope: { kind: 'tenant' as const } };

let ch: ClickHouse;
let state: RetentionState;

/** The request side with an audit that records, or fails like the audit log does when it cannot write. */
function requestsWith(opts: { auditFails?: boolean; gate?: HoldGate; awaitInflightDeletions?: boolean } = {}) {
  const recorded: AuditEntryInput[] = [];
  let nudges = 0;
  const ctx: RetentionContext = {
    clickhouse: ch,
    store: createStore({ clickhouse: ch }),
    state,
    gate: opts.gate ?? createHoldGate(),
    contentStore: {} as EncryptedContentStore,
    audit: {
      async record(entry) {
        if (opts.auditFails) throw new AuditLogError('TH_ERR_AUDIT_WRITE_FAILED', 'insert failed');
        recorded.push(entry);
        return entry as unknown as AuditEntry;
      },
    },
    logger,
    metrics: createMetrics({ defaultMetrics: false }),
    clock: { now: () => 1_796_000_000_000 },
  };
  const requests: RetentionRequests = createRetentionRequests(ctx, { nudge: () => void nudges++, awaitInflightDeletions: opts.awaitInflightDeletions, maxInflightWaitMs: 10_000 });
  return { requests, recorded, nudges: () => nudges };
}

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: 'retention_requests' } }));
  await migrate(ch, logger);
  state = createRetentionState(ch);
}, 120_000);

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('createRetentionRequests', () => {
  it('without a local worker, answers a hold only after the deletion steps marked before it finished (negative control: with one, at once)', async () => {
    const mark = { tenant: 'scaleout', markId: 'mark_inflight', cause: 'del_0123456789abcdef', traceIds: ['a'.repeat(32)], kinds: ['content' as const], atMs: 1_796_000_000_000 - 1 };
    await state.insertMark({ ...mark, phase: 'marked' });
    const local = requestsWith();
    const t0 = Date.now();
    await local.requests.placeHold('scaleout', holdInput, actor);
    expect(Date.now() - t0).toBeLessThan(700);
    const remote = requestsWith({ awaitInflightDeletions: true });
    const started = Date.now();
    setTimeout(() => void state.insertMark({ ...mark, phase: 'done', traceIds: [] }), 800);
    await remote.requests.placeHold('scaleout', holdInput, actor);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
    expect((remote.recorded[0]!.details as { inflightWaitMs: number }).inflightWaitMs).toBeGreaterThanOrEqual(700);
  });

  it('writes a hold only when the hold gate is free (after the deletion step holding it)', async () => {
    const gate = createHoldGate();
    const { requests } = requestsWith({ gate });
    let releaseStep!: () => void;
    const step = gate.run(() => new Promise<void>((resolve) => (releaseStep = resolve)));
    const placing = requests.placeHold('gated', holdInput, actor);
    await new Promise((r) => setTimeout(r, 300));
    expect(await state.listHolds('gated')).toEqual([]);
    releaseStep();
    await step;
    const hold = await placing;
    expect((await state.getHold('gated', hold.holdId))!.state).toBe('active');
  });

  it('keeps a placed hold when its audit entry cannot be written (the caller sees the failure)', async () => {
    const { requests } = requestsWith({ auditFails: true });
    await expect(requests.placeHold('audit-down', holdInput, actor)).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_WRITE_FAILED' });
    expect((await state.listHolds('audit-down')).map((h) => h.state)).toEqual(['active']);
  });

  it('does not release, receive a deletion or change a policy without its audit entry', async () => {
    const ok = requestsWith();
    const hold = await ok.requests.placeHold('audit-down-2', holdInput, actor);
    const down = requestsWith({ auditFails: true });
    await expect(down.requests.releaseHold('audit-down-2', hold.holdId, 'done', actor)).rejects.toMatchObject({ code: 'TH_ERR_AUDIT_WRITE_FAILED' });
    expect((await state.getHold('audit-down-2', hold.holdId))!.state).toBe('active');
    expect(down.nudges()).toBe(0);
    await expect(down.requests.requestDeletion('audit-down-2', { reason: 'r', requester: 'q', scope: { kind: 'traces', traceIds: ['a'.repeat(32)] } }, actor)).rejects.toThrow();
    expect(await state.listDeletions('audit-down-2')).toEqual([]);
    await expect(down.requests.setPolicy('audit-down-2', { contentDays: 1 }, actor)).rejects.toThrow();
    expect(await state.currentPolicy('audit-down-2')).toBeNull();

    // Negative control: with the audit log up, each takes effect and is recorded.
    await ok.requests.releaseHold('audit-down-2', hold.holdId, 'done', actor);
    await ok.requests.requestDeletion('audit-down-2', { reason: 'r', requester: 'q', scope: { kind: 'traces', traceIds: ['a'.repeat(32)] } }, actor);
    await ok.requests.setPolicy('audit-down-2', { contentDays: 1 }, actor);
    expect((await state.getHold('audit-down-2', hold.holdId))!.state).toBe('released');
    expect((await state.listDeletions('audit-down-2')).map((d) => d.state)).toEqual(['received']);
    expect((await state.currentPolicy('audit-down-2'))!.contentDays).toBe(1);
    expect(ok.recorded.map((e) => e.action)).toEqual(['hold.create', 'hold.release', 'deletion.request', 'policy.change']);
    expect(ok.nudges()).toBe(2);
  });

  it('gives concurrent policy changes distinct versions', async () => {
    const { requests } = requestsWith();
    await Promise.all([1, 2, 3, 4].map((d) => requests.setPolicy('concurrent', { contentDays: d }, actor)));
    expect((await state.policyHistory('concurrent')).map((p) => p.version)).toEqual([1, 2, 3, 4]);
  });
});
