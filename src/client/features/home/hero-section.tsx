import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalPath } from '#client/components/layout/use-language.ts';
import { hasAccess, useAuth } from '#client/lib/auth/use-auth.ts';
import { PLAN } from '#shared/constants.ts';
import { planPrice } from '#shared/plan-price.ts';
import { SermonPreviewCard } from './sermon-preview-card.tsx';
import { ShareButton } from './share-button.tsx';

/**
 * What the hero offers (issue 26): the free trial to a visitor and to a member who never
 * subscribed; the plan, without a trial, to a member whose trial is spent; the generator to a
 * member with access, who is offered nothing to buy. While the session loads, the visitor's offer.
 */
type Offer = 'trial' | 'plan' | 'member';

export function HeroSection() {
  const { t } = useTranslation(['home', 'common']);
  const language = useLanguage();
  const localPath = useLocalPath();
  const auth = useAuth();
  const price = planPrice(language);
  const signedIn = !auth.loading && auth.user !== null;
  const offer: Offer = !signedIn ? 'trial' : hasAccess(auth) ? 'member' : auth.user?.trial_used ? 'plan' : 'trial';
  const action = {
    trial: { to: localPath(signedIn ? 'subscribe' : 'signup'), text: t('hero.startTrial', { days: PLAN.trialDays }), testId: 'start-trial' },
    plan: { to: localPath('subscribe'), text: t('hero.seePlan'), testId: 'hero-action' },
    member: { to: localPath('sermons'), text: t('hero.prepareSermon'), testId: 'hero-action' },
  }[offer];

  return (
    <section
      aria-labelledby="home-hero-title"
      className="bg-linear-to-br from-brand-900 via-brand-900 to-brand-800 text-white"
      data-testid="home-hero"
    >
      <div className="mx-auto grid max-w-6xl gap-12 px-4 py-14 sm:py-20 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-center lg:py-24">
        <div>
          <p className="font-serif text-lg font-semibold text-gold-400">{t('common:brand')}</p>
          <p className="mt-1 text-sm font-medium tracking-wide text-indigo-200">{t('hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="mt-5 font-serif text-4xl leading-tight font-bold text-balance sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-indigo-100">{t('hero.subtitle')}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <Link
              to={action.to}
              className="inline-flex items-center justify-center rounded-lg bg-gold-400 px-6 py-3 text-center text-base font-semibold text-brand-900 shadow-lg shadow-black/20 hover:bg-gold-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
              data-testid={action.testId}
              data-offer={offer}
            >
              {action.text}
            </Link>
            <ShareButton />
          </div>
          {offer !== 'member' && (
            <p className="mt-4 text-sm text-indigo-200" data-testid="price-line">
              {offer === 'trial' ? t('hero.price', { price, days: PLAN.trialDays }) : t('hero.priceNoTrial', { price })}
            </p>
          )}
          <a
            href="#how-to-use"
            className="mt-8 inline-flex items-center gap-1.5 rounded-md text-sm font-semibold text-gold-400 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-400"
          >
            {t('hero.howItWorks')}
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M12 5v14M6 13l6 6 6-6" />
            </svg>
          </a>
        </div>
        <SermonPreviewCard />
      </div>
    </section>
  );
}
