import { isRealDate, isRrnChecksumValid } from './checksums.ts';
import type { DetectMode, Detector, Finding } from './detector.ts';
import { isTraceIdValue } from './id-context.ts';
import { hasKeywordBefore } from './keyword-context.ts';

// YYMMDD, a separator (dash, space or none), S (1-8: sex and century), six digits.
const RRN_RE = /(?<![\w+]|\d[.,-]|[A-Za-z_][.-]|\d )(\d{2})(\d{2})(\d{2})([- ])?([1-8])(\d{6})(?![\w]|[./-]\d|-[A-Za-z]| \d)/g;
const RRN_CONTEXT_RE = /(?:주민\s*(?:등록)?\s*번호|외국인\s*등록\s*번호|(?<![a-z])rrn(?![a-z])|resident[ _-]?registration|jumin)[^\n\d]{0,20}$/i;
// `"ts": 1711234567890`, `created_at=…`, `expires 1711…`: an epoch-millisecond value, not a birth date.
const TIME_CONTEXT_RE = /(?:time|(?<![a-z])ts|(?<![a-z])date(?:time)?s?(?![a-z])|_date|_at|epoch|millis|(?<![a-z])ms|created|updated|modified|expir|since|until|deadline|시각|시간|日時|時刻)[\w.-]*["']?\s*[:=]?\s*["']?$/i;
const TIME_KEY_RE = /time|(?<![a-z])ts(?![a-z])|(?<![a-z])date(?:time)?s?(?![a-z])|_date|_at$|epoch|millis|created|updated|modified|expir|deadline/i;
// Undashed numbers of people older than this are not taken without a keyword: it halves the epoch-ms
// timestamps that pass (2010-2019 timestamps read as births in 1910-1919), at the cost of centenarians.
const MAX_AGE_WITHOUT_KEYWORD = 105;
// An undashed number that, read as epoch milliseconds, lies within a year of now is a timestamp: in
// 2026-2028 this window holds the timestamps 1801…-1812… (Jan-Jun 2027), which would otherwise pass
// 1.2% of the time, and the RRNs of one birth cohort (2018), which then need a keyword.
const NOW_WINDOW_MS = 366 * 24 * 3600 * 1000;

/**
 * Korean resident (and foreigner) registration numbers, `YYMMDD-SNNNNNN`, S = 1-8.
 *
 * Decision: the birth date must be real and not in the future, then
 * - separated (`-` or a space): a valid check digit is enough; a failing one is accepted in RRN
 *   context (주민등록번호, RRN, …), or without context for birth years from 2020 on, because numbers
 *   issued since October 2020 carry random trailing digits instead of a check digit;
 * - undashed (13 digits): a valid check digit is enough when the holder is at most 105 years old, the
 *   number is not introduced as a time (`ts=`, `created_at`, `"timestamp":`, or such an attribute key)
 *   and, read as epoch milliseconds, it is not within a year of now; otherwise RRN context is needed.
 *   13-digit epoch-millisecond timestamps far from now are the price: see test/corpus/pii/NATIONAL-IDS.md for the
 *   measured rate.
 *
 * `now` is read only for a candidate that got that far (a clock, so that a long-lived engine's window moves).
 */
export function createRrnDetector(now: () => number = Date.now): Detector {
  return {
    name: 'rrn',
    types: ['RRN'],
    // The birth date is six digits in a row, the whole number a cluster of thirteen.
    mayMatch: (f) => f.maxDigitCluster >= 13 && f.maxDigitRun >= 6,
    detect(text: string, out: Finding[], mode: DetectMode): void {
      RRN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      let nowMs = 0;
      let nowYear = 0;
      while ((m = RRN_RE.exec(text)) !== null) {
        if (isTraceIdValue(text, m.index)) continue;
        if (nowMs === 0) {
          nowMs = now();
          nowYear = new Date(nowMs).getUTCFullYear();
        }
        const yy = Number(m[1]);
        const sex = Number(m[5]);
        const century = sex === 1 || sex === 2 || sex === 5 || sex === 6 ? 1900 : 2000;
        const year = century + yy;
        if (year > nowYear || !isRealDate(year, Number(m[2]), Number(m[3]))) continue;
        const checksum = isRrnChecksumValid(m[1]! + m[2]! + m[3]! + m[5]! + m[6]!);
        let accept: boolean;
        if (m[4] !== undefined) accept = checksum || year >= 2020;
        else {
          accept = checksum && year >= nowYear - MAX_AGE_WITHOUT_KEYWORD && Math.abs(Number(m[0]) - nowMs) > NOW_WINDOW_MS && !isIntroducedAsTime(text, m.index, mode);
        }
        if (!accept) accept = hasKeywordBefore(RRN_CONTEXT_RE, text, m.index, mode);
        if (accept) out.push({ type: 'RRN', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}

function isIntroducedAsTime(text: string, start: number, mode: DetectMode): boolean {
  return TIME_CONTEXT_RE.test(text.slice(Math.max(0, start - 32), start)) || (mode.key !== '' && TIME_KEY_RE.test(mode.key));
}
