import type { Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';

/**
 * An INSERT or UPDATE quoted in an error or a log line, with its values written in it or bound beside it: each value
 * takes its column's type (detect-db-errors.ts `columnType`).
 * - written in it: `INSERT INTO patients (mrn, full_name, date_of_birth) VALUES ('MRN-1', 'Chidinma Okafor', …)` (JDBC's
 *   batch error, Knex), unquoted as Laravel writes them (`values (Marc Puig i Soler, 71930284S, …)`);
 * - bound beside it, by position — TypeORM's and Sequelize's `parameters: [ 'a', 'b' ]`, EclipseLink's `bind => [a, b]`,
 *   SQLAlchemy's `[parameters: ('a', 'b')]`, Hibernate's `binding parameter [2] as [VARCHAR] - [a]` — or by name — EF Core's
 *   `[Parameters=[@p0='a' (…), @p1='b']]`, PostgreSQL's `parameters: $1 = 'a', $2 = 'b'`, SQLAlchemy's
 *   `[parameters: {'full_name': 'a'}]` (its keys are the columns themselves).
 */
const INSERT_RE = /\binsert\s+(?:ignore\s+)?into\s+[`"[]?[\p{L}_][\p{L}\p{N}_.`"\]]*\s*\(([^()]{1,800})\)\s*(?:output\s+[^()]{0,200}?)?\s*values\s*\(/giu;
const UPDATE_SET_RE = /\bupdate\s+[`"[]?[\p{L}_][\p{L}\p{N}_.`"\]]*\s+set\s+/giu;
const SET_PAIR_RE = /\s*[`"[]?([\p{L}_][\p{L}\p{N}_]*)[`"\]]?\s*=\s*/uy;
const POSITIONAL_LISTS_RE = /(?:\bparameters:\s*\[|\bbind\s*=>\s*\[|\[parameters:\s*\()/g;
const NAMED_EF_RE = /(@[\p{L}_][\p{L}\p{N}_]*)='((?:[^']|'')*)'/gu;
const NAMED_PG_RE = /(\$\d{1,3})\s*=\s*'((?:[^']|'')*)'/g;
const NAMED_DICT_RE = /\[parameters:\s*\{/g;
const DICT_PAIR_RE = /\s*'([^'\n]{1,64})'\s*:\s*(?:'((?:[^'\\\n]|\\.){0,300})'|([^,}\n]{1,64}))\s*(,|\})/uy;
const HIBERNATE_RE = /binding parameter \[(\d{1,3})\] as \[\w+\] - \[([^\]\n]{0,300})\]/g;

interface Item {
  /** `$1`, `?2` (the second question mark), `@p0`, `%(name)s` → `name`, `:name` → `name`; null for a written value. */
  placeholder: string | null;
  value: string;
  start: number;
}

/** The items of a list from `from` (just inside its '(' or '['), to the bracket that closes it: quotes and nesting respected. */
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
    items.push({ placeholder: null, value: text.slice(start, end), start });
    while (text[i] === ' ') i++;
    if (text[i] === close) return { items, end: i };
    if (text[i] !== ',' || items.length > 200) return null;
    i++;
  }
}

function placeholderOf(value: string, questionMarks: { n: number }): string | null {
  if (value === '?' || value === '%s') return `?${++questionMarks.n}`;
  if (/^\$\d{1,3}$/.test(value) || /^@[\p{L}_][\p{L}\p{N}_]*$/u.test(value)) return value;
  const named = /^(?:%\(([\w]+)\)s|:([\p{L}_][\p{L}\p{N}_]*))$/u.exec(value);
  return named === null ? null : (named[1] ?? named[2]!);
}

function unquoteColumn(c: string): string {
  return c.trim().replace(/^[`"[]|[`"\]]$/g, '');
}

/** Placeholders of the statements in `text`, and the values written in them, each with its column. */
function readStatements(text: string, columnOf: Map<string, string>, written: { column: string; item: Item }[]): void {
  const questionMarks = { n: 0 };
  INSERT_RE.lastIndex = 0;
  for (let m = INSERT_RE.exec(text); m !== null; m = INSERT_RE.exec(text)) {
    const columns = m[1]!.split(',').map(unquoteColumn);
    const list = listItems(text, m.index + m[0].length, ')');
    if (list === null || list.items.length !== columns.length) continue;
    list.items.forEach((item, i) => {
      const placeholder = placeholderOf(item.value, questionMarks);
      if (placeholder !== null) columnOf.set(placeholder, columns[i]!);
      else written.push({ column: columns[i]!, item });
    });
    INSERT_RE.lastIndex = list.end;
  }
  UPDATE_SET_RE.lastIndex = 0;
  for (let m = UPDATE_SET_RE.exec(text); m !== null; m = UPDATE_SET_RE.exec(text)) {
    let at = m.index + m[0].length;
    for (let n = 0; n < 64; n++) {
      SET_PAIR_RE.lastIndex = at;
      const pair = SET_PAIR_RE.exec(text);
      if (pair === null) break;
      const list = listItems(text, SET_PAIR_RE.lastIndex, ',');
      // The pair's value is the list's first item: up to the next ',' (or the clause's end).
      const first = list?.items[0] ?? lastItem(text, SET_PAIR_RE.lastIndex);
      if (first === null) break;
      const placeholder = placeholderOf(first.value, questionMarks);
      if (placeholder !== null) columnOf.set(placeholder, pair[1]!);
      else written.push({ column: pair[1]!, item: first });
      at = first.start + first.value.length;
      while (text[at] === "'" || text[at] === ' ') at++;
      if (text[at] !== ',') break;
      at++;
    }
  }
}

/** The SET clause's last value: up to WHERE, a bracket or the line's end. */
function lastItem(text: string, from: number): Item | null {
  const rest = /^([^\n\]]*?)(?=\s+where\b|\s*[\]\n]|$)/iu.exec(text.slice(from, from + 400));
  if (rest === null || rest[1]!.trim() === '') return null;
  let value = rest[1]!.trim();
  let start = from + rest[1]!.indexOf(value);
  if (value.length >= 2 && value.startsWith("'") && value.endsWith("'")) {
    value = value.slice(1, -1);
    start++;
  }
  return { placeholder: null, value, start };
}

/** Appends a finding for each value whose column has a type (`columnType`). */
export function detectBoundValues(text: string, out: Finding[], columnType: (column: string) => EntityType | null, push: (type: EntityType, value: string, start: number) => void): void {
  const columnOf = new Map<string, string>();
  const written: { column: string; item: Item }[] = [];
  readStatements(text, columnOf, written);
  for (const { column, item } of written) {
    const type = columnType(column);
    if (type !== null) push(type, item.value, item.start);
  }
  const bind = (placeholder: string, value: string, start: number): void => {
    const column = columnOf.get(placeholder);
    const type = column === undefined ? null : columnType(column);
    if (type !== null) push(type, value, start);
  };
  if (columnOf.size > 0) {
    POSITIONAL_LISTS_RE.lastIndex = 0;
    for (let m = POSITIONAL_LISTS_RE.exec(text); m !== null; m = POSITIONAL_LISTS_RE.exec(text)) {
      const list = listItems(text, m.index + m[0].length, m[0].endsWith('(') ? ')' : ']');
      if (list === null) continue;
      list.items.forEach((item, i) => {
        if (columnOf.has(`$${i + 1}`)) bind(`$${i + 1}`, item.value, item.start);
        else bind(`?${i + 1}`, item.value, item.start);
      });
    }
    for (const re of [NAMED_EF_RE, NAMED_PG_RE]) {
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) bind(m[1]!, m[2]!, m.index + m[0].length - 1 - m[2]!.length);
    }
    HIBERNATE_RE.lastIndex = 0;
    for (let m = HIBERNATE_RE.exec(text); m !== null; m = HIBERNATE_RE.exec(text)) bind(`?${m[1]}`, m[2]!, m.index + m[0].length - 1 - m[2]!.length);
  }
  // SQLAlchemy's parameters by name: its keys are the columns (or the placeholders' names, which it makes from them).
  NAMED_DICT_RE.lastIndex = 0;
  for (let m = NAMED_DICT_RE.exec(text); m !== null; m = NAMED_DICT_RE.exec(text)) {
    DICT_PAIR_RE.lastIndex = m.index + m[0].length;
    for (let p = DICT_PAIR_RE.exec(text); p !== null; p = DICT_PAIR_RE.exec(text)) {
      const value = p[2] ?? p[3]!.trim();
      const type = columnType(columnOf.get(p[1]!) ?? p[1]!);
      if (type !== null) {
        const start = p[2] !== undefined ? p.index + p[0].indexOf(`'${p[2]}'`, p[0].indexOf(':')) + 1 : p.index + p[0].indexOf(value, p[0].indexOf(':'));
        push(type, value, start);
      }
      if (p[4] === '}') break;
    }
  }
}
