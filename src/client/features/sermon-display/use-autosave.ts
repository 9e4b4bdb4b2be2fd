import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, NetworkError } from '#client/lib/api-client.ts';
import { logError } from '#client/lib/error-log.ts';
import { sermonChanged } from '#client/lib/server-state/sermon-queries.ts';
import { withDefaults } from '#client/lib/sermon-answer.ts';
import { isSermonConflict } from '#client/lib/sermon-checks.generated.ts';
import type { Sermon } from '#shared/sermon.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';
import { updateSermon } from './api/update-sermon.ts';
import { afterSave, type DocumentUpdate } from './document-updates.ts';
import { keepOfflineCopy } from '#client/lib/offline-copy.ts';
import { clearDraft, readDraft, writeDraft } from './draft-store.ts';

/** How long after the last keystroke a save starts (product §2 Sermon display: about a second). */
const AUTOSAVE_DELAY_MS = 1000;
/** How long a save the server asked to wait for (429: too many saves this minute; 503) waits before it is sent again. */
const RETRY_LATER_MS = 5000;

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'offline' | 'conflict' | 'error';

interface Autosave {
  /** The sermon as the server last answered it. */
  sermon: Sermon;
  /** What the pastor sees and edits. */
  draft: SermonDocument;
  status: SaveStatus;
  /** The server's localized message when a save was refused (a reference that does not exist). */
  errorMessage: string;
  /** The server's newer version when this one was based on a stale revision (another tab, another device). */
  conflict: Sermon | null;
  /** Applies a change to the draft as it is now (never to an older copy: a late answer keeps what was typed since). */
  edit: (update: DocumentUpdate) => void;
  /** Ends a conflict: the chosen or merged document is saved over the server's current revision. */
  resolve: (document: SermonDocument) => void;
  /** Replaces the draft and saves it at once (restoring the generated version, and undoing that). */
  replace: (update: DocumentUpdate) => void;
}

const same = (a: SermonDocument, b: SermonDocument) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The editing loop: every change is kept on this device at once and sent ~1 s after typing stops;
 * the local copy goes only when the server has exactly that document. Offline, it waits for the
 * connection; a stale revision (409) stops and shows both versions instead of overwriting either.
 */
export function useAutosave(initial: Sermon): Autosave {
  const id = initial.id;
  const queryClient = useQueryClient();
  const [start] = useState(() => {
    const local = readDraft(id);
    if (!local || same(local.document, initial.document)) {
      if (local) clearDraft(id);
      return { draft: initial.document, status: 'saved' as SaveStatus, conflict: null as Sermon | null, revision: initial.revision };
    }
    // Unsent edits from an earlier visit: sent again, unless the server moved on meanwhile.
    if (local.revision === initial.revision) return { draft: local.document, status: 'pending' as SaveStatus, conflict: null, revision: initial.revision };
    return { draft: local.document, status: 'conflict' as SaveStatus, conflict: initial, revision: local.revision };
  });
  const [sermon, setSermon] = useState(initial);
  const [draft, setDraft] = useState(start.draft);
  const [status, setStatus] = useState<SaveStatus>(start.status);
  const [errorMessage, setErrorMessage] = useState('');
  const [conflict, setConflict] = useState<Sermon | null>(start.conflict);
  const draftRef = useRef(start.draft);
  const revisionRef = useRef(start.revision);
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const blocked = useRef(start.conflict !== null);
  const conflictRef = useRef(start.conflict);

  const save = useCallback(async () => {
    clearTimeout(timer.current);
    if (inFlight.current || blocked.current) return;
    const sent = draftRef.current;
    inFlight.current = true;
    setStatus('saving');
    try {
      const saved = await updateSermon(id, sent, revisionRef.current);
      revisionRef.current = saved.revision;
      setSermon(saved);
      // The copy on this device follows the server's, so the page opened offline shows the last save.
      keepOfflineCopy(saved);
      // The cache too: the history shows the new title, and the page opened again starts from this.
      sermonChanged(queryClient, saved);
      // Read now, when the answer lands: whatever was typed while the save was on its way stays.
      const { draft: next, settled } = afterSave(draftRef.current, sent, saved.document);
      if (settled) {
        // The server's copy holds the passages' Bible text: shown from now on.
        clearDraft(id);
        draftRef.current = next;
        setDraft(next);
        setStatus('saved');
      } else {
        writeDraft(id, { document: draftRef.current, revision: saved.revision });
        timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
        setStatus('pending');
      }
    } catch (error) {
      if (error instanceof NetworkError) setStatus('offline');
      else if (error instanceof ApiRequestError && (error.status === 429 || error.status === 503)) {
        // The server asked for a pause (decision 0025): the edit stays on this device and goes again
        // by itself, even if the pastor has stopped typing.
        timer.current = setTimeout(() => void save(), RETRY_LATER_MS);
        setStatus('pending');
      } else if (error instanceof ApiRequestError && error.status === 409) {
        if (isSermonConflict(error.body)) {
          const theirs = withDefaults(error.body.sermon);
          blocked.current = true;
          conflictRef.current = theirs;
          setConflict(theirs);
          setStatus('conflict');
        } else setStatus('error');
      } else {
        if (!(error instanceof ApiRequestError && error.status === 422)) logError(error, { source: 'sermon-autosave' });
        setErrorMessage(error instanceof ApiRequestError ? error.message : '');
        setStatus('error');
      }
    } finally {
      inFlight.current = false;
    }
  }, [id, queryClient]);

  const schedule = useCallback(
    (document: SermonDocument) => {
      draftRef.current = document;
      setDraft(document);
      writeDraft(id, { document, revision: revisionRef.current });
      if (blocked.current) return;
      setStatus((current) => (current === 'offline' ? 'offline' : 'pending'));
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [id, save],
  );

  const edit = useCallback(
    (update: DocumentUpdate) => {
      const current = draftRef.current;
      const next = update(current);
      // A late answer that changes nothing (its point was removed meanwhile) starts no save.
      if (next !== current) schedule(next);
    },
    [schedule],
  );

  const resolve = useCallback(
    (document: SermonDocument) => {
      const server = conflictRef.current;
      if (server) {
        revisionRef.current = server.revision;
        setSermon(server);
      }
      conflictRef.current = null;
      setConflict(null);
      blocked.current = false;
      schedule(document);
    },
    [schedule],
  );

  const replace = useCallback(
    (update: DocumentUpdate) => {
      // Through the same save: the generated version becomes a new revision, never a rewrite of history.
      schedule(update(draftRef.current));
      void save();
    },
    [schedule, save],
  );

  // Unsent edits from an earlier visit go out at once; an offline page retries when the connection returns.
  useEffect(() => {
    if (start.status === 'pending') void save();
    const online = () => void save();
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(timer.current);
    };
  }, [save, start.status]);

  return { sermon, draft, status, errorMessage, conflict, edit, resolve, replace };
}
