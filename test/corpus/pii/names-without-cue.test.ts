/**
 * Two held-out sets of person names written without a cue (no "Name:", no title, no greeting, no role word before them),
 * for the no-cue name rule (collector/redaction/pii/detect-unmarked-name.ts), each written on 2026-12-05 by a helper session
 * from a brief only, without reading the detectors, their tests, the README or the other sets.
 *
 * `names-without-cue.data.ts` (160 names in English, Spanish, French, German, Italian, Portuguese and Dutch text, 41 with
 * given names rare in their culture; 260 negatives: brands named after founders, places, software and AI models, title-case
 * UI labels, eponymous diseases and laws, foods and drinks, given names used as words at a sentence's start). Written while
 * the rule's first version was being written; its brief named example negatives ("Morgan Stanley", "Victoria Station",
 * "Claude Sonnet", "Mark Complete"), so those are not held out. First run, as written, on that first version: **92 of 160
 * names (57.5 %; 10 of the 41 rare ones)**, 10 of 260 negatives found as a name (9 by the new rule — "Tom Collins", "Mary
 * Rose", "Murphy Law", "Jackson Databind" —, 1 "Granny Smith" by the title cue). The class fixes it prompted (its misses
 * read, not its negatives' words listed): a first word no list knows before a surname the surname lists know ("Kenji
 * Watanabe" when "Kenji" is missing), East Asian surnames in their romanized forms and surname-first order, particles in
 * title case ("De Luca", "Dela Cruz", "El Amrani"), elided articles ("d'Enguerrand"), names in capitals and in lower-case
 * chat read with the lists only, a given name that is a place needs a known surname ("Boston Celtics"). After: 130 of 160,
 * 9 negatives as a name.
 *
 * `names-without-cue-second.data.ts` (120 names in English, German, French, Spanish, Polish and Turkish text: Nigerian,
 * Kenyan, Ghanaian, Filipino, Vietnamese, Korean, Persian, Ukrainian… names; 180 negatives chosen by the helper: airports,
 * stadiums and streets named after people, ships, cocktails, bands, car models, eponymous diseases). Written after the
 * first set's first run, while its fixes were made. First run, as written: **67 of 120 names (56 %)**, **29 of 180
 * negatives found as a name (16 %)** — "Layover at John Wayne", "Arriving at Tom Jobim", "the Giuseppe Meazza", "Tom
 * Collins vs John Collins", "Alfa Romeo Tonale", "Queen Mary 2", "Choroba Hashimoto". The class fixes it prompted:
 * compound surnames known by one part ("Olusegun-Bakare"), case suffixes after an apostrophe (Turkish "Baran'a"),
 * Vietnamese names with tone marks ("Trần Thị Bảo Ngọc"), Korean surname before a hyphenated given name ("Park
 * Seo-yeon"), a middle name no list knows ("Wei Ling Tan"), Cyrillic and Greek names of the lists transliterated, Polish
 * feminine surnames; and for negatives: a full name after "the" is a thing's ("the Mary Rose"), a monarch's or a street's
 * word before it ("Queen Mary", "Avenida Presidente Vargas"), a regnal number after it ("Jana Pawła II"). After: 86 of 120,
 * 24 negatives as a name.
 *
 * What no list can tell: places, venues and drinks named after people ("John Wayne", "Tom Collins", "Benito Juárez") are
 * masked as names; names neither list knows ("Ruwaida Haddad", "Chidori Hanzawa") pass.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet } from './held-out-families.ts';
import { NO_CUE_NEGATIVES, NO_CUE_POSITIVES } from './names-without-cue.data.ts';
import { NO_CUE_SECOND_NEGATIVES, NO_CUE_SECOND_POSITIVES } from './names-without-cue-second.data.ts';

const counts = (ch: string) => /[\p{L}\p{N}]/u.test(ch);
const asName = (engine: PiiEngine, texts: readonly { text: string }[]) =>
  texts.filter((n) => engine.findEntities(n.text).some((f) => f.type === 'PERSON_NAME')).map((n) => n.text);
const table = (r: ReturnType<typeof measureWrittenSet>) => [...r.perGroup].map(([lang, [ok, n]]) => `${lang} ${ok}/${n}`).join(', ');

describe('person names without a cue: two held-out sets', () => {
  const engine = createPiiEngine({ rules: {} });

  test('first set: masks at least 126 of the 160 names and finds a name in at most 10 of the 260 negatives (prints the table)', () => {
    expect(NO_CUE_POSITIVES.length).toBe(160);
    expect(NO_CUE_NEGATIVES.length).toBe(260);
    const r = measureWrittenSet(engine, NO_CUE_POSITIVES, NO_CUE_NEGATIVES, (c) => c.lang, counts);
    const rare = measureWrittenSet(engine, NO_CUE_POSITIVES.filter((c) => c.rare), [], (c) => c.lang, counts);
    const wrong = asName(engine, NO_CUE_NEGATIVES);
    console.log(`first set: names ${r.found}/160 (rare given names ${rare.found}/41): ${table(r)}\nnot masked:\n  ${r.misses.join('\n  ')}\nnegatives as a name (${wrong.length}):\n  ${wrong.join('\n  ')}`);
    expect(r.found).toBeGreaterThanOrEqual(126);
    expect(wrong.length).toBeLessThanOrEqual(10);
  });

  test('second set: masks at least 82 of the 120 names and finds a name in at most 25 of the 180 negatives (prints the table)', () => {
    expect(NO_CUE_SECOND_POSITIVES.length).toBe(120);
    expect(NO_CUE_SECOND_NEGATIVES.length).toBe(180);
    const r = measureWrittenSet(engine, NO_CUE_SECOND_POSITIVES, NO_CUE_SECOND_NEGATIVES, (c) => c.lang, counts);
    const wrong = asName(engine, NO_CUE_SECOND_NEGATIVES);
    console.log(`second set: names ${r.found}/120: ${table(r)}\nnot masked:\n  ${r.misses.join('\n  ')}\nnegatives as a name (${wrong.length}):\n  ${wrong.join('\n  ')}`);
    expect(r.found).toBeGreaterThanOrEqual(82);
    expect(wrong.length).toBeLessThanOrEqual(25);
  });

  test('negative control: with PERSON_NAME off, no name of either set is masked', () => {
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' } } });
    expect(measureWrittenSet(off, NO_CUE_POSITIVES, [], (c) => c.lang, counts).found).toBe(0);
    expect(measureWrittenSet(off, NO_CUE_SECOND_POSITIVES, [], (c) => c.lang, counts).found).toBe(0);
  });
});
