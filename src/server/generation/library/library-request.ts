// Which library entry answers a request, and for which occasion (decision 0026). A passage the
// preacher names is preached from the entry that is exactly it, else from the narrowest entry that
// holds it, else — a wider passage asked for around an entry, as a whole chapter around its story —
// from the widest entry inside it, when that entry is at least a quarter of it; a theme is read occasion-first ("a funeral for a father" is a funeral, not a sermon on
// fathers), then by the theme map's keywords, in either language.
import type { GenerateRequest } from '#shared/generation-schema.ts';
import type { Language } from '#shared/languages.ts';
import type { LibraryOccasion } from '#shared/library-schema.ts';
import { bibleFor } from '../../bible/bible-text.ts';
import { plainWords } from '../../bible/fold-text.ts';
import { parseReferences } from '../../bible/parse-references.ts';
import { quotePassage, type QuotedPassage } from '../../bible/quote-reference.ts';
import { resolvePassage } from '../../bible/resolve-passage.ts';
import { findThemes } from '../../bible/sermon-themes.ts';
import { versesOf, type LibraryRange } from '../../library/library-range.ts';
import type { LibraryEntryIndexed, PreachingLibrary } from '../../library/preaching-library.ts';
import type { seededChooser } from '../offline/seeded-random.ts';
import { quoteLibraryRange } from './library-sermon.ts';

interface LibraryChoice {
  indexed: LibraryEntryIndexed;
  main: QuotedPassage;
  mainRange: LibraryRange;
  occasion: LibraryOccasion | null;
  theme: string | null;
}

const words = (text: string) => ` ${plainWords(text)} `;

// The library never changes while the server runs: what every request would fold again (each
// occasion's keywords, each entry's passage) is folded once, when first asked for (issue 29: the
// two were a fifth of a generation's CPU).
const foldedKeywords = new WeakMap<PreachingLibrary, Array<{ occasion: LibraryOccasion; keywords: string[] }>>();
const passageWords = new WeakMap<LibraryEntryIndexed, Partial<Record<Language, string>>>();

function occasionKeywords(library: PreachingLibrary) {
  let found = foldedKeywords.get(library);
  if (!found) {
    found = library.occasions.map((occasion) => ({
      occasion,
      keywords: [...occasion.en.keywords, ...occasion.es.keywords, occasion.en.name, occasion.es.name].map(words).filter((wanted) => wanted.trim()),
    }));
    foldedKeywords.set(library, found);
  }
  return found;
}

/** The entry's passage in `language` as `words` folds it (" word word "). */
function wordsOfPassage(entry: LibraryEntryIndexed, language: Language): string {
  let byLanguage = passageWords.get(entry);
  if (!byLanguage) passageWords.set(entry, (byLanguage = {}));
  return (byLanguage[language] ??= words(quoteLibraryRange(entry.range, language)?.text ?? ''));
}

/** The occasion a title names, by its keywords in either language (the longest keyword wins). */
function occasionIn(library: PreachingLibrary, title: string): LibraryOccasion | null {
  const text = words(title);
  let best: { occasion: LibraryOccasion; length: number } | null = null;
  for (const { occasion, keywords } of occasionKeywords(library)) {
    for (const wanted of keywords) {
      if (text.includes(wanted) && (!best || wanted.length > best.length)) best = { occasion, length: wanted.length };
    }
  }
  return best?.occasion ?? null;
}

/** An entry inside a wider passage asked for is its heart when it is at least this share of it. */
const HEART_SHARE = 1 / 4;

/** The request's passage as the library reads it, with its quotation and its number of verses; null when it names none that exists. */
function requestedPassage(scripture: string, language: Language): { main: QuotedPassage; range: LibraryRange; verses: number } | null {
  const range = parseReferences(scripture, language)[0] ?? parseReferences(scripture, language === 'es' ? 'en' : 'es')[0];
  if (!range) return null;
  const bible = bibleFor(language);
  const resolved = resolvePassage(bible, range);
  const main = quotePassage(bible, range);
  if (!resolved || !main) return null;
  const first = resolved.verses[0]!;
  const last = resolved.verses.at(-1)!;
  return { main, range: { book: resolved.book, start: { chapter: first.chapter, verse: first.verse }, end: { chapter: last.chapter, verse: last.verse } }, verses: resolved.verses.length };
}

/** The widest entry inside a wider passage asked for, when it is at least a quarter of it. */
function heartOf(library: PreachingLibrary, asked: { range: LibraryRange; verses: number }): LibraryEntryIndexed | null {
  const within = library.entryWithin(asked.range);
  return within && versesOf(bibleFor('en'), within.range).length >= asked.verses * HEART_SHARE ? within : null;
}

/** Words this long are a title's own (a name, a deed, a thing), not its joints ("with", "con"). */
const TITLE_WORD_LENGTH = 5;

/**
 * Of the entries a theme or occasion offers, those whose passage says the most of the title's
 * words: "Buried with Him in Baptism" names the baptism text that says "buried", not another of
 * the baptism texts. All of them when the title quotes none of their passages.
 */
function closestToTitle(candidates: LibraryEntryIndexed[], title: string, language: Language): LibraryEntryIndexed[] {
  const typed = new Set(words(title).split(' ').filter((word) => word.length >= TITLE_WORD_LENGTH));
  if (typed.size === 0) return candidates;
  const scored = candidates.map((candidate) => {
    const said = wordsOfPassage(candidate, language);
    return { candidate, score: [...typed].filter((word) => said.includes(` ${word} `)).length };
  });
  const best = Math.max(...scored.map(({ score }) => score));
  return best === 0 ? candidates : scored.filter(({ score }) => score === best).map(({ candidate }) => candidate);
}

/** The entry, passage and occasion a request is preached from, or null when the library has none. */
export function chooseFromLibrary(library: PreachingLibrary, input: GenerateRequest, chooser: ReturnType<typeof seededChooser>): LibraryChoice | null {
  const occasion = input.title ? occasionIn(library, input.title) : null;
  const theme = input.title ? (findThemes(input.title, input.language)[0] ?? findThemes(input.title, input.language === 'es' ? 'en' : 'es')[0] ?? null) : null;
  if (input.scripture) {
    const asked = requestedPassage(input.scripture, input.language);
    if (!asked) return null;
    const found = library.entryFor(asked.range)?.found ?? heartOf(library, asked);
    if (!found) return null;
    return { indexed: found, main: asked.main, mainRange: asked.range, occasion, theme: theme?.id ?? null };
  }
  const candidates = occasion ? occasion.entries.map((id) => library.entryById(id)!).filter(Boolean) : theme ? library.entriesForTheme(theme.id) : [];
  if (candidates.length === 0) return null;
  const indexed = chooser.pick(closestToTitle(candidates, input.title, input.language));
  const main = quoteLibraryRange(indexed.range, input.language);
  if (!main) return null;
  return { indexed, main, mainRange: indexed.range, occasion, theme: theme?.id ?? null };
}

/**
 * The occasion a library sermon was preached for, read back from it: the occasion's own opening is
 * the first paragraph of its introduction (library-sermon.ts). A twin (issue 27) is preached for
 * the same occasion in the other language.
 */
export function occasionOfSermon(library: PreachingLibrary, introduction: string, language: Language): LibraryOccasion | null {
  const first = introduction.split('\n')[0]?.trim() ?? '';
  return first ? (library.occasions.find((occasion) => occasion.opening[language].trim() === first) ?? null) : null;
}
