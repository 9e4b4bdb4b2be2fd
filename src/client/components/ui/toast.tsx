import type { ReactNode, Ref } from 'react';

type ToastVariant = 'success' | 'warning' | 'info';

const VARIANT_CLASSES: Record<ToastVariant, { box: string; icon: string }> = {
  success: { box: 'border-green-600 bg-green-50 text-green-900', icon: 'text-green-700' },
  warning: { box: 'border-yellow-500 bg-yellow-100 text-yellow-900', icon: 'text-yellow-800' },
  info: { box: 'border-brand-600 bg-brand-50 text-brand-900', icon: 'text-brand-700' },
};

interface ToastProps {
  variant?: ToastVariant;
  children: ReactNode;
  testId?: string;
  ref?: Ref<HTMLDivElement>;
}

/** A polite status message; the caller decides when it appears and disappears. */
export function Toast({ variant = 'info', children, testId, ref }: ToastProps) {
  const classes = VARIANT_CLASSES[variant];
  return (
    <div
      ref={ref}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-testid={testId}
      data-variant={variant}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm font-medium shadow-lg ring-1 ring-black/5 transition duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none ${classes.box}`}
    >
      <ToastIcon variant={variant} className={`mt-0.5 h-5 w-5 shrink-0 ${classes.icon}`} />
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}

/** Pins toasts to the bottom of the viewport, above the page, centred on phones. */
export function ToastViewport({ children }: { children: ReactNode }) {
  return <div className="pointer-events-none fixed inset-x-0 bottom-4 z-50 mx-auto flex w-full max-w-md flex-col gap-2 px-4 sm:bottom-6">{children}</div>;
}

function ToastIcon({ variant, className }: { variant: ToastVariant; className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      {variant === 'success' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M8 12.5l2.5 2.5L16 9.5" />
        </>
      )}
      {variant === 'warning' && (
        <>
          <path d="M12 3.5L2.5 20h19L12 3.5z" />
          <path d="M12 10v4M12 17h.01" />
        </>
      )}
      {variant === 'info' && (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </>
      )}
    </svg>
  );
}
