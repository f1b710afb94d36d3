import { isWideForm } from './detector.ts';

/**
 * `text` with full-width ASCII folded to ASCII (`１２３－４５` → `123-45`, `Ｘ` → `X`), Unicode dashes to
 * `-` and Unicode spaces to ` `. Every replaced character is one UTF-16 unit and so is its replacement:
 * offsets into the result are offsets into `text`, and findings apply to the original unchanged.
 * Returns `text` itself when there is nothing to fold.
 */
export function foldWideForms(text: string): string {
  let out: string[] | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 128 || !isWideForm(c)) continue;
    out ??= text.split('');
    out[i] = String.fromCharCode(c >= 0xff01 ? c - 0xfee0 : (c >= 0x2010 && c <= 0x2015) || c === 0x2212 ? 45 : 32);
  }
  return out === null ? text : out.join('');
}
