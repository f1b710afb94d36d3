import type { Detector, Finding, TextFeatures } from './detector.ts';

/**
 * The machine-readable zone of a passport, visa or identity card (ICAO Doc 9303), as OCR and KYC services return it and
 * logs print it: `P<POLWISNIEWSKA<KOLODZIEJ<<MALGORZATA<<<<<<<` then `EH48291735POL0304029F330915103240211825<<<88`.
 *
 * - A name line (a passport's or visa's first line: `P` or `V`, a kind letter or `<`, the issuing state, then surname
 *   `<<` given names; an identity card's third line: 30 characters of the same) — its names are PERSON_NAME. Its layout
 *   (letters and fillers only, the `<<` between surname and given names) does not occur in prose.
 * - A data line — a passport's second line (document number, nationality, birth date, sex, expiry, optional data, 44
 *   characters) or an identity card's first two — is NATIONAL_ID as a whole, when its check digits (weights 7, 3, 1)
 *   confirm the document number and the dates: a run of 44 characters of that alphabet passes three checks by chance
 *   one time in a thousand.
 */
const NAME_LINE_RE = /(?<![A-Z0-9<])(?:[PV][A-Z<][A-Z<]{3})?([A-Z]+(?:<[A-Z]+)*<<[A-Z]+(?:<[A-Z]+)*)<*(?![A-Z0-9<])/g;
/** Passport (TD3) second line: number, check, nationality, birth date, check, sex, expiry, check, optional data, checks. */
const TD3_DATA_RE = /(?<![A-Z0-9<])([A-Z0-9<]{9})(\d)[A-Z<]{3}(\d{6})(\d)[MFX<](\d{6})(\d)[A-Z0-9<]{14}[\d<]\d(?![A-Z0-9<])/g;
/** Identity card (TD1) first line: kind, state, number, check, optional data. */
const TD1_FIRST_RE = /(?<![A-Z0-9<])[ACI][A-Z<][A-Z<]{3}([A-Z0-9<]{9})(\d)[A-Z0-9<]{15}(?![A-Z0-9<])/g;
/** Identity card (TD1) second line: birth date, check, sex, expiry, check, nationality, optional data, check. */
const TD1_SECOND_RE = /(?<![A-Z0-9<])(\d{6})(\d)[MFX<](\d{6})(\d)[A-Z<]{3}[A-Z0-9<]{11}\d(?![A-Z0-9<])/g;

/** ICAO 9303 check digit of `field`: digits their value, letters 10–35, `<` 0, weighted 7, 3, 1, modulo 10. */
export function mrzCheckDigit(field: string): number {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) {
    const c = field.charCodeAt(i);
    const v = c >= 48 && c <= 57 ? c - 48 : c >= 65 && c <= 90 ? c - 55 : 0;
    sum += v * weights[i % 3]!;
  }
  return sum % 10;
}

const checks = (field: string, digit: string) => mrzCheckDigit(field) === Number(digit);

export function createMrzDetector(): Detector {
  return {
    name: 'mrz',
    types: ['PERSON_NAME', 'NATIONAL_ID'],
    mayMatch: (f: TextFeatures) => f.text.length >= 20 && f.text.includes('<<'),
    detect(text: string, out: Finding[]): void {
      NAME_LINE_RE.lastIndex = 0;
      for (let m = NAME_LINE_RE.exec(text); m !== null; m = NAME_LINE_RE.exec(text)) {
        // Without a passport's prefix, a name line is an identity card's third line: 30 characters exactly; with it, a
        // line filled to its end (`<` after the names) or of a passport's or visa's full length (`PREFIX<<SHIFT` in code
        // is neither).
        const offset = m[0].indexOf(m[1]!);
        if (offset === 0 ? m[0].length !== 30 : !m[0].endsWith('<') && m[0].length !== 44 && m[0].length !== 36) continue;
        const start = m.index + offset;
        out.push({ type: 'PERSON_NAME', start, end: start + m[1]!.length });
      }
      TD3_DATA_RE.lastIndex = 0;
      for (let m = TD3_DATA_RE.exec(text); m !== null; m = TD3_DATA_RE.exec(text)) {
        if (checks(m[1]!, m[2]!) && checks(m[3]!, m[4]!) && checks(m[5]!, m[6]!)) out.push({ type: 'NATIONAL_ID', start: m.index, end: m.index + m[0].length });
      }
      TD1_FIRST_RE.lastIndex = 0;
      for (let m = TD1_FIRST_RE.exec(text); m !== null; m = TD1_FIRST_RE.exec(text)) {
        if (checks(m[1]!, m[2]!)) out.push({ type: 'NATIONAL_ID', start: m.index, end: m.index + m[0].length });
      }
      TD1_SECOND_RE.lastIndex = 0;
      for (let m = TD1_SECOND_RE.exec(text); m !== null; m = TD1_SECOND_RE.exec(text)) {
        if (checks(m[1]!, m[2]!) && checks(m[3]!, m[4]!)) out.push({ type: 'NATIONAL_ID', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}
