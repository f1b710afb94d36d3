/**
 * The SQL dialects the sanitizer lexes, and the mapping from the OpenTelemetry `db.system.name`
 * (current) / `db.system` (older) attribute values to them.
 */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite' | 'mssql' | 'clickhouse' | 'oracle' | 'generic';

/**
 * Systems are mapped by the quoting rules they share with a dialect, because quoting is what decides
 * which characters are literals. Where a system's double quotes may be strings (Couchbase N1QL,
 * Spanner/GoogleSQL, Hive/Spark, Cosmos DB SQL), it goes to `mysql`, whose lexer treats `"..."` as a
 * string: hiding an identifier is harmless, showing a string is a leak.
 */
const DIALECT_BY_SYSTEM: ReadonlyMap<string, SqlDialect> = new Map<string, SqlDialect>([
  ['postgresql', 'postgresql'],
  ['postgres', 'postgresql'],
  ['cockroachdb', 'postgresql'],
  ['redshift', 'postgresql'],
  ['aws.redshift', 'postgresql'],
  ['greenplum', 'postgresql'],
  ['edb', 'postgresql'],
  ['yugabytedb', 'postgresql'],
  ['timescaledb', 'postgresql'],
  ['mysql', 'mysql'],
  ['mariadb', 'mysql'],
  ['tidb', 'mysql'],
  ['singlestore', 'mysql'],
  ['couchbase', 'mysql'],
  ['spanner', 'mysql'],
  ['gcp.spanner', 'mysql'],
  ['hive', 'mysql'],
  ['spark', 'mysql'],
  ['cosmosdb', 'mysql'],
  ['azure.cosmosdb', 'mysql'],
  ['mssql', 'mssql'],
  ['microsoft.sql_server', 'mssql'],
  ['mssqlcompact', 'mssql'],
  ['sybase', 'mssql'],
  ['sqlite', 'sqlite'],
  ['oracle', 'oracle'],
  ['oracle.db', 'oracle'],
  ['clickhouse', 'clickhouse'],
]);

/**
 * The dialect for a `db.system.name` / `db.system` value (case-insensitive). Unknown or missing
 * systems get `generic`, which accepts the union of common syntax and fails closed where dialects
 * disagree about what is a literal.
 */
export function dialectFromDbSystem(dbSystem: string | undefined): SqlDialect {
  if (dbSystem === undefined) return 'generic';
  return DIALECT_BY_SYSTEM.get(dbSystem.trim().toLowerCase()) ?? 'generic';
}
