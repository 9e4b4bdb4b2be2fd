import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalPath } from '../layout/use-language.ts';

/**
 * Shown to a signed-in member without access (cancelled, trial over, expired) on the pages that
 * still show their own sermons (decision 0024): the subscription has ended, the sermons are kept to
 * read and download, and the way back to the plan. A labelled region, so a screen reader can find
 * it; its heading takes focus after a cancel made on the same page.
 */
export function SubscriptionEndedBanner({ headingRef }: { headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-xl border-2 border-amber-400 bg-amber-50 p-5 print:hidden sm:p-6" data-testid="subscription-ended-banner">
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="font-serif text-xl font-bold text-brand-900 focus:outline-none">
        {t('subscriptionEnded.title')}
      </h2>
      <p className="mt-2 text-slate-800">{t('subscriptionEnded.body')}</p>
      <Link
        to={localPath('subscribe')}
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        data-testid="resubscribe-link"
      >
        {t('subscriptionEnded.subscribe')}
      </Link>
    </section>
  );
}
