// Helps whoever edits data/content/glossary.json: for each entry (or the Strong's numbers given),
// compares its Spanish forms with the RV1909 verses where the KJV of the same verse has the word.
// Prints the forms never found there (likely wrong) and the inflections found there mostly with
// that word (likely missing). It changes nothing: read the suggestions, then edit the JSON by hand.
//
//   node scripts/suggest-glossary-forms.ts            # every entry
//   node scripts/suggest-glossary-forms.ts G622 H3205  # some entries
import { bibleFor } from '../src/server/bible/bible-text.ts';
import { glossaryEntries } from '../src/server/bible/glossary.ts';
import { OSIS_BOOKS } from '../src/server/bible/osis-books.ts';
import { strongsForVerse } from '../src/server/bible/strongs.ts';

const wanted = new Set(process.argv.slice(2).map((arg) => arg.toUpperCase()));
const entries = glossaryEntries().filter((entry) => wanted.size === 0 || entry.strongs.some((strong) => wanted.has(strong)));
const english = bibleFor('en');
const spanish = bibleFor('es');

// Spanish words of every verse, how many verses hold each word, and which verses carry each number.
const verseWords: Array<Set<string>> = [];
const versesOf = new Map<string, number[]>();
const versesWith = new Map<string, number>();
for (const { id } of OSIS_BOOKS) {
  for (let chapter = 1; chapter <= english.chapterCount(id); chapter++) {
    for (let verse = 1; verse <= english.verseCount(id, chapter); verse++) {
      const words = new Set(spanish.verse(id, chapter, verse)?.toLowerCase().match(/\p{L}+/gu) ?? []);
      const index = verseWords.push(words) - 1;
      for (const word of words) versesWith.set(word, (versesWith.get(word) ?? 0) + 1);
      for (const { strong } of strongsForVerse({ book: id, chapter, verse })) {
        const list = versesOf.get(strong) ?? [];
        if (list.at(-1) !== index) list.push(index);
        versesOf.set(strong, list);
      }
    }
  }
}

const bare = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '');
for (const entry of entries) {
  const verses = [...new Set(entry.strongs.flatMap((strong) => versesOf.get(strong) ?? []))];
  const unseen = entry.es.forms.filter((form) => !verses.some((v) => verseWords[v]!.has(form)));
  // A likely inflection shares the first letters of a form and is found mostly in these verses.
  const stems = entry.es.forms.filter((form) => form.length >= 4).map((form) => bare(form).slice(0, Math.min(5, form.length - 1)));
  const counts = new Map<string, number>();
  for (const v of verses) for (const word of verseWords[v]!) counts.set(word, (counts.get(word) ?? 0) + 1);
  const missing = [...counts]
    .filter(([word, n]) => !entry.es.forms.includes(word) && n / versesWith.get(word)! >= 0.4 && stems.some((stem) => bare(word).startsWith(stem)))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([word, n]) => `${word} (${n}/${versesWith.get(word)})`);
  if (unseen.length === 0 && missing.length === 0) continue;
  console.log(`${entry.strongs.join(',')} ${entry.es.headword} — ${verses.length} verses`);
  if (unseen.length > 0) console.log(`  never found there: ${unseen.join(', ')}`);
  if (missing.length > 0) console.log(`  found there, maybe missing: ${missing.join(', ')}`);
}
