/**
 * One button of a question or a notice: the words on it and what choosing it does. The dialog and
 * the undo notice each offer two, so a caller names a button's label and action together rather
 * than in separate `…Label` and `on…` props that have to be kept in step.
 */
export interface Choice {
  label: string;
  onChoose: () => void;
}
