import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import type * as ChdbConnectionModule from 'chdb/connection';
import type { TraceholdConfig } from '../../schemas/config.ts';

/**
 * A ClickHouse handle shared by the ingest writers and the query repositories.
 * `db` is the database name; every statement qualifies its tables with it (chDB's connection does
 * not apply a client-level default database, so qualifying keeps one code path for both).
 */
export interface ClickHouse {
  client: ClickHouseClient;
  db: string;
  /** 'embedded' (chDB in this process) or 'server' (HTTP). */
  mode: 'embedded' | 'server';
  close(): Promise<void>;
}

// Quoting 64-bit integers keeps nanosecond timestamps exact in JSON results.
const CLICKHOUSE_SETTINGS = {
  output_format_json_quote_64bit_integers: 1,
  date_time_output_format: 'iso',
} as const;

export function createClickHouse(config: TraceholdConfig): ClickHouse {
  const db = config.clickhouse.database;
  if (config.clickhouse.url) {
    const client = createClient({
      url: config.clickhouse.url,
      username: config.clickhouse.username,
      password: config.clickhouse.password,
      clickhouse_settings: CLICKHOUSE_SETTINGS,
      request_timeout: 30_000,
      compression: { request: false, response: true },
      // The client's own console logging is off: callers log failures by code (ClickHouse messages can echo data).
      log: { level: ClickHouseLogLevel.OFF },
    });
    return { client, db, mode: 'server', close: () => client.close() };
  }
  const dir = path.join(config.dataDir, 'clickhouse');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  // Loaded only here: chDB maps the whole ClickHouse engine into the process (about 150 MiB of RSS), which
  // processes without an embedded ClickHouse (the collector role, a ClickHouse server by URL) never need.
  const { createChdbConnection } = createRequire(import.meta.url)('chdb/connection') as typeof ChdbConnectionModule;
  const session = () =>
    createClient({
      connection: createChdbConnection({ path: dir }),
      clickhouse_settings: CLICKHOUSE_SETTINGS,
      log: { level: ClickHouseLogLevel.OFF },
    } as Parameters<typeof createClient>[0]);
  const client = withInsertsOn(session(), session());
  return { client, db, mode: 'embedded', close: () => client.close() };
}

/**
 * One client over two chDB sessions on the same data directory: inserts run on `inserts`, everything else on
 * `statements`. A chDB session runs one statement at a time, so with one session a lookup issued while ingest's
 * insert ran waited for it (312–341 ms behind a 0.5 s insert, 4–9 ms alone), and an insert waited behind the
 * lookups; two sessions of one process share the engine and its tables (a row an awaited insert wrote is visible to
 * the other session's next read) and run side by side. Every caller keeps one `client` (wrapping it, e.g. to
 * inject faults into `insert`, still reaches both).
 */
function withInsertsOn(statements: ClickHouseClient, inserts: ClickHouseClient): ClickHouseClient {
  return new Proxy(statements, {
    get(target, prop) {
      if (prop === 'insert') return inserts.insert.bind(inserts);
      if (prop === 'close') return async () => void (await Promise.all([inserts.close(), target.close()]));
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
