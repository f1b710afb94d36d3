import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PERSON_NAME_NEGATIVES, PERSON_NAME_POSITIVES } from '../../../test/corpus/pii/person-names-in-text.data.ts';
import { STREET_ADDRESS_NEGATIVES, STREET_ADDRESS_POSITIVES } from '../../../test/corpus/pii/street-addresses-in-text.data.ts';
import { SECOND_SET_NEGATIVES, SECOND_SET_POSITIVES } from '../../../test/corpus/pii/names-addresses-second-set.data.ts';
import { THIRD_SET_NEGATIVES, THIRD_SET_POSITIVES } from '../../../test/corpus/pii/names-addresses-third-set.data.ts';
import { createPersonNameDetector } from './detect-person-name.ts';
import { createStreetAddressDetector } from './detect-street-address.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';

/**
 * The pre-checks of the name and address detectors (scanFeatures' blank, capital and digit-beside-blank flags, the cue
 * tests) decide that most strings cannot hold a name or a street: they must never decide so for a string the detector
 * would find something in.
 */
const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detectors = [createPersonNameDetector(), createStreetAddressDetector()];

function unsound(text: string): string | null {
  const f = scanFeatures(text);
  for (const d of detectors) {
    const out: Finding[] = [];
    d.detect(text, out, MODE, f);
    if (out.length > 0 && !d.mayMatch(f, MODE)) return `${d.name} finds ${JSON.stringify(text)} but its pre-check is false`;
  }
  return null;
}

const TEXTS = [
  ...PERSON_NAME_POSITIVES, ...PERSON_NAME_NEGATIVES, ...STREET_ADDRESS_POSITIVES, ...STREET_ADDRESS_NEGATIVES,
  ...SECOND_SET_POSITIVES, ...SECOND_SET_NEGATIVES, ...THIRD_SET_POSITIVES, ...THIRD_SET_NEGATIVES,
].map((c) => c.text);

describe('names and street addresses: pre-checks never skip a text the detector would read', () => {
  it('on every text of the three held-out sets, and their pieces', () => {
    const pieces = TEXTS.flatMap((t) => [t, t.slice(0, Math.ceil(t.length / 2)), t.slice(Math.floor(t.length / 2))]);
    const bad = pieces.map(unsound).filter((why) => why !== null);
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('on random mixes of cue words, names, numbers, street words and separators', () => {
    const piece = fc.oneof(
      fc.constantFrom(
        'my name is', 'Name:', 'Dr.', 'Dear', 'Hi', 'Best regards,', 'patient', '1:1 with', '@', 'this is', 'calling', '"', "'", '(', '\n', '\\n',
        'Sarah', 'Connolly', 'sarah', 'MILLER', 'van der', '42', '221B', '12/45', 'Oak', 'Ridge', 'Drive', 'St', 'Apt 3', 'rue', 'Calle', 'Mayor',
        'straße', 'Haupt', 'Storgatan', 'PO Box', 'Flat', 'address:', 'ship_to=', ',', ' ', '\t', '+', '-', '—', '.', 'É', 'ß', '東京都', '区', '2-8-1',
        '号', '路', '강남구', '테헤란로', '私は', 'です', '我叫', '王', 'さん',
      ),
      fc.stringMatching(/^[A-Za-z]{1,6}$/),
      fc.stringMatching(/^\d{1,5}$/),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), fc.array(fc.constantFrom(' ', '', ', ', '\n'), { maxLength: 12 }), (parts, seps) =>
        unsound(parts.map((p, i) => p + (seps[i] ?? ' ')).join('')) === null,
      ),
      { numRuns: 5_000, seed: 20261205 },
    );
  });
});
