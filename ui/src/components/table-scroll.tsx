import type { ReactNode } from 'react';

/** A table's own scroll container: wide tables scroll inside it, never the page (phone width). */
export function TableScroll({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      {children}
    </div>
  );
}
