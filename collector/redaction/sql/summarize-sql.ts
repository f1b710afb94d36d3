/**
 * The fail-closed fallback: from the tokens the lexer was sure of, keep only the operation keywords
 * and the table names (`SELECT orders, customers`, `INSERT archive SELECT orders`), in the spirit of
 * OpenTelemetry's `db.query.summary`. Nothing else from the input is copied, so even when the tokens
 * are a misreading, at most an identifier-shaped word after FROM/JOIN/INTO/… can show.
 */
import { SqlToken, type SqlLexer } from './sql-lexer.ts';

/** Statement-level operations shown in a summary (first word of a statement). */
const OPERATIONS: ReadonlySet<string> = new Set([
  'select', 'insert', 'update', 'delete', 'merge', 'upsert', 'replace', 'create', 'alter', 'drop',
  'truncate', 'rename', 'grant', 'revoke', 'copy', 'call', 'exec', 'execute', 'begin', 'start',
  'commit', 'rollback', 'savepoint', 'release', 'set', 'show', 'use', 'describe', 'explain',
  'analyze', 'vacuum', 'pragma', 'declare', 'lock', 'unlock', 'optimize', 'system', 'attach',
  'detach', 'kill', 'prepare', 'deallocate', 'listen', 'notify', 'unlisten', 'refresh', 'reindex',
  'cluster', 'comment', 'values', 'load', 'do', 'fetch', 'close', 'move', 'reset', 'discard',
  'checkpoint', 'with',
]);

/** Operations that also count inside a statement (INSERT … SELECT, subqueries, after a CTE). */
const NESTED_OPERATIONS: ReadonlySet<string> = new Set(['select', 'insert', 'update', 'delete', 'merge']);

/** Words after which a table name follows. */
const TABLE_INTRODUCERS: ReadonlySet<string> = new Set(['from', 'join', 'into', 'update', 'table', 'copy', 'truncate']);

/** Words between an introducer and the name (`FROM ONLY t`, `TABLE IF NOT EXISTS t`). */
const NAME_PREFIXES: ReadonlySet<string> = new Set(['only', 'lateral', 'if', 'not', 'exists', 'temporary', 'temp', 'table']);

/** Words that end a FROM list item instead of being its alias. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'where', 'join', 'left', 'right', 'inner', 'outer', 'full', 'cross', 'natural', 'on', 'using',
  'group', 'order', 'limit', 'having', 'window', 'union', 'intersect', 'except', 'set', 'values',
  'select', 'returning', 'offset', 'fetch', 'for', 'with', 'final', 'sample', 'prewhere', 'array',
  'settings', 'format', 'into', 'default', 'as', 'from', 'when', 'then', 'lateral', 'partition',
  'tablesample', 'qualify', 'connect', 'start', 'pivot', 'unpivot', 'do',
]);

/** Words that can never be a table name even right after an introducer. */
const NOT_NAMES: ReadonlySet<string> = new Set(['select', 'values', 'unnest', 'with', 'stdin', 'stdout', 'set', 'dual']);

const MAX_TABLES = 16;
const MAX_NAME_CHARS = 128;
const MAX_SUMMARY_CHARS = 256;

/**
 * Summary of the first `tokenLimit` tokens in `lexer` (lexed from `text`). Returns '?' when no
 * operation or table was recognized, so the result is never empty for a non-empty input.
 */
export function summarizeSqlTokens(text: string, lexer: SqlLexer, tokenLimit: number): string {
  const { kinds, starts, ends } = lexer;
  const count = Math.min(tokenLimit, lexer.count);
  const parts: string[] = [];
  let tables: string[] = [];
  let tableTotal = 0;
  let lastOperation = '';
  let statementStart = true;
  let skipStatement = false;

  const flush = (): void => {
    if (tables.length > 0) parts.push(tables.join(', '));
    tables = [];
  };
  const word = (t: number): string => text.slice(starts[t]!, ends[t]!).toLowerCase();
  const nextCode = (t: number): number => {
    let j = t + 1;
    while (j < count && kinds[j] === SqlToken.COMMENT) j++;
    return j;
  };

  /** Reads `name[.name…]` at `t`; returns [name, index after it] or undefined. */
  const readName = (t: number): [string, number] | undefined => {
    // Built from the name tokens only, never one slice: a comment may sit between them.
    const segments: string[] = [];
    let last = -1;
    let j = t;
    while (j < count && (kinds[j] === SqlToken.WORD || kinds[j] === SqlToken.QUOTED_IDENT)) {
      segments.push(text.slice(starts[j]!, ends[j]!));
      last = j;
      const d = nextCode(j);
      if (d < count && kinds[d] === SqlToken.DOT) j = nextCode(d);
      else break;
    }
    if (last === -1) return undefined;
    if (segments.length === 1 && kinds[t] === SqlToken.WORD && NOT_NAMES.has(word(t))) return undefined;
    const name = segments.join('.');
    if (name.length > MAX_NAME_CHARS) return undefined;
    return [name, nextCode(last)];
  };

  const addTable = (name: string): void => {
    if (tableTotal >= MAX_TABLES || tables.includes(name)) return;
    tables.push(name);
    tableTotal++;
  };

  // Parenthesis depth, and whether the current depth is a query (has SELECT/DELETE): a FROM in
  // EXTRACT(YEAR FROM ts) or TRIM(x FROM y) is not a table clause.
  let depth = 0;
  const queryAtDepth: boolean[] = [false];
  let prevKind = 0;

  for (let t = 0; t < count; t++) {
    const k = kinds[t]!;
    if (k === SqlToken.COMMENT) continue;
    const previous = prevKind;
    prevKind = k;
    if (k === SqlToken.SEMICOLON) {
      statementStart = true;
      skipStatement = false;
      depth = 0;
      queryAtDepth[0] = false;
      continue;
    }
    if (k === SqlToken.LPAREN) {
      queryAtDepth[++depth] = false;
      continue;
    }
    if (k === SqlToken.RPAREN) {
      if (depth > 0) depth--;
      continue;
    }
    if (k !== SqlToken.WORD) {
      statementStart = false;
      continue;
    }
    if (skipStatement) continue;
    const w = word(t);
    if (w === 'password' || w === 'identified') {
      // The rest of such a statement may be a secret even when it looks like a name.
      skipStatement = true;
      continue;
    }
    // Inside a statement, INSERT/UPDATE/DELETE/MERGE are operations only right after a parenthesis
    // (subquery, CTE body); elsewhere they are FOR UPDATE, ON DELETE CASCADE, DO UPDATE, THEN INSERT…
    const isOperation =
      OPERATIONS.has(w) &&
      (statementStart ||
        (NESTED_OPERATIONS.has(w) && (w === 'select' || previous === SqlToken.LPAREN || previous === SqlToken.RPAREN)));
    statementStart = false;
    if (isOperation) {
      if (w === 'select' || w === 'delete') queryAtDepth[depth] = true;
      if (w !== 'with' && w !== lastOperation) {
        flush();
        parts.push(w.toUpperCase());
        lastOperation = w;
      }
    }
    if (!TABLE_INTRODUCERS.has(w)) continue;
    if (w === 'update' && !isOperation) continue;
    if (w === 'from' && depth > 0 && !queryAtDepth[depth]) continue;

    let j = nextCode(t);
    while (j < count && kinds[j] === SqlToken.WORD && NAME_PREFIXES.has(word(j))) j = nextCode(j);
    let name = readName(j);
    while (name !== undefined) {
      addTable(name[0]);
      j = name[1];
      if (w !== 'from') break;
      // FROM a [AS] x, b y: skip the alias, then continue after a comma.
      if (j < count && kinds[j] === SqlToken.WORD && word(j) === 'as') j = nextCode(j);
      if (j < count && (kinds[j] === SqlToken.WORD || kinds[j] === SqlToken.QUOTED_IDENT) && !CLAUSE_WORDS.has(word(j))) {
        j = nextCode(j);
      }
      if (j < count && kinds[j] === SqlToken.COMMA) name = readName(nextCode(j));
      else break;
    }
    if (j - 1 > t) {
      t = j - 1;
      prevKind = SqlToken.WORD;
    }
  }
  flush();
  const summary = parts.join(' ');
  if (summary.length === 0) return '?';
  return summary.length > MAX_SUMMARY_CHARS ? summary.slice(0, summary.lastIndexOf(' ', MAX_SUMMARY_CHARS)) : summary;
}
