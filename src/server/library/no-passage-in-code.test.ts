import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OSIS_BOOKS } from '../bible/osis-books.ts';

// Passage knowledge is data (decision 0026): no source file of the sermon engines, the library or
// the Bible layer names a book with a chapter to make a passage come out right; what is true of
// one passage lives in its library entry. The one exception is the altar call's Acts 2:38 (and
// Acts 2:4 for the evidence of the Holy Ghost), which is true of every sermon.
const FOLDERS = ['src/server/generation', 'src/server/library', 'src/server/bible', 'src/server/content'];
const ALLOWED = new Set(['Acts 2:38', 'Acts 2:4', 'Hechos 2:38', 'Hechos 2:4']);
const SPANISH_BOOKS = ['Génesis', 'Éxodo', 'Levítico', 'Números', 'Deuteronomio', 'Josué', 'Jueces', 'Rut', 'Samuel', 'Reyes', 'Crónicas', 'Esdras', 'Nehemías', 'Ester', 'Salmos?', 'Proverbios', 'Eclesiastés', 'Cantares', 'Isaías', 'Jeremías', 'Lamentaciones', 'Ezequiel', 'Oseas', 'Abdías', 'Jonás', 'Miqueas', 'Nahúm', 'Habacuc', 'Sofonías', 'Hageo', 'Zacarías', 'Malaquías', 'Mateo', 'Marcos', 'Lucas', 'Juan', 'Hechos', 'Romanos', 'Corintios', 'Gálatas', 'Efesios', 'Filipenses', 'Colosenses', 'Tesalonicenses', 'Timoteo', 'Tito', 'Filemón', 'Hebreos', 'Santiago', 'Pedro', 'Judas', 'Apocalipsis'];
const ENGLISH_BOOKS = OSIS_BOOKS.flatMap((book) => [book.en.replace(/^\d /, ''), book.id.replace(/^\d/, '')]).concat('Psalm');
const REFERENCE = new RegExp(`(?<![\\p{L}])(?:[1-3] ?)?(?:${[...new Set([...ENGLISH_BOOKS, ...SPANISH_BOOKS])].join('|')})\\.? \\d+:\\d+`, 'gu');

/** The code of a file without its comments: a comment may cite an example, code may not act on one. */
function codeOf(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)).map((name) => path.join(folder, name));
}

describe('passage knowledge is data, never code', () => {
  it('no engine, library or Bible source names a passage (the altar call’s Acts 2:38 aside)', () => {
    const found: string[] = [];
    for (const file of FOLDERS.flatMap(sourceFiles)) {
      for (const match of codeOf(fs.readFileSync(file, 'utf8')).matchAll(REFERENCE)) {
        if (!ALLOWED.has(match[0].replace(/(\d+:\d+).*/, '$1'))) found.push(`${file}: ${match[0]}`);
      }
    }
    expect(found).toEqual([]);
  });

  it('would notice one', () => {
    expect(codeOf("const related = quoteReference('Romans 12:19', language); // Psalm 137:9").match(REFERENCE)).toEqual(['Romans 12:19']);
    expect(codeOf('if (text === "Filipenses 4:6") return;').match(REFERENCE)).toEqual(['Filipenses 4:6']);
  });
});
