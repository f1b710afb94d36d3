/**
 * The erasure check ingest runs before every write batch (`erasuresAmong`), on the real embedded engine: the answer
 * for a batch larger than a server's URL allows in one query, and how many queries it takes. chdb-node runs the
 * process's parameterized queries one at a time, so every query of a chunked check waited behind the query API's
 * lookups; in process there is no URL, and one query asks for the whole batch.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClickHouse, type ClickHouse } from '../../platform/clickhouse/create-clickhouse.ts';
import { migrate } from '../../platform/clickhouse/migrate.ts';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { createRetentionState } from './retention-state.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-retention-state-'));
let ch: ClickHouse;

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root, clickhouse: { database: `retention_state_${process.pid}` } }));
  await migrate(ch, pino({ level: 'silent' }));
}, 60_000);

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

const traceId = (n: number) => n.toString(16).padStart(32, '0');

/** `ch` with its queries counted, reporting `mode` (the chunk size follows it). */
function counted(mode: ClickHouse['mode']): { ch: ClickHouse; queries: () => number } {
  let queries = 0;
  const client = new Proxy(ch.client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'query') return (...args: unknown[]) => (queries++, (value as (...a: unknown[]) => unknown).apply(target, args));
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { ch: { ...ch, client, mode }, queries: () => queries };
}

describe('erasuresAmong', () => {
  const tenant = 'acme';
  // Erased: one early, one past the first 300 ids, one near the end; another action and another tenant are not.
  const erased = new Map([
    [traceId(7), 'del_first'],
    [traceId(450), 'del_second'],
    [traceId(1_190), 'del_third'],
  ]);

  beforeAll(async () => {
    const state = createRetentionState(ch);
    const event = (t: string, id: string, action: 'erased' | 'purged_retention', cause: string, atMs: number) => ({ tenant: t, traceId: id, action, kinds: ['ledger' as const], cause, holdIds: [], atMs, counts: {} });
    await state.insertEvents([
      ...[...erased].map(([id, cause], i) => event(tenant, id, 'erased', cause, 1_000 + i)),
      // The earliest erasure is the cause: a second one of the same trace later does not replace it.
      event(tenant, traceId(7), 'erased', 'del_later', 9_000),
      event(tenant, traceId(20), 'purged_retention', 'policy:v1:ledger', 2_000),
      event('other', traceId(30), 'erased', 'del_other_tenant', 3_000),
    ]);
  });

  const batch = Array.from({ length: 1_226 }, (_, i) => traceId(i));

  it('asks for a whole write batch in one query with the embedded engine', async () => {
    const { ch: embedded, queries } = counted('embedded');
    expect(await createRetentionState(embedded).erasuresAmong(tenant, batch)).toEqual(erased);
    expect(queries()).toBe(1);
  });

  it('in chunks of 300 ids from a ClickHouse server (its parameters travel in the URL), with the same answer', async () => {
    const { ch: server, queries } = counted('server');
    expect(await createRetentionState(server).erasuresAmong(tenant, batch)).toEqual(erased);
    expect(queries()).toBe(5);
  });

  it('finds nothing for traces that were not erased (negative control)', async () => {
    expect((await createRetentionState(ch).erasuresAmong(tenant, [traceId(20), traceId(30), traceId(5_000)])).size).toBe(0);
  });
});
