import { FEATURE_BLANK, FEATURE_EQUALS, FEATURE_NON_ASCII, FEATURE_UPPER_DIGIT, FEATURE_WORD_CAPITAL, type Detector, type Finding } from './detector.ts';
import { BETWEEN, NUMBER_WORDS } from './labelled-value.ts';

/**
 * An identity document's number told in text, by its label: "passport no. X1234567", "Passport Number: 533380006",
 * "driver's license D1234-5678-9012", "DL# 123456789", "Reisepassnummer C01X00T47", "numéro de passeport 18AV12345",
 * "pasaporte: XDA123456", "여권번호 M12345678", "护照号码 E12345678", "旅券番号 TK1234567". Passport and driving-licence
 * numbers have no checksum anyone can test and no shape of their own (9 digits, a letter and 7 digits, 9
 * alphanumerics…), so only the label tells; the number must follow it directly (separators, "no.", "number", "#",
 * "is" between) and look like one: 6 to 16 letters and digits, dashes or spaces between groups, at least 4 digits.
 * "passport photo 600x600", "passport expires 2030-01-01", "driver's license required" are not numbers.
 */
const LABEL =
  '(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|paszport|pasaport|passin\\s+numero|паспорт|паспорта|διαβατήριο|h\u1ed9\\s+chi\u1ebfu|جواز\\s+السفر|جواز|דרכון|หนังสือเดินทาง|पासपोर्ट|' +
  "driver'?s?[\\s_-]*licen[cs]e|driving[\\s_-]*licen[cs]e|licen[cs]e[\\s_-]*(?:no|number|#)|d\\.?l\\.?(?=[\\s_]*(?:#|no\\b|number\\b))|d\\.?l[\\s_]*(?:no|number|num)|" +
  'rijbewijs(?:nummer)?|prawa?\\s+jazdy|patente(?:\\s+di\\s+guida)?|permis\\s+de\\s+conduire|' +
  'f[üu]hrerschein|licencia\\s+de\\s+conduc(?:ir|ción)|carteira\\s+de\\s+motorista|' +
  '旅券番号|パスポート番号|여권\\s?번호|护照号码|護照號碼|운전면허\\s?번호)';
// The label's "numéro de passeport" form: the number word first.
const LABEL_FIRST = `(?:${NUMBER_WORDS}\\s+(?:de\\s+|du\\s+|del\\s+)?)?${LABEL}`;
const VALUE = '([A-Za-z0-9](?:[A-Za-z0-9]|[ /-](?=[A-Za-z0-9])){5,19})';
// "permis de conduire du Québec", "driver's license of Ontario": where the document is from, between its label and number.
const ISSUER = '(?:\\s+(?:du|de|del|des|di|da|do|of|from)\\s+\\p{Lu}[\\p{L}.]+)?';
const DOCUMENT_RE = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${LABEL_FIRST}(?:nummer)?(?![\\p{Script=Latin}])${ISSUER}${BETWEEN}${VALUE}(?![A-Za-z0-9])`, 'giu');
// The abbreviations are read in capitals only ("DL A8301264", "TX CDL 09316742", "PTIN P01482736"; not "dl" for download).
const CAPITAL_LABEL_RE = new RegExp(`(?<![\\p{L}\\p{N}-])(?:C?DL|PTIN)(?=[\\s:#])${BETWEEN}${VALUE}(?![A-Za-z0-9])`, 'gu');
const HINT_RE = /pass|pasaport|paszport|паспорт|διαβατήριο|chiếu|جواز|דרכון|หนังสือเดินทาง|पासपोर्ट|licen|d\.?l\.?[\s_]*(?:#|no|num)|f[üu]hrerschein|permis|licencia|carteira|rijbewijs|jazdy|patente|旅券|パスポート|여권|护照|護照|운전면허/i;
const CAPITAL_HINT_RE = /DL|PTIN/;
/**
 * A British (DVLA) driving licence number, in a text that speaks of a licence: five letters of the surname (9 fills a
 * short one), six digits (decade, month — plus 5 for a woman —, day, year of birth), two initials, a digit, two check
 * letters; written whole or in the card's four groups ("MORGA753116SM9IJ", "OKAFO 805097 CU9 LM").
 */
const DVLA_RE = /(?<![A-Za-z0-9])[A-Z9]{5} ?\d(?:0[1-9]|1[0-2]|5[1-9]|6[0-2])(?:0[1-9]|[12]\d|3[01])\d ?[A-Z9]{2}\d ?[A-Z]{2}(?![A-Za-z0-9])/g;

export function createDocumentNumberDetector(): Detector {
  return {
    name: 'document-number',
    types: ['NATIONAL_ID'],
    mayMatch: (f) => f.digits >= 4 && (HINT_RE.test(f.text) || CAPITAL_HINT_RE.test(f.text)),
    detect(text: string, out: Finding[]): void {
      for (const re of [DOCUMENT_RE, CAPITAL_LABEL_RE]) findDocumentNumbers(re, text, out);
      DVLA_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = DVLA_RE.exec(text)) !== null) out.push({ type: 'NATIONAL_ID', start: m.index, end: m.index + m[0].length });
    },
  };
}

function findDocumentNumbers(re: RegExp, text: string, out: Finding[]): void {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text)) !== null) {
    // The number is its leading groups that hold a digit: a word first ("passport photo 600x600", "passport
    // expires 2030-01-01") is not a number, and a word after it ("533380006 issued 2020") ends it.
    let value = m[1]!;
    const groups = value.split(/[ /-]/);
    // "K 512 648 093 217" (Michigan): one letter may lead the digit groups.
    let kept = groups.length > 1 && /^[A-Za-z]$/.test(groups[0]!) && /\d/.test(groups[1]!) ? 1 : 0;
    while (kept < groups.length && /\d/.test(groups[kept]!)) kept++;
    if (kept === 0) continue;
    value = value.slice(0, groups.slice(0, kept).join(' ').length);
    const alnum = value.replace(/[ /-]/g, '');
    let digits = 0;
    for (let i = 0; i < alnum.length; i++) if (alnum.charCodeAt(i) >= 48 && alnum.charCodeAt(i) <= 57) digits++;
    if (alnum.length < 6 || alnum.length > 16 || digits < 4) continue;
    // A date or a time is not a document number ("passport: 2030-01-01" cannot get here as one group; "20300101" can).
    if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(alnum)) continue;
    const end = m.index + m[0].length - m[1]!.length + value.length;
    // "DL# 123456789" is read by both expressions: once is enough.
    if (out.some((f) => f.type === 'NATIONAL_ID' && f.end === end)) continue;
    out.push({ type: 'NATIONAL_ID', start: end - value.length, end });
  }
}

/**
 * A vehicle's registration plate told in text, by its label: "license plate 7ABC123", "my plate is ABC-1234", "reg: AB12
 * CDE", "Kennzeichen M-AB 1234", "immatriculation AB-123-CD", "targa AB 123 CD", "matrícula 1234 BCD", "placa ABC1D23",
 * "kenteken 12-ABC-3", "plaka 34 ABC 123", "车牌 京A·12345", "번호판 12가 3456", "госномер А123ВС 77", "ナンバー 品川 300 あ
 * 12-34". A plate names a car and through its keeper a person; it has no shape of its own (any 5 to 10 letters and
 * digits), so only the label tells. The plate is the groups right after the label that are plate-like: digits with
 * capitals, up to four capitals, up to four CJK characters (a region), one kana, Hangul or Cyrillic letters with digits;
 * it holds a digit, a letter and 5 to 10 letters and digits in all (an all-digit plate is left: after "registration" a
 * number alone is a year, a count or a company's). "plate 3 of 5", "steel plate 12mm", "registration conf-2026-0042",
 * "licence plate required" are not plates.
 */
const PLATE_LABEL =
  "(?:licen[cs]e[\\s-]*plates?|number[\\s-]*plates?|registration[\\s-]*(?:plates?|mark|number|no\\b\\.?)|plates?|reg(?:istration)?|rego|vr[mn]|vehicle[\\s-]*(?:reg|registration|number|no\\b\\.?)|tag[\\s-]*(?:number|no\\b\\.?)" +
  '|(?:my|car|vehicle|truck|florida|georgia|maryland|virginia|alabama|louisiana)\\s+tag|kontrollschild|kennz\\.' +
  '|kfz[\\s-]*kennzeichen|auto[\\s-]*kennzeichen|kennzeichen|nummernschild|plaque(?:\\s+d.immatriculation)?|immatriculation|targa|matr[íi]cula|placas?|patente|chapa|kenteken(?:nummer)?' +
  '|numer(?:ze|em)?\\s+rejestracyjn\\p{L}*|tablica\\s+rejestracyjna|nr\\s+rej\\.?|rejestracj[ai]|plaka(?:s[ıi]|m|m[ıi]z)?|registreringsnummer|reg\\.?\\s?nr|rekisterinumero' +
  '|(?<![\\p{Script=Katakana}ー])ナンバー(?:プレート)?|車両番号|车牌号码|车牌号|车牌|車牌號碼|車牌號|車牌|번호판|차량\\s?번호|госномер|гос\\.?\\s?номер|номерной\\s+знак|номер\\s+(?:машины|автомобиля|авто))';
// Plate groups: separated by a blank, a dash, a dot or a middle dot.
const PLATE_VALUE = '([\\p{L}\\p{N}](?:[\\p{L}\\p{N}]|[ \\-·.](?=[\\p{L}\\p{N}])){2,16})';
const PLATE_RE = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${PLATE_LABEL}(?![\\p{Script=Latin}])${BETWEEN}${PLATE_VALUE}`, 'giu');
const PLATE_HINT_RE = /plate|reg|tag|vr[mn]|vehicle|kontrollschild|kennz|nummernschild|plaque|immatricul|targa|matr[íi]cula|placa|patente|chapa|kenteken|rejestr|nr rej|plaka|rekisteri|ナンバー|車両|车牌|車牌|번호판|차량|номер/i;
/** One plate group (see above). */
const PLATE_GROUP_RE =
  /^(?:[\p{N}\p{Lu}]*\p{N}[\p{N}\p{Lu}]*|\p{Lu}{1,4}|\p{Script=Han}{1,4}|[\p{Script=Hiragana}\p{Script=Katakana}]|\p{Script=Cyrillic}[\p{N}\p{Script=Cyrillic}]*|\p{Script=Han}[\p{N}\p{Lu}]+|[\p{N}\p{Lu}]+[\p{Script=Hangul}\p{Script=Cyrillic}][\p{N}\p{Lu}\p{Script=Cyrillic}]*)$/u;
/** The digits and capitals that start a group glued to the words after it ("47-10でした"). */
const PLATE_GROUP_HEAD_RE = /^[\p{N}\p{Lu}]*\p{N}(?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u;

export function createLicensePlateDetector(): Detector {
  return {
    name: 'license-plate',
    types: ['LICENSE_PLATE'],
    // A plate has a digit and a capital (at a word's start or before a digit) or a letter outside ASCII; a label is a word
    // before it.
    mayMatch: (f) =>
      f.digits >= 1 &&
      (f.flags & (FEATURE_WORD_CAPITAL | FEATURE_UPPER_DIGIT | FEATURE_NON_ASCII)) !== 0 &&
      ((f.flags & (FEATURE_BLANK | FEATURE_NON_ASCII | FEATURE_EQUALS)) !== 0 || f.colons > 0) &&
      PLATE_HINT_RE.test(f.text),
    detect(text: string, out: Finding[]): void {
      PLATE_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = PLATE_RE.exec(text)) !== null) {
        const raw = m[1]!;
        // The plate is its leading plate-like groups ("7ABC123 was towed" ends at "was").
        let length = 0;
        let alnum = 0;
        let digits = 0;
        for (const g of raw.split(/(?<=[ \-·.])/u)) {
          const group = g.replace(/[ \-·.]$/u, '');
          if (!PLATE_GROUP_RE.test(group)) {
            const head = PLATE_GROUP_HEAD_RE.exec(group);
            if (head !== null) {
              length += head[0].length;
              alnum += head[0].length;
              digits += head[0].replace(/\D/g, '').length;
            }
            break;
          }
          length += g.length;
          alnum += [...group].length;
          digits += group.replace(/\D/g, '').length;
        }
        const value = raw.slice(0, length).replace(/[ \-·.]$/u, '');
        // Digits and letters both: a number alone after "registration" or "reg" is a year, a count or someone else's number.
        if (digits === 0 || digits === alnum || alnum < 5 || alnum > 10) continue;
        const start = m.index + m[0].length - raw.length;
        out.push({ type: 'LICENSE_PLATE', start, end: start + value.length });
      }
    },
  };
}
