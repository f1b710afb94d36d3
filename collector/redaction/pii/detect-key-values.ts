import { shannonEntropyBits } from './checksums.ts';
import { FEATURE_DOUBLE_DASH, FEATURE_EQUALS, hasCredentialWord, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { classifySecretName, type SecretName } from './secret-key-names.ts';

// Words that can appear in a credential's name. A hit is expanded to the whole name and judged there,
// so "monkey" or "max_tokens" cost one classification and yield nothing.
const KEYWORD_RE = /pass|pwd|secret|token|key|auth|credential|cookie|sig|sessid|sessionid|connect\.sid|laravel_session|ci_session|cv[vc]|securitycode|security_code/gi;
const CONNECTION_STRING_RE = /(?:^|[;\s"'])(?:server|data source|host|hostname|initial catalog|database|user id|uid|username|user)\s*=|jdbc:/i;
const SINGLE_TOKEN_SCHEME_RE = /^(?:Bearer|Basic|Token|Bot|ApiKey|Key|Splunk|OAuth|SSWS)[ \t]+/i;
const MULTI_PART_SCHEME_RE = /^(?:AWS4-HMAC-SHA256|Digest|Signature|Negotiate|NTLM|HOBA|Mutual)[ \t]+/i;
/** An identifier followed by its parenthesis: a function or module called (`pam(`, `ldap.bind(`). */
const CALL_RE = /^[a-z_][a-z0-9_.]{1,31}\([^)\s]*[,)]/;
const PLACEHOLDER_RE =
  /^(?:null|none|nil|undefined|true|false|yes|no|empty|redacted|hidden|masked|omitted|removed|n\/a|\[redacted[^\]]*\]|\[filtered\]|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|%[sd]|%\([a-z_]+\)s|[*•x#.?_-]+)$/i;
// "$DB_PASSWORD" refers to a variable; "$bZ2bp3nkzV2" is a password that starts with '$'. So do `process.env.STRIPE_KEY`,
// `os.environ["API_KEY"]`, `os.getenv('TOKEN')`, `ENV['SECRET']` in code, and the instructions of a README
// (`your-api-key-here`, `<your key>`): no secret is in them.
const SHELL_VARIABLE_RE =
  /^(?:\$[A-Z_][A-Z0-9_]*|process\.env\.[A-Za-z_][\w]*|os\.environ(?:\.get)?(?:[[(][\w"'.-]*[\])]?)?|os\.getenv(?:\([\w"'.-]*\)?)?|ENV(?:\[[\w"'.-]*\]?)?|your[-_ ](?:[\w-]*[-_ ])?(?:key|token|secret|password|pass|here|value|credentials?)|[\w-]*[-_]here)$/;
/**
 * A statement's bind marker or a column it names (`"api_token" = $2`, `SET push_token = EXCLUDED.push_token`, MySQL's
 * `token = VALUES(token)`, EF Core's `@__token_0`, `@p1`): a credential's column in SQL, no credential.
 */
const SQL_REFERENCE_RE = /^(?:\$\d{1,3}|:\d{1,3}|@p\d{1,4}|@__\w{1,64}|(?:excluded|new|old)\.[A-Za-z_]\w{0,63}|values\([A-Za-z_]\w{0,63}\)?)$/i;
/** A value that stands in for one or says whether there is one (`null`, MySQL's `using password: YES`, `<redacted>`, `${USER}`, `***`, `$DB_PASSWORD`, `your-api-key-here`). */
export function isPlaceholderValue(v: string): boolean {
  return PLACEHOLDER_RE.test(v) || SHELL_VARIABLE_RE.test(v) || SQL_REFERENCE_RE.test(v);
}
const AWS_SECRET_VALUE_RE = /^[A-Za-z0-9/+]{40}$/;

const MAX_NAME = 64;
const MAX_VALUE = 4096;
const WEAK_MIN_LENGTH = 8;
/** Bits per character. Random 8+ character tokens score above 3; words and placeholders below. */
export const WEAK_SECRET_MIN_ENTROPY = 3;

function isNameChar(c: number): boolean {
  return (
    (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95 || c === 45 || c === 46
  );
}

/**
 * Credentials in key/value form: `password=…`, `"api_key": "…"`, `secret: …`, `token=…`, `--password …`,
 * `Authorization: Basic …`, `Cookie: …`, the `Password=…;` of ADO.NET/JDBC connection strings and
 * AWS secret access keys. Names are kept; only the value is a finding (an HTTP auth scheme word such
 * as `Bearer` or `Basic` stays too). Emits SECRET, HEADER, URL_CREDENTIALS (connection-string
 * passwords) and API_KEY (AWS secret keys).
 */
export function createKeyValueDetector(): Detector {
  return {
    name: 'key-value',
    types: ['SECRET', 'HEADER', 'URL_CREDENTIALS', 'API_KEY'],
    mayMatch: (f: TextFeatures, mode: DetectMode) =>
      (mode.headerDump || (f.flags & (FEATURE_EQUALS | FEATURE_DOUBLE_DASH)) !== 0 || f.colons > 0) && hasCredentialWord(f),
    detect(text: string, out: Finding[], mode: DetectMode): void {
      KEYWORD_RE.lastIndex = 0;
      let connectionString: boolean | undefined;
      let m: RegExpExecArray | null;
      while ((m = KEYWORD_RE.exec(text)) !== null) {
        let nameStart = m.index;
        while (nameStart > 0 && m.index - nameStart < MAX_NAME && isNameChar(text.charCodeAt(nameStart - 1))) nameStart--;
        let nameEnd = m.index + m[0].length;
        while (nameEnd < text.length && nameEnd - nameStart < MAX_NAME && isNameChar(text.charCodeAt(nameEnd))) nameEnd++;
        KEYWORD_RE.lastIndex = nameEnd;
        const pair = readPair(text, nameStart, nameEnd);
        if (pair === null) continue;
        const name = text.slice(nameStart, nameEnd).replace(/[.-]+$/, '');
        const secret = classifySecretName(name, mode.headerDump);
        if (secret === null) continue;
        let type: Finding['type'] = secret.type;
        // A header is written `Name: value`; `x-api-key=…` is a parameter and ends like one.
        let kind: ValueKind = secret.type === 'HEADER' && pair.separator === ':' ? 'header' : 'token';
        let value: ValueSpan | null = null;
        if (secret.password && pair.separator === '=' && !pair.quotedName) {
          connectionString ??= CONNECTION_STRING_RE.test(text);
          // Only a Password= inside the `;`-joined run of a connection string is its password.
          if (connectionString) {
            const inRun = previousNonSpace(text, nameStart) === 59;
            // In the run, a password may hold spaces (ADO allows them); a lone pair must end at ';'.
            const candidate = readValue(text, pair.valueStart, inRun ? 'connection' : 'token');
            if (candidate && (inRun || (text.charCodeAt(candidate.end) === 59 && CONNECTION_STRING_RE.test(text.slice(candidate.end, candidate.end + 160))))) {
              type = 'URL_CREDENTIALS';
              kind = 'connection';
              value = candidate;
            }
          }
        }
        value ??= readValue(text, pair.valueStart, kind);
        if (value === null) continue;
        KEYWORD_RE.lastIndex = Math.max(KEYWORD_RE.lastIndex, value.end);
        const found = judgeCredential(text, value.start, value.end, name, secret, type, value.quoted || pair.separator !== ':');
        if (found !== null) out.push(found);
      }
    },
  };
}

/**
 * The credential in a whole value held under a secret name — a JSON member `"password": "…"`, a
 * kvlist entry, an attribute `db.password` — judged as the detector judges `name=value` pairs: the
 * auth scheme word of header-like names stays (`Bearer …`), placeholders and `$VARS` are not
 * credentials, weak names (token, auth, signature…) need a long high-entropy value. Null when the value
 * is not a credential.
 */
export function findCredentialInValue(name: string, secret: SecretName, value: string): Finding | null {
  return judgeCredential(value, 0, value.length, name, secret, secret.type, true);
}

/** The finding for the value `text[start, end)` of pair `name`, or null; `firm` = quoted or `=`-separated. */
function judgeCredential(text: string, start: number, end: number, name: string, secret: SecretName, type: Finding['type'], firm: boolean): Finding | null {
  if (secret.type === 'HEADER' || /author/i.test(name)) {
    const head = text.slice(start, Math.min(end, start + 32));
    const scheme = SINGLE_TOKEN_SCHEME_RE.exec(head) ?? MULTI_PART_SCHEME_RE.exec(head);
    if (scheme) start += scheme[0].length;
  }
  const v = text.slice(start, end);
  if (v.length === 0 || isPlaceholderValue(v)) return null;
  if (secret.awsSecret && AWS_SECRET_VALUE_RE.test(v)) type = 'API_KEY';
  else if (!acceptValue(v, secret, firm, text, end)) return null;
  return { type, start, end };
}

interface Pair {
  /** ' ' for a command-line flag. */
  separator: ':' | '=' | ' ';
  valueStart: number;
  quotedName: boolean;
}

/** After a name: an optional closing quote, then `:`, `=`, `:=` or `=>`. */
function readPair(text: string, nameStart: number, nameEnd: number): Pair | null {
  let p = nameEnd;
  const before = text.charCodeAt(nameStart - 1);
  let quotedName = false;
  if (before === 34 || before === 39) {
    // A quoted name ("password": …), or an escaped one inside a JSON string ({\"password\": …). A quote
    // that is not closed after the name opened something else (curl -H 'Cookie: …').
    const q = text.charCodeAt(p) === 92 ? p + 1 : p;
    if (text.charCodeAt(q) === before) {
      quotedName = true;
      p = q + 1;
    }
  }
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
  const c = text.charCodeAt(p);
  let separator: Pair['separator'];
  if (c === 61) {
    if (text.charCodeAt(p + 1) === 61) return null; // == comparison
    separator = '=';
    p += text.charCodeAt(p + 1) === 62 ? 2 : 1; // =>
  } else if (c === 58) {
    if (text.charCodeAt(p + 1) === 47 && text.charCodeAt(p + 2) === 47) return null; // scheme://
    separator = ':';
    p += text.charCodeAt(p + 1) === 61 ? 2 : 1; // :=
  } else if (p > nameEnd && text.startsWith('--', nameStart) && c !== 45 && !Number.isNaN(c)) {
    // A command-line flag: `--password hunter2`, `--api-key …`.
    return { separator: ' ', valueStart: p, quotedName: false };
  } else {
    return null;
  }
  while (text.charCodeAt(p) === 32 || text.charCodeAt(p) === 9) p++;
  return { separator, valueStart: p, quotedName };
}

type ValueKind = 'token' | 'header' | 'connection';

interface ValueSpan {
  start: number;
  end: number;
  quoted: boolean;
}

function readValue(text: string, p: number, kind: ValueKind): ValueSpan | null {
  let c = text.charCodeAt(p);
  let escapedQuote = false;
  if (c === 92 && (text.charCodeAt(p + 1) === 34 || text.charCodeAt(p + 1) === 39)) {
    escapedQuote = true;
    p++;
    c = text.charCodeAt(p);
  }
  if (c === 34 || c === 39) {
    const start = p + 1;
    const limit = Math.min(text.length, start + MAX_VALUE);
    for (let i = start; i < limit; i++) {
      const d = text.charCodeAt(i);
      if (d === 92) {
        if (escapedQuote && text.charCodeAt(i + 1) === c) return { start, end: i, quoted: true };
        i++;
        continue;
      }
      if (d === c) return escapedQuote ? null : { start, end: i, quoted: true };
      if (d === 10) return null;
    }
    return null;
  }
  if (c === 123 || c === 91 || Number.isNaN(c)) return null; // nested object or array: its pairs are read on their own
  if (c === 36 && text.charCodeAt(p + 1) === 123) {
    // ${VAR}: a template placeholder, read whole so that it is recognised as one.
    const close = text.indexOf('}', p);
    return close > p ? { start: p, end: close + 1, quoted: false } : null;
  }
  const limit = Math.min(text.length, p + MAX_VALUE);
  let end = p;
  if (kind === 'header') end = readHeaderValueEnd(text, p, limit);
  else {
    while (end < limit && !isValueStop(text.charCodeAt(end), kind)) {
      // A connection-string password may hold spaces, but not the next `key=` of a log line.
      if (kind === 'connection' && text.charCodeAt(end) === 32 && /^ +[\w.-]+=/.test(text.slice(end, end + 40))) break;
      end++;
    }
  }
  // Sentence punctuation after an unquoted value (a bracket only when it closes nothing inside).
  while (end > p && /[.,;)\]}\s]/.test(text[end - 1]!) && !closesInside(text, p, end)) end--;
  return end > p ? { start: p, end, quoted: false } : null;
}

/**
 * An unquoted header value may hold spaces: after `;` in cookies (`a=1; b=2`), after `,` in multi-part
 * schemes (`AWS4-HMAC-SHA256 Credential=…, Signature=…`), and after a single-token scheme word
 * (`Bearer abc`). Any other space ends it, so a log line's next field (`duration_ms=…`) stays out.
 */
function readHeaderValueEnd(text: string, p: number, limit: number): number {
  const head = text.slice(p, p + 32);
  const single = SINGLE_TOKEN_SCHEME_RE.exec(head);
  const multi = single ? null : MULTI_PART_SCHEME_RE.exec(head);
  let end = p + (single?.[0].length ?? multi?.[0].length ?? 0);
  let prev = 0;
  for (; end < limit; end++) {
    const c = text.charCodeAt(end);
    if (c === 10 || c === 13 || c === 34 || c === 39 || c === 92) break;
    if (c === 32 || c === 9) {
      if (single !== null || !(prev === 59 || (multi !== null && prev === 44))) break;
      continue;
    }
    prev = c;
  }
  return end;
}

function previousNonSpace(text: string, i: number): number {
  let j = i - 1;
  while (j >= 0 && (text.charCodeAt(j) === 32 || text.charCodeAt(j) === 9)) j--;
  return j >= 0 ? text.charCodeAt(j) : -1;
}

function closesInside(text: string, start: number, end: number): boolean {
  const close = text[end - 1]!;
  const open = close === ')' ? '(' : close === ']' ? '[' : close === '}' ? '{' : null;
  return open !== null && text.lastIndexOf(open, end - 1) >= start;
}

function isValueStop(c: number, kind: ValueKind): boolean {
  if (c === 10 || c === 13 || c === 34 || c === 39 || c === 92) return true;
  if (kind === 'connection') return c === 59;
  return c === 32 || c === 9 || c === 44 || c === 59 || c === 38 || c === 125 || c === 93 || c === 41 || c === 60 || c === 62;
}

function acceptValue(value: string, secret: SecretName, firm: boolean, text: string, end: number): boolean {
  // A module or a call after a loose `name:` is what the line says ran, not a value: Dovecot's "auth: pam(priya_s,…)".
  if (!firm && CALL_RE.test(text.slice(end - value.length, end - value.length + 64))) return false;
  if (secret.strong) {
    if (firm) return true;
    // "password: must be at least 8 characters" is a validation message, not a password.
    const prose = /^[a-z]{1,12}$/.test(value) && /^ [a-z]/.test(text.slice(end, end + 2));
    return !prose;
  }
  return (
    value.length >= WEAK_MIN_LENGTH &&
    !/^\d+$/.test(value) &&
    !/^[a-z]+$/.test(value) &&
    shannonEntropyBits(value) >= WEAK_SECRET_MIN_ENTROPY
  );
}
