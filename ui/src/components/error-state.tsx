import { ApiFailure } from '../api/client.ts';
import { errorWords } from './error-words.ts';

/** An error state: the sentence for the error, its stable code for support, and an optional retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const code = error instanceof ApiFailure ? error.code : null;
  return (
    <div className="state error" data-testid="error-state" role="alert">
      <p>{errorWords(error)}</p>
      {code && code !== 'network' && <p className="muted small">Code: {code}</p>}
      {onRetry && (
        <button type="button" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
