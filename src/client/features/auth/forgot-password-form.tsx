import { useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { normalizeEmail } from '#shared/email.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { useFieldProblems } from '#client/components/ui/use-field-problems.ts';
import { logError } from '#client/lib/error-log.ts';
import { requestPasswordReset } from './api/request-password-reset.ts';
import { validateForgotPassword, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { forgotFailureKind } from './forgot-password-errors.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';

/** product §2 Forgot password: one address; the server answers the same whether or not it has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const { problems, setProblems, check } = useFieldProblems<FieldProblems>();
  const sending = useMutation({ mutationFn: ({ address, signal }: { address: string; signal: AbortSignal }) => requestPasswordReset({ email: address, language }, signal) });
  const newSignal = useRequestScope();
  const emailRef = useRef<HTMLInputElement>(null);
  const failure = sending.error ? forgotFailureKind(sending.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.isPending) return;
    sending.reset();
    if (!check(validateForgotPassword({ email }), () => emailRef.current?.focus())) return;
    const address = normalizeEmail(email);
    sending.mutate(
      { address, signal: newSignal() },
      {
        onSuccess: () => onSent(address),
        onError: (error) => {
          const kind = forgotFailureKind(error);
          if (kind === 'invalid_email') {
            setProblems({ email: 'invalid_email' });
            emailRef.current?.focus();
          } else if (kind === 'generic') logError(error, { source: 'forgot-password' });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="forgot-form" aria-busy={sending.isPending}>
      {failure && failure !== 'invalid_email' && <ErrorBox testId="forgot-error">{t(`forgot.errors.${failure}`)}</ErrorBox>}
      <EmailField
        id="forgot-email"
        label={t('fields.email')}
        error={problems.email && t(`validation.${problems.email}`)}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblems({});
        }}
        inputRef={emailRef}
      />
      <SubmitButton busy={sending.isPending}>{sending.isPending ? t('forgot.submitting') : t('forgot.submit')}</SubmitButton>
    </form>
  );
}
