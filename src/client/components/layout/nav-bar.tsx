import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { memberOnDevice } from '#client/lib/device-copies.ts';
import { useSignOut } from '#client/lib/auth/use-sign-out.ts';
import { Button } from '../ui/button.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { SignOutWarning } from './sign-out-warning.tsx';
import { useLanguage, useLocalPath } from './use-language.ts';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-base font-medium md:text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 ${
    isActive ? 'bg-white/15 text-white' : 'text-indigo-100 hover:bg-white/10 hover:text-white'
  }`;

export function NavBar() {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const location = useLocation();
  const language = useLanguage();
  const auth = useAuth();
  const { signOut, signingOut, forceSignOut, unsent, confirmSignOut, keepSignedIn } = useSignOut(language);
  // The phone menu belongs to the page it was opened on: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? location.pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      // An Escape a dialog above the menu has already used (the sign-out warning) closes only that dialog.
      if (event.key === 'Escape' && !event.defaultPrevented) {
        setOpenOn(null);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // Offline, the server cannot say who is signed in: the member who last signed in here keeps their
  // links above the copy of their sermon kept on the device, instead of a "Sign In" that cannot work.
  const member = auth.user !== null || (auth.offline && memberOnDevice());
  const links = (
    <>
      <li>
        <NavLink to={localPath()} end className={linkClass}>
          {t('nav.home')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localPath('about')} className={linkClass}>
          {t('nav.about')}
        </NavLink>
      </li>
      <li>
        <NavLink to={localPath('contact')} className={linkClass}>
          {t('nav.contact')}
        </NavLink>
      </li>
      {member && (
        <li>
          <NavLink to={localPath('sermons')} className={linkClass}>
            {t('nav.sermons')}
          </NavLink>
        </li>
      )}
      {member && (
        <li>
          <NavLink to={localPath('dashboard')} className={linkClass}>
            {t('nav.dashboard')}
          </NavLink>
        </li>
      )}
      {member && (
        <li>
          <NavLink to={localPath('profile')} className={linkClass}>
            {t('nav.profile')}
          </NavLink>
        </li>
      )}
      {!auth.loading && !member && (
        <li>
          <NavLink to={localPath('login')} className={linkClass}>
            {t('nav.signIn')}
          </NavLink>
        </li>
      )}
      {auth.user && (
        <li className="flex items-center gap-2">
          <button
            type="button"
            onClick={() => void signOut()}
            disabled={signingOut}
            className="block rounded-md px-3 py-2 text-left text-base font-medium text-indigo-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 disabled:opacity-70 md:text-sm"
            data-testid="sign-out"
          >
            {signingOut ? t('nav.signingOut') : t('nav.signOut')}
          </button>
          {/* product §2: while signing out, a small button that always gets the user out. */}
          {signingOut && (
            <Button onClick={forceSignOut} className="rounded border border-white/40 px-2 py-0.5 text-xs text-white hover:bg-white/10" testId="force-logout">
              {t('nav.forceLogout')}
            </Button>
          )}
        </li>
      )}
    </>
  );

  return (
    <header className="bg-brand-900 text-white shadow">
      <nav aria-label={t('nav.label')} className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <Link
          to={localPath()}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md font-serif text-base leading-tight font-bold focus-visible:outline-2 focus-visible:outline-gold-400 sm:text-lg md:flex-none"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" className="h-7 w-7 shrink-0" />
          <span>{t('brand')}</span>
        </Link>
        {/* The links come before the language switch in the page as on the screen, so Tab meets them in the order they are seen. */}
        <ul className="hidden items-center gap-1 md:flex">{links}</ul>
        <div className="flex shrink-0 items-center gap-2">
          <LanguageSwitcher />
          <button
            ref={toggleRef}
            type="button"
            className="inline-flex items-center justify-center rounded-md p-2 text-indigo-100 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-gold-400 md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setOpen(!open)}
            data-testid="menu-toggle"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
              {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
        <ul id={menuId} hidden={!open} className="w-full space-y-1 border-t border-white/15 pt-2 md:hidden" data-testid="mobile-menu">
          {links}
        </ul>
      </nav>
      {/* Only a member signs out: a visitor's first page never fetches the dialog (decision 0039). */}
      {member && <SignOutWarning unsent={unsent} onStay={keepSignedIn} onSignOut={confirmSignOut} />}
    </header>
  );
}
