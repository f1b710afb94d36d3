/**
 * The `tracehold retention` role, started in-process as the CLI starts it: ClickHouse, content store,
 * audit log and the retention worker, no bus and no listeners. A deletion request written before the start
 * (as the scale-out query API would) is carried to done by the worker's first passes, and every transition
 * is in the audit log. Shutdown is safe twice.
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
import { startProcess } from './all-in-one.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'th-retention-role-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('tracehold retention', () => {
  it('runs the worker without bus or listeners and carries a waiting request to done', async () => {
    const config = TraceholdConfigSchema.parse({ dataDir, logLevel: 'silent', retention: { intervalMs: 200 } });
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

    const running = await startProcess(config, 'retention');
    expect(running.endpoints).toEqual({});
    let current = await state.getDeletion(config.defaultTenant, 'del_00000000000000aa');
    for (let i = 0; i < 100 && current?.state !== 'done'; i++) {
      await new Promise((r) => setTimeout(r, 100));
      current = await state.getDeletion(config.defaultTenant, 'del_00000000000000aa');
    }
    expect(current?.state).toBe('done');
    expect(current?.counts.traces).toBe(1);
    await running.shutdown();
    await running.shutdown();

    expect(existsSync(path.join(dataDir, 'bus'))).toBe(false);
    const entries = [];
    for await (const page of iterateAuditEntries(ch, config.defaultTenant)) entries.push(...page);
    expect(entries.filter((e) => e.action === 'deletion.transition').map((e) => e.details['to'])).toEqual(['scheduled', 'executing', 'done']);
    await ch.close();
  });
});
