import type { Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isNameWord } from './detect-table-columns.ts';
import { mayHoldPrintedParameters, readPrintedParameters } from './printed-parameters.ts';
import { statementStarts } from './detect-embedded-sql.ts';
import { createSqlLexer, unquoteName, type SqlLexer } from '../sql/sql-lexer.ts';

/**
 * A statement quoted in an error or a log line, with its values written in it or bound beside it: each value takes its
 * column's type (detect-db-errors.ts `columnType`). A column meets its value in an INSERT's column and value lists, or in
 * a comparison or assignment (`SET phone = $1`, `WHERE "users"."login" = ?`, `AND email = 'x'`).
 * - written in it: JDBC's batch error, Knex, GORM, Laravel (unquoted: `values (Marc Puig i Soler, 71930284S, …)`);
 * - bound beside it, as the driver prints them (printed-parameters.ts, the reader detect-embedded-sql.ts masks them
 *   with): by position — TypeORM's `parameters: [ 'a', 'b' ]`, EclipseLink's `bind => [a, b]`, SQLAlchemy's
 *   `[parameters: ('a', 'b')]`, pgx's `args="[a b]"`, MyBatis' `Parameters: a(String), b(String)`, Hibernate's `binding
 *   parameter [2] as [VARCHAR] - [a]`, Doctrine's `array{"1":"a"}`… —, by name — EF Core's and sp_executesql's
 *   `@p0='a'`, T-SQL's `DECLARE @Bsn … = N'a'`, PostgreSQL's `parameters: $1 = 'a'`, SQLAlchemy's `{'full_name': 'a'}`
 *   (its keys are the columns) — or with its column — Rails' `[["login", "a"], …]`.
 * Positional values are matched to the placeholders of the nearest statement, counted from its first keyword.
 */
const INSERT_RE = /\b(?:insert\s+(?:ignore\s+|or\s+replace\s+)?into|replace\s+into|upsert(?:\s+into)?)\s+[`"[]?[\p{L}_][\p{L}\p{N}_.`"\]]*\s*\(([^()]{1,800})\)\s*(?:output\s+[^()]{0,200}?)?\s*values\s*\(/giu;
/** `col = value`, `"t"."col" = $1`, `[Col] <> @p0`: the column, then a placeholder or a quoted literal. */
const COMPARISON_RE =
  /(?<![\p{L}\p{N}_@$:])(?:[`"[]?[\p{L}_][\p{L}\p{N}_]*[`"\]]?\.)?[`"[]?([\p{L}_][\p{L}\p{N}_]*)[`"\]]?\s*(?:=|<>|!=|\s(?:i?like|LIKE|ILIKE)\s)\s*(?:(\$\d{1,3}|\?|%s|@[\p{L}_][\p{L}\p{N}_]*|%\(\w+\)s|:[\p{L}_][\p{L}\p{N}_]*)|N?'((?:[^'\n]|''){1,300})')/gu;
const PLACEHOLDER_RE = /(?<![\w'"])(?:\?|%s)(?![\w'"])/g;

const VALUES_RE = /values\s*\(/i;
/** The lexer printed lists are read with (printed-parameters.ts), made on first use. */
let lexer: SqlLexer | undefined;

interface Item {
  value: string;
  start: number;
}

interface Written {
  column: string;
  item: Item;
  /** Written after its column in a comparison or assignment (`ssn = '374-26-0000'`), not in an INSERT's list. */
  compared?: boolean;
}

/**
 * Numbers with a check digit or a structure, and postcodes and coordinates: after their column in a comparison they are
 * their own detectors' (which read the column as their label), so that a number failing its check — a query for a
 * mistyped number —, a pattern (`zip = '77%'`) or a register number under a postcode's column stays.
 */
const CHECKED_TYPES: ReadonlySet<EntityType> = new Set(['SSN', 'NATIONAL_ID', 'IBAN', 'CARD', 'RRN', 'LOCATION']);

interface Statement {
  start: number;
  /** Placeholder (`$1`, `?2` — the statement's second question mark —, `@p0`, `name`) → column. */
  columnOf: Map<string, string>;
}

/** The items of a list from `from` (just inside its bracket) to the bracket that closes it: quotes and nesting respected. */
function listItems(text: string, from: number, close: string): { items: Item[]; end: number } | null {
  const items: Item[] = [];
  let i = from;
  const limit = Math.min(text.length, from + 4000);
  for (;;) {
    while (text[i] === ' ' || text[i] === '\n' || text[i] === '\t') i++;
    const q = text[i];
    let start: number;
    let end: number;
    if (q === "'" || q === '"') {
      start = i + 1;
      let j = start;
      while (j < limit) {
        if (text[j] === '\\' || (text[j] === q && text[j + 1] === q)) j += 2; // an escaped character, a doubled quote
        else if (text[j] === q) break;
        else j++;
      }
      if (j >= limit) return null;
      end = j;
      i = j + 1;
      // A cast after the literal ('1990-01-02'::date).
      if (text.startsWith('::', i)) for (i += 2; i < limit && /\w/.test(text[i]!); i++);
    } else {
      start = i;
      let depth = 0;
      while (i < limit && !(depth === 0 && (text[i] === ',' || text[i] === close)) && text[i] !== '\n') {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
        i++;
      }
      end = i;
      while (end > start && text[end - 1] === ' ') end--;
    }
    items.push({ value: text.slice(start, end), start });
    while (text[i] === ' ') i++;
    if (text[i] === close) return { items, end: i };
    if (text[i] !== ',' || items.length > 200) return null;
    i++;
  }
}

/**
 * A `name` column (or a person's role: `customer`, `holder`; detect-table-columns.ts `isNameWord`, as in a table's
 * header) beside a personal one holds a person's name (`INSERT INTO member (name, email, phone)`); alone, or beside a
 * SKU and a price, it is a product's or a plan's. Such a column is returned as `full_name`.
 */
export function personsColumns(columns: string[], columnType: (column: string) => EntityType | null): string[] {
  const named = (c: string): boolean => isNameWord(unquoteName(c));
  if (!columns.some(named) || !columns.some((c) => columnType(c) !== null)) return columns;
  return columns.map((c) => (named(c) ? 'full_name' : c));
}

/** The statements in `text`: their placeholders' columns, and the values written in them with their columns. */
function readStatements(text: string, written: Written[], columnType: (column: string) => EntityType | null): Statement[] {
  const statements: Statement[] = [];
  for (const start of statementStarts(text)) statements.push({ start, columnOf: new Map() });
  if (statements.length === 0) return statements;
  // Question marks are numbered from their statement's first keyword.
  const questionMark = new Map<number, number>();
  let s = 0;
  let n = 0;
  PLACEHOLDER_RE.lastIndex = 0;
  for (let m = PLACEHOLDER_RE.exec(text); m !== null; m = PLACEHOLDER_RE.exec(text)) {
    while (s + 1 < statements.length && statements[s + 1]!.start < m.index) {
      s++;
      n = 0;
    }
    questionMark.set(m.index, ++n);
  }
  const statementAt = (at: number): Statement => {
    let k = 0;
    while (k + 1 < statements.length && statements[k + 1]!.start <= at) k++;
    return statements[k]!;
  };
  const placeholderAt = (value: string, at: number): string | null => {
    if (value === '?' || value === '%s') {
      const k = questionMark.get(at);
      return k === undefined ? null : `?${k}`;
    }
    if (/^\$\d{1,3}$/.test(value) || /^@[\p{L}_][\p{L}\p{N}_]*$/u.test(value)) return value;
    const named = /^(?:%\((\w+)\)s|:([\p{L}_][\p{L}\p{N}_]*))$/u.exec(value);
    return named === null ? null : (named[1] ?? named[2]!);
  };
  INSERT_RE.lastIndex = 0;
  for (let m = INSERT_RE.exec(text); m !== null; m = INSERT_RE.exec(text)) {
    const columns = personsColumns(m[1]!.split(','), columnType);
    const list = listItems(text, m.index + m[0].length, ')');
    if (list === null || list.items.length !== columns.length) continue;
    const statement = statementAt(m.index);
    list.items.forEach((item, i) => {
      const placeholder = placeholderAt(item.value, item.start);
      if (placeholder !== null) statement.columnOf.set(placeholder, columns[i]!);
      else written.push({ column: columns[i]!, item });
    });
    INSERT_RE.lastIndex = list.end;
  }
  COMPARISON_RE.lastIndex = 0;
  for (let m = COMPARISON_RE.exec(text); m !== null; m = COMPARISON_RE.exec(text)) {
    if (m.index < statements[0]!.start) continue;
    const column = m[1]!;
    if (m[2] !== undefined) {
      const placeholder = placeholderAt(m[2], m.index + m[0].length - m[2].length);
      if (placeholder !== null) statementAt(m.index).columnOf.set(placeholder, column);
    } else {
      const value = m[3]!;
      written.push({ column, item: { value, start: m.index + m[0].length - 1 - value.length }, compared: true });
    }
  }
  return statements;
}

/** Appends a finding for each value whose column has a type (`columnType`). */
export function detectBoundValues(text: string, out: Finding[], columnType: (column: string) => EntityType | null, push: (type: EntityType, value: string, start: number) => void): void {
  // A statement with neither a value written in it nor values bound beside it (what the SQL sanitizer leaves of
  // `db.query.text`: placeholders only) has nothing to read.
  if (!text.includes("'") && !VALUES_RE.test(text) && !mayHoldPrintedParameters(text)) return;
  const written: Written[] = [];
  const statements = readStatements(text, written, columnType);
  if (statements.length === 0) return;
  for (const { column, item, compared } of written) {
    const type = columnType(column);
    if (type !== null && !(compared === true && CHECKED_TYPES.has(type))) push(type, item.value, item.start);
  }
  // The statement a value bound by position belongs to: the nearest one (a driver writes the values after the statement,
  // Knex before). A value bound by name: the statement's placeholder of that name, else the name is the column
  // (SQLAlchemy's keys, which it makes from the columns; Rails' pairs; not a `@p0` or a `$1`).
  const nearest = (at: number): Statement | undefined => {
    let best: Statement | undefined;
    for (const s of statements) if (best === undefined || Math.abs(s.start - at) < Math.abs(best.start - at)) best = s;
    return best;
  };
  lexer ??= createSqlLexer();
  readPrintedParameters(text, true, lexer, (p) => {
    if (p.kind === 'argument') return;
    let column: string | undefined;
    if (p.name !== undefined) {
      for (const s of statements) column = s.columnOf.get(p.name) ?? column;
      if (column === undefined && !/^[@$:]/.test(p.name)) column = p.name;
    } else if (p.position !== undefined) {
      const s = nearest(p.at);
      column = s?.columnOf.get(`$${p.position}`) ?? s?.columnOf.get(`?${p.position}`);
    }
    const type = column === undefined ? null : columnType(column);
    if (type !== null) push(type, text.slice(p.start, p.end), p.start);
  });
}
