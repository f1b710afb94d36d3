import { useApi } from '../api/client.ts';
import { can, useSession } from '../app/session.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import { useLoad } from '../components/use-load.ts';
import { HoldsPanel } from '../holds/holds-panel.tsx';
import { ReplayPanel } from '../replay/replay-panel.tsx';

/** Lookup of one trace (skeleton: mounts the panels; the summary, waterfall, calls and evidence follow). */
export function LookupPage({ traceId }: { traceId: string; focusSpanId: string | null }) {
  const api = useApi();
  const { me } = useSession();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- skeleton; typed views follow
  const load = useLoad(() => api.get<any>(`/v1/traces/${encodeURIComponent(traceId)}`), [api, traceId]);
  if (load.status === 'loading') return <Loading label="Looking up the trace…" />;
  if (load.status === 'error') return <ErrorState error={load.error} onRetry={load.reload} />;
  const lookup = load.value;
  return (
    <section>
      <h1>Trace {traceId}</h1>
      {/* eslint-disable-next-line @typescript-eslint/no-explicit-any -- skeleton */}
      {lookup.llmCalls.map((call: any) => (
        <article key={call.spanId} data-testid="llm-call" className="card">
          <h2>{call.spanId}</h2>
          {(can(me, 'replays:run') || (lookup.replayRuns ?? []).length > 0) && <ReplayPanel traceId={traceId} call={call} />}
        </article>
      ))}
      <HoldsPanel traceId={traceId} subjectRef={null} retention={lookup.retention ?? null} onChanged={load.reload} />
    </section>
  );
}
