// The Oneness note a point takes when it is preached on a verse often read as teaching more than
// one God (data/content/doctrine-notes.json): Matthew 28:19's "in the name", 1 John 5:7, Genesis
// 1:26's "Let us make"... A sermon gives each note once, on the first point whose verses hold it.
import type { Language } from '#shared/languages.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { doctrineNoteList } from '../../content/content-files.ts';
import type { QuotedPassage } from '../../bible/quote-reference.ts';

interface PlacedNote {
  key: string;
  book: string;
  chapter: number;
  verse: number;
  text: Record<Language, string>;
}

let placed: PlacedNote[] | null = null;

function notes(): PlacedNote[] {
  placed ??= doctrineNoteList().flatMap((note) => {
    const start = parseReferences(note.verse, 'en')[0]?.start;
    if (!start?.verse) return [];
    return [{ key: note.verse, book: start.book, chapter: start.chapter, verse: start.verse, text: { en: note.en, es: note.es } }];
  });
  return placed;
}

/** The note for a point on these verses (the first not given yet), or null; `given` keeps a sermon from saying one note twice. */
export function doctrineNoteForVerses(book: string, verses: ReadonlyArray<{ chapter: number; verse: number }>, language: Language, given: Set<string>): string | null {
  for (const note of notes()) {
    if (given.has(note.key) || note.book !== book || !verses.some((verse) => verse.chapter === note.chapter && verse.verse === note.verse)) continue;
    given.add(note.key);
    return note.text[language];
  }
  return null;
}

/** The notes on the verses of a passage read but not preached point by point (a theme sermon's opening passage). */
export function doctrineNotesOnPassage(passage: QuotedPassage, language: Language, given: Set<string>): string[] {
  return notes()
    .filter((note) => !given.has(note.key) && note.book === passage.book && passage.verses.some((verse) => verse.chapter === note.chapter && verse.verse === note.verse))
    .map((note) => {
      given.add(note.key);
      return note.text[language];
    });
}
