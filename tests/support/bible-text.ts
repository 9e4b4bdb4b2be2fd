import { expect } from 'vitest';
import { bibleFor } from '#server/bible/bible-text.ts';
import { parseReferences } from '#server/bible/parse-references.ts';
import { MAX_QUOTED_VERSES } from '#server/bible/quote-reference.ts';
import { resolvePassage } from '#server/bible/resolve-passage.ts';
import type { Language } from '#shared/languages.ts';

/** The verses of the first passage `reference` names, straight from the Bible data; null when it names none there. */
function versesOf(reference: string, language: Language): string[] | null {
  const [range] = parseReferences(reference, language);
  const passage = range ? resolvePassage(bibleFor(language), range) : null;
  return passage ? passage.verses.map((verse) => verse.text) : null;
}

/** The words the Bible data of `language` has for `reference` (its first passage, every verse), or null. */
export function bibleTextOf(reference: string, language: Language): string | null {
  return versesOf(reference, language)?.join(' ') ?? null;
}

/**
 * "This is the Bible's text for this reference": `shownText` is, word for word, what the Bible
 * data of `language` has for `reference`, as far as a passage is quoted (its first
 * MAX_QUOTED_VERSES verses; the reference still names the whole passage).
 */
export function expectBibleText(reference: string, language: Language, shownText: string, message = reference) {
  const verses = versesOf(reference, language);
  expect(verses, `${message}: no such passage in the ${language} Bible`).not.toBeNull();
  expect(shownText, message).toBe(verses!.slice(0, MAX_QUOTED_VERSES).join(' '));
}
