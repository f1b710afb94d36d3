/**
 * The one serialization point between "a hold takes effect" and "data is deleted" in a process: every
 * deletion step runs its hold re-check and its delete inside `run`, and every hold placement (and release)
 * writes its row inside `run` too. So a hold is either in place before a step's re-check (and the step
 * spares what it covers) or placed after the step's delete finished (and the step's traces were gone before
 * the hold existed) — never in between. FIFO, one at a time; callers keep their critical sections short
 * (one batch of traces).
 */
export interface HoldGate {
  run<T>(fn: () => Promise<T>): Promise<T>;
}

export function createHoldGate(): HoldGate {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run<T>(fn: () => Promise<T>): Promise<T> {
      const result = tail.then(fn);
      tail = result.then(
        () => undefined,
        () => undefined,
      );
      return result;
    },
  };
}
