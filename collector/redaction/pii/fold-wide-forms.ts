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
