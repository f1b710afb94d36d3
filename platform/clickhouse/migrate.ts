import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoPath } from '../repo-root.ts';
import type { Logger } from 'pino';
import type { ClickHouse } from './create-clickhouse.ts';

const MIGRATIONS_DIR = repoPath('schemas', 'migrations');

/** Splits a migration file into statements: `;` at the end of a line ends one; `--` comments are dropped. */
export function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}

/**
 * Rewrites a migration statement for a replicated ClickHouse cluster: `ON CLUSTER <name>` on every DDL
 * statement and the Replicated variant of each MergeTree engine (one shard, any number of replicas:
 * every replica holds all data, so reads and writes need no Distributed tables).
 */
export function toClusterDdl(statement: string, cluster: string): string {
  const onCluster = ` ON CLUSTER ${cluster}`;
  let out = statement
    .replace(/^(CREATE (?:TABLE|MATERIALIZED VIEW|DATABASE) IF NOT EXISTS \S+)/, `$1${onCluster}`)
    .replace(/^(ALTER TABLE \S+)/, `$1${onCluster}`)
    .replace(/^(DROP (?:VIEW|TABLE) IF EXISTS \S+)/, `$1${onCluster}`);
  out = out.replace(
    /ENGINE = (ReplacingMergeTree|AggregatingMergeTree|MergeTree)\b(\([^)]*\))?/,
    (_m, engine: string, args: string | undefined) => {
      const inner = args ? args.slice(1, -1).trim() : '';
      const path = `'/clickhouse/tables/{shard}/{database}/{table}', '{replica}'`;
      return `ENGINE = Replicated${engine}(${path}${inner ? `, ${inner}` : ''})`;
    },
  );
  return out;
}

/**
 * Applies the numbered migrations in schemas/migrations that are not yet recorded in
 * `<db>.schema_migrations`, in order. Up-only; every statement is idempotent (IF NOT EXISTS) so a
 * crash halfway through a file is repaired by running it again.
 */
export async function migrate(ch: ClickHouse, logger: Logger, opts: { cluster?: string } = {}): Promise<{ applied: string[] }> {
  const { client, db } = ch;
  const ddl = (statement: string) => (opts.cluster ? toClusterDdl(statement, opts.cluster) : statement);
  await client.command({ query: ddl(`CREATE DATABASE IF NOT EXISTS ${db}`) });
  await client.command({
    query: ddl(`CREATE TABLE IF NOT EXISTS ${db}.schema_migrations (name String, applied_at DateTime64(3, 'UTC') DEFAULT now64(3)) ENGINE = ReplacingMergeTree ORDER BY name`),
  });
  const done = new Set(
    (
      await (await client.query({ query: `SELECT name FROM ${db}.schema_migrations FINAL`, format: 'JSONEachRow' })).json<{
        name: string;
      }>()
    ).map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{4}_[a-z0-9_]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8').replaceAll('${db}', db);
    for (const statement of splitStatements(sql)) await client.command({ query: ddl(statement) });
    await client.insert({ table: `${db}.schema_migrations`, values: [{ name: file }], format: 'JSONEachRow' });
    applied.push(file);
    logger.info({ migration: file }, 'applied ClickHouse migration');
  }
  return { applied };
}
