import { randomBytes, randomInt } from 'node:crypto';

/**
 * Unique, valid-looking personal data and secrets for end-to-end redaction tests. Every value is random
 * (so a scan can find it and nothing else) and passes the checks a real detector applies (Luhn, IBAN
 * mod-97, SSN ranges, RRN check digit, phone number validity).
 */
export type CanaryType =
  | 'EMAIL' | 'PHONE_DE' | 'PHONE_KR' | 'PHONE_US' | 'CARD' | 'IBAN' | 'SSN' | 'RRN' | 'IPV4' | 'IPV6'
  | 'JWT' | 'BEARER' | 'OPENAI_KEY' | 'ANTHROPIC_KEY' | 'AWS_KEY' | 'GOOGLE_KEY' | 'GITHUB_TOKEN'
  | 'SLACK_TOKEN' | 'STRIPE_KEY' | 'URL_PASSWORD' | 'SQL_LITERAL'
  // Other written forms of personal numbers, and national ids of other countries (no keyword near them).
  | 'SSN_SPACED' | 'RRN_UNDASHED' | 'CN_RESIDENT_ID' | 'BR_CPF'
  // Percent-encoded in a URL path or link, as HTTP instrumentations record them (no plain '@', '.' or '+').
  | 'EMAIL_URL_ENCODED' | 'PHONE_URL_ENCODED';

export const CANARY_TYPES: CanaryType[] = [
  'EMAIL', 'PHONE_DE', 'PHONE_KR', 'PHONE_US', 'CARD', 'IBAN', 'SSN', 'RRN', 'IPV4', 'IPV6', 'JWT', 'BEARER',
  'OPENAI_KEY', 'ANTHROPIC_KEY', 'AWS_KEY', 'GOOGLE_KEY', 'GITHUB_TOKEN', 'SLACK_TOKEN', 'STRIPE_KEY',
  'URL_PASSWORD', 'SQL_LITERAL', 'SSN_SPACED', 'RRN_UNDASHED', 'CN_RESIDENT_ID', 'BR_CPF', 'EMAIL_URL_ENCODED',
  'PHONE_URL_ENCODED',
];

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const alnum = (n: number) => Array.from({ length: n }, () => ALNUM[randomInt(ALNUM.length)]).join('');
const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');
const b64url = (s: string) => Buffer.from(s).toString('base64url');

function luhnComplete(prefix: string, length: number): string {
  let body = prefix + digits(length - prefix.length - 1);
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    let d = Number(body[body.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  body += String((10 - (sum % 10)) % 10);
  return body;
}

function iban(): string {
  const bban = digits(18); // DE: 8-digit bank code + 10-digit account
  const rearranged = bban + '1314' + '00'; // D=13, E=14
  let rem = 0;
  for (const ch of rearranged) rem = (rem * 10 + Number(ch)) % 97;
  const check = String(98 - rem).padStart(2, '0');
  const s = `DE${check}${bban}`;
  return s.replace(/(.{4})/g, '$1 ').trim();
}

function rrn(): string {
  // Born 1985–1999 (gender digit 1 or 2), with the pre-2020 check digit.
  const yy = String(randomInt(85, 100));
  const mm = String(randomInt(1, 13)).padStart(2, '0');
  const dd = String(randomInt(1, 29)).padStart(2, '0');
  const first12 = `${yy}${mm}${dd}${randomInt(1, 3)}${digits(5)}`;
  const weights = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first12[i]), 0);
  const check = (11 - (sum % 11)) % 10;
  return `${first12.slice(0, 6)}-${first12.slice(6)}${check}`;
}

/** China resident identity card: 6-digit region, birth date, 3-digit sequence, ISO 7064 MOD 11-2 check (0-9, X). */
function chinaResidentId(): string {
  const birth = `19${randomInt(60, 100)}${String(randomInt(1, 13)).padStart(2, '0')}${String(randomInt(1, 29)).padStart(2, '0')}`;
  const first17 = `110105${birth}${digits(3)}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(first17[i]), 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** Brazil CPF `000.000.000-00` with its two mod-11 check digits (not all digits equal). */
function brazilCpf(): string {
  let base = digits(9);
  while (/^(\d)\1+$/.test(base)) base = digits(9);
  const check = (s: string) => {
    const sum = [...s].reduce((acc, d, i) => acc + Number(d) * (s.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = check(base);
  const d2 = check(base + d1);
  const n = `${base}${d1}${d2}`;
  return `${n.slice(0, 3)}.${n.slice(3, 6)}.${n.slice(6, 9)}-${n.slice(9)}`;
}

export function makeCanary(type: CanaryType): string {
  switch (type) {
    case 'EMAIL': return `c${alnum(10).toLowerCase()}@example-mail.com`;
    case 'PHONE_DE': return `+49 30 ${randomInt(2, 10)}${digits(7)}`;
    case 'PHONE_KR': return `+82 10-${randomInt(2, 10)}${digits(3)}-${digits(4)}`;
    case 'PHONE_US': return `+1 415-${randomInt(2, 10)}${digits(2)}-${digits(4)}`;
    case 'CARD': return luhnComplete('4', 16).replace(/(\d{4})/g, '$1 ').trim();
    case 'IBAN': return iban();
    case 'SSN': return `${randomInt(100, 600)}-${String(randomInt(10, 100))}-${String(randomInt(1000, 10000))}`;
    case 'RRN': return rrn();
    case 'IPV4': return `203.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(1, 255)}`;
    case 'IPV6': return `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::${randomBytes(2).toString('hex')}`;
    case 'JWT': return `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify({ sub: alnum(12), iat: 1700000000 }))}.${randomBytes(32).toString('base64url')}`;
    case 'BEARER': return `Bearer ${alnum(40)}`;
    case 'OPENAI_KEY': return `sk-proj-${alnum(48)}`;
    case 'ANTHROPIC_KEY': return `sk-ant-api03-${alnum(90)}`;
    case 'AWS_KEY': return `AKIA${alnum(16).toUpperCase().replace(/[^A-Z2-7]/g, 'Q')}`;
    case 'GOOGLE_KEY': return `AIza${alnum(35)}`;
    case 'GITHUB_TOKEN': return `ghp_${alnum(36)}`;
    case 'SLACK_TOKEN': return `xoxb-${digits(11)}-${digits(12)}-${alnum(24)}`;
    case 'STRIPE_KEY': return `sk_live_${alnum(40)}`;
    case 'URL_PASSWORD': return `postgres://svc_user:${alnum(20)}@db.internal.example:5432/shop`;
    case 'SQL_LITERAL': return `lit${alnum(14)}`;
    case 'SSN_SPACED': return `${randomInt(100, 600)} ${String(randomInt(10, 100))} ${String(randomInt(1000, 10000))}`;
    case 'RRN_UNDASHED': return rrn().replace('-', '');
    case 'CN_RESIDENT_ID': return chinaResidentId();
    case 'BR_CPF': return brazilCpf();
    case 'EMAIL_URL_ENCODED': return `https://shop.example/u/c${alnum(8).toLowerCase()}%2E${alnum(6).toLowerCase()}%40example-mail%2Ecom/orders`;
    case 'PHONE_URL_ENCODED': return `tel:%2B1%20415%20${randomInt(2, 10)}${digits(2)}%20${digits(4)}`;
  }
}

/** The secret part a scan must not find (for a URL, the password; for a bearer header, the token). */
export function secretPartOf(type: CanaryType, value: string): string {
  if (type === 'URL_PASSWORD') return /:([^:@/]+)@/.exec(value)![1]!;
  if (type === 'BEARER') return value.slice('Bearer '.length);
  if (type === 'EMAIL_URL_ENCODED') return /\/u\/([^/]+)\//.exec(value)![1]!;
  if (type === 'PHONE_URL_ENCODED') return value.slice('tel:'.length);
  return value;
}
