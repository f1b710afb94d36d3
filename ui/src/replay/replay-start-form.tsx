import { useId, useState, type FormEvent } from 'react';
import { useSession } from '../app/session.tsx';
import { ApiFailure } from '../api/client.ts';
import { checkReplayFields, type ReplayFields } from './check-replay-fields.ts';
import { postWithDetails } from './post-with-details.ts';
import type { ReplayJob, ReplayRequestBody } from './replay-types.ts';
import { startRefusalWords } from './start-refusal-words.ts';

/**
 * Starts a replay of one call: N (default 20), budget (required), concurrency (advanced, default 4) and a reason
 * (required, audited). Price fields appear only once the API said the model's price is unknown. A refusal is
 * said in words, with the estimate when the API gave one. `onStarted` gets the job (running, or refused with
 * its findings).
 */
export function ReplayStartForm({ traceId, spanId, onStarted }: { traceId: string; spanId: string; onStarted(job: ReplayJob): void }) {
  const id = useId();
  const { token, signOut } = useSession();
  const [f, setF] = useState<ReplayFields>({ n: '20', budgetUsd: '', concurrency: '4', reason: '', priceIn: '', priceOut: '' });
  const [priceNeeded, setPriceNeeded] = useState(false);
  const [touched, setTouched] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const problems = checkReplayFields(f, priceNeeded);
  const set = (k: keyof ReplayFields) => (e: { target: { value: string } }) => setF((old) => ({ ...old, [k]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(problems).length > 0 || busy) return;
    const body: ReplayRequestBody = { n: Number(f.n), concurrency: Number(f.concurrency), budgetUsd: Number(f.budgetUsd), reason: f.reason.trim() };
    if (priceNeeded) body.priceOverride = { inputPerMTokUsd: Number(f.priceIn), outputPerMTokUsd: Number(f.priceOut) };
    setBusy(true);
    setRefusal(null);
    const path = `/v1/traces/${encodeURIComponent(traceId)}/llm-calls/${encodeURIComponent(spanId)}/replays`;
    const outcome = await postWithDetails<ReplayJob>({ token, onUnauthorized: signOut }, path, body);
    setBusy(false);
    if (outcome.status === 'ok') {
      setTouched(false);
      onStarted(outcome.value);
      return;
    }
    if (outcome.error instanceof ApiFailure && outcome.error.code === 'TH_ERR_API_REPLAY_PRICE_UNKNOWN') setPriceNeeded(true);
    setRefusal(startRefusalWords(outcome, body.n));
  }

  const field = (k: keyof ReplayFields, label: string, testId: string, props: Record<string, unknown> = {}) => (
    <div className="field">
      <label htmlFor={`${id}-${k}`}>{label}</label>
      <input
        id={`${id}-${k}`}
        data-testid={testId}
        value={f[k]}
        onChange={set(k)}
        aria-invalid={touched && problems[k] !== undefined}
        aria-describedby={touched && problems[k] ? `${id}-${k}-problem` : undefined}
        {...props}
      />
      {touched && problems[k] && (
        <span id={`${id}-${k}-problem`} className="error-text small">
          {problems[k]}
        </span>
      )}
    </div>
  );

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label="Start a replay">
      <div className="row">
        {field('n', 'Runs (N, 1–100)', 'replay-n', { type: 'number', inputMode: 'numeric', min: 1, max: 100, step: 1, size: 5 })}
        {field('budgetUsd', 'Budget (USD)', 'replay-budget', { type: 'number', inputMode: 'decimal', min: 0, step: 'any', size: 8 })}
        {field('reason', 'Reason (audited)', 'replay-reason', { maxLength: 512, placeholder: 'ticket id or a sentence' })}
      </div>
      <details>
        <summary>Advanced</summary>
        <div className="row">{field('concurrency', 'Concurrency (1–16)', 'replay-concurrency', { type: 'number', inputMode: 'numeric', min: 1, max: 16, step: 1, size: 4 })}</div>
      </details>
      {priceNeeded && (
        <fieldset className="row">
          <legend>Prices for this model (USD per million tokens)</legend>
          {field('priceIn', 'Input', 'replay-price-input', { type: 'number', inputMode: 'decimal', min: 0, step: 'any', size: 8 })}
          {field('priceOut', 'Output', 'replay-price-output', { type: 'number', inputMode: 'decimal', min: 0, step: 'any', size: 8 })}
        </fieldset>
      )}
      {refusal && (
        <p className="error-text" role="alert" data-testid="replay-refusal">
          {refusal}
        </p>
      )}
      <div className="row">
        <button type="submit" data-testid="replay-start" disabled={busy}>
          {busy ? 'Estimating…' : 'Start replay'}
        </button>
        <span className="muted small">The cost is estimated before anything is sent; above the budget nothing is sent.</span>
      </div>
    </form>
  );
}
