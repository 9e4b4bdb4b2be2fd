import { passageLabel } from '#shared/passage-label.ts';
import type { QuotedVerse, Sermon } from '#shared/sermon.ts';

function mainPassage(sermon: Pick<Sermon, 'mainScripture' | 'verses'>): QuotedVerse | undefined {
  const verses = Array.isArray(sermon.verses) ? sermon.verses : [];
  return verses.find((verse) => verse.reference === sermon.mainScripture);
}

/** The Bible text of the sermon's main scripture, when the server supplied it. */
export function mainPassageText(sermon: Pick<Sermon, 'mainScripture' | 'verses'>): string {
  return mainPassage(sermon)?.text.trim() ?? '';
}

/**
 * The main scripture as the sermon shows it: the reference, with a note in the sermon's language
 * when only part of a long passage is quoted ("Luke 15:11-32 (verses 11-40 shown)").
 */
export function mainScriptureLabel(sermon: Pick<Sermon, 'mainScripture' | 'verses' | 'language'>): string {
  const reference = sermon.mainScripture.trim();
  const passage = mainPassage(sermon);
  return passage?.shown ? passageLabel({ reference, shown: passage.shown }, sermon.language) : reference;
}
