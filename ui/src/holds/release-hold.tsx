import { useState } from 'react';
import { useApi } from '../api/client.ts';
import { errorWords } from '../components/error-words.ts';
import { ReasonDialog } from '../replay/reason-dialog.tsx';

/** "Release" for one active hold (holds:write): asks a reason, releases, then calls `onReleased`. */
export function ReleaseHold({ holdId, matterId, onReleased }: { holdId: string; matterId: string; onReleased(): void }) {
  const api = useApi();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function release(reason: string) {
    setBusy(true);
    setFailure(null);
    try {
      await api.post(`/v1/holds/${encodeURIComponent(holdId)}/release`, { reason });
      setBusy(false);
      setAsking(false);
      onReleased();
    } catch (error) {
      setBusy(false);
      setFailure(errorWords(error));
    }
  }

  return (
    <>
      <button type="button" className="danger" data-testid="hold-release" onClick={() => setAsking(true)}>
        Release
      </button>
      <ReasonDialog
        open={asking}
        title={`Release hold ${holdId}`}
        explanation={`Releasing the hold of matter ${matterId} lets retention and erasure reach what it covered again (restricted deletion requests resume). The release is audited with your reason.`}
        confirmLabel="Release hold"
        busy={busy}
        failure={failure}
        inputTestId="hold-release-reason"
        confirmTestId="hold-release-confirm"
        onConfirm={(reason) => void release(reason)}
        onClose={() => {
          setAsking(false);
          setFailure(null);
        }}
      />
    </>
  );
}
