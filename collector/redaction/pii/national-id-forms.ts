import { FEATURE_CORSICA, FEATURE_MIXED_RUN, type TextFeatures } from './detector.ts';
import {
  isAadhaarValid, isBsnValid, isChinaResidentIdValid, isCnpjValid, isCodiceFiscaleValid, isCpfValid, isCurpValid, isMyNumberValid,
  isNhsNumberValid, isNinoValid, isNirValid, isPanValid, isSinValid, isSpanishIdValid, isSteuerIdValid, isThaiIdValid,
} from './national-id-checksums.ts';
import { isInsideCode } from './grouped-code.ts';
import { hasPhoneContext } from './phone-context.ts';

/**
 * The pre-check of every personal-number detector (SSN, RRN and each form below imply it): a digit
 * group of three in a cluster of nine, a run of six digits, three two-digit groups in a row, a cluster
 * of thirteen, eight digits with two dots or after a Corsican 2A/2B, or a long word run mixing letters and
 * digits both ways. ISO dates (`2024-08-06`), times, IPs with short groups, `gpt-4o` and `/v1/chat`
 * stop here.
 */
export function nationalIdMayMatch(f: TextFeatures): boolean {
  return (
    (f.maxDigitCluster >= 9 && f.maxDigitRun >= 3) ||
    f.maxDigitRun >= 6 ||
    f.maxDigitPairs >= 3 ||
    f.maxDigitCluster >= 13 ||
    (f.maxDigitCluster >= 8 && (f.dots >= 2 || (f.flags & FEATURE_CORSICA) !== 0)) ||
    (f.flags & FEATURE_MIXED_RUN) !== 0
  );
}

/** How a match reads: an id (true), an id only next to one of these keywords (a RegExp), or not an id. */
export type IdVerdict = boolean | RegExp;

/** One written form, or a family of forms sharing a layout, of national identifiers. */
export interface NationalIdForm {
  readonly name: string;
  /** Global, so that the detector can scan; the whole match is the finding. */
  readonly re: RegExp;
  /** Printed digit groups, which must not be read out of a longer code (an IBAN's groups). */
  readonly grouped: boolean;
  /**
   * A cheap necessary condition on the text: false means `re` cannot match. Every form's condition
   * implies `nationalIdMayMatch`.
   */
  mayMatch(f: TextFeatures): boolean;
  /** Reads one match of `re` (on text folded by `foldWideForms`; `m.input` is that text). */
  judge(m: RegExpExecArray): IdVerdict;
}

// Not the continuation of a word, of a longer number or of a code (`ORD-…`, `v1.…`, `12 …`, `0,…`);
// after a word and a comma it starts a field (`Jane Roe,390.533.447-05` in a CSV row).
const START = String.raw`(?<![\w+]|\d[.,-]|[A-Za-z_][.-]|\d )`;
// Not followed by more of a word or number (`…-2`, `….5`, `… 12`, `…-abc`); a comma ends a CSV field.
const END = String.raw`(?![\w]|[./-]\d|-[A-Za-z]| \d)`;
const END_LETTER = String.raw`(?![\w]|-\w)`;

function form(body: string, end = END): RegExp {
  return new RegExp(`${START}(?:${body})${end}`, 'g');
}

// Keywords, matched at the end of the text before a number (and against the attribute key); several
// are bounded by letters rather than \b because field names join words with `_` (`customer_cpf`).
const TAIL = String.raw`[^\n\d]{0,20}$`;
function keyword(words: string): RegExp {
  return new RegExp(`(?:${words})${TAIL}`, 'i');
}
const KW_MY_NUMBER = keyword(String.raw`my[ _-]?number|マイナンバー|個人番号|kojin[ _-]?bang`);
const KW_AADHAAR = keyword(String.raw`aadhaa?r|आधार|uidai|(?<![a-z])uid(?![a-z])`);
const KW_TWELVE = new RegExp(`(?:${KW_MY_NUMBER.source})|(?:${KW_AADHAAR.source})`, 'i');
const KW_CPF = keyword(String.raw`(?<![a-z])cpf(?![a-z])|cadastro de pessoas?`);
const KW_CNPJ = keyword(String.raw`(?<![a-z])cnpj(?![a-z])|cadastro nacional d[ae] pessoa`);
const KW_NHS = keyword(String.raw`(?<![a-z])nhs(?![a-z])|national health service|(?<![a-z])chi[ _-]?(?:number|no)`);
const KW_NINO = keyword(String.raw`(?<![a-z])nino(?![a-z])|national[ _-]?insurance|(?<![a-z])ni[ _-]?(?:number|no)(?![a-z])`);
const KW_PAN = keyword(String.raw`(?<![a-z])pan(?![a-z])|permanent[ _-]?account|income[ _-]?tax`);
const KW_NIR = keyword(String.raw`(?<![a-z])nir(?![a-z])|insee|s[ée]curit[ée][ _-]?sociale|(?<![a-z])s[ée]cu(?![a-z])`);
const KW_DNI = keyword(String.raw`(?<![a-z])(?:dni|nie|nif)(?![a-z])|documento|identidad`);
const KW_BSN = keyword(String.raw`(?<![a-z])bsn(?![a-z])|burger[ _-]?service|sofi[ _-]?nummer`);
const KW_SIN = keyword(String.raw`(?<![a-z])sin(?![a-z])|social[ _-]?insurance|assurance[ _-]?sociale|(?<![a-z])nas(?![a-z])`);
const KW_BSN_SIN = new RegExp(`(?:${KW_BSN.source})|(?:${KW_SIN.source})`, 'i');
const KW_STEUER = keyword(String.raw`steuer[ _-]?(?:id|ident)|(?<![a-z])idnr(?![a-z])|identifikationsnummer|(?<![a-z])tin(?![a-z])|tax[ _-]?id`);
const KW_CPF_STEUER = new RegExp(`(?:${KW_CPF.source})|(?:${KW_STEUER.source})`, 'i');

function compact(raw: string): string {
  return raw.replace(/[ .\-/]/g, '').toUpperCase();
}

function hasLowerCase(raw: string): boolean {
  return raw !== raw.toUpperCase();
}

function nineDigits(s: string): IdVerdict {
  const bsn = isBsnValid(s);
  const sin = isSinValid(s);
  return bsn && sin ? KW_BSN_SIN : bsn ? KW_BSN : sin ? KW_SIN : false;
}

function twelveDigits(s: string): IdVerdict {
  const myNumber = isMyNumberValid(s);
  const aadhaar = isAadhaarValid(s);
  return myNumber && aadhaar ? KW_TWELVE : myNumber ? KW_MY_NUMBER : aadhaar ? KW_AADHAAR : false;
}

function elevenDigits(s: string): IdVerdict {
  const cpf = isCpfValid(s);
  const steuer = isSteuerIdValid(s);
  return cpf && steuer ? KW_CPF_STEUER : cpf ? KW_CPF : steuer ? KW_STEUER : false;
}

/**
 * The written forms of the national identifiers found as NATIONAL_ID, with the decision each one
 * embodies. Rule of thumb, from the measurements in test/corpus/pii/NATIONAL-IDS.md: a form is taken without a
 * keyword when its layout or its letters are distinctive and a check digit or strict structure
 * confirms it; a bare run of 9-14 digits is not distinctive (order ids, phone numbers, amounts,
 * timestamps), and its check digit alone (1 in 10, 11 or 100) is not enough, so it needs a keyword.
 */
export function createNationalIdForms(now: () => number): readonly NationalIdForm[] {
  const nowYear = () => new Date(now()).getUTCFullYear();
  return [
    {
      // Bare digit runs, told apart by their length. Only China's 18 characters (region, real birth
      // date and an ISO 7064 check character) are specific enough alone; France's 15 digits are read by
      // the short-cluster form below.
      name: 'compact',
      re: form(String.raw`\d{17}[Xx]|\d{9,18}`),
      grouped: false,
      mayMatch: (f) => f.maxDigitRun >= 9,
      judge(m) {
        const s = m[0].toUpperCase();
        switch (s.length) {
          case 9: // NL BSN, CA SIN
            return nineDigits(s);
          case 10: // UK NHS number
            return isNhsNumberValid(s) ? KW_NHS : false;
          case 11: // BR CPF, DE Steuer-ID
            return elevenDigits(s);
          case 12: // JP My Number, IN Aadhaar
            return twelveDigits(s);
          case 14: // BR CNPJ
            return isCnpjValid(s) ? KW_CNPJ : false;
          case 18: // CN resident identity card
            return isChinaResidentIdValid(s, nowYear());
          default: // 15 digits: the NIR form below; 13: the RRN detector
            return false;
        }
      },
    },
    {
      // CN 6-8-4: `110105 19491231 002X`.
      name: 'cn-grouped',
      re: form(String.raw`\d{6}([ -])(?:19|20)\d{6}\1\d{3}[\dXx]`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 17 && f.maxDigitRun >= 6,
      judge: (m) => isChinaResidentIdValid(compact(m[0]), nowYear()),
    },
    {
      // JP My Number and IN Aadhaar as printed on the cards, 4-4-4. Card numbers (4-4-4-4) and IBAN
      // groups are excluded by the boundaries and the code check.
      name: 'twelve-grouped',
      re: form(String.raw`\d{4}([ -])\d{4}\1\d{4}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 12 && f.maxDigitRun >= 4,
      judge(m) {
        const s = compact(m[0]);
        return isMyNumberValid(s) || isAadhaarValid(s);
      },
    },
    {
      // TH citizen id as the card prints it, 1-4-5-2-1 (`1-1037-02845-16-7`, `1 1037 00458 21 2`): a layout of its own
      // and a check digit.
      name: 'thai-grouped',
      re: form(String.raw`[1-8]([ -])\d{4}\1\d{5}\1\d{2}\1\d`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 13 && f.maxDigitRun >= 5,
      judge: (m) => isThaiIdValid(compact(m[0])),
    },
    {
      // BR CPF: `390.533.447-05`, `390533447-05`, `390 533 447 05`.
      name: 'cpf',
      re: form(String.raw`(?:\d{3}([. -])\d{3}\1\d{3}[-./ ]|\d{9}-)\d{2}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 11 && f.maxDigitRun >= 3,
      judge: (m) => isCpfValid(compact(m[0])),
    },
    {
      // BR CNPJ: `16.727.230/0001-97`, `16727230/0001-97`.
      name: 'cnpj',
      re: form(String.raw`(?:\d{2}\.\d{3}\.\d{3}[/.]|\d{8}/)\d{4}-?\d{2}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 14 && f.maxDigitRun >= 4,
      judge: (m) => isCnpjValid(compact(m[0])),
    },
    {
      // UK NHS number as the NHS prints it, 3-3-4. A US phone number without +1 or parentheses shares
      // the layout and passes the check 1 time in 11: after a phone word it is left to the phone
      // detector unless an NHS word is there too.
      name: 'nhs-grouped',
      re: form(String.raw`\d{3}([ -])\d{3}\1\d{4}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 10 && f.maxDigitRun >= 4,
      judge(m) {
        if (!isNhsNumberValid(compact(m[0]))) return false;
        return hasPhoneContext(m.input, m.index, m.index + m[0].length) ? KW_NHS : true;
      },
    },
    {
      // IN PAN `ABCPE1234F`: structure only. Lower case (`hello2024a` is a user name) needs a keyword.
      name: 'pan',
      re: form(String.raw`[A-Za-z]{5}\d{4}[A-Za-z]`, END_LETTER),
      grouped: false,
      mayMatch: (f) => (f.flags & FEATURE_MIXED_RUN) !== 0 && f.maxDigitRun >= 4,
      judge(m) {
        if (!isPanValid(m[0].toUpperCase())) return false;
        return hasLowerCase(m[0]) ? KW_PAN : true;
      },
    },
    {
      // Three forms whose digits can be as few as six to eight, behind one scan (every ISO date has an
      // eight-digit cluster, so this runs often and must stay one pass):
      // - ES DNI `12345678Z`, `12.345.678-Z` and NIE `X1234567L`, `x-1234567-l`. A lower-case letter after
      //   a space is as likely a word ("… 12345678 y …"), so that one needs a keyword.
      // - UK National Insurance number `AB123456C`, `AB 12 34 56 C`: structure only. Upper case anywhere;
      //   lower case (`ab123456c` is also a hex string) after a keyword.
      // - FR NIR `2 95 10 99 126 111 93`, `295109912611193`, Corsica `2 53 07 2A 073 004 70`. Sex digits
      //   3/4/7/8 (provisional numbers) are rarer than 15-digit look-alikes starting with 3 (Amex), so
      //   they need a keyword. Its last eight digits always form one cluster, also after 2A/2B.
      // The alternatives cannot match at the same position (a DNI has a letter after eight digits, a NIR
      // fifteen digits, a NIE a digit and a NINO a letter after its first letter).
      name: 'short-cluster',
      re: new RegExp(
        START +
          String.raw`(?:((?:[XYZxyz][ -]?\d{7}|\d{8}|\d{2}\.\d{3}\.\d{3})([ -]?)[A-Za-z])${END_LETTER}` +
          String.raw`|([A-Za-z]{2}[ -]?\d{2}[ -]?\d{2}[ -]?\d{2}[ -]?[A-Da-d])${END_LETTER}` +
          String.raw`|([1-478]([ .]?)\d{2}\5\d{2}\5(?:\d{2}|2[ABab])\5\d{3}\5\d{3}[ .-]?\d{2})${END})`,
        'g',
      ),
      grouped: false,
      // DNI/NIE: a run of 7-8 digits or 2.3.3 dots; NINO: a run of six or three pairs; NIR: fifteen digits
      // in a cluster, or a Corsican 2A/2B before its last eight.
      mayMatch: (f) =>
        f.maxDigitRun >= 6 ||
        f.maxDigitPairs >= 3 ||
        (f.maxDigitCluster >= 8 && (f.dots >= 2 || (f.flags & FEATURE_CORSICA) !== 0)) ||
        f.maxDigitCluster >= 13,
      judge(m) {
        if (m[1] !== undefined) {
          if (!isSpanishIdValid(compact(m[0]))) return false;
          const last = m[0].charCodeAt(m[0].length - 1);
          return m[2] === ' ' && last >= 97 ? KW_DNI : true;
        }
        if (m[3] !== undefined) {
          if (!isNinoValid(compact(m[0]))) return false;
          return hasLowerCase(m[0]) ? KW_NINO : true;
        }
        const s = compact(m[0]);
        if (!isNirValid(s) || isInsideCode(m.input, m.index, m.index + m[0].length)) return false;
        return s[0] === '1' || s[0] === '2' ? true : KW_NIR;
      },
    },
    {
      // IT codice fiscale `RSSMRA85T10A562S`, any case; digits may be replaced by L-V (omocodia).
      name: 'codice-fiscale',
      re: form(String.raw`[A-Za-z]{6}[\dLMNP-Vlmnp-v]{2}[ABCDEHLMPRSTabcdehlmprst][\dLMNP-Vlmnp-v]{2}[A-Za-z][\dLMNP-Vlmnp-v]{3}[A-Za-z]`, END_LETTER),
      grouped: false,
      mayMatch: (f) => (f.flags & FEATURE_MIXED_RUN) !== 0 && f.maxWordRun >= 16,
      // One digit at least: a code with all seven digits replaced is not looked for (see mayMatch).
      judge: (m) => /\d/.test(m[0]) && isCodiceFiscaleValid(m[0].toUpperCase()),
    },
    {
      // MX CURP `GODE561231HDFRRN09`, any case.
      name: 'curp',
      re: form(String.raw`[A-Za-z]{4}\d{6}[HMXhmx][A-Za-z]{5}[A-Za-z\d]\d`),
      grouped: false,
      mayMatch: (f) => (f.flags & FEATURE_MIXED_RUN) !== 0 && f.maxDigitRun >= 6 && f.maxWordRun >= 18,
      judge: (m) => isCurpValid(m[0].toUpperCase()),
    },
    {
      // NL BSN `1112.22.333`, `111.222.333` and CA SIN `046 454 286`, `046-454-286`: a 9-digit check is
      // 1 in 10 or 11, and 3-3-3 is also how amounts are grouped, so always after a keyword.
      name: 'nine-grouped',
      re: form(String.raw`\d{4}\.\d{2}\.\d{3}|\d{3}([ .-])\d{3}\1\d{3}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 9 && f.maxDigitRun >= 3,
      judge: (m) => nineDigits(compact(m[0])),
    },
    {
      // DE Steuer-ID `36 574 261 809`, after a keyword.
      name: 'steuer-id-grouped',
      re: form(String.raw`\d{2} \d{3} \d{3} \d{3}`),
      grouped: true,
      mayMatch: (f) => f.maxDigitCluster >= 11 && f.maxDigitRun >= 3,
      judge: (m) => (isSteuerIdValid(compact(m[0])) ? KW_STEUER : false),
    },
  ];
}
