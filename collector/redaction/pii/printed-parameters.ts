import { SqlToken, unquoteName, type SqlLexer, type SqlLexResult } from '../sql/sql-lexer.ts';
import { lineEnd } from './detector.ts';
import type { SqlDialect } from '../sql/sql-dialect.ts';

/**
 * The one reader of the parameters drivers print beside a statement. Two detectors use what it reads:
 * detect-embedded-sql.ts masks every value as a statement's literal (SQL_LITERAL), detect-bound-values.ts gives a value
 * its column's type through its position or name.
 *
 * The forms (PARAMETERS_RE):
 * - by a driver's own words, with or without the statement in the same text — SQLAlchemy's `[generated in 0.0003s] (…)`
 *   and `[parameters: …]`, PostgreSQL's `parameters: $1 = '…'`, Hibernate's `binding parameter [1] as [VARCHAR] - […]`
 *   and `binding parameter (1:VARCHAR) <- […]`, R2DBC's `Bind parameter [0] to: …`, Micronaut's `Binding parameter at
 *   position 1 to value …`, MyBatis' `==> Parameters: …(String)`, EF Core's `[Parameters=[@p0='…' …]]`, NHibernate's
 *   `;@p0 = '…'`, EclipseLink's `bind => […]`, TiDB's `[arguments: (…)]`, Oracle's trace (`Bind#0` … `value="…"`),
 *   pgAudit's parameter field, BigQuery's `--parameter=name:TYPE:value`; and a statement as the database echoes it
 *   (PostgreSQL's `LINE 1: …`, MySQL's `near '…' at line 1`, Spark's `== SQL ==`, a plan's `Filter: (…)`, ClickHouse's
 *   `While processing …. (CODE)`), whose literals are values wherever they stand;
 * - by a list's name in any case, only in a text that holds a statement — `args=(…)` (Django), `Args: (…)`
 *   (encode/databases), `arguments = […]` (Doobie), `args="[a b]"` (pgx, blank-separated),
 *   `bindings: […]` (Knex), `Params: […]` (Prisma), `with params […]` (Doctrine), `-- PARAMETERS: […]` (TypeORM),
 *   `parameters: […]` (Sequelize), `"values":[…]` (node-postgres), Doctrine's `array{"1":"…"}` (its keys are
 *   positions), Rails' `[["email", "…"]]` (each pair names its column), a tuple after a quoted statement (peewee);
 * - a value bound by name anywhere in a text that holds a statement: `@p0=N'…'` (sp_executesql), `DECLARE @Bsn
 *   varchar(9) = N'…'`, `SET @total = 1250.50`, `$1 = '…'`;
 * - a list with no marker (`readParameterList`): after the statement on its line (Ecto's `[…]`), or on the line after
 *   it (Pony ORM).
 * A list is read item by item over the SQL lexer's tokens (ParameterItems): quoted and unquoted values, a member's name
 * (`{'email': …}`, `@p0 =`), a parameter's description (`(Size = 4000)`: no value), `null` (no value, but a position),
 * a call (`datetime.date(1990, 1, 2)`: the call whole, and each of its arguments).
 */
export interface PrintedParameter {
  /** The value's text, `text[start, end)`: a literal's text without its quotes, a raw value trimmed. */
  start: number;
  end: number;
  /** Its position in its list (1-based), when it is bound by position. */
  position?: number;
  /** The name it is bound to: `@p0`, `$1`, a member's key (`'full_name':`), the column of a Rails pair. */
  name?: string;
  /** Where its marker stands: the statement it belongs to is the nearest one. */
  at: number;
  /** `value`; `call`: a call whole (`datetime.date(1990, 1, 2)`); `argument`: a literal inside a call. */
  kind: 'value' | 'call' | 'argument';
}

export type ParameterSink = (parameter: PrintedParameter) => void;

/**
 * Group 1: a driver's own words, read in any text. Group 2: a list's name, read only in a text that holds a statement.
 * What follows the match is the list (an opening bracket) or the rest of the line.
 */
const PARAMETERS_RE = new RegExp(
  String.raw`(\[(?:generated in|cached since) [^\]\n]{1,32}\] (?=[\[({])|\[parameters: |\bparameters: (?=\$\d)|\[Parameters=(?=\[)|binding parameter (?:\[\d{1,4}\] as \[[\w ]{1,32}\] - |\(\d{1,4}:[\w ]{1,32}\) <- )(?=\[)|Bind parameter \[\d{1,4}\] to: |Binding parameter at position \d{1,4} to value |;(?=@p\d{1,4} = )|==> ?Parameters: |\bbind => (?=\[)|\[arguments: (?=\()|\bLINE \d{1,5}: |== SQL ==\n|\bnear '(?=[^\n]{1,2000}' at line \d)|\b(?:Filter|Cond): (?=\()|\bWhile processing (?=\S)|--parameter[= ][\w-]{0,64}:[\w<>,]{0,64}:|\bAUDIT: (?:SESSION|OBJECT),|\bBind#\d{1,4}\n)` +
    String.raw`|(\b(?:[Pp]arams|PARAMS|[Pp]arameters|PARAMETERS|[Bb]indings|BINDINGS|[Bb]inds|BINDS|[Aa]rgs|ARGS|[Aa]rguments|ARGUMENTS|[Vv]alues)"?\s*[:=]\s*"?(?=[\[({])|\b(?:with params|bindings)\s+(?=[\[({])|\barray(?=\{"\d)|\s(?=\[\[")|' *, *(?=[\[(]))`,
  'g',
);
/** A word of each of PARAMETERS_RE's first group. */
const DRIVER_HINT_RE = /arameter|generated in|cached since|==|bind =>|arguments: |LINE |near '|Filter: |Cond: |;@p|While processing|AUDIT: |Bind#/;
/** A word of each of PARAMETERS_RE's second group. */
const LIST_NAME_HINT_RE = /arams|ARAMS|arameters|ARAMETERS|indings|INDINGS|inds|INDS|rgs|RGS|rguments|RGUMENTS|alues|array\{|\[\["|' *, *[[(]/;
/** A value bound by name: `@p0=N'…'`, `@Bsn varchar(9) = N'…'`, `$1 = '…'`. */
const NAMED_VALUE_RE = /(?<![\p{L}\p{N}_@$])(@[\p{L}_][\p{L}\p{N}_]*|\$\d{1,3})(?:\s+\w+(?:\(\d+(?:,\s*\d+)?\))?)?\s*=\s*(?:N?'((?:[^'\n]|''){0,300})'|(-?\d[\d.]{0,30})(?![\w.]))/gu;
const NAMED_HINT_RE = /[@$][\p{L}\p{N}_]+[^\n=]{0,40}=/u;
/** Doctrine's `types: array{"1":2}` beside its parameters: their type codes. */
const TYPES_BEFORE_RE = /types"?:\s*$/;
const GO_SLICE_RE = /^\[[^,'"[\]()\n]* [^,'"[\]()\n]*\]/;
/** One of MyBatis' parameters: its value, then its Java type (`Zhang Xiaoming(String)`). */
const MYBATIS_VALUE_RE = /([^\n]*?)\(\w+\)(?=, |\n|$)/y;
/** At most this much of a text is read as one list of parameters. */
export const MAX_LIST_CHARS = 16_384;
/** Words of a parameter's description, not its value: `(Size = 4000)`, `[Type: String (4000:0:0)]`, `(DbType = Int32)`. */
const META_WORDS: ReadonlySet<string> = new Set(['size', 'type', 'dbtype', 'precision', 'scale', 'direction']);
const NO_VALUE_WORDS: ReadonlySet<string> = new Set(['null', 'none', 'nil', 'true', 'false', 'undefined', 'default']);

/** Whether `text` has a word of a printed list's marker or a value bound by name (cheaper than reading). */
export function mayHoldPrintedParameters(text: string): boolean {
  return DRIVER_HINT_RE.test(text) || LIST_NAME_HINT_RE.test(text) || NAMED_HINT_RE.test(text);
}

/** Reads the parameters printed in `text`; `withStatement`: the text holds a statement (lists by their names count). */
export function readPrintedParameters(text: string, withStatement: boolean, lexer: SqlLexer, emit: ParameterSink): void {
  // Both kinds of marker are looked for with plain patterns first, cheaper than the whole one on the texts that have none.
  const read: number[] = [];
  if (DRIVER_HINT_RE.test(text) || (withStatement && LIST_NAME_HINT_RE.test(text))) {
    PARAMETERS_RE.lastIndex = 0;
    for (let m = PARAMETERS_RE.exec(text); m !== null; m = PARAMETERS_RE.exec(text)) {
      if (m[1] === undefined && !withStatement) continue;
      if (m[0] === 'array' && TYPES_BEFORE_RE.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      const end = readParameters(text, m[0], m.index, m.index + m[0].length, lexer, emit);
      read.push(m.index, end);
      PARAMETERS_RE.lastIndex = Math.max(end, m.index + m[0].length);
    }
  }
  if (!withStatement || !NAMED_HINT_RE.test(text)) return;
  NAMED_VALUE_RE.lastIndex = 0;
  for (let m = NAMED_VALUE_RE.exec(text); m !== null; m = NAMED_VALUE_RE.exec(text)) {
    if (insideRead(read, m.index)) continue;
    const value = m[2] ?? m[3]!;
    const start = m.index + m[0].length - value.length - (m[2] !== undefined ? 1 : 0);
    emitValue(text, start, start + value.length, emit, { at: m.index, name: m[1]!, kind: 'value' });
  }
}

function insideRead(read: number[], at: number): boolean {
  for (let i = 0; i < read.length; i += 2) if (at >= read[i]! && at < read[i + 1]!) return true;
  return false;
}

/** A list of parameters that starts at `from` (at its opening bracket) with no marker before it: returns its end. */
export function readParameterList(text: string, from: number, lexer: SqlLexer, emit: ParameterSink): number {
  return readParameters(text, '', from, from, lexer, emit);
}

/**
 * The parameters after a marker (`at`) ending at `from`: a list (balanced brackets, across lines), the rest of the line,
 * or a statement's echo. Returns where they end.
 */
function readParameters(text: string, marker: string, at: number, from: number, lexer: SqlLexer, emit: ParameterSink): number {
  const lineTo = lineEnd(text, from);
  // Written raw, not as literals: Hibernate's `[value]`, R2DBC's `to: value`, Micronaut's `to value … with data type`.
  if (marker.startsWith('binding parameter')) {
    const close = text.lastIndexOf(']', lineTo);
    if (close > from + 1) emitValue(text, from + 1, close, emit, { at, position: markerNumber(marker), kind: 'value' });
    return lineTo;
  }
  if (marker.startsWith('Bind ') || marker.startsWith('Binding ')) {
    const typed = text.lastIndexOf(' with data type', lineTo);
    // R2DBC counts from 0 (`Bind parameter [0]` is `$1`), Micronaut from 1.
    const position = markerNumber(marker) + (marker.startsWith('Bind parameter [') ? 1 : 0);
    emitValue(text, from, typed > from ? typed : lineTo, emit, { at, position, kind: 'value' });
    return lineTo;
  }
  if (marker.startsWith('==>')) {
    let position = 0;
    for (let i = from; i < lineTo; ) {
      position++;
      if (text.startsWith('null', i) && (i + 4 === lineTo || text.startsWith(', ', i + 4))) {
        i += 6;
        continue;
      }
      MYBATIS_VALUE_RE.lastIndex = i;
      const m = MYBATIS_VALUE_RE.exec(text);
      if (m === null) break;
      emitValue(text, i, i + m[1]!.length, emit, { at, position, kind: 'value' });
      i = MYBATIS_VALUE_RE.lastIndex + 2;
    }
    return lineTo;
  }
  // BigQuery's command line: `--parameter=name:TYPE:value`, the value up to a blank.
  if (marker.startsWith('--parameter')) {
    const to = text.slice(from, lineTo).search(/\s/);
    emitValue(text, from, to < 0 ? lineTo : from + to, emit, { at, name: /[= ]([\w-]*):/.exec(marker)![1], kind: 'value' });
    return to < 0 ? lineTo : from + to;
  }
  // Oracle's SQL trace (event 10046): a bind's `value="…"` a few lines under its `Bind#n`.
  if (marker.startsWith('Bind#')) {
    const m = ORACLE_BIND_VALUE_RE.exec(text.slice(from, from + 800));
    if (m === null) return from;
    const value = m[2] ?? m[3]!;
    const start = from + m.index + m[1]!.length + (m[2] !== undefined ? 1 : 0);
    emitValue(text, start, start + value.length, emit, { at, position: markerNumber(marker) + 1, kind: 'value' });
    return start + value.length;
  }
  // pgAudit's CSV line: its ninth field holds the parameters, comma-separated (`…,"INSERT …","a,b,1999.95"`).
  if (marker.startsWith('AUDIT: ')) return readAuditParameters(text, from, lineTo, at, emit);
  // A statement as the database echoes it: every literal, wherever it stands (ClickHouse's "While processing <expression>.
  // (TYPE_MISMATCH)" up to its error code).
  if (marker.startsWith('near ') || marker.startsWith('LINE ') || marker.startsWith('== SQL') || marker.endsWith('Filter: ') || marker.endsWith('Cond: ') || marker.startsWith('While ')) {
    const code = marker.startsWith('While ') ? text.slice(from, lineTo).search(/\. \([A-Z][A-Z0-9_]+\)/) : -1;
    const to = marker.startsWith('near ') ? text.indexOf("' at line ", from) : code >= 0 ? from + code : lineTo;
    const source = text.slice(from, to);
    lexLenient(lexer, source);
    for (let t = 0; t < lexer.count; t++) {
      const kind = lexer.kinds[t]!;
      if (kind === SqlToken.STRING || kind === SqlToken.NUMBER) emitLiteral(source, from, kind, lexer.starts[t]!, lexer.ends[t]!, emit, { at, kind: 'value' });
    }
    return to;
  }
  const opener = text.charCodeAt(from);
  const list = opener === 91 || opener === 40 || opener === 123;
  // Go prints a slice's values apart by blanks (pgx's `args="[a b]"`, sqlx's `args=[a b]`): a list of one line without a
  // comma, a quote or a nested bracket.
  if (opener === 91 && GO_SLICE_RE.test(text.slice(from, lineTo))) return readRawList(text, from, ' ', at, emit);
  const source = text.slice(from, list ? Math.min(text.length, from + MAX_LIST_CHARS) : lineTo);
  const result = lexLenient(lexer, source);
  // Raw values the lexer cannot read (`REF-KRAKOW-88Q` is a malformed number to it): the list split at its commas.
  if (list && !result.ok && result.failure !== 'unterminated-string') return readRawList(text, from, ',', at, emit);
  const items = new ParameterItems(source, from, at, lexer, emit);
  // Rails' `[["email", "…"], ["id", 5]]`: a pair's first item is the column's name.
  const end = list ? items.group(1, source.startsWith('[["'), false) : (items.items(0, false, false), source.length);
  return from + end;
}

/** A bind's value in Oracle's trace, before the next bind or call (`value="GB-1"`, `value=2026`). */
const ORACLE_BIND_VALUE_RE = /^((?:(?!\s*Bind#|EXEC|FETCH)[^\n]*\n){0,6}?\s*value=)(?:"([^"\n]*)"|([^\s"]+))/;

/**
 * pgAudit's fields after `AUDIT: SESSION,` or `OBJECT,`: statement id, substatement id, class, command, object type,
 * object name, statement, parameters — CSV, a field quoted when it holds a comma or a quote. The parameters' field is
 * itself a comma-separated list (`<not logged>` when parameters are not logged). Returns the line's end.
 */
function readAuditParameters(text: string, from: number, lineTo: number, at: number, emit: ParameterSink): number {
  let i = from;
  for (let field = 0; field < 7 && i < lineTo; field++) {
    if (text.charCodeAt(i) === 34) {
      for (i++; i < lineTo && !(text.charCodeAt(i) === 34 && text.charCodeAt(i + 1) !== 34); i += text.charCodeAt(i) === 34 ? 2 : 1);
      i++;
    } else while (i < lineTo && text.charCodeAt(i) !== 44) i++;
    if (text.charCodeAt(i) !== 44) return lineTo;
    i++;
  }
  const quoted = text.charCodeAt(i) === 34;
  const end = quoted ? text.lastIndexOf('"', lineTo) : lineTo;
  if (end <= i || text.startsWith('<not logged>', i + (quoted ? 1 : 0))) return lineTo;
  let position = 0;
  for (let s = i + (quoted ? 1 : 0); s <= end; ) {
    const comma = text.indexOf(',', s);
    const to = comma < 0 || comma > end ? end : comma;
    emitValue(text, s, to, emit, { at, position: ++position, kind: 'value' });
    s = to + 1;
  }
  return lineTo;
}

function markerNumber(marker: string): number {
  return Number(/\d+/.exec(marker)![0]);
}

interface Place {
  at: number;
  position?: number;
  name?: string;
  kind: PrintedParameter['kind'];
}

/**
 * The items of a printed list of parameters, read over the lexer's tokens: an item's value is a literal, a number, or
 * raw text (`(Tomasz Wierzbicki,+48 601 555 214,99141)`, `[a@b.c, CLM-2026-0073341]`); a member's name (`'email':`,
 * `@p0 =`, `tzinfo=`) names it; a parameter's description and `null` are no values.
 */
class ParameterItems {
  private t = 0;
  constructor(
    private readonly source: string,
    private readonly offset: number,
    private readonly at: number,
    private readonly lexer: SqlLexer,
    private readonly emit: ParameterSink,
  ) {}

  /** Reads the group whose opener is the current token; returns the offset after its closer. */
  group(depth: number, pairs: boolean, inCall: boolean): number {
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
    this.items(depth, pairs, inCall);
    const end = this.t < this.lexer.count ? ends[this.t]! : this.source.length;
    if (this.t < this.lexer.count) this.t++;
    return end;
  }

  /** Reads items up to the current group's closer (or the tokens' end). */
  items(depth: number, pairs: boolean, inCall: boolean): void {
    const { kinds, starts, ends } = this.lexer;
    let item: number[] = [];
    let index = 0;
    let callEnd = -1;
    let pairName: string | undefined;
    const flush = (): void => {
      if (pairs && depth === 2 && index === 0) {
        // A Rails pair's column: `["email", …]`.
        const k = item.length === 1 ? item[0]! : -1;
        pairName = k >= 0 && (kinds[k] === SqlToken.QUOTED_IDENT || kinds[k] === SqlToken.STRING) ? this.source.slice(starts[k]! + 1, ends[k]! - 1) : undefined;
      } else this.item(item, index + 1, pairName, inCall, callEnd);
      item = [];
      callEnd = -1;
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
        // A call's arguments (`Decimal.new("310.75")`): the call is the item's value, its arguments values of their own.
        const called = item.length > 0 && kinds[item[item.length - 1]!] === SqlToken.WORD && starts[this.t] === ends[item[item.length - 1]!];
        const end = this.group(depth + 1, pairs, inCall || called);
        if (called) callEnd = end;
        continue;
      }
      item.push(this.t);
      this.t++;
    }
    flush();
  }

  private item(tokens: number[], position: number, pairName: string | undefined, inCall: boolean, callEnd: number): void {
    const { kinds, starts, ends } = this.lexer;
    let rest = tokens;
    let name = pairName;
    // A member's name: `'email': …`, `@p0 = …`, `tzinfo=…`.
    if (rest.length >= 2 && kinds[rest[1]!] === SqlToken.OPERATOR && ':='.includes(this.source[starts[rest[1]!]!]!) && kinds[rest[0]!] !== SqlToken.NUMBER) {
      if (META_WORDS.has(this.word(rest[0]!))) return;
      name = unquoteName(this.source.slice(starts[rest[0]!]!, ends[rest[0]!]!));
      rest = rest.slice(2);
    }
    // JSON's `"dry_run":false`: the lexer reads `:false` as a named bind marker.
    if (name === undefined && rest.length === 2 && kinds[rest[1]!] === SqlToken.PARAM && this.source.charCodeAt(starts[rest[1]!]!) === 58 && starts[rest[1]!] === ends[rest[0]!] && (kinds[rest[0]!] === SqlToken.QUOTED_IDENT || kinds[rest[0]!] === SqlToken.STRING)) {
      const place = placeOf(this.at, position, unquoteName(this.source.slice(starts[rest[0]!]!, ends[rest[0]!]!)), inCall ? 'argument' : 'value');
      emitValue(this.source, starts[rest[1]!]! + 1, ends[rest[1]!]!, this.emit, place, this.offset);
      return;
    }
    if (rest.length === 0) return;
    const place = placeOf(this.at, position, name, inCall ? 'argument' : 'value');
    if (callEnd >= 0) {
      if (!inCall) emitValue(this.source, starts[rest[0]!]!, callEnd, this.emit, { ...place, kind: 'call' }, this.offset);
      return;
    }
    const literal = (k: number): boolean => kinds[k] === SqlToken.STRING || kinds[k] === SqlToken.NUMBER || (kinds[k] === SqlToken.QUOTED_IDENT && this.source.charCodeAt(starts[k]!) === 34);
    if (rest.some((k) => literal(k) && kinds[k] !== SqlToken.NUMBER) || (rest.length === 1 && literal(rest[0]!))) {
      for (const k of rest) if (literal(k)) emitLiteral(this.source, this.offset, kinds[k] === SqlToken.NUMBER ? SqlToken.NUMBER : SqlToken.STRING, starts[k]!, ends[k]!, this.emit, place);
      return;
    }
    if (rest.every((k) => kinds[k] === SqlToken.PARAM)) return;
    emitValue(this.source, starts[rest[0]!]!, ends[rest[rest.length - 1]!]!, this.emit, place, this.offset);
  }

  private word(k: number): string {
    const { starts, ends } = this.lexer;
    return ends[k]! - starts[k]! <= 12 ? this.source.slice(starts[k], ends[k]).toLowerCase() : '';
  }
}

/** Where a value stands: a name (`"1"` — Doctrine's key — is a position), else its position. */
function placeOf(at: number, position: number, name: string | undefined, kind: PrintedParameter['kind']): Place {
  if (name === undefined) return { at, position, kind };
  return /^\d{1,3}$/.test(name) ? { at, position: Number(name), kind } : { at, name, kind };
}

/**
 * A list the lexer cannot read, split at its separators bracket by bracket: each innermost item without its name and
 * quotes. Returns its end.
 */
function readRawList(text: string, from: number, separator: string, at: number, emit: ParameterSink): number {
  const limit = Math.min(text.length, from + MAX_LIST_CHARS);
  let depth = 0;
  let itemStart = from + 1;
  let nested = false;
  let position = 0;
  for (let i = from; i < limit; i++) {
    const c = text[i]!;
    if (c === '[' || c === '(' || c === '{') {
      depth++;
      itemStart = i + 1;
      nested = false;
      position = 0;
      continue;
    }
    const closer = c === ']' || c === ')' || c === '}';
    if (!closer && c !== separator) continue;
    if (separator === ' ' && c === ' ' && i === itemStart) {
      itemStart = i + 1; // blanks between Go's values
      continue;
    }
    position++;
    if (!nested) rawItem(text, itemStart, i, position, at, emit);
    itemStart = i + 1;
    if (closer) {
      nested = true;
      if (--depth === 0) return i + 1;
    } else nested = false;
  }
  return limit;
}

/** An unlexed item: an optional member's name (`email: `, `'email'=`), then the value, quoted or not. */
const RAW_ITEM_RE = /^\s*(?:[\w@$.'"]{1,64}\s*[:=]\s*)?(['"]?)([\s\S]*?)\1\s*$/d;
const RAW_NAME_RE = /^\s*([\w@$.'"]{1,64})\s*[:=]/;

function rawItem(text: string, from: number, to: number, position: number, at: number, emit: ParameterSink): void {
  const written = text.slice(from, to);
  const m = RAW_ITEM_RE.exec(written);
  // A parameter's description (`Size = 4000`), not its value.
  if (m === null || META_WORDS.has(written.trim().split(/[\s:=]/)[0]!.toLowerCase())) return;
  const name = RAW_NAME_RE.exec(written)?.[1];
  const [start, end] = m.indices![2]!;
  emitValue(text, from + start, from + end, emit, placeOf(at, position, name === undefined ? undefined : unquoteName(name), 'value'));
}

function isOpener(kind: number): boolean {
  return kind === SqlToken.LPAREN || kind === SqlToken.LBRACKET || kind === SqlToken.LBRACE;
}

function isCloser(kind: number): boolean {
  return kind === SqlToken.RPAREN || kind === SqlToken.RBRACKET || kind === SqlToken.RBRACE;
}

/** A raw value, `text[from, to)` trimmed, unless it is empty or no value (`null`, `?`). */
function emitValue(text: string, from: number, to: number, emit: ParameterSink, place: Place, offset = 0): void {
  while (from < to && isBlank(text.charCodeAt(from))) from++;
  while (to > from && isBlank(text.charCodeAt(to - 1))) to--;
  if (to === from || (to - from <= 9 && NO_VALUE_WORDS.has(text.slice(from, to).toLowerCase())) || (to === from + 1 && text.charCodeAt(from) === 63)) return;
  emit({ ...place, start: offset + from, end: offset + to });
}

function isBlank(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * A literal token's value: the text between a string's quotes ('…', E'…', N'…', X'…', a parameter's "…"), a
 * dollar-quoted or other literal whole, a number; none for EF Core's `'?'` (its value not logged).
 */
export function literalBounds(source: string, kind: number, from: number, to: number): [number, number] | null {
  let s = from;
  let e = to;
  if (kind === SqlToken.STRING) {
    const last = source.charCodeAt(to - 1);
    const quote = last === 34 || last === 39 ? source.indexOf(source[to - 1]!, from) : -1;
    if (quote >= 0 && quote < to - 1) {
      s = quote + 1;
      e = to - 1;
    }
  }
  return e > s && !(e === s + 1 && source.charCodeAt(s) === 63) ? [s, e] : null;
}

function emitLiteral(source: string, offset: number, kind: number, from: number, to: number, emit: ParameterSink, place: Place): void {
  const bounds = literalBounds(source, kind, from, to);
  if (bounds !== null) emit({ ...place, start: offset + bounds[0], end: offset + bounds[1] });
}

/** Lexes with the standard reading of backslashes, and the other one when the standard one leaves a string open. */
export function lexLenient(lexer: SqlLexer, source: string, dialect: SqlDialect = 'generic'): SqlLexResult {
  const result = lexer.lex(source, dialect, false, source.length);
  if (result.ok || result.failure !== 'unterminated-string' || !source.includes("\\'")) return result;
  const other = lexer.lex(source, dialect, true, source.length);
  return other.ok ? other : lexer.lex(source, dialect, false, source.length);
}
