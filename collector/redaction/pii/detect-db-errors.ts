import { FEATURE_EQUALS, FEATURE_WORD_CAPITAL, isWordChar, lineEnd, type Detector, type Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isPlaceholderValue } from './detect-key-values.ts';
import { detectBoundValues, personsColumns } from './detect-bound-values.ts';
import { unquoteName } from '../sql/sql-lexer.ts';
import { headerType } from './detect-table-columns.ts';
import { isServiceAccountName } from './detect-logins.ts';
import { givenNameSet } from './given-name-set.ts';
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
// MySQL's and MariaDB's message catalogues: English, German, French, Spanish, Italian, Portuguese, Dutch.
const MYSQL_DUPLICATE_RE =
  /(?:Duplicate entry|Doppelter Eintrag|Duplicata du champ|Entrada duplicada|Chiave duplicata|Valor duplicado|Dubbele ingang) '((?:[^'\\\n]|\\.|'')*)' (?:for key|für Schlüssel|pour la clef|pour la clé|para la clave|per la chiave|para a chave|voor zoeksleutel) '([^'\n]{1,128})'/g;
const MYSQL_COLUMN_VALUE_RE = /: '((?:[^'\\\n]|\\.|''){1,200})' for column [`'"]?([\p{L}_][\p{L}\p{N}_$]{0,63})[`'"]?/gu;
const MSSQL_DUPLICATE_RE = /(?:constraint|index) '([^'\n]{1,128})'[^\n]{0,160}?The duplicate key value is \(/g;
const MSSQL_TRUNCATED_RE = /column '([^'\n]{1,128})'\. Truncated value: '((?:[^'\n]|''){1,200})'/g;
const MONGO_DUP_KEY_RE = /dup key: \{/g;
const MONGO_PAIR_RE = /\s*(?:"([^"\n]{1,64})"|([\p{L}_$][\p{L}\p{N}_.$]{0,63}))\s*:\s*(?:"((?:[^"\\\n]|\\.){0,200})"|'((?:[^'\\\n]|\\.){0,200})'|([^\s,{}"']{1,64}))\s*(,|\})/uy;
const HINT_RE = /\)=\(|Preview of field's value|Invalid `prisma\.|Duplicate entry|Doppelter Eintrag|Duplicata du champ|Entrada duplicada|Chiave duplicata|Valor duplicado|Dubbele ingang|for column|duplicate key value is|Truncated value|dup key|row contains|échec contient|falla contiene|Zeile enthält|falhou contém|fallito contiene|строка содержит|失敗した行|invalid input syntax/;
/** Index and constraint names: the kind before the columns, the kind after them. */
const INDEX_PREFIX_RE = /^(?:uq|uk|ux|un|unq|unique|idx|ix|index|key|ak|pk|fk|u|i)_+/i;
const INDEX_SUFFIX_RE = /_+(?:uq|uk|ux|un|unq|unique|idx|ix|index|key|pkey|fkey|ak|constraint)$/i;
/** Types a column gives its value here (a header's or an IP's name is no column of a person's row). */
const COLUMN_TYPES: readonly EntityType[] = ['EMAIL', 'PHONE', 'PERSON_NAME', 'BIRTH_DATE', 'NATIONAL_ID', 'SSN', 'USER', 'ADDRESS', 'LOCATION', 'CARD', 'IBAN'];
const COLUMN_TYPE_SET: ReadonlySet<EntityType> = new Set(COLUMN_TYPES);
/**
 * Columns of national numbers by their scheme's name, which a JSON key seldom is but a table's column usually is
 * (`pesel`, `cpf`, `dni`): the column says what the value is, whether or not it passes its check.
 */
const NATIONAL_ID_COLUMN_RE =
  /^(?:cpf|cnpj|pesel|dni|nie|nif|nino|nir|bsn|sin|rrn|curp|rfc|aadhaa?r|ahv|avs|cnp|jmbg|egn|oib|personnummer|henkilotunnus|hetu|cpr|fodselsnummer|kennitala|codice_fiscale|steuer_?id|tfn|ppsn?|nhs|my_?number|id_?card|identity_?card|citizen_?id)(?:_?(?:no|nr|num|number|nummer|numero))?$/i;
const LOGIN_COLUMN_RE = /^(?:login|user_?login|login_?name|account_?name|handle)$/i;
const CARD_COLUMN_RE = /^(?:pan|card_?(?:no|nr|num|number)|cc_?(?:no|num|number)|credit_?card(?:_?(?:no|num|number))?)$/i;

/**
 * The type a column's name gives its value, or null: a key's (`classifyKey`), a column's own words, or a table header's
 * (detect-table-columns.ts `headerType`: names and birth dates in other languages). A quoted name is read without its
 * quotes; a name in CamelCase (`FullName`) is read in snake case too.
 */
export function columnType(column: string): EntityType | null {
  const name = unquoteName(column);
  for (const candidate of [name, name.replace(/([a-z\d])([A-Z])/g, '$1_$2').toLowerCase()]) {
    const type = classifyKey(candidate) ?? columnWordType(candidate) ?? headerType(candidate.replace(/_/g, ' '));
    if (type !== null) return COLUMN_TYPE_SET.has(type) ? type : null;
  }
  return null;
}

function columnWordType(column: string): EntityType | null {
  if (NATIONAL_ID_COLUMN_RE.test(column)) return 'NATIONAL_ID';
  if (CARD_COLUMN_RE.test(column)) return 'CARD';
  if (LOGIN_COLUMN_RE.test(column)) return 'USER';
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
  // A composite index (`uq_cards_pan_exp_year`, `customers_phone_slot`): a run of words inside it.
  for (let i = 1; i < words.length; i++) {
    for (let j = words.length - 1; j > i; j--) {
      const type = columnType(words.slice(i, j).join('_'));
      if (type !== null) return type;
    }
  }
  return null;
}

function isNoValue(value: string, type: EntityType): boolean {
  const v = value.trim();
  if (v === '' || /^(?:null|nil|none|undefined|default)$/i.test(v) || isPlaceholderValue(v)) return true;
  return type === 'USER' && isServiceAccountName(v);
}

function push(out: Finding[], columnType: EntityType, value: string, start: number): void {
  // A `pan` column holds a card's number in a payment table and India's Permanent Account Number elsewhere (ABCDE1234F).
  const type = columnType === 'CARD' && /\p{L}/u.test(value) ? 'NATIONAL_ID' : columnType;
  // Leading and trailing blanks are no part of the value.
  const lead = value.length - value.trimStart().length;
  const trimmed = value.trim();
  if (isNoValue(trimmed, type)) return;
  out.push({ type, start: start + lead, end: start + lead + trimmed.length, container: true });
}

/** The end of a PostgreSQL key's values: the ')' that the message's next words follow, else the line's last ')'. */
function pgValuesEnd(text: string, from: number): number {
  const limit = Math.min(lineEnd(text, from), from + 600);
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
    const columns = personsColumns(m[1]!.split(','), columnType);
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
  if (text.includes("' ")) {
    MYSQL_DUPLICATE_RE.lastIndex = 0;
    for (let m = MYSQL_DUPLICATE_RE.exec(text); m !== null; m = MYSQL_DUPLICATE_RE.exec(text)) {
      const type = indexColumnType(m[2]!);
      if (type !== null) push(out, type, m[1]!, m.index + m[0].indexOf("'") + 1);
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
      const end = text.lastIndexOf(').', lineEnd(text, from));
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

/**
 * PostgreSQL's "Failing row contains (…)" (a check or not-null violation) lists a row's values without their columns. In
 * a table of people — its name, or a constraint's, says so (`patients`, `clinic_patient`, «pacientes») — a value of
 * capitalized words without digits is a name and a date without a time a birth date; ids, enumerations, timestamps
 * and what the other detectors know are left to them.
 */
const FAILING_ROW_RE =
  /(?:Failing row contains|ligne en échec contient|fila que falla contiene|[Zz]eile enthält|linha que falhou contém|riga che ha fallito contiene|строка содержит|失敗した行は)\s*\(/gu;
const PERSON_TABLE_RE =
  /(?:^|[_.\s"'«»“”「」])(?:patients?|employees?|customers?|users?|guests?|members?|contacts?|students?|persons?|people|clients?|applicants?|candidates?|subscribers?|passengers?|travell?ers?|residents?|donors?|volunteers?|pacientes?|clientes?|usuarios?|empleados?|funcionarios?|alunos?|alumnos?|kunden?|patienten|mitarbeiter|benutzer|utilisateurs?|salariés?|employés?|pazienti|clienti|dipendenti|utenti|klient\w*|pracownik\w*|pacjen\w*|клиент\w*|пациент\w*|сотрудник\w*|пользовател\w*|患者|顧客|社員|会員)(?:$|[_.\s"'«»“”「」])/iu;
const QUOTED_IDENTIFIER_RE = /["«“「]\s?([\p{L}_][\p{L}\p{N}_.]{0,62})\s?["»”」]/gu;
/** Capitalized words without digits: "Siobhán", "Ní Bhriain", "Morales Ruiz", "Marc Puig i Soler". */
const NAME_VALUE_RE = /^\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|(?:i|y|de|da|do|dos|das|del|van|von|der|den|bin|ibn|al|el|la|le|di|du|ter|ten)))*$/u;
const DATE_VALUE_RE = /^(?:\d{4}-\d{2}-\d{2}|\d{1,2}[./]\d{1,2}[./]\d{4})$/;

function namesPeople(text: string): boolean {
  QUOTED_IDENTIFIER_RE.lastIndex = 0;
  for (let m = QUOTED_IDENTIFIER_RE.exec(text); m !== null; m = QUOTED_IDENTIFIER_RE.exec(text)) {
    if (PERSON_TABLE_RE.test(m[1]!)) return true;
  }
  return false;
}

/** A row's values as PostgreSQL writes them: ", " between, a value holding one in double quotes. */
function rowValues(text: string, from: number): { value: string; start: number }[] | null {
  const out: { value: string; start: number }[] = [];
  let i = from;
  for (;;) {
    let start = i;
    let end: number;
    if (text[i] === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) return null;
      start = i + 1;
      end = close;
      i = close + 1;
    } else {
      let j = i;
      while (j < text.length && text[j] !== ',' && text[j] !== ')' && text[j] !== '\n') j++;
      end = j;
      i = j;
    }
    out.push({ value: text.slice(start, end), start });
    if (text[i] === ')') return out;
    if (text[i] !== ',' || out.length > 64) return null;
    i += text[i + 1] === ' ' ? 2 : 1;
  }
}

function detectFailingRows(text: string, out: Finding[]): void {
  FAILING_ROW_RE.lastIndex = 0;
  let people: boolean | undefined;
  for (let m = FAILING_ROW_RE.exec(text); m !== null; m = FAILING_ROW_RE.exec(text)) {
    if (!(people ??= namesPeople(text))) return;
    const values = rowValues(text, m.index + m[0].length);
    if (values === null) continue;
    for (const { value, start } of values) {
      if (value.length < 2 || value.length > 80) continue;
      const type: EntityType | null = DATE_VALUE_RE.test(value) ? 'BIRTH_DATE' : NAME_VALUE_RE.test(value) && !/^(?:NULL|TRUE|FALSE|DEFAULT)$/i.test(value) ? 'PERSON_NAME' : null;
      if (type !== null) out.push({ type, start, end: start + value.length });
    }
  }
}

/**
 * A value a database could not read as its column's type ("invalid input syntax for type integer: \"Priya\"", MySQL's
 * "Incorrect integer value: 'Rahul' for column 'party_size'") is what someone typed into the wrong field: a given name
 * there is a person's (given-names.data.ts).
 */
const INVALID_INPUT_RE = /(?:invalid input syntax for (?:type )?[\w ]{1,40}: "|Incorrect [\w ]{1,20} value: ')([\p{L}'’-]{2,40})["']/gu;

function detectEchoedInput(text: string, out: Finding[]): void {
  INVALID_INPUT_RE.lastIndex = 0;
  for (let m = INVALID_INPUT_RE.exec(text); m !== null; m = INVALID_INPUT_RE.exec(text)) {
    const word = m[1]!;
    if (!/^\p{Lu}/u.test(word) || !givenNameSet().has(word.toLowerCase())) continue;
    const start = m.index + m[0].length - 1 - word.length;
    out.push({ type: 'PERSON_NAME', start, end: start + word.length });
  }
}

/**
 * A value found by its column is personal wherever else the same text writes it: the driver's own message beside the
 * statement ("Duplicate entry 'ofelia.ramos' for key 'IDX_78a9…'" above the INSERT that names the column), PostgreSQL's
 * "out of range: \"14/07/1987\"" above the parameter it came from.
 */
function findRepeats(text: string, out: Finding[], first: number): void {
  const found = out.length;
  const seen = new Set<string>();
  for (let k = first; k < found; k++) {
    const f = out[k]!;
    const value = text.slice(f.start, f.end);
    if (value.length < 4 || seen.has(value)) continue;
    seen.add(value);
    for (let at = text.indexOf(value); at >= 0; at = text.indexOf(value, at + value.length)) {
      // Only where it stands as a value of its own, not inside a longer word or number.
      if (isWordLike(text.charCodeAt(at - 1)) || isWordLike(text.charCodeAt(at + value.length))) continue;
      out.push({ type: f.type, start: at, end: at + value.length, container: true });
    }
  }
}

function isWordLike(c: number): boolean {
  return isWordChar(c) || c > 127;
}

/**
 * Elasticsearch's mapping error names the field and previews its value ("failed to parse field [date_of_birth] of type
 * [date] … Preview of field's value: '12/31/1979'"); Prisma's validation error prints the call's arguments as an object
 * literal (`dateOfBirth: "17.05.1990",`) — each value under its field's type.
 */
const ES_FIELD_VALUE_RE = /failed to parse field \[([\p{L}_][\p{L}\p{N}_.]{0,63})\][^\n]{0,200}?Preview of field's value: '((?:[^'\n]|''){1,200})'/gu;
const PRISMA_ARGUMENT_RE = /^[ \t]+([\p{L}_$][\p{L}\p{N}_$]{0,63}): "((?:[^"\\\n]|\\.){1,200})",?$/gmu;

function detectFieldPreviews(text: string, out: Finding[]): void {
  if (text.includes("Preview of field's value")) {
    ES_FIELD_VALUE_RE.lastIndex = 0;
    for (let m = ES_FIELD_VALUE_RE.exec(text); m !== null; m = ES_FIELD_VALUE_RE.exec(text)) {
      const field = m[1]!;
      const type = columnType(field.slice(field.lastIndexOf('.') + 1));
      if (type !== null) push(out, type, m[2]!, m.index + m[0].length - 1 - m[2]!.length);
    }
  }
  if (text.includes('Invalid `prisma.')) {
    PRISMA_ARGUMENT_RE.lastIndex = 0;
    for (let m = PRISMA_ARGUMENT_RE.exec(text); m !== null; m = PRISMA_ARGUMENT_RE.exec(text)) {
      const type = columnType(m[1]!);
      if (type !== null) push(out, type, m[2]!, m.index + m[0].indexOf(`"${m[2]}"`) + 1);
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
      const first = out.length;
      detectBoundValues(text, out, columnType, (type, value, start) => push(out, type, value, start));
      if (HINT_RE.test(text)) {
        if (text.includes(')=(')) detectPostgresKeys(text, out);
        detectMysql(text, out);
        detectSqlServer(text, out);
        if (text.includes('dup key')) detectMongoDupKeys(text, out);
        if (text.includes('(')) detectFailingRows(text, out);
        if (text.includes('nvalid input syntax') || text.includes('Incorrect ')) detectEchoedInput(text, out);
        if (text.includes('field') || text.includes('prisma')) detectFieldPreviews(text, out);
      }
      if (out.length > first) findRepeats(text, out, first);
    },
  };
}
