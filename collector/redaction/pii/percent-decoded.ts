/**
 * Text with its percent-escapes read (`jane%2Edoe%40example%2Ecom` → `jane.doe@example.com`, `tel:%2B1415…`,
 * `/cards/4111%201111%20…`, `jos%C3%A9`), and where each character of it came from, so that a finding in the
 * decoded text covers exactly its escapes in the original. URLs, paths and form bodies carry personal data this way;
 * the detectors read plain text.
 *
 * Decoded: an escape of a printable ASCII character (space to `~`) and a run of escapes that is one well-formed UTF-8
 * character of a letter or digit beyond ASCII. Kept as written: escapes of control characters, of bytes that are not
 * well-formed UTF-8, and `%` not followed by two hex digits. One level only: `%2540` reads `%40` (the e-mail detector
 * takes that for an '@'). In a form body or a query (a text with `=` and `&`), a `+` beside a letter, between letters, digits
 * or escapes, is a blank: `Body=Hi+this+is+Dana+Levi%2C…`, `1187+Peralta+St`; in a form body written without blanks,
 * between digits too (`call+me+at+415+555+0132`).
 */
export interface TextView {
  text: string;
  /** For each UTF-16 unit of `text`, the index in the original where its character starts. */
  starts: number[];
  /** For each UTF-16 unit of `text`, the index in the original just after its character. */
  ends: number[];
}

const LETTER_OR_DIGIT_RE = /[\p{L}\p{N}\p{M}]/u;

function hexValue(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 0x20;
  if (lower >= 97 && lower <= 102) return lower - 87;
  return -1;
}

/** The byte of the escape at `i` (`%` and two hex digits), or -1. */
function escapedByte(text: string, i: number): number {
  if (text.charCodeAt(i) !== 37 || i + 2 >= text.length) return -1;
  const hi = hexValue(text.charCodeAt(i + 1));
  const lo = hexValue(text.charCodeAt(i + 2));
  return hi < 0 || lo < 0 ? -1 : (hi << 4) | lo;
}

/** The code point of the well-formed UTF-8 sequence of escapes at `i` (lead byte `lead`) and its byte count, or null. */
function utf8At(text: string, i: number, lead: number): { cp: number; bytes: number } | null {
  const bytes = lead >= 0xf0 && lead <= 0xf4 ? 4 : lead >= 0xe0 ? 3 : lead >= 0xc2 && lead <= 0xdf ? 2 : 0;
  if (bytes === 0) return null;
  let cp = lead & (bytes === 2 ? 0x1f : bytes === 3 ? 0x0f : 0x07);
  for (let k = 1; k < bytes; k++) {
    const b = escapedByte(text, i + 3 * k);
    if (b < 0x80 || b > 0xbf) return null;
    cp = (cp << 6) | (b & 0x3f);
  }
  const min = bytes === 2 ? 0x80 : bytes === 3 ? 0x800 : 0x10000;
  if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return null;
  return { cp, bytes };
}

const ALNUM_RE = /[\p{L}\p{N}\p{M}]/u;
const LETTER_RE = /[\p{L}\p{M}]/u;

/**
 * Whether the `+` at `i` is a form body's blank: a letter or digit before it, one or an escape after it, and a letter on
 * one side (between digits it may be a sign or an offset: `…05.118+08:00` in a log line with pairs). Between digits
 * only inside a form body or a query string written without blanks (`Body=call+me+at+415+555+0132&From=…`), where a
 * `+` of the data would have been written `%2B`: a server reads that `+` as a blank, and so do we.
 */
function isFormBlank(text: string, i: number, forms: FormRuns): boolean {
  if (i === 0) return false;
  const before = text[i - 1]!;
  const after = text[i + 1] ?? '';
  if (!ALNUM_RE.test(before) || !(after === '%' || ALNUM_RE.test(after))) return false;
  return LETTER_RE.test(before) || LETTER_RE.test(after) || after === '%' || (forms.isForm(i) && !isTimeOffset(text, i));
}

/** A time of day before it (`05:00:05.118+08:00`, its colons escaped or not): the `+` starts the time's offset. */
const TIME_BEFORE_RE = /\d\d:\d\d(?::\d\d(?:[.,]\d+)?)?$/;

function isTimeOffset(text: string, i: number): boolean {
  return TIME_BEFORE_RE.test(text.slice(Math.max(0, i - 40), i).replace(/%3a/gi, ':'));
}

/** A run without blanks that is pairs joined by `&`: `k=v&k=v`, `body=Body=…&From=…`. */
const FORM_RUN_RE = /^[^=&]+=[^&]*(?:&[^&]*)+$/;
const BLANK_RE = /\s/;

/** Whether the run of non-blank characters around an offset is a form body; the last run read is remembered. */
class FormRuns {
  private start = -1;
  private end = -1;
  private form = false;

  constructor(private readonly text: string) {}

  isForm(i: number): boolean {
    if (i < this.start || i >= this.end) {
      const t = this.text;
      let s = i;
      while (s > 0 && !BLANK_RE.test(t[s - 1]!)) s--;
      let e = i + 1;
      while (e < t.length && !BLANK_RE.test(t[e]!)) e++;
      this.start = s;
      this.end = e;
      this.form = FORM_RUN_RE.test(t.slice(s, e));
    }
    return this.form;
  }
}

/** For a text that is no form body: isFormBlank is never asked then. */
const NO_FORM = new FormRuns('');

/** `text` with its escapes read, or null when it has none that decode (the common case: no work, no allocation). */
export function percentDecoded(text: string): TextView | null {
  let first = text.indexOf('%');
  while (first >= 0 && escapedByte(text, first) < 0) first = text.indexOf('%', first + 1);
  const form = text.includes('=') && text.includes('&');
  const forms = form ? new FormRuns(text) : NO_FORM;
  if (form) {
    let plus = text.indexOf('+');
    while (plus >= 0 && (first >= 0 ? plus < first : true) && !isFormBlank(text, plus, forms)) plus = text.indexOf('+', plus + 1);
    if (plus >= 0 && (first < 0 || plus < first)) first = plus;
  }
  if (first < 0) return null;
  let out = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let changed = false;
  const keep = (from: number, to: number): void => {
    for (let j = from; j < to; j++) {
      out += text[j];
      starts.push(j);
      ends.push(j + 1);
    }
  };
  keep(0, first);
  let i = first;
  while (i < text.length) {
    if (form && text.charCodeAt(i) === 43 && isFormBlank(text, i, forms)) {
      out += ' ';
      starts.push(i);
      ends.push(i + 1);
      changed = true;
      i++;
      continue;
    }
    const b = escapedByte(text, i);
    if (b < 0) {
      keep(i, i + 1);
      i++;
      continue;
    }
    if (b >= 0x20 && b <= 0x7e) {
      out += String.fromCharCode(b);
      starts.push(i);
      ends.push(i + 3);
      changed = true;
      i += 3;
      continue;
    }
    const decoded = b >= 0x80 ? utf8At(text, i, b) : null;
    if (decoded !== null) {
      const char = String.fromCodePoint(decoded.cp);
      if (LETTER_OR_DIGIT_RE.test(char)) {
        const end = i + 3 * decoded.bytes;
        for (let u = 0; u < char.length; u++) {
          starts.push(i);
          ends.push(end);
        }
        out += char;
        changed = true;
        i = end;
        continue;
      }
    }
    keep(i, i + 3);
    i += 3;
  }
  return changed ? { text: out, starts, ends } : null;
}
