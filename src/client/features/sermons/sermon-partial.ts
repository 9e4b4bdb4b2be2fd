import type { PartialSermonDocument } from '#shared/sermon-document.ts';

/** The draft rebuilt from the stream's deltas so far (product §2: the sermon taking shape). */
export type SermonPartial = PartialSermonDocument;

/** The points that have a heading so far, in order (the others are still being written). */
export function previewPoints(partial: SermonPartial): Array<{ heading: string; explanation: string }> {
  return (partial.points ?? []).flatMap((point) => (point.heading.trim() ? [{ heading: point.heading.trim(), explanation: point.explanation ?? '' }] : []));
}
