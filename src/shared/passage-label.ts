import type { Language } from './languages.ts';

/**
 * A quoted passage as the sermon and the passage API carry it: `reference` is always the passage
 * asked for ("Luke 15:11-32"), re-parseable as it stands; `shown` is present only when the text
 * holds fewer verses than that, and says which ("15:11-40", or "3:1-4:8" across chapters).
 */
interface ShownPassage {
  reference: string;
  shown?: string;
}

/** The verse numbers of `shown` as a reader wants them: "11-40" within one chapter, else "3:1-4:8". */
function shownVerses(shown: string): { verses: string; single: boolean } {
  const sameChapter = /^\d+:(\d+)(?:-(\d+))?$/.exec(shown);
  if (!sameChapter) return { verses: shown, single: false };
  const [, first, last] = sameChapter;
  return last && last !== first ? { verses: `${first}-${last}`, single: false } : { verses: first!, single: true };
}

/**
 * How a quoted passage is labelled wherever it is shown (the sermon, its PDF and copied text, the
 * passage lookup): the reference, and when only part of it is quoted, a plain note saying which
 * verses are shown — "Luke 15:11-32 (verses 11-40 shown)", "Lucas 15:11-32 (se muestran los
 * versículos 11-40)". The note is in the sermon's language, like the reference.
 */
export function passageLabel(passage: ShownPassage, language: Language): string {
  if (!passage.shown) return passage.reference;
  const { verses, single } = shownVerses(passage.shown);
  if (language === 'es') return `${passage.reference} (${single ? `se muestra el versículo ${verses}` : `se muestran los versículos ${verses}`})`;
  return `${passage.reference} (${single ? `verse ${verses}` : `verses ${verses}`} shown)`;
}
