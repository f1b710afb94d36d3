import { FEATURE_EQUALS, FEATURE_WORD_CAPITAL, type Detector, type Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isPlaceholderValue } from './detect-key-values.ts';
import { isServiceAccountName } from './detect-logins.ts';
import { classifyKey } from './key-classifier.ts';

/**
 * A database's error that echoes the offending values under their columns' names: a key is to its value what a JSON
 * member's name is (key-classifier.ts `classifyKey`), so the value takes the column's type whatever its shape.
 * - PostgreSQL (any language of `lc_messages`, and the drivers and ORMs that quote it): `Key (first_name, last_name,
 *   date_of_birth)=(Anneliese, Brandt, 1984-03-12) already exists.`, `Schlüssel »(email)=(…)« existiert bereits.`;
 * - MySQL / MariaDB: `Duplicate entry 'k.yamamoto@…' for key 'users.email_UNIQUE'`, `Incorrect date value: '1984-13-02'
 *   for column 'birth_date' at row 1` — the index's name says its column (`uq_customers_phone`, `idx_passport_no`);
 * - SQL Server: `Violation of UNIQUE KEY constraint 'UQ_Customers_Phone'. … The duplicate key value is (07700 900123).`,
 *   `… with unique index 'IX_Users_UserName'. The duplicate key value is (hkowalczyk).`, `String or binary data would be
 *   truncated in table 'dbo.Patients', column 'FullName'. Truncated value: 'Mar'.`;
 * - MongoDB: `E11000 duplicate key error … dup key: { ssn: "…", "contact.phone": "…" }`.
 * What the text alone holds (a "Failing row contains (…)" tuple without its columns) stays the other detectors'.
 */
const PG_KEY_RE = /\(([\p{L}_][\p{L}\p{N}_$, "]{0,300})\)=\(/gu;
/** What PostgreSQL writes after a key's values, in the languages it is translated to. */
const PG_AFTER_RE =
  /^\)(?:\s+(?:already exists|is not present|is still referenced|conflicts with|existiert|ist nicht|wird noch|existe|n'est pas|est toujours|ya existe|no está|todavía|já existe|não está|ainda|уже существует|отсутствует|всё ещё|は既に存在|はテーブル|は依然|已经存在|不存在|仍然|già esiste|non è presente)|\s*[»«”"'」』]|\.?\s*$)/u;
const MYSQL_DUPLICATE_RE = /Duplicate entry '((?:[^'\\\n]|\\.|'')*)' for key '([^'\n]{1,128})'/g;
const MYSQL_COLUMN_VALUE_RE = /: '((?:[^'\\\n]|\\.|''){1,200})' for column [`'"]?([\p{L}_][\p{L}\p{N}_$]{0,63})[`'"]?/gu;
const MSSQL_DUPLICATE_RE = /(?:constraint|index) '([^'\n]{1,128})'[^\n]{0,160}?The duplicate key value is \(/g;
const MSSQL_TRUNCATED_RE = /column '([^'\n]{1,128})'\. Truncated value: '((?:[^'\n]|''){1,200})'/g;
const MONGO_DUP_KEY_RE = /dup key: \{/g;
const MONGO_PAIR_RE = /\s*(?:"([^"\n]{1,64})"|([\p{L}_$][\p{L}\p{N}_.$]{0,63}))\s*:\s*(?:"((?:[^"\\\n]|\\.){0,200})"|'((?:[^'\\\n]|\\.){0,200})'|([^\s,{}"']{1,64}))\s*(,|\})/uy;
const HINT_RE = /\)=\(|Duplicate entry|for column|duplicate key value is|Truncated value|dup key/;
/** Index and constraint names: the kind before the columns, the kind after them. */
const INDEX_PREFIX_RE = /^(?:uq|uk|ux|un|unq|unique|idx|ix|index|key|ak|pk|fk|u|i)_+/i;
const INDEX_SUFFIX_RE = /_+(?:uq|uk|ux|un|unq|unique|idx|ix|index|key|pkey|fkey|ak|constraint)$/i;
/** Types a column gives its value here (a header's or an IP's name is no column of a person's row). */
const COLUMN_TYPES: readonly EntityType[] = ['EMAIL', 'PHONE', 'PERSON_NAME', 'BIRTH_DATE', 'NATIONAL_ID', 'SSN', 'USER', 'ADDRESS', 'LOCATION'];
const COLUMN_TYPE_SET: ReadonlySet<EntityType> = new Set(COLUMN_TYPES);

/** The type a column's name gives its value, or null; a name in CamelCase (`FullName`) is read in snake case too. */
export function columnType(column: string): EntityType | null {
  const name = column.replace(/^["`[]|["`\]]$/g, '');
  for (const candidate of [name, name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase()]) {
    const type = classifyKey(candidate);
    if (type !== null) return COLUMN_TYPE_SET.has(type) ? type : null;
  }
  return null;
}

/**
 * The column an index or constraint is named after (`users.email_UNIQUE`, `uq_customers_phone`, `UQ_Customers_Phone`,
 * `IX_Users_UserName`, `customers_email_key`): its name without the table and the kind, or its last word.
 */
export function indexColumnType(index: string): EntityType | null {
  let name = index.slice(index.lastIndexOf('.') + 1);
  name = name.replace(INDEX_PREFIX_RE, '').replace(INDEX_SUFFIX_RE, '');
  const whole = columnType(name);
  if (whole !== null) return whole;
  // The table's name first (`customers_phone`, `Users_UserName`): the words after it, longest first.
  const words = name.split('_').filter((w) => w !== '');
  for (let i = 1; i < words.length; i++) {
    const type = columnType(words.slice(i).join('_'));
    if (type !== null) return type;
  }
  return null;
}

function isNoValue(value: string, type: EntityType): boolean {
  const v = value.trim();
  if (v === '' || /^(?:null|nil|none|undefined|default)$/i.test(v) || isPlaceholderValue(v)) return true;
  return type === 'USER' && isServiceAccountName(v);
}

function push(out: Finding[], type: EntityType, value: string, start: number): void {
  // Leading and trailing blanks are no part of the value.
  const lead = value.length - value.trimStart().length;
  const trimmed = value.trim();
  if (isNoValue(trimmed, type)) return;
  out.push({ type, start: start + lead, end: start + lead + trimmed.length, container: true });
}

/** The end of a PostgreSQL key's values: the ')' that the message's next words follow, else the line's last ')'. */
function pgValuesEnd(text: string, from: number): number {
  const lineEnd = text.indexOf('\n', from);
  const limit = Math.min(lineEnd < 0 ? text.length : lineEnd, from + 600);
  let last = -1;
  for (let i = text.indexOf(')', from); i >= 0 && i < limit; i = text.indexOf(')', i + 1)) {
    if (PG_AFTER_RE.test(text.slice(i, i + 24))) return i;
    last = i;
  }
  return last;
}

function detectPostgresKeys(text: string, out: Finding[]): void {
  PG_KEY_RE.lastIndex = 0;
  for (let m = PG_KEY_RE.exec(text); m !== null; m = PG_KEY_RE.exec(text)) {
    const columns = m[1]!.split(',').map((c) => c.trim().replace(/^"|"$/g, ''));
    const types = columns.map(columnType);
    const from = m.index + m[0].length;
    const end = pgValuesEnd(text, from);
    if (end < 0) continue;
    PG_KEY_RE.lastIndex = end;
    if (types.every((t) => t === null)) continue;
    const values = text.slice(from, end);
    const parts = columns.length === 1 ? [values] : values.split(', ');
    if (parts.length !== columns.length) {
      // A value holds ", " itself: which part is whose is unknown, so the list goes as the first personal column's.
      push(out, types.find((t) => t !== null)!, values, from);
      continue;
    }
    let at = from;
    for (let i = 0; i < parts.length; i++) {
      const type = types[i];
      if (type !== null && type !== undefined) push(out, type, parts[i]!, at);
      at += parts[i]!.length + 2;
    }
  }
}

function detectMysql(text: string, out: Finding[]): void {
  if (text.includes('Duplicate entry')) {
    MYSQL_DUPLICATE_RE.lastIndex = 0;
    for (let m = MYSQL_DUPLICATE_RE.exec(text); m !== null; m = MYSQL_DUPLICATE_RE.exec(text)) {
      const type = indexColumnType(m[2]!);
      if (type !== null) push(out, type, m[1]!, m.index + 'Duplicate entry \''.length);
    }
  }
  if (text.includes('for column')) {
    MYSQL_COLUMN_VALUE_RE.lastIndex = 0;
    for (let m = MYSQL_COLUMN_VALUE_RE.exec(text); m !== null; m = MYSQL_COLUMN_VALUE_RE.exec(text)) {
      const type = columnType(m[2]!);
      if (type !== null) push(out, type, m[1]!, m.index + 3);
    }
  }
}

function detectSqlServer(text: string, out: Finding[]): void {
  if (text.includes('duplicate key value is (')) {
    MSSQL_DUPLICATE_RE.lastIndex = 0;
    for (let m = MSSQL_DUPLICATE_RE.exec(text); m !== null; m = MSSQL_DUPLICATE_RE.exec(text)) {
      const type = indexColumnType(m[1]!);
      const from = m.index + m[0].length;
      const end = text.lastIndexOf(').', text.indexOf('\n', from) < 0 ? text.length : text.indexOf('\n', from));
      if (type === null || end < from) continue;
      push(out, type, text.slice(from, end), from);
    }
  }
  if (text.includes('Truncated value')) {
    MSSQL_TRUNCATED_RE.lastIndex = 0;
    for (let m = MSSQL_TRUNCATED_RE.exec(text); m !== null; m = MSSQL_TRUNCATED_RE.exec(text)) {
      const type = columnType(m[1]!);
      if (type !== null) push(out, type, m[2]!, m.index + m[0].length - 1 - m[2]!.length);
    }
  }
}

function detectMongoDupKeys(text: string, out: Finding[]): void {
  MONGO_DUP_KEY_RE.lastIndex = 0;
  for (let m = MONGO_DUP_KEY_RE.exec(text); m !== null; m = MONGO_DUP_KEY_RE.exec(text)) {
    MONGO_PAIR_RE.lastIndex = m.index + m[0].length;
    for (let p = MONGO_PAIR_RE.exec(text); p !== null; p = MONGO_PAIR_RE.exec(text)) {
      const key = p[1] ?? p[2]!;
      const type = columnType(key.slice(key.lastIndexOf('.') + 1)) ?? columnType(key);
      const value = p[3] ?? p[4] ?? p[5]!;
      if (type !== null) {
        // The value ends before the separator and the blanks before it, and before its closing quote when quoted.
        let end = p.index + p[0].length - p[6]!.length;
        while (end > p.index && /\s/.test(text[end - 1]!)) end--;
        if (p[5] === undefined) end--;
        push(out, type, value, end - value.length);
      }
      if (p[6] === '}') break;
    }
  }
}

export function createDbErrorsDetector(): Detector {
  return {
    name: 'db-errors',
    types: COLUMN_TYPES,
    // Every message above has a '=' or a capital (PostgreSQL's "Key (…)=(…)", "Duplicate", "The duplicate", "E11000")
    // but a driver's lower-cased MongoDB error.
    mayMatch: (f) => f.text.length >= 16 && ((f.flags & (FEATURE_EQUALS | FEATURE_WORD_CAPITAL)) !== 0 || f.text.includes('dup key')),
    detect(text: string, out: Finding[]): void {
      if (!HINT_RE.test(text)) return;
      if (text.includes(')=(')) detectPostgresKeys(text, out);
      detectMysql(text, out);
      detectSqlServer(text, out);
      if (text.includes('dup key')) detectMongoDupKeys(text, out);
    },
  };
}
