import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef } from 'react';
import { Button } from './button.tsx';
import type { ConfirmDialogProps } from './choice.ts';

/**
 * The app's one dialog (decision 0039), loaded by confirm-dialog.tsx when first needed: a question asked before an action that cannot be taken
 * back (cancelling the subscription, deleting or restoring a sermon, leaving unsaved words,
 * signing out with edits the server does not have), rather than window.confirm, so it speaks the
 * page's language. Radix's modal dialog names it by its title and describes it by its text for a
 * screen reader, keeps focus inside and the rest of the page inert, and closes on Escape or a
 * click outside; each of those keeps things as they were, as does the first button, which gets
 * focus when it opens.
 */
export function ModalConfirm({
  open,
  title,
  children,
  keep,
  confirm,
  testId,
}: ConfirmDialogProps) {
  // The dialogs open from app state, not from a Radix trigger, so Radix has no trigger to give
  // focus back to: the element that had focus when the dialog opened gets it back.
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);

  return (
    <Dialog.Root open={open} onOpenChange={(stillOpen) => !stillOpen && keep.onChoose()}>
      <Dialog.Portal>
        {/* Not Radix's Overlay: its scroll lock injects a <style> element, which the app's CSP
            (style-src 'self') refuses. The page behind stays inert all the same. */}
        <div aria-hidden="true" className="fixed inset-0 z-50 bg-slate-950/60" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-5 text-slate-900 shadow-xl [overflow-wrap:anywhere]"
          data-testid={testId}
        >
          <Dialog.Title className="font-serif text-xl font-bold">{title}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-2 space-y-2 text-base">{children}</div>
          </Dialog.Description>
          <div className="mt-5 flex flex-wrap justify-end gap-2">
            <Button tone="primary" className="text-base" onClick={keep.onChoose} testId={testId && `${testId}-keep`}>
              {keep.label}
            </Button>
            <Button tone="danger" className="text-base" onClick={confirm.onChoose} testId={testId && `${testId}-confirm`}>
              {confirm.label}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
