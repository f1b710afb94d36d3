import { FEATURE_NON_ASCII, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { isJoinedName } from './detect-unmarked-name.ts';

/**
 * A person's name joined into an identifier — an object key, a path, a queue, host or pod name, a cache key, a file
 * name: `invoices/Sophie_Martin_2024-03.pdf`, `users/kwame.asante/avatar.png`, `lena-hoffmann-macbook`,
 * `ChloeTremblay@2x.png`. The words are joined by `_`, `.` or `-` in one case (`Sophie_Martin`, `oliver.bennett`), or
 * glued in title case (`ChloeTremblay`); a third word after the same joint belongs to the name when it can be a surname
 * too (`marie-claire-dubois`). The first word must be a given name of the lists that is no English word and the second
 * a surname (detect-unmarked-name.ts `isJoinedName`): `grace-period`, `max-age`, `config.get`, `julia-lang` stay. The
 * finding is the name, as a login (`USER`, pseudonymized by default): in an identifier a name stands as a username does, and
 * the same name keeps one pseudonym across records; a login rule's finding of the same text (detect-logins.ts) agrees.
 * The rest of the identifier stays.
 */
/** Two or three words in one case joined by one joint character, or two title-case words glued. */
function joinedRe(lower: string, title: string, before: string, after: string, flags: string): RegExp {
  return new RegExp(
    String.raw`(?<!${before})(?:(${lower})([._-])(${lower})(?:\2(${lower}))?|(${title})([._-])(${title})(?:\6(${title}))?|(${title})(${title}))(?!${after})`,
    flags,
  );
}
const JOINED_RE = joinedRe(String.raw`\p{Ll}[\p{Ll}\p{M}]+`, String.raw`\p{Lu}[\p{Ll}\p{M}]+`, String.raw`[\p{L}\p{M}\p{N}]`, String.raw`[\p{Ll}\p{M}]`, 'gu');
/** The same for text in ASCII (most values): without Unicode classes, several times faster. */
const JOINED_ASCII_RE = joinedRe('[a-z]{2,}', '[A-Z][a-z]+', '[A-Za-z0-9]', '[a-z]', 'g');

export function createIdentifierNameDetector(): Detector {
  return {
    name: 'person-name-identifier',
    types: ['USER'],
    mayMatch: (f: TextFeatures, mode: DetectMode) => f.text.length >= 6 && mode.keyText !== true,
    detect(text: string, out: Finding[], _mode: DetectMode, f: TextFeatures): void {
      const re = (f.flags & FEATURE_NON_ASCII) !== 0 ? JOINED_RE : JOINED_ASCII_RE;
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) {
        const first = m[1] ?? m[5] ?? m[9]!;
        const second = m[3] ?? m[7] ?? m[10]!;
        const third = m[4] ?? m[8];
        // Words in title case joined by a hyphen are prose's double-barrelled names and firms ("at Murphy-Leannon and",
        // `vendor: "Mercedes-Benz"`), which the name rules read; here only inside an identifier (a joint before or after).
        if (m[6] === '-' && !/[-_./@\d]/.test(text[m.index - 1] ?? ' ') && !/[-_./]/.test(text[m.index + m[0].length] ?? ' ')) {
          re.lastIndex = m.index + first.length + 1;
          continue;
        }
        const title = m[6] === '_' || m[6] === '.';
        if (!isJoinedName(first.toLowerCase(), second.toLowerCase(), title)) {
          // The second word may start the name (`ana-sousa` after `inbox-`): read on from it.
          re.lastIndex = m.index + first.length + 1;
          continue;
        }
        let end = m.index + m[0].length;
        if (third !== undefined && !isJoinedName(first.toLowerCase(), third.toLowerCase(), title) && !isJoinedName(second.toLowerCase(), third.toLowerCase(), title)) {
          end -= third.length + 1;
        }
        out.push({ type: 'USER', start: m.index, end });
        re.lastIndex = end;
      }
    },
  };
}
