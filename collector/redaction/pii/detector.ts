import type { EntityType } from './entity-type.ts';
import { isWideForm } from './fold-wide-forms.ts';

/** One finding: `text.slice(start, end)` is the sensitive part (names, schemes and keys stay outside). */
export interface Finding {
  type: EntityType;
  start: number;
  end: number;
  /**
   * The finding spans a whole value that was found by where it stands, not by its shape (an answer to a question,
   * asked-answer.ts): a more specific finding inside it wins and the rest of the value stays redacted, as for a
   * header's or a query's value.
   */
  container?: boolean;
}

/** How the caller's attribute key changes the reading of a value. */
export interface DetectMode {
  /** The value is a header dump (`llm.headers`): every sensitive header value goes, whatever its entropy. */
  headerDump: boolean;
  /** The value is a bare query string (`url.query`): parameters start at offset 0, without a `?`. */
  queryString: boolean;
  /**
   * The attribute key the value came from, camelCase split and lower-cased (`patientSSN` →
   * `patient_ssn`; '' for free text). Detectors that need a keyword next to a number (`ssn`, `cpf`, `bsn`,
   * …) also accept it in the key: `{ "applicant.cpf": "39053344705" }`.
   */
  key: string;
  /**
   * The text is an attribute key or a member's name itself (`visits.jane@example.com`): code's names, where words joined by
   * dots are namespaces (`graphql.param.minTotal`), not a name joined into an identifier.
   */
  keyText?: boolean;
}

/**
 * Cheap facts about a string, gathered in one pass so that each detector can decide in a few
 * instructions that it cannot match. This is what keeps clean strings cheap.
 */
export interface TextFeatures {
  readonly text: string;
  /** Number of ASCII digits. */
  digits: number;
  /**
   * Most digits in one cluster whose digits are separated by at most two of ` -./()+`: a phone
   * number needs 7, an SSN 9, a card or an RRN 13. Wide forms are not counted (FEATURE_WIDE_FORMS).
   */
  maxDigitCluster: number;
  /** Longest run of consecutive digits, without separators (a bare 9-18 digit id needs 9). */
  maxDigitRun: number;
  /**
   * Most two-digit groups in a row, each joined to the next by one cluster separator (`12 34 56` in a
   * spaced NINO is 3; the `08-06` of a date is 2).
   */
  maxDigitPairs: number;
  /** Longest run of `[A-Za-z0-9_-]`: every API key, JWT part and bearer token is such a run. */
  maxWordRun: number;
  dots: number;
  colons: number;
  /** Bit set of FEATURE_* flags. */
  flags: number;
  /** Cache of `hasCredentialWord`; undefined until asked. */
  credentialWord?: boolean;
  /** Cache of the e-mail detector's test for a written-out address (`&#64;`, `[at]`, ` dot `…); undefined until asked. */
  obfuscationHint?: boolean;
}

export const FEATURE_AT = 1;
export const FEATURE_EQUALS = 2;
export const FEATURE_QUESTION = 4;
export const FEATURE_SEMICOLON = 8;
export const FEATURE_NON_ASCII = 16;
export const FEATURE_HASH = 32;
export const FEATURE_PERCENT = 64;
/** An upper-case letter directly followed by a digit, as in an IBAN's "DE89". */
export const FEATURE_UPPER_DIGIT = 128;
/** "--", as in a command-line flag. */
export const FEATURE_DOUBLE_DASH = 256;
/**
 * A full-width digit or letter, or a Unicode dash or space (en dash, no-break space, ideographic space…):
 * numbers typed in CJK input methods or pasted from word processors. The personal-number detectors fold
 * such text to ASCII (`foldWideForms`) and scan it again; the features above describe the text as is.
 */
export const FEATURE_WIDE_FORMS = 512;
/** A letter (either case) directly followed by a digit: `X1234567L`, `RSSMRA85…`, `v1`. */
export const FEATURE_LETTER_DIGIT = 1024;
/**
 * One word run of ten or more characters with a letter glued to a digit and a digit glued to a letter
 * inside it: every PAN, codice fiscale and CURP (and hex ids); not `gpt-4o-2024-08-06` or `/v1/chat`.
 */
export const FEATURE_MIXED_RUN = 2048;
/** A `2` directly followed by A or B (either case): Corsica's department in a French NIR (`2A`, `2B`). */
export const FEATURE_CORSICA = 4096;
/** A space, tab or line break: every name's cue and street line stands between blanks. */
export const FEATURE_BLANK = 8192;
/**
 * An ASCII capital letter at a word's start (after a character that is not an ASCII letter, digit or '_'): names are
 * written so. A capital outside ASCII ("Émile") is not counted; FEATURE_NON_ASCII says to look.
 */
export const FEATURE_WORD_CAPITAL = 16384;
/**
 * A digit beside a blank — a blank, a tab or a line break before it, or a blank, tab, line break, comma, '+' or the text's
 * end after it or after one letter following it ("12 Oak", "221B Baker", "740+Maple", "Husova 12"): a house number's place.
 */
export const FEATURE_DIGIT_BLANK = 32768;

/**
 * A detector appends the findings of its entity types to `out`, in any order and possibly overlapping;
 * the engine resolves overlaps. Detectors are pure and hold no state between calls, so one instance
 * serves every call of an engine.
 */
export interface Detector {
  readonly name: string;
  /** Types this detector can emit; the engine leaves it out when none of them is enabled. */
  readonly types: readonly EntityType[];
  /**
   * Reads the text as written rather than with tabs and typographic blanks folded to spaces (the engine's fold keeps every
   * offset): a table's tabs are its delimiters (detect-table-columns.ts).
   */
  readonly readsWritten?: boolean;
  /** False when the features prove the detector cannot find anything (must never be false wrongly). */
  mayMatch(features: TextFeatures, mode: DetectMode): boolean;
  detect(text: string, out: Finding[], mode: DetectMode, features: TextFeatures): void;
}

// Character classes for the scan: a table lookup is cheaper than a chain of comparisons.
const DIGIT = 1;
const UPPER = 2;
const WORD = 3; // lower-case letters, '_' and '-'
const CLUSTER_SEP = 4; // ' ' '.' '/' '(' ')' '+' (and '-', handled as WORD)
const OTHER = 5;
const CLASS = new Uint8Array(128).fill(OTHER);
for (let c = 48; c <= 57; c++) CLASS[c] = DIGIT;
for (let c = 65; c <= 90; c++) CLASS[c] = UPPER;
for (let c = 97; c <= 122; c++) CLASS[c] = WORD;
CLASS[95] = WORD;
CLASS[45] = WORD;
for (const c of ' ./()+') CLASS[c.charCodeAt(0)] = CLUSTER_SEP;

/** One pass over the string. */
export function scanFeatures(text: string): TextFeatures {
  let digits = 0;
  let cluster = 0;
  let maxDigitCluster = 0;
  let gap = 3; // separators since the cluster's last digit (3: none yet)
  let run = 0;
  let maxWordRun = 0;
  let runMix = 0; // in the current word run: 1 a letter before a digit, 2 a digit before a letter
  let digitRun = 0;
  let maxDigitRun = 0;
  let pairs = 0; // two-digit groups in a row ending with the last closed group
  let maxDigitPairs = 0;
  let groupGap = 3; // separators before the digit group in progress
  let dots = 0;
  let colons = 0;
  let flags = 0;
  let formBlank = false;
  let prev = 0;
  let sinceDigit = 3; // characters since the last digit (3: none near)
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    const k = c < 128 ? CLASS[c]! : OTHER;
    if (k === DIGIT) {
      if (prev === 32 || prev === 9 || prev === 10) flags |= FEATURE_DIGIT_BLANK;
      sinceDigit = 0;
      digits++;
      run++;
      cluster = gap <= 2 ? cluster + 1 : 1;
      if (gap === 0) digitRun++;
      else {
        // A digit group starts: close the previous one (digitRun digits, then `gap` separators).
        if (digitRun === 2) {
          pairs = groupGap === 1 && pairs > 0 ? pairs + 1 : 1;
          if (pairs > maxDigitPairs) maxDigitPairs = pairs;
        } else pairs = 0;
        groupGap = gap;
        digitRun = 1;
      }
      if (digitRun > maxDigitRun) maxDigitRun = digitRun;
      gap = 0;
      if (cluster > maxDigitCluster) maxDigitCluster = cluster;
      if (prev >= 65 && prev <= 122) {
        if (prev <= 90) {
          flags |= FEATURE_UPPER_DIGIT | FEATURE_LETTER_DIGIT;
          runMix |= 1;
        } else if (prev >= 97) {
          flags |= FEATURE_LETTER_DIGIT;
          runMix |= 1;
        }
      }
    } else if (k === UPPER || k === WORD) {
      if (k === UPPER && !(prev < 128 && prev !== 0 && (CLASS[prev] === DIGIT || CLASS[prev] === UPPER || (CLASS[prev] === WORD && prev !== 45)))) {
        flags |= FEATURE_WORD_CAPITAL;
      }
      run++;
      if (c === 45) {
        gap++;
        if (prev === 45) flags |= FEATURE_DOUBLE_DASH;
      } else {
        if (gap === 0 && c !== 95) {
          // gap 0: the previous character is a digit
          runMix |= 2;
          if (prev === 50 && (c === 65 || c === 66 || c === 97 || c === 98)) flags |= FEATURE_CORSICA;
        }
        gap = 3;
      }
    } else {
      if (c === 32 || c === 9 || c === 10 || c === 44 || c === 43) {
        if (c !== 44 && c !== 43) flags |= FEATURE_BLANK;
        else if (c === 43 && run > 0) formBlank = true;
        // A digit right before, or one letter after a digit ("221B "): a house number's place.
        if (sinceDigit === 1 || (sinceDigit === 2 && ((prev >= 65 && prev <= 90) || (prev >= 97 && prev <= 122)))) flags |= FEATURE_DIGIT_BLANK;
      }
      if (run > maxWordRun) maxWordRun = run;
      if (runMix === 3 && run >= 10) flags |= FEATURE_MIXED_RUN;
      runMix = 0;
      run = 0;
      if (k === CLUSTER_SEP) {
        gap++;
        if (c === 46) dots++;
      } else {
        gap = 3;
        switch (c) {
          case 58:
            colons++;
            break;
          case 64:
            flags |= FEATURE_AT;
            break;
          case 61:
            flags |= FEATURE_EQUALS;
            break;
          case 63:
            flags |= FEATURE_QUESTION;
            break;
          case 59:
            flags |= FEATURE_SEMICOLON;
            break;
          case 35:
            flags |= FEATURE_HASH;
            break;
          case 37:
            flags |= FEATURE_PERCENT;
            break;
          default:
            if (c > 127) {
              flags |= FEATURE_NON_ASCII;
              // Two comparisons reject CJK and Hangul (U+3001-FF00) without a call.
              if ((c >= 0xff01 ? c <= 0xff5e : c <= 0x3000) && isWideForm(c)) flags |= FEATURE_WIDE_FORMS;
            }
        }
      }
    }
    prev = c;
    if (sinceDigit < 3) sinceDigit++;
  }
  // The end of the text is a blank too ("address: Husova 12").
  if (sinceDigit === 1 || (sinceDigit === 2 && ((prev >= 65 && prev <= 90) || (prev >= 97 && prev <= 122)))) flags |= FEATURE_DIGIT_BLANK;
  if (run > maxWordRun) maxWordRun = run;
  if (runMix === 3 && run >= 10) flags |= FEATURE_MIXED_RUN;
  if (digitRun === 2) {
    pairs = groupGap === 1 && pairs > 0 ? pairs + 1 : 1;
    if (pairs > maxDigitPairs) maxDigitPairs = pairs;
  }
  // A form body's blank ("Body=Hi+this+is&From=…"): the text is read decoded too (percent-decoded.ts).
  if (formBlank && (flags & FEATURE_EQUALS) !== 0 && text.includes('&')) flags |= FEATURE_PERCENT;
  return { text, digits, maxDigitCluster, maxDigitRun, maxDigitPairs, maxWordRun, dots, colons, flags };
}

// Words that credentials are named or introduced by, in the languages of the corpus. One test,
// shared by the key/value, bearer and told-secret detectors.
// Grouped by first letter, which makes one scan of it cheap (~130 ns for a 32-character value, as cheap as the five
// words it had before detect-told-secret.ts's labels joined): credential names, password words of other languages, PIN,
// card-code and one-time-code labels, security questions and answers, and the commands that take a password.
const CREDENTIAL_WORD_RE = new RegExp(
  [
    'a(?:uth|nswer|ntw|dgangs|pi)', 'b(?:earer|cp)', 'c(?:redential|ookie|v[vcn]|ode|url|ontrase|l[ée]|have|hiave|ryptogramme|evab)',
    'd(?:omanda|igo)', 'f(?:rage|nummer)', 'h(?:as[lł]o|eslo)', 'isql', 'jelsz', 'k(?:ey|od|ennw)', 'l(?:dap|ogin)',
    'm(?:aiden|emorable|dp|ysql|ariadb)', 'o(?:tp|sql|dpowied)', 'p(?:ass|wd|w|in|uk|et|arol|regunta|ergunta|ytanie|onse)', 'question',
    'r(?:edis|abbitmq|espuesta|esposta|isposta)', 's(?:ecret|ig|enha|alasana|enord|andi|qlcmd|mbclient|oru|chl[üu]ssel|essid|essionid)', 'token', 'connect\\.sid', 'laravel_session', 'ci_session', 'v(?:raag|erif)',
    'wachtw', '[şs]ifre', '비밀', '비번', '암호', '답', '질문', '인증', 'パスワード', '暗証番号', '認証', '確認', '答', '質問', '密', '验证', '驗證',
    '问题', 'пароль', 'пин', 'код', 'ответ', 'вопрос',
  ].join('|'),
  'i',
);

/** Whether the text has a word that credentials come with; computed once per string. */
export function hasCredentialWord(f: TextFeatures): boolean {
  return (f.credentialWord ??= CREDENTIAL_WORD_RE.test(f.text));
}

/** `[A-Za-z0-9_]` */
export function isWordChar(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
}

export function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

/** The end of the line `from` is on: its `\n`, or the text's end. */
export function lineEnd(text: string, from: number): number {
  const i = text.indexOf('\n', from);
  return i < 0 ? text.length : i;
}
