/**
 * Counters of the app, served on GET /internal/stats (untraced) so a driver can pace itself and know when every
 * accepted question was handled. Owned by main.ts; the HTTP endpoint and the worker increment it.
 */
export interface AppStats {
  /** Questions put on the queue (answered 202). */
  accepted: number;
  /** Questions refused because the queue was full (answered 503). */
  refused: number;
  /** Questions the worker answered. */
  answered: number;
  /** Questions whose handling failed (retrieval, database or LLM error). */
  failed: number;
}

export function createAppStats(): AppStats {
  return { accepted: 0, refused: 0, answered: 0, failed: 0 };
}
