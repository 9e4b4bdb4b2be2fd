import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { OPEN_BOOK } from '#client/components/ui/line-drawings.tsx';
import { LineIcon } from '#client/components/ui/line-icon.tsx';

export type AboutCardKind = 'mission' | 'vision' | 'community';

const ICON_PATHS: Record<AboutCardKind, ReactNode> = {
  // An open book: preaching that stands on Scripture.
  mission: OPEN_BOOK,
  // A flame: the pulpit set on fire by the Spirit.
  vision: <path d="M12 21c-3.9 0-7-2.8-7-6.6 0-3.3 2.3-5.6 4-7.4.3 2 1.3 3.3 2.6 3.9C11.2 7.6 12.6 5 15.5 3c-.4 3 1.5 5 2.6 6.6.6 1 .9 2.2.9 3.4V14.4C19 18.2 15.9 21 12 21z" />,
  // People side by side: ministers across languages.
  community: (
    <>
      <circle cx="9" cy="8" r="3" />
      <circle cx="17" cy="9" r="2.5" />
      <path d="M3 20c0-3.3 2.7-6 6-6s6 2.7 6 6M15 14.2c.6-.1 1.3-.2 2-.2 2.8 0 5 2.2 5 5" />
    </>
  ),
};

export function AboutCard({ kind }: { kind: AboutCardKind }) {
  const { t } = useTranslation('about');
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-md sm:p-8" data-testid={`about-${kind}`}>
      <span aria-hidden="true" className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <LineIcon className="h-6 w-6">{ICON_PATHS[kind]}</LineIcon>
      </span>
      <h2 className="mt-5 font-serif text-2xl font-bold text-brand-900">{t(`${kind}.title`)}</h2>
      <p className="mt-3 leading-relaxed text-slate-700">{t(`${kind}.body`)}</p>
    </li>
  );
}
