import type { Sermon } from '#shared/sermon.ts';

/** The Bible text of the sermon's main scripture, when the server supplied it. */
export function mainPassageText(sermon: Pick<Sermon, 'mainScripture' | 'verses'>): string {
  const verses = Array.isArray(sermon.verses) ? sermon.verses : [];
  return verses.find((verse) => verse.reference === sermon.mainScripture)?.text.trim() ?? '';
}
