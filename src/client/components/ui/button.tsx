import type { ButtonHTMLAttributes, Ref } from 'react';

/** The looks a button of the app's own controls takes: the main action, a destructive one, a quiet one. */
const TONES = {
  primary: 'min-h-11 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-brand-600',
  danger: 'min-h-11 rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-red-700',
  quiet: 'min-h-11 rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100 focus-visible:outline-brand-600',
} as const;

/**
 * A button that submits nothing unless told to (`type="button"` by default), in one of the app's
 * tones, with a visible focus ring; `className` adds to the tone (or, without a tone, is the look).
 */
export function Button({
  tone,
  className = '',
  testId,
  type = 'button',
  ref,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { tone?: keyof typeof TONES; testId?: string | undefined; ref?: Ref<HTMLButtonElement> }) {
  const look = tone ? `${TONES[tone]} focus-visible:outline-2 focus-visible:outline-offset-2 ${className}` : className;
  return <button ref={ref} type={type} data-testid={testId} className={look.trim()} {...rest} />;
}
