import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { shareLink } from '#client/lib/share.ts';
import { PLAN, TIMINGS } from '#shared/constants.ts';
import { ShareFeedback, type ShareFeedbackState } from './share-feedback.tsx';

export function ShareButton({ className = '' }: { className?: string }) {
  const { t } = useTranslation('home');
  const location = useLocation();
  const [feedback, setFeedback] = useState<ShareFeedbackState | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toastRef = useRef<HTMLDivElement>(null);
  const hideTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(false);
  const sharing = useRef(false);
  const nextId = useRef(0);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(hideTimer.current);
    };
  }, []);

  const hide = () => {
    // Focus may be in the manual-copy field; give it back to the button instead of losing it.
    if (toastRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    setFeedback(null);
  };

  const share = async () => {
    // The native share sheet rejects a second call while one is open, so ignore repeat clicks.
    if (sharing.current) return;
    sharing.current = true;
    try {
      const outcome = await shareLink({
        url: window.location.origin + location.pathname,
        title: t('share.title'),
        text: t('share.text', { days: PLAN.trialDays }),
      });
      if (!mounted.current || outcome.kind === 'aborted') return;
      clearTimeout(hideTimer.current);
      nextId.current += 1;
      const id = nextId.current;
      if (outcome.kind === 'manual') {
        // Copying by hand takes longer than 3 s: this one stays until the user closes it.
        setFeedback({ id, kind: 'manual', url: outcome.url });
      } else {
        setFeedback({ id, kind: outcome.kind });
        hideTimer.current = setTimeout(hide, TIMINGS.shareToastMs);
      }
    } finally {
      sharing.current = false;
    }
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        onClick={() => void share()}
        className={`inline-flex items-center justify-center gap-2 rounded-lg border border-white/40 px-5 py-3 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400 ${className}`}
        data-testid="share-button"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
        </svg>
        {t('share.button')}
      </button>
      <ShareFeedback feedback={feedback} ref={toastRef} onClose={hide} />
    </>
  );
}
