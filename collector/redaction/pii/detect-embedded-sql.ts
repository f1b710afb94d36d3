import { FEATURE_BLANK, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { createSqlLexer, SqlToken, type SqlLexer, type SqlLexResult } from '../sql/sql-lexer.ts';

/**
 * SQL statements written into free text — a log line ("Executing query: SELECT … WHERE coupon = 'WINTER-7F3A'"), an
 * exception's message (SQLAlchemy's `[SQL: …]`, a driver's "error in statement …", a slow-query log), a JSON member
 * of an error report — hold literals as `db.query.text` does, and the SQL sanitizer (sql/sanitize-sql.ts) reads only
 * the attributes that hold statements. Here a statement is found by its shape, lexed with the same lexer, and each of
 * its literals is a `SQL_LITERAL` finding: a string's text (its quotes stay, so the statement still reads as one) and a
 * number. A container: an e-mail inside a literal is masked as EMAIL, the rest of the literal as SQL_LITERAL.
 *
 * A statement is:
 * - its first keyword in one case (`SELECT`, `select`; "Select" starts a sentence) and its shape: `SELECT … FROM
 *   <name>`, `INSERT [IGNORE] INTO <name>`, `UPDATE <name> SET`, `DELETE FROM <name>`, `MERGE`/`UPSERT`/`REPLACE
 *   INTO`, `COPY <name> FROM|TO`, `CALL <name>(`, `EXEC <name> @…`;
 * - its line, and the lines after it that continue it (indented, or starting with a clause's keyword, a parenthesis
 *   or a comma — not a stack frame's "at …"), up to a blank line;
 * - cut at a `;`, at a `)` or `]` it did not open (`[SQL: INSERT … RETURNING id]`), at an XML element's end, at a
 *   message after it ("… - ER_DUP_ENTRY: …", "… was aborted: ERROR: …"), and at the closing quote of a statement
 *   quoted whole (`sql="INSERT …" args=…`).
 * Prose that happens to have the shape ("select the plan from the list") holds no literal where SQL has one: only a
 * statement with a literal after a comparison, in a list, or after LIKE/BETWEEN/VALUES… is masked. The row counts of
 * LIMIT, OFFSET, TOP and FETCH stay. A string left open (the text was cut inside a literal) is masked to its line's end.
 *
 * Parameters printed beside a statement are its literals too (PARAMETERS_RE): by a driver's own words, with or
 * without the statement in the same text — SQLAlchemy's `[generated in 0.0003s] (…)` and `[parameters: …]`,
 * PostgreSQL's `parameters: $1 = '…'`, Hibernate's `binding parameter [1] as [VARCHAR] - […]`, MyBatis' `==>
 * Parameters: …(String)`, EF Core's `[Parameters=[@p0='…' …]]`, PostgreSQL's and MySQL's echo of the statement
 * (`LINE 1: …`, `near '…' at line 1`), the conditions of a PostgreSQL plan (`Filter: (total > 2500.00)`, `Index Cond: (…)`); by a list's name after a statement in the same text — `args=(…)` (Django, pgx),
 * `bindings: […]` (Knex), `Params: […]` (Prisma), `with params […]` (Doctrine), `-- PARAMETERS: […]` (TypeORM),
 * `"values":[…]` (node-postgres), Rails' `[["email", "…"]]`, a tuple after a quoted statement (peewee). A member's
 * name in a list (`{'email': …}`) stays.
 */
const START_RE = /\b(?:select|insert|update|delete|merge|upsert|replace|copy|call|exec|execute)\s/gi;
const NAME = String.raw`(?:[\p{L}_#@][\p{L}\p{N}_$#@]*|"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60|\[[^\]\n]{1,128}\])`;
const QUALIFIED = String.raw`${NAME}(?:\s*\.\s*${NAME}){0,3}`;
/** Each statement's first words, from its keyword on (sticky: tried at the keyword's offset). */
const SHAPE_RE = new RegExp(
  String.raw`(?:select\s+(?:distinct\s+|top\s*\(?\s*\d+\s*\)?\s+)?[\p{L}\p{N}_.$#@"\x60\[\]*(),+|\-/:\s]{1,600}?\sfrom\s+\(?\s*${QUALIFIED}` +
    String.raw`|insert\s+(?:ignore\s+)?into\s+${QUALIFIED}|update\s+${QUALIFIED}\s+set\s|delete\s+from\s+${QUALIFIED}|(?:merge|upsert|replace)\s+into\s+${QUALIFIED}` +
    String.raw`|copy\s+${QUALIFIED}(?:\s*\([^()\n]{1,400}\))?\s+(?:from|to)\s|call\s+${QUALIFIED}\s*\(|exec(?:ute)?\s+${QUALIFIED}\s+@)`,
  'iuy',
);
/** A line that goes on with the statement before it. */
const CONTINUATION_RE =
  /^(?:[ \t]+(?!at [\w$.<>]+\(|File ")\S|\s*(?:from|where|and|or|not|join|inner|left|right|full|cross|outer|on|group|order|having|limit|offset|fetch|values|set|returning|union|intersect|except|select|into|when|then|else|end|case|using|with|for|as|in|is|between|like|ilike)\b|\s*[(),])/i;
/** Words after which a literal stands where SQL puts one. */
const LITERAL_WORDS: ReadonlySet<string> = new Set(['like', 'ilike', 'between', 'and', 'or', 'values', 'then', 'else', 'when', 'in', 'is', 'not', 'set', 'default']);
/** Words whose number is a row count, not a value: kept. */
const COUNT_WORDS: ReadonlySet<string> = new Set(['limit', 'offset', 'top', 'first', 'next', 'rows']);
/**
 * Parameters printed beside a statement. Group 1: a driver's own words, read in any text. Group 2: a list's name, read
 * only in a text that holds a statement. What follows the match is the list (an opening bracket) or the rest of the line.
 */
const PARAMETERS_RE = new RegExp(
  String.raw`(\[(?:generated in|cached since) [^\]\n]{1,32}\] (?=[\[({])|\[parameters: |\bparameters: (?=\$\d)|\[Parameters=(?=\[)|binding parameter (?:\[\d{1,4}\] as \[[\w ]{1,32}\] - |\(\d{1,4}:[\w ]{1,32}\) <- )(?=\[)|==> ?Parameters: |\bLINE \d{1,5}: |\bnear '(?=[^\n]{1,2000}' at line \d)|\b(?:Filter|Cond): (?=\())` +
    String.raw`|(\b(?:params|Params|PARAMS|parameters|PARAMETERS|bindings|binds|args|values)"?\s*[:=]\s*"?(?=[\[({])|\b(?:with params|bindings)\s+(?=[\[({])|\s(?=\[\[")|' *, *(?=[\[(]))`,
  'g',
);
/** One of MyBatis' parameters: its value, then its Java type (`Zhang Xiaoming(String)`). */
const MYBATIS_VALUE_RE = /([^\n]*?)\(\w+\)(?=, |\n|$)/y;
/** At most this much of a text is read as one statement or one list of parameters. */
const MAX_STATEMENT_CHARS = 16_384;

export function createEmbeddedSqlDetector(): Detector {
  let lexer: SqlLexer | undefined;
  return {
    name: 'embedded-sql',
    types: ['SQL_LITERAL'],
    // A keyword or a list's name, a blank, and a quote, a bracket or a digit for a literal.
    mayMatch: (f: TextFeatures) =>
      f.text.length >= 16 && (f.flags & FEATURE_BLANK) !== 0 && (f.digits > 0 || f.text.includes("'") || f.text.includes('"') || f.text.includes('[')),
    detect(text: string, out: Finding[]): void {
      let statements = false;
      START_RE.lastIndex = 0;
      for (let m = START_RE.exec(text); m !== null; m = START_RE.exec(text)) {
        const start = m.index;
        const keyword = m[0].slice(0, -1);
        if (keyword !== keyword.toUpperCase() && keyword !== keyword.toLowerCase()) continue;
        SHAPE_RE.lastIndex = start;
        if (!SHAPE_RE.test(text)) continue;
        statements = true;
        lexer ??= createSqlLexer();
        const end = readStatement(text, start, lexer, out);
        START_RE.lastIndex = Math.max(end, start + m[0].length);
      }
      PARAMETERS_RE.lastIndex = 0;
      for (let m = PARAMETERS_RE.exec(text); m !== null; m = PARAMETERS_RE.exec(text)) {
        if (m[1] === undefined && !statements) continue;
        lexer ??= createSqlLexer();
        const end = readParameters(text, m[0], m.index + m[0].length, lexer, out);
        PARAMETERS_RE.lastIndex = Math.max(end, m.index + m[0].length);
      }
    },
  };
}

/** The end of the statement's lines: its own and the lines that continue it. */
function statementLinesEnd(text: string, start: number): number {
  let end = lineEnd(text, start);
  const limit = Math.min(text.length, start + MAX_STATEMENT_CHARS);
  while (end < limit) {
    const next = lineEnd(text, end + 1);
    const line = text.slice(end + 1, next);
    if (line.trim() === '' || !CONTINUATION_RE.test(line)) break;
    end = next;
  }
  return Math.min(end, limit);
}

/**
 * A statement quoted whole (`sql="INSERT …"` in logfmt, `{"sql":"SELECT …"}`, `query: 'SELECT …'`) ends at its closing
 * quote: what follows is the line's other fields. Else the text's length.
 */
function quotedEnd(text: string, start: number): number {
  const q = text.charCodeAt(start - 1);
  if (q !== 34 && q !== 39 && q !== 96) return text.length;
  const limit = start + MAX_STATEMENT_CHARS;
  for (let i = text.indexOf(text[start - 1]!, start); i >= 0 && i < limit; i = text.indexOf(text[start - 1]!, i + 1)) {
    if (text.charCodeAt(i - 1) !== 92) return i;
  }
  return text.length;
}

function lineEnd(text: string, from: number): number {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
}

/** Lexes the statement at `start`, appends its literals when it has one where SQL puts one; returns where it ends. */
function readStatement(text: string, start: number, lexer: SqlLexer, out: Finding[]): number {
  const source = text.slice(start, Math.min(statementLinesEnd(text, start), quotedEnd(text, start)));
  const result = lex(lexer, source);
  const { kinds, starts, ends } = lexer;
  // COPY's strings are its file, its bucket, its role: literals wherever they stand.
  const copy = /^copy\s/i.test(source);
  const literals: number[] = [];
  let placed = false;
  let depth = 0;
  let end = source.length;
  let t = 0;
  for (; t < lexer.count; t++) {
    const kind = kinds[t]!;
    // A `;`, an XML element's end (a deadlock report's `<inputbuf>…</inputbuf>`), or a message after the statement
    // (Knex's "insert into … - ER_DUP_ENTRY: Duplicate entry '…'", JDBC's "INSERT … was aborted: ERROR: …").
    if (kind === SqlToken.SEMICOLON || (kind === SqlToken.OPERATOR && isStatementEnd(source, starts[t]!)) || (kind === SqlToken.WORD && isMessageWord(source, ends[t]!))) {
      end = starts[t]!;
      break;
    }
    if (kind === SqlToken.LPAREN || kind === SqlToken.LBRACKET) depth++;
    else if (kind === SqlToken.RPAREN || kind === SqlToken.RBRACKET) {
      if (--depth < 0) {
        end = starts[t]!;
        break;
      }
    } else if (kind === SqlToken.STRING || kind === SqlToken.NUMBER) {
      if (kind === SqlToken.NUMBER && isRowCount(source, kinds, starts, ends, t)) continue;
      literals.push(t);
      if (!placed && t > 0) placed = isLiteralPlace(source, kinds[t - 1]!, starts[t - 1]!, ends[t - 1]!) || (kind === SqlToken.STRING && copy);
    }
  }
  // A string left open at the failure, inside the statement: the rest of its line is the literal, when it has any
  // (`query: 'INSERT … (?, ?)',` quoted whole in a message: the closing quote opens nothing).
  let open: { from: number; to: number } | null = null;
  if (!result.ok && t === lexer.count && result.failure === 'unterminated-string' && result.failedAt < end) {
    const quote = source.indexOf("'", result.failedAt);
    const to = quote < 0 ? -1 : Math.min(end, lineEnd(source, quote));
    if (quote >= 0 && /[\p{L}\p{N}]/u.test(source.slice(quote + 1, to))) {
      open = { from: quote + 1, to };
      if (!placed && lexer.count > 0) placed = isLiteralPlace(source, kinds[lexer.count - 1]!, starts[lexer.count - 1]!, ends[lexer.count - 1]!);
    }
  }
  if (placed) {
    for (const i of literals) pushLiteral(source, start, kinds[i]!, starts[i]!, ends[i]!, out);
    if (open !== null) out.push({ type: 'SQL_LITERAL', start: start + open.from, end: start + open.to, container: true });
  }
  return start + end;
}

const MESSAGE_AFTER_RE = / - (?:[A-Z][A-Z0-9_]{2,}:|[a-z]+ [a-z]+ [a-z]+ )/y;

function isStatementEnd(source: string, at: number): boolean {
  const c = source.charCodeAt(at);
  if (c === 60) return source.charCodeAt(at + 1) === 47;
  if (c !== 45 || source.charCodeAt(at - 1) !== 32) return false;
  MESSAGE_AFTER_RE.lastIndex = at - 1;
  return MESSAGE_AFTER_RE.test(source);
}

/** A word right before ": " — "ERROR: ", "aborted: ", "Parameters: " — is a message's, not the statement's. */
function isMessageWord(source: string, end: number): boolean {
  if (source.charCodeAt(end) !== 58) return false;
  const next = source.charCodeAt(end + 1);
  return next === 32 || next === 10 || next === 9 || Number.isNaN(next);
}

/** A number right after LIMIT, OFFSET, TOP(, FETCH FIRST/NEXT, or before ROWS: a row count. */
function isRowCount(source: string, kinds: Uint8Array, starts: Int32Array, ends: Int32Array, t: number): boolean {
  const word = (i: number): string => (i >= 0 && kinds[i] === SqlToken.WORD && ends[i]! - starts[i]! <= 6 ? source.slice(starts[i], ends[i]).toLowerCase() : '');
  const before = kinds[t - 1] === SqlToken.LPAREN ? word(t - 2) : word(t - 1);
  return COUNT_WORDS.has(before) || word(t + 1) === 'rows';
}

/**
 * The parameters after a PARAMETERS_RE match ending at `from`: a list (balanced brackets, across lines) or the rest
 * of the line. Returns where they end.
 */
function readParameters(text: string, marker: string, from: number, lexer: SqlLexer, out: Finding[]): number {
  const lineTo = lineEnd(text, from);
  // Hibernate's `[value]` and MyBatis' `value(Type), …` are written raw, not as literals.
  if (marker.startsWith('binding parameter')) {
    const close = text.lastIndexOf(']', lineTo);
    if (close > from + 1) pushRaw(text, from + 1, close, out);
    return lineTo;
  }
  if (marker.startsWith('==>')) {
    for (let i = from; i < lineTo; ) {
      if (text.startsWith('null', i) && (i + 4 === lineTo || text.startsWith(', ', i + 4))) {
        i += 6;
        continue;
      }
      MYBATIS_VALUE_RE.lastIndex = i;
      const m = MYBATIS_VALUE_RE.exec(text);
      if (m === null) break;
      pushRaw(text, i, i + m[1]!.length, out);
      i = MYBATIS_VALUE_RE.lastIndex + 2;
    }
    return lineTo;
  }
  const near = marker.startsWith('near ');
  const to = near ? text.indexOf("' at line ", from) : Math.min(text.length, from + MAX_STATEMENT_CHARS);
  const source = text.slice(from, to);
  const opener = source.charCodeAt(0);
  const list = !near && (opener === 91 || opener === 40 || opener === 123);
  const result = lex(lexer, list ? source : source.slice(0, near ? source.length : lineEnd(source, 0)));
  const { kinds, starts, ends } = lexer;
  // Rails' `[["email", "…"], ["id", 5]]`: a pair's second item is the value.
  const pairs = source.startsWith('[["');
  let depth = 0;
  let afterComma = false;
  let end = list ? -1 : (near ? source.length : lineEnd(source, 0));
  for (let t = 0; t < lexer.count; t++) {
    const kind = kinds[t]!;
    if (kind === SqlToken.LPAREN || kind === SqlToken.LBRACKET || kind === SqlToken.LBRACE) {
      depth++;
      afterComma = false;
      continue;
    }
    if (kind === SqlToken.RPAREN || kind === SqlToken.RBRACKET || kind === SqlToken.RBRACE) {
      if (--depth <= 0 && list) {
        end = ends[t]!;
        break;
      }
      continue;
    }
    if (kind === SqlToken.COMMA) {
      afterComma = true;
      continue;
    }
    const quoted = kind === SqlToken.STRING || (kind === SqlToken.QUOTED_IDENT && source.charCodeAt(starts[t]!) === 34);
    if (!quoted && kind !== SqlToken.NUMBER) continue;
    if (pairs && !(depth === 2 && afterComma)) continue;
    // A member's name (`'email':`, `"email":`), not its value.
    if (quoted && /^\s*:(?!:)/.test(source.slice(ends[t]!, ends[t]! + 3))) continue;
    pushLiteral(source, from, quoted ? SqlToken.STRING : kind, starts[t]!, ends[t]!, out);
  }
  if (end < 0) end = result.ok ? source.length : lexer.count > 0 ? ends[lexer.count - 1]! : 0;
  return from + end;
}

/** A raw value (Hibernate's, MyBatis'): the text between `from` and `to`, unless it is `null`. */
function pushRaw(text: string, from: number, to: number, out: Finding[]): void {
  const value = text.slice(from, to);
  if (value.trim() === '' || /^null$/i.test(value.trim())) return;
  out.push({ type: 'SQL_LITERAL', start: from, end: to, container: true });
}

/** Lexes with the standard reading of backslashes, and the other one when the standard one leaves a string open. */
function lex(lexer: SqlLexer, source: string): SqlLexResult {
  const result = lexer.lex(source, 'generic', false, source.length);
  if (result.ok || result.failure !== 'unterminated-string' || !source.includes("\\'")) return result;
  const other = lexer.lex(source, 'generic', true, source.length);
  return other.ok ? other : lexer.lex(source, 'generic', false, source.length);
}

/** Whether the token before a literal puts it where SQL has values: an operator, a list, or a value's keyword. */
function isLiteralPlace(source: string, kind: number, from: number, to: number): boolean {
  if (kind === SqlToken.OPERATOR || kind === SqlToken.LPAREN || kind === SqlToken.COMMA) return true;
  return kind === SqlToken.WORD && to - from <= 7 && LITERAL_WORDS.has(source.slice(from, to).toLowerCase());
}

function pushLiteral(source: string, offset: number, kind: number, from: number, to: number, out: Finding[]): void {
  let s = from;
  let e = to;
  if (kind === SqlToken.STRING) {
    // The text between the quotes ('…', E'…', N'…', X'…', a parameter's "…"); a dollar-quoted or other literal whole.
    const last = source.charCodeAt(to - 1);
    const quote = last === 34 || last === 39 ? source.indexOf(source[to - 1]!, from) : -1;
    if (quote >= 0 && quote < to - 1) {
      s = quote + 1;
      e = to - 1;
    }
  }
  // EF Core's `@p0='?'` without sensitive-data logging: no value printed.
  if (e > s && !(e === s + 1 && source.charCodeAt(s) === 63)) out.push({ type: 'SQL_LITERAL', start: offset + s, end: offset + e, container: true });
}
