import type { ReactNode } from 'react';

const TONES = {
  plain: { box: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', heading: 'text-brand-900', intro: 'mt-1' },
  danger: { box: 'rounded-2xl border-2 border-red-300 bg-white p-6 sm:p-8', heading: 'text-red-800', intro: 'mt-2' },
} as const;

interface SectionCardProps {
  /** The heading's id, which names the section for screen readers. */
  id: string;
  heading: string;
  intro?: string;
  tone?: keyof typeof TONES;
  testId?: string;
  children: ReactNode;
}

/** A titled card of a signed-in page (the profile's forms, the dashboard's Danger Zone). */
export function SectionCard({ id, heading, intro, tone = 'plain', testId, children }: SectionCardProps) {
  const look = TONES[tone];
  return (
    <section aria-labelledby={id} className={look.box} data-testid={testId}>
      <h2 id={id} className={`font-serif text-xl font-bold ${look.heading}`}>
        {heading}
      </h2>
      {intro && <p className={`${look.intro} text-slate-700`}>{intro}</p>}
      {children}
    </section>
  );
}
