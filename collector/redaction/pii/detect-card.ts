import { isLuhnValid } from './checksums.ts';
import { isDigit, isWordChar, type DetectMode, type Detector, type Finding } from './detector.ts';
import { isInsideCode } from './grouped-code.ts';
import { isTraceIdValue } from './id-context.ts';
import { isNationalIdField } from './national-id-key.ts';

// Digits in groups separated by single spaces or dashes. Validation picks the valid card inside.
// A leading '+' makes it a phone number; a leading '-' a negative number or the tail of an id, except after a
// word (`cc-4111…`, taken beside a card word only). Letters may touch the digits (`card4111…`, `…1111exp`):
// such a run is taken only beside a card word or in a word that is not hexadecimal (`isGluedCardAllowed`).
// Commas may (a CSV field, a JSON array): 13+ digits are no thousands group; a dot after them is a decimal.
const CARD_RE = /(?<![\d.+]|(?<![A-Za-z_])-)\d+(?:[ -]\d+)*(?!\d|\.\d|-\d)/g;
// A letter outside a-f: the word around glued digits is not a hex id or hash.
const NON_HEX_LETTER_RE = /[g-zG-Z]/;
// Dots are no card separator in general (decimals, versions, dotted dates and IPs): only exactly four
// groups of four, not part of a longer dotted number, are read as a card (`4887.9656.8564.5578`).
const DOTTED_CARD_RE = /(?<!\w|\d\.)\d{4}\.\d{4}\.\d{4}\.\d{4}(?!\w|\.\d)/g;
// `cc` and `pan` stand alone: "account", "success", "company" are not card words.
const CARD_CONTEXT_RE = /(?:card|(?<![a-z\d])(?:pan|cc)(?:num|no)?(?![a-z])|credit|debit|visa|master|maestro|unionpay|카드|カード|karte|carte)[^\n\d]{0,16}$/i;
const PHONE_KEY_BEFORE_RE = /(?:msisdn|phone|mobile|tel|fax)[\w.-]*["']?\s*[:=]\s*["']?$/i;
// Printed layouts: groups of four (the last may be shorter, or up to six: 4-4-5 for 13 digits, 4-4-4-5 and
// 4-4-4-6 for 17 and 18), 4-3-3-3 for 13, or Amex/Diners 4-6-5 and 4-6-4.
const GROUP_LAYOUT_RE = /^(?:4,)+[1-4]$|^(?:4,){2,3}[56]$|^4,3,3,3$|^4,6,[45]$/;

/** Whether a digit string has a known issuer prefix (IIN) and a length that issuer uses. */
export function hasCardIssuerPrefix(d: string): boolean {
  const n = d.length;
  const p2 = Number(d.slice(0, 2));
  const p4 = Number(d.slice(0, 4));
  switch (d.charCodeAt(0) - 48) {
    case 2: // Mastercard 2-series, Mir
      return (p4 >= 2221 && p4 <= 2720 && n === 16) || (p4 >= 2200 && p4 <= 2204 && n >= 16);
    case 3:
      if (p2 === 34 || p2 === 37) return n === 15; // Amex
      if (p4 >= 3528 && p4 <= 3589) return n >= 16; // JCB
      return (p2 === 30 || p2 === 36 || p2 === 38 || p2 === 39) && n >= 14; // Diners
    case 4: // Visa (13/16/19), Visa Electron and legacy Switch ranges of other lengths
      return n >= 13;
    case 5: // Mastercard 51-55, Maestro 50/56-59
      return (p2 >= 51 && p2 <= 55 && n === 16) || ((p2 === 50 || p2 >= 56) && n >= 13);
    case 6: // Discover, UnionPay, Maestro, InstaPayment, Laser
      return n >= 13;
    default:
      return false;
  }
}

function isCard(digits: string): boolean {
  return digits.length >= 13 && digits.length <= 19 && hasCardIssuerPrefix(digits) && isLuhnValid(digits);
}

/**
 * Payment card numbers: 13-19 digits, contiguous or printed in card groups (4-4-4-4, 4-6-5, …) with
 * one kind of separator, with a known issuer prefix and a valid Luhn digit. Unbroken runs of 17-19
 * digits also need a card word before them (64-bit decimal ids pass Luhn one time in ten). When a grouped run is longer than a card (a card followed by a
 * quantity), the longest run of whole groups that validates is taken. Dotted numbers are cards only in
 * the 4.4.4.4 layout (`4887.9656.8564.5578`).
 */
export function createCardDetector(): Detector {
  return {
    name: 'card',
    types: ['CARD'],
    mayMatch: (f) => f.maxDigitCluster >= 13,
    detect(text: string, out: Finding[], mode: DetectMode): void {
      CARD_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = CARD_RE.exec(text)) !== null) {
        const raw = m[0];
        if (raw.length < 13) continue;
        const end = m.index + raw.length;
        if (text.charCodeAt(m.index - 1) === 45) {
          // word-4111…: a card beside a card word only (`order-…`, `sess-…` are ids).
          if (!hasCardWordBefore(text, m.index - 1)) continue;
        } else if (isLetterCode(text.charCodeAt(m.index - 1)) || isLetterCode(text.charCodeAt(end))) {
          if (!isGluedCardAllowed(text, m.index, end)) continue;
        }
        if (isExcludedContext(text, m.index, mode)) continue;
        const hasSpace = raw.includes(' ');
        const hasDash = raw.includes('-');
        if (!hasSpace && !hasDash) {
          // 17-19 unbroken digits are far more often a 64-bit id (Datadog span ids, snowflakes) than
          // one of the rare long PANs: those need a card word nearby.
          if (raw.length > 16 && !hasCardWordBefore(text, m.index)) continue;
          if (isCard(raw)) out.push({ type: 'CARD', start: m.index, end: m.index + raw.length });
          continue;
        }
        if (hasSpace && hasDash) continue; // mixed separators: a date, a phone number, a list
        if (isInsideCode(text, m.index, m.index + raw.length)) continue;
        findCardInGroups(text, raw, m.index, hasSpace ? ' ' : '-', out);
      }
      if (text.indexOf('.') < 0) return;
      DOTTED_CARD_RE.lastIndex = 0;
      while ((m = DOTTED_CARD_RE.exec(text)) !== null) {
        if (isExcludedContext(text, m.index, mode)) continue;
        if (isCard(m[0].replaceAll('.', ''))) out.push({ type: 'CARD', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}

/** `[A-Za-z_]`: a character that glues digits into a word (NaN, before the text or after it, is not). */
function isLetterCode(c: number): boolean {
  return isWordChar(c) && !isDigit(c);
}

/** A card word (CARD_CONTEXT_RE) in the 32 characters before `at`. */
function hasCardWordBefore(text: string, at: number): boolean {
  return CARD_CONTEXT_RE.test(text.slice(Math.max(0, at - 32), at));
}

const isAlnum = (c: number): boolean => c !== 95 && isWordChar(c);

/**
 * Digits glued to letters (`card4111111111111111`, `pan_5555555555554444`, `4111111111111111exp1227`) are a
 * card candidate when a card word precedes them, or when the word they are glued into has a letter outside
 * a-f: a hex id or hash (`a4111111111111111b`) has a run of 13+ decimal digits one time in a few hundred.
 */
function isGluedCardAllowed(text: string, start: number, end: number): boolean {
  if (hasCardWordBefore(text, start)) return true;
  // The word's part the digits are in, between '_' separators: `resp_<48 hex>` is a prefix and a hex id (its 'r', 's',
  // 'p' say nothing about the hex part's digits).
  // A part of digits only (`ref_4111111111111111`) is the card glued by '_': the whole word is read, as before.
  let from = start;
  while (from > 0 && isAlnum(text.charCodeAt(from - 1))) from--;
  let to = end;
  while (to < text.length && isAlnum(text.charCodeAt(to))) to++;
  if (from === start && to === end) {
    while (from > 0 && isWordChar(text.charCodeAt(from - 1))) from--;
    while (to < text.length && isWordChar(text.charCodeAt(to))) to++;
  }
  const word = text.slice(from, to);
  if (/^0x/i.test(word)) return false; // 0x4111111111111111: a hex literal
  return NON_HEX_LETTER_RE.test(text.slice(from, start)) || NON_HEX_LETTER_RE.test(text.slice(end, to));
}

/** Digits at `start` that are a trace id, a phone number or a national id by their key, whatever their Luhn digit. */
function isExcludedContext(text: string, start: number, mode: DetectMode): boolean {
  if (isTraceIdValue(text, start)) return true;
  // "msisdn=4915151078156": a phone number that happens to pass Luhn.
  if (PHONE_KEY_BEFORE_RE.test(text.slice(Math.max(0, start - 24), start))) return true;
  // `cnpj=43700719000147`: the value of a national-id field is not a card, whatever its Luhn digit.
  return isNationalIdField(text, start, mode);
}

function findCardInGroups(text: string, raw: string, offset: number, sep: string, out: Finding[]): void {
  const groups = raw.split(sep);
  // One digit per group (`4 1 1 1 …`, a card spelt out): only the whole run, 13-19 digits, is a card; a
  // cut is not looked for, since some prefix of a long list of single digits would pass Luhn.
  if (groups.length >= 13 && groups.every((g) => g.length === 1)) {
    // As for an unbroken run, 17-19 digits need a card word: a list of digits passes Luhn one time in ten.
    if (groups.length > 16 && !hasCardWordBefore(text, offset)) return;
    if (groups.length <= 19 && isCard(groups.join(''))) out.push({ type: 'CARD', start: offset, end: offset + raw.length });
    return;
  }
  // Only trailing groups may be cut ("4111 1111 1111 1111 2 items"): a card does not start mid-run.
  // A card has at most 19 digits, so at most 19 groups are looked at: linear in the input.
  let digits = '';
  let best = -1;
  const layout: number[] = [];
  for (let k = 0; k < groups.length; k++) {
    digits += groups[k];
    layout.push(groups[k]!.length);
    if (digits.length > 19) break;
    if (digits.length >= 13 && GROUP_LAYOUT_RE.test(layout.join(',')) && isCard(digits)) best = k;
  }
  if (best < 0) return;
  let end = 0;
  for (let k = 0; k <= best; k++) end += groups[k]!.length + (k > 0 ? 1 : 0);
  out.push({ type: 'CARD', start: offset, end: offset + end });
}
