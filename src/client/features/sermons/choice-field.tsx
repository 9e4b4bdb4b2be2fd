import { FormField } from '#client/components/ui/form-field.tsx';
import { inputClass } from '#client/components/ui/form-styles.ts';

interface ChoiceFieldProps {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  value: string;
  options: ReadonlyArray<{ value: string; label: string; lang?: string }>;
  onChange: (value: string) => void;
}

/** One labelled, required select of the generator (audience, language, style). */
export function ChoiceField({ id, name, label, error, value, options, onChange }: ChoiceFieldProps) {
  return (
    <FormField id={id} label={label} error={error}>
      {(aria) => (
        <select {...aria} name={name} required data-testid={id} value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
