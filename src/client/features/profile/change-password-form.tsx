import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { primaryButtonClass } from '#client/components/ui/form-styles.ts';
import { SectionCard } from '#client/components/ui/section-card.tsx';
import { useFieldProblems } from '#client/components/ui/use-field-problems.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { newPasswordReady } from '#shared/password-rules.ts';
import type { ChangePasswordInput } from '#shared/auth-schemas.ts';
import { changePassword } from './api/change-password.ts';
import { validateChangePassword, type ChangeProblems } from './change-password-validation.ts';
import { PasswordInput } from '#client/components/password/password-input.tsx';
import { NewPasswordField } from '#client/components/password/new-password-field.tsx';

type Fields = { current: string; password: string; confirm: string };
type Failure = 'wrong_current' | 'weak_password' | 'rate_limited' | 'session_ended' | 'network' | 'generic';

const EMPTY: Fields = { current: '', password: '', confirm: '' };

function failureOf(error: unknown): Failure {
  if (error instanceof NetworkError) return 'network';
  switch (error instanceof ApiRequestError ? error.body.code : undefined) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'wrong_current';
    case 'WEAK_PASSWORD':
      return 'weak_password';
    case 'RATE_LIMITED':
      return 'rate_limited';
    case 'SESSION_EXPIRED':
      return 'session_ended';
    default:
      return 'generic';
  }
}

/**
 * product §2 Profile, "Password": the current password, then a new one by the same policy as
 * sign-up and reset (the rules listed live, the button waiting for them). Other devices are signed
 * out; this one stays signed in.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const [fields, setFields] = useState<Fields>(EMPTY);
  const { problems, check, clear } = useFieldProblems<ChangeProblems>();
  const changing = useMutation({ mutationFn: (body: ChangePasswordInput) => changePassword(body) });
  const busy = changing.isPending;
  const failure = changing.error ? failureOf(changing.error) : null;
  const currentRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((previous) => ({ ...previous, [name]: event.target.value }));
    clear(name);
    if (changing.isSuccess) changing.reset();
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !newPasswordReady(fields.password)) return;
    changing.reset();
    if (!check(validateChangePassword(fields), (found) => (found.current ? currentRef : confirmRef).current?.focus())) return;
    changing.mutate(
      { currentPassword: fields.current, newPassword: fields.password },
      {
        onSuccess: () => setFields(EMPTY),
        onError: (error) => {
          const kind = failureOf(error);
          if (kind === 'generic') logError(error, { source: 'change-password' });
          if (kind === 'wrong_current') currentRef.current?.focus();
        },
      },
    );
  }

  return (
    <SectionCard id="change-password" heading={t('change.heading')}>
      <form noValidate onSubmit={submit} className="mt-4 space-y-5" data-testid="change-password-form" aria-busy={busy}>
        {failure && <ErrorBox testId="change-password-error">{t(`change.errors.${failure}`)}</ErrorBox>}
        {changing.isSuccess && (
          <p role="status" className="text-sm font-medium text-green-800" data-testid="change-password-done">
            {t('change.done')}
          </p>
        )}
        <FormField id="change-current" label={t('fields.currentPassword')} error={problems.current && t(`validation.${problems.current}`)}>
          {(aria) => <PasswordInput aria={aria} inputRef={currentRef} name="current" autoComplete="current-password" value={fields.current} onChange={update('current')} />}
        </FormField>
        <NewPasswordField id="change-password-new" label={t('fields.newPassword')} error={problems.password && t(`validation.${problems.password}`)} value={fields.password} onChange={update('password')} />
        <FormField id="change-confirm" label={t('fields.confirmPassword')} error={problems.confirm && t(`validation.${problems.confirm}`)}>
          {(aria) => <PasswordInput aria={aria} inputRef={confirmRef} name="confirm" autoComplete="new-password" value={fields.confirm} onChange={update('confirm')} />}
        </FormField>
        <button type="submit" disabled={busy || !newPasswordReady(fields.password)} className={primaryButtonClass} data-testid="change-password-submit">
          {busy ? t('change.submitting') : t('change.submit')}
        </button>
      </form>
    </SectionCard>
  );
}
