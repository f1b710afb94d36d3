import { describe, expect, it } from 'vitest';
import { createSqlLexer } from '../sql/sql-lexer.ts';
import { readPrintedParameters } from './printed-parameters.ts';

const lexer = createSqlLexer();

/** What the reader yields, as `position|name=value` (a call `call:…`, a call's argument `arg:…`). */
function read(text: string, withStatement = true): string[] {
  const out: string[] = [];
  readPrintedParameters(text, withStatement, lexer, (p) => {
    const where = p.name ?? String(p.position ?? '-');
    out.push(`${p.kind === 'value' ? '' : p.kind === 'call' ? 'call:' : 'arg:'}${where}=${text.slice(p.start, p.end)}`);
  });
  return out;
}

describe('printed parameters: one reader, each value with its position or name', () => {
  it("reads a driver's own words by position: Hibernate, R2DBC (from 0), Micronaut, MyBatis (a null keeps its position)", () => {
    expect(read('binding parameter [2] as [VARCHAR] - [Ana Souza]\nbinding parameter (3:DATE) <- [1993-02-11]', false)).toEqual(['2=Ana Souza', '3=1993-02-11']);
    expect(read('Bind parameter [0] to: POL-77', false)).toEqual(['1=POL-77']);
    expect(read('Binding parameter at position 2 to value GOLD with data type: STRING', false)).toEqual(['2=GOLD']);
    expect(read('==> Parameters: Zhang Xiaoming(String), null, 202611300019283(Long)', false)).toEqual(['1=Zhang Xiaoming', '3=202611300019283']);
  });

  it('reads names: SQLAlchemy keys, EF Core and NHibernate markers (a description is no value), PostgreSQL $n, Rails pairs', () => {
    expect(read("[parameters: {'full_name': 'Ana Souza', 'n': 3}]", false)).toEqual(['full_name=Ana Souza', 'n=3']);
    expect(read("[Parameters=[@p0='tn-66' (Size = 256), @p1='?' (DbType = Int32)], CommandType='Text']", false)).toEqual(['@p0=tn-66']);
    expect(read("DETAIL:  parameters: $1 = '7731904', $2 = 'sess_Zq81'", false)).toEqual(['$1=7731904', '$2=sess_Zq81']);
    expect(read('UPDATE "u" SET "login" = $1 WHERE "id" = $2  [["login", "okonkwo.chidi"], ["id", 5]]')).toEqual(['login=okonkwo.chidi', 'id=5']);
  });

  it("reads Doctrine's keys as positions, its types not at all; Go's slices apart by blanks; a list the lexer cannot read", () => {
    expect(read('UPDATE p SET a = ? WHERE b = ? (parameters: array{"1":42,"2":"FR-91"}, types: array{"1":1,"2":2})')).toEqual(['1=42', '2=FR-91']);
    expect(read('sql="UPDATE t SET a = $1 WHERE id = $2" args="[31/12/1989  4852179301]"')).toEqual(['1=31/12/1989', '2=4852179301']);
    expect(read('insert into t (a, b) values (?, ?) Params:[(REF-KRAKOW-88Q, email: k@x.io)]')).toEqual(['1=REF-KRAKOW-88Q', 'email=k@x.io']);
  });

  it("reads a call whole and its arguments apart; a list's name counts only beside a statement", () => {
    expect(read("UPDATE p SET at = %s WHERE slug = %s; args=(datetime.date(1990, 1, 2), 'to-pg')")).toEqual(['arg:1=1990', 'arg:2=1', 'arg:3=2', 'call:1=datetime.date(1990, 1, 2)', '2=to-pg']);
    expect(read("retrying job with args=('nightly', 3) after 5s", false)).toEqual([]);
    expect(read("retrying job with args=('nightly', 3) after 5s", true)).toEqual(['1=nightly', '2=3']);
  });

  it('reads a value bound by name anywhere in a text with a statement, once when a list holds it too', () => {
    expect(read("DECLARE @Bsn varchar(9) = N'123456782'; SELECT id FROM p WHERE bsn = @Bsn")).toEqual(['@Bsn=123456782']);
    expect(read("DECLARE @Bsn varchar(9) = N'123456782'; SELECT id FROM p WHERE bsn = @Bsn", false)).toEqual([]);
    expect(read("SELECT 1 FROM t WHERE a = @p0 [Parameters=[@p0='x-1']]")).toEqual(['@p0=x-1']);
  });
});
