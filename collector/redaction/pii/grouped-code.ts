// "DE40 5497 6816 7930 1889 05", "LU62 0381 0081 126F 5463": the head of an IBAN-like code, or an
// alphanumeric group right after the digits.
const CODE_HEAD_RE = /[A-Z]{2}\d{2}[ -](?:[A-Z0-9]{4}[ -])*$/;
const CODE_TAIL_RE = /^[ -](?=[A-Z0-9]*\d)(?=[A-Z0-9]*[A-Z])[A-Z0-9]{2,}/;

/**
 * Whether the digits at [start, end) are groups of a longer printed code (an IBAN that failed its
 * checksum, a licence key), whose digit groups must not be read as a card or phone number.
 */
export function isInsideCode(text: string, start: number, end: number): boolean {
  return CODE_HEAD_RE.test(text.slice(Math.max(0, start - 40), start)) || CODE_TAIL_RE.test(text.slice(end, end + 12));
}
