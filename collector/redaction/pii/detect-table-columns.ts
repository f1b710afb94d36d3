import { classifyKey, fields, isProtectedKey } from './key-classifier.ts';
import type { EntityType } from './entity-type.ts';
import { FEATURE_BLANK, type Detector, type Finding } from './detector.ts';

/**
 * Personal data in a table written as text — a CSV or TSV export a tool returned, a semicolon CSV, a Markdown table the
 * model wrote, a psql or CLI table — found by its column: a header row whose names say what a column holds (`first_name`,
 * `E-mail`, `Date of Birth`, `ssn`, `license_plate`, `Vorname`, `teléfono`, `电话`) makes every cell below it in that
 * column one entity of that type, as an attribute key does for its value (key-classifier.ts `classifyKey`). Whatever the
 * value looks like: a name in a `last_name` column has no shape, a plate in a `plate` column no label.
 *
 * A header row: two or more cells, split by the delimiter the row has most of (`,` tab `;` `|`), each a name (letters
 * first, at most 40 characters, no quotes inside); at least one names a personal field. The rows under it are read while
 * they split into as many cells (quoted CSV cells may hold the delimiter; a Markdown or psql rule line is skipped); an
 * empty line or a line of another shape ends the table. Empty cells and placeholders (`NULL`, `-`, `n/a`) stay.
 * Bounded: at most MAX_ROWS rows per table and MAX_LINE characters per line are read.
 */

const MAX_LINE = 4096;
const MAX_ROWS = 10_000;
const DELIMITERS = [',', '\t', ';', '|'] as const;
const HEADER_CELL_RE = /^[\p{L}_][\p{L}\p{N} _.\-()#/'’°º№]{0,39}$/u;
const STATEMENT_RE = /^\s*(?:select|insert|update|delete|with|values|create|from|where|order|group|set|returning)\s/i;
const RULE_LINE_RE = /^[\s|:+=-]+$/;
const PLACEHOLDER_RE = /^(?:null|none|nil|n\/a|na|-+|—|\?|\*+|\[redacted[^\]]*\]|redacted|unknown|tbd|true|false|yes|no)$/i;

/**
 * Header words classifyKey does not read as an attribute key: too short or too common there (`tel`, `mail`, `user`,
 * `ip`, `dl`, `sin`), or words of several (`nom de famille` is a key's too; the other languages' field names are
 * key-classifier.ts's PERSONAL_FIELDS, which headerType falls back to).
 */
const HEADER_WORDS: ReadonlyMap<string, EntityType> = new Map([
  ...words('PHONE', 'tel|tel.|telefon|telefono|telefone|telephone|mobil|mobile|handy|cell|celular|movil|cellulare|portable|gsm|电话|電話|电话号码|手机|手機|電話番号|携帯|携帯番号|전화|전화번호|휴대폰'),
  ...words('EMAIL', 'mail|e-mail'),
  ...words('NATIONAL_ID', 'sin|health card|health_card|health card number|healthcard|dni|nie|nif|bsn|cpf|nino|ni number|n° passeport|nº passeport|license #|licence #|license no|license no.|licence no|license number|licence number|driver license|driver licence|dl|dl#|dl #'),
  ...words('USER', 'user|login|account name'),
  ...words('SOCIAL_HANDLE', 'handle|social handle'),
  ...words('IBAN', 'iban'),
  ...words('IP', 'ip|ip address|ip_address|ipaddress|client ip|client_ip|source ip|src_ip|remote_addr|remote ip'),
]);
/**
 * "Name", "nombre", and a person's role ("Holder", "renter", "Kunde", "patient", "Driver"): a person's name when another
 * column of the table is personal — `name,version` is a package list, `driver,version` a GPU's, `client,latency` an app's.
 */
const NAME_WORDS: ReadonlySet<string> = new Set(
  ('name|names|display name|displayname|contact|contact name|nom|nombre|nome|naam|navn|namn|nimi|isim|nome completo|nombre completo|' +
    'nom complet|contactname|名|姓|renter|patient|holder|account holder|cardholder|driver|employee|customer|client|member|guest|passenger|tenant|' +
    'applicant|recipient|beneficiary|insured|policyholder|student|kunde|kundin|inhaber|kontoinhaber|fahrer|mieter|mitarbeiter|empfänger|titulaire|' +
    'conducteur|locataire|destinataire|employé|cliente|titular|conductor|inquilino|destinatario|empleado|dipendente|klant|huurder|bestuurder|' +
    'medewerker|顧客|客户|客戶|社員名|担当者|고객|예금주').split('|'),
);

/** Whether a header cell (or a column: `_` read as a blank) is one of NAME_WORDS: a person's name beside a personal column. */
export function isNameWord(name: string): boolean {
  return NAME_WORDS.has(name.toLowerCase().replace(/_/g, ' '));
}

function words(type: EntityType, list: string): [string, EntityType][] {
  return fields(type, list.split('|'));
}

/**
 * The entity type a header cell names, or null. A database's column is a header too (detect-db-errors.ts `columnType`,
 * which reads `_` as a blank).
 */
export function headerType(name: string): EntityType | null {
  const lower = name.toLowerCase();
  const own = HEADER_WORDS.get(lower);
  if (own !== undefined) return own;
  if (isProtectedKey(lower)) return null;
  return classifyKey(name) ?? classifyKey(lower.replace(/[\s.\-/()#'’]+/g, '_'));
}

/** Cells of one line: [start, end) of each, after trimming blanks and quotes. Quoted cells may hold the delimiter. */
function splitCells(line: string, lineStart: number, delimiter: string): Array<[number, number]> {
  const cells: Array<[number, number]> = [];
  let start = 0;
  let quoted = false;
  for (let i = 0; i <= line.length; i++) {
    const c = line[i];
    if (c === '"') {
      if (quoted && line[i + 1] === '"') i++;
      else quoted = !quoted;
      continue;
    }
    if (i === line.length || (c === delimiter && !quoted)) {
      let s = start;
      let e = i;
      while (s < e && (line[s] === ' ' || line[s] === '\t' || line[s] === '\r')) s++;
      while (e > s && (line[e - 1] === ' ' || line[e - 1] === '\t' || line[e - 1] === '\r')) e--;
      if (e - s >= 2 && (line[s] === '"' || line[s] === "'") && line[e - 1] === line[s]) {
        s++;
        e--;
      }
      cells.push([lineStart + s, lineStart + e]);
      start = i + 1;
    }
  }
  // `| a | b |`: the empty cells outside the outer pipes are not cells.
  if (delimiter === '|') {
    if (cells.length > 0 && cells[0]![0] === cells[0]![1] && /^\s*$/.test(line.slice(0, line.indexOf('|')))) cells.shift();
    if (cells.length > 0 && cells[cells.length - 1]![0] === cells[cells.length - 1]![1] && /\|\s*$/.test(line)) cells.pop();
  }
  return cells;
}

function delimiterOf(line: string): string | null {
  let best: string | null = null;
  let most = 0;
  for (const d of DELIMITERS) {
    let n = 0;
    for (let i = line.indexOf(d); i !== -1; i = line.indexOf(d, i + 1)) n++;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

export function createTableColumnsDetector(): Detector {
  return {
    name: 'table-columns',
    readsWritten: true,
    types: ['PERSON_NAME', 'EMAIL', 'PHONE', 'ADDRESS', 'BIRTH_DATE', 'LOCATION', 'SSN', 'NATIONAL_ID', 'BANK_ACCOUNT', 'IBAN', 'IP', 'VIN', 'LICENSE_PLATE', 'SOCIAL_HANDLE', 'USER'],
    // Two lines at least.
    mayMatch: (f) => (f.flags & FEATURE_BLANK) !== 0 && f.text.length >= 8 && f.text.includes('\n'),
    detect(text: string, out: Finding[]): void {
      let lineStart = 0;
      while (lineStart < text.length) {
        let lineEnd = text.indexOf('\n', lineStart);
        if (lineEnd === -1) lineEnd = text.length;
        const next = Math.max(readRecords(text, lineStart, lineEnd, out), readTable(text, lineStart, lineEnd, out));
        lineStart = (next > lineEnd ? next : lineEnd) + 1;
      }
    },
  };
}

/** The type of each column named by a header row's cells, or null when it is no header or names nothing personal. */
function columnTypes(cells: readonly string[]): Array<EntityType | null> | null {
  const types: Array<EntityType | null> = [];
  const names: string[] = [];
  let typed = 0;
  for (let i = 0; i < cells.length; i++) {
    let name = cells[i]!;
    // "output: name,dob" — a label before the table on its first line (and the engine's "key: " before a JSON member's text).
    if (i === 0 && name.includes(': ')) name = name.slice(name.lastIndexOf(': ') + 2).trim();
    if (!HEADER_CELL_RE.test(name)) return null;
    const type = headerType(name);
    types.push(type);
    names.push(name.toLowerCase());
    if (type !== null) typed++;
  }
  if (typed === 0) return null;
  for (let i = 0; i < types.length; i++) if (types[i] === null && isNameWord(names[i]!)) types[i] = 'PERSON_NAME';
  return types;
}

/**
 * A table aligned with blanks (a CLI tool's, `USERNAME      FULL NAME      LAST LOGIN`): the header's cells are separated by
 * two blanks or more; a row's cell is what stands under its header cell, each starting after a blank.
 */
function readAligned(text: string, start: number, end: number, out: Finding[]): number {
  const header = text.slice(start, end);
  const starts: number[] = [];
  const names: string[] = [];
  for (const m of header.matchAll(/\S+(?: \S+)*/g)) {
    starts.push(m.index);
    names.push(m[0]);
  }
  if (names.length < 3) return end;
  const types = columnTypes(names);
  if (types === null) return end;
  const last = readLines(text, end + 1, (line, rowStart) => {
    // Every column starts where its header cell does, after a blank.
    if (line.trim() === '' || line.length <= starts[starts.length - 1]! || starts.some((c, i) => i > 0 && line[c - 1] !== ' ')) return false;
    for (let i = 0; i < starts.length; i++) {
      let s = starts[i]!;
      let e = i + 1 < starts.length ? starts[i + 1]! : line.length;
      while (s < e && line[s] === ' ') s++;
      while (e > s && (line[e - 1] === ' ' || line[e - 1] === '\r')) e--;
      pushCell(out, types[i]!, text, rowStart + s, rowStart + e);
    }
    return true;
  });
  return Math.max(last, end);
}

// psql's expanded display (`\x`): `full_name     | Evangeline Thorsby`, records between `-[ RECORD 1 ]-+----` lines.
const RECORD_LINE_RE = /^\s*([A-Za-z_]\w{0,40})\s*\|[ \t]?([^|]*)$/;
const RECORD_RULE_RE = /^-\[ RECORD \d+ \]-/;

/**
 * If [start, end) begins a block of `key | value` lines (two or more, or one after a `-[ RECORD n ]-` line), reads each
 * value whose key names a personal field into `out` and returns the end of the block; otherwise returns `end`.
 */
function readRecords(text: string, start: number, end: number, out: Finding[]): number {
  const first = RECORD_LINE_RE.exec(text.slice(start, end));
  if (first === null) return end;
  const afterRule = start >= 2 && RECORD_RULE_RE.test(text.slice(text.lastIndexOf('\n', start - 2) + 1, start - 1));
  if (!afterRule) {
    let nextEnd = text.indexOf('\n', end + 1);
    if (nextEnd === -1) nextEnd = text.length;
    if (end >= text.length || !RECORD_LINE_RE.test(text.slice(end + 1, nextEnd))) return end;
  }
  const last = readLines(text, start, (line, lineStart) => {
    if (RECORD_RULE_RE.test(line)) return true;
    const m = RECORD_LINE_RE.exec(line);
    if (m === null) return false;
    const from = lineStart + line.length - m[2]!.length;
    pushCell(out, headerType(m[1]!), text, from, from + m[2]!.replace(/\s+$/, '').length);
    return true;
  });
  return Math.max(last, end);
}

/**
 * If the line [start, end) is a header row, reads the table under it into `out` and returns the end of its last row;
 * otherwise returns `end`.
 */
function readTable(text: string, start: number, end: number, out: Finding[]): number {
  if (end - start > MAX_LINE || end - start < 3) return end;
  const header = text.slice(start, end);
  // "SELECT first_name, email\nFROM users u, orgs o": a statement's lines are no table.
  if (STATEMENT_RE.test(header)) return end;
  const delimiter = delimiterOf(header);
  if (delimiter === null) return header.includes('  ') ? readAligned(text, start, end, out) : end;
  const cells = splitCells(header, start, delimiter);
  if (cells.length < 2) return end;
  const types = columnTypes(cells.map(([s, e]) => text.slice(s, e)));
  if (types === null) return end;
  const last = readLines(text, end + 1, (line, rowStart) => {
    if (line.trim() === '') return false;
    if (RULE_LINE_RE.test(line)) return true;
    const row = splitCells(line, rowStart, delimiter);
    if (row.length !== cells.length) return false;
    for (let i = 0; i < row.length; i++) pushCell(out, types[i]!, text, row[i]![0], row[i]![1]);
    return true;
  });
  return Math.max(last, end);
}

/**
 * Calls `visit` with each line from `from` on (at most MAX_ROWS of them, none longer than MAX_LINE) until it returns
 * false; returns the end of the last line it took, or `from - 1` when it took none.
 */
function readLines(text: string, from: number, visit: (line: string, lineStart: number) => boolean): number {
  let lineStart = from;
  let last = from - 1;
  for (let rows = 0; lineStart < text.length && rows < MAX_ROWS; rows++) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (line.length > MAX_LINE || !visit(line, lineStart)) break;
    last = lineEnd;
    lineStart = lineEnd + 1;
  }
  return last;
}

/** The cell [start, end) of `text` in a column of `type`: a finding unless the column says nothing, or the cell is empty or a placeholder. */
function pushCell(out: Finding[], type: EntityType | null, text: string, start: number, end: number): void {
  if (type === null || end <= start || PLACEHOLDER_RE.test(text.slice(start, end))) return;
  out.push({ type, start, end });
}
