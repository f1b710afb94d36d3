/**
 * Second held-out measurement of answers to a question asked in the turn before (asked-answer.ts):
 * `asked-answers-second-set.data.ts`, written on 2026-12-06 by another helper that had read neither the detectors, nor the
 * first set, nor other test data, and did not run the engine, after the rule had been tuned on the first set — 172 values
 * (73 transcripts; 99 message lists in the three shapes an application logs: `content` text, one content part, OpenTelemetry
 * `parts`; 20 languages, two thirds not English, Hebrew, Thai and Greek among them), 131 negatives (reference, ticket and
 * tracking numbers, amounts, travel dates, refusals, deferrals, a user asking the assistant, system prompts, code, form
 * labels, i18n tables) and 17 debatable ones scored apart.
 *
 * Before the rule: 55 of 172, 2 of 131 negatives changed (older rules: a tracking number as a phone number, "Neukunde" as a
 * name). The rule as tuned on the first set, before I looked at this one: 135 of 172 (78 %), 4 of 131 negatives (two
 * amounts in a change of subject, "why my bill says 84.50", read as the date and the id asked for). After the class fixes
 * it prompted (a value answered by the person's own question or request, or an amount, is not the value asked; a request
 * whose field is in the sentence before it, "votre adresse. Pouvez-vous la préciser ?"; a list of fields after a request;
 * "Policy no.?"; a number with any call verb after it, "¿A qué número le podemos marcar?"; whose booking, "¿A nombre de
 * quién?"; an address over lines of its own; a handle followed by more words; an answer's value wins over the older
 * findings inside it; Hebrew, Thai, Greek and Ukrainian words; the Greek question mark; a channel and a time before a
 * speaker): 172 of 172, the same 2 negatives, 5 of 17 debatable. The third set (asked-answers-third-set.test.ts) was written
 * after these fixes and measured before any change.
 *
 * Measured as asked-answers-measure.ts says.
 */
import { describe, expect, test } from 'vitest';
import { SECOND_NEGATIVES, SECOND_POSITIVES } from './asked-answers-second-set.data.ts';
import { maskingEngine, measureAsked, questionControl } from './asked-answers-measure.ts';

describe('answers to a question asked in the turn before: second held-out set', () => {
  test('masks at least 170 of the 172 values and changes at most 2 of the 131 negatives (prints the table)', () => {
    const r = measureAsked(maskingEngine(), SECOND_POSITIVES, SECOND_NEGATIVES);
    console.log(`asked answers, second set: ${r.table}`);
    expect([SECOND_POSITIVES.length, SECOND_NEGATIVES.length]).toEqual([172, 148]);
    expect(r.found).toBeGreaterThanOrEqual(170);
    expect(r.changed.length).toBeLessThanOrEqual(2);
  });

  test('negative control: the question is what finds them — the same answers after a turn that asks nothing mostly pass', () => {
    const r = questionControl('asked answers, second set', SECOND_POSITIVES);
    expect(r.unasked).toBeLessThan(r.asked / 2);
  });
});
