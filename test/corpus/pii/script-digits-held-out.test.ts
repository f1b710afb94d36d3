/**
 * Held-out measurement of reading the digits of other scripts (fold-wide-forms.ts `SCRIPT_DIGIT_ZEROS`, folded by
 * the engine before its detectors): the PII corpus (generate-corpus.ts, its default seed: 5 locales, every shape)
 * with the digits of its numbers — the labelled phone, card, SSN, RRN and national-id values, and every hard
 * negative (timestamps, dates, order and build numbers, prices, versions, Luhn failures, coordinates…) — written in
 * Arabic-Indic, Persian or Devanagari digits. Each item must give exactly the findings its ASCII original gives: the
 * same numbers found, no look-alike newly taken. Written after the change; it prints its figures.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import type { EntityType } from '../../../collector/redaction/pii/entity-type.ts';
import { generatePiiCorpus } from './generate-corpus.ts';

const engine = createPiiEngine({ rules: {}, now: () => Date.parse('2025-06-01T00:00:00Z') });
const NUMBER_TYPES: ReadonlySet<EntityType> = new Set(['PHONE', 'CARD', 'SSN', 'RRN', 'NATIONAL_ID']);
const SCRIPTS: [string, number][] = [['Arabic-Indic', 0x0660], ['Persian', 0x06f0], ['Devanagari', 0x0966]];

function rewrite(text: string, ranges: { start: number; end: number }[], zero: number): string {
  const chars = text.split('');
  for (const { start, end } of ranges) {
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c >= 48 && c <= 57) chars[i] = String.fromCharCode(zero + c - 48);
    }
  }
  return chars.join('');
}

const key = (f: { type: string; start: number; end: number }) => `${f.type}@${f.start}-${f.end}`;

describe('digits of other scripts, held out', () => {
  test('the corpus with its numbers in Arabic-Indic, Persian or Devanagari digits: the same findings as in ASCII', () => {
    const corpus = generatePiiCorpus();
    const lines: string[] = [];
    let worse = 0;
    for (const [script, zero] of SCRIPTS) {
      let items = 0;
      let numbers = 0;
      let same = 0;
      let lost = 0;
      let added = 0;
      for (const item of corpus) {
        const ranges = [...item.labels.filter((l) => NUMBER_TYPES.has(l.type)), ...item.negatives];
        if (ranges.length === 0) continue;
        const text = rewrite(item.text, ranges, zero);
        if (text === item.text) continue;
        items++;
        numbers += item.labels.filter((l) => NUMBER_TYPES.has(l.type)).length;
        const ctx = item.key ? { key: item.key } : undefined;
        const before = new Set(engine.findEntities(item.text, ctx).map(key));
        const after = new Set(engine.findEntities(text, ctx).map(key));
        const l = [...before].filter((k) => !after.has(k)).length;
        const a = [...after].filter((k) => !before.has(k)).length;
        lost += l;
        added += a;
        if (l === 0 && a === 0) same++;
      }
      lines.push(`${script}: ${items} items (${numbers} labelled numbers), ${same} with the same findings, ${lost} findings lost, ${added} added`);
      worse += lost + added;
      expect(items).toBeGreaterThan(1000);
    }
    console.log(`[script digits] ${lines.join('; ')}`);
    expect(worse).toBe(0);
  });

  test('a phone number in Arabic-Indic digits is found (before the fold it passed); a price and a date are not', () => {
    const phone = 'call +١ ٤١٥ ٥٥٥ ٠١٣٢ today';
    expect(engine.redactString(phone).text).toBe('call [REDACTED:PHONE] today');
    // A price and a date in Arabic-Indic digits stay, as in ASCII.
    expect(engine.redactString('السعر ١٢٠ درهم، التاريخ ٢٠٢٤-٠٣-١٢').text).toBe('السعر ١٢٠ درهم، التاريخ ٢٠٢٤-٠٣-١٢');
  });
});
