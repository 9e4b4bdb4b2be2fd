import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { CancelSubscriptionDialog } from '#client/components/subscription/cancel-subscription-dialog.tsx';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { cancelSubscription } from '#client/lib/billing/cancel-subscription.ts';
import { goTo } from '#client/lib/billing/go-to.ts';
import { billingPortalUrl } from '#client/lib/billing/open-billing-portal.ts';
import { logError } from '#client/lib/error-log.ts';
import { Button } from '#client/components/ui/button.tsx';

/**
 * product §2 profile: Manage Subscription (portal) and, only while active, Cancel Subscription,
 * which asks first (an accessible dialog) and then opens the dashboard, where the saved sermons
 * stay readable (decision 0024).
 */
export function SubscriptionActions({ user, onError }: { user: MeResponse; onError: (message: string | null) => void }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [asking, setAsking] = useState(false);

  async function manage() {
    onError(null);
    setOpening(true);
    try {
      goTo(await billingPortalUrl(language));
    } catch (error) {
      logError(error, { source: 'billing-portal' });
      onError(error instanceof NetworkError ? t('subscribe.networkError') : error instanceof ApiRequestError ? error.message : t('profile.portalError'));
      setOpening(false);
    }
  }

  async function cancel() {
    setAsking(false);
    onError(null);
    setCancelling(true);
    try {
      const result = await cancelSubscription(user.id);
      if (!result.success) throw new Error(result.error ?? 'cancel failed');
      // The dashboard reads the status again itself: refreshing here first would send this
      // page (which needs access) to the plan before the navigation lands.
      void navigate(`/${language}/dashboard`, { replace: true, state: { cancelled: true } });
    } catch (error) {
      logError(error, { source: 'profile-cancel' });
      onError(t('profile.cancelError'));
      setCancelling(false);
    }
  }

  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <Button onClick={() => void manage()} disabled={opening || cancelling} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70" testId="manage-subscription">
        {t('profile.manage')}
      </Button>
      {user.is_subscribed && (
        <Button onClick={() => setAsking(true)} disabled={cancelling || opening} className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70" testId="profile-cancel">
          {cancelling ? t('profile.cancelling') : t('profile.cancel')}
        </Button>
      )}
      <CancelSubscriptionDialog open={asking} onConfirm={() => void cancel()} onKeep={() => setAsking(false)} />
    </div>
  );
}
