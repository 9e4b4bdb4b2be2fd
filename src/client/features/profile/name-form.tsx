import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '#shared/auth-schemas.ts';
import { Button } from '#client/components/ui/button.tsx';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { useAuth } from '#client/lib/auth/use-auth.ts';
import { logError } from '#client/lib/error-log.ts';
import { updateMe } from './api/update-me.ts';

/**
 * The member's own name (optional): how the app greets them, so the dashboard says "Welcome,
 * Pastor Daniel" rather than an e-mail address. An empty name clears it.
 */
export function NameForm({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const { refresh } = useAuth();
  const [value, setValue] = useState(name);
  // Saved once the session is read again (the library waits for onSuccess), so every page greets by the new name.
  const saving = useMutation({ mutationFn: (next: string) => updateMe({ name: next }), onSuccess: () => refresh() });
  const error = saving.error;
  let message: string | undefined;
  // The words typed stay in the field.
  if (error) message = error instanceof NetworkError ? t('profile.errors.network') : error instanceof ApiRequestError && error.status === 400 ? t('profile.nameInvalid') : t('profile.errors.generic');

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saving.mutate(value, { onError: (caught) => logError(caught, { source: 'profile-name' }) });
  }

  return (
    <SectionCard id="profile-name-heading" heading={t('profile.nameHeading')}>
      <form onSubmit={save} className="mt-4 space-y-4" noValidate>
        <TextField
          id="profile-name"
          label={t('profile.nameLabel')}
          hint={t('profile.nameHint')}
          error={message}
          data-testid="profile-name"
          type="text"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX}
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            if (saving.isSuccess) saving.reset();
          }}
        />
        <div className="flex flex-wrap items-center gap-3">
          <Button tone="primary" type="submit" testId="profile-name-save" disabled={saving.isPending} className="disabled:opacity-60">
            {saving.isPending ? t('profile.nameSaving') : t('profile.nameSave')}
          </Button>
          <p role="status" data-testid="profile-name-status" className="text-sm font-medium text-green-800">
            {saving.isSuccess ? t('profile.nameSaved') : ''}
          </p>
        </div>
      </form>
    </SectionCard>
  );
}
