/**
 * Full-width ASCII (U+FF01-FF5E), and the dashes and spaces that word processors and CJK input methods
 * put between digit groups (no-break, figure, thin and ideographic spaces; hyphens, en and em dashes,
 * minus). Each folds to one ASCII character (`foldWideCode`).
 */
export function isWideForm(c: number): boolean {
  // Two comparisons for the CJK and Hangul blocks (U+3001-FF00), which most non-ASCII text is made of.
  if (c >= 0xff01) return c <= 0xff5e;
  if (c > 0x3000) return false;
  return c === 0x3000 || c === 0x00a0 || (c >= 0x2010 && c <= 0x2015) || c === 0x2212 || c === 0x2007 || c === 0x2009 || c === 0x202f;
}

/** The ASCII character a wide form folds to: full-width → ASCII, dashes → `-`, spaces → ` `. */
export function foldWideCode(c: number): number {
  if (c >= 0xff01 && c <= 0xff5e) return c - 0xfee0;
  return (c >= 0x2010 && c <= 0x2015) || c === 0x2212 ? 45 : 32;
}

/**
 * `text` with every wide form folded to ASCII (`１２３－４５` → `123-45`, `Ｘ` → `X`). Each replaced
 * character is one UTF-16 unit and so is its replacement: offsets into the result are offsets into
 * `text`, and findings apply to the original unchanged. Returns `text` itself when nothing folds.
 */
export function foldWideForms(text: string): string {
  let out: string[] | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 || !isWideForm(c)) continue;
    out ??= text.split('');
    out[i] = String.fromCharCode(foldWideCode(c));
  }
  return out === null ? text : out.join('');
}

/**
 * The zeros of the decimal digits of other scripts in the Basic Multilingual Plane, each block `0`–`9` in a row:
 * Arabic-Indic, Extended Arabic-Indic (Persian, Urdu), NKo, Devanagari, Bengali, Gurmukhi, Gujarati, Oriya, Tamil,
 * Telugu, Kannada, Malayalam, Sinhala, Thai, Lao, Tibetan, Myanmar, Khmer, Mongolian. A phone number typed on an
 * Arabic or Hindi keyboard (`+٩٧١ ٥٠ ١٢٣ ٤٥٦٧`) is the same number; the engine reads them as ASCII digits
 * (pii-engine.ts `foldSeparators`), one UTF-16 unit each, so offsets stay.
 */
export const SCRIPT_DIGIT_ZEROS: readonly number[] = [
  0x0660, 0x06f0, 0x07c0, 0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66, 0x0de6, 0x0e50,
  0x0ed0, 0x0f20, 0x1040, 0x17e0, 0x1810,
];

/** The value 0–9 of a decimal digit of another script (SCRIPT_DIGIT_ZEROS), or -1. */
export function scriptDigitValue(c: number): number {
  if (c < 0x0660 || c > 0x1819) return -1;
  for (const zero of SCRIPT_DIGIT_ZEROS) if (c >= zero && c <= zero + 9) return c - zero;
  return -1;
}

/** A character class source matching every digit of SCRIPT_DIGIT_ZEROS. */
export const SCRIPT_DIGITS_CLASS = SCRIPT_DIGIT_ZEROS.map((z) => `\\u${z.toString(16).padStart(4, '0')}-\\u${(z + 9).toString(16).padStart(4, '0')}`).join('');
