import { int, pick, type ValueSource } from './entity-values.ts';

/**
 * National identifiers for the labelled corpus, in the written forms people use. Check digits are
 * computed here, by generation (body first, then the digit that completes it), independently of the
 * detectors' validators; `keywords` says whether the form is only found next to a keyword, and which
 * words introduce it.
 */
export interface NationalIdSample {
  /** What kind of identifier, for reporting (`CN_RIC`, `BR_CPF`, …). */
  kind: string;
  value: string;
  /** Words that introduce the number; when `needsKeyword`, the text must carry one of them. */
  keywords: readonly string[];
  needsKeyword: boolean;
}

export const NATIONAL_ID_KINDS = [
  'CN_RIC', 'JP_MY_NUMBER', 'IN_AADHAAR', 'IN_PAN', 'BR_CPF', 'BR_CNPJ', 'ES_DNI', 'ES_NIE', 'GB_NHS', 'GB_NINO', 'FR_NIR',
  'IT_CF', 'MX_CURP', 'NL_BSN', 'DE_STEUER_ID', 'CA_SIN',
] as const;
export type NationalIdKind = (typeof NATIONAL_ID_KINDS)[number];

function digits(g: ValueSource, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(int(g, 0, 9));
  return s;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

function birthDate(g: ValueSource, fromYear: number, toYear: number): { y: number; m: number; d: number } {
  const y = int(g, fromYear, toYear);
  const m = int(g, 1, 12);
  const d = int(g, 1, new Date(Date.UTC(y, m, 0)).getUTCDate());
  return { y, m, d };
}

/** Weighted sum of the digits of `s` with `weights` (aligned left). */
function weighted(s: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(s[i]) * weights[i]!;
  return sum;
}

function upperOrLower(g: ValueSource, s: string): string {
  return int(g, 0, 3) === 0 ? s.toLowerCase() : s;
}

// ---- per kind: a valid compact number --------------------------------------------------------------

const CN_REGIONS = ['110101', '110105', '310104', '440305', '510107', '330106', '420111', '610113', '120103', '370202', '500103', '810000', '820000'];

function chinaRic(g: ValueSource): string {
  const { y, m, d } = birthDate(g, 1945, 2012);
  const body = pick(g, CN_REGIONS) + String(y) + pad(m, 2) + pad(d, 2) + digits(g, 3);
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(body[i]) * (2 ** (17 - i) % 11);
  return body + '10X98765432'[sum % 11];
}

function myNumber(g: ValueSource): string {
  const body = digits(g, 11);
  return body + String(myNumberCheck(body));
}

const VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]];
const VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]];
const VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

function aadhaar(g: ValueSource): string {
  const body = String(int(g, 2, 9)) + digits(g, 10);
  return body + String(verhoeffCheck(body));
}

const PAN_TYPES = 'PPPPPPCHFAT';

function pan(g: ValueSource): string {
  const L = () => String.fromCharCode(65 + int(g, 0, 25));
  return L() + L() + L() + pick(g, PAN_TYPES.split('')) + L() + pad(int(g, 1, 9999), 4) + L();
}

function cpfDigit(s: string, from: number): number {
  let sum = 0;
  for (let i = 0; i < s.length; i++) sum += Number(s[i]) * (from - i);
  const r = 11 - (sum % 11);
  return r >= 10 ? 0 : r;
}

function cpf(g: ValueSource): string {
  const body = digits(g, 9);
  const d1 = cpfDigit(body, 10);
  return body + d1 + cpfDigit(body + d1, 11);
}

function cnpjDigit(s: string): number {
  const weights = s.length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const r = weighted(s, weights) % 11;
  return r < 2 ? 0 : 11 - r;
}

function cnpj(g: ValueSource): string {
  const body = digits(g, 8) + pad(int(g, 1, 3), 4);
  const d1 = cnpjDigit(body);
  return body + d1 + cnpjDigit(body + d1);
}

function dni(g: ValueSource): string {
  const n = int(g, 1000000, 99999999);
  return pad(n, 8) + 'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23];
}

function nie(g: ValueSource): string {
  const lead = int(g, 0, 2);
  const n = int(g, 0, 9999999);
  return 'XYZ'[lead] + pad(n, 7) + 'TRWAGMYFPDXBNJZSQVHLCKE'[(lead * 10000000 + n) % 23];
}

function nhs(g: ValueSource): string {
  for (;;) {
    const body = String(pick(g, [4, 6, 7])) + digits(g, 8);
    const check = 11 - (weighted(body, [10, 9, 8, 7, 6, 5, 4, 3, 2]) % 11);
    if (check === 10) continue;
    return body + String(check === 11 ? 0 : check);
  }
}

function nino(g: ValueSource): string {
  const first = 'ABCEGHJKLMNOPRSTWXYZ';
  const second = 'ABCEGHJKLMNPRSTWXYZ';
  for (;;) {
    const prefix = pick(g, first.split('')) + pick(g, second.split(''));
    if (['BG', 'GB', 'KN', 'NK', 'NT', 'TN', 'ZZ'].includes(prefix)) continue;
    return prefix + digits(g, 6) + pick(g, ['A', 'B', 'C', 'D']);
  }
}

function nir(g: ValueSource): string {
  const { y, m } = birthDate(g, 1940, 2020);
  const corsica = int(g, 0, 9) === 0;
  const dept = corsica ? pick(g, ['2A', '2B']) : pad(pick(g, [int(g, 1, 19), int(g, 21, 95), 99]), 2);
  const head = String(int(g, 1, 2)) + pad(y % 100, 2) + pad(m, 2) + dept + pad(int(g, 1, 999), 3) + pad(int(g, 1, 999), 3);
  const numeric = BigInt(head.replace('2A', '19').replace('2B', '18'));
  return head + pad(97 - Number(numeric % 97n), 2);
}

const CF_ODD: Record<string, number> = {};
'0123456789'.split('').forEach((c, i) => (CF_ODD[c] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21][i]!));
'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').forEach((c, i) => (CF_ODD[c] = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23][i]!));

function codiceFiscale(g: ValueSource): string {
  const C = () => pick(g, 'BCDFGHLMNPRSTVZ'.split(''));
  const { y, m, d } = birthDate(g, 1940, 2010);
  const day = int(g, 0, 1) === 0 ? d : d + 40;
  let body = C() + C() + C() + C() + C() + C() + pad(y % 100, 2) + 'ABCDEHLMPRST'[m - 1] + pad(day, 2) + pick(g, ['A', 'B', 'F', 'H', 'L', 'Z']) + pad(int(g, 1, 999), 3);
  if (int(g, 0, 9) === 0) body = body.slice(0, 14) + 'LMNPQRSTUV'[Number(body[14])]; // omocodia on the last digit
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = body[i]!;
    sum += i % 2 === 0 ? CF_ODD[c]! : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return body + String.fromCharCode(65 + (sum % 26));
}

const CURP_STATES = ['AS', 'BC', 'CH', 'DF', 'GT', 'JC', 'MC', 'NL', 'PL', 'QR', 'SL', 'VZ', 'YN', 'NE'];
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ';

function curp(g: ValueSource): string {
  const L = () => String.fromCharCode(65 + int(g, 0, 25));
  const C = () => pick(g, 'BCDFGHJKLMNPQRSTVWXYZ'.split(''));
  const { y, m, d } = birthDate(g, 1940, 2015);
  const body = L() + pick(g, ['A', 'E', 'I', 'O', 'U']) + L() + L() + pad(y % 100, 2) + pad(m, 2) + pad(d, 2) + pick(g, ['H', 'M']) + pick(g, CURP_STATES) + C() + C() + C() + (y < 2000 ? String(int(g, 0, 9)) : L());
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CURP_ALPHABET.indexOf(body[i]!) * (18 - i);
  return body + String((10 - (sum % 10)) % 10);
}

function bsn(g: ValueSource): string {
  for (;;) {
    const body = digits(g, 8);
    const r = weighted(body, [9, 8, 7, 6, 5, 4, 3, 2]) % 11;
    if (r === 10 || body[0] === '0') continue;
    return body + String(r);
  }
}

function steuerId(g: ValueSource): string {
  for (;;) {
    // Ten digits: nine distinct plus one of them repeated once.
    const pool = '0123456789'.split('');
    const chosen: string[] = [];
    while (chosen.length < 9) chosen.push(pool.splice(int(g, 0, pool.length - 1), 1)[0]!);
    chosen.splice(int(g, 0, 9), 0, pick(g, chosen));
    const body = chosen.join('');
    if (body[0] === '0') continue;
    let product = 10;
    for (const ch of body) {
      const sum = (Number(ch) + product) % 10 || 10;
      product = (sum * 2) % 11;
    }
    return body + String((11 - product) % 10);
  }
}

function sin(g: ValueSource): string {
  const body = String(pick(g, [1, 2, 3, 4, 5, 6, 7, 9])) + digits(g, 7);
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    let v = Number(body[i]) * (i % 2 === 0 ? 1 : 2);
    if (v > 9) v -= 9;
    sum += v;
  }
  return body + String((10 - (sum % 10)) % 10);
}

// ---- written forms ----------------------------------------------------------------------------------

function groups(s: string, sizes: readonly number[], sep: string): string {
  const out: string[] = [];
  let i = 0;
  for (const n of sizes) {
    out.push(s.slice(i, i + n));
    i += n;
  }
  return out.join(sep);
}

const KEYWORDS: Record<NationalIdKind, readonly string[]> = {
  CN_RIC: ['id_card_no', '身份证号码', 'resident_id'],
  JP_MY_NUMBER: ['my_number', 'マイナンバー', '個人番号'],
  IN_AADHAAR: ['aadhaar', 'aadhaar_no', 'uid'],
  IN_PAN: ['pan', 'pan_number', 'PAN'],
  BR_CPF: ['cpf', 'CPF', 'cliente.cpf'],
  BR_CNPJ: ['cnpj', 'CNPJ', 'empresa.cnpj'],
  ES_DNI: ['dni', 'DNI', 'nif'],
  ES_NIE: ['nie', 'NIE'],
  GB_NHS: ['nhs_number', 'NHS', 'nhs_no'],
  GB_NINO: ['nino', 'national_insurance_number', 'NINO'],
  FR_NIR: ['nir', 'numero_securite_sociale', 'INSEE'],
  IT_CF: ['codice_fiscale', 'cf'],
  MX_CURP: ['curp', 'CURP'],
  NL_BSN: ['bsn', 'BSN', 'burgerservicenummer'],
  DE_STEUER_ID: ['steuer_id', 'Steuer-ID', 'idnr'],
  CA_SIN: ['sin', 'SIN', 'social_insurance_number'],
};

/** One identifier of a random kind, in one of the forms people write it, and whether it needs a keyword. */
export function nationalIdValue(g: ValueSource, kind: NationalIdKind = pick(g, NATIONAL_ID_KINDS)): NationalIdSample {
  const sample = (value: string, needsKeyword = false): NationalIdSample => ({ kind, value, keywords: KEYWORDS[kind], needsKeyword });
  switch (kind) {
    case 'CN_RIC': {
      const v = chinaRic(g);
      return sample(int(g, 0, 3) === 0 ? groups(v, [6, 8, 4], ' ') : upperOrLower(g, v));
    }
    case 'JP_MY_NUMBER': {
      const v = myNumber(g);
      const form = int(g, 0, 2);
      return form === 0 ? sample(v, true) : sample(groups(v, [4, 4, 4], form === 1 ? ' ' : '-'));
    }
    case 'IN_AADHAAR': {
      const v = aadhaar(g);
      const form = int(g, 0, 2);
      return form === 0 ? sample(v, true) : sample(groups(v, [4, 4, 4], form === 1 ? ' ' : '-'));
    }
    case 'IN_PAN': {
      const v = pan(g);
      return int(g, 0, 3) === 0 ? sample(v.toLowerCase(), true) : sample(v);
    }
    case 'BR_CPF': {
      const v = cpf(g);
      const form = int(g, 0, 3);
      if (form === 0) return sample(v, true);
      return sample(form === 1 ? `${v.slice(0, 9)}-${v.slice(9)}` : `${groups(v.slice(0, 9), [3, 3, 3], '.')}-${v.slice(9)}`);
    }
    case 'BR_CNPJ': {
      const v = cnpj(g);
      if (int(g, 0, 3) === 0) return sample(v, true);
      return sample(`${groups(v.slice(0, 8), [2, 3, 3], '.')}/${v.slice(8, 12)}-${v.slice(12)}`);
    }
    case 'ES_DNI': {
      const v = dni(g);
      const form = int(g, 0, 3);
      if (form === 0) return sample(`${v.slice(0, 8)}-${v[8]}`);
      if (form === 1) return sample(`${groups(v.slice(0, 8), [2, 3, 3], '.')}-${v[8]}`);
      return sample(upperOrLower(g, v));
    }
    case 'ES_NIE': {
      const v = nie(g);
      return sample(int(g, 0, 2) === 0 ? `${v[0]}-${v.slice(1, 8)}-${v[8]}` : upperOrLower(g, v));
    }
    case 'GB_NHS': {
      const v = nhs(g);
      return int(g, 0, 2) === 0 ? sample(v, true) : sample(groups(v, [3, 3, 4], ' '));
    }
    case 'GB_NINO': {
      const v = nino(g);
      const form = int(g, 0, 3);
      if (form === 0) return sample(v.toLowerCase(), true);
      return sample(form === 1 ? `${v.slice(0, 2)} ${groups(v.slice(2, 8), [2, 2, 2], ' ')} ${v[8]}` : v);
    }
    case 'FR_NIR': {
      const v = nir(g);
      return sample(int(g, 0, 1) === 0 ? groups(v, [1, 2, 2, 2, 3, 3, 2], ' ') : v);
    }
    case 'IT_CF':
      return sample(upperOrLower(g, codiceFiscale(g)));
    case 'MX_CURP':
      return sample(upperOrLower(g, curp(g)));
    case 'NL_BSN': {
      const v = bsn(g);
      return sample(int(g, 0, 1) === 0 ? v : `${v.slice(0, 4)}.${v.slice(4, 6)}.${v.slice(6)}`, true);
    }
    case 'DE_STEUER_ID': {
      const v = steuerId(g);
      return sample(int(g, 0, 1) === 0 ? v : groups(v, [2, 3, 3, 3], ' '), true);
    }
    case 'CA_SIN': {
      const v = sin(g);
      return sample(pick(g, [v, groups(v, [3, 3, 3], ' '), groups(v, [3, 3, 3], '-')]), true);
    }
  }
}

function myNumberCheck(body: string): number {
  let sum = 0;
  for (let n = 1; n <= 11; n++) sum += Number(body[11 - n]) * (n <= 6 ? n + 1 : n - 5);
  const r = sum % 11;
  return r <= 1 ? 0 : 11 - r;
}

function verhoeffCheck(body: string): number {
  // Generation: positions shift by one because the check digit will take position 0.
  let c = 0;
  for (let i = 0; i < body.length; i++) c = VD[c]![VP[(i + 1) % 8]![Number(body[body.length - 1 - i])]!]!;
  return VINV[c]!;
}

/**
 * The same kinds with their check character changed (look-alikes that must stay), introduced by their
 * keywords so that only the check stands between them and redaction. Changing the check character alone
 * always breaks it. Excluded: PAN and NINO (no check), twelve-digit values that still pass the other
 * twelve-digit check (a broken My Number can be a valid Aadhaar), and NHS numbers in the 3-3-4 layout
 * (a broken one is a valid US phone number in that layout).
 */
export function invalidNationalIdValue(g: ValueSource): { kind: NationalIdKind; value: string; keyword: string } {
  for (;;) {
    const kind = pick(g, NATIONAL_ID_KINDS);
    if (kind === 'IN_PAN' || kind === 'GB_NINO') continue;
    const { value, keywords } = nationalIdValue(g, kind);
    if (kind === 'GB_NHS' && value.includes(' ')) continue;
    const last = value[value.length - 1]!;
    const bad = /\d/.test(last)
      ? String((Number(last) + int(g, 1, 9)) % 10)
      : String.fromCharCode(((last.toUpperCase().charCodeAt(0) - 65 + int(g, 1, 25)) % 26) + (last === last.toLowerCase() ? 97 : 65));
    const candidate = value.slice(0, -1) + bad;
    if (kind === 'JP_MY_NUMBER' || kind === 'IN_AADHAAR') {
      const d = candidate.replace(/\D/g, '');
      const body = d.slice(0, 11);
      if (myNumberCheck(body) === Number(d[11]) || (d[0]! >= '2' && verhoeffCheck(body) === Number(d[11]))) continue;
    }
    return { kind, value: candidate, keyword: pick(g, keywords) };
  }
}
