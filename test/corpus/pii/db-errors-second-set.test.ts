/**
 * A second held-out set of database errors and statements in log records (`db-errors-second-set.data.ts`), written on
 * 2026-12-07 by another helper that had read neither the detectors nor other test data and did not run the engine, after
 * the first set's fixes (db-errors-in-logs.test.ts), told to favour shapes the first set did not have: 125 OTLP log records
 * — statement logging with bound values (Hibernate 5 and 6, MyBatis, jOOQ, Spring JdbcTemplate, Dapper, Django, Rails,
 * Ecto, Sequelize, Doctrine, Knex, GORM, pgx, node-postgres), upserts, server logs (PostgreSQL log_statement and slow
 * queries, MySQL general and slow logs, SQL Server extended events, Oracle, DB2), CockroachDB, YugabyteDB, TiDB,
 * ClickHouse, Snowflake, BigQuery, PostgreSQL in nine more languages, MariaDB in three, ORMs' validation errors — with 158
 * personal values in 86 records and 339 other strings.
 *
 * Before this session's rules (466dbee): **108 of 158** masked, 333 of 339 other strings kept. As written, on the rules
 * built for the first set (ff7ba10), so that it measures them untuned: **120 of 158** (76 %), 333 kept. After the class
 * fixes it prompted: 138 and 334 — a column meets its value in any comparison or assignment of a statement (`WHERE
 * "users"."login" = $1`, `SET phone = ?`), question marks counted per statement, and more ways of binding values:
 * Hibernate 6's `binding parameter (1:DATE) <- […]`, MyBatis' `Parameters: a(String)`, Django's `args=(…)`, Knex's
 * `bindings: […]`, node-postgres' `values: […]`, pgx's `args="[…]"`, TiDB's `[arguments: (…)]`, Doctrine's
 * `array{"1":…}`, Rails' `[["login", "…"]]`, T-SQL's `DECLARE @Bsn … = N'…'` and sp_executesql's `@p0=N'…'`; MariaDB's
 * duplicate entry in German, French, Spanish, Italian, Portuguese and Dutch; names and birth dates in other languages'
 * column names (`date_naissance`, `real_name`, `nazwisko`); `cron` as a service account, not a person's login.
 * Then a `name` column beside a personal one read as a person's name (as a table's header is): 139.
 * Left (19): values that no column names — a date a warehouse could not parse (ClickHouse, Snowflake, BigQuery),
 * malformed values in validation errors (`sofia.rossi@@gmail.com`, `06 12 ab 48 93`), Oracle 23ai's row details —, a
 * `name` column compared alone (a product's as often as a person's), and binds in a separate attribute. Two other strings were
 * older rules' over-redactions, fixed next: a statement's placeholder line (`WHERE sku = ? AND warehouse_id = ?`) read as
 * a question asking for an id, its parameters on the next line as the answer; a placeholder after an address's column
 * (`SET address = $2 WHERE …`) read as a street — 336 of 339. The three left are literals of statements in
 * `db.statement`/`db.query.text`, which the SQL sanitizer replaces by design.
 * Since statements written in text lose their literals too (detect-embedded-sql.ts, SQL_LITERAL), 30 other strings that
 * hold a statement's literal or a parameter printed after it (those three included) are changed by design and left out
 * of the count (STATEMENT_LITERALS), and 16 that hold parameters printed beside a statement (Hibernate's binding lines,
 * MyBatis, Rails, Knex, node-postgres, pgx, PostgreSQL's `parameters: $1 = …`), and 2 that hold a number bound by name
 * (`DECLARE @Id int = 1187;`, `@p2=30417`; since session 41): all 291 left are kept. A printed parameter
 * is masked whatever its column: 140 of 158 (MyBatis' `김민준(String)` under a column no rule reads). Session 42: 141 — a
 * national id after its key in any form (ORA-03301's `PASSPORT_NO:'CF7K92LT4'`; detect-text-pairs.ts).
 */
import { describe, expect, test } from 'vitest';
import { DB_ERRORS_SECOND_SET } from './db-errors-second-set.data.ts';
import { describeResult, measureLogRecords } from './log-records-measure.ts';

/** Other strings that hold a statement's literal or a printed parameter: masked by design (SQL_LITERAL). */
const STATEMENT_LITERALS: ReadonlySet<string> = new Set([
  "db2-015-django-select-email-inlined: LIMIT 21",
  "db2-016-django-update-username: WHERE \"auth_user\".\"id\" = 311",
  "db2-017-django-blog-post-no-pii: 2026-11-28T08:00:00+00:00",
  "db2-020-rails-load-by-login: [\"LIMIT\", 1]",
  "db2-021-rails-update-address: [\"id\", 5521]",
  "db2-022-rails-mysql-order-status-no-pii: UPDATE `orders` SET `orders`.`status` = 'shipped'",
  "db2-022-rails-mysql-order-status-no-pii: WHERE `orders`.`id` = 88213",
  "db2-023-rails-create-product-no-pii: [\"price_cents\", 15900]",
  "db2-024-rails-update-phone-dob: [\"id\", 812]",
  "db2-031-sequelize-mysql-inline-email: LIMIT 1;",
  "db2-034-doctrine-stock-no-pii: (parameters: array{\"1\":42,\"2\":\"FR-CHAIR-0091\"}, types: array{\"1\":1,\"2\":2})",
  "db2-036-gorm-insert-inline: 2026-11-30 10:14:22.31",
  "db2-037-gorm-slow-sql-no-pii: WHERE status = 'pending' AND created_at < '2026-11-29 00:00:00'",
  "db2-038-gorm-error-ssn: WHERE \"id\" = 2204",
  "db2-043-jooq-plan-no-pii: update \"shop\".\"plan\" set \"name\" = 'Team Plus', \"monthly_price\" = 49.00 where \"shop\".\"plan\".\"id\" = 4",
  "db2-062-postgres-log-statement-simple: WHERE member_id = 3390",
  "db2-066-postgres-slow-delete-no-pii: duration: 2210.551 ms  statement: DELETE FROM sessions WHERE expires_at < '2026-11-29 00:00:00+00'",
  "db2-073-mysql-general-log-execute-address: WHERE id = 9021",
  "db2-074-mysql-general-log-no-pii: UPDATE inventory SET qty = qty - 2 WHERE sku = 'JP-MUG-0042'",
  "db2-078-mysql-on-duplicate-key-update-no-pii: VALUES ('EU-DESK-1400', 3, 27, '2026-11-30 00:00:00')",
  "db2-079-mysql-on-duplicate-key-update-card: INSERT INTO saved_cards (customer_id, cardholder, pan, exp) VALUES (5521, ",
  "db2-080-sqlserver-deadlock-inputbuf: UPDATE dbo.Orders SET Status = N'PACKED' WHERE CustomerId = 5521",
  "db2-083-sqlserver-deadlock-no-pii: UPDATE dbo.Stock SET Qty = Qty - 1 WHERE Sku = N'SKU-77120'",
  "db2-084-oracle-ora-01400-with-statement: INSERT INTO HR.EMPLOYEES (EMPLOYEE_ID, FIRST_NAME, LAST_NAME, PHONE_NUMBER, EMAIL) VALUES (9012, ",
  "db2-087-oracle-ora-01861-pesel: 'DD.MM.YYYY') WHERE PACJENT_ID = 4410",
  "db2-106-yugabyte-ycql-duplicate-unique-index: INSERT INTO shop.customers (id, name, phone) VALUES (4410, ",
  "db2-107-yugabyte-serialization-no-pii: UPDATE wallets SET balance = balance - 25.00 WHERE wallet_id = '9d2e7c41-3b8a-4f06-a1d9-52c0e8b7f314'",
  "db2-110-clickhouse-cast-birth-date: INSERT INTO crm.patients (patient_id, surname, birth_date) VALUES (4410, ",
  "db2-111-clickhouse-memory-no-pii: SELECT sku, count() FROM events WHERE event_date >= '2026-11-01' GROUP BY sku",
  "db2-125-postgres-on-conflict-price-no-pii: VALUES ('TR3-GTX-425', 'EUR', 15900, '2026-12-01')",
  // Parameters printed beside a statement (Hibernate's binding lines, MyBatis, Rails, Knex, node-postgres, PostgreSQL).
  "db2-003-hibernate6-insert-with-binds-pesel: binding parameter (4:BIGINT) <- [40217]",
  "db2-005-hibernate5-update-dni-phone: binding parameter [3] as [BIGINT] - [7731]",
  "db2-006-hibernate6-product-update-no-pii: binding parameter (1:NUMERIC) <- [24.90]",
  "db2-006-hibernate6-product-update-no-pii: binding parameter (2:INTEGER) <- [118]",
  "db2-006-hibernate6-product-update-no-pii: binding parameter (4:BIGINT) <- [90231]",
  "db2-011-mybatis-stock-no-pii: 3(Integer), SKU-44817-BLK(String), 12(Long)",
  "db2-017-django-blog-post-no-pii: migrating-to-postgres-17",
  "db2-017-django-blog-post-no-pii: datetime.datetime(2026, 11, 28, 8, 0, tzinfo=datetime.timezone.utc)",
  "db2-019-rails-create-customer: [\"created_at\", \"2026-11-30 09:12:44.118203\"]",
  "db2-023-rails-create-product-no-pii: [\"name\", \"Trail Runner 3 GTX\"]",
  "db2-023-rails-create-product-no-pii: [\"sku\", \"TR3-GTX-425\"]",
  "db2-040-knex-debug-inventory-no-pii: bindings: [ 5, 'SKU-90231', 3 ]",
  "db2-054-node-postgres-values-no-pii: values: [ 'refunded', '2026-11-01T00:00:00.000Z', 500 ]",
  "db2-063-postgres-log-statement-params-no-pii: $1 = 'CANCELLED'",
  "db2-063-postgres-log-statement-params-no-pii: b9e2c4d1-08f3-4a7e-b6d5-1c3f9e0a2b77",
  "db2-050-pgx-tracelog-job-no-pii: args=\"[done 3f9c1e7a-52b4-4d0e-9a61-8c2f7b0e4d19]\"",
  // Values bound by name as numbers (T-SQL's `DECLARE @Id int = 1187;`, sp_executesql's `@p2=30417`).
  "db2-046-dapper-miniprofiler-declare-bsn: @Id int = 1187;",
  "db2-082-sqlserver-xe-rpc-sp-executesql: @p2=30417",
]);

const measure = (enabled: boolean) => measureLogRecords(DB_ERRORS_SECOND_SET, enabled, STATEMENT_LITERALS);

describe('database errors and statements in log records: second held-out set', () => {
  test('masks at least 141 of the 158 personal values and keeps all 291 other strings that hold no literal (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('db errors, second set', r));
    expect([DB_ERRORS_SECOND_SET.length, r.canaries, r.keeps]).toEqual([125, 158, 291]);
    expect(r.masked).toBeGreaterThanOrEqual(141);
    expect(r.kept).toBe(291);
  });

  test('negative control: with redaction off every personal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});
