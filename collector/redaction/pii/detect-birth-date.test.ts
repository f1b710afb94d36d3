import { describe, expect, it } from 'vitest';
import { createBirthDateDetector } from './detect-birth-date.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detector = createBirthDateDetector(() => Date.parse('2026-12-05T00:00:00Z'));

function dates(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  expect(out.every((f) => f.type === 'BIRTH_DATE')).toBe(true);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('birth-date detector (a date right after a birth label)', () => {
  it('finds the date alone, in the forms and languages people write it', () => {
    const cases: [string, string][] = [
      ['DOB: 1984-03-12', '1984-03-12'],
      ['D.O.B. 12/03/1984', '12/03/1984'],
      ['Date of Birth: 03-12-1984', '03-12-1984'],
      ['birthdate=1984-03-12', '1984-03-12'],
      ['Patient DOB is 1984-03-12T00:00:00Z', '1984-03-12'],
      ['born on March 12, 1984 in Ohio', 'March 12, 1984'],
      ['she was born 12 March 1984', '12 March 1984'],
      ['Geburtsdatum: 12.03.1984', '12.03.1984'],
      ['geb. 12. März 1984', '12. März 1984'],
      ['née le 12 mars 1984', '12 mars 1984'],
      ['fecha de nacimiento: 12 de marzo de 1984', '12 de marzo de 1984'],
      ['私の生年月日は1984年3月12日です', '1984年3月12日'],
      ['생년월일: 1984.03.12', '1984.03.12'],
      // Forms found by probing after the first held-out run (so no longer held out).
      ['DOB 3/7/62', '3/7/62'],
      ['date of birth (dd/mm/yyyy): 12/03/1984', '12/03/1984'],
      ['born on the 1st of May 1990', '1st of May 1990'],
      ['Geburtstag: 12.03.1984', '12.03.1984'],
      ['dob:19840312', '19840312'],
      ['"dob": "1984-03-12"', '1984-03-12'],
      ['DOB - 12-Mar-1984', '12-Mar-1984'],
      ['birth_date: 1984-03-12', '1984-03-12'],
    ];
    for (const [text, date] of cases) expect(dates(text), text).toEqual([date]);
  });

  it('leaves dates of anything else, a label without a date, and impossible dates', () => {
    for (const text of [
      'date of birth unknown, admitted 2024-03-12',
      'DOB field added 2024-01-01',
      'Adobe 2024-03-12',
      'Dobson 1984-03-12',
      'Osborne 12/03/1984',
      'Order date 12/03/1984',
      'birth certificate issued 2001-05-04',
      'dob: 2030-01-01',
      'dob: 1984-13-40',
      'dob: 1850-01-01',
      'date of birth: YYYY-MM-DD',
      // Not looked for: a month and year, or a bare "b." (too many other meanings).
      'born in May 1990',
      'b. 1984-03-12',
    ]) {
      expect(dates(text), text).toEqual([]);
    }
  });
});
