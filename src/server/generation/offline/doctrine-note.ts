// The Oneness note a point takes when it is preached on a verse often read as teaching more than
// one God (data/content/doctrine-notes.json): Matthew 28:19's "in the name", 1 John 5:7, Genesis
// 1:26's "Let us make"... A sermon gives each note once, on the point whose clause has the note's
// words, or else on the first point whose passage holds the verse.
import type { Language } from '#shared/languages.ts';
import { foldText } from '../../bible/fold-text.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { doctrineNoteList } from '../../content/content-files.ts';
import type { QuotedPassage } from '../../bible/quote-reference.ts';
import type { ReadPoint } from './read-point.ts';

interface PlacedNote {
  key: string;
  book: string;
  chapter: number;
  verse: number;
  anchor: Record<Language, string>;
  text: Record<Language, string>;
}

let placed: PlacedNote[] | null = null;

function notes(): PlacedNote[] {
  placed ??= doctrineNoteList().flatMap((note) => {
    const start = parseReferences(note.verse, 'en')[0]?.start;
    if (!start?.verse) return [];
    return [{ key: note.verse, book: start.book, chapter: start.chapter, verse: start.verse, anchor: note.anchor, text: { en: note.en, es: note.es } }];
  });
  return placed;
}

const plain = (text: string) => ` ${foldText(text.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;

/**
 * The words of a note's anchor when this clause of this verse holds it ("in the name" of Matthew
 * 28:19): the point's word study is then on one of them, the word the note explains, and not on
 * "Father" or "Son", which preached as the point's word would read the verse as three.
 */
export function anchorWords(clause: { text: string; book: string; chapter: number; verse: number }, language: Language): Set<string> {
  const note = notes().find((one) => one.book === clause.book && one.chapter === clause.chapter && one.verse === clause.verse && plain(clause.text).includes(plain(one.anchor[language])));
  return new Set(note ? plain(note.anchor[language]).trim().split(' ') : []);
}

/** The note for this point, or null; `given` keeps a sermon from saying one note twice. */
export function doctrineNoteFor(point: ReadPoint, language: Language, given: Set<string>): string | null {
  const { clause, passage } = point.outline;
  for (const note of notes()) {
    if (given.has(note.key) || note.book !== clause.book) continue;
    const onClause = clause.chapter === note.chapter && clause.verse === note.verse && plain(clause.text).includes(plain(note.anchor[language]));
    const inPassage = passage !== null && passage.verses.some((verse) => verse.chapter === note.chapter && verse.verse === note.verse);
    if (onClause || inPassage) {
      given.add(note.key);
      return note.text[language];
    }
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
