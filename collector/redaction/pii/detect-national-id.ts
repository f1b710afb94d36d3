import { isRealDate, isRrnChecksumValid } from './checksums.ts';
import type { Detector, Finding } from './detector.ts';
import { isTraceIdValue } from './id-context.ts';

const SSN_DASHED_RE = /(?<![\w-])(\d{3})-(\d{2})-(\d{4})(?![\w-]|\.\d)/g;
// Undashed or space-separated SSNs are just nine digits: only taken after an SSN keyword.
const SSN_LOOSE_RE = /(?<![\w-])(\d{3}) ?(\d{2}) ?(\d{4})(?![\w-]|\.\d)/g;
// Keywords may be part of a field name (`applicant_ssn`), so they are bounded by letters, not \b.
const SSN_CONTEXT_RE = /(?:(?<![a-z])ssn(?![a-z])|social[ _-]?security|(?<![a-z])tin(?![a-z])|tax[ _-]?id)[^\n\d]{0,20}$/i;

const RRN_RE = /(?<![\w-])(\d{2})(\d{2})(\d{2})(-?)([1-8])(\d{6})(?![\w-]|\.\d)/g;
const RRN_CONTEXT_RE = /(?:주민\s*(?:등록)?\s*번호|외국인\s*등록\s*번호|(?<![a-z])rrn(?![a-z])|resident[ _-]?registration|jumin)[^\n\d]{0,20}$/i;

const CONTEXT_WINDOW = 48;

/** US SSN rules: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function isSsnValid(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/**
 * US social security numbers. `123-45-6789` is taken anywhere (the 3-2-4 shape with the SSA rules is
 * specific); nine digits without dashes, or with spaces, only after an SSN keyword.
 */
export function createSsnDetector(): Detector {
  return {
    name: 'ssn',
    types: ['SSN'],
    mayMatch: (f) => f.maxDigitCluster >= 9,
    detect(text: string, out: Finding[]): void {
      SSN_DASHED_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = SSN_DASHED_RE.exec(text)) !== null) {
        if (isSsnValid(m[1]!, m[2]!, m[3]!)) out.push({ type: 'SSN', start: m.index, end: m.index + m[0].length });
      }
      SSN_LOOSE_RE.lastIndex = 0;
      while ((m = SSN_LOOSE_RE.exec(text)) !== null) {
        const raw = m[0];
        // Mixed " " / "" separators are not an SSN layout.
        if (raw.length !== 9 && raw.length !== 11) continue;
        if (!isSsnValid(m[1]!, m[2]!, m[3]!)) continue;
        if (!SSN_CONTEXT_RE.test(text.slice(Math.max(0, m.index - CONTEXT_WINDOW), m.index))) continue;
        out.push({ type: 'SSN', start: m.index, end: m.index + raw.length });
      }
    },
  };
}

/**
 * Korean resident (and foreigner) registration numbers, `YYMMDD-SNNNNNN`, S = 1-8.
 *
 * Decision: the birth date must be real and not in the future, then
 * - a valid check digit is enough for the dashed form;
 * - a failing check digit is accepted in RRN context (주민등록번호, RRN, …), or without context for
 *   birth years from 2020 on, because numbers issued since October 2020 carry random trailing digits
 *   instead of a check digit;
 * - the undashed 13-digit form always needs RRN context, since 13-digit epoch-millisecond timestamps
 *   (1.7e12) would otherwise pass as people born in 2017.
 */
export function createRrnDetector(nowYear: number = new Date().getUTCFullYear()): Detector {
  return {
    name: 'rrn',
    types: ['RRN'],
    mayMatch: (f) => f.maxDigitCluster >= 13,
    detect(text: string, out: Finding[]): void {
      RRN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = RRN_RE.exec(text)) !== null) {
        if (isTraceIdValue(text, m.index)) continue;
        const yy = Number(m[1]);
        const gender = Number(m[5]);
        const century = gender === 1 || gender === 2 || gender === 5 || gender === 6 ? 1900 : 2000;
        const year = century + yy;
        if (year > nowYear || !isRealDate(year, Number(m[2]), Number(m[3]))) continue;
        const dashed = m[4] === '-';
        const digits = m[1]! + m[2]! + m[3]! + m[5]! + m[6]!;
        const checksum = isRrnChecksumValid(digits);
        let accept = dashed && (checksum || year >= 2020);
        if (!accept) accept = RRN_CONTEXT_RE.test(text.slice(Math.max(0, m.index - CONTEXT_WINDOW), m.index));
        if (accept) out.push({ type: 'RRN', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}
