import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { CancelSubscriptionDialog } from '#client/components/subscription/cancel-subscription-dialog.tsx';
import { useCancelSubscription } from '#client/components/subscription/use-cancel-subscription.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
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
  // The portal is a full-page redirect: the button stays busy until the page goes.
  const portal = useMutation({ mutationFn: () => billingPortalUrl(language), onSuccess: goTo });
  const cancel = useCancelSubscription(user.id, {
    onStart: () => onError(null),
    // The dashboard reads the status again itself: refreshing here first would send this
    // page (which needs access) to the plan before the navigation lands.
    onCancelled: () => void navigate(`/${language}/dashboard`, { replace: true, state: { cancelled: true } }),
    onFailed: (error) => {
      logError(error, { source: 'profile-cancel' });
      onError(t('profile.cancelError'));
    },
  });
  const opening = portal.isPending || portal.isSuccess;

  function manage() {
    onError(null);
    portal.mutate(undefined, {
      onError: (error) => {
        logError(error, { source: 'billing-portal' });
        onError(error instanceof NetworkError ? t('subscribe.networkError') : error instanceof ApiRequestError ? error.message : t('profile.portalError'));
      },
    });
  }

  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <Button onClick={manage} disabled={opening || cancel.cancelling} className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-70" testId="manage-subscription">
        {t('profile.manage')}
      </Button>
      {user.is_subscribed && (
        <Button onClick={cancel.ask} disabled={cancel.cancelling || opening} className="rounded-md border border-red-300 px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70" testId="profile-cancel">
          {cancel.cancelling ? t('profile.cancelling') : t('profile.cancel')}
        </Button>
      )}
      <CancelSubscriptionDialog {...cancel.dialog} />
    </div>
  );
}
