import type { ChangeEvent, Ref } from 'react';
import { FormField } from '#client/components/ui/form-field.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';

interface EmailFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The e-mail input of every account form: the right keyboard on phones, no auto-capitalizing. */
export function EmailField({ id, label, error, value, onChange, inputRef }: EmailFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => (
        <input
          {...aria}
          ref={inputRef}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          value={value}
          onChange={onChange}
          className={inputClass}
        />
      )}
    </FormField>
  );
}
