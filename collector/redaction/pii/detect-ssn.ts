import type { DetectMode, Detector, Finding } from './detector.ts';
import { isTraceIdValue } from './id-context.ts';
import { hasKeywordBefore } from './keyword-context.ts';

// 3-2-4 with one separator used twice: `123-45-6789`, `123 45 6789`, `123.45.6789` (en dashes, no-break
// spaces and full-width digits are folded to these first, by createPersonalNumberDetector). Not a group of a longer number on either side.
const SSN_GROUPED_RE = /(?<![\w+]|\d[.,-]|[A-Za-z_][.-]|\d )(\d{3})([-. ])(\d{2})\2(\d{4})(?![\w]|[./-]\d|-[A-Za-z]| \d)/g;
// Nine digits in a row: far more often an order id, an amount in cents or a zip+4 than an SSN.
const SSN_COMPACT_RE = /(?<![\w+]|\d[.,-]|[A-Za-z_][.-]|\d )(\d{3})(\d{2})(\d{4})(?![\w]|[./-]\d|-[A-Za-z]| \d)/g;
// Keywords may be part of a field name (`applicant_ssn`), so they are bounded by letters, not \b. The labels of an IRS number
// that is not an SSN (a 9xx area is an ITIN's or an ATIN's only after these) are labels of an SSN too.
const TAX_NUMBER_WORDS = '(?<![a-z])(?:itin|atin|tin)(?![a-z])|tax[ _-]?(?:id|payer)|taxpayer';
const TAX_NUMBER_CONTEXT_RE = new RegExp(`(?:${TAX_NUMBER_WORDS})[^\\n\\d]{0,20}$`, 'i');
const SSN_CONTEXT_RE = new RegExp(`(?:(?<![a-z])(?:ssn|ssan)(?![a-z])|social[ _-]?security|${TAX_NUMBER_WORDS})[^\\n\\d]{0,20}$`, 'i');

/** US SSN rules: area not 000, 666 or 9xx; group not 00; serial not 0000. */
export function isSsnValid(area: string, group: string, serial: string): boolean {
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/**
 * After an ITIN, TIN or tax-id label, a 9xx area is an IRS number when its group is one the IRS issues: an ITIN's (50–65,
 * 70–88, 90–92, 94–99) or an ATIN's (93). After "SSN" it is not (no SSN has a 9xx area), nor are areas 000 and 666 after
 * any label: never issued, a placeholder or a test value.
 */
/** Whether a number at `index` is an SSN after an SSN label, or an IRS number after an ITIN or tax-id label. */
function isLabelledTaxNumber(text: string, index: number, mode: DetectMode, area: string, group: string, serial: string): boolean {
  if (isSsnValid(area, group, serial)) return hasKeywordBefore(SSN_CONTEXT_RE, text, index, mode);
  return isIrsNumber(area, group, serial) && hasKeywordBefore(TAX_NUMBER_CONTEXT_RE, text, index, mode);
}

function isIrsNumber(area: string, group: string, serial: string): boolean {
  if (area[0] !== '9' || serial === '0000') return false;
  const g = Number(group);
  return (g >= 50 && g <= 65) || (g >= 70 && g <= 88) || g >= 90;
}

/**
 * US social security numbers (structure only: SSNs carry no check digit).
 *
 * Decision: the grouped 3-2-4 layout with the SSA rules is taken anywhere, whatever the separator (dash,
 * space, dot; en dash, no-break space and full-width forms are folded first): nothing else in telemetry
 * is written that way. Nine digits in a row need an SSN keyword (ssn, social security, itin, tin, tax id)
 * before them or in the attribute key: 89% of all nine-digit numbers pass the SSA rules.
 * After an ITIN, TIN or tax-id label a 9xx area with an ITIN's or ATIN's group is taken too (isIrsNumber): "ITIN 912-78-3456".
 */
export function createSsnDetector(): Detector {
  return {
    name: 'ssn',
    types: ['SSN'],
    // Every form has a group of four digits in a cluster of nine.
    mayMatch: (f) => f.maxDigitCluster >= 9 && f.maxDigitRun >= 4,
    detect(text: string, out: Finding[], mode: DetectMode): void {
      let m: RegExpExecArray | null;
      SSN_GROUPED_RE.lastIndex = 0;
      while ((m = SSN_GROUPED_RE.exec(text)) !== null) {
        if (isTraceIdValue(text, m.index)) continue;
        if (isSsnValid(m[1]!, m[3]!, m[4]!) || isLabelledTaxNumber(text, m.index, mode, m[1]!, m[3]!, m[4]!)) out.push({ type: 'SSN', start: m.index, end: m.index + m[0].length });
      }
      SSN_COMPACT_RE.lastIndex = 0;
      while ((m = SSN_COMPACT_RE.exec(text)) !== null) {
        if (!isLabelledTaxNumber(text, m.index, mode, m[1]!, m[2]!, m[3]!)) continue;
        out.push({ type: 'SSN', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}
