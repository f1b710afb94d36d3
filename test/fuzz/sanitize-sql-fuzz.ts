/**
 * `node --import tsx test/fuzz/sanitize-sql-fuzz.ts [runsPerDialect] [seed]` — a soak
 * run, not a test: generated statements (sql-statement-arbitrary) mutated the ways real telemetry
 * breaks them — cut off at a random point, or given a `'\'` string that flips every later quote under
 * one backslash convention — and sanitized; prints, per dialect, how many outputs were checked,
 * how many were summaries, and every literal that showed up in an output (a leak).
 *
 * The oracle: with no mutation or a cut, every literal still whole in the text must be hidden. An
 * inserted `'\'` changes what is a literal under one of the two readings, so there a literal of the
 * original statement counts as leaked only when the output is a summary (sanitized outputs follow
 * sanitize-sql.ts's choice between readings, which the property and corpus tests pin).
 */
import fc from 'fast-check';
import { sanitizeSql } from '../../collector/redaction/sql/sanitize-sql.ts';
import type { SqlDialect } from '../../collector/redaction/sql/sql-dialect.ts';
import { sqlStatementArb } from '../support/sql/sql-statement-arbitrary.ts';

const DIALECTS: SqlDialect[] = ['postgresql', 'mysql', 'sqlite', 'mssql', 'clickhouse', 'oracle', 'generic'];
const runs = Number(process.argv[2] ?? 5000);
const seed = Number(process.argv[3] ?? Date.now() % 100000);
const compact = (s: string) => s.replace(/\s+/g, '');

type Mutation = { kind: 'none' } | { kind: 'truncate'; at: number } | { kind: 'backslash-string'; at: number };
const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'none' }),
  fc.double({ min: 0, max: 1, noNaN: true }).map((at): Mutation => ({ kind: 'truncate', at })),
  fc.double({ min: 0, max: 1, noNaN: true }).map((at): Mutation => ({ kind: 'backslash-string', at })),
);

let leaks = 0;
let readingDependent = 0;
for (const dialect of DIALECTS) {
  let checked = 0;
  let summarized = 0;
  const samples = fc.sample(fc.tuple(sqlStatementArb(dialect), mutationArb), { numRuns: runs, seed });
  for (const [c, m] of samples) {
    let sql = c.sql;
    if (m.kind === 'truncate') sql = sql.slice(0, Math.floor(sql.length * m.at));
    if (m.kind === 'backslash-string') {
      // Insert at a blank, so that no token of the statement is split.
      const blanks = [...sql.matchAll(/ /g)].map((x) => x.index);
      if (blanks.length === 0) continue;
      const at = blanks[Math.floor(m.at * blanks.length)]!;
      sql = `${sql.slice(0, at)} '\\' ${sql.slice(at)}`;
    }
    const skeleton = compact(c.expectedTokens.join(' '));
    const result = sanitizeSql(sql, dialect);
    checked++;
    if (result.status === 'summarized') summarized++;
    const out = compact(result.text);
    for (const secret of c.secrets) {
      const v = compact(secret);
      // Only values still whole in the mutated text can show whole.
      if (v.length < 3 || !compact(sql).includes(v) || skeleton.includes(v)) continue;
      if (out.includes(v)) {
        if (m.kind === 'backslash-string' && (result.status !== 'summarized' || v === "'\\'")) {
          readingDependent++;
          continue;
        }
        leaks++;
        console.log(`LEAK ${dialect} ${m.kind}: ${JSON.stringify(secret)}\n  input  ${JSON.stringify(sql)}\n  output ${JSON.stringify(result.text)}`);
      }
    }
  }
  console.log(`${dialect.padEnd(10)} checked ${checked}, summarized ${summarized}`);
}
console.log(`seed ${seed}: ${leaks} leaks (${readingDependent} literals of the unmutated statement shown as code by the reading sanitize-sql chose)`);
process.exitCode = leaks > 0 ? 1 : 0;
