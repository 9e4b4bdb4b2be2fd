import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISPLAY_NAME_MAX } from '#shared/auth-schemas.ts';
import type { MeResponse } from '#shared/session-schemas.ts';
import { TIMINGS } from '#shared/constants.ts';
import { newPasswordReady } from '#shared/password-rules.ts';
import { useLanguage } from '#client/components/layout/use-language.ts';
import { FormField } from '#client/components/ui/form-field.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';
import { logError } from '#client/lib/error-log.ts';
import { signUp } from './api/sign-up.ts';
import { confirmationMismatch, hasProblems, validateSignup, type FieldProblems } from './auth-validation.ts';
import { EmailField } from './email-field.tsx';
import { ErrorBox, NoticeBanner } from '#client/components/ui/form-messages.tsx';
import { PasswordInput } from '#client/components/password/password-input.tsx';
import { NewPasswordField } from '#client/components/password/new-password-field.tsx';
import { isUnexpectedSignupFailure, type SignupFailure } from './signup-errors.ts';
import { SignupFailureMessage } from './signup-failure-message.tsx';
import { submitSignup } from './signup-submission.ts';
import { sleep } from './sleep.ts';
import { SubmitButton } from './submit-button.tsx';
import { useRequestScope } from './use-request-scope.ts';
import { useSignupThrottle } from './use-signup-throttle.ts';
import { useTimeouts } from './use-timeouts.ts';

type Fields = { name: string; email: string; password: string; confirm: string };
type Phase = 'idle' | 'submitting' | 'retrying';


/**
 * product §2/§4/§5 sign-up form: live password rules (the one policy), show/hide on both password fields, the local throttle with its countdown, a 2 s
 * lock after each submission, one retry of a lost connection or server failure.
 */
export function SignupForm({ onSignedUp }: { onSignedUp: (user: MeResponse) => void }) {
  const { t } = useTranslation('auth');
  const language = useLanguage();
  const [fields, setFields] = useState<Fields>({ name: '', email: '', password: '', confirm: '' });
  const [problems, setProblems] = useState<FieldProblems>({});
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>('idle');
  const [failure, setFailure] = useState<SignupFailure | 'throttled' | null>(null);
  const [locked, setLocked] = useState(false);
  const throttle = useSignupThrottle();
  const schedule = useTimeouts();
  const newSignal = useRequestScope();
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const blocked = throttle.secondsLeft > 0;
  const busy = phase !== 'idle';
  const canSubmit = !busy && !locked && !blocked && newPasswordReady(fields.password);
  const mismatch = confirmationMismatch(fields.password, fields.confirm, submitted);
  // A block message makes no sense once the block is over.
  const isBlockFailure = failure === 'throttled' || (failure !== null && failure.kind === 'server_busy');
  const shownFailure = isBlockFailure && !blocked ? null : failure;

  const update = (name: keyof Fields) => (event: ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    if (name === 'email' || name === 'name') setProblems((current) => ({ ...current, [name]: undefined }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitted(true);
    setFailure(null);
    const found = validateSignup(fields);
    setProblems(found);
    if (hasProblems(found)) {
      (found.email ? emailRef : confirmRef).current?.focus();
      return;
    }
    setPhase('submitting');
    const result = await submitSignup(
      { ...(fields.name.trim() ? { name: fields.name } : {}), email: fields.email, password: fields.password, language },
      { signUp, sleep, signal: newSignal(), onRetry: () => setPhase('retrying'), throttle },
    );
    if (result.status === 'aborted') return;
    if (result.status === 'success') {
      onSignedUp(result.user);
      return;
    }
    // Everything typed stays; the button rests for 2 s so a double click cannot send twice.
    setPhase('idle');
    setLocked(true);
    schedule(() => setLocked(false), TIMINGS.signupSubmitLockMs);
    if (result.status === 'throttled') {
      setFailure('throttled');
      return;
    }
    if (isUnexpectedSignupFailure(result.failure.kind)) logError(result.error, { source: 'sign-up', kind: result.failure.kind });
    if (result.failure.kind === 'invalid_input') {
      setProblems(result.failure.fields);
      if (result.failure.fields.email) emailRef.current?.focus();
      else if (result.failure.fields.name) nameRef.current?.focus();
    }
    setFailure(result.failure);
  }

  let buttonLabel = t('signup.submit');
  if (phase === 'submitting') buttonLabel = t('signup.submitting');
  if (phase === 'retrying') buttonLabel = t('signup.retrying');

  return (
    <form noValidate onSubmit={submit} className="space-y-5" data-testid="signup-form" aria-busy={busy}>
      {phase === 'retrying' && <NoticeBanner testId="signup-retrying">{t('signup.retryingNotice')}</NoticeBanner>}
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
      <FormField id="signup-name" label={t('fields.name')} hint={t('fields.nameHint')} error={problems.name && t(`validation.${problems.name}`)}>
        {(aria) => <input {...aria} ref={nameRef} name="name" type="text" autoComplete="name" maxLength={DISPLAY_NAME_MAX} className={inputClass} value={fields.name} onChange={update('name')} data-testid="signup-name" />}
      </FormField>
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
