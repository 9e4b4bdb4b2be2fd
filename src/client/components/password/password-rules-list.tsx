import { useTranslation } from 'react-i18next';
import { PASSWORD_RULES, PASSWORD_SPECIAL_CHARACTERS, type PasswordRule } from '#shared/password-rules.ts';

/** The wording of one password rule, shared by the live lists and the server's weak-password answer. */
export function usePasswordRuleText(): (rule: PasswordRule) => string {
  const { t } = useTranslation('auth');
  return (rule) => t(`passwordRules.${rule}`, { characters: PASSWORD_SPECIAL_CHARACTERS });
}

/**
 * product §5: each rule of the one password policy listed live while typing (sign-up, reset, change), marked met or not. Not a live region: the
 * password field points at it with aria-describedby, so it is read when the field is focused
 * instead of on every keystroke.
 */
export function PasswordRulesList({ id, unmet }: { id: string; unmet: readonly PasswordRule[] }) {
  const { t } = useTranslation('auth');
  const ruleText = usePasswordRuleText();
  return (
    <div id={id} className="mt-2 rounded-md bg-slate-50 p-3">
      <p id={`${id}-heading`} className="text-sm font-semibold text-slate-800">
        {t('passwordRules.heading')}
      </p>
      <ul data-testid="password-rules" aria-labelledby={`${id}-heading`} className="mt-1 space-y-1 text-sm">
        {PASSWORD_RULES.map((rule) => {
          const met = !unmet.includes(rule);
          return (
            <li key={rule} data-rule={rule} data-met={String(met)} className={`flex items-start gap-2 ${met ? 'text-green-800' : 'text-slate-700'}`}>
              <span aria-hidden="true" className={`mt-0.5 inline-flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-[0.65rem] font-bold ${met ? 'bg-green-700 text-white' : 'border border-slate-500'}`}>
                {met ? '✓' : ''}
              </span>
              <span>
                {ruleText(rule)}
                <span className="sr-only"> ({met ? t('passwordRules.met') : t('passwordRules.unmet')})</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
