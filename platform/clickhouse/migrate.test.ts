import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { splitStatements, toClusterDdl } from './migrate.ts';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas/migrations');

describe('cluster DDL', () => {
  it('adds ON CLUSTER and the Replicated engine, keeping engine arguments', () => {
    expect(toClusterDdl('CREATE TABLE IF NOT EXISTS db.t (a String) ENGINE = ReplacingMergeTree ORDER BY a', 'prod')).toBe(
      "CREATE TABLE IF NOT EXISTS db.t ON CLUSTER prod (a String) ENGINE = ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/{table}', '{replica}') ORDER BY a",
    );
    expect(toClusterDdl('CREATE TABLE IF NOT EXISTS db.t (a String, v UInt64) ENGINE = ReplacingMergeTree(v) ORDER BY a', 'prod')).toContain(
      "ReplicatedReplacingMergeTree('/clickhouse/tables/{shard}/{database}/{table}', '{replica}', v)",
    );
    expect(toClusterDdl('CREATE TABLE IF NOT EXISTS db.n (a String) ENGINE = Null', 'prod')).toBe('CREATE TABLE IF NOT EXISTS db.n ON CLUSTER prod (a String) ENGINE = Null');
    expect(toClusterDdl('ALTER TABLE db.t ADD COLUMN IF NOT EXISTS x String', 'prod')).toBe('ALTER TABLE db.t ON CLUSTER prod ADD COLUMN IF NOT EXISTS x String');
  });

  it('turns every MergeTree table of the real migrations into a replicated one', () => {
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.sql'))) {
      const sql = readFileSync(path.join(dir, file), 'utf8').replaceAll('${db}', 'tracehold');
      for (const statement of splitStatements(sql)) {
        const out = toClusterDdl(statement, 'prod');
        expect(out, `${file}: ${statement.slice(0, 60)}`).toMatch(/ON CLUSTER prod/);
        if (/ENGINE = \w*MergeTree/.test(statement)) expect(out).toMatch(/ENGINE = Replicated\w*MergeTree\('/);
      }
    }
  });
});
