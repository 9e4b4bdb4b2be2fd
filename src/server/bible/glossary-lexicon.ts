// Strong's dictionary entries of the glossary's words only: what word studies explain, decoded once
// from the packed dictionary and kept (decisions 0017, 0040), so the dependency runs one way: this
// module asks strongs.ts for the numbers glossary.ts lists.
import { glossaryEntries } from './glossary.ts';
import { normalizeStrong, strongsEntriesOf, type StrongsEntry } from './strongs.ts';

let lexicon: Map<string, StrongsEntry> | null = null;

/** The dictionary entry of a glossary word's Strong's number ("G25"), or null for a number the glossary lacks. */
export function glossaryLexiconEntry(strong: string): StrongsEntry | null {
  const key = normalizeStrong(strong);
  if (!key) return null;
  lexicon ??= strongsEntriesOf(glossaryEntries().flatMap((entry) => entry.strongs));
  return lexicon.get(key) ?? null;
}
