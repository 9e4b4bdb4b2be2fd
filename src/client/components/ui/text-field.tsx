import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './form-field.tsx';
import { inputClass } from './form-styles.ts';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  id: string;
  label: string;
  error: string | undefined;
  hint?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}

/** A one-line input of a form with its label, hint and error (FormField), in the forms' look. */
export function TextField({ id, label, error, hint, inputRef, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint}>
      {(aria) => <input {...input} {...aria} ref={inputRef} className={inputClass} />}
    </FormField>
  );
}
