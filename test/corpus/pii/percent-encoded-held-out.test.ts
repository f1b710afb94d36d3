/**
 * Percent-encoded text, measured on a set written after the decoder (collector/redaction/pii/percent-decoded.ts)
 * and not used to change it: seeded faker values in the shapes URLs, paths and form bodies take. Benign values must
 * come back unchanged (every family is a path, not a query: query values are masked whole by the URL_QUERY rule
 * whatever they hold); encoded personal data must be found, and only its escapes replaced.
 * Run: npx vitest run test/corpus/pii/percent-encoded-held-out.test.ts (prints the table).
 */
import { Faker, base, de, en, fr, zh_CN } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';

const PER_FAMILY = 300;
const REF_DATE = '2026-12-05T00:00:00.000Z';
const NOW_MS = Date.parse(REF_DATE);

function fakers() {
  const make = (locale: (typeof en)[], seed: number) => {
    const f = new Faker({ locale: [...locale, en, base], seed });
    f.setDefaultRefDate(REF_DATE);
    return f;
  };
  return { f: make([], 20261205), fde: make([de], 7), ffr: make([fr], 8), fzh: make([zh_CN], 9) };
}

const enc = encodeURIComponent;
/** Every byte escaped, as some clients and WAF rules write paths. */
const encAll = (s: string) => [...Buffer.from(s)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join('');

function families() {
  const { f, fde, ffr, fzh } = fakers();
  const benign: [string, () => string][] = [
    ['file name with %20', () => `/files/${enc(`${f.system.fileName()} ${f.word.words(2)}`)}`],
    ['product path', () => `https://${f.internet.domainName()}/search/${enc(f.commerce.productName())}/${f.number.int(9999)}`],
    ['German city and noun', () => `/wiki/${enc(`${fde.location.city()} ${fde.word.noun()}`)}`],
    ['French sentence', () => `/article/${enc(ffr.lorem.sentence())}`],
    ['Chinese words', () => `/tag/${enc(fzh.lorem.words(3))}`],
    ['date and time', () => `/reports/${enc(f.date.recent().toISOString().replace('T', ' ').slice(0, 19))}/${enc(f.date.soon().toISOString())}`],
    ['JSON in a path', () => `/api/filter/${enc(JSON.stringify({ status: f.helpers.arrayElement(['open', 'closed']), ids: [f.number.int(99999), f.number.int(99999)], since: f.date.past().toISOString() }))}`],
    ['base64 state', () => `/cb/${enc(Buffer.from(f.string.alphanumeric(30)).toString('base64'))}`],
    ['scoped package and version', () => `/pkg/${enc(`@${f.word.noun()}/${f.word.noun()}`)}/${enc(f.system.semver())}`],
    ['order numbers with %20', () => `/report/${enc(`order ${f.number.int({ min: 10000, max: 99999999 })} item ${f.number.int(999)} qty ${f.number.int(99)}`)}`],
    ['UUIDs', () => `/v1/${enc(f.string.uuid())}%2Fitems%2F${enc(f.string.uuid())}`],
    ['words, every byte escaped', () => `/x/${encAll(f.word.words(2))}`],
    ['nested URL in a path', () => `/go/${enc(`https://${f.internet.domainName()}/${f.word.noun()}/${f.number.int(99999)}`)}`],
    ['hashtag', () => `/t/${enc(`#${f.word.noun()}`)}%20${enc(`& ${f.word.adjective()}`)}`],
    ['percentages', () => `${f.number.int(100)}%25 of ${f.word.noun()} at ${f.number.float({ min: 0, max: 9, fractionDigits: 1 })}%`],
    ['dotted build number', () => `/build/${enc(`${f.number.int(9)}.${f.number.int(20)}.${f.number.int(99)}.${f.number.int(9999)}`)}`],
    ['amount and description', () => `/pay/${enc(f.finance.amount())}/${enc(f.finance.transactionDescription())}`],
  ];
  const personal: [string, string, () => string][] = [
    ['e-mail, %40 and %2E', 'EMAIL', () => `/u/${enc(f.internet.email()).replaceAll('.', '%2E')}/x`],
    ['e-mail, every byte escaped', 'EMAIL', () => `/u/${encAll(f.internet.email())}`],
    ['mailto:', 'EMAIL', () => `mailto:${enc(f.internet.email()).replaceAll('.', '%2E')}`],
    ['tel: with %2B and %20', 'PHONE', () => `tel:${enc(`${f.helpers.arrayElement(['+1 415 555 ', '+44 20 7946 ', '+49 30 1234 '])}${f.string.numeric(4)}`)}`],
    ['card in a path with %20', 'CARD', () => `/cards/${enc(f.finance.creditCardNumber({ issuer: 'visa' }).replaceAll('-', ' '))}/limits`],
  ];
  return { benign, personal };
}

describe('percent-encoded text (held-out set)', () => {
  const engine = createPiiEngine({ rules: {}, now: () => NOW_MS });
  const { benign, personal } = families();
  const lines: string[] = ['| family | values | changed / found |', '|---|---|---|'];

  it('leaves benign encoded paths unchanged', () => {
    const changed: string[] = [];
    for (const [name, gen] of benign) {
      let n = 0;
      for (let i = 0; i < PER_FAMILY; i++) {
        const text = gen();
        const out = engine.redactString(text).text;
        if (out !== text) {
          n++;
          changed.push(`${name}: ${text} → ${out}`);
        }
      }
      lines.push(`| benign: ${name} | ${PER_FAMILY} | ${n} changed |`);
    }
    expect(changed).toEqual([]);
  });

  it('finds encoded personal data and replaces only its escapes', () => {
    const missed: string[] = [];
    for (const [name, type, gen] of personal) {
      let found = 0;
      for (let i = 0; i < PER_FAMILY; i++) {
        const text = gen();
        const { text: out, counts } = engine.redactString(text);
        // Only the value's escapes go: the frame around it stays.
        const frame = text.startsWith('/u/') ? ['/u/', text.endsWith('/x') ? '/x' : ''] : text.startsWith('/cards/') ? ['/cards/', '/limits'] : [text.slice(0, text.indexOf(':') + 1), ''];
        if ((counts as Record<string, number>)[type] === 1 && out === `${frame[0]}[REDACTED:${type}]${frame[1]}`) found++;
        else missed.push(`${name}: ${text} → ${out}`);
      }
      lines.push(`| personal: ${name} | ${PER_FAMILY} | ${found} found |`);
    }
    console.log(`percent-encoded held-out set (${PER_FAMILY} per family, seeded)\n${lines.join('\n')}`);
    expect(missed).toEqual([]);
  });
});
