import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthPageShell } from './auth-page-shell.tsx';
import { SentenceWithLink } from './sentence-with-link.tsx';

// Each of the two ways in points to the other one under its card.
const OTHER_WAY = {
  login: { text: 'login.noAccount', link: 'login.createAccount', to: 'signup' },
  signup: { text: 'signup.haveAccount', link: 'signup.signIn', to: 'login' },
} as const;

/** The card of the sign-in or sign-up page: its title, heading and intro, and (with its form) the link to the other page. */
export function EntryPageShell({ page, withOtherWay = true, children }: { page: keyof typeof OTHER_WAY; withOtherWay?: boolean; children: ReactNode }) {
  const { t } = useTranslation('auth');
  const other = OTHER_WAY[page];
  return (
    <AuthPageShell title={t(`titles.${page}`)} heading={t(`${page}.heading`)} intro={t(`${page}.intro`)} footer={withOtherWay ? <SentenceWithLink text={t(other.text)} linkText={t(other.link)} to={other.to} /> : undefined}>
      {children}
    </AuthPageShell>
  );
}
