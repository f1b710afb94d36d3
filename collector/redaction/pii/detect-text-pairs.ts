import type { Detector, Finding } from './detector.ts';
import type { EntityType } from './entity-type.ts';
import { isPlaceholderValue } from './detect-key-values.ts';
import { classifyKey } from './key-classifier.ts';
import { classifySecretName } from './secret-key-names.ts';
import { isServiceAccountName } from './detect-logins.ts';

/**
 * Personal fields written as key–value pairs inside text: a log line's logfmt (`imie_nazwisko='Agnieszka Wróblewska'
 * telefon=… user=김민준`, Go slog's text handler, structlog, logrus), a Python dict's repr in an exception or a log
 * message (`Eingabe: {'name': 'Lena Hartmann', 'email': 'lena.hartmann@web'}`), a Ruby hash in a Rails log (`Parameters:
 * {"order"=>{"name"=>"鈴木 一郎"}}`), a JSON fragment quoted in an error (`请求体 {"收件人":"李娜"}`), and Pydantic's
 * validation error (`email⏎  value is not a valid email address … [type=value_error, input_value='oliver.grant.gmail.com'`).
 * The key says what the value is, as it does for JSON keys (key-classifier.ts `classifyKey`): the whole value is one
 * finding of that type, even when it is malformed (an e-mail without its domain), and a more specific finding inside it
 * wins (`container`). Names, e-mail addresses and national ids (with four digits or more: `rnokpp=3128475612`, Rust's
 * `national_id: Some("140387-2842")` — forms no national-id detector knows; a key says what they are): phone numbers and
 * the other types' detectors read the key as their label already, and logins, streets alone and postcodes alone after a
 * key name no one as often as someone (`username=app`, `street="Maple Avenue"`, `zip=03276`). Text that is
 * JSON as a whole is walked key by key instead (redact-structured.ts); URL query strings are the URL detectors'.
 *
 * An XML element is a field by its tag (`<q:Forename>Eleni</q:Forename>` in a SOAP body) or by its `Name` attribute (a
 * Windows event's `<Data Name="TargetUserName">h.yilmaz</Data>`): a document says what its text is more plainly than a
 * log line, so logins, street addresses, birth dates and credentials (`<wsse:Password>`) are read there too.
 */
const QUOTED_PAIR_RE = /(["'])(?<key>[\p{L}_][\p{L}\p{N}_.\- ]{0,40}?)\1\s*(?::|=>)\s*(["'])(?<value>(?:(?!\3)[^\\\n]|\\.){1,200})\3/gu;
const LOGFMT_RE = /(?<![\p{L}\p{N}_.\-/?&=%])([A-Za-z_][\w.\-]{0,40})=(?:"((?:[^"\\\n]|\\.){1,200})"|'([^'\n]{1,200})'|([^\s"'&;,)\]}<>]{1,200}))/gu;
/** Pydantic v2: the error line after the field's location line. */
const PYDANTIC_INPUT_RE = /\n([^\n]{1,80})\n[ \t]+[^\n]*?\binput_value=(["'])((?:(?!\2)[^\\\n]|\\.){1,200})\2/gu;
const HINT_RE = /[=:]|<\//;
/** An element with text only: its tag (namespace prefix aside), its attributes, its text. */
const XML_FIELD_RE = /<(?:[\w.-]{1,30}:)?([\p{L}_][\p{L}\p{N}_.-]{0,60})((?:\s+[\w:.-]{1,40}\s*=\s*(?:"[^"<>]{0,200}"|'[^'<>]{0,200}'))*)\s*>([^<>]{1,200})<\/(?:[\w.-]{1,30}:)?\1\s*>/gu;
const XML_NAME_ATTR_RE = /\s[Nn]ame\s*=\s*["']([^"']{1,60})["']/;
/** Not ADDRESS: `<address>` is a host's as often (`<wsa:Address>http://…</wsa:Address>`); a street has its own detector. */
const XML_TYPES: ReadonlySet<EntityType> = new Set(['PERSON_NAME', 'EMAIL', 'USER', 'BIRTH_DATE']);
/**
 * The types a key alone decides here. Numbers with a check digit or a structure (SSN, national ids, IBANs, cards) and
 * phone numbers are their own detectors' — which read the key as their label — so that a number failing its check stays.
 */
const PAIR_TYPES: ReadonlySet<EntityType> = new Set(['PERSON_NAME', 'EMAIL', 'NATIONAL_ID']);
/** A national id after its key: any form (the national-id detectors read the forms they know), with four digits or more. */
const ID_VALUE_RE = /(?:\d\D*){4}/;
/** A word of four letters or more: a value that holds one is words (`passport: "build 2024"`), not an id. */
const WORD_RE = /\p{L}{4,}/u;
/**
 * A bare key, a colon and a quoted value: Rust's Debug output (`holder: "Aino Väisänen", national_id: Some("…")`),
 * protobuf's text format (`full_name: "…"`), Node's util.inspect (`customerName: 'Катерина'`), YAML.
 */
const BARE_KEY_PAIR_RE = /(?<![\p{L}\p{N}_.\-"'])(?<key>[A-Za-z_][\w]{0,40}):[ \t]*(?:Some\()?(["'])(?<value>(?:(?!\2)[^\\\n]|\\.){1,200})\2/gu;
const TEMPLATE_RE = /^[$%{<]|^(?:none|null|nil|undefined|true|false)$/i;

/** What a key gives its value (PAIR_TYPES), remembered: keys repeat from line to line. Bounded: cleared when full. */
const KEY_TYPES = new Map<string, EntityType | null>();
const KEY_TYPES_MAX = 4096;

function typeOfKey(key: string, value: string): EntityType | null {
  let type = KEY_TYPES.get(key);
  if (type === undefined) {
    const classified = classifyKey(key);
    type = classified !== null && PAIR_TYPES.has(classified) ? classified : null;
    if (KEY_TYPES.size >= KEY_TYPES_MAX) KEY_TYPES.clear();
    KEY_TYPES.set(key, type);
  }
  if (type === null || TEMPLATE_RE.test(value) || isPlaceholderValue(value)) return null;
  if (type === 'NATIONAL_ID' && (!ID_VALUE_RE.test(value) || WORD_RE.test(value))) return null;
  return type;
}

export function createTextPairsDetector(): Detector {
  return {
    name: 'text-pairs',
    types: [...XML_TYPES, 'NATIONAL_ID', 'SECRET'],
    mayMatch: (f) => f.text.length >= 6 && HINT_RE.test(f.text),
    detect(text: string, out: Finding[]): void {
      // Text that is a JSON object or array as a whole is the structured walker's.
      const first = text.trimStart().charCodeAt(0);
      if (first === 123 || first === 91) {
        try {
          JSON.parse(text);
          return;
        } catch {
          // not JSON: read its pairs
        }
      }
      if (text.includes('"') || text.includes("'")) {
        readQuotedPairs(QUOTED_PAIR_RE, text, out);
        if (text.includes(':')) readQuotedPairs(BARE_KEY_PAIR_RE, text, out);
      }
      if (text.includes('</')) readXmlFields(text, out);
      if (text.includes('=')) {
        LOGFMT_RE.lastIndex = 0;
        for (let m = LOGFMT_RE.exec(text); m !== null; m = LOGFMT_RE.exec(text)) {
          const value = m[2] ?? m[3] ?? m[4]!;
          const type = typeOfKey(m[1]!, value);
          if (type === null) continue;
          const end = m.index + m[0].length - (m[4] !== undefined ? 0 : 1);
          out.push({ type, start: end - value.length, end, container: true });
        }
        if (text.includes('input_value=')) {
          PYDANTIC_INPUT_RE.lastIndex = 0;
          for (let m = PYDANTIC_INPUT_RE.exec(text); m !== null; m = PYDANTIC_INPUT_RE.exec(text)) {
            const loc = m[1]!.trim().split(/\s*(?:->|\.)\s*/).pop()!;
            const value = m[3]!;
            const type = typeOfKey(loc, value);
            if (type === null) continue;
            const end = m.index + m[0].length - 1;
            out.push({ type, start: end - value.length, end, container: true });
          }
        }
      }
    },
  };
}

/** The pairs `re` finds (groups `key` and `value`, the value's closing quote last): each value its key's type gives it. */
function readQuotedPairs(re: RegExp, text: string, out: Finding[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const value = m.groups!.value!;
    const type = typeOfKey(m.groups!.key!, value);
    if (type === null) continue;
    const end = m.index + m[0].length - 1;
    out.push({ type, start: end - value.length, end, container: true });
  }
}

/** The type an XML element's tag or `Name` attribute gives its text (XML_TYPES, or a credential's name), or null. */
function xmlFieldType(name: string, value: string): EntityType | null {
  if (TEMPLATE_RE.test(value) || isPlaceholderValue(value)) return null;
  const type = classifyKey(name);
  // A service's login (`<wsse:Username>broker_api_44</wsse:Username>`) names no person.
  if (type === 'USER' && isServiceAccountName(value)) return null;
  if (type !== null) return XML_TYPES.has(type) ? type : null;
  return classifySecretName(name, false) !== null ? 'SECRET' : null;
}

function readXmlFields(text: string, out: Finding[]): void {
  XML_FIELD_RE.lastIndex = 0;
  for (let m = XML_FIELD_RE.exec(text); m !== null; m = XML_FIELD_RE.exec(text)) {
    const written = m[3]!;
    const value = written.trim();
    if (value === '') continue;
    const named = m[2] !== '' ? XML_NAME_ATTR_RE.exec(m[2]!)?.[1] : undefined;
    const type = xmlFieldType(named ?? m[1]!, value);
    if (type === null) continue;
    // The text without the blanks around it (`<email>\n  a@b.com\n</email>`).
    const start = m.index + m[0].lastIndexOf('</') - written.length + (written.length - written.trimStart().length);
    out.push({ type, start, end: start + value.length, container: true });
  }
}
