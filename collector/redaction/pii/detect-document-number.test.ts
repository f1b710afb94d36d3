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

  it('reads a passport\'s label in Russian, Polish, Turkish, Greek, Vietnamese, Arabic, Hebrew, Thai and Hindi', () => {
    const cases: [string, string][] = [
      ['меня зовут Ольга, паспорт 4514 382917, телефон', '4514 382917'],
      ['paszport nr EH4829173', 'EH4829173'],
      ['pasaport no: U12345678', 'U12345678'],
      ['αριθμός διαβατήριο: AK1234567', 'AK1234567'],
      ['Số hộ chiếu: C1234567', 'C1234567'],
      ['رقم جواز السفر: A12345678', 'A12345678'],
      ['מספר דרכון 34567812', '34567812'],
      ['หนังสือเดินทาง AA1234567', 'AA1234567'],
      ['पासपोर्ट: N1234567', 'N1234567'],
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

describe('document-number detector: labels added on 2026-12-06', () => {
  it('reads DL, CDL and PTIN in capitals only, a key with `_`, an issuer between, "license #" and a DVLA number', () => {
    const cases: [string, string][] = [
      ['customer presented DL A8301264 (CA)', 'A8301264'],
      ['Applicant holds TX CDL 09316742, Class A', '09316742'],
      ['Paid preparer: PTIN P01482736', 'P01482736'],
      ['kyc.dl_check driver_license=T61824073 state=VA', 'T61824073'],
      ['numéro de permis de conduire du Québec est L2184-120389-07', 'L2184-120389-07'],
      ['Michigan license # K 512 648 093 217', 'K 512 648 093 217'],
      ['Il mio numero patente è U1X95P6K2D', 'U1X95P6K2D'],
      ['licence LEE99704225JM2TR shows 3 points', 'LEE99704225JM2TR'],
      ['the licence number on my card is OKAFO 805097 CU9 LM i think', 'OKAFO 805097 CU9 LM'],
    ];
    for (const [text, value] of cases) expect(numbers(text), text).toEqual([value]);
  });

  it('leaves "dl" in lower case, a label glued to a model number and a DVLA-like run with an impossible month', () => {
    for (const text of ['dl 12345678 files', 'HPE ProLiant DL380 Gen10, license for iLO', 'order ABCDE913456XY1ZZ licence']) expect(numbers(text), text).toEqual([]);
  });
});

describe('licence plates after their label (LICENSE_PLATE)', () => {
  const engine = createPiiEngine({ rules: {} });
  const plates = (text: string) => engine.findEntities(text).filter((f) => f.type === 'LICENSE_PLATE').map((f) => text.slice(f.start, f.end));

  it('finds plates after the word of their country', () => {
    const cases: [string, string][] = [
      ['license plate 7XYZ123, white sedan', '7XYZ123'],
      ['Kennzeichen M-AB 1234 gesehen', 'M-AB 1234'],
      ['Bitte das Fahrzeug mit dem Kennz. B-XQ 318 freischalten', 'B-XQ 318'],
      ['immatriculation AB-123-CD', 'AB-123-CD'],
      ['kenteken 12-ABC-3', '12-ABC-3'],
      ['Florida tag JQM D41 - the car', 'JQM D41'],
      ['车牌 京N·7K3Q9 在停车场被扣费两次', '京N·7K3Q9'],
      ['相手の車のナンバープレートは練馬 500 さ 47-10でした', '練馬 500 さ 47-10'],
      ['госномер А123ВС 77', 'А123ВС 77'],
      ['{"plate":"7ABC123"}', '7ABC123'],
    ];
    for (const [text, value] of cases) expect(plates(text), text).toEqual([value]);
    expect(engine.redactValue('{"license_plate":"7ABC123"}', undefined, {})).toBe('{"license_plate":"[REDACTED:LICENSE_PLATE]"}');
  });

  it('leaves what only looks like a plate after the word', () => {
    for (const text of ['steel plate 12mm thick', 'plate 3 of 5', 'Porsche 911 Targa 4 GTS', 'registration: LK19 ***', 'registration ID conf-2026-0042', 'reg 2024', 'オーダーナンバー A-300-1234 の配送状況', 'license plate required']) {
      expect(plates(text), text).toEqual([]);
    }
  });

  it('negative control: with LICENSE_PLATE off the plate stays', () => {
    const off = createPiiEngine({ rules: { LICENSE_PLATE: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('Kennzeichen M-AB 1234 gesehen').text).toBe('Kennzeichen M-AB 1234 gesehen');
  });
});
