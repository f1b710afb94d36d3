/**
 * Held-out measurement of phone numbers after the phrases people use instead of a word for a telephone ("call me on",
 * "my number is", "llámame al", "ruf mich an unter", "ring meg på", "позвони мне на", "我的号码是", "mera number hai";
 * phone-context.ts CALL_PHRASE_RE), through the whole engine: `phone-phrasing-held-out.data.ts`, written on 2026-12-06 by
 * a helper that had read neither the detectors nor other test data and did not run the engine — 117 numbers of 47
 * countries, each valid for its country in libphonenumber, in chats in 25 languages, transcripts, CRM notes, summaries,
 * logs and tool-call JSON; 115 negatives (order, tracking, ticket, invoice and case numbers after the same phrases,
 * amounts, times, dates, versions, ISBNs, flights, postcodes, SKUs, ids) of which 6 one-time codes, redacted by design
 * (the SECRET rule: "Your verification code is 482913"), are left out of the count, and 2 debatable extensions.
 *
 * Before: 84 of 117; 6 of the 109 other negatives changed. First run of the phrase list as written: 99 of 117, the same
 * 6. After the class fixes: 109 of 117 and the same negatives bar one — "call me about order …" no longer makes "about" a
 * name. The 5 left are older rules': "0048-1173-22" and "0004 882 1190" after "dossier" and "Case ID" read as
 * international numbers, "590-752-0728" after "order number" as a national id, "PIN code 560034" (an Indian postcode) as
 * a secret, "K. Lee" as a name.
 * The fixes: the possessive phrases also in Chinese and with an article ("mi número es el"), Spanish and Portuguese verb
 * forms ("le llamen al", "retorno no", "no zap"), Cantonese, Greek and Hebrew verbs, a separator-free tail ("是"), a 4-4-4
 * layout that starts with 0 (no card does: "0812-6149-0975") after such a phrase, and Russia's trunk "8 (917) …" kept with
 * its number. Left: bare numbers with no phrase ("hier: 0612347479", "… - that's me"), answers on the next line of a
 * transcript, "Delivery contact - Rahul, 91058 97146" and Israel's numbers (not among the countries tried after a phrase).
 */
import { describe, expect, test } from 'vitest';
import { createPiiEngine, type PiiEngine } from '../../../collector/redaction/pii/pii-engine.ts';
import { PHRASING_NEGATIVES, PHRASING_POSITIVES } from './phone-phrasing-held-out.data.ts';
import { measureWrittenSet } from './held-out-families.ts';

const BY_DESIGN = (family: string) => family.endsWith('-debatable') || family === 'otp-code';
const NEGATIVES = PHRASING_NEGATIVES.filter((n) => !BY_DESIGN(n.family));
const measure = (engine: PiiEngine) => measureWrittenSet(engine, PHRASING_POSITIVES, NEGATIVES, (c) => c.family, (ch) => /\p{N}/u.test(ch));

describe('phone numbers after call verbs and "my number": held-out set', () => {
  test('masks at least 109 of the 117 numbers and changes at most 5 of the 109 negatives (prints the table)', () => {
    const engine = createPiiEngine({ rules: {} });
    const r = measure(engine);
    console.log(
      `phone phrasing: ${r.found}/${PHRASING_POSITIVES.length} masked; ${r.changed.length}/${NEGATIVES.length} negatives changed\n` +
        [...r.perGroup].filter(([, [ok, n]]) => ok < n).map(([family, [ok, n]]) => `${family} ${ok}/${n}`).join(', ') +
        `\nnot masked:\n  ${r.misses.join('\n  ')}\nnegatives changed:\n  ${r.changed.join('\n  ')}`,
    );
    expect([PHRASING_POSITIVES.length, NEGATIVES.length]).toEqual([117, 109]);
    expect(r.found).toBeGreaterThanOrEqual(109);
    expect(r.changed.length).toBeLessThanOrEqual(5);
  });

  test('negative control: with PHONE off, the numbers pass in clear', () => {
    expect(measure(createPiiEngine({ rules: { PHONE: { enabled: false, mode: 'mask' } } })).found).toBeLessThan(20);
  });
});
