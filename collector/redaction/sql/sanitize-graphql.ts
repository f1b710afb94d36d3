/**
 * GraphQL documents as instrumentations record them (`graphql.document` of the semantic conventions and the Java agent,
 * `graphql.source` of the Node.js instrumentation with `allowValues`, the query attributes of Python's, Go's and .NET's
 * servers) hold the operation's literals as a SQL statement does: an e-mail address in `createCustomer(input: {email:
 * "…"})`, an amount, a note. After the semantic conventions' rule for statements, every string and number literal
 * becomes `?`; names — operations, fields, arguments, `$variables`, types, fragments, directives — and enum values,
 * `true`, `false` and `null` stay; comments go. Variables are literals by definition (`graphql.variables.<name>`).
 *
 * GraphQL's lexical grammar is small and settled (spec, "Appendix B"), unlike SQL's: strings `"…"` with backslash escapes
 * and no line break, block strings `"""…"""` whose only escape is `\"""`, `#` comments to the line's end, commas
 * ignored. Where the scanner cannot read on — a string left open (an SDK's attribute length limit cut the document), a
 * character GraphQL has no place for (`'`, a backtick, a backslash outside a string: another language's quoting) — the
 * rest of the text is cut (`…`) and the span marked summarized, as the SQL sanitizer does where it cannot be sure.
 */
import type { AttrValue } from '../../../schemas/span.ts';

/** What one scan of a GraphQL document found. */
export interface GraphqlScan {
  /** `[start, end)` offsets of each string and number literal, flat (`start0, end0, start1, …`), quotes included. */
  literals: number[];
  /** `[start, end)` offsets of each comment, flat. */
  comments: number[];
  /** Where the scan stopped: `to`, or after the brace that closed the first selection set (`balanced`). */
  end: number;
  /** Where a construct the scanner cannot read starts, or -1. */
  failedAt: number;
  /** The construct at `failedAt` is a block string left open (it may span lines). */
  openBlockString: boolean;
}

const MAX_GRAPHQL_INPUT_CHARS = 65_536;

function isNameStart(c: number): boolean {
  return (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95;
}

function isNameChar(c: number): boolean {
  return isNameStart(c) || (c >= 48 && c <= 57);
}

function isDigit(c: number): boolean {
  return c >= 48 && c <= 57;
}

function isHex(c: number): boolean {
  return isDigit(c) || ((c | 32) >= 97 && (c | 32) <= 102);
}

/** Punctuators and what upstream sanitizers write for a value (`*` of the Node.js instrumentation, `?`). */
function isPunctuator(c: number): boolean {
  // ! $ & ( ) * . : = ? @ [ ] { | }
  return c === 33 || c === 38 || c === 40 || c === 41 || c === 42 || c === 46 || c === 58 || c === 61 || c === 63 || c === 64 || c === 91 || c === 93 || c === 124;
}

/**
 * Scans `text[from, to)` as a GraphQL document. `balanced`: stop after the `}` that closes the first `{` (a document
 * found inside free text). Never throws.
 */
export function scanGraphql(text: string, from: number, to: number, balanced: boolean): GraphqlScan {
  const scan: GraphqlScan = { literals: [], comments: [], end: to, failedAt: -1, openBlockString: false };
  let depth = 0;
  let parens = 0;
  let i = from;
  while (i < to) {
    const c = text.charCodeAt(i);
    // Blanks, line breaks, commas and a byte-order mark are ignored tokens.
    if (c === 32 || c === 9 || c === 10 || c === 13 || c === 44 || c === 0xfeff) {
      i += 1;
    } else if (c === 35) {
      let j = i + 1;
      while (j < to && text.charCodeAt(j) !== 10 && text.charCodeAt(j) !== 13) j += 1;
      scan.comments.push(i, j);
      i = j;
    } else if (c === 34) {
      const end = text.startsWith('""', i + 1) ? blockStringEnd(text, i + 3, to) : stringEnd(text, i + 1, to);
      if (end < 0) {
        scan.failedAt = i;
        scan.openBlockString = text.startsWith('""', i + 1);
        break;
      }
      scan.literals.push(i, end);
      i = end;
    } else if (isDigit(c) || (c === 45 && i + 1 < to && isDigit(text.charCodeAt(i + 1)))) {
      // A number, with whatever runs into it (`1.5e-3`, and `5m`, `1.2.3` that are no GraphQL but are values).
      let j = i + 1;
      while (j < to) {
        const d = text.charCodeAt(j);
        if (isNameChar(d) || d === 46 || ((d === 43 || d === 45) && (text.charCodeAt(j - 1) | 32) === 101)) j += 1;
        else break;
      }
      scan.literals.push(i, j);
      i = j;
    } else if (c === 36 && i + 1 < to && isDigit(text.charCodeAt(i + 1))) {
      // `$1249.75` is no variable (a name cannot start with a digit): an amount.
      let j = i + 1;
      while (j < to && (isNameChar(text.charCodeAt(j)) || text.charCodeAt(j) === 46)) j += 1;
      scan.literals.push(i, j);
      i = j;
    } else if (isNameStart(c) || c === 36) {
      let j = i + 1;
      while (j < to && isNameChar(text.charCodeAt(j))) j += 1;
      i = j;
    } else if (c === 40) {
      parens += 1;
      i += 1;
    } else if (c === 41) {
      if (parens > 0) parens -= 1;
      i += 1;
    } else if (c === 123) {
      // Braces inside parentheses are input objects (an argument's, a variable's default); outside, selection sets.
      if (parens === 0) depth += 1;
      i += 1;
    } else if (c === 125) {
      i += 1;
      if (parens === 0) {
        depth -= 1;
        if (balanced && depth <= 0) {
          scan.end = i;
          break;
        }
      }
    } else if (isPunctuator(c)) {
      i += 1;
    } else if (balanced && c === 0x2026) {
      // Where the writer (or this sanitizer) cut the text: read on.
      i += 1;
    } else if (balanced && c === 37 && isHex(text.charCodeAt(i + 1)) && isHex(text.charCodeAt(i + 2))) {
      // Percent-encoded (a URL's query, whose values the URL's rules read): the operation ends here.
      scan.end = i;
      break;
    } else {
      scan.failedAt = i;
      break;
    }
  }
  return scan;
}

/** The offset after a string's closing quote (from after its opening one), or -1: left open or broken by a line end. */
function stringEnd(text: string, from: number, to: number): number {
  for (let j = from; j < to; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 92) j += 1;
    else if (c === 34) return j + 1;
    else if (c === 10 || c === 13) return -1;
  }
  return -1;
}

/** The offset after a block string's closing `"""` (from after its opening one), or -1. Its only escape is `\"""`. */
function blockStringEnd(text: string, from: number, to: number): number {
  for (let j = from; j < to; j += 1) {
    const c = text.charCodeAt(j);
    if (c === 92 && text.startsWith('"""', j + 1)) j += 3;
    else if (c === 34 && text.startsWith('""', j + 1)) return j + 3 <= to ? j + 3 : -1;
  }
  return -1;
}

export interface SanitizedGraphql {
  text: string;
  /** `summarized`: the scanner could not read to the end and the rest was cut. */
  status: 'sanitized' | 'summarized' | 'unchanged';
  literalsReplaced: number;
}

/** A whole GraphQL document: every literal `?`, comments dropped; what cannot be read is cut. */
export function sanitizeGraphql(text: string): SanitizedGraphql {
  const to = Math.min(text.length, MAX_GRAPHQL_INPUT_CHARS);
  const scan = scanGraphql(text, 0, to, false);
  const cutAt = scan.failedAt >= 0 ? scan.failedAt : to < text.length ? to : -1;
  if (scan.literals.length === 0 && scan.comments.length === 0 && cutAt < 0) return { text, status: 'unchanged', literalsReplaced: 0 };
  // Literals and comments in order of their offsets (they never overlap).
  const spans: Array<[number, number, string]> = [];
  for (let k = 0; k < scan.literals.length; k += 2) spans.push([scan.literals[k]!, scan.literals[k + 1]!, '?']);
  for (let k = 0; k < scan.comments.length; k += 2) spans.push([scan.comments[k]!, scan.comments[k + 1]!, '']);
  spans.sort((a, b) => a[0] - b[0]);
  let out = '';
  let copyFrom = 0;
  for (const [start, end, replacement] of spans) {
    out += text.slice(copyFrom, start) + replacement;
    copyFrom = end;
  }
  if (cutAt >= 0) {
    out += `${text.slice(copyFrom, cutAt).trimEnd()} …`;
    return { text: out, status: 'summarized', literalsReplaced: scan.literals.length / 2 };
  }
  return { text: out + text.slice(copyFrom), status: 'sanitized', literalsReplaced: scan.literals.length / 2 };
}

/** The segments of an attribute key naming a GraphQL document's text. */
const DOCUMENT_SEGMENTS: ReadonlySet<string> = new Set(['document', 'source', 'query']);
const DOCUMENT_LAST_SEGMENTS: ReadonlySet<string> = new Set(['document', 'source', 'query', 'body', 'text']);
/** The segments of an attribute key naming an operation's variables or a field's arguments. */
const VARIABLE_SEGMENTS: ReadonlySet<string> = new Set(['variables', 'variable', 'vars', 'args', 'arguments', 'argument', 'arg', 'param', 'params', 'parameters']);
/** Ariadne's `graphql.arg[email]`. */
const INDEXED_VARIABLE_RE = /^(?:args?|arguments?|params?|variables?)\[/;
/** WunderGraph Cosmo's router names them `wg.operation.content` and `wg.operation.variables`. */
const COSMO_DOCUMENT_KEY = 'wg.operation.content';
const COSMO_VARIABLES_KEY = 'wg.operation.variables';

/** The segments after a `graphql` or `gql` segment (`graphql.document`, `subgraph.graphql.document`, `apollo_private.graphql.variables`). */
function graphqlSegments(key: string): string[] | undefined {
  const segments = key.toLowerCase().split('.');
  const at = segments.findIndex((s) => s === 'graphql' || s === 'gql');
  return at < 0 ? undefined : segments.slice(at + 1);
}

/**
 * A key holding a GraphQL document: a `graphql` or `gql` segment, then one `document`, `source` or `query`, ending in one
 * of those or `body`/`text` (`graphql.document`, `graphql.source`, `gql.request.query`, `graphql.document.body`,
 * `subgraph.graphql.document`) — not `graphql.document.id` or `graphql.document.hash`; and Cosmo's `wg.operation.content`.
 */
export function isGraphqlDocumentKey(key: string): boolean {
  if (key === COSMO_DOCUMENT_KEY) return true;
  const segments = graphqlSegments(key);
  if (segments === undefined || segments.length === 0) return false;
  return DOCUMENT_LAST_SEGMENTS.has(segments[segments.length - 1]!) && segments.some((s) => DOCUMENT_SEGMENTS.has(s));
}

/** A key holding variables or arguments: `graphql.variables.email`, `gql.request.variables`, `graphql.field.args`, `graphql.arg[email]`. */
export function isGraphqlVariablesKey(key: string): boolean {
  if (key === COSMO_VARIABLES_KEY) return true;
  const segments = graphqlSegments(key);
  return segments !== undefined && segments.some((s) => VARIABLE_SEGMENTS.has(s) || INDEXED_VARIABLE_RE.test(s));
}

/** What any GraphQL key has in it: a first test that lets every other attribute key through without splitting it. */
const GRAPHQL_KEY_HINT_RE = /graphql|gql|^wg\.operation\./i;

/**
 * What a GraphQL key holds — `variables` (checked first: `graphql.variables.query` is a variable), a `document`, or
 * nothing GraphQL's — for the redaction (record-redactor.ts) and the content extraction, which leaves both to it.
 */
export function graphqlKeyKind(key: string): 'document' | 'variables' | undefined {
  if (!GRAPHQL_KEY_HINT_RE.test(key)) return undefined;
  if (isGraphqlVariablesKey(key)) return 'variables';
  return isGraphqlDocumentKey(key) ? 'document' : undefined;
}

/** JSON text of an object or list (variables as JSON, a GraphQL-over-HTTP request body). */
const JSON_CONTAINER_RE = /^\s*(?:\{\s*(?:"|\})|\[)/;
function parseJsonContainer(text: string): unknown {
  if (!JSON_CONTAINER_RE.test(text)) return undefined;
  try {
    const v: unknown = JSON.parse(text);
    return v !== null && typeof v === 'object' ? v : undefined;
  } catch {
    return undefined;
  }
}

const KEY_OR_CONSTANT_RE = /[_A-Za-z][_0-9A-Za-z]*[ \t\r\n]*:|\b(?:true|false|null)\b/g;

/** Deeper than this a value is `?` whole (a bound on the recursion: `[[[[…]]]]` must not overflow the stack). */
const MAX_LEAF_DEPTH = 32;

/** Every string and number in a JSON value becomes `?`; names, booleans and null stay. Counts the values replaced. */
function maskLeaves(v: unknown, count: { n: number }, depth = 0): unknown {
  if (v === null || typeof v === 'boolean' || v === undefined) return v;
  if (typeof v !== 'object' || depth >= MAX_LEAF_DEPTH) {
    count.n += 1;
    return '?';
  }
  if (Array.isArray(v)) return v.map((x) => maskLeaves(x, count, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) out[k] = maskLeaves(x, count, depth + 1);
  return out;
}

/**
 * Variables' values (one variable, all of them as JSON text, or as GraphQL's own object syntax — Hot Chocolate's
 * `{ input: { email: "…" } }`): every string and number `?`, names kept.
 */
export function sanitizeGraphqlVariables(value: AttrValue, count: { n: number }): AttrValue {
  if (typeof value === 'string') {
    const json = parseJsonContainer(value);
    if (json !== undefined) return JSON.stringify(maskLeaves(json, count));
    if (/^\s*[[{]/.test(value)) {
      const r = sanitizeGraphql(value);
      // Only GraphQL's object syntax: every word left a key, `true`, `false` or `null` (`[Jan Kowalski, ZW77812]` and Java's
      // `{city=Warsaw}` are no such thing: their bare words would stay as if they were enum values).
      if (r.status !== 'summarized' && !/[\p{L}\p{N}]/u.test(r.text.replace(KEY_OR_CONSTANT_RE, ''))) {
        count.n += r.literalsReplaced;
        return r.text;
      }
    }
    count.n += 1;
    return '?';
  }
  return maskLeaves(value, count) as AttrValue;
}

/**
 * What a document key holds: the document itself, or a GraphQL-over-HTTP request as JSON text (`{"query": …,
 * "variables": …, "operationName": …}`: the query sanitized, the variables' values `?`, the rest as it was).
 */
export function sanitizeGraphqlText(text: string, count: { n: number }): { text: string; summarized: boolean } {
  const json = parseJsonContainer(text);
  if (json !== undefined) {
    const state = { summarized: false };
    // A batch of requests is a list of them.
    const out = Array.isArray(json) ? json.map((r) => sanitizeRequest(r, count, state)) : sanitizeRequest(json, count, state);
    return { text: JSON.stringify(out), summarized: state.summarized };
  }
  const r = sanitizeGraphql(text);
  count.n += r.literalsReplaced;
  return { text: r.text, summarized: r.status === 'summarized' };
}

/** What a document key holds when it is no text: a request as an object (a kvlist attribute). */
export function sanitizeGraphqlObject(value: AttrValue, count: { n: number }): { value: AttrValue; summarized: boolean } {
  const state = { summarized: false };
  const out = Array.isArray(value) ? value.map((r) => sanitizeRequest(r, count, state)) : sanitizeRequest(value, count, state);
  return { value: out as AttrValue, summarized: state.summarized };
}

/** A request's members, in any casing (.NET writes `Query`, `Variables`). */
const QUERY_MEMBERS: ReadonlySet<string> = new Set(['query', 'document']);
const VARIABLES_MEMBER = 'variables';

function sanitizeRequest(request: unknown, count: { n: number }, state: { summarized: boolean }): unknown {
  if (request === null || typeof request !== 'object' || Array.isArray(request)) return maskLeaves(request, count);
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(request as Record<string, unknown>)) {
    const lower = k.toLowerCase();
    if (QUERY_MEMBERS.has(lower) && typeof v === 'string') {
      const r = sanitizeGraphql(v);
      count.n += r.literalsReplaced;
      state.summarized ||= r.status === 'summarized';
      out[k] = r.text;
    } else if (lower === VARIABLES_MEMBER) out[k] = typeof v === 'string' ? sanitizeGraphqlVariables(v, count) : maskLeaves(v, count);
    else out[k] = v;
  }
  return out;
}
