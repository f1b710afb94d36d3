import type { Detector, Finding } from './detector.ts';

/**
 * A date of birth told in text, by its label: "DOB: 1984-03-12", "date of birth 12/03/1984", "born on March 12, 1984",
 * "Geburtsdatum: 12.03.1984", "née le 12 mars 1984", "fecha de nacimiento: 12/03/1984", "生年月日：1984年3月12日",
 * "생년월일: 1984.03.12". Only the date is the finding (the label stays), and only a date right after its label
 * (separators, "is", "was", "am", "le", "el", "il" between): "date of birth unknown, admitted 2024-03-12" and "DOB
 * field added 2024-01-01" are not dates of birth. A date without a label is not looked for: dates of everything else
 * look the same. The date must be a real one (month 1–12, day 1–31) of a year from 1900 to this one.
 */
const MONTHS: Record<string, number> = {};
const MONTH_NAMES = [
  // English, German, French, Spanish, Italian, Dutch, Portuguese: full names; three-letter abbreviations below.
  ['january', 'januar', 'janvier', 'enero', 'gennaio', 'januari', 'janeiro', 'jänner'],
  ['february', 'februar', 'février', 'fevrier', 'febrero', 'febbraio', 'februari', 'fevereiro'],
  ['march', 'märz', 'maerz', 'mars', 'marzo', 'maart', 'março', 'marco'],
  ['april', 'avril', 'abril', 'aprile'],
  ['may', 'mai', 'mayo', 'maggio', 'mei', 'maio'],
  ['june', 'juni', 'juin', 'junio', 'giugno', 'junho'],
  ['july', 'juli', 'juillet', 'julio', 'luglio', 'julho'],
  ['august', 'août', 'aout', 'agosto', 'augustus'],
  ['september', 'septembre', 'septiembre', 'settembre', 'setembro'],
  ['october', 'oktober', 'octobre', 'octubre', 'ottobre', 'outubro'],
  ['november', 'novembre', 'noviembre', 'novembro'],
  ['december', 'dezember', 'décembre', 'decembre', 'diciembre', 'dicembre', 'dezembro'],
];
MONTH_NAMES.forEach((names, i) => {
  for (const name of names) {
    MONTHS[name] = i + 1;
    MONTHS[name.slice(0, 3)] ??= i + 1;
  }
});
MONTHS.sept = 9;
const MONTH = `(${Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|')})\\.?`;

const LABEL =
  '(?:d\\.?\\s?o\\.?\\s?b\\.?|date[\\s_-]+of[\\s_-]+birth|birth[\\s_-]*date|birthday|born(?:\\s+on)?(?:\\s+the)?|geburtsdatum|geburtstag|geb\\.|' +
  'geboren(?:\\s+am)?|date\\s+de\\s+naissance|n[ée]e?\\s+le|fecha\\s+de\\s+nacimiento|naci[óo]\\s+el|nacid[oa]\\s+el|' +
  'data\\s+di\\s+nascita|nat[oa]\\s+il|geboortedatum|geboren\\s+op|data\\s+de\\s+nascimento|nascid[oa]\\s+em|生年月日|생년월일)';
// Between the label and the date: punctuation, quotes and blanks, a verb or article ("is", "was", "am", "le", "el",
// "il"), a format hint in parentheses ("date of birth (dd/mm/yyyy): …").
const BETWEEN = '(?:[\\s:=\\-–—："\'“”„«»はが은는이가]|\\b(?:is|was|am|le|el|il|of|em|op)\\b|\\([^()\\d]{1,20}\\))*';
const DATE =
  '(?:(\\d{4})\\s?[-/.年]\\s?(\\d{1,2})\\s?[-/.月]\\s?(\\d{1,2})日?' + // 1984-03-12, 1984/3/12, 1984.03.12, 1984年3月12日
  '|(\\d{1,2})[-/.](\\d{1,2})[-/.](\\d{4}|\\d{2})' + // 12/03/1984, 03-12-1984, 12.03.1984, 3/7/62 (day or month first)
  `|(\\d{1,2})(?:st|nd|rd|th|er|º|°)?\\.?[\\s/-]+(?:of\\s+|de\\s+)?${MONTH}[\\s/-]+(?:de\\s+)?(\\d{4})` + // 12 March 1984, 1st of May 1990, 12-Mar-1984, 12 de marzo de 1984
  `|${MONTH}\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})` + // March 12, 1984
  '|(\\d{4})(\\d{2})(\\d{2}))'; // 19840312
const BIRTH_DATE_RE = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${LABEL}(?![\\p{Script=Latin}])${BETWEEN}(?<date>${DATE})(?!\\d)`, 'dgiu');
const LABEL_HINT_RE = /d\.?\s?o\.?\s?b|birth|born|geb|naissance|n[ée]e?\s+le|nacimiento|naci|nascita|nat[oa]\s|geboorte|nascimento|nascid|生年月日|생년월일/i;

function twoDigitYear(yy: number, nowYear: number): number {
  const century = Math.floor(nowYear / 100) * 100;
  return century + yy > nowYear ? century - 100 + yy : century + yy;
}

function validDate(year: number, month: number, day: number, nowYear: number): boolean {
  return year >= 1900 && year <= nowYear && month >= 1 && month <= 12 && day >= 1 && day <= 31;
}

export function createBirthDateDetector(now: () => number = Date.now): Detector {
  return {
    name: 'birth-date',
    types: ['BIRTH_DATE'],
    // A date has at least four digits (3/7/62); the label is tested once such text comes.
    mayMatch: (f) => f.digits >= 4 && LABEL_HINT_RE.test(f.text),
    detect(text: string, out: Finding[]): void {
      const nowYear = new Date(now()).getUTCFullYear();
      BIRTH_DATE_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = BIRTH_DATE_RE.exec(text)) !== null) {
        // Groups: 1 the date; 2–4 year first; 5–7 day or month first; 8–10 day, month name, year; 11–13 month name,
        // day, year; 14–16 digits only.
        let ok: boolean;
        if (m[2] !== undefined) ok = validDate(Number(m[2]), Number(m[3]), Number(m[4]), nowYear);
        else if (m[5] !== undefined) {
          // Day or month first: either reading will do; a two-digit year after a birth label is of the last century or this one.
          const a = Number(m[5]);
          const b = Number(m[6]);
          const y = m[7]!.length === 2 ? twoDigitYear(Number(m[7]), nowYear) : Number(m[7]);
          ok = validDate(y, b, a, nowYear) || validDate(y, a, b, nowYear);
        } else if (m[8] !== undefined) ok = validDate(Number(m[10]), MONTHS[m[9]!.toLowerCase()] ?? 0, Number(m[8]), nowYear);
        else if (m[11] !== undefined) ok = validDate(Number(m[13]), MONTHS[m[11].toLowerCase()] ?? 0, Number(m[12]), nowYear);
        else ok = validDate(Number(m[14]), Number(m[15]), Number(m[16]), nowYear);
        if (!ok) continue;
        // The date alone (the label and what stands between stay).
        const [start, end] = m.indices!.groups!.date!;
        out.push({ type: 'BIRTH_DATE', start, end });
      }
    },
  };
}
