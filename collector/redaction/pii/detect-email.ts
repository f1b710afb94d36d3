import { FEATURE_AT, FEATURE_PERCENT, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';

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

// Addresses written so that a plain pattern misses them: the '@' or a '.' as an HTML character reference
// (`&#64;`, `&#x40;`, `&commat;`) or a JavaScript/JSON escape (`\u0040`, in JSON that did not parse, e.g. cut at
// an attribute length limit), a word (`[at]`, `(dot)`, ` at `, ` dot `), or spaced (`jane @ example.com`,
// `jane@example . com`).
const AT_ESCAPED = String.raw`&#0*64(?:;|(?!\d))|&#x0*40(?:;|(?![\da-f]))|&commat;|\\u0040|\\x40`;
const DOT_ESCAPED = String.raw`&#0*46(?:;|(?!\d))|&#x0*2e(?:;|(?![\da-f]))|&period;|\\u002e|\\x2e`;
const bracketed = (word: string): string => String.raw`[ \t]{0,2}[\[({<][ \t]?${word}[ \t]?[\])}>][ \t]{0,2}`;
const OBF_AT = String.raw`(?<at>${AT_ESCAPED}|${bracketed('at')}|[ \t]+at[ \t]+|[ \t]+@[ \t]*|@[ \t]+|@)`;
// A dot spaced on both sides (`example . com`) counts as a dot too.
const OBF_DOT = String.raw`(?:${DOT_ESCAPED}|${bracketed('dot')}|[ \t]+dot[ \t]+|[ \t]+\.[ \t]+|\.)`;
const OBF_WORD_DOT = String.raw`(?:${bracketed('dot')}|[ \t]+dot[ \t]+)`;
const OBF_LABEL = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?`;
// A local part may have its dots written out too (`m&#46;kuhn`, `jane\u002edoe`, `jane dot doe`).
const OBF_LOCAL = String.raw`[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}(?:(?:${OBF_WORD_DOT}|${DOT_ESCAPED})[\p{L}\p{N}][\p{L}\p{N}._%+-]{0,63}){0,3}`;
const OBFUSCATED_EMAIL_RE = new RegExp(
  String.raw`(?<![\p{L}\p{N}._%+-])${OBF_LOCAL}${OBF_AT}(?:${OBF_LABEL}${OBF_DOT})+(?<tld>[a-z]{2,24})(?![\p{L}\p{N}-])`,
  'giu',
);
// Cheap test for a hint of the forms above; the full pattern runs only then. Cases spelt out: without the `i`
// flag the test takes half the time (~80 ns for a typical attribute value), and every string takes it.
const OBFUSCATION_HINT_RE = /&#|&commat;|&period;|\\[ux]|[ \t[({<](?:[aA][tT]|[dD][oO][tT])[ \t\])}>]|[ \t]@|@[ \t]|[ \t]\.[ \t]/;
// With the '@' only spaced or a plain word, prose would match ("look at example.com", "@ alice.dev"): those
// need a common top-level domain, and a plain " at " also a dot written as a word.
const COMMON_TLDS = new Set([
  'com', 'org', 'net', 'edu', 'gov', 'mil', 'int', 'io', 'co', 'uk', 'us', 'ca', 'de', 'fr', 'es', 'it', 'nl', 'be',
  'ch', 'at', 'se', 'no', 'dk', 'fi', 'pl', 'ru', 'cn', 'jp', 'kr', 'in', 'au', 'nz', 'br', 'mx', 'ar', 'za', 'ie',
  'pt', 'gr', 'cz', 'hu', 'ro', 'tr', 'il', 'sg', 'hk', 'tw', 'info', 'biz', 'me', 'ai', 'dev', 'app', 'email', 'mail',
  'eu', 'asia', 'pro', 'name', 'mobi', 'online', 'tech', 'cloud', 'xyz', 'site', 'shop',
]);

// "we met at the dot com party": after a plain " at ", a domain does not start with such a word.
// Nor, after a bracketed one, does it ("use {at} and {dot} as placeholders").
const PROSE_WORDS = new Set([
  'the', 'a', 'an', 'my', 'our', 'your', 'his', 'her', 'their', 'its', 'this', 'that', 'these', 'those', 'it',
  'home', 'work', 'least', 'most', 'all', 'any', 'some', 'last', 'first', 'once', 'one', 'noon', 'night', 'school',
  'and', 'or', 'as', 'for', 'to', 'in', 'of', 'on', 'with', 'is', 'are', 'be', 'not', 'no', 'so', 'if', 'then',
]);

// A plain " at " before a domain written with its dots ("my email is jane at example.com") reads like prose as often
// ("look at example.com", "the mail relay at smtp.example.com"): it counts only right after an e-mail word and a
// connector ("Email:", "my e-mail address is", "contact =", "courriel :", "E-Mail-Adresse:") and when the local
// part is not a word such prose puts there ("email: sent at relay.example.com").
const EMAIL_WORD_BEFORE_RE =
  /(?:^|[^\p{L}\p{N}])(?:e-?mail|mail|address|contact|courriel|correo|adresse)(?:[ \t-]+(?:address|adresse|id))?(?:[ \t]+(?:is|was|ist|est|es)|[ \t]*[:=])[ \t]*$/iu;
const LOCAL_PROSE_WORDS = new Set(['sent', 'received', 'delivered', 'failed', 'bounced', 'queued', 'relayed', 'hosted', 'stored', 'me', 'us', 'it', 'here', 'there']);

/** Whether an e-mail word ends the text right before `start` (see EMAIL_WORD_BEFORE_RE). */
function emailWordBefore(text: string, start: number): boolean {
  return EMAIL_WORD_BEFORE_RE.test(text.slice(Math.max(0, start - 40), start));
}

/** The first domain label: the letters and digits right after the '@' form. */
function firstLabel(value: string, at: string, atIndex: number): string {
  const rest = value.slice(atIndex + at.length);
  const end = rest.search(/[^\p{L}\p{N}-]/u);
  return end < 0 ? rest : rest.slice(0, end);
}

/** A top-level domain that a spelt-out or bracketed form may end with: a common one or any two letters. */
function isLikelyTld(tld: string): boolean {
  return tld.length === 2 || COMMON_TLDS.has(tld);
}

/**
 * Whether an OBFUSCATED_EMAIL_RE match is an address and not prose or the plain form EMAIL_RE finds; `text` and
 * `start` (the match's offset in it) for the words before it.
 */
function isObfuscatedAddress(value: string, at: string, atIndex: number, tld: string, text: string, start: number): boolean {
  const plainAt = at === '@';
  const wordDot = /[\[({<][ \t]?dot[ \t]?[\])}>]|[ \t]dot[ \t]/i.test(value);
  const escapedDot = /&#0*46|&#x0*2e|&period;|\\u002e|\\x2e/i.test(value);
  // jane@example[dot]com, jane@example . com (a spaced dot before a capital starts a sentence: "me@home . It");
  // with plain dots EMAIL_RE has it.
  if (plainAt) return wordDot || escapedDot || (COMMON_TLDS.has(tld) && value.endsWith(tld) && /[ \t]\.[ \t]/.test(value.slice(atIndex)));
  const prose = () => PROSE_WORDS.has(firstLabel(value, at, atIndex).toLowerCase());
  if (/^[ \t]+at[ \t]+$/i.test(at)) {
    if (!isLikelyTld(tld) || prose()) return false;
    if (wordDot || escapedDot) return true;
    const local = value.slice(0, atIndex).toLowerCase();
    return !LOCAL_PROSE_WORDS.has(local) && emailWordBefore(text, start);
  }
  if (at.trim() === '@') return COMMON_TLDS.has(tld);
  if (/[\[({<]/.test(at)) return (wordDot ? isLikelyTld(tld) : true) && !prose(); // [at] / (at) / {at} / <at>
  return true; // an escaped '@'
}

/**
 * Email addresses, internationalised ones included, also with a `%40` '@' (URL-encoded), an '@' or '.'
 * written as a character reference or escape, or obfuscated as words (`jane [at] example [dot] com`).
 * `git@host` SSH remotes are not people and are skipped.
 */
export function createEmailDetector(): Detector {
  return {
    name: 'email',
    types: ['EMAIL'],
    mayMatch: (f) => ((f.flags & (FEATURE_AT | FEATURE_PERCENT)) !== 0 && f.dots > 0) || hasObfuscationHint(f),
    detect(text: string, out: Finding[], _mode: DetectMode, features: TextFeatures): void {
      if (hasObfuscationHint(features)) findObfuscated(text, out);
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

/** OBFUSCATION_HINT_RE's answer for a string, computed once (mayMatch and detect both ask). */
function hasObfuscationHint(f: TextFeatures): boolean {
  return (f.obfuscationHint ??= f.text.length >= 8 && OBFUSCATION_HINT_RE.test(f.text));
}

function findObfuscated(text: string, out: Finding[]): void {
  OBFUSCATED_EMAIL_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = OBFUSCATED_EMAIL_RE.exec(text)) !== null) {
    const value = m[0];
    const tld = m.groups!.tld!.toLowerCase();
    const at = m.groups!.at!;
    // The '@' form's offset in the match: indices ('d' flag) cost on every match, and the local part cannot hold it.
    const atIndex = value.lastIndexOf(at, value.length - tld.length - 1);
    if (FILE_TLDS.has(tld) || !isObfuscatedAddress(value, at, atIndex, tld, text, m.index)) {
      // Not an address from here, but one may start inside it ("ping me at jane.doe&commat;example.eu").
      OBFUSCATED_EMAIL_RE.lastIndex = m.index + 1;
      continue;
    }
    out.push({ type: 'EMAIL', start: m.index, end: m.index + value.length });
  }
}
