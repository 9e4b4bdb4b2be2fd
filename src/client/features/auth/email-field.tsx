import type { ChangeEvent, Ref } from 'react';
import { TextField } from '#client/components/ui/text-field.tsx';

interface EmailFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/** The e-mail input of every account form: the right keyboard on phones, no auto-capitalizing. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} name="email" type="email" inputMode="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />;
}
