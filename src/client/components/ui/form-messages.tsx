import type { ReactNode } from 'react';

/** The red box of a failed submission; role="alert" so screen readers announce it at once. */
export function ErrorBox({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div role="alert" data-testid={testId} className="rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </div>
  );
}

/** A yellow notice of something in progress (a retry), announced politely. */
export function NoticeBanner({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <div role="status" data-testid={testId} className="rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm font-medium text-yellow-900">
      {children}
    </div>
  );
}
