/**
 * The end user (subject) of each span of a batch: named by the span, its resource, or another span of its trace
 * in the same export. The raw id keys the span's content in the store; only its pseudonym goes further.
 */
import type { ContentStore } from '../../../platform/content-store/content-store.ts';
import type { TraceSubject } from '../../../schemas/bus-payload.ts';
import type { SpanRecord } from '../../../schemas/span.ts';
import { isObject, parseJsonText } from './json.ts';

/** A subject source: an attribute, or a field of a JSON-object attribute (`key#field`). */
export interface SubjectKey {
  key: string;
  field: string | null;
}

export function compileSubjectKeys(keys: readonly string[]): SubjectKey[] {
  return keys.map((k) => {
    const hash = k.indexOf('#');
    return hash < 0 ? { key: k, field: null } : { key: k.slice(0, hash), field: k.slice(hash + 1) };
  });
}

/** The end user named by the span (its attributes, then its resource's), '' when none. */
export function readSubject(span: SpanRecord, keys: readonly SubjectKey[]): string {
  for (const attrs of [span.attributes, span.resource.attributes]) {
    for (const { key, field } of keys) {
      const value = attrs[key];
      if (value === undefined) continue;
      if (field === null) {
        const id = subjectValue(value);
        if (id !== '') return id;
        continue;
      }
      const object = typeof value === 'string' ? parseJsonText(value) : value;
      if (isObject(object)) {
        const id = subjectValue(object[field]);
        if (id !== '') return id;
      }
    }
  }
  return '';
}

function subjectValue(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Pseudonyms of one batch's end users, each asked of the store once. */
export function pseudonymCache(store: ContentStore, tenant: string): (id: string) => Promise<string> {
  const pseudonyms = new Map<string, Promise<string>>();
  return (id) => {
    if (id === '') return Promise.resolve('');
    let pending = pseudonyms.get(id);
    if (pending === undefined) {
      pending = store.pseudonymize(tenant, id);
      pseudonyms.set(id, pending);
    }
    return pending;
  };
}

/** The subjects of one batch of spans; every answer is computed on first use. */
export interface BatchSubjects {
  /** The raw end-user id of a span ('' when none is known). */
  subjectIdOf(span: SpanRecord): string;
  /** Its pseudonym ('' when none). */
  subjectRefOf(span: SpanRecord): Promise<string>;
  /** The end user of each trace that a span of the batch names, as its pseudonym. */
  subjectsOf(): Promise<Map<string, TraceSubject>>;
}

export function batchSubjects(
  spans: SpanRecord[],
  readEndUserId: (span: SpanRecord) => string,
  pseudonymOf: (id: string) => Promise<string>,
): BatchSubjects {
  // Each span's own end user, read once per batch (it may parse a JSON attribute; it is asked several times).
  const ownIds = new Map<SpanRecord, string>();
  const ownIdOf = (span: SpanRecord): string => {
    let id = ownIds.get(span);
    if (id === undefined) {
      id = readEndUserId(span);
      ownIds.set(span, id);
    }
    return id;
  };
  // Applications usually set enduser.id on the request's root span, not on the LLM span. When the LLM span
  // has none, the end user of another span of the same trace in this export is used (the root's first).
  // A root that arrives in a different export is handled by ingest, with `subjects`.
  let traceEndUsers: Map<string, { id: string; fromRoot: boolean }> | null = null;
  const traceEndUsersOf = (): Map<string, { id: string; fromRoot: boolean }> => {
    if (traceEndUsers === null) {
      traceEndUsers = new Map();
      for (const s of spans) {
        const id = ownIdOf(s);
        if (id === '') continue;
        const fromRoot = s.parentSpanId === '';
        const seen = traceEndUsers.get(s.traceId);
        if (seen === undefined || (fromRoot && !seen.fromRoot)) traceEndUsers.set(s.traceId, { id, fromRoot });
      }
    }
    return traceEndUsers;
  };
  // The raw end-user id: it goes to the content store (which keys the span's content to the subject
  // and keeps only the pseudonym) and, pseudonymized, to the ledger. It never leaves the collector.
  const subjectIdOf = (span: SpanRecord): string => {
    const own = ownIdOf(span);
    return own !== '' ? own : (traceEndUsersOf().get(span.traceId)?.id ?? '');
  };
  return {
    subjectIdOf,
    subjectRefOf: (span) => pseudonymOf(subjectIdOf(span)),
    subjectsOf: async () => {
      const subjects = new Map<string, TraceSubject>();
      for (const [traceId, { id, fromRoot }] of traceEndUsersOf()) subjects.set(traceId, { ref: await pseudonymOf(id), fromRoot });
      return subjects;
    },
  };
}
