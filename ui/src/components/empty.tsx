import type { ReactNode } from 'react';

/** An empty state: say in words what is not there and, when useful, why. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <p className="state empty" data-testid="empty-state">
      {children}
    </p>
  );
}
