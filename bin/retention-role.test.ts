/**
 * The `tracehold retention` role, started in-process as the CLI starts it: ClickHouse, content store,
 * audit log and the retention worker, no bus; one listener, its metrics port (/metrics with a token, /healthz,
 * /readyz). A deletion request written before the start (as the scale-out query API would) is carried to done by
 * the worker's first passes, every transition is in the audit log, and /metrics shows them and the last
 * successful pass. Shutdown is safe twice.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createClickHouse } from '../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../platform/clickhouse/migrate.ts';
import { TraceholdConfigSchema } from '../schemas/config.ts';
import { zeroDeletionCounts } from '../schemas/retention.ts';
import { iterateAuditEntries } from '../retention/audit/audit-store.ts';
import { createRetentionState } from '../retention/state/retention-state.ts';
import { createTokenStore } from '../platform/auth/token-store.ts';
import { startProcess } from './all-in-one.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-retention-role-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('tracehold retention', () => {
  it('runs the worker without a bus, with its metrics port, and carries a waiting request to done', async () => {
    const config = TraceholdConfigSchema.parse({ dataDir, logLevel: 'silent', retention: { intervalMs: 200, metricsPort: 0 } });
    const ch = createClickHouse(config);
    await migrate(ch, pino({ level: 'silent' }));
    const state = createRetentionState(ch);
    const now = Date.now();
    await state.putDeletion({
      tenant: config.defaultTenant,
      requestId: 'del_00000000000000aa',
      version: 1,
      state: 'received',
      scope: { kind: 'traces', traceIds: ['f'.repeat(32)] },
      reason: 'customer asked',
      requester: 'support',
      createdBy: 'tok_x',
      createdAtMs: now,
      updatedAtMs: now,
      blockedByHolds: [],
      counts: zeroDeletionCounts(),
      attempts: 0,
      error: '',
      nextAttemptAtMs: 0,
      completedAtMs: null,
    });

    const startedAtS = Date.now() / 1000;
    const running = await startProcess(config, 'retention');
    expect(Object.keys(running.endpoints)).toEqual(['metrics']);
    expect(running.endpoints.metrics).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    let current = await state.getDeletion(config.defaultTenant, 'del_00000000000000aa');
    for (let i = 0; i < 100 && current?.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = await state.getDeletion(config.defaultTenant, 'del_00000000000000aa');
    }
    expect(current?.state).toBe('done');
    expect(current?.counts.traces).toBe(1);

    const token = (await createTokenStore({ dataDir }).create({ tenant: 'default', kind: 'query', roles: ['viewer'], label: 'scrape' })).token;
    expect((await fetch(running.endpoints.metrics!)).status).toBe(401);
    const metrics = await (await fetch(running.endpoints.metrics!, { headers: { authorization: `Bearer ${token}` } })).text();
    expect(metrics).toMatch(/^tracehold_deletion_transitions_total\{to="done"\} 1$/m);
    expect(metrics).toMatch(/^tracehold_retention_pass_failures_total 0$/m);
    const lastPass = Number(/^tracehold_retention_last_successful_pass_timestamp_seconds (\S+)$/m.exec(metrics)?.[1]);
    expect(lastPass).toBeGreaterThanOrEqual(startedAtS);
    expect(lastPass).toBeLessThanOrEqual(Date.now() / 1000);
    expect((await fetch(running.endpoints.metrics!.replace('/metrics', '/readyz'))).status).toBe(200);
    await running.shutdown();
    await running.shutdown();

    expect(existsSync(path.join(dataDir, 'bus'))).toBe(false);
    const entries = [];
    for await (const page of iterateAuditEntries(ch, config.defaultTenant)) entries.push(...page);
    expect(entries.filter((e) => e.action === 'deletion.transition').map((e) => e.details['to'])).toEqual(['scheduled', 'executing', 'done']);
    await ch.close();
  });
});
