import { FEATURE_AT, FEATURE_EQUALS, FEATURE_HASH, FEATURE_QUESTION, type DetectMode, type Detector, type Finding, type TextFeatures } from './detector.ts';
import { isProtectedKey } from './key-classifier.ts';

// scheme://user:password@host — the password may itself contain '@' (greedy up to the last one).
const URL_USERINFO_RE = /\b[A-Za-z][A-Za-z0-9+.-]{1,30}:\/\/([^\s:/?#@"'<>]*):([^\s/?#"'<>]+)@(?=[A-Za-z0-9[])/g;
const PLACEHOLDER_PASSWORD_RE = /^(?:\*+|x+|\.+|<[^>]*>|\$\{[^}]*\}|\{\{[^}]*\}\}|\$[A-Za-z_][A-Za-z0-9_]*|%[sd]|redacted|password|pass)$/i;

/**
 * The password of `scheme://user:password@host` (database URLs, broker URLs, HTTP basic auth in URLs).
 * The user name and host stay readable for the investigator.
 */
export function createUrlCredentialsDetector(): Detector {
  return {
    name: 'url-credentials',
    types: ['URL_CREDENTIALS'],
    mayMatch: (f) => (f.flags & FEATURE_AT) !== 0 && f.colons > 0,
    detect(text: string, out: Finding[]): void {
      URL_USERINFO_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = URL_USERINFO_RE.exec(text)) !== null) {
        const password = m[2]!;
        if (PLACEHOLDER_PASSWORD_RE.test(password)) continue;
        const end = m.index + m[0].length - 1; // before '@'
        out.push({ type: 'URL_CREDENTIALS', start: end - password.length, end });
      }
    },
  };
}

/**
 * Attributes whose value is a URL or a request target (`mode.key`, lower case): there a `?` after a path or
 * host character starts the query even without a `/` or a dotted host before it (`http.target` =
 * `search?q=…`, a relative target), since the value can be nothing but a URL.
 */
const URL_VALUED_KEYS: ReadonlySet<string> = new Set(['url.full', 'url.original', 'url.path', 'http.url', 'http.target', 'http.request.url', 'http.request.uri']);

/**
 * Values of URL query parameters (and of `#k=v` fragments, where OAuth implicit flows put tokens):
 * every value, as the issue asks, with the parameter names kept — except parameters named like a
 * protected key (`trace_id`, `span_id`…), whose values are trace structure. A `?` or `#` counts only
 * where it ends a URL or a path (`createUrlTracker`), so `WHERE id = ?` and a `?` inside any other text
 * are not query strings; in the value of a URL attribute (URL_VALUED_KEYS) every `?` after a path or host
 * character does. With `mode.queryString` (an `url.query` attribute) the whole value is a query string.
 */
export function createUrlQueryDetector(): Detector {
  return {
    name: 'url-query',
    types: ['URL_QUERY'],
    mayMatch: (f: TextFeatures, mode: DetectMode) =>
      mode.queryString || ((f.flags & FEATURE_EQUALS) !== 0 && (f.flags & (FEATURE_QUESTION | FEATURE_HASH)) !== 0),
    detect(text: string, out: Finding[], mode: DetectMode): void {
      if (mode.queryString) readParams(text, 0, out);
      const urlValued = URL_VALUED_KEYS.has(mode.key);
      const queryAfterUrl = createUrlTracker(text);
      for (let i = text.indexOf('?'); i >= 0; i = text.indexOf('?', i + 1)) {
        if (isQueryStart(text, i) && (urlValued || queryAfterUrl(i))) i = readParams(text, i + 1, out);
      }
      const fragmentAfterUrl = createUrlTracker(text);
      for (let i = text.indexOf('#'); i >= 0; i = text.indexOf('#', i + 1)) {
        if (isQueryStart(text, i) && (urlValued || fragmentAfterUrl(i)) && /^[A-Za-z0-9_.-]+=/.test(text.slice(i + 1, i + 65))) i = readParams(text, i + 1, out);
      }
    },
  };
}

// Where a URL or path can begin: a scheme (`https://`, `myapp://`), a `/` (an absolute path, or `//host`),
// or a host or file name — dotted (`api.example.com`, `index.php`, `10.0.0.5`) or with a port
// (`localhost:8080`), its labels starting and ending with a letter or digit — that the path, query or
// fragment follows at once.
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const URL_START_RE = new RegExp(
  `[A-Za-z][A-Za-z0-9+.-]{0,30}://|/|${LABEL}(?:\\.${LABEL}){1,16}(?::\\d{1,5})?(?=[/?#])|${LABEL}:\\d{1,5}(?=[/?#])`,
  'y',
);

/**
 * For increasing positions of `text`: whether a URL or path begins earlier in the same run of text — the
 * characters since the last space, quote, bracket of prose or JSON escape — at the run's start or right
 * after a `=` or `&` (`redirect=/search?q=…`), or the run holds a `/` (a relative path). A `?` with no such start before it (`f?j=2`, `R?S=u~` in
 * random text, `what?x=1` in prose) does not begin a query string. The cost is linear in the text over
 * all calls; each possible start is tested once, with a bounded pattern.
 */
function createUrlTracker(text: string): (i: number) => boolean {
  let pos = 0;
  let atStart = true;
  let found = false;
  return (i) => {
    for (; pos < i; pos++) {
      const c = text.charCodeAt(pos);
      if (isRunDelimiter(c)) {
        atStart = true;
        found = false;
        continue;
      }
      if (c === 47) {
        // A `/` anywhere in the run makes it a path, also a relative one (`api/v1/orders?id=1`).
        found = true;
      } else if (atStart && !found) {
        URL_START_RE.lastIndex = pos;
        found = URL_START_RE.test(text);
      }
      atStart = c === 61 || c === 38; // '=' '&'
    }
    return found;
  };
}

/**
 * Where the text a URL can be part of ends: whitespace, quotes, `<>{}|^` and the backslash (which a URL
 * cannot hold unencoded; `\/` is a JSON escape), and `(),;`, which a URL may hold but which in text end one
 * far more often.
 */
function isRunDelimiter(c: number): boolean {
  return (
    c <= 32 || c === 34 || c === 39 || c === 40 || c === 41 || c === 44 || c === 59 || c === 60 || c === 62 ||
    c === 92 || c === 94 || c === 96 || c === 123 || c === 124 || c === 125
  );
}

function isQueryStart(text: string, i: number): boolean {
  if (i === 0) return false;
  const prev = text.charCodeAt(i - 1);
  // A path or host character before '?': letters, digits, '/', '-', '_', '.', '%', '~', ']'.
  return (
    (prev >= 48 && prev <= 57) || (prev >= 65 && prev <= 90) || (prev >= 97 && prev <= 122) ||
    prev === 47 || prev === 45 || prev === 95 || prev === 46 || prev === 37 || prev === 126 || prev === 93
  );
}

function isQueryEnd(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  // Whitespace, quotes, angle brackets, backslash (escaped JSON), fragment, and end of text. An
  // apostrophe inside a value ("city=O'Hara", which encodeURIComponent leaves alone) does not end it.
  if (c === 39) return !/[A-Za-z0-9%]/.test(text[i + 1] ?? '');
  return Number.isNaN(c) || c <= 32 || c === 34 || c === 60 || c === 62 || c === 92 || c === 35 || c === 96;
}

/** Reads `k=v&k=v` from `p`; returns where the query string ends. */
function readParams(text: string, p: number, out: Finding[]): number {
  let keyStart = p;
  let eq = -1;
  let i = p;
  for (; ; i++) {
    const c = text.charCodeAt(i);
    const end = isQueryEnd(text, i);
    if (end || c === 38 || (c === 59 && eq >= 0)) {
      if (eq > keyStart) emitValue(text, keyStart, eq, i, end, out);
      if (end) return i;
      keyStart = i + 1;
      eq = -1;
    } else if (c === 61 && eq < 0) {
      eq = i;
    }
  }
}

function emitValue(text: string, keyStart: number, eq: number, end: number, last: boolean, out: Finding[]): void {
  const key = text.slice(keyStart, eq);
  if (!/^[A-Za-z0-9_.\-[\]%]{1,128}$/.test(key)) return;
  let valueEnd = end;
  // "…?q=shoes." or "(see …?page=2)": the sentence's punctuation is not the value's.
  if (last) while (valueEnd > eq + 1 && /[.,;:!)\]}]/.test(text[valueEnd - 1]!)) valueEnd--;
  if (valueEnd <= eq + 1) return;
  if (isProtectedKey(decodeKey(key))) return;
  out.push({ type: 'URL_QUERY', start: eq + 1, end: valueEnd });
}

function decodeKey(key: string): string {
  if (!key.includes('%')) return key;
  try {
    return decodeURIComponent(key);
  } catch {
    return key;
  }
}
