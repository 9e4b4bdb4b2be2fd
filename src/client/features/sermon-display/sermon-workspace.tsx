import { useMutation } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useSearchParams } from 'react-router';
import { PageMeta } from '#client/components/layout/page-meta.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { UndoNotice } from '#client/components/ui/undo-notice.tsx';
import { useTwinSermon } from '#client/lib/use-twin-sermon.ts';
import { leavingOnPurpose } from '#client/lib/leave-on-purpose.ts';
import type { Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { getGeneratedSermon } from './api/get-generated-sermon.ts';
import { SaveStatusLine } from './save-status.tsx';
import { SermonActions } from './sermon-actions.tsx';
import { PreachLink } from './preach-link.tsx';
import { SermonView } from './sermon-view.tsx';
import { TwinControls } from './twin-controls.tsx';
import { useAutosave } from './use-autosave.ts';
import { ConflictPanel, OtherVersion, SermonEditor, SideBySideLoader } from './workspace-code.ts';

const button =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * The sermon a pastor reads and edits (product §2 Sermon display): the reading view, or with
 * `?edit=1` every section in place, saved as they type; exports always take the words as they now are.
 */
export function SermonWorkspace({ initial, justGenerated = false }: { initial: Sermon; justGenerated?: boolean }) {
  const { t } = useTranslation('display');
  const [searchParams, setSearchParams] = useSearchParams();
  const editing = searchParams.get('edit') === '1';
  // Side by side with the twin (issue 27), kept in the address so a reload or a bookmark keeps it.
  const sideBySide = searchParams.get('side') === '1';
  const [twinId, setTwinId] = useState(initial.twinId);
  const [twinJustMade, setTwinJustMade] = useState(false);
  const { draft, status, errorMessage, conflict, edit, resolve, replace } = useAutosave(initial);
  // The twin, read once for side by side and for the pack's "Both languages".
  const [twinLoad, retryTwin] = useTwinSermon(twinId, initial.document.language);
  const twin = twinLoad.status === 'loaded' ? twinLoad.sermon.document : undefined;
  // Bumped when the document is replaced from outside the editor, so its fields start again from it.
  const [generation, setGeneration] = useState(0);
  const [merging, setMerging] = useState<SermonDocument | null>(null);
  const [askingRestore, setAskingRestore] = useState(false);
  // The sermon as it was before the generated version came back, for Undo.
  const [beforeRestore, setBeforeRestore] = useState<SermonDocument | null>(null);
  const [undoneRestore, setUndoneRestore] = useState(false);
  // Everything goes back to the generated sermon except the private notes: they were never generated.
  const restoring = useMutation({
    mutationFn: () => getGeneratedSermon(initial.id),
    onSuccess: (generated) => {
      let before: SermonDocument | null = null;
      replace((current) => {
        before = current;
        return { ...generated, notes: current.notes };
      });
      setBeforeRestore(before);
      setGeneration((n) => n + 1);
    },
    meta: { errorSource: 'sermon-restore' },
  });
  const unsaved = status !== 'saved';
  const page = useRef<HTMLDivElement>(null);

  // Focus follows the pastor: to the sermon's title when it has just been written (from the top of
  // the page, not scrolled to wherever the form was), to the editor's heading on Edit, and back to
  // the title on Done. Never on an ordinary visit, where the browser's own start is right.
  const editingBefore = useRef(editing);
  useEffect(() => {
    const target = (selector: string) => page.current?.querySelector<HTMLElement>(selector);
    if (editingBefore.current !== editing) {
      editingBefore.current = editing;
      target(editing ? '[data-testid="editor-heading"]' : '[data-testid="sermon-title"]')?.focus();
    }
  }, [editing]);
  useEffect(() => {
    if (!justGenerated) return;
    // At once, not with the page's smooth scrolling: a new page opens at its top, it does not glide there.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    page.current?.querySelector<HTMLElement>('[data-testid="sermon-title"]')?.focus({ preventScroll: true });
    // Once, for the sermon that was handed over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Closing the tab or reloading with unsent edits asks first (they are kept on this device anyway).
  useEffect(() => {
    if (!unsaved) return;
    // Not when the app sends the browser away after asking itself (sign-out with unsent edits).
    const warn = (event: BeforeUnloadEvent) => {
      if (!leavingOnPurpose()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && currentLocation.pathname !== nextLocation.pathname);

  const setParam = (name: 'edit' | 'side', on: boolean) =>
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        if (on) next.set(name, '1');
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  const setEditing = (on: boolean) => setParam('edit', on);
  // The twin's controls move when the view changes (into the sermon's header, or above both
  // columns): focus goes back to the toggle, so a keyboard or screen-reader user stays where they were.
  // The view asked for, until the address shows it (the router applies it a moment later).
  const focusToggleWhen = useRef<boolean | null>(null);
  const setSideBySide = (on: boolean) => {
    focusToggleWhen.current = on;
    setParam('side', on);
  };
  useEffect(() => {
    if (focusToggleWhen.current !== sideBySide) return;
    focusToggleWhen.current = null;
    page.current?.querySelector<HTMLElement>('[data-testid="twin-side-by-side"]')?.focus();
  }, [sideBySide, twinId]);

  function choose(document: SermonDocument) {
    resolve(document);
    setGeneration((n) => n + 1);
  }

  function restore() {
    setAskingRestore(false);
    setUndoneRestore(false);
    restoring.mutate();
  }

  function undoRestore() {
    const before = beforeRestore;
    if (!before) return;
    // Notes written since the restore stay.
    replace((current) => ({ ...before, notes: current.notes }));
    setBeforeRestore(null);
    setUndoneRestore(true);
    setGeneration((n) => n + 1);
  }

  const toolbar = (
    <div className="flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" data-testid="edit-toggle" className={`${button} ${editing ? 'bg-brand-700 text-white hover:bg-brand-800' : 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50'}`} onClick={() => setEditing(!editing)}>
        {editing ? t('actions.done') : t('actions.edit')}
      </button>
      {editing && (
        <button type="button" data-testid="restore-button" className={`${button} border border-slate-300 bg-white text-slate-800 hover:bg-slate-100`} disabled={restoring.isPending || conflict !== null} onClick={() => setAskingRestore(true)}>
          {restoring.isPending ? t('actions.restoring') : t('actions.restore')}
        </button>
      )}
      <SaveStatusLine status={status} errorMessage={errorMessage} />
      {!editing && (
        <TwinControls
          id={initial.id}
          language={draft.language}
          twinId={twinId}
          canMake
          sideBySide={sideBySide}
          onSideBySide={setSideBySide}
          justMade={twinJustMade}
          onMade={(made) => {
            setTwinId(made);
            setTwinJustMade(true);
            setSideBySide(true);
          }}
        />
      )}
      {beforeRestore && (
        <div className="w-full">
          <UndoNotice message={t('actions.restored')} undo={{ label: t('actions.undo'), onChoose: undoRestore }} dismiss={{ label: t('actions.dismiss'), onChoose: () => setBeforeRestore(null) }} focus testId="restored" />
        </div>
      )}
      {undoneRestore && (
        <p role="status" data-testid="restore-undone" className="w-full text-sm font-medium text-slate-800">
          {t('actions.undone')}
        </p>
      )}
      {restoring.isError && (
        <p role="alert" data-testid="restore-error" className="w-full text-sm font-medium text-red-800">
          {t('errors.restore')}
        </p>
      )}
    </div>
  );

  const conflictPanel = conflict && (
    <Suspense fallback={<Spinner />}>
      <ConflictPanel
      mine={draft}
      theirs={conflict.document}
      onKeepMine={() => choose(draft)}
      onKeepTheirs={() => choose(conflict.document)}
      onMerge={() => {
        setMerging(conflict.document);
        choose(draft);
        setEditing(true);
      }}
      />
    </Suspense>
  );

  const dialogs = (
    <>
      <ConfirmDialog
        open={askingRestore}
        title={t('actions.restoreTitle')}
        keep={{ label: t('actions.restoreNo'), onChoose: () => setAskingRestore(false) }}
        confirm={{ label: t('actions.restoreYes'), onChoose: restore }}
        testId="restore-dialog"
      >
        <p>{t('actions.restoreConfirm')}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('save.leaveTitle')}
        keep={{ label: t('save.leaveNo'), onChoose: () => blocker.reset?.() }}
        confirm={{ label: t('save.leaveYes'), onChoose: () => blocker.proceed?.() }}
        testId="leave-dialog"
      >
        <p>{t('save.leaveWarning')}</p>
      </ConfirmDialog>
    </>
  );

  return (
    <>
      <PageMeta title={draft.title || t('titles.page')} />
      {dialogs}
      {editing ? (
        <div ref={page} className="space-y-6">
          <h1 data-testid="editor-heading" tabIndex={-1} className="font-serif text-3xl font-bold text-brand-900 focus:outline-none print:hidden">
            {t('editor.heading')}
          </h1>
          {toolbar}
          {conflictPanel}
          <Suspense fallback={<Spinner />}>
            {merging && <OtherVersion theirs={merging} onClose={() => setMerging(null)} />}
            <div className="print:hidden">
              <SermonEditor key={generation} document={draft} onChange={edit} />
            </div>
          </Suspense>
          <SermonActions document={draft} twin={twin} />
          {/* Printing while editing prints the sermon, not the form. */}
          <div className="hidden print:block" data-testid="print-sermon">
            <SermonView document={draft} actions={null} />
          </div>
        </div>
      ) : (
        <div ref={page} className="space-y-6">
          {conflictPanel}
          {sideBySide && twinId ? (
            <>
              <div className="space-y-3">
                {toolbar}
                <SermonActions document={draft} twin={twin} />
                <PreachLink id={initial.id} />
              </div>
              <Suspense fallback={<Spinner />}>
                <SideBySideLoader original={draft} load={twinLoad} onRetry={retryTwin} />
              </Suspense>
            </>
          ) : (
            <SermonView
              document={draft}
              actions={
                <div className="space-y-3">
                  {toolbar}
                  <SermonActions document={draft} twin={twin} />
                  <PreachLink id={initial.id} />
                </div>
              }
            />
          )}
        </div>
      )}
    </>
  );
}
