/**
 * A single-pass SQL lexer for redaction. It does not parse SQL: it only has to know, for every
 * character, whether it belongs to a literal, a comment, or code — and to refuse (fail closed) where
 * it cannot be sure. Tokens are stored as parallel typed arrays (kind, start, end) that are reused
 * between calls, so lexing a statement allocates nothing once the buffers have grown.
 *
 * Whitespace is not a token: the sanitizer copies the gaps between tokens verbatim.
 *
 * Why one file of ~1,100 lines: the lexer is one state machine over the input (the per-dialect rules table, the
 * character classes and the scanners its branches share), on the redaction hot path. Split into files, each
 * part would be read only with the others open, and nothing in it is used elsewhere.
 */
import type { SqlDialect } from './sql-dialect.ts';

/** Token kinds. Numbers rather than strings so the kind array can be a Uint8Array. */
export const SqlToken = {
  /** Bare identifier or keyword (`SELECT`, `t1`, `#temp` in SQL Server, `1col` in MySQL). */
  WORD: 1,
  /** Quoted identifier: `"x"` (most dialects), `` `x` ``, `[x]` (SQL Server, SQLite), `U&"x"`. */
  QUOTED_IDENT: 2,
  /** String-like literal: '…', E'…', N'…', U&'…', X'…', B'…', q'[…]', $tag$…$tag$, inline data. */
  STRING: 3,
  /** Numeric literal: 42, 4.2, .5, 1e-9, 0x1F, 0b101, $12.50 (SQL Server money). */
  NUMBER: 4,
  /** Parameter marker or variable: ?, ?1, $1, :name, :1, @p, @@x, %s, %(name)s, {p:Type}. */
  PARAM: 5,
  /** One operator character (or `::`, `:=`); the sanitizer copies operators verbatim. */
  OPERATOR: 6,
  LPAREN: 7,
  RPAREN: 8,
  COMMA: 9,
  SEMICOLON: 10,
  DOT: 11,
  LBRACKET: 12,
  RBRACKET: 13,
  LBRACE: 14,
  RBRACE: 15,
  /** Comment, or a marker of a MySQL executable comment (`/*!40101`, its closing `*\/`). */
  COMMENT: 16,
} as const;

export type SqlTokenKind = (typeof SqlToken)[keyof typeof SqlToken];

/** Why the lexer refused an input; every one of these makes the sanitizer fall back to a summary. */
export type SqlLexFailure =
  | 'unterminated-string'
  | 'unterminated-identifier'
  | 'unterminated-comment'
  | 'unterminated-dollar-quote'
  | 'nested-comment'
  | 'stray-comment-end'
  | 'unexpected-character'
  | 'malformed-number'
  /** A comment whose extent depends on a rule this dialect's documentation does not settle. */
  | 'ambiguous-comment'
  /** A triple quote in a language family where `'''` may also be an empty string and a quote: the readings differ. */
  | 'ambiguous-string'
  /**
   * A `/` that JavaScript could read as a division or as a regular expression (after `)`, `}`, `a++`), with a quote and
   * another `/` after it on the line: the two readings would differ in what is a string.
   */
  | 'ambiguous-regex';

export type SqlLexResult =
  | { ok: true }
  | { ok: false; failure: SqlLexFailure; /** Offset where the construct that failed starts. */ failedAt: number };

/**
 * A reusable lexer. Its token arrays are owned by the lexer and overwritten by the next `lex` call,
 * so read them before lexing again; it is not re-entrant (one lexer per concurrent user).
 */
export interface SqlLexer {
  /**
   * Tokenizes `text[0, endIndex)`. `backslashEscapes` decides whether a backslash escapes the quote
   * in ordinary '…' (and MySQL "…") strings; callers pass the dialect's default, and the opposite
   * for the cross-check described in sanitize-sql.ts.
   */
  lex(text: string, dialect: SqlDialect, backslashEscapes: boolean, endIndex: number): SqlLexResult;
  /** Tokens produced by the last call (on failure: the tokens before the failing construct). */
  readonly count: number;
  readonly kinds: Uint8Array;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  /**
   * Index of the first token (or of the failing construct, = count) in which a backslash stood
   * right before a quote inside a string whose escaping depends on server settings, or -1. Only
   * there can the two backslash conventions read the text differently.
   */
  readonly firstAmbiguousToken: number;
}

/** Whether a dialect treats backslash as an escape in ordinary quoted strings by default. */
export function defaultBackslashEscapes(dialect: SqlDialect): boolean {
  return RULES[dialect].backslashEscapes;
}

interface DialectRules {
  /** Default meaning of `\` inside '…' (standard_conforming_strings, NO_BACKSLASH_ESCAPES). */
  backslashEscapes: boolean;
  /** MySQL reads "…" as a string unless ANSI_QUOTES; failing safe means treating it as one. */
  doubleQuotedStrings: boolean;
  /**
   * A number that runs into letters is one literal: durations (`5m`, `-7d`), typed numbers (`1733011200000L`,
   * `1249.50dec`), a date-time's parts (`30T00`).
   */
  numberWords: boolean;
  /** `` `…` `` is a string (JavaScript's template strings in mongosh, PromQL's and LogQL's raw strings), not a name. */
  backtickStrings: boolean;
  /**
   * `/…/` is a regular expression (a literal) wherever JavaScript reads one (`js`: not after a value, so `a / b` and
   * `x{job="a"} / y` stay divisions; mongosh, Flux), or only after `=~` / `!~` (`after-match`: InfluxQL-like filters;
   * SPARQL's property paths `knows+/name` are no regular expressions).
   */
  regexLiterals: 'none' | 'after-match' | 'js';
  /**
   * Languages that are not SQL, where `--` may be code (Cypher's `-->`, `(a)--(b)`; JavaScript's `a--`): `//` and `#`
   * always start a comment (an IRI `<http://…#x>` is one token before them); `--` starts one unless `>`, `(`, `[` or `-`
   * follows (an edge, read as code); and with a quote or a comment mark after it on its line, `--` fails closed
   * (summarized), since reading it the wrong way would show what a quote there opens. IRIs are read whole.
   */
  guardedLineComments: boolean;
  /**
   * Triple-quoted strings ('''…''' and """…"""): `certain` in GoogleSQL, where `'''` always opens one; `uncertain` in a
   * family of languages where some read `''` and a quote instead (Cypher, KQL) — there one holding its own quote fails
   * closed, since the two readings would differ in what is a string. KQL's ```…``` is a string wherever they are read.
   */
  tripleQuotes: 'none' | 'certain' | 'uncertain';
  /** A backslash in a backtick name escapes as in the reading's strings (BigQuery's `a\`b`); both readings are tried. */
  backtickEscapes: boolean;
  /** SurrealQL's record ids in ⟨…⟩ are literals. */
  angleLiterals: boolean;
  /** ClickHouse applies backslash escapes inside quoted identifiers too. */
  identifierBackslash: boolean;
  /** `[x]` is an identifier (SQL Server, SQLite); elsewhere `[` is a subscript. */
  bracketIdentifiers: boolean;
  nestedComments: boolean;
  hash: 'comment' | 'comment-if-space' | 'operator' | 'identifier' | 'generic' | 'variable';
  slashSlashComments: boolean;
  /**
   * When `--` starts a comment: always (PostgreSQL, SQL Server, SQLite, ClickHouse, Oracle); only when
   * followed by a blank, a control character or the end (MySQL, MariaDB: `10--5` is 10 minus -5);
   * `generic` does not know, so it reads a comment and refuses where the other reading would differ.
   */
  dashDash: 'always' | 'blank' | 'generic';
  /**
   * What ends a `--` / `#` / `//` comment: LF only (MySQL, SQLite, ClickHouse), CR or LF (PostgreSQL),
   * or not documented (SQL Server, Oracle, generic), where a lone CR inside a line comment fails closed.
   */
  lineCommentEnd: 'lf' | 'cr-lf' | 'unknown';
  /**
   * What a non-ASCII character outside quotes is: an identifier character (PostgreSQL, MySQL, SQLite);
   * whitespace for ClickHouse's list of Unicode blanks and a syntax error for anything else
   * (ClickHouse); an identifier character except Unicode blanks, which fail closed (SQL Server,
   * Oracle, generic: undocumented, and `=\u00a04242` must not pass for an identifier).
   */
  nonAscii: 'identifier' | 'clickhouse' | 'no-blanks';
  /**
   * SQLite variables: `$`, `@`, `:` and `#` followed by identifier characters, `::` runs and one
   * `(…)` suffix without blanks (Tcl's `$::i`, `$a(x)`); with no identifier character, illegal.
   */
  sqliteVariables: boolean;
  /** ClickHouse heredocs: the tag is anything up to the next `$` (`$a b$…$a b$`). */
  anyHeredocTag: boolean;
  dollarQuotes: boolean;
  /** What `$name` (not a dollar quote) is. */
  dollarWord: 'param' | 'word' | 'fail';
  /** SQL Server money literals: $12.50. */
  moneyLiterals: boolean;
  eStrings: boolean;
  unicodeStrings: boolean;
  qQuotes: boolean;
  executableComments: boolean;
  /** MySQL and ClickHouse identifiers may start with digits (`1col`). */
  digitLeadingIdentifiers: boolean;
  /**
   * Letters that may end a number (lower case): Oracle BINARY_FLOAT/DOUBLE (1.5f, 2d) and size
   * clauses (QUOTA 10M), SQL Server sizes (SIZE = 10MB).
   */
  numberSuffixes: ReadonlySet<string> | null;
  /** `@name` / `@@name` are variables (not PostgreSQL, where `@` is an operator). */
  atVariables: boolean;
  /** Oracle positional binds `:1`; elsewhere `a[1:2]` is a slice and `:2` must stay a number. */
  colonDigitParams: boolean;
  /** PostgreSQL `?|`, `?&`, `?-` are operators, not markers. */
  questionOperators: boolean;
  /** Oracle and SQL Server allow `#` inside identifiers. */
  hashInIdentifiers: boolean;
  /** psql-style `COPY … FROM STDIN;` followed by data lines up to `\.`. */
  copyData: boolean;
  /** ClickHouse `INSERT … FORMAT <name>` followed by raw data to the end of the query. */
  insertFormatData: boolean;
  /** ClickHouse query parameters `{name:Type}`. */
  braceParams: boolean;
}

const BASE: DialectRules = {
  backslashEscapes: false,
  doubleQuotedStrings: false,
  numberWords: false,
  backtickStrings: false,
  regexLiterals: 'none',
  guardedLineComments: false,
  tripleQuotes: 'none',
  backtickEscapes: false,
  angleLiterals: false,
  identifierBackslash: false,
  bracketIdentifiers: false,
  nestedComments: false,
  hash: 'operator',
  slashSlashComments: false,
  dashDash: 'always',
  lineCommentEnd: 'unknown',
  nonAscii: 'no-blanks',
  sqliteVariables: false,
  anyHeredocTag: false,
  dollarQuotes: false,
  dollarWord: 'fail',
  moneyLiterals: false,
  eStrings: false,
  unicodeStrings: false,
  qQuotes: false,
  executableComments: false,
  digitLeadingIdentifiers: false,
  numberSuffixes: null,
  atVariables: true,
  colonDigitParams: false,
  questionOperators: false,
  hashInIdentifiers: false,
  copyData: false,
  insertFormatData: false,
  braceParams: false,
};

/**
 * What the languages that are not SQL share: both quotes are strings (one quoted name hidden is harmless, one string shown
 * is a leak), backslash escapes, numbers running into letters, `//`, `#`, `--` and block comments (guardedLineComments).
 */
const QUERY_LANGUAGE: DialectRules = {
  ...BASE,
  doubleQuotedStrings: true,
  backslashEscapes: true,
  numberWords: true,
  guardedLineComments: true,
  slashSlashComments: true,
  hash: 'comment',
  dollarWord: 'param',
  nonAscii: 'identifier',
};

/**
 * The SQL dialects that read both quotes as strings and any `--` as a comment, without GoogleSQL's triple quotes (`'''a'`
 * is `''` and a quote there): Spark/Databricks/Hive, Cosmos DB, Couchbase, Elasticsearch's and OpenSearch's SQL.
 */
const SPARK_SQL: DialectRules = {
  ...BASE,
  doubleQuotedStrings: true,
  backtickEscapes: true,
  backslashEscapes: true,
  numberWords: true,
  hash: 'comment',
  dollarWord: 'word',
  nonAscii: 'identifier',
};

const RULES: Readonly<Record<SqlDialect, DialectRules>> = {
  postgresql: {
    ...BASE,
    nestedComments: true,
    dollarQuotes: true,
    eStrings: true,
    unicodeStrings: true,
    atVariables: false,
    questionOperators: true,
    copyData: true,
    lineCommentEnd: 'cr-lf',
    nonAscii: 'identifier',
  },
  mysql: {
    ...BASE,
    backslashEscapes: true,
    doubleQuotedStrings: true,
    hash: 'comment',
    dashDash: 'blank',
    lineCommentEnd: 'lf',
    nonAscii: 'identifier',
    dollarWord: 'word',
    executableComments: true,
    digitLeadingIdentifiers: true,
  },
  sqlite: {
    ...BASE,
    bracketIdentifiers: true,
    dollarWord: 'param',
    hash: 'variable',
    lineCommentEnd: 'lf',
    nonAscii: 'identifier',
    sqliteVariables: true,
  },
  mssql: {
    ...BASE,
    bracketIdentifiers: true,
    nestedComments: true,
    hash: 'identifier',
    dollarWord: 'word',
    moneyLiterals: true,
    hashInIdentifiers: true,
    numberSuffixes: new Set(['kb', 'mb', 'gb', 'tb']),
  },
  clickhouse: {
    ...BASE,
    backslashEscapes: true,
    identifierBackslash: true,
    nestedComments: true,
    hash: 'comment-if-space',
    slashSlashComments: true,
    dollarQuotes: true,
    dollarWord: 'word',
    digitLeadingIdentifiers: true,
    insertFormatData: true,
    braceParams: true,
    lineCommentEnd: 'lf',
    nonAscii: 'clickhouse',
    anyHeredocTag: true,
  },
  oracle: {
    ...BASE,
    qQuotes: true,
    numberSuffixes: new Set(['f', 'd', 'k', 'm', 'g', 't', 'p', 'e']),
    colonDigitParams: true,
    hashInIdentifiers: true,
  },
  // Query languages that are not SQL dialects (Cypher, AQL, Gremlin, SPARQL, KQL, SurrealQL, SOQL): triple quotes too
  // (uncertain), SurrealQL's ⟨…⟩ record ids as literals, a regular expression only after `=~`.
  query: { ...QUERY_LANGUAGE, tripleQuotes: 'uncertain', angleLiterals: true, regexLiterals: 'after-match' },
  // JavaScript-like filters (mongosh), Flux and InfluxQL, PartiQL: backticks as strings, JavaScript's regular expressions.
  script: { ...QUERY_LANGUAGE, backtickStrings: true, regexLiterals: 'js' },
  // PromQL and LogQL: backticks are raw strings; no regular expressions outside strings (`=~ "5.."`), so every `/` divides.
  promql: { ...QUERY_LANGUAGE, backtickStrings: true },
  // GoogleSQL (Spanner, BigQuery): SPARK_SQL's rules with triple quotes.
  googlesql: { ...SPARK_SQL, tripleQuotes: 'certain' },
  sparksql: SPARK_SQL,
  generic: {
    ...BASE,
    hash: 'generic',
    // CQL and others write `//` comments; no SQL has `//` as code. One holding a quote fails closed (generic's rule).
    slashSlashComments: true,
    dollarQuotes: true,
    dollarWord: 'param',
    eStrings: true,
    copyData: true,
    dashDash: 'generic',
  },
};

// ASCII character classes; every code unit >= 0x80 counts as an identifier character, as in
// PostgreSQL and MySQL (non-ASCII letters in names), which also keeps the table small.
const C_SPACE = 1;
const C_ID_START = 2;
const C_ID_PART = 4;
const C_DIGIT = 8;
const C_HEX = 16;
const CLASS = new Uint8Array(128);
for (const ch of ' \t\n\v\f\r') CLASS[ch.charCodeAt(0)] = C_SPACE;
for (let c = 65; c <= 90; c++) {
  CLASS[c] = C_ID_START | C_ID_PART;
  CLASS[c + 32] = C_ID_START | C_ID_PART;
}
CLASS[95] = C_ID_START | C_ID_PART; // _
CLASS[36] = C_ID_PART; // $
for (let c = 48; c <= 57; c++) CLASS[c] = C_DIGIT | C_ID_PART | C_HEX;
for (const ch of 'abcdefABCDEF') CLASS[ch.charCodeAt(0)] |= C_HEX;

// How code units >= 0x80 are read outside quotes (DialectRules.nonAscii), as a number for the hot path.
const HI_IDENTIFIER = 0;
const HI_ASCII_ONLY = 1;
const HI_NO_BLANKS = 2;
type HighMode = typeof HI_IDENTIFIER | typeof HI_ASCII_ONLY | typeof HI_NO_BLANKS;

/**
 * ClickHouse's Unicode whitespace (its lexer skips these; U+0085, U+00A0, U+180E, U+2000–U+200D,
 * U+2028, U+2029, U+202F, U+205F, U+2060, U+3000, U+FEFF), plus U+1680 with `withOgham` — the union
 * with JavaScript's `\s`, for dialects that must refuse every Unicode blank.
 */
export function isUnicodeBlank(c: number, withOgham: boolean): boolean {
  if (c < 0x2000) return c === 0x85 || c === 0xa0 || c === 0x180e || (withOgham && c === 0x1680);
  if (c <= 0x200d) return true;
  return c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x2060 || c === 0x3000 || c === 0xfeff;
}

function highIsId(c: number, hi: HighMode): boolean {
  return hi === HI_IDENTIFIER || (hi === HI_NO_BLANKS && !isUnicodeBlank(c, true));
}
function isIdStart(c: number, hi: HighMode): boolean {
  return c >= 128 ? highIsId(c, hi) : (CLASS[c]! & C_ID_START) !== 0;
}
function isIdPart(c: number, hi: HighMode): boolean {
  return c >= 128 ? highIsId(c, hi) : (CLASS[c]! & C_ID_PART) !== 0;
}
function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}
function isHex(c: number): boolean {
  return c < 128 && (CLASS[c]! & C_HEX) !== 0;
}
function isSpace(c: number): boolean {
  return c < 128 && (CLASS[c]! & C_SPACE) !== 0;
}

/** Case-insensitive comparison of `text[start, end)` with a lower-case ASCII word. */
export function wordEquals(text: string, start: number, end: number, lower: string): boolean {
  if (end - start !== lower.length) return false;
  for (let k = 0; k < lower.length; k++) {
    let c = text.charCodeAt(start + k);
    if (c >= 65 && c <= 90) c |= 0x20;
    if (c !== lower.charCodeAt(k)) return false;
  }
  return true;
}

/**
 * A name without the blanks around it and its quotes: `"Order Items"`, `` `t` ``, `[t]`, and `'email'` (a map's key a
 * driver prints) → the bare name. Each end is read alone, so a name cut out of a list keeps no stray quote.
 */
export function unquoteName(name: string): string {
  const s = name.trim();
  const start = s.length > 0 && '"`[\''.includes(s[0]!) ? 1 : 0;
  const end = s.length > start && '"`]\''.includes(s[s.length - 1]!) ? s.length - 1 : s.length;
  return s.slice(start, end);
}

const Q = 39; // '
const DQ = 34; // "
const BACKSLASH = 92;
const NOT_FOUND = -1;
/** Returned by scanners where two readings of the text differ and neither can be ruled out. */
const AMBIGUOUS = -3;

// Statement kinds tracked by the lexer only where inline data follows the statement.
const STMT_NONE = 0;
const STMT_COPY = 1;
const STMT_INSERT = 2;
const STMT_OTHER = 3;

/** Private: real state (growable token buffers), exposed only through the SqlLexer interface. */
class Lexer implements SqlLexer {
  count = 0;
  kinds = new Uint8Array(256);
  starts = new Int32Array(256);
  ends = new Int32Array(256);
  firstAmbiguousToken = -1;
  /** How code units >= 0x80 read outside quotes in the dialect being lexed. */
  private hi: HighMode = HI_IDENTIFIER;

  private push(kind: SqlTokenKind, start: number, end: number): void {
    const n = this.count;
    if (n === this.kinds.length) this.grow();
    this.kinds[n] = kind;
    this.starts[n] = start;
    this.ends[n] = end;
    this.count = n + 1;
  }

  private grow(): void {
    const size = this.kinds.length * 2;
    const kinds = new Uint8Array(size);
    kinds.set(this.kinds);
    const starts = new Int32Array(size);
    starts.set(this.starts);
    const ends = new Int32Array(size);
    ends.set(this.ends);
    this.kinds = kinds;
    this.starts = starts;
    this.ends = ends;
  }

  private markAmbiguous(): void {
    if (this.firstAmbiguousToken === -1) this.firstAmbiguousToken = this.count;
  }

  /**
   * End offset (exclusive) of a quoted run whose opening quote is just before `i`, or NOT_FOUND.
   * A doubled quote is always an escaped quote. With `ambiguity`, a backslash right before the quote
   * character is recorded, because only there do the two backslash conventions disagree.
   */
  private scanQuoted(text: string, i: number, end: number, quote: number, backslash: boolean, ambiguity: boolean): number {
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === quote) {
        if (i + 1 < end && text.charCodeAt(i + 1) === quote) {
          i += 2;
          continue;
        }
        return i + 1;
      }
      if (c === BACKSLASH) {
        if (ambiguity && i + 1 < end && text.charCodeAt(i + 1) === quote) this.markAmbiguous();
        if (backslash) {
          i += 2;
          continue;
        }
      }
      i++;
    }
    return NOT_FOUND;
  }

  /** Whether the last token is an operator ending in `~` (`=~`, `!~`): a regular expression follows. */
  private afterMatchOperator(text: string): boolean {
    const n = this.lastCodeToken();
    return n > 0 && this.kinds[n - 1] === SqlToken.OPERATOR && text.charCodeAt(this.ends[n - 1]! - 1) === 126;
  }

  /** The count of tokens up to the last one that is no comment. */
  private lastCodeToken(): number {
    let n = this.count;
    while (n > 0 && this.kinds[n - 1] === SqlToken.COMMENT) n--;
    return n;
  }

  /** Facts of the line around `i`, read once per line: where its last quote, comment mark and `/` stand (-1: none). */
  private lineFacts(text: string, i: number, end: number): { lastMark: number; lastQuote: number; lastSlash: number } {
    const f = this.line;
    if (i >= f.start && i < f.end) return f;
    let s = i;
    while (s > 0 && text.charCodeAt(s - 1) !== 10 && text.charCodeAt(s - 1) !== 13) s--;
    const e = lineEnd(text, i, end);
    f.start = s;
    f.end = e;
    f.lastMark = f.lastQuote = f.lastSlash = -1;
    for (let j = s; j < e; j++) {
      const c = text.charCodeAt(j);
      if (c === Q || c === DQ || c === 96) f.lastMark = f.lastQuote = j;
      else if (c === 36) f.lastMark = j;
      else if (c === 47) {
        f.lastSlash = j;
        if (text.charCodeAt(j + 1) === 42) f.lastMark = j;
      } else if (c === 42 && text.charCodeAt(j + 1) === 47) f.lastMark = j;
    }
    return f;
  }

  private line = { start: 0, end: 0, lastMark: -1, lastQuote: -1, lastSlash: -1 };
  /** Where the next `${` stands (NOT_FOUND: none; -2: not looked for yet), for template strings. */
  private subAt = -2;

  /**
   * Whether the last token ends a value, so a `/` after it divides: a name, a number, a string, a parameter, a closing
   * bracket of any kind (PromQL's `x{job="a"} / y`) — not JavaScript's keywords after which an expression starts
   * (`return /x/.test(…)`, `typeof /x/`) nor a lone `?` (a conditional's, `x ? /a/ : /b/`).
   */
  private afterValue(text: string): boolean {
    const n = this.lastCodeToken();
    if (n === 0) return false;
    // A postfix `++` / `--` ends a value (`i++ / 2`).
    if (n > 2 && this.kinds[n - 1] === SqlToken.OPERATOR && this.kinds[n - 2] === SqlToken.OPERATOR && this.ends[n - 2] === this.starts[n - 1]) {
      const a = text.charCodeAt(this.starts[n - 1]!);
      if ((a === 43 || a === 45) && text.charCodeAt(this.starts[n - 2]!) === a) {
        const k3 = this.kinds[n - 3];
        return k3 === SqlToken.WORD || k3 === SqlToken.RPAREN || k3 === SqlToken.RBRACKET;
      }
    }
    const k = this.kinds[n - 1];
    // A keyword after a dot is a property (`n.in / 2`).
    if (k === SqlToken.WORD) return !EXPRESSION_KEYWORDS.has(text.slice(this.starts[n - 1], this.ends[n - 1])) || (n > 1 && this.kinds[n - 2] === SqlToken.DOT);
    if (k === SqlToken.PARAM) return this.ends[n - 1]! - this.starts[n - 1]! > 1;
    return k === SqlToken.NUMBER || k === SqlToken.STRING || k === SqlToken.QUOTED_IDENT || k === SqlToken.RPAREN || k === SqlToken.RBRACKET || k === SqlToken.RBRACE;
  }

  /**
   * The triple-quoted string opening at `i` (three `quote`s), pushed; returns its end, NOT_FOUND when unterminated, or
   * AMBIGUOUS where the dialect's triple quotes are uncertain and the string holds its own quote.
   */
  private tripleString(text: string, i: number, end: number, quote: number, r: DialectRules, backslash: boolean): number {
    const e = this.scanTripleQuoted(text, i + 3, end, quote, backslash);
    if (e === NOT_FOUND) return NOT_FOUND;
    if (r.tripleQuotes === 'uncertain' && text.slice(i + 3, e - 3).includes(String.fromCharCode(quote))) return AMBIGUOUS;
    this.push(SqlToken.STRING, i, e);
    return e;
  }

  /** End of a triple-quoted string whose body starts at `i` (after its three quotes), NOT_FOUND if unterminated. */
  private scanTripleQuoted(text: string, i: number, end: number, quote: number, backslash: boolean): number {
    while (i < end) {
      const c = text.charCodeAt(i);
      if (c === BACKSLASH && backslash) {
        i += 2;
        continue;
      }
      if (c === quote && i + 2 < end && text.charCodeAt(i + 1) === quote && text.charCodeAt(i + 2) === quote) return i + 3;
      i++;
    }
    return NOT_FOUND;
  }

  /** End of a block comment whose `/*` starts at `i`, NOT_FOUND if unterminated, -2 if ambiguous. */
  private scanBlockComment(text: string, i: number, end: number, nested: boolean): number {
    let depth = 1;
    i += 2;
    while (i + 1 < end) {
      const c = text.charCodeAt(i);
      if (c === 42 /* * */ && text.charCodeAt(i + 1) === 47 /* / */) {
        i += 2;
        if (--depth === 0) return i;
        continue;
      }
      if (c === 47 && text.charCodeAt(i + 1) === 42) {
        // Without nesting, `/* a /* b */ c */` leaves ` c */` as code: whoever wrote it meant it to
        // be hidden, and we cannot tell which reading the server used. Refuse.
        if (!nested) return -2;
        depth++;
        i += 2;
        continue;
      }
      i++;
    }
    return NOT_FOUND;
  }

  /** Set by scanNumber when the digits turned out to begin an identifier (MySQL/ClickHouse `1col`). */
  private numberIsWord = false;

  /**
   * End of a number starting at `i`, or NOT_FOUND when digits run into identifier characters in a
   * dialect where that is not an identifier (any split would be a guess).
   */
  private scanNumber(text: string, i: number, end: number, r: DialectRules, integerOnly: boolean): number {
    this.numberIsWord = false;
    let simple = true; // digits only (no fraction, exponent, hex prefix): may continue as identifier
    const c0 = text.charCodeAt(i);
    const c1 = i + 1 < end ? text.charCodeAt(i + 1) : 0;
    if (c0 === 48 && (c1 === 120 || c1 === 88) && i + 2 < end && isHex(text.charCodeAt(i + 2))) {
      i += 3;
      while (i < end && (isHex(text.charCodeAt(i)) || (text.charCodeAt(i) === 95 && i + 1 < end && isHex(text.charCodeAt(i + 1))))) i++;
    } else if (c0 === 48 && (c1 === 98 || c1 === 66) && i + 2 < end && (text.charCodeAt(i + 2) === 48 || text.charCodeAt(i + 2) === 49)) {
      i += 3;
      while (i < end && (text.charCodeAt(i) === 48 || text.charCodeAt(i) === 49 || text.charCodeAt(i) === 95)) i++;
    } else {
      i = this.scanDigits(text, i, end);
      if (!integerOnly) {
        if (i < end && text.charCodeAt(i) === 46 /* . */ && !(i + 1 < end && text.charCodeAt(i + 1) === 46)) {
          simple = false;
          i = this.scanDigits(text, i + 1, end);
        }
        if (i < end && (text.charCodeAt(i) | 0x20) === 101 /* e */) {
          let j = i + 1;
          const s = j < end ? text.charCodeAt(j) : 0;
          if (s === 43 || s === 45) j++;
          if (j < end && isDigit(text.charCodeAt(j))) {
            simple = false;
            i = this.scanDigits(text, j, end);
          }
        }
      }
    }
    if (i < end && isIdPart(text.charCodeAt(i), this.hi)) {
      if (r.numberSuffixes !== null) {
        let j = i + 1;
        while (j < end && isIdPart(text.charCodeAt(j), this.hi)) j++;
        if (j - i <= 2 && r.numberSuffixes.has(text.slice(i, j).toLowerCase())) return j;
      }
      if (r.numberWords) {
        while (i < end && isIdPart(text.charCodeAt(i), this.hi)) i++;
        return i;
      }
      if (r.digitLeadingIdentifiers && simple) {
        while (i < end && isIdPart(text.charCodeAt(i), this.hi)) i++;
        this.numberIsWord = true;
        return i;
      }
      return NOT_FOUND;
    }
    return i;
  }

  private scanDigits(text: string, i: number, end: number): number {
    while (i < end) {
      const c = text.charCodeAt(i);
      // PostgreSQL 16 and ClickHouse accept `1_000_000`; an underscore only continues between digits.
      if (isDigit(c) || (c === 95 && i + 1 < end && isDigit(text.charCodeAt(i + 1)) && i > 0 && isDigit(text.charCodeAt(i - 1)))) i++;
      else break;
    }
    return i;
  }

  private fail(failure: SqlLexFailure, failedAt: number): SqlLexResult {
    return { ok: false, failure, failedAt };
  }

  lex(text: string, dialect: SqlDialect, backslashEscapes: boolean, endIndex: number): SqlLexResult {
    const r = RULES[dialect];
    this.line.start = this.line.end = 0; // lineFacts belong to one text
    this.subAt = -2;
    let end = Math.min(endIndex, text.length);
    this.count = 0;
    this.firstAmbiguousToken = -1;
    this.hi = r.nonAscii === 'identifier' ? HI_IDENTIFIER : r.nonAscii === 'clickhouse' ? HI_ASCII_ONLY : HI_NO_BLANKS;
    // A NUL ends the text for SQLite's and MySQL's tokenizers wherever it stands (even inside a string
    // or comment), and PostgreSQL refuses it: nothing after one can be read with certainty.
    const nul = text.indexOf('\0');
    const nulAt = nul !== NOT_FOUND && nul < end ? nul : NOT_FOUND;
    if (nulAt !== NOT_FOUND) end = nulAt;
    let inExecutableComment = false;
    let stmt = STMT_NONE;
    let sawStdin = false;
    let formatWordAt = -1; // token index of a FORMAT keyword (ClickHouse inline data)
    const trackStatements = r.copyData || r.insertFormatData;
    let i = 0;

    while (i < end) {
      const c = text.charCodeAt(i);
      if (isSpace(c)) {
        i++;
        continue;
      }
      if (c >= 128 && this.hi === HI_ASCII_ONLY && isUnicodeBlank(c, false)) {
        i++; // ClickHouse skips Unicode blanks (text pasted from word processors)
        continue;
      }
      const start = i;
      const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;

      switch (c) {
        case Q: {
          if (r.tripleQuotes !== 'none' && next === Q && i + 2 < end && text.charCodeAt(i + 2) === Q) {
            const e = this.tripleString(text, i, end, Q, r, backslashEscapes);
            if (e < 0) return this.fail(e === NOT_FOUND ? 'unterminated-string' : 'ambiguous-string', start);
            i = e;
            continue;
          }
          const e = this.scanQuoted(text, i + 1, end, Q, backslashEscapes, true);
          if (e === NOT_FOUND) return this.fail('unterminated-string', start);
          this.push(SqlToken.STRING, start, e);
          i = e;
          continue;
        }
        case DQ: {
          if (r.tripleQuotes !== 'none' && next === DQ && i + 2 < end && text.charCodeAt(i + 2) === DQ) {
            const e = this.tripleString(text, i, end, DQ, r, backslashEscapes);
            if (e < 0) return this.fail(e === NOT_FOUND ? 'unterminated-string' : 'ambiguous-string', start);
            i = e;
            continue;
          }
          if (r.doubleQuotedStrings) {
            const e = this.scanQuoted(text, i + 1, end, DQ, backslashEscapes, true);
            if (e === NOT_FOUND) return this.fail('unterminated-string', start);
            this.push(SqlToken.STRING, start, e);
            i = e;
          } else {
            const e = this.scanQuoted(text, i + 1, end, DQ, r.identifierBackslash, false);
            if (e === NOT_FOUND) return this.fail('unterminated-identifier', start);
            this.push(SqlToken.QUOTED_IDENT, start, e);
            i = e;
          }
          continue;
        }
        case 96: {
          // `
          if (r.tripleQuotes !== 'none' && next === 96 && i + 2 < end && text.charCodeAt(i + 2) === 96) {
            // KQL's multi-line string ```…```: no language names anything with three backticks.
            const e = this.scanTripleQuoted(text, i + 3, end, 96, false);
            if (e === NOT_FOUND) return this.fail('unterminated-string', start);
            this.push(SqlToken.STRING, start, e);
            i = e;
            continue;
          }
          if (r.backtickStrings) {
            // JavaScript escapes in a template string, PromQL's raw strings do not: both readings are tried.
            const e = this.scanQuoted(text, i + 1, end, 96, backslashEscapes, true);
            if (e === NOT_FOUND) return this.fail('unterminated-string', start);
            // JavaScript: a substitution `${…}` may hold strings and backticks of its own, so where this string ends is
            // not certain (PromQL's raw strings have none).
            if (r.regexLiterals === 'js') {
              // The next `${` at or after i, found once per text however many strings (i only grows).
              if (this.subAt !== NOT_FOUND && this.subAt < i) this.subAt = text.indexOf('${', i);
              if (this.subAt !== NOT_FOUND && this.subAt < e) return this.fail('unterminated-string', start);
            }
            this.push(SqlToken.STRING, start, e);
            i = e;
            continue;
          }
          const e = r.backtickEscapes ? this.scanQuoted(text, i + 1, end, 96, backslashEscapes, true) : this.scanQuoted(text, i + 1, end, 96, r.identifierBackslash, false);
          if (e === NOT_FOUND) return this.fail('unterminated-identifier', start);
          this.push(SqlToken.QUOTED_IDENT, start, e);
          i = e;
          continue;
        }
        case 91: {
          // [
          if (r.bracketIdentifiers) {
            const e = this.scanQuoted(text, i + 1, end, 93, false, false);
            if (e === NOT_FOUND) return this.fail('unterminated-identifier', start);
            this.push(SqlToken.QUOTED_IDENT, start, e);
            i = e;
          } else {
            this.push(SqlToken.LBRACKET, start, ++i);
          }
          continue;
        }
        case 93:
          this.push(SqlToken.RBRACKET, start, ++i);
          continue;
        case 40:
          this.push(SqlToken.LPAREN, start, ++i);
          continue;
        case 41:
          this.push(SqlToken.RPAREN, start, ++i);
          continue;
        case 44:
          this.push(SqlToken.COMMA, start, ++i);
          continue;
        case 125:
          this.push(SqlToken.RBRACE, start, ++i);
          continue;
        case 123: {
          // {
          if (r.braceParams) {
            const e = scanBraceParam(text, i, end, this.hi);
            if (e !== NOT_FOUND) {
              this.push(SqlToken.PARAM, start, e);
              i = e;
              continue;
            }
          }
          this.push(SqlToken.LBRACE, start, ++i);
          continue;
        }
        case 59: {
          // ;
          this.push(SqlToken.SEMICOLON, start, ++i);
          if (stmt === STMT_COPY && sawStdin) {
            const dataEnd = this.copyDataEnd(text, i, end);
            if (dataEnd.start !== NOT_FOUND) {
              this.push(SqlToken.STRING, dataEnd.start, dataEnd.end);
              i = dataEnd.end;
            }
          }
          stmt = STMT_NONE;
          sawStdin = false;
          continue;
        }
        case 46: {
          // .
          if (isDigit(next) && !this.followsOperand(start)) {
            const e = this.scanNumber(text, i, end, r, false);
            if (e === NOT_FOUND || this.numberIsWord) return this.fail('malformed-number', start);
            this.push(SqlToken.NUMBER, start, e);
            i = e;
          } else {
            this.push(SqlToken.DOT, start, ++i);
          }
          continue;
        }
        case 45: {
          // -
          if (next === 45) {
            const third = i + 2 < end ? text.charCodeAt(i + 2) : -1;
            if (r.guardedLineComments) {
              // A comment in GoogleSQL or SurrealQL, an edge in Cypher (`-->`, `(a)--(b)`), a decrement in JavaScript: with
              // a quote or a comment mark later on the line the readings would differ in what is a string.
              if (this.lineFacts(text, i, end).lastMark >= i + 2) return this.fail('ambiguous-comment', start);
              if (third === 62 || third === 40 || third === 91 || third === 45) {
                this.push(SqlToken.OPERATOR, start, ++i);
                continue;
              }
            }
            // MySQL: `--` needs a blank or control character (or the end) after it, so `10--5` is
            // 10 minus -5. Reading such code as a comment would hide it, and then whatever a quote in
            // it opens would be read the wrong way round until the end of the statement.
            const blankAfter = third === -1 || third <= 32 || third === 127;
            if (r.dashDash === 'blank' && !blankAfter) {
              if (third >= 128) return this.fail('ambiguous-comment', start); // MySQL's ctype decides
              this.push(SqlToken.OPERATOR, start, ++i);
              continue;
            }
            const e = this.lineCommentEnd(text, i + 2, end, r);
            if (e === NOT_FOUND) return this.fail('ambiguous-comment', start);
            if (r.dashDash === 'generic' && !blankAfter && hasQuoteOrCommentMark(text, i + 2, e)) {
              // Unknown system: a comment to PostgreSQL, code to MySQL; the two readings differ only
              // when the rest of the line opens or closes something.
              return this.fail('ambiguous-comment', start);
            }
            i = e;
            this.push(SqlToken.COMMENT, start, i);
          } else {
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case 47: {
          // /
          if (next === 42) {
            const bang = i + 2 < end ? text.charCodeAt(i + 2) : 0;
            const mariaBang = bang === 77 /* M */ && i + 3 < end && text.charCodeAt(i + 3) === 33;
            if (r.executableComments && (bang === 33 /* ! */ || mariaBang)) {
              // MySQL runs the body of /*!NNNNN … */ (and MariaDB of /*M!NNNNN … */) as code, so it
              // is lexed as code; only the markers are dropped.
              if (inExecutableComment) return this.fail('nested-comment', start);
              let j = i + (mariaBang ? 4 : 3);
              while (j < end && isDigit(text.charCodeAt(j))) j++;
              this.push(SqlToken.COMMENT, start, j);
              inExecutableComment = true;
              i = j;
              continue;
            }
            const e = this.scanBlockComment(text, i, end, r.nestedComments);
            if (e === NOT_FOUND) return this.fail('unterminated-comment', start);
            if (e === -2) return this.fail('nested-comment', start);
            this.push(SqlToken.COMMENT, start, e);
            i = e;
          } else if (next === 47 && r.slashSlashComments) {
            const e = this.lineCommentEnd(text, i + 2, end, r);
            if (e === NOT_FOUND) return this.fail('ambiguous-comment', start);
            // Unknown systems, and the query languages where a `//` may stand in an IRI the lexer did not read whole: a
            // comment holding a quote or comment mark fails closed.
            if ((r.hash === 'generic' || (r.guardedLineComments && r.regexLiterals !== 'js')) && hasQuoteOrCommentMark(text, i + 2, e)) return this.fail('ambiguous-comment', start);
            i = e;
            this.push(SqlToken.COMMENT, start, i);
          } else if (r.regexLiterals === 'after-match' ? this.afterMatchOperator(text) : r.regexLiterals === 'js' && !this.afterValue(text)) {
            // A regular expression is a literal: `=~ /^Ng(u|o)yen/` (InfluxQL), `{ name: /^Jane/i }` (mongosh).
            const e = scanRegex(text, i + 1, end);
            if (e === NOT_FOUND) return this.fail('unterminated-string', start);
            this.push(SqlToken.STRING, start, e);
            i = e;
          } else {
            // A division. In JavaScript it may be a regular expression after `)`, `}` or `a++`: with a quote and another
            // `/` later on the line, the two readings would differ in what is a string.
            if (r.regexLiterals === 'js') {
              const line = this.lineFacts(text, i, end);
              if (line.lastQuote > i && line.lastSlash > i) return this.fail('ambiguous-regex', start);
            }
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case 42: {
          // *
          if (next === 47 && (inExecutableComment || !(i + 2 < end && text.charCodeAt(i + 2) === 42))) {
            // A `*/` outside any comment means someone expected a comment to still be open.
            if (!inExecutableComment) return this.fail('stray-comment-end', start);
            inExecutableComment = false;
            i += 2;
            this.push(SqlToken.COMMENT, start, i);
          } else {
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case 35: {
          // #
          // A `#` in a name or an IRI the lexer did not read whole (`<#me>`, OrientDB's `#12:3`, `this.#x`) may be code: a
          // comment holding a quote or comment mark fails closed.
          if (r.guardedLineComments && this.lineFacts(text, i, end).lastMark > i) return this.fail('ambiguous-comment', start);
          const e = this.scanHash(text, i, end, r);
          if (e === NOT_FOUND) return this.fail('unexpected-character', start);
          if (e === AMBIGUOUS) return this.fail('ambiguous-comment', start);
          i = e;
          continue;
        }
        case 36: {
          // $
          const e = this.scanDollar(text, i, end, r);
          if (e < 0) return this.fail(e === -2 ? 'unterminated-dollar-quote' : 'unexpected-character', start);
          i = e;
          continue;
        }
        case 63: {
          // ?
          if (r.questionOperators && (next === 124 || next === 38 || next === 45 || next === 35)) {
            this.push(SqlToken.OPERATOR, start, ++i);
            continue;
          }
          i++;
          while (i < end && isDigit(text.charCodeAt(i))) i++; // ?1 (SQLite, JDBC-style numbered)
          this.push(SqlToken.PARAM, start, i);
          continue;
        }
        case 58: {
          // :
          if (r.sqliteVariables) {
            const e = this.scanSqliteVariable(text, i, end);
            if (e === NOT_FOUND) return this.fail('unexpected-character', start);
            i = e;
            continue;
          }
          if (next === 58 || next === 61) {
            i += 2;
            this.push(SqlToken.OPERATOR, start, i);
          } else if (isIdStart(next, this.hi) || (r.colonDigitParams && isDigit(next))) {
            i += 2;
            while (i < end && isIdPart(text.charCodeAt(i), this.hi)) i++;
            this.push(SqlToken.PARAM, start, i);
          } else {
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case 64: {
          // @
          if (r.sqliteVariables) {
            const e = this.scanSqliteVariable(text, i, end);
            if (e === NOT_FOUND) return this.fail('unexpected-character', start);
            i = e;
            continue;
          }
          if (r.atVariables && (isIdStart(next, this.hi) || next === 64)) {
            i += next === 64 ? 2 : 1;
            while (i < end && isIdPart(text.charCodeAt(i), this.hi)) i++;
            this.push(SqlToken.PARAM, start, i);
          } else {
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case 37: {
          // %
          const e = scanPercentParam(text, i, end, this.hi);
          if (e !== NOT_FOUND) {
            this.push(SqlToken.PARAM, start, e);
            i = e;
          } else {
            this.push(SqlToken.OPERATOR, start, ++i);
          }
          continue;
        }
        case BACKSLASH: {
          // Outside strings a backslash is not SQL (psql meta-commands, mis-lexed escapes). The
          // ClickHouse client's `\G` terminator is the one exception.
          if (r.insertFormatData && next === 71) {
            i += 2;
            this.push(SqlToken.OPERATOR, start, i);
            continue;
          }
          return this.fail('unexpected-character', start);
        }
        case 60: {
          // <
          if (r.guardedLineComments) {
            // An IRI (SPARQL's `<http://xmlns.com/foaf/0.1/name>`, `<urn:x#y>`): one name, its `//` and `#` no comments.
            IRI_RE.lastIndex = i;
            if (IRI_RE.test(text) && IRI_RE.lastIndex <= end) {
              this.push(SqlToken.QUOTED_IDENT, start, IRI_RE.lastIndex);
              i = IRI_RE.lastIndex;
              continue;
            }
          }
          this.push(SqlToken.OPERATOR, start, ++i);
          continue;
        }
        case 43: // +
        case 61: // =
        case 62: // >
        case 126: // ~
        case 33: // !
        case 94: // ^
        case 38: // &
        case 124: // |
          this.push(SqlToken.OPERATOR, start, ++i);
          continue;
        default:
          break;
      }

      if (isDigit(c)) {
        const integerOnly = this.count > 0 && this.kinds[this.count - 1] === SqlToken.DOT && this.ends[this.count - 1] === start;
        const e = this.scanNumber(text, i, end, r, integerOnly);
        if (e === NOT_FOUND) return this.fail('malformed-number', start);
        this.push(this.numberIsWord ? SqlToken.WORD : SqlToken.NUMBER, start, e);
        i = e;
        continue;
      }

      if (c === 0x27e8 && r.angleLiterals) {
        // ⟨
        const close = text.indexOf('\u27e9', i + 1);
        if (close === NOT_FOUND || close >= end) return this.fail('unterminated-string', start);
        this.push(SqlToken.STRING, start, close + 1);
        i = close + 1;
        continue;
      }
      if (!isIdStart(c, this.hi)) return this.fail('unexpected-character', start);

      // Prefixed literals: E'…', N'…', X'…', B'…', U&'…', q'[…]', nq'[…]'.
      const lower = c | 0x20;
      if (next === Q) {
        let e = 0;
        if (lower === 101 /* e */ && r.eStrings) e = this.scanQuoted(text, i + 2, end, Q, true, false);
        else if (lower === 110 /* n */) e = this.scanQuoted(text, i + 2, end, Q, backslashEscapes, true);
        else if (lower === 120 /* x */ || lower === 98 /* b */) e = this.scanQuoted(text, i + 2, end, Q, false, false);
        else if (lower === 113 /* q */ && r.qQuotes) e = scanQQuote(text, i + 2, end);
        if (e !== 0) {
          if (e === NOT_FOUND) return this.fail('unterminated-string', start);
          this.push(SqlToken.STRING, start, e);
          i = e;
          continue;
        }
      } else if (lower === 110 && r.qQuotes && (next | 0x20) === 113 && i + 2 < end && text.charCodeAt(i + 2) === Q) {
        const e = scanQQuote(text, i + 3, end);
        if (e === NOT_FOUND) return this.fail('unterminated-string', start);
        this.push(SqlToken.STRING, start, e);
        i = e;
        continue;
      } else if (lower === 117 /* u */ && r.unicodeStrings && next === 38 /* & */ && i + 2 < end) {
        const q = text.charCodeAt(i + 2);
        if (q === Q || q === DQ) {
          const e = this.scanQuoted(text, i + 3, end, q, false, false);
          if (e === NOT_FOUND) return this.fail(q === Q ? 'unterminated-string' : 'unterminated-identifier', start);
          this.push(q === Q ? SqlToken.STRING : SqlToken.QUOTED_IDENT, start, e);
          i = e;
          continue;
        }
      }

      i++;
      if (r.hashInIdentifiers) {
        while (i < end && (isIdPart(text.charCodeAt(i), this.hi) || text.charCodeAt(i) === 35)) i++;
      } else {
        while (i < end && isIdPart(text.charCodeAt(i), this.hi)) i++;
      }
      this.push(SqlToken.WORD, start, i);

      if (trackStatements) {
        if (stmt === STMT_NONE) {
          stmt = wordEquals(text, start, i, 'copy') ? STMT_COPY : wordEquals(text, start, i, 'insert') ? STMT_INSERT : STMT_OTHER;
        } else if (stmt === STMT_COPY && wordEquals(text, start, i, 'stdin')) {
          sawStdin = true;
        } else if (stmt === STMT_INSERT && r.insertFormatData) {
          if (formatWordAt === this.count - 2) {
            // ClickHouse: after `INSERT … FORMAT <name>` the rest of the query is data in that
            // format (JSON rows, CSV…), not SQL.
            let j = i;
            while (j < end && isSpace(text.charCodeAt(j))) j++;
            if (j < end) {
              this.push(SqlToken.STRING, j, end);
              i = end;
            }
          } else if (wordEquals(text, start, i, 'format')) {
            formatWordAt = this.count - 1;
          }
        }
      }
    }

    if (inExecutableComment) return this.fail('unterminated-comment', end);
    if (nulAt !== NOT_FOUND) return this.fail('unexpected-character', nulAt);
    return { ok: true };
  }

  /**
   * End of a line comment whose body starts at `i`, by the dialect's rule; NOT_FOUND where a lone CR
   * inside it would end the comment for some servers and not for others (undocumented dialects).
   */
  private lineCommentEnd(text: string, i: number, end: number, r: DialectRules): number {
    if (r.lineCommentEnd === 'cr-lf') return lineEnd(text, i, end);
    const lf = text.indexOf('\n', i);
    const e = lf === NOT_FOUND || lf > end ? end : lf;
    if (r.lineCommentEnd === 'unknown') {
      // Within the line only (an unbounded search for a CR made many comments in a long text quadratic).
      for (let j = i; j < e; j++) if (text.charCodeAt(j) === 13 && j + 1 !== e) return NOT_FOUND;
    }
    return e;
  }

  /**
   * SQLite's variable token (`$`, `@`, `:` or `#` first): identifier characters, `::` pairs, and one
   * `(…)` suffix ending at `)` without blanks; NOT_FOUND where SQLite reads an illegal token.
   */
  private scanSqliteVariable(text: string, i: number, end: number): number {
    let n = 0;
    let j = i + 1;
    while (j < end) {
      const c = text.charCodeAt(j);
      if (isIdPart(c, HI_IDENTIFIER)) {
        n++;
        j++;
      } else if (c === 40 && n > 0) {
        j++;
        while (j < end && text.charCodeAt(j) !== 41 && !isSpace(text.charCodeAt(j))) j++;
        if (j >= end || text.charCodeAt(j) !== 41) return NOT_FOUND;
        j++;
        break;
      } else if (c === 58 && j + 1 < end && text.charCodeAt(j + 1) === 58) {
        j += 2;
      } else {
        break;
      }
    }
    if (n === 0) return NOT_FOUND;
    this.push(SqlToken.PARAM, i, j);
    return j;
  }

  /** A `.` right after an operand (`t.1` tuple access, `x.5`) is a dot, not the start of `.5`. */
  private followsOperand(start: number): boolean {
    const n = this.count;
    if (n === 0 || this.ends[n - 1] !== start) return false;
    const k = this.kinds[n - 1];
    return (
      k === SqlToken.WORD || k === SqlToken.QUOTED_IDENT || k === SqlToken.RPAREN || k === SqlToken.RBRACKET || k === SqlToken.NUMBER
    );
  }

  private scanHash(text: string, i: number, end: number, r: DialectRules): number {
    const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
    switch (r.hash) {
      case 'comment': {
        const e = this.lineCommentEnd(text, i + 1, end, r);
        if (e === NOT_FOUND) return AMBIGUOUS;
        this.push(SqlToken.COMMENT, i, e);
        return e;
      }
      case 'comment-if-space': {
        // ClickHouse: `# ` and `#!` start comments; any other `#` is a syntax error there.
        if (next !== 32 && next !== 33) return NOT_FOUND;
        const e = this.lineCommentEnd(text, i + 1, end, r);
        if (e === NOT_FOUND) return AMBIGUOUS;
        this.push(SqlToken.COMMENT, i, e);
        return e;
      }
      case 'variable':
        return this.scanSqliteVariable(text, i, end);
      case 'identifier': {
        // SQL Server temporary tables: #t, ##t.
        let e = i + 1;
        while (e < end && (isIdPart(text.charCodeAt(e), this.hi) || text.charCodeAt(e) === 35)) e++;
        this.push(SqlToken.WORD, i, e);
        return e;
      }
      case 'generic': {
        // Unknown systems: `#>` and `#-` are PostgreSQL operators; any other `#` is read as a
        // MySQL comment, which hides more than it shows — unless the rest of the line opens or
        // closes something, which PostgreSQL (`#` is XOR there) would read as code.
        if (next === 62 || next === 45) {
          this.push(SqlToken.OPERATOR, i, i + 1);
          return i + 1;
        }
        const e = this.lineCommentEnd(text, i + 1, end, r);
        if (e === NOT_FOUND || hasQuoteOrCommentMark(text, i + 1, e)) return AMBIGUOUS;
        this.push(SqlToken.COMMENT, i, e);
        return e;
      }
      case 'operator':
        this.push(SqlToken.OPERATOR, i, i + 1);
        return i + 1;
    }
  }

  /** Returns the end offset, -1 for an unexpected `$`, -2 for an unterminated dollar quote. */
  private scanDollar(text: string, i: number, end: number, r: DialectRules): number {
    if (r.sqliteVariables) return this.scanSqliteVariable(text, i, end);
    const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
    if (r.anyHeredocTag) {
      // ClickHouse: the tag is whatever lies up to the next `$` (blanks, quotes and all); the body
      // ends at the next occurrence of the whole tag. A tag shaped like an identifier that is never
      // closed is taken for a truncated heredoc; any other unclosed `$…$` is not a heredoc there.
      const tagEnd = text.indexOf('$', i + 1);
      if (tagEnd !== NOT_FOUND && tagEnd < end) {
        const delimiter = text.slice(i, tagEnd + 1);
        const close = text.indexOf(delimiter, tagEnd + 1);
        if (close !== NOT_FOUND && close + delimiter.length <= end) {
          const e = close + delimiter.length;
          this.push(SqlToken.STRING, i, e);
          return e;
        }
        let identifierTag = true;
        for (let j = i + 1; j < tagEnd && identifierTag; j++) identifierTag = isIdPart(text.charCodeAt(j), this.hi) && !(j === i + 1 && isDigit(text.charCodeAt(j)));
        if (identifierTag) return -2;
      }
    }
    if (r.moneyLiterals && (isDigit(next) || next === 46)) {
      const e = this.scanNumber(text, i + 1, end, r, false);
      if (e === NOT_FOUND || this.numberIsWord) return -1;
      this.push(SqlToken.NUMBER, i, e);
      return e;
    }
    if (isDigit(next)) {
      let e = i + 1;
      while (e < end && isDigit(text.charCodeAt(e))) e++;
      this.push(SqlToken.PARAM, i, e);
      return e;
    }
    if (r.dollarQuotes) {
      // $$…$$ or $tag$…$tag$; the tag is an identifier without `$`. The body ends at the first
      // occurrence of the same delimiter, so an inner $other$…$other$ is just body text.
      let tagEnd = NOT_FOUND;
      if (next === 36) tagEnd = i + 1;
      else if (isIdStart(next, this.hi)) {
        let j = i + 2;
        while (j < end && text.charCodeAt(j) !== 36 && isIdPart(text.charCodeAt(j), this.hi)) j++;
        if (j < end && text.charCodeAt(j) === 36) tagEnd = j;
      }
      if (tagEnd !== NOT_FOUND) {
        const delimiter = text.slice(i, tagEnd + 1);
        const close = text.indexOf(delimiter, tagEnd + 1);
        if (close === NOT_FOUND || close + delimiter.length > end) return -2;
        const e = close + delimiter.length;
        this.push(SqlToken.STRING, i, e);
        return e;
      }
    }
    if (isIdStart(next, this.hi) && r.dollarWord !== 'fail') {
      let e = i + 2;
      while (e < end && isIdPart(text.charCodeAt(e), this.hi)) e++;
      this.push(r.dollarWord === 'param' ? SqlToken.PARAM : SqlToken.WORD, i, e);
      return e;
    }
    return -1;
  }

  /**
   * Data after `COPY … FROM STDIN;` as psql scripts carry it: from the next line to the line `\.`
   * (or the end). Returns NOT_FOUND as start when more SQL follows on the same line.
   */
  private copyDataEnd(text: string, i: number, end: number): { start: number; end: number } {
    let j = i;
    while (j < end && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j++;
    if (j >= end) return { start: NOT_FOUND, end: i };
    if (text.charCodeAt(j) === 13) j++;
    if (j >= end || text.charCodeAt(j) !== 10) return { start: NOT_FOUND, end: i };
    const dataStart = j + 1;
    if (dataStart >= end) return { start: NOT_FOUND, end: i };
    let from = dataStart;
    for (;;) {
      const k = text.indexOf('\\.', from);
      if (k === NOT_FOUND || k >= end) return { start: dataStart, end };
      const atLineStart = k === dataStart || text.charCodeAt(k - 1) === 10;
      const after = k + 2 < end ? text.charCodeAt(k + 2) : 10;
      if (atLineStart && (after === 10 || after === 13)) return { start: dataStart, end: Math.min(k + 2, end) };
      from = k + 2;
    }
  }
}

/** Whether `text[i, end)` holds a quote, `$` or a block-comment mark: something that can span lines. */
/**
 * An IRI in angle brackets: a common scheme, then no blank, quote, bracket or backslash up to `>` (RFC 3987's IRIREF,
 * bounded). Others (`<#me>`, `<ex:b&&?x>` — a comparison) are not read whole; a `#` or `//` in them falls to the comments'
 * fail-closed rule.
 */
const IRI_RE = /<(?:https?|urn|mailto|file|ftp|tag|ldap|data|did):[^\s<>"'`{}|^\\]{0,2048}>/y;

/** JavaScript's keywords after which an expression (so a regular expression) starts. */
const EXPRESSION_KEYWORDS: ReadonlySet<string> = new Set(['return', 'typeof', 'instanceof', 'in', 'of', 'case', 'new', 'delete', 'void', 'throw', 'yield', 'await', 'else', 'do']);

/**
 * End of a regular expression whose body starts at `i` (after its `/`), its flags included: a `/` inside a class
 * (`[/]`) or escaped does not end it; a line break does (NOT_FOUND: not a regular expression that can be read).
 */
function scanRegex(text: string, i: number, end: number): number {
  let inClass = false;
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return NOT_FOUND;
    if (c === BACKSLASH) {
      i += 2;
      continue;
    }
    if (c === 91) inClass = true;
    else if (c === 93) inClass = false;
    else if (c === 47 && !inClass) {
      i++;
      while (i < end && isIdChar(text.charCodeAt(i))) i++;
      return i;
    }
    i++;
  }
  return NOT_FOUND;
}

function isIdChar(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
}

function hasQuoteOrCommentMark(text: string, i: number, end: number): boolean {
  for (let j = i; j < end; j++) {
    const c = text.charCodeAt(j);
    if (c === Q || c === DQ || c === 96 || c === 36) return true;
    if ((c === 47 && text.charCodeAt(j + 1) === 42) || (c === 42 && text.charCodeAt(j + 1) === 47)) return true;
  }
  return false;
}

function lineEnd(text: string, i: number, end: number): number {
  while (i < end) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13) return i;
    i++;
  }
  return end;
}

/** Oracle q'X…X' with brackets paired; `i` is just after the opening quote. */
function scanQQuote(text: string, i: number, end: number): number {
  if (i >= end) return NOT_FOUND;
  const open = text.charCodeAt(i);
  if (isSpace(open)) return NOT_FOUND;
  const close = open === 91 ? 93 : open === 123 ? 125 : open === 40 ? 41 : open === 60 ? 62 : open;
  const closing = String.fromCharCode(close) + "'";
  const k = text.indexOf(closing, i + 1);
  if (k === NOT_FOUND || k + 2 > end) return NOT_FOUND;
  return k + 2;
}

/** psycopg / MySQLdb markers: %s, %b, %t, %(name)s. */
function scanPercentParam(text: string, i: number, end: number, hi: HighMode): number {
  const next = i + 1 < end ? text.charCodeAt(i + 1) : 0;
  if (next === 115 || next === 98 || next === 116) {
    return i + 2 < end && isIdPart(text.charCodeAt(i + 2), hi) ? NOT_FOUND : i + 2;
  }
  if (next === 40) {
    let j = i + 2;
    while (j < end && j - i < 66 && isIdPart(text.charCodeAt(j), hi)) j++;
    if (j > i + 2 && j + 1 < end && text.charCodeAt(j) === 41 && text.charCodeAt(j + 1) === 115) return j + 2;
  }
  return NOT_FOUND;
}

/**
 * ClickHouse `{name:Type}`. The token is copied verbatim, so the type may only hold what type names
 * are made of (letters, digits, `_`, parentheses, commas, blanks): `{x: any data}` is not a parameter.
 */
function scanBraceParam(text: string, i: number, end: number, hi: HighMode): number {
  let j = i + 1;
  while (j < end && isSpace(text.charCodeAt(j))) j++;
  if (j >= end || !isIdStart(text.charCodeAt(j), hi)) return NOT_FOUND;
  while (j < end && isIdPart(text.charCodeAt(j), hi)) j++;
  while (j < end && isSpace(text.charCodeAt(j))) j++;
  if (j >= end || text.charCodeAt(j) !== 58) return NOT_FOUND;
  let letters = 0;
  for (let k = j + 1; k < end && k - i < 256; k++) {
    const c = text.charCodeAt(k);
    if (c === 125) return letters > 0 ? k + 1 : NOT_FOUND;
    const typeChar = (c < 128 && (CLASS[c]! & C_ID_PART) !== 0 && c !== 36) || c === 40 || c === 41 || c === 44 || c === 32;
    if (!typeChar) return NOT_FOUND;
    if (c !== 32) letters++;
  }
  return NOT_FOUND;
}

/** A new lexer with its own token buffers. */
export function createSqlLexer(): SqlLexer {
  return new Lexer();
}
