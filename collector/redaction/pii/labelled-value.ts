/**
 * The shared reading of "a number told by its label" (detect-document-number.ts, detect-labelled-id.ts): what may
 * stand between a label and its value, and which leading part of the text after it is the value.
 */

/** Number words after a label: "no.", "number", "Nr", "nº"… No character here is also one BETWEEN's class takes. */
export const NUMBER_WORDS = '(?:nummer|nr|no|number|num|numero|número|numéro|n[°º]|n(?=\\.))';

/**
 * Between a label and its value (a passport's, detect-document-number.ts): punctuation and blanks, number words (in
 * either order with "de"; not glued to the value: "NR1234567" is a value), "is"/"es"/"est"/"ist"/"是"/"は". No character here is also one NUMBER_WORDS takes ('#', '.' are only here):
 * two ways to read a run of them backtrack exponentially.
 */
export const BETWEEN = `(?:[\\s:=#.,\\-–—："'“”是は는은]|\\b(?:is|was|es|est|ist|de|du|del|da)\\b|(?<![\\p{L}])[èé](?![\\p{L}])|${NUMBER_WORDS}(?![\\p{L}\\p{N}]))*`;

/**
 * Between a national id's label and its value, BETWEEN and more that people write there: "is" in the languages
 * of the labels (er, är, é, è, jest, to, je, este, on, adalah), a possessive after the noun ("NIK saya", "numaram"),
 * and a short aside in parentheses ("個人番号（マイナンバー）:", "tax number (IRD)", "número de documento (DNI)").
 * Each alternative starts with its own characters, so a run of them has one reading.
 */
export const ID_BETWEEN =
  `(?:[\\s:=#.\\-–—："'“”是は는은\\]]|[(（][^()（）\\n\\d]{1,30}[)）]|` +
  `(?<![\\p{L}\\p{N}])(?:is|was|es|est|ist|lautet|de|du|del|da|er|är|é|è|jest|to|je|este|on|adalah|saya|ku|mu|sind|son|são|` +
  `numaram|numarası|nomor|nombor|numer|číslo|numărul|nummeret|numret)(?![\\p{L}\\p{N}])|` +
  `${NUMBER_WORDS}(?![\\p{L}\\p{N}]))*`;

export interface ValueShape {
  /** Characters that may separate the value's groups (a RegExp character class body, e.g. ` -`). */
  separators: string;
  minChars: number;
  maxChars: number;
  minDigits: number;
  /** A first group of one to three capital letters before the digits ("QQ 12 34 56 C", "AB-123456"). */
  letterPrefix: boolean;
  /** One last single-letter group ("… 56 C") or a parenthesized check character ("A123456(7)"). */
  checkSuffix: boolean;
}

const DATE_COMPACT = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/;
const DATE_GROUPED = /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d\d)?\d\d|\d{4}[./-]\d{1,2}[./-]\d{1,2})$/;
const DECIMAL = /^\d+\.\d+$/;

function isAlnum(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122);
}

/**
 * The value at `start` in `text` (right after a label and BETWEEN), or null when none is there. It is the leading
 * groups of ASCII letters and digits, one separator of `shape` between two groups, that hold a digit — a word
 * first ("SIN expires 2030") is not a value, and a word after it ("046 454 286 and …") ends it — with `shape`'s
 * letter prefix and check suffix, of its length and digits (separators not counted), and not a date or a decimal
 * number. A run of groups longer than `maxChars` is no value at all (not its first part).
 */
export function readLabelledValue(text: string, start: number, shape: ValueShape): { start: number; end: number } | null {
  let i = start;
  let end = start;
  let chars = 0;
  let digits = 0;
  let groups = 0;
  for (;;) {
    let j = i;
    let groupDigits = 0;
    while (j < text.length && isAlnum(text.charCodeAt(j))) {
      const c = text.charCodeAt(j);
      if (c >= 48 && c <= 57) groupDigits++;
      j++;
    }
    if (j === i) break;
    let last = false;
    if (groupDigits === 0) {
      const prefix = groups === 0 && shape.letterPrefix && j - i <= 3 && /^[A-Z]+$/.test(text.slice(i, j));
      const suffix = digits > 0 && shape.checkSuffix && j - i === 1;
      if (!prefix && !suffix) break;
      last = suffix;
    }
    chars += j - i;
    digits += groupDigits;
    groups++;
    end = j;
    if (chars > shape.maxChars) return null;
    if (last) break;
    if (j + 1 < text.length && shape.separators.includes(text[j]!) && isAlnum(text.charCodeAt(j + 1))) i = j + 1;
    else break;
  }
  if (digits === 0) return null;
  // A check character in parentheses glued to the last group (Hong Kong: "A123456(7)").
  if (shape.checkSuffix && /^\([0-9A-Z]\)/.test(text.slice(end, end + 3))) {
    end += 3;
    chars++;
  }
  if (chars < shape.minChars || chars > shape.maxChars || digits < shape.minDigits) return null;
  const value = text.slice(start, end);
  // A placeholder ("000-00-0000", "AA 00 00 00 A") is no one's number.
  if (!/[1-9]/.test(value)) return null;
  if (DATE_COMPACT.test(value.replace(/[^A-Za-z0-9]/g, '')) || DATE_GROUPED.test(value) || DECIMAL.test(value)) return null;
  return { start, end };
}
