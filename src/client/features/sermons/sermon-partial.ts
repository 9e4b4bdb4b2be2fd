import { partialSermonDocumentSchema, type PartialSermonDocument } from '#shared/sermon-document.ts';

/** The part of the sermon document the stream has produced so far (product §2: the sermon taking shape). */
export type SermonPartial = PartialSermonDocument;

/** Folds a `partial` event's data (a partial document) into what has arrived so far; malformed fields are ignored. */
export function mergePartial(current: SermonPartial, incoming: unknown): SermonPartial {
  const parsed = partialSermonDocumentSchema.safeParse(incoming);
  if (!parsed.success) return current;
  const next: SermonPartial = { ...current };
  for (const [key, value] of Object.entries(parsed.data) as Array<[keyof SermonPartial, SermonPartial[keyof SermonPartial]]>) {
    if (value !== undefined) Object.assign(next, { [key]: value });
  }
  return next;
}

/** The point headings that have arrived, in order (empty ones are still being written). */
export function pointHeadings(partial: SermonPartial): string[] {
  return (partial.points ?? []).map((point) => point.heading.trim()).filter((heading) => heading !== '');
}
