/**
 * Waits until a producer side calls one of `waiters` (new records arrived, shutdown) or `timeoutMs` passes,
 * whichever comes first; the waiter removes itself either way. The buses' long-poll primitive: a consumer's
 * poll parks here instead of spinning.
 */
export function waitForWake(waiters: Set<() => void>, timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const wake = (): void => {
      clearTimeout(timer);
      waiters.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, timeoutMs);
    waiters.add(wake);
  });
}
