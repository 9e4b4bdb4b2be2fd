import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { PASSWORD_MAX_LENGTH } from '#shared/password-rules.ts';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { logError } from '#client/lib/error-log.ts';
import { hasFieldErrors, wrongAddressOf } from './api-error-details.ts';
import { signIn } from './api/sign-in.ts';
import { inputClass, linkClass } from '#client/components/ui/form-styles.ts';
import { hasProblems, validateLogin, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox, NoticeBanner } from '#client/components/ui/form-messages.tsx';
import { isUnexpectedSignInFailure, type SignInFailureKind } from './sign-in-errors.ts';
import { submitSignIn } from './sign-in-submission.ts';
import { sleep } from './sleep.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';

type Fields = { email: string; password: string };

/** product §2 Login form: e-mail and password, retries on a lost connection, product §8 messages. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: MeResponse) => void }) {
  const { t } = useTranslation('auth');
  const localPath = useLocalPath();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [failure, setFailure] = useState<SignInFailureKind | null>(null);
  const [publicUrl, setPublicUrl] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [retryAttempt, setRetryAttempt] = useState<number | null>(null);
  const newSignal = useRequestScope();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstProblem = (found: FieldProblems) => (found.email ? emailRef : passwordRef).current?.focus();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    const found = validateLogin(fields);
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstProblem(found);
      return;
    }
    setSubmitting(true);
    const result = await submitSignIn(fields, { signIn, sleep, signal: newSignal(), onRetry: setRetryAttempt });
    if (result.status === 'aborted') return;
    if (result.status === 'success') {
      onSignedIn(result.user);
      return;
    }
    // Whatever went wrong, both fields keep what was typed.
    setSubmitting(false);
    setRetryAttempt(null);
    if (isUnexpectedSignInFailure(result.kind)) logError(result.error, { source: 'sign-in', kind: result.kind });
    if (hasFieldErrors(result.fields)) {
      setProblems(result.fields);
      focusFirstProblem(result.fields);
    }
    // Field problems the server named are shown under the fields instead of a vague banner.
    setFailure(result.kind === 'generic' && hasFieldErrors(result.fields) ? null : result.kind);
    setPublicUrl(wrongAddressOf(result.error));
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="login-form" aria-busy={submitting}>
      {retryAttempt !== null && <NoticeBanner testId="retry-banner">{t('login.retrying', { attempt: retryAttempt })}</NoticeBanner>}
      {failure && <ErrorBox testId="login-error">{t(`login.errors.${failure}`, { publicUrl })}</ErrorBox>}
      <EmailField id="login-email" label={t('fields.email')} error={problems.email && t(`validation.${problems.email}`)} value={fields.email} onChange={update('email')} inputRef={emailRef} />
      <div>
        <FormField id="login-password" label={t('fields.password')} error={problems.password && t(`validation.${problems.password}`)}>
          {(aria) => (
            <input
              {...aria}
              ref={passwordRef}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={PASSWORD_MAX_LENGTH}
              value={fields.password}
              onChange={update('password')}
              className={inputClass}
            />
          )}
        </FormField>
        <p className="mt-2 text-right text-sm">
          <Link to={localPath('forgot-password')} className={linkClass}>
            {t('login.forgotPassword')}
          </Link>
        </p>
      </div>
      <SubmitButton busy={submitting}>{submitting ? t('login.submitting') : t('login.submit')}</SubmitButton>
    </form>
  );
}
