import { isLuhnValid } from './checksums.ts';
import type { DetectMode, Detector, Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isSsnValid } from './detect-ssn.ts';
import { ID_BETWEEN, readLabelledValue, type ValueShape } from './labelled-value.ts';
import {
  isAadhaarValid, isBsnValid, isChinaResidentIdValid, isCnpjValid, isCodiceFiscaleValid, isCpfValid, isCurpValid, isMyNumberValid,
  isNhsNumberValid, isNinoValid, isNirValid, isPanValid, isSinValid, isSpanishIdValid, isSteuerIdValid,
} from './national-id-checksums.ts';

/**
 * A national identity, tax or social-insurance number told by its label: "PESEL 44051401359", "Personnummer
 * 19811228-9874", "AHV-Nr. 756.1234.5678.97", "HKID A123456(7)", "TC Kimlik No: 10000000146", "SIN 046 454 286",
 * "NINO: QQ 12 34 56 C" — in the many languages and layouts people write them.
 *
 * The checksum detectors (detect-national-id.ts) find valid numbers of the schemes they know in any text, without a
 * label where the form is distinctive; they apply allocation rules too (no SIN starts with 0, no NINO with QQ), which
 * keep look-alikes out of bare text. After the label, the label decides what the number is:
 * - a scheme with a check digit the engine knows (CPF, CNPJ, NHS, BSN, DNI/NIE, Aadhaar, My Number, Steuer-ID, NIR,
 *   codice fiscale, CURP, China's resident id, SIN's Luhn) must pass it — a number with a broken check digit is
 *   still left alone, as in the checksum detectors — but the rules that only say a number was never issued no longer apply: Canada's documentation example 046 454 286
 *   (no SIN starts with 0) and HMRC's QQ 12 34 56 C are what examples and test data hold;
 * - a scheme without one here (PESEL, personnummer, CPR, henkilötunnus, rodné číslo, CNP, AHV, the Belgian register,
 *   PPSN, TFN, Medicare, IRD, NRIC, HKID, MyKad, NIK, SSS, TC Kimlik, Teudat Zehut, Emirates ID, CUIL, RUT, cédula,
 *   "national ID", "ID number", …) is taken on its label;
 * - US tax ids: a 3-2-4 number must be a possible SSN or ITIN (the SSN detector's rules; detect-ssn.ts owns the
 *   "SSN" labels for nine digits, detect-rrn.ts Korea's); after "SSN" or "social security number", any other number is
 *   taken on the label (people of every country call theirs so), nine digits only when a BSN or a SIN.
 * The value must look like a number: 6 to 20 letters and digits with at least 4 digits, in groups joined by one
 * space, dot, dash or slash, optionally a capital-letter prefix ("QQ", "AB") and a one-letter or parenthesized
 * check character; not a date, not a decimal number. The attribute key is a label too: `{"pesel": "44051401359"}`.
 *
 * The same reading finds health and insurance record numbers ("MRN 7734521", "member ID: XYZ123456789": NATIONAL_ID) and
 * domestic bank account numbers ("account number 12345678", "Kontonummer", "CLABE", "口座番号": BANK_ACCOUNT; digits with at
 * most two letters, up to 28 characters; not the routing number or sort code beside them).
 *
 * Short labels that are also words or other abbreviations (SIN the sine, PAN a camera move, TIN the metal, "nie" in
 * German, RFC the standards) count only written in capitals, or followed by ':', '#', '=', "is" or a number word
 * ("pan no.", "sin: …"). "ID number" counts unless the word before it names something else's id ("order ID
 * number 48213377").
 */
const W = String.raw`[\s_-]*`;
const NO = String.raw`(?:${W}(?:number|numbers|no|nr|nummer|#))?`;

/** A label's scheme: its labels, and the check its number must pass after them (none: the label decides). */
interface Scheme {
  labels: readonly string[];
  /** On the value's letters and digits, upper case (`raw`: the value as written). */
  check?: (compact: string, year: number, raw: string) => boolean;
  /** Labels that are also common words or other abbreviations: capitals, or a clear separator after them. */
  ambiguous?: boolean;
  /** Labels that count only in capitals (and never as a key). */
  capitalsOnly?: boolean;
  /** What the number is; NATIONAL_ID unless said. */
  type?: EntityType;
  /** The value's shape, when not an id's (`SHAPE`). */
  shape?: ValueShape;
  /** Read only in a text that names a bank or a bank code (`BANK_CONTEXT_RE`). */
  bankContext?: boolean;
}

const BANK_SHAPE: ValueShape = { separators: ' -.', minChars: 6, maxChars: 28, minDigits: 6, letterPrefix: false, checkSuffix: false };
/** An account number: digits, or digits with one or two letters (France). */
const isAccountLike = (s: string) => /^[0-9A-Z]+$/.test(s) && s.replace(/\d/g, '').length <= 2;
// A bank's name or code in the same text; not an IBAN elsewhere in it (a log line of payment fields holds `account=` ids
// beside an `iban=` as often).
const BANK_CONTEXT_RE = /\b(?:bank|banco|banque|sort\s*code|s\/c|routing|aba|bsb|ifsc|blz|swift|bic|transit|institution|agência)\b/i;

const digitsOnly = (s: string) => /^\d+$/.test(s);
/** Nine digits written as a US SSN is: 3-2-4. */
const US_SSN_LAYOUT_RE = /^\d{3}([-. ])\d{2}\1\d{4}$/;
/** Portugal's NIF: 9 digits, mod 11 with weights 9..2 (a check of 10 is written 0). */
function isPortugueseNifValid(s: string): boolean {
  if (s.length !== 9 || !digitsOnly(s)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(s[i]) * (9 - i);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(s[8]);
}
/** An ITIN: 9xx, then a group of 50-65, 70-88, 90-92 or 94-99. */
function isItinValid(s: string): boolean {
  const g = Number(s.slice(3, 5));
  return s[0] === '9' && ((g >= 50 && g <= 65) || (g >= 70 && g <= 88) || (g >= 90 && g <= 92) || g >= 94);
}
/** A US tax id: nine digits are an SSN or an ITIN by their rules (an EIN is written 2-7, taken on its label). */
function isUsTaxIdPossible(s: string): boolean {
  if (s.length !== 9 || !digitsOnly(s)) return true;
  return isItinValid(s) || isSsnValid(s.slice(0, 3), s.slice(3, 5), s.slice(5));
}

/** An abbreviation also written with dots: "D.N.I.", "C.U.I.L.", "R.U.T.", "r.č." (the last dot is BETWEEN's). */
function dotted(letters: string): string {
  return [...letters].join(String.raw`\.?\s?`);
}
/** Values of China's 18-character shape (17 digits and a check character) must pass its check; others are another region's (Hong Kong's 身份證). */
const chinaShapeChecked = (s: string, year: number) => !/^\d{17}[0-9A-Z]$/.test(s) || isChinaResidentIdValid(s, year);

const SCHEMES: readonly Scheme[] = [
  { labels: ['social' + W + 'insurance' + NO, String.raw`num[ée]ro${W}d['’]assurance${W}sociale`, 'assurance' + W + 'sociale'], check: (s) => s.length === 9 && digitsOnly(s) && isLuhnValid(s) },
  { labels: ['sin', 'nas'], check: (s) => s.length === 9 && digitsOnly(s) && isLuhnValid(s), ambiguous: true },
  // HMRC's letter rules, or its documentation prefix QQ (which is what examples and test data use).
  { labels: ['nino', 'national' + W + 'insurance' + NO, 'ni' + W + '(?:number|no)'], check: (s) => isNinoValid(s) || /^QQ\d{6}[A-D]$/.test(s) },
  { labels: ['nhs' + NO], check: isNhsNumberValid },
  { labels: ['bsn', 'burger' + W + 'service' + W + 'nummer', 'sofi' + W + 'nummer'], check: (s) => s.length >= 8 && isBsnValid(s.padStart(9, '0')) },
  { labels: [dotted('cpf')], check: isCpfValid },
  { labels: [dotted('cnpj')], check: isCnpjValid },
  // Spain's DNI has a check letter; Argentina's and Peru's DNI are 7-8 digits without one, taken on the label.
  { labels: [dotted('dni'), 'documento' + W + 'nacional' + W + 'de' + W + 'identidad'], check: (s) => digitsOnly(s) || isSpanishIdValid(s) },
  { labels: ['nie', 'nif'], check: (s) => isSpanishIdValid(s) || isPortugueseNifValid(s), ambiguous: true },
  { labels: [String.raw`n[úu]mero${W}de${W}identifica[çc][ãa]o${W}fiscal`, 'contribuinte'], check: isPortugueseNifValid },
  { labels: [String.raw`aadhaa?r(?:${W}card)?` + NO], check: isAadhaarValid },
  { labels: ['my' + W + 'number', 'マイナンバー', '個人番号'], check: isMyNumberValid },
  { labels: ['permanent' + W + 'account' + NO, 'pan' + W + 'card' + NO], check: isPanValid },
  { labels: ['pan'], check: isPanValid, ambiguous: true },
  { labels: [String.raw`steuer${W}(?:id|ident)\w*`, 'steueridentifikationsnummer', 'idnr'], check: isSteuerIdValid },
  { labels: [String.raw`(?:num[ée]ro${W}de${W})?s[ée]curit[ée]${W}sociale`, 'insee', String.raw`n[°º]\s?ss`, String.raw`s[ée]cu`], check: isNirValid },
  { labels: ['nir'], check: isNirValid, ambiguous: true },
  { labels: ['codice' + W + 'fiscale', String.raw`cod\.?\s?fisc`], check: isCodiceFiscaleValid },
  { labels: ['curp'], check: isCurpValid },
  { labels: [String.raw`(?:居民)?身份证(?:号码?)?`, String.raw`身份證(?:號碼?)?`, 'resident' + W + 'identity' + W + 'card' + NO], check: chinaShapeChecked },
  { labels: ['itin', String.raw`(?:federal${W})?tax${W}id(?:entification)?` + NO, String.raw`taxpayer${W}id(?:entification)?` + NO, 'employer' + W + 'identification' + NO, 'tax' + W + '(?:number|no)'], check: isUsTaxIdPossible },
  { labels: ['tin', 'ein'], check: isUsTaxIdPossible, ambiguous: true },
  // "Social security number" is what people everywhere call their national number in English ("my social security
  // number is 870207-2714": a Swedish personnummer; PESEL, CPF, fødselsnummer, henkilötunnus). Nine digits stay the
  // US SSN detector's (its rules; detect-ssn.ts), unless they pass the check of the Dutch BSN or the Canadian SIN, which
  // are also called so (not when written 3-2-4, the US layout); any other id-shaped number after the label is taken on
  // it, as after "national ID".
  { labels: ['ssn' + NO, 'social' + W + 'security' + NO], check: (s, _year, raw) => s.length !== 9 || !digitsOnly(s) || (!US_SSN_LAYOUT_RE.test(raw) && (isBsnValid(s) || isSinValid(s))) },
  // Malaysia's identity card: "IC number" is also a chip's part number ("IC number 74HC595"), so its 6-2-4 digits.
  { labels: ['ic' + W + '(?:number|no)', 'kad' + W + 'pengenalan', String.raw`k/p`], check: (s) => /^\d{12}$|^[STFGM]\d{7}[A-Z]$/.test(s) },
  // Mexico's RFC: 3-4 letters, the birth or founding date, a 3-character homoclave.
  { labels: ['registro' + W + 'federal' + W + 'de' + W + 'contribuyentes', 'rfc'], check: (s) => /^[A-Z&Ñ]{3,4}\d{6}[A-Z0-9]{3}$/.test(s), ambiguous: true },
  // Taken on their label — a value of China's 18-character shape must pass its check (an "ID card no." there).
  {
    check: chinaShapeChecked,
    labels: [
      dotted('cuil'), dotted('cuit'), String.raw`c[ée]dula(?:${W}de${W}(?:ciudadan[íi]a|identidad))?`, String.raw`documento${W}(?:de${W})?identidad`,
      String.raw`n[úu]mero${W}de${W}(?:identificaci[óo]n|documento)`, 'registro' + W + 'geral', String.raw`r\.u\.[tn]\.?`, String.raw`rol${W}[úu]nico${W}tributario`,
      'ppsn', 'pps' + W + '(?:number|no)', 'personal' + W + 'public' + W + 'service' + NO,
      'personnummer', 'personnr', 'pnr', String.raw`f[øo]dselsn(?:umme)?r`, String.raw`f\.?nr`, 'personbeteckning', 'cpr' + NO,
      String.raw`henkil[öo]tunnu\w*`, 'hetu', 'personal' + W + 'identity' + W + 'code', 'pesel',
      String.raw`rodn[ée]\w*${W}[čc][íi]sl\w*`, String.raw`r\.?\s?[čc]\.?`, String.raw`cod\w*${W}numeric${W}personal`, 'cnp(?:-ul)?', 'personal' + W + 'numeric' + W + 'code',
      'ahv' + NO, String.raw`num[ée]ro${W}avs`, 'rijksregisternummer', 'rijksregister' + NO,
      String.raw`(?:num[ée]ro${W}(?:de${W}|du${W})?)?registre${W}national`, 'national' + W + 'register' + NO, 'insz', 'niss',
      String.raw`personalausweis\w*`, String.raw`ausweis(?:nummer|nr)?`, String.raw`sozialversicherungs\w*`, String.raw`rentenversicherungs\w*`,
      String.raw`carte${W}(?:nationale${W})?d['’]identit[ée]`, 'kennitala', 'amka',
      String.raw`(?:t\.?\s?c\.?${W})?kimlik(?:${W}(?:no|numaras[ıi]|numaram))?`, 'tckn', String.raw`t\.?\s?c\.?${W}no`,
      'tfn', 'tax' + W + 'file' + NO, 'medicare(?:' + W + 'card)?' + NO, 'ird' + W + '(?:number|no)', 'inland' + W + 'revenue' + NO,
      'nric', 'hkid(?:' + W + 'card)?' + NO, 'hong' + W + 'kong' + W + 'id(?:entity)?(?:' + W + 'card)?' + NO, 'mykad',
      'ktp', 'nomor' + W + 'induk' + W + 'kependudukan', 'sss' + NO, 'philsys',
      'teudat' + W + 'zehut', 'mispar' + W + 'zehut', String.raw`תעודת\s*זהות`, String.raw`ת\.?\s?ז\.?`,
      'emirates' + W + 'id' + NO, 'رقم' + W + 'الهوية', 'iqama' + NO, 'cnic', 'cccd', 'cmnd',
      'south' + W + 'african' + W + 'id' + NO, 'rsa' + W + 'id' + NO, 'id' + W + 'nommer',
      // Health and insurance records: a patient's, a member's, a policy holder's number.
      'mrn', 'medical' + W + 'record' + NO, 'patient' + W + 'id' + NO, 'health' + W + '(?:insurance|card)' + NO, 'insurance' + W + '(?:number|no|id)',
      String.raw`(?:kranken)?versichertennummer`, String.raw`versicherungsnummer`, 'policy' + W + '(?:number|no|#)', '(?:member|subscriber)' + W + 'id' + NO,
      'national' + W + 'id(?:entity|entification)?(?:' + W + 'card)?' + NO, 'identity' + W + '(?:card' + W + '|document' + W + ')?(?:number|no)',
      'identification' + W + '(?:number|no)', 'id' + W + 'card' + NO, 'citizen' + W + 'id' + NO, 'personal' + W + 'id(?:entification)?' + W + '(?:number|code|no)',
      // "ID number": not another thing's id.
      String.raw`(?<!(?:order|ticket|invoice|transaction|request|session|tracking|reference|product|item|job|case|booking|message|event|trace|span|account|customer|user|client|device|employee|member|student|payment|shipment|task|build|run|vehicle)${W})id${W}(?:number|no)`,
    ],
  },
  // Domestic bank account numbers (an IBAN is the IBAN detector's): 6 to 28 characters with at least 6 digits and at
  // most two letters (France's account numbers have one), grouped by spaces, dashes or dots (Spain's CCC and Poland's NRB
  // are 20 and 26 digits, Mexico's CLABE 18). Not the routing number, sort code, BSB, IFSC or BLZ next to them: those name
  // a bank, not a person.
  {
    type: 'BANK_ACCOUNT',
    shape: BANK_SHAPE,
    check: isAccountLike,
    labels: [
      String.raw`(?:bank${W}|checking${W}|savings${W}|current${W})?(?:account|acct|acc|a/c)${W}(?:number|no|nr|#)`, String.raw`(?:checking|savings)${W}account`,
      'acct', String.raw`bank${W}account`, 'kontonummer', String.raw`kto\.?${W}nr`, String.raw`konto(?:${W}nr)?`,
      String.raw`(?:num[ée]ro|n[°º])${W}(?:de${W})?compte`, String.raw`n[úu]mero${W}de${W}(?:cuenta|conta)(?:${W}bancaria)?`,
      String.raw`(?:giro)?rekening${W}(?:nummer|nr)`, 'rekeningnr', 'rekeningnummer', 'rekeningnommer',
      String.raw`(?:numer|nr)${W}(?:konta|rachunku)(?:${W}bankowego)?`, 'nrb', String.raw`conta(?:${W}corrente)?`, String.raw`c/c`,
      String.raw`cuenta(?:${W}bancaria|${W}corriente)?`, 'clabe', 'nuban', String.raw`口座(?:番号|No)?`, String.raw`(?:收款|银行|銀行)?(?:账号|帳號|账户|帐号|帳戶)`,
      '계좌\\s?번호', '계좌',
    ],
  },
  // The bare word ("… sort code 04-00-04, account 87720314", "A/C 62039915, S/C 23-14-70") only where the text names a bank.
  { type: 'BANK_ACCOUNT', shape: BANK_SHAPE, check: isAccountLike, bankContext: true, labels: ['account', 'acc', String.raw`a/c`, 'ccc'] },
  { labels: ['fin', 'nin', 'nik', 'nid', 'rut', 'avs', 'ird', 'rg', 'eid', 'nhi'], ambiguous: true },
  // Chile's RUN: `run=1234567` is a CI run far more often.
  { labels: ['run'], ambiguous: true, capitalsOnly: true },
];

const LABEL_GROUPS = SCHEMES.map((scheme) => `(${scheme.labels.join('|')})`).join('|');
// Not inside a word of a script that separates words; CJK labels sit between other characters (香港身份證號碼是…).
const WORD_SCRIPTS = String.raw`[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Arabic}\p{Script=Hebrew}\p{N}]`;
const LABEL_RE = new RegExp(String.raw`(?<!${WORD_SCRIPTS})(?:${LABEL_GROUPS})(?!${WORD_SCRIPTS})(${ID_BETWEEN})`, 'giu');
/** An attribute key (camelCase split and lower-cased: `customer_pesel`, `applicant.sin`) that names such a number. */
const KEY_LABEL_RE = new RegExp(String.raw`(?:^|[._\s-])(?:${LABEL_GROUPS})(?:[._\s-]?(?:number|no|nr|nummer|id|value))?$`, 'iu');
/** What must follow an ambiguous label written in small letters: a separator that makes it a field's name. */
const CLEAR_SEPARATOR_RE = /[:#=：]|\bis\b|\b(?:number|no|nr|nummer|numero|número|numéro)\b|n[°º]/i;

const SHAPE: ValueShape = { separators: ' .-/', minChars: 6, maxChars: 20, minDigits: 4, letterPrefix: true, checkSuffix: true };

/** The scheme whose label group matched (groups 1..SCHEMES.length of LABEL_RE and KEY_LABEL_RE). */
function schemeOf(m: RegExpExecArray): { scheme: Scheme; label: string } {
  for (let i = 0; i < SCHEMES.length; i++) {
    const label = m[i + 1];
    if (label !== undefined) return { scheme: SCHEMES[i]!, label };
  }
  throw new Error('labelled-id: no label group matched');
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A hexadecimal digit or '-'. */
function isHexOrDash(c: number): boolean {
  return (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102) || c === 45;
}

/**
 * Whether the label at `at` is one group of a UUID (`00000000-cccd-522e-8000-000000000000`: Vietnam's "cccd" is also
 * four hex digits): the run of hex digits and dashes around it is a UUID, not a label and its number.
 */
function isUuidGroup(text: string, at: number): boolean {
  let from = at;
  while (from > 0 && isHexOrDash(text.charCodeAt(from - 1))) from--;
  let to = at;
  while (to < text.length && isHexOrDash(text.charCodeAt(to))) to++;
  return to - from === 36 && UUID_RE.test(text.slice(from, to));
}

function passes(scheme: Scheme, text: string, found: { start: number; end: number }, year: number): boolean {
  if (scheme.check === undefined) return true;
  const raw = text.slice(found.start, found.end);
  return scheme.check(raw.replace(/[^A-Za-z0-9]/g, '').toUpperCase(), year, raw);
}

/** `now` is read only for the birth year in China's check, as in detect-national-id.ts (tests pin it). */
export function createLabelledIdDetector(now: () => number = Date.now): Detector {
  return {
    name: 'labelled-id',
    types: ['NATIONAL_ID', 'BANK_ACCOUNT'],
    mayMatch: (f) => f.digits >= 4,
    detect(text: string, out: Finding[], mode: DetectMode): void {
      if (mode.key !== '') {
        // An ambiguous label is no key's meaning: `sin`, `pan`, `fin`, `rg`, `account` name other things as often.
        const keyLabel = KEY_LABEL_RE.exec(mode.key);
        const scheme = keyLabel === null ? null : schemeOf(keyLabel).scheme;
        if (scheme !== null && scheme.ambiguous !== true && scheme.bankContext !== true) {
          // The whole value (blanks around it aside) is the number.
          const start = text.length - text.trimStart().length;
          const found = readLabelledValue(text, start, scheme.shape ?? SHAPE);
          if (found !== null && text.slice(found.end).trim() === '' && passes(scheme, text, found, new Date(now()).getUTCFullYear())) {
            out.push({ type: scheme.type ?? 'NATIONAL_ID', ...found });
          }
        }
      }
      LABEL_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = LABEL_RE.exec(text)) !== null) {
        const { scheme, label } = schemeOf(m);
        if (isUuidGroup(text, m.index)) continue;
        // A segment of a code, not a label: "crm-acct-0042917", and an ambiguous label glued to its digits by a hyphen
        // ("RG-2026-01184", an invoice's number; Brazil's RG is written "RG 12.345.678-9", "RG: …").
        if (m.index >= 2 && text.charCodeAt(m.index - 1) === 45 && /[\p{L}\p{N}]/u.test(text[m.index - 2]!)) continue;
        if (scheme.ambiguous && m[SCHEMES.length + 1] === '-') continue;
        if (scheme.ambiguous && label !== label.toUpperCase() && (scheme.capitalsOnly || !CLEAR_SEPARATOR_RE.test(m[SCHEMES.length + 1]!))) continue;
        // The bare word: before a blank, ':' or '#', not `account=` (a log's account id).
        if (scheme.bankContext && (!BANK_CONTEXT_RE.test(text) || m[SCHEMES.length + 1]!.includes('='))) continue;
        const found = readLabelledValue(text, m.index + m[0].length, scheme.shape ?? SHAPE);
        if (found === null || !passes(scheme, text, found, new Date(now()).getUTCFullYear())) continue;
        out.push({ type: scheme.type ?? 'NATIONAL_ID', ...found });
        LABEL_RE.lastIndex = Math.max(LABEL_RE.lastIndex, found.end);
      }
    },
  };
}
