/**
 * What /readyz reports for this process: the components that cannot serve yet (or any more). Owned by the
 * process (one per start, in ProcessContext); starters mark their component not ready before it can serve
 * and ready once it does, and shutdown marks the process not ready before anything closes, so a load
 * balancer stops sending first. Safe to call at any time, from anywhere in the process.
 */
export interface Readiness {
  /** `component` cannot serve (e.g. "otlp" until both receivers listen). Idempotent. */
  notReady(component: string): void;
  /** `component` serves. Idempotent. */
  ready(component: string): void;
  /** The components not ready, sorted; empty = ready. */
  pending(): string[];
}

export function createReadiness(): Readiness {
  const pending = new Set<string>();
  return {
    notReady: (component) => void pending.add(component),
    ready: (component) => void pending.delete(component),
    pending: () => [...pending].sort(),
  };
}
