/** The display's action buttons: at least 44 px tall (touch), a visible focus ring, dimmed while busy. */
export const actionButton =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

export const secondaryButton = `${actionButton} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`;
