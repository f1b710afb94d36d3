import { FEATURE_AT, FEATURE_PERCENT, type Detector, type Finding } from './detector.ts';

// Local part, then dot-separated labels and an alphabetic TLD. The lookarounds stop a match from
// starting or ending inside a longer token.
// `%40` is an '@' percent-encoded in a URL query (`?email=bob%40example.com`).
// Letters and digits of any script (RFC 6531 internationalised addresses: josé@correo.es, 用户@例子.广告).
// An ASCII top-level domain may be followed by CJK text ("a@b.com입니다", "a@b.jpです"); a non-ASCII
// one ends at the first character that is not a letter.
const EMAIL_RE =
  /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}(?:@|%40)(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+(?:[A-Za-z]{2,24}(?![A-Za-z0-9-]|\.[\p{L}\p{N}])|xn--[a-z0-9-]{1,59}(?![A-Za-z0-9-])|[^\P{L}A-Za-z]{2,24}(?![\p{L}\p{N}-]))/gu;

// Asset and package names look like addresses (`logo@2x.png`, `pkg@1.2.3.tgz`).
const FILE_TLDS = new Set([
  'png', 'jpg', 'jpeg', 'gif', 'svg', 'webp', 'ico', 'css', 'js', 'mjs', 'cjs', 'ts', 'tsx', 'jsx',
  'json', 'map', 'lock', 'tgz', 'whl', 'wasm',
]);

/**
 * Email addresses, internationalised ones included, also with a `%40` '@' (URL-encoded). `git@host` SSH
 * remotes are not people and are skipped.
 */
export function createEmailDetector(): Detector {
  return {
    name: 'email',
    types: ['EMAIL'],
    mayMatch: (f) => (f.flags & (FEATURE_AT | FEATURE_PERCENT)) !== 0 && f.dots > 0,
    detect(text: string, out: Finding[]): void {
      EMAIL_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = EMAIL_RE.exec(text)) !== null) {
        const value = m[0];
        const at = value.indexOf('@');
        const tld = value.slice(value.lastIndexOf('.') + 1).toLowerCase();
        if (FILE_TLDS.has(tld)) continue;
        if (at === 3 && value.startsWith('git@')) continue;
        out.push({ type: 'EMAIL', start: m.index, end: m.index + value.length });
      }
    },
  };
}
