import { useState, type FormEvent } from 'react';
import { Dialog } from '../components/dialog.tsx';

/** Asks why raw content is needed (required; written to the audit log with the read). */
export function RawReasonDialog({ open, onClose, onConfirm }: { open: boolean; onClose(): void; onConfirm(reason: string): void }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState(false);
  function submit(e: FormEvent) {
    e.preventDefault();
    const r = reason.trim();
    if (!r) return setProblem(true);
    setProblem(false);
    setReason('');
    onConfirm(r);
  }
  return (
    <Dialog title="Show raw content" open={open} onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <p>Raw content is shown as the application captured it, personal data included. The read is written to the audit log with your token and this reason.</p>
        <label htmlFor="raw-reason">Reason (ticket id or a sentence)</label>
        <input id="raw-reason" data-testid="raw-reason-input" value={reason} onChange={(e) => setReason(e.target.value)} autoComplete="off" maxLength={500} aria-invalid={problem} aria-describedby={problem ? 'raw-reason-problem' : undefined} />
        {problem && (
          <p id="raw-reason-problem" className="error-text" role="alert">
            A reason is required.
          </p>
        )}
        <div className="row">
          <button type="submit" data-testid="raw-confirm">
            Show raw (audited)
          </button>
          <button type="button" className="secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
