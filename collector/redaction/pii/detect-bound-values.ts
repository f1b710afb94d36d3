import type { Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isNameWord } from './detect-table-columns.ts';

/**
 * A statement quoted in an error or a log line, with its values written in it or bound beside it: each value takes its
 * column's type (detect-db-errors.ts `columnType`). A column meets its value in an INSERT's column and value lists, or in
 * a comparison or assignment (`SET phone = $1`, `WHERE "users"."login" = ?`, `AND email = 'x'`).
 * - written in it: JDBC's batch error, Knex, GORM, Laravel (unquoted: `values (Marc Puig i Soler, 71930284S, …)`);
 * - bound beside it by position — TypeORM's and Sequelize's `parameters: [ 'a', 'b' ]`, EclipseLink's `bind => [a, b]`,
 *   SQLAlchemy's `[parameters: ('a', 'b')]`, Django's `args=('a', 'b')`, Knex's `bindings: [ … ]`, node-postgres' `values:
 *   [ … ]`, pgx's `args="[a b]"`, TiDB's `[arguments: ("a", "b")]`, MyBatis' `Parameters: a(String), b(String)`,
 *   Hibernate's `binding parameter [2] as [VARCHAR] - [a]` and `binding parameter (2:VARCHAR) <- [a]`, Doctrine's
 *   `array{"1":"a"}` —, by name — EF Core's and sp_executesql's `@p0='a'`, T-SQL's `DECLARE @Bsn … = N'a'`, PostgreSQL's
 *   `parameters: $1 = 'a'`, SQLAlchemy's `{'full_name': 'a'}` — or with its column — Rails' `[["login", "a"], …]`.
 * Positional values are matched to the placeholders of the nearest statement, counted from its first keyword.
 */
const STATEMENT_START_RE = /\b(?:insert\s+(?:ignore\s+)?into|update|select|delete\s+from|merge\s+into)\s/giu;
const INSERT_RE = /\binsert\s+(?:ignore\s+)?into\s+[`"[]?[\p{L}_][\p{L}\p{N}_.`"\]]*\s*\(([^()]{1,800})\)\s*(?:output\s+[^()]{0,200}?)?\s*values\s*\(/giu;
/** `col = value`, `"t"."col" = $1`, `[Col] <> @p0`: the column, then a placeholder or a quoted literal. */
const COMPARISON_RE =
  /(?<![\p{L}\p{N}_@$:])(?:[`"[]?[\p{L}_][\p{L}\p{N}_]*[`"\]]?\.)?[`"[]?([\p{L}_][\p{L}\p{N}_]*)[`"\]]?\s*(?:=|<>|!=|\s(?:i?like|LIKE|ILIKE)\s)\s*(?:(\$\d{1,3}|\?|%s|@[\p{L}_][\p{L}\p{N}_]*|%\(\w+\)s|:[\p{L}_][\p{L}\p{N}_]*)|N?'((?:[^'\n]|''){1,300})')/gu;
const PLACEHOLDER_RE = /(?<![\w'"])(?:\?|%s)(?![\w'"])/g;
/** Lists of values bound by position: the marker, then the list up to its closing bracket. */
const POSITIONAL_LISTS_RE = /(?:\bparameters:\s*\[|\bbind\s*=>\s*\[|\[parameters:\s*\(|\bargs=\(|\bargs="\[|\bbindings:\s*\[|\bvalues:\s*\[|\[arguments:\s*\()/g;
const MYBATIS_RE = /==>\s*Parameters:\s*([^\n]*)/g;
const NAMED_RE = /(@[\p{L}_][\p{L}\p{N}_]*)(?:\s+\w+(?:\(\d+\))?)?\s*=\s*N?'((?:[^'\n]|''){0,300})'/gu;
const NAMED_PG_RE = /(\$\d{1,3})\s*=\s*'((?:[^'\n]|''){0,300})'/g;
const NAMED_DICT_RE = /\[parameters:\s*\{/g;
const DICT_PAIR_RE = /\s*'([^'\n]{1,64})'\s*:\s*(?:'((?:[^'\\\n]|\\.){0,300})'|([^,}\n]{1,64}))\s*(,|\})/uy;
const HIBERNATE_RE = /binding parameter (?:\[(\d{1,3})\] as \[\w+\] - |\((\d{1,3}):\w+\) <- )\[([^\]\n]{0,300})\]/g;
const DOCTRINE_RE = /(?:array\{|"params":\{)(?="\d)/g;
/** One `"1":"value"` or `"2":2` pair of Doctrine's map, read in place (sticky): no pattern over the whole map backtracks. */
const DOCTRINE_PAIR_RE = /"(\d{1,3})":(?:"((?:[^"\\\n]|\\.){0,300})"|([^",}\n][^,}\n]{0,39}))(,|\})/y;
const RAILS_BINDS_RE = /\[\["[^"\n]{1,64}", /g;
const RAILS_PAIR_RE = /\["([^"\n]{1,64})", (?:"((?:[^"\\\n]|\\.){0,300})"|([^\]\n]{1,64}))\]/gy;

/** Some way of binding values beside a statement (the lists and names below). */
const BIND_HINT_RE = /parameters?[:=]|bind\s*=>|args=|bindings:|values:|arguments:|binding parameter|[@$][\p{L}\p{N}_]+(?:\s+\w+(?:\(\d+\))?)?\s*=|array\{|"params"|\[\["/iu;
const VALUES_RE = /values\s*\(/i;

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
function listItems(text: string, from: number, close: string, separator = ','): { items: Item[]; end: number } | null {
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
      while (i < limit && !(depth === 0 && (text[i] === separator || text[i] === close)) && text[i] !== '\n') {
        if (text[i] === '(') depth++;
        else if (text[i] === ')') depth--;
        i++;
      }
      end = i;
      while (end > start && text[end - 1] === ' ') end--;
    }
    items.push({ value: text.slice(start, end), start });
    while (text[i] === ' ' && separator !== ' ') i++;
    if (text[i] === close) return { items, end: i };
    if (text[i] !== separator || items.length > 200) return null;
    i++;
  }
}

/**
 * A `name` column (or a person's role: `customer`, `holder`; detect-table-columns.ts `isNameWord`, as in a table's
 * header) beside a personal one holds a person's name (`INSERT INTO member (name, email, phone)`); alone, or beside a
 * SKU and a price, it is a product's or a plan's. Such a column is returned as `full_name`.
 */
export function personsColumns(columns: string[], columnType: (column: string) => EntityType | null): string[] {
  const named = (c: string): boolean => isNameWord(unquoteColumn(c));
  if (!columns.some(named) || !columns.some((c) => columnType(c) !== null)) return columns;
  return columns.map((c) => (named(c) ? 'full_name' : c));
}

/** A column's name without the blanks around it and its quotes (`"email"`, `` `email` ``, `[Email]`). */
export function unquoteColumn(c: string): string {
  return c.trim().replace(/^[`"[]|[`"\]]$/g, '');
}

/** The statements in `text`: their placeholders' columns, and the values written in them with their columns. */
function readStatements(text: string, written: Written[], columnType: (column: string) => EntityType | null): Statement[] {
  const statements: Statement[] = [];
  STATEMENT_START_RE.lastIndex = 0;
  for (let m = STATEMENT_START_RE.exec(text); m !== null; m = STATEMENT_START_RE.exec(text)) statements.push({ start: m.index, columnOf: new Map() });
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
  const binds = BIND_HINT_RE.test(text);
  if (!binds && !text.includes("'") && !VALUES_RE.test(text)) return;
  const written: Written[] = [];
  const statements = readStatements(text, written, columnType);
  for (const { column, item, compared } of written) {
    const type = columnType(column);
    if (type !== null && !(compared === true && CHECKED_TYPES.has(type))) push(type, item.value, item.start);
  }
  const bindColumn = (column: string | undefined, value: string, start: number): void => {
    const type = column === undefined ? null : columnType(column);
    if (type !== null) push(type, value, start);
  };
  // The statement a list of values belongs to: the nearest one (a driver writes the values after the statement, Knex before).
  const nearest = (at: number): Statement | undefined => {
    let best: Statement | undefined;
    for (const s of statements) if (best === undefined || Math.abs(s.start - at) < Math.abs(best.start - at)) best = s;
    return best;
  };
  const bindPosition = (at: number, position: number, value: string, start: number): void => {
    const s = nearest(at);
    if (s !== undefined) bindColumn(s.columnOf.get(`$${position}`) ?? s.columnOf.get(`?${position}`), value, start);
  };
  const bindName = (name: string, value: string, start: number): void => {
    for (const s of statements) {
      const column = s.columnOf.get(name);
      if (column !== undefined) return bindColumn(column, value, start);
    }
  };
  if (binds && statements.some((s) => s.columnOf.size > 0)) {
    POSITIONAL_LISTS_RE.lastIndex = 0;
    for (let m = POSITIONAL_LISTS_RE.exec(text); m !== null; m = POSITIONAL_LISTS_RE.exec(text)) {
      const spaced = m[0].endsWith('"[');
      const list = listItems(text, m.index + m[0].length, m[0].endsWith('(') ? ')' : ']', spaced ? ' ' : ',');
      if (list !== null) list.items.forEach((item, i) => bindPosition(m.index, i + 1, item.value, item.start));
    }
    MYBATIS_RE.lastIndex = 0;
    for (let m = MYBATIS_RE.exec(text); m !== null; m = MYBATIS_RE.exec(text)) {
      // "Ana Souza(String), 1993-02-11(Date), null": each value with its Java type.
      let at = m.index + m[0].length - m[1]!.length;
      m[1]!.split(/, (?=[^,]*\(\w+\)(?:, |$)|null(?:, |$))/).forEach((part, i) => {
        const value = part.replace(/\(\w+\)$/, '');
        bindPosition(m.index, i + 1, value, at);
        at += part.length + 2;
      });
    }
    for (const re of [NAMED_RE, NAMED_PG_RE]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) bindName(m[1]!, m[2]!, m.index + m[0].length - 1 - m[2]!.length);
    }
    HIBERNATE_RE.lastIndex = 0;
    for (let m = HIBERNATE_RE.exec(text); m !== null; m = HIBERNATE_RE.exec(text)) bindPosition(m.index, Number(m[1] ?? m[2]), m[3]!, m.index + m[0].length - 1 - m[3]!.length);
    DOCTRINE_RE.lastIndex = 0;
    for (let m = DOCTRINE_RE.exec(text); m !== null; m = DOCTRINE_RE.exec(text)) {
      // `types: array{"1":2}` beside the parameters are their type codes.
      if (/types"?:\s*$/.test(text.slice(Math.max(0, m.index - 8), m.index))) continue;
      DOCTRINE_PAIR_RE.lastIndex = m.index + m[0].length;
      for (let p = DOCTRINE_PAIR_RE.exec(text); p !== null; p = DOCTRINE_PAIR_RE.exec(text)) {
        const value = p[2] ?? p[3]!;
        bindPosition(m.index, Number(p[1]), value, p.index + p[0].length - 1 - value.length - (p[2] !== undefined ? 1 : 0));
        if (p[4] === '}') break;
      }
    }
  }
  // Rails' binds name their column: [["login", "okonkwo.chidi"], ["LIMIT", 1]].
  RAILS_BINDS_RE.lastIndex = 0;
  for (let m = RAILS_BINDS_RE.exec(text); m !== null; m = RAILS_BINDS_RE.exec(text)) {
    RAILS_PAIR_RE.lastIndex = m.index + 1;
    for (let p = RAILS_PAIR_RE.exec(text); p !== null; p = RAILS_PAIR_RE.exec(text)) {
      const value = p[2] ?? p[3]!;
      bindColumn(p[1], value, p.index + p[0].length - 1 - value.length - (p[2] !== undefined ? 1 : 0));
      if (text.startsWith(', ', RAILS_PAIR_RE.lastIndex)) RAILS_PAIR_RE.lastIndex += 2;
      else break;
    }
  }
  // SQLAlchemy's parameters by name: its keys are the columns (or the placeholders' names, which it makes from them).
  NAMED_DICT_RE.lastIndex = 0;
  for (let m = NAMED_DICT_RE.exec(text); m !== null; m = NAMED_DICT_RE.exec(text)) {
    DICT_PAIR_RE.lastIndex = m.index + m[0].length;
    for (let p = DICT_PAIR_RE.exec(text); p !== null; p = DICT_PAIR_RE.exec(text)) {
      const value = p[2] ?? p[3]!.trim();
      let column: string | undefined = p[1]!;
      for (const s of statements) column = s.columnOf.get(p[1]!) ?? column;
      const type = columnType(column);
      if (type !== null) {
        const start = p[2] !== undefined ? p.index + p[0].indexOf(`'${p[2]}'`, p[0].indexOf(':')) + 1 : p.index + p[0].indexOf(value, p[0].indexOf(':'));
        push(type, value, start);
      }
      if (p[4] === '}') break;
    }
  }
}
