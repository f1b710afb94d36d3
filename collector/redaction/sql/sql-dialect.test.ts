import { describe, expect, it } from 'vitest';
import { dialectFromDbSystem } from './sql-dialect.ts';

describe('dialectFromDbSystem', () => {
  it.each([
    ['postgresql', 'postgresql'],
    ['cockroachdb', 'postgresql'],
    ['aws.redshift', 'postgresql'],
    ['mysql', 'mysql'],
    ['mariadb', 'mysql'],
    ['microsoft.sql_server', 'mssql'],
    ['mssql', 'mssql'],
    ['sqlite', 'sqlite'],
    ['oracle.db', 'oracle'],
    ['oracle', 'oracle'],
    ['clickhouse', 'clickhouse'],
    ['couchbase', 'sparksql'],
    ['gcp.spanner', 'googlesql'],
    ['bigquery', 'googlesql'],
    ['neo4j', 'query'],
    ['influxdb', 'script'],
    ['aws.neptune', 'query'],
    ['prometheus', 'promql'],
    ['trino', 'generic'],
    ['other_sql', 'generic'],
  ] as const)('maps %s to %s', (system, dialect) => {
    expect(dialectFromDbSystem(system)).toBe(dialect);
  });

  it('ignores case and surrounding blanks', () => {
    expect(dialectFromDbSystem('  PostgreSQL ')).toBe('postgresql');
  });

  it('falls back to generic for unknown or missing systems', () => {
    expect(dialectFromDbSystem('someday-db')).toBe('generic');
    expect(dialectFromDbSystem(undefined)).toBe('generic');
  });
});
