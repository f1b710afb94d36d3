import { isLuhnValid, isRealDate } from './checksums.ts';

/**
 * Validity rules of national identifiers: check digits where the issuer defines one, the structure
 * (dates, region codes, excluded prefixes) where it does not. Every function takes the compact form —
 * separators removed, letters in upper case — and never throws; a wrong length is simply invalid.
 * Sources: the issuers' published rules (GB 11643-1999, Japan's Number Act ordinance art. 5, Receita
 * Federal, Ministerio del Interior, NHS Data Dictionary, HMRC NIM39110, UIDAI, INSEE, Agenzia delle
 * Entrate DM 23/12/1976, RENAPO, BZSt, ESDC), cross-checked against their published sample numbers in
 * `national-id-checksums.test.ts`.
 */

function digitAt(s: string, i: number): number {
  return s.charCodeAt(i) - 48;
}

function isDigits(s: string, from = 0, to = s.length): boolean {
  for (let i = from; i < to; i++) {
    const c = s.charCodeAt(i);
    if (c < 48 || c > 57) return false;
  }
  return to > from;
}

/** All the same digit: passes several of these checksums, is never issued. */
function isRepdigit(s: string): boolean {
  for (let i = 1; i < s.length; i++) if (s[i] !== s[0]) return false;
  return true;
}

// Province-level codes of GB/T 2260 (the first two digits of a resident identity card), plus 71/81/82/83
// used on residence permits of Taiwan, Hong Kong and Macau residents.
const CN_PROVINCES = new Set([11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63, 64, 65, 71, 81, 82, 83]);
const CN_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CN_CHECK = '10X98765432';

/** China resident identity card: region, birth date YYYYMMDD, sequence, ISO 7064 MOD 11-2 check (X = 10). */
export function isChinaResidentIdValid(s: string, nowYear: number): boolean {
  if (s.length !== 18 || !isDigits(s, 0, 17)) return false;
  if (!CN_PROVINCES.has(Number(s.slice(0, 2)))) return false;
  const year = Number(s.slice(6, 10));
  if (year < 1900 || year > nowYear || !isRealDate(year, Number(s.slice(10, 12)), Number(s.slice(12, 14)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += digitAt(s, i) * CN_WEIGHTS[i]!;
  return CN_CHECK[sum % 11] === s[17];
}

// Q(n) for the n-th digit counted from the right: n + 1 for n = 1..6, n - 5 for n = 7..11; here from the left.
const MY_NUMBER_WEIGHTS = [6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

/** Japan individual number (My Number): 12 digits, the last a mod-11 check digit (remainder 0 or 1 gives 0). */
export function isMyNumberValid(s: string): boolean {
  if (s.length !== 12 || !isDigits(s) || isRepdigit(s)) return false;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += digitAt(s, i) * MY_NUMBER_WEIGHTS[i]!;
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === digitAt(s, 11);
}

/** Thailand's citizen id: 13 digits, the first 1–8, the last a mod-11 check digit over weights 13 down to 2. */
export function isThaiIdValid(s: string): boolean {
  if (s.length !== 13 || !isDigits(s) || isRepdigit(s) || s[0] === '0' || s[0] === '9') return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += digitAt(s, i) * (13 - i);
  return (11 - (sum % 11)) % 10 === digitAt(s, 12);
}

const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** Verhoeff check over a digit string whose last digit is the check digit. */
export function isVerhoeffValid(s: string): boolean {
  if (!isDigits(s)) return false;
  let c = 0;
  for (let i = 0; i < s.length; i++) c = VERHOEFF_D[c]![VERHOEFF_P[i % 8]![digitAt(s, s.length - 1 - i)]!]!;
  return c === 0;
}

/** India Aadhaar: 12 digits, first 2-9, Verhoeff check digit; UIDAI issues no palindromes. */
export function isAadhaarValid(s: string): boolean {
  if (s.length !== 12 || s.charCodeAt(0) < 50 || !isVerhoeffValid(s)) return false;
  return s !== [...s].reverse().join('');
}

/** Brazil CPF: 11 digits, two mod-11 check digits (weights 10..2, then 11..2). */
export function isCpfValid(s: string): boolean {
  if (s.length !== 11 || !isDigits(s) || isRepdigit(s)) return false;
  for (const n of [9, 10]) {
    let sum = 0;
    for (let i = 0; i < n; i++) sum += digitAt(s, i) * (n + 1 - i);
    if (((sum * 10) % 11) % 10 !== digitAt(s, n)) return false;
  }
  return true;
}

const CNPJ_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Brazil CNPJ (numeric): 14 digits, two mod-11 check digits. */
export function isCnpjValid(s: string): boolean {
  if (s.length !== 14 || !isDigits(s) || isRepdigit(s)) return false;
  for (const n of [12, 13]) {
    let sum = 0;
    // The first check digit uses the weights without their leading 6.
    for (let i = 0; i < n; i++) sum += digitAt(s, i) * CNPJ_WEIGHTS[i + 13 - n]!;
    const r = sum % 11;
    if ((r < 2 ? 0 : 11 - r) !== digitAt(s, n)) return false;
  }
  return true;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spain DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter): the letter is the number mod 23. */
export function isSpanishIdValid(s: string): boolean {
  if (s.length !== 9) return false;
  const lead = 'XYZ'.indexOf(s[0]!);
  const body = lead >= 0 ? `${lead}${s.slice(1, 8)}` : s.slice(0, 8);
  if (!isDigits(body) || (lead < 0 && isRepdigit(body))) return false;
  return DNI_LETTERS[Number(body) % 23] === s[8];
}

/** UK NHS number: 10 digits, mod 11 with weights 10..2; a remainder giving 10 is never issued. */
export function isNhsNumberValid(s: string): boolean {
  if (s.length !== 10 || !isDigits(s) || isRepdigit(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += digitAt(s, i) * (10 - i);
  const check = 11 - (sum % 11);
  return check !== 10 && check % 11 === digitAt(s, 9);
}

const NINO_BAD_FIRST = 'DFIQUV';
const NINO_BAD_SECOND = 'DFIOQUV';
const NINO_BAD_PREFIXES = new Set(['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ']);

/** UK National Insurance number: 2 letters (HMRC's excluded letters and prefixes), 6 digits, suffix A-D. No checksum. */
export function isNinoValid(s: string): boolean {
  if (s.length !== 9 || !isDigits(s, 2, 8)) return false;
  const a = s[0]!;
  const b = s[1]!;
  if (a < 'A' || a > 'Z' || b < 'A' || b > 'Z' || NINO_BAD_FIRST.includes(a) || NINO_BAD_SECOND.includes(b)) return false;
  return !NINO_BAD_PREFIXES.has(a + b) && s[8]! >= 'A' && s[8]! <= 'D';
}

/** India PAN: 5 letters (the 4th a holder type), 4 digits (not 0000), a letter. No published checksum. */
export function isPanValid(s: string): boolean {
  return /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/.test(s) && s.slice(5, 9) !== '0000';
}

/**
 * France NIR (INSEE number): sex, YY, MM (01-12, or 20/30-42/50-99 when the month is unknown), birth
 * place (department incl. 2A/2B for Corsica), order number, then a key of 97 - (first 13 digits mod 97),
 * with 2A read as 19 and 2B as 18.
 */
export function isNirValid(s: string): boolean {
  if (s.length !== 15 || !isDigits(s, 0, 5) || !isDigits(s, 7, 15)) return false;
  if (!'123478'.includes(s[0]!)) return false;
  const month = Number(s.slice(3, 5));
  if (!((month >= 1 && month <= 12) || month === 20 || (month >= 30 && month <= 42) || month >= 50)) return false;
  const dept = s.slice(5, 7);
  let head: string;
  if (dept === '2A') head = s.slice(0, 5) + '19' + s.slice(7, 13);
  else if (dept === '2B') head = s.slice(0, 5) + '18' + s.slice(7, 13);
  else if (isDigits(dept) && dept !== '00') head = s.slice(0, 13);
  else return false;
  const key = Number(s.slice(13));
  return key >= 1 && key <= 97 && 97 - (Number(head) % 97) === key;
}

const CF_OMOCODE = 'LMNPQRSTUV';
const CF_MONTHS = 'ABCDEHLMPRST';
const CF_ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];
const CF_RE = /^[A-Z]{6}[0-9LMNP-V]{2}[ABCDEHLMPRST][0-9LMNP-V]{2}[A-Z][0-9LMNP-V]{3}[A-Z]$/;

function cfDigit(c: string): number {
  const d = c.charCodeAt(0) - 48;
  return d >= 0 && d <= 9 ? d : CF_OMOCODE.indexOf(c);
}

/**
 * Italy codice fiscale (persons): 6 name letters, YY, month letter, day (+40 for women), place code, and a
 * check letter. Digits may be replaced by L-V ("omocodia") to separate people with the same code.
 */
export function isCodiceFiscaleValid(s: string): boolean {
  if (!CF_RE.test(s)) return false;
  const day = cfDigit(s[9]!) * 10 + cfDigit(s[10]!);
  const d = day > 40 ? day - 40 : day;
  const yy = cfDigit(s[6]!) * 10 + cfDigit(s[7]!);
  // The century is not written: a date valid in either 19yy or 20yy is accepted.
  const month = CF_MONTHS.indexOf(s[8]!) + 1;
  if (!isRealDate(1900 + yy, month, d) && !isRealDate(2000 + yy, month, d)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = s.charCodeAt(i);
    const v = c <= 57 ? c - 48 : c - 65; // digits 0-9 count as A-J
    sum += i % 2 === 0 ? CF_ODD[v]! : v;
  }
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

/** Netherlands BSN: 9 digits passing the "11-test" (weights 9..2, then -1). */
export function isBsnValid(s: string): boolean {
  if (s.length !== 9 || !isDigits(s) || isRepdigit(s)) return false;
  let sum = -digitAt(s, 8);
  for (let i = 0; i < 8; i++) sum += digitAt(s, i) * (9 - i);
  return sum % 11 === 0;
}

/**
 * Germany Steuer-ID (IdNr): 11 digits, no leading 0; among the first ten exactly one digit appears twice or
 * three times (never three in a row) and the others at most once; ISO 7064 MOD 11,10 check digit.
 */
export function isSteuerIdValid(s: string): boolean {
  if (s.length !== 11 || !isDigits(s) || s[0] === '0') return false;
  const counts = new Array<number>(10).fill(0);
  for (let i = 0; i < 10; i++) counts[digitAt(s, i)]!++;
  let repeated = 0;
  for (const n of counts) {
    if (n > 3) return false;
    if (n >= 2) repeated++;
  }
  if (repeated !== 1) return false;
  for (let i = 2; i < 10; i++) if (s[i] === s[i - 1] && s[i] === s[i - 2]) return false;
  let product = 10;
  for (let i = 0; i < 10; i++) {
    let sum = (digitAt(s, i) + product) % 10;
    if (sum === 0) sum = 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === digitAt(s, 10);
}

/** Canada SIN: 9 digits, Luhn; 0 is never assigned and 8 is for business numbers. */
export function isSinValid(s: string): boolean {
  return s.length === 9 && s[0] !== '0' && s[0] !== '8' && isDigits(s) && isLuhnValid(s);
}

const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';
const CURP_STATES = new Set('AS BC BS CC CH CL CM CS DF DG GR GT HG JC MC MN MS NE NL NT OC PL QR QT SL SP SR TC TL TS VZ YN ZS'.split(' '));
const CURP_RE = /^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX][A-Z]{2}[B-DF-HJ-NP-TV-Z]{3}[0-9A-Z]\d$/;

/**
 * Mexico CURP: name letters, birth date YYMMDD, sex (H/M, X), state, name consonants, a century
 * character (digit before 2000, letter after) and a check digit (weights 18..2 over RENAPO's alphabet).
 */
export function isCurpValid(s: string): boolean {
  if (!CURP_RE.test(s) || !CURP_STATES.has(s.slice(11, 13))) return false;
  const year = Number(s.slice(4, 6)) + (isDigits(s, 16, 17) ? 1900 : 2000);
  if (!isRealDate(year, Number(s.slice(6, 8)), Number(s.slice(8, 10)))) return false;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(s[i]!) * (18 - i);
  return (10 - (sum % 10)) % 10 === digitAt(s, 17);
}
