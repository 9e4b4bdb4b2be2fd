import type { ChangeEvent, Ref } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { unmetPasswordRules } from '#shared/password-rules.ts';
import { PasswordInput } from './password-input.tsx';
import { PasswordRulesList } from './password-rules-list.tsx';

interface NewPasswordFieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A new password (sign-up, reset, change): the field, and under it the rules it does not meet yet,
 * which the screen reader reads with the field.
 */
export function NewPasswordField({ id, label, error, value, onChange, placeholder, inputRef }: NewPasswordFieldProps) {
  const rulesId = `${id}-rules`;
  return (
    <div>
      <FormField id={id} label={label} error={error}>
        {(aria) => (
          <PasswordInput
            aria={{ ...aria, 'aria-describedby': [aria['aria-describedby'], rulesId].filter(Boolean).join(' ') }}
            inputRef={inputRef}
            name="password"
            autoComplete="new-password"
            placeholder={placeholder}
            value={value}
            onChange={onChange}
          />
        )}
      </FormField>
      <PasswordRulesList id={rulesId} unmet={unmetPasswordRules(value)} />
    </div>
  );
}
