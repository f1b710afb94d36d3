import { useCallback, useEffect, useState } from 'react';
import { useApi } from '../api/client.ts';
import type { TraceLookup } from '../api/types.ts';
import { navigate, traceHref } from '../app/router.ts';
import { AuditReads } from '../audit/audit-reads.tsx';
import { Empty } from '../components/empty.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import { useLoad } from '../components/use-load.ts';
import { HoldsPanel } from '../holds/holds-panel.tsx';
import { AbsentParts } from './absent-parts.tsx';
import { EvidenceList } from './evidence-list.tsx';
import { LlmCallCard } from './llm-call-card.tsx';
import { TraceSummary } from './trace-summary.tsx';
import { Waterfall } from './waterfall.tsx';

// Redacted reads are audited too: a trace with many calls loads each conversation on request instead.
const AUTO_LOAD_CONTENT_MAX_CALLS = 5;

/**
 * `#/trace/<id>[/call/<spanId>]`: the whole story of one trace (GET /v1/traces/:id) — summary, waterfall (kept
 * traces), LLM calls with evidence and conversation, unlinked evidence, absent parts, holds and audit.
 */
export function LookupPage({ traceId, focusSpanId }: { traceId: string; focusSpanId: string | null }) {
  const api = useApi();
  const load = useLoad(() => api.get<TraceLookup>(`/v1/traces/${encodeURIComponent(traceId)}`), [api, traceId]);
  const [contentReads, setContentReads] = useState(0);
  const onContentRead = useCallback(() => setContentReads((n) => n + 1), []);

  useEffect(() => {
    if (load.status !== 'ok' || !focusSpanId) return;
    const el = document.getElementById(`llm-call-${focusSpanId}`);
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [load.status, focusSpanId]);

  if (load.status === 'loading') return <Loading label="Looking up the trace…" />;
  if (load.status === 'error')
    return (
      <section className="stack">
        <h1>Trace {traceId}</h1>
        <ErrorState error={load.error} onRetry={load.reload} />
        <p>
          <a href="#/">Back to Find</a>
        </p>
      </section>
    );
  const lookup = load.value;
  const llmSpanIds = new Set(lookup.llmCalls.map((c) => c.spanId));
  const logicalOf = new Map(lookup.logicalCalls.flatMap((l) => l.attemptSpanIds.map((id) => [id, l] as const)));
  const replayed = new Set(lookup.replayRuns.map((r) => r.replayOf.split('/')[1] ?? ''));
  const subjectRef = lookup.llmCalls.find((c) => c.subjectRef)?.subjectRef ?? null;
  const unlinked = lookup.evidence.unlinked;
  const hasUnlinked = unlinked.documents.length + unlinked.dbStatements.length + unlinked.toolCalls.length > 0;

  return (
    <div className="stack">
      <div className="row between">
        <h1>
          Trace <span className="mono">{lookup.traceId}</span>
        </h1>
        <button type="button" className="secondary" onClick={load.reload}>
          Refresh
        </button>
      </div>
      <div className="grid">
        <div className="stack">
          <TraceSummary lookup={lookup} />
          <section className="card" aria-labelledby="spans-title">
            <h2 id="spans-title">Spans</h2>
            {lookup.spans.length > 0 ? (
              <Waterfall spans={lookup.spans} llmSpanIds={llmSpanIds} onSelectCall={(id) => navigate(traceHref(lookup.traceId, id))} />
            ) : (
              <Empty>No span tree: {lookup.spanTree.words}.</Empty>
            )}
          </section>
          <section aria-labelledby="calls-title" className="stack">
            <h2 id="calls-title">LLM calls ({lookup.llmCalls.length})</h2>
            {lookup.llmCalls.length === 0 && <Empty>No LLM call was recorded in this trace.</Empty>}
            {lookup.llmCalls.map((call) => (
              <LlmCallCard
                key={call.spanId}
                traceId={lookup.traceId}
                call={call}
                logical={logicalOf.get(call.spanId)}
                hasReplays={replayed.has(call.spanId)}
                focused={call.spanId === focusSpanId}
                onContentRead={onContentRead}
                autoLoadContent={lookup.llmCalls.length <= AUTO_LOAD_CONTENT_MAX_CALLS || call.spanId === focusSpanId}
              />
            ))}
          </section>
          {hasUnlinked && (
            <section className="card">
              <EvidenceList evidence={unlinked} title="Evidence not linked to a call" emptyWords="" />
            </section>
          )}
        </div>
        <aside className="stack" aria-label="Absent parts, holds and audit">
          <AbsentParts lookup={lookup} />
          <HoldsPanel traceId={lookup.traceId} subjectRef={subjectRef} retention={lookup.retention ?? null} onChanged={load.reload} />
          <AuditReads traceId={lookup.traceId} refreshKey={contentReads} />
        </aside>
      </div>
    </div>
  );
}
