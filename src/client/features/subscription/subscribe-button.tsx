import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { createCheckoutUrl } from '#client/lib/billing/create-checkout-url.ts';
import { goTo } from '#client/lib/billing/go-to.ts';
import { logError } from '#client/lib/error-log.ts';

/** Subscribe Now: a full-page trip to the provider's hosted checkout. */
export function SubscribeButton() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function start() {
    setError(null);
    setStarting(true);
    try {
      const url = await createCheckoutUrl(language);
      if (!url) {
        setError(t('subscribe.checkoutError'));
        setStarting(false);
        return;
      }
      goTo(url);
    } catch (caught) {
      logError(caught, { source: 'checkout' });
      setError(caught instanceof NetworkError ? t('subscribe.networkError') : caught instanceof ApiRequestError ? caught.message : t('subscribe.checkoutError'));
      setStarting(false);
    }
  }

  return (
    <div>
      {error && (
        <p role="alert" className="mb-3 rounded-md border border-red-300 bg-red-50 p-3 text-sm font-medium text-red-800" data-testid="checkout-error">
          {error}
        </p>
      )}
      <button
        type="button"
        onClick={() => void start()}
        disabled={starting}
        aria-busy={starting}
        className="w-full rounded-lg bg-brand-700 px-5 py-3 text-lg font-semibold text-white shadow hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-70"
        data-testid="subscribe-now"
      >
        {starting ? t('subscribe.startingCheckout') : t('subscribe.subscribeNow')}
      </button>
    </div>
  );
}
