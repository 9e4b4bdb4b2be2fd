import type { SermonContent } from '#shared/sermon.ts';

/** The part of the sermon the stream has produced so far (SPEC §2: the sermon taking shape). */
export type SermonPartial = Partial<Pick<SermonContent, 'title' | 'mainScripture' | 'introduction' | 'points'>>;

/** Folds a `partial` event's data into what has arrived so far; malformed fields are ignored. */
export function mergePartial(current: SermonPartial, incoming: unknown): SermonPartial {
  if (!incoming || typeof incoming !== 'object') return current;
  const data = incoming as Record<string, unknown>;
  const next: SermonPartial = { ...current };
  for (const key of ['title', 'mainScripture', 'introduction'] as const) {
    if (typeof data[key] === 'string') next[key] = data[key];
  }
  if (Array.isArray(data.points)) next.points = data.points.filter((point): point is string => typeof point === 'string');
  return next;
}

/** A point's heading: its first line, without a leading number or markdown emphasis. */
export function pointHeading(point: string): string {
  const firstLine = point.trim().split(/\r?\n/, 1)[0] ?? '';
  return firstLine.replace(/^\s*(?:\d+[.)]\s*|[-*]\s+)/, '').replace(/\*\*/g, '').trim();
}
