import type { ReactNode } from 'react';
import { PageMeta } from '#client/components/layout/page-meta.tsx';

interface AuthPageShellProps {
  title: string;
  heading: string;
  intro?: string;
  /** Links under the card (to sign in, to create an account…). */
  footer?: ReactNode;
  children: ReactNode;
}

/** The centered card every account page uses: one column on a phone, a narrow card on a desktop. */
export function AuthPageShell({ title, heading, intro, footer, children }: AuthPageShellProps) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-14">
      <PageMeta title={title} alternates />
      <h1 className="text-center font-serif text-3xl font-bold text-brand-900 sm:text-4xl">{heading}</h1>
      {intro && <p className="mt-3 text-center text-slate-700">{intro}</p>}
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">{children}</div>
      {footer && <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div>}
    </div>
  );
}
