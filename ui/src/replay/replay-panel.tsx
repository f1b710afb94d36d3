import { useState } from 'react';
import { useApi } from '../api/client.ts';
import { can, useSession } from '../app/session.tsx';
import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import { useLoad } from '../components/use-load.ts';
import type { OriginalOutputPart } from './original-output-marked.tsx';
import { ReplayJobView } from './replay-job-view.tsx';
import { ReplayStartForm } from './replay-start-form.tsx';
import type { ReplayJob } from './replay-types.ts';
import { matchRateWords, stateWords } from './replay-words.ts';

/** The fields of a lookup `llmCalls[]` entry the replay panel reads. */
interface ReplayableCall {
  spanId: string;
  content?: { output?: OriginalOutputPart };
}

/**
 * Distributional replay of one LLM call: its earlier replays (newest first, each openable), and — with
 * replays:run — a form to start one; the started (or opened) replay is followed live and then reported.
 */
export function ReplayPanel({ traceId, call }: { traceId: string; call: ReplayableCall }) {
  const api = useApi();
  const { me } = useSession();
  const mayRun = can(me, 'replays:run');
  const spanId = call.spanId;
  const output: OriginalOutputPart = call.content?.output ?? { ref: '', state: 'not_captured', words: 'not in this lookup' };
  const [active, setActive] = useState<{ replayId: string; initial: ReplayJob | null } | null>(null);
  const list = useLoad(
    () => api.get<{ replays: ReplayJob[] }>(`/v1/traces/${encodeURIComponent(traceId)}/llm-calls/${encodeURIComponent(spanId)}/replays`),
    [api, traceId, spanId],
  );
  const earlier = list.status === 'ok' ? list.value.replays.filter((r) => r.replayId !== active?.replayId) : [];

  return (
    <section className="stack replay-panel" aria-label="Replay">
      <h3>Replay: would the model say it again?</h3>
      {mayRun ? (
        <ReplayStartForm
          traceId={traceId}
          spanId={spanId}
          onStarted={(job) => {
            setActive({ replayId: job.replayId, initial: job });
            list.reload();
          }}
        />
      ) : (
        <p className="muted small">Starting a replay needs the replays:run scope (roles investigator, privileged investigator or admin).</p>
      )}
      {active && <ReplayJobView key={active.replayId} replayId={active.replayId} initial={active.initial} output={output} canCancel={mayRun} />}
      {list.status === 'loading' && <Loading label="Reading earlier replays…" />}
      {list.status === 'error' && <ErrorState error={list.error} onRetry={list.reload} />}
      {list.status === 'ok' && earlier.length > 0 && (
        <div className="stack">
          <h4>Earlier replays of this call</h4>
          <ul className="replay-list">
            {earlier.map((r) => (
              <li key={r.replayId} className="small">
                {new Date(r.createdAtMs).toISOString().replace('T', ' ').slice(0, 19)} UTC · N = {r.n} · {summaryOf(r)}{' '}
                <button type="button" className="link" onClick={() => setActive({ replayId: r.replayId, initial: r })}>
                  Open
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {list.status === 'ok' && list.value.replays.length === 0 && !active && <p className="muted small">This call has not been replayed yet.</p>}
    </section>
  );
}

function summaryOf(job: ReplayJob): string {
  const exact = job.report?.matchRate.exact;
  if (job.state === 'done' && exact && exact.n > 0) return matchRateWords(exact, 'exactly');
  return stateWords(job);
}
