/**
 * What an investigator pastes to find a trace: a bare trace id, a W3C `traceparent`, or a URL (or any text:
 * a log line, a ticket) that contains one of those, a `trace_id=` / `traceId=` / `traceparent=` parameter,
 * or a `/traces/<id>` (or Jaeger's `/trace/<id>`) path.
 *
 * Contract: pure and total — any string gives a result, never a throw. `ok` carries the trace id in
 * lowercase (the spelling every other read and the audit log use) and the form it was found in; a failure
 * carries a message that says which forms are accepted and never echoes the input (it may be anything).
 */
export type TraceRefResult =
  | { ok: true; traceId: string; form: TraceRefForm }
  | { ok: false; message: string };

/** Where the id was found: the whole input, a traceparent, or inside a URL / text. */
export type TraceRefForm = 'trace_id' | 'traceparent' | 'embedded';

/** Longer inputs are refused: a pasted URL or log line fits; a whole log file is not a reference. */
export const MAX_TRACE_REF_CHARS = 8192;

export const ACCEPTED_TRACE_REF_FORMS =
  'a 32-hex trace id, a W3C traceparent (00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>), ' +
  'or a URL or text containing a traceparent, trace_id=<id>, traceId=<id>, traceparent=<traceparent> or /traces/<id>';

const BARE = /^[0-9a-f]{32}$/i;
// W3C Trace Context §3.2: version-traceId-parentId-flags; a future version may append fields after a '-'.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/is;
// The same inside text: not glued to other hex digits or dashes on either side.
const TRACEPARENT_IN_TEXT = /(?<![0-9a-z-])([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?![0-9a-f])/gi;
// trace_id=…, traceId=…, trace-id: …, "traceId":"…" (JSON), and /traces/<id> or /trace/<id> path segments.
const KEYED_ID_IN_TEXT = /(?:(?<![0-9a-z])trace[_-]?id["']?\s*[=:]\s*["']?|\/traces?\/)([0-9a-f]{32})(?![0-9a-z])/gi;
const ALL_ZEROS = /^0+$/;

/** Parses a trace reference (see the module comment); the route answers 400 with `message` on failure. */
export function parseTraceRef(input: string): TraceRefResult {
  if (input.length > MAX_TRACE_REF_CHARS) return fail(`the reference is longer than ${MAX_TRACE_REF_CHARS} characters`);
  const text = percentDecode(input.trim());
  if (text === '') return fail('the reference is empty');

  if (BARE.test(text)) return accept(text, 'trace_id');
  const whole = TRACEPARENT.exec(text);
  if (whole) {
    const invalid = checkTraceparent(whole[1]!, whole[2]!, whole[3]!, whole[5]);
    return invalid === null ? accept(whole[2]!, 'traceparent') : fail(invalid);
  }

  // Inside a URL or text: every candidate must agree on one trace id.
  const found = new Set<string>();
  const problems: string[] = [];
  for (const m of text.matchAll(TRACEPARENT_IN_TEXT)) {
    // Inside text, a later version's extra fields cannot be told from what follows; only version 00 is exact.
    const invalid = checkTraceparent(m[1]!, m[2]!, m[3]!, undefined);
    if (invalid === null) found.add(m[2]!.toLowerCase());
    else problems.push(invalid);
  }
  for (const m of text.matchAll(KEYED_ID_IN_TEXT)) {
    const id = m[1]!.toLowerCase();
    if (ALL_ZEROS.test(id)) problems.push('the trace id is all zeros');
    else found.add(id);
  }
  if (found.size === 1) return accept([...found][0]!, 'embedded');
  if (found.size > 1) return fail(`the text contains ${found.size} different trace ids; pass exactly one`);
  if (problems.length > 0) return fail(problems[0]!);
  // A lone 32-hex word inside other text is not taken: URLs carry other hex (hashes, request ids) of that length.
  return fail('no trace id found');
}

function accept(traceId: string, form: TraceRefForm): TraceRefResult {
  const id = traceId.toLowerCase();
  if (ALL_ZEROS.test(id)) return fail('the trace id is all zeros');
  return { ok: true, traceId: id, form };
}

function fail(why: string): TraceRefResult {
  return { ok: false, message: `${why}: expected ${ACCEPTED_TRACE_REF_FORMS}` };
}

/** The traceparent rules that make a header invalid (W3C Trace Context §3.2.2), or null when valid. */
function checkTraceparent(version: string, traceId: string, parentId: string, rest: string | undefined): string | null {
  const v = version.toLowerCase();
  if (v === 'ff') return 'traceparent version ff is invalid';
  // Version 00 has exactly four fields; a higher version may add fields after a dash.
  if (v === '00' && rest !== undefined) return 'a version 00 traceparent has exactly four fields';
  if (ALL_ZEROS.test(traceId)) return 'the trace id is all zeros';
  if (ALL_ZEROS.test(parentId)) return 'the traceparent parent id is all zeros';
  return null;
}

/**
 * Decodes percent-escapes (a URL pasted into a path segment or a query parameter arrives encoded, sometimes
 * twice), leaving malformed escapes as they are instead of failing on them.
 */
function percentDecode(s: string): string {
  let current = s;
  for (let i = 0; i < 3 && current.includes('%'); i++) {
    const next = current.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
    if (next === current) break;
    current = next;
  }
  return current;
}
