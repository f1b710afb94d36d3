import { useId, useState, type FormEvent } from 'react';
import { useApi } from '../api/client.ts';
import { errorWords } from '../components/error-words.ts';
import type { Hold, PlaceHoldBody } from './retention-types.ts';

/**
 * Places a legal hold (holds:write) on this trace, or on this trace's end user when the lookup knows their
 * pseudonym (a subject hold also covers their other and future traces). Matter id, reason and requester are
 * required. `onPlaced` is called with the new hold.
 */
export function PlaceHoldForm({ traceId, subjectRef, onPlaced }: { traceId: string; subjectRef: string | null; onPlaced(hold: Hold): void }) {
  const api = useApi();
  const id = useId();
  const [target, setTarget] = useState<'trace' | 'subject'>('trace');
  const [f, setF] = useState({ matterId: '', reason: '', requester: '' });
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const missing = (['matterId', 'reason', 'requester'] as const).filter((k) => f[k].trim() === '');

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (missing.length > 0 || busy) return;
    const scope: PlaceHoldBody['scope'] = target === 'subject' && subjectRef ? { kind: 'subjects', subjectRefs: [subjectRef] } : { kind: 'traces', traceIds: [traceId] };
    const body: PlaceHoldBody = { matterId: f.matterId.trim(), reason: f.reason.trim(), requester: f.requester.trim(), scope };
    setBusy(true);
    setFailure(null);
    try {
      const answer = await api.post<{ hold: Hold }>('/v1/holds', body);
      setBusy(false);
      setTouched(false);
      setF({ matterId: '', reason: '', requester: '' });
      onPlaced(answer.hold);
    } catch (error) {
      setBusy(false);
      setFailure(errorWords(error));
    }
  }

  const field = (k: 'matterId' | 'reason' | 'requester', label: string, testId: string, placeholder: string) => {
    const bad = touched && missing.includes(k);
    return (
      <div className="field">
        <label htmlFor={`${id}-${k}`}>{label}</label>
        <input
          id={`${id}-${k}`}
          data-testid={testId}
          value={f[k]}
          placeholder={placeholder}
          maxLength={k === 'reason' ? 2000 : 200}
          required
          aria-invalid={bad}
          aria-describedby={bad ? `${id}-${k}-missing` : undefined}
          onChange={(e) => setF((old) => ({ ...old, [k]: e.target.value }))}
        />
        {bad && (
          <span id={`${id}-${k}-missing`} className="error-text small">
            Required.
          </span>
        )}
      </div>
    );
  };

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Place a legal hold">
      <h4>Place a legal hold</h4>
      <fieldset className="row">
        <legend>Hold</legend>
        <label>
          <input type="radio" name={`${id}-target`} checked={target === 'trace'} onChange={() => setTarget('trace')} data-testid="hold-target-trace" /> this trace
        </label>
        <label>
          <input
            type="radio"
            name={`${id}-target`}
            checked={target === 'subject'}
            disabled={!subjectRef}
            onChange={() => setTarget('subject')}
            data-testid="hold-target-subject"
          />{' '}
          this trace’s end user{subjectRef ? '' : ' (not known for this trace)'}
        </label>
      </fieldset>
      <div className="row">
        {field('matterId', 'Matter id', 'hold-matter', 'e.g. M-2026-17')}
        {field('reason', 'Reason', 'hold-reason', 'e.g. litigation hold')}
        {field('requester', 'Requester', 'hold-requester', 'e.g. J. Doe, Legal')}
      </div>
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      <div className="row">
        <button type="submit" data-testid="hold-place" disabled={busy}>
          {busy ? 'Placing…' : 'Place hold'}
        </button>
      </div>
    </form>
  );
}
