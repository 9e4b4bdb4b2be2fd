import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Language } from '#shared/languages.ts';
import { bibleFor } from '#server/bible/bible-text.ts';
import { OSIS_BOOKS } from '#server/bible/osis-books.ts';
import { parseReferences, type PassageRange } from '#server/bible/parse-references.ts';
import { resolvePassage } from '#server/bible/resolve-passage.ts';
import { projectPath } from '#server/project-paths.ts';
import { BOOK_CONTEXT_FIELD_MAX, BOOK_CONTEXT_FIELDS, bookContextEntrySchema, bookContextFileSchema, type BookContextEntry } from './book-context-schema.ts';

const raw: unknown = JSON.parse(fs.readFileSync(projectPath('data/content/book-context.json'), 'utf8'));
// Entry by entry first, so that one bad entry is named rather than hidden behind a count.
const entries: BookContextEntry[] = (raw as unknown[]).map((entry) => bookContextEntrySchema.parse(entry));
const LANGS: Language[] = ['en', 'es'];

function eachField(visit: (entry: BookContextEntry, language: Language, field: (typeof BOOK_CONTEXT_FIELDS)[number], text: string) => void) {
  for (const entry of entries) for (const language of LANGS) for (const field of BOOK_CONTEXT_FIELDS) visit(entry, language, field, entry[language][field]);
}

/** Lower case, no accents (the RV1909 writes "á", "fué"), no punctuation: how a quotation is compared with the verse. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** Each quotation (“…”) with the references in the first parentheses after it. */
function quotations(text: string): { quote: string; references: string | null }[] {
  const found: { quote: string; references: string | null }[] = [];
  for (const match of text.matchAll(/“([^”]+)”/g)) {
    const after = text.slice(match.index + match[0].length);
    found.push({ quote: match[1]!, references: /\(([^)]*\d[^)]*)\)/.exec(after)?.[1] ?? null });
  }
  return found;
}

/** Any of these words standing alone (JavaScript's \b counts "á" as a word boundary: "creáis" is not "is"). */
const wordsOf = (words: string[]) => new RegExp(`(?<!\\p{L})(?:${words.join('|')})(?!\\p{L})`, 'iu');

const rangeKey = ({ start, end }: PassageRange) => `${start.book}.${start.chapter}.${start.verse ?? ''}-${end.book}.${end.chapter}.${end.verse ?? ''}`;

describe('book context data (data/content/book-context.json)', () => {
  it('has all 66 books once, in canonical order, with the ids of osis-books.ts', () => {
    expect(entries.map((entry) => entry.book)).toEqual(OSIS_BOOKS.map((book) => book.id));
    expect(bookContextFileSchema.safeParse(raw).success).toBe(true);
  });

  it('writes every field as one or two complete sentences within the length limit', () => {
    eachField((entry, language, field, text) => {
      const where = `${entry.book} ${language}.${field}`;
      expect(text.length, where).toBeLessThanOrEqual(BOOK_CONTEXT_FIELD_MAX);
      expect(text, where).toBe(text.trim());
      expect(text, where).toMatch(/^[\p{Lu}\d“¿]/u);
      expect(text, where).toMatch(/[.!?]$/);
      expect(text, where).not.toMatch(/ {2}|\s[,.;:]|"/);
      // A sentence ends with a full stop followed by a capital; initials and "a. C." are not sentence ends.
      const sentences = text.split(/(?<=[.!?]”?)\s+(?=[“¿]?\p{Lu})/u).filter((s) => !/(?:\b\p{L}|a\. C)\.$/u.test(s));
      expect(sentences.length, where).toBeLessThanOrEqual(2);
    });
  });

  it('has a Spanish text for every English one, written in Spanish', () => {
    for (const entry of entries) {
      expect(Object.keys(entry.es), entry.book).toEqual(Object.keys(entry.en));
      for (const field of BOOK_CONTEXT_FIELDS) {
        const { en, es } = { en: entry.en[field], es: entry.es[field] };
        const where = `${entry.book}.${field}`;
        expect(es, where).not.toBe(en);
        expect(es, where).not.toMatch(wordsOf(['the', 'and', 'of', 'with', 'which', 'who', 'his', 'their', 'is', 'was', 'to']));
        expect(en, where).not.toMatch(wordsOf(['el', 'los', 'las', 'del', 'que', 'por', 'para', 'con', 'una', 'y', 'su']));
        expect(es.includes('Espíritu Santo'), `${where}: Holy Ghost ↔ Espíritu Santo`).toBe(en.includes('Holy Ghost'));
      }
    }
  });

  it('speaks of God as the Apostolic church does', () => {
    eachField((entry, language, field, text) => {
      const where = `${entry.book} ${language}.${field}`;
      expect(text, where).not.toMatch(/trinit|triune|trinidad|\btrino\b|three persons|tres personas|persons of|personas de|second person|segunda persona/i);
      if (language === 'en') expect(text, where).not.toMatch(/holy spirit/i);
    });
    const hebrews = entries.find((entry) => entry.book === 'Heb')!;
    expect(hebrews.en.author).not.toMatch(/\bPaul\b/);
    expect(hebrews.es.author).not.toMatch(/\bPablo\b/);
    expect(hebrews.en.author).toMatch(/unknown|not named/);
  });

  it('cites the same passages in both languages, and only passages that exist', () => {
    for (const entry of entries) {
      for (const field of BOOK_CONTEXT_FIELDS) {
        const cited = (language: Language) => {
          const ranges = [...entry[language][field].matchAll(/\(([^)]*\d[^)]*)\)/g)].flatMap((match) => parseReferences(match[1]!, language));
          for (const range of ranges) expect(resolvePassage(bibleFor(language), range), `${entry.book} ${language}.${field}: ${rangeKey(range)}`).not.toBeNull();
          return ranges.map(rangeKey);
        };
        expect(cited('es'), `${entry.book}.${field}`).toEqual(cited('en'));
      }
    }
  });

  it('quotes Scripture word for word from the passage cited after the quotation (KJV in English, RV1909 in Spanish)', () => {
    let quotes = 0;
    const misquoted: string[] = [];
    eachField((entry, language, field, text) => {
      for (const { quote, references } of quotations(text)) {
        quotes += 1;
        const passageText = parseReferences(references ?? '', language)
          .map((range) => resolvePassage(bibleFor(language), range)?.verses.map((verse) => verse.text).join(' ') ?? '')
          .join(' ');
        if (!references || !fold(passageText).includes(fold(quote))) misquoted.push(`${entry.book} ${language}.${field}: “${quote}” (${references ?? 'no reference'}) ≠ ${passageText}`);
      }
    });
    expect(misquoted).toEqual([]);
    expect(quotes).toBeGreaterThan(0);
  });

  it('keeps the data file formatted for review (two-space JSON, one field a line)', () => {
    const text = fs.readFileSync(projectPath('data/content/book-context.json'), 'utf8');
    expect(text).toBe(`${JSON.stringify(raw, null, 2)}\n`);
  });
});
