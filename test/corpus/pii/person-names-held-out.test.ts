/**
 * Held-out measurement of private persons' names in free text (PERSON_NAME, collector/redaction/pii/detect-person-name.ts),
 * through the whole engine: `person-names-in-text.data.ts`, written on 2026-12-05 by a session that had read neither the
 * detectors nor the tests — 325 names in chats, tickets, log lines, JSON strings, e-mails and transcripts, in 12 languages
 * and seven families (self-introductions, labels, titles, greetings, sign-offs, relations and roles, and names with no
 * cue at all), and 326 negatives in the same vocabulary (greetings and sign-offs without a name, "Name: N/A", service
 * names after `name=`, capitalized prose, look-alikes such as "Rose Gold" and "Sunny Side Up").
 *
 * Before the detector: 0 of 325 masked (5 negatives changed by other rules: an IP, e-mails, a phone number). First run,
 * before any change made after reading the set: 224 of 325 (68.9 %; 224 of the 279 with a cue, the 46 without one 0),
 * 24 of 326 negatives changed (18 by this rule, 1 by the address rule) — "Gentile cliente", "Mit freundlichen Grüßen\nIhr Kundenservice-Team", "Cordiali saluti,\n
 * Ufficio Amministrazione", "姓名：未填写", "Sr. Backend Engineer" and the like. The changes that followed, each a class: the
 * words of departments and teams in eight languages, job titles and a hyphenated word's parts against the common words;
 * articles and possessives never start a name ("Le Secrétariat", "Ihr …"); a lower-case name only after informal
 * greetings; a CJK label needs its separator and a name of the language's surnames (placeholders stay); departments' CJK
 * suffixes (経理部, 고객센터); particles in runs ("van der", "de la", "bin", "ul"); more labels ("… by:", "requester_name",
 * "Titulaire du compte", "Reporter"), titles (Officer, Sgt., Maître, "Dr. med."), Turkish titles after the name, roles
 * (intern, complainant, "named"), sign-offs on the same line and after a line of thanks, "… here,", CJK greetings,
 * relations and sign-offs; an address beside a name wins over it. So the set is no longer held out for those; the bar
 * below: 275 of 325 (275 of 279 with a cue), no negative changed by this rule; 277 after the second set's fixes
 * (names-addresses-second-set.test.ts), the set written after those changes.
 *
 * Left: names with no cue ("Remind Oliver Grant about the 3pm call": without a dictionary of names it reads like "Remind
 * Google Cloud"), a lower-case name after "im" ("hi im sarah connolly"), a name line before "Sent from my iPhone".
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet } from './held-out-families.ts';
import { PERSON_NAME_NEGATIVES, PERSON_NAME_POSITIVES } from './person-names-in-text.data.ts';

/** Every letter of a name inside findings. */
const measure = (engine: PiiEngine) => measureWrittenSet(engine, PERSON_NAME_POSITIVES, PERSON_NAME_NEGATIVES, (c) => c.family, (ch) => /[\p{L}\p{N}]/u.test(ch));

describe('person names in free text: held-out set', () => {
  test('masks at least 268 of the 325 names, as PERSON_NAME, and no negative as a name (prints the table)', () => {
    expect(PERSON_NAME_POSITIVES.length).toBe(325);
    expect(PERSON_NAME_NEGATIVES.length).toBe(326);
    const engine = createPiiEngine({ rules: {} });
    const r = measure(engine);
    console.log(
      `person names: ${r.found}/${PERSON_NAME_POSITIVES.length} masked; ${r.changed.length}/${PERSON_NAME_NEGATIVES.length} negatives changed\n` +
        [...r.perGroup].map(([family, [ok, n]]) => `${family} ${ok}/${n}`).join(', ') +
        `\nnot masked:\n  ${r.misses.join('\n  ')}\nnegatives changed:\n  ${r.changed.join('\n  ')}`,
    );
    expect(r.found).toBeGreaterThanOrEqual(268);
    for (const [family, [ok, n]] of r.perGroup) {
      // Names without a cue: 3 of 46 were found by cues of the later sets; since the no-cue rule (detect-unmarked-name.ts,
      // lists of given names and surnames), 31 — the family was not used to tune that rule.
      if (family === 'no-cue') expect(ok, family).toBeGreaterThanOrEqual(29);
      else expect(ok / n, family).toBeGreaterThanOrEqual(0.9);
    }
    // Negatives: none changed by this rule; at most the 5 other rules changed before it (an IP, e-mails, a phone) and the
    // one street address in a company's signature.
    const asName = PERSON_NAME_NEGATIVES.filter((n) => engine.findEntities(n.text).some((f) => f.type === 'PERSON_NAME'));
    expect(asName.map((n) => n.text)).toEqual([]);
    expect(r.changed.length).toBeLessThanOrEqual(6);
    // Masked as what they are.
    const asPerson = PERSON_NAME_POSITIVES.filter((c) => {
      const start = c.text.indexOf(c.value);
      return engine.findEntities(c.text).some((f) => f.type === 'PERSON_NAME' && f.start <= start && start < f.end);
    }).length;
    expect(asPerson).toBeGreaterThanOrEqual(265);
  });

  test('negative control: with PERSON_NAME off, the names pass in clear', () => {
    expect(measure(createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' } } })).found).toBeLessThan(10);
  });
});
