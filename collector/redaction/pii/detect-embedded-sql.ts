import { FEATURE_BLANK, FEATURE_EQUALS, lineEnd, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { createSqlLexer, SqlToken, wordEquals, type SqlLexer } from '../sql/sql-lexer.ts';
import { lexLenient, literalBounds, readParameterList, readPrintedParameters, type PrintedParameter } from './printed-parameters.ts';

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
 * Parameters printed beside a statement are its literals too, as printed-parameters.ts reads them (the reader
 * detect-bound-values.ts types them with): by a driver's own words with or without the statement in the same text
 * (Hibernate, MyBatis, SQLAlchemy, EF Core, PostgreSQL's `parameters: $1 = …`, a database's echo of the statement…), by
 * a list's name beside a statement (`args=(…)`, `bindings: […]`, `"values":[…]`, Rails' pairs…), a value bound by name
 * (`@p0=N'…'`), a bare list on the line after the statement (Pony); a member's name and a parameter's description
 * (`(Size = 4000)`) stay, a call's arguments are masked, not the call (`datetime.date(…)`). Members of a structured record
 * beside a statement (`{sql, parameters: […]}`) are redact-structured.ts's (`isStatementText`).
 */
/**
 * A statement's first keyword, in one case — or capitalized for the statements people write by hand ("Select * from
 * orders where …"; not Copy, Call, Exec, Begin, Declare: words that start sentences) — (case-sensitive alternatives
 * scan faster than one case-insensitive pattern).
 */
const KEYWORDS =
  'select|sel|insert|update|delete|merge|upsert|replace|copy|call|exec|execute|begin|declare|SELECT|SEL|INSERT|UPDATE|DELETE|MERGE|UPSERT|REPLACE|COPY|CALL|EXEC|EXECUTE|BEGIN|DECLARE|Select|Insert|Update|Delete|Merge|Upsert|Replace';
const START_RE = new RegExp(String.raw`\b(?:${KEYWORDS})\s`, 'g');
const NAME = String.raw`(?:[\p{L}_#@][\p{L}\p{N}_$#@]*|"[^"\n]{1,128}"|\x60[^\x60\n]{1,128}\x60|\[[^\]\n]{1,128}\])`;
const QUALIFIED = String.raw`${NAME}(?:\s*\.\s*${NAME}){0,3}`;
/** Each statement's first words, from its keyword on (sticky: tried at the keyword's offset). */
const SHAPE_RE = new RegExp(
  String.raw`(?:sel(?:ect)?\s+(?:distinct\s+|top\s*\(?\s*\d+\s*\)?\s+)?[\p{L}\p{N}_.$#@"'\x60\[\]*(),+|\-/:<>=!%\s]{1,600}?\sfrom\s+\(?\s*${QUALIFIED}` +
    String.raw`|insert\s+(?:ignore\s+)?into\s+${QUALIFIED}|update\s+${QUALIFIED}(?:\s+(?:as\s+)?${NAME})?\s+set\s|delete\s+from\s+${QUALIFIED}|(?:merge|upsert|replace)\s+into\s+${QUALIFIED}|upsert\s+${QUALIFIED}\s*(?:\(|values\b)` +
    String.raw`|copy\s+${QUALIFIED}(?:\s*\([^()\n]{1,400}\))?\s+(?:from|to)\s|call\s+${QUALIFIED}\s*\(|exec(?:ute)?\s+(?!sp_executesql|sp_prep)${QUALIFIED}(?:\s+@|\s*\(|\s+N?'|\s+-?\d)` +
    String.raw`|begin\s+${QUALIFIED}\s*\([^\n]{0,2000}?\)\s*;\s*end\b|declare\s+@?${NAME}\s+\w)`,
  'iuy',
);
/** A line that goes on with the statement before it. */
const CONTINUATION_RE =
  /^(?:[ \t]+(?!at [\w$.<>]+\(|File ")\S|\s*(?:from|where|and|or|not|join|inner|left|right|full|cross|outer|on|group|order|having|limit|offset|fetch|values|set|returning|union|intersect|except|select|into|when|then|else|end|case|using|with|for|as|in|is|between|like|ilike)\b|\s*[(),])/i;
/** Words after which a literal stands where SQL puts one. */
const LITERAL_WORDS: ReadonlySet<string> = new Set(['like', 'ilike', 'between', 'and', 'or', 'values', 'then', 'else', 'when', 'in', 'is', 'not', 'set', 'default']);
/** Words whose number is a row count, not a value: kept. */
const COUNT_WORDS: ReadonlySet<string> = new Set(['limit', 'offset', 'top', 'first', 'next', 'rows', 'skip']);
const ESCAPED_BLANK_RE = /\\[nrt]/g;
/** Where a literal may stand without an '=' before it: after a quote, in a list, after a comparison or BETWEEN; Micronaut's words. */
const LITERAL_PLACE_RE = /['"[(<>]|between|BETWEEN|Binding parameter/;
/** What a tool writes after a statement: its timing, an error's code (`[took 3 ms]`, `{executed in 4 msec}`, `[42122-224]`). */
const TRAILER_RE = /[[{](?:took|executed in|elapsed|duration)\b|\[\d{4,6}-\d{1,4}\]/y;
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
      lexer ??= createSqlLexer();
      readPrintedParameters(text, statements, lexer, (p) => pushParameter(text, p, out));
    },
  };
}

/**
 * Whether a member's text is a statement of the shapes read here: its first keyword (in one case) at its start, after
 * blanks. Looks at the start only: a message's text is no statement because it quotes one.
 */
export function isStatementText(text: string): boolean {
  if (text.length < 12 || !startsLikeStatement(text, 0)) return false;
  const at = LEADING_KEYWORD_RE.lastIndex;
  // A capitalized keyword starts a sentence as often as a statement written by hand: a member's text is a logger's.
  if (text.charCodeAt(at) <= 90 && text.charCodeAt(at + 1) >= 97) return false;
  SHAPE_RE.lastIndex = at;
  return SHAPE_RE.test(text);
}

/** Whether a statement's first keyword stands at `at` after blanks (escaped ones too: JSON text's `\\n`). */
export function startsLikeStatement(text: string, at: number): boolean {
  LEADING_KEYWORD_RE.lastIndex = at;
  return LEADING_KEYWORD_RE.test(text);
}

/** Blanks, then a statement's first keyword (not consumed: `lastIndex` is left at the keyword). */
const LEADING_KEYWORD_RE = new RegExp(String.raw`(?:\s|\\[nrt])*(?=(?:${KEYWORDS})\s)`, 'y');

/**
 * Where the statements in `text` start: each first keyword that has a statement's shape after it. The one finder of
 * statements in text: this rule reads their literals from there, the database-error rule their columns
 * (detect-bound-values.ts).
 */
export function statementStarts(text: string): number[] {
  const starts: number[] = [];
  START_RE.lastIndex = 0;
  for (let m = START_RE.exec(text); m !== null; m = START_RE.exec(text)) if (startsStatement(text, m)) starts.push(m.index);
  return starts;
}

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

/** Lexes the statement at `start`, appends its literals when it has one where SQL puts one; returns where it ends. */
function readStatement(text: string, start: number, lexer: SqlLexer, out: Finding[]): number {
  let linesEnd = statementLinesEnd(text, start);
  const quoteEnd = quotedEnd(text, start);
  const q = text[start - 1];
  // Quoted whole with its own quotes escaped (MariaDB's audit log: `'UPDATE t SET note=\\'x\\' WHERE …'`): read unescaped,
  // a blank for each backslash.
  const sourceOf = (to: number): string => {
    const written = text.slice(start, Math.min(to, quoteEnd));
    return (q === "'" || q === '"') && written.includes('\\' + q) ? written.replaceAll('\\' + q, ' ' + q) : written;
  };
  let source = sourceOf(linesEnd);
  // No quote and no number (what the SQL sanitizer leaves of `db.query.text`: placeholders only): nothing to lex.
  if (!HOLDS_LITERAL_RE.test(source)) return readBareList(text, linesEnd, quoteEnd, lexer, out) ?? start + source.length;
  // Oracle's q'[…]' quotes are read by Oracle's rules.
  const dialect = ORACLE_QUOTE_RE.test(source) ? 'oracle' : 'generic';
  let result = lexLenient(lexer, source, dialect);
  // A literal that goes on over the next lines (a note with a line break): the statement ends after it, when it closes.
  if (!result.ok && result.failure === 'unterminated-string' && linesEnd < quoteEnd) {
    let to = linesEnd;
    for (let k = 0; k < MAX_LITERAL_LINES && to < Math.min(text.length, quoteEnd, start + MAX_STATEMENT_CHARS); k++) {
      to = lineEnd(text, to + 1);
      const longer = lexLenient(lexer, sourceOf(to), dialect);
      if (longer.ok || longer.failure !== 'unterminated-string') {
        linesEnd = to;
        break;
      }
    }
    source = sourceOf(linesEnd);
    result = lexLenient(lexer, source, dialect);
  }
  const { kinds, starts, ends } = lexer;
  // COPY's strings are its file, its bucket, its role: literals wherever they stand. A CALL's or EXEC's arguments are
  // values (their double-quoted strings too).
  const copy = /^copy\s/i.test(source);
  const call = /^(?:call|exec|execute|begin)\s/i.test(source);
  const capitalized = source.charCodeAt(0) <= 90 && source.charCodeAt(1) >= 97;
  const strings = doubleQuotesAreStrings(source, kinds, starts, ends, lexer.count);
  const literals: number[] = [];
  /** The opener of each open bracket, and whether it opens values (`VALUES (`, `IN (`, a call's arguments). */
  const valueLists: boolean[] = [];
  let placed = false;
  let depth = 0;
  let end = source.length;
  let list = false;
  let t = 0;
  for (; t < lexer.count; t++) {
    const kind = kinds[t]!;
    // Values printed after a statement on its line (Ecto's `… VALUES (?,?) RETURNING "id" [88120377, "SKU-1"]`, Dapper's
    // `… = @Tenant {"Tenant":"nl-7"}`): a list of values (isValueList: not SQL Server's `[name]`) or a JSON object, a blank
    // before it, outside any bracket; not a tool's trailer (H2's `[42122-224]`).
    if (depth === 0 && (kind === SqlToken.LBRACKET || kind === SqlToken.LBRACE) && t > 0 && starts[t]! > ends[t - 1]! && isValueList(source, starts[t]!) && !isTrailer(source, starts[t]!)) {
      end = starts[t]!;
      list = true;
      break;
    }
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
    if (kind === SqlToken.LPAREN || kind === SqlToken.LBRACKET) {
      valueLists[depth++] = kind === SqlToken.LPAREN && t > 0 && (isValuesWord(source, kinds[t - 1]!, starts[t - 1]!, ends[t - 1]!) || (call && valueLists.length === 0 && kinds[t - 1] === SqlToken.WORD));
    } else if (kind === SqlToken.RPAREN || kind === SqlToken.RBRACKET) {
      if (--depth < 0) {
        end = starts[t]!;
        break;
      }
    } else if (kind === SqlToken.STRING || kind === SqlToken.NUMBER || (kind === SqlToken.QUOTED_IDENT && strings && isDoubleQuotedString(source, kinds, starts, t, depth > 0 && valueLists[depth - 1] === true))) {
      if (kind === SqlToken.NUMBER && isRowCount(source, kinds, starts, ends, t)) continue;
      literals.push(t);
      if (!placed && t > 0) {
        const before = kinds[t - 1]!;
        // A statement written by hand ("Delete from your cart what you no longer need (2 items)" is one too) needs a
        // literal after an operator, a value's keyword or in a list of values.
        const inList = before === SqlToken.LPAREN || before === SqlToken.COMMA;
        placed =
          (isLiteralPlace(source, before, starts[t - 1]!, ends[t - 1]!) && !(capitalized && inList && !(depth > 0 && valueLists[depth - 1] === true))) ||
          (kind === SqlToken.STRING && copy) ||
          kind === SqlToken.QUOTED_IDENT;
      }
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
    for (const i of literals) pushLiteral(source, start, kinds[i] === SqlToken.QUOTED_IDENT ? SqlToken.STRING : kinds[i]!, starts[i]!, ends[i]!, out);
    if (open !== null) out.push({ type: 'SQL_LITERAL', start: start + open.from, end: start + open.to, container: true });
  }
  if (list) return readParameterList(text, start + end, lexer, (p) => pushParameter(text, p, out));
  return (end === source.length ? readBareList(text, linesEnd, quoteEnd, lexer, out) : null) ?? start + end;
}

/**
 * A bracket that opens values, not a name (SQL Server's `[u].[Id]`, an alias `[t]`) nor a tool's trailer: a list with a
 * comma or a quoted or numeric first item, or a JSON object.
 */
const VALUE_LIST_RE = /\[\s*(?:["'\d-]|[^\]\n]*,)|\{\s*"/y;

function isValueList(source: string, at: number): boolean {
  VALUE_LIST_RE.lastIndex = at;
  return VALUE_LIST_RE.test(source);
}

/** `VALUES` or `IN` before a parenthesis: a list of values. */
function isValuesWord(source: string, kind: number, from: number, to: number): boolean {
  return kind === SqlToken.WORD && (wordEquals(source, from, to, 'values') || wordEquals(source, from, to, 'in'));
}

/**
 * Whether the statement reads double quotes as MySQL and SQLite do, as strings: it quotes no name with them — none
 * beside a dot, before a comparison, or after FROM, UPDATE, INTO, JOIN, TABLE, SELECT, WHERE, BY or ON (PostgreSQL's
 * `update "inventory" set "reserved" = "reserved" + ?`).
 */
function doubleQuotesAreStrings(source: string, kinds: Uint8Array, starts: Int32Array, ends: Int32Array, count: number): boolean {
  for (let t = 0; t < count; t++) {
    if (kinds[t] !== SqlToken.QUOTED_IDENT || source.charCodeAt(starts[t]!) !== 34) continue;
    const next = kinds[t + 1];
    const before = t > 0 ? kinds[t - 1]! : 0;
    if (next === SqlToken.DOT || before === SqlToken.DOT) return false;
    if (next === SqlToken.OPERATOR && '=<>!'.includes(source[starts[t + 1]!]!)) return false;
    if (before === SqlToken.WORD && ends[t - 1]! - starts[t - 1]! <= 6 && NAME_BEFORE_WORDS.has(source.slice(starts[t - 1], ends[t - 1]).toLowerCase())) return false;
  }
  return true;
}

const NAME_BEFORE_WORDS: ReadonlySet<string> = new Set(['from', 'update', 'into', 'join', 'table', 'select', 'where', 'by', 'on']);

/**
 * A double-quoted token that is a string, as MySQL and SQLite read it (`SET body = "Pick up …"`, `CALL p("…")`, `IN
 * ("a", "b")`): after a comparison or an assignment, or in a list of values — not a name beside a dot (`"t"."id" =
 * "u"."id"`), nor a column of an INSERT's list.
 */
function isDoubleQuotedString(source: string, kinds: Uint8Array, starts: Int32Array, t: number, inValues: boolean): boolean {
  if (source.charCodeAt(starts[t]!) !== 34 || kinds[t + 1] === SqlToken.DOT || t === 0 || kinds[t - 1] === SqlToken.DOT) return false;
  const before = kinds[t - 1]!;
  if (before === SqlToken.OPERATOR) return source.charCodeAt(starts[t - 1]!) !== 46;
  return inValues && (before === SqlToken.LPAREN || before === SqlToken.COMMA);
}

/** A statement's parameters as a bare list on the line after it (Pony ORM's `['Ottoline …', '943 476 5919']`): its end, or null. */
function readBareList(text: string, linesEnd: number, quoteEnd: number, lexer: SqlLexer, out: Finding[]): number | null {
  if (linesEnd >= quoteEnd || linesEnd >= text.length) return null;
  const line = text.slice(linesEnd + 1, lineEnd(text, linesEnd + 1));
  if (!BARE_LIST_RE.test(line)) return null;
  return readParameterList(text, linesEnd + 1 + (line.length - line.trimStart().length), lexer, (p) => pushParameter(text, p, out));
}

const BARE_LIST_RE = /^\s*(?:\[[^\n]*\]|\([^\n]*\))\s*$/;
/** A quote, a double quote where a value stands, or a digit that is no part of a name or a bind marker (`t1`, `$1`, `@p0`). */
const HOLDS_LITERAL_RE = /'|(?<![\w$:@?])\d|[=(,]\s*"/;
const ORACLE_QUOTE_RE = /\b[qQ]'/;
/** At most this many lines are read on for a literal left open at the statement's end. */
const MAX_LITERAL_LINES = 20;

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
  const word = (i: number): string => (i >= 0 && kinds[i] === SqlToken.WORD && ends[i]! - starts[i]! <= 9 ? source.slice(starts[i], ends[i]).toLowerCase() : '');
  const before = kinds[t - 1] === SqlToken.LPAREN ? word(t - 2) : word(t - 1);
  if (COUNT_WORDS.has(before) || word(t + 1) === 'rows') return true;
  // A type's size: `nvarchar(256)`, `Decimal(7, 2)`.
  if (kinds[t - 1] === SqlToken.LPAREN) return TYPE_WORDS.has(before);
  return kinds[t - 1] === SqlToken.COMMA && kinds[t - 2] === SqlToken.NUMBER && kinds[t - 3] === SqlToken.LPAREN && TYPE_WORDS.has(word(t - 4));
}

/** Types whose size or precision stands in parentheses after them. */
const TYPE_WORDS: ReadonlySet<string> = new Set(['char', 'nchar', 'varchar', 'nvarchar', 'varchar2', 'nvarchar2', 'binary', 'varbinary', 'decimal', 'numeric', 'number', 'float', 'datetime2', 'time', 'timestamp', 'bit', 'raw']);

/** Whether the token before a literal puts it where SQL has values: an operator, a list, or a value's keyword. */
function isLiteralPlace(source: string, kind: number, from: number, to: number): boolean {
  if (kind === SqlToken.OPERATOR || kind === SqlToken.LPAREN || kind === SqlToken.COMMA) return true;
  return kind === SqlToken.WORD && to - from <= 7 && LITERAL_WORDS.has(source.slice(from, to).toLowerCase());
}

function pushLiteral(source: string, offset: number, kind: number, from: number, to: number, out: Finding[]): void {
  const bounds = literalBounds(source, kind, from, to);
  if (bounds !== null) out.push({ type: 'SQL_LITERAL', start: offset + bounds[0], end: offset + bounds[1], container: true });
}

/**
 * A printed parameter is a literal; a call's arguments are (`datetime.date(1990, 1, 2)`: its numbers), not the call; a
 * statement passed as a value (an LLM tool call's `arguments={"query":"UPDATE …"}`) is read as a statement.
 */
function pushParameter(text: string, p: PrintedParameter, out: Finding[]): void {
  if (p.kind === 'call' || (p.end - p.start >= 12 && isStatementText(text.slice(p.start, p.end)))) return;
  out.push({ type: 'SQL_LITERAL', start: p.start, end: p.end, container: true });
}
