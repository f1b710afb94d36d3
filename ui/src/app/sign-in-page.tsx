import { useState, type FormEvent } from 'react';

/** Sign-in: paste an API token. `onSignIn` validates it and answers null (signed in) or a sentence to show. */
export function SignInPage({ notice, onSignIn }: { notice: string | null; onSignIn(token: string): Promise<string | null> }) {
  const [token, setToken] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(notice);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const t = token.trim();
    if (!t) {
      setMessage('Paste an API token first.');
      return;
    }
    setBusy(true);
    const answer = await onSignIn(t);
    setBusy(false);
    if (answer) setMessage(answer);
  }

  return (
    <main className="sign-in">
      <h1>Tracehold</h1>
      <p className="muted">Incident forensics for LLM applications. Sign in with an API token; it is kept in this tab only and sent to the server as a header.</p>
      <form onSubmit={(e) => void submit(e)} className="stack">
        <label htmlFor="token">API token</label>
        <input id="token" data-testid="token-input" type="password" autoComplete="off" spellCheck={false} value={token} onChange={(e) => setToken(e.target.value)} placeholder="thq_…" autoFocus />
        {message && (
          <p role="alert" className="error-text">
            {message}
          </p>
        )}
        <button type="submit" data-testid="sign-in" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  );
}
