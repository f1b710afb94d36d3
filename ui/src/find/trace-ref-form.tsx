import { useState, type FormEvent } from 'react';
import { useApi } from '../api/client.ts';
import type { TraceLookup } from '../api/types.ts';
import { navigate, traceHref } from '../app/router.ts';
import { ErrorState } from '../components/error-state.tsx';

/**
 * Paste a trace id, a traceparent or a URL containing one. The server parses it (GET /v1/traces/lookup?ref=…, the
 * same rules as the API and CLI), so the UI never disagrees with it about what a reference is.
 */
export function TraceRefForm() {
  const api = useApi();
  const [ref, setRef] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const value = ref.trim();
    if (!value) {
      setError(new Error('empty'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const found = await api.get<TraceLookup>('/v1/traces/lookup', { ref: value });
      navigate(traceHref(found.traceId));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card stack" onSubmit={(e) => void submit(e)} aria-labelledby="find-trace-title">
      <h2 id="find-trace-title">Open a trace</h2>
      <label htmlFor="trace-ref">Trace id, traceparent, or a URL containing one</label>
      <div className="row">
        <input id="trace-ref" data-testid="trace-ref-input" className="grow" value={ref} onChange={(e) => setRef(e.target.value)} placeholder="4bf92f3577b34da6a3ce929d0e0e4736" spellCheck={false} autoComplete="off" />
        <button type="submit" data-testid="find-trace" disabled={busy}>
          {busy ? 'Looking up…' : 'Open trace'}
        </button>
      </div>
      {error !== null &&
        (error instanceof Error && error.message === 'empty' ? (
          <p className="error-text" role="alert" data-testid="error-state">
            Paste a trace id, a traceparent or a URL first.
          </p>
        ) : (
          <ErrorState error={error} />
        ))}
    </form>
  );
}
