import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js/max';
import { isInsideCode } from './grouped-code.ts';
import { isTraceIdValue } from './id-context.ts';
import { isNationalIdField } from './national-id-key.ts';
import { hasPhoneContext, hasPhoneWordBefore } from './phone-context.ts';
import { FEATURE_NON_ASCII, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';

// A digit cluster that could hold a phone number: optional "+" or "(", digits with separators. Cheap,
// and it is what keeps libphonenumber (tens of µs a call) away from clean strings. Every group needs a
// separator before it (or a closing parenthesis: "+49 (0)30"), so a digit run is split one way only
// and the expression cannot backtrack exponentially. A dot or slash separates groups only unspaced
// ("06.12.34.56.78"), so "…971. 078-483-5370" is two clusters. A cluster that continues with "-476d"
// or "/abc" is part of an id or a path (UUIDs, SKUs). A "+" starts a number even glued to an id before it
// ("sess-4f2a-+44 7821 407349", "whatsapp_+447821407349", a routing key's "notify.whatsapp.+5521987341209"): ids and
// paths do not contain a plus.
// An extension may follow the last group, glued or spaced ("(701) 703-7778x598", "… ext. 12"): it is not part of the
// candidate (EXTENSION_RE adds it to a number found), but it does not make the digits before it part of a word either.
const CANDIDATE_RE =
  /(?:(?<![\w+.\-/#@$€£¥])(?:\+|\(\+?)?|(?<=[A-Za-z0-9_\-/.])\+)\d+\)?(?:(?:[ \t\u00A0]{0,2}-[ \t\u00A0]{0,2}|[./]|[ \t\u00A0]{1,2}|(?<=\)))\(?\d+\)?)*(?!(?!(?:x|ext\.?|extn\.?)\s?\d{1,6}(?!\w))[\w]|[.,]\d|[-/]\w)/g;
/** The extension after a number found: "x598", " ext. 12", " extension 4401" (taken into the finding). */
const EXTENSION_RE = /^(?:\s?(?:x|ext\.?|extn\.?)|\s(?:extension|ext\.?)\s?)\s?\d{1,6}(?!\w)/i;
const DATE_RE =
  /(?:^|\D)(?:(?:19|20)\d\d[-./ ](?:0?[1-9]|1[0-2])[-./ ](?:0?[1-9]|[12]\d|3[01])|(?:0?[1-9]|[12]\d|3[01])[-./ ](?:0?[1-9]|1[0-2])[-./ ](?:19|20)\d\d|(?:0?[1-9]|1[0-2])[-./ ](?:0?[1-9]|[12]\d|3[01])[-./ ](?:19|20)\d\d)(?!\d)/;
const DECIMAL_RE = /^\d+[.,]\d+$/;
const THOUSANDS_RE = /^[1-9]\d{0,2}(?:[ .,\u00A0]\d{3})+$/;
const SSN_LAYOUT_RE = /^\d{3}-\d{2}-\d{4}$/;
// NANP numbers are printed 3-3-4, optionally after +1/1: "917-93-74186" is a registry number.
const NANP_LAYOUT_RE = /^(?:\+?1[ .-]?)?(?:\(\d{3}\)|\d{3})[ .-]?\d{3}[ .-]?\d{4}$/;
const CARD_LAYOUT_RE = /^\d{4}([ -])\d{4}\1\d{4}(?:\1\d{1,4})?$|^\d{4}([ -])\d{6}\2\d{4,5}$/;
// Brazil's CPF `000.000.000-00` and CNPJ `00.000.000/0000-00` layouts (national ids, never dialled).
const BR_ID_LAYOUT_RE = /^\d{3}\.\d{3}\.\d{3}-\d{2}$|^(?:\d{2}\.\d{3}\.\d{3}[/.]|\d{8}\/)\d{4}-\d{2}$/;

/** A trunk prefix written before the number it belongs to: "8 (917) …" (Russia, Kazakhstan, Belarus), "0 (212) …" (Türkiye). */
const TRUNK_APART_RE = /^[08][ (]{1,2}$/;
const NON_US_ORDER: readonly CountryCode[] = ['GB', 'DE', 'FR', 'KR', 'JP'];
/**
 * After a word naming a telephone ("手机 138 0013 8000", "cel (11) 91234-5678", "móvil 612 34 56 78"), a national number the
 * layouts above do not take is also tried as a number of these countries (valid numbers only): the most populous
 * numbering plans whose national numbers start without a trunk 0 or are written in their own layout, and (since
 * 2026-12-06) Portugal, Sweden, Denmark and Norway, whose numbers the others left (Denmark's and Norway's 8 digits).
 */
const CONTEXT_COUNTRIES: readonly CountryCode[] = ['CN', 'IN', 'BR', 'MX', 'ES', 'IT', 'AU', 'NL', 'RU', 'ID', 'TR', 'PL', 'AR', 'ZA', 'TW', 'HK', 'SG', 'PT', 'SE', 'DK', 'NO'];
const KOREAN_RE = /[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]/;
const JAPANESE_RE = /[\u3040-\u30ff\u4e00-\u9fff]/;
const GERMAN_RE = /[äöüßÄÖÜ]/;
const FRENCH_RE = /[éèêàçùâîôÉÈ]/;

/**
 * Phone numbers, validated against libphonenumber's full metadata (`libphonenumber-js/max`).
 *
 * - International numbers (`+…`, `00…`) are parsed as such; written in groups after `+`, a possible length
 *   for the country is enough (libphonenumber's allocated ranges lag the numbering plans).
 * - National numbers starting with the trunk prefix 0 are tried as GB, DE, FR, KR and JP (the
 *   script of the text picks the first guess); others as US (NANP never starts with 0 or needs it),
 *   and only when printed in the NANP 3-3-4 layout.
 * - Bare digit runs without separators or `+` are taken only next to a phone keyword (tel, msisdn,
 *   電話, 전화, 연락, …): without one they are order ids, sizes and timestamps far more often than
 *   phone numbers.
 * - Dates, decimals, thousands groupings, SSN-like 3-2-4, card-like 4-4-4-4 and CPF/CNPJ groups, dotted
 *   versions, digit groups inside an IBAN-like code and runs longer than E.164 allows are rejected
 *   before the library is asked.
 */
/**
 * Where a number found from `start` to `end` begins: past an opening parenthesis that nothing in it closes
 * ("Key (phone)=(0612345678)", "is (07700 900123)."), which is the text's, not an area code's.
 */
function openedAt(text: string, start: number, end: number): number {
  return text.charCodeAt(start) === 40 && !text.slice(start, end).includes(')') ? start + 1 : start;
}

export function createPhoneDetector(): Detector {
  return {
    name: 'phone',
    types: ['PHONE'],
    mayMatch: (f) => f.maxDigitCluster >= 7,
    detect(text: string, out: Finding[], mode: DetectMode, features: TextFeatures): void {
      let countryOrder: readonly CountryCode[] | null = null;
      CANDIDATE_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = CANDIDATE_RE.exec(text)) !== null) {
        let raw = m[0];
        let start = m.index;
        // "(status: 5206675401)": a parenthesis that closes outside the candidate is not part of it.
        if (raw.endsWith(')') && !raw.includes('(')) raw = raw.slice(0, -1);
        if (raw.startsWith('(') && !raw.includes(')')) {
          raw = raw.slice(1);
          start++;
        }
        let digits = 0;
        for (let i = 0; i < raw.length; i++) {
          const c = raw.charCodeAt(i);
          if (c >= 48 && c <= 57) digits++;
        }
        if (digits < 7) continue;
        const plus = raw.charCodeAt(0) === 43 || raw.startsWith('(+');
        const firstDigit = raw.search(/\d/);
        const doubleZero = !plus && raw.startsWith('00', firstDigit);
        if (digits > (plus ? 15 : doubleZero ? 17 : 14)) continue;
        // "tel 512 345 678" (PL): three-digit groups read as a thousands grouping, and "hubungi saya di 0812-6149-0975" (ID): four-digit
        // groups read as a card's (no card number starts with 0), unless a word naming a telephone precedes.
        if (!plus && isNotPhoneShape(raw) && !((THOUSANDS_RE.test(raw) || (raw.charCodeAt(0) === 48 && CARD_LAYOUT_RE.test(raw))) && hasPhoneWordBefore(text, start))) continue;
        if (isInsideCode(text, start, start + raw.length) || isTraceIdValue(text, start)) continue;
        // `주민번호 084419 3209797`, `"nhs_no": "…"`: a number introduced as a national id is not a phone number.
        if (isNationalIdField(text, start, mode)) continue;
        const bare = /^\d+$/.test(raw);
        if (bare && !plus && !hasPhoneContext(text, start, start + raw.length)) continue;
        const trunk = !plus && !doubleZero && raw.charCodeAt(firstDigit) === 48;
        const nanp = !bare && NANP_LAYOUT_RE.test(raw);
        let countries: readonly CountryCode[];
        if (plus) countries = ['US'];
        else if (doubleZero) countries = countryOrder ??= orderCountries(text, features); // 00 is their IDD
        else if (trunk) countries = countryOrder ??= orderCountries(text, features);
        else if (bare || nanp) countries = ['US'];
        else countries = [];
        // A national number after a word naming a telephone: after the countries above and E.164 without its '+',
        // also CONTEXT_COUNTRIES (Mexico writes 3-3-4 too).
        const contextual = !plus && !doubleZero && hasPhoneWordBefore(text, start);
        if (countries.length === 0 && !contextual) continue;
        // "+82 10-5977-4626": a number written in international format, in groups, is a phone number even when
        // its range is not (yet) in libphonenumber's allocation metadata — ranges are opened every year, and
        // the metadata lags. Such a number needs only a possible length for its country when it is laid out
        // like one: a country code, then two to five groups of at least two digits. Unseparated "+…" runs
        // (size deltas, counters), "+1 2 3 4 5 6 7" and national formats still need a valid number.
        const international = (plus || doubleZero) && digits >= 8 && isInternationalLayout(raw);
        // "+447700900449": an unseparated international number of 12+ digits needs a possible number only (ranges
        // kept for fiction and tests, like the UK's 07700 900xxx, are not valid, yet test data and canaries are
        // made of them); shorter "+…" runs are counters and size deltas far more often, and need a valid number.
        const fullLength = plus && digits >= 12 && /^\+\d+$/.test(raw);
        let any = false;
        for (const country of countries) {
          for (const f of findPhoneNumbersInText(raw, { defaultCountry: country, extended: international || fullLength })) {
            if (!(f.number.isValid() || ((international || fullLength) && f.number.isPossible()))) continue;
            any = true;
            out.push({ type: 'PHONE', start: openedAt(text, start + f.startsAt, start + f.endsAt), end: withExtension(text, start + f.endsAt) });
          }
          if (any) break;
        }
        if (!any && bare && !trunk) {
          // "msisdn": "821012345678": E.164 written without its '+'.
          for (const f of findPhoneNumbersInText(`+${raw}`)) {
            if (!f.number.isValid()) continue;
            any = true;
            out.push({ type: 'PHONE', start: start + Math.max(0, f.startsAt - 1), end: start + f.endsAt - 1 });
          }
        }
        if (!any && contextual) {
          for (const country of CONTEXT_COUNTRIES) {
            for (const f of findPhoneNumbersInText(raw, { defaultCountry: country })) {
              if (!f.number.isValid()) continue;
              any = true;
              // "8 (917) 619-35-26": the trunk prefix written apart is part of the number as written.
              const from = TRUNK_APART_RE.test(raw.slice(0, f.startsAt)) ? 0 : f.startsAt;
              out.push({ type: 'PHONE', start: openedAt(text, start + from, start + f.endsAt), end: withExtension(text, start + f.endsAt) });
            }
            if (any) break;
          }
        }
      }
    },
  };
}

/** `end`, or the end of the extension written right after it. */
function withExtension(text: string, end: number): number {
  const m = EXTENSION_RE.exec(text.slice(end, end + 24));
  return m ? end + m[0].length : end;
}

/** `+82 10-5977-4626`, `+44 (20) 7946 0958`: a country code, then 2–5 groups of at least two digits each. */
function isInternationalLayout(raw: string): boolean {
  const groups = raw.replace(/^\(?(?:\+|00)/, '').split(/[\s().-]+/).filter((g) => g !== '');
  if (groups.length < 3 || groups.length > 6 || groups[0]!.length > 3) return false;
  for (let i = 1; i < groups.length; i++) if (groups[i]!.length < 2) return false;
  return true;
}

function isNotPhoneShape(raw: string): boolean {
  if (SSN_LAYOUT_RE.test(raw) || DECIMAL_RE.test(raw) || THOUSANDS_RE.test(raw) || CARD_LAYOUT_RE.test(raw) || DATE_RE.test(raw) || BR_ID_LAYOUT_RE.test(raw)) return true;
  // Dotted groups are a version or a build number unless laid out like a phone number (FR 2-2-2-2-2,
  // US 3-3-4).
  if (/^[\d.]+$/.test(raw) && raw.includes('.')) {
    const layout = raw.split('.').map((g) => g.length).join('-');
    return layout !== '2-2-2-2-2' && layout !== '3-3-4' && layout !== '1-3-3-4';
  }
  return false;
}

function orderCountries(text: string, features: TextFeatures): readonly CountryCode[] {
  if ((features.flags & FEATURE_NON_ASCII) === 0) return NON_US_ORDER;
  const first: CountryCode | null = KOREAN_RE.test(text)
    ? 'KR'
    : JAPANESE_RE.test(text)
      ? 'JP'
      : GERMAN_RE.test(text)
        ? 'DE'
        : FRENCH_RE.test(text)
          ? 'FR'
          : null;
  return first ? [first, ...NON_US_ORDER.filter((c) => c !== first)] : NON_US_ORDER;
}
