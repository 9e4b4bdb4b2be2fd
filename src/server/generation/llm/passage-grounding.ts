import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import type { QuotedPassage } from '../../bible/quote-reference.ts';
import { wordStudiesForVerse } from '../../bible/word-studies.ts';

/** Verses of the passage given to the model, and key words: enough to ground it, bounded in size. */
const GROUNDING_VERSES = 12;
const GROUNDING_WORDS = 8;

/**
 * The verified text the model writes about (issue 19): the passage (its first verses), the verse
 * before and after, and the key words of its first verses with their meanings from the glossary,
 * in the sermon's language. The model reads these; it still cites and never quotes.
 */
export function passageGrounding(passage: QuotedPassage, language: Language): string {
  const bible = bibleFor(language);
  const book = passage.range.start.book;
  const verses = passage.verses.slice(0, GROUNDING_VERSES);
  const first = verses[0]!;
  const last = verses.at(-1)!;
  const before = bible.verse(book, first.chapter, first.verse - 1);
  const after = bible.verse(book, last.chapter, last.verse + 1);
  const es = language === 'es';
  const lines = [es ? `Texto verificado de ${passage.label} (Reina-Valera 1909):` : `Verified text of ${passage.label} (King James Version):`];
  if (before) lines.push(`[${first.chapter}:${first.verse - 1}, ${es ? 'versículo anterior' : 'verse before'}] ${before}`);
  for (const verse of verses) lines.push(`[${verse.chapter}:${verse.verse}] ${verse.text}`);
  if (after) lines.push(`[${last.chapter}:${last.verse + 1}, ${es ? 'versículo siguiente' : 'verse after'}] ${after}`);
  const words = verses.slice(0, 3).flatMap((verse) => wordStudiesForVerse({ book, chapter: verse.chapter, verse: verse.verse })).slice(0, GROUNDING_WORDS);
  if (words.length > 0) {
    lines.push(es ? 'Palabras clave (Strong):' : "Key words (Strong's):");
    for (const word of words) {
      const shown = es ? (word.spanish ?? word.entry.es.headword) : word.english;
      const meaning = es ? word.entry.es.definition : word.entry.en.definition;
      lines.push(`- ${shown} (${word.strong}, ${es ? word.entry.es.headword : word.entry.en.headword}): ${meaning}`);
    }
  }
  lines.push(es ? 'Escriba sobre estas palabras. Este es el pasaje principal: cítelo como mainReference. Dé solo referencias; nunca copie ni parafrasee el texto de los versículos.' : 'Write about these words. This is the main passage: cite it as mainReference. Give references only; never copy or paraphrase verse text.');
  return lines.join('\n');
}
