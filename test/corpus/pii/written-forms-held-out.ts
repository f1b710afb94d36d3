import { Faker, base, en } from '@faker-js/faker';

/**
 * A held-out set for the written forms of e-mail addresses and the glued and spelt forms of card numbers,
 * written from the detectors' specification only (not from their code, their tests or the examples in the
 * repository) and never used to tune them:
 * - e-mail addresses whose '@' or '.' is an HTML character reference (`&#64;`, `&#064;`, `&#x40;`,
 *   `&commat;`, `&#46;`, `&#x2e;`, `&period;`), a JavaScript/JSON/C escape in raw text (`\u0040`, `\x40`,
 *   `\u002e`, mostly in JSON cut at a length limit), a bracketed word (`[at]`, `(at)`, `{at}`, `<at>`,
 *   `[dot]`, `(dot)`, any case, with or without spaces), the plain words ` at ` and ` dot `, or a real '@'
 *   with a space on both sides (common TLDs only);
 * - card numbers drawn per issuer (Visa, Mastercard both ranges, Amex, Discover, JCB, Diners) with the Luhn
 *   digit computed here, glued to a card word, to another word with a letter outside a-f, to a suffix, or
 *   spelt with one space between every digit;
 * - hard negatives that share the surface of those forms: prose with ` at ` and ` dot `, Python's `@`
 *   operator, decorators and CSS at-rules, npm/pip/Go specifiers and `@2x` assets, `git@host:` remotes,
 *   HTML entities and escapes that are not addresses, bracketed `at`/`dot` that are not addresses, hex
 *   hashes and ids with a planted Luhn-valid issuer run, `0x` literals, UUIDs (some all-decimal with a
 *   Luhn-valid 8-4-4 head), µs/ns timestamps glued to prefixes, order ids glued to letters whose digits
 *   fail Luhn, 17-19-digit ids glued to non-card words, spelt digits that are not a card, lists of 20-40
 *   single digits;
 * - edges (outside the specification, or at its border): measured and reported, never scored;
 * - surroundings: English prose, chat, `level=info msg=...` logs, HTML, JSON cut at a length limit, CSV,
 *   Markdown, German and French prose, upper case.
 * Structure, numbers and surroundings come from a seeded PRNG of its own (splitmix32); names, domain words
 * and nouns from faker with a fixed seed. The same options give the same items.
 */
export interface WrittenFormItem {
  /** The detector the item is about (for negatives: the detector it is a look-alike for). */
  kind: WrittenKind;
  /** Family of forms (`html entity`, `bracketed`, `glued, card word`, `neg: hex hash`, …). */
  group: string;
  /** Form label for the per-form table. */
  form: string;
  /** How the value is surrounded. */
  surrounding: Surrounding;
  text: string;
  /** Where the sensitive value is in `text` (negatives: where the look-alike is). */
  start: number;
  end: number;
  /** The type the value must be found as, or null for a hard negative. */
  expected: 'EMAIL' | 'CARD' | null;
  /** False for edges: outside the specification or at its border, reported but not scored. */
  scored: boolean;
}

export type WrittenKind = 'EMAIL' | 'CARD';
export type Surrounding = 'prose' | 'chat' | 'log' | 'html' | 'json-cut' | 'csv' | 'markdown' | 'de' | 'fr' | 'upper';
export const SURROUNDINGS: readonly Surrounding[] = ['prose', 'chat', 'log', 'html', 'json-cut', 'csv', 'markdown', 'de', 'fr', 'upper'];

// ---- a seeded generator (splitmix32) ---------------------------------------------------------------

interface Rng {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  digits(n: number): string;
  hex(n: number): string;
}

function createRng(seed: number): Rng {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return ((z ^ (z >>> 16)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[int(0, items.length - 1)]!,
    chance: (p) => next() < p,
    digits: (n) => Array.from({ length: n }, () => String(int(0, 9))).join(''),
    hex: (n) => Array.from({ length: n }, () => '0123456789abcdef'[int(0, 15)]!).join(''),
  };
}

// ---- card numbers, from the issuers' published ranges ------------------------------------------------

/** Σ of the Luhn weights read from the right: positions 1, 3, 5, … doubled (digits of the product added). */
const DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9];

function luhnSum(s: string, doubleFirst: boolean): number {
  let sum = 0;
  for (let i = s.length - 1, k = 0; i >= 0; i--, k++) {
    const d = s.charCodeAt(i) - 48;
    sum += (k % 2 === 0) === doubleFirst ? DOUBLED[d]! : d;
  }
  return sum;
}

/** The digit that makes `body + digit` pass Luhn. */
export function luhnDigit(body: string): string {
  return String((10 - (luhnSum(body, true) % 10)) % 10);
}

export function luhnValid(s: string): boolean {
  return /^\d+$/.test(s) && luhnSum(s, false) % 10 === 0;
}

/** Whether the number starts with a prefix of one of the issuers the specification names. */
export function hasIssuerPrefix(s: string): boolean {
  const p2 = Number(s.slice(0, 2));
  const p3 = Number(s.slice(0, 3));
  const p4 = Number(s.slice(0, 4));
  return s[0] === '4' || (p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720) || p2 === 34 || p2 === 37 || p4 === 6011 || p2 === 65
    || (p4 >= 3528 && p4 <= 3589) || (p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38;
}

interface Issuer {
  name: string;
  prefix(r: Rng): string;
  lengths: readonly number[];
}

const ISSUERS: readonly Issuer[] = [
  { name: 'Visa', prefix: () => '4', lengths: [13, 16, 19] },
  { name: 'Mastercard', prefix: (r) => (r.chance(0.6) ? String(r.int(51, 55)) : String(r.int(2221, 2720))), lengths: [16] },
  { name: 'Amex', prefix: (r) => r.pick(['34', '37']), lengths: [15] },
  { name: 'Discover', prefix: (r) => r.pick(['6011', '65']), lengths: [16, 19] },
  { name: 'JCB', prefix: (r) => String(r.int(3528, 3589)), lengths: [16, 17, 18, 19] },
  { name: 'Diners', prefix: (r) => r.pick(['300', '301', '302', '303', '304', '305', '36', '38']), lengths: [14] },
];

/** A Luhn-valid number of a random issuer, its length in [minLen, maxLen]. */
function cardNumber(r: Rng, minLen: number, maxLen: number): string {
  const issuers = ISSUERS.filter((i) => i.lengths.some((n) => n >= minLen && n <= maxLen));
  const issuer = r.pick(issuers);
  const length = r.pick(issuer.lengths.filter((n) => n >= minLen && n <= maxLen));
  const prefix = issuer.prefix(r);
  const body = prefix + r.digits(length - 1 - prefix.length);
  return body + luhnDigit(body);
}

/** The same number with a wrong check digit. */
function luhnBroken(r: Rng, valid: string): string {
  const last = Number(valid[valid.length - 1]);
  return valid.slice(0, -1) + String((last + r.int(1, 9)) % 10);
}

/** Printed groups: 4-4-4-4, Amex 4-6-5, Diners 4-6-4, and 4-… for the other lengths. */
function cardGroups(s: string): string[] {
  const sizes: Record<number, number[]> = { 13: [4, 4, 5], 14: [4, 6, 4], 15: [4, 6, 5], 16: [4, 4, 4, 4], 17: [4, 4, 4, 5], 18: [4, 4, 4, 6], 19: [4, 4, 4, 4, 3] };
  let i = 0;
  return (sizes[s.length] ?? [s.length]).map((n) => s.slice((i += n) - n, i));
}

// ---- e-mail addresses ----------------------------------------------------------------------------------

interface Address {
  /** Local part, split at its dots. */
  local: string[];
  /** Domain labels, TLD last. */
  domain: string[];
}

const ALL_TLDS = ['com', 'org', 'net', 'io', 'de', 'fr', 'co.uk', 'ch', 'nl', 'edu', 'info', 'dev', 'eu', 'app', 'at', 'be'];
const COMMON_TLDS = ['com', 'org', 'net', 'io', 'de', 'co.uk', 'org.uk'];
const PROVIDERS = ['gmail.com', 'outlook.com', 'yahoo.co.uk', 'gmx.de', 'web.de', 'protonmail.com', 'orange.fr', 'icloud.com', 'hotmail.com', 'posteo.de'];
const SUBDOMAINS = ['mail', 'eu', 'corp', 'students', 'support', 'billing', 'hr'];

const slug = (s: string) => s.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '');

interface AddressOptions {
  localDots: 'never' | 'always' | 'maybe';
  tlds: readonly string[];
  /** 'never', 'maybe', or 'always' a two-label suffix (co.uk) or a subdomain. */
  longDomain?: 'never' | 'maybe' | 'always';
  providers?: boolean;
}

function drawAddress(f: Faker, r: Rng, o: AddressOptions): Address {
  const first = slug(f.person.firstName()) || 'alex';
  const last = slug(f.person.lastName()) || 'morgan';
  const dotted = o.localDots === 'always' || (o.localDots === 'maybe' && r.chance(0.5));
  const local = dotted
    ? r.pick([[first, last], [first[0]!, last], [first, last + r.digits(2)], [first, r.pick(['m', 'j', 'a', 'e']), last]])
    : [r.pick([first, `${first}_${last}`, `${first[0]}${last}`, `${first}${r.digits(2)}`, `${first}-${last}`, `${first}${last}${r.digits(4)}`])];
  let domain: string[];
  const long = o.longDomain === 'always' || (o.longDomain === 'maybe' && r.chance(0.3));
  if (o.providers !== false && !long && r.chance(0.25)) {
    const providers = PROVIDERS.filter((p) => o.tlds.some((t) => p.endsWith(`.${t}`)));
    domain = r.pick(providers.length > 0 ? providers : ['example.com']).split('.');
  } else {
    const word = r.chance(0.6) ? f.internet.domainWord() : r.chance(0.5) ? slug(f.company.name()).slice(0, 14) || 'acme' : slug(f.word.noun()) || 'example';
    let tld = r.pick(o.tlds);
    const twoLabel = o.tlds.filter((t) => t.includes('.'));
    if (long && !tld.includes('.') && r.chance(0.5)) tld = r.pick(twoLabel.length > 0 ? twoLabel : ['co.uk', 'org.uk']);
    const labels = [word, ...tld.split('.')];
    if (long && labels.length === 2) labels.unshift(r.pick(SUBDOMAINS));
    domain = labels;
  }
  return { local: local.filter((l) => l.length > 0), domain };
}

// ---- pieces of text that upper case may or may not touch ---------------------------------------------

/** A piece of a written value; `raw` pieces (entities, escapes) keep their case in upper-case text. */
interface Seg {
  t: string;
  raw?: boolean;
}
const c = (t: string): Seg => ({ t });
const x = (t: string): Seg => ({ t, raw: true });
const render = (segs: readonly Seg[], upper: boolean) => segs.map((s) => (upper && !s.raw ? s.t.toUpperCase() : s.t)).join('');

function joinWith(labels: readonly string[], sep: Seg): Seg[] {
  return labels.flatMap((l, i) => (i === 0 ? [c(l)] : [sep, c(l)]));
}

function written(a: Address, at: Seg, dot: Seg, localDot: Seg = dot): Seg[] {
  return [...joinWith(a.local, localDot), at, ...joinWith(a.domain, dot)];
}

/** A bracketed word: `[at]`, ` (AT) `, `{At}`, … (any case, spaces on both sides or none). */
function bracketed(r: Rng, word: string, brackets: string, space: string): Seg {
  const cased = r.pick([word, word, word, word.toUpperCase(), word.toUpperCase(), word[0]!.toUpperCase() + word.slice(1)]);
  return c(`${space}${brackets[0]}${cased}${brackets[1]}${space}`);
}

interface Written {
  /** Glued to the value but not part of it (a card word, a suffix). */
  pre?: Seg[];
  value: Seg[];
  post?: Seg[];
}

interface PositiveForm {
  kind: WrittenKind;
  group: string;
  name: string;
  write(f: Faker, r: Rng): Written;
  /** Surroundings to cycle through (all by default). */
  surroundings?: readonly Surrounding[];
}

const sameSpacing = (r: Rng) => r.pick([' ', '', '', ' ']);

function emailForm(group: string, name: string, o: AddressOptions, write: (a: Address, r: Rng) => Seg[], surroundings?: readonly Surrounding[]): PositiveForm {
  return { kind: 'EMAIL', group, name, write: (f, r) => ({ value: write(drawAddress(f, r, o), r) }), ...(surroundings ? { surroundings } : {}) };
}

const ANY_LOCAL: AddressOptions = { localDots: 'maybe', tlds: ALL_TLDS, longDomain: 'maybe' };
const NO_HTML: readonly Surrounding[] = ['json-cut', 'json-cut', 'log', 'chat', 'prose', 'csv', 'markdown', 'de', 'fr', 'upper', 'json-cut'];

const EMAIL_FORMS: readonly PositiveForm[] = [
  // HTML character references.
  ...(['&#64;', '&#064;', '&#x40;', '&commat;'] as const).map((e) => emailForm('html entity', `${e} for @`, ANY_LOCAL, (a) => written(a, x(e), c('.')))),
  ...(['&#46;', '&#x2e;', '&period;'] as const).map((e) => emailForm('html entity', `@ + ${e} for dots`, ANY_LOCAL, (a) => written(a, c('@'), x(e)))),
  ...([['&#64;', '&#46;'], ['&#x40;', '&#x2e;'], ['&commat;', '&period;']] as const).map(([at, dot]) => emailForm('html entity', `${at} + ${dot}`, ANY_LOCAL, (a) => written(a, x(at), x(dot)))),
  // Escapes in raw text.
  emailForm('escape', '\\u0040 for @', ANY_LOCAL, (a) => written(a, x('\\u0040'), c('.')), NO_HTML),
  emailForm('escape', '\\x40 for @', ANY_LOCAL, (a) => written(a, x('\\x40'), c('.')), NO_HTML),
  emailForm('escape', '\\u0040 + \\u002e', ANY_LOCAL, (a) => written(a, x('\\u0040'), x('\\u002e')), NO_HTML),
  emailForm('escape', '@ + \\u002e for dots', ANY_LOCAL, (a) => written(a, c('@'), x('\\u002e')), NO_HTML),
  // Bracketed words.
  ...(['[]', '()', '{}', '<>'] as const).map((b) => emailForm('bracketed', `${b[0]}at${b[1]}, real dots`, ANY_LOCAL, (a, r) => written(a, bracketed(r, 'at', b, sameSpacing(r)), c('.')))),
  ...(['[]', '()'] as const).map((b) => emailForm('bracketed', `${b[0]}at${b[1]} + ${b[0]}dot${b[1]}`, ANY_LOCAL, (a, r) => {
    const space = sameSpacing(r);
    const dot = bracketed(r, 'dot', b, space);
    return written(a, bracketed(r, 'at', b, space), dot);
  })),
  ...(['[]', '()'] as const).map((b) => emailForm('bracketed', `@ + ${b[0]}dot${b[1]}`, ANY_LOCAL, (a, r) => written(a, c('@'), bracketed(r, 'dot', b, sameSpacing(r))))),
  // Plain words.
  emailForm('words', 'at + dot', { localDots: 'never', tlds: ALL_TLDS, longDomain: 'never' }, (a) => written(a, c(' at '), c(' dot '))),
  emailForm('words', 'dot in local + at + dot', { localDots: 'always', tlds: ALL_TLDS, longDomain: 'never' }, (a) => written(a, c(' at '), c(' dot '))),
  emailForm('words', 'at + dot, three or more labels', { localDots: 'maybe', tlds: ALL_TLDS, longDomain: 'always', providers: false }, (a) => written(a, c(' at '), c(' dot '))),
  // A space on both sides of a real '@'.
  emailForm('spaced @', 'spaced @, common TLD', { localDots: 'maybe', tlds: ['com', 'org', 'net', 'io', 'de'], longDomain: 'never' }, (a) => written(a, c(' @ '), c('.'))),
  emailForm('spaced @', 'spaced @, .uk or subdomain', { localDots: 'maybe', tlds: COMMON_TLDS, longDomain: 'always', providers: false }, (a) => written(a, c(' @ '), c('.'))),
];

const CARD_WORDS = ['card', 'Card', 'CARD', 'cardno', 'cardNumber', 'cardnumber', 'cc', 'CC', 'ccnum', 'pan', 'PAN', 'credit', 'creditcard', 'creditCard', 'debit', 'debitcard', 'visa', 'VISA', 'master', 'mastercard', 'MasterCard'];
const CARD_WORDS_UNDERSCORE = ['card_', 'cc_', 'pan_', 'PAN_', 'credit_card_', 'debit_', 'visa_', 'card_no_', 'cc_number_', 'cust_card_', 'master_'];
/** Words with a letter outside a-f and no card word in them. */
const OTHER_WORDS = ['ref', 'id_', 'txn', 'order', 'ord_', 'user', 'no', 'nr', 'num', 'pay', 'tok', 'token_', 'src', 'cust_', 'pm_', 'ID', 'Ref', 'item', 'xyz', 'k'];
const SUFFIXES = ['exp', 'EXP', '_exp', 'x', 'usd', 'EUR', 'cvv', '_ok', 'valid', 'z', 'xx', 'end', 'ok', 'T'];
const HEX_SUFFIXES = ['abc', 'a', 'ff', 'de', 'b', 'cafe', 'dead'];

function cardForm(group: string, name: string, write: (r: Rng) => Written): PositiveForm {
  return { kind: 'CARD', group, name, write: (_f, r) => write(r) };
}

const CARD_FORMS: readonly PositiveForm[] = [
  cardForm('glued, card word', 'card word + 13-16 digits', (r) => ({ pre: [c(r.pick(CARD_WORDS))], value: [c(cardNumber(r, 13, 16))] })),
  cardForm('glued, card word', 'card word + 17-19 digits', (r) => ({ pre: [c(r.pick(CARD_WORDS))], value: [c(cardNumber(r, 17, 19))] })),
  cardForm('glued, card word', 'card word + underscore', (r) => ({ pre: [c(r.pick(CARD_WORDS_UNDERSCORE))], value: [c(cardNumber(r, 13, 19))] })),
  cardForm('glued, card word', 'card word + dashed groups', (r) => ({ pre: [c(r.pick(CARD_WORDS))], value: [c(cardGroups(cardNumber(r, 13, 19)).join('-'))] })),
  cardForm('glued, card word', 'card word + spaced groups', (r) => ({ pre: [c(r.pick(CARD_WORDS))], value: [c(cardGroups(cardNumber(r, 13, 19)).join(' '))] })),
  cardForm('glued, card word', 'card word + digits + hex-letter suffix', (r) => ({ pre: [c(r.pick(CARD_WORDS))], value: [c(cardNumber(r, 13, 16))], post: [c(r.pick(HEX_SUFFIXES))] })),
  cardForm('glued, other word', 'other word (letter outside a-f) + 13-16 digits', (r) => ({ pre: [c(r.pick(OTHER_WORDS))], value: [c(cardNumber(r, 13, 16))] })),
  cardForm('glued, other word', '13-16 digits + suffix (letter outside a-f)', (r) => ({ value: [c(cardNumber(r, 13, 16))], post: [c(r.pick(SUFFIXES))] })),
  cardForm('glued, other word', 'glued on both sides', (r) => ({ pre: [c(r.pick([...CARD_WORDS, ...OTHER_WORDS]))], value: [c(cardNumber(r, 13, 16))], post: [c(r.pick(SUFFIXES))] })),
  cardForm('spelt', 'spelt, one space per digit', (r) => ({ value: [c([...cardNumber(r, 13, 19)].join(' '))] })),
  cardForm('spelt', 'spelt after a card word', (r) => ({ pre: [c(`${r.pick(['card number', 'my card is', 'Kreditkarte', 'carte bancaire', 'credit card no.', 'CC#', 'visa'])} `)], value: [c([...cardNumber(r, 13, 19)].join(' '))] })),
];

// ---- edges: outside the specification or at its border (reported, not scored) ----------------------------

const EDGE_FORMS: readonly PositiveForm[] = [
  emailForm('edge', 'spaced dots (jane@example . com)', ANY_LOCAL, (a) => written(a, c('@'), c(' . '), c('.'))),
  emailForm('edge', 'quoted local part', ANY_LOCAL, (a) => [c(`"${a.local.join(' ')}"`), c('@'), ...joinWith(a.domain, c('.'))]),
  emailForm('edge', 'IP-literal domain', ANY_LOCAL, (a, r) => [...joinWith(a.local, c('.')), c(`@[10.${r.int(0, 255)}.${r.int(0, 255)}.${r.int(1, 254)}]`)]),
  emailForm('edge', 'plain at + real dots', ANY_LOCAL, (a) => written(a, c(' at '), c('.'))),
  emailForm('edge', 'spaced @, uncommon TLD', { localDots: 'maybe', tlds: ['museum', 'travel', 'xyz', 'shop', 'ai', 'me', 'ca'], longDomain: 'never', providers: false }, (a) => written(a, c(' @ '), c('.'))),
  emailForm('edge', 'space on one side of @', ANY_LOCAL, (a, r) => written(a, c(r.pick(['@ ', ' @'])), c('.'))),
  emailForm('edge', '&#X40; / &#0064; (unlisted spellings)', ANY_LOCAL, (a, r) => written(a, x(r.pick(['&#X40;', '&#0064;'])), c('.'))),
  emailForm('edge', '{dot} / <dot>', ANY_LOCAL, (a, r) => {
    const b = r.pick(['{}', '<>']);
    const space = sameSpacing(r);
    return written(a, bracketed(r, 'at', b, space), bracketed(r, 'dot', b, space));
  }),
  cardForm('edge', 'card after a dash (cc-4111…)', (r) => ({ pre: [c(`${r.pick(['cc', 'card', 'pan', 'visa'])}-`)], value: [c(cardNumber(r, 13, 16))] })),
  cardForm('edge', 'hex-letter suffix, no card word', (r) => ({ value: [c(cardNumber(r, 13, 16))], post: [c(r.pick(HEX_SUFFIXES))] })),
  cardForm('edge', 'hex-letter prefix, no card word', (r) => ({ pre: [c(r.pick(['deadbeef', 'ab', 'f', 'ea', 'bad', 'fade']))], value: [c(cardNumber(r, 13, 16))] })),
];

// ---- hard negatives ---------------------------------------------------------------------------------------

/** A look-alike: `value` is the span checked for findings; `pre`/`post` belong to it but are not the span. */
interface Lookalike {
  pre?: string;
  value: string;
  post?: string;
}

interface NegativeForm {
  kind: WrittenKind;
  name: string;
  make(f: Faker, r: Rng): Lookalike;
  surroundings: readonly Surrounding[];
  /** Never inside a quoted field (the look-alike's backslashes must stay single). */
  unquoted?: boolean;
}

const ALL_NEG: readonly Surrounding[] = SURROUNDINGS;
const NO_UPPER: readonly Surrounding[] = SURROUNDINGS.filter((s) => s !== 'upper');
const CODE_NEG: readonly Surrounding[] = ['markdown', 'log', 'chat', 'json-cut', 'html', 'prose', 'csv'];

const year = (r: Rng) => String(r.int(1996, 2025));
const handle = (f: Faker) => slug(f.internet.username()) || 'acme';
const VARS = ['X', 'W', 'A', 'B', 'h', 'emb', 'q', 'k', 'v', 'w', 'proj', 'weight', 'x_train', 'hidden', 'P', 'Q', 'attn', 'U', 'V', 'theta'];
const PKGS = ['react', 'lodash', 'express', 'vite', 'zod', 'axios', 'requests', 'numpy', 'pydantic', 'fastapi', 'uvicorn', 'typescript', 'eslint', 'next', 'rich', 'httpx'];
const ver = (r: Rng) => `${r.int(0, 20)}.${r.int(0, 30)}.${r.int(0, 12)}`;

/** A hex string of `len` with a planted Luhn-valid issuer run of 13-16 digits, bounded by letters (never `cc`). */
function hexWithRun(r: Rng, len: number): string {
  const run = cardNumber(r, 13, Math.min(16, len - 3));
  const at = r.int(2, len - run.length - 1);
  const head = r.hex(at - 2) + r.pick([...'0123456789abdef']) + r.pick([...'abdef']);
  const tail = r.pick([...'abdef']) + r.hex(len - at - run.length - 1);
  return head + run + tail;
}

function uuid(r: Rng): string {
  return `${r.hex(8)}-${r.hex(4)}-4${r.hex(3)}-${r.pick(['8', '9', 'a', 'b'])}${r.hex(3)}-${r.hex(12)}`;
}

/** An all-decimal v4 UUID whose first 16 digits (8-4-4, the version digit included) pass Luhn with an issuer prefix. */
function decimalUuid(r: Rng): string {
  for (;;) {
    const issuer = r.pick(ISSUERS.filter((i) => i.lengths.includes(16)));
    const prefix = issuer.prefix(r);
    const body = (prefix + r.digits(15 - prefix.length)).split('');
    body[12] = '4';
    const head = body.join('') + luhnDigit(body.join(''));
    if (!hasIssuerPrefix(head)) continue;
    return `${head.slice(0, 8)}-${head.slice(8, 12)}-${head.slice(12, 16)}-${r.pick(['8', '9'])}${r.digits(3)}-${r.digits(12)}`;
  }
}

/** Microseconds since the epoch, 2020-2027: 16 digits. */
const microseconds = (r: Rng) => String(r.int(1_577_836_800, 1_830_297_599)) + r.digits(6);

/** A spelt run (one space per digit) of 13-19 digits that is not a card: Luhn fails, or no issuer prefix. */
function speltNonCard(r: Rng): string {
  for (;;) {
    const s = r.chance(0.5) ? luhnBroken(r, cardNumber(r, 13, 19)) : r.digits(r.int(13, 19));
    if (!(hasIssuerPrefix(s) && luhnValid(s))) return [...s].join(' ');
  }
}

const EMAIL_NEGATIVES: readonly NegativeForm[] = [
  {
    kind: 'EMAIL', name: 'neg: prose with at / dot', surroundings: ALL_NEG,
    make: (f, r) => ({
      value: r.pick([
        () => `We met at the dot com party in ${year(r)}.`,
        () => `Take a look at ${f.internet.domainWord()}.com before the call.`,
        () => `The docs are available at ${r.pick(['docs', 'www', 'api', 'status'])}.${slug(f.word.noun())}.${r.pick(['org', 'com', 'io'])} for now.`,
        () => `Let's meet at noon near the ${f.word.noun()}.`,
        () => `Put a dot at the end of every ${f.word.noun()}.`,
        () => `He got rich at the dot com boom and lost it all in ${year(r)}.`,
        () => `Click the red dot at the top of the ${f.word.noun()} panel.`,
        () => `Look at the dot on the map next to ${f.location.city()}.`,
        () => `We are at version ${r.int(1, 9)} dot ${r.int(0, 9)} now.`,
        () => `Staff at ${slug(f.company.name()).slice(0, 10) || 'acme'} dot the i's and cross the t's.`,
        () => `The polka dot dress at ${f.person.lastName()}'s was sold out.`,
        () => `Arrive at the station by ${r.int(6, 11)} and look for the blue dot.`,
        () => `The dot product at each layer is computed in fp16.`,
        () => `It is available at ${f.internet.domainWord()}.com and at ${f.internet.domainWord()}.org.`,
        () => `${f.person.firstName()} is at lunch, back at ${r.int(1, 4)}.`,
        () => `Stare at the dot for ${r.int(5, 30)} seconds, then look at the wall.`,
        () => `The dot com era at ${slug(f.company.name()).slice(0, 10) || 'acme'} ended badly.`,
      ])(),
    }),
  },
  {
    kind: 'EMAIL', name: 'neg: Python @ operator', surroundings: CODE_NEG,
    make: (_f, r) => {
      const [a, b, y] = [r.pick(VARS), r.pick(VARS), r.pick(['y', 'out', 'z', 'scores', 'logits', 'res'])];
      return {
        value: r.pick([
          () => `${y} = ${a} @ ${b}.T`,
          () => `${y} = ${a} @ ${b}.T + bias`,
          () => `scores = q @ k.transpose(-2, -1) / math.sqrt(d_k)`,
          () => `out = hidden @ self.${r.pick(['proj', 'lm_head', 'fc', 'out'])}.weight.T`,
          () => `beta = np.linalg.inv(X.T @ X) @ X.T @ y`,
          () => `${y} = ${a} @ ${b}.T @ ${r.pick(VARS)}`,
          () => `return x @ self.w.T + self.b`,
          () => `${y} = (${a} @ ${b}.T).softmax(dim=-1)`,
          () => `grad = ${a}.T @ (${b} @ w - y) / n`,
        ])(),
      };
    },
  },
  {
    kind: 'EMAIL', name: 'neg: decorators and CSS at-rules', surroundings: CODE_NEG,
    make: (f, r) => ({
      value: r.pick([
        () => `@app.route("/${slug(f.word.noun())}/<id>")`,
        () => `@pytest.fixture(scope="session")`,
        () => `@dataclass(frozen=True)`,
        () => `@media screen and (max-width: ${r.int(4, 12) * 100}px) { .nav { display: none } }`,
        () => `@import url("${slug(f.word.noun())}.css");`,
        () => `@Override public String toString() { return name; }`,
        () => `@router.get("/api/v${r.int(1, 3)}/items")`,
        () => `@font-face { font-family: "${f.word.adjective()}"; src: url(font.woff2); }`,
      ])(),
    }),
  },
  {
    kind: 'EMAIL', name: 'neg: package and asset specifiers', surroundings: NO_UPPER,
    make: (f, r) => {
      const pkg = r.pick(PKGS);
      return r.pick([
        () => ({ pre: 'npm install ', value: `${pkg}@${ver(r)}` }),
        () => ({ pre: 'pnpm add ', value: `@types/${pkg}@^${ver(r)}` }),
        () => ({ value: `${pkg}@${ver(r)}` }),
        () => ({ pre: 'go install ', value: `golang.org/x/tools/gopls@v0.${r.int(10, 20)}.${r.int(0, 9)}` }),
        () => ({ value: `${r.pick(['logo', 'icon', 'avatar', 'hero', 'sprite'])}@${r.int(2, 3)}x.${r.pick(['png', 'webp', 'jpg'])}` }),
        () => ({ pre: 'pip install ', value: `${pkg} @ git+https://github.com/${handle(f)}/${pkg}.git@v${ver(r)}` }),
        () => ({ value: `${pkg} @ file:///opt/wheels/${pkg}-${ver(r)}-py3-none-any.whl` }),
        () => ({ pre: 'image: ', value: `ghcr.io/${handle(f)}/${pkg}@sha256:${r.hex(64)}` }),
        () => ({ pre: 'yarn add ', value: `${pkg}@npm:${pkg}-fork@${ver(r)}` }),
      ])();
    },
  },
  {
    kind: 'EMAIL', name: 'neg: git@host: remotes', surroundings: NO_UPPER,
    make: (f, r) => {
      const repo = `${handle(f)}/${slug(f.word.noun()) || 'repo'}`;
      const remote = r.pick([
        `git@github.com:${repo}.git`, `git@gitlab.com:${repo}.git`, `git@bitbucket.org:${repo}.git`, `ssh://git@github.com/${repo}.git`, `git@ssh.dev.azure.com:v3/${repo}`,
      ]);
      return r.pick([{ pre: 'git clone ', value: remote }, { pre: 'remote.origin.url=', value: remote }, { pre: 'fatal: could not read from remote repository ', value: remote }, { value: remote }]);
    },
  },
  {
    kind: 'EMAIL', name: 'neg: HTML entities, not an address', surroundings: ['html', 'html', 'prose', 'markdown', 'chat', 'log', 'json-cut', 'csv'],
    make: (f, r) => ({
      value: r.pick([
        () => `R&amp;D at &lt;dot&gt; labs`,
        () => `Q&amp;A at the &lt;dot&gt; meetup, ${f.location.city()}`,
        () => `Follow us &#64;${handle(f)} for updates`,
        () => `&commat;${handle(f)} please review the change`,
        () => `Release ${r.int(1, 9)}&#46;${r.int(0, 20)}&#46;${r.int(0, 9)} is out`,
        () => `Price: ${r.int(2, 99)}&#46;${r.digits(2)} &euro; at the door`,
        () => `&lt;at&gt;&lt;/at&gt; is not a valid tag`,
        () => `Use &amp;commat; to write an at sign and &amp;period; for a dot`,
        () => `The &quot;dot&quot; command at line ${r.int(2, 99)} failed`,
        () => `Tom &amp; Jerry at &lt;dot&gt; &mdash; season ${r.int(1, 9)}`,
      ])(),
    }),
  },
  {
    kind: 'EMAIL', name: 'neg: escapes, not an address', surroundings: ['log', 'markdown', 'prose', 'chat'], unquoted: true,
    make: (f, r) => ({
      value: r.pick([
        () => `{"\\u0040context":"https://schema.org","\\u0040type":"Person","name":"${f.person.firstName()}"}`,
        () => `payload=b'\\x40\\x00\\x1f\\x8b\\x08\\x00'`,
        () => `{"version":"${r.int(1, 9)}\\u002e${r.int(0, 20)}\\u002e${r.int(0, 9)}"}`,
        () => `pattern = r"[^\\x40\\s]+\\x40[^\\x40\\s]+\\.[a-z]{2,}"`,
        () => `{"\\u0040timestamp":"2026-11-30T08:15:02Z","level":"info"}`,
        () => `{"text":"thanks \\u0040${handle(f)}!"}`,
        () => `{"file":"report\\u002epdf","size":${r.int(100, 9999)}}`,
      ])(),
    }),
  },
  {
    kind: 'EMAIL', name: 'neg: bracketed at / dot, not an address', surroundings: ['markdown', 'log', 'chat', 'prose', 'html', 'csv', 'json-cut'],
    make: (f, r) => ({
      value: r.pick([
        () => `[AT] >> AT+CSQ | [AT] << +CSQ: ${r.int(5, 31)},99 OK`,
        () => `Use {at} and {dot} as placeholders in the template.`,
        () => `See [dot](https://graphviz.org/doc/info/lang.html) and [at](https://man7.org/linux/man-pages/man1/at.1p.html).`,
        () => `<event><at>2026-11-30T08:15:02Z</at><who>${f.person.firstName()}</who></event>`,
        () => `Rows flagged (at) are at risk; rows flagged (dot) are done.`,
        () => `[at] ${r.int(1, 12)}:00 the job runs, [dot] marks a finished step`,
      ])(),
    }),
  },
];

const NON_CARD_WORDS = ['evt_', 'req', 'trace', 'job_', 'msg', 'obj', 'row', 'doc_', 'item', 'user', 'node_', 'blob', 'ord', 'inv', 'sku', 'tx', 'ref_', 'id'];

const CARD_NEGATIVES: readonly NegativeForm[] = [
  {
    kind: 'CARD', name: 'neg: SHA-1/SHA-256 with a Luhn-valid issuer run', surroundings: ALL_NEG,
    make: (_f, r) => {
      const h = hexWithRun(r, r.pick([40, 64]));
      return r.pick([{ pre: 'commit ', value: h }, { pre: 'sha256:', value: h }, { pre: 'checksum=', value: h }, { value: h }, { pre: 'Merge ', value: h, post: ' into main' }]);
    },
  },
  {
    kind: 'CARD', name: 'neg: hex id with a Luhn-valid issuer run', surroundings: ALL_NEG,
    make: (_f, r) => {
      const h = hexWithRun(r, r.pick([16, 24, 32, 32]));
      return r.pick([{ pre: 'trace_id=', value: h }, { pre: 'parent ', value: h }, { pre: 'object ', value: h }, { value: h }]);
    },
  },
  {
    kind: 'CARD', name: 'neg: random hex hashes and ids', surroundings: ALL_NEG,
    make: (_f, r) => ({ pre: r.pick(['commit ', 'etag=', 'trace_id=', '']), value: r.hex(r.pick([16, 24, 32, 40, 64])) }),
  },
  {
    kind: 'CARD', name: 'neg: 0x literals', surroundings: ALL_NEG,
    make: (_f, r) => {
      const v = r.chance(0.6) ? `0x${cardNumber(r, 13, 16)}` : `0x${r.pick(['ff', 'a', 'de', 'b0', ''])}${cardNumber(r, 13, 14)}`;
      return r.pick([{ pre: 'addr=', value: v }, { pre: 'mov rax, ', value: v }, { pre: 'const MASK = ', value: v, post: 'n;' }, { pre: 'fault at pc=', value: v }, { value: v }]);
    },
  },
  {
    kind: 'CARD', name: 'neg: UUIDs (half all-decimal, Luhn-valid 8-4-4 head)', surroundings: ALL_NEG,
    make: (_f, r) => {
      const v = r.chance(0.5) ? decimalUuid(r) : uuid(r);
      return r.pick([{ pre: 'request_id=', value: v }, { pre: '/api/v1/orders/', value: v }, { value: v }]);
    },
  },
  {
    kind: 'CARD', name: 'neg: µs/ns timestamps glued to a prefix', surroundings: ALL_NEG,
    make: (_f, r) => {
      const us = microseconds(r);
      return { value: r.pick([`ts_${us}`, `t${us}${r.digits(3)}`, `${us}us`, `${us}${r.digits(3)}ns`, `time${us}`, `evt_${us}`, `epoch_us_${us}`, `ts${us}${r.digits(3)}`]) };
    },
  },
  {
    kind: 'CARD', name: 'neg: order id glued to letters, Luhn fails', surroundings: ALL_NEG,
    make: (_f, r) => ({ value: `${r.pick(['ORD', 'order_', 'inv', 'INV', 'po', 'sku', 'tkt', 'txn', 'ref_', 'id', 'order'])}${luhnBroken(r, cardNumber(r, 13, 16))}${r.chance(0.3) ? r.pick(['x', '_eu', 'r']) : ''}` }),
  },
  {
    kind: 'CARD', name: 'neg: card word glued, Luhn fails', surroundings: ALL_NEG,
    make: (_f, r) => ({ value: `${r.pick([...CARD_WORDS, ...CARD_WORDS_UNDERSCORE])}${luhnBroken(r, cardNumber(r, 13, 19))}` }),
  },
  {
    kind: 'CARD', name: 'neg: 17-19 Luhn-valid digits glued to a non-card word', surroundings: ALL_NEG,
    make: (_f, r) => ({ value: `${r.pick(NON_CARD_WORDS)}${cardNumber(r, 17, 19)}` }),
  },
  {
    kind: 'CARD', name: 'neg: spelt 13-19 digits, not a card', surroundings: ALL_NEG,
    make: (_f, r) => ({ pre: r.pick(['sequence: ', 'draw ', 'code ', '', 'the digits were ']), value: speltNonCard(r) }),
  },
  {
    kind: 'CARD', name: 'neg: 20-40 single digits separated by spaces', surroundings: ALL_NEG,
    make: (_f, r) => {
      const n = r.int(20, 40);
      let s = r.digits(n);
      if (r.chance(0.6)) {
        const card = cardNumber(r, 13, 19);
        const at = r.int(0, n - card.length);
        s = s.slice(0, at) + card + s.slice(at + card.length);
      }
      return { pre: r.pick(['bits: ', 'lottery draw ', 'vector ', 'samples: ', '']), value: [...s].join(' ') };
    },
  },
];

// ---- surroundings ----------------------------------------------------------------------------------------

/** A surrounding; `{}` is the value, `{name}`/`{nick}` are filled in. `q` says how a negative is quoted there. */
interface Frame {
  t: string;
  q?: 'json' | 'csv';
}

const EMAIL_FRAMES: Record<Exclude<Surrounding, 'upper'>, readonly Frame[]> = {
  prose: [
    { t: 'If you have any questions, write to {} and we will get back to you within two business days.' },
    { t: 'The quarterly report was forwarded to {} on Monday morning.' },
    { t: 'Please add {} to the distribution list before the next release.' },
    { t: 'My contact address is {}.' },
    { t: 'Contact: {} (office hours 9-17)' },
  ],
  chat: [
    { t: 'hey, can you send the slides to {} thx' },
    { t: '[10:42] <{nick}> my mail is {} btw' },
    { t: 'sure, ping me at {}' },
    { t: 'u can reach me on {} or DM here' },
    { t: '{nick}: {} is my work one, pls use that' },
  ],
  log: [
    { t: 'level=info msg="invite sent" to="{}" req_id=7f3a9c' },
    { t: '2026-11-30T08:15:02.114Z INFO mailer: queued message for {} (attempt 1)' },
    { t: 'level=warn msg="bounce received for {}" code=550' },
    { t: '[notify] recipient={} template=welcome_v2' },
    { t: 'ERROR smtp: could not deliver to {}: mailbox unavailable' },
  ],
  html: [
    { t: '<p>Questions? Write to <a href="mailto:{}">our support team</a>.</p>' },
    { t: '<td class="contact">{}</td>' },
    { t: '<span itemprop="email">{}</span>' },
    { t: '<li>E-mail: {}</li>' },
    { t: '<div class="owner" title="{}"></div>' },
  ],
  'json-cut': [
    { t: '{"level":"info","msg":"contact {} about the renewal","user":{"id":4821,"plan":"pro","region":"eu-west-1"},"trace":"partial"}' },
    { t: '{"messages":[{"role":"user","content":"My email is {}, please update my account and confirm by tomorrow"}],"model":"gpt-4o","temperature":0.2}' },
    { t: '{"event":"signup","email":"{}","referrer":"newsletter","utm":{"source":"footer","medium":"web"}}' },
    { t: '{"input":"Draft a reply to {} thanking them for the feedback","max_tokens":512,"stream":false}' },
  ],
  csv: [
    { t: 'id,name,email,plan\n42,{name},{},pro' },
    { t: 'ts;user;contact\n2026-11-02;u_118;{}' },
    { t: '"ticket","reporter"\n"INC-2291","{}"' },
  ],
  markdown: [
    { t: '- **Contact:** {}' },
    { t: '| name | contact |\n| --- | --- |\n| {name} | {} |' },
    { t: '> If anything breaks, mail {}.' },
    { t: '## Owners\n\n* {name} ({})' },
    { t: 'Reach the maintainer: `{}`' },
  ],
  de: [
    { t: 'Bei Fragen wenden Sie sich bitte an {} oder rufen Sie uns an.' },
    { t: 'Meine E-Mail-Adresse lautet {}, bitte bestätigen.' },
    { t: 'Die Rechnung wurde an {} geschickt.' },
  ],
  fr: [
    { t: 'Pour toute question, écrivez à {} avant vendredi.' },
    { t: 'Mon adresse e-mail est {}, merci de confirmer.' },
    { t: 'La facture a été envoyée à {} ce matin.' },
  ],
};

const CARD_FRAMES: Record<Exclude<Surrounding, 'upper'>, readonly Frame[]> = {
  prose: [
    { t: 'The customer read out {} before the call dropped.' },
    { t: 'Payment reference {} was declined twice yesterday.' },
    { t: 'We found {} in the support transcript and flagged it.' },
    { t: 'The field contained {} even though it should have been masked.' },
  ],
  chat: [
    { t: 'ok here it is: {} exp 08/29' },
    { t: '[14:03] <{nick}> {} thats the one on file' },
    { t: 'use {} for the refund pls' },
  ],
  log: [
    { t: 'level=info msg="charge attempt" ref={} amount=49.00 currency=EUR' },
    { t: '2026-11-30T08:15:02.114Z WARN billing: tokenization failed for {} (retry 2)' },
    { t: 'level=error msg="gateway rejected {}" code=05' },
    { t: '[payments] src={} status=declined' },
  ],
  html: [
    { t: '<td class="ref">{}</td>' },
    { t: '<input type="hidden" name="ref" value="{}">' },
    { t: '<li>Reference: {}</li>' },
    { t: '<p>Your payment ({}) has been received.</p>' },
  ],
  'json-cut': [
    { t: '{"level":"info","msg":"payment ref {} accepted","amount":1299,"currency":"USD","customer":{"tier":"gold"}}' },
    { t: '{"messages":[{"role":"user","content":"charge it to {} and send me the receipt"}],"model":"gpt-4o-mini"}' },
    { t: '{"note":"{}","source":"ivr","agent":"a-17","queue":"billing-de"}' },
  ],
  csv: [
    { t: 'id,ref,amount\n7,{},12.00' },
    { t: 'date;note;status\n2026-11-02;{};open' },
  ],
  markdown: [
    { t: '- **Reference:** {}' },
    { t: '| ticket | value |\n| --- | --- |\n| INC-4410 | {} |' },
    { t: 'Seen in the log: `{}`' },
  ],
  de: [
    { t: 'Die Zahlung mit {} wurde abgelehnt.' },
    { t: 'Bitte buchen Sie den Betrag von {} ab.' },
  ],
  fr: [
    { t: 'Le paiement avec {} a été refusé.' },
    { t: 'Merci de débiter {} pour la commande.' },
  ],
};

const NEUTRAL_FRAMES: Record<Exclude<Surrounding, 'upper'>, readonly Frame[]> = {
  prose: [{ t: '{}' }, { t: 'From the meeting notes: {}' }, { t: 'As mentioned earlier: {}' }],
  chat: [{ t: 'lol {}' }, { t: '[09:12] <{nick}> {}' }, { t: '{nick}: {}' }],
  log: [{ t: 'level=info msg="{}" svc=api', q: 'json' }, { t: '2026-11-30T08:15:02.114Z DEBUG worker: {}' }, { t: '[{nick}] {}' }],
  html: [{ t: '<p>{}</p>' }, { t: '<pre><code>{}</code></pre>' }, { t: '<td>{}</td>' }],
  'json-cut': [
    { t: '{"level":"debug","msg":"{}","svc":"api","host":"worker-3","pid":4411}', q: 'json' },
    { t: '{"messages":[{"role":"assistant","content":"{}"}],"usage":{"prompt_tokens":812,"completion_tokens":96}}', q: 'json' },
  ],
  csv: [{ t: 'id,note\n3,{}', q: 'csv' }, { t: 'ts,note,level\n2026-11-02,{},info', q: 'csv' }],
  markdown: [{ t: '```\n{}\n```' }, { t: '- {}' }, { t: '> {}' }],
  de: [{ t: 'Hinweis: {}' }, { t: 'Laut Protokoll: {}' }],
  fr: [{ t: 'Remarque : {}' }, { t: "D'après le journal : {}" }],
};

const UPPER_FROM: readonly Exclude<Surrounding, 'upper'>[] = ['prose', 'chat', 'log'];

const jsonQuote = (s: string) => s.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const csvQuote = (s: string) => (/[",\n;]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

interface Placed {
  text: string;
  start: number;
  end: number;
}

/** Puts `before + value + after` into a frame, the frame's text upper-cased when asked. */
function place(frame: string, before: string, value: string, after: string, upper: boolean, cut: Rng | null): Placed {
  const at = frame.indexOf('{}');
  const head = upper ? frame.slice(0, at).toUpperCase() : frame.slice(0, at);
  const tail = upper ? frame.slice(at + 2).toUpperCase() : frame.slice(at + 2);
  const start = head.length + before.length;
  const end = start + value.length;
  let text = head + before + value + after + tail;
  // JSON cut at a length limit: a few characters after the value, sometimes with a marker.
  const lo = Math.min(end + after.length + 3, text.length);
  if (cut) text = text.slice(0, cut.int(lo, Math.max(lo, text.length - 2))) + cut.pick(['', '', '…', '...[truncated]']);
  return { text, start, end };
}

function fillNames(frame: string, f: Faker): string {
  return frame.replace('{name}', `${f.person.firstName()} ${f.person.lastName()}`.replace(/[,;"]/g, '')).replace('{nick}', slug(f.person.firstName()) || 'sam');
}

function frameFor(frames: Record<Exclude<Surrounding, 'upper'>, readonly Frame[]>, surrounding: Surrounding, r: Rng, unquoted = false): { frame: Frame; upper: boolean } {
  const family = surrounding === 'upper' ? r.pick(UPPER_FROM) : surrounding;
  const choices = frames[family].filter((fr) => !unquoted || !fr.q);
  return { frame: r.pick(choices.length > 0 ? choices : frames[family]), upper: surrounding === 'upper' };
}

/** Seed and size of the held-out set; the defaults are what WRITTEN-FORMS.md reports. */
export interface WrittenFormsOptions {
  seed?: number;
  /** Positives per form. */
  perForm?: number;
  /** Hard negatives per negative form. */
  negativesPerForm?: number;
  /** Edge items per edge form. */
  edgesPerForm?: number;
}

export const POSITIVE_FORMS: readonly PositiveForm[] = [...EMAIL_FORMS, ...CARD_FORMS];

/** The held-out items: positives, hard negatives and (unscored) edges, in that order. */
export function generateWrittenFormsHeldOut(options: WrittenFormsOptions = {}): WrittenFormItem[] {
  const seed = options.seed ?? 2026_12_04;
  const r = createRng(seed);
  const f = new Faker({ locale: [en, base] });
  f.seed(seed);
  const perForm = options.perForm ?? 60;
  const negativesPerForm = options.negativesPerForm ?? 90;
  const edgesPerForm = options.edgesPerForm ?? 30;
  const items: WrittenFormItem[] = [];

  const positives = (forms: readonly PositiveForm[], n: number, scored: boolean) => {
    for (const form of forms) {
      const surroundings = form.surroundings ?? SURROUNDINGS;
      for (let i = 0; i < n; i++) {
        const surrounding = surroundings[i % surroundings.length]!;
        const w = form.write(f, r);
        const { frame, upper } = frameFor(form.kind === 'EMAIL' ? EMAIL_FRAMES : CARD_FRAMES, surrounding, r);
        const placed = place(fillNames(frame.t, f), render(w.pre ?? [], upper), render(w.value, upper), render(w.post ?? [], upper), upper, surrounding === 'json-cut' ? r : null);
        items.push({ kind: form.kind, group: form.group, form: form.name, surrounding, ...placed, expected: form.kind, scored });
      }
    }
  };
  positives(POSITIVE_FORMS, perForm, true);

  for (const form of [...EMAIL_NEGATIVES, ...CARD_NEGATIVES]) {
    for (let i = 0; i < negativesPerForm; i++) {
      const surrounding = form.surroundings[i % form.surroundings.length]!;
      const l = form.make(f, r);
      const { frame, upper } = frameFor(NEUTRAL_FRAMES, surrounding, r, form.unquoted);
      const quote = frame.q === 'json' ? jsonQuote : frame.q === 'csv' ? null : (s: string) => s;
      let before = l.pre ?? '';
      let value = l.value;
      let after = l.post ?? '';
      if (upper) [before, value, after] = [before.toUpperCase(), value.toUpperCase(), after.toUpperCase()];
      if (quote) [before, value, after] = [quote(before), quote(value), quote(after)];
      else {
        // CSV: the whole field is quoted when it needs to be; the span stays on the look-alike.
        const field = before + value + after;
        const quoted = csvQuote(field);
        if (quoted !== field) {
          const inner = (s: string) => s.replace(/"/g, '""');
          [before, value, after] = [`"${inner(before)}`, inner(value), `${inner(after)}"`];
        }
      }
      const placed = place(fillNames(frame.t, f), before, value, after, upper, surrounding === 'json-cut' ? r : null);
      items.push({ kind: form.kind, group: form.kind === 'EMAIL' ? 'neg: e-mail look-alikes' : 'neg: card look-alikes', form: form.name, surrounding, ...placed, expected: null, scored: true });
    }
  }

  positives(EDGE_FORMS, edgesPerForm, false);
  return items;
}
