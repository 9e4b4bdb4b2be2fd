import { useEffect, useRef } from 'react';
import { Button } from './button.tsx';
import type { Choice } from './choice.ts';

/**
 * Says what was just done and offers to take it back, instead of asking first (a point removed,
 * the generated version restored). It stays until the pastor undoes, dismisses, or does something
 * else that replaces it: a notice that vanished on a timer would be gone before a screen-reader user
 * or a slow reader reached its button. The message is announced politely; focus moves to Undo when
 * `focus` is set, because the control the pastor used has just disappeared.
 */
export function UndoNotice({
  message,
  undo,
  dismiss,
  focus = false,
  testId,
}: {
  message: string;
  undo: Choice;
  dismiss: Choice;
  focus?: boolean;
  /** Names the notice for tests; its buttons get `<testId>-undo` and `<testId>-dismiss`. */
  testId?: string;
}) {
  const undoButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus) undoButton.current?.focus();
  }, [focus, message]);
  return (
    <div data-testid={testId} className="flex flex-wrap items-center gap-3 rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-slate-900 print:hidden">
      <p role="status" className="min-w-0 basis-full font-medium sm:flex-1 sm:basis-0">
        {message}
      </p>
      <Button ref={undoButton} tone="primary" testId={testId && `${testId}-undo`} onClick={undo.onChoose}>
        {undo.label}
      </Button>
      <Button tone="quiet" testId={testId && `${testId}-dismiss`} onClick={dismiss.onChoose}>
        {dismiss.label}
      </Button>
    </div>
  );
}
