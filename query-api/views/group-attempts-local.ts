import type { LedgerRecord } from '../../schemas/ledger.ts';

/**
 * TODO(merge, issue 9): stand-in for H3's `query-api/views/group-attempts.ts` (the grouping rules for retries,
 * failover, hedging and fallback). The lead replaces this file's use in `build-logical-calls-view.ts` by H3's
 * function at merge and deletes this file. Until then: only the explicit grouping — the ledger's
 * `logicalCallId` (a gateway's request id, or the first attempt's span id); every other call is its own
 * logical call.
 */
export interface LocalAttemptGroup {
  /** The explicit logical call id, or the span id of a call that is its own logical call. */
  logicalCallId: string;
  /** The attempts in order (attempt index, then start time). */
  attempts: LedgerRecord[];
}

export function groupAttemptsLocal(calls: readonly LedgerRecord[]): LocalAttemptGroup[] {
  const groups = new Map<string, LedgerRecord[]>();
  for (const call of calls) {
    const key = call.logicalCallId || call.spanId;
    const list = groups.get(key) ?? [];
    list.push(call);
    groups.set(key, list);
  }
  return [...groups.entries()].map(([logicalCallId, attempts]) => ({
    logicalCallId,
    attempts: attempts.sort((a, b) => (a.attemptIndex ?? 0) - (b.attemptIndex ?? 0) || compareNs(a.startTimeUnixNano, b.startTimeUnixNano)),
  }));
}

function compareNs(a: string, b: string): number {
  return a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;
}
