/**
 * SQL sanitization for `db.query.text` / `db.statement`, after the OpenTelemetry semantic-convention
 * rule: every literal becomes `?`, parameter markers and identifiers stay, comments go.
 *
 * Pipeline: lex (sql-lexer.ts) → rewrite in one pass over the tokens, copying the text between
 * replaced tokens verbatim → or, where the lexer cannot be sure, a summary (summarize-sql.ts).
 *
 * Backslashes. Whether `\'` ends a string depends on a server setting (PostgreSQL
 * standard_conforming_strings, MySQL NO_BACKSLASH_ESCAPES), not on the text. Each dialect is lexed
 * with its default; when a string holds a backslash right before a quote — the only place the two
 * conventions can diverge — the text is lexed the other way too, and a result is used only if it
 * hides everything the other reading hides (see `pickReading`). Otherwise: summary.
 */
import type { SqlDialect } from './sql-dialect.ts';
import { createSqlLexer, defaultBackslashEscapes, SqlToken, wordEquals, type SqlLexer, type SqlLexFailure } from './sql-lexer.ts';
import { summarizeSqlTokens } from './summarize-sql.ts';

/** Why a statement was summarized instead of sanitized (a label for metrics; never input text). */
export type SqlSummaryReason = SqlLexFailure | 'too-large' | 'ambiguous-backslash';

/**
 * Result of sanitizing one statement (or batch). `text` is safe to store: it holds no literal of the
 * input. `literalsReplaced` counts replaced literal tokens (a redacted PASSWORD / IDENTIFIED BY tail
 * counts at least 1); it is 0 when summarized, since the literals were not all recognized.
 */
export interface SanitizedSql {
  text: string;
  status: 'sanitized' | 'summarized' | 'unchanged';
  literalsReplaced: number;
  /** Present only when status is 'summarized'. */
  summaryReason?: SqlSummaryReason;
}

export interface SanitizeSqlOptions {
  /** Inputs longer than this (UTF-16 code units) are summarized from their first part. */
  maxInputChars?: number;
}

export const DEFAULT_MAX_SQL_INPUT_CHARS = 65_536;

// Scratch lexers, private to this module: sanitizeSql is synchronous and never re-entered, so
// sharing their buffers between calls is safe and keeps the hot path allocation-free.
const primaryLexer = createSqlLexer();
const otherLexer = createSqlLexer();

/**
 * Sanitizes `text` as a statement of `dialect`. Never throws on input; the result is 'unchanged'
 * (same string) when there was nothing to hide.
 */
export function sanitizeSql(text: string, dialect: SqlDialect, options?: SanitizeSqlOptions): SanitizedSql {
  const maxChars = options?.maxInputChars ?? DEFAULT_MAX_SQL_INPUT_CHARS;
  if (text.length === 0) return { text, status: 'unchanged', literalsReplaced: 0 };
  const backslash = defaultBackslashEscapes(dialect);

  if (text.length > maxChars) {
    // Only the first part is lexed, for the summary; a construct cut at the bound fails and is left out.
    const first = primaryLexer.lex(text, dialect, backslash, maxChars);
    if (primaryLexer.firstAmbiguousToken === -1) return summarized(text, primaryLexer, primaryLexer.count, 'too-large');
    const other = otherLexer.lex(text, dialect, !backslash, maxChars);
    return summarizedFromReadings(text, first.ok ? -1 : first.failedAt, other.ok ? -1 : other.failedAt, 'too-large');
  }

  const primary = primaryLexer.lex(text, dialect, backslash, text.length);
  if (primary.ok && primaryLexer.firstAmbiguousToken === -1) {
    return emit(text, primaryLexer, dialect, null);
  }
  if (!primary.ok && primaryLexer.firstAmbiguousToken === -1) {
    return summarized(text, primaryLexer, primaryLexer.count, primary.failure);
  }
  return pickReading(text, dialect, backslash, primary.ok ? -1 : primary.failedAt, primary.ok ? 'ambiguous-backslash' : primary.failure);
}

/**
 * Both backslash readings of a text with `\'` in a string. A reading's output is safe when it hides
 * (replaces or drops) every non-blank character the other reading hides: then it leaks nothing
 * whichever setting the server had. A reading that does not lex is not a possible reading — except
 * that everything from its failure point on counts as hidden by it, since an unterminated literal
 * may simply have been truncated by the instrumentation.
 */
function pickReading(text: string, dialect: SqlDialect, backslash: boolean, primaryFailedAt: number, reason: SqlSummaryReason): SanitizedSql {
  const other = otherLexer.lex(text, dialect, !backslash, text.length);
  const primaryMask = new Uint8Array(text.length);
  const otherMask = new Uint8Array(text.length);

  if (primaryFailedAt === -1) {
    const primaryResult = emit(text, primaryLexer, dialect, primaryMask);
    if (!other.ok) return primaryResult;
    const otherResult = emit(text, otherLexer, dialect, otherMask);
    if (otherResult.text === primaryResult.text || hidesAll(text, primaryMask, otherMask)) return primaryResult;
    if (hidesAll(text, otherMask, primaryMask)) return otherResult;
  } else if (other.ok) {
    markLexedLiterals(primaryLexer, primaryMask);
    primaryMask.fill(1, primaryFailedAt);
    const otherResult = emit(text, otherLexer, dialect, otherMask);
    if (hidesAll(text, otherMask, primaryMask)) return otherResult;
  }
  return summarizedFromReadings(text, primaryFailedAt, other.ok ? -1 : other.failedAt, reason);
}

/** Summary of one reading: the tokens before its failure (or all of them). */
function summarized(text: string, lexer: SqlLexer, tokenLimit: number, reason: SqlSummaryReason): SanitizedSql {
  return { text: summarizeSqlTokens(text, lexer, tokenLimit), status: 'summarized', literalsReplaced: 0, summaryReason: reason };
}

/**
 * Summary of a text with `\'` in a string, from both backslash readings (primaryLexer, otherLexer;
 * failedAt -1 = lexed completely). The summary must still name every statement's operation and
 * tables, so it is not cut at the first backslash:
 * - exactly one reading lexes completely: a server can only have run that one in full (the other
 *   is either its misreading or a text cut off inside a literal — the residual risk of a summary:
 *   an identifier-shaped word after FROM/INTO/… of a truncated literal, see README);
 * - both or neither: only words that are code in both readings (each up to its failure) are used.
 */
function summarizedFromReadings(text: string, primaryFailedAt: number, otherFailedAt: number, reason: SqlSummaryReason): SanitizedSql {
  let summary: string;
  if (primaryFailedAt === -1 && otherFailedAt !== -1) summary = summarizeSqlTokens(text, primaryLexer, primaryLexer.count);
  else if (primaryFailedAt !== -1 && otherFailedAt === -1) summary = summarizeSqlTokens(text, otherLexer, otherLexer.count);
  else summary = summarizeSqlTokens(text, primaryLexer, primaryLexer.count, namesMask(text, otherLexer));
  return { text: summary, status: 'summarized', literalsReplaced: 0, summaryReason: reason };
}

/** 1 for every character inside a word or quoted identifier of `lexer`'s reading (before any failure). */
function namesMask(text: string, lexer: SqlLexer): Uint8Array {
  const mask = new Uint8Array(text.length);
  for (let t = 0; t < lexer.count; t++) {
    const k = lexer.kinds[t];
    if (k === SqlToken.WORD || k === SqlToken.QUOTED_IDENT) mask.fill(1, lexer.starts[t], lexer.ends[t]);
  }
  return mask;
}

function hidesAll(text: string, hider: Uint8Array, hidden: Uint8Array): boolean {
  for (let i = 0; i < hidden.length; i++) {
    if (hidden[i] === 1 && hider[i] !== 1) {
      const c = text.charCodeAt(i);
      if (!(c === 32 || (c >= 9 && c <= 13))) return false;
    }
  }
  return true;
}

function markLexedLiterals(lexer: SqlLexer, mask: Uint8Array): void {
  for (let t = 0; t < lexer.count; t++) {
    const k = lexer.kinds[t];
    if (k === SqlToken.STRING || k === SqlToken.NUMBER || k === SqlToken.COMMENT) mask.fill(1, lexer.starts[t], lexer.ends[t]);
  }
}

// Keywords the rewrite reacts to. Recognized by length first, so most words cost one comparison.
const KW_IN = 1;
const KW_TRUE_FALSE = 2;
const KW_PASSWORD = 3;
const KW_IDENTIFIED = 4;
const KW_BY_WITH = 5;
const KW_SETTINGS = 6;
const KW_FORMAT = 7;
const KW_VALUES = 8;
const KW_DML = 9;
const KW_LIKE = 10;

function keywordOf(text: string, s: number, e: number): number {
  switch (e - s) {
    case 2:
      if (wordEquals(text, s, e, 'in')) return KW_IN;
      return wordEquals(text, s, e, 'by') ? KW_BY_WITH : 0;
    case 4:
      if (wordEquals(text, s, e, 'true')) return KW_TRUE_FALSE;
      if (wordEquals(text, s, e, 'with')) return KW_BY_WITH;
      return wordEquals(text, s, e, 'like') || wordEquals(text, s, e, 'glob') ? KW_LIKE : 0;
    case 5:
      if (wordEquals(text, s, e, 'false')) return KW_TRUE_FALSE;
      if (wordEquals(text, s, e, 'merge')) return KW_DML;
      return wordEquals(text, s, e, 'ilike') || wordEquals(text, s, e, 'match') ? KW_LIKE : 0;
    case 6:
      if (wordEquals(text, s, e, 'select') || wordEquals(text, s, e, 'insert') || wordEquals(text, s, e, 'update')) return KW_DML;
      if (wordEquals(text, s, e, 'delete') || wordEquals(text, s, e, 'upsert')) return KW_DML;
      if (wordEquals(text, s, e, 'values')) return KW_VALUES;
      if (wordEquals(text, s, e, 'format')) return KW_FORMAT;
      return wordEquals(text, s, e, 'regexp') ? KW_LIKE : 0;
    case 7:
      return wordEquals(text, s, e, 'replace') || wordEquals(text, s, e, 'explain') ? KW_DML : 0;
    case 8:
      if (wordEquals(text, s, e, 'password')) return KW_PASSWORD;
      return wordEquals(text, s, e, 'settings') ? KW_SETTINGS : 0;
    case 10:
      return wordEquals(text, s, e, 'identified') ? KW_IDENTIFIED : 0;
    default:
      return 0;
  }
}

function isBlank(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * The rewrite: one pass over the tokens. Text between replaced tokens is copied in slices, so the
 * output keeps the input's layout. A class rather than closures because this runs per statement:
 * state lives in reused fields, and nothing is allocated but the output string.
 */
class Rewriter {
  private text = '';
  private kinds: Uint8Array = new Uint8Array(0);
  private starts: Int32Array = new Int32Array(0);
  private ends: Int32Array = new Int32Array(0);
  private count = 0;
  private sqlite = false;
  private mask: Uint8Array | null = null;
  private out = '';
  private copyFrom = 0;
  private literals = 0;
  private changed = false;
  private depth = 0;
  /** SQLite: inside VALUES (…) rows opened at this depth, else -1. */
  private valuesDepth = -1;
  /** SQLite: bit d set when the parenthesis at depth d opened an IN list. */
  private inListDepths = 0;
  /** Previous non-comment token. */
  private prev = -1;
  private droppedComment = false;
  /**
   * Last character appended to `out` (a blank when `out` is empty). Tracked rather than read back,
   * because reading a character of a concatenated string flattens it: quadratic over many comments.
   */
  private lastOut = 32;

  /** `mask`, when given, receives 1 for every input character hidden. */
  run(text: string, lexer: SqlLexer, dialect: SqlDialect, mask: Uint8Array | null): SanitizedSql {
    this.text = text;
    this.kinds = lexer.kinds;
    this.starts = lexer.starts;
    this.ends = lexer.ends;
    this.count = lexer.count;
    this.sqlite = dialect === 'sqlite';
    this.mask = mask;
    this.out = '';
    this.copyFrom = 0;
    this.literals = 0;
    this.changed = false;
    this.depth = 0;
    this.valuesDepth = -1;
    this.inListDepths = 0;
    this.prev = -1;
    this.lastOut = 32;
    const { kinds, starts, ends, count, sqlite } = this;
    const clickhouse = dialect === 'clickhouse';
    this.droppedComment = false;
    let statementStart = true;
    let statementIsDml = false;
    let settingsDepth = -1; // ClickHouse: inside SETTINGS k = v, … at this depth

    for (let t = 0; t < count; t++) {
      const k = kinds[t];
      const s = starts[t]!;
      const e = ends[t]!;
      switch (k) {
        case SqlToken.COMMENT:
          this.dropComment(t);
          continue;
        case SqlToken.STRING:
        case SqlToken.NUMBER:
          this.replace(t);
          break;
        case SqlToken.WORD: {
          const kw = keywordOf(text, s, e);
          if (statementStart) {
            statementIsDml = kw === KW_DML || kw === KW_BY_WITH || kw === KW_VALUES;
            statementStart = false;
          }
          if (kw === 0) {
            if (settingsDepth >= 0 && this.prevIsEquals()) {
              // ClickHouse SETTINGS name = value, where the value is written as a bare word.
              this.replace(t);
            } else if (this.valuesDepth >= 0 && this.depth === this.valuesDepth) {
              this.valuesDepth = -1; // ON CONFLICT, RETURNING…: the rows are over
            }
          } else if (kw === KW_TRUE_FALSE) {
            this.replace(t);
          } else if (kw === KW_IN) {
            const close = this.literalListEnd(t);
            if (close !== -1) {
              this.collapseList(t, close);
              this.prev = close;
              t = close;
              continue;
            }
            if (sqlite && this.depth < 30) {
              const open = this.nextCode(t);
              if (open < count && kinds[open] === SqlToken.LPAREN) this.inListDepths |= 1 << (this.depth + 1);
            }
          } else if (kw === KW_PASSWORD) {
            // In DML a password can only be a literal (already hidden) or a column named password.
            if (!statementIsDml) {
              t = this.redactTail(t, t);
              this.prev = t;
              continue;
            }
          } else if (kw === KW_IDENTIFIED) {
            const n = this.nextCode(t);
            const keep = n < count && kinds[n] === SqlToken.WORD && keywordOf(text, starts[n]!, ends[n]!) === KW_BY_WITH ? n : t;
            t = this.redactTail(t, keep);
            this.prev = t;
            continue;
          } else if (kw === KW_SETTINGS) {
            if (clickhouse) settingsDepth = this.depth;
          } else if (kw === KW_FORMAT) {
            settingsDepth = -1;
          } else if (kw === KW_VALUES) {
            if (sqlite) this.valuesDepth = this.depth;
          }
          break;
        }
        case SqlToken.QUOTED_IDENT:
          if (sqlite && this.isSqliteDqsString(t)) this.replace(t);
          break;
        case SqlToken.LPAREN:
          this.depth++;
          break;
        case SqlToken.RPAREN:
          if (sqlite && this.depth < 31) this.inListDepths &= ~(1 << this.depth);
          if (this.depth > 0) this.depth--;
          if (this.depth < settingsDepth) settingsDepth = -1;
          if (this.depth < this.valuesDepth) this.valuesDepth = -1;
          break;
        case SqlToken.SEMICOLON:
          statementStart = true;
          this.depth = 0;
          settingsDepth = -1;
          this.valuesDepth = -1;
          this.inListDepths = 0;
          break;
        default:
          break;
      }
      this.prev = t;
    }

    const result: SanitizedSql = this.changed
      ? { text: finish(this.out + text.slice(this.copyFrom), this.droppedComment), status: 'sanitized', literalsReplaced: this.literals }
      : { text, status: 'unchanged', literalsReplaced: 0 };
    this.text = '';
    this.out = '';
    this.mask = null;
    return result;
  }

  private nextCode(t: number): number {
    let j = t + 1;
    while (j < this.count && this.kinds[j] === SqlToken.COMMENT) j++;
    return j;
  }

  private prevIsEquals(): boolean {
    const p = this.prev;
    return p >= 0 && this.kinds[p] === SqlToken.OPERATOR && this.text.charCodeAt(this.starts[p]!) === 61;
  }

  private hide(s: number, e: number): void {
    if (this.mask !== null) this.mask.fill(1, s, e);
  }

  private dropComment(t: number): void {
    const s = this.starts[t]!;
    const e = this.ends[t]!;
    const text = this.text;
    this.append(s);
    this.copyFrom = e;
    this.hide(s, e);
    // Keep tokens apart (`SELECT/*x*/1`), without doubling the blanks around the comment.
    if (!isBlank(this.lastOut) && e < text.length && !isBlank(text.charCodeAt(e))) {
      this.out += ' ';
      this.lastOut = 32;
    }
    this.changed = true;
    this.droppedComment = true;
  }

  /** Copies the input from `copyFrom` up to `to` (the caller then moves `copyFrom`). */
  private append(to: number): void {
    if (to > this.copyFrom) {
      this.out += this.text.slice(this.copyFrom, to);
      this.lastOut = this.text.charCodeAt(to - 1);
    }
  }

  /** Appends a `?` standing for hidden input. */
  private appendMark(): void {
    this.out += '?';
    this.lastOut = 63;
  }

  /** Drops the comments strictly between tokens `a` and `b`, before text up to `b` is copied. */
  private dropCommentsBetween(a: number, b: number): void {
    for (let m = a + 1; m < b; m++) if (this.kinds[m] === SqlToken.COMMENT) this.dropComment(m);
  }

  private replace(t: number): void {
    const s = this.starts[t]!;
    const e = this.ends[t]!;
    this.append(s);
    this.appendMark();
    this.copyFrom = e;
    this.hide(s, e);
    this.literals++;
    this.changed = true;
  }

  /**
   * SQLite reads a double-quoted word as a string when no column has that name (its "DQS"
   * misfeature). Treat it as a string where a value is expected: after an operator or LIKE, inside
   * VALUES rows or an IN list. Elsewhere it stays an identifier.
   */
  private isSqliteDqsString(t: number): boolean {
    const { text, kinds, starts, ends, prev } = this;
    if (text.charCodeAt(starts[t]!) !== 34) return false;
    const n = this.nextCode(t);
    if (n < this.count && kinds[n] === SqlToken.DOT) return false;
    if (prev >= 0 && kinds[prev] === SqlToken.DOT) return false;
    if (this.valuesDepth >= 0 && this.depth > this.valuesDepth) return true;
    if (prev < 0) return false;
    const pk = kinds[prev];
    if (pk === SqlToken.OPERATOR) return true;
    if (pk === SqlToken.WORD) return keywordOf(text, starts[prev]!, ends[prev]!) === KW_LIKE;
    if (pk === SqlToken.LPAREN || pk === SqlToken.COMMA) return this.depth < 31 && (this.inListDepths & (1 << this.depth)) !== 0;
    return false;
  }

  private isListLiteral(m: number): boolean {
    const k = this.kinds[m];
    if (k === SqlToken.STRING || k === SqlToken.NUMBER) return true;
    if (k === SqlToken.WORD) return keywordOf(this.text, this.starts[m]!, this.ends[m]!) === KW_TRUE_FALSE;
    if (k === SqlToken.QUOTED_IDENT && this.sqlite && this.text.charCodeAt(this.starts[m]!) === 34) {
      const n = this.nextCode(m);
      return !(n < this.count && this.kinds[n] === SqlToken.DOT);
    }
    return false;
  }

  /** `IN (lit, lit, …)` made only of literals (optionally signed): index of `)`, else -1. */
  private literalListEnd(t: number): number {
    const { kinds, count } = this;
    const open = this.nextCode(t);
    if (open >= count || kinds[open] !== SqlToken.LPAREN) return -1;
    let m = this.nextCode(open);
    for (;;) {
      if (m < count && kinds[m] === SqlToken.OPERATOR) {
        const c = this.text.charCodeAt(this.starts[m]!);
        if (c !== 45 && c !== 43) return -1;
        m = this.nextCode(m);
      }
      if (m >= count || !this.isListLiteral(m)) return -1;
      m = this.nextCode(m);
      if (m >= count) return -1;
      if (kinds[m] === SqlToken.RPAREN) return m;
      if (kinds[m] !== SqlToken.COMMA) return -1;
      m = this.nextCode(m);
    }
  }

  /** Replaces everything between the parentheses after IN (token t) and `close` by one `?`. */
  private collapseList(t: number, close: number): void {
    const open = this.nextCode(t);
    let n = 0;
    for (let m = open + 1; m < close; m++) {
      const k = this.kinds[m];
      if (k !== SqlToken.COMMA && k !== SqlToken.OPERATOR && k !== SqlToken.COMMENT) n++;
    }
    this.dropCommentsBetween(t, open);
    const from = this.ends[open]!;
    const to = this.starts[close]!;
    this.append(from);
    this.appendMark();
    this.hide(from, to);
    this.copyFrom = to;
    this.literals += n;
    this.changed = true;
  }

  /**
   * Hides everything after token `keep` (the keyword at `word`, or a BY/WITH after it) up to the
   * end of the statement; returns the index of the last token handled.
   */
  private redactTail(word: number, keep: number): number {
    const { kinds, count } = this;
    let end = keep + 1;
    let lits = 0;
    let any = false;
    for (; end < count && kinds[end] !== SqlToken.SEMICOLON; end++) {
      const k = kinds[end];
      if (k !== SqlToken.COMMENT) any = true;
      if (k === SqlToken.STRING || k === SqlToken.NUMBER) lits++;
    }
    if (!any) return keep;
    const hideEnd = end < count ? this.starts[end]! : this.text.length;
    this.dropCommentsBetween(word, keep);
    this.append(this.ends[keep]!);
    this.out += ' ';
    this.appendMark();
    this.hide(this.ends[keep]!, hideEnd);
    this.copyFrom = hideEnd;
    this.literals += lits > 0 ? lits : 1;
    this.changed = true;
    return end - 1;
  }
}

/** Blanks left where leading or trailing comments were are trimmed. */
function finish(out: string, droppedComment: boolean): string {
  return droppedComment ? out.trim() : out;
}

const rewriter = new Rewriter();

function emit(text: string, lexer: SqlLexer, dialect: SqlDialect, mask: Uint8Array | null): SanitizedSql {
  return rewriter.run(text, lexer, dialect, mask);
}
