// The words of one verse that the glossary can explain: what a word study may be built from, so
// that it is always about a word the verse really contains, in English and in Spanish.
import type { GlossaryEntry } from '#shared/glossary-schema.ts';
import { englishWords } from '../content/content-files.ts';
import { bibleFor } from './bible-text.ts';
import { glossaryEntry } from './glossary.ts';
import { glossaryLexiconEntry } from './glossary-lexicon.ts';
import type { PassagePoint } from './parse-references.ts';
import { strongsForVerse, type StrongsEntry } from './strongs.ts';

interface VerseWordStudy {
  /** The Strong's number as the KJV tags it in this verse ("G25"). */
  strong: string;
  entry: GlossaryEntry;
  dictionary: StrongsEntry;
  /** The KJV words that translate it here, without the articles and auxiliaries tagged with them ("loved", "world", "perish"). */
  english: string;
  /**
   * The RV1909 form of it found in the same verse ("amó"), or null when none of the glossary's
   * forms is there. Looked up when first read: an English sermon never reads it, and so never
   * loads the Spanish Bible.
   */
  readonly spanish: string | null;
}

/** The meaningful part of a tagged phrase: "of the Father" → "Father", "he gave" → "gave", "should" → "". */
export function meaningfulPart(phrase: string): string {
  // Words the KJV tags along with the word that carries the meaning ("the world", "he gave"): data/content/english-words.json.
  const { taggedAlong } = englishWords();
  const words = phrase.split(' ');
  // "one that is born", "ones that are": the word is the verb, not the pronoun that carries it.
  while (words.length > 0 && (taggedAlong.has(words[0]!.toLowerCase()) || (/^ones?$/i.test(words[0]!) && taggedAlong.has(words[1]?.toLowerCase() ?? '')))) words.shift();
  return words.join(' ');
}

/** A study whose Spanish form is found when first asked for, then kept. */
function withSpanish(study: Omit<VerseWordStudy, 'spanish'>, find: () => string | null): VerseWordStudy {
  let spanish: string | null | undefined;
  return Object.defineProperty(study, 'spanish', { enumerable: true, get: () => (spanish === undefined ? (spanish = find()) : spanish) }) as VerseWordStudy;
}

/**
 * Which word of the Spanish verse renders which study's word. A word of the verse renders one word
 * of the original, but the glossary lists some Spanish words under several entries (the RV1909 says
 * «gentes» for a crowd and for the nations): taking, for each entry, any of its forms found in the
 * verse would give two entries one word, and explain it by the wrong one. So the words are matched
 * one to one — as many studies as possible get a word, each trying its forms in the glossary's
 * order — and a study whose only word another study needs more goes without (an augmenting-path
 * matching; a verse has a few dozen words at most).
 */
export function matchSpanishForms(candidates: ReadonlyArray<readonly string[]>, verseWords: readonly string[]): Array<string | null> {
  // Each occurrence of a word in the verse can be taken once.
  const slotsOf = new Map<string, number[]>();
  verseWords.forEach((word, index) => {
    const slots = slotsOf.get(word);
    if (slots) slots.push(index);
    else slotsOf.set(word, [index]);
  });
  const holder = new Map<number, number>();
  const formOf: Array<string | null> = candidates.map(() => null);
  const claim = (study: number, tried: Set<number>): boolean => {
    for (const form of candidates[study]!) {
      for (const slot of slotsOf.get(form) ?? []) {
        if (tried.has(slot)) continue;
        tried.add(slot);
        const other = holder.get(slot);
        if (other === undefined || claim(other, tried)) {
          holder.set(slot, study);
          formOf[study] = form;
          return true;
        }
      }
    }
    return false;
  };
  candidates.forEach((_, study) => claim(study, new Set()));
  return formOf;
}

/** Each glossary entry's form in a Spanish verse, matched one word to one entry (`matchSpanishForms`). */
export function spanishFormsInVerse(entries: readonly GlossaryEntry[], verseText: string): Map<GlossaryEntry, string | null> {
  const unique = [...new Set(entries)];
  const matched = matchSpanishForms(unique.map((entry) => entry.es.forms), verseText.toLowerCase().match(/\p{L}+/gu) ?? []);
  return new Map(unique.map((entry, index) => [entry, matched[index]!]));
}

/**
 * The glossary words of a verse in reading order, one per glossary entry. The reference is the
 * KJV's; the Spanish form is looked for in the RV1909 verse of the same number (the two number a
 * handful of verses differently, and there the Spanish form is simply not found).
 */
export function wordStudiesForVerse(point: Required<PassagePoint>): VerseWordStudy[] {
  const tags = strongsForVerse(point);
  // Matched over every glossary word the verse carries, studied or not, as the composer's key word is.
  let spanishForms: Map<GlossaryEntry, string | null> | undefined;
  const spanishForm = (entry: GlossaryEntry) => {
    spanishForms ??= spanishFormsInVerse(tags.flatMap((tagged) => glossaryEntry(tagged.strong) ?? []), bibleFor('es').verse(point.book, point.chapter, point.verse) ?? '');
    return spanishForms.get(entry) ?? null;
  };
  const studies = new Map<GlossaryEntry, VerseWordStudy>();
  for (const word of tags) {
    const entry = glossaryEntry(word.strong);
    const english = meaningfulPart(word.text);
    if (!entry || !english) continue;
    const study = studies.get(entry);
    if (study) {
      // One Greek word the English splits or repeats: "should … perish" keeps "perish", "the … Ghost" keeps "Ghost".
      if (!study.english.split(' … ').includes(english)) study.english += ` … ${english}`;
      continue;
    }
    const dictionary = glossaryLexiconEntry(word.strong);
    if (!dictionary) continue;
    studies.set(entry, withSpanish({ strong: word.strong, entry, dictionary, english }, () => spanishForm(entry)));
  }
  return [...studies.values()];
}
