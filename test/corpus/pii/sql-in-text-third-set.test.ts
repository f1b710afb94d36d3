/**
 * A third held-out set of SQL statements written into the free text of log records (`sql-in-text-third-set.data.ts`),
 * written on 2026-12-07 (session 41) by a helper that had read neither the detectors nor other test data and did not run
 * the engine, told to favour what the first two sets did not have: 131 OTLP log records — developers' hand-written SQL
 * in sentence and mixed case, Oracle (SQL*Plus, ORA- errors, q'[…]' quotes, a 10046 trace's binds, PL/SQL blocks), DB2,
 * Informix, SAP HANA, Teradata, Sybase, Firebird, Vertica, Redshift, BigQuery, ClickHouse, DuckDB, Trino, Databricks,
 * dbt, Liquibase, Flyway, Airflow, GORM, sqlboiler, pgx v5, linq2db, Dapper, RepoDB, Doctrine, Propel, CakePHP,
 * CodeIgniter, Yii, ROM, Ecto, tokio-postgres, sea-query, Exposed, jOOQ, Quill, Doobie, ScalikeJDBC, Prisma, Sequelize,
 * pg-promise, SQLModel, Peewee, asyncpg, encode/databases, pgAudit, MySQL's general and slow logs, SQL Server's Extended
 * Events and deadlock graphs, auto_explain, LLM agents' tool calls; MySQL's double-quoted strings, multi-line literals,
 * CASE/window/IN lists — 272 literal values in 99 records and 391 other strings, among them 32 records of prose in four
 * languages, chat, release notes, identifiers and placeholder-only statements.
 *
 * Before the rule (8c3f955): **46 of 272** masked, 387 of 391 kept. As written, on the rule after the first two sets'
 * fixes (e47d80e), so that it measures it untuned: **226 of 272 (83 %)**, 386 kept. After the class fixes it prompted:
 * a statement's keyword capitalized (hand-written "Select * from …", "Update … Set"; such a statement needs a literal
 * after an operator, a value's keyword or in a list of values, so "Delete from your cart … (2 items)" stays); MySQL's
 * and SQLite's double-quoted strings where a value stands, unless the statement quotes names with double quotes; a list
 * printed on the statement's line (Ecto's `[…]`, Dapper's `{…}`; a list with a comma, a quote or a number, not SQL
 * Server's `[name]`); a literal that goes on over the next lines; the select list with comparisons and quotes (CASE
 * WHEN); SKIP/FIRST and a type's size (`nvarchar(256)`) kept; Oracle's q-quotes, PL/SQL's `BEGIN pkg.proc(…); END;`,
 * EXEC with arguments, a 10046 trace's `Bind#n … value="…"`; HANA's UPSERT without INTO, Teradata's SEL, DECLARE and
 * numbers bound by name (`SET @minTotal = 1250.50`); ClickHouse's "While processing <expression>", BigQuery's
 * `--parameter=name:TYPE:value`, pgAudit's parameter field, a list's name in any case (`Args:`, `arguments =`); a
 * statement passed as an argument read as a statement (an LLM tool call's `arguments={"query":"UPDATE …"}`); and two
 * older rules' over-reads — `"hashed_password" FROM` read as a password told, `` AS `Account` WHERE `` as a login:
 * **270 of 272**, 390 kept.
 * Left (2): BigQuery's structured `queryParameters` (each value under `parameterValue.value`), and a CSV file's name a
 * COPY writes that the next statement reads as its table (`FROM 'export_nordics_q4.csv'`, no literal's place). The other
 * string lost holds a URL's query values (`?page=2&sort=updated_at`), masked by the URL_QUERY rule by design.
 */
import { describe, expect, test } from 'vitest';
import { SQL_IN_TEXT_THIRD_SET } from './sql-in-text-third-set.data.ts';
import { describeResult, measureLogRecords } from './log-records-measure.ts';

const measure = (enabled: boolean) => measureLogRecords(SQL_IN_TEXT_THIRD_SET, enabled);

describe('SQL statements written into log records: third held-out set', () => {
  test('masks at least 270 of the 272 literal values and keeps at least 390 of the 391 other strings (prints the misses)', async () => {
    const r = await measure(true);
    console.log(describeResult('sql in text, third set', r));
    expect([SQL_IN_TEXT_THIRD_SET.length, r.canaries, r.keeps]).toEqual([131, 272, 391]);
    expect(r.masked).toBeGreaterThanOrEqual(270);
    expect(r.kept).toBeGreaterThanOrEqual(390);
  });

  test('negative control: with redaction off every literal value is still there', async () => {
    expect((await measure(false)).masked).toBe(0);
  });
});
