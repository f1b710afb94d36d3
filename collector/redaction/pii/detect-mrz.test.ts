import { describe, expect, it } from 'vitest';
import { mrzCheckDigit } from './detect-mrz.ts';
import { createPiiEngine } from './pii-engine.ts';

const engine = createPiiEngine({ rules: {} });
const redact = (s: string) => engine.redactString(s).text;

describe('machine-readable zones of passports and identity cards (ICAO 9303)', () => {
  it('computes the check digit with weights 7, 3, 1 (the specimen of Doc 9303 part 4: L898902C3 → 6, 740812 → 2)', () => {
    expect([mrzCheckDigit('L898902C3'), mrzCheckDigit('740812'), mrzCheckDigit('120415'), mrzCheckDigit('D23145890')]).toEqual([6, 2, 9, 7]);
  });

  it("masks a passport's names and its data line, and an identity card's three lines, as an OCR service or a log prints them", () => {
    expect(redact('P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<\nL898902C36UTO7408122F1204159ZE184226B<<<<<10')).toBe(
      'P<UTO[REDACTED:PERSON_NAME]<<<<<<<<<<<<<<<<<<<\n[REDACTED:NATIONAL_ID]',
    );
    expect(redact('{"mrz": ["P<POLWISNIEWSKA<KOLODZIEJ<<MALGORZATA<<<<<<<", "EH48291735POL0304029F330915103240211825<<<88"]}')).toBe(
      '{"mrz": ["P<POL[REDACTED:PERSON_NAME]<<<<<<<", "[REDACTED:NATIONAL_ID]"]}',
    );
    expect(redact('I<UTOD231458907<<<<<<<<<<<<<<<\n7408122F1204159UTO<<<<<<<<<<<6\nERIKSSON<<ANNA<MARIA<<<<<<<<<<')).toBe(
      '[REDACTED:NATIONAL_ID]\n[REDACTED:NATIONAL_ID]\n[REDACTED:PERSON_NAME]<<<<<<<<<<',
    );
  });

  it('negative controls: a data line whose check digits fail, `<<` in code and prose, a filler-only line', () => {
    for (const s of ['L898902C37UTO7408123F1204150ZE184226B<<<<<10', 'std::cout << name << std::endl; FOO<<BAR', 'x <<<<<<<<<<<<<<<<<<<<<<<<<<<<<< y', '#define MASK (PREFIX<<SHIFT)', 'if (VALUES<<BITS) PRINTER<<LINE']) {
      expect(redact(s), s).toBe(s);
    }
  });
});
