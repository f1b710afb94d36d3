import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from '../components/dialog.tsx';

/**
 * A dialog that asks why before an audited or irreversible action (a raw read, a release). The reason is
 * required (trimmed, non-empty); Escape or Cancel closes without acting. `children` adds fields or words above the
 * reason. The reason is kept only in this dialog's state and given to `onConfirm`.
 */
export function ReasonDialog(props: {
  open: boolean;
  title: string;
  explanation: string;
  confirmLabel: string;
  busy?: boolean;
  /** A sentence shown when the action failed (the dialog stays open). */
  failure?: string | null;
  inputTestId?: string;
  confirmTestId?: string;
  children?: ReactNode;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    if (!props.open) {
      setReason('');
      setTouched(false);
    }
  }, [props.open]);
  const missing = reason.trim() === '';

  function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (missing || props.busy) return;
    props.onConfirm(reason.trim());
  }

  return (
    <Dialog title={props.title} open={props.open} onClose={props.onClose}>
      <form className="stack" onSubmit={submit} noValidate>
        <p>{props.explanation}</p>
        {props.children}
        <div className="field">
          <label htmlFor={`${id}-reason`}>Reason (a ticket id or a sentence)</label>
          <input
            id={`${id}-reason`}
            data-testid={props.inputTestId}
            value={reason}
            maxLength={500}
            required
            aria-invalid={touched && missing}
            aria-describedby={touched && missing ? `${id}-missing` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {touched && missing && (
            <span id={`${id}-missing`} className="error-text small">
              A reason is required.
            </span>
          )}
        </div>
        {props.failure && (
          <p className="error-text" role="alert">
            {props.failure}
          </p>
        )}
        <div className="row">
          <button type="submit" data-testid={props.confirmTestId} disabled={props.busy}>
            {props.busy ? 'Working…' : props.confirmLabel}
          </button>
          <button type="button" className="secondary" onClick={props.onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
