import { useCallback, useEffect, useRef, useState } from 'react';

/** The state of one async read: loading, its value, or its error. */
export type Load<T> = { status: 'loading' } | { status: 'ok'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `read` when its deps change and on `reload()`; an answer that arrives after a newer read started (or after
 * unmount) is dropped, so a slow old answer never overwrites a newer one. A `reload()` keeps the value on screen
 * while it reads again (a refresh after an action must not unmount the panels showing that action's progress);
 * new deps show loading.
 */
export function useLoad<T>(read: () => Promise<T>, deps: readonly unknown[]): Load<T> & { reload(): void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const lastTick = useRef(tick);
  useEffect(() => {
    let live = true;
    const isReload = lastTick.current !== tick;
    lastTick.current = tick;
    setState((prev) => (isReload && prev.status === 'ok' ? prev : { status: 'loading' }));
    read().then(
      (value) => live && setState({ status: 'ok', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
    // The caller names the deps of `read` (as with useEffect).
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  return { ...state, reload };
}
