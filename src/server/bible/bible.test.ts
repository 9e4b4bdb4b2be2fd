import { describe, expect, it } from 'vitest';
import { bibleFor } from './bible-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';
import { parseReferences } from './parse-references.ts';
import { resolvePassage } from './resolve-passage.ts';

const lookup = (text: string, language: 'en' | 'es') => {
  const ranges = parseReferences(text, language);
  if (ranges.length === 0) return 'garbage' as const;
  const passages = ranges.map((range) => resolvePassage(bibleFor(language), range));
  return passages.some((p) => p === null) ? ('missing' as const) : passages.map((p) => ({ reference: p!.reference, first: p!.verses[0]!.text, count: p!.verses.length }));
};

describe('Bible data', () => {
  it('has the whole KJV: 66 books, 31,102 verses, clean text', () => {
    const kjv = bibleFor('en');
    expect(OSIS_BOOKS.filter((book) => kjv.chapterCount(book.id) > 0)).toHaveLength(66);
    expect(kjv.totalVerses()).toBe(31_102);
    expect(kjv.verse('John', 3, 16)).toBe('For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.');
    expect(kjv.verse('Gen', 1, 2)).toContain('darkness was upon the face of the deep');
  });

  it('has the whole Reina-Valera 1909: 66 books with Spanish names, Strong\'s markup stripped', () => {
    const rv = bibleFor('es');
    expect(OSIS_BOOKS.filter((book) => rv.chapterCount(book.id) > 0)).toHaveLength(66);
    expect(OSIS_BOOKS.map((book) => rv.bookName(book.id)).slice(39, 44)).toEqual(['Mateo', 'Marcos', 'Lucas', 'Juan', 'Hechos']);
    expect(rv.totalVerses()).toBeGreaterThan(31_000);
    const acts = rv.verse('Acts', 2, 38)!;
    expect(acts).toBe('Y Pedro les dice: Arrepentíos, y bautícese cada uno de vosotros en el nombre de Jesucristo para perdón de los pecados; y recibiréis el don del Espíritu Santo.');
    expect(acts).not.toMatch(/<|strong:/);
  });

  it('keeps the Spanish numbering of Jonah: 1:17 has no verse, 2:1 holds the great fish', () => {
    const rv = bibleFor('es');
    expect(rv.verse('Jonah', 1, 17)).toBeNull();
    expect(rv.verse('Jonah', 2, 1)).toMatch(/^Mas Jehová había prevenido un gran pez/);
    expect(bibleFor('en').verse('Jonah', 1, 17)).toMatch(/^Now the LORD had prepared a great fish/);
  });
});

describe('references in English', () => {
  it.each([
    ['John 3:16', 'John 3:16', 1],
    ['john 3:16', 'John 3:16', 1],
    ['Jn 3:16', 'John 3:16', 1],
    ['John 3:16-18', 'John 3:16-18', 3],
    ['Acts 2:38-39', 'Acts 2:38-39', 2],
    ['1 Co 13:4', '1 Corinthians 13:4', 1],
    ['1 Cor 13:4-7', '1 Corinthians 13:4-7', 4],
    ['Ps 23', 'Psalm 23', 6],
    ['Psalm 23:1', 'Psalm 23:1', 1],
    ['Rom 6:23', 'Romans 6:23', 1],
    ['Eph 4:4-6', 'Ephesians 4:4-6', 3],
    ['Col 2:9', 'Colossians 2:9', 1],
    ['Deut 6:4', 'Deuteronomy 6:4', 1],
    ['Heb 12:14', 'Hebrews 12:14', 1],
    ['Rev 22:21', 'Revelation 22:21', 1],
    ['Jude 1:3', 'Jude 1:3', 1],
    ['Song 2:4', 'Song of Solomon 2:4', 1],
    ['John 3:36-4:2', 'John 3:36-4:2', 3],
  ])('%s → %s (%i verses)', (text, reference, count) => {
    const result = lookup(text, 'en');
    expect(result).not.toBe('garbage');
    expect(result).not.toBe('missing');
    expect(result).toEqual([expect.objectContaining({ reference, count })]);
  });

  it('reads a list of passages', () => {
    expect(lookup('John 3:16; Acts 2:38', 'en')).toEqual([expect.objectContaining({ reference: 'John 3:16' }), expect.objectContaining({ reference: 'Acts 2:38' })]);
  });

  it.each(['John 99:99', 'John 3:99', 'Jude 2:1', 'Psalm 151', 'Obadiah 1:22'])('%s does not exist', (text) => {
    expect(lookup(text, 'en')).toBe('missing');
  });

  it.each(['', 'faith', 'hello world 3:16', 'DROP TABLE users', '<script>alert(1)</script>'])('%j names no passage', (text) => {
    expect(lookup(text, 'en')).toBe('garbage');
  });
});

describe('references in Spanish', () => {
  it.each([
    ['Juan 3:16', 'Juan 3:16', 1],
    ['Juan 3:16-18', 'Juan 3:16-18', 3],
    ['Jn 3:16', 'Juan 3:16', 1],
    ['1 Co 13:4', '1 Corintios 13:4', 1],
    ['1 Corintios 13:4-7', '1 Corintios 13:4-7', 4],
    ['Sal 23', 'Salmo 23', 6],
    ['Salmos 23:1', 'Salmos 23:1', 1],
    ['Hechos 2:38', 'Hechos 2:38', 1],
    ['Hch 2:38-39', 'Hechos 2:38-39', 2],
    ['Ro 6:23', 'Romanos 6:23', 1],
    ['Efesios 4:5', 'Efesios 4:5', 1],
    ['Col 2:9', 'Colosenses 2:9', 1],
    ['Dt 6:4', 'Deuteronomio 6:4', 1],
    ['Hebreos 12:14', 'Hebreos 12:14', 1],
    ['Ap 22:21', 'Apocalipsis 22:21', 1],
    ['Jonás 2:1', 'Jonás 2:1', 1],
    ['Mateo 28:19', 'Mateo 28:19', 1],
    ['Lucas 24:47', 'Lucas 24:47', 1],
    ['Isaías 9:6', 'Isaías 9:6', 1],
    ['Génesis 1:1', 'Génesis 1:1', 1],
  ])('%s → %s (%i verses)', (text, reference, count) => {
    expect(lookup(text, 'es')).toEqual([expect.objectContaining({ reference, count })]);
  });

  it('reads the chapter of Jonah without its empty slot', () => {
    const result = lookup('Jonás 1', 'es');
    expect(result).toEqual([expect.objectContaining({ reference: 'Jonás 1', count: 16 })]);
  });

  it.each(['Juan 99:99', 'Jonás 1:17', 'Judas 2:1', 'Sal 151'])('%s does not exist', (text) => {
    expect(lookup(text, 'es')).toBe('missing');
  });

  it.each(['fe', 'la gracia de Dios', 'hola 3:16'])('%j names no passage', (text) => {
    expect(lookup(text, 'es')).toBe('garbage');
  });
});
