import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';

/**
 * Dumps every row of every stored table of an embedded ClickHouse data directory (after the
 * all-in-one has stopped: chDB binds one directory per process) as raw tab-separated text, so a test
 * can search it for values. Raw format: no escaping that could hide a value from the search.
 */
export async function dumpClickHouseTables(clickhouseDir: string, database = 'tracehold'): Promise<Record<string, string>> {
  const client = createClient({ connection: createChdbConnection({ path: clickhouseDir }) } as Parameters<typeof createClient>[0]);
  try {
    const tables = await (
      await client.query({
        query: `SELECT name FROM system.tables WHERE database = {db:String} AND engine NOT IN ('MaterializedView', 'Null', 'View') ORDER BY name`,
        query_params: { db: database },
        format: 'JSONEachRow',
      })
    ).json<{ name: string }>();
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      // Aggregate states are binary; finalize the trace index so its values are readable text.
      const query =
        name === 'trace_index'
          ? `SELECT trace_id, groupUniqArrayArray(services), max(root_name), max(root_service), max(sample_policy) FROM ${database}.trace_index GROUP BY trace_id`
          : `SELECT * FROM ${database}.${name}`;
      out[name] = await (await client.query({ query, format: 'TabSeparatedRaw' })).text();
    }
    return out;
  } finally {
    await client.close();
  }
}
