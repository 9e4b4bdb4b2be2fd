import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '#shared/auth-schemas.ts';
import type { MeResponse } from '#shared/session-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { newPasswordReady } from '#shared/password-rules.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { TextField } from '#client/components/ui/text-field.tsx';
import { useFieldProblems } from '#client/components/ui/use-field-problems.ts';
import { logError } from '#client/lib/error-log.ts';
import { signUp } from './api/sign-up.ts';
import { confirmationMismatch, validateSignup, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox, NoticeBanner } from '#client/components/ui/form-messages.tsx';
import { PasswordInput } from '#client/components/password/password-input.tsx';
import { NewPasswordField } from '#client/components/password/new-password-field.tsx';
import { isUnexpectedSignupFailure, type SignupFailure } from './signup-errors.ts';
import { SignupFailureMessage } from './signup-failure-message.tsx';
import { signupFailureOf, signupMutation } from './signup-submission.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';
import { useSignupThrottle } from './use-signup-throttle.ts';
import { useTimeouts } from './use-timeouts.ts';

type Fields = { name: string; email: string; password: string; confirm: string };

/**
 * product §2/§4/§5 sign-up form: live password rules (the one policy), show/hide on both password fields, the local throttle with its countdown, a 2 s
 * lock after each submission, one retry of a lost connection or server failure.
 */
export function SignupForm({ onSignedUp }: { onSignedUp: (user: MeResponse) => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [fields, setFields] = useState<Fields>({ name: '', email: '', password: '', confirm: '' });
  const { problems, setProblems, check, clear } = useFieldProblems<FieldProblems>();
  const [submitted, setSubmitted] = useState(false);
  const signingUp = useMutation(signupMutation(signUp));
  const [failure, setFailure] = useState<SignupFailure | 'throttled' | null>(null);
  const [locked, setLocked] = useState(false);
  const throttle = useSignupThrottle();
  const schedule = useTimeouts();
  const newSignal = useRequestScope();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const blocked = throttle.secondsLeft > 0;
  const busy = signingUp.isPending;
  // The library counts the failures: one means the retry is under way.
  const retrying = busy && signingUp.failureCount > 0;
  const canSubmit = !busy && !locked && !blocked && newPasswordReady(fields.password);
  const mismatch = confirmationMismatch(fields.password, fields.confirm, submitted);
  // A block message makes no sense once the block is over.
  const isBlockFailure = failure === 'throttled' || (failure !== null && failure.kind === 'server_busy');
  const shownFailure = isBlockFailure && !blocked ? null : failure;

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (name === 'email' || name === 'name') clear(name);
  };

  // Everything typed stays; the button rests for 2 s so a double click cannot send twice.
  const rest = (shown: SignupFailure | 'throttled') => {
    setLocked(true);
    schedule(() => setLocked(false), TIMINGS.signupSubmitLockMs);
    setFailure(shown);
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitted(true);
    setFailure(null);
    if (!check(validateSignup(fields), (found) => (found.email ? emailRef : confirmRef).current?.focus())) return;
    if (!throttle.attempt()) {
      rest('throttled');
      return;
    }
    signingUp.mutate(
      { input: { ...(fields.name.trim() ? { name: fields.name } : {}), email: fields.email, password: fields.password, language }, signal: newSignal() },
      {
        onSuccess: onSignedUp,
        onError: (error) => {
          const found = signupFailureOf(error);
          if (found.blockMs > 0) throttle.block(found.blockMs);
          if (isUnexpectedSignupFailure(found.kind)) logError(error, { source: 'sign-up', kind: found.kind });
          if (found.kind === 'invalid_input') {
            setProblems(found.fields);
            if (found.fields.email) emailRef.current?.focus();
            else if (found.fields.name) nameRef.current?.focus();
          }
          rest(found);
        },
      },
    );
  }

  let buttonLabel = t('signup.submit');
  if (busy) buttonLabel = retrying ? t('signup.retrying') : t('signup.submitting');

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="signup-form" aria-busy={busy}>
      {retrying && <NoticeBanner testId="signup-retrying">{t('signup.retryingNotice')}</NoticeBanner>}
      {shownFailure && (
        <ErrorBox testId="signup-error">
          <SignupFailureMessage failure={shownFailure} />
        </ErrorBox>
      )}
      {blocked && (
        // role="timer" is not announced on every tick; the red box above already said why.
        <div role="timer" data-testid="signup-blocked" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('signup.blockedCountdown', { seconds: throttle.secondsLeft })}
        </div>
      )}
      <TextField id="signup-name" label={t('fields.name')} hint={t('fields.nameHint')} error={problems.name && t(`validation.${problems.name}`)} inputRef={nameRef} name="name" type="text" autoComplete="name" maxLength={DISPLAY_NAME_MAX} value={fields.name} onChange={update('name')} data-testid="signup-name" />
      <EmailField id="signup-email" label={t('fields.email')} error={problems.email && t(`validation.${problems.email}`)} value={fields.email} onChange={update('email')} inputRef={emailRef} />
      <NewPasswordField id="signup-password" label={t('fields.password')} error={problems.password && t(`validation.${problems.password}`)} value={fields.password} onChange={update('password')} />
      <FormField id="signup-confirm" label={t('fields.confirmPassword')} error={mismatch ? t('validation.passwords_mismatch') : undefined}>
        {(aria) => <PasswordInput aria={aria} inputRef={confirmRef} name="confirm" autoComplete="new-password" value={fields.confirm} onChange={update('confirm')} />}
      </FormField>
      <SubmitButton busy={busy} disabled={!canSubmit}>
        {buttonLabel}
      </SubmitButton>
    </form>
  );
}
