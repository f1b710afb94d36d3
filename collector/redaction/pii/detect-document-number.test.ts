import { describe, expect, it } from 'vitest';
import { createDocumentNumberDetector } from './detect-document-number.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPiiEngine } from './pii-engine.ts';

const MODE: DetectMode = { headerDump: false, queryString: false, key: '' };
const detector = createDocumentNumberDetector();

function numbers(text: string): string[] {
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, MODE)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, MODE, features);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('document-number detector (a passport or driving-licence number after its label)', () => {
  it('finds the number alone, in the forms and languages people write it', () => {
    const cases: [string, string][] = [
      ['passport no. X1234567', 'X1234567'],
      ['Passport Number: 533380006 issued 2020', '533380006'],
      ['my passport is 912803456 and the visa is pending', '912803456'],
      ["driver's license D1234-5678-9012", 'D1234-5678-9012'],
      ['DL# 123456789', '123456789'],
      ['Reisepassnummer C01X00T47', 'C01X00T47'],
      ['Führerschein Nr. B072RRE2I55', 'B072RRE2I55'],
      ['numéro de passeport 18AV12345', '18AV12345'],
      ['pasaporte: XDA123456', 'XDA123456'],
      ['여권번호 M12345678', 'M12345678'],
      ['护照号码 E12345678', 'E12345678'],
      ['旅券番号 TK1234567', 'TK1234567'],
      // Found by the held-out test's first run.
      ['My passport number is NR1234567, expiry next year.', 'NR1234567'],
      ['Mi número de pasaporte es XDA123456 y viajo el lunes.', 'XDA123456'],
      ['我的护照号码是E12345678，谢谢。', 'E12345678'],
    ];
    for (const [text, number] of cases) expect(numbers(text), text).toEqual([number]);
  });

  it('leaves a label without a number, and numbers that are something else', () => {
    for (const text of [
      'passport photo 600x600',
      'passport expires 2030-01-01',
      "driver's license required",
      'passport: 20300101',
      'passport 2',
      'passport-service v1.2.3 build 45678',
      'passportjs 0.7.0',
      'license MIT 2024',
      'the DL team 2024',
    ]) {
      expect(numbers(text), text).toEqual([]);
    }
  });

  it('is NATIONAL_ID in the engine, the label kept', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('passport no. X1234567, flight LH 454').text).toBe('passport no. [REDACTED:NATIONAL_ID], flight LH 454');
    const off = createPiiEngine({ rules: { NATIONAL_ID: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('passport no. X1234567').text).toBe('passport no. X1234567');
  });
});
