import { lazy } from 'react';
import { loadConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';

// The sermon page's code for editing, for a save that met another device's, and for side by side
// with the twin. The page shows its sermon without it (less to fetch and run before a phone shows
// the sermon, decision 0054) and asks for it as soon as the sermon shows, so that Edit answers at
// once and the copy of the page kept for use without a network holds it too.
const editor = () => import('./sermon-editor.tsx');
const conflict = () => import('./conflict-panel.tsx');
const sideBySide = () => import('./side-by-side.tsx');

export const SermonEditor = lazy(() => editor().then((module) => ({ default: module.SermonEditor })));
export const ConflictPanel = lazy(() => conflict().then((module) => ({ default: module.ConflictPanel })));
export const OtherVersion = lazy(() => conflict().then((module) => ({ default: module.OtherVersion })));
export const SideBySideLoader = lazy(() => sideBySide().then((module) => ({ default: module.SideBySideLoader })));

/**
 * Fetches all of it, and the dialog's code (the page asks before leaving unsent edits, and before a
 * restore), so the copy kept for use offline has it too. Settles either way: without a network the
 * sermon is still there to read.
 */
export async function loadWorkspaceCode(): Promise<void> {
  await Promise.allSettled([editor(), conflict(), sideBySide(), loadConfirmDialog()]);
}
