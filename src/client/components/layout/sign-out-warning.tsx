import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { UnsentWarning } from '#client/lib/auth/use-sign-out.ts';

/**
 * Asked before a sign-out that would erase edits the server does not have yet (they live only in
 * this browser's storage, which sign-out clears). A modal <dialog>: focus moves into it and
 * stays, Escape keeps the member signed in, and staying is the first, focused choice.
 */
export function SignOutWarning({ unsent, onStay, onSignOut }: { unsent: UnsentWarning | null; onStay: () => void; onSignOut: () => void }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (unsent && !element.open) element.showModal();
    if (!unsent && element.open) element.close();
  }, [unsent]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onCancel={onStay}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/60"
      data-testid="sign-out-warning"
    >
      {unsent && (
        <>
          <h2 id={titleId} className="font-serif text-xl font-bold">
            {t('signOutWarning.title')}
          </h2>
          <p id={bodyId} className="mt-2 text-base">
            {t('signOutWarning.body', { count: unsent.titles.length })}
          </p>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-base font-medium" aria-label={t('signOutWarning.listLabel')}>
            {unsent.titles.map((title, index) => (
              <li key={index}>{title || t('signOutWarning.untitled')}</li>
            ))}
          </ul>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              autoFocus
              onClick={onStay}
              className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              data-testid="sign-out-stay"
            >
              {t('signOutWarning.stay')}
            </button>
            <button
              type="button"
              onClick={onSignOut}
              className="min-h-11 rounded-md border border-red-700 bg-white px-4 py-2 text-base font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
              data-testid="sign-out-anyway"
            >
              {t('signOutWarning.signOut')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
