import { IBAN_LENGTHS, isIbanValid } from './checksums.ts';
import { FEATURE_LETTER_DIGIT, isWordChar, type Detector, type Finding } from './detector.ts';

// Country, check digits, then alphanumerics with optional single spaces or dashes (print format groups
// by 4). Either case: IBANs are also typed or stored in lower case (`de89…`, `GB82west…`).
const IBAN_RE = /(?<![A-Za-z0-9])[A-Za-z]{2}\d{2}(?:[ -]?[A-Za-z0-9]){11,30}/g;
const SPACE = 1;
const DASH = 2;

/**
 * IBANs, compact or printed in groups (separated by spaces or dashes), in either case, validated by
 * country length and mod-97. The match is cut at the country's length, so an IBAN followed by " EUR" or
 * a reference still validates.
 *
 * Upper-case IBANs keep the historical rule (single spaces anywhere). The newer shapes carry extra
 * checks, because lower-case and dashed text is where hex ids, UUIDs and prose live:
 * - dashed, or spaced with a lower-case letter: groups of exactly four, the last of one to four (a UUID's
 *   12-character tail is not), and a dashed run not continued by another `-x` after the cut;
 * - with a lower-case letter: a BBAN made only of hex characters with at least one letter is a hex id
 *   (lower-case German IBANs, `de` + 20 digits, have no letter in the BBAN and still pass).
 */
export function createIbanDetector(): Detector {
  return {
    name: 'iban',
    types: ['IBAN'],
    mayMatch: (f) => (f.flags & FEATURE_LETTER_DIGIT) !== 0 && f.digits >= 6,
    detect(text: string, out: Finding[]): void {
      IBAN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = IBAN_RE.exec(text)) !== null) {
        const raw = m[0];
        const expected = IBAN_LENGTHS.get(raw.slice(0, 2).toUpperCase());
        if (expected === undefined) {
          IBAN_RE.lastIndex = m.index + 1;
          continue;
        }
        let compact = '';
        let end = 0;
        let seps = 0;
        let group = 0; // characters in the current separator-delimited group
        let fours = true; // every separator closes a group of exactly four
        for (let i = 0; i < raw.length && compact.length < expected; i++) {
          const c = raw[i]!;
          if (c === ' ' || c === '-') {
            seps |= c === ' ' ? SPACE : DASH;
            if (group !== 4) fours = false;
            group = 0;
          } else {
            compact += c;
            group++;
          }
          end = i + 1;
        }
        if (compact.length === expected && isIban(text, m.index + end, compact, seps, fours && group <= 4)) {
          out.push({ type: 'IBAN', start: m.index, end: m.index + end });
          IBAN_RE.lastIndex = m.index + end;
        } else {
          IBAN_RE.lastIndex = m.index + 1;
        }
      }
    },
  };
}

function isIban(text: string, end: number, compact: string, seps: number, groupsOfFour: boolean): boolean {
  if (isWordChar(text.charCodeAt(end))) return false;
  const upper = compact.toUpperCase();
  const hasLower = upper !== compact;
  const dashed = (seps & DASH) !== 0;
  if ((dashed || (hasLower && seps !== 0)) && !groupsOfFour) return false;
  // `be12-3456-…-7890-abcd`: the dashed run goes on past the country's length.
  if (dashed && text.charCodeAt(end) === 45 && isWordChar(text.charCodeAt(end + 1))) return false;
  if (hasLower && isHexId(compact)) return false;
  return isIbanValid(upper);
}

/** The BBAN (after country and check digits) is hex with at least one letter: a hex id, not an IBAN. */
function isHexId(compact: string): boolean {
  let letter = false;
  for (let i = 4; i < compact.length; i++) {
    const c = compact.charCodeAt(i) | 32; // folds A-F to a-f; digits are unchanged
    if (c >= 97 && c <= 102) letter = true;
    else if (c < 48 || c > 57) return false;
  }
  return letter;
}
