import type { HoldScope, TraceRetention } from './retention-types.ts';

/**
 * Sentences for holds, deletion requests and retention events (pure; ids, states, kinds and dates only).
 */

/** "2026-11-30 14:02 UTC" from an ISO time; the input itself when it is not one. */
export function dayTime(iso: string | null | undefined): string {
  if (!iso) return 'an unknown time';
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return m ? `${m[1]} ${m[2]} UTC` : iso;
}

const SCOPE_WORDS: Record<string, string> = {
  traces: 'this trace by its id',
  subjects: 'this trace’s end user (and every trace of theirs, also future ones)',
  tenant: 'the whole tenant (or a time range of it)',
  filter: 'traces matching a filter (service, model or attribute)',
};

/** How an active hold reaches this trace. */
export function holdCoverWords(scopeKind: string): string {
  return SCOPE_WORDS[scopeKind] ?? `a ${scopeKind} scope`;
}

/** One active hold of the lookup's retention block. */
export function activeHoldWords(h: TraceRetention['holds'][number]): string {
  return `Legal hold ${h.holdId} (matter ${h.matterId}) covers ${holdCoverWords(h.scopeKind)}, since ${dayTime(h.sinceIso)}. Nothing it covers expires, is evicted or erased while it is active.`;
}

/** A hold's scope in words (for a hold read from /v1/holds). */
export function scopeWords(scope: HoldScope): string {
  switch (scope.kind) {
    case 'traces':
      return scope.traceIds.length === 1 ? 'one trace' : `${scope.traceIds.length} traces`;
    case 'subjects':
      return scope.subjectRefs.length === 1 ? 'one end user' : `${scope.subjectRefs.length} end users`;
    case 'tenant':
      return scope.range ? 'a time range of the tenant' : 'the whole tenant';
    case 'filter':
      return 'traces matching a filter';
  }
}

const DELETION_STATE_WORDS: Record<string, string> = {
  received: 'received, not yet scheduled',
  scheduled: 'scheduled',
  executing: 'being carried out',
  done: 'done',
  restricted: 'restricted: an active hold covers some of its data; it resumes when the last such hold is released',
  failed: 'failed; it is retried',
};

/** One deletion request naming this trace. */
export function deletionWords(d: TraceRetention['deletions'][number]): string {
  return `Deletion request ${d.requestId} names this trace: ${DELETION_STATE_WORDS[d.state] ?? d.state}.`;
}

function causeWords(cause: string): string {
  if (/^del_[0-9a-f]{16}$/.test(cause)) return `on request ${cause}`;
  const policy = /^policy:v(\d+)$/.exec(cause);
  if (policy) return policy[1] === '0' ? 'by the operator’s default retention' : `by retention policy version ${policy[1]}`;
  const quota = /^quota:(.+)$/.exec(cause);
  if (quota) return `at the ${quota[1]} storage quota`;
  return cause ? `(${cause})` : '';
}

/** One retention event of this trace. */
export function eventWords(e: TraceRetention['events'][number]): string {
  const kinds = e.kinds.length ? ` (${e.kinds.join(', ')})` : '';
  const when = dayTime(e.atIso);
  switch (e.action) {
    case 'erased':
      return `Erased ${causeWords(e.cause)} on ${when}${kinds}.`;
    case 'purged_retention':
      return `Purged ${causeWords(e.cause)} on ${when}${kinds}.`;
    case 'purged_quota':
      return `Evicted ${causeWords(e.cause)} on ${when}${kinds}.`;
    case 'restricted':
      return `Erasure ${causeWords(e.cause)} was restricted on ${when}: kept${kinds} because of ${e.holdIds.length ? e.holdIds.join(', ') : 'a legal hold'}.`;
    default:
      return `${e.action} ${causeWords(e.cause)} on ${when}${kinds}.`;
  }
}
