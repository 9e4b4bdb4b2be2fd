import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormField } from '#client/components/ui/form-field.tsx';
import { logError } from '#client/lib/error-log.ts';
import { resetPassword } from './api/reset-password.ts';
import { secondaryButtonClass } from '#client/components/ui/form-styles.ts';
import { newPasswordReady } from '#shared/password-rules.ts';
import { useFieldProblems } from '#client/components/ui/use-field-problems.ts';
import { validateResetPassword, type FieldProblems } from './auth-validation.ts';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { PasswordInput } from '#client/components/password/password-input.tsx';
import { NewPasswordField } from '#client/components/password/new-password-field.tsx';
import { startResetSubmission, type ResetFailure, type ResetSubmission } from './reset-submission.ts';
import { SubmitButton } from './submit-button.tsx';

type Fields = { password: string; confirm: string };


const browserSchedule = (callback: () => void, ms: number) => {
  const timer = setTimeout(callback, ms);
  return () => clearTimeout(timer);
};

interface ResetPasswordFormProps {
  token: string;
  onSuccess: () => void;
  /** The token was used or expired meanwhile: the page switches to its invalid-link screen. */
  onInvalidToken: () => void;
}

/**
 * product §2/§5 reset form: new password (the rules of sign-up listed live, the button waiting
 * for them) and confirmation, a 30 s limit, and Cancel while it runs.
 */
export function ResetPasswordForm({ token, onSuccess, onInvalidToken }: ResetPasswordFormProps) {
  const { t } = useTranslation('auth');
  const [fields, setFields] = useState<Fields>({ password: '', confirm: '' });
  const { problems, check, clear } = useFieldProblems<FieldProblems>();
  const [failure, setFailure] = useState<ResetFailure | null>(null);
  const inFlight = useRef<{ submission: ResetSubmission | null }>({ submission: null });
  // The 30 s limit, Cancel and leaving the page are the submission's own (reset-submission.ts); its
  // outcome, a failure included, is the mutation's answer.
  const saving = useMutation({
    mutationFn: (password: string) => {
      const submission = startResetSubmission({ token, password }, { resetPassword, schedule: browserSchedule });
      inFlight.current.submission = submission;
      return submission.result;
    },
    onSettled: () => {
      inFlight.current.submission = null;
    },
  });
  const submitting = saving.isPending;
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const holder = inFlight.current;
    return () => holder.submission?.dispose();
  }, []);

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    clear(name);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !newPasswordReady(fields.password)) return;
    setFailure(null);
    if (!check(validateResetPassword(fields), (found) => (found.password ? passwordRef : confirmRef).current?.focus())) return;
    saving.mutate(fields.password, {
      onSuccess: (result) => {
        if (result.status === 'success') onSuccess();
        else if (result.status === 'failed' && result.failure.kind === 'invalid_token') onInvalidToken();
        else if (result.status === 'failed') {
          if (result.failure.kind === 'generic' || result.failure.kind === 'server_message') logError(result.error, { source: 'reset-password' });
          setFailure(result.failure);
        }
      },
    });
  }

  const failureText = (shown: ResetFailure): string => {
    switch (shown.kind) {
      case 'weak_password':
      case 'timeout':
      case 'cancelled':
        return t(`reset.errors.${shown.kind}`);
      case 'server_message':
        return t('reset.errors.update_failed', { message: shown.message });
      case 'network':
      case 'generic':
        return t('reset.errors.update_failed', { message: t(`reset.errors.${shown.kind}`) });
      case 'invalid_token':
        return t('reset.expired');
    }
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="reset-form" aria-busy={submitting}>
      {failure && <ErrorBox testId="reset-error">{failureText(failure)}</ErrorBox>}
      <NewPasswordField
          id="reset-password"
          label={t('fields.newPassword')}
          error={problems.password && t(`validation.${problems.password}`)}
          inputRef={passwordRef}
          placeholder={t('reset.placeholder')}
          value={fields.password}
          onChange={update('password')}
        />
      <FormField id="reset-confirm" label={t('fields.confirmPassword')} error={problems.confirm && t(`validation.${problems.confirm}`)}>
        {(aria) => <PasswordInput aria={aria} inputRef={confirmRef} name="confirm" autoComplete="new-password" value={fields.confirm} onChange={update('confirm')} />}
      </FormField>
      <div className="space-y-3">
        <SubmitButton busy={submitting} disabled={!submitting && !newPasswordReady(fields.password)}>
          {submitting ? t('reset.submitting') : t('reset.submit')}
        </SubmitButton>
        {submitting && (
          <button type="button" onClick={() => inFlight.current.submission?.cancel()} className={secondaryButtonClass}>
            {t('reset.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
