/**
 * Checksums and statistics that turn "looks like" into "is": a 16-digit number is a card only if its
 * Luhn digit is right, an IBAN only if mod-97 gives 1. Each function takes the already extracted
 * digits/characters (no separators) and never throws.
 */

/** Luhn (mod 10) over a string of ASCII digits. */
export function isLuhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * IBAN lengths per country (SWIFT IBAN registry). A wrong length is rejected before the checksum,
 * which also lets the detector cut a match that ran into the following word.
 */
export const IBAN_LENGTHS: ReadonlyMap<string, number> = new Map(
  Object.entries({
    AD: 24, AE: 23, AL: 28, AT: 20, AZ: 28, BA: 20, BE: 16, BG: 22, BH: 22, BI: 27, BR: 29, BY: 28,
    CH: 21, CR: 22, CY: 28, CZ: 24, DE: 22, DJ: 27, DK: 18, DO: 28, EE: 20, EG: 29, ES: 24, FI: 18,
    FK: 18, FO: 18, FR: 27, GB: 22, GE: 22, GI: 23, GL: 18, GR: 27, GT: 28, HN: 28, HR: 21, HU: 28,
    IE: 22, IL: 23, IQ: 23, IR: 26, IS: 26, IT: 27, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, LI: 21, LT: 20,
    LU: 20, LV: 21, LY: 25, MC: 27, MD: 24, ME: 22, MK: 19, MN: 20, MR: 27, MT: 31, MU: 30, NI: 28,
    NL: 18, NO: 15, OM: 23, PK: 24, PL: 28, PS: 29, PT: 25, QA: 29, RO: 24, RS: 22, RU: 33, SA: 24,
    SC: 31, SD: 18, SE: 24, SI: 19, SK: 24, SM: 27, SO: 23, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26,
    UA: 29, VA: 22, VG: 24, XK: 20, YE: 30,
  }),
);

/** ISO 13616 mod-97 check over a compact, upper-case IBAN (no spaces). */
export function isIbanValid(iban: string): boolean {
  const expected = IBAN_LENGTHS.get(iban.slice(0, 2));
  if (expected === undefined || iban.length !== expected) return false;
  let rem = 0;
  // Rotate the country code and check digits to the end; letters count as 10..35.
  for (let k = 0; k < iban.length; k++) {
    const c = iban.charCodeAt((k + 4) % iban.length);
    if (c >= 48 && c <= 57) rem = (rem * 10 + (c - 48)) % 97;
    else if (c >= 65 && c <= 90) rem = (rem * 100 + (c - 55)) % 97;
    else return false;
  }
  return rem === 1;
}

const RRN_WEIGHTS = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5];

/**
 * Check digit of a Korean resident registration number (13 digits, no dash). Numbers issued since
 * October 2020 have random trailing digits, so a failure here does not prove the number is not an RRN.
 */
export function isRrnChecksumValid(digits: string): boolean {
  if (digits.length !== 13) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * RRN_WEIGHTS[i]!;
  return (11 - (sum % 11)) % 10 === digits.charCodeAt(12) - 48;
}

/** Whether year/month/day (month 1-12) is a real calendar date. */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

/** Shannon entropy in bits per character: ~4-6 for random tokens, ~2-3 for words and placeholders. */
export function shannonEntropyBits(value: string): number {
  const n = value.length;
  if (n === 0) return 0;
  const counts = new Map<number, number>();
  for (let i = 0; i < n; i++) {
    const c = value.charCodeAt(i);
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let h = 0;
  for (const count of counts.values()) {
    const p = count / n;
    h -= p * Math.log2(p);
  }
  return h;
}
