import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeEmail } from '#shared/email.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { logError } from '#client/lib/error-log.ts';
import { requestPasswordReset } from './api/request-password-reset.ts';
import { hasProblems, validateForgotPassword, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox } from '#client/components/ui/form-messages.tsx';
import { forgotFailureKind, type ForgotFailureKind } from './forgot-password-errors.ts';
import { isAbortError } from './sleep.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';

type ShownFailure = Exclude<ForgotFailureKind, 'invalid_email'>;

/** product §2 Forgot password: one address; the server answers the same whether or not it has an account. */
export function ForgotPasswordForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<ShownFailure | null>(null);
  const [sending, setSending] = useState(false);
  const newSignal = useRequestScope();
  const emailRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setFailure(null);
    const found = validateForgotPassword({ email });
    setProblems(found);
    if (hasProblems(found)) {
      emailRef.current?.focus();
      return;
    }
    const address = normalizeEmail(email);
    const signal = newSignal();
    setSending(true);
    try {
      await requestPasswordReset({ email: address, language }, signal);
      onSent(address);
    } catch (error) {
      if (signal.aborted || isAbortError(error)) return;
      setSending(false);
      const kind = forgotFailureKind(error);
      if (kind === 'invalid_email') {
        setProblems({ email: 'invalid_email' });
        emailRef.current?.focus();
        return;
      }
      if (kind === 'generic') logError(error, { source: 'forgot-password' });
      setFailure(kind);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="forgot-form" aria-busy={sending}>
      {failure && <ErrorBox testId="forgot-error">{t(`forgot.errors.${failure}`)}</ErrorBox>}
      <EmailField id="forgot-email" label={t('fields.email')} error={problems.email && t(`validation.${problems.email}`)} value={email} onChange={(event) => {
              setEmail(event.target.value);
              setProblems({});
            }} inputRef={emailRef} />
      <SubmitButton busy={sending}>{sending ? t('forgot.submitting') : t('forgot.submit')}</SubmitButton>
    </form>
  );
}
