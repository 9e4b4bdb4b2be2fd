import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { primaryButtonClass } from '#client/components/ui/form-styles.ts';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { newPasswordReady } from '#shared/password-rules.ts';
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
  const [problems, setProblems] = useState<ChangeProblems>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const currentRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((previous) => ({ ...previous, [name]: event.target.value }));
    setProblems((previous) => ({ ...previous, [name]: undefined }));
    setDone(false);
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !newPasswordReady(fields.password)) return;
    setFailure(null);
    const found = validateChangePassword(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      (found.current ? currentRef : confirmRef).current?.focus();
      return;
    }
    setBusy(true);
    try {
      await changePassword({ currentPassword: fields.current, newPassword: fields.password });
      setFields(EMPTY);
      setDone(true);
    } catch (error) {
      const kind = failureOf(error);
      if (kind === 'generic') logError(error, { source: 'change-password' });
      setFailure(kind);
      if (kind === 'wrong_current') currentRef.current?.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="change-password" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id="change-password" className="font-serif text-xl font-bold text-brand-900">
        {t('change.heading')}
      </h2>
      <form noValidate onSubmit={submit} className="mt-4 space-y-5" data-testid="change-password-form" aria-busy={busy}>
        {failure && <ErrorBox testId="change-password-error">{t(`change.errors.${failure}`)}</ErrorBox>}
        {done && (
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
    </section>
  );
}
