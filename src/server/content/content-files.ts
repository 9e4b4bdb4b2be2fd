// The composer's content files, read and checked on first use: the server does not pay for them
// in memory or start-up time until a sermon is composed offline.
import fs from 'node:fs';
import type { OsisBook } from '#server/bible/osis-books.ts';
import type { Language } from '#shared/languages.ts';
import { projectPath } from '../project-paths.ts';
import { bookContextFileSchema, type BookContextText } from './book-context-schema.ts';
import { composerFileSchema, type ComposerFile, type ComposerText } from './composer-schema.ts';
import { doctrineNotesFileSchema, type DoctrineNote } from './doctrine-notes-schema.ts';
import { englishWordsFileSchema, type EnglishWords } from './english-words-schema.ts';
import { illustrationsFileSchema, type Illustration } from './illustrations-schema.ts';
import { themesFileSchema, type SermonTheme } from './themes-schema.ts';

let composer: ComposerFile | null = null;
let themes: readonly SermonTheme[] | null = null;
let illustrations: readonly Illustration[] | null = null;
let doctrineNotes: readonly DoctrineNote[] | null = null;
let englishWordSets: EnglishWords | null = null;
let bookContext: Map<string, { en: BookContextText; es: BookContextText }> | null = null;

const readJson = (path: string): unknown => JSON.parse(fs.readFileSync(projectPath(path), 'utf8'));

/** The composer's wording in one language (data/content/composer.json). */
export function composerText(language: Language): ComposerText {
  composer ??= composerFileSchema.parse(readJson('data/content/composer.json'));
  return composer[language];
}

/** A book's context statements in one language (data/content/book-context.json), or null for an unknown book. */
export function bookContextFor(book: OsisBook | string, language: Language): BookContextText | null {
  bookContext ??= new Map(bookContextFileSchema.parse(readJson('data/content/book-context.json')).map((entry) => [entry.book, entry]));
  return bookContext.get(book)?.[language] ?? null;
}

/** The bilingual theme map (data/content/themes.json). */
export function sermonThemes(): readonly SermonTheme[] {
  themes ??= themesFileSchema.parse(readJson('data/content/themes.json'));
  return themes;
}

/** The library of original stories, each in both languages (data/content/illustrations.json). */
export function illustrationLibrary(): readonly Illustration[] {
  illustrations ??= illustrationsFileSchema.parse(readJson('data/content/illustrations.json')).stories;
  return illustrations;
}

/** The Oneness notes on verses often read as teaching more than one God (data/content/doctrine-notes.json). */
export function doctrineNoteList(): readonly DoctrineNote[] {
  doctrineNotes ??= doctrineNotesFileSchema.parse(readJson('data/content/doctrine-notes.json')).notes;
  return doctrineNotes;
}

/** The KJV English words treated by their grammar (data/content/english-words.json), as sets. */
export function englishWords(): EnglishWords {
  if (!englishWordSets) {
    const file = englishWordsFileSchema.parse(readJson('data/content/english-words.json'));
    englishWordSets = { taggedAlong: new Set(file.taggedAlong), pointing: new Set(file.pointing), coarse: new Set(file.coarse) };
  }
  return englishWordSets;
}
