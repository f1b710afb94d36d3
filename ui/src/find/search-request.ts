/**
 * One search as the form asks for it. `kind` picks the API search: the ledger (GET /v1/llm-calls) or the trace
 * index (GET /v1/traces). `endUser` and `reason` are never written to the URL (a raw end-user id is personal data).
 */
export interface SearchRequest {
  kind: 'calls' | 'traces';
  filters: Record<string, string>;
  endUser?: string;
  reason?: string;
}

/** Filters that may appear in the hash (ids, names, times — never a raw end-user id). */
export const HASH_FILTERS = ['responseId', 'conversationId', 'sessionId', 'subjectRef', 'service', 'model', 'status', 'error', 'sampleDecision', 'from', 'to'] as const;

export function requestFromParams(params: URLSearchParams): SearchRequest {
  const kind = params.get('kind') === 'traces' ? 'traces' : 'calls';
  const filters: Record<string, string> = {};
  for (const k of HASH_FILTERS) {
    const v = params.get(k);
    if (v) filters[k] = v;
  }
  return { kind, filters };
}
