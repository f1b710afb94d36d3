import { describe, expect, it } from 'vitest';
import { createLabelledIdDetector } from './detect-labelled-id.ts';
import { scanFeatures, type DetectMode, type Finding } from './detector.ts';
import { createPiiEngine } from './pii-engine.ts';

const detector = createLabelledIdDetector();

function numbers(text: string, key = ''): string[] {
  const mode: DetectMode = { headerDump: false, queryString: false, key };
  const features = scanFeatures(text);
  if (!detector.mayMatch(features, mode)) return [];
  const out: Finding[] = [];
  detector.detect(text, out, mode, features);
  return out.map((f) => text.slice(f.start, f.end));
}

describe('labelled-id detector (a national id, tax or insurance number after its label)', () => {
  it('finds numbers of schemes without a checksum detector, in the languages and layouts of their labels', () => {
    const cases: [string, string][] = [
      ['PESEL 44051401359', '44051401359'],
      ['Mitt personnummer är 811218-9876.', '811218-9876'],
      ['Mit CPR nr. er 241288-0911.', '241288-0911'],
      ['Minun henkilötunnukseni on 010594-123W.', '010594-123W'],
      ['Moje rodné číslo je 905512/4562.', '905512/4562'],
      ['AHV-Nr. 756.1234.5678.97', '756.1234.5678.97'],
      ['My HKID card number is K654321(9).', 'K654321(9)'],
      ['香港身份證號碼：Z683365(A)', 'Z683365(A)'],
      ['TFN 123 456 782', '123 456 782'],
      ['D.N.I. 40.111.222', '40.111.222'],
      ['個人番号（マイナンバー）: see TC Kimlik No: 10000000146', '10000000146'],
      ['NIK saya 3273015512900002, mohon dicek.', '3273015512900002'],
      ['tax number (IRD) 62-134-577, thanks', '62-134-577'],
    ];
    for (const [text, number] of cases) expect(numbers(text), text).toEqual([number]);
  });

  it('takes documentation examples a checksum detector refuses for their allocation rules, not for a broken check digit', () => {
    // No SIN starts with 0, no NINO with QQ: both are what examples and test data use.
    expect(numbers('My SIN is 046 454 286, can you update my T4?')).toEqual(['046 454 286']);
    expect(numbers('My National Insurance number is QQ 12 34 56 C.')).toEqual(['QQ 12 34 56 C']);
    // A broken Luhn, CPF or NHS check digit after the label is still left, as in detect-national-id.ts.
    expect(numbers('SIN 046 454 287')).toEqual([]);
    expect(numbers('CPF 390.533.447-06')).toEqual([]);
    expect(numbers('NHS number 943 476 5871')).toEqual([]);
    // One scheme's label does not vouch for another's number (9 digits are no CPF).
    expect(numbers('CPF 111222333')).toEqual([]);
  });

  it('takes any national number after "SSN" or "social security number", nine digits only as a BSN or a SIN (a held-out Faker set)', () => {
    const cases: [string, string][] = [
      ['my social security number is 870207-2714', '870207-2714'], // Sweden's personnummer
      ['social security number 88090781643', '88090781643'], // PESEL
      ['SSN 221189-618Y', '221189-618Y'], // henkilötunnus
      ['SSN: 02056124732', '02056124732'], // fødselsnummer
      ['my social security no. is 997.288.602-69', '997.288.602-69'], // CPF
      ['SSN 962138575', '962138575'], // BSN (11-proof), not a possible SSN (area 962)
      ['my social security number is 251 058 277', '251 058 277'], // SIN (Luhn)
    ];
    for (const [text, number] of cases) expect(numbers(text), text).toEqual([number]);
    expect(numbers('88090781643', 'customer.ssn')).toEqual(['88090781643']);
    // Nine digits written 3-2-4 are the US SSN detector's alone (its rules); nine others need a BSN or SIN check.
    expect(numbers('SSN 000-12-3456')).toEqual([]);
    expect(numbers('SSN 962138576')).toEqual([]);
    // Not a number after the label: words, dates, amounts, the last four digits.
    for (const text of ['social security benefits increased 2024', 'social security payments of 1500000 per year', 'ssn_last4: 4739', 'social security number verified on 2024-03-12']) {
      expect(numbers(text), text).toEqual([]);
    }
  });

  it('finds health and insurance record numbers after their label', () => {
    const cases: [string, string][] = [
      ['patient MRN 7734521', '7734521'],
      ['member ID: XYZ123456789', 'XYZ123456789'],
      ['policy number POL-88213344', 'POL-88213344'],
      ['Versichertennummer A123456780', 'A123456780'],
      ['NHI ZZZ0016', 'ZZZ0016'],
    ];
    for (const [text, number] of cases) expect(numbers(text), text).toEqual([number]);
  });

  it('finds domestic bank account numbers (BANK_ACCOUNT) after their label, and leaves the bank codes beside them', () => {
    const cases: [string, string][] = [
      ['account number 12345678, sort code 20-00-00', '12345678'],
      ['ABA 026009593 acct 4840003841', '4840003841'],
      ['Kontonummer 1234567890, BLZ 37040044', '1234567890'],
      ['mi CLABE es 002010077777777771', '002010077777777771'],
      ['계좌번호 110-123-456789 로 보내주세요', '110-123-456789'],
      ['口座番号：1234567', '1234567'],
    ];
    for (const [text, number] of cases) expect(numbers(text), text).toEqual([number]);
    const engine = createPiiEngine({ rules: {} });
    expect(engine.findEntities('checking account no. 4840003841').map((f) => f.type)).toEqual(['BANK_ACCOUNT']);
    expect(engine.redactValue('000123456789', 'customer.account_number', {})).toBe('[REDACTED:BANK_ACCOUNT]');
    for (const text of ['sort code 20-00-00 is Barclays', 'account number is required', 'account #: ••••1234', 'account ending in 4821', 'CLABE: <CLABE>', 'account=1234567890', 'account 1234567890 created']) {
      expect(numbers(text), text).toEqual([]);
    }
  });

  it('reads the attribute key as the label, for a value that is the number alone', () => {
    expect(numbers('44051401359', 'customer_pesel')).toEqual(['44051401359']);
    expect(numbers(' 756.1234.5678.97 ', 'ahv_nr')).toEqual(['756.1234.5678.97']);
    expect(numbers('44051401359 and more', 'pesel')).toEqual([]);
    expect(numbers('0.4794255386', 'sin')).toEqual([]);
    // An ambiguous label is not read from a key: `run` and `fin` name other things.
    expect(numbers('1234567', 'fin')).toEqual([]);
    expect(numbers('1234567', 'run')).toEqual([]);
    expect(numbers('run=1234567 build=42')).toEqual([]);
    expect(numbers('RUN 22.013.457-1 (menor de edad)')).toEqual(['22.013.457-1']);
  });

  it('leaves labels without a number, and numbers that are something else', () => {
    for (const text of [
      'sin(30) = 0.5',
      'the sin of 0.000123456',
      'sin 123456789 is not a label in small letters',
      'PAN 20 lens, tin 1234567 can',
      'RFC 7231 section 6.5.1',
      'Order ID number 48213377 shipped',
      'ticket id no. 20231104',
      'PESEL: not provided',
      'SSN: 000-00-0000 placeholder',
      'NINO AA 00 00 00 A',
      'PESEL expiry 2030-01-01',
      'DNI 12.05.2024',
      'CURP is a Mexican id of 18 characters',
      'IC number 74HC595 shift register',
      'pesel validation failed with code 422',
    ]) {
      expect(numbers(text), text).toEqual([]);
    }
  });

  it('is NATIONAL_ID in the engine, the label kept, and gone with NATIONAL_ID off', () => {
    const engine = createPiiEngine({ rules: {} });
    expect(engine.redactString('PESEL 44051401359, flight LH 454').text).toBe('PESEL [REDACTED:NATIONAL_ID], flight LH 454');
    expect(engine.redactValue('{"patient": {"pesel": "44051401359", "ward": "B2"}}', 'tool.args', {})).toBe('{"patient": {"pesel": "[REDACTED:NATIONAL_ID]", "ward": "B2"}}');
    const off = createPiiEngine({ rules: { NATIONAL_ID: { enabled: false, mode: 'mask' } } });
    expect(off.redactString('PESEL 44051401359').text).toBe('PESEL 44051401359');
  });
});
