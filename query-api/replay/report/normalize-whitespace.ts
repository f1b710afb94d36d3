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
