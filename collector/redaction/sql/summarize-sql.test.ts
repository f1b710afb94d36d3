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

  it('finds the tables of subqueries and CTEs', () => {
    expect(summarize('WITH r AS (SELECT * FROM events) SELECT * FROM r WHERE id IN (SELECT id FROM banned)')).toBe('SELECT events, r, banned');
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
