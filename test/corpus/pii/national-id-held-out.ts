import type { EntityType } from '../../../collector/redaction/pii/entity-type.ts';

/**
 * A held-out set for the personal-number detectors, written apart from them and from the main corpus
 * generator, and never used to tune them:
 * - its own implementation of every check, written from the issuers' specifications in a different
 *   formulation (ISO 7064 recursions instead of weight tables, Verhoeff tables derived from the dihedral
 *   group D5, Luhn by doubling, the NIR key with Corsica as a subtraction, …);
 * - numbers drawn at random in each layout and sorted by those checks: the valid ones are positives,
 *   the invalid ones of the same layout and length are hard negatives (so a detector that ignored the
 *   check would fail the negatives, one that was too strict the positives);
 * - written forms and surroundings the main generator does not produce: CSV, TSV, YAML, XML, Markdown
 *   tables, Python reprs, JSON arrays, `=>` logs, prose in es/pt/it/nl/hi/zh, full-width digits,
 *   no-break spaces and en dashes, camelCase attribute keys.
 */
export interface HeldOutItem {
  kind: HeldOutKind;
  /** Form label for the per-form table (`dashed`, `compact+keyword`, …). */
  form: string;
  text: string;
  /** Attribute key passed as context, when the number came as an attribute value. */
  key?: string;
  /** Where the number is in `text`. */
  start: number;
  end: number;
  /** The type the number must be found as (positives), or null for a hard negative. */
  expected: EntityType | null;
}

export type HeldOutKind =
  | 'US_SSN' | 'KR_RRN' | 'CN_RIC' | 'JP_MY_NUMBER' | 'IN_AADHAAR' | 'IN_PAN' | 'BR_CPF' | 'BR_CNPJ' | 'ES_DNI' | 'ES_NIE' | 'GB_NHS'
  | 'GB_NINO' | 'FR_NIR' | 'IT_CF' | 'MX_CURP' | 'NL_BSN' | 'DE_STEUER_ID' | 'CA_SIN';

// ---- a seeded generator (mulberry32): the held-out set must not depend on faker's streams ---------

interface Rng {
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  digits(n: number): string;
}

function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
  };
}

// ---- checks, from the specifications ---------------------------------------------------------------

const num = (c: string) => c.charCodeAt(0) - 48;

function realDate(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** ISO 7064 MOD 11-2 (GB 11643-1999), recursive form: the check value c makes (p + c) mod 11 = 1. */
function checkChina(s: string): boolean {
  if (!/^\d{17}[\dX]$/.test(s)) return false;
  let p = 0;
  for (let i = 0; i < 17; i++) p = ((p + num(s[i]!)) * 2) % 11;
  const c = (12 - p) % 11;
  const year = Number(s.slice(6, 10));
  const provinces = '11 12 13 14 15 21 22 23 31 32 33 34 35 36 37 41 42 43 44 45 46 50 51 52 53 54 61 62 63 64 65 71 81 82 83'.split(' ');
  return provinces.includes(s.slice(0, 2)) && year >= 1900 && year <= 2025 && realDate(year, Number(s.slice(10, 12)), Number(s.slice(12, 14))) && (c === 10 ? 'X' : String(c)) === s[17];
}

/** Number Act ordinance art. 5: check = 11 - (Σ P(n)·Q(n) mod 11), 0 when the remainder is 0 or 1. */
function checkMyNumber(s: string): boolean {
  if (!/^\d{12}$/.test(s) || /^(\d)\1+$/.test(s)) return false;
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += num(s[11 - n]!) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return (r <= 1 ? 0 : 11 - r) === num(s[11]!);
}

// Verhoeff: multiplication in D5 (rotations 0-4, reflections 5-9), the permutation σ and its powers.
const d5 = (j: number, k: number): number =>
  j < 5 && k < 5 ? (j + k) % 5 : j < 5 ? 5 + ((k - 5 + j) % 5) : k < 5 ? 5 + ((j - 5 - k + 5) % 5) : (j - 5 - (k - 5) + 5) % 5;
const SIGMA = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
function sigmaPow(i: number, x: number): number {
  let v = x;
  for (let k = 0; k < i % 8; k++) v = SIGMA[v]!;
  return v;
}

/** UIDAI: Verhoeff over 12 digits, first digit 2-9, not a palindrome. */
function checkAadhaar(s: string): boolean {
  if (!/^[2-9]\d{11}$/.test(s) || s === [...s].reverse().join('')) return false;
  let c = 0;
  for (let i = 0; i < 12; i++) c = d5(c, sigmaPow(i, num(s[11 - i]!)));
  return c === 0;
}

/** Income Tax Department: AAAPL1234C, 4th letter the holder type. */
function checkPan(s: string): boolean {
  return /^[A-Z]{3}[PCHFATBLJG][A-Z][0-9]{4}[A-Z]$/.test(s) && !s.includes('0000');
}

/** Receita Federal: DV = 11 - (Σ mod 11), 0 when the remainder is below 2. */
function modElevenDv(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += num(body[i]!) * weights[i]!;
  const r = sum % 11;
  return r < 2 ? 0 : 11 - r;
}

function checkCpf(s: string): boolean {
  if (!/^\d{11}$/.test(s) || /^(\d)\1+$/.test(s)) return false;
  const d1 = modElevenDv(s.slice(0, 9), [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = modElevenDv(s.slice(0, 9) + d1, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return s.endsWith(`${d1}${d2}`);
}

function checkCnpj(s: string): boolean {
  if (!/^\d{14}$/.test(s) || /^(\d)\1+$/.test(s)) return false;
  const d1 = modElevenDv(s.slice(0, 12), [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = modElevenDv(s.slice(0, 12) + d1, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return s.endsWith(`${d1}${d2}`);
}

/** Ministerio del Interior: the letter is TRWAGMYFPDXBNJZSQVHLCKE[number mod 23]; NIE X/Y/Z = 0/1/2. */
function checkSpanish(s: string): boolean {
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(s);
  if (!m || m[1]!.length + m[2]!.length !== 8) return false;
  const n = Number((m[1] === '' ? '' : String('XYZ'.indexOf(m[1]!))) + m[2]);
  return 'TRWAGMYFPDXBNJZSQVHLCKE'.charAt(n % 23) === m[3];
}

/** NHS Data Dictionary: weights 10..2, check 11 - remainder, 11 → 0, 10 → invalid. */
function checkNhs(s: string): boolean {
  if (!/^\d{10}$/.test(s) || /^(\d)\1+$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += num(s[i]!) * (10 - i);
  const c = 11 - (sum % 11);
  return c !== 10 && (c === 11 ? 0 : c) === num(s[9]!);
}

/** HMRC NIM39110: prefix letters (not D F I Q U V; second not O; not BG GB KN NK NT TN ZZ), 6 digits, A-D. */
function checkNino(s: string): boolean {
  return /^(?!BG|GB|KN|NK|NT|TN|ZZ)[A-CEGHJ-PR-TW-Z][A-CEGHJ-NPR-TW-Z]\d{6}[A-D]$/.test(s);
}

/** INSEE: key = 97 - (NIR mod 97); Corsica 2A/2B counted as 20 minus 1 000 000 / 2 000 000. */
function checkNir(s: string): boolean {
  const m = /^([12])(\d{2})(\d{2})(\d{2}|2A|2B)(\d{3})(\d{3})(\d{2})$/.exec(s);
  if (!m) return false;
  const month = Number(m[3]);
  if (!((month >= 1 && month <= 12) || month === 20 || (month >= 30 && month <= 42) || month >= 50) || m[4] === '00') return false;
  let n = BigInt(s.slice(0, 13).replace(/2[AB]/, '20'));
  if (m[4] === '2A') n -= 1_000_000n;
  if (m[4] === '2B') n -= 2_000_000n;
  return 97n - (n % 97n) === BigInt(m[7]!);
}

// Agenzia delle Entrate (DM 23/12/1976): odd positions use the "caratteri dispari" table.
const CF_ODD_TABLE: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};
const cfEven = (c: string) => (/\d/.test(c) ? num(c) : c.charCodeAt(0) - 65);
const CF_DIGIT = (c: string) => (/\d/.test(c) ? num(c) : 'LMNPQRSTUV'.indexOf(c));

function checkCodiceFiscale(s: string): boolean {
  if (!/^[A-Z]{6}[\dLMNP-V]{2}[ABCDEHLMPRST][\dLMNP-V]{2}[A-Z][\dLMNP-V]{3}[A-Z]$/.test(s)) return false;
  const day = (CF_DIGIT(s[9]!) * 10 + CF_DIGIT(s[10]!)) % 40;
  const month = 'ABCDEHLMPRST'.indexOf(s[8]!) + 1;
  const yy = CF_DIGIT(s[6]!) * 10 + CF_DIGIT(s[7]!);
  if (!realDate(1900 + yy, month, day) && !realDate(2000 + yy, month, day)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += i % 2 === 0 ? CF_ODD_TABLE[s[i]!]! : cfEven(s[i]!);
  return String.fromCharCode(65 + (sum % 26)) === s[15];
}

/** RENAPO: weights 18..2 over 0-9, A-N, Ñ, O-Z; check = (10 - Σ mod 10) mod 10. */
function checkCurp(s: string): boolean {
  const m = /^[A-Z][AEIOUX][A-Z]{2}(\d{2})(\d{2})(\d{2})[HMX](AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}([\dA-Z])(\d)$/.exec(s);
  if (!m || !realDate(Number(m[1]) + (/\d/.test(m[5]!) ? 1900 : 2000), Number(m[2]), Number(m[3]))) return false;
  const alphabet = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ';
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += alphabet.indexOf(s[i]!) * (18 - i);
  return (10 - (sum % 10)) % 10 === num(s[17]!);
}

/** Elfproef: Σ digit·(9..2) - last ≡ 0 mod 11. */
function checkBsn(s: string): boolean {
  if (!/^\d{9}$/.test(s) || /^(\d)\1+$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += num(s[i]!) * (9 - i);
  return (sum - num(s[8]!)) % 11 === 0;
}

/** BZSt: ISO 7064 MOD 11,10; one digit twice or three times (not three in a row) in the first ten. */
function checkSteuerId(s: string): boolean {
  if (!/^[1-9]\d{10}$/.test(s) || /(\d)\1\1/.test(s.slice(0, 10))) return false;
  const counts = [...s.slice(0, 10)].reduce((m, c) => m.set(c, (m.get(c) ?? 0) + 1), new Map<string, number>());
  const repeated = [...counts.values()].filter((n) => n > 1);
  if (repeated.length !== 1 || repeated[0]! > 3) return false;
  let p = 10;
  for (let i = 0; i < 10; i++) {
    const t = (num(s[i]!) + p) % 10 || 10;
    p = (2 * t) % 11;
  }
  return (11 - p === 10 ? 0 : 11 - p) === num(s[10]!);
}

/** ESDC: Luhn (double every second digit, add the digits of each product); 0 and 8 are not personal. */
function checkSin(s: string): boolean {
  if (!/^[1-79]\d{8}$/.test(s)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const v = num(s[i]!) * (i % 2 === 1 ? 2 : 1);
    sum += Math.floor(v / 10) + (v % 10);
  }
  return sum % 10 === 0;
}

/** SSA: area 001-899 except 666, group 01-99, serial 0001-9999. */
function checkSsn(s: string): boolean {
  return /^(?!000|666|9)\d{3}(?!00)\d{2}(?!0000)\d{4}$/.test(s);
}

/** Korean RRN check digit: (11 - Σ d·(2..9,2..5) mod 11) mod 10. */
function rrnCheck(s: string): string {
  const w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += num(s[i]!) * w[i]!;
  return String((11 - (sum % 11)) % 10);
}

/** Korean RRN: real birth date (century from the 7th digit) and the check digit. */
function checkRrn(s: string): boolean {
  if (!/^\d{6}[1-8]\d{6}$/.test(s)) return false;
  const century = '1256'.includes(s[6]!) ? 1900 : 2000;
  return realDate(century + Number(s.slice(0, 2)), Number(s.slice(2, 4)), Number(s.slice(4, 6))) && rrnCheck(s) === s[12];
}

// ---- draws: random candidates in a kind's alphabet, and how each is written ------------------------

interface Kind {
  kind: HeldOutKind;
  type: EntityType;
  /** A random candidate (compact, upper case); valid or not, the check decides. */
  draw(r: Rng): string;
  /** Whether the number is valid under the kind's own scheme (positives). */
  valid(s: string): boolean;
  /**
   * Other schemes a keyword-free layout of this kind could be read as: a negative must be invalid
   * under these too, or it would be a valid number of another scheme.
   */
  alsoValid?(s: string): boolean;
  forms: readonly Form[];
}

interface Form {
  name: string;
  write(s: string, r: Rng): string;
  /**
   * Validity for this form when it differs from the kind's: a keyword names one scheme, so a number
   * valid only under another scheme of the same length is a negative there.
   */
  valid?(s: string): boolean;
  /** Words that introduce the number (the form needs one), in the text or as the attribute key. */
  keyword?: readonly string[];
  /** The keyword travels as the attribute key (camelCase and other spellings), not in the text. */
  asKey?: boolean;
}

const groupsOf = (s: string, sizes: readonly number[], sep: string) => {
  let i = 0;
  return sizes.map((n) => s.slice((i += n) - n, i)).join(sep);
};
const wide = (s: string) => s.replace(/[0-9A-Za-z-]/g, (c) => String.fromCharCode(c === '-' ? 0xff0d : c.charCodeAt(0) + 0xfee0)).replace(/ /g, '\u3000');
const NBSP = '\u00a0';
const EN_DASH = '\u2013';

function birthYmd(r: Rng, from: number, to: number): string {
  for (;;) {
    const y = r.int(from, to);
    const m = r.int(1, 12);
    const d = r.int(1, 31);
    if (realDate(y, m, d)) return `${y}${String(m).padStart(2, '0')}${String(d).padStart(2, '0')}`;
  }
}

const L = (r: Rng) => String.fromCharCode(65 + r.int(0, 25));
const letters = (r: Rng, n: number) => Array.from({ length: n }, () => L(r)).join('');

const KINDS: readonly Kind[] = [
  {
    kind: 'US_SSN', type: 'SSN',
    draw: (r) => String(r.int(0, 999)).padStart(3, '0') + String(r.int(0, 99)).padStart(2, '0') + r.digits(4),
    valid: checkSsn,
    forms: [
      { name: 'full-width dashed', write: (s) => wide(groupsOf(s, [3, 2, 4], '-')) },
      { name: 'spaced, no-break', write: (s) => groupsOf(s, [3, 2, 4], NBSP) },
      { name: 'dotted', write: (s) => groupsOf(s, [3, 2, 4], '.') },
      { name: 'compact + key', write: (s) => s, keyword: ['patientSSN', 'ssn_last_verified', 'applicant.ssn'], asKey: true, valid: checkSsn },
    ],
  },
  {
    kind: 'KR_RRN', type: 'RRN',
    draw: (r) => {
      const ymd = birthYmd(r, 1930, 2019);
      const sex = Number(ymd.slice(0, 4)) >= 2000 ? r.pick([3, 4, 7, 8]) : r.pick([1, 2, 5, 6]);
      // One in five with a month/day drawn blindly (often impossible): negatives for the keyword form.
      const mmdd = r.int(0, 4) === 0 ? r.digits(4) : ymd.slice(4);
      return ymd.slice(2, 4) + mmdd + sex + r.digits(6);
    },
    valid: checkRrn,
    forms: [
      { name: 'en dash', write: (s) => groupsOf(s, [6, 7], EN_DASH) },
      { name: 'undashed, no keyword', write: (s) => s },
      { name: 'full-width undashed', write: (s) => wide(s) },
      // In RRN context the check digit is not required (numbers issued since 2020 have none): only the date counts.
      { name: 'spaced + Korean keyword', write: (s) => groupsOf(s, [6, 7], ' '), keyword: ['주민번호', '외국인등록번호'], valid: (s) => checkRrn(s.slice(0, 12) + rrnCheck(s)) },
    ],
  },
  {
    kind: 'CN_RIC', type: 'NATIONAL_ID',
    draw: (r) => r.pick(['11', '31', '44', '51', '33', '42', '61', '12', '37', '50']) + r.digits(4) + birthYmd(r, 1935, 2020) + r.digits(3) + r.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']),
    valid: checkChina,
    forms: [
      { name: 'dashed 6-8-4', write: (s) => groupsOf(s, [6, 8, 4], '-') },
      { name: 'lower-case x', write: (s) => s.toLowerCase() },
      { name: 'full-width', write: (s) => wide(s) },
    ],
  },
  {
    kind: 'JP_MY_NUMBER', type: 'NATIONAL_ID',
    draw: (r) => r.digits(12),
    valid: checkMyNumber,
    alsoValid: checkAadhaar,
    forms: [
      { name: 'full-width 4-4-4', write: (s) => wide(groupsOf(s, [4, 4, 4], ' ')) },
      { name: 'en dash 4-4-4', write: (s) => groupsOf(s, [4, 4, 4], EN_DASH) },
      { name: 'compact + key', write: (s) => s, keyword: ['マイナンバー', 'myNumber', 'kojin_bango'], asKey: true, valid: checkMyNumber },
    ],
  },
  {
    kind: 'IN_AADHAAR', type: 'NATIONAL_ID',
    draw: (r) => String(r.int(2, 9)) + r.digits(11),
    valid: checkAadhaar,
    alsoValid: checkMyNumber,
    forms: [
      { name: 'no-break 4-4-4', write: (s) => groupsOf(s, [4, 4, 4], NBSP) },
      { name: 'compact + Hindi keyword', write: (s) => s, keyword: ['आधार संख्या:', 'Aadhaar No.', 'UID'], valid: checkAadhaar },
      { name: 'compact + key', write: (s) => s, keyword: ['aadhaarNumber', 'kyc.aadhaar'], asKey: true, valid: checkAadhaar },
    ],
  },
  {
    kind: 'IN_PAN', type: 'NATIONAL_ID',
    draw: (r) => letters(r, 3) + r.pick(['P', 'C', 'H', 'F', 'A', 'T', 'B', 'L', 'J', 'G', 'X', 'K']) + L(r) + r.digits(4) + L(r),
    valid: checkPan,
    forms: [
      { name: 'upper case', write: (s) => s },
      { name: 'lower case + key', write: (s) => s.toLowerCase(), keyword: ['panCard', 'pan_number'], asKey: true },
    ],
  },
  {
    kind: 'BR_CPF', type: 'NATIONAL_ID',
    draw: (r) => r.digits(11),
    valid: checkCpf,
    forms: [
      { name: 'spaced 3-3-3-2', write: (s) => groupsOf(s, [3, 3, 3, 2], ' ') },
      { name: 'dashed 3-3-3-2', write: (s) => groupsOf(s, [3, 3, 3, 2], '-') },
      { name: 'dotted, en dash', write: (s) => `${groupsOf(s.slice(0, 9), [3, 3, 3], '.')}${EN_DASH}${s.slice(9)}` },
      { name: 'compact + Portuguese keyword', write: (s) => s, keyword: ['número do CPF', 'CPF nº'], valid: checkCpf },
    ],
  },
  {
    kind: 'BR_CNPJ', type: 'NATIONAL_ID',
    draw: (r) => r.digits(8) + '000' + r.int(1, 9) + r.digits(2),
    valid: checkCnpj,
    forms: [
      { name: 'no dots, slash', write: (s) => `${s.slice(0, 8)}/${s.slice(8, 12)}-${s.slice(12)}` },
      { name: 'all dots', write: (s) => `${groupsOf(s.slice(0, 8), [2, 3, 3], '.')}.${s.slice(8, 12)}-${s.slice(12)}` },
      { name: 'compact + key', write: (s) => s, keyword: ['empresaCnpj', 'cnpj_cliente'], asKey: true, valid: checkCnpj },
    ],
  },
  {
    kind: 'ES_DNI', type: 'NATIONAL_ID',
    draw: (r) => r.digits(8) + L(r),
    valid: checkSpanish,
    forms: [
      { name: 'space, upper-case letter', write: (s) => `${s.slice(0, 8)} ${s[8]}` },
      { name: 'dash, lower-case letter', write: (s) => `${s.slice(0, 8)}-${s[8]!.toLowerCase()}` },
      { name: 'Spanish prose', write: (s) => s },
    ],
  },
  {
    kind: 'ES_NIE', type: 'NATIONAL_ID',
    draw: (r) => r.pick(['X', 'Y', 'Z']) + r.digits(7) + L(r),
    valid: checkSpanish,
    forms: [
      { name: 'spaced', write: (s) => `${s[0]} ${s.slice(1, 8)} ${s[8]}` },
      { name: 'lower case, dashes', write: (s) => `${s[0]}-${s.slice(1, 8)}-${s[8]}`.toLowerCase() },
    ],
  },
  {
    kind: 'GB_NHS', type: 'NATIONAL_ID',
    draw: (r) => r.pick(['4', '6', '7']) + r.digits(9),
    valid: checkNhs,
    forms: [
      { name: 'dashed 3-3-4', write: (s) => groupsOf(s, [3, 3, 4], '-') },
      { name: 'no-break 3-3-4', write: (s) => groupsOf(s, [3, 3, 4], NBSP) },
      { name: 'compact + key', write: (s) => s, keyword: ['NHSNumber', 'patient.nhs_no', 'nhsNumber'], asKey: true, valid: checkNhs },
    ],
  },
  {
    kind: 'GB_NINO', type: 'NATIONAL_ID',
    draw: (r) => L(r) + L(r) + r.digits(6) + r.pick(['A', 'B', 'C', 'D', 'E', 'F']),
    valid: checkNino,
    forms: [
      { name: 'spaced 2-6-1', write: (s) => `${s.slice(0, 2)} ${s.slice(2, 8)} ${s[8]}` },
      { name: 'dashed 2-2-2-2-1', write: (s) => `${s.slice(0, 2)}-${groupsOf(s.slice(2, 8), [2, 2, 2], '-')}-${s[8]}` },
      { name: 'lower case + keyword', write: (s) => s.toLowerCase(), keyword: ['National Insurance number:', 'NI number'] },
    ],
  },
  {
    kind: 'FR_NIR', type: 'NATIONAL_ID',
    draw: (r) => r.pick(['1', '2']) + birthYmd(r, 1930, 2020).slice(2, 6) + r.pick(['75', '69', '13', '2A', '2B', '99', '33']) + r.digits(6) + String(r.int(1, 97)).padStart(2, '0'),
    valid: checkNir,
    forms: [
      { name: 'dotted', write: (s) => groupsOf(s, [1, 2, 2, 2, 3, 3, 2], '.') },
      { name: 'key apart', write: (s) => `${s.slice(0, 13)} ${s.slice(13)}` },
      { name: 'French prose', write: (s) => groupsOf(s, [1, 2, 2, 2, 3, 3, 2], ' ') },
    ],
  },
  {
    kind: 'IT_CF', type: 'NATIONAL_ID',
    draw: (r) => {
      const ymd = birthYmd(r, 1935, 2015);
      const day = Number(ymd.slice(6)) + r.pick([0, 40]);
      let s = letters(r, 6) + ymd.slice(2, 4) + 'ABCDEHLMPRST'[Number(ymd.slice(4, 6)) - 1] + String(day).padStart(2, '0') + r.pick(['A', 'F', 'H', 'L', 'Z']) + r.digits(3);
      if (r.int(0, 4) === 0) s = s.slice(0, 12) + [...s.slice(12)].map((c) => 'LMNPQRSTUV'[num(c)]).join('');
      return s + L(r);
    },
    valid: checkCodiceFiscale,
    forms: [
      { name: 'lower case', write: (s) => s.toLowerCase() },
      { name: 'Italian prose', write: (s) => s },
    ],
  },
  {
    kind: 'MX_CURP', type: 'NATIONAL_ID',
    draw: (r) => {
      const ymd = birthYmd(r, 1935, 2018);
      const consonant = () => r.pick([...'BCDFGHJKLMNPQRSTVWXYZ']);
      return L(r) + r.pick(['A', 'E', 'I', 'O', 'U']) + L(r) + L(r) + ymd.slice(2) + r.pick(['H', 'M']) + r.pick(['DF', 'JC', 'NL', 'PL', 'VZ', 'YN', 'MC', 'GT']) + consonant() + consonant() + consonant() + (Number(ymd.slice(0, 4)) < 2000 ? r.digits(1) : L(r)) + r.digits(1);
    },
    valid: checkCurp,
    forms: [
      { name: 'lower case', write: (s) => s.toLowerCase() },
      { name: 'Spanish prose', write: (s) => s },
    ],
  },
  {
    kind: 'NL_BSN', type: 'NATIONAL_ID',
    draw: (r) => String(r.int(1, 9)) + r.digits(8),
    valid: checkBsn,
    forms: [
      { name: 'dotted 3-3-3 + Dutch keyword', write: (s) => groupsOf(s, [3, 3, 3], '.'), keyword: ['BSN-nummer', 'burgerservicenummer:'], valid: checkBsn },
      { name: 'compact + key', write: (s) => s, keyword: ['bsn', 'persoon.bsn'], asKey: true, valid: checkBsn },
    ],
  },
  {
    kind: 'DE_STEUER_ID', type: 'NATIONAL_ID',
    draw: (r) => {
      const pool = [...'0123456789'];
      const ten: string[] = [];
      while (ten.length < 9) ten.push(pool.splice(r.int(0, pool.length - 1), 1)[0]!);
      ten.splice(r.int(1, 9), 0, r.pick(ten));
      if (ten[0] === '0') ten.reverse();
      return ten.join('') + r.digits(1);
    },
    valid: checkSteuerId,
    forms: [
      { name: 'grouped + German keyword', write: (s) => groupsOf(s, [2, 3, 3, 3], ' '), keyword: ['Steuer-IdNr.', 'Identifikationsnummer'], valid: checkSteuerId },
      { name: 'compact + key', write: (s) => s, keyword: ['steuerId', 'steuer_id'], asKey: true, valid: checkSteuerId },
    ],
  },
  {
    kind: 'CA_SIN', type: 'NATIONAL_ID',
    draw: (r) => String(r.pick([1, 2, 3, 4, 5, 6, 7, 9])) + r.digits(8),
    valid: checkSin,
    forms: [
      { name: 'dashed + keyword', write: (s) => groupsOf(s, [3, 3, 3], '-'), keyword: ['SIN#', 'Social Insurance Number'], valid: checkSin },
      { name: 'spaced + French keyword', write: (s) => groupsOf(s, [3, 3, 3], ' '), keyword: ["numéro d'assurance sociale", 'NAS'], valid: checkSin },
    ],
  },
];

// ---- surroundings ----------------------------------------------------------------------------------

const PROSE: Partial<Record<HeldOutKind, readonly string[]>> = {
  ES_DNI: ['Hola, mi documento es {} y vivo en Madrid.', 'Adjunto copia: {}. Gracias.'],
  FR_NIR: ['Bonjour, voici ma carte Vitale : {}', 'Le dossier {} est incomplet.'],
  IT_CF: ['Buongiorno, il mio codice è {} grazie.', 'Allego il documento {}.'],
  MX_CURP: ['Hola, mi clave es {} por favor revisen.', 'Registro: {}'],
};

/** Surroundings that carry no keyword. `{}` is the number. */
const FRAMES: readonly string[] = [
  'name,document,amount\nJane Roe,{},12.50',
  'id\tholder\tdoc\n17\tA. Kim\t{}',
  'customer:\n  document: {}\n  tier: gold',
  '<customer><doc>{}</doc><tier>gold</tier></customer>',
  '| # | document |\n| 1 | {} |',
  "{'doc': '{}', 'verified': True}",
  '["a1", "{}", "b2"]',
  'verify => {} ok',
  'Please confirm ({}).',
  'Got `{}`; retrying',
  '担当者確認済み：{}',
  '고객 확인 {} 완료',
  '客户证件{}已核验',
];

function place(frame: string, value: string): { text: string; start: number; end: number } {
  const at = frame.indexOf('{}');
  return { text: frame.slice(0, at) + value + frame.slice(at + 2), start: at, end: at + value.length };
}

/** Seed and size of the held-out set; the defaults are what NATIONAL-IDS.md reports. */
export interface HeldOutOptions {
  seed?: number;
  /** Positives and negatives per kind and form. */
  perForm?: number;
}

/** The held-out items: for every kind and form, `perForm` valid numbers and `perForm` invalid ones. */
export function generateNationalIdHeldOut(options: HeldOutOptions = {}): HeldOutItem[] {
  const r = createRng(options.seed ?? 7_2024);
  const perForm = options.perForm ?? 60;
  const items: HeldOutItem[] = [];
  for (const k of KINDS) {
    for (const form of k.forms) {
      for (const wantValid of [true, false]) {
        let made = 0;
        for (let guard = 0; made < perForm && guard < perForm * 5000; guard++) {
          const s = k.draw(r);
          const valid = (form.valid ?? k.valid)(s);
          if (valid !== wantValid || (!wantValid && !form.valid && k.alsoValid?.(s))) continue;
          const value = form.write(s, r);
          let frame = r.pick(FRAMES);
          const prose = PROSE[k.kind];
          if (prose && /prose/.test(form.name)) frame = r.pick(prose);
          let key: string | undefined;
          if (form.keyword && form.asKey) key = r.pick(form.keyword);
          else if (form.keyword) frame = frame.replace('{}', `${r.pick(form.keyword)} {}`);
          const placed = place(frame, value);
          items.push({ kind: k.kind, form: form.name, ...placed, ...(key ? { key } : {}), expected: wantValid ? k.type : null });
          made++;
        }
      }
    }
  }
  return items;
}
