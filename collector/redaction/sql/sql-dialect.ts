/**
 * The SQL dialects the sanitizer lexes, and the mapping from the OpenTelemetry `db.system.name`
 * (current) / `db.system` (older) attribute values to them.
 */
/**
 * `googlesql`: GoogleSQL; `sparksql`: the SQL dialects like it without triple quotes (below). `query`: query languages that are not SQL dialects (Cypher,
 * AQL, Gremlin, SPARQL, KQL, SurrealQL, SOQL), read with every quote a string and every comment style a comment. `script`: the same for JavaScript-like filters
 * (mongosh), Flux and InfluxQL, whose backticks are strings too and whose `/…/` may be a regular expression. `promql`:
 * PromQL and LogQL, backticks as raw strings and every `/` a division.
 */
export type SqlDialect = 'postgresql' | 'mysql' | 'sqlite' | 'mssql' | 'clickhouse' | 'oracle' | 'googlesql' | 'sparksql' | 'query' | 'script' | 'promql' | 'generic';

/**
 * Systems are mapped by the quoting rules they share with a dialect, because quoting is what decides
 * which characters are literals. Where a system's double quotes may be strings and any `--` is a comment, it
 * goes to `googlesql` (Spanner, BigQuery: with triple quotes) or `sparksql` (Couchbase N1QL, Hive/Spark/
 * Databricks, Cosmos DB SQL), whose lexers treat `"..."` as a string: hiding an identifier is harmless, showing a
 * string is a leak. Query languages that are not SQL (Cypher, Gremlin, SPARQL, KQL…) go to `query`; Flux and InfluxQL to
 * `script`, PromQL and LogQL to `promql`.
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
  ['couchbase', 'sparksql'],
  ['spanner', 'googlesql'],
  ['gcp.spanner', 'googlesql'],
  ['bigquery', 'googlesql'],
  ['gcp.bigquery', 'googlesql'],
  ['google.bigquery', 'googlesql'],
  ['hive', 'sparksql'],
  ['spark', 'sparksql'],
  ['databricks', 'sparksql'],
  ['cosmosdb', 'sparksql'],
  ['azure.cosmosdb', 'sparksql'],
  ['mssql', 'mssql'],
  ['microsoft.sql_server', 'mssql'],
  ['mssqlcompact', 'mssql'],
  ['sybase', 'mssql'],
  ['sqlite', 'sqlite'],
  ['oracle', 'oracle'],
  ['oracle.db', 'oracle'],
  // Query languages whose double quotes are strings (db.system.name values of their instrumentations and drivers).
  ...[
    'neo4j', 'memgraph', 'falkordb', 'redisgraph', 'age', 'arangodb', 'orientdb', 'janusgraph', 'gremlin', 'tinkerpop',
    'aws.neptune', 'neptune', 'azure.cosmosdb.gremlin', 'tigergraph', 'nebulagraph', 'dgraph', 'virtuoso', 'graphdb',
    'stardog', 'blazegraph', 'jena', 'fuseki', 'sparql', 'kusto', 'azure.kusto', 'azure.data_explorer',
    'surrealdb', 'salesforce', 'soql',
  ].map((system): [string, SqlDialect] => [system, 'query']),
  // Flux writes regular expressions wherever a value stands (`regexp.matchRegexpString(r: /x/, …)`), as JavaScript does.
  ['influxdb', 'script'],
  ...['prometheus', 'thanos', 'cortex', 'mimir', 'victoriametrics', 'loki'].map((system): [string, SqlDialect] => [system, 'promql']),
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
