import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';

/**
 * The question every cancel in the app asks first (product §4 Subscription, decision 0024): what
 * ends at once, and that the saved sermons stay to read and download.
 */
export function CancelSubscriptionDialog({ open, onConfirm, onKeep }: { open: boolean; onConfirm: () => void; onKeep: () => void }) {
  const { t } = useTranslation('account');
  return (
    <ConfirmDialog
      open={open}
      title={t('danger.confirmTitle')}
      keep={{ label: t('danger.confirmNo'), onChoose: onKeep }}
      confirm={{ label: t('danger.confirmYes'), onChoose: onConfirm }}
      testId="cancel-dialog"
    >
      <p>{t('danger.confirm')}</p>
      <p>{t('danger.confirmKeeps')}</p>
    </ConfirmDialog>
  );
}
