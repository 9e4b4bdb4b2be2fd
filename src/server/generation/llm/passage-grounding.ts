import type { Language } from '#shared/languages.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { definitionFor } from '../../bible/glossary.ts';
import { findThemes } from '../../bible/sermon-themes.ts';
import { wordStudiesForVerse } from '../../bible/word-studies.ts';
import { GenerationError } from '../sermon-engine.ts';
import { seededChooser } from '../offline/seeded-random.ts';

/** Verses of the passage given to the model, and key words: enough to ground it, bounded in size. */
const GROUNDING_VERSES = 12;
const GROUNDING_WORDS = 8;
/** Verses of each candidate passage for a theme: enough to choose from, bounded in size. */
const CANDIDATE_VERSES = 4;

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
      const meaning = definitionFor(word.entry, language, shown);
      lines.push(`- ${shown} (${word.strong}, ${es ? word.entry.es.headword : word.entry.en.headword}): ${meaning}`);
    }
  }
  lines.push(es ? 'Escriba sobre estas palabras. Este es el pasaje principal: cítelo como mainReference. Dé solo referencias; nunca copie ni parafrasee el texto de los versículos.' : 'Write about these words. This is the main passage: cite it as mainReference. Give references only; never copy or paraphrase verse text.');
  return lines.join('\n');
}

/** Candidate passages given to the model for a theme: enough to choose three points from. */
const CANDIDATES = 5;

/**
 * For a theme without a passage: the verified text of candidate passages, so the model writes about
 * real words and picks its references among them. A theme the bilingual theme map knows gives its
 * first passages (cheap: no index to load); any other theme the passages the offline engine would
 * preach it from (Nave's topics, a word search: three to four). Empty when nothing speaks to it.
 */
export async function themeGrounding(input: { title: string; language: Language; audienceType: string; languageStyle: string }): Promise<string> {
  const { language } = input;
  const passages = await candidatePassages(input);
  if (passages.length === 0) return '';
  const es = language === 'es';
  const lines = [es ? `Pasajes candidatos para este tema, con su texto verificado (Reina-Valera 1909):` : `Candidate passages for this theme, with their verified text (King James Version):`];
  for (const passage of passages) {
    lines.push(`${passage.label}:`);
    for (const verse of passage.verses.slice(0, CANDIDATE_VERSES)) lines.push(`[${verse.chapter}:${verse.verse}] ${verse.text}`);
  }
  lines.push(
    es
      ? 'Elija entre estos pasajes el principal (mainReference) y los de los puntos, y escriba sobre sus palabras. Dé solo referencias; nunca copie ni parafrasee el texto de los versículos.'
      : 'Choose the main passage (mainReference) and the points’ passages among these, and write about their words. Give references only; never copy or paraphrase verse text.',
  );
  return lines.join('\n');
}

async function candidatePassages(input: { title: string; language: Language; audienceType: string; languageStyle: string }): Promise<QuotedPassage[]> {
  const { title, language } = input;
  const bible = bibleFor(language);
  // A theme typed in either language works for either, as in the offline engine.
  const theme = findThemes(title, language)[0] ?? findThemes(title, language === 'es' ? 'en' : 'es')[0];
  if (theme) {
    // The map's references are in English form, and each exists in both Bibles.
    const mapped = theme.passages.flatMap((passage) => parseReferences(passage.reference, 'en')).flatMap((range) => quotePassage(bible, range) ?? []);
    if (mapped.length >= 3) return mapped.slice(0, CANDIDATES);
  }
  // Loaded only for such a theme: its indexes (Nave's topics, the word search) are large.
  const { selectPassages } = await import('../offline/select-passages.ts');
  try {
    const selection = selectPassages({ title, language }, seededChooser(JSON.stringify([title.toLowerCase(), language, input.audienceType, input.languageStyle])));
    return [...new Map([selection.main, ...selection.points].map((passage) => [passage.reference, passage])).values()];
  } catch (error) {
    // A theme no passage speaks to: the model chooses its own, every reference still checked.
    if (error instanceof GenerationError) return [];
    throw error;
  }
}
