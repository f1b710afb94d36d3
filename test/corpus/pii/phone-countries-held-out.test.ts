/**
 * Held-out measurement of national phone numbers after a word naming a telephone (detect-phone.ts
 * `CONTEXT_COUNTRIES`, phone-context.ts `hasPhoneWordBefore`): mobile numbers drawn from libphonenumber's example
 * numbers (last four digits varied, kept when valid for the country), written in the country's national format,
 * after the country's own word for a phone ("手机", "cel", "móvil", "cellulare", "mobile"…), through the whole engine.
 * Countries outside the list are measured too (what is left). Negatives: the same numbers after words that precede
 * order and ticket numbers as often ("order", "ticket", "número de pedido", "订单号"), and with no word at all.
 * Written after the change; it prints its figures.
 */
import examples from 'libphonenumber-js/mobile/examples';
import { getExampleNumber, parsePhoneNumberWithError, type CountryCode, type Examples } from 'libphonenumber-js/max';
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { lcg as rng } from './held-out-families.ts';

const engine = createPiiEngine({ rules: {} });
const WORDS: Partial<Record<CountryCode, string>> = {
  CN: '手机', IN: 'mobile', BR: 'celular', MX: 'cel', ES: 'móvil', IT: 'cellulare', AU: 'mobile', NL: 'mobiel tel', RU: 'tel',
  ID: 'telepon HP tel', TR: 'cep tel', PL: 'tel', AR: 'celular', ZA: 'cell', TW: '手機', HK: '電話', SG: 'mobile',
  // Added 2026-12-06 (a held-out Faker set left Danish and Norwegian numbers after "call us at").
  DK: 'mobil', NO: 'mobil', SE: 'mobil', FI: 'puhelin', CH: 'Handy', AT: 'Handy', BE: 'gsm', PT: 'telemóvel', IE: 'mobile',
  NZ: 'mobile', GR: 'κινητό tel',
  // Not in the list: measured for what is left.
  VN: 'điện thoại tel', PH: 'mobile', EG: 'mobile', NG: 'phone', PK: 'mobile', TH: 'tel', MY: 'tel', SA: 'جوال tel',
};
const IN_LIST: ReadonlySet<string> = new Set([
  'CN', 'IN', 'BR', 'MX', 'ES', 'IT', 'AU', 'NL', 'RU', 'ID', 'TR', 'PL', 'AR', 'ZA', 'TW', 'HK', 'SG',
  'DK', 'NO', 'SE', 'FI', 'CH', 'AT', 'BE', 'PT', 'IE', 'NZ', 'GR',
]);


function numbersOf(country: CountryCode, n: number, r: () => number): string[] {
  const example = getExampleNumber(country, examples as unknown as Examples)!;
  const national = example.nationalNumber as string;
  const out: string[] = [];
  for (let tries = 0; out.length < n && tries < n * 50; tries++) {
    const digits = national.slice(0, -4) + String(Math.floor(r() * 10000)).padStart(4, '0');
    const parsed = parsePhoneNumberWithError(digits, country);
    if (parsed.isValid()) out.push(parsed.formatNational());
  }
  return out;
}

describe('national phone numbers after a phone word, held out', () => {
  test('found in the listed countries; what is left elsewhere; order and ticket numbers kept', () => {
    const r = rng(4242);
    const listed: string[] = [];
    const others: string[] = [];
    let listedFound = 0;
    let listedTotal = 0;
    let negativesChanged = 0;
    let negativesTotal = 0;
    let partial = 0;
    for (const [country, word] of Object.entries(WORDS) as [CountryCode, string][]) {
      const numbers = numbersOf(country, 100, r);
      let found = 0;
      for (const number of numbers) {
        const text = `${word} ${number}`;
        // Found: masked, and no group of three or more of its digits left (a trunk prefix or an area code left
        // outside the finding, as in "tel 8 [REDACTED:PHONE]", is counted apart).
        const out = engine.redactString(text).text!;
        const left = (number.match(/\d{3,}/g) ?? []).filter((g) => out.includes(g));
        if (out.includes('[REDACTED:PHONE]') && left.length === 0) found++;
        if (out !== `${word} [REDACTED:PHONE]` && out.includes('[REDACTED:PHONE]')) partial++;
        for (const neg of [`order ${number} shipped`, `ticket ${number}`, `número de pedido ${number}`, `订单号 ${number}`, `${number}`]) {
          negativesTotal++;
          if (engine.redactString(neg).text !== neg) negativesChanged++;
        }
      }
      (IN_LIST.has(country) ? listed : others).push(`${country} ${found}/${numbers.length}`);
      if (IN_LIST.has(country)) {
        listedFound += found;
        listedTotal += numbers.length;
      }
    }
    console.log(`[phone countries] listed: ${listed.join(', ')}; not listed: ${others.join(', ')}; negatives changed ${negativesChanged}/${negativesTotal}; masked but a prefix left outside ${partial}`);
    expect(listedTotal).toBe(2800);
    // Measured 2026-12-05: 16 of the 17 listed countries 100/100 (Argentina's "011 15-…": the number masked, its area
    // code left outside the finding); before the change (ad9fc1e) CN, BR, MX, ES, RU, PL, AR, HK and SG were 0/100.
    // 2026-12-06: DK, NO, SE and PT 0/100 before "mobil" and "telemóvel" were phone words and those countries listed,
    // 100/100 after; the other seven added were found already (trunk 0).
    expect(listedFound).toBeGreaterThanOrEqual(2700);
    // The negatives: 8,555 of 12,500 changed before the change as after it (national numbers with a trunk 0 are taken
    // without a word, as before); the phone-word rule must add none. With the eleven countries added 2026-12-06: 11,580
    // of 18,000 before and after that day's change.
    expect(negativesChanged).toBeLessThanOrEqual(11_580);
  });
});
