import { describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SQL_INPUT_CHARS, sanitizeSql } from './sanitize-sql.ts';
import { dialectFromDbSystem, type SqlDialect } from './sql-dialect.ts';

const ALL: SqlDialect[] = ['postgresql', 'mysql', 'sqlite', 'mssql', 'clickhouse', 'oracle', 'googlesql', 'sparksql', 'query', 'script', 'promql', 'generic'];

describe('sanitizeSql: literals', () => {
  it('replaces strings and numbers and keeps identifiers and markers', () => {
    const r = sanitizeSql(`SELECT t1.col_2 FROM t1 WHERE name = 'ann' AND age > 42 AND id = $1`, 'postgresql');
    expect(r).toEqual({ text: 'SELECT t1.col_2 FROM t1 WHERE name = ? AND age > ? AND id = $1', status: 'sanitized', literalsReplaced: 2 });
  });

  it('returns the input itself, unchanged, when there is nothing to hide', () => {
    const sql = 'SELECT id FROM users WHERE id = ?';
    const r = sanitizeSql(sql, 'mysql');
    expect(r.status).toBe('unchanged');
    expect(r.text).toBe(sql);
    expect(r.literalsReplaced).toBe(0);
  });

  it('treats an empty statement as unchanged', () => {
    expect(sanitizeSql('', 'generic')).toEqual({ text: '', status: 'unchanged', literalsReplaced: 0 });
  });

  it('replaces TRUE and FALSE in any case and keeps NULL', () => {
    expect(sanitizeSql('UPDATE f SET a = TRUE, b = false, c = NULL', 'generic').text).toBe('UPDATE f SET a = ?, b = ?, c = NULL');
  });

  it('keeps the minus of a negative number and of a subtraction', () => {
    expect(sanitizeSql('SELECT a-1, -2, b - 3.5e2 FROM t', 'generic').text).toBe('SELECT a-?, -?, b - ? FROM t');
  });

  it('replaces the literal part of DATE, TIMESTAMP and INTERVAL literals', () => {
    expect(sanitizeSql(`SELECT DATE '2024-01-01', TIMESTAMP '2024-01-01 10:00', INTERVAL '1 day'`, 'postgresql').text).toBe(
      'SELECT DATE ?, TIMESTAMP ?, INTERVAL ?',
    );
  });

  it.each([
    ['postgresql', `SELECT E'a\\'b', U&'\\0041', B'01', X'ff', $$x$$, $t$y$t$`, 'SELECT ?, ?, ?, ?, ?, ?'],
    ['mysql', `SELECT 'a\\'b', "c\\"d", x'ff', 0xff, b'01', N'n', 0b11`, 'SELECT ?, ?, ?, ?, ?, ?, ?'],
    ['sqlite', `SELECT 'a''b', X'ff', 0xff, 1e3`, 'SELECT ?, ?, ?, ?'],
    ['mssql', `SELECT N'n''m', 0xff, $12.50, 10MB`, 'SELECT ?, ?, ?, ?'],
    ['clickhouse', `SELECT 'a\\'b', $$h$$, 1_000, x'41', 0b1`, 'SELECT ?, ?, ?, ?, ?'],
    ['oracle', `SELECT q'[a'b]', nq'{c}', N'd', 1.5f, 2d`, 'SELECT ?, ?, ?, ?, ?'],
  ] as const)('recognizes the %s literal forms', (dialect, sql, expected) => {
    expect(sanitizeSql(sql, dialect).text).toBe(expected);
  });

  it('keeps parameter markers of every style', () => {
    const sql = 'SELECT * FROM t WHERE a = ? AND b = $1 AND c = :name AND d = @p AND e = %s AND f = %(n)s AND g = ?2';
    expect(sanitizeSql(sql, 'generic').status).toBe('unchanged');
  });

  it('keeps quoted identifiers of every style', () => {
    expect(sanitizeSql('SELECT "a b", `c`, [d e] FROM x', 'sqlite').status).toBe('unchanged');
    expect(sanitizeSql('SELECT [a], "b" FROM x', 'mssql').status).toBe('unchanged');
  });
});

describe('sanitizeSql: IN lists', () => {
  it('collapses a list made only of literals, counting each', () => {
    const r = sanitizeSql(`SELECT 1 FROM t WHERE a IN ('x', 'y', -3)`, 'generic');
    expect(r.text).toBe('SELECT ? FROM t WHERE a IN (?)');
    expect(r.literalsReplaced).toBe(4);
  });

  it('keeps a list of markers as it is', () => {
    expect(sanitizeSql('SELECT 1 FROM t WHERE a IN (?, ?, ?)', 'mysql').text).toBe('SELECT ? FROM t WHERE a IN (?, ?, ?)');
  });

  it('replaces literals one by one in a list mixing markers and literals', () => {
    expect(sanitizeSql(`SELECT 1 FROM t WHERE a IN ($1, 'x', $2)`, 'postgresql').text).toBe('SELECT ? FROM t WHERE a IN ($1, ?, $2)');
  });

  it('drops a comment between IN and the list instead of copying it', () => {
    const r = sanitizeSql(`SELECT a FROM t WHERE a NOT IN /* key=k-123 */ (1, 2)`, 'postgresql');
    expect(r.text).toBe('SELECT a FROM t WHERE a NOT IN  (?)');
  });

  it('leaves a subquery after IN alone', () => {
    expect(sanitizeSql('SELECT a FROM t WHERE a IN (SELECT b FROM u)', 'generic').status).toBe('unchanged');
  });
});

describe('sanitizeSql: comments', () => {
  it('drops line and block comments', () => {
    const r = sanitizeSql('SELECT a -- password=hunter2\nFROM t /* api_key=sk-1 */ WHERE b = 1', 'postgresql');
    expect(r.text).toBe('SELECT a \nFROM t  WHERE b = ?');
    expect(r.text).not.toContain('hunter2');
    expect(r.text).not.toContain('sk-1');
  });

  it('keeps tokens apart where a comment separated them', () => {
    expect(sanitizeSql('SELECT/*x*/a/*y*/FROM t', 'generic').text).toBe('SELECT a FROM t');
  });

  it('marks a statement whose only change is a dropped comment as sanitized', () => {
    const r = sanitizeSql('SELECT a FROM t -- who=me', 'generic');
    expect(r).toEqual({ text: 'SELECT a FROM t', status: 'sanitized', literalsReplaced: 0 });
  });

  it('lexes a MySQL executable comment as code and drops only its markers', () => {
    expect(sanitizeSql(`SELECT /*!40001 SQL_NO_CACHE */ a FROM t WHERE b = 'x'`, 'mysql').text).toBe('SELECT  SQL_NO_CACHE  a FROM t WHERE b = ?');
  });
});

describe('sanitizeSql: PASSWORD and IDENTIFIED BY', () => {
  it('redacts everything after PASSWORD to the end of that statement only', () => {
    const r = sanitizeSql(`ALTER USER u WITH PASSWORD 'p' VALID UNTIL 'x'; SELECT a FROM t`, 'postgresql');
    expect(r.text).toBe('ALTER USER u WITH PASSWORD ?; SELECT a FROM t');
  });

  it('redacts an unquoted password after IDENTIFIED BY', () => {
    const r = sanitizeSql('CREATE USER scott IDENTIFIED BY tiger', 'oracle');
    expect(r.text).toBe('CREATE USER scott IDENTIFIED BY ?');
    expect(r.literalsReplaced).toBe(1);
  });

  it('redacts after IDENTIFIED WITH a plugin', () => {
    expect(sanitizeSql(`CREATE USER u IDENTIFIED WITH sha256_password BY 'p'`, 'clickhouse').text).toBe('CREATE USER u IDENTIFIED WITH ?');
  });

  it('drops a comment between IDENTIFIED and BY instead of copying it', () => {
    expect(sanitizeSql('CREATE USER x IDENTIFIED /* pw hint: tiger */ BY tiger', 'oracle').text).toBe('CREATE USER x IDENTIFIED  BY ?');
  });

  it('treats PASSWORD in DML as a column name (its values are literals anyway)', () => {
    expect(sanitizeSql(`UPDATE users SET password = 'x' WHERE id = 1`, 'mysql').text).toBe('UPDATE users SET password = ? WHERE id = ?');
  });

  it('matches the keywords in any case', () => {
    expect(sanitizeSql('alter user u identified by pw', 'oracle').text).toBe('alter user u identified by ?');
    expect(sanitizeSql(`create role r password 'x'`, 'postgresql').text).toBe('create role r password ?');
  });
});

describe('sanitizeSql: dialect-specific rewrites', () => {
  it('ClickHouse: SETTINGS values (even bare words) become ?, the FORMAT name stays', () => {
    expect(sanitizeSql('SELECT 1 SETTINGS a = 1, b = fast FORMAT TSV', 'clickhouse').text).toBe('SELECT ? SETTINGS a = ?, b = ? FORMAT TSV');
  });

  it('ClickHouse: INSERT … FORMAT data is one literal', () => {
    expect(sanitizeSql('INSERT INTO t FORMAT CSV\n1,"secret"\n', 'clickhouse').text).toBe('INSERT INTO t FORMAT CSV\n?');
  });

  it('ClickHouse: the key of a map access becomes ?', () => {
    expect(sanitizeSql(`SELECT m['k'] FROM t`, 'clickhouse').text).toBe('SELECT m[?] FROM t');
  });

  it('PostgreSQL: COPY … FROM STDIN data lines are one literal', () => {
    expect(sanitizeSql('COPY t (a) FROM STDIN;\nsecret-row\n\\.\nSELECT 1', 'postgresql').text).toBe('COPY t (a) FROM STDIN;\n?\nSELECT ?');
  });

  it('SQLite: a double-quoted word in a value position is a string', () => {
    expect(sanitizeSql('SELECT "a" FROM "t" WHERE "b" = "secret" AND "c" LIKE "%x%"', 'sqlite').text).toBe(
      'SELECT "a" FROM "t" WHERE "b" = ? AND "c" LIKE ?',
    );
  });

  it('MySQL: a double-quoted word is a string', () => {
    expect(sanitizeSql('SELECT "id" FROM t', 'mysql').text).toBe('SELECT ? FROM t');
  });
});

describe('sanitizeSql: backslashes (decision)', () => {
  it("MySQL: 'a\\'b' is one string", () => {
    expect(sanitizeSql(`SELECT 'a\\'b', 'c'`, 'mysql').text).toBe('SELECT ?, ?');
  });

  it("PostgreSQL: 'C:\\' is a complete string", () => {
    expect(sanitizeSql(`SELECT 'C:\\', 'x'`, 'postgresql').text).toBe('SELECT ?, ?');
  });

  it("PostgreSQL: a MySQL-style 'it\\'s' at the end is sanitized by the only complete reading", () => {
    const r = sanitizeSql(`SELECT * FROM t WHERE a = 'it\\'s'`, 'postgresql');
    expect(r).toEqual({ text: 'SELECT * FROM t WHERE a = ?', status: 'sanitized', literalsReplaced: 1 });
  });

  it("PostgreSQL: 'a\\'b' followed by more SQL fails closed", () => {
    // Read as PostgreSQL, `' AND pin = '` is a string and 4242 code; read with backslash escapes,
    // the reverse. The second reading would show text the first calls a literal (perhaps cut
    // short by truncation), so neither output is safe.
    const r = sanitizeSql(`SELECT * FROM t WHERE a = 'a\\'b' AND pin = '4242'`, 'postgresql');
    expect(r.status).toBe('summarized');
    expect(r.text).toBe('SELECT t');
    expect(r.text).not.toContain('4242');
  });

  it('uses the other reading when it hides strictly more', () => {
    // MySQL default reading: one string then a `#` comment; NO_BACKSLASH_ESCAPES reading: the
    // string ends at \" and `#…` is a comment eating `" ;`. The latter hides a superset.
    const r = sanitizeSql('SELECT "a\\"#b" ; SELECT 1', 'mysql');
    expect(r.status).toBe('sanitized');
    expect(r.text).not.toContain('b"');
  });
});

describe('sanitizeSql: fail closed', () => {
  it.each([
    ['unterminated string', `SELECT * FROM orders WHERE card = '4111 1111 1111 1111`, 'postgresql', 'unterminated-string', 'SELECT orders'],
    ['unterminated E string', `SELECT * FROM orders WHERE note = E'secret\\'`, 'postgresql', 'unterminated-string', 'SELECT orders'],
    ['unterminated comment', 'SELECT a FROM t /* token=secret-tok', 'mysql', 'unterminated-comment', 'SELECT t'],
    ['unterminated dollar quote', 'SELECT $fn$ secret body FROM t', 'postgresql', 'unterminated-dollar-quote', 'SELECT'],
    ['unterminated heredoc', 'SELECT $$secret body', 'clickhouse', 'unterminated-dollar-quote', 'SELECT'],
    ['unterminated q-quote', `SELECT q'[secret body FROM dual`, 'oracle', 'unterminated-string', 'SELECT'],
    ['unterminated quoted identifier', `SELECT "secret col FROM t`, 'generic', 'unterminated-identifier', 'SELECT'],
    ['unterminated bracket identifier', 'SELECT [secret col FROM t', 'mssql', 'unterminated-identifier', 'SELECT'],
    ['unterminated executable comment', `/*!40101 SET x = 'secret-v'`, 'mysql', 'unterminated-comment', 'SET'],
    ['nested comment without nesting', 'SELECT 1 /* a /* b */ secret-c */', 'sqlite', 'nested-comment', 'SELECT'],
    ['stray comment end', 'SELECT secret */ FROM t', 'generic', 'stray-comment-end', 'SELECT'],
    ['backslash outside strings', 'SELECT 1 \\ secret', 'mssql', 'unexpected-character', 'SELECT'],
    ['number running into letters', 'SELECT 12secret FROM t', 'postgresql', 'malformed-number', 'SELECT'],
  ] as const)('%s → summarized without literal text', (_, sql, dialect, reason, summary) => {
    const r = sanitizeSql(sql, dialect);
    expect(r.status).toBe('summarized');
    expect(r.summaryReason).toBe(reason);
    expect(r.text).toBe(summary);
    expect(r.text).not.toMatch(/secret|4111/);
    expect(r.literalsReplaced).toBe(0);
  });

  it('summarizes an input over the size bound from its first part', () => {
    const sql = `SELECT * FROM orders o JOIN customers c ON c.id = o.cid WHERE o.note IN (${Array.from({ length: 20_000 }, (_, i) => `'n-${i}'`).join(', ')})`;
    expect(sql.length).toBeGreaterThan(DEFAULT_MAX_SQL_INPUT_CHARS);
    const r = sanitizeSql(sql, 'postgresql');
    expect(r).toEqual({ text: 'SELECT orders, customers', status: 'summarized', literalsReplaced: 0, summaryReason: 'too-large' });
  });

  it('honours a configured size bound', () => {
    const r = sanitizeSql(`SELECT a FROM t WHERE b = 'x'`, 'generic', { maxInputChars: 10 });
    expect(r.status).toBe('summarized');
    expect(r.summaryReason).toBe('too-large');
  });

  it('never returns literal text for garbage in any dialect', () => {
    for (const dialect of ALL) {
      const r = sanitizeSql(`'x' 'secret-unbalanced`, dialect);
      expect(r.text).not.toContain('secret');
    }
  });
});

describe('sanitizeSql: query languages that are not SQL, and GoogleSQL (the query dialect)', () => {
  const q = (text: string) => sanitizeSql(text, dialectFromDbSystem('neo4j')).text;
  it('reads double quotes as a string (Cypher, AQL, Gremlin, SPARQL), backticks as a name', () => {
    expect(q('MATCH (p:`User Account`) WHERE p.name = "Jane Doe" AND p.id = $id RETURN p')).toBe('MATCH (p:`User Account`) WHERE p.name = ? AND p.id = $id RETURN p');
    expect(q('g.V().has("person", "email", "jane@example.org").values("name")')).toBe('g.V().has(?, ?, ?).values(?)');
    expect(q('c.reason = "fraud ring \\"FR-0917\\""')).toBe('c.reason = ?');
  });
  it('drops //, # and -- comments', () => {
    expect(q('MATCH (c:Card) // flagged for Jane Doe\nRETURN c')).toBe('MATCH (c:Card) \nRETURN c');
    expect(sanitizeSql('SELECT id # owner Noah Schmidt\nFROM `p.crm.t`', dialectFromDbSystem('bigquery')).text).toBe('SELECT id \nFROM `p.crm.t`');
  });
  it("reads GoogleSQL's triple quotes, KQL's triple backticks and a regular expression after =~ as one literal each", () => {
    const g = (text: string) => sanitizeSql(text, dialectFromDbSystem('gcp.spanner')).text;
    expect(g(`UPDATE T SET Body = '''my card "4242" -- was charged twice''' WHERE Id = 7`)).toBe('UPDATE T SET Body = ? WHERE Id = ?');
    expect(g('SELECT * FROM t WHERE body = """line one\nit\'s "quoted" -- not a comment\nline three"""')).toBe('SELECT * FROM t WHERE body = ?');
    expect(sanitizeSql('Payments | where Memo == ```refund for "Dana"\nsecond line``` | count', dialectFromDbSystem('kusto')).text).toBe('Payments | where Memo == ? | count');
    expect(sanitizeSql('SELECT amount FROM payments WHERE customer =~ /^Ng(u|o)yen Van/ AND x !~ /a\\/b/', dialectFromDbSystem('influxdb')).text).toBe(
      'SELECT amount FROM payments WHERE customer =~ ? AND x !~ ?',
    );
  });
  it('reads code that looks like a comment as code: Cypher edges, IRIs; a -- with a quote after it on its line fails closed', () => {
    expect(q('MATCH (a)<--(b)--(c)-->(d) WHERE a.x = 5 RETURN a')).toBe('MATCH (a)<--(b)--(c)-->(d) WHERE a.x = ? RETURN a');
    const edge = sanitizeSql('MATCH (a)-->(b) SET b.bio = "Lives at\nBaker Street -- flat 2", b.x = "y" RETURN a', dialectFromDbSystem('neo4j'));
    expect(edge.status).toBe('summarized');
    expect(edge.text).not.toMatch(/Baker|Lives/);
    const sparql = sanitizeSql('INSERT DATA { <http://ex.org/a> <http://ex.org/schema#bio> """Alice lives at\n12 Baker Street""" . }', dialectFromDbSystem('sparql'));
    expect(sparql.text).toBe('INSERT DATA { <http://ex.org/a> <http://ex.org/schema#bio> ? . }');
    // A `//` or `#` comment holding a quote fails closed (it may be in an IRI the lexer did not read whole: `<#me>`).
    expect(sanitizeSql('MATCH (n) // owner\'s note: "Jane\nRETURN n', dialectFromDbSystem('neo4j'))).toMatchObject({ status: 'summarized' });
    expect(sanitizeSql('INSERT DATA { <#me> :note """first line\nSECRET words "x"""" ; :n "PW1" }', dialectFromDbSystem('sparql')).text).not.toMatch(/SECRET|PW1/);
    expect(sanitizeSql("UPDATE #12:3 SET bio = 'Hello\nmy SECRET is hunter2 # not shared', x = 1", dialectFromDbSystem('orientdb')).text).not.toMatch(/SECRET|hunter2/);
  });
  it('reads triple quotes as GoogleSQL does, and fails closed where the languages of a dialect would read them apart', () => {
    const attack = "SELECT * FROM t WHERE a = '''a' AND b = '''b' AND c = 'SECRET' AND d = '#'";
    for (const system of ['elasticsearch', 'spark', 'couchbase', 'neo4j', 'kusto']) {
      expect(sanitizeSql(attack, dialectFromDbSystem(system)).text, system).not.toContain('SECRET');
    }
    expect(sanitizeSql('SELECT `a\\`b` AS x, \'SECRET\' AS y -- `\nFROM t', dialectFromDbSystem('bigquery')).text).not.toContain('SECRET');
    expect(sanitizeSql("UPDATE user:⟨o'brien⟩ SET pw = 'SECRET', note = '#'", dialectFromDbSystem('surrealdb')).text).not.toContain('SECRET');
    expect(sanitizeSql("SELECT * FROM ⟨o'brien⟩, 'SECRET'", dialectFromDbSystem('surrealdb')).text).toBe('SELECT * FROM ?, ?');
    expect(sanitizeSql("db.c.find({n: i++ / 2, s: '/ SECRET', t: '#'})", 'script').text).not.toContain('SECRET');
    expect(sanitizeSql('SELECT x FROM m WHERE v =~ /* c */ /SECRET/', dialectFromDbSystem('neo4j')).text).not.toContain('SECRET');
  });
  it('reads a regular expression where JavaScript does, and a division after a value or a closing brace', () => {
    const m = (text: string) => sanitizeSql(text, 'script').text;
    expect(m('db.users.find({ $where: function() { return /alice_smith/.test(this.name) } })')).toBe('db.users.find({ $where: function() { return ?.test(this.name) } })');
    expect(m('db.u.find({ a: typeof /x_alice/, b: x ? /alice_smith/ : /bob_jones/, c: /^\\/home[/]alice_smith/i })')).toBe('db.u.find({ a: typeof ?, b: x ? ? : ?, c: ? })');
    expect(sanitizeSql('x{job="api"} / y{job="web"} * 100', dialectFromDbSystem('prometheus')).text).toBe('x{job=?} / y{job=?} * ?');
    expect(sanitizeSql('regexp.matchRegexpString(r: /alice_smith/, v: r.user)', dialectFromDbSystem('influxdb')).text).toBe('regexp.matchRegexpString(r: ?, v: r.user)');
  });
  it('tries both readings of a backslash: a KQL verbatim string and a PromQL raw string do not escape', () => {
    const kql = sanitizeSql('Events | where Path startswith @"C:\\Users\\" and Account == "jsmith" and Url == "https://evil.example/x"', dialectFromDbSystem('kusto'));
    expect(kql.text).not.toMatch(/jsmith|evil/);
    expect(sanitizeSql('up{serial=`SN\\`-8842`, x="jsmith"}', dialectFromDbSystem('prometheus')).text).not.toMatch(/8842|jsmith/);
  });
  it('negative control: read as generic SQL, the double-quoted value is a name and stays', () => {
    expect(sanitizeSql('MATCH (p) WHERE p.name = "Jane Doe" RETURN p', 'generic').text).toContain('Jane Doe');
  });
});
