/**
 * Micro-benchmark of sanitizeSql for the lead's bench runner (not a test: it measures, it does not
 * assert). Statements are the shape instrumentations report: ORM selects with joins and IN lists,
 * inserts, updates, a CTE, a ClickHouse query with SETTINGS; 80–400 characters each.
 */
import { sanitizeSql } from '../../collector/redaction/sql/sanitize-sql.ts';
import type { SqlDialect } from '../../collector/redaction/sql/sql-dialect.ts';

const STATEMENTS: ReadonlyArray<readonly [string, SqlDialect]> = [
  [
    `SELECT "orders"."id", "orders"."total_cents", "customers"."email" FROM "orders" INNER JOIN "customers" ON "customers"."id" = "orders"."customer_id" WHERE "orders"."status" IN ('paid', 'shipped', 'refunded') AND "orders"."created_at" >= '2024-05-01T00:00:00Z' ORDER BY "orders"."created_at" DESC LIMIT 50 OFFSET 100`,
    'postgresql',
  ],
  [
    `INSERT INTO \`sessions\` (\`id\`, \`user_id\`, \`token\`, \`expires_at\`, \`ip\`) VALUES ('6f1c2a9e-3b7d-4e51-9a0c-1d2e3f4a5b6c', 48213, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0ODIxMyJ9.x', '2024-06-01 12:00:00', '203.0.113.7')`,
    'mysql',
  ],
  [
    `UPDATE accounts SET balance = balance - 125.50, updated_at = NOW() WHERE id = 90210 AND version = 17 RETURNING balance`,
    'postgresql',
  ],
  [
    `WITH recent AS (SELECT user_id, count(*) AS n FROM events WHERE ts > now() - INTERVAL '7 days' AND kind = 'login' GROUP BY user_id) SELECT u.name, r.n, rank() OVER (ORDER BY r.n DESC) FROM users u JOIN recent r ON r.user_id = u.id WHERE r.n > 3`,
    'postgresql',
  ],
  [
    `SELECT TOP (25) [u].[Id], [u].[DisplayName] FROM [dbo].[Users] AS [u] WHERE [u].[Email] = N'jane.doe@example.com' AND [u].[IsActive] = 1`,
    'mssql',
  ],
  [
    `SELECT toStartOfHour(ts) AS h, count() FROM llm_calls WHERE tenant = 'acme' AND model IN ('gpt-4o', 'claude-3-5-sonnet') AND ts >= now() - 3600 GROUP BY h ORDER BY h SETTINGS max_threads = 4`,
    'clickhouse',
  ],
  [`SELECT id, name FROM products WHERE category_id = ? AND price BETWEEN ? AND ? ORDER BY name LIMIT ?`, 'mysql'],
  [`DELETE FROM cart_items WHERE cart_id = 7731 AND sku = 'SKU-88213-XL'`, 'sqlite'],
];

/** Total UTF-16 code units of one pass over the statements (for converting to bytes/s). */
export const BENCH_SQL_CHARS_PER_ROUND = STATEMENTS.reduce((n, [sql]) => n + sql.length, 0);

/**
 * Runs `iterations` rounds over the statements (after a warm-up) and returns the mean time per
 * statement in nanoseconds. Synchronous; blocks the event loop for the duration.
 */
export function benchSanitizeSql(iterations: number): number {
  let sink = 0;
  const warmup = Math.min(2000, Math.max(100, iterations >> 2));
  for (let i = 0; i < warmup; i++) for (const [sql, d] of STATEMENTS) sink += sanitizeSql(sql, d).text.length;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) for (const [sql, d] of STATEMENTS) sink += sanitizeSql(sql, d).text.length;
  const elapsedNs = Number(process.hrtime.bigint() - t0);
  // Using the result keeps the optimizer from dropping the calls.
  if (sink === -1) throw new Error('unreachable');
  return elapsedNs / (iterations * STATEMENTS.length);
}
