import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MeResponse } from '#shared/session-schemas.ts';
import { PASSWORD_MAX_LENGTH } from '#shared/password-rules.ts';
import { useLocalPath } from '#client/components/layout/use-language.ts';
import { TextField } from '#client/components/ui/text-field.tsx';
import { logError } from '#client/lib/error-log.ts';
import { hasFieldErrors, wrongAddressOf } from './api-error-details.ts';
import { signIn } from './api/sign-in.ts';
import { linkClass } from '#client/components/ui/form-styles.ts';
import { hasProblems, validateLogin, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox, NoticeBanner } from '#client/components/ui/form-messages.tsx';
import { isUnexpectedSignInFailure } from './sign-in-errors.ts';
import { signInFailure, signInMutation } from './sign-in-submission.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';

type Fields = { email: string; password: string };

/** product §2 Login form: e-mail and password, retries on a lost connection, product §8 messages. */
export function LoginForm({ onSignedIn }: { onSignedIn: (user: MeResponse) => void }) {
  const { t } = useTranslation('auth');
  const localPath = useLocalPath();
  const [fields, setFields] = useState<Fields>({ email: '', password: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const signingIn = useMutation(signInMutation(signIn));
  const newSignal = useRequestScope();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submitting = signingIn.isPending;
  // The library counts the failures; while it waits to try again, that is the retry under way.
  const retryAttempt = submitting && signingIn.failureCount > 0 ? signingIn.failureCount : null;
  const failed = signingIn.error ? signInFailure(signingIn.error) : null;
  // Field problems the server named are shown under the fields instead of a vague banner.
  const failure = failed && !(failed.kind === 'generic' && hasFieldErrors(failed.fields)) ? failed.kind : null;

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
  };

  const focusFirstProblem = (found: FieldProblems) => (found.email ? emailRef : passwordRef).current?.focus();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    signingIn.reset();
    const found = validateLogin(fields);
    setProblems(found);
    if (hasProblems(found)) {
      focusFirstProblem(found);
      return;
    }
    // Whatever went wrong, both fields keep what was typed. The callbacks run only while the form is shown.
    signingIn.mutate(
      { input: fields, signal: newSignal() },
      {
        onSuccess: onSignedIn,
        onError: (error) => {
          const { kind, fields: named } = signInFailure(error);
          if (isUnexpectedSignInFailure(kind)) logError(error, { source: 'sign-in', kind });
          if (hasFieldErrors(named)) {
            setProblems(named);
            focusFirstProblem(named);
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="login-form" aria-busy={submitting}>
      {retryAttempt !== null && <NoticeBanner testId="retry-banner">{t('login.retrying', { attempt: retryAttempt })}</NoticeBanner>}
      {failure && <ErrorBox testId="login-error">{t(`login.errors.${failure}`, { publicUrl: wrongAddressOf(signingIn.error) })}</ErrorBox>}
      <EmailField id="login-email" label={t('fields.email')} error={problems.email && t(`validation.${problems.email}`)} value={fields.email} onChange={update('email')} inputRef={emailRef} />
      <div>
        <TextField
          id="login-password"
          label={t('fields.password')}
          error={problems.password && t(`validation.${problems.password}`)}
          inputRef={passwordRef}
          name="password"
          type="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={fields.password}
          onChange={update('password')}
        />
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
