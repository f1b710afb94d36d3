import { ErrorState } from '../components/error-state.tsx';
import { Loading } from '../components/loading.tsx';
import type { OriginalOutputPart } from './original-output-marked.tsx';
import { ReplayProgress } from './replay-progress.tsx';
import { ReplayReportView } from './replay-report-view.tsx';
import { FINAL_REPLAY_STATES, type ReplayJob } from './replay-types.ts';
import { useReplayJob } from './use-replay-job.ts';

/** One replay followed live: progress while it runs (polled), the report once it is final. */
export function ReplayJobView({ replayId, initial, output, canCancel }: { replayId: string; initial: ReplayJob | null; output: OriginalOutputPart; canCancel: boolean }) {
  const { job, error } = useReplayJob(replayId, initial);
  if (!job) return error ? <ErrorState error={error} /> : <Loading label="Reading the replay…" />;
  return (
    <div className="stack">
      {FINAL_REPLAY_STATES.has(job.state) ? <ReplayReportView job={job} output={output} /> : <ReplayProgress job={job} canCancel={canCancel} />}
      {error !== null && !FINAL_REPLAY_STATES.has(job.state) && (
        <p className="error-text small" role="alert">
          Progress could not be read just now; still trying.
        </p>
      )}
    </div>
  );
}
