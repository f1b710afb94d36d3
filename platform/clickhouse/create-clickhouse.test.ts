/**
 * The embedded ClickHouse's two sessions, on the real engine (chDB): a read issued while ingest's insert runs is
 * not queued behind it, and what an awaited insert wrote is visible to the next read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createClient, type ClickHouseClient } from '@clickhouse/client';
import type * as ChdbConnectionModule from 'chdb/connection';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TraceholdConfigSchema } from '../../schemas/config.ts';
import { createClickHouse, type ClickHouse } from './create-clickhouse.ts';
import { migrate } from './migrate.ts';

const root = mkdtempSync(path.join(os.tmpdir(), 'th-create-clickhouse-'));
let ch: ClickHouse;

beforeAll(async () => {
  ch = createClickHouse(TraceholdConfigSchema.parse({ dataDir: root }));
  await migrate(ch, pino({ level: 'silent' }), {});
});

afterAll(async () => {
  await ch?.close();
  rmSync(root, { recursive: true, force: true });
});

let batch = 0;
/**
 * A large insert into content_objects (200,000 rows: most of a second of chDB work). Its body is encoded before it
 * is sent, so the engine has it within a tick and the read below is issued while the engine runs it.
 */
function bigInsert(client: ClickHouseClient): Promise<unknown> {
  batch += 1;
  const csv = Array.from({ length: 200_000 }, (_, k) => `big,b${batch}-${k},${'a'.repeat(32)},${'b'.repeat(16)},input\n`).join('');
  return client.insert({ table: `${ch.db}.content_objects`, values: Readable.from([csv], { objectMode: false }), format: 'CSV', columns: ['tenant', 'ref', 'trace_id', 'span_id', 'part'] });
}

/** Which settles first: the big insert or a small read issued just after it started. */
async function firstToFinish(inserter: ClickHouseClient, reader: ClickHouseClient): Promise<string[]> {
  const order: string[] = [];
  const insert = bigInsert(inserter).then(() => order.push('insert'));
  await new Promise((r) => setTimeout(r, 100));
  const read = reader
    .query({ query: `SELECT count() AS n FROM ${ch.db}.content_objects WHERE tenant = {t:String}`, query_params: { t: 'nobody' }, format: 'JSONEachRow' })
    .then((rs) => rs.json())
    .then(() => order.push('read'));
  await Promise.all([insert, read]);
  return order;
}

describe('embedded ClickHouse: inserts on a session of their own', () => {
  it('answers a read issued during a large insert before the insert ends (negative control: one session queues it)', async () => {
    expect(await firstToFinish(ch.client, ch.client)).toEqual(['read', 'insert']);
    // The same engine through one session only, as before: the read waits for the insert.
    const { createChdbConnection } = createRequire(import.meta.url)('chdb/connection') as typeof ChdbConnectionModule;
    const single = createClient({ connection: createChdbConnection({ path: path.join(root, 'clickhouse') }) } as Parameters<typeof createClient>[0]);
    try {
      expect(await firstToFinish(single, single)).toEqual(['insert', 'read']);
    } finally {
      await single.close();
    }
  });

  it('shows what an awaited insert wrote to the next read, and runs DDL and commands on the same client', async () => {
    await ch.client.command({ query: `CREATE TABLE IF NOT EXISTS ${ch.db}.two_sessions (k String) ENGINE = MergeTree ORDER BY k` });
    await ch.client.insert({ table: `${ch.db}.two_sessions`, values: [{ k: 'x' }, { k: 'y' }], format: 'JSONEachRow' });
    const rows = await (await ch.client.query({ query: `SELECT k FROM ${ch.db}.two_sessions ORDER BY k`, format: 'JSONEachRow' })).json<{ k: string }>();
    expect(rows.map((r) => r.k)).toEqual(['x', 'y']);
  });
});
