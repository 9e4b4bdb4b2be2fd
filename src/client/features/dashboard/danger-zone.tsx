import { useTranslation } from 'react-i18next';
import type { MeResponse } from '#shared/session-schemas.ts';
import { CancelSubscriptionDialog } from '#client/components/subscription/cancel-subscription-dialog.tsx';
import { CancelRefusedError, useCancelSubscription } from '#client/components/subscription/use-cancel-subscription.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { logError } from '#client/lib/error-log.ts';
import { Button } from '#client/components/ui/button.tsx';

/**
 * product §2/§4/§8 Danger Zone: asks first (an accessible dialog), cancels, and hands over to the
 * dashboard, which then shows the saved sermons read-only; a failure is said here.
 */
export function DangerZone({ user, onCancelled }: { user: MeResponse; onCancelled: () => void }) {
  const { t } = useTranslation('account');
  const cancel = useCancelSubscription(user.id, {
    onCancelled,
    onFailed: (caught) => {
      if (!(caught instanceof CancelRefusedError)) logError(caught, { source: 'dashboard-cancel' });
    },
  });
  let error: string | null = null;
  if (cancel.error) error = cancel.error instanceof CancelRefusedError ? t('danger.failed') : t('danger.errorPrefix', { message: cancel.error.message });

  return (
    <SectionCard id="danger-zone" heading={t('danger.title')} intro={t('danger.body')} tone="danger" testId="danger-zone">
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800" data-testid="dashboard-cancel-error">
          {error}
        </p>
      )}
      <Button
        onClick={cancel.ask}
        disabled={cancel.cancelling}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        testId="dashboard-cancel"
      >
        {cancel.cancelling ? t('danger.cancelling') : t('danger.cancel')}
      </Button>
      <CancelSubscriptionDialog {...cancel.dialog} />
    </SectionCard>
  );
}
