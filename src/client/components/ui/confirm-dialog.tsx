import { useEffect, useId, useRef, type ReactNode } from 'react';

/**
 * A question asked before an action that cannot be taken back (cancelling the subscription), as a
 * modal <dialog> rather than window.confirm: it speaks the page's language, a screen reader reads
 * its title and text, focus moves into it and stays, and Escape or the first (focused) button keeps
 * things as they were. Focus goes back to the button that opened it when it closes (the browser
 * does this for showModal()).
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  keepLabel,
  onConfirm,
  onKeep,
  testId,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  keepLabel: string;
  onConfirm: () => void;
  onKeep: () => void;
  testId?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      // Escape: the browser closes the dialog; the state follows.
      onCancel={onKeep}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-5 text-slate-900 shadow-xl backdrop:bg-slate-950/60"
      data-testid={testId}
    >
      {open && (
        <>
          <h2 id={titleId} className="font-serif text-xl font-bold">
            {title}
          </h2>
          <div id={bodyId} className="mt-2 space-y-2 text-base">
            {children}
          </div>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              autoFocus
              onClick={onKeep}
              className="min-h-11 rounded-md bg-brand-700 px-4 py-2 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {keepLabel}
            </button>
            <button
              type="button"
              onClick={onConfirm}
              className="min-h-11 rounded-md border border-red-700 bg-white px-4 py-2 text-base font-semibold text-red-800 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
            >
              {confirmLabel}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
