import type { SermonDocument, SermonPoint } from '#shared/sermon-document.ts';

/**
 * A change to the sermon, applied to the document as it is when the change lands, never to a copy
 * taken earlier (issue 26): a reference lookup that answers after 1.5 s then sets its passage and
 * nothing else, so the words typed meanwhile in the other fields stay.
 */
export type DocumentUpdate = (current: SermonDocument) => SermonDocument;

/** Sets the given top-level fields (title, introduction, main passage, …) and keeps the rest as it now is. */
export const setFields =
  (patch: Partial<Omit<SermonDocument, 'points'>>): DocumentUpdate =>
  (current) => ({ ...current, ...patch });

/** Sets the given fields of one point; a point that is no longer there changes nothing. */
export const setPoint =
  (index: number, patch: Partial<SermonPoint>): DocumentUpdate =>
  (current) =>
    index < 0 || index >= current.points.length ? current : { ...current, points: current.points.map((point, i) => (i === index ? { ...point, ...patch } : point)) };

/** Moves an item of a list from one place to another (points, and the editor's keys for them). */
export function reorder<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

export const movePoint =
  (from: number, to: number): DocumentUpdate =>
  (current) => ({ ...current, points: reorder(current.points, from, to) });

export const removePoint =
  (index: number): DocumentUpdate =>
  (current) => ({ ...current, points: current.points.filter((_, i) => i !== index) });

/** Puts a removed point back where it was (or at the end, when fewer points are left before it). */
export const insertPoint =
  (index: number, point: SermonPoint): DocumentUpdate =>
  (current) => {
    const points = [...current.points];
    points.splice(Math.min(Math.max(0, index), points.length), 0, point);
    return { ...current, points };
  };

const emptyPoint = (): SermonPoint => ({ heading: '', passage: null, explanation: '', application: '' });

export const addPoint = (): DocumentUpdate => (current) => ({ ...current, points: [...current.points, emptyPoint()] });

/**
 * What the draft becomes when a save answers. Only when nothing changed since the request left is
 * the server's copy (with its re-quoted Bible text) taken; otherwise what the pastor typed
 * meanwhile stays, and is sent next (`settled: false`).
 */
export function afterSave(current: SermonDocument, sent: SermonDocument, saved: SermonDocument): { draft: SermonDocument; settled: boolean } {
  return current === sent ? { draft: saved, settled: true } : { draft: current, settled: false };
}
