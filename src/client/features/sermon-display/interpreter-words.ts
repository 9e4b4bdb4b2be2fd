import type { TFunction } from 'i18next';
import type { ScriptNote } from './interpreter-script.ts';

/**
 * The interpreter's script's words are the display catalog's (`interpreter.*`), read through a `t`
 * in one language: the page's for what the page shows, the preacher's (the sermon's, like the
 * congregation's pack) for the Word file. Both languages' catalogs are loaded on signed-in pages.
 */
export type ScriptT = TFunction<'display'>;

/** What a note says was left out, or how the two sermons differ, in `t`'s language. */
export function scriptNote(t: ScriptT, note: ScriptNote): string {
  const values = { ...note, name: t(`twin.language_${note.language}`) };
  // An empty section is said with that section's own words (Spanish agrees in gender and number).
  return note.kind === 'section-empty' ? t(`interpreter.notes.section-empty.${note.section}`, values) : t(`interpreter.notes.${note.kind}`, values);
}
