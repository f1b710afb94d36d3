import { FEATURE_LETTER_DIGIT, FEATURE_MIXED_RUN, type Detector, type Finding } from './detector.ts';

/**
 * A device's network address: an EUI-48 MAC address written as six two-digit hex groups joined by colons or dashes
 * (`00:1A:2B:3C:4D:5E`, `a4-5e-60-e1-2f-9b`), the same separator throughout; in Cisco's three dotted groups of four
 * (`0c1a.6b3f.9d52`, with a letter among them or after a word naming a MAC address); or as twelve bare hex digits after
 * such a word ("MAC 3C5282A17F0D", `"mac":"b827eb91c40e"`, "MAC-Adresse: 0024D7E9A1B3"). Exactly six groups: a seventh
 * before or after (an EUI-64, a byte dump, an MD5 fingerprint's sixteen) is not one, nor is a run that IPv6 or a clock
 * reads (`12:30:45`). The all-zero and broadcast addresses and documentation placeholders (`AA:BB:CC:DD:EE:FF`,
 * `00:11:22:33:44:55`, `01:23:45:67:89:AB`) are no one's. A MAC address identifies a person's phone, laptop or router to
 * whoever logs it (GDPR recital 30 names device identifiers); a support chat asks for it.
 */
const MAC_RE = /(?<![0-9A-Fa-f][:-]?|[\w:-])([0-9A-Fa-f]{2})([:-])(?:[0-9A-Fa-f]{2}\2){4}[0-9A-Fa-f]{2}(?![:-]?[0-9A-Fa-f]|[\w])/g;
const CISCO_MAC_RE = /(?<![\w.])[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}(?![\w]|\.\w)/g;
const MAC_WORD = '(?:mac|bssid|hw\\s*addr|hardware\\s+address|adresse\\s+mac|direcci[óo]n\\s+mac|endere[çc]o\\s+mac|indirizzo\\s+mac)';
const MAC_WORD_RE = new RegExp(`${MAC_WORD}`, 'i');
const LABELLED_BARE_MAC_RE = new RegExp(`(?<![a-z])${MAC_WORD}[^\\n\\w]{0,3}(?:[\\w-]{0,12}[^\\n\\w]{1,6})?([0-9A-Fa-f]{12})(?![\\w])`, 'gi');
const NOT_A_DEVICE = /^(?:(?:00[:.-]?){5}00|(?:ff[:.-]?){5}ff|aa[:.-]?bb[:.-]?cc[:.-]?dd[:.-]?ee[:.-]?ff|00[:.-]?11[:.-]?22[:.-]?33[:.-]?44[:.-]?55|01[:.-]?23[:.-]?45[:.-]?67[:.-]?89[:.-]?ab|12[:.-]?34[:.-]?56[:.-]?78[:.-]?9a[:.-]?bc)$/i;

export function createMacAddressDetector(): Detector {
  return {
    name: 'mac-address',
    types: ['MAC_ADDRESS'],
    // Colons: five of them; dashes: a 17-character word run (`00-1a-2b-3c-4d-5e`); Cisco's: two dots; bare after a
    // word: a run of 12 or more with a letter glued to a digit and a digit glued to a letter (hex: `b827eb91c40e`).
    mayMatch: (f) => f.colons >= 5 || f.maxWordRun >= 17 || (f.dots >= 2 && f.maxWordRun >= 4) || (f.maxWordRun >= 12 && (f.flags & FEATURE_MIXED_RUN) !== 0),
    detect(text: string, out: Finding[], _mode, f): void {
      let m: RegExpExecArray | null;
      if (f.colons >= 5 || f.maxWordRun >= 17) {
        MAC_RE.lastIndex = 0;
        while ((m = MAC_RE.exec(text)) !== null) {
          if (NOT_A_DEVICE.test(m[0])) continue;
          out.push({ type: 'MAC_ADDRESS', start: m.index, end: m.index + m[0].length });
        }
      }
      const bare = f.maxWordRun >= 12 && (f.flags & FEATURE_MIXED_RUN) !== 0;
      const named = (f.dots >= 2 || bare) && MAC_WORD_RE.test(text);
      if (f.dots >= 2) {
        CISCO_MAC_RE.lastIndex = 0;
        while ((m = CISCO_MAC_RE.exec(text)) !== null) {
          if (NOT_A_DEVICE.test(m[0]) || (!named && !/[A-Fa-f]/.test(m[0]))) continue;
          out.push({ type: 'MAC_ADDRESS', start: m.index, end: m.index + m[0].length });
        }
      }
      if (!named || !bare) return;
      LABELLED_BARE_MAC_RE.lastIndex = 0;
      while ((m = LABELLED_BARE_MAC_RE.exec(text)) !== null) {
        const value = m[1]!;
        // Twelve decimal digits are a number, not an address read aloud from a label.
        if (NOT_A_DEVICE.test(value) || !/[A-Fa-f]/.test(value)) continue;
        const end = m.index + m[0].length;
        out.push({ type: 'MAC_ADDRESS', start: end - value.length, end });
      }
    },
  };
}

/**
 * A vehicle identification number (ISO 3779): 17 letters and digits without I, O and Q, the last four digits (a
 * maker of 500 or more vehicles a year numbers them so), letters and digits both. A VIN names one car and through its
 * registration its keeper; insurers', dealers' and rental companies' assistants are told them. Found when either
 * - its ninth character is the check digit North American VINs carry (weights 8 7 6 5 4 3 2 10 0 9 8 7 6 5 4 3 2,
 *   sum mod 11, 10 written X) and a letter in its first three (the world maker code: `1HG`, `1G1`, `WBA`, `JN1`) — one
 *   random token of that shape in eleven passes the check, and 17-character tokens ending in four digits are rare, or
 * - a word naming it stands before it, at most 48 characters before its line's end — on its line, or ending the line
 *   above (a CSV header's `fin` column) — within 80 characters: "VIN" (also in an identifier:
 *   `VinDecodeException`), "vehicle", "chassis number", "Fahrgestellnummer", "Fahrzeug-Identifizierungsnummer", "FIN",
 *   "numéro de série", "número de bastidor/chasis", "numero di telaio", "frame no.", "alvázszám", "şasi", "車台番号",
 *   "차대번호", "车架号", or field E of an EU registration certificate (a line "E  WDB…", "case E", "Feld E") —
 *   European and Asian VINs need not carry the check digit.
 */
const VIN_RE = /(?<![A-Za-z0-9])[A-HJ-NPR-Za-hj-npr-z0-9]{13}\d{4}(?![A-Za-z0-9])/g;
/** A word naming the number, at most 48 characters before the end of a line or of the text before the number ("VIN", "Le VIN de ma 208 est …", "telaio …"). */
const VIN_LABEL_RE =
  /(?:(?<![a-z])vin|v\.i\.n|vehicle|chass?is|chassi|chassinummer|bastidor|fahrgestell|fahrzeug-?identifizierungsnummer|\bfin\b|num[ée]ro\s+de\s+s[ée]rie|telaio|frame\s+(?:no|number)|alv[áa]zsz[áa]m|[şs]asi|\b(?:case|feld|field|rubrique|champ)\s+e\b|車台番号|차대번호|车架号|車架號|вин|^\s*e[.:]?\s+$)[^\n]{0,48}$/im;
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** Whether a 17-character VIN (upper case) carries a valid North American check digit in its ninth place. */
export function vinCheckDigitValid(vin: string): boolean {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const c = vin[i]!;
    const value = c >= '0' && c <= '9' ? c.charCodeAt(0) - 48 : TRANSLITERATION[c];
    if (value === undefined) return false;
    sum += value * WEIGHTS[i]!;
  }
  const check = sum % 11;
  return vin[8] === (check === 10 ? 'X' : String(check));
}

export function createVinDetector(): Detector {
  return {
    name: 'vin',
    types: ['VIN'],
    // Every VIN has a letter right before a digit (its last four are digits).
    mayMatch: (f) => f.maxWordRun >= 17 && f.digits >= 5 && (f.flags & FEATURE_LETTER_DIGIT) !== 0,
    detect(text: string, out: Finding[]): void {
      VIN_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = VIN_RE.exec(text)) !== null) {
        const vin = m[0].toUpperCase();
        // Digits only is a number; `0x…` is a hex literal (`mov rax, 0xa36891389959792`).
        if (!/[A-Z]/.test(vin) || vin.startsWith('0X')) continue;
        // Lower-case hexadecimal is an id or a hash (an EC2 instance's `i-0a7f3c9e21b4d5608`): a VIN only after its label.
        let found = /^.{0,2}[A-Z]/.test(vin) && vinCheckDigitValid(vin) && !/^[0-9a-f]+$/.test(m[0]);
        if (!found) {
          // The 80 characters before it; cut mid-line, their start must not pass for a line start (field E's `^`).
          const from = Math.max(0, m.index - 80);
          const cut = from > 0 && text[from - 1] !== '\n';
          found = VIN_LABEL_RE.test((cut ? '\u2026' : '') + text.slice(from, m.index));
        }
        if (found) out.push({ type: 'VIN', start: m.index, end: m.index + m[0].length });
      }
    },
  };
}
