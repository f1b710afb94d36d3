import { useState } from 'react';
import { useApi } from '../api/client.ts';
import { errorWords } from '../components/error-words.ts';
import type { ReplayJob } from './replay-types.ts';
import { stateWords } from './replay-words.ts';

/**
 * A running replay: completed and failed of N in words and as a progress bar, and Cancel (with replays:run).
 * Cancelling asks the API; the poll then shows the cancelled job with its partial report.
 */
export function ReplayProgress({ job, canCancel }: { job: ReplayJob; canCancel: boolean }) {
  const api = useApi();
  const [cancel, setCancel] = useState<{ busy: boolean; failure: string | null }>({ busy: false, failure: null });
  const { completed, failed, n } = job.progress;

  async function onCancel() {
    setCancel({ busy: true, failure: null });
    try {
      await api.post(`/v1/replays/${encodeURIComponent(job.replayId)}/cancel`, { reason: 'cancelled in the investigation UI' });
      setCancel({ busy: true, failure: null });
    } catch (error) {
      setCancel({ busy: false, failure: errorWords(error) });
    }
  }

  return (
    <div className="stack" data-testid="replay-progress">
      <p role="status" aria-live="polite">
        {stateWords(job)}
      </p>
      <progress max={Math.max(1, n)} value={completed + failed} aria-label={`Replay progress: ${completed + failed} of ${n} runs finished`}>
        {completed + failed} of {n}
      </progress>
      {canCancel && (
        <div className="row">
          <button type="button" className="secondary" onClick={() => void onCancel()} disabled={cancel.busy}>
            {cancel.busy ? 'Cancelling…' : 'Cancel replay'}
          </button>
        </div>
      )}
      {cancel.failure && (
        <p className="error-text" role="alert">
          {cancel.failure}
        </p>
      )}
    </div>
  );
}
