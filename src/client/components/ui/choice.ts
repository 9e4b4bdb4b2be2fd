import type { ReactNode } from 'react';

/**
 * One button of a question or a notice: the words on it and what choosing it does. The dialog and
 * the undo notice each offer two, so a caller names a button's label and action together rather
 * than in separate `…Label` and `on…` props that have to be kept in step.
 */
export interface Choice {
  label: string;
  onChoose: () => void;
}

/** The dialog's question (confirm-dialog.tsx, drawn by modal-confirm.tsx). */
export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The first button, focused on opening: leaves things as they were (as Escape and a click outside do). */
  keep: Choice;
  /** The action that cannot be taken back. */
  confirm: Choice;
  /** Names the dialog for tests; its buttons get `<testId>-keep` and `<testId>-confirm`. */
  testId?: string;
}
