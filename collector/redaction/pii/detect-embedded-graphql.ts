import type { Detector, Finding, TextFeatures } from './detector.ts';
import { scanGraphql } from '../sql/sanitize-graphql.ts';

/**
 * GraphQL operations written into free text — a log line ("executing mutation CreateCustomer { createCustomer(input:
 * {email: "…"}) { id } }"), an exception's message, a request body's `query` member — hold literals as a document under
 * `graphql.document` does (sql/sanitize-graphql.ts reads the attributes that hold documents). Here an operation is found
 * by its start: `query`, `mutation` or `subscription` (lower case, as GraphQL writes them), an optional name, then variable
 * definitions (`($`), directives, a selection set or a comment after its `{` (not `query error {"text": …`); `fragment X on T {`; or a shorthand query, a `{` and fields, one
 * with arguments or a selection (`{ user(id: 42) {`, `{ id orders(first: 5) {`). It is scanned with the sanitizer's
 * scanner to the brace that closes its selection set; each string's text (its quotes stay), each number and each
 * comment's text is a `SQL_LITERAL` finding — a container: an e-mail inside is masked as EMAIL. Where the scanner cannot
 * read on (a string left open, another language's quote, a JSON escape) after a keyword, the rest of the line is masked
 * — of the text, for a block string left open; a text cut inside an operation past 64 KiB is masked to its end.
 *
 * Beside an operation (or a request's `operationName`/`persistedQuery`), the value after `variables` — `"variables":
 * {…}` of a request body written into a line, Spring's `variables={…}`, AppSync's `Variables: {…}` — is the operation's
 * literals: every value in it is masked, its keys stay. And the messages GraphQL servers give for a value they refused
 * echo the value: graphql-js's "String cannot represent a non string value: …" and "got invalid value …",
 * graphql-java's "with value '…'", graphql-ruby's "has an invalid value (…)" — masked.
 */
const NAME = '[_A-Za-z][_0-9A-Za-z]*';
/** Blanks, and JSON text's escaped ones (`\\n`): the two are disjoint, so no run of them can be split two ways. */
const BLANKS = String.raw`(?:[ \t\r\n]|\\[nrt])*`;
const BLANK = String.raw`(?:[ \t\r\n]|\\[nrt])`;
/**
 * A selection set's start: a spread, or a field followed by its arguments, a selection, a directive, the set's end or
 * (after a blank or comma) another field — or an alias and its field. Not `{ bindings: [` or `{ sql: '…'` (a debug
 * print of an object).
 */
const SELECTION = String.raw`\{${BLANKS}(?:\.\.\.|${NAME}(?:\(|${BLANKS}[{}@]|[ \t\r\n,]+${NAME}\b|${BLANKS}:${BLANKS}${NAME}${BLANKS}[({}@]))`;
/** Directives between an operation's name and its selection set (`query Q @cached(ttl: 30) {`). */
const DIRECTIVES = String.raw`(?:@${NAME}${BLANKS}(?:\([^()]{0,400}\)${BLANKS})?){1,8}\{`;
/** Keyword starts, which make it certain the text is an operation (a failure then masks the rest of the line). */
const KEYWORD_START = String.raw`\b(?:query|mutation|subscription)\b(?:${BLANK}+${NAME})?${BLANKS}(?:\(${BLANKS}\$|${DIRECTIVES}|${SELECTION}|\{${BLANKS}#)|\bfragment${BLANK}+${NAME}${BLANK}+on${BLANK}+${NAME}${BLANKS}[{@]`;
/** A shorthand query: fields (a spread, bare fields) up to one with arguments or a selection, or an alias and its field with arguments. */
const SHORTHAND_START = String.raw`\{${BLANKS}(?:(?:(?:\.\.\.${BLANKS})?${NAME}[ \t\r\n,]+){0,3}(?:\.\.\.${BLANKS})?${NAME}(?:\(|${BLANKS}\{)|${NAME}${BLANKS}:${BLANKS}${NAME}\()`;
const START_RE = new RegExp(`(${KEYWORD_START})|${SHORTHAND_START}`, 'g');
/** Operations are read at most this far. */
const MAX_OPERATION_CHARS = 65_536;
/** A regular string left open is masked to its closing quote on a later line, when one comes within this many characters. */
const MAX_BROKEN_STRING_CHARS = 4_096;

/** A request's members that say the text around is a GraphQL request even without its `query` (a persisted query). */
const REQUEST_HINT_RE = /operation_?name|persistedquery/i;
/** Where a request's variables are written: `"variables": `, `\"variables\":`, `variables=`, `Variables: `, Ruby's `"variables"=>`. */
const VARIABLES_RE = /\b[Vv]ariables\\?["']?[ \t]*(?:=>|[:=])[ \t]*/g;
/**
 * Messages of GraphQL servers that echo a value they refused, each with the words that make it theirs; the value follows:
 * graphql-js's and graphql-core's scalars ("Int cannot represent non 32-bit signed integer value: …", "String cannot
 * represent value: …") and variables ("Variable "$x" got invalid value …"), graphql-js ≤ 14 and graphql-go ("Argument
 * "x" has invalid value …", "Expected value of type "X", found …", "Expected type X, found …"), graphql-java ("argument
 * 'x' with value '…'"), graphql-ruby ("Argument 'x' on … has an invalid value (…)").
 */
const REFUSED_VALUE_RE =
  /cannot represent (?:a )?[^:\n]{0,40}value: |Variable "\$\w+" got invalid value |[Aa]rgument "\w+" has invalid value |argument '\w+' with value '|Argument '[^'\n]{1,64}'[^\n]{0,80}? has an invalid value \(|Expected value of type "[^"\n]{1,80}", found |Expected type "?[\w!\[\]]{1,80}"?,? found /g;

/** What any of the readings needs: a brace, variable definitions, a `variables` marker, a refusal's words. */
const MAY_MATCH_RE = /[{]|\(\$|ariables|value|found/;

export function createEmbeddedGraphqlDetector(): Detector {
  return {
    name: 'embedded-graphql',
    types: ['SQL_LITERAL'],
    mayMatch: (f: TextFeatures) => f.text.length >= 8 && MAY_MATCH_RE.test(f.text),
    detect(text: string, out: Finding[]): void {
      const operations = findOperations(text, out);
      if (text.includes('GraphQL request:')) maskSourceExcerpts(text, out);
      if (operations || REQUEST_HINT_RE.test(text)) maskVariables(text, out);
      maskRefusedValues(text, out);
    },
  };
}

/** Each operation's literals and comments; returns whether one was found. */
function findOperations(text: string, out: Finding[]): boolean {
  let found = false;
  START_RE.lastIndex = 0;
  for (let m = START_RE.exec(text); m !== null; m = START_RE.exec(text)) {
    const keyword = m[1] !== undefined;
    // A shorthand start is less certain (`{ return total(order) }` in code): only a keyword says the variables beside are this operation's.
    if (keyword) found = true;
    const to = Math.min(text.length, m.index + MAX_OPERATION_CHARS);
    const scan = scanGraphql(text, m.index, to, true);
    for (let k = 0; k < scan.literals.length; k += 2) {
      const start = scan.literals[k]!;
      const end = scan.literals[k + 1]!;
      if (text.charCodeAt(start) !== 34) out.push({ type: 'SQL_LITERAL', start, end, container: true });
      else {
        const quote = text.startsWith('"""', start) && end - start >= 6 ? 3 : 1;
        if (end - start > 2 * quote) out.push({ type: 'SQL_LITERAL', start: start + quote, end: end - quote, container: true });
      }
    }
    // A comment's text (a document flattened to one line puts the fields after it there too).
    for (let k = 0; k < scan.comments.length; k += 2) {
      if (scan.comments[k + 1]! - scan.comments[k]! > 1) out.push({ type: 'SQL_LITERAL', start: scan.comments[k]! + 1, end: scan.comments[k + 1]!, container: true });
    }
    let next = scan.end;
    if (scan.failedAt >= 0) {
      const at = scan.failedAt;
      // A shorthand start is no certain operation: where it cannot be read (`{ it('x') }` in Kotlin), the rest is other text —
      // unless a JSON escape stopped it (`{\"query\":\"{ pay(ref: \\\"ZW-7\\\") …`): a document inside JSON text.
      const escapedQuote = text.charCodeAt(at) === 92 && text.charCodeAt(at + 1) === 34;
      const end = scan.openBlockString
        ? text.length
        : text.charCodeAt(at) === 34
          ? brokenStringEnd(text, at)
          : keyword || escapedQuote
            ? lineEndFrom(text, at)
            : at;
      if (end > at) out.push({ type: 'SQL_LITERAL', start: at, end, container: true });
      next = end;
    } else if (scan.end === to && to < text.length) {
      // Cut by the bound inside an operation: the rest may be its literals.
      out.push({ type: 'SQL_LITERAL', start: to, end: text.length, container: true });
      next = text.length;
    }
    START_RE.lastIndex = Math.max(next, m.index + 1);
  }
  return found;
}

/** graphql-js's and graphql-core's location line, then the document's lines around the error, numbered (`2 |   a(x: "…")`). */
const EXCERPT_RE = /GraphQL request:\d+:\d+\r?\n/g;
const EXCERPT_LINE_RE = /[ \t]*\d*[ \t]*\|/y;

/** The document's lines an error message quotes: each line read as GraphQL; after a line it cannot read, every line masked. */
function maskSourceExcerpts(text: string, out: Finding[]): void {
  EXCERPT_RE.lastIndex = 0;
  for (let m = EXCERPT_RE.exec(text); m !== null; m = EXCERPT_RE.exec(text)) {
    let at = m.index + m[0].length;
    let failed = false;
    for (;;) {
      EXCERPT_LINE_RE.lastIndex = at;
      if (!EXCERPT_LINE_RE.test(text)) break;
      const start = EXCERPT_LINE_RE.lastIndex;
      const end = lineEndFrom(text, start);
      // The caret line under the error (`  |   ^`) quotes nothing.
      if (/^[ \t]*\^+[ \t]*$/.test(text.slice(start, end))) {
        at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
        if (end >= text.length) break;
        continue;
      }
      if (failed) out.push({ type: 'SQL_LITERAL', start, end, container: true });
      else {
        const scan = scanGraphql(text, start, end, false);
        for (let k = 0; k < scan.literals.length; k += 2) out.push({ type: 'SQL_LITERAL', start: scan.literals[k]!, end: scan.literals[k + 1]!, container: true });
        if (scan.failedAt >= 0) {
          out.push({ type: 'SQL_LITERAL', start: scan.failedAt, end, container: true });
          failed = true;
        }
      }
      at = end + (text.charCodeAt(end) === 13 && text.charCodeAt(end + 1) === 10 ? 2 : 1);
      if (end >= text.length) break;
    }
    EXCERPT_RE.lastIndex = Math.max(at, m.index + 1);
  }
}

/** Where a string left open ends: its closing quote on a later line (a line break written into it), else its line's end. */
function brokenStringEnd(text: string, at: number): number {
  const close = text.indexOf('"', at + 1);
  const line = lineEndFrom(text, at);
  if (close > line && close - at <= MAX_BROKEN_STRING_CHARS) return close;
  return line;
}

function lineEndFrom(text: string, from: number): number {
  for (let j = from; j < text.length; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return j;
  }
  return text.length;
}

/** The values after each `variables` marker: every value in it masked, its keys kept. */
function maskVariables(text: string, out: Finding[]): void {
  VARIABLES_RE.lastIndex = 0;
  for (let m = VARIABLES_RE.exec(text); m !== null; m = VARIABLES_RE.exec(text)) {
    const end = maskValue(text, m.index + m[0].length, out);
    VARIABLES_RE.lastIndex = Math.max(end, m.index + m[0].length);
  }
}

/** The values a server echoes in its refusals. */
function maskRefusedValues(text: string, out: Finding[]): void {
  REFUSED_VALUE_RE.lastIndex = 0;
  for (let m = REFUSED_VALUE_RE.exec(text); m !== null; m = REFUSED_VALUE_RE.exec(text)) {
    const from = m.index + m[0].length;
    const last = m[0].charCodeAt(m[0].length - 1);
    // graphql-java quotes the value (`with value 'StringValue{value='ZW-7'}'`: to the quote before a blank or the end),
    // graphql-ruby brackets it (`(19870314)`).
    const close = last === 39 ? closingQuote(text, from) : last === 40 ? text.indexOf(')', from) : -1;
    if (close > from && close - from <= 400) {
      out.push({ type: 'SQL_LITERAL', start: from, end: close, container: true });
      REFUSED_VALUE_RE.lastIndex = close;
      continue;
    }
    const c = text.charCodeAt(from);
    if (c === 34 || c === 39 || c === 123 || c === 91 || c === 92) {
      REFUSED_VALUE_RE.lastIndex = Math.max(maskValue(text, from, out), from);
      continue;
    }
    // A bare value is one word (`NaN in metric …`, `19870314.`).
    let end = from;
    while (end < text.length && !/[\s;,)]/.test(text[end]!)) end += 1;
    while (end > from && text.charCodeAt(end - 1) === 46) end -= 1;
    if (end > from) out.push({ type: 'SQL_LITERAL', start: from, end, container: true });
    REFUSED_VALUE_RE.lastIndex = Math.max(end, from);
  }
}

/** The quote that closes graphql-java's `'…'`: one before a blank, a sentence's punctuation or the end. */
function closingQuote(text: string, from: number): number {
  for (let j = from; j < text.length && j - from <= 400; j += 1) {
    if (text.charCodeAt(j) !== 39) continue;
    const next = text.charCodeAt(j + 1);
    if (Number.isNaN(next) || next === 32 || next === 9 || next === 10 || next === 13 || next === 46 || next === 44 || next === 59 || next === 41) return j;
  }
  return -1;
}

/** Characters that end a bare value (a number, Java's `a=b` map entry, an unquoted word). */
function endsBareValue(c: number): boolean {
  return c === 44 || c === 59 || c === 125 || c === 93 || c === 41 || c === 10 || c === 13 || c === 34 || c === 39 || c === 92 || c === 61 || c === 58;
}

/**
 * Masks one value starting at `from` (after blanks): a quoted string's text (`"…"`, `\"…\"` inside JSON text, `'…'`), or
 * every value inside an object or list — JSON, GraphQL's, Java's `{a=b}` or Go's `map[a:b]` — whose keys (a string or word
 * followed by `:` or `=`) stay, or a bare value to a separator. Returns where the value ends.
 */
function maskValue(text: string, from: number, out: Finding[]): number {
  let i = from;
  while (i < text.length && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i += 1;
  // Go's `map[a:1 b:2]`: its entries are parted by blanks.
  const goMap = text.startsWith('map[', i);
  if (goMap) i += 3;
  const c = text.charCodeAt(i);
  if (c !== 123 && c !== 91) {
    const s = readString(text, i);
    if (s !== null) {
      if (s.end - s.start > 0) out.push({ type: 'SQL_LITERAL', start: s.start, end: s.end, container: true });
      return s.next;
    }
    let j = i;
    while (j < text.length && !endsBareValue(text.charCodeAt(j)) && !(text.charCodeAt(j) === 46 && j + 1 < text.length && text.charCodeAt(j + 1) === 32)) j += 1;
    const value = text.slice(i, j).trimEnd();
    if (value.length > 0 && value !== 'null' && value !== 'true' && value !== 'false' && value !== '{}' && value !== '[]') {
      out.push({ type: 'SQL_LITERAL', start: i, end: i + value.length, container: true });
    }
    return j;
  }
  // A container: keys stay, values go, to the bracket that closes it.
  let depth = 0;
  let j = i;
  const limit = Math.min(text.length, i + MAX_OPERATION_CHARS);
  while (j < limit) {
    const d = text.charCodeAt(j);
    if (d === 123 || d === 91 || d === 40) {
      depth += 1;
      j += 1;
      continue;
    }
    if (d === 125 || d === 93 || d === 41) {
      depth -= 1;
      j += 1;
      if (depth <= 0) return j;
      continue;
    }
    if (d === 32 || d === 9 || d === 10 || d === 13 || d === 44) {
      j += 1;
      continue;
    }
    const s = readString(text, j);
    let start: number;
    let end: number;
    let next: number;
    if (s !== null) {
      start = s.start;
      end = s.end;
      next = s.next;
    } else {
      // A bare word or number: to a separator (Java's `fullName=Zofia Wróbel,` holds blanks).
      let k = j;
      while (k < limit && !endsBareValue(text.charCodeAt(k)) && text.charCodeAt(k) !== 123 && text.charCodeAt(k) !== 91 && !(goMap && text.charCodeAt(k) === 32)) k += 1;
      if (k === j) {
        j += 1;
        continue;
      }
      start = j;
      end = j + text.slice(j, k).trimEnd().length;
      next = k;
    }
    // A key (followed by `:` or `=`, maybe after its closing quote and blanks) stays; a value goes.
    let after = next;
    while (after < limit && (text.charCodeAt(after) === 32 || text.charCodeAt(after) === 9)) after += 1;
    const sep = text.charCodeAt(after);
    const isKey = sep === 58 || sep === 61;
    const word = text.slice(start, end);
    if (!isKey && end > start && word !== 'null' && word !== 'true' && word !== 'false') out.push({ type: 'SQL_LITERAL', start, end, container: true });
    // Ruby's `"key"=>value`.
    j = isKey ? after + (sep === 61 && text.charCodeAt(after + 1) === 62 ? 2 : 1) : next;
  }
  // Left open (the text was cut): everything read is masked to the bound.
  if (j > i) out.push({ type: 'SQL_LITERAL', start: i, end: j, container: true });
  return j;
}

/** A quoted string at `at` — `"…"`, `'…'`, or `\"…\"` inside JSON text — as its text's bounds and where it ends. */
function readString(text: string, at: number): { start: number; end: number; next: number } | null {
  const c = text.charCodeAt(at);
  if (c === 92 && text.charCodeAt(at + 1) === 34) {
    // JSON text inside a JSON string: `\"` quotes, `\\\"` an escaped quote inside.
    for (let j = at + 2; j < text.length - 1; j += 1) {
      if (text.charCodeAt(j) === 92 && text.charCodeAt(j + 1) === 92) j += 1;
      else if (text.charCodeAt(j) === 92 && text.charCodeAt(j + 1) === 34) return { start: at + 2, end: j, next: j + 2 };
      else if (text.charCodeAt(j) === 10) break;
    }
    return { start: at + 2, end: lineEndFrom(text, at), next: lineEndFrom(text, at) };
  }
  if (c !== 34 && c !== 39) return null;
  for (let j = at + 1; j < text.length; j += 1) {
    const d = text.charCodeAt(j);
    if (d === 92) j += 1;
    else if (d === c) return { start: at + 1, end: j, next: j + 1 };
    else if (d === 10) break;
  }
  return { start: at + 1, end: lineEndFrom(text, at), next: lineEndFrom(text, at) };
}

const STICKY_START_RE = new RegExp(`(?:${KEYWORD_START})|${SHORTHAND_START}`, 'y');
const OPERATION_WORD_RE = /query\b|mutation\b|subscription\b|fragment\b|\{/y;

/**
 * Where blanks (JSON text's escaped ones too) and comments (to a line end, or to JSON text's escaped `\n`) end from `at`:
 * read in code, since a pattern that lets a comment's text and the blanks after it share characters backtracks without
 * bound on a line of `#` and blanks.
 */
function afterBlanksAndComments(text: string, at: number): number {
  let i = at;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 32 || c === 9 || c === 10 || c === 13) i += 1;
    else if (c === 92 && /[nrt]/.test(text[i + 1] ?? '')) i += 2;
    else if (c === 35) {
      i += 1;
      while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13 && !(text.charCodeAt(i) === 92 && /[nr]/.test(text[i + 1] ?? ''))) i += 1;
    } else break;
  }
  return i;
}

/** Whether an operation may start at `at` after blanks and comments: a cheap test on JSON text before its string is read. */
export function startsLikeGraphql(text: string, at: number): boolean {
  OPERATION_WORD_RE.lastIndex = afterBlanksAndComments(text, at);
  return OPERATION_WORD_RE.test(text);
}

/** Whether `text` is a GraphQL operation from its start, after blanks and comments (a GraphQL-over-HTTP request's `query` member). */
export function isGraphqlOperationText(text: string): boolean {
  STICKY_START_RE.lastIndex = afterBlanksAndComments(text, 0);
  return STICKY_START_RE.test(text);
}
