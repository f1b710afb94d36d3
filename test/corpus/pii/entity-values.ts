import type { Faker } from '@faker-js/faker';
import { isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/max';
import type { CorpusLocale } from './corpus-builder.ts';

/**
 * Realistic values for the labelled corpus. Everything random comes from the seeded Faker, so the
 * corpus is the same on every run. Validity is established independently of the detectors (own Luhn,
 * mod-97 and RRN arithmetic here; libphonenumber's numbering plans for phone labels).
 */
export interface ValueSource {
  f: Faker;
  locale: CorpusLocale;
}

const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const UPPER_NUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function chars(g: ValueSource, alphabet: string, length: number): string {
  return g.f.string.fromCharacters(alphabet, length);
}

export function hex(g: ValueSource, length: number): string {
  return g.f.string.hexadecimal({ length, casing: 'lower', prefix: '' });
}

export function pick<T>(g: ValueSource, items: readonly T[]): T {
  return g.f.helpers.arrayElement(items);
}

export function int(g: ValueSource, min: number, max: number): number {
  return g.f.number.int({ min, max });
}

function digits(g: ValueSource, n: number): string {
  return g.f.string.numeric({ length: n, allowLeadingZeros: true });
}

// ---- contact -------------------------------------------------------------------------------------

const UNICODE_EMAILS = ['josé.garcía@correo.es', 'müller.jürgen@beispiel.de', 'frédéric@exemple.fr', '김민수@한국.kr', '用户@例子.广告', 'たなか@例え.jp', 'Zoë.Brontë@example.co.uk'];

export function emailValue(g: ValueSource): string {
  switch (int(g, 0, 19) === 0 ? 6 : int(g, 0, 5)) {
    case 6:
      return pick(g, UNICODE_EMAILS);
    case 0:
      return g.f.internet.email({
        provider: pick(g, ['gmail.com', 'naver.com', 'daum.net', 'yahoo.co.jp', 'web.de', 'orange.fr', 'outlook.com', 'kakao.com']),
      });
    case 1: {
      const [local, domain] = g.f.internet.email().split('@');
      return `${local}+${pick(g, ['news', 'billing', 'test', 'work', 'ai'])}@${domain}`;
    }
    case 2:
      return `${g.f.internet.username().replace(/[^A-Za-z0-9._-]/g, '')}@${g.f.internet.domainName()}`;
    default:
      return g.f.internet.email();
  }
}

const US_AREA_CODES = ['212', '213', '310', '312', '415', '617', '646', '702', '718', '206', '303', '404', '512', '305', '614', '919', '202', '503', '713', '818'];
const PHONE_TEMPLATES: Record<CountryCode & ('US' | 'GB' | 'KR' | 'DE' | 'FR' | 'JP'), readonly string[]> = {
  US: ['(A) N##-####', 'A-N##-####', 'A.N##.####', '+1 A N## ####', '+1-A-N##-####', '1 (A) N##-####', '+1 (A) N##-####'],
  GB: ['020 7### ####', '07### ######', '0161 ### ####', '+44 20 7### ####', '+44 7### ######', '0113 ### ####'],
  KR: ['010-####-####', '02-###-####', '02-####-####', '031-###-####', '051-###-####', '+82 10-####-####', '+82-2-####-####', '010 #### ####'],
  DE: ['030 ########', '0151 ########', '0170 #######', '0176 ########', '089 #######', '+49 30 ########', '+49 151 ########', '+49 (0)89 #######', '030/#######', '040 #######'],
  FR: ['06 ## ## ## ##', '07 ## ## ## ##', '01 ## ## ## ##', '06.##.##.##.##', '+33 6 ## ## ## ##', '+33 1 ## ## ## ##', '04 ## ## ## ##'],
  JP: ['090-####-####', '080-####-####', '03-####-####', '06-####-####', '+81 90-####-####', '+81 3-####-####', '070-####-####', '045-###-####'],
};
const LOCALE_COUNTRIES: Record<CorpusLocale, readonly ('US' | 'GB' | 'KR' | 'DE' | 'FR' | 'JP')[]> = {
  en: ['US', 'US', 'GB'],
  ko: ['KR'],
  de: ['DE'],
  fr: ['FR'],
  ja: ['JP'],
};

/**
 * A phone number that is valid in its country's numbering plan (the label oracle is libphonenumber's
 * full metadata: a digit string outside the plan is not a phone number). Faker's own formats are used
 * when they are valid, templates of common national and international layouts otherwise.
 */
export function phoneValue(g: ValueSource): { value: string; country: CountryCode } {
  const country = pick(g, LOCALE_COUNTRIES[g.locale]);
  if (country !== 'GB' && int(g, 0, 2) === 0) {
    for (let i = 0; i < 5; i++) {
      const v = g.f.phone.number({ style: pick(g, ['national', 'international', 'human'] as const) });
      if (isValidPhoneNumber(v, country)) return { value: v, country };
    }
  }
  for (let attempt = 0; attempt < 200; attempt++) {
    const template = pick(g, PHONE_TEMPLATES[country]);
    const v = template
      .replace('A', pick(g, US_AREA_CODES))
      .replace(/N/g, () => String(int(g, 2, 9)))
      .replace(/#/g, () => String(int(g, 0, 9)));
    if (isValidPhoneNumber(v, country)) return { value: v, country };
  }
  throw new Error(`no valid ${country} phone number generated`);
}

// ---- payment -------------------------------------------------------------------------------------

const ISSUERS = ['visa', 'mastercard', 'american_express', 'discover', 'jcb', 'diners_club'] as const;

/** Faker's card numbers are Luhn-valid; the layout varies (faker's dashes, spaces, compact). */
export function cardValue(g: ValueSource): string {
  const raw = g.f.finance.creditCardNumber(pick(g, ISSUERS));
  const d = raw.replace(/\D/g, '');
  switch (int(g, 0, 2)) {
    case 0:
      return raw;
    case 1:
      return d.length === 15 ? `${d.slice(0, 4)} ${d.slice(4, 10)} ${d.slice(10)}` : d.replace(/(\d{4})(?=\d)/g, '$1 ');
    default:
      return d;
  }
}

/** A card-shaped number whose Luhn digit is wrong. */
/** A card number as receipts and UIs print it, with most digits masked. */
export function maskedCardValue(g: ValueSource): string {
  const d = g.f.finance.creditCardNumber(pick(g, ISSUERS)).replace(/\D/g, '');
  return pick(g, [`**** **** **** ${d.slice(-4)}`, `${d.slice(0, 6)}******${d.slice(-4)}`, `${d.slice(0, 4)} ${d.slice(4, 6)}** **** ${d.slice(-4)}`, `XXXX-XXXX-XXXX-${d.slice(-4)}`]);
}

export function luhnFailValue(g: ValueSource): string {
  const raw = g.f.finance.creditCardNumber(pick(g, ISSUERS));
  const last = Number(raw[raw.length - 1]);
  const wrong = String((last + int(g, 1, 9)) % 10);
  const bad = raw.slice(0, -1) + wrong;
  return int(g, 0, 1) === 0 ? bad : bad.replace(/-/g, ' ');
}

export function ibanValue(g: ValueSource): string {
  const country = { de: 'DE', fr: 'FR', en: 'GB', ko: undefined, ja: undefined }[g.locale];
  const formatted = int(g, 0, 1) === 0;
  if (country !== undefined && int(g, 0, 1) === 0) return g.f.finance.iban({ formatted, countryCode: country });
  return g.f.finance.iban({ formatted });
}

/** Check digits changed by one: mod-97 then leaves 0 or 2, never 1. */
export function invalidIbanValue(g: ValueSource): string {
  const iban = g.f.finance.iban({ formatted: int(g, 0, 1) === 0 });
  const check = Number(iban.slice(2, 4));
  const other = check >= 97 ? check - 1 : check + 1;
  return iban.slice(0, 2) + String(other).padStart(2, '0') + iban.slice(4);
}

// ---- national ids --------------------------------------------------------------------------------

export function ssnParts(g: ValueSource): [string, string, string] {
  let area = int(g, 1, 899);
  if (area === 666) area = 665;
  return [String(area).padStart(3, '0'), String(int(g, 1, 99)).padStart(2, '0'), String(int(g, 1, 9999)).padStart(4, '0')];
}

export function invalidSsnValue(g: ValueSource): string {
  const [a, b, c] = ssnParts(g);
  switch (int(g, 0, 4)) {
    case 0:
      return `000-${b}-${c}`;
    case 1:
      return `666-${b}-${c}`;
    case 2:
      return `9${digits(g, 2)}-${b}-${c}`;
    case 3:
      return `${a}-00-${c}`;
    default:
      return `${a}-${b}-0000`;
  }
}

const RRN_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

function rrnCheckDigit(twelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * RRN_WEIGHTS[i]!;
  return (11 - (sum % 11)) % 10;
}

function daysIn(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * A resident registration number: real birth date; a check digit for people born before 2020, random
 * trailing digits (as issued since October 2020) for younger ones; sometimes a foreigner's number.
 * Mostly dashed, sometimes with a space or undashed.
 */
export function rrnValue(g: ValueSource): { value: string; dashed: boolean; checkDigit: boolean } {
  const young = int(g, 0, 6) === 0;
  const year = young ? int(g, 2020, 2024) : int(g, 1940, 2019);
  const month = int(g, 1, 12);
  const day = int(g, 1, daysIn(year, month));
  const foreigner = int(g, 0, 9) === 0;
  const female = int(g, 0, 1);
  const gender = (year >= 2000 ? 3 : 1) + female + (foreigner ? 4 : 0);
  const head = `${String(year % 100).padStart(2, '0')}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  const body = `${gender}${digits(g, 5)}`;
  const last = young ? digits(g, 1) : String(rrnCheckDigit(head + body));
  const layout = int(g, 0, 7);
  const sep = layout === 0 ? '' : layout === 1 ? ' ' : '-';
  return { value: `${head}${sep}${body}${last}`, dashed: sep !== '', checkDigit: !young };
}

export function invalidRrnValue(g: ValueSource): string {
  const yy = String(int(g, 50, 99));
  const bad = pick(g, ['1301', '0230', '0431', '0000', '1232', '0631']);
  return `${yy}${bad}-${int(g, 1, 4)}${digits(g, 6)}`;
}

// ---- network -------------------------------------------------------------------------------------

export function ipValue(g: ValueSource): string {
  switch (int(g, 0, 5)) {
    case 0:
      return g.f.internet.ipv6();
    case 1:
      return `2001:db8:${hex(g, 4).replace(/^0+(?=.)/, '')}::${hex(g, int(g, 1, 4)).replace(/^0+(?=.)/, '')}`;
    case 2:
      return `fe80::${hex(g, 4).replace(/^0+(?=.)/, '')}:${hex(g, 2)}ff:fe${hex(g, 2)}:${hex(g, 4)}`;
    case 3:
      return `::ffff:${ipv4(g)}`;
    default:
      return ipv4(g);
  }
}

export function ipv4(g: ValueSource): string {
  for (;;) {
    const v = g.f.internet.ipv4();
    if (v !== '0.0.0.0' && v !== '127.0.0.1' && v !== '255.255.255.255') return v;
  }
}

// ---- credentials ---------------------------------------------------------------------------------

export function jwtValue(g: ValueSource): string {
  if (int(g, 0, 1) === 0) return g.f.internet.jwt();
  const alg = pick(g, ['HS256', 'RS256', 'ES256', 'PS512', 'EdDSA']);
  return g.f.internet.jwt({
    header: { alg, typ: 'JWT', kid: hex(g, 16) },
    payload: { sub: g.f.string.uuid(), email: g.f.internet.email(), scope: 'openid profile' },
  });
}

export function bearerTokenValue(g: ValueSource): string {
  switch (int(g, 0, 4)) {
    case 0:
      return chars(g, ALNUM, int(g, 32, 64));
    case 1:
      return `ya29.${chars(g, B64URL, int(g, 80, 120))}`;
    case 2:
      return hex(g, 40);
    case 3:
      return `${chars(g, B64URL, 43)}`;
    default:
      return `gAAAAAB${chars(g, B64URL, 90)}==`;
  }
}

/** A provider API key with its documented prefix and layout. */
export function apiKeyValue(g: ValueSource): string {
  switch (int(g, 0, 13)) {
    case 0:
      return `sk-${chars(g, ALNUM, 20)}T3BlbkFJ${chars(g, ALNUM, 20)}`;
    case 1:
      return `sk-proj-${chars(g, B64URL, 156)}`;
    case 2:
      return `sk-ant-api03-${chars(g, B64URL, 93)}AA`;
    case 3:
      return `${pick(g, ['AKIA', 'ASIA'])}${chars(g, BASE32, 16)}`;
    case 4:
      return `AIza${chars(g, B64URL, 35)}`;
    case 5:
      return `${pick(g, ['ghp', 'gho', 'ghu', 'ghs', 'ghr'])}_${chars(g, ALNUM, 36)}`;
    case 6:
      return `github_pat_${chars(g, ALNUM, 22)}_${chars(g, ALNUM, 59)}`;
    case 7:
      return `${pick(g, ['xoxb', 'xoxp', 'xoxa'])}-${digits(g, 12)}-${digits(g, 13)}-${chars(g, ALNUM, 24)}`;
    case 8:
      return `xapp-1-A${chars(g, UPPER_NUM, 10)}-${digits(g, 13)}-${hex(g, 64)}`;
    case 9:
      return `${pick(g, ['sk_live', 'rk_live', 'pk_live', 'sk_test', 'pk_test'])}_${chars(g, ALNUM, pick(g, [24, 99]))}`;
    case 10:
      return `sk-svcacct-${chars(g, B64URL, 120)}`;
    case 11:
      return `hf_${chars(g, ALNUM, 34)}`;
    case 12:
      return `sk-ant-admin01-${chars(g, B64URL, 93)}AA`;
    default:
      return `${pick(g, ['ghp', 'gho'])}_${chars(g, ALNUM, 36)}`;
  }
}

/** Starts like a JWT but its header is not JSON (a truncated or random base64url string). */
export function fakeJwtValue(g: ValueSource): string {
  return `eyJ${chars(g, B64URL, int(g, 10, 30))}.${chars(g, B64URL, int(g, 10, 40))}.${chars(g, B64URL, int(g, 10, 40))}`;
}

export function slackWebhookPath(g: ValueSource): string {
  return `T${chars(g, UPPER_NUM, 8)}/B${chars(g, UPPER_NUM, 10)}/${chars(g, ALNUM, 24)}`;
}

export function awsSecretValue(g: ValueSource): string {
  return chars(g, `${ALNUM}/+`, 40);
}

/** A password a person would choose, or a generated one. No quotes, spaces, separators or '@'. */
export function passwordValue(g: ValueSource): string {
  switch (int(g, 0, 3)) {
    case 0:
      return `${g.f.word.noun().replace(/[^A-Za-z]/g, '') || 'Summer'}${int(g, 1, 2025)}${pick(g, ['!', '#', '$', '*', ''])}`;
    case 1:
      return g.f.internet.password({ length: int(g, 10, 20) });
    case 2:
      return chars(g, `${ALNUM}!#$%*+-_`, int(g, 12, 24));
    default:
      return g.f.internet.password({ length: int(g, 8, 16), pattern: /[A-Za-z0-9!#$%*]/ });
  }
}

/** A machine secret (client secret, signing key, opaque token). */
export function machineSecretValue(g: ValueSource): string {
  switch (int(g, 0, 2)) {
    case 0:
      return chars(g, ALNUM, int(g, 24, 48));
    case 1:
      return hex(g, pick(g, [32, 40, 64]));
    default:
      return chars(g, B64URL, int(g, 22, 44));
  }
}

export function base64(value: string): string {
  return Buffer.from(value, 'utf8').toString('base64');
}
