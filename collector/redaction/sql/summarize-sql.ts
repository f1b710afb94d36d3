/**
 * The fail-closed fallback: from the tokens the lexer was sure of, keep only the operation keywords
 * and the table names of every statement (`SELECT orders, customers`, `INSERT archive SELECT orders`,
 * `SET INSERT t0 SELECT u0` for a batch), in the spirit of OpenTelemetry's `db.query.summary`. CTE
 * names are not tables. Nothing else from the input is copied, so even when the tokens are a
 * misreading, at most an identifier-shaped word after FROM/JOIN/INTO/… can show; with a second
 * reading of the text (`confirmed`), only words that are code in both readings are used.
 */
import { SqlToken, unquoteName, type SqlLexer } from './sql-lexer.ts';

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

/**
 * Words after which INSERT/UPDATE/DELETE/MERGE are part of a clause, not a statement of a batch
 * (FOR UPDATE, ON DELETE CASCADE, DO UPDATE, THEN INSERT, BEFORE UPDATE OF, GRANT INSERT, …).
 */
const CLAUSE_BEFORE_DML: ReadonlySet<string> = new Set([
  'for', 'on', 'do', 'then', 'of', 'before', 'after', 'instead', 'key', 'or', 'and', 'grant', 'revoke', 'to',
  'not', 'no', 'each', 'by', 'when', 'else', 'is', 'as', 'into', 'from', 'table',
]);

/** Words between INSERT/DELETE/MERGE and a table named without INTO/FROM (`INSERT IGNORE t`, T-SQL `DELETE t`). */
const DML_MODIFIERS: ReadonlySet<string> = new Set([
  'ignore', 'low_priority', 'delayed', 'high_priority', 'quick', 'or', 'replace', 'abort', 'fail', 'rollback',
]);

/** After these, INSERT/DELETE/MERGE already has its table introducer (or no table). */
const DML_TARGET_WORDS: ReadonlySet<string> = new Set(['into', 'from', 'table', 'overwrite', 'top', 'select', 'values', 'with', 'where', 'default', 'using']);

/** Words that can never be a table name even right after an introducer. */
const NOT_NAMES: ReadonlySet<string> = new Set(['select', 'values', 'unnest', 'with', 'stdin', 'stdout', 'set', 'dual']);

const MAX_TABLES = 64;
const MAX_NAME_CHARS = 128;
const MAX_SUMMARY_CHARS = 1024;

/**
 * Summary of the first `tokenLimit` tokens in `lexer` (lexed from `text`). With `confirmed` (1 for
 * every character that another reading of the text lexes as part of a word or quoted identifier), a
 * word is used only where every character of it is confirmed. Returns '?' when no operation or
 * table was recognized, so the result is never empty for a non-empty input.
 */
export function summarizeSqlTokens(text: string, lexer: SqlLexer, tokenLimit: number, confirmed: Uint8Array | null = null): string {
  const { kinds, starts, ends } = lexer;
  const count = Math.min(tokenLimit, lexer.count);
  const parts: string[] = [];
  let tables: string[] = [];
  let tableTotal = 0;
  let lastOperation = '';

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
  const usable = (t: number): boolean => {
    if (confirmed === null) return true;
    for (let i = starts[t]!; i < ends[t]!; i++) if (confirmed[i] !== 1) return false;
    return true;
  };
  const isName = (t: number): boolean => t < count && (kinds[t] === SqlToken.WORD || kinds[t] === SqlToken.QUOTED_IDENT) && usable(t);
  const isWordToken = (t: number, w: string): boolean => t < count && kinds[t] === SqlToken.WORD && word(t) === w;

  // Per statement: its first operation, and the names its WITH clauses define (not tables).
  let statementStart = true;
  let skipStatement = false;
  let statementOperation = '';
  let cteNames: Set<string> | null = null;
  let expectCteName = false;
  let cteListDepth = -1;

  /** Reads `name[.name…]` at `t`; returns [name, index after it, segments] or undefined. */
  const readName = (t: number): [string, number, number] | undefined => {
    // Built from the name tokens only, never one slice: a comment may sit between them.
    const segments: string[] = [];
    let last = -1;
    let j = t;
    while (isName(j)) {
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
    return [name, nextCode(last), segments.length];
  };

  const addTable = (name: string, segments: number): void => {
    if (segments === 1 && cteNames !== null && cteNames.has(cteName(name))) return;
    if (tableTotal >= MAX_TABLES || tables.includes(name)) return;
    tables.push(name);
    tableTotal++;
  };

  /** A CTE's name is followed by its column list or AS: `WITH c(x) AS (…)`, `WITH c AS (…)`. */
  const cteNameAt = (t: number): string | undefined => {
    if (!isName(t)) return undefined;
    const n = nextCode(t);
    if (n < count && (kinds[n] === SqlToken.LPAREN || isWordToken(n, 'as'))) return cteName(text.slice(starts[t]!, ends[t]!));
    return undefined;
  };

  // Parenthesis depth, and whether the current depth is a query (has SELECT/DELETE): a FROM in
  // EXTRACT(YEAR FROM ts) or TRIM(x FROM y) is not a table clause.
  let depth = 0;
  const queryAtDepth: boolean[] = [false];
  let prevKind = 0;
  let prevWord = '';

  for (let t = 0; t < count; t++) {
    const k = kinds[t]!;
    if (k === SqlToken.COMMENT) continue;
    const previous = prevKind;
    const previousWord = prevWord;
    prevKind = k;
    prevWord = '';
    if (k === SqlToken.SEMICOLON) {
      statementStart = true;
      skipStatement = false;
      statementOperation = '';
      cteNames = null;
      expectCteName = false;
      cteListDepth = -1;
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
    if (k === SqlToken.COMMA && depth === cteListDepth) {
      expectCteName = true; // WITH a AS (…), b AS (…)
      continue;
    }
    if (expectCteName) {
      const name = cteNameAt(t);
      if (name !== undefined) {
        (cteNames ??= new Set()).add(name);
        expectCteName = false;
        cteListDepth = depth;
        prevWord = k === SqlToken.WORD ? word(t) : '';
        statementStart = false;
        continue;
      }
      if (!(k === SqlToken.WORD && word(t) === 'recursive')) expectCteName = false;
    }
    if (k !== SqlToken.WORD || !usable(t)) {
      statementStart = false;
      continue;
    }
    const w = word(t);
    prevWord = w;
    if (skipStatement) continue;
    if (w === 'password' || w === 'identified') {
      // The rest of such a statement may be a secret even when it looks like a name.
      skipStatement = true;
      continue;
    }
    if (w === 'with') {
      expectCteName = true;
      statementStart = false;
      continue;
    }
    const privileges = statementOperation === 'grant' || statementOperation === 'revoke'; // GRANT SELECT, INSERT ON …
    const isOperation =
      OPERATIONS.has(w) && (statementStart || (NESTED_OPERATIONS.has(w) && !privileges && (w === 'select' || startsNestedStatement(t, previous, previousWord))));
    statementStart = false;
    if (isOperation) {
      if (depth === cteListDepth) cteListDepth = -1; // the statement after the CTE list
      if (statementOperation === '') statementOperation = w;
      if (w === 'select' || w === 'delete') queryAtDepth[depth] = true;
      if (w !== lastOperation) {
        flush();
        parts.push(w.toUpperCase());
        lastOperation = w;
      }
      if (w === 'insert' || w === 'delete' || w === 'merge' || w === 'upsert' || w === 'replace') {
        // A table named without INTO/FROM: `INSERT IGNORE t …`, T-SQL `DELETE t WHERE …`, `MERGE t USING …`.
        let j = nextCode(t);
        while (j < count && kinds[j] === SqlToken.WORD && DML_MODIFIERS.has(word(j))) j = nextCode(j);
        if (isName(j) && !(kinds[j] === SqlToken.WORD && (DML_TARGET_WORDS.has(word(j)) || CLAUSE_WORDS.has(word(j))))) {
          const name = readName(j);
          if (name !== undefined) {
            addTable(name[0], name[2]);
            t = name[1] - 1;
            prevKind = SqlToken.WORD;
            continue;
          }
        }
      }
    }
    // MERGE … USING names its source table (elsewhere USING is a join's column list or an index method).
    if (!TABLE_INTRODUCERS.has(w) && !(w === 'using' && statementOperation === 'merge')) continue;
    if (w === 'update' && !isOperation) continue;
    if (w === 'from' && depth > 0 && !queryAtDepth[depth]) continue;

    let j = nextCode(t);
    while (j < count && kinds[j] === SqlToken.WORD && NAME_PREFIXES.has(word(j))) j = nextCode(j);
    let name = readName(j);
    while (name !== undefined) {
      addTable(name[0], name[2]);
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

  /**
   * INSERT/UPDATE/DELETE/MERGE inside a statement start one of their own after a parenthesis
   * (subquery, CTE body, after a CTE list), or after whatever can end a statement of a batch written
   * without semicolons (T-SQL) — but not in a clause (FOR UPDATE, ON DELETE, THEN INSERT…), not as a
   * function (`UPDATE(col)`, MySQL `INSERT(str, …)`), and not inside ALTER (ClickHouse mutations) or
   * MERGE (Oracle's DELETE WHERE).
   */
  function startsNestedStatement(t: number, previous: number, previousWord: string): boolean {
    const n = nextCode(t);
    if (n < count && kinds[n] === SqlToken.LPAREN) return false;
    if (previous === SqlToken.LPAREN || previous === SqlToken.RPAREN) return true;
    if (statementOperation === 'alter' || statementOperation === 'merge') return false;
    if (previous === SqlToken.NUMBER || previous === SqlToken.STRING || previous === SqlToken.PARAM || previous === SqlToken.QUOTED_IDENT) return true;
    return previous === SqlToken.WORD && previousWord !== '' && !CLAUSE_BEFORE_DML.has(previousWord);
  }
}

/** `"Order Items"`, `` `t` ``, `[t]` → the bare name, lower-cased, for comparing CTE names. */
function cteName(name: string): string {
  return unquoteName(name).toLowerCase();
}
