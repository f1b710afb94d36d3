/**
 * Held-out SQL in six dialects, judged by another implementation. The statements are those of sqlglot's own dialect
 * tests (tests/dialects/test_{mysql,tsql,clickhouse,oracle,sqlite,postgres}.py of sqlglot 30.31.0, read by
 * ./sqlglot_oracle.py): nobody on this team wrote them, and the sanitizer was not tuned on them. The oracle is
 * sqlglot's tokenizer of each dialect (MIT, pure Python, run from its source archive: `scripts/corpus/held-out-corpus.sh
 * sqlglot` fetches it from PyPI into .tools/, never committed), not our lexer.
 *
 * For every statement in which sqlglot finds a literal or a comment, `sanitizeSql` with our dialect of the same
 * database must leave none that sqlglot finds. Negative controls: the inputs hold hundreds of literals per dialect
 * (so the check can fail), and a statement left as it was is reported.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSql } from '../../../collector/redaction/sql/sanitize-sql.ts';
import type { SqlDialect } from '../../../collector/redaction/sql/sql-dialect.ts';
import { REPO_ROOT } from '../../support/all-in-one-process.ts';
import { heldOutCorpus } from '../../support/held-out-corpus.ts';

const ORACLE = path.join(REPO_ROOT, 'test/corpus/sql/sqlglot_oracle.py');
/** sqlglot's dialect names → ours. */
const OURS: Record<string, SqlDialect> = { mysql: 'mysql', tsql: 'mssql', clickhouse: 'clickhouse', oracle: 'oracle', sqlite: 'sqlite', postgres: 'postgresql' };

type Scan = { constants: string[]; comments: string[] } | { error: string };

describe("held-out SQL: sqlglot's dialect tests, judged by sqlglot's tokenizers", () => {
  let corpus = '';
  const python = (args: string[], input?: string): string =>
    execFileSync(process.env.PYTHON ?? 'python3', [ORACLE, ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, PYTHONPATH: corpus, PYTHONIOENCODING: 'utf-8' },
      maxBuffer: 256 * 1024 * 1024,
    });
  const scanAll = (items: Array<{ dialect: string; sql: string }>): Scan[] =>
    python(['scan'], items.map((i) => JSON.stringify(i)).join('\n') + '\n')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Scan);

  beforeAll(() => {
    corpus = heldOutCorpus('sqlglot');
  }, 300_000);

  it('negative control: the oracle reports the literals and comments of statements left as they were', () => {
    expect(
      scanAll([
        { dialect: 'mysql', sql: `SELECT "jane@example.com", 'x', 42 /* note */ FROM t # why` },
        { dialect: 'tsql', sql: `SELECT N'Jane', 0x1F FROM [t] -- why` },
        { dialect: 'postgres', sql: `LOCK TABLE t IN SHARE MODE` },
        { dialect: 'postgres', sql: `SELECT $1, ? FROM t` },
      ]),
    ).toEqual([
      { constants: ['jane@example.com', 'x', '42'], comments: [' note ', ' why'] },
      { constants: ['Jane', '1F'], comments: [' why'] },
      { constants: [], comments: [] },
      { constants: [], comments: [] },
    ]);
  });

  it('leaves no literal and no comment that sqlglot finds, in any of the six dialects', () => {
    const statements = python(['extract', path.join(corpus, 'tests/dialects')])
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { dialect: string; sql: string });
    const before = scanAll(statements);
    const checked = statements.flatMap((s, i) => {
      const b = before[i]!;
      return 'error' in b || (b.constants.length === 0 && b.comments.length === 0) ? [] : [{ ...s, literals: b.constants.length }];
    });
    const results = checked.map((s) => sanitizeSql(s.sql, OURS[s.dialect]!));
    const after = scanAll(results.map((r, i) => ({ dialect: checked[i]!.dialect, sql: r.text })));

    const perDialect: Record<string, { statements: number; withLiterals: number; literals: number; summarized: number; left: number }> = {};
    const failures: string[] = [];
    for (const d of Object.keys(OURS)) perDialect[d] = { statements: 0, withLiterals: 0, literals: 0, summarized: 0, left: 0 };
    for (const s of statements) perDialect[s.dialect]!.statements++;
    checked.forEach((s, i) => {
      const row = perDialect[s.dialect]!;
      row.withLiterals += s.literals > 0 ? 1 : 0;
      row.literals += s.literals;
      if (results[i]!.status === 'summarized') row.summarized++;
      const a = after[i]!;
      if ('error' in a || a.constants.length > 0 || a.comments.length > 0) {
        row.left++;
        failures.push(`${s.dialect}: ${JSON.stringify(a)}\n  in:  ${s.sql.slice(0, 300)}\n  out: ${results[i]!.text.slice(0, 300)}`);
      }
    });
    console.log(
      `sqlglot dialect tests: ${statements.length} statements; per dialect (statements, with literals, literals, summarized, left):\n` +
        Object.entries(perDialect)
          .map(([d, r]) => `  ${d.padEnd(10)} ${r.statements} ${r.withLiterals} ${r.literals} ${r.summarized} ${r.left}`)
          .join('\n'),
    );
    for (const [d, r] of Object.entries(perDialect)) {
      expect(r.withLiterals, d).toBeGreaterThanOrEqual(100);
      expect(r.literals, d).toBeGreaterThanOrEqual(200);
    }
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
