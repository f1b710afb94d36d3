import { describe, expect, it } from 'vitest';
import type { SqlDialect } from './sql-dialect.ts';
import { createSqlLexer, defaultBackslashEscapes, SqlToken, unquoteName, type SqlLexResult } from './sql-lexer.ts';

const KIND_NAMES = Object.fromEntries(Object.entries(SqlToken).map(([name, kind]) => [kind, name]));

/** `KIND:text` for every token, for readable assertions. */
function lex(text: string, dialect: SqlDialect, backslash = defaultBackslashEscapes(dialect)): { result: SqlLexResult; tokens: string[]; ambiguousAt: number } {
  const lexer = createSqlLexer();
  const result = lexer.lex(text, dialect, backslash, text.length);
  const tokens: string[] = [];
  for (let t = 0; t < lexer.count; t++) tokens.push(`${KIND_NAMES[lexer.kinds[t]!]}:${text.slice(lexer.starts[t], lexer.ends[t])}`);
  return { result, tokens, ambiguousAt: lexer.firstAmbiguousToken };
}

describe('sql lexer', () => {
  it('splits a statement into words, literals, markers and punctuation', () => {
    expect(lex(`SELECT a.b, 'x' FROM t WHERE c = $1;`, 'postgresql').tokens).toEqual([
      'WORD:SELECT', 'WORD:a', 'DOT:.', 'WORD:b', 'COMMA:,', "STRING:'x'", 'WORD:FROM', 'WORD:t', 'WORD:WHERE', 'WORD:c',
      'OPERATOR:=', 'PARAM:$1', 'SEMICOLON:;',
    ]);
  });

  it('ends a dollar quote only at its own tag, so inner tags are body text', () => {
    const { tokens } = lex('DO $a$ x $b$ y $b$ z $a$;', 'postgresql');
    expect(tokens).toEqual(['WORD:DO', 'STRING:$a$ x $b$ y $b$ z $a$', 'SEMICOLON:;']);
  });

  it('reads $1 as a marker and a$b as one identifier', () => {
    expect(lex('SELECT a$b, $1', 'postgresql').tokens).toEqual(['WORD:SELECT', 'WORD:a$b', 'COMMA:,', 'PARAM:$1']);
  });

  it('reads :: as a cast, not as a named marker', () => {
    expect(lex(`SELECT x::text, :name`, 'postgresql').tokens).toEqual(['WORD:SELECT', 'WORD:x', 'OPERATOR:::', 'WORD:text', 'COMMA:,', 'PARAM::name']);
  });

  it('reads PostgreSQL ?| as an operator and a lone ? as a marker', () => {
    expect(lex(`SELECT a ?| b, ?`, 'postgresql').tokens).toEqual(['WORD:SELECT', 'WORD:a', 'OPERATOR:?', 'OPERATOR:|', 'WORD:b', 'COMMA:,', 'PARAM:?']);
  });

  it('keeps a[1:2] a slice in PostgreSQL and :1 a bind in Oracle', () => {
    expect(lex('SELECT a[1:2]', 'postgresql').tokens).toContain('NUMBER:2');
    expect(lex('SELECT :1 FROM dual', 'oracle').tokens).toContain('PARAM::1');
  });

  it('reads Oracle q-quotes with paired and unpaired delimiters', () => {
    expect(lex(`SELECT q'[a']b]', Q'!c'd!', nq'<e>' FROM dual`, 'oracle').tokens).toEqual([
      'WORD:SELECT', "STRING:q'[a']b]'", 'COMMA:,', "STRING:Q'!c'd!'", 'COMMA:,', "STRING:nq'<e>'", 'WORD:FROM', 'WORD:dual',
    ]);
  });

  it('reads SQL Server brackets, temp tables, variables and money', () => {
    expect(lex('SELECT [a]]b], @p, @@ROWCOUNT, $1.50 FROM #t', 'mssql').tokens).toEqual([
      'WORD:SELECT', 'QUOTED_IDENT:[a]]b]', 'COMMA:,', 'PARAM:@p', 'COMMA:,', 'PARAM:@@ROWCOUNT', 'COMMA:,', 'NUMBER:$1.50', 'WORD:FROM', 'WORD:#t',
    ]);
  });

  it('reads [ as a subscript outside SQL Server and SQLite', () => {
    expect(lex(`SELECT m['k']`, 'clickhouse').tokens).toEqual(['WORD:SELECT', 'WORD:m', 'LBRACKET:[', "STRING:'k'", 'RBRACKET:]']);
  });

  it('reads ClickHouse {name:Type} parameters and tuple access', () => {
    expect(lex('SELECT t.1, {p:Array(String)}', 'clickhouse').tokens).toEqual([
      'WORD:SELECT', 'WORD:t', 'DOT:.', 'NUMBER:1', 'COMMA:,', 'PARAM:{p:Array(String)}',
    ]);
  });

  it('accepts only type-name characters in a ClickHouse {name:Type}, since the token is copied', () => {
    expect(lex('SELECT {m:Map(String, UInt8)}', 'clickhouse').tokens).toEqual(['WORD:SELECT', 'PARAM:{m:Map(String, UInt8)}']);
    expect(lex("SELECT {d:DateTime64(3, 'UTC')}", 'clickhouse').tokens).toContain("STRING:'UTC'");
    expect(lex('SELECT {x: a@b.c}', 'clickhouse').tokens[1]).toBe('LBRACE:{');
  });

  it('reads identifiers that start with digits only where the dialect allows them', () => {
    expect(lex('SELECT 1col', 'mysql').tokens).toEqual(['WORD:SELECT', 'WORD:1col']);
    expect(lex('SELECT 1col', 'postgresql').result).toEqual({ ok: false, failure: 'malformed-number', failedAt: 7 });
  });

  it('reads MySQL double quotes as strings and ClickHouse double quotes as identifiers', () => {
    expect(lex('SELECT "x"', 'mysql').tokens).toEqual(['WORD:SELECT', 'STRING:"x"']);
    expect(lex('SELECT "x"', 'clickhouse').tokens).toEqual(['WORD:SELECT', 'QUOTED_IDENT:"x"']);
  });

  it('reads # per dialect: comment, operator, temp table', () => {
    expect(lex('SELECT 1 # c', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:1', 'COMMENT:# c']);
    expect(lex('SELECT a #> b', 'postgresql').tokens).toContain('OPERATOR:#');
    expect(lex('SELECT 1 #c', 'clickhouse').result).toMatchObject({ ok: false, failure: 'unexpected-character' });
  });

  it('nests block comments only where the dialect does', () => {
    expect(lex('SELECT /* a /* b */ c */ 1', 'postgresql').tokens).toEqual(['WORD:SELECT', 'COMMENT:/* a /* b */ c */', 'NUMBER:1']);
    expect(lex('SELECT /* a /* b */ c */ 1', 'mysql').result).toMatchObject({ ok: false, failure: 'nested-comment' });
  });

  it('records where a backslash stands before a quote, and only in settings-dependent strings', () => {
    expect(lex(`SELECT 'a', 'b\\'`, 'postgresql').ambiguousAt).toBe(3);
    expect(lex(`SELECT E'b\\'c'`, 'postgresql').ambiguousAt).toBe(-1);
    expect(lex(`SELECT 'a\\\\'`, 'mysql').ambiguousAt).toBe(-1);
  });

  it('lexes the same text differently under the two backslash conventions', () => {
    const text = `SELECT 'a\\', b`;
    expect(lex(text, 'postgresql', false).tokens).toEqual(['WORD:SELECT', "STRING:'a\\'", 'COMMA:,', 'WORD:b']);
    expect(lex(text, 'postgresql', true).result).toMatchObject({ ok: false, failure: 'unterminated-string' });
  });

  it('reports where an unterminated construct starts', () => {
    expect(lex(`SELECT 1, 'abc`, 'generic').result).toEqual({ ok: false, failure: 'unterminated-string', failedAt: 10 });
  });

  it('stops at the end index', () => {
    const lexer = createSqlLexer();
    expect(lexer.lex(`SELECT 'abc' FROM t`, 'generic', false, 6)).toEqual({ ok: true });
    expect(lexer.count).toBe(1);
  });

  it('grows its buffers for long inputs', () => {
    const text = Array.from({ length: 5000 }, (_, i) => `c${i}`).join(', ');
    const lexer = createSqlLexer();
    expect(lexer.lex(text, 'generic', false, text.length)).toEqual({ ok: true });
    expect(lexer.count).toBe(9999);
  });

  describe('comment rules per dialect, as each server reads them', () => {
    it('MySQL/MariaDB: -- is a comment only before a blank, a control character or the end', () => {
      expect(lex('SELECT 10--5', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'OPERATOR:-', 'OPERATOR:-', 'NUMBER:5']);
      expect(lex('SELECT 10-- 5', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'COMMENT:-- 5']);
      expect(lex('SELECT 10--\t5', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'COMMENT:--\t5']);
      expect(lex('SELECT 10--', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'COMMENT:--']);
      expect(lex('SELECT 10---1', 'mysql').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'OPERATOR:-', 'OPERATOR:-', 'OPERATOR:-', 'NUMBER:1']);
      expect(lex('SELECT 1--\u00a0x', 'mysql').result).toMatchObject({ ok: false, failure: 'ambiguous-comment' });
    });

    it('PostgreSQL, SQL Server, SQLite, ClickHouse and Oracle: -- always starts a comment', () => {
      for (const d of ['postgresql', 'mssql', 'sqlite', 'clickhouse', 'oracle'] as const) {
        expect(lex('SELECT 10--5', d).tokens, d).toEqual(['WORD:SELECT', 'NUMBER:10', 'COMMENT:--5']);
      }
    });

    it('generic: --x is a comment unless the rest of the line could open something', () => {
      expect(lex('SELECT 10--5 x\nFROM t', 'generic').tokens).toEqual(['WORD:SELECT', 'NUMBER:10', 'COMMENT:--5 x', 'WORD:FROM', 'WORD:t']);
      expect(lex("SELECT 10--5, 'x'", 'generic').result).toMatchObject({ ok: false, failure: 'ambiguous-comment' });
      expect(lex("SELECT 10 -- 5, 'x'", 'generic').result).toEqual({ ok: true });
      // `#` likewise: a MySQL comment, PostgreSQL's XOR.
      expect(lex('SELECT 5 # 3\nFROM t', 'generic').tokens).toEqual(['WORD:SELECT', 'NUMBER:5', 'COMMENT:# 3', 'WORD:FROM', 'WORD:t']);
      expect(lex("SELECT 5 # 'a\nFROM alice\n'", 'generic').result).toMatchObject({ ok: false, failure: 'ambiguous-comment' });
    });

    it('line comments end at LF (MySQL, SQLite, ClickHouse), CR or LF (PostgreSQL), and fail closed on a lone CR elsewhere', () => {
      const text = 'SELECT 1 -- a\rb\nFROM t';
      expect(lex(text, 'mysql').tokens).toContain('COMMENT:-- a\rb');
      expect(lex(text, 'sqlite').tokens).toContain('COMMENT:-- a\rb');
      expect(lex(text, 'clickhouse').tokens).toContain('COMMENT:-- a\rb');
      expect(lex(text, 'postgresql').tokens).toEqual(['WORD:SELECT', 'NUMBER:1', 'COMMENT:-- a', 'WORD:b', 'WORD:FROM', 'WORD:t']);
      for (const d of ['mssql', 'oracle', 'generic'] as const) expect(lex(text, d).result, d).toMatchObject({ ok: false, failure: 'ambiguous-comment' });
      expect(lex('SELECT 1 -- a\r\nFROM t', 'mssql').result).toEqual({ ok: true });
      expect(lex('SELECT 1 # a\rb\n', 'mysql').tokens).toContain('COMMENT:# a\rb');
    });

    it('MariaDB /*M!NNNNN … */ is executed code like /*!NNNNN … */', () => {
      expect(lex("/*M!100100 SELECT 'x' */", 'mysql').tokens).toEqual(['COMMENT:/*M!100100', 'WORD:SELECT', "STRING:'x'", 'COMMENT:*/']);
    });

    it('a NUL ends what can be read', () => {
      expect(lex("SELECT 'a\u0000b' FROM t", 'mysql').result).toMatchObject({ ok: false });
      expect(lex('SELECT 1 \u0000 FROM t', 'postgresql').result).toEqual({ ok: false, failure: 'unexpected-character', failedAt: 9 });
    });
  });

  describe('variables and non-ASCII characters per dialect', () => {
    it('SQLite: $ @ : # variables with :: runs and a (…) suffix, as its tokenizer reads them', () => {
      expect(lex("SELECT $::i, $a::b, :c::d, @e(f), #g, $v('), ?7", 'sqlite').tokens).toEqual([
        'WORD:SELECT', 'PARAM:$::i', 'COMMA:,', 'PARAM:$a::b', 'COMMA:,', 'PARAM::c::d', 'COMMA:,', 'PARAM:@e(f)', 'COMMA:,', 'PARAM:#g', 'COMMA:,', "PARAM:$v(')", 'COMMA:,', 'PARAM:?7',
      ]);
      for (const illegal of ['SELECT $', 'SELECT $::', 'SELECT @@x', 'SELECT $f(g h)', 'SELECT #', 'SELECT a::int']) {
        expect(lex(illegal, 'sqlite').result, illegal).toMatchObject({ ok: false, failure: 'unexpected-character' });
      }
    });

    it('ClickHouse: Unicode blanks separate tokens, other non-ASCII characters are errors', () => {
      expect(lex('SELECT\u00a04242\u3000AS x', 'clickhouse').tokens).toEqual(['WORD:SELECT', 'NUMBER:4242', 'WORD:AS', 'WORD:x']);
      expect(lex('SELECT café', 'clickhouse').result).toMatchObject({ ok: false, failure: 'unexpected-character' });
      expect(lex("SELECT 'café'", 'clickhouse').result).toEqual({ ok: true });
    });

    it('PostgreSQL, MySQL and SQLite: non-ASCII characters, NBSP included, are identifier characters', () => {
      for (const d of ['postgresql', 'mysql', 'sqlite'] as const) expect(lex('SELECT a\u00a0b', d).tokens, d).toEqual(['WORD:SELECT', 'WORD:a\u00a0b']);
    });

    it('SQL Server, Oracle and generic: a Unicode blank outside quotes fails closed', () => {
      for (const d of ['mssql', 'oracle', 'generic'] as const) {
        expect(lex('SELECT x =\u00a04242', d).result, d).toMatchObject({ ok: false, failure: 'unexpected-character' });
        expect(lex('SELECT café', d).result, d).toEqual({ ok: true });
      }
    });

    it('ClickHouse heredoc tags are anything up to the next $', () => {
      expect(lex("SELECT $a b$ x 'y $a b$, $x, $1", 'clickhouse').tokens).toEqual(['WORD:SELECT', "STRING:$a b$ x 'y $a b$", 'COMMA:,', 'WORD:$x', 'COMMA:,', 'PARAM:$1']);
      expect(lex('SELECT $doc$ never closed', 'clickhouse').result).toMatchObject({ ok: false, failure: 'unterminated-dollar-quote' });
    });
  });
});

describe('unquoteName', () => {
  it('reads a name without its blanks and quotes, whichever quotes and each end alone', () => {
    const names = ['"Order Items"', '`email`', '[Email]', "'user_id'", ' full_name ', '"postcode', 'phone]', 'plain', '""', ''];
    expect(names.map(unquoteName)).toEqual(['Order Items', 'email', 'Email', 'user_id', 'full_name', 'postcode', 'phone', 'plain', '', '']);
  });
});
