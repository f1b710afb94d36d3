/**
 * Held-out measurement of answers to a question asked in the turn before (collector/redaction/pii/asked-answer.ts)
 * through the whole engine: `asked-answers-held-out.data.ts`, written on 2026-12-06 by a helper that had read neither the
 * detectors nor other test data and did not run the engine — 182 values given in answer to a question (83 transcripts, 99
 * message lists; 18 languages, two thirds not English; phone numbers, national ids, dates of birth, addresses, names,
 * postcodes, security answers, IBANs, member and policy numbers, plates, usernames, PINs…), 110 negatives (answers to
 * look-alike questions that are not personal — tracking, ticket and flight numbers, versions, prices, travel dates —,
 * refusals, confirmations, questions back, a change of subject, code that asks) and 24 debatable ones scored apart (an
 * order number when asked for one, a city, a birth year, an age, a nickname, placeholders).
 *
 * Before the rule: 75 of 182 (values with a shape or label of their own: e-mail addresses, IBANs, international phone
 * numbers), 3 of 110 negatives changed (older rules: "Understood", "Neukunde", "Parfait" read as names). First run of the
 * rule as written: 156 of 182, 7 of 110 negatives. After the class fixes that run prompted (a name asked for a person's
 * role — "the passenger's last name", "nome do aluno" — and words that always name a person's name, "ФИО", "prénom"; the
 * best number "to reach you" in any language; German compounds "Kundennummer", "Versicherungsscheinnummer"; requests
 * without a question mark — "brauche", "需要", "bataiye", "inserisca"; a timestamp before the speaker; the letters of a
 * plate or an id before its digits; digits of any script and month names in Hindi and Arabic; a full stop after "St." or
 * "Apt." ends no sentence; a name's particles; "correct", "wait" are no name; curly apostrophes; "dossier" and "ticket ID"
 * are no one's number; code asks no one): 182 of 182, the same 3 negatives, 4 of 24 debatable changed (a birth year, a
 * nickname asked as "怎么称呼你", two placeholders). Since the name rule reads a transcript speaker's first word as speech
 * (detect-person-name.ts, prompted by the third set): 1 of 110 negatives ("ich bin Neukunde"). This set has been tuned on
 * since: the second set
 * (asked-answers-second-set.test.ts) is the measure that was not.
 *
 * Measured as asked-answers-measure.ts says.
 */
import { describe, expect, test } from 'vitest';
import { ANSWER_NEGATIVES, ANSWER_POSITIVES } from './asked-answers-held-out.data.ts';
import { maskingEngine, measureAsked, questionControl } from './asked-answers-measure.ts';

describe('answers to a question asked in the turn before: held-out set', () => {
  test('masks at least 180 of the 182 values and changes at most 1 of the 110 negatives (prints the table)', () => {
    const r = measureAsked(maskingEngine(), ANSWER_POSITIVES, ANSWER_NEGATIVES);
    console.log(`asked answers: ${r.table}`);
    expect([ANSWER_POSITIVES.length, ANSWER_NEGATIVES.length]).toEqual([182, 134]);
    expect(r.found).toBeGreaterThanOrEqual(180);
    expect(r.changed.length).toBeLessThanOrEqual(1);
  });

  test('negative control: the question is what finds them — the same answers after a turn that asks nothing mostly pass', () => {
    const r = questionControl('asked answers', ANSWER_POSITIVES);
    expect(r.asked).toBeGreaterThanOrEqual(r.lists - 2);
    expect(r.unasked).toBeLessThan(r.asked / 2);
  });
});
