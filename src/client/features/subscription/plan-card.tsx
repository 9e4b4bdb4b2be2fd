import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { PLAN } from '#shared/constants.ts';
import { planPrice } from '#shared/plan-price.ts';

/** What the plan includes, as the app does it: preparing, both languages, real Scripture, the editor, preaching, the exports, the history. */
const FEATURES = ['sermons', 'languages', 'scripture', 'editor', 'preach', 'exports', 'history'] as const;

/**
 * product §2 plan offer: Monthly Plan, $9.99 per month, the trial (first subscriptions only), and
 * 'Cancel anytime. No commitment.'. An account that has had a subscription is offered no trial
 * (decision 0018): the card says its trial was used instead.
 */
export function PlanCard({ action, trialUsed = false }: { action?: ReactNode; trialUsed?: boolean }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <section aria-labelledby="plan-name" className="rounded-2xl border-2 border-brand-600 bg-white p-6 shadow-lg sm:p-8" data-testid="plan-card">
      {!trialUsed && (
        <p className="inline-block rounded-full bg-gold-400 px-3 py-1 text-sm font-semibold text-brand-900" data-testid="plan-trial">
          {t('subscribe.trial', { days: PLAN.trialDays })}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700" data-testid="plan-trial-terms">
        {trialUsed ? t('subscribe.trialUsed') : t('subscribe.trialFirstOnly')}
      </p>
      <h2 id="plan-name" className="mt-4 font-serif text-2xl font-bold text-brand-900">
        {t('subscribe.planName')}
      </h2>
      <p className="mt-2 flex items-baseline gap-2">
        <span className="font-serif text-5xl font-bold text-brand-900" data-testid="plan-price">
          {planPrice(language)}
        </span>
        <span className="text-lg text-slate-700">{t('subscribe.perMonth')}</span>
      </p>
      <ul className="mt-6 space-y-3">
        {FEATURES.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-800" data-testid={`plan-feature-${feature}`}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 h-5 w-5 shrink-0 text-green-700" fill="none" stroke="currentColor" strokeWidth="2.5">
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            {t(`subscribe.features.${feature}`)}
          </li>
        ))}
      </ul>
      {action && <div className="mt-8">{action}</div>}
      <p className="mt-4 text-center text-sm text-slate-700" data-testid="plan-note">
        {t('subscribe.note')}
      </p>
    </section>
  );
}
