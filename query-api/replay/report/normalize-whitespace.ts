/**
 * The "after whitespace normalisation" comparison of a replay's match rate: two outputs that differ only in
 * spacing, line breaks or indentation count as a normalised match.
 */

/**
 * Trim, and every run of Unicode whitespace → one space. "Unicode whitespace" is JavaScript's `\s` (the
 * same set String.prototype.trim removes: White_Space characters plus BOM), so NBSP, ideographic space and
 * line/paragraph separators count; zero-width characters (U+200B) are not whitespace and are kept.
 */
export function normalizeWhitespace(text: string): string {
  return text.trim().replace(/\s+/gu, ' ');
}

/** JavaScript's `\s` (Unicode White_Space plus BOM) by code unit: every member is in the BMP. */
function isSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return (
    code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 ||
    code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff
  );
}

/**
 * normalizeWhitespace(a) === normalizeWhitespace(b), without building either string: it walks both from
 * `sharedPrefixChars` (a length the caller knows a and b share; 0 when unknown) and stops at the first
 * difference, so an output that really differs costs next to nothing. Same whitespace set as normalizeWhitespace.
 */
export function equalAfterNormalizingWhitespace(a: string, b: string, sharedPrefixChars = 0): boolean {
  // Back to the start of a whitespace run the shared prefix may end in: both sides are then in the same state.
  let i = Math.min(sharedPrefixChars, a.length, b.length);
  while (i > 0 && isSpace(a.charCodeAt(i - 1))) i--;
  let j = i;
  let emitted = i > 0; // a non-whitespace character is already behind us (no more leading trim)
  for (;;) {
    const iStart = i;
    const jStart = j;
    while (i < a.length && isSpace(a.charCodeAt(i))) i++;
    while (j < b.length && isSpace(b.charCodeAt(j))) j++;
    if (i === a.length || j === b.length) return i === a.length && j === b.length; // trailing runs are trimmed
    if (emitted && i > iStart !== j > jStart) return false; // one side has a space here, the other none
    if (a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    emitted = true;
    i++;
    j++;
  }
}
