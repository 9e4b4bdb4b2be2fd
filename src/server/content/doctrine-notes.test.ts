import { describe, expect, it } from 'vitest';
import { bibleFor } from '#server/bible/bible-text.ts';
import { foldText } from '#server/bible/fold-text.ts';
import { parseReferences } from '#server/bible/parse-references.ts';
import { quotePassage } from '#server/bible/quote-reference.ts';
import { citationsIn } from '#server/generation/guard/scripture-in-prose.ts';
import { doctrineNoteList } from './content-files.ts';

const LANGUAGES = ['en', 'es'] as const;
const words = (text: string) => foldText(text.toLowerCase()).replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

describe('doctrine notes (data/content/doctrine-notes.json)', () => {
  const notes = doctrineNoteList();

  it('notes each verse once, and the verse and its anchor words are in both Bibles', () => {
    expect(new Set(notes.map((note) => note.verse)).size).toBe(notes.length);
    for (const note of notes) {
      const [range] = parseReferences(note.verse, 'en');
      expect(range, note.verse).toBeDefined();
      for (const language of LANGUAGES) {
        const verse = quotePassage(bibleFor(language), range!);
        expect(verse, `${language} ${note.verse}`).not.toBeNull();
        expect(words(verse!.text), `${language} ${note.verse}`).toContain(words(note.anchor[language]));
      }
    }
  });

  it('cites only references that exist, and quotes only words of its own verse', () => {
    for (const note of notes) {
      const [range] = parseReferences(note.verse, 'en');
      for (const language of LANGUAGES) {
        const citations = citationsIn(note[language], language);
        expect(citations.length, `${language} ${note.verse}`).toBeGreaterThan(0);
        for (const citation of citations) expect(citation.quote, `${language} ${note.verse}: ${citation.text}`).not.toBeNull();
        const verse = words(quotePassage(bibleFor(language), range!)!.text);
        for (const [, quoted] of note[language].matchAll(/[“«]([^”»]+)[”»]/gu)) expect(verse, `${language} ${note.verse}`).toContain(words(quoted!));
      }
    }
  });

  it('speaks of one God: no trinity, no divine persons, no "God the Son"', () => {
    for (const note of notes) {
      for (const language of LANGUAGES) expect(note[language]).not.toMatch(/trinit|trinidad|\bpersons?\b|\bpersonas?\b|God the Son|Dios Hijo|Dios el Hijo/iu);
    }
  });
});
