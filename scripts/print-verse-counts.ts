// Prints each chapter's verse count in the KJV (and the RV1909 where it differs), for writing
// data/library/units: `node scripts/print-verse-counts.ts Gen [Exod …]`.
import { bibleFor } from '#server/bible/bible-text.ts';

const kjv = bibleFor('en');
const rv = bibleFor('es');
for (const book of process.argv.slice(2)) {
  const counts: string[] = [];
  for (let chapter = 1; chapter <= kjv.chapterCount(book); chapter++) {
    const en = kjv.verseCount(book, chapter);
    const es = rv.verseCount(book, chapter);
    counts.push(en === es ? `${chapter}:${en}` : `${chapter}:${en}(RV1909 ${es})`);
  }
  console.log(`${book} (${kjv.bookName(book)}): ${counts.join(' ')}`);
}
