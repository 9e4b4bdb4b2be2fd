import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';

/**
 * Says what was just done and offers to take it back, instead of asking first (a point removed,
 * the generated version restored). It stays until the pastor undoes, dismisses, or does something
 * else that replaces it: a notice that vanished on a timer would be gone before a screen-reader user
 * or a slow reader reached its button. The message is announced politely; focus moves to Undo when
 * `focus` is set, because the control the pastor used has just disappeared.
 */
export function UndoNotice({
  message,
  undoLabel,
  dismissLabel,
  onUndo,
  onDismiss,
  focus = false,
  testId,
}: {
  message: string;
  undoLabel: string;
  dismissLabel: string;
  onUndo: () => void;
  onDismiss: () => void;
  focus?: boolean;
  testId?: string;
}) {
  const undo = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) undo.current?.focus();
  }, [focus, message]);
  return (
    <div data-testid={testId} className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-900 print:hidden">
      <p role="status" className="min-w-0 basis-full font-medium sm:flex-1 sm:basis-0">
        {message}
      </p>
      <Button ref={undo} tone="primary" testId={testId ? `${testId}-undo` : undefined} onClick={onUndo}>
        {undoLabel}
      </Button>
      <Button tone="quiet" testId={testId ? `${testId}-dismiss` : undefined} onClick={onDismiss}>
        {dismissLabel}
      </Button>
    </div>
  );
}
