/**
 * Retention JSON as the query API sends it, typed for the UI (mirrors query-api/views/read-trace-retention.ts,
 * schemas/retention.ts and schemas/hold-export.ts). Ids, states, kinds, times and operator text; no content and
 * no raw end-user ids (subjects are `psn_…` pseudonyms).
 */

/** The lookup's `retention` block: what touches this trace now. */
export interface TraceRetention {
  holds: Array<{ holdId: string; matterId: string; scopeKind: string; sinceIso: string }>;
  deletions: Array<{ requestId: string; state: string }>;
  events: Array<{ action: string; kinds: string[]; cause: string; holdIds: string[]; atIso: string }>;
}

/** What a hold covers. */
export type HoldScope =
  | { kind: 'traces'; traceIds: string[] }
  | { kind: 'subjects'; subjectRefs: string[] }
  | { kind: 'tenant'; range?: { fromMs?: number; toMs?: number } }
  | { kind: 'filter'; service?: string; model?: string; attribute?: { key: string; value: string }; range?: { fromMs?: number; toMs?: number } };

/** A hold as GET/POST /v1/holds answer (`holdView`). */
export interface Hold {
  holdId: string;
  state: 'active' | 'released';
  scope: HoldScope;
  matterId: string;
  reason: string;
  requester: string;
  createdBy: string;
  createdAtIso: string | null;
  releasedAtIso: string | null;
  releasedBy: string;
  releaseReason: string;
}

/** The body of POST /v1/holds as this panel sends it (a trace or this trace's end-user pseudonym). */
export interface PlaceHoldBody {
  matterId: string;
  reason: string;
  requester: string;
  scope: { kind: 'traces'; traceIds: string[] } | { kind: 'subjects'; subjectRefs: string[] };
}

/** An export job as GET /v1/holds/:holdId/exports/:exportId answers. */
export interface HoldExportJob {
  exportId: string;
  holdId: string;
  state: 'running' | 'done' | 'failed';
  includeContent: boolean;
  progress: Record<string, number>;
  sha256: string;
  bytes: number;
  error: string;
}
