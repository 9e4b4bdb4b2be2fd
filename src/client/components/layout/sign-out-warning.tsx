import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, loadConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import type { UnsentWarning } from '#client/lib/auth/use-sign-out.ts';
import { logError } from '#client/lib/error-log.ts';
import { whenIdle } from '#client/lib/when-idle.ts';

/**
 * Asked before a sign-out that would erase edits the server does not have yet (they live only in
 * this browser's storage, which sign-out clears). Escape keeps the member signed in, and staying
 * is the first, focused choice.
 *
 * The navigation is on every first page, the dialog's code (Radix) is not (decision 0039): it is
 * fetched once a member's navigation appears and the browser is idle (decision 0054), so it is there
 * before it is needed, even if the connection is lost by then (edits go unsent exactly when it is).
 * Should that fetch fail, asking tries again.
 */
export function SignOutWarning({ unsent, onStay, onSignOut }: { unsent: UnsentWarning | null; onStay: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const asking = unsent !== null;

  useEffect(() => whenIdle(() => void loadConfirmDialog().catch((error: unknown) => logError(error, { source: 'sign-out-warning' }))), []);

  return (
    <ConfirmDialog
      open={asking}
      title={t('signOutWarning.title')}
      keep={{ label: t('signOutWarning.stay'), onChoose: onStay }}
      confirm={{ label: t('signOutWarning.signOut'), onChoose: onSignOut }}
      testId="sign-out-warning"
    >
      <p>{t('signOutWarning.body', { count: unsent?.titles.length ?? 0 })}</p>
      <ul className="list-disc space-y-1 pl-6 font-medium" aria-label={t('signOutWarning.listLabel')}>
        {unsent?.titles.map((title, index) => <li key={index}>{title || t('signOutWarning.untitled')}</li>)}
      </ul>
    </ConfirmDialog>
  );
}
