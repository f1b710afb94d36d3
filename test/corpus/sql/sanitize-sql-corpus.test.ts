import { describe, expect, it } from 'vitest';
import { SQL_CORPUS, type SqlCorpusEntry } from './sql-corpus.ts';
import { sanitizeSql } from '../../../collector/redaction/sql/sanitize-sql.ts';
import type { SqlDialect } from '../../../collector/redaction/sql/sql-dialect.ts';

const DIALECTS: SqlDialect[] = ['postgresql', 'mysql', 'sqlite', 'mssql', 'clickhouse', 'oracle', 'generic'];

function countByDialect(): Record<SqlDialect, number> {
  const counts = Object.fromEntries(DIALECTS.map((d) => [d, 0])) as Record<SqlDialect, number>;
  for (const e of SQL_CORPUS) counts[e.dialect]++;
  return counts;
}

const label = (e: SqlCorpusEntry) => `${e.dialect}: ${e.name}`;

describe('SQL corpus', () => {
  it('has at least 300 statements across every dialect', () => {
    const counts = countByDialect();
    const pinned = SQL_CORPUS.filter((e) => e.expected !== undefined).length;
    console.log(
      `SQL corpus: ${SQL_CORPUS.length} statements (${pinned} with pinned output)\n` +
        DIALECTS.map((d) => `  ${d.padEnd(11)} ${counts[d]}`).join('\n'),
    );
    expect(SQL_CORPUS.length).toBeGreaterThanOrEqual(300);
    for (const d of DIALECTS) expect(counts[d]).toBeGreaterThanOrEqual(25);
  });

  it('has unique names per dialect', () => {
    const names = SQL_CORPUS.map(label);
    expect(new Set(names).size).toBe(names.length);
  });

  // Negative control: every secret is really in the input, so "not in the output" can fail.
  it.each(SQL_CORPUS.map((e) => [label(e), e] as const))('%s: its secrets are present in the input', (_, e) => {
    for (const secret of e.secrets) expect(e.sql).toContain(secret);
  });

  it.each(SQL_CORPUS.map((e) => [label(e), e] as const))('%s', (_, e) => {
    const result = sanitizeSql(e.sql, e.dialect);

    for (const secret of e.secrets) expect(result.text, `secret ${JSON.stringify(secret)}`).not.toContain(secret);
    expect(result.status).toBe(e.status ?? 'sanitized');
    if (e.expected !== undefined) expect(result.text).toBe(e.expected);
    if (result.status === 'unchanged') expect(result.text).toBe(e.sql);
    if (result.status === 'summarized') expect(result.literalsReplaced).toBe(0);
  });
});
