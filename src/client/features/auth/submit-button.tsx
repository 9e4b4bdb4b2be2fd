import type { ReactNode } from 'react';
import { primaryButtonClass } from '#client/components/ui/form-styles.ts';

interface SubmitButtonProps {
  busy: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/** The form's real submit button, with a spinner while the request runs. */
export function SubmitButton({ busy, disabled = false, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={busy || disabled} className={primaryButtonClass}>
      {busy && <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white border-t-transparent" />}
      {children}
    </button>
  );
}
