/**
 * A second held-out set of names and street addresses (`names-addresses-second-set.data.ts`), written on 2026-12-05 by a
 * helper session after the first two sets had been measured and the detectors changed for them, from a brief that asked
 * for traffic as it is rather than textbook cues: names and addresses mentioned in passing, in agents' Thought/Observation
 * traces, in model-written summaries, CRM notes, CSV rows and SQL pasted into chat, unpunctuated call transcripts (in
 * lower case, numbers spelled out), people mentioning a relative or a landlord; 100 names and 100 street lines in 13
 * languages, and 200 negatives full of look-alikes (Victoria, Austin, Jenkins, Claude, Mistral, "Madison release",
 * streets without a number, "Gate 23A", "Building 7, Level 3", `name=`/`host=`/`addr=` fields, placeholders).
 *
 * Before the detectors: 0 names, 0 addresses; 6 negatives changed by other rules (IPs, e-mails, a key, query values).
 * First run, as written, on the detectors of ff492ce: **36 of 100 names, 77 of 100 street lines**, 2 negatives changed by
 * the name rule ("Saludos,\nRRHH", "Thanks, Facilities"). The class fixes it prompted: a person's records and deeds in
 * agents' traces ("the order history of …", "belongs to …", "last touched by …", in 8 languages, two words or more);
 * callers naming themselves before a calling verb, in lower case too ("this is marcus obi calling", "sono … chiamo",
 * "main … bol rahi hoon"); a role followed by a quote, a parenthesis or a colon ("patient 'Harold Blenkinsop'", "Caller
 * (Imelda Varghese)", "new hire: …"); in-laws and more roles and titles (Herrn, Auntie, lower-case mevrouw/monsieur, "p.");
 * escaped quotes of JSON inside a string (`\"full_name\": \"…\"`) and `key=value` ends; Korean names before 고객 and after
 * 저; acronyms and department words never a name; for streets, a preposition right before the house number as an
 * address's context ("at 31 Primrose Close", "from 302 Aspen Way"), more street types (Brow, -stigen), a unit after a
 * numbered road, traditional Chinese (號, 巷, 段) and Indian sector letters. After: 80 of 100 names, 89 of 100 street
 * lines, no negative changed by either rule. So this set is no longer held out either.
 *
 * Left: names with no cue (a wedding seating chart's row, a KeyError's argument, "陈佳怡的订单"), lower-case names after a
 * relation or a possessive ("my son declan forsythe", "alison mcbride's subscription"), street numbers spelled out in
 * transcripts ("three fourteen maple grove avenue", "kastanienweg siebzehn").
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet } from './held-out-families.ts';
import { SECOND_SET_NEGATIVES, SECOND_SET_POSITIVES } from './names-addresses-second-set.data.ts';

const counts = (ch: string) => /[\p{L}\p{N}]/u.test(ch);
const measure = (engine: PiiEngine, kind: 'name' | 'address') =>
  measureWrittenSet(engine, SECOND_SET_POSITIVES.filter((c) => c.kind === kind), [], (c) => c.lang, counts);

describe('names and street addresses: the second held-out set', () => {
  test('masks at least 78 of the 100 names and 87 of the 100 street lines, and no negative as either (prints the table)', () => {
    expect(SECOND_SET_POSITIVES.length).toBe(200);
    expect(SECOND_SET_NEGATIVES.length).toBe(200);
    const engine = createPiiEngine({ rules: {} });
    const names = measure(engine, 'name');
    const streets = measure(engine, 'address');
    const table = (r: ReturnType<typeof measure>) => [...r.perGroup].map(([lang, [ok, n]]) => `${lang} ${ok}/${n}`).join(', ');
    console.log(
      `names ${names.found}/100: ${table(names)}\nstreet lines ${streets.found}/100: ${table(streets)}\n` +
        `not masked:\n  ${[...names.misses, ...streets.misses].join('\n  ')}`,
    );
    expect(names.found).toBeGreaterThanOrEqual(78);
    expect(streets.found).toBeGreaterThanOrEqual(87);
    const wrong = SECOND_SET_NEGATIVES.filter((n) => engine.findEntities(n.text).some((f) => f.type === 'PERSON_NAME' || f.type === 'ADDRESS'));
    expect(wrong.map((n) => n.text)).toEqual([]);
  });

  test('negative control: with PERSON_NAME and ADDRESS off, nothing of the set is found', () => {
    // SQL_LITERAL too: a name written in a statement's literal is a literal as well (detect-embedded-sql.ts).
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' }, ADDRESS: { enabled: false, mode: 'mask' }, SQL_LITERAL: { enabled: false, mode: 'mask' } } });
    expect(measure(off, 'name').found + measure(off, 'address').found).toBe(0);
  });
});
