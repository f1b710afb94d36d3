import type { Detector, Finding, TextFeatures } from './detector.ts';
import { scanGraphql } from '../sql/sanitize-graphql.ts';

/**
 * GraphQL operations written into free text — a log line ("executing mutation CreateCustomer { createCustomer(input:
 * {email: "…"}) { id } }"), an exception's message, a request body's `query` member — hold literals as a document under
 * `graphql.document` does (sql/sanitize-graphql.ts reads the attributes that hold documents). Here an operation is found
 * by its start: `query`, `mutation` or `subscription` (lower case, as GraphQL writes them), an optional name, then variable
 * definitions (`($`) or a selection set (`{`); `fragment X on T {`; or a shorthand query, a `{` and a field with
 * arguments or a selection (`{ user(id: 42) {`, `{ me {`). It is scanned with the sanitizer's scanner to the brace that
 * closes its selection set; each string's text (its quotes stay) and each number is a `SQL_LITERAL` finding — a
 * container: an e-mail inside is masked as EMAIL. Where the scanner cannot read on (a string left open, another
 * language's quote or a JSON escape), the rest of the line is masked — of the text, for a block string left open.
 */
const NAME = '[_A-Za-z][_0-9A-Za-z]*';
const BLANKS = '[ \\t\\r\\n]*';
const BLANK = '[ \\t\\r\\n]';
/**
 * A selection set's start: a spread, or a field followed by its arguments, a selection, a directive, the set's end or
 * (after a blank or comma) another field — or an alias and its field. Not `{ bindings: [` or `{ sql: '…'` (a debug
 * print of an object).
 */
const SELECTION = String.raw`\{${BLANKS}(?:\.\.\.|${NAME}(?:${BLANKS}[({}@]|[ \t\r\n,]+${NAME}\b|${BLANKS}:${BLANKS}${NAME}${BLANKS}[({}@]))`;
const START_RE = new RegExp(
  String.raw`\b(?:query|mutation|subscription)\b(?:${BLANK}+${NAME})?${BLANKS}(?:\(${BLANKS}\$|${SELECTION})` +
    String.raw`|\bfragment${BLANK}+${NAME}${BLANK}+on${BLANK}+${NAME}${BLANKS}[{@]` +
    String.raw`|\{${BLANKS}${NAME}${BLANKS}(?:\(|\{|:${BLANKS}${NAME}${BLANKS}[({])`,
  'g',
);
/** Operations are read at most this far. */
const MAX_OPERATION_CHARS = 65_536;

export function createEmbeddedGraphqlDetector(): Detector {
  return {
    name: 'embedded-graphql',
    types: ['SQL_LITERAL'],
    mayMatch: (f: TextFeatures) => f.text.length >= 8 && f.text.includes('{'),
    detect(text: string, out: Finding[]): void {
      START_RE.lastIndex = 0;
      for (let m = START_RE.exec(text); m !== null; m = START_RE.exec(text)) {
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
        if (scan.failedAt >= 0) {
          const end = scan.openBlockString ? text.length : lineEndFrom(text, scan.failedAt);
          if (end > scan.failedAt) out.push({ type: 'SQL_LITERAL', start: scan.failedAt, end, container: true });
          START_RE.lastIndex = Math.max(end, m.index + 1);
        } else START_RE.lastIndex = Math.max(scan.end, m.index + 1);
      }
    },
  };
}

function lineEndFrom(text: string, from: number): number {
  for (let j = from; j < text.length; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 10 || c === 13) return j;
  }
  return text.length;
}

/** Blanks (escaped ones too: JSON text's `\\n`), then what may start an operation (checked whole by isGraphqlOperationText). */
const LEADING_RE = /(?:\s|\\[nrt])*(?:query\b|mutation\b|subscription\b|fragment\b|\{)/y;
const STICKY_START_RE = new RegExp(START_RE.source, 'y');

/** Whether an operation may start at `at` after blanks: a cheap test on JSON text before its string is read. */
export function startsLikeGraphql(text: string, at: number): boolean {
  LEADING_RE.lastIndex = at;
  return LEADING_RE.test(text);
}

/** Whether `text` is a GraphQL operation from its start (a GraphQL-over-HTTP request's `query` member). */
export function isGraphqlOperationText(text: string): boolean {
  let at = 0;
  while (at < text.length && /\s/.test(text[at]!)) at += 1;
  STICKY_START_RE.lastIndex = at;
  return STICKY_START_RE.test(text);
}
