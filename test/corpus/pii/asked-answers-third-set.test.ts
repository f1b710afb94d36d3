/**
 * Third held-out measurement of answers to a question asked in the turn before (asked-answer.ts):
 * `asked-answers-third-set.data.ts`, written on 2026-12-06 by a third helper that had read neither the detectors, nor the
 * other sets, nor other test data, and did not run the engine, after the fixes the second set prompted — 136 values (53
 * transcripts, among them IVR logs, SMS threads, e-mail replies quoting the question and WhatsApp exports; 83 message lists
 * in the three shapes; 30 languages, four fifths not English, Danish, Norwegian, Finnish, Czech, Hungarian, Romanian,
 * Tagalog and Malay among them), 106 negatives and 19 debatable ones scored apart.
 *
 * Before the rule: 37 of 136, 19 of 106 negatives changed (all by older rules: names read in Danish, Malay and Vietnamese
 * sentences, a tracking number as a phone number, dates and amounts). The rule as it stood, before I looked at this set:
 * **84 of 136** (62 %; most misses were words of the languages no earlier set had: "datum narození", "CNP", "irányítószám",
 * "MyKad", "fødselsnummer", "henkilötunnus"), 20 of 106 negatives (one more: a WhatsApp export's date and time before the
 * speaker read as a phone number answered). After the class fixes it prompted (the words of those languages and their
 * month names; a date, a time or a bracket before a speaker, and a time is no speaker's name; a quoted question answered
 * unquoted, as in an e-mail reply; a list's number before a value but not the day of a date; list items before the
 * request; a field named in the sentence after the request; a date written with 年/月; a particle leading a surname,
 * "von Hohenstein-Kluge"; an address's further lines are a place or have a digit): 134 of 136, the same 19 negatives, 7 of
 * 19 debatable. Then two more fixes for what its negatives showed: the name rule read the first word a transcript's
 * speaker says as a name in every language it has no common words for ("Customer: Igen, tegnap…", "Agent: Skvělé, …",
 * "Caller: Helt i orden") — now a speaker's line is speech, a record's field a name (detect-person-name.ts); and the
 * business side answering a customer's question ("Support: Str. Observatorului 34") or a question back ("Hetkinen,
 * ehtiikö … 15.6.?") is no answer: 3 of 106 negatives (a tracking number, "Desde Rosario", a marina's address the
 * assistant gave). Left: a date spoken in words ("catorce del dos del ochenta y ocho"), a name after "a nombre mío,".
 *
 * Two values answered as two fields ("040 718 2934 ja ville.koskinen@…") count when both are masked around the word that
 * joins them (asked-answers-measure.ts). Measured as asked-answers-measure.ts says.
 */
import { describe, expect, test } from 'vitest';
import { THIRD_NEGATIVES, THIRD_POSITIVES } from './asked-answers-third-set.data.ts';
import { maskingEngine, measureAsked, questionControl } from './asked-answers-measure.ts';

describe('answers to a question asked in the turn before: third held-out set', () => {
  test('masks at least 132 of the 136 values and changes at most 3 of the 106 negatives (prints the table)', () => {
    const r = measureAsked(maskingEngine(), THIRD_POSITIVES, THIRD_NEGATIVES);
    console.log(`asked answers, third set: ${r.table}`);
    expect([THIRD_POSITIVES.length, THIRD_NEGATIVES.length]).toEqual([136, 125]);
    expect(r.found).toBeGreaterThanOrEqual(132);
    expect(r.changed.length).toBeLessThanOrEqual(3);
  });

  test('negative control: the question is what finds them — the same answers after a turn that asks nothing mostly pass', () => {
    const r = questionControl('asked answers, third set', THIRD_POSITIVES);
    expect(r.unasked).toBeLessThan(r.asked / 2);
  });
});
