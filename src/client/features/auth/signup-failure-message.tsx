import { useTranslation } from 'react-i18next';
import { usePasswordRuleText } from '#client/components/password/password-rules-list.tsx';
import type { SignupFailure } from './signup-errors.ts';
import { SentenceWithLink } from './sentence-with-link.tsx';

/** The red box's content for a failed sign-up (product §8 Signup). */
export function SignupFailureMessage({ failure }: { failure: SignupFailure | 'throttled' }) {
  const { t } = useTranslation('auth');
  const ruleText = usePasswordRuleText();

  if (failure === 'throttled') return <p>{t('signup.blockedNow')}</p>;
  switch (failure.kind) {
    case 'already_registered':
      return <SentenceWithLink text={t('signup.errors.already_registered')} linkText={t('signup.signInInstead')} to="login" />;
    case 'weak_password':
      if (failure.reasons.length === 0) return <p>{t('signup.errors.generic')}</p>;
      return (
        <>
          <p>{t('signup.weakPasswordIntro')}</p>
          <ul className="mt-1 list-disc pl-5">
            {failure.reasons.map((rule) => (
              <li key={rule}>{ruleText(rule)}</li>
            ))}
          </ul>
        </>
      );
    case 'wrong_address':
      return <p>{t('signup.errors.wrong_address', { publicUrl: failure.publicUrl })}</p>;
    case 'invalid_input':
      // Shown under the fields concerned; the box only repeats the generic advice.
      return <p>{t('signup.errors.generic')}</p>;
    default:
      return <p>{t(`signup.errors.${failure.kind}`)}</p>;
  }
}
