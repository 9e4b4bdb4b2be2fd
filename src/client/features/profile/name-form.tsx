import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '#shared/auth-schemas.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';
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
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState('saving');
    setError(null);
    try {
      await updateMe({ name: value });
      await refresh();
      setState('saved');
    } catch (caught) {
      logError(caught, { source: 'profile-name' });
      setState('idle');
      // The words typed stay in the field.
      setError(caught instanceof NetworkError ? t('profile.errors.network') : caught instanceof ApiRequestError && caught.status === 400 ? t('profile.nameInvalid') : t('profile.errors.generic'));
    }
  }

  return (
    <section aria-labelledby="profile-name-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="profile-name-heading" className="font-serif text-xl font-bold text-brand-900">
        {t('profile.nameHeading')}
      </h2>
      <form onSubmit={(event) => void save(event)} className="mt-4 space-y-4" noValidate>
        <FormField id="profile-name" label={t('profile.nameLabel')} hint={t('profile.nameHint')} error={error ?? undefined}>
          {(aria) => (
            <input
              {...aria}
              data-testid="profile-name"
              className={inputClass}
              type="text"
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX}
              value={value}
              onChange={(event) => {
                setValue(event.target.value);
                if (state === 'saved') setState('idle');
              }}
            />
          )}
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button tone="primary" type="submit" testId="profile-name-save" disabled={state === 'saving'} className="disabled:opacity-60">
            {state === 'saving' ? t('profile.nameSaving') : t('profile.nameSave')}
          </Button>
          <p role="status" data-testid="profile-name-status" className="text-sm font-medium text-green-800">
            {state === 'saved' ? t('profile.nameSaved') : ''}
          </p>
        </div>
      </form>
    </section>
  );
}
