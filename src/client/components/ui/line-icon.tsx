import type { ReactNode } from 'react';

/**
 * A line-drawn icon on a 24-unit grid, stroked in the text's colour. Hidden from screen readers:
 * the words beside it say what it means.
 */
export function LineIcon({ className, children }: { className: string; children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {children}
    </svg>
  );
}
