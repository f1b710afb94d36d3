/**
 * Corpus of real-world-shaped statements per dialect, for sanitize-sql-corpus.test.ts. Each entry
 * names what it exercises, lists the literal values (and comment secrets) that must not survive, and
 * for most entries pins the exact output. Shapes follow what ORMs, drivers and dump tools emit
 * (Prisma, Drizzle, SQLAlchemy, Hibernate, EF Core, mysqldump, psql, clickhouse-client).
 */
import type { SqlDialect } from '../../../collector/redaction/sql/sql-dialect.ts';
import { CLICKHOUSE_CORPUS } from './clickhouse.ts';
import { GENERIC_CORPUS } from './generic.ts';
import { MSSQL_CORPUS } from './mssql.ts';
import { MYSQL_CORPUS } from './mysql.ts';
import { ORACLE_CORPUS } from './oracle.ts';
import { POSTGRESQL_CORPUS } from './postgresql.ts';
import { SQLITE_CORPUS } from './sqlite.ts';

export interface SqlCorpusCase {
  /** What the statement exercises (unique within its dialect). */
  name: string;
  sql: string;
  /** Values that must not appear in the output: literal contents, secrets in comments. */
  secrets: string[];
  /** The exact output, where pinned. */
  expected?: string;
  /** Defaults to 'sanitized'. */
  status?: 'sanitized' | 'summarized' | 'unchanged';
}

export interface SqlCorpusEntry extends SqlCorpusCase {
  dialect: SqlDialect;
}

function withDialect(dialect: SqlDialect, cases: readonly SqlCorpusCase[]): SqlCorpusEntry[] {
  return cases.map((c) => ({ ...c, dialect }));
}

export const SQL_CORPUS: readonly SqlCorpusEntry[] = [
  ...withDialect('postgresql', POSTGRESQL_CORPUS),
  ...withDialect('mysql', MYSQL_CORPUS),
  ...withDialect('sqlite', SQLITE_CORPUS),
  ...withDialect('mssql', MSSQL_CORPUS),
  ...withDialect('clickhouse', CLICKHOUSE_CORPUS),
  ...withDialect('oracle', ORACLE_CORPUS),
  ...withDialect('generic', GENERIC_CORPUS),
];
