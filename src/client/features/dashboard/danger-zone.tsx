import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '#shared/session-schemas.ts';
import { CancelSubscriptionDialog } from '#client/components/subscription/cancel-subscription-dialog.tsx';
import { cancelSubscription } from '#client/lib/billing/cancel-subscription.ts';
import { logError } from '#client/lib/error-log.ts';
import { Button } from '#client/components/ui/button.tsx';

/**
 * product §2/§4/§8 Danger Zone: asks first (an accessible dialog), cancels, and hands over to the
 * dashboard, which then shows the saved sermons read-only; a failure is said here.
 */
export function DangerZone({ user, onCancelled }: { user: MeResponse; onCancelled: () => void }) {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function cancel() {
    setAsking(false);
    setError(null);
    setCancelling(true);
    try {
      const result = await cancelSubscription(user.id);
      if (!result.success) {
        setError(t('danger.failed'));
        setCancelling(false);
        return;
      }
      onCancelled();
    } catch (caught) {
      logError(caught, { source: 'dashboard-cancel' });
      setError(t('danger.errorPrefix', { message: (caught as Error).message }));
      setCancelling(false);
    }
  }

  return (
    <section aria-labelledby="danger-zone" className="rounded-2xl border-2 border-red-300 bg-white p-6 sm:p-8" data-testid="danger-zone">
      <h2 id="danger-zone" className="font-serif text-xl font-bold text-red-800">
        {t('danger.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('danger.body')}</p>
      {error && (
        <p role="alert" className="mt-3 rounded-md border border-red-300 bg-red-50 p-3 font-medium text-red-800" data-testid="dashboard-cancel-error">
          {error}
        </p>
      )}
      <Button onClick={() => setAsking(true)} disabled={cancelling} className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70" testId="dashboard-cancel">
        {cancelling ? t('danger.cancelling') : t('danger.cancel')}
      </Button>
      <CancelSubscriptionDialog open={asking} onConfirm={() => void cancel()} onKeep={() => setAsking(false)} />
    </section>
  );
}
