import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossarySchema } from '#shared/glossary-schema.ts';
import { projectPath } from '../project-paths.ts';
import { bibleFor } from './bible-text.ts';
import { OSIS_BOOKS } from './osis-books.ts';
import { definitionFor, glossaryEntries, glossaryEntry } from './glossary.ts';
import { strongsEntry, strongsForVerse } from './strongs.ts';

const MIN_ENTRIES = 400;

/** Every lower-case word of the RV1909, and the whole text for words the data still glues to a neighbour. */
function rv1909Words() {
  const rv = bibleFor('es');
  const words = new Set<string>();
  const verses: string[] = [];
  for (const { id } of OSIS_BOOKS) {
    for (let chapter = 1; chapter <= rv.chapterCount(id); chapter++) {
      for (let verse = 1; verse <= rv.verseCount(id, chapter); verse++) {
        const text = rv.verse(id, chapter, verse)?.toLowerCase();
        if (!text) continue;
        verses.push(text);
        for (const word of text.match(/\p{L}+/gu) ?? []) words.add(word);
      }
    }
  }
  const all = verses.join('\n');
  return (form: string) => words.has(form) || new RegExp(`(?:^|[^\\p{L}])${form}|${form}(?:[^\\p{L}]|$)`, 'u').test(all);
}

/** How often each Strong's number tags a KJV word. */
function kjvStrongs(): Set<string> {
  const data = JSON.parse(fs.readFileSync(projectPath('data/bible/kjv-strongs.json'), 'utf8')) as { books: Array<{ chapters: string[] }> };
  const found = new Set<string>();
  for (const book of data.books) for (const chapter of book.chapters) for (const match of chapter.matchAll(/[GH]\d+/g)) found.add(match[0]);
  return found;
}

describe('bilingual glossary', () => {
  const entries = glossaryEntries();

  it('validates against its schema and has the entries a preacher needs', () => {
    expect(() => glossarySchema.parse(JSON.parse(fs.readFileSync(projectPath('data/content/glossary.json'), 'utf8')))).not.toThrow();
    expect(entries.length).toBeGreaterThanOrEqual(MIN_ENTRIES);
  });

  it('says everything in both languages', () => {
    for (const entry of entries) {
      const where = entry.strongs.join(',');
      expect(entry.en.headword.trim(), where).not.toBe('');
      expect(entry.es.headword.trim(), where).not.toBe('');
      expect(entry.en.definition.trim(), where).not.toBe('');
      expect(entry.es.definition.trim(), where).not.toBe('');
      expect(entry.es.definition, where).not.toBe(entry.en.definition);
    }
  });

  it('names each Strong number once, and only numbers the dictionaries and the KJV have', () => {
    const kjv = kjvStrongs();
    const seen = new Set<string>();
    for (const entry of entries) {
      for (const strong of entry.strongs) {
        expect(seen.has(strong), `${strong} twice`).toBe(false);
        seen.add(strong);
        expect(strongsEntry(strong), strong).not.toBeNull();
        expect(kjv.has(strong), `${strong} tags no KJV word`).toBe(true);
      }
    }
  });

  it('gives only Spanish forms the RV1909 really uses', () => {
    const inRv1909 = rv1909Words();
    const missing = entries.flatMap((entry) => entry.es.forms.filter((form) => !inRv1909(form)).map((form) => `${entry.strongs.join(',')}: ${form}`));
    expect(missing).toEqual([]);
  });

  it('gives for each entry a Spanish form found where the KJV of the same verse has the word', () => {
    const en = bibleFor('en');
    const es = bibleFor('es');
    const wanted = new Map(entries.flatMap((entry) => entry.strongs.map((strong) => [strong, entry] as const)));
    const attested = new Set<(typeof entries)[number]>();
    for (const { id } of OSIS_BOOKS) {
      for (let chapter = 1; chapter <= en.chapterCount(id); chapter++) {
        for (let verse = 1; verse <= en.verseCount(id, chapter); verse++) {
          const spanish = es.verse(id, chapter, verse)?.toLowerCase();
          if (!spanish) continue;
          const words = new Set(spanish.match(/\p{L}+/gu));
          for (const { strong } of strongsForVerse({ book: id, chapter, verse })) {
            const entry = wanted.get(strong);
            if (entry && !attested.has(entry) && entry.es.forms.some((form) => words.has(form))) attested.add(entry);
          }
        }
      }
    }
    expect(entries.filter((entry) => !attested.has(entry)).map((entry) => entry.strongs.join(','))).toEqual([]);
  });

  it('gives each narrower sense in both languages, for Spanish words among the entry\'s forms', () => {
    const senses = entries.flatMap((entry) => (entry.senses ?? []).map((sense) => ({ entry, sense })));
    expect(senses.length).toBeGreaterThan(0);
    for (const { entry, sense } of senses) {
      const where = entry.strongs.join(',');
      expect(sense.es.definition, where).not.toBe(sense.en.definition);
      expect(sense.en.definition, where).not.toBe(entry.en.definition);
      expect(sense.es.words.filter((word) => !entry.es.forms.includes(word)), where).toEqual([]);
    }
  });

  it('explains a word in the sense its verse uses it', () => {
    const ruach = glossaryEntry('H7307')!;
    // Psalm 107:25, "raiseth the stormy wind": a wind, not the Spirit of God.
    expect(definitionFor(ruach, 'en', 'wind')).toMatch(/^Wind, a blast of moving air/);
    expect(definitionFor(ruach, 'en', 'wind')).not.toMatch(/Spirit of God/);
    expect(definitionFor(ruach, 'es', 'viento')).toMatch(/^Viento, el aire que sopla/);
    expect(definitionFor(ruach, 'en', 'spirit')).toMatch(/Spirit of God/);
    expect(definitionFor(ruach, 'es', 'espíritu')).toMatch(/Espíritu de Dios/);
    const airo = glossaryEntry('G142')!;
    expect(definitionFor(airo, 'en', 'taketh away')).toMatch(/Lamb of God/);
    expect(definitionFor(airo, 'en', 'take up')).not.toMatch(/Lamb/);
    expect(definitionFor(glossaryEntry('G4151')!, 'en', 'spirits')).toMatch(/unclean spirits/);
  });

  it('speaks of one God revealed in Jesus Christ', () => {
    const text = entries.map((entry) => `${entry.en.definition} ${entry.es.definition}`).join('\n');
    expect(text).not.toMatch(/\b(trinity|triune|three persons|second person|first person of|trinidad|trino|tres personas|segunda persona|primera persona de)\b/i);
    expect(glossaryEntry('G4151')?.en.definition).toMatch(/God's own Spirit/);
    expect(glossaryEntry('G4151')?.es.definition).toMatch(/propio Espíritu de Dios/);
    expect(glossaryEntry('G3686')?.en.definition).toMatch(/name of Jesus/);
  });

  it('finds entries by Strong number', () => {
    expect(glossaryEntry('G26')).toMatchObject({ en: { headword: 'love' }, es: { headword: 'amor' } });
    expect(glossaryEntry('g0026')?.es.forms).toEqual(expect.arrayContaining(['amor', 'caridad']));
    expect(glossaryEntry('G907')?.es.forms).toContain('bautizado');
    expect(glossaryEntry('G4991')?.es.forms).toEqual(expect.arrayContaining(['salud', 'salvación']));
    expect(glossaryEntry('G99999')).toBeNull();
    expect(glossaryEntry('love')).toBeNull();
  });
});
