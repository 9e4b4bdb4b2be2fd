import { withoutControlCharacters } from '#shared/plain-text.ts';

/**
 * Text cut to at most `max` characters at the last space that fits, with an ellipsis: never inside
 * a word (a single word longer than `max` is the one exception, cut where it must be).
 */
export function shorten(text: string, max: number): { text: string; shortened: boolean } {
  // Control characters go first (decision 0025), so a vertical tab is not taken for a space.
  const whole = withoutControlCharacters(text).replace(/\s+/g, ' ').trim();
  if (whole.length <= max) return { text: whole, shortened: false };
  const room = whole.slice(0, max); // the ellipsis takes the place of the space it is cut at
  const space = room.lastIndexOf(' ');
  const kept = (space > 0 ? room.slice(0, space) : room.slice(0, max - 1)).replace(/[\s,;:.!?¿¡—-]+$/u, '');
  return { text: `${kept}…`, shortened: true };
}

/** The first sentence of a paragraph of prose (up to . ? ! and the quote that closes it), or the whole line. */
export function firstSentence(text: string): string {
  const line = text.split(/\r?\n/).map((part) => part.trim()).find((part) => part !== '') ?? '';
  const match = /^.+?[.!?][”»’"]?(?=\s|$)/u.exec(line);
  return match ? match[0] : line;
}
