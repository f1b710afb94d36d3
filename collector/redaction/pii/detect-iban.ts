import { IBAN_LENGTHS, isIbanValid } from './checksums.ts';
import { FEATURE_UPPER_DIGIT, isWordChar, type Detector, type Finding } from './detector.ts';

// Country, check digits, then alphanumerics with optional single spaces (print format groups by 4).
const IBAN_RE = /(?<![A-Za-z0-9])[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}/g;

/**
 * IBANs, compact or printed in groups, validated by country length and mod-97. The match is cut at the
 * country's length, so an IBAN followed by " EUR" or a reference still validates.
 */
export function createIbanDetector(): Detector {
  return {
    name: 'iban',
    types: ['IBAN'],
    mayMatch: (f) => (f.flags & FEATURE_UPPER_DIGIT) !== 0 && f.digits >= 6,
    detect(text: string, out: Finding[]): void {
      IBAN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = IBAN_RE.exec(text)) !== null) {
        const raw = m[0];
        const expected = IBAN_LENGTHS.get(raw.slice(0, 2));
        if (expected === undefined) {
          IBAN_RE.lastIndex = m.index + 1;
          continue;
        }
        let compact = '';
        let end = 0;
        for (let i = 0; i < raw.length && compact.length < expected; i++) {
          if (raw[i] !== ' ') compact += raw[i];
          end = i + 1;
        }
        const boundary = !isWordChar(text.charCodeAt(m.index + end));
        if (compact.length === expected && boundary && isIbanValid(compact)) {
          out.push({ type: 'IBAN', start: m.index, end: m.index + end });
          IBAN_RE.lastIndex = m.index + end;
        } else {
          IBAN_RE.lastIndex = m.index + 1;
        }
      }
    },
  };
}
