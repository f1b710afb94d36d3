import { FEATURE_BLANK, FEATURE_EQUALS, type Detector, type Finding, type TextFeatures } from './detector.ts';
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
 * PostgreSQL's `parameters: $1 = '…'`, Hibernate's `binding parameter [1] as [VARCHAR] - […]`, R2DBC's `Bind parameter
 * [0] to: …`, Micronaut's `Binding parameter at position 1 to value …`, MyBatis' `==> Parameters: …(String)`, EF Core's
 * `[Parameters=[@p0='…' …]]`, NHibernate's `;@p0 = '…'`, Spark's `== SQL ==`, PostgreSQL's and MySQL's echo of the statement
 * (`LINE 1: …`, `near '…' at line 1`), the conditions of a PostgreSQL plan (`Filter: (total > 2500.00)`, `Index Cond: (…)`); by a list's name after a statement in the same text — `args=(…)` (Django, pgx),
 * `bindings: […]` (Knex), `Params: […]` (Prisma), `with params […]` (Doctrine), `-- PARAMETERS: […]` (TypeORM),
 * `"values":[…]` (node-postgres), Rails' `[["email", "…"]]`, a tuple after a quoted statement (peewee); as a bare list
 * on the line after the statement (Pony). A list is read item by item (ParameterItems): unquoted values too, a member's
 * name (`{'email': …}`, `@p0 =`) and a parameter's description (`(Size = 4000)`) stay. Members of a structured record
 * beside a statement (`{sql, parameters: […]}`) are redact-structured.ts's (`isStatementText`).
 */
/** A statement's first keyword, in one case (case-sensitive alternatives scan faster than one case-insensitive pattern). */
const START_RE = /\b(?:select|insert|update|delete|merge|upsert|replace|copy|call|exec|execute|SELECT|INSERT|UPDATE|DELETE|MERGE|UPSERT|REPLACE|COPY|CALL|EXEC|EXECUTE)\s/g;
const NAME = String.raw`(?:[\p{L}_#@][\p{L}\p{N}_$#@]*|"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60|\[[^\]\n]{1,128}\])`;
const QUALIFIED = String.raw`${NAME}(?:\s*\.\s*${NAME}){0,3}`;
/** Each statement's first words, from its keyword on (sticky: tried at the keyword's offset). */
const SHAPE_RE = new RegExp(
  String.raw`(?:select\s+(?:distinct\s+|top\s*\(?\s*\d+\s*\)?\s+)?[\p{L}\p{N}_.$#@"\x60\[\]*(),+|\-/:\s]{1,600}?\sfrom\s+\(?\s*${QUALIFIED}` +
    String.raw`|insert\s+(?:ignore\s+)?into\s+${QUALIFIED}|update\s+${QUALIFIED}(?:\s+(?:as\s+)?${NAME})?\s+set\s|delete\s+from\s+${QUALIFIED}|(?:merge|upsert|replace)\s+into\s+${QUALIFIED}` +
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
  String.raw`(\[(?:generated in|cached since) [^\]\n]{1,32}\] (?=[\[({])|\[parameters: |\bparameters: (?=\$\d)|\[Parameters=(?=\[)|binding parameter (?:\[\d{1,4}\] as \[[\w ]{1,32}\] - |\(\d{1,4}:[\w ]{1,32}\) <- )(?=\[)|Bind parameter \[\d{1,4}\] to: |Binding parameter at position \d{1,4} to value |;(?=@p\d{1,4} = )|==> ?Parameters: |\bLINE \d{1,5}: |== SQL ==\n|\bnear '(?=[^\n]{1,2000}' at line \d)|\b(?:Filter|Cond): (?=\())` +
    String.raw`|(\b(?:[Pp]arams|PARAMS|[Pp]arameters|PARAMETERS|bindings|binds|args|values)"?\s*[:=]\s*"?(?=[\[({])|\b(?:with params|bindings)\s+(?=[\[({])|\s(?=\[\[")|' *, *(?=[\[(]))`,
  'g',
);
/** One of MyBatis' parameters: its value, then its Java type (`Zhang Xiaoming(String)`). */
const MYBATIS_VALUE_RE = /([^\n]*?)\(\w+\)(?=, |\n|$)/y;
const ESCAPED_BLANK_RE = /\\[nrt]/g;
/** Where a literal may stand without an '=' before it: after a quote, in a list, after a comparison or BETWEEN; Micronaut's words. */
const LITERAL_PLACE_RE = /['"[(<>]|between|BETWEEN|Binding parameter/;
/** What a tool writes after a statement: its timing, an error's code (`[took 3 ms]`, `{executed in 4 msec}`, `[42122-224]`). */
const TRAILER_RE = /[[{](?:took|executed in|elapsed|duration)\b|\[\d{4,6}-\d{1,4}\]/y;
/** A word of each of PARAMETERS_RE's first group. */
const DRIVER_HINT_RE = /arameter|generated in|cached since|==|LINE |near '|Filter: |Cond: |;@p/;
/** A word of each of PARAMETERS_RE's second group (a list's name beside a statement). */
const LIST_NAME_HINT_RE = /arams|ARAMS|arameters|ARAMETERS|bindings|binds|args|values|\[\["|' *, *[[(]/;
/** At most this much of a text is read as one statement or one list of parameters. */
const MAX_STATEMENT_CHARS = 16_384;

export function createEmbeddedSqlDetector(): Detector {
  let lexer: SqlLexer | undefined;
  return {
    name: 'embedded-sql',
    types: ['SQL_LITERAL'],
    // A keyword or a list's name, a blank, and what a literal stands after or in: an operator, a quote, a bracket.
    mayMatch: (f: TextFeatures) => f.text.length >= 16 && (f.flags & FEATURE_BLANK) !== 0 && ((f.flags & FEATURE_EQUALS) !== 0 || LITERAL_PLACE_RE.test(f.text)),
    detect(written: string, out: Finding[]): void {
      // A statement inside a JSON or logfmt string (`db.statement="\\n\\nINSERT INTO\\n  shipments …"`): its escaped line
      // breaks and tabs are read as blanks, two for two, so every offset stays.
      const text = written.includes('\\') ? written.replace(ESCAPED_BLANK_RE, '  ') : written;
      let statements = false;
      START_RE.lastIndex = 0;
      for (let m = START_RE.exec(text); m !== null; m = START_RE.exec(text)) {
        const start = m.index;
        if (!startsStatement(text, m)) continue;
        statements = true;
        lexer ??= createSqlLexer();
        const end = readStatement(text, start, lexer, out);
        START_RE.lastIndex = Math.max(end, start + m[0].length);
      }
      // Without a statement only a driver's own words count. Both kinds are looked for with plain patterns first,
      // cheaper than the whole one on the texts that have none (nearly all).
      if (!DRIVER_HINT_RE.test(text) && !(statements && LIST_NAME_HINT_RE.test(text))) return;
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

/**
 * Whether a member's text is a statement of the shapes read here: its first keyword (in one case) at its start, after
 * blanks. Looks at the start only: a message's text is no statement because it quotes one.
 */
export function isStatementText(text: string): boolean {
  if (text.length < 12 || !startsLikeStatement(text, 0)) return false;
  SHAPE_RE.lastIndex = LEADING_KEYWORD_RE.lastIndex;
  return SHAPE_RE.test(text);
}

/** Whether a statement's first keyword stands at `at` after blanks (escaped ones too: JSON text's `\\n`). */
export function startsLikeStatement(text: string, at: number): boolean {
  LEADING_KEYWORD_RE.lastIndex = at;
  return LEADING_KEYWORD_RE.test(text);
}

/** Blanks, then a statement's first keyword (not consumed: `lastIndex` is left at the keyword). */
const LEADING_KEYWORD_RE = /(?:\s|\\[nrt])*(?=(?:select|insert|update|delete|merge|upsert|replace|copy|call|exec|execute|SELECT|INSERT|UPDATE|DELETE|MERGE|UPSERT|REPLACE|COPY|CALL|EXEC|EXECUTE)\s)/y;

/** Whether a START_RE match (its keyword in one case: "Select" starts a sentence) starts a statement: its shape. */
function startsStatement(text: string, m: RegExpExecArray): boolean {
  SHAPE_RE.lastIndex = m.index;
  return SHAPE_RE.test(text);
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
    if (text.charCodeAt(i - 1) === 92) continue;
    // A statement quoted with the quote of its own literals (pandas' "Execution failed on sql 'SELECT … WHERE a = 'x''"):
    // a quote where a value stands opens a literal; its closing quote is skipped with it.
    if (q === 39 && LITERAL_OPENS_RE.test(text.slice(Math.max(start, i - 8), i))) {
      const close = text.indexOf("'", i + 1);
      if (close < 0) return text.length;
      i = close;
      continue;
    }
    return i;
  }
  return text.length;
}

const LITERAL_OPENS_RE = /(?:[=(,<>]|\b(?:like|in|then|else|values))\s*$/i;

function lineEnd(text: string, from: number): number {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
}

/** Lexes the statement at `start`, appends its literals when it has one where SQL puts one; returns where it ends. */
function readStatement(text: string, start: number, lexer: SqlLexer, out: Finding[]): number {
  const linesEnd = statementLinesEnd(text, start);
  const quoteEnd = quotedEnd(text, start);
  const written = text.slice(start, Math.min(linesEnd, quoteEnd));
  // Quoted whole with its own quotes escaped (MariaDB's audit log: `'UPDATE t SET note=\\'x\\' WHERE …'`): read unescaped,
  // a blank for each backslash.
  const q = text[start - 1];
  const source = (q === "'" || q === '"') && written.includes('\\' + q) ? written.replaceAll('\\' + q, ' ' + q) : written;
  // No quote and no number (what the SQL sanitizer leaves of `db.query.text`: placeholders only): nothing to lex.
  if (!HOLDS_LITERAL_RE.test(source)) return readBareList(text, linesEnd, quoteEnd, lexer, out) ?? start + source.length;
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
    if (
      kind === SqlToken.SEMICOLON ||
      (kind === SqlToken.OPERATOR && isStatementEnd(source, starts[t]!)) ||
      (kind === SqlToken.WORD && (isMessageWord(source, ends[t]!) || source.startsWith('made by ', starts[t]!))) ||
      (depth === 0 && (kind === SqlToken.LBRACKET || kind === SqlToken.LBRACE) && isTrailer(source, starts[t]!))
    ) {
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
  return (end === source.length ? readBareList(text, linesEnd, quoteEnd, lexer, out) : null) ?? start + end;
}

/** A statement's parameters as a bare list on the line after it (Pony ORM's `['Ottoline …', '943 476 5919']`): its end, or null. */
function readBareList(text: string, linesEnd: number, quoteEnd: number, lexer: SqlLexer, out: Finding[]): number | null {
  if (linesEnd >= quoteEnd || linesEnd >= text.length) return null;
  const line = text.slice(linesEnd + 1, lineEnd(text, linesEnd + 1));
  if (!BARE_LIST_RE.test(line)) return null;
  return readParameters(text, '', linesEnd + 1 + (line.length - line.trimStart().length), lexer, out);
}

const BARE_LIST_RE = /^\s*(?:\[[^\n]*\]|\([^\n]*\))\s*$/;
/** A quote, or a digit that is no part of a name or a bind marker (`t1`, `$1`, `:2`, `@p0`). */
const HOLDS_LITERAL_RE = /'|(?<![\w$:@?])\d/;

const MESSAGE_AFTER_RE = / - (?:[A-Z][A-Z0-9_]{2,}:|[a-z]+ [a-z]+ [a-z]+ )/y;

function isStatementEnd(source: string, at: number): boolean {
  const c = source.charCodeAt(at);
  if (c === 60) return source.charCodeAt(at + 1) === 47;
  if (c !== 45 || source.charCodeAt(at - 1) !== 32) return false;
  MESSAGE_AFTER_RE.lastIndex = at - 1;
  return MESSAGE_AFTER_RE.test(source);
}

function isTrailer(source: string, at: number): boolean {
  TRAILER_RE.lastIndex = at;
  return TRAILER_RE.test(source);
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
 * The parameters after a PARAMETERS_RE match ending at `from`: a list (balanced brackets, across lines), the rest of
 * the line, or a statement's echo. Returns where they end.
 */
function readParameters(text: string, marker: string, from: number, lexer: SqlLexer, out: Finding[]): number {
  const lineTo = lineEnd(text, from);
  // Written raw, not as literals: Hibernate's `[value]`, R2DBC's `to: value`, Micronaut's `to value … with data type`.
  if (marker.startsWith('binding parameter')) {
    const close = text.lastIndexOf(']', lineTo);
    if (close > from + 1) pushRaw(text, from + 1, close, out);
    return lineTo;
  }
  if (marker.startsWith('Bind')) {
    const typed = text.lastIndexOf(' with data type', lineTo);
    pushRaw(text, from, typed > from ? typed : lineTo, out);
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
  // A statement as the database echoes it (MySQL's `near '…' at line 1`, PostgreSQL's `LINE 1: …`, Spark's `== SQL
  // ==`, a plan's condition `Filter: (total > 2500.00)`): every literal, wherever it stands.
  if (marker.startsWith('near ') || marker.startsWith('LINE ') || marker.startsWith('== SQL') || marker.endsWith('Filter: ') || marker.endsWith('Cond: ')) {
    const to = marker.startsWith('near ') ? text.indexOf("' at line ", from) : lineEnd(text, from);
    const source = text.slice(from, to);
    lex(lexer, source);
    for (let t = 0; t < lexer.count; t++) {
      const kind = lexer.kinds[t]!;
      if (kind === SqlToken.STRING || kind === SqlToken.NUMBER) pushLiteral(source, from, kind, lexer.starts[t]!, lexer.ends[t]!, out);
    }
    return to;
  }
  const opener = text.charCodeAt(from);
  const list = opener === 91 || opener === 40 || opener === 123;
  const source = text.slice(from, list ? Math.min(text.length, from + MAX_STATEMENT_CHARS) : lineTo);
  const result = lex(lexer, source);
  // Raw values the lexer cannot read (`REF-KRAKOW-88Q` is a malformed number to it): the list split at its commas.
  if (list && !result.ok && result.failure !== 'unterminated-string') return readRawList(text, from, out);
  const items = new ParameterItems(source, from, lexer, out);
  // Rails' `[["email", "…"], ["id", 5]]`: a pair's first item is the column's name.
  const end = list ? items.group(1, source.startsWith('[["')) : (items.items(0, false), source.length);
  return from + end;
}

/** Words of a parameter's description, not its value: `(Size = 4000)`, `[Type: String (4000:0:0)]`, `(DbType = Int32)`. */
const META_WORDS: ReadonlySet<string> = new Set(['size', 'type', 'dbtype', 'precision', 'scale', 'direction']);
const NO_VALUE_WORDS: ReadonlySet<string> = new Set(['null', 'none', 'nil', 'true', 'false', 'undefined', 'default']);

/**
 * The items of a printed list of parameters, read over the lexer's tokens: an item's value is a literal, a number, or
 * raw text (`(Tomasz Wierzbicki,+48 601 555 214,99141)`, `[a@b.c, CLM-2026-0073341]`); a member's name (`'email':`,
 * `@p0 =`, `tzinfo=`), a parameter's description and `null` are not values; a call (`datetime.datetime(2026, …)`)
 * gives its arguments.
 */
class ParameterItems {
  private t = 0;
  constructor(
    private readonly source: string,
    private readonly offset: number,
    private readonly lexer: SqlLexer,
    private readonly out: Finding[],
  ) {}

  /** Reads the group whose opener is the current token; returns the offset after its closer. */
  group(depth: number, pairs: boolean): number {
    const { kinds, ends } = this.lexer;
    const meta = kinds[this.t + 1] === SqlToken.WORD && META_WORDS.has(this.word(this.t + 1)) && /^\s*[:=]/.test(this.source.slice(ends[this.t + 1]!, ends[this.t + 1]! + 3));
    this.t++;
    if (meta) {
      for (let level = 1; this.t < this.lexer.count && level > 0; this.t++) {
        if (isOpener(kinds[this.t]!)) level++;
        else if (isCloser(kinds[this.t]!)) level--;
      }
      return this.t > 0 ? ends[this.t - 1]! : 0;
    }
    this.items(depth, pairs);
    const end = this.t < this.lexer.count ? ends[this.t]! : this.source.length;
    if (this.t < this.lexer.count) this.t++;
    return end;
  }

  /** Reads items up to the current group's closer (or the tokens' end). */
  items(depth: number, pairs: boolean): void {
    const { kinds } = this.lexer;
    let item: number[] = [];
    let index = 0;
    let called = false;
    const flush = (): void => {
      if (!(pairs && depth === 2 && index === 0) && !called) this.item(item);
      item = [];
      called = false;
      index++;
    };
    while (this.t < this.lexer.count) {
      const kind = kinds[this.t]!;
      if (isCloser(kind)) break;
      if (kind === SqlToken.COMMA) {
        flush();
        this.t++;
        continue;
      }
      if (isOpener(kind)) {
        // A call's arguments (`Decimal.new("310.75")`): the call itself is no value.
        if (item.length > 0 && kinds[item[item.length - 1]!] === SqlToken.WORD && this.lexer.starts[this.t] === this.lexer.ends[item[item.length - 1]!]) called = true;
        this.group(depth + 1, pairs);
        continue;
      }
      item.push(this.t);
      this.t++;
    }
    flush();
  }

  private item(tokens: number[]): void {
    const { kinds, starts, ends } = this.lexer;
    let rest = tokens;
    // A member's name: `'email': …`, `@p0 = …`, `tzinfo=…`.
    if (rest.length >= 2 && kinds[rest[1]!] === SqlToken.OPERATOR && ':='.includes(this.source[starts[rest[1]!]!]!) && kinds[rest[0]!] !== SqlToken.NUMBER) {
      if (META_WORDS.has(this.word(rest[0]!))) return;
      rest = rest.slice(2);
    }
    if (rest.length === 0) return;
    const literal = (k: number): boolean => kinds[k] === SqlToken.STRING || kinds[k] === SqlToken.NUMBER || (kinds[k] === SqlToken.QUOTED_IDENT && this.source.charCodeAt(starts[k]!) === 34);
    if (rest.some((k) => literal(k) && kinds[k] !== SqlToken.NUMBER) || (rest.length === 1 && literal(rest[0]!))) {
      for (const k of rest) if (literal(k)) pushLiteral(this.source, this.offset, kinds[k] === SqlToken.NUMBER ? SqlToken.NUMBER : SqlToken.STRING, starts[k]!, ends[k]!, this.out);
      return;
    }
    if (rest.length === 1 && kinds[rest[0]!] === SqlToken.WORD && NO_VALUE_WORDS.has(this.word(rest[0]!))) return;
    if (rest.every((k) => kinds[k] === SqlToken.PARAM)) return;
    pushRaw(this.source, starts[rest[0]!]!, ends[rest[rest.length - 1]!]!, this.out, this.offset);
  }

  private word(k: number): string {
    const { starts, ends } = this.lexer;
    return ends[k]! - starts[k]! <= 12 ? this.source.slice(starts[k], ends[k]).toLowerCase() : '';
  }
}

/** A list split at its commas, bracket by bracket: each innermost item without its name and quotes. Returns its end. */
function readRawList(text: string, from: number, out: Finding[]): number {
  const limit = Math.min(text.length, from + MAX_STATEMENT_CHARS);
  let depth = 0;
  let itemStart = from + 1;
  let nested = false;
  for (let i = from; i < limit; i++) {
    const c = text[i]!;
    if (c === '[' || c === '(' || c === '{') {
      depth++;
      itemStart = i + 1;
      nested = false;
      continue;
    }
    const closer = c === ']' || c === ')' || c === '}';
    if (!closer && c !== ',') continue;
    if (!nested) pushRawItem(text, itemStart, i, out);
    itemStart = i + 1;
    if (closer) {
      nested = true;
      if (--depth === 0) return i + 1;
    } else nested = false;
  }
  return limit;
}

function pushRawItem(text: string, from: number, to: number, out: Finding[]): void {
  const item = /^\s*(?:[\w@$.'"]{1,64}\s*[:=]\s*)?(['"]?)([\s\S]*?)\1\s*$/.exec(text.slice(from, to));
  if (item === null || META_WORDS.has(text.slice(from, to).trim().split(/[\s:=]/)[0]!.toLowerCase())) return;
  const start = from + item[0].indexOf(item[1]! + item[2]!) + item[1]!.length;
  pushRaw(text, start, start + item[2]!.length, out);
}

function isOpener(kind: number): boolean {
  return kind === SqlToken.LPAREN || kind === SqlToken.LBRACKET || kind === SqlToken.LBRACE;
}

function isCloser(kind: number): boolean {
  return kind === SqlToken.RPAREN || kind === SqlToken.RBRACKET || kind === SqlToken.RBRACE;
}

/** A raw value (Hibernate's, MyBatis', an unquoted list's): `text[from, to)` trimmed, unless it is empty or `null`. */
function pushRaw(text: string, from: number, to: number, out: Finding[], offset = 0): void {
  while (from < to && /\s/.test(text[from]!)) from++;
  while (to > from && /\s/.test(text[to - 1]!)) to--;
  if (to === from || NO_VALUE_WORDS.has(text.slice(from, to).toLowerCase())) return;
  out.push({ type: 'SQL_LITERAL', start: offset + from, end: offset + to, container: true });
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
