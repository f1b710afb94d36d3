/**
 * A third held-out set of names and street addresses (`names-addresses-third-set.data.ts`), written on 2026-12-05 by a helper
 * session after the second set's changes, from a brief that named sources the first two sets had few of — calendar
 * invites ("1:1 with …"), healthcare intake notes, HR tickets, delivery-app events, form bodies, Slack messages with
 * @mentions, CRM notes — and that kept the helper from the detectors, their tests, the README and the other sets: 60
 * names and 60 street lines in 15 languages (Danish, Czech, Turkish, Indonesian and Malay new among them), and 150
 * negatives (dishes, brands, meeting rooms, a football club, clinics named after saints, streets without a number,
 * placeholders, `firstName`/`parseStreet` in code).
 *
 * Before the detectors: nothing found; 1 negative changed by another rule (an IP). First run, as written, on the detectors
 * of ea43408: **31 of 60 names (52 %), 53 of 60 street lines (88 %)**, 2 of 150 negatives changed by the name rule — a
 * company after "Kunde" and "le client" ("Kunde (Stadtwerke Nord)", "le client Boulangerie du Parc"). The class fixes it
 * prompted: the words of businesses in 8 languages are no name; meetings, calls and interviews with a person ("1:1 with
 * …", "gebeld met …", "appel avec …", 15 languages), HR cases ("offboarding for …", "ziekmelding …"), "registered to" in
 * its languages ("intestata a …", "au nom de …") and Malay "oleh"; @mentions of display names (two words or more);
 * couriers and `*_display` fields as labels, `user =` with two words; titles in lower case before a full name ("mrs …",
 * "pan …"); clinical "pt" before two words; Indonesian/Malay "saya …"; Japanese "こんにちは、… です", Chinese 用户/与 …; for
 * streets, `address_1=` form bodies (a value ends at '&'), a label alone on its line, Turkish "Cad./Sok. No:", Czech
 * "ulici", "moved" in more languages as context, Korean flats after a comma, Malaysia's "No. 12, Jalan … 3/2". After: 54 of
 * 60 names, 60 of 60 street lines, no negative changed by either rule. So this set is no longer held out either.
 *
 * Left: names with no cue ("Please process the offboarding …" is read; "Lucinda … last day is Friday" without it is not),
 * a Turkish name before its postposition ("Ozan Demirkıran için"), a Chinese name with no cue word.
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { measureWrittenSet } from './held-out-families.ts';
import { THIRD_SET_NEGATIVES, THIRD_SET_POSITIVES } from './names-addresses-third-set.data.ts';

const counts = (ch: string) => /[\p{L}\p{N}]/u.test(ch);
const measure = (engine: PiiEngine, kind: 'name' | 'address') =>
  measureWrittenSet(engine, THIRD_SET_POSITIVES.filter((c) => c.kind === kind), [], (c) => c.lang, counts);

describe('names and street addresses: the third held-out set', () => {
  test('masks at least 52 of the 60 names and 57 of the 60 street lines, and no negative as either (prints the table)', () => {
    expect(THIRD_SET_POSITIVES.length).toBe(120);
    expect(THIRD_SET_NEGATIVES.length).toBe(150);
    const engine = createPiiEngine({ rules: {} });
    const names = measure(engine, 'name');
    const streets = measure(engine, 'address');
    const table = (r: ReturnType<typeof measure>) => [...r.perGroup].map(([lang, [ok, n]]) => `${lang} ${ok}/${n}`).join(', ');
    console.log(
      `names ${names.found}/60: ${table(names)}\nstreet lines ${streets.found}/60: ${table(streets)}\n` +
        `not masked:\n  ${[...names.misses, ...streets.misses].join('\n  ')}`,
    );
    expect(names.found).toBeGreaterThanOrEqual(52);
    expect(streets.found).toBeGreaterThanOrEqual(57);
    const wrong = THIRD_SET_NEGATIVES.filter((n) => engine.findEntities(n.text).some((f) => f.type === 'PERSON_NAME' || f.type === 'ADDRESS'));
    expect(wrong.map((n) => n.text)).toEqual([]);
  });

  test('negative control: with PERSON_NAME and ADDRESS off, nothing of the set is found', () => {
    const off = createPiiEngine({ rules: { PERSON_NAME: { enabled: false, mode: 'mask' }, ADDRESS: { enabled: false, mode: 'mask' } } });
    expect(measure(off, 'name').found + measure(off, 'address').found).toBe(0);
  });
});
