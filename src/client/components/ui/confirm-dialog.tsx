import { useEffect, useState } from 'react';
import { logError } from '#client/lib/error-log.ts';
import type { ConfirmDialogProps } from './choice.ts';
import type { ModalConfirm } from './modal-confirm.tsx';

type DialogCode = typeof ModalConfirm;

let loaded: DialogCode | null = null;
let loading: Promise<DialogCode> | null = null;

/**
 * Fetches the dialog's code (Radix: half of what the working pages shared, 8 of 16 KB as sent): no page needs
 * it to show, so they start without it (decision 0054), and every signed-in page asks for it once
 * the browser is idle (sign-out-warning.tsx), so it is there before a question is asked, even if the
 * connection is lost by then. A fetch that failed is tried again on the next ask.
 */
export function loadConfirmDialog(): Promise<DialogCode> {
  loading ??= import('./modal-confirm.tsx').then(
    (code) => (loaded = code.ModalConfirm),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The app's one dialog: a question asked before an action that cannot be taken back, in the
 * page's language (modal-confirm.tsx, decision 0039). Nothing is drawn while it is closed, so its
 * code loads only when it is first needed, if it has not come already.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [Modal, setModal] = useState<DialogCode | null>(() => loaded);
  useEffect(() => {
    if (Modal || !props.open) return;
    let live = true;
    loadConfirmDialog().then(
      // A component kept in state is set through a function, or React would call it.
      (ready) => live && setModal(() => ready),
      (error: unknown) => logError(error, { source: 'confirm-dialog' }),
    );
    return () => {
      live = false;
    };
  }, [Modal, props.open]);
  return Modal ? <Modal {...props} /> : null;
}
