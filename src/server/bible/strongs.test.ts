import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-paths.ts';
import { bibleFor } from './bible-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';
import { normalizeStrong, oneSpelling, strongsEntry, strongsForVerse } from './strongs.ts';

const word = (book: string, chapter: number, verse: number, text: string) => strongsForVerse({ book, chapter, verse }).filter((w) => w.text === text);

describe("KJV Strong's numbers", () => {
  it('knows the Greek word behind John 3:16', () => {
    const words = strongsForVerse({ book: 'John', chapter: 3, verse: 16 });
    expect(words.find((w) => w.text === 'loved')?.strong).toBe('G25');
    expect(words.find((w) => w.text === 'the world')?.strong).toBe('G2889');
    expect(words.find((w) => w.text === 'only begotten')?.strong).toBe('G3439');
    expect(words.find((w) => w.text === 'believeth')?.strong).toBe('G4100');
    // "should not perish": one Greek verb the English splits around "not"
    expect(words.filter((w) => w.strong === 'G622').map((w) => w.text)).toEqual(['should', 'perish']);
    const text = bibleFor('en').verse('John', 3, 16)!;
    for (const w of words) expect(text.slice(w.start, w.end)).toBe(w.text);
  });

  it('knows the Hebrew word behind Genesis 1:1', () => {
    expect(word('Gen', 1, 1, 'created')[0]?.strong).toBe('H1254');
    expect(word('Gen', 1, 1, 'God')[0]?.strong).toBe('H430');
    // "In the" has no number of its own; "the" before "heaven" neither
    expect(strongsForVerse({ book: 'Gen', chapter: 1, verse: 1 }).map((w) => w.text)).toEqual(['beginning', 'God', 'created', 'heaven', 'and', 'earth']);
  });

  it('tags the words of Acts 2:38 a preacher explains', () => {
    expect(word('Acts', 2, 38, 'Repent')[0]?.strong).toBe('G3340');
    expect(word('Acts', 2, 38, 'baptized')[0]?.strong).toBe('G907');
    expect(word('Acts', 2, 38, 'name')[0]?.strong).toBe('G3686');
    expect(word('Acts', 2, 38, 'Ghost')[0]?.strong).toBe('G4151');
    expect(word('Acts', 2, 38, 'remission')[0]?.strong).toBe('G859');
  });

  it('matches its words to the app’s KJV text in every verse', () => {
    const kjv = bibleFor('en');
    let verses = 0;
    let tagged = 0;
    for (const { id } of OSIS_BOOKS) {
      for (let chapter = 1; chapter <= kjv.chapterCount(id); chapter++) {
        for (let verse = 1; verse <= kjv.verseCount(id, chapter); verse++) {
          const text = kjv.verse(id, chapter, verse);
          if (!text) continue;
          verses++;
          const words = strongsForVerse({ book: id, chapter, verse });
          tagged += words.length;
          for (const w of words) if (text.slice(w.start, w.end) !== w.text || !/^[GH]\d+$/.test(w.strong)) throw new Error(`${id} ${chapter}:${verse} ${w.text}`);
        }
      }
    }
    expect(verses).toBe(31102);
    // Every tagged phrase of the module found its place (the import reports 348,746).
    expect(tagged).toBeGreaterThan(348_000);
    // The encoded data holds exactly what decodes: nothing was cut short by a mismatch.
    const data = JSON.parse(fs.readFileSync(projectPath('data/bible/kjv-strongs.json'), 'utf8')) as { books: Array<{ chapters: string[] }> };
    const encoded = data.books.reduce((n, b) => n + b.chapters.reduce((m, c) => m + c.split(/[ |]/).filter(Boolean).length, 0), 0);
    expect(tagged).toBe(encoded);
  });

  it('gives nothing for a verse that does not exist', () => {
    expect(strongsForVerse({ book: 'John', chapter: 3, verse: 99 })).toEqual([]);
    expect(strongsForVerse({ book: 'Nope', chapter: 1, verse: 1 })).toEqual([]);
  });
});

describe("Strong's dictionaries", () => {
  it('has the Greek entries', () => {
    expect(strongsEntry('G25')).toEqual({ strong: 'G25', language: 'greek', lemma: 'ἀγαπάω', transliteration: 'agapáō', definition: 'to love (in a social or moral sense)', kjvUsage: '(be-)love(-ed)' });
    expect(strongsEntry('G26')?.definition).toMatch(/^love, i\.e\. affection or benevolence/);
    expect(strongsEntry('G907')?.kjvUsage).toContain('baptize');
    expect(strongsEntry('G2316')?.definition).toMatch(/^a deity, especially \(with G3588\) the supreme Divinity/);
  });

  it('has the Hebrew entries, with the commas the e-text lost put back', () => {
    const bara = strongsEntry('H1254')!;
    expect(bara).toMatchObject({ language: 'hebrew', lemma: 'בּרא', transliteration: "bârâ'" });
    expect(bara.definition).toMatch(/^\(absolutely\) to create; \(qualified\) to cut down/);
    expect(bara.kjvUsage).toMatch(/^choose, create/);
    expect(strongsEntry('H3068')?.transliteration).toBe('yehôvâh');
    expect(strongsEntry('H7307')?.definition).toMatch(/^wind; by resemblance breath/);
    expect(strongsEntry('H2617')?.kjvUsage).toContain('mercy');
  });

  it('forgives zeros and case, and knows what it lacks', () => {
    expect(normalizeStrong('g0025')).toBe('G25');
    expect(strongsEntry('h01254')?.strong).toBe('H1254');
    expect(strongsEntry('G99999')).toBeNull();
    expect(strongsEntry('love')).toBeNull();
  });
});

it('gives a word Strong’s spells several ways by its first spelling, and a word of one spelling whole', () => {
  expect(oneSpelling(strongsEntry('H4268')!)).toEqual({ lemma: 'מחסה', transliteration: 'machăseh' });
  expect(oneSpelling(strongsEntry('G26')!)).toEqual({ lemma: strongsEntry('G26')!.lemma, transliteration: strongsEntry('G26')!.transliteration });
});
