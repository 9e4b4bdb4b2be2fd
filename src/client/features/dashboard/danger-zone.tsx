import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeResponse } from '#shared/auth-schemas.ts';
import { cancelSubscription } from '#client/lib/billing/cancel-subscription.ts';
import { logError } from '#client/lib/error-log.ts';

/** product §2/§4/§8 Danger Zone: confirm, cancel, alert the outcome, reload on success. */
export function DangerZone({ user }: { user: MeResponse }) {
  const { t } = useTranslation('account');
  const [cancelling, setCancelling] = useState(false);

  async function cancel() {
    if (!window.confirm(t('danger.confirm'))) return;
    setCancelling(true);
    try {
      const result = await cancelSubscription(user.id);
      if (!result.success) {
        window.alert(t('danger.failed'));
        setCancelling(false);
        return;
      }
      window.alert(t('danger.success'));
      window.location.reload();
    } catch (error) {
      logError(error, { source: 'dashboard-cancel' });
      window.alert(t('danger.errorPrefix', { message: (error as Error).message }));
      setCancelling(false);
    }
  }

  return (
    <section aria-labelledby="danger-zone" className="rounded-2xl border-2 border-red-300 bg-white p-6 sm:p-8" data-testid="danger-zone">
      <h2 id="danger-zone" className="font-serif text-xl font-bold text-red-800">
        {t('danger.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('danger.body')}</p>
      <button
        type="button"
        onClick={() => void cancel()}
        disabled={cancelling}
        className="mt-4 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-70"
        data-testid="dashboard-cancel"
      >
        {cancelling ? t('danger.cancelling') : t('danger.cancel')}
      </button>
    </section>
  );
}
