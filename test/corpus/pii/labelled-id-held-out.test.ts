/**
 * Held-out measurement of national identity, tax and insurance numbers after their label
 * (collector/redaction/pii/detect-labelled-id.ts, with the checksum detectors beside it), through the whole engine:
 * `labelled-national-ids.data.ts`, written on 2026-12-05 by a session that had not read the detectors' code — 323
 * sentences of 39 countries (chat, tickets, log lines, form dumps; local-language labels; documentation examples and
 * numbers with broken check digits among them) and 332 negatives (look-alike words and abbreviations, other ids after
 * id words, placeholders, dates, amounts, labels talked about).
 *
 * First run, before any change made after reading the set: 241 of 323 positives masked (74.6 %), 2 of 332 negatives
 * changed. The changes that followed, each a class and not a sentence: "is" in the labels' languages and a
 * parenthesized aside between label and number (`ID_BETWEEN`), abbreviations with dots (D.N.I., R.U.T.), labels glued
 * to CJK text, the check of a scheme applied only to values of its shape (Argentina's DNI has no letter, Hong Kong's
 * 身份證 is not China's 18 characters, Singapore's IC is not Malaysia's), more label words per country, placeholders
 * of zeros, and Malaysia's "IC number" kept to its 12 digits (a chip's part number was taken). So the set is no longer
 * held out for those; the figures below are the bar: 296 of 323, 1 negative changed ("NINO: AA 00 00 00 A", a
 * structurally valid NINO that the checksum detector takes in any text). Of the 27 left: 19 fail their scheme's check
 * digit (a SIN's Luhn, CURP, CPF, BSN, DNI/NIE, codice fiscale, Steuer-ID, NIR, Aadhaar, My Number, China's check
 * character: left by design, as the checksum detectors leave them), 8 have labels not read ("RFC con homoclave es",
 * "CNP corect:", Belgium's "rrn=", "perso_nr", "tz=", an Arabic label with an adjective, Colombia's "C.C.").
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet } from './held-out-families.ts';
import { LABELLED_ID_NEGATIVES, LABELLED_ID_POSITIVES } from './labelled-national-ids.data.ts';

/** Every letter and digit of a number inside findings. */
const measure = (engine: PiiEngine) => measureWrittenSet(engine, LABELLED_ID_POSITIVES, LABELLED_ID_NEGATIVES, (c) => c.country, (ch) => /[A-Za-z0-9]/.test(ch));

describe('national ids after their label: held-out set', () => {
  test('masks at least 290 of the 323 labelled numbers and changes at most 1 of the 332 negatives (prints the table)', () => {
    expect(LABELLED_ID_POSITIVES.length).toBe(323);
    expect(LABELLED_ID_NEGATIVES.length).toBe(332);
    const r = measure(createPiiEngine({ rules: {} }));
    console.log(
      `labelled national ids: ${r.found}/${LABELLED_ID_POSITIVES.length} masked; ${r.changed.length}/${LABELLED_ID_NEGATIVES.length} negatives changed\n` +
        [...r.perGroup].map(([country, [ok, n]]) => `${country} ${ok}/${n}`).join(', ') +
        `\nnot masked:\n  ${r.misses.join('\n  ')}\nnegatives changed:\n  ${r.changed.join('\n  ')}`,
    );
    expect(r.found).toBeGreaterThanOrEqual(290);
    expect(r.changed.length).toBeLessThanOrEqual(1);
    // Every country with most of its numbers.
    for (const [country, [ok, n]] of r.perGroup) expect(ok / n, country).toBeGreaterThanOrEqual(0.5);
  });

  test('negative control: with NATIONAL_ID off, most of the set passes in clear', () => {
    const r = measure(createPiiEngine({ rules: { NATIONAL_ID: { enabled: false, mode: 'mask' } } }));
    // What is left is SSNs, RRNs and numbers other detectors take (cards, phones) — far from the bar above.
    expect(r.found).toBeLessThan(100);
  });
});
