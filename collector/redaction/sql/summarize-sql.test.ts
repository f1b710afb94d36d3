import { describe, expect, it } from 'vitest';
import type { SqlDialect } from './sql-dialect.ts';
import { createSqlLexer, defaultBackslashEscapes } from './sql-lexer.ts';
import { summarizeSqlTokens } from './summarize-sql.ts';

function summarize(text: string, dialect: SqlDialect = 'generic'): string {
  const lexer = createSqlLexer();
  lexer.lex(text, dialect, defaultBackslashEscapes(dialect), text.length);
  return summarizeSqlTokens(text, lexer, lexer.count);
}

describe('summarizeSqlTokens', () => {
  it('shows the operation and the tables of FROM and JOIN', () => {
    expect(summarize('SELECT o.id FROM orders o JOIN customers c ON c.id = o.cid')).toBe('SELECT orders, customers');
  });

  it('follows comma-separated FROM lists past aliases', () => {
    expect(summarize('SELECT * FROM a AS x, b y, c WHERE x.id = y.id')).toBe('SELECT a, b, c');
  });

  it('groups tables under each operation of INSERT … SELECT', () => {
    expect(summarize('INSERT INTO archive SELECT * FROM orders WHERE id < 5')).toBe('INSERT archive SELECT orders');
  });

  it('keeps qualified and quoted names whole', () => {
    expect(summarize('UPDATE "public"."Order Items" SET a = 1', 'postgresql')).toBe('UPDATE "public"."Order Items"');
    expect(summarize('DELETE FROM [dbo].[Users] WHERE 1 = 1', 'mssql')).toBe('DELETE [dbo].[Users]');
  });

  it('lists every statement of a batch', () => {
    expect(summarize('BEGIN; UPDATE accounts SET b = 1; COMMIT')).toBe('BEGIN UPDATE accounts COMMIT');
  });

  it('skips DDL prefixes before the table name', () => {
    expect(summarize('CREATE TABLE IF NOT EXISTS audit (id int)')).toBe('CREATE audit');
    expect(summarize('DROP TABLE IF EXISTS tmp_import')).toBe('DROP tmp_import');
  });

  it('does not take FOR UPDATE, ON DELETE or DO UPDATE for operations', () => {
    expect(summarize('SELECT * FROM jobs FOR UPDATE SKIP LOCKED')).toBe('SELECT jobs');
    expect(summarize('CREATE TABLE t (a int REFERENCES u ON DELETE CASCADE)')).toBe('CREATE t');
    expect(summarize('INSERT INTO kv VALUES (1) ON CONFLICT (k) DO UPDATE SET v = 2')).toBe('INSERT kv');
  });

  it('does not take the FROM of EXTRACT or TRIM for a table clause', () => {
    expect(summarize(`SELECT EXTRACT(YEAR FROM created_at), TRIM(BOTH ' ' FROM name) FROM people`)).toBe('SELECT people');
  });

  it('finds the tables of subqueries and CTE bodies, but a CTE name is not a table', () => {
    expect(summarize('WITH r AS (SELECT * FROM events) SELECT * FROM r WHERE id IN (SELECT id FROM banned)')).toBe('SELECT events, banned');
    expect(summarize('WITH "R" AS (SELECT 1), s(x) AS (SELECT 2) SELECT * FROM r, s, public.r')).toBe('SELECT public.r');
  });

  it('keeps INSERT/UPDATE/DELETE/MERGE after a CTE list and inside CTE bodies', () => {
    expect(summarize('WITH RECURSIVE c(x) AS (VALUES(1) UNION ALL SELECT x+1 FROM c WHERE x<5) INSERT INTO t1 SELECT x FROM c')).toBe('SELECT INSERT t1 SELECT');
    expect(summarize('WITH moved AS (DELETE FROM products RETURNING *) INSERT INTO log SELECT * FROM moved')).toBe('DELETE products INSERT log SELECT');
    expect(summarize('WITH a AS (SELECT 1) UPDATE t SET x = 1')).toBe('SELECT UPDATE t');
  });

  it('lists the statements of a batch written without semicolons, not clause keywords', () => {
    expect(summarize('DECLARE @x int SET @x = 5 UPDATE accounts SET b = @x DELETE FROM sessions', 'mssql')).toBe('DECLARE UPDATE accounts DELETE sessions');
    expect(summarize('CREATE TRIGGER tr AFTER INSERT ON orders FOR EACH ROW BEGIN INSERT INTO audit VALUES (1); END')).toBe('CREATE INSERT audit');
    expect(summarize('GRANT SELECT, INSERT, UPDATE ON t TO bob; SELECT IF(UPDATE(x), 1, 0)')).toBe('GRANT SELECT');
    expect(summarize('ALTER TABLE t UPDATE x = 1 WHERE y = 2', 'clickhouse')).toBe('ALTER t');
  });

  it('names a table written without INTO or FROM, and MERGE USING its source', () => {
    expect(summarize('INSERT IGNORE t0 VALUES (1); DELETE t1 WHERE a = 1', 'mysql')).toBe('INSERT t0 DELETE t1');
    expect(summarize('MERGE INTO t USING s ON (t.id = s.id) WHEN MATCHED THEN UPDATE SET a = 1 DELETE WHERE b = 2', 'oracle')).toBe('MERGE t, s');
  });

  it('with a second reading, uses only words that are code in both', () => {
    const text = "SELECT a FROM t1 WHERE b = 'x' FROM t2";
    const lexer = createSqlLexer();
    lexer.lex(text, 'generic', false, text.length);
    const confirmed = new Uint8Array(text.length);
    confirmed.fill(1, 0, text.indexOf("'")); // the other reading saw a string from the quote on
    expect(summarizeSqlTokens(text, lexer, lexer.count)).toBe('SELECT t1, t2');
    expect(summarizeSqlTokens(text, lexer, lexer.count, confirmed)).toBe('SELECT t1');
  });

  it('shows nothing after PASSWORD or IDENTIFIED', () => {
    expect(summarize('CREATE USER admin IDENTIFIED BY mytable; SELECT 1 FROM t')).toBe('CREATE SELECT t');
  });

  it('never copies a comment that sits inside a qualified name', () => {
    expect(summarize('SELECT * FROM s /* secret */ . t')).toBe('SELECT s.t');
  });

  it('answers ? when nothing is recognized', () => {
    expect(summarize('frobnicate the widgets')).toBe('?');
  });

  it('uses only the tokens it is given', () => {
    const text = 'SELECT * FROM a; DELETE FROM b';
    const lexer = createSqlLexer();
    lexer.lex(text, 'generic', false, text.length);
    expect(summarizeSqlTokens(text, lexer, 4)).toBe('SELECT a');
  });
});
