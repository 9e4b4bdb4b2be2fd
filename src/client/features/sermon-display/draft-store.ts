import { DRAFT_PREFIX } from '#client/lib/device-copies.ts';
import { isSermonUpdate } from '#client/lib/sermon-checks.generated.ts';
import type { SermonDocument } from '#shared/sermon-document.ts';

/**
 * Edits the server does not have yet, kept on this device (product §2 Sermon display): written on
 * every change, removed once a save of exactly that document succeeds, so they survive a reload,
 * a lost connection and a closed tab. `revision` is the server revision the edits were based on.
 */
interface LocalDraft {
  document: SermonDocument;
  revision: number;
}

const key = (id: string) => `${DRAFT_PREFIX}${id}`;

export function readDraft(id: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(key(id));
    if (!raw) return null;
    // What a save sends: a document and the revision it was based on (its compiled check).
    const draft: unknown = JSON.parse(raw);
    return isSermonUpdate(draft) ? draft : null;
  } catch {
    return null;
  }
}

export function writeDraft(id: string, draft: LocalDraft): void {
  try {
    localStorage.setItem(key(id), JSON.stringify(draft));
  } catch {
    // Storage full or refused (private mode): the edit still goes to the server.
  }
}

export function clearDraft(id: string): void {
  try {
    localStorage.removeItem(key(id));
  } catch {
    // Nothing kept, nothing to clear.
  }
}
