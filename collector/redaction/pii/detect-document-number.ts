import type { Detector, Finding } from './detector.ts';
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
  '(?:passport|reisepass|passeport|pasaporte|passaporto|paspoort|passaporte|' +
  "driver'?s?[\\s-]*licen[cs]e|driving[\\s-]*licen[cs]e|licen[cs]e[\\s-]*(?:no|number)|d\\.?l\\.?(?=\\s*(?:#|no\\b|number\\b))|" +
  'f[üu]hrerschein|permis\\s+de\\s+conduire|licencia\\s+de\\s+conduc(?:ir|ción)|carteira\\s+de\\s+motorista|' +
  '旅券番号|パスポート番号|여권\\s?번호|护照号码|護照號碼|운전면허\\s?번호)';
// The label's "numéro de passeport" form: the number word first.
const LABEL_FIRST = `(?:${NUMBER_WORDS}\\s+(?:de\\s+|du\\s+|del\\s+)?)?${LABEL}`;
const VALUE = '([A-Za-z0-9](?:[A-Za-z0-9]|[ -](?=[A-Za-z0-9])){5,19})';
const DOCUMENT_RE = new RegExp(`(?<![\\p{Script=Latin}\\p{N}])${LABEL_FIRST}(?:nummer)?(?![\\p{Script=Latin}])${BETWEEN}${VALUE}(?![A-Za-z0-9])`, 'giu');
const HINT_RE = /pass|pasaport|licen|d\.?l\.?\s*(?:#|no|number)|f[üu]hrerschein|permis|licencia|carteira|旅券|パスポート|여권|护照|護照|운전면허/i;

export function createDocumentNumberDetector(): Detector {
  return {
    name: 'document-number',
    types: ['NATIONAL_ID'],
    mayMatch: (f) => f.digits >= 4 && HINT_RE.test(f.text),
    detect(text: string, out: Finding[]): void {
      DOCUMENT_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = DOCUMENT_RE.exec(text)) !== null) {
        // The number is its leading groups that hold a digit: a word first ("passport photo 600x600", "passport
        // expires 2030-01-01") is not a number, and a word after it ("533380006 issued 2020") ends it.
        let value = m[1]!;
        const groups = value.split(/[ -]/);
        let kept = 0;
        while (kept < groups.length && /\d/.test(groups[kept]!)) kept++;
        if (kept === 0) continue;
        value = value.slice(0, groups.slice(0, kept).join(' ').length);
        const alnum = value.replace(/[ -]/g, '');
        let digits = 0;
        for (let i = 0; i < alnum.length; i++) if (alnum.charCodeAt(i) >= 48 && alnum.charCodeAt(i) <= 57) digits++;
        if (alnum.length < 6 || alnum.length > 16 || digits < 4) continue;
        // A date or a time is not a document number ("passport: 2030-01-01" cannot get here as one group; "20300101" can).
        if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])$/.test(alnum)) continue;
        const end = m.index + m[0].length - m[1]!.length + value.length;
        out.push({ type: 'NATIONAL_ID', start: end - value.length, end });
      }
    },
  };
}
