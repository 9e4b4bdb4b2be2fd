import { useState, type ChangeEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MAX_LENGTH } from '#shared/password-rules.ts';
import { inputClass } from '#client/components/ui/form-styles.ts';

interface PasswordInputProps {
  aria: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  autoComplete: 'new-password' | 'current-password';
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A password field with a show/hide button, so a long password can be checked before sending. */
export function PasswordInput({ aria, name, value, onChange, autoComplete, placeholder, inputRef }: PasswordInputProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input
        {...aria}
        ref={inputRef}
        name={name}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={PASSWORD_MAX_LENGTH}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        className={`${inputClass} pr-12`}
      />
      <button
        type="button"
        onClick={() => setVisible((shown) => !shown)}
        aria-label={visible ? t('passwordToggle.hide') : t('passwordToggle.show')}
        aria-controls={aria.id}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700"
      >
        <EyeIcon crossed={visible} />
      </button>
    </div>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
